import { defineConfig } from 'vitest/config';

/** POST_BUDGET=1 (or =<file.json>): measure every post the tests make and print the distribution (test/budget/). */
const budget = process.env['POST_BUDGET'] !== undefined;

// The machine has 2 cores: keep the pool small so a test run never starves the rest of the box.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
    reporters: ['default', './test/helpers/summary-reporter.ts', ...(budget ? ['./test/budget/post-budget-reporter.ts'] : [])],
    setupFiles: budget ? ['./test/budget/post-record.ts'] : [],
  },
});
