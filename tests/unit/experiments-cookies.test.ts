import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_READER, cookieAttributes, isSecurePage, siteCookies } from '../../experiments/cookies.ts';
import { prng, pick } from '../helpers/site-mutations.ts';

/** The pre-paint script's reader, run on a `document.cookie` string. */
const preRead = (cookie: string, name: string): string | undefined => {
  const g = new Function('d', 'n', `${COOKIE_READER};return g(n)`) as (d: { cookie: string }, n: string) => string | undefined;
  return g({ cookie }, name) ?? undefined;
};

/** js-cookie's read of the same string. */
const jsRead = (cookie: string, name: string): string | undefined => {
  vi.stubGlobal('document', { cookie });
  return Cookies.get(name);
};

afterEach(() => vi.unstubAllGlobals());

describe('cookies', () => {
  it('are written with one set of attributes: path /, SameSite Lax, Secure only on https', () => {
    expect(siteCookies.attributes).toEqual({ path: '/', sameSite: 'Lax', secure: false }); // tests run without https
    expect(cookieAttributes(true)).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return '';
      },
    });
    Cookies.withAttributes(cookieAttributes(true)).set('exp_cta_v1', 'readiness7q-a', { expires: 3 });
    expect(written[0]).toMatch(/^exp_cta_v1=readiness7q-a; path=\/; sameSite=Lax; secure; expires=\w{3}, /);
  });

  it('derive Secure from the page protocol', () => {
    expect(isSecurePage({ protocol: 'https:' })).toBe(true);
    expect(isSecurePage({ protocol: 'http:' })).toBe(false);
    expect(isSecurePage(undefined)).toBe(false);
  });

  it('read in the pre-paint script exactly as js-cookie reads them: encoded, quoted, duplicated and malformed ones', () => {
    const fixed = [
      'aq_vid=abc; exp_cta_v1=readiness7q-b; other=x=y; aq_vid=late',
      'cc_cookie=%7B%22categories%22%3A%5B%22necessary%22%5D%7D; aq_vid="quoted"',
      'aq_vid=%E3%81; aq_vid=second', // a value that does not decode: js-cookie moves on to the next
      'a%20b=1; %E3%81%82=あ; bad%=x; aq_vid=ok',
      'aq_vid=a;exp_cta_v1=b', // no space: one pair to both
      'junk; =v; aq_vid=',
      '',
    ];
    const names = ['aq_vid', 'exp_cta_v1', 'cc_cookie', 'other', 'a b', 'あ', 'bad%', 'junk'];
    const random = prng(1123);
    const parts = ['aq_vid', 'exp_cta_v1', 'cc_cookie', 'a%20b', '%E3%81%82', 'bad%', '%zz', ' aq_vid', 'aq_vid '];
    const values = ['v', '"q"', '"', '%7B%7D', '%E3%81', '%zz', 'a=b', '', ' sp ', '%2', 'x%41y', '"%41"'];
    const generated = Array.from({ length: 2000 }, () =>
      Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => `${pick(random, parts)}${random() < 0.9 ? '=' : ''}${pick(random, values)}`,
      ).join(random() < 0.9 ? '; ' : ';'),
    );
    let compared = 0;
    for (const cookie of [...fixed, ...generated]) {
      for (const name of names) {
        expect(preRead(cookie, name), `${JSON.stringify(cookie)} → ${name}`).toBe(jsRead(cookie, name));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(16_000);
    expect(preRead(fixed[0] ?? '', 'aq_vid')).toBe('abc'); // the first of a name wins
    expect(preRead(fixed[2] ?? '', 'aq_vid')).toBe('second');
  });
});
