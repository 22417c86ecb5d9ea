import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/core/dice/die-source.js';
import { readQuickDice, rollQuickText } from '../../../../src/core/dice/quick/quick-roll.js';
import { EXAMPLES, type Example } from './examples.js';

/** Rolls every roll of `text` on `faces`, which must all be used: the total of the rolls, and their lines. */
function roll(text: string, faces: readonly number[]): { total: number; output: string; private: boolean; comments: string[] } {
  const read = readQuickDice(text);
  if (!read.ok) throw new Error(`${text}: refused, ${read.code} ${JSON.stringify(read.params)}`);
  const dice = scriptedDice([...faces]);
  let total = 0;
  const lines: string[] = [];
  for (const r of read.value.rolls) {
    const rolled = rollQuickText(r.text, dice);
    if (!rolled.ok) throw new Error(`${r.text}: ${rolled.code}`);
    total += rolled.value.total;
    lines.push(rolled.value.output);
  }
  expect(dice.remaining, `${text}: faces left over`).toBe(0);
  return { total, output: lines.join('\n'), private: read.value.private, comments: read.value.rolls.flatMap((r) => (r.comment ? [r.comment] : [])) };
}

const refusedAs = (text: string) => {
  const read = readQuickDice(text);
  return read.ok ? 'read' : read.code;
};

describe.each(['avrae-readme', 'avrae-tests', 'dice-maiden', 'wargamer'] as const)('the documented examples of %s, with scripted dice', (source) => {
  const examples = EXAMPLES.filter((e) => e.source === source);

  it.each(examples.map((e) => [e.text, e] as [string, Example]))('GIVEN %s THEN it means what its source says', (text, e) => {
    if (e.refused) {
      // Refused by the source: refused here too, or (where /roll reads it otherwise) refused as spelled.
      if (e.ours === undefined) expect(refusedAs(text)).toBe(e.refused);
      else {
        expect(refusedAs(e.spelled!)).toBe(e.refused);
        expect(roll(text, e.oursFaces!).total).toBe(e.ours);
      }
      return;
    }
    if (e.spelled === undefined) {
      const r = roll(text, e.faces!);
      expect(r.total).toBe(e.total);
      if (e.says) expect(r.output).toContain(e.says);
      expect(r.private).toBe(e.private === true);
      expect(r.comments).toEqual(e.comment ? [e.comment] : []);
      return;
    }
    // Read otherwise than its source: the explicit spelling gives the source's meaning, and the
    // text itself /roll's reading, as /help command:roll and docs/dice.md say.
    expect(roll(e.spelled, e.faces!).total).toBe(e.total);
    expect(roll(text, e.oursFaces ?? e.faces!).total).toBe(e.ours);
  });
});

describe('the documented examples, counted', () => {
  it('GIVEN the sources THEN every example is here: 15 of Avrae\'s README, 96 of its tests, 75 of Dice Maiden\'s README, 20 wargamers\' forms', () => {
    const count = (s: Example['source']) => EXAMPLES.filter((e) => e.source === s).length;
    expect([count('avrae-readme'), count('avrae-tests'), count('dice-maiden'), count('wargamer')]).toEqual([15, 96, 74, 20]);
    expect(new Set(EXAMPLES.map((e) => `${e.source} ${e.text}`)).size).toBe(EXAMPLES.length);
  });
});
