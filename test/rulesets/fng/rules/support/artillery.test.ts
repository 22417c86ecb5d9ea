import { describe, expect, it } from 'vitest';
import {
  INDIRECT_WEAPONS,
  dangerClose,
  fireMission,
  hitWithIndirectFire,
  requestArtillery,
  type ArtilleryRequestInput,
  type HitInput,
} from '../../../../../src/rulesets/fng/rules/support/artillery.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const request = (input: Partial<ArtilleryRequestInput>, ...faces: number[]) =>
  unwrap(requestArtillery({ weapon: 'mortar', sl: 5, rank: 'nco', ...input }, dice(...faces)));

describe('Artillery/Mortar Request (seed L1767–L1780)', () => {
  it('GIVEN each unmodified die THEN the printed result, weapons and arrival', () => {
    expect(request({}, 1)).toMatchObject({ outcome: 'denied', weapons: 0, noMoreThisGame: true });
    expect(request({}, 2)).toMatchObject({ outcome: 'see-what-we-can-do', weapons: 0, noMoreThisGame: false });
    expect(request({}, 3, 5)).toMatchObject({ outcome: 'standby', weapons: 1, arrivesInTurns: 4 });
    expect(request({}, 4)).toMatchObject({ outcome: 'granted', weapons: 2, arrivesInTurns: 2 });
    expect(request({}, 5)).toMatchObject({ outcome: 'round-out', weapons: 2, arrivesInTurns: 1 });
    expect(request({}, 6)).toMatchObject({ outcome: 'on-the-way', weapons: 3, arrivesInTurns: 0 });
  });

  it('GIVEN denied or wait THEN no arrival turn', () => {
    expect(request({}, 1).arrivesInTurns).toBeUndefined();
    expect(request({}, 2).arrivesInTurns).toBeUndefined();
  });

  it('GIVEN "Standby" THEN 1 + 1/2d6 turns: 2, 3 or 4', () => {
    expect([1, 3, 6].map((h) => request({}, 3, h).arrivesInTurns)).toEqual([2, 3, 4]);
  });

  it('GIVEN the modifiers THEN Lt +1, Captain +2, FO +2, RTP +2, population 3 −3', () => {
    expect(request({ rank: 'lieutenant' }, 1).total).toBe(2);
    expect(request({ rank: 'captain' }, 1, 1).total).toBe(3);
    expect(request({ forwardObserverCalling: true, rank: 'nco' }, 1, 1).total).toBe(3);
    expect(request({ populationValue3: true }, 6, 1).total).toBe(3);
  });

  it('GIVEN the SL modifiers THEN SL 1 mortars −1, artillery −3/−2/−2/−1 at SL 1–4, nothing at SL 5–6', () => {
    expect(request({ sl: 1 }, 4, 1).total).toBe(3);
    expect([1, 2, 3, 4, 5, 6].map((sl) => request({ sl, weapon: 'artillery' }, 6, 1).total)).toEqual([3, 4, 4, 5, 6, 6]);
    expect([2, 3, 4].map((sl) => request({ sl }, 6).total)).toEqual([6, 6, 6]);
  });

  it('GIVEN an approved request on an RTP THEN +2 and it arrives at once, ignoring the table\'s delay (L1766)', () => {
    const r = request({ onRegisteredTargetPoint: true, weapon: 'artillery', sl: 4 }, 2);
    expect(r).toMatchObject({ total: 3, outcome: 'standby', arrivesInTurns: 0 });
  });

  it('GIVEN an SL reinforcement result "counts as a 5" THEN no die and two weapons next turn (L2092)', () => {
    const d = dice();
    const r = unwrap(requestArtillery({ weapon: 'artillery', sl: 4, rank: 'nco', countsAsFive: true }, d));
    expect(r).toMatchObject({ total: 5, outcome: 'round-out', weapons: 2, arrivesInTurns: 1 });
    expect(r.die).toBeUndefined();
    expect(d.parts).toHaveLength(0);
  });

  it('GIVEN a Lieutenant at SL 3 asking for artillery THEN approved (3+) on 4, 5, 6 of 6', () => {
    const approved = (f: number[]) => request({ weapon: 'artillery', sl: 3, rank: 'lieutenant' }, ...f, 1).weapons > 0;
    expect(countFaces(1, approved)).toBe(3);
  });

  it('GIVEN SL 7 THEN refused', () => {
    expectCode(requestArtillery({ weapon: 'mortar', sl: 7, rank: 'nco' }, dice()), 'fng/invalid-support-level');
  });
});

