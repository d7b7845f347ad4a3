/**
 * Where the site search index lives, beside the releases, not in them:
 *
 *   dist/search/base-<releaseId>/       a whole Pagefind bundle of that release's pages (engine/search-base.ts)
 *   dist/search/<releaseId>/            the index of a release, served at /pagefind/: links to the files of a
 *                                       base, `search.json` and, when pages changed since the base, `delta/`
 *                                       (src/search/search-manifest.ts)
 *   dist/search/<name>.partial/         one being written
 *   dist/search/current -> <releaseId>  the newest complete index
 *   dist/releases/<id>/client/pagefind -> ../../../search/<id>   for static hosts (`cp -rL dist/client`)
 *
 * Pagefind names its index, fragment and meta files by content hash, so the
 * index of a previous release can stay next to the new one: a browser that
 * loaded the old pagefind-entry.json still finds the chunks it names.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { DELTA_DIR, parseSearchManifest, SEARCH_MANIFEST } from '../src/search/search-manifest.ts';
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

/** Writes a file by a rename, so that a reader never gets half of it. */
export async function replaceFile(path: string, content: string | Buffer): Promise<void> {
  await writeFile(`${path}.tmp`, content);
  await rename(`${path}.tmp`, path);
}

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

/** Base indexes (engine/search-base.ts) live beside the releases' indexes, under this prefix. */
export const BASE_PREFIX = 'base-';
export const baseName = (releaseId: string) => `${BASE_PREFIX}${releaseId}`;

/** Written into a base next to Pagefind's files (engine/search-base.ts); never linked into a release's index, so never served. */
export const BASE_RECORD = 'base-record.json';
/** In a release's index with a delta: URL → the delta's fragment name (engine/search-hide.ts). */
export const DELTA_RECORD = 'delta-record.json';
const NOT_LINKED = new Set([SEARCH_MANIFEST, BASE_RECORD]);

/**
 * Makes a release's (partial) index serve the base's Pagefind files: one
 * relative link per entry of the base (pagefind.js, the entry file and
 * metadata, the WebAssembly, `index/`, `fragment/`), so a release costs a
 * dozen links, not a copy, and `cp -rL` still uploads whole files.
 */
export async function linkBase(indexDir: string, base: string): Promise<void> {
  for (const name of await readdir(join(dirname(indexDir), base))) {
    if (!NOT_LINKED.has(name)) await symlink(join('..', base, name), join(indexDir, name));
  }
}

/** The base a release's index is made on, from its manifest; undefined if it has none (unreadable). */
async function baseOf(distDir: string, name: string): Promise<string | undefined> {
  try {
    return parseSearchManifest(JSON.parse(await readFile(join(searchDir(distDir), name, SEARCH_MANIFEST), 'utf8'))).base;
  } catch {
    return undefined;
  }
}

/**
 * Makes a finished partial index complete and, unless a newer one is
 * already current (two processes may index in turn), current; says which was
 * current before. Then, unless asked to leave it (`prune: false`: an indexer
 * that answers first and prunes after, pruneSearchIndexes), deletes what no
 * one needs any more.
 */
export async function publishSearchIndex(
  distDir: string,
  releaseId: string,
  partial: string,
  { prune = true } = {},
): Promise<{ current: boolean; before: string | undefined }> {
  const dir = searchIndexDir(distDir, releaseId);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  const before = await currentSearchIndex(distDir);
  const current = before === undefined || before <= releaseId;
  if (current) await replaceSymlink(join(searchDir(distDir), CURRENT_LINK), releaseId);
  if (prune) await pruneSearchIndexes(distDir, releaseId, before);
  return { current, before };
}

/**
 * Deletes the indexes no one needs any more after `releaseId`'s was published: those of releases that are gone,
 * except the current one and `before` (the one current until then: open search dialogs still read it), and the
 * bases none of the kept indexes is made on, except the newest (the next release's delta is made on it). At
 * 10,000 news a superseded base is 23,000 files (3.6 s to delete).
 */
export async function pruneSearchIndexes(distDir: string, releaseId: string, before: string | undefined): Promise<string[]> {
  const keep = new Set([
    ...(await listReleases(distDir)),
    releaseId,
    ...(before ? [before] : []),
    (await currentSearchIndex(distDir)) ?? '',
  ]);
  const names = await readdir(searchDir(distDir)).catch(() => [] as string[]);
  const bases = names.filter((n) => n.startsWith(BASE_PREFIX) && INDEX_ID.test(n)).sort();
  for (const name of keep) {
    const base = names.includes(name) ? await baseOf(distDir, name) : undefined;
    if (base) keep.add(base);
  }
  if (bases.length) keep.add(bases.at(-1) as string);
  const pruned = names.filter(
    (n) => n !== CURRENT_LINK && !n.startsWith('.') && !keep.has(n) && (INDEX_ID.test(n) || n.endsWith(PARTIAL_SUFFIX)),
  );
  // A partial index may belong to a run still going: another process's, or a new base being built in the
  // background, which is of an older release than the ones published meanwhile. Only those untouched for
  // PARTIAL_MAX_AGE_MS are a crashed run's.
  const now = Date.now();
  const stale: string[] = [];
  for (const name of pruned) {
    if (name.endsWith(PARTIAL_SUFFIX) && now - (await lastWritten(join(searchDir(distDir), name))) < PARTIAL_MAX_AGE_MS) continue;
    stale.push(name);
  }
  for (const name of stale) await rm(join(searchDir(distDir), name), { recursive: true, force: true });
  return stale;
}

/**
 * A partial index left this long without a new shard is a crashed run's. A base writes a shard every few seconds at
 * 10,000 news (69 in 150 s), slower at nice 19 beside publishes, but not minutes apart.
 */
export const PARTIAL_MAX_AGE_MS = 15 * 60_000;

/** When a partial index was last written to: its directory and those its runs create entries in (writeIndex's shards). */
async function lastWritten(partial: string): Promise<number> {
  const dirs = [partial, join(partial, '.shards'), join(partial, DELTA_DIR), join(partial, DELTA_DIR, '.shards')];
  const times = await Promise.all(
    dirs.map((dir) =>
      stat(dir).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(...times);
}
