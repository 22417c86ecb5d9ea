import { describe, expect, it } from 'vitest';
import { activateSubordinate, callerRep, makeTheCall, type MakeCallInput } from '../../../../../src/rulesets/fng/rules/support/radio.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const call = (input: MakeCallInput, ...faces: number[]) => unwrap(makeTheCall(input, dice(...faces)));

describe('Making the Call (seed L1665–L1690)', () => {
  it('GIVEN Spec 4 Jones REP 4 in inclement weather, atmospherics 1, die 3 THEN REP 2 and the call fails (L1681–L1688)', () => {
    const r = call({ rep: 4, weather: 'inclement' }, 1, 3);
    expect(r.modifiedRep).toBe(2);
    expect(r.success).toBe(false);
    expect(r.radioUsedThisTurn).toBe(true);
  });

  it('GIVEN Jones next active, still inclement, atmospherics 4, die 3 THEN REP 3 and the call goes through (L1690)', () => {
    const r = call({ rep: 4, weather: 'inclement' }, 4, 3);
    expect(r.modifiedRep).toBe(3);
    expect(r.success).toBe(true);
  });

  it('GIVEN every modifier THEN hill, field phone and RTO Wizard add one each, bad weather takes one (L1671–L1673, L362)', () => {
    expect(call({ rep: 3, weather: 'terrible' }, 3, 1).modifiedRep).toBe(2);
    expect(call({ rep: 3, weather: 'clear', onTallestHill: true }, 3, 1).modifiedRep).toBe(4);
    expect(call({ rep: 3, weather: 'clear', fieldPhone: true }, 3, 1).modifiedRep).toBe(4);
    expect(call({ rep: 3, weather: 'clear', rtoWizard: true }, 3, 1).modifiedRep).toBe(4);
    expect(call({ rep: 3, weather: 'clear' }, 6, 1).modifiedRep).toBe(4);
    expect(call({ rep: 3, weather: 'clear', onTallestHill: true, fieldPhone: true, rtoWizard: true }, 6, 1).modifiedRep).toBe(7);
  });

  it('GIVEN the die equal to the modified REP THEN it passes; one more fails', () => {
    expect(call({ rep: 4, weather: 'clear' }, 3, 4).success).toBe(true);
    expect(call({ rep: 4, weather: 'clear' }, 3, 5).success).toBe(false);
  });

  it('GIVEN REP 3/4/5/6 in clear weather THEN the call succeeds 18/24/30/35 times in 36 (enumerated)', () => {
    const p = (rep: number) => countFaces(2, (f) => call({ rep, weather: 'clear' }, ...f).success);
    expect([3, 4, 5, 6].map(p)).toEqual([18, 24, 30, 35]);
  });

  it('GIVEN REP 4 in inclement weather THEN 18 in 36; REP 1 with bad atmospherics never', () => {
    expect(countFaces(2, (f) => call({ rep: 4, weather: 'inclement' }, ...f).success)).toBe(18);
    expect(call({ rep: 1, weather: 'inclement' }, 1, 1).success).toBe(false);
  });

  it('GIVEN a jammed radio, a radio already used, or REP 9 THEN the call is refused without dice (L1641, L1679)', () => {
    const d = dice();
    expectCode(makeTheCall({ rep: 4, weather: 'clear', jammed: true }, d), 'fng/radio-jammed');
    expectCode(makeTheCall({ rep: 4, weather: 'clear', radioUsedThisTurn: true }, d), 'fng/radio-already-used');
    expectCode(makeTheCall({ rep: 9, weather: 'clear' }, d), 'fng/invalid-rep');
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN a call THEN the atmospheric die and the call die are two labelled ledger parts', () => {
    const d = dice(2, 2);
    unwrap(makeTheCall({ rep: 4, weather: 'clear', calling: 'HQ' }, d));
    expect(d.parts.map((p) => p.label)).toEqual(['atmospherics to HQ', 'make the call to HQ']);
  });
});

describe('Who makes the call (L1674–L1676, L1691)', () => {
  it('GIVEN the Leader in contact with the RTO THEN his own REP', () => {
    expect(unwrap(callerRep({ leaderRep: 5, rtoRep: 3, leaderToRtoInches: 0 }))).toEqual({ rep: 5, caller: 'leader' });
  });

  it('GIVEN the Leader within 4" THEN the RTO passes the order at the RTO\'s REP; beyond 4" he cannot', () => {
    expect(unwrap(callerRep({ leaderRep: 5, rtoRep: 3, leaderToRtoInches: 4 }))).toEqual({ rep: 3, caller: 'rto' });
    expectCode(callerRep({ leaderRep: 5, rtoRep: 3, leaderToRtoInches: 4.5 }), 'fng/radio-out-of-reach');
    expectCode(callerRep({ leaderRep: 0, rtoRep: 3, leaderToRtoInches: 0 }), 'fng/invalid-rep');
    expectCode(callerRep({ leaderRep: 4, rtoRep: 8, leaderToRtoInches: 0 }), 'fng/invalid-rep');
  });
});

describe('Activating a subordinate (L1698–L1700, L1687)', () => {
  it('GIVEN the Commander passes 1d6 vs his REP THEN the group activates now and forfeits its normal activation', () => {
    const r = unwrap(activateSubordinate({ commanderRep: 5, subordinateLeaderRep: 3 }, dice(5)));
    expect(r).toMatchObject({ outcome: 'activates-now', forfeitsNormalActivation: true, commanderDone: false });
  });

  it('GIVEN he fails THEN the group keeps its activation and the Commander is done', () => {
    const r = unwrap(activateSubordinate({ commanderRep: 5, subordinateLeaderRep: 3 }, dice(6)));
    expect(r).toMatchObject({ outcome: 'keeps-normal-activation', forfeitsNormalActivation: false, commanderDone: true });
  });

  it('GIVEN a subordinate of equal or higher REP THEN refused', () => {
    expectCode(activateSubordinate({ commanderRep: 4, subordinateLeaderRep: 4 }, dice()), 'fng/subordinate-not-lower');
    expectCode(activateSubordinate({ commanderRep: 4, subordinateLeaderRep: 0 }, dice()), 'fng/invalid-rep');
    expectCode(activateSubordinate({ commanderRep: 8, subordinateLeaderRep: 3 }, dice()), 'fng/invalid-rep');
  });

  it('GIVEN Commander REP 4 THEN the subordinate activates 4 times in 6', () => {
    expect(countFaces(1, (f) => unwrap(activateSubordinate({ commanderRep: 4, subordinateLeaderRep: 3 }, dice(...f))).outcome === 'activates-now')).toBe(4);
  });
});
