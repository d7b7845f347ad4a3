/**
 * An index over the content, built once per build (and per render worker):
 * every listing section per locale, with its entries sorted and grouped by
 * category and year. Pages, the URL list and the publish signatures read it.
 *
 * It holds only what ordering and grouping need (id, date, category, year,
 * related ids, content hash): text is loaded by id when a page shows it
 * (`index.text`), so the index stays a few MB at tens of thousands of entries.
 */
import type { Category, CmsImage, Home, Year } from '../../content-client/schemas.ts';
import { locales, type Locale } from '../i18n/locales.ts';
import { sectionIds, sections, type SectionId } from '../routes.ts';
import type { AnyEntry, ContentSource, ListEndpoint } from './content-source.ts';
import { summarize } from '../../content-client/snapshot-store.ts';
import { JAPANESE } from '../typeset/japanese.ts';

/** What ordering, grouping and dependency tracking need of an entry; shared by both locales' views. */
export interface IndexEntry {
  id: string;
  date: string;
  categoryId: string;
  yearId: string;
  related: readonly string[];
  hasEnglish: boolean;
  /** Content hash of the whole entry (any field). */
  hash: string;
  /** When the published entry last changed (ISO): the sitemap's and feeds' date of change. */
  revised: string;
}

/** One entry in one language, with the text a page shows. */
export interface LocalEntry extends IndexEntry {
  title: string;
  /** Card text: excerpt (news, case) or summary (publications). */
  excerpt: string;
  eyecatch?: CmsImage;
  bodyHtml?: string;
  client?: string;
  industry?: string;
  /** Case studies: headline results as typed (`value | label` lines) and the customer's words, in this language only. */
  kpis?: string;
  quote?: string;
  quoteBy?: string;
  authors?: string;
  venue?: string;
  doi?: string;
  url?: string;
  /** Whether the same entry exists in the other language. */
  inOtherLocale: boolean;
}

export interface SectionView {
  /** Newest first; ties by id. */
  entries: IndexEntry[];
  byId: Map<string, IndexEntry>;
  /** Position of each id in `entries`. */
  position: Map<string, number>;
  byCategory: Map<string, IndexEntry[]>;
  byYear: Map<string, IndexEntry[]>;
  /** Categories with at least one entry, in the editors' order. */
  categories: Category[];
  /** Years with at least one entry, newest first. */
  years: Year[];
}

export interface SiteIndex {
  categories: Map<string, Category>;
  years: Map<string, Year>;
  home: Home;
  /** Content hashes of the site-wide data, for dependency signatures. */
  hashes: { categories: string; years: string; home: string };
  sections: Record<SectionId, Record<Locale, SectionView>>;
  /** The entry's text in a language; with `body`, its rich text too. */
  text(section: SectionId, locale: Locale, id: string, opts?: { body?: boolean }): LocalEntry;
}

/** Code-unit order (not localeCompare): the same in every runtime and in SQLite. */
const byDateDesc = (a: IndexEntry, b: IndexEntry) =>
  a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? 1 : -1;

function groupBy(entries: IndexEntry[], key: (e: IndexEntry) => string): Map<string, IndexEntry[]> {
  const groups = new Map<string, IndexEntry[]>();
  for (const e of entries) {
    const group = groups.get(key(e));
    if (group) group.push(e);
    else groups.set(key(e), [e]);
  }
  return groups;
}

function buildView(entries: IndexEntry[], section: SectionId, categories: Map<string, Category>, years: Map<string, Year>): SectionView {
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
    position: new Map(valid.map((e, i) => [e.id, i])),
    byCategory,
    byYear,
    categories: [...categories.values()].filter((c) => byCategory.has(c.id)).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1)),
    years: [...years.values()].filter((y) => byYear.has(y.id)).sort((a, b) => b.year - a.year),
  };
}

const NO_IDS: readonly string[] = Object.freeze([]);
/**
 * Card texts recently loaded: the URL list renders a listing's pages one
 * after another and detail pages beside their neighbours, so the same cards
 * come back soon. Bounded so memory stays flat however large the site is.
 */
const TEXT_CACHE_SIZE = 2048;

