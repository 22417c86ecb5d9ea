import { describe, expect, it } from 'vitest';
import { directFire } from '../../../../../src/rulesets/lnl/rules/combat/direct-fire.js';
import { fireCheck } from '../../../../../src/rulesets/lnl/rules/map/fire-start.js';
import { dice, unwrap } from '../../../../helpers/rules.js';

describe('fireCheck', () => {
  it('GIVEN a flammable hex but no natural 6 THEN no check, nothing rolled', () => {
    const roller = dice(6);
    expect(fireCheck({ flammableHex: true, attackNatural6: false }, roller)).toEqual({ checked: false });
    expect(roller.remaining).toBe(1);
  });

  it('GIVEN a natural 6 in a hex that is not flammable THEN no check', () => {
    expect(fireCheck({ flammableHex: false, attackNatural6: true }, dice(6))).toEqual({ checked: false });
  });

  it.each([
    [1, false],
    [4, false],
    [5, true],
    [6, true],
  ])('GIVEN a fire check of %i THEN fire starts: %s', (face, starts) => {
    const r = fireCheck({ flammableHex: true, attackNatural6: true }, dice(face));
    expect(r).toMatchObject({ checked: true, die: face, fireStarts: starts });
    expect(r.checked && r.part.label).toBe('fire check');
  });

  it('GIVEN a direct fire whose die shows 6 THEN its natural 6 feeds the check', () => {
    const roller = dice(6, 2, 5);
    const fire = unwrap(directFire({ firepower: 2, target: { tm: 1 } }, roller));
    expect(fireCheck({ flammableHex: true, attackNatural6: fire.attack.natural6 === true }, roller)).toMatchObject({ fireStarts: true });
  });
});
