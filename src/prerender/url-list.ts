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
import { postNeighbours } from './post-data.ts';
import { listingAlternates, listingEntries, type Filter } from './listing-data.ts';
import { homeSelection } from './route-data.ts';

export interface UrlEntry {
  url: string;
  routeId: string;
  locale: Locale;
  /** `redirect`: a permanent redirect to `redirectTo`; `shell`: serves every value of the route's last parameter. */
  kind: 'page' | 'redirect' | 'shell';
  redirectTo?: string;
  deps: string[];
}

const tag = (section: SectionId, e: IndexEntry) => `${sections[section].endpoint}/${e.id}@${e.hash}`;

function homeDeps(index: SiteIndex, locale: Locale): string[] {
  const { news, cases, publications, publicationCount } = homeSelection(index, locale);
  return [
    `home@${index.hashes.home}`, `categories@${index.hashes.categories}`, `count:publications@${publicationCount}`,
    ...news.map((e) => tag('news', e)), ...cases.map((e) => tag('case', e)), ...publications.map((e) => tag('publications', e)),
  ];
}

function detailDeps(index: SiteIndex, section: 'news' | 'case', locale: Locale, e: IndexEntry): string[] {
  const { older, newer, related } = postNeighbours(index, section, locale, e.id);
  return [
    tag(section, e), `categories@${index.hashes.categories}`,
    `older:${older ? tag(section, older) : '-'}`, `newer:${newer ? tag(section, newer) : '-'}`,
    ...related.map((r) => `related:${tag(section, r)}`),
  ];
}

function listingDeps(index: SiteIndex, section: SectionId, locale: Locale, filter: Filter, page: number, entries: IndexEntry[]): string[] {
  const view = index.sections[section][locale];
  const size = sections[section].pageSize;
  const alternates = listingAlternates(index, section, filter, page);
  return [
    `categories@${index.hashes.categories}`, `years@${index.hashes.years}`, `count@${entries.length}`,
    `facets@${view.categories.map((c) => c.id).join(',')}|${view.years.map((y) => y.id).join(',')}`,
    `alternates@${Object.keys(alternates).join(',')}`,
    ...entries.slice((page - 1) * size, page * size).map((e) => tag(section, e)),
  ];
}

function* expandRoute(def: RouteDef, locale: Locale, index: SiteIndex): Generator<UrlEntry> {
  const base = { routeId: def.id, locale };
  const page = (url: string, deps: string[] = []): UrlEntry => ({ ...base, url, kind: 'page', deps });
  const exp = def.expansion;
  if (def.redirectTo) {
    yield { ...base, url: localizePath(locale, def.path), kind: 'redirect', redirectTo: def.redirectTo(locale), deps: [] };
    return;
  }
  switch (exp.kind) {
    case 'static':
      yield page(localizePath(locale, def.path), def.page === 'home' ? homeDeps(index, locale) : []);
      return;
    case 'article':
      for (const a of articles) yield page(paths.article(a.id));
      return;
    case 'shell':
      yield { ...base, url: localizePath(locale, def.path.replace(`:${exp.shellParam}`, SHELL_PARAM_VALUE)), kind: 'shell', deps: [] };
      return;
    case 'detail': {
      const section = exp.section as 'news' | 'case';
      for (const e of index.sections[section][locale].entries) yield page(paths.post(locale, section, e.id), detailDeps(index, section, locale, e));
      return;
    }
    case 'listing': {
      const view = index.sections[exp.section][locale];
      const filters: Filter[] =
        exp.filter === 'category' ? view.categories.map((c) => ({ categoryId: c.id }))
        : exp.filter === 'year' ? view.years.map((y) => ({ yearId: y.id }))
        : [{}];
      for (const filter of filters) {
        const entries = listingEntries(view, filter) ?? [];
        const unpaged = paths.listing(locale, exp.section, filter);
        if (!exp.paged) {
          yield page(unpaged, listingDeps(index, exp.section, locale, filter, 1, entries));
          continue;
        }
        // `/page/1` is a redirect to the unpaged URL; pages 2…N are real pages.
        yield { ...base, url: `${unpaged}/page/1`.replace(/^\/\//, '/'), kind: 'redirect', redirectTo: unpaged, deps: [] };
        for (let p = 2; p <= pageCount(entries.length, exp.section); p++) {
          yield page(paths.listing(locale, exp.section, { ...filter, page: p }), listingDeps(index, exp.section, locale, filter, p, entries));
        }
      }
    }
  }
}

/** Every URL, one at a time (the build engine keeps only what it needs of each). */
export function* urlEntries(index: SiteIndex, table: readonly RouteDef[] = routeTable): Generator<UrlEntry> {
  const seen = new Set<string>();
  for (const def of table) {
    for (const l of locales) {
      if (!def.locales.includes(l)) continue;
      for (const entry of expandRoute(def, l, index)) {
        if (seen.has(entry.url)) throw new Error(`URL ${entry.url} is produced twice by the route table`);
        seen.add(entry.url);
        yield entry;
      }
    }
  }
}

export const buildUrlList = (index: SiteIndex, table: readonly RouteDef[] = routeTable): UrlEntry[] => [...urlEntries(index, table)];
