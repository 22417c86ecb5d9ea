import { describe, expect, it } from 'vitest';
import {
  defensiveTactics,
  enemyTactics,
  mustSpreadOut,
  splitGroup,
  vcActionTarget,
  vcNvaAction,
  type EnemyMember,
} from '../../../../../src/rulesets/fng/rules/enemy/enemy-action.js';
import type { EnemyType } from '../../../../../src/rulesets/fng/rules/enemy/first-contact.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const squad = (n: number, supportAt: number[] = []): EnemyMember[] =>
  Array.from({ length: n }, (_, i) => ({ id: `VC-${i + 1}`, supportWeapon: supportAt.includes(i + 1) }));

const action = (
  faces: number[],
  over: Partial<{
    enemy: EnemyType;
    members: EnemyMember[];
    players: number;
    target: number;
    distance: number;
    inLos: boolean;
    defending: boolean;
    reading: 'out-of-los' | 'in-los';
  }> = {},
) => {
  const d = dice(...faces);
  const r = vcNvaAction(d, {
    groupId: 'G1',
    enemy: over.enemy ?? 'nva',
    members: over.members ?? squad(6, [1]),
    closestPlayerGroupFigures: over.players ?? 4,
    target: over.target ?? 4,
    distanceInches: over.distance ?? 20,
    inFwfLos: over.inLos ?? false,
    fwfDefending: over.defending ?? false,
    outside12Reading: over.reading ?? 'out-of-los',
  });
  return { r, remaining: d.remaining };
};

describe('FNG VC/NVA tactics choice (seed L1610, L1616, L1622, L1629)', () => {
  it('GIVEN less than 50% more figures THEN Defensive Tactics', () => {
    expect(unwrap(enemyTactics({ enemyFigures: 2, closestPlayerGroupFigures: 2 }))).toEqual({ use: 'defensive-tactics' });
    expect(unwrap(enemyTactics({ enemyFigures: 5, closestPlayerGroupFigures: 4 }))).toEqual({ use: 'defensive-tactics' });
  });

  it('GIVEN exactly 50% more THEN the Action table on 2d6', () => {
    expect(unwrap(enemyTactics({ enemyFigures: 6, closestPlayerGroupFigures: 4 }))).toEqual({ use: 'action-table', dice: 2, humanWave: false });
    expect(unwrap(enemyTactics({ enemyFigures: 3, closestPlayerGroupFigures: 2 }))).toEqual({ use: 'action-table', dice: 2, humanWave: false });
  });

  it('GIVEN twice their number THEN +1d6; three times THEN a human wave', () => {
    expect(unwrap(enemyTactics({ enemyFigures: 8, closestPlayerGroupFigures: 4 }))).toEqual({ use: 'action-table', dice: 3, humanWave: false });
    expect(unwrap(enemyTactics({ enemyFigures: 12, closestPlayerGroupFigures: 4 }))).toEqual({ use: 'action-table', dice: 3, humanWave: true });
    expect(unwrap(enemyTactics({ enemyFigures: 11, closestPlayerGroupFigures: 4 }))).toEqual({ use: 'action-table', dice: 3, humanWave: false });
  });

  it('GIVEN an empty group or a fraction THEN it is refused', () => {
    expectCode(enemyTactics({ enemyFigures: 0, closestPlayerGroupFigures: 2 }), 'fng/invalid-figure-count');
    expectCode(enemyTactics({ enemyFigures: 3, closestPlayerGroupFigures: 0 }), 'fng/invalid-figure-count');
    expectCode(enemyTactics({ enemyFigures: 2.5, closestPlayerGroupFigures: 1 }), 'fng/invalid-figure-count');
  });

  it('GIVEN the target readings THEN leader REP by default, the EAL otherwise (L1618 vs L1605, L2547)', () => {
    expect(vcActionTarget('leader-rep', { leaderRep: 5, eal: 2 })).toBe(5);
    expect(vcActionTarget('eal', { leaderRep: 5, eal: 2 })).toBe(2);
  });
});

