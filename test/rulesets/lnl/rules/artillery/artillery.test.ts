import { describe, expect, it } from 'vitest';
import { HEX_DIRECTIONS, formatHex, hexNeighbours, sameHex, type HexCoord } from '../../../../../src/core/board/hex.js';
import { rulesFor } from '../../../../../src/core/house-rules.js';
import {
  advanceBarrage,
  artilleryHouseRules,
  indirectFireAttack,
  looseFirepower,
  missionAttacks,
  placeFfe,
  planFireMission,
  spottingRoundDrift,
  startWalkingBarrage,
  type CallForFire,
  type FireMissionPlan,
  type IndirectFireInput,
  type MissionHexAttack,
} from '../../../../../src/rulesets/lnl/rules/artillery/artillery.js';
import { allFaces, dice, expectCode, h, names, unwrap } from '../fixtures-artillery.js';

const GRID = { columns: 9, rows: 9 };
const clearLos = { blocked: false, degradingCount: 0 };
const call = (more: Partial<CallForFire> = {}): CallForFire => ({ spotterRole: 'leader', target: h('E5'), los: clearLos, ...more });
const plan = (more: Partial<FireMissionPlan> = {}): FireMissionPlan => ({
  mission: 'standard',
  spotterRole: 'leader',
  spotterLm: 0,
  target: h('E5'),
  degradingHexes: 0,
  ...more,
});
const table = (attacks: readonly MissionHexAttack[]) => attacks.map((a) => `${formatHex(a.hex)} ${a.role} ${a.fp}`);

describe('calling a fire mission (18.2, items 1–2)', () => {
  it.each(['leader', 'scout', 'advisor'])('GIVEN the spotter is a %s THEN he may place the Spotting Round', (role) => {
    expect(unwrap(planFireMission(call({ spotterRole: role }))).spotterRole).toBe(role);
  });

  it('GIVEN a squad THEN lnl/not-a-spotter', () => {
    expectCode(planFireMission(call({ spotterRole: 'squad' })), 'lnl/not-a-spotter');
  });

  it('GIVEN no mission named THEN Standard', () => {
    expect(unwrap(planFireMission(call())).mission).toBe('standard');
    expect(unwrap(planFireMission(call({ mission: 'loose' }))).mission).toBe('loose');
  });

  it('GIVEN a blocked LOS, three degrading hexes or a hex off the map THEN refused', () => {
    expectCode(planFireMission(call({ los: { blocked: true, degradingCount: 0 } })), 'lnl/los-blocked');
    expectCode(planFireMission(call({ los: { blocked: false, degradingCount: 3 } })), 'lnl/los-blocked');
    expectCode(planFireMission(call({ target: h('K5'), grid: GRID })), 'lnl/hex-off-board');
  });

  it('GIVEN a leader with LM 2 looking through one degrading hex THEN the plan carries both', () => {
    expect(unwrap(planFireMission(call({ spotterLm: 2, los: { blocked: false, degradingCount: 1 } })))).toMatchObject({
      spotterLm: 2,
      degradingHexes: 1,
    });
  });
});

