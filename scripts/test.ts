/**
 * `npm test`: every test. Type check, lint and format check (`npm run lint`),
 * unit and integration tests (Vitest),
 * then the end-to-end tests in Chromium against a production build.
 * Ends with one line: "Tests: N passed, N failed".
 */
import { readFile, rm } from 'node:fs/promises';
import { bin, run } from '../engine/run-command.ts';
import { runEndToEnd } from './test-e2e.ts';
import { keepTempFilesInMemory } from './lib/test-scratch.ts';

const VITEST_REPORT = '.cache/test-results/vitest.json';
// Tests never read a developer's .env (src/config/env.ts loadDotEnv): the embedded content, default ports.
process.env.SITE_TEST ??= '1';
// Temporary files in memory, not on the disk (scripts/lib/test-scratch.ts says why).
keepTempFilesInMemory();

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

async function vitestTotals(): Promise<Totals> {
  const report = JSON.parse(await readFile(VITEST_REPORT, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  // A test file that fails before any test runs (an import error) counts as one failure, not as none.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

async function main(): Promise<void> {
  const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
  let failure: unknown;
  // The type check and `npm run lint` (package.json: the layers, ESLint, Prettier's check) side by side: each
  // leaves a core idle for part of its run (no ESLint cache, as in a clean clone: 86 s one after the other, 74 s).
  const checks = await Promise.allSettled([
    run(bin('tsc'), ['-b']).then(() => console.log('Type check passed.')),
    run('npm', ['run', '-s', 'lint']).then(() => console.log('Lint and format check passed.')),
  ]);
  const failed = checks.find((c): c is PromiseRejectedResult => c.status === 'rejected');
  if (failed) throw failed.reason as Error;
  await rm(VITEST_REPORT, { force: true });
  try {
    await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]);
  } catch (error) {
    failure = error;
  }
  const unit = await vitestTotals().catch(() => undefined);
  if (!unit) throw (failure as Error | undefined) ?? new Error('Vitest wrote no report');
  totals.passed += unit.passed;
  totals.failed += unit.failed;
  totals.skipped += unit.skipped;
  if (!failure) {
    const e2e = await runEndToEnd().catch((error: unknown) => {
      failure = error;
      return undefined;
    });
    if (e2e) {
      totals.passed += e2e.passed;
      totals.failed += e2e.failed;
      totals.skipped += e2e.skipped;
      if (e2e.failed > 0) failure = new Error('End-to-end tests failed');
    }
  }
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (failure) throw failure as Error;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
