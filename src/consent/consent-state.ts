/**
 * The visitor's cookie choices as the rest of the site sees them. Read
 * straight from the consent cookie, so a returning visitor's analytics and
 * map start without loading the consent UI at all; the UI (loaded lazily)
 * reports changes here.
 */
import { siteCookies } from '../../experiments/cookies.ts';
import type { EmbedConsent } from '../../content-client/rich-html-embeds.ts';

export const CONSENT_COOKIE = 'cc_cookie';
export const CONSENT_DAYS = 182;
/** The mark on <html> while the visitor has not decided (set before the first paint: src/consent/banner.ts). */
export const ASK_ATTRIBUTE = 'data-consent-ask';
/** The consent banner's answers. */
export type ConsentChoice = 'all' | 'necessary' | 'settings';
/** `maps`: the office map and map embeds in articles; `media`: videos and slides embedded in articles. */
export type ConsentCategory = 'necessary' | 'analytics' | EmbedConsent;

let accepted: readonly string[] | undefined;
const listeners = new Set<() => void>();

/** Categories in the consent cookie's value (as js-cookie reads it); undefined when there is no valid decision. */
export function categoriesFromCookie(raw: string | undefined, now = Date.now()): string[] | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { categories?: unknown; expirationTime?: unknown };
    if (typeof value.expirationTime === 'number' && value.expirationTime < now) return undefined;
    return Array.isArray(value.categories) ? value.categories.filter((c): c is string => typeof c === 'string') : undefined;
  } catch {
    return undefined;
  }
}

export function consentDecision(): readonly string[] | undefined {
  if (accepted === undefined && typeof document !== 'undefined') accepted = categoriesFromCookie(siteCookies.get(CONSENT_COOKIE));
  return accepted;
}

export const hasAccepted = (category: ConsentCategory): boolean => consentDecision()?.includes(category) === true;

/** Called by the consent UI whenever the visitor decides. */
export function reportConsent(categories: readonly string[]): void {
  accepted = [...categories];
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
