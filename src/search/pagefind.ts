/**
 * Pagefind's browser API, loaded at run time from the index the server
 * serves (/pagefind/pagefind.js, engine/search-store.ts): never bundled, so
 * the code always matches the index it reads. Only the search results' lazy
 * chunk imports this module; nothing under /pagefind/ is fetched before the
 * dialog first opens.
 */
import type { Locale } from '../i18n/locales.ts';
import { DELTA_DIR, parseSearchManifest, SEARCH_MANIFEST, type SearchManifest } from './search-manifest.ts';
import { joinWords, joinWordsText } from './word-breaks.ts';

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
 * Opens the search of the release whose index is at `basePath`, given its
 * manifest (src/search/search-manifest.ts): Pagefind's base and, if this
 * language changed since, the delta. `lang` is the page's language, the one
 * Pagefind reads from `<html lang>`.
 */
export async function openSiteSearch(
  pagefind: PagefindModule,
  basePath: string,
  lang: string,
  /** The manifest's JSON; undefined when the index has none (404: written before it, while its release is being re-indexed). */
  json: unknown,
): Promise<SiteSearch> {
  // No manifest: Pagefind's bundle alone.
  const manifest: Pick<SearchManifest, 'delta' | 'hidden' | 'pages' | 'vocabulary'> =
    json === undefined ? { delta: [], hidden: {} } : parseSearchManifest(json);
  // No web worker: the worker script is served with the site's non-page policy (no fetch, no WebAssembly),
  // and searching a chunk takes milliseconds.
  const instance = pagefind.createInstance({ basePath, noWorker: true });
  await instance.init();
  if (manifest.delta.includes(lang)) await instance.mergeIndex(`${basePath}${DELTA_DIR}/`);
  const hidden = new Set(manifest.hidden[lang] ?? []);
  const vocabulary = manifest.delta.includes(lang) ? manifest.vocabulary?.[lang] : undefined;
  const deltaPages = new Set(manifest.pages?.[lang] ?? []);
  return {
    async debouncedSearch(term, debounceMs) {
      const response = await instance.debouncedSearch(term, {}, debounceMs);
      if (!response) return null;
      let { results } = response;
      // The delta's vocabulary page not found: a query word matched only words the base lacks, and the base's
      // results came from its own fallback (src/search/search-manifest.ts). An exact search ("…") never falls back.
      if (vocabulary !== undefined && !EXACT_SEARCH.test(term) && !results.some((r) => r.id === vocabulary))
        results = results.filter((r) => deltaPages.has(r.id));
      return { results: results.filter((r) => !hidden.has(r.id)) };
    },
  };
}

/** How Pagefind tells an exact search (pagefind_web_js/lib/coupled_search.ts). */
const EXACT_SEARCH = /^\s*".+"\s*$/;

const BUNDLE = '/pagefind/';

/** The manifest's text as the server serves it now; undefined when the index has none. */
async function fetchManifest(): Promise<string | undefined> {
  const path = `${BUNDLE}${SEARCH_MANIFEST}`;
  const response = await fetch(path, { cache: 'no-cache' });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

interface Opened {
  /** The manifest it was opened with: another one means another index. */
  manifest: string | undefined;
  search: SiteSearch;
}
const opened = new Map<Locale, Promise<Opened>>();

async function load(locale: Locale, manifest: string | undefined): Promise<Opened> {
  // One module per language: Pagefind's WebAssembly is the module's, started once with the first language's
  // build (English has a stemmer, Japanese none), so an English search after a Japanese one (client navigation)
  // ran without the stemmer and missed stemmed words (trading, density).
  const url = `${BUNDLE}pagefind.js?${locale}`;
  // A variable URL and @vite-ignore: Vite leaves the import alone (the file is not part of the build).
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  // Pagefind reads the language from <html lang> (kept in step by DocumentHeadSync): it then reads only that
  // language's index, so results are in the page's language.
  // On a later index, another instance of the same module: it loads that index's entry and metadata; Pagefind's
  // glue starts the WebAssembly once per module (__wbg_init returns the running one), so instances share it, and
  // the one replaced keeps its few hundred KB there until the page goes: one per publish seen, for a page left open.
  const search = await openSiteSearch(pagefind, BUNDLE, locale, manifest === undefined ? undefined : (JSON.parse(manifest) as unknown));
  return { manifest, search };
}

/**
 * Opens the index of `manifest` (by `open`), then asks for the manifest again. The index served at /pagefind/
 * only moves forward (the live release's, else the newest complete one: server/search-files.ts), so the same
 * manifest after the open means every file the open read came from that index; another one means a publish
 * switched the index meanwhile (the base or the delta may have come from the next one, and its superseded pages
 * would be hidden by the wrong list), and the index is opened again on the new manifest. At most `tries` opens;
 * the last stands, as does the open when the manifest cannot be asked for again.
 */
export async function openStable<T>(
  manifest: string | undefined,
  fetchManifest: () => Promise<string | undefined>,
  open: (manifest: string | undefined) => Promise<T>,
  tries = 3,
): Promise<{ manifest: string | undefined; value: T }> {
  let current = manifest;
  for (let attempt = 1; ; attempt++) {
    const value = await open(current);
    const after = await fetchManifest().catch(() => current);
    if (after === current || attempt >= tries) return { manifest: current, value };
    current = after;
  }
}

/**
 * The search of one language, loaded on first use; a failed load is tried again next time. With `revalidate`
 * (each time the dialog opens) the manifest is asked for again (a conditional request), and when a publish has
 * changed the index since, the search is opened again on the new one: a page left open finds what was published
 * after it loaded. If the manifest cannot be fetched, or the new index cannot be opened, the search already open
 * stays (and the next opening tries again).
 */
export function pagefindFor(locale: Locale, { revalidate = false } = {}): Promise<SiteSearch> {
  const previous = opened.get(locale);
  if (previous && !revalidate) return previous.then((o) => o.search);
  const next = (async () => {
    const old = await previous?.catch(() => undefined);
    let manifest: string | undefined;
    try {
      manifest = await fetchManifest();
    } catch (e) {
      if (old) return old;
      throw e;
    }
    if (old && old.manifest === manifest) return old;
    return openStable(manifest, fetchManifest, (m) => load(locale, m)).then(
      ({ value }) => value,
      (e: unknown) => {
        if (old) return old;
        throw e;
      },
    );
  })();
  opened.set(locale, next);
  next.catch(() => opened.get(locale) === next && opened.delete(locale));
  return next.then((o) => o.search);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Punctuation that ends or separates, never opens: Pagefind cuts a Japanese excerpt at any word
 * segment, so it may start just after a sentence (「。当社は…」).
 */
const LEADING_PUNCTUATION = /^[\s.,;:!?、。，．・：；！？／）」』】〕〉》]+/u;

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * An excerpt as text runs, every odd one highlighted: rendered as text, never as HTML. Japanese comes from
 * the index with spaces between its words (src/search/segment-words.ts): they are taken out.
 */
export function excerptParts(excerpt: string, locale?: Locale): string[] {
  const decoded = excerpt.split(/<mark>|<\/mark>/).map(decode);
  const parts = locale === 'ja' ? joinWords(decoded) : decoded;
  parts[0] = (parts[0] ?? '').replace(LEADING_PUNCTUATION, '');
  return parts;
}

/** A result's title as the page writes it (Pagefind takes it from the page's heading, in the index's words). */
export const hitTitle = (hit: SearchHit, locale: Locale): string =>
  hit.meta.title === undefined ? hit.url : locale === 'ja' ? joinWordsText(hit.meta.title) : hit.meta.title;
