/**
 * The content snapshot: every entry of every endpoint (depth=0) in one JSON
 * file, written by the sync and read by the build and server. Reading a local
 * file instead of the CMS makes builds reproducible and keeps them within the
 * CMS rate limits no matter how many pages render.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { caseSchema, categorySchema, homeSchema, newsSchema, publicationSchema, yearSchema } from './schemas.ts';

export const SNAPSHOT_VERSION = 1;
export const SNAPSHOT_FILE = 'snapshot.json';

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  /** `embedded` or the microCMS service domain the content came from. */
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

export const snapshotPath = (dir: string): string => join(dir, SNAPSHOT_FILE);

/** The snapshot is missing or unusable; the message says what to run. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** Reads the raw JSON; undefined when there is no snapshot file yet. */
async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new SnapshotError(`Content snapshot ${path} is not valid JSON (${(e as Error).message}). Run \`npm run sync\` to rewrite it.`);
  }
}

/** Reads and validates the snapshot; for the build and the server. */
export async function readSnapshot(dir: string): Promise<Snapshot> {
  const path = snapshotPath(dir);
  const json = await readJson(path);
  if (json === undefined) {
    throw new SnapshotError(`No content snapshot at ${path}. Run \`npm run sync\` to create it (the build runs it too).`);
  }
  const result = snapshotSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  at ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new SnapshotError(`Content snapshot ${path} is invalid; run \`npm run sync -- --full\` to rebuild it:\n${problems}`);
  }
  return result.data;
}

/**
 * The previous snapshot for an incremental sync, or undefined when there is
 * none or it cannot be trusted (other version, broken file): the sync then
 * simply does a full pull instead of failing.
 */
export async function readPreviousSnapshot(dir: string): Promise<Snapshot | undefined> {
  try {
    return await readSnapshot(dir);
  } catch {
    return undefined;
  }
}

/**
 * Writes atomically: to a temp file in the same directory, then rename, so a
 * reader (a build running next to a sync) sees the old or the new snapshot,
 * never half a file — and a failed sync leaves the old one in place.
 */
export async function writeSnapshot(dir: string, snapshot: Snapshot): Promise<string> {
  const valid = snapshotSchema.parse(snapshot); // never persist something readSnapshot would reject
  const path = snapshotPath(dir);
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(temp, `${JSON.stringify(valid, null, 2)}\n`, 'utf8');
    await rename(temp, path);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
  return path;
}
