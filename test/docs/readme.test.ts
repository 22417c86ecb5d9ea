import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { harness } from '../helpers/harness.js';
import { markedRefused, tableBlocks } from './readme-blocks.js';

// The doc-test: every block of local-table lines in README.md runs as written on a fresh table with
// a fixed secret, and every block of the docs/ pages with that secret and with random ones (they
// must work with any dice); each command is accepted unless its line says `# refused`, and then it
// must be refused.

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
    it(`GIVEN the block at README line ${block.startLine} THEN every command does what its line says`, async () => {
      expect(await runBlock(block, join(out, String(block.startLine)))).toBe('');
    });
  }
});

/** Runs a block on a fresh table (with `secret`, else the fixed one): the lines that did not do what they say. */
async function runBlock(block: ReturnType<typeof tableBlocks>[number], outDir: string, secret?: string): Promise<string> {
  const table = new LocalTable(harness(secret ? { secret } : {}).app, { json: true, outDir, write: () => {} });
  const wrong: string[] = [];
  for (const { n, text } of block.lines) {
    const record = table.handle(text);
    if (parseLine(text).kind !== 'command' || !record) continue;
    const refused = markedRefused(text);
    if (record.ok === refused) {
      wrong.push(`line ${n}: ${text.trim()}\n  → ${record.ok ? 'accepted, but the page says it is refused' : record.error?.message}`);
    }
  }
  await table.flush();
  return wrong.join('\n');
}

const DOCS = join(ROOT, 'docs');
const pages = existsSync(DOCS) ? readdirSync(DOCS).filter((f) => f.endsWith('.md')).sort() : [];

describe.each(pages)('docs/%s, run as written under any dice', (page) => {
  const blocks = tableBlocks(readFileSync(join(DOCS, page), 'utf8'));
  const secrets = [undefined, ...Array.from({ length: 3 }, () => randomBytes(32).toString('hex'))];

  for (const block of blocks) {
    it(`GIVEN the block at line ${block.startLine} THEN every command does what its line says, with the fixed secret and 3 random ones`, async () => {
      for (const [k, secret] of secrets.entries()) {
        expect(await runBlock(block, join(out, page, `${block.startLine}-${k}`), secret), `secret ${secret ?? 'fixed'}`).toBe('');
      }
    });
  }
});
