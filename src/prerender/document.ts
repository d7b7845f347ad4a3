/**
 * The HTML document around the rendered app: language, head tags and the
 * hydration data. Vike injects the client script and CSS into it.
 */
import { company } from '../config/company.ts';
import { localeInfo, type Locale } from '../i18n/locales.ts';
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

export function renderDocument(p: DocumentParts): string {
  const title = documentTitle(p.meta.title, p.locale, p.isHome);
  const info = localeInfo[p.locale];
  const origin = siteOrigin();
  const alternates = Object.entries(p.meta.alternates)
    .map(([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + href)}">`)
    .join('');
  const xDefault = p.meta.alternates.ja ?? p.meta.alternates.en;
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
<link rel="canonical" href="${escapeHtml(origin + p.path)}">
${alternates}${xDefault && Object.keys(p.meta.alternates).length > 1 ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + xDefault)}">` : ''}
<meta property="og:type" content="${p.isHome ? 'website' : 'article'}">
<meta property="og:site_name" content="${escapeHtml(company.shortName[p.locale])}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(p.meta.description)}">
<meta property="og:url" content="${escapeHtml(origin + p.path)}">
<meta property="og:locale" content="${info.ogLocale}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${(p.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('')}
</head>
<body>
<div id="root">${p.appHtml}</div>
<script type="application/json" id="app-data">${scriptJson(p.appData)}</script>
</body>
</html>`;
}
