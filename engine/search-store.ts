/**
 * Where the site search index lives. Pagefind cannot update an index, so
 * every release gets a whole new one, built after the release is live
 * (engine/search-index.ts). It is kept beside the releases, not in them:
 *
 *   dist/search/<releaseId>/            the Pagefind bundle of that release (served at /pagefind/)
 *   dist/search/<releaseId>.partial/    one being written
 *   dist/search/current -> <releaseId>  the newest complete index
 *   dist/releases/<id>/client/pagefind -> ../../../search/<id>   for static hosts (`cp -rL dist/client`)
 *
 * Pagefind names its index, fragment and meta files by content hash, so the
 * index of a previous release can stay next to the new one: a browser that
 * loaded the old pagefind-entry.json still finds the chunks it names.
 */
import { existsSync } from 'node:fs';
import { readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { errorCode, replaceSymlink } from './atomic-symlink.ts';
import { CURRENT_LINK, listReleases, PARTIAL_SUFFIX } from './releases.ts';

/** The URL path the index is served under (Pagefind's default bundle path). */
export const SEARCH_URL_PREFIX = '/pagefind/';
/** The name of the link inside a release's client dir. */
export const RELEASE_LINK = 'pagefind';
/** Written last into a complete index (Pagefind's own entry file). */
export const SEARCH_ENTRY = 'pagefind-entry.json';

const INDEX_ID = /^[0-9A-Za-z][0-9A-Za-z_-]*$/;

export const searchDir = (distDir: string) => join(distDir, 'search');

export function searchIndexDir(distDir: string, releaseId: string): string {
  if (!INDEX_ID.test(releaseId)) throw new Error(`Not a release id: ${JSON.stringify(releaseId)}`);
  return join(searchDir(distDir), releaseId);
}

/** Whether the release has a complete index. */
export const hasSearchIndex = (distDir: string, releaseId: string) => existsSync(join(searchIndexDir(distDir, releaseId), SEARCH_ENTRY));

/** The release whose index `current` points at, if any. */
export async function currentSearchIndex(distDir: string): Promise<string | undefined> {
  try {
    return basename(await readlink(join(searchDir(distDir), CURRENT_LINK)));
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EINVAL') return undefined;
    throw error;
  }
}

/** Complete indexes, newest first. */
export async function listSearchIndexes(distDir: string): Promise<string[]> {
  const names = await readdir(searchDir(distDir)).catch(() => [] as string[]);
  return names
    .filter((n) => INDEX_ID.test(n) && n !== CURRENT_LINK && hasSearchIndex(distDir, n))
    .sort()
    .reverse();
}

/**
 * Points a (partial) release's `client/pagefind` at its future index: static
 * hosts upload the release with the index in it. Replaces the link a
 * recycled release brought along; never follows it.
 */
export async function linkReleaseToIndex(releaseDir: string, releaseId: string): Promise<void> {
  const link = join(releaseDir, 'client', RELEASE_LINK);
  await rm(link, { force: true });
  await symlink(join('..', '..', '..', 'search', releaseId), link);
}

/**
 * Makes a finished partial index complete and, unless a newer one is
 * already current (two processes may index in turn), current. Then deletes
 * the indexes no one needs any more: those of releases that are gone, except
 * the current one and the one it replaced (open search dialogs still read it).
 */
export async function publishSearchIndex(
  distDir: string,
  releaseId: string,
  partial: string,
): Promise<{ current: boolean; pruned: string[] }> {
  const dir = searchIndexDir(distDir, releaseId);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  const before = await currentSearchIndex(distDir);
  const current = before === undefined || before <= releaseId;
  if (current) await replaceSymlink(join(searchDir(distDir), CURRENT_LINK), releaseId);
  const keep = new Set([
    ...(await listReleases(distDir)),
    releaseId,
    ...(before ? [before] : []),
    (await currentSearchIndex(distDir)) ?? '',
  ]);
  const names = await readdir(searchDir(distDir)).catch(() => [] as string[]);
  const pruned = names.filter(
    (n) => n !== CURRENT_LINK && !n.startsWith('.') && !keep.has(n) && (INDEX_ID.test(n) || n.endsWith(PARTIAL_SUFFIX)),
  );
  // A partial index of a run still going (another process) is younger than this one's: leave those.
  const stale = pruned.filter((n) => !n.endsWith(PARTIAL_SUFFIX) || n.slice(0, -PARTIAL_SUFFIX.length) < releaseId);
  for (const name of stale) await rm(join(searchDir(distDir), name), { recursive: true, force: true });
  return { current, pruned: stale };
}
