/**
 * One publish: bring the named entries in the snapshot up to date from the
 * CMS — their current state, fetched, never the webhook's copy — then build
 * incrementally and switch (engine/build.ts). An entry the CMS no longer
 * serves (unpublished or deleted: 404 without a draft key) leaves the
 * snapshot, and with it every page that showed it. A draft-only save leaves
 * the published version unchanged, so nothing is rendered.
 */
import { createRequestGate } from '../../content-client/rate-limit.ts';
import { withRetry } from '../../content-client/retry.ts';
import { statusOf } from '../../content-client/errors.ts';
import { isEndpointName, listEndpointNames, parseEntry } from '../../content-client/validate.ts';
import { describeDroppedImage, droppedImages } from '../../content-client/rich-html-images.ts';
import { SnapshotStore, type EntryKey, type EntryWrite } from '../../content-client/snapshot-store.ts';
import { openSnapshotStore } from '../../content-client/snapshot-store.ts';
import { describeSourceSwitch, syncContent } from '../../content-client/sync.ts';
import type { OpenedContentClient } from '../../content-client/client.ts';
import { buildSite, type WarmWorkers } from '../../engine/build.ts';
import { hideFromSearch } from '../../engine/search-hide.ts';
import { paths, sectionIds, sections } from '../../src/routes.ts';
import { locales } from '../../src/i18n/locales.ts';
import { liveReleaseTimes } from '../release-times.ts';
import type { PublishOutcome, TargetKey } from './queue.ts';

export interface PublishContext {
  content: OpenedContentClient;
  snapshotDir: string;
  distDir: string;
  siteOrigin: string;
  /** API_ORIGIN: the service's origin when the pages are on a CDN (engine/build.ts). */
  apiOrigin?: string;
  log?: (line: string) => void;
  /** Render workers kept warm between publishes (the server's publisher thread). */
  workers?: WarmWorkers;
}

/** One pace for every CMS call of the publisher thread: publishes, syncs and previews. */
export const publishGate = createRequestGate();
const gate = publishGate;

/** The entry's current published state: the parsed entry, or undefined when the CMS does not serve it (404). */
async function fetchCurrent(ctx: PublishContext, endpoint: string, id: string): Promise<EntryWrite['value'] | undefined> {
  try {
    const raw = await withRetry(`${endpoint}/${id}`, () =>
      gate.run(() => ctx.content.client.get({ endpoint, contentId: id, queries: { depth: 0 } })),
    );
    for (const image of droppedImages(raw)) ctx.log?.(`publish: warning: ${endpoint}/${id} ${describeDroppedImage(image)}`);
    return parseEntry(endpoint as never, raw);
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/** Applies fetched entries to the snapshot; returns what changed and what left it. */
async function applyEntries(
  ctx: PublishContext,
  targets: { endpoint: string; id: string }[],
): Promise<{ changed: EntryKey[]; deleted: EntryKey[] }> {
  const fetched = await Promise.all(targets.map(async (t) => ({ ...t, value: await fetchCurrent(ctx, t.endpoint, t.id) })));
  const store = SnapshotStore.open(ctx.snapshotDir, { create: true });
  if (!store) throw new Error(`Cannot open the content snapshot in ${ctx.snapshotDir}`);
  try {
    const meta = store.meta();
    if (!meta) throw new Error('The content snapshot is empty: run a full sync first');
    return store.write({
      meta: { version: meta.version, source: meta.source, syncedAt: meta.syncedAt }, // an entry fetch is not a sync: the next one still asks since then
      upserts: fetched
        .filter((f) => f.value !== undefined)
        .map((f) => ({ endpoint: f.endpoint, id: f.id, value: f.value as EntryWrite['value'] })),
      deletes: fetched.filter((f) => f.value === undefined),
    });
  } finally {
    store.close();
  }
}

/** The pages that are an entry's own (its detail pages in every language), for the sections that have them. */
function ownPages(endpoint: string, id: string): string[] {
  const section = sectionIds.find((s) => sections[s].endpoint === endpoint);
  if (section !== 'news' && section !== 'case') return [];
  return locales.map((locale) => paths.post(locale, section, id));
}

/** Splits targets into single entries and whether anything needs a whole sync. */
function plan(targets: TargetKey[]): { entries: { endpoint: string; id: string }[]; sync: boolean } {
  const entries: { endpoint: string; id: string }[] = [];
  let sync = false;
  for (const key of targets) {
    const [api = '', id = '*'] = key.split('/');
    // An API-level event, an object API, a reconcile, or an API we do not know: sync everything.
    if (key === '*' || id === '*' || !isEndpointName(api) || !(listEndpointNames as string[]).includes(api)) sync = true;
    else entries.push({ endpoint: api, id });
  }
  return { entries, sync };
}

/** The source the snapshot was synced from (client.ts OpenedContentClient.source); undefined without one. */
function snapshotSource(dir: string): string | undefined {
  const store = SnapshotStore.open(dir);
  try {
    return store?.meta()?.source;
  } finally {
    store?.close();
  }
}

export async function runPublish(ctx: PublishContext, targets: TargetKey[]): Promise<PublishOutcome> {
  const started = performance.now();
  const planned = plan(targets);
  const { entries } = planned;
  // Entries are fetched into a snapshot of this source only: one from another source is replaced whole first.
  const sync = planned.sync || (entries.length > 0 && snapshotSource(ctx.snapshotDir) !== ctx.content.source);
  const touched: string[] = [];
  if (sync) {
    const { stats } = await syncContent({ client: ctx.content.client, source: ctx.content.source, dir: ctx.snapshotDir, gate });
    const switched = describeSourceSwitch(stats, ctx.content.source);
    if (switched) ctx.log?.(switched);
    for (const warning of stats.warnings) ctx.log?.(`content sync: warning: ${warning}`);
    touched.push(...stats.touched);
  }
  if (entries.length) {
    const { changed, deleted } = await applyEntries(ctx, entries);
    touched.push(...[...changed, ...deleted].map((e) => `${e.endpoint}/${e.id}`));
    // Gone from the search before the build: removing an entry re-renders every later listing page.
    const gone = deleted.flatMap(({ endpoint, id }) => ownPages(endpoint, id));
    if (gone.length)
      await hideFromSearch(ctx.distDir, gone).catch((error: unknown) =>
        ctx.log?.(`hiding ${gone.join(', ')} from the search failed: ${String(error)}`),
      );
  }
  openSnapshotStore(ctx.snapshotDir).close(); // fails clearly when there is no usable snapshot
  const fetched = Math.round(performance.now() - started);
  const report = await buildSite({
    distDir: ctx.distDir,
    snapshotDir: ctx.snapshotDir,
    siteOrigin: ctx.siteOrigin,
    apiOrigin: ctx.apiOrigin,
    log: ctx.log,
    ...(ctx.workers && { workers: ctx.workers, prune: false }), // a warm publisher prunes when idle (publisher-thread.ts)
  });
  // When the switch happened (the `current` link's own time), unless another build has switched since.
  const times = report.releaseId ? await liveReleaseTimes(ctx.distDir).catch(() => undefined) : undefined;
  return {
    result: report.releaseId ? 'published' : 'no-change',
    ...(report.releaseId && { releaseId: report.releaseId }),
    ...(times && times.id === report.releaseId && { liveAt: new Date(times.liveAt).toISOString() }),
    rendered: report.rendered,
    removed: report.removed,
    entries: [...new Set(touched)],
    phases: { fetch: fetched, ...report.phases },
  };
}
