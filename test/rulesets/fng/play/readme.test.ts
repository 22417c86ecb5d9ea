import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../../src/adapters/console/parse-line.js';
import { harness } from '../../../helpers/harness.js';

const PAGE = readFileSync(join(import.meta.dirname, '../../../../docs/fng.md'), 'utf8');
/** The fenced blocks of docs/fng.md. */
const BLOCKS = [...PAGE.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
/** The firefight the GM plays the enemy in by hand (part 1). */
const BLOCK = BLOCKS.find((b) => b.includes('/fng sight')) ?? '';

/** Runs the block as the local table would: `as` lines switch the actor, comments are skipped; returns the refusals. */
function run(secret: string): string[] {
  const h = harness({ secret });
  let actor = 'you';
  const refused: string[] = [];
  for (const raw of BLOCK.split('\n')) {
    const parsed = parseLine(raw.trim());
    if (parsed.kind === 'as') actor = parsed.name;
    if (parsed.kind !== 'command') continue;
    const r = h.run(actor, raw.trim());
    if (!r.ok) refused.push(`${raw.trim()}: ${r.error.code}`);
  }
  return refused;
}

describe('docs/fng.md, Playing FNG', () => {
  it('GIVEN the page THEN it has a block of local-table lines starting its own campaign, and one of a co-op mission against the bot', () => {
    expect(BLOCK).toMatch(/\/campaign new ruleset:fng/);
    expect(BLOCK).toMatch(/\/fng sight/);
    const coop = BLOCKS.find((b) => b.includes('/fng-mission start')) ?? '';
    expect(coop).toMatch(/\/campaign new ruleset:fng/);
    expect(coop.match(/\/campaign join side:US/g)).toHaveLength(2);
  });

  it('GIVEN the page THEN it has a block of the tour of duty: start, status, a campaign turn, the mission\'s end and After the Mission', () => {
    const tour = BLOCKS.find((b) => b.includes('/fng-tour start')) ?? '';
    for (const line of ['/campaign new ruleset:fng', '/fng-tour status', '/fng-tour turn', '/fng-mission end', '/fng-tour after-action']) expect(tour).toContain(line);
  });

  it.each(['000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'ff'.repeat(32), '5a'.repeat(32), '0f'.repeat(32)])(
    'GIVEN the block on a fresh table with ledger secret %s THEN every command is accepted, whoever the dice put first',
    (secret) => {
      expect(run(secret)).toEqual([]);
    },
  );
});
