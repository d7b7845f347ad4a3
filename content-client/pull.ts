/**
 * Pulls every entry of a list endpoint.
 *
 * The first page (limit 100, offset 0) also tells the total, so a small
 * endpoint costs one request; the remaining pages are requested concurrently
 * through a RequestGate (concurrency + requests per second) with retries on
 * 429/5xx. The SDK's getAllContents is not used: it fetches one page at a
 * time and sleeps a full second between pages.
 *
 * Order: the CMS order (the `orders` option, else the CMS default), page by
 * page, each id once (first occurrence wins).
 *
 * Offset paging over live content can skip or repeat entries when someone
 * publishes or deletes mid-pull. Duplicates are dropped by id; a skip shows as
 * fewer unique ids than the total, or pages disagreeing on the total — then the
 * pull is repeated (up to 3 times in all).
 */
import { createRequestGate, type RequestGate } from './rate-limit.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import type { ListRequest, ListResponse, Queries } from './types.ts';

/** microCMS' maximum `limit`. */
export const PAGE_SIZE = 100;
const MAX_PULLS = 3;

/** The part of the client the pull needs (easy to fake in tests). */
export interface ListClient {
  list<T = unknown>(req: ListRequest): Promise<ListResponse<T>>;
}

export interface PullOptions {
  /** microCMS filters expression, e.g. `updatedAt[greater_than]2025-01-01T00:00:00.000Z`. */
  filters?: string;
  /** Fields to return; `id` is always added (needed to de-duplicate). */
  fields?: string | string[];
  /** Reference expansion; default 0 (references as `{ id }`, the snapshot shape). */
  depth?: 0 | 1 | 2 | 3;
  orders?: string;
  /** Only these ids (microCMS `ids`); keep the list short enough for a URL (≈50). */
  ids?: string[];
  /** Share one gate across concurrent pulls so the limits hold for all of them together. */
  gate?: RequestGate;
  retry?: RetryOptions;
}

export type PulledEntry = { id: string } & Record<string, unknown>;

function withId(fields: string | string[] | undefined): string | undefined {
  if (fields === undefined) return undefined;
  const list = (Array.isArray(fields) ? fields : fields.split(',')).map((f) => f.trim()).filter((f) => f !== '');
  return (list.includes('id') ? list : ['id', ...list]).join(',');
}

/**
 * With `map`, each page's entries are turned into something else as soon as the page arrives (the sync
 * validates them there, on worker threads, while later pages are still being requested). `total` is the
 * pull's totalCount. A rejected map fails the pull like a failed request, without retries.
 */
export async function pullAll<T extends { id: string } = PulledEntry, U extends { id: string } = T>(
  client: ListClient,
  endpoint: string,
  opts: PullOptions & { map?: (contents: T[], total: number) => Promise<U[]> } = {},
): Promise<U[]> {
  const gate = opts.gate ?? createRequestGate();
  const base: Queries = { depth: opts.depth ?? 0 };
  const fields = withId(opts.fields);
  if (fields !== undefined) base.fields = fields;
  if (opts.filters !== undefined) base.filters = opts.filters;
  if (opts.orders !== undefined) base.orders = opts.orders;
  if (opts.ids !== undefined) base.ids = opts.ids.join(',');

  for (let pull = 1; ; pull++) {
    // Once one page has failed for good, pages still queued must not start (the caller has moved on).
    let failed = false;
    const fail = (err: unknown): never => {
      failed = true;
      throw err;
    };
    const request = (offset: number) =>
      withRetry(
        `${endpoint} (offset ${offset})`,
        () =>
          gate.run(() => {
            if (failed) return Promise.reject(new Error(`${endpoint}: pull aborted`));
            return client.list<T>({ endpoint, queries: { ...base, limit: PAGE_SIZE, offset } });
          }),
        opts.retry,
      ).catch(fail);
    const map = async (p: ListResponse<T>) => ({
      totalCount: p.totalCount,
      contents: opts.map ? await opts.map(p.contents, p.totalCount).catch(fail) : (p.contents as unknown as U[]),
    });

    // The other pages are requested as soon as the first tells the total, not after it is mapped.
    const first = await request(0);
    const offsets: number[] = [];
    for (let o = PAGE_SIZE; o < first.totalCount; o += PAGE_SIZE) offsets.push(o);
    const pages = await Promise.all([map(first), ...offsets.map((o) => request(o).then(map))]);

    const byId = new Map<string, U>();
    for (const p of pages) for (const item of p.contents) if (!byId.has(item.id)) byId.set(item.id, item);
    const consistent = pages.every((p) => p.totalCount === first.totalCount) && byId.size === first.totalCount;
    if (consistent || pull >= MAX_PULLS) return [...byId.values()];
  }
}

/**
 * How many entries a list endpoint has now: one request for one id, read for its `totalCount`
 * (the sync compares it with what it knows to tell whether anything was deleted).
 */
export async function countEntries(client: ListClient, endpoint: string, opts: Pick<PullOptions, 'gate' | 'retry'> = {}): Promise<number> {
  const gate = opts.gate ?? createRequestGate();
  const page = await withRetry(
    `${endpoint} (count)`,
    () => gate.run(() => client.list({ endpoint, queries: { depth: 0, fields: 'id', limit: 1, offset: 0 } })),
    opts.retry,
  );
  return page.totalCount;
}
