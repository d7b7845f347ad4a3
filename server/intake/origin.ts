/**
 * Where a form post comes from. Browsers send `Origin` on every POST (and
 * `Sec-Fetch-Site` in current versions):
 * - a post from the site's pages is accepted: from this server's own origin,
 *   or from SITE_ORIGIN when the pages are on a CDN and post here across
 *   origins (API_ORIGIN, src/config/api-origin.ts);
 * - a post from any other site is refused (cross-site request forgery);
 * - without `Origin` (curl, old clients) there is no browser session to
 *   abuse, so the post is allowed unless `Sec-Fetch-Site` says cross-site.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** This server's own origins as the Host header names them: a browser sets Host to the server it really talks to. */
function ownOrigins(headers: IncomingHttpHeaders): string[] {
  const host = String(headers.host ?? '').toLowerCase();
  return host ? [`http://${host}`, `https://${host}`] : [];
}

/** `allowed`: the public site origin(s) (SITE_ORIGIN). */
export function isCrossSitePost(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return String(headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site';
  // `Origin: null` (sandboxed frames, privacy-sensitive redirects) matches nothing and is refused.
  return ![...allowed.map((o) => o.toLowerCase()), ...ownOrigins(headers)].includes(origin.toLowerCase());
}

/**
 * The origin of the pages a post came from when they are not this server's (a CDN's, one of `allowed`); '' when
 * they are this server's own or unknown. Pages without JavaScript are sent back there (form-post.ts).
 */
export function pagesOrigin(headers: IncomingHttpHeaders, allowed: readonly string[]): string {
  const origin = headers.origin?.toLowerCase();
  if (!origin || ownOrigins(headers).includes(origin)) return '';
  return allowed.find((o) => o.toLowerCase() === origin) ?? '';
}
