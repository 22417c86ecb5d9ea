import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { budgetTable, sourceOf, type PostRecord } from './post-budget.js';

/**
 * Prints, at the end of a run with POST_BUDGET set, the length distribution of every post the tests'
 * Apps made (recorded by `post-record.ts`), by source (the golden transcripts, the docs' walk-throughs,
 * the secrecy sweep, the soak, other tests), ruleset and audience. POST_BUDGET=<file.json> also writes
 * the records there, to compare two runs.
 */
export default class PostBudgetReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const records = modules.flatMap((m) => (m.meta().posts ?? []).map((r: PostRecord) => ({ ...r, source: sourceOf(m.moduleId), file: m.moduleId })));
    const target = process.env['POST_BUDGET'];
    if (target && target.endsWith('.json')) writeFileSync(target, JSON.stringify(records));
    process.stdout.write(`\nPost lengths (characters; pages count the page shown):\n${budgetTable(records)}\n`);
  }
}
