/**
 * Which release the site server serves. Builds and rollbacks make a release
 * live by renaming `dist/current` (engine/releases.ts), so the server looks
 * the link up again for every request (one readlink, a cheap syscall) and
 * follows a switch without a restart. A request keeps the release it started
 * with: its web root is the release's real path, never the moving
 * `dist/client` link, so a switch mid-request cannot mix two releases.
 *
 * Only releases are served. A dist dir of the layout before releases (a real
 * client/ and server-routes.json, no `current`) counts as no build: the next
 * build replaces it (engine/releases.ts switchRelease).
 */
import { existsSync } from 'node:fs';
import { readFile, readlink, realpath } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { ServerRoutes } from '../src/prerender/build-files.ts';
import { errorCode } from '../engine/atomic-symlink.ts';
import { CURRENT_LINK } from '../engine/releases.ts';

/** What the server reads of a release's server-routes.json (the build writes all of ServerRoutes). */
export type SiteRoutes = Partial<ServerRoutes> & Pick<ServerRoutes, 'redirects' | 'shells'>;

export interface Release {
  /** The release id (engine/releases.ts). */
  id: string;
  /** Real path of the release's client dir: the web root for a whole request. */
  root: string;
  routes: SiteRoutes;
}

export interface LiveRelease {
  /** The live release, or the last good one when the live one cannot be read. */
  current(): Promise<Release>;
}

/** A live release: the `current` link, leading to a release with its server-routes.json. */
export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, CURRENT_LINK, 'server-routes.json'));
}

/** Parsed releases kept: the live one, the one before it, and a few switched through quickly. */
const CACHE_SIZE = 4;

/** The release directory relative to distDir: the `current` link's target (`releases/<id>`). */
async function liveDir(distDir: string): Promise<string> {
  try {
    return await readlink(join(distDir, CURRENT_LINK));
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EINVAL')
      throw new Error(`No live release in ${distDir} (no \`${CURRENT_LINK}\` link): run \`npm run build\``, { cause: error });
    throw error;
  }
}

async function loadRelease(distDir: string, dir: string): Promise<Release> {
  const base = resolve(distDir, dir);
  const [root, json] = await Promise.all([realpath(join(base, 'client')), readFile(join(base, 'server-routes.json'), 'utf8')]);
  const routes = JSON.parse(json) as SiteRoutes;
  if (typeof routes.redirects !== 'object' || typeof routes.shells !== 'object')
    throw new Error(`${base}/server-routes.json has no redirects or shells`);
  return { id: basename(dir), root, routes };
}

/** Rejects when there is no readable live release. */
export async function openLiveRelease(distDir: string, warn: (line: string) => void = () => {}): Promise<LiveRelease> {
  const dist = resolve(distDir);
  // Keyed by link target; a release never changes once complete, so entries never go stale.
  const cache = new Map<string, Promise<Release>>();
  const reported = new Set<string>();
  let lastGood: Release | undefined;

  function load(dir: string): Promise<Release> {
    let hit = cache.get(dir);
    if (hit) {
      cache.delete(dir); // re-inserted below: least recently used goes first
    } else {
      hit = loadRelease(dist, dir);
      const pending = hit;
      pending.catch(() => cache.get(dir) === pending && cache.delete(dir));
    }
    cache.set(dir, hit);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return hit;
  }

  async function current(): Promise<Release> {
    let dir = 'current';
    try {
      dir = await liveDir(dist);
      lastGood = await load(dir);
      reported.delete(dir);
      return lastGood;
    } catch (error) {
      // A dangling link (a release deleted under it, a cleanup in progress): serve what worked last.
      if (!lastGood) throw error;
      if (!reported.has(dir)) {
        reported.add(dir);
        warn(`live release ${dir} unreadable (${error instanceof Error ? error.message : String(error)}); still serving ${lastGood.id}`);
      }
      return lastGood;
    }
  }

  await current();
  return { current };
}
