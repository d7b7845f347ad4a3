/**
 * Cross-site request forgery guard for form posts. Browsers send `Origin` on
 * every POST (and `Sec-Fetch-Site` in current versions); a post from another
 * site is refused. Without `Origin` (curl, old clients) there is no browser
 * session to abuse, so the post is allowed.
 */
import type { IncomingHttpHeaders } from 'node:http';

/**
 * `allowed`: the public site origin(s). The server's own origin as the Host
 * header names it is always allowed too: a browser sets Host to the server it
 * really talks to, so a foreign page cannot make the two agree.
 */
export function isCrossSitePost(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  if (String(headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  const host = String(headers.host ?? '').toLowerCase();
  const own = host ? [`http://${host}`, `https://${host}`] : [];
  // `Origin: null` (sandboxed frames, privacy-sensitive redirects) matches nothing and is refused.
  return ![...allowed.map((o) => o.toLowerCase()), ...own].includes(origin.toLowerCase());
}
