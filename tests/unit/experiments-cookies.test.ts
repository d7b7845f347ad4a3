import { describe, expect, it } from 'vitest';
import { isSecurePage, parseCookies, serializeCookie } from '../../experiments/cookies.ts';
import { VISITOR_COOKIE, VISITOR_DAYS } from '../../experiments/assign.ts';
import { ctaV1 } from '../../experiments/registry.ts';

const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('cookies', () => {
  it('parses document.cookie strings; the first occurrence wins', () => {
    const jar = parseCookies('aq_vid=abc; exp_cta_v1=readiness7q-b;other=x=y; aq_vid=late; junk; =v');
    expect(jar.get('aq_vid')).toBe('abc');
    expect(jar.get('exp_cta_v1')).toBe('readiness7q-b');
    expect(jar.get('other')).toBe('x=y');
    expect(jar.has('junk')).toBe(false);
    expect(parseCookies('').size).toBe(0);
  });

  it('writes exp_cta_v1 for 3 days on http without Secure', () => {
    const cookie = serializeCookie(ctaV1.cookieName, 'readiness7q-a', { days: ctaV1.lifetimeDays, secure: false });
    expect(cookie.startsWith('exp_cta_v1=readiness7q-a; ')).toBe(true);
    expect(attributes(cookie)).toEqual(['Path=/', 'Max-Age=259200', 'SameSite=Lax']);
  });

  it('writes aq_vid for 365 days on https with Secure', () => {
    const cookie = serializeCookie(VISITOR_COOKIE, 'id', { days: VISITOR_DAYS, secure: true });
    expect(cookie.startsWith('aq_vid=id; ')).toBe(true);
    expect(attributes(cookie)).toEqual(['Path=/', `Max-Age=${365 * 86400}`, 'SameSite=Lax', 'Secure']);
  });

  it('derives Secure from the page protocol', () => {
    expect(isSecurePage({ protocol: 'https:' })).toBe(true);
    expect(isSecurePage({ protocol: 'http:' })).toBe(false);
  });
});
