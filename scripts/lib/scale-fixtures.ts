/**
 * A deterministic fixture set for the embedded content service at any scale, in
 * the format of `content/*.json`: N news, N/5 case studies, N/2 publications,
 * three drafts per section, the years 2015–2026 and the site's own categories.
 * The same N and seed give byte-identical files: every random choice comes from
 * one seeded PRNG in a fixed order, and no clock is read.
 *
 * News, cases and publications are written in parts of `partSize` entries
 * (`news/0001.json`, …; content-client/embedded/store.ts), so an edit rewrites
 * and the embedded service re-reads one part, as microCMS answers one entry,
 * not the whole list (80 MB at 10,000 news).
 */
import { createRng } from './prng.ts';
import { caseEntries, newsEntries, publicationEntries } from './scale-entries.ts';
import { DRAFTS_PER_SECTION, FIRST_YEAR, iso, LAST_YEAR, LATEST, type Entry } from './scale-entry-fields.ts';

export interface ScaleOptions {
  news: number;
  seed: number;
  /** Text of content/categories.json, copied as is and used to assign categories. */
  categoriesJson: string;
  /** Entries per part file of the large lists (default PART_SIZE). */
  partSize?: number;
}

/** Entries per part: about 800 KB of news, read and validated in about 10 ms. */
export const PART_SIZE = 100;

export interface ScaleCounts {
  news: number;
  cases: number;
  publications: number;
  drafts: number;
}

interface CategoryFile {
  contents: { id: string; sections: string[] }[];
}

function sectionCategories(file: CategoryFile, section: string): string[] {
  const ids = file.contents.filter((c) => c.sections.includes(section)).map((c) => c.id);
  if (ids.length === 0) throw new Error(`categories.json has no category for section "${section}"`);
  return ids;
}

function homeObject(cases: readonly Entry[]) {
  const newest = cases
    .filter((c) => c['_status'] !== 'draft')
    .sort((a, b) => String(b['publishedAt']).localeCompare(String(a['publishedAt'])) || String(a['id']).localeCompare(String(b['id'])));
  const founded = iso(Date.UTC(2018, 3, 2, 1));
  return {
    kind: 'object',
    refs: { featuredCases: 'cases' },
    content: {
      createdAt: founded,
      updatedAt: iso(LATEST),
      publishedAt: founded,
      revisedAt: iso(LATEST),
      notice: '量子化学計算クラウド「Qamuy」の30日間無料トライアルを受け付けています。研究テーマに合わせた使い方のご相談もお気軽にどうぞ。',
      notice_en: 'Try Qamuy, our cloud software for quantum chemistry, free for 30 days, and ask us how it fits your research.',
      featuredCases: newest.slice(0, 3).map((c) => c['id']),
    },
  };
}

function yearEntries(): Entry[] {
  return Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, k) => {
    const t = iso(Date.UTC(FIRST_YEAR + k, 0, 1));
    return { id: String(FIRST_YEAR + k), createdAt: t, updatedAt: t, publishedAt: t, revisedAt: t, year: FIRST_YEAR + k };
  });
}

/** The files to write, in order, as [name, text]. */
export function generateScaleFixtures(opts: ScaleOptions): { files: [string, string][]; counts: ScaleCounts } {
  const rng = createRng(opts.seed);
  const categories = JSON.parse(opts.categoriesJson) as CategoryFile;
  const counts = {
    news: opts.news,
    cases: Math.floor(opts.news / 5),
    publications: Math.floor(opts.news / 2),
    drafts: 3 * DRAFTS_PER_SECTION,
  };
  const news = newsEntries(rng, counts.news, sectionCategories(categories, 'news'));
  const cases = caseEntries(rng, counts.cases, sectionCategories(categories, 'case'));
  const publications = publicationEntries(rng, counts.publications, sectionCategories(categories, 'publication'));
  const list = (refs: Record<string, string>, contents: Entry[]) => ({ kind: 'list', refs, contents });
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
  const size = opts.partSize ?? PART_SIZE;
  const parts = (name: string, refs: Record<string, string>, contents: Entry[]): [string, string][] =>
    Array.from({ length: Math.max(1, Math.ceil(contents.length / size)) }, (_, k) => [
      `${name}/${String(k + 1).padStart(4, '0')}.json`,
      json(list(refs, contents.slice(k * size, (k + 1) * size))),
    ]);
  const files: [string, string][] = [
    ['categories.json', opts.categoriesJson],
    ['years.json', json(list({}, yearEntries()))],
    ...parts('news', { category: 'categories', year: 'years', related: 'news' }, news),
    ...parts('cases', { category: 'categories', year: 'years' }, cases),
    ...parts('publications', { category: 'categories', year: 'years' }, publications),
    ['home.json', json(homeObject(cases))],
  ];
  return { files, counts };
}
