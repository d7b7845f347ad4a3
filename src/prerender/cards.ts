/** Trims index entries to what cards and lists render. */
import type { Locale } from '../i18n/locales.ts';
import { dictionaries, format } from '../i18n/dictionary.ts';
import { paths, type SectionId } from '../routes.ts';
import type { Card, ImageRef, LinkRef, PublicationItem } from '../data/page-data.ts';
import type { CmsImage } from '../../content-client/schemas.ts';
import type { IndexEntry, SiteIndex } from './site-index.ts';
import { typesetText } from '../typeset/page-copy.ts';

export function imageRef(image: CmsImage | undefined, fallbackAlt: string): ImageRef | undefined {
  if (!image) return undefined;
  return { url: image.url, width: image.width, height: image.height, alt: image.alt ?? fallbackAlt };
}

export function categoryLink(index: SiteIndex, section: SectionId, locale: Locale, categoryId: string): LinkRef {
  const c = index.categories.get(categoryId);
  const label = c ? (locale === 'en' ? c.name_en : c.name) : categoryId;
  return { id: categoryId, label, href: paths.listing(locale, section, { categoryId }) };
}

export function yearLabel(locale: Locale, yearId: string): string {
  return format(dictionaries[locale].listing.yearLabel, { year: yearId });
}

export function toCard(index: SiteIndex, section: 'news' | 'case', locale: Locale, entry: IndexEntry): Card {
  const e = index.text(section, locale, entry.id);
  return {
    id: e.id,
    href: paths.post(locale, section, e.id),
    title: typesetText(locale, e.title),
    date: e.date,
    category: categoryLink(index, section, locale, e.categoryId),
    excerpt: typesetText(locale, e.excerpt),
    eyecatch: imageRef(e.eyecatch, ''),
  };
}

export function toPublication(index: SiteIndex, locale: Locale, entry: IndexEntry): PublicationItem {
  const e = index.text('publications', locale, entry.id);
  return {
    id: e.id,
    title: typesetText(locale, e.title),
    authors: e.authors ?? '',
    venue: e.venue ?? '',
    date: e.date,
    category: categoryLink(index, 'publications', locale, e.categoryId),
    summary: typesetText(locale, e.excerpt),
    doi: e.doi,
    link: e.doi ? `https://doi.org/${e.doi}` : e.url,
  };
}
