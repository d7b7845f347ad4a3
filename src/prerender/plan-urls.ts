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
import { paths, routeTable } from '../routes.ts';
import type { SiteIndex } from './site-index.ts';
import { detailEntry, detailKey, urlEntries } from './url-list.ts';
import { urlSignature } from './url-signature.ts';
import type { PlanGroup, PlanPart, PlanResult } from './plan-shares.ts';
import { sitemapChunk, sitemapWriter } from './sitemap.ts';
import { feedFiles } from './feeds.ts';
import { buildManifest } from './build-files.ts';

/** A detail page as the last plan made it, with the key it was made from (url-list.ts `detailKey`). */
interface PlannedDetail {
  key: string;
  sig: string;
  sitemap?: { xml: string; lastmod: string | undefined };
}

/**
 * Detail pages of the last plan of each share (its languages) in this worker, by URL, with the version and
 * origin they were made for: most detail pages of a site are the same from one publish to the next, and their
 * deps, signatures and sitemap elements are most of a plan's work (at 10,000 news, 21,600 of 31,700 URLs).
 */
/** Routes with up to this many sitemap pages share one sitemap chunk per language (src/prerender/sitemap.ts). */
const SMALL_ROUTE = 50;
/** Listing pages per sitemap chunk: about 90 KB (the 10,000-news sitemap's elements average 470 bytes). */
const LISTING_CHUNK = 200;

const lastDetails = new Map<string, { version: string; origin: string; byUrl: Map<string, PlannedDetail> }>();

export function planUrls(index: SiteIndex, part: PlanPart): PlanResult {
  const writeSitemap = sitemapWriter(part.origin);
  const share = part.locales.join();
  const last = lastDetails.get(share);
  const before = last?.version === part.version && last.origin === part.origin ? last.byUrl : undefined;
  const details = new Map<string, PlannedDetail>();
  const groups: PlanGroup[] = [];
  const add = (g: PlanGroup, url: string, sig: string, sitemap: PlannedDetail['sitemap'], chunk = '') => {
    g.urls.push(url);
    g.sigs.push(sig);
    if (sitemap) {
      g.sitemap.xml.push(sitemap.xml);
      g.sitemap.lastmod.push(sitemap.lastmod);
      g.sitemap.chunks.push(chunk);
      g.sitemap.sigs.push(sig);
    }
  };
  routeTable.forEach((def, route) => {
    for (const locale of part.locales) {
      if (!def.locales.includes(locale)) continue;
      const g: PlanGroup = {
        route,
        locale,
        urls: [],
        sigs: [],
        redirects: [],
        shells: [],
        sitemap: { xml: [], lastmod: [], chunks: [], sigs: [] },
      };
      groups.push(g);
      const exp = def.expansion;
      if (exp.kind === 'detail' && !def.redirectTo) {
        const section = exp.section as 'news' | 'case';
        for (const e of index.sections[section][locale].entries) {
          const url = paths.post(locale, section, e.id);
          const key = detailKey(index, section, locale, e);
          let planned = before?.get(url);
          if (planned?.key !== key) {
            const u = detailEntry(def, section, locale, index, e);
            planned = {
              key,
              sig: urlSignature(part.version, u),
              ...(u.sitemap && { sitemap: { xml: writeSitemap({ url, ...u.sitemap }), lastmod: u.sitemap.lastmod } }),
            };
          }
          details.set(url, planned);
          add(g, url, planned.sig, planned.sitemap, sitemapChunk(def.id, locale, e.yearId));
        }
        continue;
      }
      for (const u of urlEntries(index, [def], [locale])) {
        add(
          g,
          u.url,
          urlSignature(part.version, u),
          u.sitemap && { xml: writeSitemap({ url: u.url, ...u.sitemap }), lastmod: u.sitemap.lastmod },
        );
        if (u.kind === 'redirect' && u.redirectTo) g.redirects.push([u.url, u.redirectTo]);
        if (u.kind === 'shell') g.shells.push([u.url.slice(0, u.url.lastIndexOf('/') + 1), u.url]);
      }
      // The pages of a route with many (listings) go in chunks of their own, LISTING_CHUNK pages each in order
      // (an edit changes one listing page; an entry added or removed moves them all anyway); the few pages of
      // the other routes share one chunk per language.
      const many = g.sitemap.xml.length > SMALL_ROUTE;
      g.sitemap.chunks.forEach((_, i) => {
        g.sitemap.chunks[i] = many
          ? sitemapChunk(def.id, locale, String(Math.floor(i / LISTING_CHUNK) + 1))
          : sitemapChunk('pages', locale);
      });
    }
  });
  if (part.keep) lastDetails.set(share, { version: part.version, origin: part.origin, byUrl: details });
  else lastDetails.delete(share);
  if (!part.siteData) return { groups };
  return { groups, feeds: feedFiles(index, part.origin), manifest: JSON.stringify(buildManifest(index, part.buildId)) };
}