describe('Hitting w/ Mortars and Artillery, Deviation (L1774–L1817)', () => {
  const hit = (input: Partial<HitInput>, ...faces: number[]) =>
    unwrap(hitWithIndirectFire({ weapon: 'mortar', rep: 4, targetInCallerLos: true, ...input }, dice(...faces)));

  it('GIVEN 2 passed THEN on target with one deviation roll; 5 or 6 leaves it on the point', () => {
    const r = hit({}, 1, 2, 5);
    expect(r).toMatchObject({ outcome: 'on-target', along: 0, across: 0 });
    expect(r.steps).toHaveLength(1);
  });

  it('GIVEN 1 passed THEN two rolls, the second from the first spot', () => {
    const r = hit({}, 1, 6, 1, 2);
    expect(r.outcome).toBe('in-area');
    expect(r.steps.map((s) => s.direction)).toEqual(['long', 'left']);
    expect(r.steps.map((s) => [s.along, s.across])).toEqual([
      [6, 0],
      [6, -6],
    ]);
  });

  it('GIVEN 0 passed THEN three rolls: 3 right, 4 short, 4 short for artillery is 12" right and 24" short', () => {
    const r = hit({ weapon: 'artillery' }, 5, 6, 3, 4, 4);
    expect(r.outcome).toBe('miss');
    expect(r.steps).toHaveLength(3);
    expect([r.along, r.across]).toEqual([-24, 12]);
  });

  it('GIVEN each deviation die THEN 1 long, 2 left, 3 right, 4 short, 5–6 on target', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => hit({}, 1, 1, f).steps[0]?.direction)).toEqual([
      'long',
      'left',
      'right',
      'short',
      'on-target',
      'on-target',
    ]);
  });

  it('GIVEN an FO with LOS THEN deviation distances are halved (3" mortar, 6" artillery)', () => {
    expect(hit({ observerWithLos: true }, 1, 1, 1).along).toBe(3);
    expect(hit({ observerWithLos: true, weapon: 'artillery' }, 1, 1, 4).along).toBe(-6);
  });

  it('GIVEN the point not an RTP and out of the caller\'s LOS THEN −1 REP; an RTP out of LOS is not penalised', () => {
    expect(hit({ targetInCallerLos: false }, 4, 4, 5, 5, 5).modifiedRep).toBe(3);
    expect(hit({ targetInCallerLos: false, onRegisteredTargetPoint: true }, 4, 4, 5).modifiedRep).toBe(4);
  });

  it('GIVEN REP 4 THEN a round ends back on its point in 2048 of 7776 five-die sequences', () => {
    // 2 passed (16 of 36) then 5–6: 16 × 2 × 36 free = 1152. 1 passed (16) then two rolls that cancel or
    // both stay (8 of 36), × 6 free = 768. 0 passed (4) then three rolls that cancel (32 of 216) = 128.
    const onPoint = (f: number[]) => {
      const r = unwrap(hitWithIndirectFire({ weapon: 'mortar', rep: 4, targetInCallerLos: true }, dice(...f)));
      return r.along === 0 && r.across === 0;
    };
    expect(countFaces(5, onPoint)).toBe(2048);
  });

  it('GIVEN REP 9 THEN refused', () => {
    expectCode(hitWithIndirectFire({ weapon: 'mortar', rep: 9, targetInCallerLos: true }, dice()), 'fng/invalid-rep');
  });
});

