/**
 * Pagefind's browser API, loaded at run time from the index the server
 * serves (/pagefind/pagefind.js, engine/search-store.ts): never bundled, so
 * the code always matches the index it reads. Only the search dialog's lazy
 * chunk imports this module; nothing under /pagefind/ is fetched before the
 * dialog first opens.
 */
import type { Locale } from '../i18n/locales.ts';
import { DELTA_DIR, parseSearchManifest, SEARCH_MANIFEST } from './search-manifest.ts';

export interface SearchHit {
  url: string;
  /** Text around the matches, HTML-escaped, with the matched words in `<mark>`. */
  excerpt: string;
  meta: { title?: string; section?: string };
}

export interface SearchResult {
  id: string;
  data(): Promise<SearchHit>;
}
export interface SearchResponse {
  results: SearchResult[];
}

/** The part of Pagefind's instance (pagefind_web_js/lib/coupled_search.ts) the site uses. */
export interface PagefindInstance {
  init(): Promise<void>;
  /** Searches another bundle together with this one, with this one's WebAssembly. */
  mergeIndex(basePath: string, options?: Record<string, unknown>): Promise<void>;
  /** Resolves null when a newer call replaced this one within the debounce time. */
  debouncedSearch(term: string, options?: Record<string, unknown>, debounceMs?: number): Promise<SearchResponse | null>;
}
export interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

/** The release's search as the dialog uses it: base and delta together, superseded pages left out. */
export interface SiteSearch {
  debouncedSearch(term: string, debounceMs: number): Promise<SearchResponse | null>;
}

/**
 * Opens the search of the release whose index is at `basePath`
 * (src/search/search-manifest.ts): the manifest first, then Pagefind's base
 * and, if this language changed since, the delta. `lang` is the page's
 * language, the one Pagefind reads from `<html lang>`.
 */
export async function openSiteSearch(
  pagefind: PagefindModule,
  basePath: string,
  lang: string,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<SiteSearch> {
  const manifest = parseSearchManifest(await fetchJson(`${basePath}${SEARCH_MANIFEST}`));
  // No web worker: the worker script is served with the site's non-page policy (no fetch, no WebAssembly),
  // and searching a chunk takes milliseconds.
  const instance = pagefind.createInstance({ basePath, noWorker: true });
  await instance.init();
  if (manifest.delta.includes(lang)) await instance.mergeIndex(`${basePath}${DELTA_DIR}/`);
  const hidden = new Set(manifest.hidden[lang] ?? []);
  return {
    async debouncedSearch(term, debounceMs) {
      const response = await instance.debouncedSearch(term, {}, debounceMs);
      return response && { results: response.results.filter((r) => !hidden.has(r.id)) };
    },
  };
}

const BUNDLE = '/pagefind/';
const instances = new Map<Locale, Promise<SiteSearch>>();

async function load(locale: Locale): Promise<SiteSearch> {
  const url = `${BUNDLE}pagefind.js`;
  // A variable URL and @vite-ignore: Vite leaves the import alone (the file is not part of the build).
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  // Pagefind reads the language from <html lang> (kept in step by DocumentHeadSync): it then reads only that
  // language's index, so results are in the page's language.
  return openSiteSearch(pagefind, BUNDLE, locale, async (path) => {
    const response = await fetch(path, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** The search of one language, loaded on first use; a failed load is tried again next time. */
export function pagefindFor(locale: Locale): Promise<SiteSearch> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = load(locale);
    instances.set(locale, instance);
    instance.catch(() => instances.delete(locale));
  }
  return instance;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Punctuation that ends or separates, never opens: Pagefind cuts a Japanese excerpt at any word
 * segment, so it may start just after a sentence (「。当社は…」).
 */
const LEADING_PUNCTUATION = /^[\s.,;:!?、。，．・：；！？／）」』】〕〉》]+/u;

/** An excerpt as text runs, every odd one highlighted: rendered as text, never as HTML. */
export function excerptParts(excerpt: string): string[] {
  const parts = excerpt
    .split(/<mark>|<\/mark>/)
    .map((part) => part.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? ''));
  parts[0] = (parts[0] ?? '').replace(LEADING_PUNCTUATION, '');
  return parts;
}
