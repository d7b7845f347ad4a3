/**
 * The incremental search index finds what a clean index finds. Random
 * sequences of publishes (edits in either language, deletions, unpublishes
 * and republishes, new entries, and now and then a new base built beside the
 * publishes as the server's publisher does) go through the build engine with
 * warm workers, as the publisher runs it; after each, a fixed list of queries
 * in both languages is searched in the release's index (base + delta, the
 * base's superseded pages hidden, as the dialog searches it) and in a clean
 * index of all the release's pages built from scratch: the same pages, none
 * twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSnapshot, type Snapshot } from '../../content-client/snapshot.ts';
import type { News } from '../../content-client/schemas.ts';
import { buildSite, type BuildOptions, type WarmWorkers } from '../../engine/build.ts';
import { readReleaseState } from '../../engine/release-state.ts';
import { liveReleaseId, releaseDir } from '../../engine/releases.ts';
import { buildSearchIndex, newTimings, releasePages, writeIndex } from '../../engine/search-indexer.ts';
import { parseSearchManifest, SEARCH_MANIFEST } from '../../src/search/search-manifest.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';
import { hitPaths, openBundle, serveDir } from '../helpers/pagefind-search.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';
import { createSiteServer } from '../../server/site-server.ts';

const WORDS_JA = ['量子化学', '電池材料', '触媒', '誤り緩和', 'シミュレーション', 'ガス', 'パルス', '創薬'];
const WORDS_EN = ['catalyst', 'battery', 'quantum', 'mitigation', 'simulation', 'pulse', 'lattice', 'drug'];
/** Japanese queries first, then English: the order compare() searches them in. */
const QUERIES: ['ja' | 'en', string][] = [
  ...[...WORDS_JA, 'ニュース'].map((w) => ['ja', w] as ['ja', string]),
  ...[...WORDS_EN, 'news'].map((w) => ['en', w] as ['en', string]),
];

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let dir: string;
let site: Server | undefined;
let files: Awaited<ReturnType<typeof serveDir>> | undefined;
let siteOrigin = '';
let filesOrigin = '';
const distDir = () => join(dir, 'dist');
const workers: WarmWorkers = {};
const options = (): BuildOptions => ({
  distDir: distDir(),
  snapshotDir: join(dir, 'snapshot'),
  siteOrigin: 'https://www.example.test',
  log: () => {},
  workers,
  search: 'wait',
});

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-incremental-'));
  await seedAppBundles(distDir());
  // The clean indexes, served as files.
  files = await serveDir(dir);
  filesOrigin = files.origin;
}, 60_000);

afterAll(async () => {
  await workers.pool?.close();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await files?.close();
  await rm(dir, { recursive: true, force: true });
});

/** An entry's text: two of the words of each language, so every query finds some pages and misses others. */
function text(entry: News, next: () => number, n: number): News {
  const pick = (words: string[]) => [0, 1].map(() => words[Math.floor(next() * words.length)] as string);
  const [ja1, ja2] = pick(WORDS_JA);
  const [en1, en2] = pick(WORDS_EN);
  return {
    ...entry,
    title: `${ja1}の研究 ${n}`,
    body: `<p>${ja2}について調べました。</p>`,
    ...(entry.title_en && { title_en: `Research on ${en1} ${n}`, body_en: `<p>A note about ${en2}.</p>` }),
  };
}

/** The pages each query finds: in the live release's index as the dialog searches it, and in a clean index. */
async function compare(step: number, queries = QUERIES): Promise<{ live: string[][]; clean: string[][] }> {
  const releaseId = (await liveReleaseId(distDir())) as string;
  const state = await readReleaseState(releaseDir(distDir(), releaseId));
  if (!state) throw new Error('no release state');
  const cleanDir = join(dir, `clean-${step}`);
  await writeIndex(join(releaseDir(distDir(), releaseId), 'client'), [...releasePages(state).keys()], cleanDir, newTimings(), 150_000);
  const bundle = realpathSync(join(distDir(), 'search', releaseId));
  const live: string[][] = [];
  const clean: string[][] = [];
  for (const lang of ['ja', 'en'] as const) {
    const terms = queries.filter(([l]) => l === lang).map(([, term]) => term);
    if (!terms.length) continue;
    const inLive = await openBundle(bundle, `${siteOrigin}/pagefind/`, lang);
    for (const term of terms) live.push(hitPaths(await inLive(term)).sort());
    const inClean = await openBundle(cleanDir, `${filesOrigin}/clean-${step}/`, lang);
    for (const term of terms) clean.push(hitPaths(await inClean(term)).sort());
  }
  return { live, clean };
}