describe('spotting round drift (18.2)', () => {
  it('GIVEN the coloured die 1–6 and a drift of 1 THEN north, northeast, southeast, south, southwest, northwest of E5', () => {
    const landed = [1, 2, 3, 4, 5, 6].map((c) => {
      const r = spottingRoundDrift(plan(), dice(2, c));
      expect(r.direction).toBe(HEX_DIRECTIONS[c - 1]);
      return formatHex(r.landed);
    });
    expect(landed).toEqual(['E4', 'F4', 'F5', 'E6', 'D5', 'D4']);
  });

  it('GIVEN a lowered column (F5) THEN its neighbours, in die order', () => {
    const landed = [1, 2, 3, 4, 5, 6].map((c) => formatHex(spottingRoundDrift(plan({ target: h('F5') }), dice(1, c)).landed));
    expect(landed).toEqual(['F4', 'G5', 'G6', 'F6', 'E6', 'E5']);
  });

  it('GIVEN white 1–6 with no modifiers THEN halved rounding up: 1 1 2 2 3 3', () => {
    expect([1, 2, 3, 4, 5, 6].map((w) => spottingRoundDrift(plan(), dice(w, 4)).distance)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('GIVEN two degrading hexes and LM 1 THEN (white + 2 − 1) halved: white 6 → 4 hexes south', () => {
    const r = spottingRoundDrift(plan({ degradingHexes: 2, spotterLm: 1 }), dice(6, 4));
    expect(r).toMatchObject({ white: 6, coloured: 4, modified: 7, distance: 4, direction: 'S' });
    expect(r.modifiers).toEqual([
      { reason: 'degrading-hex', value: 2 },
      { reason: 'leadership', value: -1 },
    ]);
    expect(formatHex(r.landed)).toBe('E9');
  });

  it('GIVEN LM 1 and white 1 THEN distance 0: on target; LM 3 and white 1 THEN −2 clamps to 0', () => {
    expect(spottingRoundDrift(plan({ spotterLm: 1 }), dice(1, 3))).toMatchObject({ modified: 0, distance: 0, landed: h('E5') });
    expect(spottingRoundDrift(plan({ spotterLm: 3 }), dice(1, 3))).toMatchObject({ modified: -2, distance: 0, landed: h('E5') });
  });

  it('GIVEN a round drifting north off the map THEN reported off board', () => {
    const r = spottingRoundDrift(plan({ target: h('E2') }), dice(6, 1), GRID);
    expect(r).toMatchObject({ distance: 3, onBoard: false, landed: { col: 4, row: -2 } });
    expect(spottingRoundDrift(plan(), dice(6, 1), GRID).onBoard).toBe(true);
  });

  it('GIVEN the drift THEN white then coloured, each labelled', () => {
    const d = dice(3, 5);
    spottingRoundDrift(plan(), d);
    expect(d.parts.map((p) => [p.label, p.faces])).toEqual([
      ['drift distance (white)', [3]],
      ['drift direction (coloured)', [5]],
    ]);
  });
});

describe('placing the FFE (18.2)', () => {
  const inLos = (...hexes: string[]) => (x: HexCoord) => hexes.map(h).some((y) => sameHex(x, y));

  it('GIVEN no shift THEN the FFE goes where the round landed, in LOS or not', () => {
    expect(unwrap(placeFfe(h('E5'), inLos('E5')))).toEqual({ landed: h('E5'), ffe: h('E5'), shifted: false, landedInLos: true });
    expect(unwrap(placeFfe(h('E5'), inLos()))).toMatchObject({ ffe: h('E5'), landedInLos: false });
  });

  it('GIVEN the landed hex and an adjacent one in LOS THEN the spotter may shift to it', () => {
    expect(unwrap(placeFfe(h('E5'), inLos('E5', 'E6'), h('E6')))).toMatchObject({ ffe: h('E6'), shifted: true });
  });

  it('GIVEN a shift from a landed hex out of LOS THEN lnl/landing-out-of-los', () => {
    expectCode(placeFfe(h('E5'), inLos('E6'), h('E6')), 'lnl/landing-out-of-los');
  });

  it('GIVEN a shift of two hexes THEN lnl/shift-not-adjacent', () => {
    expectCode(placeFfe(h('E5'), inLos('E5', 'E7'), h('E7')), 'lnl/shift-not-adjacent');
  });

  it('GIVEN a shift to a hex out of LOS THEN lnl/shift-out-of-los', () => {
    expectCode(placeFfe(h('E5'), inLos('E5'), h('E6')), 'lnl/shift-out-of-los');
    expect(placeFfe(h('E5'), inLos('E5', 'D5', 'F5', 'E4'), h('E6'))).toMatchObject({ params: { landed: 'E5', hexes: 'D5, E4, F5' } });
  });

  it('GIVEN a shift off the map THEN lnl/hex-off-board', () => {
    expectCode(placeFfe(h('A1'), () => true, h('B1'), { columns: 1, rows: 1 }), 'lnl/hex-off-board');
  });
});

describe('fire mission hexes and FP (18.2.1)', () => {
  it('GIVEN a standard mission at FP 6 on E5 THEN E5 and its six neighbours at 6', () => {
    const r = unwrap(missionAttacks('standard', [h('E5')], 6, { grid: GRID }));
    expect(table(r)).toEqual(['E5 ffe 6', ...names(hexNeighbours(h('E5'))).map((n) => `${n} adjacent 6`)]);
  });

  it('GIVEN a standard mission on the corner A1 THEN only hexes on the map', () => {
    expect(table(unwrap(missionAttacks('standard', [h('A1')], 4, { grid: GRID })))).toEqual(['A1 ffe 4', 'B1 adjacent 4', 'A2 adjacent 4']);
  });

  it('GIVEN a loose mission at FP 5 THEN the FFE and all 18 hexes within 2 at FP 2', () => {
    const r = unwrap(missionAttacks('loose', [h('E5')], 5));
    expect(r).toHaveLength(19);
    expect(r[0]).toEqual({ hex: h('E5'), fp: 2, role: 'ffe' });
    expect(r.slice(1).every((a) => a.role === 'within-two' && a.fp === 2)).toBe(true);
  });

  it('GIVEN the loose chart THEN 1–2 → 0, 3–4 → 1, 5–6 → 2; above 6 it continues (7–8 → 3), or caps at 2 by house rule', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((fp) => looseFirepower(fp))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4]);
    const cap = rulesFor(artilleryHouseRules, { 'artillery.looseAboveSix': 'cap' });
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((fp) => looseFirepower(fp, cap))).toEqual([0, 0, 1, 1, 2, 2, 2, 2, 2]);
  });

  it('GIVEN a concentrated mission THEN FFE at 1.5 × FP rounded up, adjacent at ½ FP rounded down', () => {
    const fps = (fp: number) => {
      const r = unwrap(missionAttacks('concentrated', [h('E5')], fp));
      expect(r).toHaveLength(7);
      expect(new Set(r.slice(1).map((a) => a.fp)).size).toBe(1);
      return [r[0]!.fp, r[1]!.fp];
    };
    expect(fps(5)).toEqual([8, 2]);
    expect(fps(4)).toEqual([6, 2]);
    expect(fps(3)).toEqual([5, 1]);
  });

  it('GIVEN a line mission C2–C6 THEN the five hexes in the row at FP, ends as FFE', () => {
    expect(table(unwrap(missionAttacks('line', [h('C2'), h('C6')], 4)))).toEqual(['C2 ffe 4', 'C3 line 4', 'C4 line 4', 'C5 line 4', 'C6 ffe 4']);
  });

  it('GIVEN a line mission along hexsides THEN both hexes by default, or one side by house rule', () => {
    expect(names(unwrap(missionAttacks('line', [h('C5'), h('G5')], 3)).map((a) => a.hex))).toEqual(['C5', 'D4', 'D5', 'E5', 'F4', 'F5', 'G5']);
    const left = rulesFor(artilleryHouseRules, { 'artillery.lineAlongHexside': 'left' });
    expect(names(unwrap(missionAttacks('line', [h('C5'), h('G5')], 3, { rules: left })).map((a) => a.hex))).toEqual(['C5', 'D4', 'E5', 'F4', 'G5']);
  });

  it('GIVEN a walking barrage with two markers THEN each marker hex at FP', () => {
    expect(table(unwrap(missionAttacks('walking-barrage', [h('C2'), h('F2')], 5)))).toEqual(['C2 ffe 5', 'F2 ffe 5']);
  });

  it('GIVEN the wrong number of FFE markers THEN lnl/ffe-count', () => {
    expectCode(missionAttacks('standard', [], 4), 'lnl/ffe-count');
    expectCode(missionAttacks('standard', [h('C2'), h('C3')], 4), 'lnl/ffe-count');
    expectCode(missionAttacks('line', [h('C2')], 4), 'lnl/ffe-count');
    expectCode(missionAttacks('walking-barrage', [], 4), 'lnl/ffe-count');
  });
});

