/**
 * Brings the on-disk snapshot up to date with the CMS.
 *
 * Full sync (no usable snapshot, another source, or `full: true`): every entry
 * of every endpoint. Incremental sync: per list endpoint only entries updated
 * since the previous sync started (minus a safety margin for clock skew
 * between this machine and the CMS), and the endpoint's count (one request).
 * When the count is what the snapshot and the changes make, nothing was
 * deleted; otherwise the list of all ids (`fields=id`) tells what was, and
 * which entries an earlier sync missed. Object endpoints are always fetched
 * whole (one request).
 *
 * Why counts: at 10,000 news the id list is 170 requests, about 3 s at
 * microCMS's 60 requests/s, on every sync whatever changed; the count is one.
 * A count can be fooled only by an entry an earlier sync missed (visible, yet
 * updated before that sync's window) exactly balancing an entry deleted since:
 * so every id is listed anyway once the last listing is ID_LIST_MAX_AGE_MS old.
 *
 * Log-free: the caller decides what to print from the returned stats.
 */
import { createRequestGate, type RequestGate } from './rate-limit.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import { countEntries, pullAll, type ListClient, type PulledEntry } from './pull.ts';
import { chunk } from './chunk.ts';
import { listEndpointNames, objectEndpointNames } from './validate.ts';
import { SNAPSHOT_VERSION, SnapshotStore, type PreparedEntry } from './snapshot-store.ts';
import { createEntryParser, prepareEntries } from './entry-parser.ts';
import { endpoints, type EndpointName, type ListEndpointName } from './schemas.ts';
import { describeDroppedImage, droppedImages } from './rich-html-images.ts';
import type { ObjectRequest } from './types.ts';

/** What the sync needs from the content client (raw calls). */
export interface SyncClient extends ListClient {
  object<T = unknown>(req: ObjectRequest): Promise<T>;
}

export interface SyncOptions {
  client: SyncClient;
  /** Where the content comes from (OpenedContentClient.source); another source than the snapshot's forces a full sync. */
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
  /** Pulls of at least this many entries are validated on worker threads (entry-parser.ts); tests lower it. */
  workerThreshold?: number;
}

/** An incremental sync lists every id when the last sync that did is older than this, whatever the counts say. */
export const ID_LIST_MAX_AGE_MS = 60 * 60_000;

export interface SyncStats {
  mode: 'full' | 'incremental';
  /** HTTP requests sent, retries included. */
  requests: number;
  /** Entries new or different compared with the previous snapshot (all of them when there was none). */
  changed: Record<EndpointName, number>;
  /** Entries in the previous snapshot that are gone. */
  deleted: Record<EndpointName, number>;
  ms: number;
  /** `endpoint/id` of every entry added, changed or removed: what a publish must re-render. */
  touched: string[];
  /** The source of the snapshot this sync replaced whole because it came from elsewhere. */
  replacedSource?: string;
  /** What the sync left out of entries, one line each (`news/abc body: the image … is not shown: …`). */
  warnings: string[];
}

/** The line to print when a sync replaced a snapshot from another source; undefined otherwise. */
export function describeSourceSwitch(stats: SyncStats, source: string): string | undefined {
  if (stats.replacedSource === undefined) return undefined;
  return `content sync: the snapshot came from ${stats.replacedSource}, not ${source}: pulled everything into a fresh snapshot`;
}

const IDS_PER_REQUEST = 50;

