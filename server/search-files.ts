/**
 * Files of the site search index, served at /pagefind/… from beside the
 * releases (engine/search-store.ts). The live release's own index comes
 * first; while it is still being built, the newest complete one (`current`);
 * a content-hashed chunk that neither has belongs to an older index that a
 * browser opened before the switch, and is looked up there.
 */
import { resolve } from 'node:path';
import { currentSearchIndex, listSearchIndexes, searchIndexDir, SEARCH_URL_PREFIX } from '../engine/search-store.ts';
import { resolveFile, type FileHit } from './static-files.ts';

/** Pagefind's chunk names carry a content hash (`ja_742140ca3a`): they never change. */
const HASHED = /_[0-9a-f]{7,}\.pf_[a-z]+$/;

export const isSearchPath = (pathname: string) => pathname.startsWith(SEARCH_URL_PREFIX);

/** `relative`: the request path as safeRelativePath gave it (`pagefind/…`). */
export async function findSearchFile(
  dist: string,
  releaseId: string,
  relative: string,
): Promise<{ root: string; file: FileHit; cache: string } | undefined> {
  const distDir = resolve(dist);
  const rest = relative.replace(/^pagefind\//, '');
  const cache = HASHED.test(rest) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  const tried = new Set<string>();
  const lookIn = async (id: string | undefined) => {
    if (!id || tried.has(id) || !/^[0-9A-Za-z][0-9A-Za-z_-]*$/.test(id)) return undefined;
    tried.add(id);
    const root = searchIndexDir(distDir, id);
    const file = await resolveFile(root, rest);
    return file && { root, file, cache };
  };
  // `current` is read first: a release's index is complete before `current` points at it (publishSearchIndex), so
  // either the release's own index is found or `current` is an older complete one. Read after a miss, it could
  // name the release's index published just since, already tried: a 404 for the entry file, and a visitor's
  // search failing to load at the moment of a publish (seen in bench:publish at 10,000 news).
  const current = await currentSearchIndex(distDir);
  const hit = (await lookIn(releaseId)) ?? (await lookIn(current));
  if (hit || !HASHED.test(rest)) return hit;
  for (const id of await listSearchIndexes(distDir)) {
    const older = await lookIn(id);
    if (older) return older;
  }
  return undefined;
}
