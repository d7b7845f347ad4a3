/**
 * Route table × site index = every URL the build writes. The build engine,
 * the manifest, the sitemap and the tests all use this one list.
 *
 * Each URL lists what its page shows (`deps`): `endpoint/id@hash` for every
 * entry on it, `categories@hash` etc. for site-wide data, and plain facts
 * such as `count@57`. The build hashes them with the code version into the
 * URL's signature and renders a URL again only when that changed. The deps
 * are worked out with the same helpers the loaders use (listingEntries,
 * postNeighbours, homeSelection); the incremental-equals-full test keeps the
 * two honest.
 */
import { locales, localizePath, type Locale } from '../i18n/locales.ts';
import { paths, routeTable, sections, SHELL_PARAM_VALUE, type RouteDef, type SectionId } from '../routes.ts';
import { articles } from '../content/articles.ts';
import { pageCount, type IndexEntry, type SiteIndex } from './site-index.ts';
import { postAlternates, postNeighbours } from './post-data.ts';
import { listingAlternates, listingEntries, type Filter } from './listing-data.ts';
import { homeSelection, sameInAllLocales } from './route-data.ts';
import { pageDates } from '../content/page-dates.ts';

export interface UrlEntry {
  url: string;
  routeId: string;
  locale: Locale;
  /** `redirect`: a permanent redirect to `redirectTo`; `shell`: serves every value of the route's last parameter. */
  kind: 'page' | 'redirect' | 'shell';
  redirectTo?: string;
  deps: string[];
  /** Pages a crawler should find (not `noindex`): what the sitemap says of them. */
  sitemap?: SitemapFacts;
}

export interface SitemapFacts {
  /** When what the page shows last changed (ISO date or date-time); unknown only for an empty listing. */
  lastmod: string | undefined;
  /** The page in each language it exists in, itself included (the same as its hreflang links). */
  alternates: Partial<Record<Locale, string>>;
}

/** The newest of some ISO dates (parsed: a date and a date-time do not compare as strings); undefined for none. */
const newest = (dates: string[]): string | undefined =>
  dates.reduce<string | undefined>((a, b) => (a === undefined || Date.parse(b) > Date.parse(a) ? b : a), undefined);

/** The entries on page `page` of a listing. */
const pageSlice = (entries: IndexEntry[], section: SectionId, page: number) =>
  entries.slice((page - 1) * sections[section].pageSize, page * sections[section].pageSize);

const tag = (section: SectionId, e: IndexEntry) => `${sections[section].endpoint}/${e.id}@${e.hash}`;

function homeDeps(index: SiteIndex, locale: Locale): string[] {
  const { news, cases, publications, publicationCount } = homeSelection(index, locale);
  return [
    `home@${index.hashes.home}`,
    `categories@${index.hashes.categories}`,
    `count:publications@${publicationCount}`,
    ...news.map((e) => tag('news', e)),
    ...cases.map((e) => tag('case', e)),
    ...publications.map((e) => tag('publications', e)),
  ];
}

function detailDeps(index: SiteIndex, section: 'news' | 'case', locale: Locale, e: IndexEntry): string[] {
  const { older, newer, related } = postNeighbours(index, section, locale, e.id);
  return [
    tag(section, e),
    `categories@${index.hashes.categories}`,
    `older:${older ? tag(section, older) : '-'}`,
    `newer:${newer ? tag(section, newer) : '-'}`,
    ...related.map((r) => `related:${tag(section, r)}`),
  ];
}

function listingDeps(
  index: SiteIndex,
  section: SectionId,
  locale: Locale,
  page: number,
  entries: IndexEntry[],
  alternates: Partial<Record<Locale, string>>,
): string[] {
  const view = index.sections[section][locale];
  return [
    `categories@${index.hashes.categories}`,
    `years@${index.hashes.years}`,
    `count@${entries.length}`,
    `facets@${view.categories.map((c) => c.id).join(',')}|${view.years.map((y) => y.id).join(',')}`,
    `alternates@${Object.keys(alternates).join(',')}`,
    ...pageSlice(entries, section, page).map((e) => tag(section, e)),
  ];
}

/** When a static route's page last changed: its copy's date, or the newest of what it lists. */
function staticLastmod(def: RouteDef, index: SiteIndex, locale: Locale): string | undefined {
  if (def.page === 'home') {
    const { news, cases, publications } = homeSelection(index, locale);
    return newest([index.home.revisedAt ?? index.home.updatedAt, ...[...news, ...cases, ...publications].map((e) => e.revised)]);
  }
  if (def.page === 'articles') return newest(articles.map((a) => a.date));
  if (def.staticPage) return pageDates[def.staticPage].updated;
  throw new Error(`Route ${def.id}: no date of change for the sitemap (add its page to src/content/page-dates.ts)`);
}

/** A page of a route, with what the sitemap says of it unless the route is `noindex`. */
const pageEntry = (def: RouteDef, locale: Locale, url: string, deps: string[], sitemap: () => SitemapFacts): UrlEntry => ({
  routeId: def.id,
  locale,
  url,
  kind: 'page',
  deps,
  ...(!def.middleware?.includes('noindex') && { sitemap: sitemap() }),
});

