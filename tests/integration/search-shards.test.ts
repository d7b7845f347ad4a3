/**
 * The search indexer bounds Pagefind's memory by indexing a language in
 * shards (one Pagefind process per shard of at most `shardWords` words) and
 * merging them (engine/search-merge.ts):
 * - a small word budget makes several Pagefind processes, none given more
 *   than the budget plus one page;
 * - the merged index is byte for byte the index one Pagefind process writes
 *   for the same pages (meta, chunks, fragments, their names), also when the
 *   shards hold different meta fields (images on some pages only), and for
 *   an index of several chunks;
 * - searching the merged index with Pagefind's own browser bundle finds the
 *   compound words (量子化学, 電池) and English words, with highlighted
 *   excerpts that never start with the ". " Pagefind puts after a Japanese
 *   heading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode } from 'cborg';
import { indexShards, newTimings, pagefindLanguage, writeIndex } from '../../engine/search-indexer.ts';
import { chunkStarts, compareWords, mergeShards, unpack, type Entry } from '../../engine/search-merge.ts';
import { SEARCH_ENTRY } from '../../engine/search-store.ts';
import { outputPaths } from '../../src/prerender/output-paths.ts';
import { hitPaths, searchBundle, serveDir, type Hit } from '../helpers/pagefind-search.ts';
import { excerptParts } from '../../src/search/pagefind.ts';

const TOPICS_JA = [
  ['量子化学計算で触媒の反応経路を調べる', '量子化学の手法で、触媒表面での反応経路とエネルギー障壁を計算しました。'],
  ['全固体電池の電解質材料を探索', '全固体電池に使う電解質の候補を、第一原理計算で絞り込みました。蓄電池の寿命にも関わります。'],
  ['量子回路の誤り緩和を評価', '誤り緩和の手法を比べ、回路の深さと精度の関係を調べました。'],
  ['創薬のための分子シミュレーション', '医薬品候補の分子について、結合の強さをシミュレーションで見積もりました。'],
];
const TOPICS_EN = [
  ['Quantum chemistry for catalysts', 'We computed reaction paths on catalyst surfaces with quantum chemistry methods.'],
  ['Electrolytes for solid-state batteries', 'Candidate electrolytes for solid-state battery cells were screened from first principles.'],
  ['Error mitigation on quantum circuits', 'We compared error mitigation techniques against circuit depth and accuracy.'],
];

/** A page as the site renders it: a heading directly followed by paragraphs, an image on some pages only. */
function page(lang: 'ja' | 'en', i: number): string {
  const topics = lang === 'ja' ? TOPICS_JA : TOPICS_EN;
  const [title, body] = topics[i % topics.length] as [string, string];
  const image = i >= 12 && i % 3 === 0 ? `<img src="/cms-assets/figure-${i}.svg" alt="">` : '';
  const paragraphs = Array.from(
    { length: 1 + (i % 4) },
    (_, k) => `<p>${body}${lang === 'ja' ? `（第${k + 1}報）` : ` (part ${k + 1})`}</p>`,
  ).join('');
  return (
    `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><header>ヘッダー</header>` +
    `<main id="main"><article data-pagefind-body="" data-pagefind-meta="section:${lang === 'ja' ? 'ニュース' : 'News'}">` +
    `<h1>${title} ${i}</h1>${image}<h2>${lang === 'ja' ? '概要' : 'Summary'}</h2>${paragraphs}</article></main><footer>footer</footer></body></html>`
  );
}

let dir: string;
let server: Awaited<ReturnType<typeof serveDir>> | undefined;
let origin = '';
const urlsOf = (lang: 'ja' | 'en', n: number) => Array.from({ length: n }, (_, i) => `${lang === 'ja' ? '' : '/en'}/news/posts/entry-${i}`);
const JA = urlsOf('ja', 40);
const EN = urlsOf('en', 24);
/** Enough words for an index of several chunks (Pagefind cuts one at 20,000 positions). */
const MANY = urlsOf('ja', 700);

/** The index files of a bundle: name → contents (CBOR or JSON), without gzip (whose bytes may differ). */
async function bundleFiles(bundle: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(bundle, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.pf_(meta|index|fragment)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(bundle.length), Buffer.from(unpack(await readFile(path), path)).toString('base64'));
  }
  return files;
}

/** Pagefind words (positions) per page of a shard, from its metadata. */
async function shardWords(shard: string, lang: string): Promise<number[]> {
  const entry = JSON.parse(await readFile(join(shard, SEARCH_ENTRY), 'utf8')) as Entry;
  const file = join(shard, `pagefind.${entry.languages[lang]?.hash}.pf_meta`);
  const meta = decode(unpack(await readFile(file), file)) as [string, [string, number, string][]];
  return meta[1].map(([, words]) => words);
}

