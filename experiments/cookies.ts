/**
 * Minimal cookie helpers for the experiment cookies. Our values are
 * restricted to URL-safe tokens (validate.ts), so nothing is percent-encoded
 * or decoded; other sites' cookies are left exactly as they are.
 */

/** Parses a `document.cookie` style string. The first occurrence of a name
 * wins, as with `document.cookie` the most specific path is listed first. */
export function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

export interface CookieOptions {
  /** Lifetime; sent as Max-Age in seconds. */
  days: number;
  /** Adds `Secure`; only on https or the browser drops the cookie. */
  secure: boolean;
}

/**
 * One `document.cookie = …` assignment. Path=/ so every page sees the same
 * assignment; SameSite=Lax because nothing cross-site needs it. No Expires:
 * every browser that runs React 19 understands Max-Age.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const secure = options.secure ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds(options.days)}; SameSite=Lax${secure}`;
}

/** Days → whole seconds for Max-Age. */
export const maxAgeSeconds = (days: number): number => Math.round(days * 86_400);

/** `Secure` only when the page itself is https (plain-http dev and preview). */
export const isSecurePage = (loc: Pick<Location, 'protocol'> = location): boolean =>
  loc.protocol === 'https:';
