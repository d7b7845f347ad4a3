/**
 * Builds the Pagefind index of one release from its pre-rendered pages
 * (`node --import tsx engine/search-indexer.ts <distDir> <releaseId>`; the
 * build engine runs it as a low-priority child process, engine/search-index.ts).
 *
 * Pages opt in: only HTML with a `data-pagefind-body` element is sent
 * (src/search/page-attributes.ts decides which pages have one), and only its
 * `<main>`, so Pagefind parses a fraction of each file (the embedded
 * hydration data, head and footer stay behind). Each language is indexed on
 * its own (Pagefind keeps one index per `<html lang>` anyway): a Japanese
 * page is never a result on an English page, and the memory peak is the
 * larger language's, not both.
 * Measured against `addDirectory` over the whole release (README, "Search").
 */
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { compressTree } from './compress.ts';
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
  /** Milliseconds: reading and adding pages, writing the index, compressing, switching and pruning. */
  ms: { add: number; write: number; publish: number; total: number };
  /** The index on disk: files and bytes (without our .br/.gz copies). */
  files: number;
  bytes: number;
  current: boolean;
}

/** Pages Pagefind is sent at a time: enough to keep it busy, few enough to bound memory. */
const IN_FLIGHT = 32;
/** Pagefind's own UI bundles and its web worker: the site has its own dialog and searches on the main thread (src/search/). */
const UNUSED = /^pagefind-((component-ui|modular-ui|ui)\.(js|css)|highlight\.js|worker\.js)$/;

/** The part of a page Pagefind needs: its language and its main element. */
export function searchableDocument(html: string): string | undefined {
  if (!html.includes('data-pagefind-body')) return undefined;
  const open = /<html[^>]*>/.exec(html)?.[0] ?? '<html>';
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return html;
  // React writes sibling elements with nothing between them (`<time>…</time><span>Energy</span>`): a space
  // where one tag meets the next keeps their words apart in excerpts ("2022 Energy", not "2022Energy").
  return `<!doctype html>${open}<body>${html.slice(start, end + 7).replace(/></g, '> <')}</body></html>`;
}

async function treeSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name));
  const sizes = await Promise.all(entries.map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)));
  return { files: entries.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

interface Entry { version: string; languages: Record<string, { page_count: number }>; include_characters?: string[] }

/**
 * One language's pages into `outputPath`, in a Pagefind process of its own:
 * its memory is gone before the next language starts (Japanese
 * segmentation makes Pagefind hold about 300 KB per page until it writes).
 */
async function indexLanguage(client: string, urls: string[], outputPath: string): Promise<{ entry: Entry; addMs: number; writeMs: number }> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  try {
    let next = 0;
    const add = async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const content = searchableDocument(await readFile(join(client, outputPaths(url).html), 'utf8'));
        if (!content) continue;
        const added = await index.addHTMLFile({ url, content });
        if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, add));
    const added = performance.now();
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    const entry = JSON.parse(await readFile(join(outputPath, SEARCH_ENTRY), 'utf8')) as Entry;
    return { entry, addMs: added - started, writeMs: performance.now() - added };
  } finally {
    await pagefind.close();
  }
}

export async function buildSearchIndex(distDir: string, releaseId: string): Promise<SearchIndexReport> {
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
    // Each language's files have their own names (ja_…, en_…): only the entry file is shared, and merged.
    const merged: Entry = { version: '', languages: {} };
    const ms = { add: 0, write: 0, publish: 0, total: 0 };
    for (const locale of locales) {
      const { entry, addMs, writeMs } = await indexLanguage(client, urls.filter((url) => localeOfPath(url) === locale), partial);
      Object.assign(merged, entry, { languages: { ...merged.languages, ...entry.languages } });
      ms.add += Math.round(addMs);
      ms.write += Math.round(writeMs);
    }
    await writeFile(join(partial, SEARCH_ENTRY), JSON.stringify(merged));
    const writeEnd = performance.now();
    for (const name of await readdir(partial)) if (UNUSED.test(name)) await rm(join(partial, name));
    const languages = Object.fromEntries(Object.entries(merged.languages).map(([lang, info]) => [lang, info.page_count]));
    const size = await treeSize(partial);
    await compressTree(partial); // pagefind.js: Pagefind's own files (.pf_*) are gzip inside already

    const { current } = await publishSearchIndex(distDir, releaseId, partial);
    const end = performance.now();
    Object.assign(ms, { publish: Math.round(end - writeEnd), total: Math.round(end - started) });
    return { releaseId, languages, read: urls.length, ms, ...size, current };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir, releaseId, flag] = process.argv.slice(2);
  if (!distDir || !releaseId) {
    console.error('usage: search-indexer.ts <distDir> <releaseId> [--exit-with-parent]');
    process.exit(2);
  }
  if (flag === '--exit-with-parent') {
    // Started by the build engine with a pipe on stdin: the pipe closes when the parent process ends (a
    // server stopped or killed), and an index nobody will serve is not worth finishing.
    process.stdin.on('end', () => process.exit(1));
    process.stdin.resume();
  }
  buildSearchIndex(distDir, releaseId).then(
    (report) => process.stdout.write(`SEARCH_INDEX ${JSON.stringify(report)}\n`, () => process.exit(0)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
