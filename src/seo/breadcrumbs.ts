/**
 * The breadcrumb a page shows (components/page-header.tsx → Breadcrumbs), as
 * data: the same labels and links the page components pass, so the
 * BreadcrumbList says exactly what a visitor sees. tests/unit/json-ld-pages
 * compares the two on rendered pages.
 */
import type { BreadcrumbList } from 'schema-dts';
import type { Locale } from '../i18n/locales.ts';
import { dictionaries, format } from '../i18n/dictionary.ts';
import { paths } from '../routes.ts';
import type { PageKey } from '../pages/page-keys.ts';
import type { ArticleData, DraftData, ListingData, PageData, PostData, StaticData } from '../data/page-data.ts';
import { pageUrl } from './site-url.ts';

export interface VisibleCrumb {
  label: string;
  href: string;
}
/** Home, the parents (links), then the current page (not a link). */
export interface VisibleBreadcrumb {
  trail: VisibleCrumb[];
  current: string;
}

/** Mirrors each page component's `trail` and `crumb`; undefined where no breadcrumb is shown (home). */
export function visibleBreadcrumb(page: PageKey, locale: Locale, { data }: PageData): VisibleBreadcrumb | undefined {
  const t = dictionaries[locale];
  const home: VisibleCrumb = { label: t.breadcrumb.home, href: paths.home(locale) };
  const crumbs = (trail: readonly VisibleCrumb[], current: string): VisibleBreadcrumb => ({
    trail: [home, ...trail.map((c) => ({ label: c.label, href: c.href }))],
    current,
  });
  switch (page) {
    case 'home':
      return undefined;
    case 'static':
    case 'form':
    case 'receipt': {
      const d = data as StaticData;
      return crumbs(d.trail, d.heading);
    }
    case 'listing': {
      const d = data as ListingData;
      const sectionLabel = t.listing[d.section];
      const trail = d.filter || d.page > 1 ? [{ label: sectionLabel, href: paths.listing(locale, d.section) }] : [];
      return crumbs(trail, d.filter?.label ?? (d.page > 1 ? format(t.listing.pageN, { page: d.page }) : sectionLabel));
    }
    case 'post': {
      const d = data as PostData;
      return crumbs([{ label: t.listing[d.section], href: d.listingHref }], d.title);
    }
    case 'draft': {
      const d = data as DraftData;
      return crumbs([{ label: t.listing[d.section], href: d.listingHref }], t.draft.title);
    }
    case 'articles':
      return crumbs([], t.articles.title);
    case 'article':
      return crumbs([{ label: t.articles.title, href: paths.page('ja', '/articles') }], (data as ArticleData).title);
  }
}

/**
 * The links get absolute URLs; the current page, which the visible crumb
 * does not link either, has no `item` (allowed for the last element).
 */
export function breadcrumbNode(crumb: VisibleBreadcrumb, origin: string, pagePath: string): BreadcrumbList {
  const links = crumb.trail.map((c, i) => ({
    '@type': 'ListItem' as const,
    position: i + 1,
    name: c.label,
    item: pageUrl(origin, c.href),
  }));
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl(origin, pagePath)}#breadcrumb`,
    itemListElement: [...links, { '@type': 'ListItem', position: links.length + 1, name: crumb.current }],
  };
}
