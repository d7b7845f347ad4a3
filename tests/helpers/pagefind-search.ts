/**
 * Searches a built Pagefind bundle from Node as a browser on a page in `lang`
 * would (Pagefind reads the language from `<html lang>`), through the
 * bundle's own `pagefind.js`, fetching its files from `basePath`.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

export async function searchBundle(bundle: string, basePath: string, lang: 'ja' | 'en', term: string): Promise<Hit[]> {
  const pagefind = (await import(pathToFileURL(join(bundle, 'pagefind.js')).href)) as PagefindModule;
  Object.assign(globalThis, { document: { querySelector: () => ({ getAttribute: () => lang }) } });
  try {
    const instance = pagefind.createInstance({ basePath, noWorker: true });
    await instance.init();
    const { results } = await instance.search(term);
    return await Promise.all(results.map((r) => r.data()));
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
}

/** Pagefind in Node resolves result URLs against the bundle's origin; in a page they are paths. */
export const hitPaths = (hits: Hit[]): string[] => hits.map((h) => new URL(h.url, 'http://site.local').pathname);
