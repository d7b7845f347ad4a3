/**
 * Route table × site index = every URL the build writes. The prerender hook,
 * the sitemap, the manifest and the tests all use this one list. Each URL
 * lists the content it depends on, so a later publish can re-render only the
 * URLs an edited entry touches: a tag is an endpoint name (any change in it)
 * or `endpoint/id` (that entry).
 */
import { locales, localizePath, type Locale } from '../i18n/locales.ts';
import { paths, routeTable, sections, SHELL_PARAM_VALUE, type RouteDef } from '../routes.ts';
import { articles } from '../content/articles.ts';
import { pageCount, type SiteIndex } from './site-index.ts';
import { postDependencies } from './post-data.ts';

export interface UrlEntry {
  url: string;
  routeId: string;
  locale: Locale;
  /** `redirect`: a permanent redirect to `redirectTo`; `shell`: serves every value of the route's last parameter. */
  kind: 'page' | 'redirect' | 'shell';
  redirectTo?: string;
  deps: string[];
}

const CONTENT_WIDE = ['categories', 'years'];

function expandRoute(def: RouteDef, locale: Locale, index: SiteIndex): UrlEntry[] {
  const base = { routeId: def.id, locale };
  const page = (url: string, deps: string[] = []): UrlEntry => ({ ...base, url, kind: 'page', deps });
  const exp = def.expansion;
  if (def.redirectTo) {
    return [{ ...base, url: localizePath(locale, def.path), kind: 'redirect', redirectTo: def.redirectTo(locale), deps: [] }];
  }
  switch (exp.kind) {
    case 'static':
      return [page(localizePath(locale, def.path), def.page === 'home' ? ['news', 'cases', 'publications', 'home', ...CONTENT_WIDE] : [])];
    case 'article':
      return articles.map((a) => page(paths.article(a.id)));
    case 'shell':
      return [{ ...base, url: localizePath(locale, def.path.replace(`:${exp.shellParam}`, SHELL_PARAM_VALUE)), kind: 'shell', deps: [] }];
    case 'detail': {
      const { endpoint } = sections[exp.section];
      const section = exp.section as 'news' | 'case';
      return index.sections[section][locale].entries.map((e) =>
        page(paths.post(locale, section, e.id), [
          `${endpoint}/${e.id}`,
          ...postDependencies(index, section, locale, e.id).map((id) => `${endpoint}/${id}`),
          ...CONTENT_WIDE,
        ]),
      );
    }
    case 'listing': {
      const view = index.sections[exp.section][locale];
      const deps = [sections[exp.section].endpoint, ...CONTENT_WIDE];
      const filters =
        exp.filter === 'category' ? view.categories.map((c) => ({ categoryId: c.id, count: view.byCategory.get(c.id)?.length ?? 0 }))
        : exp.filter === 'year' ? view.years.map((y) => ({ yearId: y.id, count: view.byYear.get(y.id)?.length ?? 0 }))
        : [{ count: view.entries.length }];
      return filters.flatMap(({ count, ...filter }) => {
        if (!exp.paged) return [page(paths.listing(locale, exp.section, filter), deps)];
        const pages = pageCount(count, exp.section);
        // `/page/1` is a redirect to the unpaged URL; pages 2…N are real pages.
        const first = `${paths.listing(locale, exp.section, filter)}/page/1`.replace(/^\/\//, '/');
        return [
          { ...base, url: first, kind: 'redirect' as const, redirectTo: paths.listing(locale, exp.section, filter), deps },
          ...Array.from({ length: pages - 1 }, (_, i) => page(paths.listing(locale, exp.section, { ...filter, page: i + 2 }), deps)),
        ];
      });
    }
  }
}

export function buildUrlList(index: SiteIndex, table: readonly RouteDef[] = routeTable): UrlEntry[] {
  const list = table.flatMap((def) => locales.filter((l) => def.locales.includes(l)).flatMap((l) => expandRoute(def, l, index)));
  const seen = new Set<string>();
  for (const entry of list) {
    if (seen.has(entry.url)) throw new Error(`URL ${entry.url} is produced twice by the route table`);
    seen.add(entry.url);
  }
  return list;
}
