/**
 * The build engine: content snapshot + code → a new release, rendering only
 * the URLs whose inputs changed, then an atomic switch.
 *
 * 1. code: the app bundles for this code version, in the dist directory's `app/` (engine/app-build.ts);
 * 2. plan: the URL list with each URL's signature, made by the render workers (src/prerender/plan-urls.ts),
 *    compared with the live release's state;
 * 3. assemble: the new release directory, from the spare or by hard-linking unchanged files;
 * 4. render: the changed URLs, in worker threads, straight into the release;
 * 5. switch: build-wide files, rename `.partial` away, move `current`, prune;
 * 6. spare: a linked copy of the new release for the next build;
 * 7. search: the site search index of the new release, after the switch (engine/search-index.ts).
 * A failure anywhere leaves the live release untouched and removes the partial release.
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openSnapshotStore } from '../content-client/snapshot-store.ts';
import { urlSignature } from '../src/prerender/url-signature.ts';
import { buildFiles, newServerRoutes, type SiteParts } from '../src/prerender/build-files.ts';
import { orderedGroups } from '../src/prerender/plan-shares.ts';
import { NOT_FOUND_URLS, outputFiles } from '../src/prerender/output-paths.ts';
import { codeVersion, ensureAppBuild } from './app-build.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import { linkFiles, listFiles, unlinkFiles } from './link-tree.ts';
import { readReleaseState, writeReleaseState, type ReleaseState, type UrlState } from './release-state.ts';
import { liveReleaseId, newReleaseId, releaseDir, releasesDir, switchRelease, PARTIAL_SUFFIX } from './releases.ts';
import { claimSpare } from './spare.ts';
import { prepareNext } from './finish-release.ts';
import { withBuildLock } from './build-lock.ts';
import { describeSearch, requestSearchIndex, stopSearchIndexer, warmSearchIndexer, type SearchOutcome } from './search-index.ts';
import { hasSearchIndex, linkReleaseToIndex } from './search-store.ts';

/**
 * Builds that render or remove at most this many URLs are small: the search indexer starts before they render,
 * and a command-line build prepares the next build's spare while it indexes. A large build's memory goes to the
 * render first, then to the indexer.
 */
const SMALL_BUILD_URLS = 2000;

export interface BuildOptions {
  distDir: string;
  snapshotDir: string;
  siteOrigin: string;
  /** The service's origin, when the pages are served elsewhere (API_ORIGIN, src/config/api-origin.ts). */
  apiOrigin?: string;
  /** Render every URL, ignoring the live release. */
  full?: boolean;
  /** Make the spare for the next build after switching (default true). */
  spare?: boolean;
  /** URLs up to which the sitemap is one file (src/prerender/sitemap.ts SITEMAP_SPLIT; tests use fewer). */
  sitemapSplit?: number;
  /**
   * Delete old releases after switching (default true). A long-running publisher turns it off
   * and prunes when idle: deleting a release's files slows the next build's file creation.
   */
  prune?: boolean;
  threads?: number;
  log?: (line: string) => void;
  /**
   * Keep the render workers between builds (a long-running publisher): their bundle, Vike's frames
   * and their index stay loaded. The engine replaces them when the app bundles change.
   */
  workers?: WarmWorkers;
  /**
   * The search index of the new release: `wait` for it (command-line builds: static hosts upload the
   * result), build it in the `background` (default with warm workers: a publish must not wait about a
   * minute at 10,000 news), or `off`.
   */
  search?: 'wait' | 'background' | 'off';
  /**
   * A command-line build that can go on in a fresh process (scripts/build.ts): a large build returns right after
   * its switch, `handedOff`, and leaves its search index, the spare and the pruning to finishRelease() there
   * (engine/finish-release.ts says why).
   */
  handOff?: boolean;
  /** Builds that render or remove at most this many URLs are small (SMALL_BUILD_URLS; tests use fewer). */
  smallBuildUrls?: number;
}

/** Render workers kept by the caller across builds, with the render version (app + origin) they run. */
export interface WarmWorkers {
  pool?: RenderPool;
  version?: string;
}

