/**
 * Searches a built Pagefind bundle from Node as a browser on a page in `lang`
 * would (Pagefind reads the language from `<html lang>`), through the
 * bundle's own `pagefind.js`, fetching its files from `basePath`. A release's
 * index (it has a search manifest) is searched as the site's dialog searches
 * it: base and delta together, superseded pages hidden (src/search/pagefind.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
  const pagefind = (await import(pathToFileURL(join(bundle, 'pagefind.js')).href)) as PagefindModule;
  // Pagefind reads the page's language from <html lang> when it starts.
  Object.assign(globalThis, { document: { querySelector: () => ({ getAttribute: () => lang }) } });
  try {
    if (existsSync(join(bundle, SEARCH_MANIFEST))) {
      const fetchJson = async (url: string) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<unknown>;
      };
      const site = await openSiteSearch(pagefind as unknown as SitePagefind, basePath, lang, fetchJson);
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
