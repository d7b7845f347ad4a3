/**
 * Pagefind's browser API, loaded at run time from the index the server
 * serves (/pagefind/pagefind.js, engine/search-store.ts): never bundled, so
 * the code always matches the index it reads. Only the search dialog's lazy
 * chunk imports this module; nothing under /pagefind/ is fetched before the
 * dialog first opens.
 */
import type { Locale } from '../i18n/locales.ts';

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

interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Resolves null when a newer call replaced this one within the debounce time. */
  debouncedSearch(term: string, options?: Record<string, unknown>, debounceMs?: number): Promise<SearchResponse | null>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

const BUNDLE = '/pagefind/';
const instances = new Map<Locale, Promise<PagefindInstance>>();

async function load(): Promise<PagefindInstance> {
  const url = `${BUNDLE}pagefind.js`;
  // A variable URL and @vite-ignore: Vite leaves the import alone (the file is not part of the build).
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  // The language comes from <html lang> (kept in step by DocumentHeadSync): Pagefind then reads only that
  // language's index, so results are in the page's language. No web worker: the worker script is served with
  // the site's non-page policy (no fetch, no WebAssembly), and searching a chunk takes milliseconds.
  const instance = pagefind.createInstance({ basePath: BUNDLE, noWorker: true });
  await instance.init();
  return instance;
}

/** The search of one language, loaded on first use; a failed load is tried again next time. */
export function pagefindFor(locale: Locale): Promise<PagefindInstance> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = load();
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
