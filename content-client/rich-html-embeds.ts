/**
 * The third-party embeds (iframes) rich text may carry. The sanitiser keeps
 * an iframe only when embedUrl() accepts its src; the page's CSP `frame-src`
 * is built from the same EMBED_HOSTS, so the two cannot drift apart. Pages
 * load an embed only once the visitor consents to its category (or asks for
 * that one embed): src/prerender/rich-text.ts puts it behind a placeholder.
 */

/** The consent category an embed waits for: maps, or videos and slides (src/consent/consent-state.ts). */
export type EmbedConsent = 'maps' | 'media';

/** Embeds an editor may place, by host (https only), each limited to its service's embed path. */
export const EMBED_HOSTS = {
  'www.youtube.com': { title: 'YouTube', path: /^\/embed\/[\w-]+$/, consent: 'media' },
  'www.youtube-nocookie.com': { title: 'YouTube', path: /^\/embed\/[\w-]+$/, consent: 'media' },
  'player.vimeo.com': { title: 'Vimeo', path: /^\/video\/\d+$/, consent: 'media' },
  'www.google.com': { title: 'Google Maps', path: /^\/maps\/embed$/, consent: 'maps' },
  'www.slideshare.net': { title: 'SlideShare', path: /^\/slideshow\/embed_code\/(key\/)?[\w-]+$/, consent: 'media' },
  'speakerdeck.com': { title: 'Speaker Deck', path: /^\/player\/[\w-]+$/, consent: 'media' },
} as const satisfies Record<string, { title: string; path: RegExp; consent: EmbedConsent }>;
export type EmbedHost = keyof typeof EMBED_HOSTS;

/**
 * The least the players need: scripts, and their own origin's cookies and
 * storage (YouTube and Vimeo refuse to play without). Popups let "Watch on
 * YouTube" / "View larger map" open, as ordinary tabs rather than sandboxed
 * ones. Not granted: top navigation, forms, modals, downloads, presentation.
 * scripts + same-origin lets a frame lift its own sandbox only when it is
 * same-origin with us, which an https embed host never is.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
/** YouTube refuses to play without a referrer; the origin alone is enough. */
export const EMBED_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The embed URL, normalised, when it is one of EMBED_HOSTS' embeds. */
export function embedUrl(src: string | undefined): { href: string; host: EmbedHost } | undefined {
  if (!src) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined; // relative or malformed
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !Object.hasOwn(EMBED_HOSTS, url.hostname)) return undefined;
  const host = url.hostname as EmbedHost;
  return EMBED_HOSTS[host].path.test(url.pathname) ? { href: url.href, host } : undefined;
}
