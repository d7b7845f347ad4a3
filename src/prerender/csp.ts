/**
 * The Content-Security-Policy of the pre-rendered pages. The only inline
 * code is the experiment head (style + pre-paint script), the consent mark's
 * script (src/consent/pre-paint.ts) and the font faces (src/styles/font-css.ts),
 * allowed by hash;
 * third-party origins are the ones consent may load, plus the embed hosts the
 * rich-text sanitiser lets editors frame (its one list, EMBED_HOSTS) and the
 * hosts it keeps images from (richTextImageHosts).
 */
import { createHash } from 'node:crypto';
import { company } from '../config/company.ts';
import { EMBED_HOSTS } from '../../content-client/rich-html-embeds.ts';
import { richTextImageHosts } from '../../content-client/rich-html-images.ts';
import { experimentCss, prePaintScript } from '../../experiments/pre-paint.ts';
import { experiments } from '../../experiments/registry.ts';
import { fontCss } from '../styles/font-css.ts';
import { consentPrePaintScript } from '../consent/pre-paint.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `apiOrigin`: the service's origin when the pages are on a CDN (API_ORIGIN): they may post to it and fetch from it. */
export function contentSecurityPolicy(apiOrigin?: string): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const analytics = new URL(company.thirdParty.analytics.scriptUrl).origin;
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind) runs its WebAssembly; it allows compiling wasm, not eval().
    `script-src 'self' 'wasm-unsafe-eval' ${hash(prePaintScript(experiments))} ${hash(consentPrePaintScript)} ${analytics}`,
    `style-src 'self' ${hash(experimentCss(experiments))} ${hash(fontCss)}`,
    // The hosts the rich-text sanitiser keeps images from (microCMS's, and RICH_TEXT_IMAGE_HOSTS): its one list.
    `img-src 'self' data: ${richTextImageHosts()
      .map((host) => `https://${host}`)
      .join(' ')}`,
    "font-src 'self'",
    `connect-src 'self'${api} ${analytics}`,
    `frame-src ${[company.thirdParty.mapsOrigin, ...Object.keys(EMBED_HOSTS).map((host) => `https://${host}`)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${api}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
