/**
 * The HTML document around the rendered app: language, head tags and the
 * hydration data. Vike injects the client script and CSS into it.
 */
import { company } from '../config/company.ts';
import { localeInfo, locales, type Locale } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import type { PageMeta } from '../data/page-data.ts';
import { documentTitle } from '../app/document-title.ts';
import { experimentHead, experiments } from '../../experiments/index.ts';

/** Decides experiment variants before first paint (the same script and CSS on every page). */
const EXPERIMENT_HEAD = experimentHead(experiments);

export interface DocumentParts {
  locale: Locale;
  meta: PageMeta;
  isHome: boolean;
  /** Path of this page, for the canonical URL. */
  path: string;
  /** An error page (404, 500): it has no canonical URL of its own. */
  error?: boolean;
  appHtml: string;
  /** JSON for the client (hydration data and build id). */
  appData: unknown;
  /** Module URLs to preload for hydration. */
  preloads?: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped so no string can close the tag. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const siteOrigin = (): string => process.env.SITE_ORIGIN || company.origin;

type ShareImage = NonNullable<PageMeta['image']>;

/** The brand default share image (public/og-default.png, drawn by scripts/render-brand-assets.ts). */
export const defaultShareImage = (locale: Locale): ShareImage => ({
  url: '/og-default.png',
  width: 1200,
  height: 630,
  alt: locale === 'ja'
    ? `${company.name.ja}のロゴと「${dictionaries.ja.home.title}」の文字`
    : `${company.name.en} logo and the words “${dictionaries.en.home.title}”`,
});

/**
 * An image URL as crawlers need it: absolute http(s). CMS URLs are absolute
 * already; site paths (`/cms-assets/x.png`) are joined to the origin like the
 * canonical URL. Undefined when the URL cannot be used.
 */
function absoluteUrl(url: string, origin: string): URL | undefined {
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

export function renderDocument(p: DocumentParts): string {
  const title = documentTitle(p.meta.title, p.locale, p.isHome);
  const info = localeInfo[p.locale];
  const origin = siteOrigin();
  const alternates = Object.entries(p.meta.alternates)
    .map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + href)}">`)
    .join('');
  const xDefault = p.meta.alternates.ja ?? p.meta.alternates.en;
  const localeAlternates = locales
    .filter((l) => l !== p.locale && p.meta.alternates[l])
    .map((l) => `<meta property="og:locale:alternate" content="${localeInfo[l].ogLocale}">`)
    .map((tag) => `${tag}\n`)
    .join('');
  const image = shareImage(p.meta, p.locale, origin);
  return `<!doctype html>
<html lang="${info.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${EXPERIMENT_HEAD}
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(p.meta.description)}">
<meta name="robots" content="${p.meta.robots ?? 'index,follow'}">
<meta name="theme-color" content="${company.themeColor}">
${p.error ? '' : `<link rel="canonical" href="${escapeHtml(origin + p.path)}">\n`}${alternates}${xDefault && Object.keys(p.meta.alternates).length > 1 ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + xDefault)}">` : ''}
<meta property="og:type" content="${p.isHome ? 'website' : 'article'}">
<meta property="og:site_name" content="${escapeHtml(company.shortName[p.locale])}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(p.meta.description)}">
${p.error ? '' : `<meta property="og:url" content="${escapeHtml(origin + p.path)}">\n`}<meta property="og:locale" content="${info.ogLocale}">
${localeAlternates}<meta property="og:image" content="${escapeHtml(image.url)}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${escapeHtml(image.alt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(title)}">
<meta name="twitter:description" content="${escapeHtml(p.meta.description)}">
<meta name="twitter:image" content="${escapeHtml(image.url)}">
<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
${(p.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('')}
</head>
<body>
<div id="root">${p.appHtml}</div>
<script type="application/json" id="app-data">${scriptJson(p.appData)}</script>
</body>
</html>`;
}
