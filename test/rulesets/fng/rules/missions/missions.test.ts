import { describe, expect, it } from 'vitest';
import { ambushAfterSixTurns, ambushRole, checkPointPapers, claymoresSet, defenseObjective, deploymentSector, enemyForces, gameEndRoll, missionLength, pefAsPc, spotAmbush } from '../../../../../src/rulesets/fng/rules/missions/missions.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';
import { bodyCount, victoryPoints } from '../../../../../src/rulesets/fng/rules/missions/mission-points.js';
import { missionByTheNumbers } from '../../../../../src/rulesets/fng/rules/missions/missions-by-the-numbers.js';

describe('FNG mission length (seed L2189, L2204, L2222–L2224, L2252–L2253)', () => {
  it('GIVEN each mission THEN its minimum turns; Fight/Patrol 12/14 follow the house rule', () => {
    const len = (r: 'fight-12-patrol-14' | 'fight-14-patrol-12') =>
      (['ambush', 'defense', 'fight', 'patrol', 'recon'] as const).map((m) => missionLength(m, r).minimumTurns);
    expect(len('fight-12-patrol-14')).toEqual([6, 10, 12, 14, 12]);
    expect(len('fight-14-patrol-12')).toEqual([6, 10, 14, 12, 12]);
    expect(missionLength('ambush', 'fight-12-patrol-14').after).toBe('may-become-fight');
    expect(missionLength('defense', 'fight-12-patrol-14').after).toBe('end-roll');
  });

  it('GIVEN the end-of-turn roll after the minimum THEN 5 or 6 ends the game, 2 chances in 6', () => {
    expect(gameEndRoll(dice(4)).ends).toBe(false);
    expect(gameEndRoll(dice(5)).ends).toBe(true);
    expect(countFaces(1, (f) => gameEndRoll(dice(...f)).ends)).toBe(2);
  });

  it('GIVEN six Ambush turns THEN (1-3) it becomes a Fight', () => {
    expect(ambushAfterSixTurns(dice(3)).becomesFight).toBe(true);
    expect(ambushAfterSixTurns(dice(4)).becomesFight).toBe(false);
  });
});

describe('FNG mission enemy forces (seed L2190, L2208, L2223, L2236, L2248)', () => {
  it('GIVEN a Defense THEN one PEF per EAL, no roll', () => {
    expect(unwrap(enemyForces({ mission: 'defense', eal: 4 }, dice()))).toMatchObject({ pefs: 4, pcs: 0 });
  });

  it('GIVEN a Recon THEN one PEF per EAL and one PC per EAL up to 4', () => {
    expect(unwrap(enemyForces({ mission: 'recon', eal: 3 }, dice()))).toMatchObject({ pefs: 3, pcs: 3 });
    expect(unwrap(enemyForces({ mission: 'recon', eal: 6 }, dice()))).toMatchObject({ pefs: 6, pcs: 4 });
  });

  it('GIVEN a Fight at EAL 3 THEN one PEF and a (1-3) roll for each EAL above 1', () => {
    expect(unwrap(enemyForces({ mission: 'fight', eal: 3 }, dice(3, 4)))).toMatchObject({ pefs: 2, extraRolls: [3, 4] });
    expect(unwrap(enemyForces({ mission: 'patrol', eal: 1 }, dice()))).toMatchObject({ pefs: 1, extraRolls: [] });
  });

  it('GIVEN an Ambush THEN PEFs as a Fight, and resolved PCs count as Enemy Reinforcements', () => {
    const r = unwrap(enemyForces({ mission: 'ambush', eal: 2 }, dice(1)));
    expect(r).toMatchObject({ pefs: 2, pcsAreReinforcements: true });
  });

  it('GIVEN a Fight at EAL 3 THEN 1, 2 or 3 PEFs come 9, 18 and 9 times in 36', () => {
    const pefs = (f: number[]) => unwrap(enemyForces({ mission: 'fight', eal: 3 }, dice(...f))).pefs;
    expect([1, 2, 3].map((n) => countFaces(2, (f) => pefs(f) === n))).toEqual([9, 18, 9]);
  });

  it('GIVEN a bad EAL THEN it is refused', () => {
    expectCode(enemyForces({ mission: 'fight', eal: 9 }, dice()), 'fng/bad-eal');
  });

  it('GIVEN a Fight or Patrol at EAL 5+ with no PC yet THEN 1d6 1–3 makes the PEF a PC; the last PEF always is one', () => {
    const pc = (mission: 'fight' | 'patrol', eal: number, f: number[], pcsRevealed = 0, lastPef = false) =>
      unwrap(pefAsPc({ mission, eal, pcsRevealed, lastPef }, dice(...f)));
    expect(pc('fight', 5, [3])).toMatchObject({ isPc: true, how: 'rolled' });
    expect(pc('patrol', 6, [4])).toMatchObject({ isPc: false, how: 'rolled' });
    expect(pc('fight', 5, [], 0, true)).toMatchObject({ isPc: true, how: 'last-pef' });
    expect(pc('fight', 5, [], 1)).toMatchObject({ isPc: false, how: 'not-applicable' });
    expect(pc('fight', 4, [])).toMatchObject({ isPc: false, how: 'not-applicable' });
  });

  it('GIVEN a Recon with fewer PCs revealed than the EAL THEN 1d6 1–5 makes the PEF a PC', () => {
    const pc = (f: number[], pcsRevealed: number) => unwrap(pefAsPc({ mission: 'recon', eal: 3, pcsRevealed, lastPef: false }, dice(...f)));
    expect(pc([5], 2)).toMatchObject({ isPc: true, how: 'rolled' });
    expect(pc([6], 2)).toMatchObject({ isPc: false, how: 'rolled' });
    expect(pc([], 3)).toMatchObject({ how: 'not-applicable' });
    expect(unwrap(pefAsPc({ mission: 'defense', eal: 6, pcsRevealed: 0, lastPef: true }, dice())).how).toBe('not-applicable');
  });
});

