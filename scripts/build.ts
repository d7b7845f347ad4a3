/**
 * `npm run build`: sync the content snapshot, then build a new release with
 * the build engine (engine/build.ts): only URLs whose inputs changed are
 * rendered, and the release goes live atomically.
 *
 *   npm run build [-- --no-sync] [-- --full]
 *
 * `--no-sync` renders the existing snapshot; `--full` renders every URL.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { company } from '../src/config/company.ts';
import { buildSite, type BuildReport } from '../engine/build.ts';
import { nodeTs, run } from '../engine/run-command.ts';
import { printReport } from './lib/describe-build.ts';
import { HANDOFF_ENV, type Handoff } from './build-finish.ts';

/**
 * Goes on in a fresh process, the same pid (so `npm run build` and whoever waits on it see one command):
 * scripts/build-finish.ts indexes the live release and prepares the next build's spare without this process's
 * memory (engine/finish-release.ts says why). POSIX only (Node's process.execve); elsewhere the build does it all.
 */
function handOff(handoff: Handoff): never {
  if (!process.execve) throw new Error('a build can hand off only where Node has process.execve');
  const finish = join(dirname(fileURLToPath(import.meta.url)), 'build-finish.ts');
  return process.execve(process.execPath, [process.execPath, ...process.execArgv, finish, ...process.argv.slice(2)], {
    ...process.env,
    [HANDOFF_ENV]: JSON.stringify(handoff),
  });
}

/**
 * `search`: `wait` (the default) finishes the site search index before returning, so what
 * `npm run build` leaves is complete for a static host; `off` leaves it to whoever serves the
 * release next (npm start: the site server's first reconcile indexes a live release that has no
 * index, in the background, minutes at 10,000 news).
 */
export async function build({
  sync = true,
  full = false,
  search = 'wait',
  handOffLarge = false,
  smallBuildUrls,
}: {
  sync?: boolean;
  full?: boolean;
  search?: 'wait' | 'off';
  /** The command itself: a large build goes on in a fresh process (handOff) once its release is live. */
  handOffLarge?: boolean;
  /** Tests: builds up to this many URLs count as small (engine/build.ts SMALL_BUILD_URLS). */
  smallBuildUrls?: number;
} = {}): Promise<BuildReport> {
  const startedAt = Date.now();
  const env = loadEnv(); // Fail early, listing every bad variable.
  if (sync) await run(...nodeTs('scripts/sync-content.ts'));
  const distDir = resolve(env.SITE_DIST_DIR);
  const report = await buildSite({
    distDir,
    snapshotDir: env.CONTENT_SNAPSHOT_DIR,
    siteOrigin: env.SITE_ORIGIN ?? company.origin,
    apiOrigin: env.API_ORIGIN,
    full,
    search,
    // Not from `node -e` (no script to run again as build-finish.ts: the eval would be in execArgv).
    handOff: handOffLarge && typeof process.execve === 'function' && process.argv[1] !== undefined,
    smallBuildUrls,
    log: (line) => console.log(line),
  });
  if (report.handedOff) handOff({ report, distDir, startedAt });
  printReport(report, (Date.now() - startedAt) / 1000);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = { sync: !process.argv.includes('--no-sync'), full: process.argv.includes('--full'), handOffLarge: true };
  build(args).catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
