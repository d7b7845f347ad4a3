/**
 * The planning half of a build, run in the render workers (engine/build.ts):
 * each takes some of the languages and turns the route table into its URLs
 * with their signatures, redirects, shells and sitemap `<url>` elements; one
 * of them also writes the build-wide files that need the site index (feeds,
 * manifest). The workers build the index anyway, to render from it, so the
 * build's own thread needs none, and the two halves run on both cores. At
 * 10,000 news the build's thread spent 650–900 ms on this per publish
 * (index, URL list, signatures, sitemap), while the workers built their own
 * index beside it.
 */
import { locales, type Locale } from '../i18n/locales.ts';
import { routeTable } from '../routes.ts';
import type { SiteIndex } from './site-index.ts';
import { urlEntries, urlSignature } from './url-list.ts';
import { sitemapWriter, type SitemapUrls } from './sitemap.ts';
import { feedFiles } from './feeds.ts';
import { buildManifest } from './build-files.ts';

export interface PlanPart {
  /** The render version (code and origin) every signature includes. */
  version: string;
  origin: string;
  buildId: string;
  locales: Locale[];
  /** Also write the build-wide files made from the index (feeds, manifest). */
  siteData: boolean;
}

/** One route of the table in one language: its URLs in order, with what the build needs of each. */
export interface PlanGroup {
  /** Position in the route table. */
  route: number;
  locale: Locale;
  urls: string[];
  sigs: string[];
  /** [from, to] */
  redirects: [string, string][];
  /** [path prefix, shell URL] */
  shells: [string, string][];
  sitemap: SitemapUrls;
}

export interface PlanResult {
  groups: PlanGroup[];
  feeds?: Record<string, string>;
  manifest?: string;
}

export function planUrls(index: SiteIndex, part: PlanPart): PlanResult {
  const writeSitemap = sitemapWriter(part.origin);
  const groups: PlanGroup[] = [];
  routeTable.forEach((def, route) => {
    for (const locale of part.locales) {
      if (!def.locales.includes(locale)) continue;
      const g: PlanGroup = { route, locale, urls: [], sigs: [], redirects: [], shells: [], sitemap: { xml: [], lastmod: [] } };
      for (const u of urlEntries(index, [def], [locale])) {
        g.urls.push(u.url);
        g.sigs.push(urlSignature(part.version, u));
        if (u.kind === 'redirect' && u.redirectTo) g.redirects.push([u.url, u.redirectTo]);
        if (u.kind === 'shell') g.shells.push([u.url.slice(0, u.url.lastIndexOf('/') + 1), u.url]);
        if (u.sitemap) writeSitemap({ url: u.url, ...u.sitemap }, g.sitemap);
      }
      groups.push(g);
    }
  });
  if (!part.siteData) return { groups };
  return { groups, feeds: feedFiles(index, part.origin), manifest: JSON.stringify(buildManifest(index, part.buildId)) };
}

/** The groups of every share in route-table order, each route's languages in order: the order of one pass over the table. */
export const orderedGroups = (results: PlanResult[]): PlanGroup[] =>
  results.flatMap((r) => r.groups).sort((a, b) => a.route - b.route || locales.indexOf(a.locale) - locales.indexOf(b.locale));
