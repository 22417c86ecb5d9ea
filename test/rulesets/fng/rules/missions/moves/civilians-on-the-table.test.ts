import { describe, expect, it } from 'vitest';
import { distance } from '../../../../../../src/core/board/geometry.js';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { civilianStep, civilianWalk, wayOff, type CivilianTable, type TableCivilian } from '../../../../../../src/rulesets/fng/rules/missions/civilian-figures.js';
import { civiliansHearFire } from '../../../../../../src/rulesets/fng/rules/missions/moves/civilians-play.js';
import { civilianGoes, civiliansInFires } from '../../../../../../src/rulesets/fng/rules/missions/moves/civilian-hazards.js';
import { civilianMoveOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-civilian.js';
import { civilianReactionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-civilians.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { placeFigures, setFigure } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-setup.js';
import { launchOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { moveGroup } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { roomBack } from '../../../../../../src/rulesets/fng/rules/terrain/moves/room-back.js';
import { flameOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-flame.js';
import { spookyOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-fac.js';
import { emptySupport, type SupportRequest } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Civilians as figures of the table (L1262–L1288) among the rest of FNG's rules: they walk its ground
 * as figures do (L1146–L1204, L999), leave by a road or trail (L1288), are hit by what hits anyone in an
 * area (L736, L763, L770, L783, L2154), react to each shooting (L1264), and nobody ends on their place.
 * A 60 × 36 table: a hooch at 30–34 × 10–14, a flooded paddy at 40–50 × 25–31, a trail from 20,0 down
 * to 20,20 and east to 36,20.
 */
const HOOCH: FngFeature = { name: 'Hooch 1', type: 'hooch', shape: { kind: 'rect', x: 30, y: 10, width: 4, height: 4, rotation: 0 } };
const PADDY: FngFeature = { name: 'Paddy', type: 'rice-paddy', shape: { kind: 'rect', x: 40, y: 25, width: 10, height: 6, rotation: 0 } };
const TRAIL: FngFeature = { name: 'Trail', type: 'trail', shape: { kind: 'polyline', points: [{ x: 36, y: 20 }, { x: 20, y: 20 }, { x: 20, y: 0 }], width: 1 } };
const PEN: FngFeature = { name: 'Pig pen', type: 'clear', shape: { kind: 'rect', x: 2, y: 2, width: 3, height: 3, rotation: 0 } };
const T: CivilianTable = { width: 60, height: 36, features: [HOOCH, PADDY] };
const BOARD = { features: [HOOCH, PADDY], board: { kind: 'tabletop' as const, width: 60, height: 36 } };
const RULES = rulesFor(FNG_HOUSE_RULES, {});

const civ = (id: string, x: number, y: number, over: Partial<TableCivilian> = {}): TableCivilian => ({ id, home: 'Hooch 1', at: { x, y }, doing: 'idle', status: 'carry-on', ...over });
const game = (civilians: readonly TableCivilian[], figures: readonly TableFigure[] = [fig('fwf', 'pink', 20, 5), fig('cf', 'tranh', 20, 30)], over: Partial<FngGame> = {}): FngGame =>
  table(figures, { mission: mission(), civilians: { figures: civilians }, ...over });
const on = (g: FngGame, faces: number[]) => ({ ...args(g, 'fwf', faces), table: BOARD });
const civOf = (g: FngGame, id: string): TableCivilian => g.civilians!.figures.find((c) => c.id === id)!;
const civilianEvents = (events: readonly FngEvent[]) => events.flatMap((e) => (e.kind === 'civilian' ? [e.event] : []));

describe('civilians walk the ground as any figure does (L1146–L1204, L999)', () => {
  it('GIVEN 8" across open ground into a flooded paddy THEN 5" to its edge and 1.5" in at half speed (L1174); through a hooch, a door\'s 2" a wall', () => {
    expect(civilianWalk(T, { x: 45, y: 20 }, { x: 45, y: 34 }, 8)).toMatchObject({ to: { x: 45, y: 26.5 }, full: false });
    expect(civilianWalk(T, { x: 10, y: 5 }, { x: 18, y: 5 }, 8)).toEqual({ to: { x: 18, y: 5 }, spent: 8, full: true });
    // 25,12 to 37,12 through the hooch: 5" to its wall, 2" for the door, 4" across, 2" for the other door: 1" short of 12.
    const w = civilianWalk(T, { x: 25, y: 12 }, { x: 37, y: 12 }, 12);
    expect(w.full).toBe(false);
    expect(w.to.x).toBeCloseTo(33.9, 5);
  });

  it('GIVEN 3, making for the nearest building THEN he stops at its wall, not inside it', () => {
    const s = civilianStep(T, civ('c1', 32, 20, { doing: 'to-nearest-building' }), []);
    expect(s.to).toEqual({ x: 32, y: 14.1 });
    expect(s.doing).toBe('idle');
  });

  it('GIVEN 2 with a pig pen on the table THEN he makes for it (L1287 names it; L1130 lays pens in hamlets)', () => {
    const t = { ...T, features: [...T.features, PEN] };
    const s = civilianStep(t, civ('c1', 8, 8, { doing: 'to-field-or-pen' }), []);
    expect(s.to).toEqual({ x: 3.5, y: 3.5 });
    expect(s.doing).toBe('working');
  });

  it('GIVEN a figure where his walk would end THEN he stops short of him, a man\'s breadth away', () => {
    const s = civilianStep({ ...T, occupied: [{ x: 18, y: 5 }] }, civ('c1', 10, 5, { doing: 'talking-or-joining-nearest-civilian' }), [civ('c2', 30, 5)]);
    expect(s.to).toEqual({ x: 17.5, y: 5 });
  });
});

describe('civilians leave by a road or trail (L1288: "move off-table via a road or trail if present")', () => {
  const t = { ...T, features: [...T.features, TRAIL] };

  it('GIVEN a trail THEN his way is onto it, along it to the end where it runs off the table, and off', () => {
    expect(wayOff(t, { x: 30, y: 24 })).toEqual([{ x: 30, y: 20 }, { x: 20, y: 20 }, { x: 20, y: 0 }]);
    // On it already, 2" from its end in the field (36,20): he still goes by the trail, the way that leads off.
    expect(wayOff(t, { x: 34, y: 20 })).toEqual([{ x: 20, y: 20 }, { x: 20, y: 0 }]);
    // A road ending on the table both ways: to the end nearer an edge, then on to that edge.
    const stub: FngFeature = { name: 'Stub', type: 'road', shape: { kind: 'polyline', points: [{ x: 10, y: 30 }, { x: 30, y: 30 }], width: 2 } };
    expect(wayOff({ ...T, features: [stub] }, { x: 14, y: 29 })).toEqual([{ x: 14, y: 30 }, { x: 10, y: 30 }, { x: 10, y: 36 }]);
  });

  it('GIVEN 6, leaving THEN 8" of that way a turn, and off the table once he reaches its end at the edge', () => {
    const s = civilianStep(t, civ('c1', 30, 24, { doing: 'leaving-by-road' }), []);
    expect(s).toEqual({ to: { x: 26, y: 20 }, doing: 'leaving-by-road' });
    const off = civilianStep(t, civ('c1', 20, 6, { doing: 'leaving-by-road' }), []);
    expect(off).toEqual({ to: { x: 20, y: 0 }, doing: 'leaving-by-road', left: true });
  });

  it('GIVEN no road or trail THEN the nearest edge', () => {
    expect(wayOff(T, { x: 20, y: 10 })).toEqual([{ x: 20, y: 0 }]);
  });
});

describe('what hits anyone in an area hits civilians (L736, L763, L770, L783, L2154); aimed fire strays into nobody (L737, L830)', () => {
  it('GIVEN a Claymore fired east from 10,10 THEN c1 in its cone takes Impact 3, c2 behind it Impact 2, c3 to the side nothing but the reaction', () => {
    const g = game([civ('c1', 14, 10), civ('c2', 8, 10.5), civ('c3', 10, 13.5)], [fig('fwf', 'sgt', 10, 8), fig('cf', 'tranh', 50, 30)]);
    const fired: FngEvent = { kind: 'claymore-fired', figure: 'fwf:sgt', mine: 'M1', at: { x: 10, y: 10 }, toward: { x: 18, y: 10 }, caught: [], behind: [] };
    // c1's damage [1] dead; c2's [5] above Impact 2: knocked down; c3 (and c2, prone but standing) react: [6, 6] none passed, [2] prone.
    const roller = dice(1, 5, 6, 6, 2);
    const r = civiliansHearFire(g, [fired], { roller, rules: RULES, table: BOARD, side: 'fwf' });
    expect(roller.remaining).toBe(0);
    const hits = civilianEvents(r.events).filter((e) => e.what === 'hit');
    expect(hits).toMatchObject([{ id: 'c1', impact: 3, result: 'obviously-dead', by: 'fwf' }, { id: 'c2', impact: 2, result: 'knocked-down' }]);
    expect(civOf(r.game, 'c3').prone).toBe(true);
  });

  it('GIVEN a recoilless rifle\'s back blast THEN a civilian within 1" of its line is hit at its Impact; a suicide trooper\'s chest mine hits those in its cone', () => {
    const g = game([civ('c1', -4, 0.5)], [fig('fwf', 'pink', 0, 0), fig('cf', 'vc', 30, 30)]);
    const bb: FngEvent = { kind: 'back-blast', weapon: '57mm recoilless rifle', length: 8, impact: 3, caught: [], from: { x: 0, y: 0 }, toward: { x: 15, y: 0 } };
    const r = civiliansHearFire(g, [bb], { roller: dice(3), rules: RULES, table: BOARD, side: 'fwf' });
    expect(civilianEvents(r.events)[0]).toMatchObject({ what: 'hit', id: 'c1', impact: 3, die: 3, result: 'out-of-the-fight' });
    const chest = game([civ('c1', 15, 21)], [fig('cf', 'sapper', 10, 20), fig('fwf', 'pink', 18, 20)]);
    const boom: FngEvent = { kind: 'chest-charge', figure: 'cf:sapper', toward: { x: 18, y: 20 }, caught: [], behind: [] };
    const c = civiliansHearFire(chest, [boom], { roller: dice(1), rules: RULES, table: BOARD, side: 'cf' });
    expect(civOf(c.game, 'c1')).toMatchObject({ status: 'obviously-dead', hurtBy: 'cf' });
  });

  it('GIVEN a shot at a figure with a civilian in the line THEN no die is rolled for him but his reaction', () => {
    const g = game([civ('c1', 20, 15)]);
    const shot: FngEvent = { kind: 'shot', shooter: 'fwf:pink', weapon: 'M16', tr: 3, why: 'active', snap: false, targets: [{ id: 'cf:tranh', dice: 3 }], result: {} as never };
    const roller = dice(6, 6, 5);
    const r = civiliansHearFire(g, [shot], { roller, rules: RULES, table: BOARD, side: 'fwf' });
    expect(roller.remaining).toBe(0);
    expect(civilianEvents(r.events).map((e) => e.what)).toEqual(['react']);
  });

  it('GIVEN a civilian in a LAW\'s back blast THEN it may not be fired (L768: "if a figure is behind the weapon"), with the way out said', () => {
    const g = { ...game([civ('c1', -3, 0)], [fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc-1', 15, 0)]), forces: [{ side: 'fwf' as const, name: 'Pink', army: 'us-army', units: [{ id: 'sq1', name: '1st', stores: { laws: 1, claymores: 0, c4: 0, satchels: 0 } }] }] };
    const r = launchOrder(args(g, 'fwf', [1, 1, 6, 1]), { firer: 'pink', target: 'vc-1' });
    expectCode(r, 'fng/back-blast-behind');
    expect(!r.ok && FNG_MESSAGES['fng/back-blast-behind']!(r.params ?? {})).toContain('c1');
  });
});

describe('fire falling on everyone in an area falls on civilians (L785, L1906, L1909–L1911, L1931)', () => {
  it('GIVEN a civilian in a flame-thrower\'s 3" path THEN he takes a die on the Ranged Combat Table at the firer\'s REP ([6]: hit) and Impact 5 ([2]: wounded)', () => {
    const g = game([civ('c1', 14, 20.5)], [fig('fwf', 'lee', 10, 20, { weapon: 'flame-thrower' }), fig('cf', 'tranh', 50, 5)]);
    const a = args(g, 'fwf', [6, 2]);
    const r = unwrap(flameOrder(a, { shooter: 'lee', at: { x: 20, y: 20 } }));
    expect(a.roller.remaining).toBe(0);
    expect(civilianEvents(r.events).map((e) => e.what)).toEqual(['under-fire', 'hit']);
    expect(civOf(r.game, 'c1')).toMatchObject({ status: 'out-of-fight', hurtBy: 'fwf' });
  });

  it('GIVEN a civilian in an AC-47\'s 12" swath THEN four dice at REP 5 ([6, 1, 1, 1]: one hit) and Impact 3 ([1]: dead)', () => {
    const spooky: SupportRequest = { id: 'S1', for: 'ac-47', ready: false, caller: 'fwf:pink', turn: 1, due: 1, state: 'here', aircraft: 'AC-47', pilotRep: 5, passes: 2, until: 8 };
    const g = game([civ('c1', 30, 10)], [fig('fwf', 'pink', 10, 34, { role: 'squad-leader', rep: 5, gear: ['radio'] })], { mission: mission({ night: true }), support: { ...emptySupport(), next: 2, requests: [spooky] } });
    const a = args(g, 'fwf', [6, 1, 1, 1, 1]);
    const r = unwrap(spookyOrder(a, { line: { from: { x: 0, y: 10 }, to: { x: 72, y: 10 } } }));
    expect(a.roller.remaining).toBe(0);
    expect(civilianEvents(r.events)[0]).toMatchObject({ what: 'under-fire', id: 'c1', by: 'S1' });
    expect(civOf(r.game, 'c1')).toMatchObject({ status: 'obviously-dead', hurtBy: 'fwf' });
  });

  it('GIVEN napalm\'s template (6" × 18" along the Flight Line) THEN a civilian in it is hit, one beside it inside the 18" circle is not', () => {
    const g = game([civ('c1', 30, 11), civ('c2', 24, 17)]);
    const strip = { kind: 'polygon' as const, points: [{ x: 20, y: 13 }, { x: 20, y: 7 }, { x: 38, y: 7 }, { x: 38, y: 13 }] };
    const napalm: FngEvent = { kind: 'blast', centre: { x: 20, y: 10 }, diameter: 18, impact: 4, caught: [], area: strip, by: 'fwf' };
    // c1's damage [5] (above Impact 4: knocked down); c1 and c2 react apart (7" between them): [6, 6] [5] frozen each.
    const roller = dice(5, 6, 6, 5, 6, 6, 5);
    const r = civiliansHearFire(g, [napalm], { roller, rules: RULES, table: BOARD, side: 'fwf' });
    expect(roller.remaining).toBe(0);
    expect(civilianEvents(r.events).filter((e) => e.what === 'hit').map((e) => e.id)).toEqual(['c1']);
  });

  it('GIVEN napalm burning on at a turn\'s end (1d6 [2]: it stays, L1911) THEN the civilian in it takes its Impact 4 hit ([1]: dead)', () => {
    const area = { id: 'A1', kind: 'napalm' as const, shape: { kind: 'rect' as const, x: 20, y: 7, width: 18, height: 6, rotation: 0 }, by: 'S1', since: 1 };
    const g = game([civ('c1', 30, 10)], [fig('fwf', 'pink', 5, 30)], { air: { next: 2, areas: [area], spots: [], facs: [] }, acting: undefined });
    const a = args(g, 'fwf', [2, 1]);
    const r = terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now, table: BOARD });
    expect(civilianEvents(r.events).find((e) => e.what === 'hit')).toMatchObject({ id: 'c1', impact: 4, die: 1, result: 'obviously-dead' });
  });
});

describe('nothing is put or moved onto a civilian\'s place (L1262: figures of the table)', () => {
  const g = game([civ('c1', 24, 5), civ('c2', 40, 20, { status: 'obviously-dead' })], [fig('fwf', 'pink', 20, 5), fig('fwf', 'fng', 0, 0, { at: undefined }), fig('cf', 'tranh', 20, 30)]);

  it('GIVEN a move, a placement or the GM\'s correction ending on one, standing or fallen THEN refused with his place and what would work', () => {
    const m = moveFigures(on(g, []), { moves: [{ figure: 'pink', to: { x: 24.2, y: 5 } }], mode: 'normal' });
    expectCode(m, 'fng/civilian-spot');
    expect(!m.ok && FNG_MESSAGES['fng/civilian-spot']!(m.params ?? {})).toBe('`pink` would end on the place of civilian `c1` (24,5): stop at least half an inch from him, or move him first if he agreed to it (`/fng-mission civilian do:move`, L1298).');
    expectCode(placeFigures({ ...on(g, []), gm: false }, [{ figure: 'fng', at: { x: 40, y: 20.3 } }], {}), 'fng/civilian-spot');
    expectCode(setFigure({ ...on(g, []), gm: true }, 'pink', { at: { x: 24, y: 5 } }), 'fng/civilian-spot');
    expect(unwrap(moveFigures(on(g, []), { moves: [{ figure: 'pink', to: { x: 23.5, y: 5 } }], mode: 'normal' })).game.figures[0]!.at).toEqual({ x: 23.5, y: 5 });
  });

  it('GIVEN a civilian told to move onto a figure or another civilian THEN refused; onto bad ground beyond 8" of it THEN refused with how far he gets', () => {
    const told = game([civ('c1', 24, 5, { directed: { side: 'fwf', from: 1 } }), civ('c3', 28, 5)]);
    expectCode(civilianMoveOrder(on(told, []), { civilian: 'c1', to: { x: 20.2, y: 5 } }), 'fng/civilian-place-taken');
    expectCode(civilianMoveOrder(on(told, []), { civilian: 'c1', to: { x: 28, y: 5.2 } }), 'fng/civilian-place-taken');
    const paddy = game([civ('c1', 45, 20, { directed: { side: 'fwf', from: 1 } })]);
    const r = civilianMoveOrder(on(paddy, []), { civilian: 'c1', to: { x: 45, y: 27.5 } });
    expectCode(r, 'fng/civilian-too-far');
    expect(!r.ok && r.params?.furthest).toBe('45,26.5');
  });

  it('GIVEN the enemy\'s group moving toward a spot a civilian stands on THEN no man ends on his place', () => {
    const vcs = [fig('cf', 'vc1-1', 30, 30, { role: 'squad-leader' }), fig('cf', 'vc1-2', 32, 30)];
    const gv = game([civ('c1', 30, 24.5), civ('c2', 32, 24.5)], [...vcs, fig('fwf', 'a', 60, 2)], { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }) });
    const moved = moveGroup(ctx(bot([])), gv, vcs as (TableFigure & { at: { x: number; y: number } })[], { x: 31, y: 20 }, { x: 31, y: 30 });
    for (const f of ['vc1-1', 'vc1-2']) for (const c of gv.civilians!.figures) expect(distance(at(moved, 'cf', f).at!, c.at)).toBeGreaterThanOrEqual(0.5 - 1e-9);
  });

  it('GIVEN a move cut short at a wall where a civilian stands THEN the man stops back along his line with room', () => {
    const gw = game([civ('c1', 29.9, 12)], [fig('fwf', 'pink', 25, 12)]);
    const end = roomBack(gw, 'fwf:pink', { x: 25, y: 12 }, { x: 29.9, y: 12 });
    expect(distance(end, { x: 29.9, y: 12 })).toBeGreaterThanOrEqual(0.5 - 1e-9);
  });
});

describe('react:true carries the reaction out (L1269–L1280)', () => {
  it('GIVEN the hooch\'s civilians on the table and shooting at 40,12 THEN the group rolls 2d6 vs REP 2 and, 1 passed, Fast Moves away from it or to cover', () => {
    const g = game([civ('c1', 35, 16), civ('c2', 36, 17), civ('c3', 5, 30, { home: 'Hooch 2' })]);
    // [1, 6]: 1 passed → Fast Move [3, 3]: 8".
    const a = on(g, [1, 6, 3, 3]);
    const r = unwrap(civilianReactionOrder(a, { at: { x: 31, y: 12 }, from: { x: 40, y: 12 } }));
    expect(a.roller.remaining).toBe(0);
    expect(civilianEvents(r.events)).toMatchObject([{ what: 'react', civilians: ['c1', 'c2'], near: { x: 40, y: 12 }, passes: 1 }]);
    for (const id of ['c1', 'c2']) expect(distance(civOf(r.game, id).at, { x: 40, y: 12 })).toBeGreaterThan(distance(civOf(g, id).at, { x: 40, y: 12 }));
    expect(civOf(r.game, 'c3').at).toEqual({ x: 5, y: 30 });
  });

  it('GIVEN no civilians of that building on the table THEN the roll is told for the table to carry out, as before', () => {
    const r = unwrap(civilianReactionOrder(on(game([]), [1, 2]), { at: { x: 31, y: 12 } }));
    expect(r.events[0]).toMatchObject({ kind: 'civilian-reaction', feature: 'Hooch 1', passes: 2 });
  });
});

describe('what burns a figure burns a civilian (L782, L1911, L1041–L1052)', () => {
  const flame = { id: 'A1', kind: 'flame' as const, shape: { kind: 'rect' as const, x: 14, y: 8, width: 2, height: 4, rotation: 0 }, by: 'fwf:lee', since: 1 };
  const burning = (areas: readonly (typeof flame | { id: string; kind: 'napalm'; shape: typeof flame.shape; by: string; since: number })[]) => game([], [fig('fwf', 'pink', 5, 30)], { air: { next: 3, areas, spots: [], facs: [] } });

  it('GIVEN a civilian walking into residual flame THEN 2d6 vs REP 2: short of both, he stops at its edge; both, the flames\' 2d6 (11: burned) and Impact 5 ([1]: dead)', () => {
    const g = burning([flame]);
    const out: FngEvent[] = [];
    const stopped = civilianGoes(g, civ('c1', 20, 10), { x: 10, y: 10 }, { roller: dice(6, 6), rules: RULES }, out);
    expect(stopped.at).toEqual({ x: 14, y: 10 });
    expect(civilianEvents(out)[0]).toMatchObject({ what: 'flame', through: false });
    const out2: FngEvent[] = [];
    const roller = dice(1, 2, 6, 5, 1);
    const burned = civilianGoes(g, civ('c1', 20, 10), { x: 10, y: 10 }, { roller, rules: RULES }, out2);
    expect(roller.remaining).toBe(0);
    expect(burned).toMatchObject({ at: { x: 20, y: 10 }, status: 'obviously-dead' });
    expect(civilianEvents(out2).map((e) => e.what)).toEqual(['flame', 'hit']);
  });

  it('GIVEN a civilian ending his walk in burning napalm he was not in THEN its Impact 4 hit ([3]: wounded)', () => {
    const g = burning([{ id: 'A2', kind: 'napalm', shape: { kind: 'rect', x: 30, y: 0, width: 6, height: 18, rotation: 0 }, by: 'S1', since: 1 }]);
    const out: FngEvent[] = [];
    expect(civilianGoes(g, civ('c1', 32, 5), { x: 25, y: 5 }, { roller: dice(3), rules: RULES }, out)).toMatchObject({ status: 'out-of-fight' });
    expect(civilianGoes(g, civ('c1', 33, 5), { x: 32, y: 5 }, { roller: dice(), rules: RULES }, [])).toMatchObject({ status: 'carry-on' });
  });

  it('GIVEN a civilian in a burning hooch at the turn\'s end THEN In a Fire at REP 2: burned ([6, 6]) at Impact 3, knocked down counting as wounded ([5]); the hooch burning out kills him', () => {
    const g = game([civ('c1', 32, 12)], [fig('fwf', 'pink', 5, 30)], { fires: [{ feature: 'Hooch 1', originalDv: 1, needed: 0, done: 0, since: 1 }] });
    const events: FngEvent[] = [];
    const r = civiliansInFires(g, BOARD, { roller: dice(6, 6, 5), rules: RULES }, events);
    expect(civilianEvents(events).map((e) => e.what)).toEqual(['in-a-fire', 'hit', 'in-a-fire']);
    expect(civOf(r, 'c1').status).toBe('obviously-dead');
    const leaves = civiliansInFires({ ...g, fires: [{ feature: 'Hooch 1', originalDv: 2, needed: 0, done: 0, since: 2 }], turn: 2 }, BOARD, { roller: dice(1, 1), rules: RULES }, []);
    expect(civOf(leaves, 'c1')).toMatchObject({ status: 'carry-on', at: { x: 32, y: 12 } });
  });
});

describe('shooting from the air near civilians sets them reacting (L1264)', () => {
  it('GIVEN an AC-47\'s fire on a figure 5" from a civilian, and a strafing run\'s THEN each is shooting near him: a reaction for each', () => {
    const g = game([civ('c1', 25, 10)], [fig('cf', 'tranh', 20, 10), fig('fwf', 'pink', 5, 30)]);
    const gunFire: FngEvent = { kind: 'air', event: { kind: 'gun-fire', by: 'S1', figure: 'cf:tranh', result: {} as never } };
    const strafe: FngEvent = { kind: 'support', event: { kind: 'strike', id: 'S2', munition: 'gun-lmg', at: { x: 20, y: 10 }, rep: 5, hit: false, lands: { x: 20, y: 10 }, parts: [] } };
    const roller = dice(6, 6, 5, 6, 6, 5);
    const r = civiliansHearFire(g, [gunFire, strafe], { roller, rules: RULES, table: BOARD, side: 'fwf' });
    expect(roller.remaining).toBe(0);
    expect(civilianEvents(r.events).map((e) => e.what)).toEqual(['react', 'react']);
  });
});
