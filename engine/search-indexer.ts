/**
 * Builds the search index of one release from its pre-rendered pages
 * (`node engine/search-indexer.ts <distDir> <releaseId> [--full|--base]`; the
 * build engine runs it as a low-priority child process, engine/search-index.ts).
 *
 * Incremental: Pagefind cannot update an index, so a release's index is a
 * base (a whole Pagefind bundle of an earlier release) plus a delta (a small
 * bundle of the pages rendered since, searched beside it in the browser)
 * and the base's pages to hide (src/search/search-manifest.ts). A publish
 * reads and indexes only the pages whose files changed since the base; a new
 * base is made when the delta would pass MAX_DELTA_URLS, or in the background
 * once it grows (engine/search-index.ts).
 *
 * Pages opt in: only HTML with a `data-pagefind-body` element is sent
 * (src/search/page-attributes.ts decides which pages have one), and only its
 * `<main>`, so Pagefind parses a fraction of each file (the embedded
 * hydration data, head and footer stay behind). Each language is indexed on
 * its own (Pagefind keeps one index per `<html lang>` anyway): a Japanese
 * page is never a result on an English page.
 *
 * Memory stays bounded as the site grows: Pagefind holds every page's words
 * until it writes, so a language is indexed by a series of Pagefind
 * processes of at most SHARD_WORDS words each, and their shards are merged
 * into the one index per language the browser reads (engine/search-merge.ts).
 * Measured against one Pagefind process per language and against
 * `addDirectory` over the whole release (docs/benchmarks.md, "Search index").
 */
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { compressTree } from './compress.ts';
import { checkPagefind, chunkStarts, mergeShards, PAGEFIND_VERSION, type Entry } from './search-merge.ts';
import { addHidden, hiddenSince } from './search-hide.ts';
import { latestBase, planDelta, RECORD_VERSION, writeBaseRecord } from './search-base.ts';
import { searchHash } from './search-hash.ts';
import { readReleaseState, type ReleaseState } from './release-state.ts';
import { PARTIAL_SUFFIX, releaseDir } from './releases.ts';
import {
  baseName,
  DELTA_RECORD,
  linkBase,
  pruneSearchIndexes,
  publishSearchIndex,
  replaceFile,
  SEARCH_ENTRY,
  searchDir,
  searchIndexDir,
} from './search-store.ts';
import { DELTA_DIR, SEARCH_MANIFEST, type SearchManifest } from '../src/search/search-manifest.ts';
import { NOT_FOUND_URLS, OUT, outputPaths } from '../src/prerender/output-paths.ts';
import { localeOfPath, locales, type Locale } from '../src/i18n/locales.ts';
import { INDEX_LANG, segmentWords } from '../src/search/segment-words.ts';

export interface SearchIndexReport {
  releaseId: string;
  /** `delta`: what changed since the base; `full`: a new base, the release's index; `base`: a new base only. */
  kind: 'delta' | 'full' | 'base';
  /** The base index the release's index is made on (dist/search/base-<id>). */
  base: string;
  /**
   * When only what changed since the base was indexed: the pages indexed, the pages rendered again since the base
   * (`read`), the base's pages hidden, and the pages read and hashed now (the others' hashes were cached).
   */
  delta?: { urls: number; read: number; hidden: number; hashed: number };
  /** Pages the release's search finds, per language. */
  languages: Record<string, number>;
  /** HTML files read. */
  read: number;
  /** Pagefind processes (shards) per language. */
  shards: Record<string, number>;
  /**
   * Milliseconds: reading and adding pages, Pagefind writing the shards, merging them (each summed over the lanes and
   * languages, which overlap), compressing, switching and pruning; `total` is the run's own time.
   */
  ms: { add: number; write: number; merge: number; publish: number; total: number };
  /** What this run wrote (the base, or the delta and manifest): files and bytes (without our .br/.gz copies). */
  files: number;
  bytes: number;
  current: boolean;
  /** The index that was current until this one was published (kept a while: open search dialogs still read it). */
  before?: string;
}

