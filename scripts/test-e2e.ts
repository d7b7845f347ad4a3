/**
 * `npm run test:e2e`: Playwright in Chromium against the production build
 * (built first when dist/ is not current), served by the real site server.
 */
import { readFile, rm } from 'node:fs/promises';
import { build } from './build.ts';
import { chromiumArgs, ensureChromium } from './lib/chromium.ts';
import { freePort } from './lib/free-port.ts';
import { bin, run } from '../engine/run-command.ts';
import { keepTempFilesInMemory } from './lib/test-scratch.ts';

// E2E_RUN names a run's own report, intake data and Playwright output, so two runs at once (two
// developers' terminals, or helpers) do not delete each other's files.
const RUN = process.env.E2E_RUN ? `-${process.env.E2E_RUN.replace(/[^\w-]/g, '')}` : '';
const REPORT = `.cache/test-results/playwright${RUN}.json`;
// Tests never read a developer's .env (src/config/env.ts loadDotEnv): the embedded content, default ports.
process.env.SITE_TEST ??= '1';
const DATA_DIR = `.cache/e2e-data${RUN}`;

interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

export async function runEndToEnd(extraArgs: string[] = []): Promise<{ passed: number; failed: number; skipped: number }> {
  const chromium = await ensureChromium('headless-shell');
  await build(); // incremental: a no-op when the live release is current
  // E2E_PORT when set (a fixed port for a firewall or a debugger), else any free one.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`E2E_PORT must be a port number, not "${process.env.E2E_PORT ?? ''}"`);
  await rm(REPORT, { force: true });
  await rm(DATA_DIR, { recursive: true, force: true });
  let failure: unknown;
  try {
    await run(bin('playwright'), ['test', '--reporter=list,json', ...extraArgs], {
      ...process.env,
      CHROMIUM_PATH: chromium,
      CHROMIUM_ARGS: chromiumArgs.join(' '),
      E2E_PORT: String(port),
      E2E_DATA_DIR: DATA_DIR,
      PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT,
    });
  } catch (error) {
    failure = error;
  }
  const report = await readFile(REPORT, 'utf8').then(
    (t) => JSON.parse(t) as { stats: PlaywrightStats },
    () => undefined,
  );
  if (!report) throw (failure as Error | undefined) ?? new Error('Playwright wrote no report');
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  keepTempFilesInMemory();
  runEndToEnd(process.argv.slice(2))
    .then((r) => {
      console.log(`\nEnd-to-end: ${r.passed} passed, ${r.failed} failed`);
      if (r.failed > 0) process.exit(1);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
