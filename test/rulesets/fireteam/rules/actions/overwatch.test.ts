import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../../../src/rulesets/fireteam/rules/turn/turn.js';
import { declareFire } from '../../../../../src/rulesets/fireteam/rules/fire/fire-declaration.js';
import { overwatchFire, setOverwatch } from '../../../../../src/rulesets/fireteam/rules/actions/overwatch.js';
import { AX, expectCode, game, inPhase, onTable, RU, spec, unit, unwrap } from '../fixtures-forces.js';

describe('overwatch (seed 004, Actions: Over Watch)', () => {
  const s = game([onTable(AX, spec('ow'), { goneToGround: true }), onTable(RU, spec('mover')), { ...onTable(AX, spec('new')), deployedThisTurn: true }]);

  it('GIVEN overwatch THEN it may not fire in the firing phase but may during enemy movement, once', () => {
    const t = unwrap(setOverwatch(s, AX, 'ow')).state;
    expect([unit(t, 'ow').overwatch, unit(t, 'ow').goneToGround]).toEqual([true, false]);
    const f = declareFire(inPhase(t, 'firing'), AX, [{ unit: 'ow', kind: 'direct', target: 'mover' }]);
    expect(f.ok ? 'ok' : f.params).toEqual({ unit: 'ow', reason: 'on-overwatch' });
    const m = inPhase(t, 'movement', { side: RU });
    expect(checkMove(m, AX, 'overwatch-fire').ok).toBe(true);
    const r = unwrap(overwatchFire(m, AX, 'ow', 'mover'));
    expect(unit(r.state, 'ow')).toMatchObject({ overwatch: false, firedThisTurn: true });
    expectCode(overwatchFire(r.state, AX, 'ow', 'mover'), 'fireteam/not-on-overwatch');
  });

  it('GIVEN a unit deployed this turn THEN it cannot go on overwatch', () => {
    const r = setOverwatch(s, AX, 'new');
    expect(r.ok ? 'ok' : r.params).toEqual({ unit: 'new', reason: 'deployed-this-turn' });
  });

  it('GIVEN overwatch fire at an own unit THEN own-unit', () => {
    const t = unwrap(setOverwatch(s, AX, 'ow')).state;
    expectCode(overwatchFire(t, AX, 'ow', 'new'), 'fireteam/own-unit');
  });
});
