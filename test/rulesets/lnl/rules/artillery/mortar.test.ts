import { describe, expect, it } from 'vitest';
import { mortarFire } from '../../../../../src/rulesets/lnl/rules/artillery/mortar.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('mortarFire', () => {
  it('GIVEN dice 2 and 5 THEN the better, 5, + IFP 2 attacks', () => {
    const roller = dice(2, 5, 3);
    const r = unwrap(mortarFire({ ifp: 2, target: { tm: 1 } }, roller));
    expect(r.attack).toMatchObject({ dice: 'best-of-2d6', die: 5, total: 7, natural6: false });
    expect(r.attack.part.faces).toEqual([2, 5]);
    expect(r.defence.total).toBe(4);
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 3, offTable: false });
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN two degrading hexes THEN ignored, other DFT modifiers kept', () => {
    const r = unwrap(mortarFire({ ifp: 1, circumstances: { degradingHexes: 2, leaderLm: 1 }, target: { tm: 0 } }, dice(3, 1, 2)));
    expect(r.attack.modifiers).toEqual([{ reason: 'leadership', value: 1 }]);
    expect(r.ignoredDegradingHexes).toBe(2);
    expect(r.attack.total).toBe(5);
  });

  it('GIVEN three degrading hexes THEN the LOS is blocked', () => {
    expectCode(mortarFire({ ifp: 1, circumstances: { degradingHexes: 3 }, target: { tm: 0 } }, dice(3, 1, 2)), 'lnl/los-blocked');
  });

  it.each(['wall', 'hill'] as const)('GIVEN a TM from a %s THEN the defender adds nothing', (tmSource) => {
    const r = unwrap(mortarFire({ ifp: 1, target: { tm: 2, tmSource } }, dice(3, 1, 2)));
    expect(r.defence.total).toBe(2);
    expect(r.defence.modifiers).toEqual([]);
    expect(r.ignoredTm).toBe(2);
  });

  it('GIVEN a TM from other terrain THEN the defender adds it', () => {
    const r = unwrap(mortarFire({ ifp: 1, target: { tm: 2, tmSource: 'other' } }, dice(3, 1, 2)));
    expect(r.defence.total).toBe(4);
    expect(r.ignoredTm).toBe(0);
  });

  it('GIVEN a kept 6 THEN a natural 6', () => {
    expect(unwrap(mortarFire({ ifp: 1, target: { tm: 0 } }, dice(1, 6, 2))).attack.natural6).toBe(true);
  });

  it('GIVEN IFP 0 vs TM 0 THEN a DC comes exactly 125/216', () => {
    // P(max(a, b) > e) = Σe (1 − e²/36) / 6 = 125/216.
    expect(countFaces(3, (f) => unwrap(mortarFire({ ifp: 0, target: { tm: 0 } }, dice(...f))).outcome.effect === 'damage-check')).toBe(125);
  });
});
