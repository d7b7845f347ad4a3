/**
 * Small, exact content snapshots for unit tests: counts are chosen by the
 * test so listing and URL expectations can be computed by hand.
 */
import { SNAPSHOT_VERSION, type Snapshot } from '../../content-client/snapshot.ts';
import type { Case, Category, News, Publication, Year } from '../../content-client/schemas.ts';

const stamp = '2025-01-01T00:00:00.000Z';
const system = (id: string) => ({ id, createdAt: stamp, updatedAt: stamp, publishedAt: stamp, revisedAt: stamp });

export interface EntrySpec {
  category: string;
  year: number;
  english?: boolean;
}

/** `count` entries cycling through `specs`; dates descend day by day inside each spec's year. */
export function specs(count: number, cycle: EntrySpec[]): EntrySpec[] {
  return Array.from({ length: count }, (_, i) => cycle[i % cycle.length] as EntrySpec);
}

const date = (year: number, i: number) => new Date(Date.UTC(year, 11, 28 - (i % 27), 9)).toISOString();

export function makeSnapshot(opts: { news?: EntrySpec[]; cases?: EntrySpec[]; publications?: EntrySpec[] } = {}): Snapshot {
  const categories: Category[] = [
    { ...system('press'), name: 'プレスリリース', name_en: 'Press releases', sections: ['news'], order: 1 },
    { ...system('event'), name: 'イベント', name_en: 'Events', sections: ['news'], order: 2 },
    { ...system('empty'), name: '空', name_en: 'Empty', sections: ['news'], order: 3 },
    { ...system('chemistry'), name: '化学', name_en: 'Chemistry', sections: ['case'], order: 1 },
    { ...system('paper'), name: '論文', name_en: 'Papers', sections: ['publication'], order: 1 },
  ];
  const years: Year[] = [2023, 2024, 2025].map((y) => ({ ...system(String(y)), year: y }));
  const news: News[] = (opts.news ?? []).map((s, i) => ({
    ...system(`news-${i + 1}`),
    title: `ニュース${i + 1}`,
    title_en: s.english ? `News ${i + 1}` : undefined,
    date: date(s.year, i),
    category: { id: s.category },
    year: { id: String(s.year) },
    excerpt: `概要${i + 1}`,
    excerpt_en: s.english ? `Summary ${i + 1}` : undefined,
    body: `<h2 id="intro">本文${i + 1}</h2><p>段落</p>`,
    body_en: s.english ? `<h2 id="intro">Body ${i + 1}</h2>` : undefined,
  }));
  const cases: Case[] = (opts.cases ?? []).map((s, i) => ({
    ...system(`case-${i + 1}`),
    title: `事例${i + 1}`,
    title_en: s.english ? `Case ${i + 1}` : undefined,
    client: `顧客${i + 1}`,
    client_en: s.english ? `Client ${i + 1}` : undefined,
    industry: '化学',
    industry_en: s.english ? 'Chemicals' : undefined,
    date: date(s.year, i),
    category: { id: s.category },
    year: { id: String(s.year) },
    excerpt: `概要${i + 1}`,
    excerpt_en: s.english ? `Summary ${i + 1}` : undefined,
    body: `<p>事例本文${i + 1}</p>`,
    body_en: s.english ? `<p>Case body ${i + 1}</p>` : undefined,
  }));
  const publications: Publication[] = (opts.publications ?? []).map((s, i) => ({
    ...system(`pub-${i + 1}`),
    title: `Paper ${i + 1}`,
    title_en: s.english ? `Paper ${i + 1}` : undefined,
    authors: 'A. Author, B. Author',
    venue: 'Quantum',
    date: date(s.year, i),
    category: { id: s.category },
    year: { id: String(s.year) },
    summary: `要旨${i + 1}`,
    summary_en: s.english ? `Abstract ${i + 1}` : undefined,
    doi: `10.5555/test.${i + 1}`,
  }));
  return {
    version: SNAPSHOT_VERSION,
    source: 'test',
    syncedAt: stamp,
    lists: { categories, years, news, cases, publications },
    objects: { home: { createdAt: stamp, updatedAt: stamp, notice: 'お知らせ', notice_en: 'Notice', featuredCases: [] } },
  };
}
