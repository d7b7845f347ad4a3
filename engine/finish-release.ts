/**
 * What follows a build once its release is live, and only prepares the next one: the spare (engine/spare.ts)
 * and the pruning of old releases; and, for a large command-line build handed off to a fresh process
 * (scripts/build-finish.ts), the release's search index before them.
 *
 * Why a fresh process: after the render of a whole site the build process stays at 480–590 MiB resident with
 * 31–42 MiB of JavaScript heap (10,000 news, measured 2026-11-28): native memory the render threads freed and
 * glibc's allocator kept. Beside the indexer's 331 MiB for a new base that made the build's peak 767 MiB. A
 * process started after the switch holds only what the search and the spare need.
 */
import { withBuildLock } from './build-lock.ts';
import { readReleaseState, type ReleaseState } from './release-state.ts';
import { liveReleaseId, pruneReleases, releaseDir } from './releases.ts';
import { describeSearch, type SearchOutcome } from './search-index.ts';
import { KEEP_RELEASES, prepareSpare } from './spare.ts';

/**
 * The spare for the next build, then the pruning; a failure is logged, never thrown: the release is live
 * already, and only the next build is slower for it.
 */
export async function prepareNext(
  distDir: string,
  releaseId: string,
  state: ReleaseState,
  opts: { spare?: boolean; prune?: boolean },
  log: (line: string) => void,
): Promise<'recycled' | 'linked' | undefined> {
  let spare: 'recycled' | 'linked' | undefined;
  try {
    // The spare first: it may recycle the oldest release rather than link a new copy of everything.
    spare = opts.spare === false ? undefined : await prepareSpare(distDir, releaseId, state);
    if (opts.prune !== false) await pruneReleases(distDir, KEEP_RELEASES);
  } catch (error) {
    log(`release ${releaseId} is live, but preparing the next build failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return spare;
}

/**
 * The release's search index, built in this process rather than by the indexer process a build keeps
 * (engine/search-index.ts): nothing else runs here to need a core, and a second Node process beside this one would
 * add its own ~100 MiB to the command's peak while the indexer's Pagefind processes work. The caller holds the
 * build lock, so no build prunes or recycles the release while its pages are read.
 */
async function indexHere(distDir: string, releaseId: string): Promise<SearchOutcome> {
  try {
    const { buildSearchIndex } = await import('./search-indexer.ts'); // Pagefind's modules, for this command only
    return { ok: true, report: await buildSearchIndex(distDir, releaseId) };
  } catch (error) {
    return { ok: false, releaseId, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface Finished {
  search?: 'indexed' | 'failed';
  spare?: 'recycled' | 'linked';
  phases: Record<string, number>;
}

/**
 * The search index of a live release (waited for), the indexer ended, then the next build's spare and the
 * pruning; under the dist directory's build lock. If another build has made another release live meanwhile,
 * that build has indexed its own: nothing is done.
 */
export function finishRelease(distDir: string, releaseId: string, log: (line: string) => void): Promise<Finished> {
  return withBuildLock(
    distDir,
    async () => {
      const phases: Record<string, number> = {};
      if ((await liveReleaseId(distDir)) !== releaseId) {
        log(`release ${releaseId} is no longer live: its search index and the spare are left to the build after it`);
        return { phases };
      }
      let mark = performance.now();
      const outcome = await indexHere(distDir, releaseId);
      log(describeSearch(outcome));
      phases['search'] = Math.round(performance.now() - mark);
      mark = performance.now();
      const state = await readReleaseState(releaseDir(distDir, releaseId));
      const spare = state ? await prepareNext(distDir, releaseId, state, {}, log) : undefined;
      if (spare) phases['spare'] = Math.round(performance.now() - mark);
      return { search: outcome.ok ? 'indexed' : 'failed', ...(spare && { spare }), phases };
    },
    { onWait: log },
  );
}
