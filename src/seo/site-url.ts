/**
 * Absolute URLs as crawlers need them: the site origin, page URLs and the
 * share image. The head tags and the structured data both use these, so an
 * og:image and a JSON-LD image can never disagree.
 */
import { company } from '../config/company.ts';
import type { Locale } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import type { PageMeta } from '../data/page-data.ts';

export const siteOrigin = (): string => process.env.SITE_ORIGIN || company.origin;

/** `/about` → `https://www.example/about` (the path as the canonical link writes it). */
export const pageUrl = (origin: string, path: string): string => origin.replace(/\/+$/, '') + path;

type ShareImage = NonNullable<PageMeta['image']>;

/** The brand default share image (public/og-default.png, drawn by scripts/render-brand-assets.ts). */
export const defaultShareImage = (locale: Locale): ShareImage => ({
  url: '/og-default.png',
  width: 1200,
  height: 630,
  alt:
    locale === 'ja'
      ? `${company.name.ja}のロゴと「${dictionaries.ja.home.title}」の文字`
      : `${company.name.en} logo and the words “${dictionaries.en.home.title}”`,
});

/**
 * An image URL as crawlers need it: absolute http(s). CMS URLs are absolute
 * already; site paths (`/cms-assets/x.png`) are joined to the origin like the
 * canonical URL. Undefined when the URL cannot be used.
 */
export function absoluteUrl(url: string, origin: string): URL | undefined {
  try {
    const resolved = /^[a-z][a-z\d+.-]*:|^\/\//i.test(url)
      ? new URL(url, origin)
      : new URL(origin.replace(/\/+$/, '') + (url.startsWith('/') ? url : `/${url}`));
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** The page's own image when it has a usable one (not SVG: social networks reject it), else the brand default. */
export function shareImage(meta: PageMeta, locale: Locale, origin = siteOrigin()): ShareImage {
  const own = meta.image && absoluteUrl(meta.image.url, origin);
  if (meta.image && own && !/\.svgz?$/i.test(own.pathname) && meta.image.width > 0 && meta.image.height > 0) {
    return { ...meta.image, url: own.href, alt: meta.image.alt || meta.title };
  }
  const fallback = defaultShareImage(locale);
  return { ...fallback, url: absoluteUrl(fallback.url, origin)?.href ?? fallback.url };
}
