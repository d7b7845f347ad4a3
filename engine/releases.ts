/**
 * Release primitives. Every build writes a complete release directory and
 * then makes it live by moving one symlink, so visitors never see half a
 * build and a rollback is one more symlink move:
 *
 *   dist/releases/<id>/client/…            the static site of that release
 *   dist/releases/<id>/server-routes.json  its redirects, shells, CSP, build id
 *   dist/releases/<id>.partial/            a release being written (never live)
 *   dist/releases/history.jsonl            one {id, at, reason} line per switch
 *   dist/current -> releases/<id>          the live release
 *   dist/client -> current/client          stable path for static hosts
 *   dist/server-routes.json -> current/server-routes.json
 *
 * Every link is relative, so the dist folder can be moved or copied whole.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, readdir, readlink, rm, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { ensureSymlink, errorCode, replaceSymlink } from './atomic-symlink.ts';

export const PARTIAL_SUFFIX = '.partial';
export const CURRENT_LINK = 'current';
const HISTORY_FILE = 'history.jsonl';
/** What a release directory may be called: no dots (so never `.partial`), no slashes. */
const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z_-]*$/;

/** Why a switch happened, kept in the history. */
export type SwitchReason = 'build' | 'rollback' | 'publish' | (string & {});

/** A release operation that cannot be done (as opposed to an I/O failure). */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export const releasesDir = (distDir: string) => join(distDir, 'releases');

export function releaseDir(distDir: string, id: string): string {
  if (!RELEASE_ID.test(id)) throw new ReleaseError(`Not a release id: ${JSON.stringify(id)}`);
  return join(releasesDir(distDir), id);
}

/**
 * `<Date.now() in base 36, 9 characters>-<8 hex>`: ids sort chronologically
 * as plain strings (9 base-36 digits last until the year 5188), and the
 * random tail keeps two builds in the same millisecond apart.
 */
export function newReleaseId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

/** Ids compare as plain strings (not localeCompare: it would not be chronological). */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether the release has what the server and static hosts need. */
export async function isCompleteRelease(distDir: string, id: string): Promise<boolean> {
  const dir = releaseDir(distDir, id);
  const [client, routes] = await Promise.all([
    stat(join(dir, 'client')).catch(() => undefined),
    stat(join(dir, 'server-routes.json')).catch(() => undefined),
  ]);
  return Boolean(client?.isDirectory() && routes?.isFile());
}

/** Complete releases, oldest first. `.partial` and damaged directories are left out. */
export async function listReleases(distDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(releasesDir(distDir), { withFileTypes: true });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const ids = entries.filter((e) => e.isDirectory() && RELEASE_ID.test(e.name)).map((e) => e.name);
  const complete = await Promise.all(ids.map((id) => isCompleteRelease(distDir, id)));
  return ids.filter((_, i) => complete[i]).sort(byId);
}

/** The live release, from the `current` link; undefined when there is none (no build yet, or a legacy layout). */
export async function liveReleaseId(distDir: string): Promise<string | undefined> {
  try {
    return basename(await readlink(join(distDir, CURRENT_LINK)));
  } catch (error) {
    // ENOENT: no link. EINVAL: `current` is not a link at all.
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EINVAL') return undefined;
    throw error;
  }
}

/**
 * Makes a complete release live: one atomic rename of `current`, then the
 * compat links (they point through `current`, so they follow by themselves
 * once they exist), then one history line.
 */
export async function switchRelease(distDir: string, id: string, reason: SwitchReason = 'build'): Promise<void> {
  if (!(await isCompleteRelease(distDir, id))) {
    throw new ReleaseError(`Release ${id} is not complete (it needs client/ and server-routes.json in ${releaseDir(distDir, id)})`);
  }
  await replaceSymlink(join(distDir, CURRENT_LINK), join('releases', id));
  await ensureSymlink(join(distDir, 'client'), join(CURRENT_LINK, 'client'));
  await ensureSymlink(join(distDir, 'server-routes.json'), join(CURRENT_LINK, 'server-routes.json'));
  const line = JSON.stringify({ id, at: new Date().toISOString(), reason });
  await appendFile(join(releasesDir(distDir), HISTORY_FILE), `${line}\n`);
}

/**
 * Releases this process is reading and must find whole (the search indexer reads a release's pages, for a new
 * base for minutes): neither pruned nor recycled into a spare until unpinned. Counted, by resolved directory.
 */
const pinned = new Map<string, number>();

/** Pins a release until the returned function is called (once). */
export function pinRelease(distDir: string, id: string): () => void {
  const key = resolve(releaseDir(distDir, id));
  pinned.set(key, (pinned.get(key) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (pinned.get(key) ?? 1) - 1;
    if (left > 0) pinned.set(key, left);
    else pinned.delete(key);
  };
}

export const isPinned = (distDir: string, id: string): boolean => pinned.has(resolve(releaseDir(distDir, id)));

export interface PruneOptions {
  /** A `.partial` directory untouched this long is a crashed build (default one hour). */
  partialMaxAgeMs?: number;
  now?: number;
}

/**
 * Deletes the oldest complete releases beyond `keep`, except the live one,
 * the one before it (the rollback target) and pinned ones, and crashed builds' `.partial`
 * directories. "Untouched" is the partial directory's own mtime, which moves
 * when an entry directly inside it is created or renamed, not when files
 * deeper down are written. Returns what it deleted.
 */
export async function pruneReleases(
  distDir: string,
  keep = 5,
  { partialMaxAgeMs = 3_600_000, now = Date.now() }: PruneOptions = {},
): Promise<string[]> {
  const releases = await listReleases(distDir);
  const live = await liveReleaseId(distDir);
  const previous = live === undefined ? undefined : releases.filter((id) => id < live).at(-1);
  const removable = releases.filter((id) => id !== live && id !== previous && !isPinned(distDir, id));
  const removed = removable.slice(0, Math.max(0, releases.length - Math.max(0, keep)));
  let entries: string[] = [];
  try {
    entries = await readdir(releasesDir(distDir));
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  for (const name of entries.filter((n) => n.endsWith(PARTIAL_SUFFIX))) {
    const info = await stat(join(releasesDir(distDir), name)).catch(() => undefined);
    if (info?.isDirectory() && now - info.mtimeMs > partialMaxAgeMs) removed.push(name);
  }
  for (const name of removed) await rm(join(releasesDir(distDir), name), { recursive: true, force: true });
  return removed;
}

/** Makes the newest complete release older than the live one live again. */
export async function rollbackRelease(distDir: string): Promise<{ from: string; to: string }> {
  const from = await liveReleaseId(distDir);
  if (!from) throw new ReleaseError(`No live release in ${distDir} (no \`current\` link): nothing to roll back.`);
  const to = (await listReleases(distDir)).filter((id) => id < from).at(-1);
  if (!to)
    throw new ReleaseError(`No complete release older than the live one (${from}) in ${releasesDir(distDir)}: nothing to roll back to.`);
  await switchRelease(distDir, to, 'rollback');
  return { from, to };
}