export function buildSiteIndex(source: ContentSource): SiteIndex {
  const categories = new Map(source.categories.map((c) => [c.id, c]));
  const years = new Map(source.years.map((y) => [y.id, y]));
  // Category and year ids repeat thousands of times: share one string each.
  const intern = new Map<string, string>();
  const shared = (s: string) => intern.get(s) ?? (intern.set(s, s), s);
  const views = {} as Record<SectionId, Record<Locale, SectionView>>;
  for (const section of sectionIds) {
    const endpoint = sections[section].endpoint;
    const all: IndexEntry[] = [];
    for (const { hash, summary: s } of source.summaries(endpoint)) {
      if (s.date === undefined || s.category === undefined || s.year === undefined) {
        throw new Error(
          `${endpoint}/${s.id}: unusable entry in the content snapshot (no date, category or year); run \`npm run sync -- --full\``,
        );
      }
      const related = s.related?.length ? s.related : NO_IDS;
      all.push({
        id: s.id,
        date: s.date,
        categoryId: shared(s.category),
        yearId: shared(s.year),
        related,
        hasEnglish: s.english,
        hash,
        revised: s.revised ?? s.date,
      });
    }
    views[section] = Object.fromEntries(
      locales.map((l) => [l, buildView(l === 'en' ? all.filter((e) => e.hasEnglish) : all, section, categories, years)]),
    ) as Record<Locale, SectionView>;
  }
  const texts = new Map<string, LocalEntry>();
  return {
    categories,
    years,
    home: source.home,
    hashes: source.hashes,
    sections: views,
    text(section, locale, id, opts = {}) {
      const view = views[section][locale];
      const entry = view.byId.get(id);
      if (!entry) throw new Error(`${section}/${id} is not in the ${locale} index`);
      if (opts.body) return localize(source, sections[section].endpoint, entry, locale, true);
      const key = `${section}\0${locale}\0${id}`;
      let text = texts.get(key);
      if (!text) {
        if (texts.size >= TEXT_CACHE_SIZE) texts.clear();
        text = localize(source, sections[section].endpoint, entry, locale, false);
        texts.set(key, text);
      }
      return text;
    },
  };
}

function localize(source: ContentSource, endpoint: ListEndpoint, e: IndexEntry, locale: Locale, body: boolean): LocalEntry {
  const v = body ? source.entry(endpoint, e.id) : source.head(endpoint, e.id);
  if (!v) throw new Error(`${endpoint}/${e.id} is missing from the content snapshot`);
  return localizeValue(v, e, locale, body);
}

/**
 * An image as a page in this language shows it. The CMS's media library keeps one alt text per image, written
 * by a Japanese editor: on English pages a Japanese alt is dropped, so the image is announced by nothing rather
 * than in a language the page is not in (the page's English title, next to it, says what it shows).
 */
function localImage(image: CmsImage, locale: Locale): CmsImage {
  if (locale !== 'en' || !image.alt || !JAPANESE.test(image.alt)) return image;
  const { alt: _japanese, ...rest } = image;
  return rest;
}

function localizeValue(v: AnyEntry, e: IndexEntry, locale: Locale, body: boolean): LocalEntry {
  const pick = <T>(ja: T, en: T | undefined): T => (locale === 'en' ? (en ?? ja) : ja);
  return {
    ...e,
    title: pick(v.title, v.title_en),
    excerpt: 'summary' in v ? pick(v.summary, v.summary_en) : pick(v.excerpt, v.excerpt_en),
    ...('eyecatch' in v && v.eyecatch && { eyecatch: localImage(v.eyecatch, locale) }),
    ...('body' in v && body && { bodyHtml: pick(v.body, v.body_en) }),
    ...('client' in v && { client: pick(v.client, v.client_en), industry: pick(v.industry, v.industry_en) }),
    // Results and quotes are never shown in the other language: an English page without its own shows none.
    ...('client' in v &&
      (locale === 'en'
        ? { kpis: v.kpis_en, quote: v.quote_en, quoteBy: v.quoteBy_en }
        : { kpis: v.kpis, quote: v.quote, quoteBy: v.quoteBy })),
    ...('authors' in v && { authors: v.authors, venue: v.venue, doi: v.doi, url: v.url }),
    inOtherLocale: locale === 'en' || e.hasEnglish,
  };
}

/**
 * The index with one entry replaced by (or added as) a draft, for the draft
 * preview: the draft's page shows its own text, and sits among its
 * neighbours and related entries as it will once published.
 */
export function withDraft(index: SiteIndex, section: SectionId, draft: AnyEntry): SiteIndex {
  const s = summarize(draft.id, draft);
  if (s.date === undefined || s.category === undefined || s.year === undefined)
    throw new Error(`${section}/${draft.id}: the draft has no date, category or year`);
  const entry: IndexEntry = {
    id: draft.id,
    date: s.date,
    categoryId: s.category,
    yearId: s.year,
    related: s.related ?? NO_IDS,
    hasEnglish: s.english,
    hash: 'draft',
    revised: s.revised ?? s.date,
  };
  const views = Object.fromEntries(
    locales.map((l) => {
      const others = index.sections[section][l].entries.filter((e) => e.id !== draft.id);
      return [l, buildView(l === 'en' && !entry.hasEnglish ? others : [...others, entry], section, index.categories, index.years)];
    }),
  ) as Record<Locale, SectionView>;
  return {
    ...index,
    sections: { ...index.sections, [section]: views },
    text: (sec, locale, id, opts = {}) =>
      sec === section && id === draft.id ? localizeValue(draft, entry, locale, true) : index.text(sec, locale, id, opts),
  };
}

/** Number of listing pages for `count` entries (at least 1: an empty section still has its page). */
export const pageCount = (count: number, section: SectionId): number => Math.max(1, Math.ceil(count / sections[section].pageSize));
