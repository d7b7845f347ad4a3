// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prePaintScript } from '../../experiments/pre-paint.ts';
import { fnv1a32, variantFor } from '../../experiments/bucket.ts';
import Cookies from 'js-cookie';

/** The page's cookies as js-cookie reads them. */
const parseCookies = (_header: string) => new Map(Object.entries(Cookies.get()));
import { ctaV1 } from '../../experiments/registry.ts';

const source = prePaintScript([ctaV1]);
const html = document.documentElement;
type Win = { dataLayer?: unknown };
const win = window as unknown as Win;

/** Runs the inline script like the browser would, against jsdom's globals. */
const runScript = () => new Function(source)() as void;

/** Runs it with stand-ins for the page globals it touches. */
function runWith(page: { protocol?: string; cookie?: { get(): string; set(v: string): void } }) {
  const attributes: Record<string, string> = {};
  const writes: string[] = [];
  const jar = new Map<string, string>(); // enough of a jar: no expiry needed here
  const doc = {
    get cookie() {
      return page.cookie ? page.cookie.get() : [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(v: string) {
      writes.push(v);
      if (page.cookie) {
        page.cookie.set(v);
        return;
      }
      const [name = '', value = ''] = (v.split(';')[0] ?? '').split('=');
      jar.set(name, value);
    },
    documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) },
  };
  const fakeWindow: Win = {};
  new Function('document', 'location', 'window', source)(doc, { protocol: page.protocol ?? 'http:' }, fakeWindow);
  return { attributes, writes, dataLayer: fakeWindow.dataLayer };
}

function clearState() {
  for (const name of parseCookies(document.cookie).keys()) document.cookie = `${name}=; Path=/; Max-Age=0`;
  html.removeAttribute('data-exp-cta-v1');
  delete win.dataLayer;
}

beforeEach(clearState);
afterEach(clearState);

describe('pre-paint script', () => {
  it('is small, self-contained ES2017', () => {
    expect(new TextEncoder().encode(source).length).toBeLessThan(1536);
    expect(source).not.toMatch(/=>|\?\.|\?\?|`|\b(let|const|class|import|export|async|await)\b/);
    expect(source).not.toContain('</');
  });

  it('on a first visit sets the attribute, writes both cookies and pushes one event', () => {
    runScript();
    const jar = parseCookies(document.cookie);
    const vid = jar.get('aq_vid') ?? '';
    expect(vid).toMatch(/^[0-9a-f]{32}$/);
    const expected = variantFor(vid, ctaV1).key;
    expect(html.getAttribute('data-exp-cta-v1')).toBe(expected);
    expect(jar.get('exp_cta_v1')).toBe(expected);
    expect(win.dataLayer).toEqual([{ event: 'experiment_assignment', experiment_id: 'cta_v1', variant: expected }]);
  });

  it('keeps the variant on reload without another event, and keeps an existing dataLayer', () => {
    win.dataLayer = [{ event: 'gtm.js' }];
    runScript();
    const first = html.getAttribute('data-exp-cta-v1');
    html.removeAttribute('data-exp-cta-v1'); // a new page load starts without it
    runScript();
    expect(html.getAttribute('data-exp-cta-v1')).toBe(first);
    expect(win.dataLayer).toHaveLength(2);
    expect((win.dataLayer as unknown[])[0]).toEqual({ event: 'gtm.js' });
  });

  it('agrees with variantFor for 1 000 visitor ids', () => {
    const ids = Array.from({ length: 1000 }, () => crypto.randomUUID().replace(/-/g, ''));
    ids.push('0123456789abcdef', 'AbC-_0123456789xyz');
    for (const id of ids) {
      document.cookie = `aq_vid=${id}; Path=/`;
      document.cookie = 'exp_cta_v1=; Path=/; Max-Age=0';
      delete win.dataLayer;
      runScript();
      const expected = variantFor(id, ctaV1).key;
      expect(html.getAttribute('data-exp-cta-v1')).toBe(expected);
      expect(parseCookies(document.cookie).get('exp_cta_v1')).toBe(expected);
      expect(win.dataLayer).toEqual([{ event: 'experiment_assignment', experiment_id: 'cta_v1', variant: expected }]);
    }
  });

  it('hashes like fnv1a32, including non-ASCII text', () => {
    const fn = /function f\(t\)\{.*?return h>>>0\}/.exec(source)?.[0] ?? '';
    const f = new Function(`${fn};return f`)() as (s: string) => number;
    for (const s of ['', 'a', 'foobar', '量子導入', 'a😀b', 'id:cta_v1']) expect(f(s)).toBe(fnv1a32(s));
  });

  it('reassigns an unknown stored key and replaces a malformed visitor id', () => {
    document.cookie = 'aq_vid=not valid!; Path=/';
    document.cookie = 'exp_cta_v1=readiness7q-z; Path=/';
    runScript();
    const jar = parseCookies(document.cookie);
    expect(jar.get('aq_vid')).toMatch(/^[0-9a-f]{32}$/);
    expect(jar.get('exp_cta_v1')).toBe(variantFor(jar.get('aq_vid') ?? '', ctaV1).key);
    expect(win.dataLayer).toHaveLength(1);
  });

  it('writes cookies with Path=/, SameSite=Lax, Max-Age, and Secure only on https', () => {
    const http = runWith({ protocol: 'http:' });
    expect(http.writes).toHaveLength(2);
    expect(http.writes[0]).toMatch(/^aq_vid=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(http.writes[1]).toMatch(/^exp_cta_v1=readiness7q-[abc]; Path=\/; Max-Age=259200; SameSite=Lax$/);
    const https = runWith({ protocol: 'https:' });
    expect(https.writes[0]).toMatch(/^aq_vid=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(https.writes[1]).toMatch(/^exp_cta_v1=readiness7q-[abc]; Path=\/; Max-Age=259200; SameSite=Lax; Secure$/);
  });

  it('never throws: a throwing cookie setter still yields a variant, without event', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(runScript).not.toThrow();
    } finally {
      delete (document as { cookie?: string }).cookie; // back to the prototype's accessor
    }
    expect(ctaV1.variants.map((v) => v.key)).toContain(html.getAttribute('data-exp-cta-v1'));
    expect(win.dataLayer).toBeUndefined();
  });

  it('with cookies silently blocked: a variant, nothing stored, no event', () => {
    const run = runWith({ cookie: { get: () => '', set: () => undefined } });
    expect(ctaV1.variants.map((v) => v.key)).toContain(run.attributes['data-exp-cta-v1']);
    expect(run.writes).toHaveLength(1); // only the probe for the visitor id
    expect(run.dataLayer).toBeUndefined();
  });

  it('survives a throwing cookie getter and a missing crypto', () => {
    const run = runWith({
      cookie: {
        get: () => {
          throw new Error('no');
        },
        set: () => undefined,
      },
    });
    expect(ctaV1.variants.map((v) => v.key)).toContain(run.attributes['data-exp-cta-v1']);
    const noCrypto = new Function('crypto', source);
    expect(() => noCrypto(undefined)).not.toThrow();
    expect(ctaV1.variants.map((v) => v.key)).toContain(html.getAttribute('data-exp-cta-v1'));
  });
});
