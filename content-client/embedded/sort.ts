/**
 * The `orders` query: sorting a list endpoint's items.
 *
 * A full pull asks for the same order once per page (≈100 pages for 10,000
 * news); sorting every time made the pull O(n² log n) in date parsing. So the
 * sorted order is computed once per endpoint version and order, and each
 * item's sort keys (ISO dates parsed once) are computed once per sort. A reload
 * replaces the endpoint object, which drops its cache (WeakMap).
 */
import { isoTime } from './filters.ts';
import type { ListEndpoint, RawItem } from './store.ts';

export interface Order {
  field: string;
  descending: boolean;
}

/** A value to compare, with its time when it is an ISO-8601 string (parsed once, not per comparison). */
interface SortKey {
  value: unknown;
  time: number | undefined;
}

const sortKey = (value: unknown): SortKey => ({ value, time: typeof value === 'string' ? isoTime(value) : undefined });
const isMissing = (v: unknown): boolean => v === undefined || v === null;

/** Absent values sort last in both directions, so entries lacking the field never push real values off the first page. */
function compareKeys(a: SortKey, b: SortKey): number {
  const aMissing = isMissing(a.value);
  const bMissing = isMissing(b.value);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value;
  if (a.time !== undefined && b.time !== undefined) return a.time - b.time;
  const sa = String(a.value);
  const sb = String(b.value);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

export function sortItems(items: readonly RawItem[], orders: readonly Order[]): RawItem[] {
  // id as the final key keeps pagination stable across requests
  const decorated = items.map((item) => ({ item, keys: [...orders.map((o) => sortKey(item[o.field])), sortKey(item['id'])] }));
  decorated.sort((x, y) => {
    for (const [i, { descending }] of orders.entries()) {
      const a = x.keys[i] as SortKey;
      const b = y.keys[i] as SortKey;
      const d = compareKeys(a, b);
      if (d !== 0) return descending && !isMissing(a.value) && !isMissing(b.value) ? -d : d;
    }
    return compareKeys(x.keys[orders.length] as SortKey, y.keys[orders.length] as SortKey);
  });
  return decorated.map((d) => d.item);
}

/** Distinct orders kept per endpoint; `orders` is caller input, so the cache must not grow without bound. */
const MAX_CACHED_ORDERS = 16;
const cache = new WeakMap<ListEndpoint, Map<string, RawItem[]>>();

/** Every item of the endpoint (drafts included) in this order; shared, do not mutate. */
export function sortedContents(ep: ListEndpoint, orders: readonly Order[]): readonly RawItem[] {
  const key = orders.map((o) => `${o.descending ? '-' : ''}${o.field}`).join(',');
  let byOrder = cache.get(ep);
  if (!byOrder) cache.set(ep, (byOrder = new Map<string, RawItem[]>()));
  let sorted = byOrder.get(key);
  if (!sorted) {
    if (byOrder.size >= MAX_CACHED_ORDERS) byOrder.clear();
    sorted = sortItems(ep.contents, orders);
    byOrder.set(key, sorted);
  }
  return sorted;
}
