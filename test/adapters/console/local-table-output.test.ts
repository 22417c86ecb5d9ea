import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalTable } from '../../../src/adapters/console/local-table.js';
import { harness } from '../../helpers/harness.js';

const root = mkdtempSync(join(tmpdir(), 'sitrep-out-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One run of the local table on its own database, writing to `outDir`: a campaign and an export. */
function run(outDir: string, name: string): string[] {
  const table = new LocalTable(harness().app, { json: true, outDir, write: () => {} });
  table.handle(`/campaign new ruleset:fogo name:${name} sides:"A,B"`);
  const exported = table.handle('/campaign export');
  return exported?.private?.files ?? [];
}

const campaignName = (path: string): string => (JSON.parse(readFileSync(path, 'utf8')) as { campaign: { name: string } }).campaign.name;

describe('the local table keeps what it wrote', () => {
  it('GIVEN two runs writing to one folder THEN the second numbers on after the first, and both files stay as written', () => {
    const out = join(root, 'twice');
    const [first] = run(out, 'First');
    const [second] = run(out, 'Second');
    expect(basename(first!)).toBe('0001-private-you-campaign-1.json');
    expect(basename(second!)).toBe('0002-private-you-campaign-1.json');
    expect(campaignName(first!)).toBe('First');
    expect(campaignName(second!)).toBe('Second');
  });

  it('GIVEN a folder holding files up to 0041 (and files of its own) THEN a run starts at 0042 and leaves them alone', () => {
    const out = join(root, 'later');
    run(out, 'Early');
    writeFileSync(join(out, '0041-public-board.png'), 'kept');
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const [file] = run(out, 'Late');
    expect(basename(file!)).toBe('0042-private-you-campaign-1.json');
    expect(readFileSync(join(out, '0041-public-board.png'), 'utf8')).toBe('kept');
    expect(readdirSync(out).sort()).toEqual(['0001-private-you-campaign-1.json', '0041-public-board.png', '0042-private-you-campaign-1.json', 'notes.txt']);
  });

  it('GIVEN another run takes the next number after this one started THEN this one skips it rather than writing over it', () => {
    const out = join(root, 'race');
    const table = new LocalTable(harness().app, { json: true, outDir: out, write: () => {} });
    table.handle('/campaign new ruleset:fogo name:Mine sides:"A,B"');
    const [mine] = table.handle('/campaign export')?.private?.files ?? [];
    writeFileSync(join(out, '0002-private-you-campaign-1.json'), 'theirs');
    const [next] = table.handle('/campaign export')?.private?.files ?? [];
    expect(basename(mine!)).toBe('0001-private-you-campaign-1.json');
    expect(basename(next!)).toBe('0003-private-you-campaign-1.json');
    expect(readFileSync(join(out, '0002-private-you-campaign-1.json'), 'utf8')).toBe('theirs');
    expect(campaignName(next!)).toBe('Mine');
  });
});
