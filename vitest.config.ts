import { defineConfig } from 'vitest/config';

// The machine has 2 cores: keep the pool small so a test run never starves the rest of the box.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
