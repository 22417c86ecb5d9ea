import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a run with one plain line, `N passed, N failed, N skipped`, that CI and people can read
 * the same way whatever the runner prints above it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      let failed = 0;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') failed++;
        else count.skipped++;
      }
      // A file that fails to load, or whose beforeAll throws (its tests then read as skipped), has
      // no failed test to count; it is still a failure.
      count.failed += m.state() === 'failed' && failed === 0 ? 1 : failed;
    }
    process.stdout.write(`\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
