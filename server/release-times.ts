/**
 * When the live release went live and when its search index was ready, read
 * from the files the build engine leaves (so builds from the command line
 * count as well as the server's own publishes): `current` is a link made
 * afresh at each switch (engine/releases.ts), so its own mtime is the switch;
 * an index is ready once its entry file, written last, is in
 * dist/search/<releaseId>/ (engine/search-store.ts).
 */
import { lstat, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CURRENT_LINK, liveReleaseId } from '../engine/releases.ts';
import { SEARCH_ENTRY, searchIndexDir } from '../engine/search-store.ts';

export interface ReleaseTimes {
  id: string;
  /** Milliseconds since the epoch. */
  liveAt: number;
  /** Undefined while the index is being built (or failed). */
  searchReadyAt?: number;
}

/** Undefined without a live release. */
export async function liveReleaseTimes(distDir: string): Promise<ReleaseTimes | undefined> {
  const id = await liveReleaseId(distDir);
  if (!id) return undefined;
  const liveAt = (await lstat(join(distDir, CURRENT_LINK))).mtimeMs;
  const entry = await stat(join(searchIndexDir(distDir, id), SEARCH_ENTRY)).catch(() => undefined);
  return { id, liveAt, ...(entry && { searchReadyAt: entry.mtimeMs }) };
}

/** Seconds from the switch to the index (0 when an older index was already there), or so far when it is not ready yet. */
export function searchLagSeconds(times: ReleaseTimes, now = Date.now()): number {
  return Math.max(0, ((times.searchReadyAt ?? now) - times.liveAt) / 1000);
}
