import { describe, expect, it } from 'vitest';
import { LocalTable } from '../../../src/adapters/console/local-table.js';
import { fillBareWords } from '../../../src/adapters/console/bare-words.js';
import { commands } from '../../../commands/index.js';
import { harness } from '../../helpers/harness.js';

function table() {
  const out: string[] = [];
  const t = new LocalTable(harness().app, { json: false, outDir: '/nonexistent', write: (l) => out.push(l) });
  return { t, out };
}

describe('a bare word on the local table', () => {
  it('GIVEN words after a command THEN they fill its first required option, or its first option when none is required', () => {
    expect(fillBareWords(commands, ['roll', '2d6'], {})).toEqual({ path: ['roll'], options: { dice: '2d6' } });
    expect(fillBareWords(commands, ['roll', '2d6'], { reason: 'x' })).toEqual({ path: ['roll'], options: { dice: '2d6', reason: 'x' } });
    expect(fillBareWords(commands, ['help', 'campaign', 'new'], {})).toEqual({ path: ['help'], options: { command: 'campaign new' } });
  });

  it('GIVEN a full command path, an option given twice or an unknown command THEN the line is left as typed', () => {
    expect(fillBareWords(commands, ['campaign', 'status'], {})).toEqual({ path: ['campaign', 'status'], options: {} });
    expect(fillBareWords(commands, ['roll', '2d6'], { dice: '3d6' })).toEqual({ path: ['roll', '2d6'], options: { dice: '3d6' } });
    expect(fillBareWords(commands, ['nothing', 'here'], {})).toEqual({ path: ['nothing', 'here'], options: {} });
  });

  it('GIVEN /roll 2d6 and /help roll at the table THEN both answer', () => {
    const { t, out } = table();
    expect(t.handle('/roll 2d6')!.ok).toBe(true);
    expect(out.join('\n')).toMatch(/🎲 Roll #1 by you\n`2d6`: `\[\d, \d\]` = \*\*\d+\*\*/);
    const help = t.handle('/help roll')!;
    expect(help.ok).toBe(true);
    expect(help.private!.text.split('\n')[0]).toBe('`/roll dice:<text> [reason:<text>] [hidden:<true|false>]`');
  });
});

describe('a long roll', () => {
  it('GIVEN 999d6 THEN the post counts each face instead of listing 999, and /verify names it short', () => {
    const { t } = table();
    const rolled = t.handle('/roll dice:999d6')!;
    const text = rolled.public!.text;
    const m = /`999d6`: `\[999 dice: 1×(\d+) 2×(\d+) 3×(\d+) 4×(\d+) 5×(\d+) 6×(\d+)\]` = \*\*(\d+)\*\*/.exec(text)!;
    expect(m).not.toBeNull();
    const counts = m.slice(1, 7).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(999);
    expect(counts.reduce((sum, n, i) => sum + n * (i + 1), 0)).toBe(Number(m[7]));
    expect(text.split('\n')[1]!.length).toBeLessThan(100);
    const verified = t.handle('/verify')!.public!.text;
    expect(verified).toContain('✅ #1 you: `999d6`: `[999 dice: ');
    expect(verified.length).toBeLessThan(400);
    const few = t.handle('/roll dice:3d6')!.public!.text;
    expect(few).toMatch(/`3d6`: `\[\d, \d, \d\]` = \*\*\d+\*\*/);
  });
});