const search = (bundle: string, lang: 'ja' | 'en', term: string) =>
  searchBundle(bundle, `${origin}/${bundle.slice(dir.length + 1)}/`, lang, term);
const paths = (hits: Hit[]) => hitPaths(hits).sort();

/** Indexes the pages of `lang` with a word budget and merges the shards into `out`; returns the shards' words per page. */
async function build(lang: 'ja' | 'en', urls: string[], words: number, out: string): Promise<number[][]> {
  const shards = await indexShards(join(dir, 'client'), urls, join(out, '.shards'), lang, words);
  const counts = await Promise.all(shards.dirs.map((d) => shardWords(d, pagefindLanguage(lang))));
  const merged = await mergeShards(pagefindLanguage(lang), shards.dirs, out);
  if (!merged) throw new Error(`no ${lang} pages indexed`);
  const entry: Entry = {
    version: merged.version,
    languages: { [lang]: merged.entry },
    ...(merged.includeCharacters && { include_characters: merged.includeCharacters }),
  };
  writeFileSync(join(out, SEARCH_ENTRY), JSON.stringify(entry));
  expect(readdirSync(join(out, '.shards'))).toEqual([]); // merged shards are deleted
  return counts;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-shards-'));
  for (const [lang, urls] of [
    ['ja', MANY],
    ['en', EN],
  ] as const) {
    urls.forEach((url, i) => {
      const file = join(dir, 'client', outputPaths(url).html);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, page(lang, i));
    });
  }
  server = await serveDir(dir);
  origin = server.origin;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['ja', 'ja', JA, 400],
  ['en', 'en', EN, 150],
  ['many', 'ja', MANY, 8000],
] as const)('%s pages in shards', (name, lang, urls, budget) => {
  let single = '';
  const sharded = () => join(dir, `${name}-sharded`);
  let counts: number[][] = [];

  beforeAll(async () => {
    // One Pagefind process for all the pages, its output left as Pagefind wrote it.
    const one = await indexShards(join(dir, 'client'), urls, join(dir, `${name}-single`), lang, Number.MAX_SAFE_INTEGER);
    expect(one.dirs).toHaveLength(1);
    single = one.dirs[0] as string;
    counts = await build(lang, urls, budget, sharded());
  }, 120_000);

  it('give each Pagefind process at most the word budget plus one page', () => {
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.flat()).toHaveLength(urls.length);
    for (const shard of counts) {
      const words = shard.reduce((a, b) => a + b, 0);
      expect(words - (shard.at(-1) as number)).toBeLessThan(budget);
    }
  });

  it('merge into the index one Pagefind process writes for the same pages, byte for byte', async () => {
    const [one, merged] = [await bundleFiles(single), await bundleFiles(sharded())];
    expect([...merged.keys()].sort()).toEqual([...one.keys()].sort());
    for (const [name, bytes] of one) expect(merged.get(name), name).toBe(bytes);
    // Pagefind lists the index under the language it was given, the site under the page's (engine/search-indexer.ts).
    const own = JSON.parse(readFileSync(join(single, SEARCH_ENTRY), 'utf8')) as Entry;
    const { [pagefindLanguage(lang)]: index } = own.languages;
    expect(JSON.parse(readFileSync(join(sharded(), SEARCH_ENTRY), 'utf8'))).toEqual({ ...own, languages: { [lang]: index } });
    if (name === 'many') {
      const meta = readdirSync(sharded()).find((f) => f.endsWith('.pf_meta')) as string;
      const chunks = (decode(unpack(readFileSync(join(sharded(), meta)), meta)) as [string, unknown[], unknown[]])[2];
      expect(chunks.length).toBeGreaterThan(2);
    }
  });
});

describe('two Pagefind processes at once', () => {
  it('index each language in parts, merged into the files one process at a time writes, byte for byte', async () => {
    const urls = [...MANY.slice(0, 90), ...EN];
    const one = join(dir, 'lanes-1');
    const two = join(dir, 'lanes-2');
    const sequential = await writeIndex(join(dir, 'client'), urls, one, newTimings(), 400, {}, { lanes: 1 });
    // Parts of 17 URLs: several per language, their shards merged in page order whichever lane finished first.
    const parallel = await writeIndex(join(dir, 'client'), urls, two, newTimings(), 400, {}, { lanes: 2, partUrls: 17 });
    expect(parallel.shards.ja).toBeGreaterThan(sequential.shards.ja ?? 0);
    const [a, b] = [await bundleFiles(one), await bundleFiles(two)];
    expect(a.size).toBeGreaterThan(100);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [name, bytes] of a) expect(b.get(name), name).toBe(bytes);
    expect(readFileSync(join(two, SEARCH_ENTRY), 'utf8')).toBe(readFileSync(join(one, SEARCH_ENTRY), 'utf8'));
    expect([...parallel.ids]).toEqual([...sequential.ids]);
    expect([...parallel.hashes].sort()).toEqual([...sequential.hashes].sort());
  }, 120_000);

  it('stop when a language cannot be merged while the other is still indexed, and say why', async () => {
    const out = join(dir, 'lanes-unmergeable');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'index'), 'a file where the merge makes its index directory');
    const urls = [...MANY.slice(0, 90), ...EN];
    await expect(writeIndex(join(dir, 'client'), urls, out, newTimings(), 400, {}, { lanes: 2, partUrls: 17 })).rejects.toThrow(
      /EEXIST|ENOTDIR/,
    );
  }, 60_000);

  it('stop both when one fails, and say which page', async () => {
    const urls = [...MANY.slice(0, 60), '/news/posts/missing', ...EN];
    await expect(
      writeIndex(join(dir, 'client'), urls, join(dir, 'lanes-failed'), newTimings(), 400, {}, { lanes: 2, partUrls: 17 }),
    ).rejects.toThrow(/missing/);
  }, 60_000);
});

