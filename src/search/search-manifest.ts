/**
 * What the site search of one release is made of (`/pagefind/search.json`,
 * written by engine/search-indexer.ts, read by the search dialog before it
 * opens Pagefind):
 * - a base index, a whole Pagefind bundle of an earlier (or this) release,
 *   served at `/pagefind/` as Pagefind expects;
 * - for the languages whose pages changed since the base, a small delta
 *   index of those pages at `/pagefind/delta/`, searched together with the
 *   base (Pagefind's `mergeIndex`, which shares the base's WebAssembly);
 * - the base's results to hide, by fragment name (a search result's `id`):
 *   pages changed or gone since the base. Delta fragments never share a
 *   name with the base's, so an id names one page.
 * A publish indexes only what changed since the base; the engine builds a
 * new base in the background when the delta grows (engine/search-index.ts).
 *
 * The vocabulary page. Pagefind matches a query word by the indexed words
 * that start with it; when none does, it falls back to the longest indexed
 * word the query word starts with, and a query word that matches nothing at
 * all is left out of the query (pagefind_web/src/search.rs, search_term).
 * Base and delta are searched separately, so each would decide that alone:
 * "analysis" would find every delta page with "a" when only the base has
 * words starting with "analysis", and a word new in the delta would make the
 * base fall back. So a delta carries one more page that holds every word of
 * the base: the delta then sees the words of both and decides as one index
 * would. The base cannot see the delta's words, but the vocabulary page
 * tells when it would decide differently: a (non-exact) query that does not
 * find the vocabulary page matched, for some query word, only words the base
 * does not have, and one index would find none of the base's pages for it
 * (src/search/pagefind.ts drops them). The vocabulary page itself is never
 * shown (it is in `hidden` as well, for a dialog older than this field).
 */
export const SEARCH_MANIFEST = 'search.json';
/** The delta index's directory under the release's index. */
export const DELTA_DIR = 'delta';

export interface SearchManifest {
  version: 1;
  /** The base index's directory name beside the releases' indexes (dist/search/…). */
  base: string;
  /** Languages the delta index has pages in. */
  delta: string[];
  /** Per language: fragment names of base pages that changed or are gone. */
  hidden: Record<string, string[]>;
  /** Per delta language: the delta's pages (fragment names), the vocabulary page aside. */
  pages?: Record<string, string[]>;
  /** Per delta language: the vocabulary page's fragment name. */
  vocabulary?: Record<string, string>;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The manifest as JSON gave it; throws on anything else (an index written by other code). */
export function parseSearchManifest(json: unknown): SearchManifest {
  const m = json as Partial<SearchManifest> | null;
  const ok =
    typeof m === 'object' &&
    m !== null &&
    m.version === 1 &&
    typeof m.base === 'string' &&
    isStrings(m.delta) &&
    typeof m.hidden === 'object' &&
    m.hidden !== null &&
    Object.values(m.hidden).every(isStrings) &&
    (m.pages === undefined || (typeof m.pages === 'object' && m.pages !== null && Object.values(m.pages).every(isStrings))) &&
    (m.vocabulary === undefined ||
      (typeof m.vocabulary === 'object' && m.vocabulary !== null && Object.values(m.vocabulary).every((v) => typeof v === 'string')));
  if (!ok) throw new Error(`Not a search manifest: ${JSON.stringify(json).slice(0, 200)}`);
  return m as SearchManifest;
}
