/** Data for a news or case detail page. */
import type { Locale } from '../i18n/locales.ts';
import { paths } from '../routes.ts';
import type { PageData, PostData } from '../data/page-data.ts';
import type { LocalEntry, SiteIndex } from './site-index.ts';
import { categoryLink, imageRef, toCard } from './cards.ts';
import { notFound } from './not-found.ts';
import { prepareRichText } from './rich-text.ts';

const RELATED_COUNT = 3;

export function postData(index: SiteIndex, section: 'news' | 'case', locale: Locale, slug: string): PageData<PostData> {
  const view = index.sections[section][locale];
  const entry = view.byId.get(slug) ?? notFound();
  const position = view.entries.indexOf(entry);
  // Entries are newest first: "previous" is the older neighbour, "next" the newer one.
  const older = view.entries[position + 1];
  const newer = view.entries[position - 1];
  const explicit = entry.related.map((id) => view.byId.get(id)).filter((e): e is LocalEntry => e !== undefined && e !== entry);
  const sameCategory = (view.byCategory.get(entry.categoryId) ?? []).filter((e) => e !== entry && !explicit.includes(e));
  const related = [...explicit, ...sameCategory].slice(0, RELATED_COUNT);

  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  const alternates: Partial<Record<Locale, string>> = { [locale]: paths.post(locale, section, slug) };
  if (entry.inOtherLocale) alternates[other] = paths.post(other, section, slug);

  const post: PostData = {
    section,
    title: entry.title,
    date: entry.date,
    category: categoryLink(index, section, locale, entry.categoryId),
    eyecatch: imageRef(entry.eyecatch, ''),
    client: entry.client,
    industry: entry.industry,
    bodyHtml: prepareRichText(entry.bodyHtml ?? '', locale),
    listingHref: paths.listing(locale, section),
    prev: older && { href: paths.post(locale, section, older.id), title: older.title },
    next: newer && { href: paths.post(locale, section, newer.id), title: newer.title },
    related: related.map((e) => toCard(index, section, locale, e)),
  };
  // The eyecatch doubles as the share image; its alt falls back to the title (the document drops SVGs).
  const image = entry.eyecatch && { url: entry.eyecatch.url, width: entry.eyecatch.width, height: entry.eyecatch.height, alt: entry.eyecatch.alt || entry.title };
  return { meta: { title: entry.title, description: entry.excerpt, alternates, ...(image && { image }) }, data: post };
}

/** Ids whose titles a detail page shows (its neighbours and related entries), for dependency tracking. */
export function postDependencies(index: SiteIndex, section: 'news' | 'case', locale: Locale, slug: string): string[] {
  const view = index.sections[section][locale];
  const entry = view.byId.get(slug);
  if (!entry) return [];
  const position = view.entries.indexOf(entry);
  const neighbours = [view.entries[position + 1], view.entries[position - 1]].filter((e) => e !== undefined).map((e) => e.id);
  return [...new Set([...neighbours, ...entry.related])];
}