export interface BuildReport {
  /** The new live release; undefined when nothing changed. */
  releaseId?: string;
  rendered: number;
  removed: number;
  unchanged: number;
  linked: number;
  codeBuilt: boolean;
  /** How the spare for the next build was made: an old release recycled, or a whole new linked copy. */
  spare?: 'recycled' | 'linked';
  /** The search phase: indexed (waited for), failed (the previous index stays), or left running in the background. */
  search?: 'indexed' | 'failed' | 'background';
  /** Milliseconds per phase, in order. */
  phases: Record<string, number>;
  /** The release is live; its search index, the spare and the pruning are left to finishRelease() (`handOff`). */
  handedOff?: boolean;
  /**
   * The build-wide files (sitemap, feeds, manifest, _redirects, _headers, robots.txt): milliseconds to make them
   * (beside the render) and to write them, the files and bytes written, and the sitemap chunks linked unchanged.
   */
  siteFiles?: { makeMs: number; writeMs: number; written: number; bytes: number; carried: number };
}

/**
 * Search phase: indexes a live release (engine/search-index.ts) and, unless
 * asked to wait, returns at once. Its failure never undoes the release.
 */
async function searchPhase(opts: BuildOptions, releaseId: string, log: (line: string) => void): Promise<BuildReport['search']> {
  const mode = opts.search ?? (opts.workers ? 'background' : 'wait');
  if (mode === 'off') return undefined;
  const describe = (outcome: SearchOutcome) => {
    log(describeSearch(outcome));
    return outcome;
  };
  // A publisher (background) also keeps the delta small: a new base is built beside its publishes.
  const indexing = requestSearchIndex(opts.distDir, releaseId, mode === 'background' ? describe : undefined).then(describe);
  if (mode === 'background') return 'background';
  return (await indexing).ok ? 'indexed' : 'failed';
}

/** A live release without its index (built before search existed, or its indexer was stopped) gets one. */
async function ensureSearchIndex(opts: BuildOptions, liveId: string, log: (line: string) => void): Promise<BuildReport['search']> {
  if (opts.search === 'off' || hasSearchIndex(opts.distDir, liveId)) return undefined;
  await linkReleaseToIndex(releaseDir(opts.distDir, liveId), liveId);
  return searchPhase(opts, liveId, log);
}

/**
 * The state of the release this process switched to last: a long-running publisher's next build starts from
 * it instead of reading it back (a 2.8 MB file at 10,000 news, 25–55 ms). Releases never change once switched.
 */
let switched: { dir: string; state: ReleaseState } | undefined;

async function liveState(distDir: string, liveId: string): Promise<ReleaseState | undefined> {
  const dir = resolve(releaseDir(distDir, liveId));
  return switched?.dir === dir ? switched.state : readReleaseState(dir);
}

/** Builds under the dist directory's lock: a build already running there is waited for (engine/build-lock.ts). */
export function buildSite(opts: BuildOptions): Promise<BuildReport> {
  return withBuildLock(opts.distDir, () => runBuild(opts), { onWait: opts.log });
}