describe('walking barrage (18.2.1)', () => {
  it('GIVEN markers on C2 (south) and F3 (southeast) THEN attack, move twice, then finished', () => {
    const start = unwrap(startWalkingBarrage([{ hex: h('C2'), direction: 'S' }, { hex: h('F3'), direction: 'SE' }], 5, GRID));
    expect(table(start.attacks)).toEqual(['C2 ffe 5', 'F3 ffe 5']);
    expect(start.finished).toBe(false);
    const one = unwrap(advanceBarrage(start.barrage, GRID));
    expect(table(one.attacks)).toEqual(['C3 ffe 5', 'G4 ffe 5']);
    expect(one).toMatchObject({ finished: false, barrage: { moves: 1 } });
    const two = unwrap(advanceBarrage(one.barrage, GRID));
    expect(table(two.attacks)).toEqual(['C4 ffe 5', 'H4 ffe 5']);
    expect(two).toMatchObject({ finished: true, barrage: { moves: 2 } });
    expectCode(advanceBarrage(two.barrage, GRID), 'lnl/barrage-over');
  });

  it('GIVEN a marker walking off the map THEN it attacks nothing and is reported', () => {
    const start = unwrap(startWalkingBarrage([{ hex: h('A5'), direction: 'NW' }], 3, GRID));
    const one = unwrap(advanceBarrage(start.barrage, GRID));
    expect(one.attacks).toEqual([]);
    expect(one.offBoard).toHaveLength(1);
  });

  it('GIVEN no markers THEN lnl/ffe-count', () => {
    expectCode(startWalkingBarrage([], 3), 'lnl/ffe-count');
  });
});

