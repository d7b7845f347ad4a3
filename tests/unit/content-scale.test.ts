/**
 * `npm run content:scale` fixtures: deterministic, and every entry valid once it
 * goes through the embedded service, the content client and a full sync.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentClient } from '../../content-client/client.ts';
import { hasEnglishCase, hasEnglishNews, hasEnglishPublication } from '../../content-client/schemas.ts';
import { parseKpis } from '../../content-client/case-results.ts';
import { readSnapshot } from '../../content-client/snapshot.ts';
import { syncContent } from '../../content-client/sync.ts';
import { writeScaleContent } from '../../scripts/content-scale.ts';
import { readListEntries } from '../../scripts/lib/scale-edit.ts';
import { loadEnv } from '../../src/config/env.ts';

let root: string;
let written: Awaited<ReturnType<typeof writeScaleContent>>;
const dir = (name: string) => join(root, name);
/** Entries per part: news (53 with the drafts) in three parts. */
const PART = 20;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-scale-'));
  written = await writeScaleContent(dir('fixtures'), 50, 1, PART);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const share = (entries: readonly unknown[], english: number) => english / entries.length;

describe('content:scale', () => {
  it('writes N news, N/5 cases and N/2 publications that sync cleanly, about 80 % with English', async () => {
    expect(written.counts).toEqual({ news: 50, cases: 10, publications: 25, drafts: 9 });

    const opened = await openContentClient(loadEnv({}), { contentDir: dir('fixtures') });
    try {
      await syncContent({ client: opened.client, source: opened.source, dir: dir('snapshot') });
    } finally {
      await opened.close();
    }
    const { lists, objects } = await readSnapshot(dir('snapshot'));
    expect([lists.news.length, lists.cases.length, lists.publications.length]).toEqual([50, 10, 25]);
    expect(lists.years.map((y) => y.year)).toEqual(Array.from({ length: 12 }, (_, i) => 2015 + i));
    const shares = [
      share(lists.news, lists.news.filter(hasEnglishNews).length),
      share(lists.cases, lists.cases.filter(hasEnglishCase).length),
      share(lists.publications, lists.publications.filter(hasEnglishPublication).length),
    ];
    for (const s of shares) {
      expect(s).toBeGreaterThanOrEqual(0.7);
      expect(s).toBeLessThanOrEqual(0.9);
    }
    expect(objects.home.featuredCases).toHaveLength(3);
    // Categories fit their section; references point at entries that exist.
    const sectionsOf = new Map(lists.categories.map((c) => [c.id, c.sections]));
    expect(lists.news.every((n) => sectionsOf.get(n.category.id)?.includes('news'))).toBe(true);
    expect(lists.cases.every((c) => sectionsOf.get(c.category.id)?.includes('case'))).toBe(true);
    const newsIds = new Set(lists.news.map((n) => n.id));
    expect(lists.news.flatMap((n) => n.related ?? []).every((r) => newsIds.has(r.id))).toBe(true);
    // Most case studies carry headline results (two to four, each a figure and what it measures) and a quote
    // outside the body; the rest keep the customer's voice in the body, as entries written before those fields.
    const withResults = lists.cases.filter((c) => c.kpis !== undefined);
    expect(withResults.length).toBeGreaterThanOrEqual(5);
    for (const c of withResults) {
      expect(parseKpis(c.kpis).length, c.id).toBeGreaterThanOrEqual(2);
      expect(c.quote && c.quoteBy, c.id).toBeTruthy();
      expect(c.body).not.toContain('id="voice"');
      if (hasEnglishCase(c)) expect(parseKpis(c.kpis_en).length, c.id).toBe(parseKpis(c.kpis).length);
    }
    for (const c of lists.cases.filter((e) => e.kpis === undefined)) expect(c.body, c.id).toContain('id="voice"');
  });

  it('keeps the drafts out of the published lists, each with its draft key', async () => {
    const drafts = (await readListEntries(dir('fixtures'), 'news')).filter((e) => e['_status'] === 'draft');
    expect(drafts).toHaveLength(3);
    expect(drafts.every((d) => typeof d['_draftKey'] === 'string' && d['publishedAt'] === undefined)).toBe(true);
  });

  it('writes byte-identical files for the same N and seed, and different ones for another seed', async () => {
    await writeScaleContent(dir('again'), 50, 1, PART);
    await writeScaleContent(dir('other'), 50, 2, PART);
    const files = (await readdir(dir('fixtures'), { recursive: true })).sort();
    expect(files).toEqual([
      'cases',
      'cases/0001.json',
      'categories.json',
      'home.json',
      'news',
      'news/0001.json',
      'news/0002.json',
      'news/0003.json',
      'publications',
      'publications/0001.json',
      'publications/0002.json',
      'years.json',
    ]);
    const same = async (a: string, b: string, f: string) => (await readFile(join(dir(a), f))).equals(await readFile(join(dir(b), f)));
    for (const f of files.filter((f) => f.endsWith('.json'))) expect(await same('again', 'fixtures', f), f).toBe(true);
    expect(await same('other', 'fixtures', 'news/0001.json')).toBe(false);
  });

  it('writes a list again in parts over its earlier files', async () => {
    await writeFile(join(dir('again'), 'news.json'), '{"kind":"list","refs":{},"contents":[]}'); // as written before parts
    await writeScaleContent(dir('again'), 30, 1, PART);
    expect((await readdir(dir('again'))).includes('news.json')).toBe(false);
    expect((await readdir(join(dir('again'), 'news'))).sort()).toEqual(['0001.json', '0002.json']);
    expect(await readListEntries(dir('again'), 'news')).toHaveLength(33);
  });
});
