import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import { harness } from '../helpers/harness.js';
import { expectReplayed, sqliteCampaigns } from '../helpers/replay-check.js';
import { docPages, docSecrets, parseSteps, runSteps, tableBlocks, type Taken } from './readme-blocks.js';

// The doc-test: every block of local-table lines in README.md and docs/ runs as written on a fresh
// table, once under each of several random ledger secrets (a reader plays with their own dice): each
// command is accepted unless its line says `# refused`, and then it must be refused; where the next
// step depends on the dice the block says what to do either way (`# if it says "…":`, readme-blocks.ts).
// DOC_SECRETS=10 runs ten secrets; a failure names its secret, and DOC_SECRET=<it> repeats that run.
// Each run's campaigns are then replayed from their kept actions and dice (docs/replay.md).

const ROOT = resolve(import.meta.dirname, '../..');
const SECRETS = docSecrets(process.env, () => randomBytes(32).toString('hex'));
const out = mkdtempSync(join(tmpdir(), 'sitrep-docs-'));
/** The web page switched on, as docs/web.md assumes: `/board web` makes links. */
const DOC_WEB = { publicUrl: 'https://sitrep.example.org', days: 14 } as const;
/** Which way each branch went, by page and line, over every secret: printed when DOC_SECRETS is set. */
const branches = new Map<string, { held: number; not: number }>();
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  if (process.env.DOC_SECRETS === undefined) return;
  const rows = [...branches].map(([at, b]) => `  ${at}: held ${b.held}, not ${b.not}`);
  process.stdout.write(`Doc-test branches over ${SECRETS.length} secrets:\n${rows.join('\n')}\n`);
});

const tally = (page: string, taken: readonly Taken[]) => {
  for (const t of taken) {
    const key = `${page}:${t.n}`;
    const b = branches.get(key) ?? { held: 0, not: 0 };
    branches.set(key, t.held ? { ...b, held: b.held + 1 } : { ...b, not: b.not + 1 });
  }
};

describe(`README.md and docs/, run as written under ${SECRETS.length} ledger secrets`, () => {
  const pages = docPages(ROOT).map((page) => ({ page, blocks: tableBlocks(readFileSync(join(ROOT, page), 'utf8')) }));

  it('GIVEN the pages THEN they have blocks to run, one per walk-through at least', () => {
    expect(pages.reduce((n, p) => n + p.blocks.length, 0)).toBeGreaterThanOrEqual(15);
  });

  for (const { page, blocks } of pages) {
    for (const block of blocks) {
      it(`GIVEN the block at ${page}:${block.startLine} THEN every command does what its line says, whatever the dice, and its campaigns replay`, { timeout: 20_000 + SECRETS.length * 15_000 }, async () => {
        const steps = parseSteps(block);
        const wrong: string[] = [];
        for (const secret of SECRETS) {
          const h = harness({ secret, web: DOC_WEB });
          const table = new LocalTable(h.app, { json: true, outDir: join(out, `${page}-${block.startLine}-${secret}`), write: () => {} });
          const run = runSteps(steps, table);
          await table.flush();
          try {
            expectReplayed(h.store, sqliteCampaigns(h.store));
          } catch (e) {
            wrong.push(`DOC_SECRET=${secret} ${page}:${block.startLine}: its campaigns do not replay: ${e instanceof Error ? e.message : String(e)}`);
          }
          h.store.close();
          tally(page, run.taken);
          for (const w of run.wrong) wrong.push(`DOC_SECRET=${secret} ${page}:${w.n}: ${w.text.trim()}\n  → ${w.why}`);
        }
        expect(wrong.join('\n')).toBe('');
      });
    }
  }
});
