import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e`, which finds Chromium, builds when needed and picks a port.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: `.cache/test-results/playwright${process.env.E2E_RUN ? `-${process.env.E2E_RUN.replace(/[^\w-]/g, '')}` : ''}`,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: (process.env.CHROMIUM_ARGS ?? '--no-sandbox --disable-gpu').split(' '),
    },
    trace: 'off',
  },
  webServer: {
    command: 'node server/main.ts',
    url: `${baseURL}/`,
    // A fresh database per run, and a rate limit that many test submissions from one address stay under.
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR ?? '.cache/e2e-data', FORM_RATE_LIMIT: '1000/600', SITE_TEST: '1' },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