describe('FNG mission set-up (seed L2189–L2206)', () => {
  it('GIVEN an Ambush at EAL 3 THEN 1d6 + 3: 6 or less you ambush, 7 or more you are ambushed; half the time each', () => {
    expect(unwrap(ambushRole({ eal: 3 }, dice(3))).role).toBe('ambushing');
    expect(unwrap(ambushRole({ eal: 3 }, dice(4)))).toMatchObject({ role: 'ambushed', total: 7 });
    expect(countFaces(1, (f) => unwrap(ambushRole({ eal: 3 }, dice(...f))).role === 'ambushing')).toBe(3);
    expect(countFaces(1, (f) => unwrap(ambushRole({ eal: 6 }, dice(...f))).role === 'ambushing')).toBe(0);
  });

  it('GIVEN the ambushed squad activates first THEN one 2d6 spots the ambush if some figure passes both dice', () => {
    expect(unwrap(spotAmbush({ reps: [3, 5, 4] }, dice(5, 2))).spotted).toBe(true);
    expect(unwrap(spotAmbush({ reps: [3, 5, 4] }, dice(6, 1))).spotted).toBe(false);
    expect(countFaces(2, (f) => unwrap(spotAmbush({ reps: [3, 4] }, dice(...f))).spotted)).toBe(16);
    expectCode(spotAmbush({ reps: [] }, dice()), 'fng/bad-rep');
  });

  it('GIVEN an ambushing squad THEN Claymores are set if 1d6 passes the Squad Leader\'s REP', () => {
    expect(unwrap(claymoresSet({ leaderRep: 4 }, dice(4))).set).toBe(true);
    expect(unwrap(claymoresSet({ leaderRep: 4 }, dice(5))).set).toBe(false);
  });

  it('GIVEN each Defense roll THEN what is defended, +1 if civilians live in the AO', () => {
    const o = (f: number[], civiliansPresent = false) => defenseObjective({ civiliansPresent }, dice(...f)).objective;
    expect(o([1])).toBe('radio-relay');
    expect(o([3])).toBe('water-party');
    expect(o([5])).toBe('check-point');
    expect(o([6])).toBe('bridge');
    expect(o([5], true)).toBe('bridge');
    expect(o([6], true)).toBe('bridge');
    expect(o([1, 3], true)).toBe('resupply');
    expect(o([3, 1, 1], true)).toBe('wounded');
  });

  it('GIVEN a resupply site THEN the Slick lands 1d6 + 2 turns in; wounded THEN 2d6 of them; Claymores only without civilians', () => {
    expect(defenseObjective({ civiliansPresent: false }, dice(2, 4))).toMatchObject({ objective: 'resupply', slickArrivesTurn: 6, claymoresAllowed: true });
    expect(defenseObjective({ civiliansPresent: true }, dice(3, 5, 6))).toMatchObject({ objective: 'wounded', wounded: 11, claymoresAllowed: false });
  });

  it('GIVEN a check point anomaly THEN (6) the papers are fake', () => {
    expect(checkPointPapers(dice(6)).fake).toBe(true);
    expect(checkPointPapers(dice(5)).fake).toBe(false);
  });

  it('GIVEN deployment THEN 1d6 names the sector', () => {
    expect(deploymentSector(dice(4)).sector).toBe(4);
  });
});

