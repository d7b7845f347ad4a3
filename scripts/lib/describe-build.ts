/** The line `npm run build` ends with (scripts/build.ts, scripts/build-finish.ts). */
import type { BuildReport } from '../../engine/build.ts';

export function describeBuild(report: BuildReport, seconds: number): string {
  const phases = Object.entries(report.phases)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(', ');
  const what = report.releaseId
    ? `release ${report.releaseId}: ${report.rendered} URLs rendered, ${report.removed} removed, ${report.unchanged} unchanged`
    : `no change (${report.unchanged} URLs)`;
  return `build: ${what} in ${seconds.toFixed(1)} s (${phases})`;
}

/** The report as one machine-readable line, after `--report-json` (scripts/bench-build.ts reads it). */
export function printReport(report: BuildReport, seconds: number): void {
  console.log(describeBuild(report, seconds));
  if (process.argv.includes('--report-json')) console.log(`BUILD_REPORT ${JSON.stringify(report)}`);
}
