import { describe, expect, it } from 'vitest';
import {
  DAMAGE_CHECK_CALCULATION_TABLE,
  DAMAGE_CHECK_TABLE,
  DCT_CLASSES,
  DCT_OUTCOME_TEXT,
  dccModifier,
  dctBand,
  dctOutcome,
  HERO_CREATION_TEXT,
  type DctClass,
  type DctOutcome,
} from '../../../../../src/rulesets/lnl/rules/combat/damage-check-table.js';
import { damageCheck } from '../../../../../src/rulesets/lnl/rules/combat/damage-check.js';
import { dice, unwrap } from '../../../../helpers/rules.js';

/** The Damage Check Calculation Table as the player aid prints it (rows: attacker 1–14; columns: defender 1–11). */
const PRINTED_DCC = `
  1 - - - - - - - - - - -
  2 DC+1 - - - - - - - - - -
  3 DC+2 DC+1 - - - - - - - - -
  4 DC+3 DC+2 DC+1 - - - - - - - -
  5 DC+4 DC+3 DC+2 DC+1 - - - - - - -
  6 DC+5 DC+4 DC+3 DC+2 DC+1 - - - - - -
  7 DC+6 DC+5 DC+4 DC+3 DC+2 DC+1 - - - - -
  8 DC+7 DC+6 DC+5 DC+4 DC+3 DC+2 DC+1 - - - -
  9 DC+8 DC+7 DC+6 DC+5 DC+4 DC+3 DC+2 DC+1 - - -
  10 DC+9 DC+8 DC+7 DC+6 DC+5 DC+4 DC+3 DC+2 DC+1 - -
  11 DC+10 DC+9 DC+8 DC+7 DC+6 DC+5 DC+4 DC+3 DC+2 DC+1 -
  12 DC+11 DC+10 DC+9 DC+8 DC+7 DC+6 DC+5 DC+4 DC+3 DC+2 DC+1
  13 DC+12 DC+11 DC+10 DC+9 DC+8 DC+7 DC+6 DC+5 DC+4 DC+3 DC+2
  14 DC+13 DC+12 DC+11 DC+10 DC+9 DC+8 DC+7 DC+6 DC+5 DC+4 DC+3
`;

const printedRows = PRINTED_DCC.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));

describe('Damage Check Calculation Table', () => {
  it('GIVEN the printed grid THEN it has 14 rows of 11 cells', () => {
    expect(printedRows).toHaveLength(14);
    for (const row of printedRows) expect(row).toHaveLength(12);
  });

  describe.each(printedRows.map((row) => [Number(row[0]), row.slice(1)] as const))('attacker %i', (attacker, cells) => {
    it.each(cells.map((cell, i) => [i + 1, cell] as const))('vs defender %i THEN %s', (defender, cell) => {
      const got = dccModifier(attacker, defender);
      const stored = DAMAGE_CHECK_CALCULATION_TABLE[attacker - 1]![defender - 1];
      if (cell === '-') {
        expect(got).toEqual({ effect: 'no-effect' });
        expect(stored).toBeNull();
      } else {
        const m = Number(/^DC\+(\d+)$/.exec(cell)![1]);
        expect(got).toEqual({ effect: 'damage-check', modifier: m, offTable: false });
        expect(stored).toBe(m);
      }
    });
  });

  it('GIVEN totals beyond the grid THEN the difference still gives the DC, flagged off-table', () => {
    expect(dccModifier(17, 3)).toEqual({ effect: 'damage-check', modifier: 14, offTable: true });
    expect(dccModifier(3, 0)).toEqual({ effect: 'damage-check', modifier: 3, offTable: true });
    expect(dccModifier(12, 14)).toEqual({ effect: 'no-effect' });
    expect(dccModifier(0, 0)).toEqual({ effect: 'no-effect' });
  });
});

/** The DCT as printed, row by row: ≤ morale, > morale and < 2×, ≥ 2× and < 3×, ≥ 3×. */
const PRINTED_DCT: Record<DctClass, [DctOutcome, DctOutcome, DctOutcome, DctOutcome]> = {
  'good-order-mmc': ['no-effect', 'shaken', 'casualties', 'eliminated'],
  'shaken-mmc': ['no-effect', 'casualties', 'casualties', 'eliminated'],
  'good-order-smc': ['no-effect', 'shaken', 'wounded', 'eliminated'],
  'hero-or-shaken-smc': ['no-effect', 'wounded', 'wounded', 'eliminated'],
  armoured: ['no-effect', 'shaken', 'shaken', 'abandoned'],
  unarmoured: ['no-effect', 'shaken', 'destroyed', 'destroyed'],
  helicopter: ['no-effect', 'damaged', 'destroyed', 'destroyed'],
};

describe('Damage Check Table', () => {
  const boundaries = (m: number) =>
    [
      [m, 0],
      [m + 1, 1],
      [2 * m - 1, 1],
      [2 * m, 2],
      [3 * m - 1, 2],
      [3 * m, 3],
    ] as const;

  for (const unitClass of DCT_CLASSES) {
    for (const morale of [3, 4, 5, 6]) {
      it.each(boundaries(morale))(`GIVEN ${unitClass} morale ${morale} and a DC total of %i THEN row %i`, (total, row) => {
        const expected = PRINTED_DCT[unitClass][row];
        expect(dctOutcome(unitClass, total, morale).outcome).toBe(expected);
        // Through a scripted DC: die 2 and the DC modifier making up the rest.
        const roller = dice(2);
        const dc = unwrap(damageCheck({ unitClass, morale, modifier: total - 2 }, roller));
        expect(dc.total).toBe(total);
        expect(dc.printedOutcome).toBe(expected);
        expect(dc.outcome).toBe(expected);
      });
    }
  }

  it('GIVEN the data table THEN it matches the printed columns', () => {
    for (const unitClass of DCT_CLASSES) {
      const row = DAMAGE_CHECK_TABLE[unitClass];
      expect([row['at-most-morale'], row['above-morale'], row['double-morale'], row['triple-morale']]).toEqual(PRINTED_DCT[unitClass]);
    }
  });

  it('GIVEN morale 1 THEN a roll of 2 is already double morale and 3 triple', () => {
    expect(dctBand(1, 1)).toBe('at-most-morale');
    expect(dctBand(2, 1)).toBe('double-morale');
    expect(dctBand(3, 1)).toBe('triple-morale');
  });

  it('GIVEN a DC total far below morale THEN no effect', () => {
    expect(dctBand(-3, 5)).toBe('at-most-morale');
  });

  it('GIVEN the explanation texts THEN each explained outcome carries the player aid wording', () => {
    expect(DCT_OUTCOME_TEXT.casualties).toBe('Replace a Squad with a Shaken Half-Squad. Eliminate a Half-squad, Weapon Team, or Crew.');
    expect(DCT_OUTCOME_TEXT.damaged).toBe('Damaged helicopters must immediately exit the board. They may not unload passengers or fire.');
    expect(DCT_OUTCOME_TEXT.shaken).toContain('Shaken vehicles receiving another shaken result are abandoned.');
    expect(DCT_OUTCOME_TEXT.wounded).toContain('SMCs under a Wounded marker who are Wounded again are eliminated.');
    expect(DCT_OUTCOME_TEXT.abandoned).toContain('Place a Shaken Crew underneath the vehicle and mark it Moved.');
    expect(DCT_OUTCOME_TEXT.destroyed).toContain('All units present in the crash hex are attacked by a 6 Firepower attack.');
    expect(HERO_CREATION_TEXT).toContain('If an even number is rolled, a Hero is created in the hex');
  });
});