describe('FNG body count (seed L2265–L2268)', () => {
  it('GIVEN three enemy Obviously Dead THEN each is confirmed on (4-6), credited to the shooter', () => {
    const r = bodyCount(
      [
        { victim: 'VC-1', by: 'Pfc Kelly' },
        { victim: 'VC-2', by: 'Pfc Kelly' },
        { victim: 'VC-3', by: 'Sgt Pink' },
      ],
      dice(4, 3, 6),
    );
    expect(r).toMatchObject({ confirmed: 2, unconfirmed: 1, confirmedBy: { 'Pfc Kelly': 1, 'Sgt Pink': 1 } });
    expect(r.kills.map((k) => k.confirmed)).toEqual([true, false, true]);
  });

  it('GIVEN one kill THEN it is confirmed 3 times in 6', () => {
    expect(countFaces(1, (f) => bodyCount([{ victim: 'VC', by: 'A' }], dice(...f)).confirmed === 1)).toBe(3);
  });
});

describe('FNG Victory Points (seed L2198–L2258, L1281)', () => {
  const common = { capturedUnharmed: 1, capturedWounded: 1, confirmedDead: 1, unconfirmedDead: 1, fwfMia: 1, fwfDead: 1, fwfWounded: 1 };

  it('GIVEN one of each common item THEN each mission\'s own rates (Ambush 3/2/2/1/−10/−5/−2)', () => {
    expect(unwrap(victoryPoints('ambush', common)).total).toBe(3 + 2 + 2 + 1 - 10 - 5 - 2);
    expect(unwrap(victoryPoints('fight', common)).total).toBe(3 + 2 + 2 + 1 - 10 - 5 - 2);
    expect(unwrap(victoryPoints('defense', { ...common, defenseObjective: 'held' })).total).toBe(2 + 1 + 2 + 1 - 10 - 4 - 2);
    expect(unwrap(victoryPoints('patrol', { ...common, exitedInTime: true })).total).toBe(3 + 2 + 2 + 1 - 10 - 5 - 2);
    expect(unwrap(victoryPoints('recon', { ...common, exitedInTime: true })).total).toBe(2 + 2 + 2 + 1 - 10 - 5 - 2);
  });

  it('GIVEN a Defense THEN +5 held with no enemy within 6", −4 lost, +2 per detained civilian', () => {
    expect(unwrap(victoryPoints('defense', { defenseObjective: 'held-clear', civiliansDetained: 2 })).total).toBe(9);
    expect(unwrap(victoryPoints('defense', { defenseObjective: 'lost' })).total).toBe(-4);
    expect(unwrap(victoryPoints('defense', { defenseObjective: 'held' })).total).toBe(0);
  });

  it('GIVEN a Patrol THEN +1 per sector, +2 per PEF revealed, −4 per wounded left behind, −2 if not out in time', () => {
    const r = unwrap(victoryPoints('patrol', { sectorsPatrolled: 6, pefsRevealed: 3, fwfWoundedLeftBehind: 1, exitedInTime: false }));
    expect(r.total).toBe(6 + 6 - 4 - 2);
  });

  it('GIVEN a Recon THEN +2 per PC, +3 for all PCs and out in time, −2 if not out in time', () => {
    expect(unwrap(victoryPoints('recon', { pcsRevealed: 3, allPcsRevealed: true, exitedInTime: true })).total).toBe(9);
    expect(unwrap(victoryPoints('recon', { pcsRevealed: 3, allPcsRevealed: true, exitedInTime: false })).total).toBe(4);
  });

  it('GIVEN support and civilians THEN +3 per unused Ready option, −5/−7 per On-Demand type, −1 per civilian casualty (L2258, L1281)', () => {
    const r = unwrap(
      victoryPoints('fight', {
        readySupportUnused: 2,
        onDemandTypesInReadyList: 1,
        onDemandTypesNotInReadyList: 1,
        civilianCasualties: 2,
        other: [{ reason: 'tunnel reported', vp: 3 }],
      }),
    );
    expect(r.total).toBe(6 - 5 - 7 - 2 + 3);
    expect(r.lines.at(-1)).toEqual({ item: 'other', count: 1, vp: 3, reason: 'tunnel reported' });
  });

  it('GIVEN a bad count, a missing Defense/Patrol result or another mission\'s item THEN it is refused', () => {
    expectCode(victoryPoints('fight', { fwfDead: -1 }), 'fng/bad-tally');
    expectCode(victoryPoints('defense', {}), 'fng/bad-tally');
    expectCode(victoryPoints('patrol', {}), 'fng/bad-tally');
    expectCode(victoryPoints('fight', { sectorsPatrolled: 2 }), 'fng/not-this-mission');
  });
});

