import { defineConfig } from 'vitest/config';

const UNIT = ['tests/unit/**/*.test.{ts,tsx}'];
/** Unit files that call vi.mock. */
const MOCKS_MODULES = ['tests/unit/embedded-live-race.test.ts', 'tests/unit/search-files-race.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      // Unit files share one module graph per worker instead of importing it again for each of the 74 files
      // (test isolation off): 60 s → 45 s here. They restore what they change (environment variables, timers,
      // globals). A file that replaces a module (vi.mock) would replace it for the files after it: those, and
      // the integration files (servers, child processes, environment), each get a fresh module graph.
      { extends: true, test: { name: 'unit', include: UNIT, exclude: MOCKS_MODULES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['tests/integration/**/*.test.{ts,tsx}', ...MOCKS_MODULES] } },
    ],
    // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core machine, which
    // used 1.2 cores (many integration files wait on servers, child processes and timers). Two files at a
    // time: 508 s → 423 s for the whole suite here.
    maxWorkers: 2,
  },
});