async function runBuild(opts: BuildOptions): Promise<BuildReport> {
  const log = opts.log ?? (() => {});
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };

  const app = await ensureAppBuild(opts.distDir, await codeVersion(), log);
  // What every page's output depends on besides its content: the code, the origin in canonical links, and the
  // service's origin in forms.
  const version = createHash('sha256')
    .update(`${app.codeVersion}\0${opts.siteOrigin}\0${opts.apiOrigin ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
  phase('code');

  const store = openSnapshotStore(opts.snapshotDir);
  const releaseId = newReleaseId();
  const partial = join(releasesDir(opts.distDir), `${releaseId}${PARTIAL_SUFFIX}`);
  let pool: RenderPool | undefined;
  try {
    const generation = store.meta()?.generation ?? 0;
    const liveId = await liveReleaseId(opts.distDir);
    const live = liveId ? await liveState(opts.distDir, liveId) : undefined;
    const base = live && !opts.full && live.codeVersion === version ? live : undefined;
    if (base && liveId && base.generation === generation) {
      // Same code, same origin, same content generation: the live release is this build's output.
      log(`no change: release ${liveId} stays live`);
      phase('plan');
      const search = await ensureSearchIndex(opts, liveId, log);
      return { rendered: 0, removed: 0, unchanged: base.urls.size, linked: 0, codeBuilt: app.built, phases, ...(search && { search }) };
    }

    const warm = opts.workers;
    if (warm?.pool && warm.version !== version) {
      await warm.pool.close();
      warm.pool = undefined;
    }
    pool =
      warm?.pool ??
      createRenderPool(app.serverDir, {
        distDir: opts.distDir,
        siteOrigin: opts.siteOrigin,
        apiOrigin: opts.apiOrigin,
        threads: opts.threads,
        warm: Boolean(warm),
        // Capped heaps only when every URL renders (no live release of this code to start from): a capped worker
        // planned a one-entry build at 10,000 news in 0.85–1.00 s against 0.63–0.68 s (bench:build, back to back).
        ...(!base && { entries: store.entryCount() }),
      });
    if (warm) Object.assign(warm, { pool, version });
    const task = {
      serverDir: app.serverDir,
      snapshotDir: resolve(opts.snapshotDir),
      generation,
      buildId: releaseId,
      outDir: join(partial, 'client'),
    };
    // The workers plan (src/prerender/plan-urls.ts): the URL list with its signatures, and what the build-wide files need.
    const planned = await pool.plan({ ...task, version, origin: opts.siteOrigin });
    const siteData = planned.find((p) => p.feeds && p.manifest !== undefined);
    if (!siteData?.feeds || siteData.manifest === undefined) throw new Error('The build plan has no feeds or manifest');
    const site: SiteParts = {
      routes: newServerRoutes(releaseId, opts.apiOrigin),
      sitemap: { xml: [], lastmod: [], chunks: [], sigs: [] },
      feeds: siteData.feeds,
      manifest: siteData.manifest,
    };
    const urls = new Map<string, UrlState>();
    const toRender: string[] = [];
    const visit = (url: string, sig: string) => {
      if (urls.has(url)) throw new Error(`URL ${url} is produced twice by the route table`);
      const before = base?.urls.get(url);
      if (before?.sig === sig) urls.set(url, before);
      else {
        urls.set(url, { sig, flags: 0, build: releaseId });
        toRender.push(url);
      }
    };
    for (const g of orderedGroups(planned)) {
      g.urls.forEach((url, i) => visit(url, g.sigs[i] ?? ''));
      for (const [from, to] of g.redirects) site.routes.redirects[from] = to;
      for (const [prefix, shell] of g.shells) site.routes.shells[prefix] = shell;
      for (let i = 0; i < g.sitemap.xml.length; i++) {
        site.sitemap.xml.push(g.sitemap.xml[i] ?? '');
        site.sitemap.lastmod.push(g.sitemap.lastmod[i]);
        site.sitemap.chunks.push(g.sitemap.chunks[i] ?? '');
        site.sitemap.sigs.push(g.sitemap.sigs[i] ?? '');
      }
    }
    for (const url of Object.values(NOT_FOUND_URLS)) visit(url, urlSignature(version, { kind: 'page', url, deps: [] }));
    const removed = base ? [...base.urls.keys()].filter((url) => !urls.has(url)) : [];
    phase('plan');

    if (base && liveId && toRender.length === 0 && removed.length === 0) {
      log(`no change: release ${liveId} stays live`);
      const search = await ensureSearchIndex(opts, liveId, log);
      return { rendered: 0, removed: 0, unchanged: urls.size, linked: 0, codeBuilt: app.built, phases, ...(search && { search }) };
    }
    // A small build starts the search indexer now, to load beside the render. A large one leaves its memory to the render.
    const small = toRender.length + removed.length <= (opts.smallBuildUrls ?? SMALL_BUILD_URLS);
    if (small && opts.search !== 'off') warmSearchIndexer();

    // Assemble: the spare (a linked copy of the live release) minus what changes, or a fresh directory.
    let linked = 0;
    const liveClient = liveId && live ? join(releaseDir(opts.distDir, liveId), 'client') : undefined;
    const fromSpare = Boolean(base && liveId && (await claimSpare(opts.distDir, liveId, partial)));
    const appFiles = listFiles(app.clientDir);
    const appSet = new Set(appFiles);
    const carriedFiles =
      live && live.appVersion !== app.codeVersion ? live.appFiles.filter((f) => f.startsWith('assets/') && !appSet.has(f)) : [];
    if (fromSpare && base) {
      const stale = [...toRender, ...removed].flatMap((url) => outputFiles(url, base.urls.get(url)?.flags ?? 0));
      unlinkFiles(join(partial, 'client'), stale);
    } else {
      await rm(partial, { recursive: true, force: true });
      await mkdir(join(partial, 'client'), { recursive: true });
      linked += linkFiles(app.clientDir, join(partial, 'client'), appFiles);
      if (liveClient) {
        linked += linkFiles(liveClient, join(partial, 'client'), carriedFiles);
        if (base) {
          const keep = [...urls].filter(([url, s]) => s.flags !== 0 && base.urls.get(url) === s);
          linked += linkFiles(
            liveClient,
            join(partial, 'client'),
            keep.flatMap(([url, s]) => outputFiles(url, s.flags)),
          );
        }
      }
    }
    phase('assemble');

    const rendering = pool.render(toRender, { ...task, replace: fromSpare });
    // The build-wide files are put together and compressed here while the workers render.
    // Sitemap chunks the live release has are linked from it (a chunk's name says what is in it).
    const liveSiteFiles = new Set(live?.siteFiles ?? []);
    const making = performance.now();
    let makeMs = 0;
    const siteFiles = buildFiles(site, opts.siteOrigin, (path) => liveSiteFiles.has(path), opts.sitemapSplit).finally(
      () => (makeMs = Math.round(performance.now() - making)),
    );
    siteFiles.catch(() => {}); // awaited below, after the render's own failure
    const flags = await rendering;
    for (const [url, f] of flags) urls.set(url, { ...(urls.get(url) as UrlState), flags: f });
    phase('render');
    if (!opts.workers) {
      // A command-line build's workers have rendered all they will: their memory goes before the search
      // index is built beside this process (at 10,000 news the process went from 559 to 292 MiB).
      await pool.close();
      pool = undefined;
    }

    const files = await siteFiles;
    const writing = performance.now();
    const client = join(partial, 'client');
    unlinkFiles(client, [...Object.keys(files.client), ...files.carried]);
    if (liveClient) linkFiles(liveClient, client, files.carried);
    let bytes = 0;
    for (const [path, content] of Object.entries(files.client)) {
      await mkdir(join(client, path, '..'), { recursive: true });
      await writeFile(join(client, path), content);
      bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    }
    const siteFileReport = {
      makeMs,
      writeMs: Math.round(performance.now() - writing),
      written: Object.keys(files.client).length,
      bytes,
      carried: files.carried.length,
    };
    await writeFile(join(partial, 'server-routes.json'), files.serverRoutes);
    const state: ReleaseState = {
      codeVersion: version,
      appVersion: app.codeVersion,
      buildId: releaseId,
      generation,
      appFiles,
      carriedFiles,
      siteFiles: [...Object.keys(files.client), ...files.carried],
      urls,
    };
    await writeReleaseState(partial, state);
    if ((store.meta()?.generation ?? 0) !== generation) throw new Error('The content snapshot changed during the build; build again.');
    await linkReleaseToIndex(partial, releaseId);
    await rename(partial, releaseDir(opts.distDir, releaseId));
    await switchRelease(opts.distDir, releaseId, 'build');
    switched = { dir: resolve(releaseDir(opts.distDir, releaseId)), state };
    log(`switched: release ${releaseId} is live`);
    phase('switch');
    // The publisher (warm workers) indexes in the background while the spare is prepared, and so does a small
    // command-line build. A large one waits for its index before it prepares the spare: linking every file leaves
    // this process about 140 MiB larger for a while, which added to the indexer's memory (at 10,000 news the search
    // phase of `npm run build` took 806 MiB after the spare, 665 before it).
    const done = {
      releaseId,
      rendered: toRender.length,
      removed: removed.length,
      unchanged: urls.size - toRender.length,
      linked,
      codeBuilt: app.built,
      phases,
      siteFiles: siteFileReport,
    };
    const overlap = Boolean(opts.workers) || small;
    if (opts.handOff && !overlap && opts.search !== 'off') return { ...done, handedOff: true };
    const searching = searchPhase(opts, releaseId, log);
    let search: BuildReport['search'];
    const searched = async () => {
      search = await searching;
      if (search && search !== 'background') phase('search');
    };
    if (!overlap) {
      await searched();
      stopSearchIndexer(); // idle now: its memory goes before the spare's links add to this process's
    }

    // The release is live: what follows only prepares the next build, and its failure is not this build's.
    const spare = await prepareNext(opts.distDir, releaseId, state, opts, log);
    if (spare) phase('spare');
    if (overlap) await searched();
    return { ...done, ...(spare && { spare }), ...(search && { search }) };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    store.close();
    if (!opts.workers) await pool?.close();
  }
}
