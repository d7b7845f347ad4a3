/**
 * Brings the on-disk snapshot up to date with the CMS.
 *
 * Full sync (no usable snapshot, another source, or `full: true`): every entry
 * of every endpoint. Incremental sync: per list endpoint only entries updated
 * since the previous sync started (minus a safety margin for clock skew
 * between this machine and the CMS), plus the list of all ids (`fields=id`) to
 * notice deletions. Object endpoints are always fetched whole (one request).
 *
 * Log-free: the caller decides what to print from the returned stats.
 */
import { createRequestGate, type RequestGate } from './rate-limit.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import { pullAll, type ListClient, type PulledEntry } from './pull.ts';
import { chunk, diffCounts, mergeIncremental, sortById } from './merge.ts';
import { listEndpointNames, objectEndpointNames, parseEntry, type EntryOf } from './validate.ts';
import { readPreviousSnapshot, writeSnapshot, SNAPSHOT_VERSION, type Snapshot } from './snapshot.ts';
import type { EndpointName, ListEndpointName } from './schemas.ts';
import type { ObjectRequest } from './types.ts';

/** What the sync needs from the content client (raw calls). */
export interface SyncClient extends ListClient {
  object<T = unknown>(req: ObjectRequest): Promise<T>;
}

export interface SyncOptions {
  client: SyncClient;
  /** `embedded` or the service domain; a change forces a full sync. */
  source: string;
  /** Snapshot directory (CONTENT_SNAPSHOT_DIR). */
  dir: string;
  now?: () => Date;
  /** Ignore the previous snapshot (`--full`). */
  full?: boolean;
  /** How far before the previous sync's start to look for changes; default 5 minutes. */
  safetyMarginMs?: number;
  gate?: RequestGate;
  retry?: RetryOptions;
}

export interface SyncStats {
  mode: 'full' | 'incremental';
  /** HTTP requests sent, retries included. */
  requests: number;
  /** Entries new or different compared with the previous snapshot (all of them when there was none). */
  changed: Record<EndpointName, number>;
  /** Entries in the previous snapshot that are gone. */
  deleted: Record<EndpointName, number>;
  ms: number;
}

const IDS_PER_REQUEST = 50;

export async function syncContent(opts: SyncOptions): Promise<{ snapshot: Snapshot; stats: SyncStats }> {
  const started = performance.now();
  const syncedAt = (opts.now ?? (() => new Date()))().toISOString();
  const gate = opts.gate ?? createRequestGate();
  const pullOpts = { gate, ...(opts.retry ? { retry: opts.retry } : {}) };

  // Count at the client so retries are included.
  let requests = 0;
  const client: SyncClient = {
    list: (req) => (requests++, opts.client.list(req)),
    object: (req) => (requests++, opts.client.object(req)),
  };

  const previous = await readPreviousSnapshot(opts.dir);
  const base = !opts.full && previous?.source === opts.source && previous.version === SNAPSHOT_VERSION ? previous : undefined;
  const since = base && new Date(Date.parse(base.syncedAt) - (opts.safetyMarginMs ?? 5 * 60_000)).toISOString();

  const parseAll = <E extends ListEndpointName>(ep: E, raw: PulledEntry[]) => raw.map((r) => parseEntry(ep, r));

  async function syncList<E extends ListEndpointName>(ep: E): Promise<EntryOf<E>[]> {
    if (!base || since === undefined) return sortById(parseAll(ep, await pullAll(client, ep, pullOpts)));
    const [changed, idRows] = await Promise.all([
      pullAll(client, ep, { ...pullOpts, filters: `updatedAt[greater_than]${since}` }),
      pullAll(client, ep, { ...pullOpts, fields: 'id' }),
    ]);
    const previousEntries = base.lists[ep] as EntryOf<E>[];
    const { merged, missingIds } = mergeIncremental({
      previous: previousEntries,
      changed: parseAll(ep, changed),
      currentIds: new Set(idRows.map((r) => r.id)),
    });
    const missing = await Promise.all(chunk(missingIds, IDS_PER_REQUEST).map((ids) => pullAll(client, ep, { ...pullOpts, ids })));
    return sortById([...merged, ...parseAll(ep, missing.flat())]);
  }

  async function syncObject<E extends (typeof objectEndpointNames)[number]>(ep: E): Promise<EntryOf<E>> {
    const raw = await withRetry(ep, () => gate.run(() => client.object({ endpoint: ep, queries: { depth: 0 } })), opts.retry);
    return parseEntry(ep, raw);
  }

  const [lists, objects] = await Promise.all([
    Promise.all(listEndpointNames.map(async (ep) => [ep, await syncList(ep)] as const)),
    Promise.all(objectEndpointNames.map(async (ep) => [ep, await syncObject(ep)] as const)),
  ]);

  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    source: opts.source,
    syncedAt,
    lists: Object.fromEntries(lists) as Snapshot['lists'],
    objects: Object.fromEntries(objects) as Snapshot['objects'],
  };
  await writeSnapshot(opts.dir, snapshot);

  const changed = {} as Record<EndpointName, number>;
  const deleted = {} as Record<EndpointName, number>;
  const countList = <E extends ListEndpointName>(ep: E) => {
    const d = diffCounts<EntryOf<E>>(previous?.lists[ep] as EntryOf<E>[] | undefined, snapshot.lists[ep] as EntryOf<E>[]);
    changed[ep] = d.changed;
    deleted[ep] = d.deleted;
  };
  listEndpointNames.forEach(countList);
  for (const ep of objectEndpointNames) {
    const d = diffCounts(previous && [{ ...previous.objects[ep], id: ep }], [{ ...snapshot.objects[ep], id: ep }]);
    changed[ep] = d.changed;
    deleted[ep] = d.deleted;
  }
  const mode = base ? 'incremental' : 'full';
  return { snapshot, stats: { mode, requests, changed, deleted, ms: Math.round(performance.now() - started) } };
}
