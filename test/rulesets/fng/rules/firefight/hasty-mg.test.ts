import { describe, expect, it } from 'vitest';
import { hastyMgSetup, setupOptions } from '../../../../../src/rulesets/fng/rules/firefight/hasty-mg.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG machinegun set-up (seed L753–L766)', () => {
  it('GIVEN the Hasty Setup THEN 2 ready now, 1 fire in reaction, 0 when next active', () => {
    expect(unwrap(hastyMgSetup(dice(1, 2), { leaderRep: 4 }, 'hasty')).result).toBe('ready-now');
    expect(unwrap(hastyMgSetup(dice(1, 6), { leaderRep: 4 }, 'hasty')).result).toBe('fire-in-reaction');
    expect(unwrap(hastyMgSetup(dice(5, 6), { leaderRep: 4 }, 'hasty')).result).toBe('fire-when-next-active');
    expectCode(hastyMgSetup(dice(), { leaderRep: 0 }, 'hasty'), 'fng/invalid-rep');
  });

  it('GIVEN a short-crewed bipod LMG THEN +1d6', () => {
    const d = dice(5, 6, 1);
    expect(unwrap(hastyMgSetup(d, { leaderRep: 4, bipodLmgShortCrew: true }, 'hasty')).result).toBe('fire-in-reaction');
    expect(d.remaining).toBe(0);
  });

  it('GIVEN REP 3 short-crewed (3d6) THEN ready now in 108/216', () => {
    expect(countFaces(3, (f) => unwrap(hastyMgSetup(dice(...f), { leaderRep: 3, bipodLmgShortCrew: true }, 'h')).result === 'ready-now')).toBe(108);
  });

  it('GIVEN a full bipod LMG crew THEN set up by going prone; behind a wall a full activation', () => {
    expect(unwrap(setupOptions({ kind: 'bipod-lmg', crew: 2 }))).toEqual({ byGoingProne: true, hasty: 'yes', fullSetupActivations: 1 });
    expect(unwrap(setupOptions({ kind: 'bipod-lmg', crew: 2, awkwardPosition: true })).byGoingProne).toBe(false);
    expect(unwrap(setupOptions({ kind: 'bipod-lmg', crew: 1 }))).toEqual({ byGoingProne: false, hasty: 'yes-with-extra-die', fullSetupActivations: 2 });
  });

  it('GIVEN an MMG or HMG THEN a full activation plus one per missing crewman; hasty only fully crewed', () => {
    expect(unwrap(setupOptions({ kind: 'mmg', crew: 3 }))).toEqual({ byGoingProne: false, hasty: 'yes', fullSetupActivations: 1 });
    expect(unwrap(setupOptions({ kind: 'hmg', crew: 1 }))).toEqual({ byGoingProne: false, hasty: 'no', fullSetupActivations: 3 });
    expect(unwrap(setupOptions({ kind: 'bar', crew: 1 })).byGoingProne).toBe(true);
    expectCode(setupOptions({ kind: 'mmg', crew: 0 }), 'fng/invalid-crew');
  });
});