describe('Fire missions (L1783–L1796, L1822)', () => {
  it('GIVEN one mortar THEN three rounds, each with its own Hitting roll, 6" Impact 2 APR 2', () => {
    const faces = [1, 1, 5, 1, 6, 5, 6, 6, 5, 5, 5, 5];
    // round 1: 2 passed + 5; round 2: 1 passed + 5, 6; round 3: 0 passed + 5, 5, 5
    const d = dice(...faces);
    const r = unwrap(fireMission({ weapon: 'mortar', rep: 4, targetInCallerLos: true, weapons: 1, toHit: 'each-round' }, d));
    expect(r.rounds.map((x) => x.outcome)).toEqual(['on-target', 'in-area', 'miss']);
    expect(r).toMatchObject({ blastInches: 6, impact: 2, apr: 2 });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the once-per-mission house rule THEN one Hitting roll sets every round\'s deviation rolls', () => {
    const d = dice(1, 6, 5, 5, 1, 2, 3, 4);
    const r = unwrap(fireMission({ weapon: 'artillery', rep: 4, targetInCallerLos: true, weapons: 1, toHit: 'once-per-mission' }, d));
    expect(r.rounds.map((x) => x.steps.length)).toEqual([2, 2, 2]);
    expect(r.rounds[2]?.steps.map((s) => s.direction)).toEqual(['right', 'short']);
    expect(r).toMatchObject({ blastInches: 12, impact: 4, apr: 5 });
    expect(d.remaining).toBe(0);
  });

  it('GIVEN three weapons THEN nine rounds', () => {
    const faces = Array.from({ length: 9 }, () => [1, 1, 6]).flat();
    const r = unwrap(fireMission({ weapon: 'mortar', rep: 4, targetInCallerLos: true, weapons: 3, toHit: 'each-round' }, dice(...faces)));
    expect(r.rounds).toHaveLength(9);
  });

  it('GIVEN 0 or 4 weapons or REP 0 THEN refused', () => {
    const base = { weapon: 'mortar', rep: 4, targetInCallerLos: true, toHit: 'each-round' } as const;
    expectCode(fireMission({ ...base, weapons: 0 }, dice()), 'fng/invalid-weapons');
    expectCode(fireMission({ ...base, weapons: 4 }, dice()), 'fng/invalid-weapons');
    expectCode(fireMission({ ...base, weapons: 1, rep: 0 }, dice()), 'fng/invalid-rep');
    expectCode(fireMission({ ...base, weapons: 1, rep: 0, toHit: 'once-per-mission' }, dice()), 'fng/invalid-rep');
  });
});

describe('Danger Close (L1794, L1797, L1801, L1818)', () => {
  it('GIVEN the point at least 20" (mortar) or 36" (artillery) from friends THEN no test', () => {
    const d = dice();
    expect(unwrap(dangerClose({ weapon: 'mortar', friendlyInches: 20, commanderRep: 4 }, d)).outcome).toBe('not-danger-close');
    expect(unwrap(dangerClose({ weapon: 'artillery', friendlyInches: 36, commanderRep: 4 }, d)).outcome).toBe('not-danger-close');
    expect(d.parts).toHaveLength(0);
    expect(INDIRECT_WEAPONS.artillery.minFriendlyInches).toBe(36);
  });

  it('GIVEN closer and the Commander passes THEN −4 VP and the fire goes ahead', () => {
    expect(unwrap(dangerClose({ weapon: 'artillery', friendlyInches: 30, commanderRep: 4 }, dice(4)))).toMatchObject({
      outcome: 'proceeds',
      victoryPoints: -4,
      commanderRelieved: false,
    });
  });

  it('GIVEN he fails THEN −8 VP, no fire, and relieved after the mission on 1-2', () => {
    expect(unwrap(dangerClose({ weapon: 'mortar', friendlyInches: 10, commanderRep: 4 }, dice(5, 2)))).toMatchObject({
      outcome: 'cancelled',
      victoryPoints: -8,
      commanderRelieved: true,
    });
    expect(unwrap(dangerClose({ weapon: 'mortar', friendlyInches: 10, commanderRep: 4 }, dice(5, 3))).commanderRelieved).toBe(false);
  });

  it('GIVEN REP 4 THEN relieved in 4 of 36 (fails on 5–6, then 1–2)', () => {
    const relieved = (f: number[]) => unwrap(dangerClose({ weapon: 'mortar', friendlyInches: 10, commanderRep: 4 }, dice(...f))).commanderRelieved;
    expect(countFaces(2, relieved)).toBe(4);
    expectCode(dangerClose({ weapon: 'mortar', friendlyInches: 10, commanderRep: 0 }, dice()), 'fng/invalid-rep');
  });
});