describe('FNG VC/NVA Action table (seed L1604–L1622, QRS L2547–L2558)', () => {
  it('GIVEN pass 2d6 beyond 12" THEN Assault: best speed into range, then set up to fire', () => {
    const { r, remaining } = action([1, 2], { distance: 12.5 });
    expect(unwrap(r)).toMatchObject({ passes: 2, dice: 2, row: 'assault', action: { kind: 'assault', range: 'beyond-12', humanWave: false } });
    expect(remaining).toBe(0);
  });

  it('GIVEN pass 2d6 within 12" THEN two equal groups, the support weapons firing and the rest charging', () => {
    const { r, remaining } = action([3, 4], { distance: 12 });
    expect(unwrap(r).action).toEqual({
      kind: 'assault',
      range: 'within-12',
      fireGroup: ['VC-1', 'VC-2', 'VC-3'],
      chargeGroup: ['VC-4', 'VC-5', 'VC-6'],
      grenades: [],
      humanWave: false,
    });
    expect(remaining).toBe(0);
  });

  it('GIVEN pass 2d6 within 6" THEN each member rolls 1d6 and 5–6 readies and throws grenades before the charge', () => {
    const { r, remaining } = action([1, 1, 5, 4, 6, 1, 2, 3], { distance: 6 });
    const a = unwrap(r).action;
    expect(a).toMatchObject({ kind: 'assault', range: 'within-6' });
    if (a.kind !== 'assault' || a.range === 'beyond-12') throw new Error('expected a close assault');
    expect(a.grenades.filter((g) => g.throws).map((g) => g.id)).toEqual(['VC-1', 'VC-3']);
    expect(remaining).toBe(0);
  });

  it('GIVEN a human wave within 6" THEN no grenade stop and the human-wave Charge bonus (note 1)', () => {
    const { r, remaining } = action([1, 1, 6], { distance: 3, players: 2 });
    const a = unwrap(r);
    expect(a.dice).toBe(3);
    expect(a.action).toMatchObject({ kind: 'assault', range: 'within-6', grenades: [], humanWave: true });
    expect(remaining).toBe(0);
  });

  it('GIVEN pass 1d6 within 12" THEN it counts as Assault', () => {
    const { r } = action([1, 6], { distance: 8 });
    expect(unwrap(r)).toMatchObject({ passes: 1, row: 'assault', action: { kind: 'assault', range: 'within-12' } });
  });

  it('GIVEN pass 1d6 beyond 12" out of LOS THEN Maneuver at Fast Move; in LOS at normal speed', () => {
    expect(unwrap(action([2, 5], { inLos: false }).r).action).toEqual({ kind: 'maneuver', move: 'fast', aimAtWeakestPosition: false });
    expect(unwrap(action([2, 5], { inLos: true }).r).action).toEqual({ kind: 'maneuver', move: 'normal', aimAtWeakestPosition: false });
  });

  it('GIVEN the in-LOS reading THEN the two Maneuver speeds swap', () => {
    expect(unwrap(action([2, 5], { inLos: true, reading: 'in-los' }).r).action).toMatchObject({ move: 'fast' });
    expect(unwrap(action([2, 5], { inLos: false, reading: 'in-los' }).r).action).toMatchObject({ move: 'normal' });
  });

  it('GIVEN FWF on a defense mission THEN the Maneuver aims at their weakest position', () => {
    expect(unwrap(action([2, 5], { defending: true }).r).action).toMatchObject({ kind: 'maneuver', aimAtWeakestPosition: true });
  });

  it('GIVEN LVC passing 1d6 beyond 12", in or out of LOS THEN they melt into two PEFs (note 2)', () => {
    expect(unwrap(action([2, 5], { enemy: 'lvc', inLos: true }).r).action).toEqual({ kind: 'melt-away', pefs: 2 });
    expect(unwrap(action([2, 5], { enemy: 'lvc', inLos: false }).r).action).toEqual({ kind: 'melt-away', pefs: 2 });
  });

  it('GIVEN pass 0d6 THEN Harass, −1d6 on a forced Charge into Melee, whatever the distance', () => {
    for (const distance of [3, 10, 30]) {
      const { r, remaining } = action([5, 6], { distance });
      expect(unwrap(r)).toMatchObject({ passes: 0, row: 'harass', action: { kind: 'harass', chargeIntoMeleeDice: -1 } });
      expect(remaining).toBe(0);
    }
  });

  it('GIVEN 3d6 at 2:1 THEN three passes count as the 2-pass row', () => {
    const { r } = action([1, 1, 1], { members: squad(8), players: 4, distance: 20 });
    expect(unwrap(r)).toMatchObject({ passes: 2, dice: 3, row: 'assault' });
  });

  it('GIVEN a group that does not outnumber by 50% THEN the Action table is refused', () => {
    expectCode(action([1, 1], { members: squad(5), players: 4 }).r, 'fng/not-outnumbering');
    expectCode(action([1, 1], { target: -1 }).r, 'fng/invalid-rep');
    expectCode(action([1, 1], { distance: -2 }).r, 'fng/invalid-distance');
  });

  it('GIVEN leader REP 4 beyond 12" THEN Assault in 16/36 on 2d6 and 160/216 on 3d6; Harass 4/36 and 8/216', () => {
    const row = (f: number[], members: EnemyMember[]) => unwrap(action(f, { members, players: 4 }).r).row;
    expect(countFaces(2, (f) => row(f, squad(6)) === 'assault')).toBe(16);
    expect(countFaces(2, (f) => row(f, squad(6)) === 'harass')).toBe(4);
    expect(countFaces(3, (f) => row(f, squad(8)) === 'assault')).toBe(160);
    expect(countFaces(3, (f) => row(f, squad(8)) === 'harass')).toBe(8);
  });

  it('GIVEN leader REP 4 within 12" THEN it assaults unless it passes nothing: 32/36', () => {
    expect(countFaces(2, (f) => unwrap(action(f, { distance: 10 }).r).row === 'assault')).toBe(32);
  });
});

