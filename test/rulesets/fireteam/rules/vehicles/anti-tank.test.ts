import { describe, expect, it } from 'vitest';
import {
  antiTankShot,
  antiTankToHit,
  DAMAGE_RESULTS,
  DAMAGE_TABLE,
  damageResult,
  damageRoll,
  toHitModifiers,
} from '../../../../../src/rulesets/fireteam/rules/vehicles/anti-tank.js';
import { dice, expectCode, RULES, rulesWith, unwrap } from '../fixtures.js';

describe('to hit (1D10, 6+)', () => {
  it('GIVEN every face and no factors THEN exactly 5/10 hit', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((f) => antiTankToHit({}, dice(f)).hit)).toEqual([6, 7, 8, 9, 10]);
  });

  it('lists every factor', () => {
    expect(toHitModifiers({ targetMoved: true, shooterMoved: true, targetConcealed: true, damagedGun: true, shooterPinned: 'armoured' })).toEqual([
      { reason: 'target-moved', value: -1 },
      { reason: 'shooter-moved', value: -1 },
      { reason: 'target-concealed', value: -1 },
      { reason: 'damaged-gun', value: -1 },
      { reason: 'shooter-pinned-armoured', value: -1 },
    ]);
    expect(toHitModifiers({ shooterPinned: 'gun-team' })).toEqual([{ reason: 'shooter-pinned-gun-team', value: -2 }]);
  });

  it('GIVEN the 2nd and 3rd shot at a target with neither moving THEN +1 and +2 (4th stays +2)', () => {
    expect(toHitModifiers({ shotNumber: 2 })).toEqual([{ reason: 'second-shot', value: 1 }]);
    expect(toHitModifiers({ shotNumber: 3 })).toEqual([{ reason: 'third-shot', value: 2 }]);
    expect(toHitModifiers({ shotNumber: 4 })).toEqual([{ reason: 'third-shot', value: 2 }]);
    expect(toHitModifiers({ shotNumber: 1 })).toEqual([]);
  });

  it('GIVEN either side moved THEN no ranging bonus', () => {
    expect(toHitModifiers({ shotNumber: 3, targetMoved: true })).toEqual([{ reason: 'target-moved', value: -1 }]);
    expect(toHitModifiers({ shotNumber: 2, shooterMoved: true })).toEqual([{ reason: 'shooter-moved', value: -1 }]);
  });

  it('GIVEN d10 5 on a 2nd shot THEN 6 hits; d10 7 against a moving concealed target THEN 5 misses', () => {
    expect(antiTankToHit({ shotNumber: 2 }, dice(5))).toMatchObject({ die: 5, score: 6, target: 6, hit: true });
    expect(antiTankToHit({ targetMoved: true, targetConcealed: true }, dice(7))).toMatchObject({ score: 5, hit: false });
  });
});

describe('damage table and results', () => {
  it('prints the seed\'s table, * marking the 50% pin chance', () => {
    const row = (g: keyof typeof DAMAGE_TABLE) =>
      (['light', 'medium', 'heavy', 'bunker'] as const).map((t) => `${DAMAGE_TABLE[g][t].dice}${DAMAGE_TABLE[g][t].pinChance ? '*' : ''}`);
    expect(row('hmg')).toEqual(['1', '0*', '0', '0']);
    expect(row('light')).toEqual(['2', '1', '0*', '0']);
    expect(row('medium')).toEqual(['3', '2', '1', '0*']);
    expect(row('heavy')).toEqual(['3', '3', '2', '1*']);
  });

  it('reads the ten results', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => damageResult(n)?.code)).toEqual([
      'halt-and-return-fire',
      'pinned-radio-damaged',
      'pinned-movement-reduced',
      'pinned-turret-jammed',
      'weapon-damaged',
      'panic',
      'panic-miss-next-shot',
      'immobilised',
      'brew-up',
      'brew-up',
    ]);
    expect(damageResult(0)).toBeUndefined();
    expect(damageResult(-1)).toBeUndefined();
    expect(damageResult(12)?.code).toBe('brew-up');
    expect(DAMAGE_RESULTS[3]).toMatchObject({ text: 'Pinned & -1D6 movement', pinned: true });
    expect(DAMAGE_RESULTS[7]).toMatchObject({ panic: true });
    expect(DAMAGE_RESULTS[10]).toMatchObject({ passengersHit: true });
  });
});