/** The detail page of a news or case entry (`def` is a detail route). */
export function detailEntry(def: RouteDef, section: 'news' | 'case', locale: Locale, index: SiteIndex, e: IndexEntry): UrlEntry {
  // Every English entry has a Japanese page; a Japanese one has an English page when it has English text.
  const alternates = postAlternates(section, locale, e.id, locale === 'en' || e.hasEnglish);
  return pageEntry(def, locale, paths.post(locale, section, e.id), detailDeps(index, section, locale, e), () => ({
    lastmod: e.revised,
    alternates,
  }));
}

/**
 * Everything a detail page's entry is made from, in short: the content hashes (an entry's covers its id, date,
 * languages and text) of the entry, its neighbours and its related entries, and the categories'. Equal keys
 * give equal entries, so src/prerender/plan-urls.ts keeps them between builds. Hashes are base64url: `|` and
 * `,` cannot occur in them.
 */
export function detailKey(index: SiteIndex, section: 'news' | 'case', locale: Locale, e: IndexEntry): string {
  const { older, newer, related } = postNeighbours(index, section, locale, e.id);
  return `${index.hashes.categories}|${e.hash}|${older?.hash ?? ''}|${newer?.hash ?? ''}|${related.map((r) => r.hash).join(',')}`;
}

function* expandRoute(def: RouteDef, locale: Locale, index: SiteIndex): Generator<UrlEntry> {
  const base = { routeId: def.id, locale };
  const page = (url: string, deps: string[], sitemap: () => SitemapFacts): UrlEntry => pageEntry(def, locale, url, deps, sitemap);
  const exp = def.expansion;
  if (def.redirectTo) {
    yield { ...base, url: localizePath(locale, def.path), kind: 'redirect', redirectTo: def.redirectTo(locale), deps: [] };
    return;
  }
  switch (exp.kind) {
    case 'static':
      yield page(localizePath(locale, def.path), def.page === 'home' ? homeDeps(index, locale) : [], () => ({
        lastmod: staticLastmod(def, index, locale),
        alternates: sameInAllLocales(def),
      }));
      return;
    case 'article':
      for (const a of articles) yield page(paths.article(a.id), [], () => ({ lastmod: a.date, alternates: { ja: paths.article(a.id) } }));
      return;
    case 'shell':
      yield { ...base, url: localizePath(locale, def.path.replace(`:${exp.shellParam}`, SHELL_PARAM_VALUE)), kind: 'shell', deps: [] };
      return;
    case 'detail': {
      const section = exp.section as 'news' | 'case';
      for (const e of index.sections[section][locale].entries) yield detailEntry(def, section, locale, index, e);
      return;
    }
    case 'listing': {
      const view = index.sections[exp.section][locale];
      const filters: Filter[] =
        exp.filter === 'category'
          ? view.categories.map((c) => ({ categoryId: c.id }))
          : exp.filter === 'year'
            ? view.years.map((y) => ({ yearId: y.id }))
            : [{}];
      for (const filter of filters) {
        const entries = listingEntries(view, filter) ?? [];
        const unpaged = paths.listing(locale, exp.section, filter);
        const listingPage = (url: string, p: number) => {
          const alternates = listingAlternates(index, exp.section, filter, p);
          return page(url, listingDeps(index, exp.section, locale, p, entries, alternates), () => ({
            lastmod: newest(pageSlice(entries, exp.section, p).map((e) => e.revised)),
            alternates,
          }));
        };
        if (!exp.paged) {
          yield listingPage(unpaged, 1);
          continue;
        }
        // `/page/1` is a redirect to the unpaged URL; pages 2…N are real pages.
        yield { ...base, url: `${unpaged}/page/1`.replace(/^\/\//, '/'), kind: 'redirect', redirectTo: unpaged, deps: [] };
        for (let p = 2; p <= pageCount(entries.length, exp.section); p++)
          yield listingPage(paths.listing(locale, exp.section, { ...filter, page: p }), p);
      }
    }
  }
}

/** Every URL, one at a time (the build engine keeps only what it needs of each); `only` these languages' if given. */
export function* urlEntries(
  index: SiteIndex,
  table: readonly RouteDef[] = routeTable,
  only: readonly Locale[] = locales,
): Generator<UrlEntry> {
  const seen = new Set<string>();
  for (const def of table) {
    for (const l of locales) {
      if (!def.locales.includes(l) || !only.includes(l)) continue;
      for (const entry of expandRoute(def, l, index)) {
        if (seen.has(entry.url)) throw new Error(`URL ${entry.url} is produced twice by the route table`);
        seen.add(entry.url);
        yield entry;
      }
    }
  }
}

export const buildUrlList = (index: SiteIndex, table: readonly RouteDef[] = routeTable): UrlEntry[] => [...urlEntries(index, table)];
