/**
 * Test support (used by tests/unit/content-client-*.test.ts only): valid
 * fixture entries, writing a fixture directory in the embedded service's
 * format, and starting the embedded service behind a real content client.
 * Lives here because tests share it and the tests folder holds only tests.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startContentService, type ContentServiceOptions } from '../../content-client/embedded/service.ts';
import { routeServiceDomainTo } from '../../content-client/embedded/route-fetch.ts';
import { createContentClient } from '../../content-client/client.ts';

export type RawEntry = Record<string, unknown>;
export const T0 = '2024-01-01T00:00:00.000Z';

const sys = (id: string, updatedAt = T0) => ({ id, createdAt: T0, updatedAt, publishedAt: T0, revisedAt: updatedAt });

/** Valid entries in fixture form (references as plain ids); `over` replaces fields. */
export const fx = {
  category: (id: string, over: RawEntry = {}): RawEntry => ({
    ...sys(id),
    name: `カテゴリ ${id}`,
    name_en: `Category ${id}`,
    sections: ['news', 'case', 'publication'],
    order: 1,
    ...over,
  }),
  year: (year: number, over: RawEntry = {}): RawEntry => ({ ...sys(String(year)), year, ...over }),
  news: (id: string, over: RawEntry = {}): RawEntry => ({
    ...sys(id),
    title: `ニュース ${id}`,
    date: T0,
    category: 'general',
    year: '2024',
    excerpt: '概要',
    body: '<p>本文</p>',
    ...over,
  }),
  case: (id: string, over: RawEntry = {}): RawEntry => ({
    ...sys(id),
    title: `事例 ${id}`,
    client: '顧客',
    industry: '製造',
    date: T0,
    category: 'general',
    year: '2024',
    excerpt: '概要',
    body: '<p>本文</p>',
    ...over,
  }),
  publication: (id: string, over: RawEntry = {}): RawEntry => ({
    ...sys(id),
    title: `Paper ${id}`,
    authors: 'A. Author',
    venue: 'arXiv',
    date: T0,
    category: 'general',
    year: '2024',
    summary: '要約',
    ...over,
  }),
  home: (over: RawEntry = {}): RawEntry => ({ createdAt: T0, updatedAt: T0, publishedAt: T0, featuredCases: ['case-1'], ...over }),
};

export interface FixtureSet {
  categories: RawEntry[];
  years: RawEntry[];
  news: RawEntry[];
  cases: RawEntry[];
  publications: RawEntry[];
  home: RawEntry;
}

/** A small consistent content set; `newsCount` entries `news-001`… in news. */
export function baseFixtures(newsCount = 3): FixtureSet {
  const pad = (i: number) => String(i).padStart(3, '0');
  return {
    categories: [fx.category('general')],
    years: [fx.year(2024)],
    news: Array.from({ length: newsCount }, (_, i) => fx.news(`news-${pad(i + 1)}`)),
    cases: [fx.case('case-1'), fx.case('case-2')],
    publications: [fx.publication('paper-1')],
    home: fx.home(),
  };
}

const refs = { category: 'categories', year: 'years' };

export async function writeFixtures(dir: string, set: FixtureSet): Promise<void> {
  const list = (contents: RawEntry[], extra: Record<string, string> = {}) => ({ kind: 'list', refs: { ...refs, ...extra }, contents });
  const files: Record<string, unknown> = {
    categories: { kind: 'list', refs: {}, contents: set.categories },
    years: { kind: 'list', refs: {}, contents: set.years },
    news: list(set.news, { related: 'news' }),
    cases: list(set.cases),
    publications: list(set.publications),
    home: { kind: 'object', refs: { featuredCases: 'cases' }, content: set.home },
  };
  await Promise.all(Object.entries(files).map(([name, body]) => writeFile(join(dir, `${name}.json`), JSON.stringify(body))));
}

const created: string[] = [];
/** A fresh directory under the OS temp dir; `removeTempDirs` (in afterAll) deletes them all. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  created.push(dir);
  return dir;
}
export async function removeTempDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

/** The embedded service over `dir`, reachable through a real content client under a unique service domain. */
export async function startFixtureService(dir: string, opts: Omit<ContentServiceOptions, 'dir' | 'apiKey'> = {}) {
  const apiKey = randomBytes(8).toString('hex');
  const serviceDomain = `test-${randomBytes(4).toString('hex')}`;
  const service = await startContentService({ dir, apiKey, ...opts });
  const unroute = routeServiceDomainTo(serviceDomain, service.origin);
  return {
    service,
    serviceDomain,
    apiKey,
    client: createContentClient({ serviceDomain, apiKey }),
    /** Close in reverse order of starting: the fetch routing nests. */
    async close() {
      unroute();
      await service.close();
    },
  };
}
