/**
 * Pure helpers of the sync: merging an incremental pull into the previous
 * entries, and counting what changed. Kept free of I/O so they are trivial to
 * test and reason about.
 */

type Entry = { id: string };

/** Entries sorted by id: the same content always gives the same snapshot bytes, whether pulled fully or incrementally. */
export function sortById<T extends Entry>(entries: T[]): T[] {
  return [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface IncrementalInput<T extends Entry> {
  previous: readonly T[];
  /** Entries updated since the previous sync (minus the safety margin). */
  changed: readonly T[];
  /** Every id the CMS has now: the authority on what exists. */
  currentIds: ReadonlySet<string>;
}

/**
 * Previous entries overlaid with the changed ones, restricted to the ids that
 * still exist. Also returns ids that exist but are in neither set (missed by an
 * earlier sync, e.g. created while it ran): the caller fetches those by id so
 * one unlucky sync cannot hide an entry until it is next edited.
 */
export function mergeIncremental<T extends Entry>({ previous, changed, currentIds }: IncrementalInput<T>): {
  merged: T[];
  missingIds: string[];
} {
  const byId = new Map<string, T>();
  for (const e of previous) byId.set(e.id, e);
  for (const e of changed) byId.set(e.id, e);
  const merged: T[] = [];
  const missingIds: string[] = [];
  for (const id of currentIds) {
    const entry = byId.get(id);
    if (entry) merged.push(entry);
    else missingIds.push(id);
  }
  return { merged, missingIds };
}

/** JSON of parsed entries is canonical: zod output follows the schema's key order. */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** How many entries are new or different, and how many disappeared, compared with the previous snapshot. */
export function diffCounts<T extends Entry>(previous: readonly T[] | undefined, next: readonly T[]): { changed: number; deleted: number } {
  if (!previous) return { changed: next.length, deleted: 0 };
  const before = new Map(previous.map((e) => [e.id, e]));
  const nextIds = new Set(next.map((e) => e.id));
  const changed = next.filter((e) => !same(before.get(e.id), e)).length;
  const deleted = previous.filter((e) => !nextIds.has(e.id)).length;
  return { changed, deleted };
}

/** Splits ids into chunks for `ids=` queries (URLs have practical length limits). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