describe('a shard without words', () => {
  it('is dropped: Pagefind writes no language for pages without text, and the merge gives no index', async () => {
    const url = '/news/posts/empty';
    const file = join(dir, 'client', outputPaths(url).html);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '<!doctype html><html lang="ja"><body><main><article data-pagefind-body=""></article></main></body></html>');
    const shards = await indexShards(join(dir, 'client'), [url], join(dir, 'empty', '.shards'), 'ja', 400);
    expect(shards.dirs).toHaveLength(1);
    expect(await mergeShards(pagefindLanguage('ja'), shards.dirs, join(dir, 'empty'))).toBeUndefined();
    expect(readdirSync(join(dir, 'empty', '.shards'))).toEqual([]);
  }, 60_000);
});

describe('searching the merged index', () => {
  const ja = () => join(dir, 'ja-sharded');
  const en = () => join(dir, 'en-sharded');
  const topic = (lang: 'ja' | 'en', n: number, t: number) =>
    urlsOf(lang, n)
      .filter((_, i) => i % (lang === 'ja' ? TOPICS_JA : TOPICS_EN).length === t)
      .sort();

  it('finds Japanese compound words from their parts, and English words', async () => {
    const chemistry = await search(ja(), 'ja', '量子化学');
    expect(paths(chemistry)).toEqual(expect.arrayContaining(topic('ja', 40, 0)));
    expect(paths(await search(ja(), 'ja', '電池'))).toEqual(topic('ja', 40, 1));
    expect(paths(await search(en(), 'en', 'battery'))).toEqual(topic('en', 24, 1));
    expect(chemistry[0]?.excerpt).toMatch(/<mark>(量子|化学)<\/mark>/);
  });

  it('cut where another index starts its chunks (a delta beside its base), finds the same pages', async () => {
    const cut = join(dir, 'ja-cut');
    const shards = await indexShards(join(dir, 'client'), JA, join(cut, '.shards'), 'ja', 400);
    const cuts = await chunkStarts(join(dir, 'many-sharded'), 'ja', 1);
    expect(cuts.length).toBeGreaterThan(1);
    const merged = await mergeShards(pagefindLanguage('ja'), shards.dirs, cut, undefined, undefined, cuts);
    writeFileSync(join(cut, SEARCH_ENTRY), JSON.stringify({ version: merged?.version, languages: { ja: merged?.entry } }));
    const chunks = (bundle: string) => {
      const meta = readdirSync(bundle).find((f) => f.endsWith('.pf_meta')) as string;
      return (decode(unpack(readFileSync(join(bundle, meta)), meta)) as [string, unknown[], [string, string, string][]])[2];
    };
    expect(chunks(cut).length).toBeGreaterThan(chunks(ja()).length);
    // No chunk holds words on both sides of a cut.
    const bounds = chunks(cut).map(([from, to]) => [from, to] as const);
    for (const c of cuts) expect(bounds.filter(([from, to]) => compareWords(from, c) < 0 && compareWords(c, to) < 0)).toEqual([]);
    for (const term of ['量子化学', '電池', '概要', 'シミュレーション'])
      expect(paths(await search(cut, 'ja', term)), term).toEqual(paths(await search(ja(), 'ja', term)));
  });

  it('gives Japanese excerpts without the ". " Pagefind appends to headings', async () => {
    const hits = [...(await search(ja(), 'ja', '概要')), ...(await search(ja(), 'ja', '電池'))];
    expect(hits.length).toBeGreaterThan(10);
    for (const hit of hits) expect(hit.excerpt).not.toMatch(/^\s*\.|\. /);
    // The heading is set off by a space instead: 概要 全固体電池に… (as the dialog shows it, the indexer's spaces between words out).
    const shown = hits.map((h) => excerptParts(h.excerpt, 'ja').join('|'));
    expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(/\|概要\| ?全固体電池/)]));
  });
});
