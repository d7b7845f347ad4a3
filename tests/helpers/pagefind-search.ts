/**
 * Searches a built Pagefind bundle from Node as a browser on a page in `lang`
 * would (Pagefind reads the language from `<html lang>`), through the
 * bundle's own `pagefind.js`, fetching its files from `basePath`. A release's
 * index (it has a search manifest) is searched as the site's dialog searches
 * it: base and delta together, superseded pages hidden (src/search/pagefind.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openSiteSearch, type PagefindModule as SitePagefind } from '../../src/search/pagefind.ts';
import { SEARCH_MANIFEST } from '../../src/search/search-manifest.ts';

export interface Hit {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Instance {
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<Hit> }[] }>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): Instance;
}

/** Opens a bundle once for many searches in `lang`. */
export async function openBundle(bundle: string, basePath: string, lang: 'ja' | 'en'): Promise<(term: string) => Promise<Hit[]>> {
  // One module per bundle and language, as the site loads it (src/search/pagefind.ts): the WebAssembly is the module's.
  const pagefind = (await import(`${pathToFileURL(join(bundle, 'pagefind.js')).href}?${lang}`)) as PagefindModule;
  // Pagefind reads the page's language from <html lang> when it starts.
  Object.assign(globalThis, { document: { querySelector: () => ({ getAttribute: () => lang }) } });
  try {
    if (existsSync(join(bundle, SEARCH_MANIFEST))) {
      const manifest = JSON.parse(readFileSync(join(bundle, SEARCH_MANIFEST), 'utf8')) as unknown;
      const site = await openSiteSearch(pagefind as unknown as SitePagefind, basePath, lang, manifest);
      return async (term) => {
        const response = await site.debouncedSearch(term, 0);
        return Promise.all((response?.results ?? []).map((r) => r.data()));
      };
    }
    const instance = pagefind.createInstance({ basePath, noWorker: true });
    await instance.init();
    return async (term) => Promise.all((await instance.search(term)).results.map((r) => r.data()));
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
}

export async function searchBundle(bundle: string, basePath: string, lang: 'ja' | 'en', term: string): Promise<Hit[]> {
  return (await openBundle(bundle, basePath, lang))(term);
}

/** Pagefind in Node resolves result URLs against the bundle's origin; in a page they are paths. */
export const hitPaths = (hits: Hit[]): string[] => hits.map((h) => new URL(h.url, 'http://site.local').pathname);

/** Serves the files under `dir` on 127.0.0.1, links followed (Pagefind fetches its files; Node's fetch reads no file: URLs). */
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