describe('random publishes', () => {
  for (const seed of [1, 2]) {
    it(`seed ${seed}: after each, every query finds the pages a clean index finds, once each`, async () => {
      const next = random(seed);
      const snapshot: Snapshot = makeSnapshot({
        news: specs(16, [
          { category: 'press', year: 2025, english: true },
          { category: 'event', year: 2024 },
        ]),
      });
      snapshot.lists.news = snapshot.lists.news.map((e, i) => text(e, next, i));
      const unpublished: News[] = [];
      await writeSnapshot(join(dir, 'snapshot'), snapshot);
      await buildSite({ ...options(), full: true });
      site ??= await createSiteServer({ distDir: distDir() });
      siteOrigin ||= await listen(site);
      const kinds: string[] = [];
      let lastFound = 0;
      for (let step = 0; step < 7; step++) {
        const news = snapshot.lists.news;
        const at = Math.floor(next() * news.length);
        const roll = next();
        if (roll < 0.4) {
          news[at] = text(news[at] as News, next, 100 + step);
          kinds.push('edit');
        } else if (roll < 0.55) {
          news.splice(at, 1);
          kinds.push('delete');
        } else if (roll < 0.7) {
          unpublished.push(...news.splice(at, 1));
          kinds.push('unpublish');
        } else if (roll < 0.85 && unpublished.length) {
          news.push(unpublished.shift() as News);
          kinds.push('republish');
        } else {
          const id = `added-${seed}-${step}`;
          news.push(text({ ...(news[0] as News), id, title_en: next() < 0.5 ? 'x' : undefined }, next, 200 + step));
          kinds.push('add');
        }
        await writeSnapshot(join(dir, 'snapshot'), snapshot);
        await buildSite(options());
        if (step % 3 === 2) {
          // A new base beside the publishes, as the publisher builds one when the delta grows; in several shards.
          await buildSearchIndex(distDir(), (await liveReleaseId(distDir())) as string, { mode: 'base', shardWords: 400 });
          kinds.push('base');
        }
        const { live, clean } = await compare(step);
        lastFound = clean.flat().length;
        const where = `seed ${seed}, step ${step} (${kinds.join(', ')})`;
        for (const [i, [lang, term]] of QUERIES.entries()) {
          const found = live[i] as string[];
          expect(new Set(found).size, `${where}: ${lang} ${term} finds a page twice: ${found.join(' ')}`).toBe(found.length);
          expect(found, `${where}: ${lang} ${term}`).toEqual(clean[i]);
        }
      }
      // The sequence indexed deltas on a base, and some queries found pages.
      const releaseId = (await liveReleaseId(distDir())) as string;
      const manifest = parseSearchManifest(JSON.parse(readFileSync(join(distDir(), 'search', releaseId, SEARCH_MANIFEST), 'utf8')));
      expect(manifest.base).toMatch(/^base-/);
      expect(lastFound, 'pages the last step’s queries found').toBeGreaterThan(10);
    }, 300_000);
  }

  it('make a new base instead of a delta that would hide too many of the base’s pages', async () => {
    const snapshot: Snapshot = makeSnapshot({ news: specs(16, [{ category: 'press', year: 2025, english: true }]) });
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite({ ...options(), full: true });
    await buildSearchIndex(distDir(), (await liveReleaseId(distDir())) as string, { mode: 'base' });
    snapshot.lists.news = snapshot.lists.news.slice(0, 2);
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite({ ...options(), search: 'off' });
    const live = (await liveReleaseId(distDir())) as string;
    const delta = await buildSearchIndex(distDir(), live);
    expect(delta.kind).toBe('delta');
    expect(delta.delta?.hidden).toBeGreaterThanOrEqual(28); // 14 entries gone, in two languages
    const full = await buildSearchIndex(distDir(), live, { maxDelta: 20 });
    expect(full).toMatchObject({ kind: 'full', base: `base-${live}` });
    expect(full.delta).toBeUndefined();
    const manifest = parseSearchManifest(JSON.parse(readFileSync(join(distDir(), 'search', live, SEARCH_MANIFEST), 'utf8')));
    expect(manifest).toEqual({ version: 1, base: `base-${live}`, delta: [], hidden: {} });
  }, 120_000);

  it('hashes a page rendered since the base once: the next index of the same pages reads none of them', async () => {
    const snapshot: Snapshot = makeSnapshot({ news: specs(8, [{ category: 'press', year: 2025, english: true }]) });
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite({ ...options(), full: true });
    await buildSearchIndex(distDir(), (await liveReleaseId(distDir())) as string, { mode: 'base' });
    snapshot.lists.news[0] = { ...(snapshot.lists.news[0] as News), title: 'ガドリニウムの研究', revisedAt: '2026-02-01T00:00:00.000Z' };
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite({ ...options(), search: 'off' });
    const live = (await liveReleaseId(distDir())) as string;
    const first = await buildSearchIndex(distDir(), live);
    expect(first.delta?.read).toBeGreaterThan(1);
    expect(first.delta?.hashed).toBe(first.delta?.read);
    const manifest = readFileSync(join(distDir(), 'search', live, SEARCH_MANIFEST), 'utf8');
    const again = await buildSearchIndex(distDir(), live);
    expect(again.delta).toMatchObject({ read: first.delta?.read, hashed: 0, urls: first.delta?.urls });
    expect(readFileSync(join(distDir(), 'search', live, SEARCH_MANIFEST), 'utf8')).toBe(manifest);
    // A cached hash counts only for the release that rendered the page: one of another release is not taken.
    const cacheFile = join(distDir(), 'search', 'hash-cache.json');
    const cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as { version: number; urls: [string, string, string][] };
    writeFileSync(cacheFile, JSON.stringify({ ...cache, urls: cache.urls.map(([url, , hash]) => [url, 'another-release', hash]) }));
    expect((await buildSearchIndex(distDir(), live)).delta?.hashed).toBe(first.delta?.read);
  }, 120_000);

  // Pagefind falls back to the longest indexed word a query word starts with when no indexed word starts with it,
  // and leaves out a query word that matches nothing. Base and delta would each decide that alone; the delta's
  // vocabulary page (src/search/search-manifest.ts) makes them decide as one index does.
  it('words only the delta has, or only the base has, find what a clean index finds', async () => {
    const snapshot: Snapshot = makeSnapshot({ news: specs(6, [{ category: 'press', year: 2025, english: true }]) });
    snapshot.lists.news = snapshot.lists.news.map((e, i) =>
      i === 0 ? { ...e, body: '<p>スカラー量を計算しました。</p>', body_en: '<p>Analysis of lattice models.</p>' } : e,
    );
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite({ ...options(), full: true });
    site ??= await createSiteServer({ distDir: distDir() });
    siteOrigin ||= await listen(site);
    await buildSearchIndex(distDir(), (await liveReleaseId(distDir())) as string, { mode: 'base' });
    const added = { ...(snapshot.lists.news[1] as News), id: 'scandium', title: 'スカンジウム', title_en: 'Scandium' };
    snapshot.lists.news.push({ ...added, body: '<p>スカンジウムを使います。</p>', body_en: '<p>A scandium note.</p>' });
    await writeSnapshot(join(dir, 'snapshot'), snapshot);
    await buildSite(options());
    const manifest = parseSearchManifest(
      JSON.parse(readFileSync(join(distDir(), 'search', (await liveReleaseId(distDir())) as string, SEARCH_MANIFEST), 'utf8')),
    );
    expect(manifest.delta.sort()).toEqual(['en', 'ja']);
    const queries: ['ja' | 'en', string][] = [
      ['ja', 'スカンジウム'], // new in the delta: the base alone would fall back to a shorter word
      ['ja', 'スカラー'],
      ['ja', 'スカ'],
      ['ja', '計算 スカンジウム'],
      ['en', 'scandium'],
      ['en', 'analysis'], // only the base has it: the delta alone would fall back to "a"
      ['en', 'analysis scandium'], // the base alone would leave "scandium" out
      ['en', 'lattice'],
      ['en', '"analysis"'],
    ];
    const { live, clean } = await compare(200, queries);
    for (const [i, [lang, term]] of queries.entries()) expect.soft(live[i], `${lang} ${term}`).toEqual(clean[i]);
    expect(clean.flat().length).toBeGreaterThan(4);
  }, 120_000);
});
