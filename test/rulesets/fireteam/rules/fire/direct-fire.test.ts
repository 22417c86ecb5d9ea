import { describe, expect, it } from 'vitest';
import { shootAtInfantry } from '../../../../../src/rulesets/fireteam/rules/fire/direct-fire.js';
import { AX, RU, dice, expectCode, game, onTable, spec, unwrap } from '../fixtures-forces.js';
import { RULES } from '../fixtures.js';

/** An Axis rifle team of 7 with `casualties` of them dead, shooting 10" at a Soviet team in the open. */
function shot(casualties: number, faces: number[]) {
  const shooter = onTable(AX, spec('ft2'), { casualties, position: { x: 10, y: 10 } });
  const target = onTable(RU, spec('ru1'), { position: { x: 10, y: 20 } });
  const g = game([shooter, target]);
  return shootAtInfantry(g, shooter, target, { cover: 'open' }, dice(...faces), RULES, undefined);
}

describe('shootAtInfantry: a team shoots with its living figures (seed 004, Firing; 004 L166–L167, L192–L193)', () => {
  it('GIVEN a rifle team down to 1 figure of 7 THEN no fire effect: 4 or fewer riflemen', () => {
    expectCode(shot(6, [10]), 'fireteam/no-fire-effect');
    expectCode(shot(3, [10]), 'fireteam/no-fire-effect');
  });

  it('GIVEN 5 riflemen left THEN a small team (−1); all 7 a small team too', () => {
    expect(unwrap(shot(2, [10])).result.shot).toMatchObject({ size: 'small', weapon: 'rifle' });
    expect(unwrap(shot(0, [10])).result.shot).toMatchObject({ size: 'small' });
  });
});
