/**
 * Parsing of microCMS GET query parameters, and listing a list endpoint with them.
 * Parse errors are QueryErrors, which the service answers with 400 like microCMS.
 */
import { parseFields, projectFields, type FieldTree } from './fields.ts';
import { FilterSyntaxError, matchesFilters, parseFilters, type FilterExpression } from './filters.ts';
import { expandItem, fieldValues, matchesText, maxDepth } from './references.ts';
import { sortedContents, type Order } from './sort.ts';
import { isDraft, type ContentStore, type ListEndpoint, type RawItem } from './store.ts';

export type { Order } from './sort.ts';

export class QueryError extends Error {
  override name = 'QueryError';
}

export interface ItemQuery {
  depth: number;
  fields: FieldTree | undefined;
  draftKey: string | undefined;
}

export interface ListQuery extends ItemQuery {
  limit: number;
  offset: number;
  orders: Order[];
  q: string | undefined;
  ids: Set<string> | undefined;
  filters: FilterExpression | undefined;
}

export const defaultLimit = 10;
export const maxLimit = 100;
const defaultOrders: Order[] = [{ field: 'publishedAt', descending: true }];

function integerParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(n <= max)) throw new QueryError(`${name} must be an integer from 0 to ${max}, got "${raw}"`);
  return n;
}

function parseOrders(raw: string | null): Order[] {
  const parts = (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return defaultOrders;
  return parts.map((part) => {
    const m = /^(-?)([A-Za-z0-9_-]+)$/.exec(part);
    if (!m || m[2] === undefined) throw new QueryError(`invalid orders entry "${part}"`);
    return { field: m[2], descending: m[1] === '-' };
  });
}

function rethrowAsQueryError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof QueryError) throw e;
    const prefix = e instanceof FilterSyntaxError ? 'invalid filters: ' : '';
    throw new QueryError(`${prefix}${(e as Error).message}`, { cause: e });
  }
}

export function parseItemQuery(params: URLSearchParams): ItemQuery {
  const fields = params.get('fields');
  return {
    depth: integerParam(params, 'depth', 1, maxDepth),
    fields: fields === null ? undefined : rethrowAsQueryError(() => parseFields(fields)),
    draftKey: params.get('draftKey') ?? undefined,
  };
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const ids = params.get('ids');
  const filters = params.get('filters');
  return {
    ...parseItemQuery(params),
    limit: integerParam(params, 'limit', defaultLimit, maxLimit),
    offset: integerParam(params, 'offset', 0, Number.MAX_SAFE_INTEGER),
    orders: parseOrders(params.get('orders')),
    q: params.get('q') || undefined,
    ids:
      ids === null
        ? undefined
        : new Set(
            ids
              .split(',')
              .map((id) => id.trim())
              .filter((id) => id !== ''),
          ),
    filters: filters === null ? undefined : rethrowAsQueryError(() => parseFilters(filters)),
  };
}

/** An item as returned: metadata stripped, references expanded, fields projected. */
export function presentItem(store: ContentStore, endpoint: string, item: RawItem, query: ItemQuery): unknown {
  const expanded = expandItem(store, endpoint, item, query.depth);
  return query.fields ? projectFields(expanded, query.fields) : expanded;
}

export interface ListResponse {
  contents: unknown[];
  totalCount: number;
  offset: number;
  limit: number;
}

/**
 * Walks the endpoint in the (cached) requested order, so a request costs one pass
 * over the items plus the page it returns; sorting per request made a full pull
 * of 10,000 entries quadratic.
 */
export function listContents(store: ContentStore, ep: ListEndpoint, query: ListQuery): ListResponse {
  const { ids, filters, q, offset, limit } = query;
  const matches = (item: RawItem) =>
    !isDraft(item) &&
    (!ids || ids.has(String(item['id']))) &&
    (!filters || matchesFilters(filters, (path) => fieldValues(store, ep.name, item, path))) &&
    (!q || matchesText(store, ep.name, item, q));
  const page: RawItem[] = [];
  let totalCount = 0;
  for (const item of sortedContents(ep, query.orders)) {
    if (!matches(item)) continue;
    if (totalCount >= offset && page.length < limit) page.push(item);
    totalCount++;
  }
  return {
    contents: page.map((item) => presentItem(store, ep.name, item, query)),
    totalCount,
    offset: query.offset,
    limit: query.limit,
  };
}
