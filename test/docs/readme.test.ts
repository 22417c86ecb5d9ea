import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { harness } from '../helpers/harness.js';
import { expectReplayed, sqliteCampaigns } from '../helpers/replay-check.js';
import { markedRefused, tableBlocks } from './readme-blocks.js';

// The doc-test: every block of local-table lines in README.md runs as written on a fresh table with
// a fixed secret; each command is accepted unless its line says `# refused`, and then it must be refused.
// Each block's campaigns are then replayed from their actions and dice (docs/replay.md).

const ROOT = resolve(import.meta.dirname, '../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const out = mkdtempSync(join(tmpdir(), 'sitrep-readme-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('README.md, run as written', () => {
  const blocks = tableBlocks(README);

  it('GIVEN the README THEN it has blocks to run, one per walk-through at least', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  for (const block of blocks) {
    it(`GIVEN the block at README line ${block.startLine} THEN every command does what its line says, and its campaigns replay`, async () => {
      const h = harness();
      const table = new LocalTable(h.app, { json: true, outDir: join(out, String(block.startLine)), write: () => {} });
      const wrong: string[] = [];
      for (const { n, text } of block.lines) {
        const record = table.handle(text);
        if (parseLine(text).kind !== 'command' || !record) continue;
        const refused = markedRefused(text);
        if (record.ok === refused) {
          wrong.push(`line ${n}: ${text.trim()}\n  → ${record.ok ? 'accepted, but the README says it is refused' : record.error?.message}`);
        }
      }
      await table.flush();
      expect(wrong.join('\n')).toBe('');
      expectReplayed(h.store, sqliteCampaigns(h.store));
    });
  }
});
