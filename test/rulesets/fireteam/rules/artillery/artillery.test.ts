import { describe, expect, it } from 'vitest';
import { artilleryVsArmour, indirectFireDeviation, smokeCheck } from '../../../../../src/rulesets/fireteam/rules/artillery/artillery.js';
import { dice, expectCode, RULES, rulesWith, unwrap } from '../fixtures.js';

describe('indirectFireDeviation', () => {
  it('GIVEN the first turn THEN length = + die − − die, sideways = right − left', () => {
    const d = dice(5, 2, 1, 4);
    const r = indirectFireDeviation(0, d, RULES);
    expect([r.length.raw, r.length.inches, r.sideways.raw, r.sideways.inches]).toEqual([3, 3, -3, -3]);
    expect(r.modifiers).toEqual([]);
    expect(d.parts.map((p) => p.label)).toEqual(['length +', 'length -', 'sideways right', 'sideways left']);
  });

  it('GIVEN turns of observed fire THEN each deviation moves 1" per turn toward the aim point, never past it', () => {
    const r = indirectFireDeviation(2, dice(6, 1, 2, 3), RULES);
    expect([r.length.inches, r.sideways.inches]).toEqual([3, 0]);
    expect(r.modifiers).toEqual([{ reason: 'observed-fire', value: -2, rule: 'arty.correctionPerTurn' }]);
    const short = indirectFireDeviation(1, dice(1, 4, 3, 3), RULES);
    expect([short.length.inches, short.sideways.inches]).toEqual([-2, 0]);
  });

  it('GIVEN arty.correctionPerTurn 2 THEN 2" per turn', () => {
    expect(indirectFireDeviation(1, dice(6, 1, 1, 6), rulesWith({ 'arty.correctionPerTurn': 2 })).correction).toBe(2);
  });

  it('GIVEN every face pair THEN a deviation of 0 comes up exactly 6/36 on the first turn, and 24/36 (|d| ≤ 2) after two observed turns', () => {
    let zeroFirst = 0;
    let zeroLater = 0;
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        if (indirectFireDeviation(0, dice(a, b, 1, 1), RULES).length.inches === 0) zeroFirst++;
        if (indirectFireDeviation(2, dice(a, b, 1, 1), RULES).length.inches === 0) zeroLater++;
      }
    }
    expect([zeroFirst, zeroLater]).toEqual([6, 24]);
  });
});

describe('smokeCheck', () => {
  it('GIVEN each face THEN smoke vanishes on 4, 5, 6', () => {
    expect([1, 2, 3, 4, 5, 6].filter((f) => smokeCheck(dice(f)).vanishes)).toEqual([4, 5, 6]);
  });
});

describe('artilleryVsArmour', () => {
  it('GIVEN a light vehicle THEN the table dice at normal effect', () => {
    const r = unwrap(artilleryVsArmour({ weapon: 'medium-mortar', vehicle: 'light' }, dice(4, 9, 2), RULES));
    expect(r.modifiers).toEqual([]);
    expect(r.results.map((x) => x.code)).toEqual(['pinned-turret-jammed', 'brew-up', 'pinned-radio-damaged']);
  });

  it('GIVEN a medium vehicle THEN −1 on each damage die; a 1 then does nothing', () => {
    const r = unwrap(artilleryVsArmour({ weapon: 'medium-gun', vehicle: 'medium' }, dice(1, 9), RULES));
    expect(r.modifiers).toEqual([{ reason: 'medium-armour', value: -1 }]);
    expect(r.dice.map((x) => [x.die, x.score, x.result?.code])).toEqual([
      [1, 0, undefined],
      [9, 8, 'immobilised'],
    ]);
  });

  it('GIVEN a heavy vehicle THEN −2; open-topped THEN normal effect', () => {
    const heavy = unwrap(artilleryVsArmour({ weapon: 'heavy-gun', vehicle: 'heavy' }, dice(10, 3), RULES));
    expect(heavy.dice.map((x) => x.score)).toEqual([8, 1]);
    const open = unwrap(artilleryVsArmour({ weapon: 'heavy-gun', vehicle: 'heavy', openTopped: true }, dice(10, 3), RULES));
    expect(open.modifiers).toEqual([]);
  });

  it('GIVEN arty.vsArmourDice ONE_DIE THEN a single die', () => {
    const r = unwrap(artilleryVsArmour({ weapon: 'heavy-gun', vehicle: 'light' }, dice(7), rulesWith({ 'arty.vsArmourDice': 'ONE_DIE' })));
    expect(r.results.map((x) => x.code)).toEqual(['panic-miss-next-shot']);
  });

  it('GIVEN light guns or mortars THEN no effect on armour', () => {
    expectCode(artilleryVsArmour({ weapon: 'light-mortar', vehicle: 'light' }, dice(), RULES), 'fireteam/artillery-too-light');
    expectCode(artilleryVsArmour({ weapon: 'light-gun', vehicle: 'light' }, dice(), RULES), 'fireteam/artillery-too-light');
  });
});
