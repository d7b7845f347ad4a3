/**
 * The consent banner's inline <head> script (src/consent/banner.ts): apart from the banner's markup so that
 * the CSP (src/prerender/csp.ts), built by the build command itself, does not bring the phrase segmenter along.
 */
import { COOKIE_READER } from '../../experiments/cookies.ts';
import { ASK_ATTRIBUTE, CONSENT_COOKIE } from './consent-state.ts';

/**
 * The inline <head> script (plain ES5, allowed by its hash in csp.ts): marks the page when the consent cookie
 * holds no valid decision, by the same rule as consent-state.ts's categoriesFromCookie (tests/unit/consent-banner.test.ts
 * checks they agree). It never throws.
 */
export const consentPrePaintScript = String.raw`(function(){var d=document;${COOKIE_READER}
try{var v=JSON.parse(g(${JSON.stringify(CONSENT_COOKIE)}));if(!v||!Array.isArray(v.categories)||(typeof v.expirationTime=='number'&&v.expirationTime<Date.now()))throw 0}
catch(x){d.documentElement.setAttribute(${JSON.stringify(ASK_ATTRIBUTE)},'')}})()`;
