/**
 * The spare release: a hard-linked copy of the live release's client
 * directory, made right after a switch, while nobody waits. The next build
 * claims it (one rename) and only unlinks and re-renders what changed,
 * instead of linking 130,000 files on the critical path of a publish.
 *
 *   dist/spare/base       the id of the release it copies
 *   dist/spare/client/…   the copy (build-wide files left out: every build writes them)
 *
 * Making a copy from nothing links every file (4–10 s at 10,000 news here).
 * Once more releases exist than are kept, the oldest one is recycled
 * instead: it is brought up to the live release by relinking only the URLs
 * rendered since it was made — a publish's worth of files, not the site.
 * A build that renders every page (a code change) leaves nothing to save by
 * recycling, so the spare is linked from nothing then.
 */
import { existsSync, rmdirSync } from 'node:fs';
import { readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { linkFiles, unlinkFiles } from './link-tree.ts';
import { isPinned, listReleases, releaseDir } from './releases.ts';
import { readReleaseState, type ReleaseState } from './release-state.ts';
import { outputFiles } from '../src/prerender/output-paths.ts';

const SPARE = 'spare';
/** Releases kept for rollback; an older one may become the spare (pruneReleases keeps as many). */
export const KEEP_RELEASES = 5;
/** Files every build writes anew, never carried from one release to the next (releases that do not list theirs). */
const BUILD_FILES = ['_data/manifest.json', '_redirects', '_headers'];

/** Every file of a release's client directory that is not rewritten by each build. */
export function* releaseFiles(state: ReleaseState): Generator<string> {
  yield* state.appFiles;
  yield* state.carriedFiles;
  for (const [url, { flags }] of state.urls) yield* outputFiles(url, flags);
}

/** What differs between an old release and the live one: files to drop from the old, files to link from the live. */
function difference(old: ReleaseState, live: ReleaseState): { drop: string[]; add: string[]; emptied: string[] } {
  const drop: string[] = [...(old.siteFiles ?? BUILD_FILES)];
  const add: string[] = [];
  const emptied: string[] = [];
  // Asset names are not enough (public files keep theirs when they change): another app build means all of them again.
  const sameApp = old.appVersion === live.appVersion;
  const liveAssets = new Set([...live.appFiles, ...live.carriedFiles]);
  const oldAssets = new Set([...old.appFiles, ...old.carriedFiles]);
  drop.push(...[...oldAssets].filter((f) => !sameApp || !liveAssets.has(f)));
  add.push(...[...liveAssets].filter((f) => !sameApp || !oldAssets.has(f)));
  for (const [url, before] of old.urls) {
    const now = live.urls.get(url);
    if (now?.build === before.build && now.flags === before.flags) continue;
    const files = outputFiles(url, before.flags);
    drop.push(...files);
    if (!now && files[0]) emptied.push(dirname(files[0]));
  }
  for (const [url, now] of live.urls) {
    const before = old.urls.get(url);
    if (before?.build !== now.build || before.flags !== now.flags) add.push(...outputFiles(url, now.flags));
  }
  return { drop, add, emptied };
}

/**
 * The oldest release beyond those kept, with its state, if there is one to recycle:
 * one made by the same code, as otherwise every page differs and recycling it
 * would unlink and link every file (17.0 s at 10,000 news, against 9.5 s to link a copy, in back-to-back `bench:publish` runs).
 */
async function recyclable(distDir: string, liveId: string, codeVersion: string): Promise<{ id: string; state: ReleaseState } | undefined> {
  const releases = (await listReleases(distDir)).filter((id) => id !== liveId);
  for (const id of releases.slice(0, Math.max(0, releases.length - KEEP_RELEASES + 1))) {
    if (isPinned(distDir, id)) continue; // being read (indexed): it stays whole
    const state = await readReleaseState(releaseDir(distDir, id));
    if (state?.codeVersion === codeVersion) return { id, state };
    // Beyond those kept and unusable (an older build's state format): it goes, as pruning would take it.
    if (!state) await rm(releaseDir(distDir, id), { recursive: true, force: true });
  }
  return undefined;
}

/** Makes the spare; says whether it recycled an old release or linked a whole copy. */
export async function prepareSpare(distDir: string, liveId: string, state: ReleaseState): Promise<'recycled' | 'linked'> {
  const temp = join(distDir, `${SPARE}.tmp`);
  await rm(temp, { recursive: true, force: true });
  const liveClient = join(releaseDir(distDir, liveId), 'client');
  const old = await recyclable(distDir, liveId, state.codeVersion);
  if (old) {
    // Out of the release list first (one rename), then made equal to the live release.
    await rename(releaseDir(distDir, old.id), temp);
    await Promise.all(['server-routes.json', 'release-state.json'].map((f) => rm(join(temp, f), { force: true })));
    const { drop, add, emptied } = difference(old.state, state);
    unlinkFiles(join(temp, 'client'), drop);
    for (const dir of emptied) {
      try {
        rmdirSync(join(temp, 'client', dir)); // a page that is gone leaves no empty directory behind
      } catch {
        // not empty (a page below it still exists) or already gone
      }
    }
    linkFiles(liveClient, join(temp, 'client'), add);
  } else {
    linkFiles(liveClient, join(temp, 'client'), releaseFiles(state));
  }
  await writeFile(join(temp, 'base'), liveId);
  await rm(join(distDir, SPARE), { recursive: true, force: true });
  await rename(temp, join(distDir, SPARE));
  return old ? 'recycled' : 'linked';
}

/** Moves the spare to `target` when it copies `liveId`; false (and no spare left) otherwise. */
export async function claimSpare(distDir: string, liveId: string, target: string): Promise<boolean> {
  const spare = join(distDir, SPARE);
  if (!existsSync(spare)) return false;
  const base = await readFile(join(spare, 'base'), 'utf8').catch(() => undefined);
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