describe('the attack on a hex (18.1, 18.2, 19.1)', () => {
  const legs: IndirectFireInput = { source: 'artillery', fp: 4, legTargets: true, terrainTm: 2 };

  it('GIVEN artillery FP 4 + moving target vs TM 2 THEN 5 + 4 + 1 = 10 vs 2 + 2 = 4 → DC +6 on all units', () => {
    const r = indirectFireAttack({ ...legs, modifiers: [{ reason: 'target-moving', value: 1 }] }, dice(5, 2));
    expect(r.attacker).toEqual({ faces: [5], die: 5, fp: 4, modifiers: [{ reason: 'target-moving', value: 1 }], total: 10 });
    expect(r.defender).toEqual({ die: 2, terrainTm: 2, modifiers: [{ reason: 'terrain', value: 2 }], total: 4 });
    expect(r).toMatchObject({ damageCheck: 6, affects: 'all-units-in-hex', natural6: false });
  });

  it('GIVEN a leader and degrading hexes declared THEN they do not count, and are listed as ignored', () => {
    const modifiers = [
      { reason: 'leadership', value: 2 },
      { reason: 'degrading-hex', value: -1 },
      { reason: 'target-moving', value: 1 },
    ] as const;
    const r = indirectFireAttack({ ...legs, modifiers }, dice(3, 3));
    expect(r.attacker.total).toBe(3 + 4 + 1);
    expect(r.ignored).toEqual([modifiers[0], modifiers[1]]);
  });

  it('GIVEN no leg units in the hex THEN no DFT modifier applies; the lowest armour defends', () => {
    const r = indirectFireAttack({ ...legs, legTargets: false, terrainTm: 0, lowestArmour: 3, modifiers: [{ reason: 'target-moving', value: 1 }] }, dice(4, 1));
    expect(r.attacker.total).toBe(8);
    expect(r.defender.modifiers).toEqual([{ reason: 'armour', value: 3 }]);
    expect(r.defender.total).toBe(4);
    expect(r.damageCheck).toBe(4);
    expect(r.ignored).toEqual([{ reason: 'target-moving', value: 1 }]);
  });

  it('GIVEN TM from a wall or hill THEN no TM, listed as ignored', () => {
    const r = indirectFireAttack({ ...legs, terrainTm: 2, tmFromWallOrHill: true }, dice(1, 4));
    expect(r.defender).toMatchObject({ modifiers: [], total: 4 });
    expect(r.ignored).toEqual([{ reason: 'terrain', value: 2 }]);
    expect(r.damageCheck).toBe(1);
  });

  it('GIVEN TM +6 THEN capped at +4', () => {
    expect(indirectFireAttack({ ...legs, terrainTm: 6 }, dice(1, 1)).defender).toMatchObject({ terrainTm: 6, total: 5 });
  });

  it('GIVEN equal totals THEN no DC', () => {
    const r = indirectFireAttack({ ...legs, fp: 2 }, dice(4, 4));
    expect(r.attacker.total).toBe(r.defender.total);
    expect(r.damageCheck).toBeUndefined();
  });

  it('GIVEN a mortar WT THEN the better of 2d6: faces 2 and 6 count 6, a natural 6', () => {
    const r = indirectFireAttack({ ...legs, source: 'mortar', fp: 1 }, dice(2, 6, 3));
    expect(r.attacker).toMatchObject({ faces: [2, 6], die: 6, total: 7 });
    expect(r).toMatchObject({ natural6: true, damageCheck: 2 });
  });

  it('GIVEN air support against legs THEN one d6 like artillery', () => {
    const d = dice(6, 1);
    const r = indirectFireAttack({ ...legs, source: 'air', fp: 3 }, d);
    expect(r.damageCheck).toBe(9 - 3);
    expect(d.parts.map((p) => p.label)).toEqual(['air attack', 'defence']);
  });

  it('GIVEN FP 4 vs TM 2 THEN exactly 26 of 36 rolls cause a DC', () => {
    const hits = [...allFaces(2)].filter((f) => indirectFireAttack(legs, dice(...f)).damageCheck !== undefined).length;
    expect(hits).toBe(26);
  });

  it('GIVEN FP 0 vs TM 0 THEN artillery 15 of 36, a mortar WT 125 of 216', () => {
    const zero = { ...legs, fp: 0, terrainTm: 0 };
    expect([...allFaces(2)].filter((f) => indirectFireAttack(zero, dice(...f)).damageCheck !== undefined).length).toBe(15);
    const mortar = { ...zero, source: 'mortar' as const };
    expect([...allFaces(3)].filter((f) => indirectFireAttack(mortar, dice(...f)).damageCheck !== undefined).length).toBe(125);
  });
});

