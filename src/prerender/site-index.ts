/**
 * An index over the content snapshot, built once per build: every listing
 * section per locale, with its entries localized, sorted and grouped by
 * category and year. Pages and the URL list both read from it.
 */
import type { Snapshot } from '../../content-client/snapshot.ts';
import {
  hasEnglishCase, hasEnglishNews, hasEnglishPublication,
  type Case, type Category, type CmsImage, type News, type Publication, type Year,
} from '../../content-client/schemas.ts';
import { locales, type Locale } from '../i18n/locales.ts';
import { sectionIds, sections, type SectionId } from '../routes.ts';

/** One entry in one language, whatever its section. */
export interface LocalEntry {
  id: string;
  title: string;
  date: string;
  categoryId: string;
  yearId: string;
  /** Card text: excerpt (news, case) or summary (publications). */
  excerpt: string;
  eyecatch?: CmsImage;
  bodyHtml?: string;
  client?: string;
  industry?: string;
  related: string[];
  authors?: string;
  venue?: string;
  doi?: string;
  url?: string;
  /** Whether the same entry exists in the other language. */
  inOtherLocale: boolean;
}

export interface SectionView {
  entries: LocalEntry[];
  byId: Map<string, LocalEntry>;
  byCategory: Map<string, LocalEntry[]>;
  byYear: Map<string, LocalEntry[]>;
  /** Categories with at least one entry, in the editors' order. */
  categories: Category[];
  /** Years with at least one entry, newest first. */
  years: Year[];
}

export interface SiteIndex {
  snapshot: Snapshot;
  categories: Map<string, Category>;
  years: Map<string, Year>;
  sections: Record<SectionId, Record<Locale, SectionView>>;
}

const byDateDesc = (a: LocalEntry, b: LocalEntry) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date));

/** News and case studies: pick the language's fields; undefined when the entry has no English version. */
function localizePost(e: News | Case, locale: Locale, hasEnglish: boolean): LocalEntry | undefined {
  if (locale === 'en' && !hasEnglish) return undefined;
  const pick = <T,>(ja: T, enValue: T | undefined): T => (locale === 'en' ? (enValue ?? ja) : ja);
  const isCase = 'client' in e;
  return {
    id: e.id, date: e.date, categoryId: e.category.id, yearId: e.year.id, eyecatch: e.eyecatch,
    title: pick(e.title, e.title_en), excerpt: pick(e.excerpt, e.excerpt_en), bodyHtml: pick(e.body, e.body_en),
    client: isCase ? pick(e.client, e.client_en) : undefined,
    industry: isCase ? pick(e.industry, e.industry_en) : undefined,
    related: 'related' in e ? (e.related ?? []).map((r) => r.id) : [],
    inOtherLocale: locale === 'en' || hasEnglish,
  };
}

function localizePublication(e: Publication, locale: Locale): LocalEntry | undefined {
  const en = hasEnglishPublication(e);
  if (locale === 'en' && !en) return undefined;
  return {
    id: e.id, date: e.date, categoryId: e.category.id, yearId: e.year.id,
    title: locale === 'en' ? (e.title_en ?? e.title) : e.title,
    excerpt: locale === 'en' ? (e.summary_en ?? e.summary) : e.summary,
    authors: e.authors, venue: e.venue, doi: e.doi, url: e.url,
    related: [], inOtherLocale: locale === 'en' || en,
  };
}

function groupBy(entries: LocalEntry[], key: (e: LocalEntry) => string): Map<string, LocalEntry[]> {
  const groups = new Map<string, LocalEntry[]>();
  for (const e of entries) groups.set(key(e), [...(groups.get(key(e)) ?? []), e]);
  return groups;
}

function buildView(entries: LocalEntry[], section: SectionId, categories: Map<string, Category>, years: Map<string, Year>): SectionView {
  const categorySection = sections[section].categorySection;
  // An entry whose category or year is missing or belongs elsewhere is left out rather than linking to a 404.
  const valid = entries
    .filter((e) => categories.get(e.categoryId)?.sections.includes(categorySection) && years.has(e.yearId))
    .sort(byDateDesc);
  const byCategory = groupBy(valid, (e) => e.categoryId);
  const byYear = groupBy(valid, (e) => e.yearId);
  return {
    entries: valid,
    byId: new Map(valid.map((e) => [e.id, e])),
    byCategory,
    byYear,
    categories: [...categories.values()].filter((c) => byCategory.has(c.id)).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
    years: [...years.values()].filter((y) => byYear.has(y.id)).sort((a, b) => b.year - a.year),
  };
}

const cache = new WeakMap<Snapshot, SiteIndex>();

export function buildSiteIndex(snapshot: Snapshot): SiteIndex {
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const categories = new Map(snapshot.lists.categories.map((c) => [c.id, c]));
  const years = new Map(snapshot.lists.years.map((y) => [y.id, y]));
  const localize = {
    news: (l: Locale) => snapshot.lists.news.map((e) => localizePost(e, l, hasEnglishNews(e))),
    case: (l: Locale) => snapshot.lists.cases.map((e) => localizePost(e, l, hasEnglishCase(e))),
    publications: (l: Locale) => snapshot.lists.publications.map((e) => localizePublication(e, l)),
  } satisfies Record<SectionId, (l: Locale) => (LocalEntry | undefined)[]>;
  const views = {} as Record<SectionId, Record<Locale, SectionView>>;
  for (const section of sectionIds) {
    const perLocale = {} as Record<Locale, SectionView>;
    for (const locale of locales) {
      const entries = localize[section](locale).filter((e): e is LocalEntry => e !== undefined);
      perLocale[locale] = buildView(entries, section, categories, years);
    }
    views[section] = perLocale;
  }
  const index: SiteIndex = { snapshot, categories, years, sections: views };
  cache.set(snapshot, index);
  return index;
}

/** Number of listing pages for `count` entries (at least 1: an empty section still has its page). */
export const pageCount = (count: number, section: SectionId): number => Math.max(1, Math.ceil(count / sections[section].pageSize));
