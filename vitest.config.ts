import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core machine, which
    // used 1.2 cores (many integration files wait on servers, child processes and timers). Two files at a
    // time: 508 s → 423 s for the whole suite here.
    maxWorkers: 2,
  },
});
