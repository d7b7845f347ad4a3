import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteCookies } from '../../experiments/cookies.ts';
import { categoriesFromCookie, CONSENT_COOKIE } from '../../src/consent/consent-state.ts';

afterEach(() => vi.unstubAllGlobals());

/** The consent cookie as vanilla-cookieconsent writes it (URI-encoded JSON), read through the site's js-cookie instance. */
function read(cookie: string): string | undefined {
  vi.stubGlobal('document', { cookie });
  return siteCookies.get(CONSENT_COOKIE);
}

describe('the consent decision in the cookie', () => {
  const stored = (value: object) => `aq_vid=x; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`;

  it('gives the accepted categories of a decision still in force', () => {
    expect(categoriesFromCookie(read(stored({ categories: ['necessary', 'analytics'], expirationTime: Date.now() + 1000 })))).toEqual([
      'necessary',
      'analytics',
    ]);
  });

  it('gives nothing for an expired, missing or unreadable decision', () => {
    expect(categoriesFromCookie(read(stored({ categories: ['necessary'], expirationTime: Date.now() - 1000 })))).toBeUndefined();
    expect(categoriesFromCookie(read('aq_vid=x'))).toBeUndefined();
    expect(categoriesFromCookie(read(`${CONSENT_COOKIE}=%7Bnot-json`))).toBeUndefined();
    expect(categoriesFromCookie(read(stored({ categories: 'analytics' })))).toBeUndefined();
  });
});
