/**
 * Builds the Pagefind index of one release from its pre-rendered pages
 * (`node engine/search-indexer.ts <distDir> <releaseId>`; the
 * build engine runs it as a low-priority child process, engine/search-index.ts).
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
 * `addDirectory` over the whole release (README, "Search").
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { compressTree } from './compress.ts';
import { mergeShards, type Entry } from './search-merge.ts';
import { readReleaseState } from './release-state.ts';
import { PARTIAL_SUFFIX, releaseDir } from './releases.ts';
import { publishSearchIndex, SEARCH_ENTRY, searchIndexDir } from './search-store.ts';
import { NOT_FOUND_URLS, OUT, outputPaths } from '../src/prerender/output-paths.ts';
import { localeOfPath, locales } from '../src/i18n/locales.ts';

export interface SearchIndexReport {
  releaseId: string;
  /** Pages in the index, per language. */
  languages: Record<string, number>;
  /** HTML files read (every page of the release). */
  read: number;
  /** Pagefind processes (shards) per language. */
  shards: Record<string, number>;
  /** Milliseconds: reading and adding pages, Pagefind writing the shards, merging them, compressing, switching and pruning. */
  ms: { add: number; write: number; merge: number; publish: number; total: number };
  /** The index on disk: files and bytes (without our .br/.gz copies). */
  files: number;
  bytes: number;
  current: boolean;
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

