/**
 * The pre-rendered consent banner (src/consent/banner.ts): its head script marks the page exactly when the site
 * finds no decision in the cookie (consent-state.ts), and its markup says what the library's banner said.
 */
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteCookies } from '../../experiments/cookies.ts';
import { bannerText, consentBannerHtml } from '../../src/consent/banner.ts';
import { consentPrePaintScript } from '../../src/consent/pre-paint.ts';
import { ASK_ATTRIBUTE, categoriesFromCookie, CONSENT_COOKIE } from '../../src/consent/consent-state.ts';

afterEach(() => vi.unstubAllGlobals());

/** Whether the head script marks a page whose cookies are `cookie`. */
function asks(cookie: string): boolean {
  const marks: string[] = [];
  const document = { cookie, documentElement: { setAttribute: (name: string) => marks.push(name) } };
  runInNewContext(consentPrePaintScript, { document, JSON, Array, Date, decodeURIComponent });
  expect(marks.every((name) => name === ASK_ATTRIBUTE)).toBe(true);
  return marks.length > 0;
}

/** What the rest of the site reads from the same cookies. */
function decided(cookie: string): boolean {
  vi.stubGlobal('document', { cookie });
  return categoriesFromCookie(siteCookies.get(CONSENT_COOKIE)) !== undefined;
}

const stored = (value: unknown) => `aq_vid=x; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`;

describe('the consent banner’s head script', () => {
  const cases: [string, string][] = [
    ['a decision in force', stored({ categories: ['necessary', 'analytics'], expirationTime: Date.now() + 60_000 })],
    ['a decision with no expiry', stored({ categories: ['necessary'] })],
    ['an expired decision', stored({ categories: ['necessary'], expirationTime: Date.now() - 60_000 })],
    ['no consent cookie', 'aq_vid=x'],
    ['no cookies at all', ''],
    ['a cookie that is not JSON', `${CONSENT_COOKIE}=%7Bnot-json`],
    ['categories that are not a list', stored({ categories: 'analytics' })],
    ['JSON null', stored(null)],
    ['a number', stored(5)],
    ['quoted, as some servers write it', `${CONSENT_COOKIE}="${encodeURIComponent(JSON.stringify({ categories: ['necessary'] }))}"`],
  ];
  for (const [name, cookie] of cases) {
    it(`asks exactly when the site sees no decision: ${name}`, () => {
      expect(asks(cookie)).toBe(!decided(cookie));
    });
  }

  it('asks on a first visit and not once the visitor has decided', () => {
    expect(asks('')).toBe(true);
    expect(asks(stored({ categories: ['necessary'], expirationTime: Date.now() + 60_000 }))).toBe(false);
  });
});

describe('the consent banner’s markup', () => {
  it('holds the question, the privacy policy and three answers, two of equal weight, in each language', () => {
    for (const locale of ['ja', 'en'] as const) {
      const html = consentBannerHtml(locale);
      const t = bannerText[locale];
      expect(html).toContain(`aria-label="${t.label}"`);
      expect(html.replaceAll('<wbr>', '')).toContain(t.title);
      expect(html).toContain(`href="${t.privacy.href}"`);
      const buttons = [...html.matchAll(/<button type="button" class="([^"]+)" data-consent-choice="(\w+)"[^>]*>([^<]+)<\/button>/g)];
      expect(buttons.map((b) => [b[2], b[3]])).toEqual([
        ['all', t.buttons.all],
        ['necessary', t.buttons.necessary],
        ['settings', t.buttons.settings],
      ]);
      expect(buttons[0]?.[1]).toBe(buttons[1]?.[1]);
    }
  });

  it('breaks Japanese text between phrases only', () => {
    expect(consentBannerHtml('ja')).toMatch(/<p class="consent-bar__desc">[^<]*<wbr>/);
    expect(consentBannerHtml('en')).not.toContain('<wbr>');
  });
});
