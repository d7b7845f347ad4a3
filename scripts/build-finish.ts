/**
 * The end of a large `npm run build`, in a fresh process: scripts/build.ts replaces itself with this one
 * (process.execve, the same pid) once the new release is live, handing over its report in HANDOFF_ENV. This
 * process indexes the release for the site search, then prepares the next build's spare and prunes old releases
 * (engine/finish-release.ts), without the render's retained memory beside the indexer's, and ends the command
 * with the build's line (and its `--report-json` line) as scripts/build.ts would.
 */
import type { BuildReport } from '../engine/build.ts';
import { finishRelease } from '../engine/finish-release.ts';
import { printReport } from './lib/describe-build.ts';

export const HANDOFF_ENV = 'SITE_BUILD_HANDOFF';

export interface Handoff {
  report: BuildReport;
  distDir: string;
  /** When the command started (ms since the epoch): its line gives the whole command's time. */
  startedAt: number;
}

async function main(): Promise<void> {
  const text = process.env[HANDOFF_ENV];
  if (!text) throw new Error(`scripts/build-finish.ts finishes a build that scripts/build.ts hands over (${HANDOFF_ENV} is not set)`);
  delete process.env[HANDOFF_ENV]; // not for the indexer it starts
  const { report, distDir, startedAt } = JSON.parse(text) as Handoff;
  if (!report.releaseId) throw new Error(`${HANDOFF_ENV} names no release`);
  const finished = await finishRelease(distDir, report.releaseId, (line) => console.log(line));
  const { handedOff: _handedOff, ...built } = report;
  printReport({ ...built, ...finished, phases: { ...report.phases, ...finished.phases } }, (Date.now() - startedAt) / 1000);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