describe('damageRoll', () => {
  it('GIVEN a medium gun on a medium tank THEN two d10s, both apply', () => {
    const d = dice(2, 8);
    const r = damageRoll('medium', 'medium', d, RULES);
    expect(r.dice.map((x) => [x.die, x.result?.code, x.applies])).toEqual([
      [2, 'pinned-radio-damaged', true],
      [8, 'immobilised', true],
    ]);
    expect(r.results.map((x) => x.code)).toEqual(['pinned-radio-damaged', 'immobilised']);
    expect(r.pinned).toBe(true);
    expect(r.pinChance).toBeUndefined();
  });

  it('GIVEN at.damageDice HIGHEST_ONLY THEN only the highest die applies', () => {
    const r = damageRoll('medium', 'medium', dice(2, 8), rulesWith({ 'at.damageDice': 'HIGHEST_ONLY' }));
    expect(r.results.map((x) => x.code)).toEqual(['immobilised']);
    expect(r.pinned).toBe(false);
  });

  it('GIVEN 0* THEN no damage die, only the pin chance: pinned on 4–6 (exactly 3/6)', () => {
    const pinnedFaces = [1, 2, 3, 4, 5, 6].filter((f) => damageRoll('light', 'heavy', dice(f), RULES).pinned);
    expect(pinnedFaces).toEqual([4, 5, 6]);
    const r = damageRoll('hmg', 'medium', dice(3), RULES);
    expect(r.part).toBeUndefined();
    expect(r.dice).toEqual([]);
    expect(r.pinChance?.pinned).toBe(false);
  });

  it('GIVEN 1* (heavy gun on a bunker) THEN one damage die then the pin chance', () => {
    const d = dice(1, 6);
    const r = damageRoll('heavy', 'bunker', d, RULES);
    expect(r.results.map((x) => x.code)).toEqual(['halt-and-return-fire']);
    expect(r.pinChance?.pinned).toBe(true);
    expect(d.parts.map((p) => p.label)).toEqual(['damage', 'pin chance']);
  });

  it('GIVEN 0 with no * THEN nothing is rolled', () => {
    const d = dice();
    const r = damageRoll('hmg', 'heavy', d, RULES);
    expect(r).toMatchObject({ results: [], pinned: false });
    expect(d.parts).toHaveLength(0);
  });
});

describe('antiTankShot', () => {
  it('GIVEN a bazooka hitting a light vehicle THEN three damage dice on the medium row', () => {
    const r = unwrap(antiTankShot({ weapon: 'bazooka', target: 'light', range: 24 }, dice(6, 9, 1, 5), RULES));
    expect(r.gun).toBe('medium');
    expect(r.damage?.results.map((x) => x.code)).toEqual(['brew-up', 'halt-and-return-fire', 'weapon-damaged']);
  });

  it('GIVEN a miss THEN no damage roll', () => {
    const d = dice(5);
    const r = unwrap(antiTankShot({ weapon: 'medium-gun', target: 'heavy' }, d, RULES));
    expect(r.damage).toBeUndefined();
    expect(d.remaining).toBe(0);
  });

  it('GIVEN Molotovs THEN a medium gun at 8" and no further', () => {
    expect(unwrap(antiTankShot({ weapon: 'molotov', target: 'medium', range: 8 }, dice(6, 3, 4), RULES)).gun).toBe('medium');
    expectCode(antiTankShot({ weapon: 'molotov', target: 'medium', range: 9 }, dice(), RULES), 'fireteam/out-of-range');
  });

  it('GIVEN an AT rifle THEN the HMG row; beyond 36" refused', () => {
    expect(unwrap(antiTankShot({ weapon: 'at-rifle', target: 'light' }, dice(10, 4), RULES)).damage?.results.map((x) => x.code)).toEqual([
      'pinned-turret-jammed',
    ]);
    expectCode(antiTankShot({ weapon: 'at-rifle', target: 'light', range: 37 }, dice(), RULES), 'fireteam/out-of-range');
  });

  it('GIVEN a gun class from the vehicle list (BT-7 counts light) THEN that row', () => {
    const r = unwrap(antiTankShot({ weapon: 'medium-gun', gun: 'light', target: 'medium' }, dice(6, 8), RULES));
    expect(r.gun).toBe('light');
    expect(r.damage?.dice).toHaveLength(1);
  });

  it('GIVEN a weapon with no anti-tank effect THEN refused', () => {
    expectCode(antiTankShot({ weapon: 'rifle', target: 'light' }, dice(), RULES), 'fireteam/no-anti-tank-effect');
    expectCode(antiTankShot({ weapon: 'light-mortar', target: 'light' }, dice(), RULES), 'fireteam/no-anti-tank-effect');
  });
});
