/** Data for the six listing patterns of a section (spec §2). */
import { redirect } from 'react-router';
import { locales, type Locale } from '../i18n/locales.ts';
import { dictionaries, format } from '../i18n/dictionary.ts';
import { paths, sections, type Expansion, type SectionId } from '../routes.ts';
import type { ListingData, PageData } from '../data/page-data.ts';
import { pageCount, type IndexEntry, type SectionView, type SiteIndex } from './site-index.ts';
import { categoryLink, toCard, toPublication, yearLabel } from './cards.ts';
import { notFound, type Params } from './not-found.ts';
import { stripBreaks } from '../../lib/phrase-breaks.ts';
import { typesetText } from '../typeset/page-copy.ts';

type ListingExpansion = Extract<Expansion, { kind: 'listing' }>;
export type Filter = { categoryId?: string; yearId?: string };

/** Entries of a listing (before paging); undefined when the filter value is unknown. */
export function listingEntries(view: SectionView, filter: Filter): IndexEntry[] | undefined {
  if (filter.categoryId !== undefined) return view.byCategory.get(filter.categoryId);
  if (filter.yearId !== undefined) return view.byYear.get(filter.yearId);
  return view.entries;
}

/** `p` must be a canonical positive integer; page 1 lives at the unpaged URL. */
function parsePage(raw: string | undefined, paged: boolean, unpagedHref: string): number {
  if (!paged) return 1;
  if (raw === undefined || !/^[1-9]\d{0,5}$/.test(raw)) return notFound();
  const page = Number(raw);
  if (page === 1) throw redirect(unpagedHref, 308);
  return page;
}

export function listingData(index: SiteIndex, expansion: ListingExpansion, locale: Locale, params: Params): PageData<ListingData> {
  const { section, filter: filterKind, paged } = expansion;
  const t = dictionaries[locale];
  const view = index.sections[section][locale];
  const filter: Filter =
    filterKind === 'category' ? { categoryId: params.categoryId ?? '' } : filterKind === 'year' ? { yearId: params.yearId ?? '' } : {};
  const entries = listingEntries(view, filter) ?? notFound();
  const page = parsePage(params.p, paged, paths.listing(locale, section, filter));
  const totalPages = pageCount(entries.length, section);
  if (page > totalPages) notFound();

  const size = sections[section].pageSize;
  const slice = entries.slice((page - 1) * size, page * size);
  const sectionTitle = t.listing[section];
  const filterInfo =
    filter.categoryId !== undefined
      ? { kind: 'category' as const, id: filter.categoryId, label: categoryLink(index, section, locale, filter.categoryId).label }
      : filter.yearId !== undefined
        ? { kind: 'year' as const, id: filter.yearId, label: yearLabel(locale, filter.yearId) }
        : undefined;
  const heading = filterInfo ? format(t.listing.filteredTitle, { title: sectionTitle, filter: filterInfo.label }) : sectionTitle;
  const title = page > 1 ? format(t.listing.pageTitle, { title: heading, page }) : heading;

  const listing: ListingData = {
    section,
    heading: typesetText(locale, heading),
    filter: filterInfo,
    cards: section === 'publications' ? [] : slice.map((e) => toCard(index, section, locale, e)),
    publications: section === 'publications' ? slice.map((e) => toPublication(index, locale, e)) : [],
    page,
    totalPages,
    totalCount: entries.length,
    categories: view.categories.map((c) => ({ ...categoryLink(index, section, locale, c.id), current: c.id === filter.categoryId })),
    years: view.years.map((y) => ({
      id: y.id,
      label: yearLabel(locale, y.id),
      href: paths.listing(locale, section, { yearId: y.id }),
      current: y.id === filter.yearId,
    })),
    pageLinks: pageWindow(page, totalPages).map((p) => ({ page: p, href: paths.listing(locale, section, { ...filter, page: p }) })),
  };
  // The descriptions double as the listing pages' leads, marked for phrase breaks (src/typeset/): not in meta tags.
  const description = stripBreaks(
    { news: t.listing.newsDescription, case: t.listing.caseDescription, publications: t.listing.publicationsDescription }[section],
  );
  return { meta: { title, description, alternates: listingAlternates(index, section, filter, page) }, data: listing };
}

/** Pages linked from page `page`: the first, the last and two on each side (a listing can have a thousand pages). */
export function pageWindow(page: number, totalPages: number, around = 2): number[] {
  if (totalPages <= 1) return [];
  const pages = new Set([1, totalPages]);
  for (let p = Math.max(1, page - around); p <= Math.min(totalPages, page + around); p++) pages.add(p);
  return [...pages].sort((a, b) => a - b);
}

/** The same listing page in each language where it exists. */
export function listingAlternates(index: SiteIndex, section: SectionId, filter: Filter, page: number): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const l of locales) {
    const entries = listingEntries(index.sections[section][l], filter);
    if (entries && page <= pageCount(entries.length, section)) alternates[l] = paths.listing(l, section, { ...filter, page });
  }
  return alternates;
}
