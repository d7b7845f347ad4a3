import { describe, expect, it } from 'vitest';
import { assignExperiments, randomVisitorId, VISITOR_ID_PATTERN, type AssignEnv } from '../../experiments/assign.ts';
import { variantFor } from '../../experiments/bucket.ts';
import { ctaV1, experiments, type Experiment } from '../../experiments/registry.ts';

/** A cookie jar that expires cookies after their days, and a clock to move. */
function browser(options: { blocked?: boolean } = {}) {
  let now = 0;
  const store = new Map<string, { value: string; expires: number }>();
  const writes: string[] = [];
  const dataLayer: unknown[] = [];
  let ids = 0;
  const put = (name: string, value: string, days: number) => store.set(name, { value, expires: now + days * 86_400_000 });
  const env: AssignEnv = {
    cookie: {
      get: (name) => {
        const c = store.get(name);
        return c && c.expires > now ? c.value : undefined;
      },
      set: (name, value, days) => {
        writes.push(`${name}=${value}; ${days} days`);
        if (!options.blocked) put(name, value, days); // blocked cookies are dropped silently
      },
    },
    random: () => `visitor-${String(++ids).padStart(8, '0')}-xxxxxxxx`,
    dataLayer,
  };
  const run = (list: readonly Experiment[] = experiments) => {
    writes.length = 0;
    return assignExperiments(env, list);
  };
  const advanceDays = (days: number) => {
    now += days * 86_400_000;
  };
  return { env, store, writes, dataLayer, run, advanceDays, put };
}

const event = (variant: string) => ({ event: 'experiment_assignment', experiment_id: 'cta_v1', variant });

describe('assignExperiments', () => {
  it('assigns on the first visit, stores both cookies and pushes exactly one event', () => {
    const b = browser();
    const result = b.run();
    const vid = b.store.get('aq_vid')?.value ?? '';
    const expected = variantFor(vid, ctaV1).key;
    expect(result).toEqual({ cta_v1: expected });
    expect(b.store.get('exp_cta_v1')?.value).toBe(expected);
    expect(b.dataLayer).toEqual([event(expected)]);
    expect(b.writes).toEqual([`aq_vid=${vid}; 365 days`, `exp_cta_v1=${expected}; 3 days`]);
  });

  it('keeps the variant on reload and pushes nothing', () => {
    const b = browser();
    const first = b.run();
    const vid = b.store.get('aq_vid')?.value;
    b.advanceDays(1);
    expect(b.run()).toEqual(first);
    expect(b.dataLayer).toHaveLength(1);
    expect(b.store.get('aq_vid')?.value).toBe(vid);
    expect(b.writes.some((w) => w.startsWith('exp_cta_v1='))).toBe(false); // fixed 3-day lifetime
  });

  it('reassigns after the experiment cookie expired, with the same visitor id', () => {
    const b = browser();
    const first = b.run();
    const vid = b.store.get('aq_vid')?.value;
    b.advanceDays(3.01);
    expect(b.env.cookie.get('exp_cta_v1')).toBeUndefined();
    expect(b.run()).toEqual(first); // same visitor id → same bucket
    expect(b.store.get('aq_vid')?.value).toBe(vid);
    expect(b.dataLayer).toEqual([event(first.cta_v1 ?? ''), event(first.cta_v1 ?? '')]);
  });

  it('reassigns when the stored key is no longer a variant', () => {
    const b = browser();
    b.put('aq_vid', '0123456789abcdef0123456789abcdef', 1);
    b.put('exp_cta_v1', 'readiness7q-z', 1);
    const result = b.run();
    const expected = variantFor('0123456789abcdef0123456789abcdef', ctaV1).key;
    expect(result).toEqual({ cta_v1: expected });
    expect(b.store.get('exp_cta_v1')?.value).toBe(expected);
    expect(b.dataLayer).toEqual([event(expected)]);
  });

  it('reuses a stored valid variant even if the bucket now says otherwise', () => {
    const b = browser();
    const vid = '0123456789abcdef0123456789abcdef';
    const other = ctaV1.variants.find((v) => v.key !== variantFor(vid, ctaV1).key)?.key ?? '';
    b.put('aq_vid', vid, 1);
    b.put('exp_cta_v1', other, 1);
    expect(b.run()).toEqual({ cta_v1: other });
    expect(b.dataLayer).toEqual([]);
  });

  it('replaces a malformed visitor id', () => {
    const b = browser();
    b.put('aq_vid', 'short', 1);
    b.run();
    expect(b.store.get('aq_vid')?.value).toMatch(VISITOR_ID_PATTERN);
    expect(b.store.get('aq_vid')?.value).not.toBe('short');
  });

  it('without cookie storage: a variant for a fresh id, nothing stored, no event', () => {
    const b = browser({ blocked: true });
    const result = b.run();
    expect(ctaV1.variants.map((v) => v.key)).toContain(result.cta_v1);
    expect(b.writes.some((w) => w.startsWith('exp_cta_v1='))).toBe(false);
    expect(b.dataLayer).toEqual([]);

    const throwing = browser();
    throwing.env.cookie.set = () => {
      throw new Error('SecurityError');
    };
    expect(() => throwing.run()).not.toThrow();
    expect(throwing.dataLayer).toEqual([]);
  });

  it('generates 128-bit URL-safe visitor ids', () => {
    const id = randomVisitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toMatch(VISITOR_ID_PATTERN);
    expect(randomVisitorId()).not.toBe(id);
  });
});
