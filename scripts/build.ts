/**
 * `npm run build`: sync the content snapshot, then build a new release with
 * the build engine (engine/build.ts): only URLs whose inputs changed are
 * rendered, and the release goes live atomically.
 *
 *   npm run build [-- --no-sync] [-- --full]
 *
 * `--no-sync` renders the existing snapshot; `--full` renders every URL.
 */
import { resolve } from 'node:path';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { company } from '../src/config/company.ts';
import { buildSite, type BuildReport } from '../engine/build.ts';
import { nodeTs, run } from '../engine/run-command.ts';

export function describeBuild(report: BuildReport, seconds: number): string {
  const phases = Object.entries(report.phases)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
  const what = report.releaseId
    ? `release ${report.releaseId}: ${report.rendered} URLs rendered, ${report.removed} removed, ${report.unchanged} unchanged`
    : `no change (${report.unchanged} URLs)`;
  return `build: ${what} in ${seconds.toFixed(1)} s (${phases})`;
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
}: { sync?: boolean; full?: boolean; search?: 'wait' | 'off' } = {}): Promise<BuildReport> {
  const started = performance.now();
  const env = loadEnv(); // Fail early, listing every bad variable.
  if (sync) await run(...nodeTs('scripts/sync-content.ts'));
  const report = await buildSite({
    distDir: resolve(env.SITE_DIST_DIR),
    snapshotDir: env.CONTENT_SNAPSHOT_DIR,
    siteOrigin: env.SITE_ORIGIN ?? company.origin,
    apiOrigin: env.API_ORIGIN,
    full,
    search,
    log: (line) => console.log(line),
  });
  console.log(describeBuild(report, (performance.now() - started) / 1000));
  // For scripts/bench-build.ts: the report as one machine-readable line.
  if (process.argv.includes('--report-json')) console.log(`BUILD_REPORT ${JSON.stringify(report)}`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ sync: !process.argv.includes('--no-sync'), full: process.argv.includes('--full') }).catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
