/**
 * The spare release: a hard-linked copy of the live release's client
 * directory, made right after a switch, while nobody waits. The next build
 * claims it (one rename) and only unlinks and re-renders what changed,
 * instead of linking 130,000 files on the critical path of a publish.
 *
 *   dist/spare/base       the id of the release it copies
 *   dist/spare/client/…   the copy (build-wide files left out: every build writes them)
 */
import { readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { linkFiles } from './link-tree.ts';
import { releaseDir } from './releases.ts';
import type { ReleaseState } from './release-state.ts';
import { outputFiles } from '../src/prerender/output-paths.ts';

const SPARE = 'spare';

/** Every file of a release's client directory that is not rewritten by each build. */
export function* releaseFiles(state: ReleaseState): Generator<string> {
  yield* state.appFiles;
  yield* state.carriedFiles;
  for (const [url, { flags }] of state.urls) yield* outputFiles(url, flags);
}

export async function prepareSpare(distDir: string, liveId: string, state: ReleaseState): Promise<number> {
  const temp = join(distDir, `${SPARE}.tmp`);
  await rm(temp, { recursive: true, force: true });
  const count = linkFiles(join(releaseDir(distDir, liveId), 'client'), join(temp, 'client'), releaseFiles(state));
  await writeFile(join(temp, 'base'), liveId);
  await rm(join(distDir, SPARE), { recursive: true, force: true });
  await rename(temp, join(distDir, SPARE));
  return count;
}

/** Moves the spare to `target` when it copies `liveId`; false (and no spare left) otherwise. */
export async function claimSpare(distDir: string, liveId: string, target: string): Promise<boolean> {
  const spare = join(distDir, SPARE);
  const base = await readFile(join(spare, 'base'), 'utf8').catch(() => undefined);
  if (base === undefined) return false;
  if (base !== liveId) {
    await rm(spare, { recursive: true, force: true });
    return false;
  }
  await rm(join(spare, 'base'));
  await rename(spare, target);
  const now = new Date();
  await utimes(target, now, now); // a fresh partial, not a crashed build's leftover, for pruneReleases
  return true;
}