describe('FNG VC/NVA group split and spacing (seed L1612, L1614)', () => {
  it('GIVEN support weapons late in the list THEN they still go to the fire group, which holds half rounded up', () => {
    expect(splitGroup(squad(5, [5]))).toEqual({ fireGroup: ['VC-5', 'VC-1', 'VC-2'], chargeGroup: ['VC-3', 'VC-4'] });
    expect(splitGroup(squad(4, [2, 3, 4]))).toEqual({ fireGroup: ['VC-2', 'VC-3', 'VC-4'], chargeGroup: ['VC-1'] });
  });

  it('GIVEN members closer than 2" / 3" / 4" for LVC / MFVC / NVA THEN they spread out, unless in melee or reacting', () => {
    expect(mustSpreadOut({ enemy: 'lvc', nearestGapsInches: [2, 2.5], inMeleeOrReacting: false })).toBe(false);
    expect(mustSpreadOut({ enemy: 'mfvc', nearestGapsInches: [2.5, 3], inMeleeOrReacting: false })).toBe(true);
    expect(mustSpreadOut({ enemy: 'nva', nearestGapsInches: [3.9], inMeleeOrReacting: false })).toBe(true);
    expect(mustSpreadOut({ enemy: 'nva', nearestGapsInches: [1], inMeleeOrReacting: true })).toBe(false);
  });
});

describe('FNG VC/NVA Defensive Tactics (seed L1627–L1629)', () => {
  const base = { groupId: 'G2', members: ['VC-1', 'VC-2', 'VC-3'], inFortification: false, closestEnemyInches: 10, approached: false };

  it('GIVEN a fortification closer than the enemy THEN fast move to it and fire at the closest enemy', () => {
    expect(unwrap(defensiveTactics(dice(), { ...base, nearestFortificationInches: 6 }))).toMatchObject({
      move: 'fast-to-fortification',
      fireAt: 'closest-enemy',
      grenades: [],
    });
  });

  it('GIVEN no fortification, one farther than the enemy, or already in one THEN stay put', () => {
    expect(unwrap(defensiveTactics(dice(), base)).move).toBe('stay');
    expect(unwrap(defensiveTactics(dice(), { ...base, nearestFortificationInches: 10 })).move).toBe('stay');
    expect(unwrap(defensiveTactics(dice(), { ...base, inFortification: true, nearestFortificationInches: 0 })).move).toBe('stay');
  });

  it('GIVEN the enemy approaches THEN 1d6 per figure and a 6 readies and throws a grenade', () => {
    const d = dice(6, 5, 6);
    const r = unwrap(defensiveTactics(d, { ...base, approached: true }));
    expect(r.grenades.map((g) => g.throws)).toEqual([true, false, true]);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN three figures approached THEN at least one grenade in 91 of 216', () => {
    expect(countFaces(3, (f) => unwrap(defensiveTactics(dice(...f), { ...base, approached: true })).grenades.some((g) => g.throws))).toBe(91);
  });

  it('GIVEN bad input THEN it is refused', () => {
    expectCode(defensiveTactics(dice(), { ...base, members: [] }), 'fng/invalid-figure-count');
    expectCode(defensiveTactics(dice(), { ...base, closestEnemyInches: -1 }), 'fng/invalid-distance');
  });
});