export async function syncContent(opts: SyncOptions): Promise<{ stats: SyncStats }> {
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

  const store = SnapshotStore.open(opts.dir, { create: true });
  if (!store) throw new Error(`Cannot open the content snapshot in ${opts.dir}`);
  const parser = createEntryParser(opts.workerThreshold === undefined ? {} : { threshold: opts.workerThreshold });
  try {
    const previous = store.meta();
    const base = !opts.full && previous?.source === opts.source && previous.version === SNAPSHOT_VERSION ? previous : undefined;
    const since = base && new Date(Date.parse(base.syncedAt) - (opts.safetyMarginMs ?? 5 * 60_000)).toISOString();
    const listedAt = base?.idsListedAt === undefined ? Number.NaN : Date.parse(base.idsListedAt);
    // Not `<`: a missing or unreadable time lists them.
    const listAllIds = !(Date.parse(syncedAt) - listedAt < ID_LIST_MAX_AGE_MS);
    let listedEvery = true;

    const warnings: string[] = [];
    /** Images the sanitiser drops, named by entry and field (content-client/rich-html-images.ts). */
    const checkImages = (ep: EndpointName, raw: readonly unknown[]) => {
      for (const entry of raw) {
        const id = (entry as { id?: unknown }).id;
        const name = typeof id === 'string' && endpoints[ep].kind === 'list' ? `${ep}/${id}` : ep;
        for (const image of droppedImages(entry)) warnings.push(`${name} ${describeDroppedImage(image)}`);
      }
    };
    // Each page is validated and made into snapshot rows as it arrives (on worker threads for a large pull).
    const prepared = (ep: ListEndpointName) => ({
      ...pullOpts,
      map: (raw: PulledEntry[], total: number) => {
        checkImages(ep, raw);
        return parser.prepare(ep, raw, total);
      },
    });

    /** The rows to write and, incrementally, the ids to delete. */
    async function syncList(ep: ListEndpointName): Promise<{ upserts: PreparedEntry[]; deletes: string[] }> {
      if (!base || since === undefined) return { upserts: await pullAll(client, ep, prepared(ep)), deletes: [] };
      const listIds = () => pullAll(client, ep, { ...pullOpts, fields: 'id' });
      const [changed, count, listed] = await Promise.all([
        pullAll(client, ep, { ...prepared(ep), filters: `updatedAt[greater_than]${since}` }),
        listAllIds ? undefined : countEntries(client, ep, pullOpts),
        listAllIds ? listIds() : undefined,
      ]);
      const stored = new Set(store!.rows(ep).map((r) => r.id));
      const changedIds = new Set(changed.map((r) => r.id));
      if (count !== undefined && count === new Set([...stored, ...changedIds]).size) {
        listedEvery = false;
        return { upserts: changed, deletes: [] };
      }
      const idRows = listed ?? (await listIds());
      const current = new Set(idRows.map((r) => r.id));
      // Ids that exist but are in neither set were missed by an earlier sync (e.g. created while it ran): fetch them by id.
      const missingIds = [...current].filter((id) => !stored.has(id) && !changedIds.has(id));
      const missing = await Promise.all(chunk(missingIds, IDS_PER_REQUEST).map((ids) => pullAll(client, ep, { ...prepared(ep), ids })));
      return {
        upserts: [...changed.filter((r) => current.has(r.id)), ...missing.flat()],
        deletes: [...stored].filter((id) => !current.has(id)),
      };
    }

    async function syncObject(ep: (typeof objectEndpointNames)[number]): Promise<PreparedEntry> {
      const raw = await withRetry(ep, () => gate.run(() => client.object({ endpoint: ep, queries: { depth: 0 } })), opts.retry);
      checkImages(ep, [raw]);
      return prepareEntries(ep, [raw], true)[0]!;
    }

    const [lists, objects] = await Promise.all([
      Promise.all(listEndpointNames.map(async (ep) => [ep, await syncList(ep)] as const)),
      Promise.all(objectEndpointNames.map(syncObject)),
    ]);

    const upserts = [...lists.flatMap(([, r]) => r.upserts), ...objects];
    const deletes = lists.flatMap(([ep, r]) => r.deletes.map((id) => ({ endpoint: ep, id })));
    const idsListedAt = listedEvery ? syncedAt : base?.idsListedAt;
    const meta = { version: SNAPSHOT_VERSION, source: opts.source, syncedAt, ...(idsListedAt !== undefined && { idsListedAt }) };
    const result = store.write({ meta, upserts, deletes, replace: !base });

    const changed = Object.fromEntries([...listEndpointNames, ...objectEndpointNames].map((ep) => [ep, 0])) as Record<EndpointName, number>;
    const deleted = { ...changed };
    for (const c of result.changed) changed[c.endpoint as EndpointName] += 1;
    for (const d of result.deleted) deleted[d.endpoint as EndpointName] += 1;
    const touched = [...result.changed, ...result.deleted].map((e) => `${e.endpoint}/${e.id}`);
    const mode = base ? 'incremental' : 'full';
    // Another source: the whole snapshot was replaced (replace: !base above), never mixed with the new source's entries.
    const replacedSource = previous && previous.source !== opts.source ? previous.source : undefined;
    const ms = Math.round(performance.now() - started);
    return { stats: { mode, requests, changed, deleted, touched, ms, warnings, ...(replacedSource !== undefined && { replacedSource }) } };
  } finally {
    store.close();
    await parser.close();
  }
}