describe('FNG Missions by the Numbers (seed L1320–L1340)', () => {
  const readings = { iiCorpsRow12: 'interior-clear', ivCorpsRows10To12: 'interior-first', iiiCorps1Note3: 'muddy', ivCorpsNote2: 'marsh' } as const;
  const input = {
    corps: 'II' as const,
    rainySeason: false,
    cakeWalk: false,
    tieReroll: 'tied-columns' as const,
    statusModifiers: { highlands: 1, coastal: 2, interior: 1 },
    ealRange: 'clamp-1-6' as const,
    rainyModifierOn: 'weather' as const,
    dayPartReading: 'table' as const,
    terrainDice: '2d6' as const,
    terrainReadings: readings,
  };

  it('GIVEN the book\'s own rolls THEN Highlands, Pro-Communist, SL 2, EAL 4, Morning, inclement, Recon (examples L1253–L1340, L1125)', () => {
    const d = dice(
      ...[3, 4, 3], // AO: the Highlands 3 + 2 beat the Interior's 4 (L1253)
      ...[3, 5], // AO status 8 + 1 = 9 (L1260)
      ...[2, 3], // Support Level 2 (L1332)
      ...[3, 5], // EAL 3 + 1 = 4 (L1348)
      ...[2, 4, 3], // Day Part 6: Morning, 3 + 1/2d6 (L1336)
      ...[4, 5], // Weather 9: inclement (L1336)
      ...[2, 4], // Mission 6 in the Highlands: Recon (L1340)
      ...[2, 6, 2, 6, 2, 6, 2, 6, 2, 6, 2, 6], // six sections of double canopy jungle
      ...[1, 5, 1, 1, 6, 6], // buildings in sections 1, 3 and 4 (L1125)
      1, // section 3's building joins section 1
      2, // no civilians (PV 1)
      5, // the squad deploys in sector 5
    );
    const m = unwrap(missionByTheNumbers({ ...input, lastAo: 'highlands' }, d));
    expect(m.ao.ao).toEqual({ corps: 'II', kind: 'highlands' });
    expect(m.status).toMatchObject({ status: 'pro-communist', total: 9 });
    expect(m.supportLevel.level).toBe(2);
    expect(m.eal.eal).toBe(4);
    expect(m.dayPart).toMatchObject({ name: 'morning', turns: 5, next: 7 });
    expect(m.weather.weather).toBe('inclement');
    expect(m.mission.mission).toBe('recon');
    expect(m.terrain.buildingsMoved).toEqual([{ from: 3, to: 1 }]);
    expect(m.forces).toMatchObject({ pefs: 4, pcs: 4 });
    expect(m.deploymentSector).toBe(5);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN a Defense in a populated AO THEN the objective roll gets +1', () => {
    const d = dice(6, 1, 1, 1, 1, 6, 6, 2, 5, 6, 6, 1, 1, 4, 4, 1, 6, 1, 3, 2, 4);
    const m = unwrap(missionByTheNumbers({ ...input, grid: { columns: 1, rows: 1 } }, d));
    expect(m.ao.ao.kind).toBe('coastal');
    expect(m.status).toMatchObject({ status: 'pacified', total: 4 });
    expect(m.eal.eal).toBe(1);
    expect(m.mission.mission).toBe('defense');
    expect(m.terrain.civilians).toBe(true);
    expect(m.defense).toMatchObject({ objective: 'check-point', total: 5 });
    expect(d.remaining).toBe(0);
  });
});
