/**
 * The HTML document around the rendered app: language, head tags, the consent
 * banner (src/consent/banner.ts) and the hydration data. Vike injects the client script and CSS into it.
 */
import type { Thing } from 'schema-dts';
import { company } from '../config/company.ts';
import { escapeMarkup, scriptJson } from '../../lib/markup.ts';
import { localeInfo, locales, type Locale } from '../i18n/locales.ts';
import type { PageMeta } from '../data/page-data.ts';
import { pageUrl, shareImage, siteOrigin } from '../seo/site-url.ts';
import { API_ORIGIN_META, apiOriginFromEnv } from '../config/api-origin.ts';
import { jsonLdScript, pageGraph } from '../seo/json-ld.ts';
import { feedLinkTags } from '../seo/feed-links.ts';
import { documentTitle } from '../app/document-title.ts';
import { experimentHead, experiments } from '../../experiments/index.ts';
import { fontCss, fontPreloads } from '../styles/font-css.ts';
import { consentBannerHtml } from '../consent/banner.ts';
import { consentPrePaintScript } from '../consent/pre-paint.ts';

/** Decides experiment variants before first paint (the same script and CSS on every page). */
const EXPERIMENT_HEAD = experimentHead(experiments);

/**
 * The font faces inline (no stylesheet to wait for; allowed by hash in csp.ts)
 * and a preload of the files the first screen draws. `crossorigin`: fonts are
 * fetched in CORS mode, and a preload without it would not be reused.
 */
const fontHead = (locale: Locale) =>
  fontPreloads(locale)
    .map(
      ({ href, media }) =>
        `<link rel="preload" href="${escapeMarkup(href)}" as="font" type="font/woff2" crossorigin${media ? ` media="${media}"` : ''}>`,
    )
    .join('') + `\n<style>${fontCss}</style>`;

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
  /** Module URLs to preload with the entry. */
  preloads?: string[];
  /** The page component's module URLs, fetched when the app starts (src/prerender/preload.ts). */
  pageModules?: string[];
  /** Structured data of the page itself (src/seo/page-nodes.ts); the company and website nodes are always added. */
  structuredData?: readonly Thing[];
}

export function renderDocument(p: DocumentParts): string {
  const title = documentTitle(p.meta.title, p.locale, p.isHome);
  const info = localeInfo[p.locale];
  const origin = siteOrigin();
  const alternates = Object.entries(p.meta.alternates)
    .map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeMarkup(pageUrl(origin, href))}">`)
    .join('');
  const xDefault = p.meta.alternates.ja ?? p.meta.alternates.en;
  const localeAlternates = locales
    .filter((l) => l !== p.locale && p.meta.alternates[l])
    .map((l) => `<meta property="og:locale:alternate" content="${localeInfo[l].ogLocale}">`)
    .map((tag) => `${tag}\n`)
    .join('');
  const image = shareImage(p.meta, p.locale, origin);
  const api = apiOriginFromEnv();
  return `<!doctype html>
<html lang="${info.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${fontHead(p.locale)}
${EXPERIMENT_HEAD}
<script>${consentPrePaintScript}</script>
<title>${escapeMarkup(title)}</title>
<meta name="description" content="${escapeMarkup(p.meta.description)}">
<meta name="robots" content="${p.meta.robots ?? 'index,follow'}">
<meta name="theme-color" content="${company.themeColor}">
${api ? `<meta name="${API_ORIGIN_META}" content="${escapeMarkup(api)}">\n` : ''}${p.error ? '' : `<link rel="canonical" href="${escapeMarkup(pageUrl(origin, p.path))}">\n`}${alternates}${xDefault && Object.keys(p.meta.alternates).length > 1 ? `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(pageUrl(origin, xDefault))}">` : ''}
<meta property="og:type" content="${p.isHome ? 'website' : 'article'}">
<meta property="og:site_name" content="${escapeMarkup(company.shortName[p.locale])}">
<meta property="og:title" content="${escapeMarkup(title)}">
<meta property="og:description" content="${escapeMarkup(p.meta.description)}">
${p.error ? '' : `<meta property="og:url" content="${escapeMarkup(pageUrl(origin, p.path))}">\n`}<meta property="og:locale" content="${info.ogLocale}">
${localeAlternates}<meta property="og:image" content="${escapeMarkup(image.url)}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${escapeMarkup(image.alt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeMarkup(title)}">
<meta name="twitter:description" content="${escapeMarkup(p.meta.description)}">
<meta name="twitter:image" content="${escapeMarkup(image.url)}">
<meta name="twitter:image:alt" content="${escapeMarkup(image.alt)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
${feedLinkTags(p.locale)}
${jsonLdScript(pageGraph(p.locale, origin, p.structuredData))}
${(p.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeMarkup(href)}">`).join('')}
</head>
<body>
<div id="root"${p.pageModules?.length ? ` data-page-modules="${escapeMarkup(p.pageModules.join(' '))}"` : ''}>${p.appHtml}</div>
${consentBannerHtml(p.locale)}
<script type="application/json" id="app-data">${scriptJson(p.appData)}</script>
</body>
</html>`;
}
