/**
 * A small Pagefind bundle written straight from documents with Pagefind's
 * Node API (one process, no shards), and a search of it that keeps one
 * Pagefind instance for many queries, as the site's dialog does (each page's
 * fragment is fetched once). For tests that search hundreds of words.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import type { Hit } from './pagefind-search.ts';

/**
 * Indexes `docs` (HTML documents, all in one `<html lang>`) into `out`, and
 * lists their index in pagefind-entry.json under `key`, the language the
 * browser asks for (the document language may be another: src/search/segment-words.ts).
 */
export async function writeBundle(docs: { url: string; content: string }[], out: string, key: string): Promise<void> {
  const created = await pagefind.createIndex({});
  if (!created.index) throw new Error(`Pagefind did not start: ${created.errors.join('; ')}`);
  try {
    for (const { url, content } of docs) {
      const added = await created.index.addHTMLFile({ url, content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    }
    const written = await created.index.writeFiles({ outputPath: out });
    if (written.errors.length) throw new Error(`Pagefind could not write ${out}: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const file = join(out, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(file, 'utf8')) as { languages: Record<string, unknown> };
  const languages = Object.values(entry.languages);
  if (languages.length !== 1) throw new Error(`${out}: ${languages.length} languages, not one`);
  entry.languages = { [key]: languages[0] };
  await writeFile(file, JSON.stringify(entry));
}

interface Instance {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<Hit> }[] }>;
}

/**
 * Searches the bundle in `dir`, served at `basePath`, as a page in `lang` would
 * (Pagefind reads the language from `<html lang>` when it starts).
 */
export async function openSearch(dir: string, basePath: string, lang: string): Promise<(term: string) => Promise<Hit[]>> {
  const module = (await import(pathToFileURL(join(dir, 'pagefind.js')).href)) as {
    createInstance(options: Record<string, unknown>): Instance;
  };
  Object.assign(globalThis, { document: { querySelector: () => ({ getAttribute: () => lang }) } });
  let instance: Instance;
  try {
    instance = module.createInstance({ basePath, noWorker: true });
    await instance.init();
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
  return async (term) => Promise.all((await instance.search(term)).results.map((r) => r.data()));
}

/** Serves the files under `dir` on 127.0.0.1 (Pagefind fetches its files; Node's fetch reads no file: URLs). */
export async function serveDir(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const file = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    try {
      if (!file.startsWith(dir)) throw new Error('outside');
      res.end(readFileSync(file));
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
