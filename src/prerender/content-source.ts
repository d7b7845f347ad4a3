/**
 * Where the site index reads content: the SQLite snapshot store for builds
 * and the dev server, or an in-memory snapshot for tests. Entries in the
 * store were validated by the sync, so they are read without parsing again.
 */
import type { EntrySummary, SnapshotStore, SummaryCache } from '../../content-client/snapshot-store.ts';
import { entryHash, summarize } from '../../content-client/snapshot-store.ts';
import type { Snapshot } from '../../content-client/snapshot.ts';
import type { Case, Category, Home, News, Publication, Year } from '../../content-client/schemas.ts';

export type ListEndpoint = 'news' | 'cases' | 'publications';
export type AnyEntry = News | Case | Publication;

export interface ContentSource {
  categories: Category[];
  years: Year[];
  home: Home;
  hashes: { categories: string; years: string; home: string };
  /** Every entry's summary: what ordering, grouping and dependency tracking need. */
  summaries(endpoint: ListEndpoint): Iterable<{ hash: string; summary: EntrySummary }>;
  /** The entry without rich text (enough for cards). */
  head(endpoint: ListEndpoint, id: string): AnyEntry | undefined;
  /** The whole entry. */
  entry(endpoint: ListEndpoint, id: string): AnyEntry | undefined;
}

const listHash = (items: readonly unknown[]) => entryHash(items);

/** `summaries`: what the reader kept of the previous generation's summaries (SnapshotStore.summaries). */
export function storeSource(store: SnapshotStore, summaries?: SummaryCache): ContentSource {
  const all = <T>(endpoint: string) => store.rows(endpoint).map((r) => store.get(endpoint, r.id) as T);
  const categories = all<Category>('categories');
  const years = all<Year>('years');
  const home = store.get('home', 'home') as Home | undefined;
  if (!home) throw new Error('The content snapshot has no home object: run `npm run sync -- --full`');
  return {
    categories,
    years,
    home,
    hashes: { categories: listHash(categories), years: listHash(years), home: entryHash(home) },
    summaries: (endpoint) => store.summaries(endpoint, summaries),
    head: (endpoint, id) => store.head(endpoint, id) as AnyEntry | undefined,
    entry: (endpoint, id) => store.get(endpoint, id) as AnyEntry | undefined,
  };
}

export function snapshotSource(snapshot: Snapshot): ContentSource {
  const { lists, objects } = snapshot;
  const byId = (endpoint: ListEndpoint) => new Map<string, AnyEntry>(lists[endpoint].map((e) => [e.id, e]));
  const maps = { news: byId('news'), cases: byId('cases'), publications: byId('publications') };
  return {
    categories: lists.categories,
    years: lists.years,
    home: objects.home,
    hashes: { categories: listHash(lists.categories), years: listHash(lists.years), home: entryHash(objects.home) },
    *summaries(endpoint) {
      for (const e of lists[endpoint]) yield { hash: entryHash(e), summary: summarize(e.id, e) };
    },
    head: (endpoint, id) => maps[endpoint].get(id),
    entry: (endpoint, id) => maps[endpoint].get(id),
  };
}
