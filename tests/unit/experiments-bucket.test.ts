import { describe, expect, it } from 'vitest';
import { bucketOf, fnv1a32, variantFor } from '../../experiments/bucket.ts';
import { ctaV1, experiments, type Experiment } from '../../experiments/registry.ts';
import { validateExperiments } from '../../experiments/validate.ts';

/** Seeded PRNG (mulberry32) so the distribution test is reproducible. */
function seededIds(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return () => Array.from({ length: 4 }, () => next().toString(16).padStart(8, '0')).join('');
}

describe('fnv1a32', () => {
  it('matches the published FNV-1a 32-bit vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    const reference = (s: string) => {
      let h = 0x811c9dc5;
      for (const b of Buffer.from(s, 'utf8')) h = Number((BigInt((h ^ b) >>> 0) * 0x01000193n) % 2n ** 32n);
      return h >>> 0;
    };
    for (const s of ['é', '量子導入', 'a😀b', 'visitor:cta_v1']) expect(fnv1a32(s)).toBe(reference(s));
  });
});

describe('bucketing', () => {
  it('is deterministic and uses `${visitorId}:${experimentId}` modulo the total weight', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(bucketOf(id, ctaV1)).toBe(fnv1a32(`${id}:cta_v1`) % 100);
    expect(variantFor(id, ctaV1)).toBe(variantFor(id, ctaV1));
    expect(bucketOf(id, ctaV1)).toBeGreaterThanOrEqual(0);
    expect(bucketOf(id, ctaV1)).toBeLessThan(100);
  });

  it('maps buckets to the first variant whose cumulative weight exceeds them', () => {
    // Find ids landing on the boundaries 33/34 and 66/67 of 34/33/33.
    const next = seededIds(7);
    const seen = new Map<number, string>();
    while (seen.size < 100) {
      const id = next();
      seen.set(bucketOf(id, ctaV1), variantFor(id, ctaV1).key);
    }
    expect(seen.get(0)).toBe('readiness7q-a');
    expect(seen.get(33)).toBe('readiness7q-a');
    expect(seen.get(34)).toBe('readiness7q-b');
    expect(seen.get(66)).toBe('readiness7q-b');
    expect(seen.get(67)).toBe('readiness7q-c');
    expect(seen.get(99)).toBe('readiness7q-c');
  });

  it('splits 100 000 visitors within 1 percentage point of the weights', () => {
    const next = seededIds(20240601);
    const counts = new Map<string, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const key = variantFor(next(), ctaV1).key;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const v of ctaV1.variants) {
      expect(Math.abs(((counts.get(v.key) ?? 0) / n) * 100 - v.weight)).toBeLessThan(1);
    }
  });

  it('keeps the cta_v1 registry entry as specified', () => {
    expect(ctaV1.cookieName).toBe('exp_cta_v1');
    expect(ctaV1.lifetimeDays).toBe(3);
    expect(ctaV1.variants.map((v) => [v.key, v.weight])).toEqual([
      ['readiness7q-a', 34],
      ['readiness7q-b', 33],
      ['readiness7q-c', 33],
    ]);
    expect(() => validateExperiments(experiments)).not.toThrow();
  });

  it('rejects registry entries that would break cookies, CSS or the script', () => {
    const bad = (patch: Partial<Experiment>) => () => validateExperiments([{ ...ctaV1, ...patch }]);
    expect(bad({ id: 'CTA v1' })).toThrow(/id/);
    expect(bad({ cookieName: 'a;b' })).toThrow(/cookie/);
    expect(bad({ lifetimeDays: 0 })).toThrow(/lifetimeDays/);
    expect(bad({ variants: [] })).toThrow(/variant/);
    expect(bad({ variants: [{ key: 'x"]', weight: 1, text: 'x' }] })).toThrow(/key/);
    expect(bad({ variants: [{ key: 'x', weight: 0.5, text: 'x' }] })).toThrow(/weight/);
    expect(() => validateExperiments([ctaV1, ctaV1])).toThrow(/duplicate/);
  });
});
