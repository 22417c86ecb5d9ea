import { describe, expect, it } from 'vitest';
import { QUALITIES } from '../../../../../src/rulesets/fireteam/rules/troops/troops.js';
import { goToGround } from '../../../../../src/rulesets/fireteam/rules/actions/go-to-ground.js';
import { makeUnit } from '../../../../../src/rulesets/fireteam/rules/troops/units.js';
import { AX, dice, expectCode, game, onTable, spec, unit, unwrap } from '../fixtures-forces.js';

const tank = (id: string) => spec(id, { kind: 'vehicle', figures: 0, weapons: [], vehicle: 'panzer-iv' });

describe('goToGround (seed 004, Actions: Go to Ground)', () => {
  const s = game([
    onTable(AX, spec('avg'), { overwatch: true }),
    onTable(AX, spec('scout', { kind: 'special', quality: 'veteran', roles: ['scout'] })),
    onTable(AX, tank('pz')),
    makeUnit(AX, spec('off')),
  ]);

  it('GIVEN an average unit THEN it needs 5+: 5 passes, 4 fails', () => {
    const pass = unwrap(goToGround(s, AX, 'avg', dice(5)));
    expect([pass.success, pass.roll?.target, unit(pass.state, 'avg').goneToGround, unit(pass.state, 'avg').overwatch]).toEqual([true, 5, true, false]);
    const failed = unwrap(goToGround(s, AX, 'avg', dice(4)));
    expect([failed.success, unit(failed.state, 'avg').goneToGround, unit(failed.state, 'avg').overwatch]).toEqual([false, false, true]);
  });

  it('exactly 1/6, 2/6, 3/6 of rolls pass for raw, average, veteran', () => {
    const counts = QUALITIES.map((quality) => {
      const t = game([onTable(AX, spec('u', { quality }))]);
      let n = 0;
      for (let f = 1; f <= 6; f++) if (unwrap(goToGround(t, AX, 'u', dice(f))).success) n++;
      return n;
    });
    expect(counts).toEqual([1, 2, 3]);
  });

  it('GIVEN scouts THEN automatic, no dice', () => {
    const d = dice();
    const r = unwrap(goToGround(s, AX, 'scout', d));
    expect([r.automatic, r.success, d.parts.length]).toEqual([true, true, 0]);
  });

  it('GIVEN a vehicle, a unit off table or already down THEN refused', () => {
    expectCode(goToGround(s, AX, 'pz', dice(6)), 'fireteam/cannot-go-to-ground');
    expectCode(goToGround(s, AX, 'off', dice(6)), 'fireteam/cannot-go-to-ground');
    const down = unwrap(goToGround(s, AX, 'scout', dice())).state;
    expectCode(goToGround(down, AX, 'scout', dice()), 'fireteam/already-gone-to-ground');
  });
});