/** Pagefind's own UI bundles and its web worker: the site has its own dialog and searches on the main thread (src/search/). */
const UNUSED = /^pagefind-((component-ui|modular-ui|ui)\.(js|css)|highlight\.js|worker\.js)$/;

/** Languages Pagefind segments into words (fossick/mod.rs): their excerpts are cut at segment boundaries. */
const SEGMENTED = /^(ja|zh|th)\b/;
/**
 * Elements after which Pagefind appends ". " when their text ends in a letter (fossick/parser.rs
 * SENTENCE_SELECTORS), so that English excerpts read "Heading. Text".
 */
const SENTENCE_END = /<\/(h[1-6]|p|td|div|ul|li|article|section)>/g;

/**
 * The part of a page Pagefind needs: its language and its main element. String work, not htmlparser2: the
 * input is our own renderer's output, of a known form, and this runs for every page of a full index. Measured
 * on /news here: 0.22 ms a page this way, 4.6 ms to parse and serialise the main element (7 s against 145 s
 * for 31,700 pages).
 */
export function searchableDocument(html: string): string | undefined {
  if (!html.includes('data-pagefind-body')) return undefined;
  const open = /<html[^>]*>/.exec(html)?.[0] ?? '<html>';
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return html;
  // React writes sibling elements with nothing between them (`<time>…</time><span>Energy</span>`): a space
  // where one tag meets the next keeps their words apart in excerpts ("2022 Energy", not "2022Energy").
  // Phrase breaks (src/typeset/) go first: a `<wbr>` sits inside a sentence, between two phrases, never between words.
  let main = html
    .slice(start, end + 7)
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/></g, '> <');
  // In Japanese that ". " becomes a segment of its own, and an excerpt starting there began with ". "
  // (会社概要. 私たちは…). Text that ends in a space gets none: a heading is set off by a space instead.
  if (SEGMENTED.test(/\slang="([^"]*)"/.exec(open)?.[1] ?? '')) main = main.replace(SENTENCE_END, ' $&');
  return `<!doctype html>${open}<body>${main}</body></html>`;
}

