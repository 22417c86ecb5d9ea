import { describe, expect, it } from 'vitest';
import { OVERRUN_EXTRA_MP, OVERRUN_TERRAIN, overrun } from '../../../../../src/rulesets/lnl/rules/vehicles/overrun.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('overrun', () => {
  it('GIVEN HE 3, two MGs of 2 and 1, Armour Leader LM 1 THEN 1d6 + 2 + 3 + 3 + 1 vs 1d6 + TM', () => {
    const roller = dice(2, 4);
    const r = unwrap(overrun({ terrain: 'brush', he: 3, mgFirepower: [2, 1], armourLeaderLm: 1, tm: 1 }, roller));
    expect(r.attack).toMatchObject({ die: 2, firepower: 6, total: 11 });
    expect(r.attack.modifiers).toEqual([
      { reason: 'overrun', value: 2 },
      { reason: 'leadership', value: 1 },
    ]);
    expect(r.defence).toMatchObject({ die: 4, total: 5 });
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 6, offTable: false });
    expect(r.extraMp).toBe(4);
    expect(r.attack.part.label).toBe('overrun');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN equal totals THEN no Damage Check', () => {
    expect(unwrap(overrun({ terrain: 'clear', he: 0, mgFirepower: [1], tm: 0 }, dice(1, 4))).outcome).toEqual({ effect: 'no-effect' });
  });

  it('GIVEN the allowed terrain as data THEN Clear, open, Brush, Low Crops, +4 MPs', () => {
    expect(OVERRUN_TERRAIN).toEqual(['clear', 'open', 'brush', 'low-crops']);
    expect(OVERRUN_EXTRA_MP).toBe(4);
  });

  it('GIVEN other terrain THEN refused unless the module allows it', () => {
    expectCode(overrun({ terrain: 'other', he: 1, mgFirepower: [], tm: 0 }, dice(1, 1)), 'lnl/overrun-terrain');
    expect(overrun({ terrain: 'other', moduleAllows: true, he: 1, mgFirepower: [], tm: 0 }, dice(1, 1)).ok).toBe(true);
  });

  it('GIVEN a negative HE THEN refused', () => {
    expectCode(overrun({ terrain: 'clear', he: -1, mgFirepower: [], tm: 0 }, dice(1, 1)), 'lnl/invalid-firepower');
  });
});
