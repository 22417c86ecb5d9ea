import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../../../src/core/board/scenario.js';
import { moveAction } from '../../../../../src/rulesets/lnl/rules/movement/move-action.js';
import { enterCost, movementAllowance, planRoute } from '../../../../../src/rulesets/lnl/rules/movement/movement-points.js';
import { lnlScenario, type LnlScenario } from '../../../../../src/rulesets/lnl/rules/map/scenario.js';
import { US, expectCode, game, hex, leader, patch, rulesWith, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';
import { map } from '../orders/run.js';

const lnl = (s: Scenario): LnlScenario => lnlScenario(s)!;
const sq = { id: 'sq', kind: 'squad' as const };
const jeep = { id: 'Jeep', kind: 'vehicle' as const, moveType: 'R' as const };

describe('movementAllowance (LnL player aid, Movement 6.0–6.4; DCT Shaken; Portage 1.6)', () => {
  const one = (spec: Parameters<typeof game>[0][number], id: string) => unit(game([spec]), id);

  it('GIVEN counters without an MF THEN the house rules: a squad 4, an SMC 5; a counter\'s own MF wins', () => {
    expect(movementAllowance(one(squad('1st', 'C5'), '1st'), 'move', 0)).toMatchObject({ mf: 4, mp: 4 });
    expect(movementAllowance(one(leader('Lt', 'C5'), 'Lt'), 'move', 0)).toMatchObject({ mf: 5, mp: 5 });
    expect(movementAllowance(one(squad('1st', 'C5', { movement: 6 }), '1st'), 'move', 0)).toMatchObject({ mf: 6, mp: 6 });
    expect(movementAllowance(one(squad('1st', 'C5'), '1st'), 'move', 0, rulesWith({ 'move.mf.mmc': 3 }))).toMatchObject({ mf: 3, mp: 3 });
  });

  it('GIVEN assault or stealth movement THEN half the MPs rounded down (6.1, 6.4); double time +2 (6.2)', () => {
    const lt = one(leader('Lt', 'C5'), 'Lt');
    expect(movementAllowance(lt, 'assault', 0).mp).toBe(2);
    expect(movementAllowance(lt, 'stealth', 0).mp).toBe(2);
    expect(movementAllowance(one(squad('1st', 'C5'), '1st'), 'assault', 0).mp).toBe(2);
    expect(movementAllowance(one(squad('1st', 'C5'), '1st'), 'double-time', 0)).toMatchObject({ mp: 6, notes: ['double time: +2 (6.2)'] });
    expect(movementAllowance(lt, 'low-crawl', 0).mp).toBe(5);
  });

  it('GIVEN a Shaken vehicle THEN half its MF rounded down (DCT, Shaken); an SMC carrying a SW −2 (1.6)', () => {
    const t = patch(game([tank('T', 'C5', { movement: 11 })]), 'T', { status: 'shaken' });
    expect(movementAllowance(unit(t, 'T'), 'move', 0).mp).toBe(5);
    expect(movementAllowance(unit(t, 'T'), 'assault', 0).mp).toBe(2);
    const lt = one(leader('Lt', 'C5'), 'Lt');
    expect(movementAllowance(lt, 'move', 1)).toMatchObject({ mp: 3, notes: ['carrying a SW: −2 (1.6)'] });
  });
});

describe('enterCost (the scenario\'s TEC, Streams 10.5.1)', () => {
  const M = lnl(map([
    { name: 'Woods', type: 'woods', hexes: ['C6'] },
    { name: 'Scrub', type: 'brush', hexes: ['D5'], mp: 3, vehicleMp: 5 },
    { name: 'Lake', type: 'river', hexes: ['E5'] },
    { name: 'Road', type: 'road', path: ['A1', 'A2', 'A3'] },
    { name: 'Track', type: 'trail', path: ['B1', 'B2'], mp: 2 },
    { name: 'Brook', type: 'stream', path: ['C4', 'B4'], streamType: 3 },
    { name: 'Wall', type: 'wall', hexsides: ['C2-C3'] },
    { name: 'High wall', type: 'wall', hexsides: ['D2-D3'], mp: 2 },
  ]));
  const cost = (from: string, to: string, u: { id: string; kind: 'squad' | 'vehicle'; moveType?: 'R' } = sq, rules?: ReturnType<typeof rulesWith>) => enterCost(M, hex(from), hex(to), u, rules);

  it('GIVEN terrain without an MP THEN its class\'s house rule: open 1, blocking 2; the scenario\'s mp wins, a vehicle\'s vehicleMp', () => {
    expect(unwrap(cost('C4', 'C3'))).toBe(1);
    expect(unwrap(cost('C5', 'C6'))).toBe(2);
    expect(unwrap(cost('C5', 'C6', sq, rulesWith({ 'move.mp.blocking': 3 })))).toBe(3);
    expect(unwrap(cost('C5', 'D5'))).toBe(3);
    expect(unwrap(cost('C5', 'D5', jeep))).toBe(5);
    expect(unwrap(enterCost(undefined, hex('C5'), hex('D5'), sq))).toBe(1);
  });

  it('GIVEN a road or trail THEN its cost only along it; a wall +1 (house rule) or its mp; a stream its table penalty; a river without mp barred', () => {
    expect(unwrap(cost('A1', 'A2'))).toBe(1);
    expect(unwrap(cost('B1', 'B2'))).toBe(2);
    expect(unwrap(cost('C2', 'C3'))).toBe(2);
    expect(unwrap(cost('C3', 'C2'))).toBe(2);
    expect(unwrap(cost('D2', 'D3'))).toBe(3);
    expect(unwrap(cost('C3', 'C4'))).toBe(3);
    expect(cost('C3', 'C4', jeep)).toMatchObject({ ok: false, code: 'lnl/stream-prohibited' });
    expect(cost('D5', 'E5')).toMatchObject({ ok: false, code: 'lnl/terrain-prohibited', params: { hex: 'E5', terrain: 'River' } });
  });
});

describe('planRoute and the MP count of a move (6.0)', () => {
  // E5's western neighbours are D4 and D5: dense woods at 4 MP (the scenario's TEC).
  const WOODS = lnl(map([{ name: 'Woods', type: 'woods', hexes: ['D4', 'D5'], mp: 4 }]));

  it('GIVEN no way given THEN the cheapest: round the woods (4 clear hexes) rather than through them (4 + 1)', () => {
    const r = unwrap(planRoute({ map: WOODS, grid: { columns: 8, rows: 8 }, from: hex('C5'), to: hex('E5'), movers: [unit(game([squad('1st', 'C5')]), '1st')] }));
    expect(r.costs[0]!.total).toBe(4);
    expect(r.hexes).toHaveLength(4);
    expect(r.hexes.some((h) => h.col === 3 && (h.row === 3 || h.row === 4))).toBe(false);
    const lighter = lnl(map([{ name: 'Woods', type: 'woods', hexes: ['D4', 'D5'] }]));
    expect(unwrap(planRoute({ map: lighter, grid: { columns: 8, rows: 8 }, from: hex('C5'), to: hex('E5'), movers: [unit(game([squad('1st', 'C5')]), '1st')] })).costs[0]!.total).toBe(3);
  });

  it('GIVEN hexes not next to each other THEN refused; an enemy-held hex is not passed through', () => {
    expectCode(planRoute({ map: WOODS, grid: { columns: 8, rows: 8 }, from: hex('C5'), to: hex('F5'), via: [hex('E5')], movers: [] }), 'lnl/route-not-adjacent');
    const open = lnl(map([]));
    const blocked = (h: { col: number; row: number }) => h.col === 3;
    expectCode(planRoute({ map: open, grid: { columns: 8, rows: 8 }, from: hex('C5'), to: hex('E5'), movers: [], blocked }), 'lnl/no-route');
  });

  it('GIVEN a way that ends on the destination (via:D5,E5 to:E5) THEN the destination is named once: D5, then E5', () => {
    const open = lnl(map([]));
    const r = unwrap(planRoute({ map: open, grid: { columns: 8, rows: 8 }, from: hex('C5'), to: hex('E5'), via: [hex('D5'), hex('E5')], movers: [] }));
    expect(r.hexes).toEqual([hex('D5'), hex('E5')]);
    expect(unwrap(planRoute({ map: open, grid: { columns: 8, rows: 8 }, from: hex('C5'), to: hex('D5'), via: [hex('D5')], movers: [] })).hexes).toEqual([hex('D5')]);
  });

  it('GIVEN a squad (4 MP) through the woods by via THEN refused with the count; round them it goes', () => {
    const s = game([squad('1st', 'C5')]);
    const through = moveAction(s, { side: US, units: ['1st'], to: hex('F5'), how: 'move', map: WOODS, via: [hex('D5'), hex('E5')] });
    expect(through).toMatchObject({ ok: false, code: 'lnl/not-enough-mp', params: { unit: '1st', spent: 4 + 1 + 1, mp: 4, mf: 4, way: 'D5 E5 F5' } });
    const r = unwrap(moveAction(s, { side: US, units: ['1st'], to: hex('F5'), how: 'move', map: WOODS }));
    expect(r.result.mps).toEqual([{ unit: '1st', spent: 4, of: 4 }]);
  });

  it('GIVEN an assault move of 3 clear hexes THEN refused (2 of 4); 2 hexes go; without a map each hex is clear', () => {
    const s = game([squad('1st', 'C5')]);
    expect(moveAction(s, { side: US, units: ['1st'], to: hex('C8'), how: 'assault' })).toMatchObject({ ok: false, code: 'lnl/not-enough-mp', params: { spent: 3, mp: 2, mf: 4 } });
    expect(unwrap(moveAction(s, { side: US, units: ['1st'], to: hex('C7'), how: 'assault' })).result).toMatchObject({ route: ['C6', 'C7'], mps: [{ unit: '1st', spent: 2, of: 2 }] });
  });

  it('GIVEN a stack THEN each mover against its own MPs: the leader goes 5, the squad stops at 4', () => {
    const s = game([squad('1st', 'C5'), leader('Lt', 'C5')]);
    expect(moveAction(s, { side: US, units: ['1st', 'Lt'], to: hex('C10'), how: 'move' })).toMatchObject({ ok: false, code: 'lnl/not-enough-mp', params: { unit: '1st', spent: 5, mp: 4 } });
    expect(moveAction(s, { side: US, units: ['Lt'], to: hex('C10'), how: 'move' }).ok).toBe(true);
  });

  it('GIVEN Double Time THEN +2 with a Good Order leader among the movers, refused without one or with a Shaken one (6.2)', () => {
    const s = game([squad('1st', 'C5'), leader('Lt', 'C5')]);
    expect(unwrap(moveAction(s, { side: US, units: ['1st', 'Lt'], to: hex('C10'), how: 'double-time' })).result.mps).toEqual([{ unit: '1st', spent: 5, of: 6 }, { unit: 'Lt', spent: 5, of: 7 }]);
    expectCode(moveAction(s, { side: US, units: ['1st'], to: hex('C6'), how: 'double-time' }), 'lnl/double-time-needs-leader');
    expectCode(moveAction(patch(s, 'Lt', { status: 'shaken' }), { side: US, units: ['1st', 'Lt'], to: hex('C6'), how: 'double-time' }), 'lnl/double-time-needs-leader');
  });

  it('GIVEN Low Crawl THEN it may not use all of the MF (6.3): 3 of 4 goes, 4 of 4 is refused', () => {
    const s = game([squad('1st', 'C5')]);
    expect(unwrap(moveAction(s, { side: US, units: ['1st'], to: hex('C8'), how: 'low-crawl' })).result.mps).toEqual([{ unit: '1st', spent: 3, of: 4 }]);
    expect(moveAction(s, { side: US, units: ['1st'], to: hex('C9'), how: 'low-crawl' })).toMatchObject({ ok: false, code: 'lnl/low-crawl-all-mf', params: { spent: 4, mp: 4 } });
  });

  it('GIVEN a leader carrying a weapon THEN 3 MP: a 4-hex move refused', () => {
    const s = game([leader('Lt', 'C5'), weapon('MG', 'Lt')]);
    expect(moveAction(s, { side: US, units: ['Lt'], to: hex('C9'), how: 'move' })).toMatchObject({ ok: false, code: 'lnl/not-enough-mp', params: { spent: 4, mp: 3 } });
  });
});
