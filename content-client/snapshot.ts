/**
 * The content snapshot as one value: every entry of every endpoint (depth=0).
 * On disk it lives in the SQLite store (snapshot-store.ts); this module reads
 * and writes it whole, validated, for tools and tests. Reading a local
 * snapshot instead of the CMS makes builds reproducible and keeps them within
 * the CMS rate limits no matter how many pages render.
 */
import { z } from 'zod';
import { caseSchema, categorySchema, homeSchema, newsSchema, publicationSchema, yearSchema } from './schemas.ts';
import { SNAPSHOT_VERSION, SnapshotError, SnapshotStore, openSnapshotStore, snapshotPath, type EntryWrite } from './snapshot-store.ts';
import { listEndpointNames, objectEndpointNames } from './validate.ts';

// SnapshotError and openSnapshotStore live with the store, so a reader (the build engine, the render workers)
// need not load the schemas; they are re-exported here with the rest of the snapshot's API.
export { SNAPSHOT_VERSION, SNAPSHOT_FILE, SnapshotError, openSnapshotStore, snapshotPath } from './snapshot-store.ts';

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  /** Where the content came from: `embedded:<absolute CONTENT_DIR>` or `microcms:<service domain>` (client.ts). */
  source: z.string().min(1),
  /** ISO time the sync that wrote this snapshot STARTED; the next incremental sync asks for changes since then. */
  syncedAt: z.iso.datetime({ offset: true }),
  lists: z.object({
    categories: z.array(categorySchema),
    years: z.array(yearSchema),
    news: z.array(newsSchema),
    cases: z.array(caseSchema),
    publications: z.array(publicationSchema),
  }),
  objects: z.object({ home: homeSchema }),
});

export type Snapshot = z.output<typeof snapshotSchema>;

/** Reads and validates the whole snapshot (tests and tools; the build reads the store lazily). */
export async function readSnapshot(dir: string): Promise<Snapshot> {
  const store = openSnapshotStore(dir);
  try {
    const meta = store.meta();
    const lists = Object.fromEntries(listEndpointNames.map((ep) => [ep, store.rows(ep).map((r) => store.get(ep, r.id))]));
    const objects = Object.fromEntries(objectEndpointNames.map((ep) => [ep, store.get(ep, ep)]));
    const result = snapshotSchema.safeParse({ version: meta?.version, source: meta?.source, syncedAt: meta?.syncedAt, lists, objects });
    if (!result.success) {
      const problems = result.error.issues.map((i) => `  at ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
      throw new SnapshotError(
        `Content snapshot ${snapshotPath(dir)} is invalid; run \`npm run sync -- --full\` to rebuild it:\n${problems}`,
      );
    }
    return result.data;
  } finally {
    store.close();
  }
}

/** Every entry of a snapshot as rows for the store. */
export function snapshotWrites(snapshot: Snapshot): EntryWrite[] {
  return [
    ...listEndpointNames.flatMap((ep) => snapshot.lists[ep].map((value) => ({ endpoint: ep, id: value.id, value }))),
    ...objectEndpointNames.map((ep) => ({ endpoint: ep, id: ep, value: snapshot.objects[ep] })),
  ];
}

/** Replaces the stored snapshot with this one, in one transaction (a reader sees the old or the new one). */
export async function writeSnapshot(dir: string, snapshot: Snapshot): Promise<string> {
  const valid = snapshotSchema.parse(snapshot); // never persist something readSnapshot would reject
  const store = SnapshotStore.open(dir, { create: true });
  if (!store) throw new SnapshotError(`Cannot create a content snapshot in ${dir}`);
  try {
    store.write({
      meta: { version: valid.version, source: valid.source, syncedAt: valid.syncedAt },
      upserts: snapshotWrites(valid),
      replace: true,
    });
  } finally {
    store.close();
  }
  return snapshotPath(dir);
}
