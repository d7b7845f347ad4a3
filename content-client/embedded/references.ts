/**
 * Reference handling: `depth` expansion for responses and path lookup for filters.
 *
 * Fixtures store a reference as the bare id so they stay easy to edit by hand;
 * microCMS answers with `{id}` at depth 0 and the referenced content above that.
 */
import { findPublished, type ContentStore, type RawItem } from './store.ts';

export const maxDepth = 3;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copy without fixture metadata (`_status`, `_draftKey`, …), which the real API never shows. */
export function publicFields(item: RawItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith('_')));
}

function refsOf(store: ContentStore, endpoint: string): Record<string, string> {
  return store.endpoints.get(endpoint)?.refs ?? {};
}

/**
 * A reference as seen at `depth` (levels still to expand). Unpublished or missing
 * targets resolve to null, as microCMS hides references to content it would not serve.
 */
function resolveRef(store: ContentStore, target: string, id: unknown, depth: number): Record<string, unknown> | null {
  if (typeof id !== 'string') return null;
  const item = findPublished(store, target, id);
  if (!item) return null;
  return depth === 0 ? { id } : expandItem(store, target, item, depth - 1);
}

/** The item as the API returns it: metadata stripped, references expanded `depth` levels (0 = `{id}`). */
export function expandItem(store: ContentStore, endpoint: string, item: RawItem, depth: number): Record<string, unknown> {
  const out = publicFields(item);
  for (const [field, target] of Object.entries(refsOf(store, endpoint))) {
    const value = item[field];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      out[field] = value.map((id) => resolveRef(store, target, id, depth)).filter((r) => r !== null);
    } else {
      out[field] = value === null ? null : resolveRef(store, target, value, depth);
    }
  }
  return out;
}

/**
 * Values of a (dot) path on an item, for filter matching: arrays contribute each
 * element, a reference its id, and a path through a reference continues on the
 * published referenced item. `endpoint` is undefined inside plain nested objects,
 * which have no references.
 */
export function fieldValues(store: ContentStore, endpoint: string | undefined, item: RawItem, path: readonly string[]): unknown[] {
  const [head, ...rest] = path;
  if (head === undefined || head.startsWith('_')) return [];
  const raw = item[head];
  if (raw === undefined || raw === null) return [];
  const values: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (rest.length === 0) return values;
  const target = endpoint === undefined ? undefined : refsOf(store, endpoint)[head];
  if (target !== undefined) {
    return values.flatMap((id) => {
      const ref = typeof id === 'string' ? findPublished(store, target, id) : undefined;
      return ref ? fieldValues(store, target, ref, rest) : [];
    });
  }
  return values.flatMap((v) => (isRecord(v) ? fieldValues(store, undefined, v, rest) : []));
}

const systemFieldNames = new Set(['id', 'createdAt', 'updatedAt', 'publishedAt', 'revisedAt']);

/**
 * Full-text `q`: case-insensitive substring over the item's own content strings.
 * System fields and reference ids are skipped because they are not text an editor
 * wrote, and matching them would make e.g. `q=2025` hit every entry.
 */
export function matchesText(store: ContentStore, endpoint: string, item: RawItem, q: string): boolean {
  const needle = q.toLowerCase();
  const refs = refsOf(store, endpoint);
  const search = (v: unknown): boolean => {
    if (typeof v === 'string') return v.toLowerCase().includes(needle);
    if (Array.isArray(v)) return v.some(search);
    if (isRecord(v)) return Object.entries(v).some(([k, x]) => !k.startsWith('_') && search(x));
    return false;
  };
  return Object.entries(item).some(([k, v]) => !k.startsWith('_') && !systemFieldNames.has(k) && !(k in refs) && search(v));
}