async function treeSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name));
  const sizes = await Promise.all(entries.map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)));
  return { files: entries.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/**
 * The language Pagefind indexes a locale's pages under: Japanese pages come segmented already
 * (src/search/segment-words.ts), under a tag Pagefind does not segment again.
 */
export const pagefindLanguage = (locale: Locale): string => (locale === 'ja' ? INDEX_LANG : locale);

interface Page {
  /** What Pagefind is given. */
  input: string;
  /** engine/search-hash.ts, of the searchable document. */
  hash: string;
}

/**
 * A page as Pagefind gets it, with its search hash; undefined without searchable content. Japanese is
 * segmented with Intl.Segmenter, the segmenter Pagefind's browser code runs on the query, so a word the
 * page shows is a word of the index (Pagefind's own Japanese segmenter cut words where the browser did not).
 */
export function pagefindPage(html: string, locale: Locale): Page | undefined {
  const document = searchableDocument(html);
  if (!document) return undefined;
  return { input: locale === 'ja' ? segmentWords(document) : document, hash: searchHash(document) };
}

/**
 * Words (Pagefind's count of word positions, punctuation segments included) that one Pagefind process
 * indexes before it writes its share and exits. Measured on the 10,000-news site: Pagefind's peak is
 * about 880 bytes per word (Japanese and English alike) over a base of about 60 MiB (80 with the
 * Japanese dictionary), so 150,000 words keep it near 200 MiB, whatever the size of the site.
 */
export const SHARD_WORDS = 150_000;
/** Pages read from disk ahead of the one Pagefind is parsing. */
const READ_AHEAD = 8;

type PagefindApi = typeof pagefind;

/**
 * Pagefind processes indexing at once, each on a core: one per core, at most two (each holds up to SHARD_WORDS
 * words). One process uses one core: Pagefind's service handles one message at a time (pagefind/src/service/mod.rs,
 * "TODO: Handle incoming messages concurrently"), and a base at 10,000 news kept the machine 1.27 cores busy
 * (user + sys 67 s in 53 s), Node reading and segmenting pages while Pagefind parsed the previous one.
 */
export const SEARCH_LANES = Math.min(2, availableParallelism());

/**
 * A lane's Pagefind module. Pagefind's Node API keeps one backend process per module instance; another lane imports
 * the same module under another URL, so it gets a backend of its own (a module's URL, query included, is its
 * identity to Node's loader). Only the package's own entry point is used.
 */
async function pagefindLane(lane: number): Promise<PagefindApi> {
  if (lane === 0) return pagefind;
  return (await import(`${import.meta.resolve('pagefind')}?lane=${lane}`)) as PagefindApi;
}

/**
 * With lanes, each language's pages go in contiguous parts, taken by whichever lane is free (the largest language
 * first). About three parts per lane keep both busy to the end; a part is at least MIN_PART_URLS URLs, so a small
 * index is not cut into shards of a few pages. Where a part ends, a shard ends: the merge takes the shards in page
 * order, whatever their sizes, so the index is the same.
 */
const PARTS_PER_LANE = 3;
const MIN_PART_URLS = 500;

interface Part {
  locale: Locale;
  name: string;
  urls: string[];
}

export interface Lanes {
  lanes?: number;
  partUrls?: number;
}

function splitParts(byLocale: ReadonlyMap<Locale, string[]>, { lanes = SEARCH_LANES, partUrls }: Lanes): Part[] {
  const total = [...byLocale.values()].reduce((n, urls) => n + urls.length, 0);
  const size = lanes > 1 ? (partUrls ?? Math.max(MIN_PART_URLS, Math.ceil(total / (lanes * PARTS_PER_LANE)))) : Number.MAX_SAFE_INTEGER;
  const parts: Part[] = [];
  for (const [locale, urls] of [...byLocale].sort(([, a], [, b]) => b.length - a.length)) {
    for (let start = 0, k = 0; start < urls.length; start += size, k++)
      parts.push({ locale, name: `${locale}-${String(k).padStart(3, '0')}`, urls: urls.slice(start, start + size) });
  }
  return parts;
}

/**
 * Every part into shards, `lanes` Pagefind processes at a time; each language's shards, in page order, once all its
 * parts are done (`onLanguage`, which may run while other parts are still indexed). Rejects with the first failure,
 * after every lane has stopped.
 */
async function indexParts(
  client: string,
  byLocale: ReadonlyMap<Locale, string[]>,
  shardRoot: string,
  shardWords: number,
  parallel: Lanes,
  onLanguage: (locale: Locale, shards: Shards) => Promise<void>,
): Promise<void> {
  const parts = splitParts(byLocale, parallel);
  const lanes = Math.max(1, Math.min(parallel.lanes ?? SEARCH_LANES, parts.length));
  const apis = await Promise.all(Array.from({ length: lanes }, (_, i) => pagefindLane(i)));
  const outcomes = parts.map(() => {
    let settle!: (result: Shards | Error) => void;
    const outcome = new Promise<Shards | Error>((resolve) => (settle = resolve));
    return { outcome, settle };
  });
  let next = 0;
  let failed: Error | undefined;
  const lane = async (api: PagefindApi) => {
    while (next < parts.length && !failed) {
      const i = next++;
      const part = parts[i] as Part;
      const result = await indexShards(client, part.urls, shardRoot, part.locale, shardWords, {
        api,
        name: part.name,
        stop: () => failed !== undefined,
      }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      if (result instanceof Error) failed ??= result;
      outcomes[i]?.settle(result);
    }
  };
  const languages = [...byLocale.keys()].map(async (locale) => {
    const mine = parts.flatMap((part, i) => (part.locale === locale ? [outcomes[i]?.outcome as Promise<Shards | Error>] : []));
    const results = await Promise.all(mine);
    const error = results.find((r) => r instanceof Error);
    if (error) throw error;
    const shards = results as Shards[];
    await onLanguage(locale, {
      dirs: shards.flatMap((r) => r.dirs),
      pages: shards.reduce((n, r) => n + r.pages, 0),
      kept: shards.flatMap((r) => r.kept),
      hashes: new Map(shards.flatMap((r) => [...r.hashes])),
      addMs: shards.reduce((n, r) => n + r.addMs, 0),
      writeMs: shards.reduce((n, r) => n + r.writeMs, 0),
    }).catch((error: unknown) => {
      failed ??= error instanceof Error ? error : new Error(String(error)); // a failed merge stops the lanes too
      throw error;
    });
  });
  for (const language of languages) language.catch(() => {}); // awaited below, once the lanes have stopped
  await Promise.all(apis.map(lane));
  // Parts no lane took (a lane failed first) end the languages waiting for them.
  outcomes.forEach(({ settle }) => settle(new Error('not indexed: another part failed')));
  const settled = await Promise.allSettled(languages);
  // The first failure, not the other lane's "stopped" that followed it.
  if (failed) throw failed;
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Language shards written so far, in page order, under `<partial>/.shards/`. */
interface Shards {
  dirs: string[];
  pages: number;
  /** The pages Pagefind keeps (those with words), in page order. */
  kept: string[];
  /** Every page's search hash (engine/search-hash.ts; '' without searchable content). */
  hashes: Map<string, string>;
  addMs: number;
  writeMs: number;
}

/**
 * One language's pages, in URL-list order, into Pagefind processes of at most `shardWords` words each;
 * each writes its share to a shard directory and exits, and its memory with it. Pages are added one at a
 * time, in order: the index numbers pages in the order they arrive, so the same pages give the same
 * index files (and browsers keep the chunks they cached).
 */
export async function indexShards(
  client: string,
  urls: string[],
  shardRoot: string,
  locale: Locale,
  shardWords: number,
  /** The Pagefind module instance to index with (a lane, pagefindLane()) and the shard directories' name. */
  lane: { api: PagefindApi; name: string; stop?: () => boolean } = { api: pagefind, name: locale },
): Promise<Shards> {
  const { api } = lane;
  const shards: Shards = { dirs: [], pages: 0, kept: [], hashes: new Map(), addMs: 0, writeMs: 0 };
  const reads = new Map<number, Promise<Page | undefined>>();
  const read = (i: number) => {
    let pending = reads.get(i);
    if (!pending && i < urls.length) {
      pending = readFile(join(client, outputPaths(urls[i] as string).html), 'utf8').then((html) => pagefindPage(html, locale));
      pending.catch(() => {}); // awaited (and thrown) in order below
      reads.set(i, pending);
    }
    return pending;
  };
  let index: pagefind.PagefindIndex | undefined;
  let words = 0;
  let started = performance.now();
  const write = async () => {
    if (!index) return;
    const dir = join(shardRoot, `${lane.name}-${String(shards.dirs.length).padStart(4, '0')}`);
    const adding = performance.now();
    shards.addMs += adding - started;
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    await api.close();
    index = undefined;
    words = 0;
    shards.dirs.push(dir);
    started = performance.now();
    shards.writeMs += started - adding;
  };
  try {
    for (let i = 0; i < urls.length; i++) {
      if (lane.stop?.()) throw new Error('stopped: another lane failed');
      for (let j = i + 1; j <= i + READ_AHEAD; j++) void read(j);
      const page = await read(i);
      reads.delete(i);
      shards.hashes.set(urls[i] as string, page?.hash ?? '');
      if (!page) continue;
      const content = page.input;
      if (!index) {
        const created = await api.createIndex({});
        if (!created.index) throw new Error(`Pagefind did not start: ${created.errors.join('; ')}`);
        index = created.index;
      }
      const added = await index.addHTMLFile({ url: urls[i], content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${urls[i]}: ${added.errors.join('; ')}`);
      shards.pages++;
      if (added.file.uniqueWords > 0) shards.kept.push(urls[i] as string);
      words += added.file.uniqueWords; // despite the name, every word position of the page
      if (words >= shardWords) await write();
    }
    await write();
    return shards;
  } finally {
    if (index) await api.close();
  }
}

/** The pages of a release the index is given (URL → the release that rendered it): its HTML, not-found pages aside. */
export function releasePages(state: ReleaseState): Map<string, string> {
  const notFound = new Set(Object.values(NOT_FOUND_URLS));
  return new Map([...state.urls].filter(([url, s]) => s.flags & OUT.html && !notFound.has(url)).map(([url, s]) => [url, s.build]));
}

export const newTimings = (): SearchIndexReport['ms'] => ({ add: 0, write: 0, merge: 0, publish: 0, total: 0 });

export interface BuildSearchIndexOptions {
  /** Words per Pagefind process (SHARD_WORDS); small values make many shards (tests). */
  shardWords?: number;
  /**
   * `auto`: a delta on the newest base when one fits (MAX_DELTA_URLS), else a new base; `full`: a new base;
   * `base`: a new base only, for the releases after this one (the release keeps the index it has).
   */
  mode?: 'auto' | 'full' | 'base';
  /** MAX_DELTA_URLS (tests). */
  maxDelta?: number;
  /**
   * Delete the indexes no longer needed once this one is current (default true). The indexer process answers
   * first and prunes after (serve() below): a superseded base is thousands of files.
   */
  prune?: boolean;
}

/**
 * Pages a delta may index, and base pages it may hide (every search downloads the list): beyond, a new base costs
 * about as much and keeps searches lean.
 */
export const MAX_DELTA_URLS = 1000;
/**
 * A delta's chunks start where every fourth of its base's do: a search loads the delta chunk of its words, which
 * holds the base's words in that range (the vocabulary page). Cut by size alone, a Japanese delta at 10,000 news
 * was three chunks of 24–33 KB, and a first search grew by 22–46 KB; a fourth of the base's ~400 ranges is ~120
 * words each.
 */
const DELTA_CUT_EVERY = 4;

export interface Written {
  entry: Entry;
  /** URL → fragment name, for the pages Pagefind kept. */
  ids: Map<string, string>;
  /** URL → search hash, for every page given. */
  hashes: Map<string, string>;
  shards: Record<string, number>;
  /** Per locale: the index's words (a base's vocabulary). */
  words: Record<string, string[]>;
  /** Per locale: the vocabulary page's fragment name, in a delta. */
  vocabulary: Record<string, string>;
}

/**
 * A Pagefind bundle of `urls` (a release's pages, in its URL-list order) in `outDir`, each language
 * indexed in shards and merged (engine/search-merge.ts). `taken`: fragment names to stay clear of.
 */
export async function writeIndex(
  client: string,
  urls: string[],
  outDir: string,
  ms: SearchIndexReport['ms'],
  shardWords: number,
  /** For a delta, per locale: what of its base it is searched beside (fragment names, words, chunk starts). */
  beside: Record<string, { taken: ReadonlySet<string>; vocabulary?: readonly string[]; cuts: readonly string[] }> = {},
  /** Pagefind processes at once (SEARCH_LANES), and URLs per part when there are several (tests). */
  parallel: Lanes = {},
): Promise<Written> {
  // A page's <html lang> is its locale's (src/i18n/locales.ts), so its URL says which index it goes to.
  // Each language's files have their own names (ja_…, en_…): only the entry file is shared.
  const written: Written = {
    entry: { version: PAGEFIND_VERSION, languages: {} },
    ids: new Map(),
    hashes: new Map(),
    shards: {},
    words: {},
    vocabulary: {},
  };
  const shardRoot = join(outDir, '.shards');
  const byLocale = new Map(locales.map((locale) => [locale, urls.filter((url) => localeOfPath(url) === locale)]));
  // Each language's result, kept until all are done: `written` is filled in locale order, whichever finished first.
  const done = new Map<Locale, { shards: Shards; merged?: Awaited<ReturnType<typeof mergeShards>> }>();
  await indexParts(client, byLocale, shardRoot, shardWords, parallel, async (locale, shards) => {
    ms.add += Math.round(shards.addMs);
    ms.write += Math.round(shards.writeMs);
    if (!shards.dirs.length) return void done.set(locale, { shards });
    const merging = performance.now();
    const base = beside[locale];
    const merged = await mergeShards(pagefindLanguage(locale), shards.dirs, outDir, base?.taken, base?.vocabulary, base?.cuts);
    ms.merge += Math.round(performance.now() - merging);
    done.set(locale, { shards, merged });
  });
  for (const locale of locales) {
    const { shards, merged } = done.get(locale) ?? {};
    if (!shards) continue;
    for (const [url, hash] of shards.hashes) written.hashes.set(url, hash);
    if (!merged) continue;
    // Pagefind keeps the pages with words, in the order they came: the merged pages are those, in that order.
    if (merged.pages.length !== shards.kept.length)
      throw new Error(`Pagefind kept ${merged.pages.length} ${locale} pages of the ${shards.kept.length} with words`);
    shards.kept.forEach((url, i) => written.ids.set(url, merged.pages[i] as string));
    written.entry.languages[locale] = merged.entry;
    written.words[locale] = merged.words;
    if (merged.vocabulary) written.vocabulary[locale] = merged.vocabulary;
    if (merged.includeCharacters) written.entry.include_characters = merged.includeCharacters;
    written.shards[locale] = shards.dirs.length;
  }
  await rm(shardRoot, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, SEARCH_ENTRY), JSON.stringify(written.entry));
  for (const name of await readdir(outDir)) if (UNUSED.test(name)) await rm(join(outDir, name));
  return written;
}

/** A new base of the release's pages (`pages`: URL → the release that rendered it), in dist/search/base-<id>/. */
async function writeBase(
  distDir: string,
  releaseId: string,
  client: string,
  pages: Map<string, string>,
  ms: SearchIndexReport['ms'],
  shardWords: number,
) {
  const name = baseName(releaseId);
  const dir = join(searchDir(distDir), name);
  const partial = `${dir}${PARTIAL_SUFFIX}`;
  await rm(partial, { recursive: true, force: true });
  try {
    const written = await writeIndex(client, [...pages.keys()], partial, ms, shardWords);
    await compressTree(partial); // pagefind.js and the entry file: Pagefind's own files (.pf_*) are gzip inside already
    const record = [...pages].map(
      ([url, build]) => [url, { build, hash: written.hashes.get(url) ?? '', id: written.ids.get(url) ?? '' }] as const,
    );
    await writeBaseRecord(partial, new Map(record), written.words);
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
    return { name, written };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Search hashes of the pages rendered since the base, by URL with the release that rendered them
 * (`dist/search/hash-cache.json`, outside every index): a publish reads only the pages rendered since the
 * last one. Without it each publish read and hashed them all again — 4,275 pages after a deletion at 10,000
 * news, the largest part of the indexer's time.
 */
const HASH_CACHE = 'hash-cache.json';
/** Hashes are made as the base record's are: the same version. */
const HASH_CACHE_VERSION = RECORD_VERSION;

async function readHashCache(distDir: string): Promise<Map<string, [string, string]>> {
  try {
    const json = JSON.parse(await readFile(join(searchDir(distDir), HASH_CACHE), 'utf8')) as { version?: unknown; urls?: unknown };
    if (json.version === HASH_CACHE_VERSION && Array.isArray(json.urls))
      return new Map((json.urls as [string, string, string][]).map(([url, build, hash]) => [url, [build, hash]]));
  } catch {
    // none yet, or unreadable: the pages are read again
  }
  return new Map();
}

async function writeHashCache(distDir: string, hashes: Map<string, [string, string]>): Promise<void> {
  const file = join(searchDir(distDir), HASH_CACHE);
  const urls = [...hashes].map(([url, [build, hash]]) => [url, build, hash]);
  await mkdir(searchDir(distDir), { recursive: true });
  await replaceFile(file, JSON.stringify({ version: HASH_CACHE_VERSION, urls }));
}

export async function buildSearchIndex(
  distDir: string,
  releaseId: string,
  { shardWords = SHARD_WORDS, mode = 'auto', maxDelta = MAX_DELTA_URLS, prune = true }: BuildSearchIndexOptions = {},
): Promise<SearchIndexReport> {
  checkPagefind();
  const started = performance.now();
  const release = releaseDir(distDir, releaseId);
  const state = await readReleaseState(release);
  if (!state) throw new Error(`Release ${releaseId} has no readable release-state.json`);
  const client = join(release, 'client');
  const pages = releasePages(state);
  const ms = newTimings();

  const base = mode === 'auto' ? await latestBase(distDir, releaseId) : undefined;
  // A page's files never change once rendered: its search hash is kept by (URL, the release that rendered it).
  const cache = base ? await readHashCache(distDir) : new Map<string, [string, string]>();
  const hashed = new Map<string, [string, string]>();
  let reads = 0;
  const hashOf = async (url: string) => {
    const build = pages.get(url) ?? '';
    const known = cache.get(url);
    if (known?.[0] === build) {
      hashed.set(url, known);
      return known[1];
    }
    const document = searchableDocument(await readFile(join(client, outputPaths(url).html), 'utf8'));
    const hash = document ? searchHash(document) : '';
    hashed.set(url, [build, hash]);
    reads++;
    return hash;
  };
  const plan = base && (await planDelta(base, pages, hashOf));
  if (plan) await writeHashCache(distDir, hashed);
  let manifest: SearchManifest;
  let written: Written;
  let languages: Record<string, number>;
  let delta: SearchIndexReport['delta'];
  let size: { files: number; bytes: number };
  const partial = `${searchIndexDir(distDir, releaseId)}${PARTIAL_SUFFIX}`;
  if (mode !== 'base') await rm(partial, { recursive: true, force: true });
  try {
    if (base && plan && plan.urls.length <= maxDelta && Object.values(plan.hidden).flat().length <= maxDelta) {
      // Only what changed since the base, into delta/, named clear of the base's fragments.
      const taken: Record<string, Set<string>> = {};
      for (const [url, { id }] of base.urls) if (id) (taken[localeOfPath(url)] ??= new Set()).add(id);
      const baseDir = join(searchDir(distDir), base.name);
      const beside: Parameters<typeof writeIndex>[5] = {};
      for (const locale of locales) {
        const cuts = await chunkStarts(baseDir, locale, DELTA_CUT_EVERY);
        beside[locale] = { taken: taken[locale] ?? new Set(), vocabulary: base.vocabulary[locale], cuts };
      }
      written = await writeIndex(client, plan.urls, join(partial, DELTA_DIR), ms, shardWords, beside);
      // Pagefind's loader and WebAssembly come from the base: the delta is searched with them.
      for (const name of await readdir(join(partial, DELTA_DIR))) {
        if (name !== SEARCH_ENTRY && name !== 'index' && name !== 'fragment' && !name.endsWith('.pf_meta'))
          await rm(join(partial, DELTA_DIR, name), { recursive: true });
      }
      const deltaLanguages = Object.keys(written.entry.languages);
      // Each delta language's page ids, and its vocabulary page (hidden too, for a dialog that predates it).
      const hidden = Object.fromEntries(
        [...new Set([...Object.keys(plan.hidden), ...deltaLanguages])].map((lang) => [
          lang,
          [...(plan.hidden[lang] ?? []), ...(written.vocabulary[lang] === undefined ? [] : [written.vocabulary[lang]])],
        ]),
      );
      const pages: Record<string, string[]> = {};
      for (const [url, id] of written.ids) (pages[localeOfPath(url)] ??= []).push(id);
      manifest = { version: 1, base: base.name, delta: deltaLanguages, hidden, pages, vocabulary: written.vocabulary };
      // Nothing searchable changed (or only pages went): no delta for the browser to open.
      if (!manifest.delta.length) await rm(join(partial, DELTA_DIR), { recursive: true });
      languages = Object.fromEntries(
        locales.map((lang) => [lang, (taken[lang]?.size ?? 0) - (plan.hidden[lang]?.length ?? 0) + (manifest.pages?.[lang]?.length ?? 0)]),
      );
      delta = { urls: plan.urls.length, read: plan.read, hidden: Object.values(plan.hidden).flat().length, hashed: reads };
      size = await treeSize(partial);
    } else {
      const made = await writeBase(distDir, releaseId, client, pages, ms, shardWords);
      written = made.written;
      manifest = { version: 1, base: made.name, delta: [], hidden: {} };
      languages = Object.fromEntries(Object.entries(written.entry.languages).map(([lang, info]) => [lang, info.page_count]));
      size = await treeSize(join(searchDir(distDir), made.name));
    }
    const writeEnd = performance.now();
    const kind = delta ? ('delta' as const) : mode === 'base' ? ('base' as const) : ('full' as const);
    const report = {
      releaseId,
      kind,
      base: manifest.base,
      languages,
      read: delta?.urls ?? pages.size,
      shards: written.shards,
      ms,
      ...size,
    };
    if (mode === 'base') {
      ms.total = Math.round(writeEnd - started);
      return { ...report, current: false };
    }
    await mkdir(partial, { recursive: true });
    // Pages of entries deleted since this release was made (the publisher hid them at once: engine/search-hide.ts).
    const deltaIds = delta ? Object.fromEntries(written.ids) : {};
    const baseIds = delta ? undefined : written.ids;
    addHidden(manifest, await hiddenSince(distDir, releaseId), (url) => [
      baseIds ? baseIds.get(url) : base?.urls.get(url)?.id,
      deltaIds[url],
    ]);
    if (delta) await writeFile(join(partial, DELTA_RECORD), JSON.stringify(deltaIds));
    await writeFile(join(partial, SEARCH_MANIFEST), JSON.stringify(manifest));
    await compressTree(partial); // the manifest and the delta's entry file; the links to the base are not followed
    await linkBase(partial, manifest.base);
    const { current, before } = await publishSearchIndex(distDir, releaseId, partial, { prune });
    const end = performance.now();
    Object.assign(ms, { publish: Math.round(end - writeEnd), total: Math.round(end - started) });
    return { ...report, ...(delta && { delta }), current, ...(before && { before }) };
  } catch (error) {
    if (mode !== 'base') await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The indexer process's messages (Node's IPC channel, JSON): the build engine (engine/search-index.ts) forks this
 * file, sends one request per release to index and gets one reply each, in order.
 */
export interface IndexRequest {
  job: number;
  distDir: string;
  releaseId: string;
  /** `auto`: the release's index (a delta, or a new base); `base`: a new base only (search-indexer.ts modes). */
  mode: 'auto' | 'base';
  /**
   * Delete superseded indexes after the reply (a publisher: the next release's index waits for nothing of it)
   * rather than before (a command-line build, which ends soon after and would cut the deletion short).
   */
  pruneAfterReply: boolean;
}
export type IndexReply = { job: number; ok: true; report: SearchIndexReport } | { job: number; ok: false; error: string };

/**
 * Forked with an IPC channel: indexes the releases it is sent, one after another, and stays loaded for the next
 * (its modules, Pagefind's checks) until the channel closes: the build engine closes it when idle, and it closes
 * when the parent process ends (an index nobody will serve is not worth finishing).
 */
function serve(send: (reply: IndexReply) => void): void {
  let queue = Promise.resolve();
  process.on('message', (request: IndexRequest) => {
    queue = queue.then(async () => {
      try {
        const later = request.pruneAfterReply && request.mode !== 'base';
        const report = await buildSearchIndex(request.distDir, request.releaseId, { mode: request.mode, prune: !later });
        send({ job: request.job, ok: true, report });
        if (later)
          await pruneSearchIndexes(request.distDir, request.releaseId, report.before).catch((error: unknown) =>
            console.error(`deleting superseded search indexes failed (the next index retries): ${String(error)}`),
          );
      } catch (error) {
        send({ job: request.job, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  process.on('disconnect', () => process.exit(0));
}

if (import.meta.url === `file://${process.argv[1]}` && process.send) {
  const send = process.send.bind(process);
  serve((reply) => send(reply));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir, releaseId, ...flags] = process.argv.slice(2);
  const shardWords = flags.includes('--shard-words') ? Number(flags[flags.indexOf('--shard-words') + 1]) : SHARD_WORDS;
  const mode = flags.includes('--base') ? 'base' : flags.includes('--full') ? 'full' : 'auto';
  if (!distDir || !releaseId || !(shardWords > 0)) {
    console.error('usage: search-indexer.ts <distDir> <releaseId> [--full|--base] [--shard-words N]');
    process.exit(2);
  }
  buildSearchIndex(distDir, releaseId, { shardWords, mode }).then(
    (report) => process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
