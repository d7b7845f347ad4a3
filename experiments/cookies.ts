/**
 * Cookies in the browser go through js-cookie, with one shared attributes
 * instance: path `/`, SameSite Lax, Secure on https (plain-http dev and
 * preview would drop a Secure cookie). The inline pre-paint script cannot
 * import it (size, CSP hash), so it carries COOKIE_READER, a hand-written
 * reader that agrees with js-cookie's `get` on every input
 * (tests/unit/experiments-cookies.test.ts).
 */
import Cookies from 'js-cookie';

/** `Secure` only when the page itself is https. */
export const isSecurePage = (
  loc: Pick<Location, 'protocol'> | undefined = typeof location === 'undefined' ? undefined : location,
): boolean => loc?.protocol === 'https:';

/** Attributes every cookie the site writes shares. */
export const cookieAttributes = (secure: boolean) => ({ path: '/', sameSite: 'Lax', secure }) as const;

/** The site's one js-cookie instance (browser modules only; on the server it reads and writes nothing). */
export const siteCookies = Cookies.withAttributes(cookieAttributes(isSecurePage()));

/** Days → whole seconds (Max-Age of the cookies the pre-paint script writes). */
export const maxAgeSeconds = (days: number): number => Math.round(days * 86_400);

/**
 * js-cookie's read as an ES5 function `g(name)` over `document.cookie` (the
 * pre-paint script's `d`): `; `-separated pairs, the name percent-decoded
 * (a pair whose name or value does not decode is skipped), the first pair of
 * that name wins, surrounding double quotes dropped, `%xx` runs decoded;
 * undefined when there is none. Names are never empty (js-cookie answers
 * nothing for an empty name without reading).
 */
export const COOKIE_READER = String.raw`function g(n){var c=d.cookie.split('; '),i,p,v;for(i=0;i<c.length;i++){p=c[i].split('=');v=p.slice(1).join('=');try{if(decodeURIComponent(p[0])==n){if(v[0]=='"')v=v.slice(1,-1);return v.replace(/(%[\dA-F]{2})+/gi,decodeURIComponent)}}catch(x){}}}`;