/** The part of a page Pagefind needs: its language and its main element. */
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
 * Words (Pagefind's count of word positions, punctuation segments included) that one Pagefind process
 * indexes before it writes its share and exits. Measured on the 10,000-news site: Pagefind's peak is
 * about 880 bytes per word (Japanese and English alike) over a base of about 60 MiB (80 with the
 * Japanese dictionary), so 150,000 words keep it near 200 MiB, whatever the size of the site.
 */
export const SHARD_WORDS = 150_000;
/** Pages read from disk ahead of the one Pagefind is parsing. */
const READ_AHEAD = 8;

/** Language shards written so far, in page order, under `<partial>/.shards/`. */
interface Shards {
  dirs: string[];
  pages: number;
  addMs: number;
  writeMs: number;
}

/**
 * One language's pages, in URL-list order, into Pagefind processes of at most `shardWords` words each;
 * each writes its share to a shard directory and exits, and its memory with it. Pages are added one at a
 * time, in order: the index numbers pages in the order they arrive, so the same pages give the same
 * index files (and browsers keep the chunks they cached).
 */
export async function indexShards(client: string, urls: string[], shardRoot: string, lang: string, shardWords: number): Promise<Shards> {
  const shards: Shards = { dirs: [], pages: 0, addMs: 0, writeMs: 0 };
  const reads = new Map<number, Promise<string | undefined>>();
  const read = (i: number) => {
    let pending = reads.get(i);
    if (!pending && i < urls.length) {
      pending = readFile(join(client, outputPaths(urls[i] as string).html), 'utf8').then(searchableDocument);
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
    const dir = join(shardRoot, `${lang}-${String(shards.dirs.length).padStart(4, '0')}`);
    const adding = performance.now();
    shards.addMs += adding - started;
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    await pagefind.close();
    index = undefined;
    words = 0;
    shards.dirs.push(dir);
    started = performance.now();
    shards.writeMs += started - adding;
  };
  try {
    for (let i = 0; i < urls.length; i++) {
      for (let j = i + 1; j <= i + READ_AHEAD; j++) void read(j);
      const content = await read(i);
      reads.delete(i);
      if (!content) continue;
      if (!index) {
        const created = await pagefind.createIndex({});
        if (!created.index) throw new Error(`Pagefind did not start: ${created.errors.join('; ')}`);
        index = created.index;
      }
      const added = await index.addHTMLFile({ url: urls[i], content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${urls[i]}: ${added.errors.join('; ')}`);
      shards.pages++;
      words += added.file.uniqueWords; // despite the name, every word position of the page
      if (words >= shardWords) await write();
    }
    await write();
    return shards;
  } finally {
    if (index) await pagefind.close();
  }
}

export interface BuildSearchIndexOptions {
  /** Words per Pagefind process (SHARD_WORDS); small values make many shards (tests). */
  shardWords?: number;
}

export async function buildSearchIndex(
  distDir: string,
  releaseId: string,
  { shardWords = SHARD_WORDS }: BuildSearchIndexOptions = {},
): Promise<SearchIndexReport> {
  const started = performance.now();
  const release = releaseDir(distDir, releaseId);
  const state = await readReleaseState(release);
  if (!state) throw new Error(`Release ${releaseId} has no readable release-state.json`);
  const client = join(release, 'client');
  const partial = `${searchIndexDir(distDir, releaseId)}${PARTIAL_SUFFIX}`;
  await rm(partial, { recursive: true, force: true });
  try {
    const notFound = new Set(Object.values(NOT_FOUND_URLS));
    const urls = [...state.urls].filter(([url, s]) => s.flags & OUT.html && !notFound.has(url)).map(([url]) => url);
    // A page's <html lang> is its locale's (src/i18n/locales.ts), so its URL says which index it goes to.
    // Each language's files have their own names (ja_…, en_…): only the entry file is shared.
    const entry: Entry = { version: '', languages: {} };
    const ms = { add: 0, write: 0, merge: 0, publish: 0, total: 0 };
    const shards: Record<string, number> = {};
    const shardRoot = join(partial, '.shards');
    for (const locale of locales) {
      const written = await indexShards(
        client,
        urls.filter((url) => localeOfPath(url) === locale),
        shardRoot,
        locale,
        shardWords,
      );
      ms.add += Math.round(written.addMs);
      ms.write += Math.round(written.writeMs);
      if (!written.dirs.length) continue;
      const merging = performance.now();
      const merged = await mergeShards(locale, written.dirs, partial);
      ms.merge += Math.round(performance.now() - merging);
      if (!merged) continue;
      entry.version = merged.version;
      entry.languages[locale] = merged.entry;
      if (merged.includeCharacters) entry.include_characters = merged.includeCharacters;
      shards[locale] = written.dirs.length;
    }
    await rm(shardRoot, { recursive: true, force: true });
    await mkdir(partial, { recursive: true });
    await writeFile(join(partial, SEARCH_ENTRY), JSON.stringify(entry));
    const writeEnd = performance.now();
    for (const name of await readdir(partial)) if (UNUSED.test(name)) await rm(join(partial, name));
    const languages = Object.fromEntries(Object.entries(entry.languages).map(([lang, info]) => [lang, info.page_count]));
    const size = await treeSize(partial);
    await compressTree(partial); // pagefind.js: Pagefind's own files (.pf_*) are gzip inside already

    const { current } = await publishSearchIndex(distDir, releaseId, partial);
    const end = performance.now();
    Object.assign(ms, { publish: Math.round(end - writeEnd), total: Math.round(end - started) });
    return { releaseId, languages, shards, read: urls.length, ms, ...size, current };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir, releaseId, ...flags] = process.argv.slice(2);
  const shardWords = flags.includes('--shard-words') ? Number(flags[flags.indexOf('--shard-words') + 1]) : SHARD_WORDS;
  if (!distDir || !releaseId || !(shardWords > 0)) {
    console.error('usage: search-indexer.ts <distDir> <releaseId> [--exit-with-parent] [--shard-words N]');
    process.exit(2);
  }
  if (flags.includes('--exit-with-parent')) {
    // Started by the build engine with a pipe on stdin: the pipe closes when the parent process ends (a
    // server stopped or killed), and an index nobody will serve is not worth finishing.
    process.stdin.on('end', () => process.exit(1));
    process.stdin.resume();
  }
  buildSearchIndex(distDir, releaseId, { shardWords }).then(
    (report) => process.stdout.write(`SEARCH_INDEX ${JSON.stringify(report)}\n`, () => process.exit(0)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
