/** Data for a news or case detail page. */
import type { Locale } from '../i18n/locales.ts';
import { paths } from '../routes.ts';
import type { PageData, PostData } from '../data/page-data.ts';
import type { IndexEntry, LocalEntry, SiteIndex } from './site-index.ts';
import { parseKpis } from '../../content-client/case-results.ts';
import { categoryLink, imageRef, toCard } from './cards.ts';
import { notFound } from './not-found.ts';
import { prepareRichText } from './rich-text.ts';
import { typesetRichText } from '../typeset/rich-text.ts';
import { typesetText } from '../typeset/page-copy.ts';

const RELATED_COUNT = 3;

/** A case study's headline results and pull quote, when the entry has them in this language. */
function caseHighlights(entry: LocalEntry, locale: Locale): Pick<PostData, 'kpis' | 'quote'> {
  const kpis = parseKpis(entry.kpis);
  return {
    ...(kpis.length > 0 && { kpis: kpis.map((k) => ({ value: k.value, label: typesetText(locale, k.label) })) }),
    ...(entry.quote && { quote: { text: typesetText(locale, entry.quote), ...(entry.quoteBy && { by: entry.quoteBy }) } }),
  };
}

/** The post in its language and, when it exists there, in the other (the hreflang links and the sitemap's). */
export function postAlternates(
  section: 'news' | 'case',
  locale: Locale,
  slug: string,
  inOtherLocale: boolean,
): Partial<Record<Locale, string>> {
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  return { [locale]: paths.post(locale, section, slug), ...(inOtherLocale && { [other]: paths.post(other, section, slug) }) };
}

export function postData(index: SiteIndex, section: 'news' | 'case', locale: Locale, slug: string): PageData<PostData> {
  const view = index.sections[section][locale];
  if (!view.byId.has(slug)) notFound();
  const entry = index.text(section, locale, slug, { body: true });
  const { older, newer, related } = postNeighbours(index, section, locale, slug);

  const alternates = postAlternates(section, locale, slug, entry.inOtherLocale);
  const link = (e: IndexEntry | undefined) =>
    e && { href: paths.post(locale, section, e.id), title: typesetText(locale, index.text(section, locale, e.id).title) };

  const post: PostData = {
    section,
    title: typesetText(locale, entry.title),
    date: entry.date,
    updated: entry.revised,
    category: categoryLink(index, section, locale, entry.categoryId),
    eyecatch: imageRef(entry.eyecatch, ''),
    client: entry.client,
    industry: entry.industry,
    ...caseHighlights(entry, locale),
    bodyHtml: typesetRichText(locale, prepareRichText(entry.bodyHtml ?? '', locale)),
    listingHref: paths.listing(locale, section),
    prev: link(older),
    next: link(newer),
    related: related.map((e) => toCard(index, section, locale, e)),
  };
  // The eyecatch doubles as the share image; its alt falls back to the title (the document drops SVGs).
  const image = entry.eyecatch && {
    url: entry.eyecatch.url,
    width: entry.eyecatch.width,
    height: entry.eyecatch.height,
    alt: entry.eyecatch.alt || entry.title,
  };
  return { meta: { title: entry.title, description: entry.excerpt, alternates, ...(image && { image }) }, data: post };
}

/**
 * The entries a detail page shows besides itself: its older and newer
 * neighbours and up to three related entries (hand-picked first, then the
 * newest of the same category). The URL list's dependencies use it too.
 */
export function postNeighbours(
  index: SiteIndex,
  section: 'news' | 'case',
  locale: Locale,
  slug: string,
): {
  older?: IndexEntry;
  newer?: IndexEntry;
  related: IndexEntry[];
} {
  const view = index.sections[section][locale];
  const entry = view.byId.get(slug);
  const position = view.position.get(slug);
  if (!entry || position === undefined) return { related: [] };
  // Entries are newest first: "previous" is the older neighbour, "next" the newer one.
  const explicit = entry.related.map((id) => view.byId.get(id)).filter((e): e is IndexEntry => e !== undefined && e !== entry);
  const related = [...explicit];
  for (const e of view.byCategory.get(entry.categoryId) ?? []) {
    if (related.length >= RELATED_COUNT) break;
    if (e !== entry && !explicit.includes(e)) related.push(e);
  }
  return { older: view.entries[position + 1], newer: view.entries[position - 1], related: related.slice(0, RELATED_COUNT) };
}
