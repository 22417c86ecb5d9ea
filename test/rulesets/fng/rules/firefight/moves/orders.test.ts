import { distance } from '../../../../../../src/core/board/geometry.js';
import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { aidOrder, carryOrder, reloadOrder, setupMgOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-aid.js';
import { launchOrder, throwOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { buildingFireOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-building.js';
import { chargeOrder, meleeOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-melee.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { placeFigures, setFigure } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-setup.js';
import { sightOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import { activationRepOf } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { advanceTurn, checkOrder, endActivation, mayAct, rollTurn } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

describe('FNG turn: Activation and the phase table (L599–L607)', () => {
  it('GIVEN doubles then 5 and 2 THEN doubles are rolled again and the higher die\'s side activates first, turn 1', () => {
    const d = dice(3, 3, 5, 2);
    const r = rollTurn(table([fig('fwf', 'a', 0, 0)], { turn: 0, acting: undefined }), d);
    expect(d.remaining).toBe(0);
    expect(r.events.map((e) => e.kind === 'activation' && e.doubles)).toEqual([true, false]);
    expect(r.game).toMatchObject({ turn: 1, dice: { fwf: 5, cf: 2 }, acting: 'fwf', done: [] });
  });

  it('GIVEN the first side done THEN the other activates; both done THEN the next turn is rolled by itself', () => {
    const g = table([fig('fwf', 'a', 0, 0), fig('cf', 'v', 30, 0)]);
    const one = endActivation(g, 'fwf').game;
    expect(one.acting).toBe('cf');
    const two = endActivation(one, 'cf').game;
    expect(two.acting).toBeUndefined();
    const d = dice(2, 4);
    const next = advanceTurn(two, d).game;
    expect(next).toMatchObject({ turn: 2, acting: 'cf', dice: { fwf: 2, cf: 4 } });
  });

  it('GIVEN a side with no group of REP at least its die THEN its activation passes by itself', () => {
    const g = table([fig('fwf', 'a', 0, 0, { rep: 3 }), fig('cf', 'v', 30, 0, { rep: 5 })], { dice: { fwf: 4, cf: 2 } });
    const r = advanceTurn(g, dice());
    expect(r.events[0]).toMatchObject({ kind: 'activation-start', side: 'fwf', skipped: true });
    expect(r.game.acting).toBe('cf');
  });

  it('GIVEN a REP 3 rifleman alone and a die of 4 THEN he cannot act; within 4" of his REP 5 squad leader he activates on the leader\'s REP (L575)', () => {
    const alone = table([fig('fwf', 'a', 0, 0, { rep: 3 })], { dice: { fwf: 4, cf: 1 } });
    expectCode(mayAct(alone, at(alone, 'fwf', 'a')), 'fng/cannot-activate');
    const led = table([fig('fwf', 'a', 0, 0, { rep: 3 }), fig('fwf', 'sgt', 3, 0, { rep: 5, role: 'squad-leader' })], { dice: { fwf: 4, cf: 1 } });
    expect(activationRepOf(led, at(led, 'fwf', 'a'))).toEqual({ rep: 5, leader: 'sgt' });
    expect(mayAct(led, at(led, 'fwf', 'a')).ok).toBe(true);
  });

  it('GIVEN a turn under way THEN only the acting side acts, and Activation is not rolled again', () => {
    const g = table([fig('fwf', 'a', 0, 0)]);
    expectCode(checkOrder(g, 'cf', 'act'), 'fng/not-your-activation');
    expectCode(checkOrder(g, 'fwf', 'activate'), 'fng/turn-running');
    expectCode(checkOrder({ ...g, turn: 0, acting: undefined }, 'fwf', 'act'), 'fng/not-started');
    expect(checkOrder(g, 'cf', 'setup').ok).toBe(true);
  });

  it('GIVEN a stunned figure THEN it recovers at the end of its side\'s next full activation, not the one it was stunned in (L711)', () => {
    const g = table([fig('fwf', 'a', 0, 0, { status: 'stunned', stunnedAt: 1 })], { serial: 1 });
    expect(at(endActivation(g, 'fwf').game, 'fwf', 'a').status).toBe('stunned');
    expect(at(endActivation({ ...g, serial: 2 }, 'fwf').game, 'fwf', 'a').status).toBe('carry-on');
  });
});

describe('FNG movement (L608–L629)', () => {
  it('GIVEN a normal move THEN 8" is allowed and 9" refused with what would work', () => {
    const g = table([fig('fwf', 'a', 0, 0)]);
    expect(unwrap(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 8, y: 0 } }], mode: 'normal' })).events[0]).toMatchObject({ kind: 'moved', inches: 8 });
    expectCode(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 9, y: 0 } }], mode: 'normal' }), 'fng/too-far');
  });

  it('GIVEN a Fast Move of two figures rolling 1 and 6 THEN each passes 1d6 (+4") and one asking for more stops short on its line, fast moving', () => {
    const g = table([fig('fwf', 'a', 0, 0), fig('fwf', 'b', 0, 2, { attributes: ['slow'] })]);
    const r = unwrap(moveFigures(args(g, 'fwf', [1, 6]), { moves: [{ figure: 'a', to: { x: 12, y: 0 } }, { figure: 'b', to: { x: 12, y: 2 } }], mode: 'fast' }));
    expect(at(r.game, 'fwf', 'a')).toMatchObject({ at: { x: 12, y: 0 }, fastMoving: true, moved: true });
    expect(at(r.game, 'fwf', 'b').at).toEqual({ x: 10, y: 2 });
  });

  it('GIVEN a move ending on another figure\'s place, or two movers on one (found by the soak, fng seed 1) THEN refused, naming whose place it is; half an inch off is allowed', () => {
    const g = table([fig('fwf', 'a', 0, 0), fig('fwf', 'b', 0, 2), fig('cf', 'vc1-1', 6, 0, { status: 'out-of-fight' })]);
    const onto = moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 6, y: 0 } }], mode: 'normal' });
    expectCode(onto, 'fng/place-taken');
    expect(onto.ok ? {} : onto.params).toMatchObject({ figure: 'a', other: 'vc1-1', at: '6,0' });
    expectCode(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 3, y: 1 } }, { figure: 'b', to: { x: 3, y: 1.2 } }], mode: 'normal' }), 'fng/place-taken');
    expect(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 5.5, y: 0 } }], mode: 'normal' }).ok).toBe(true);
  });

  it('GIVEN a prone figure THEN standing up costs half the move; crawling moves half and stays prone', () => {
    const g = table([fig('fwf', 'a', 0, 0, { prone: true })]);
    expectCode(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 5, y: 0 } }], mode: 'normal' }), 'fng/too-far');
    const crawl = unwrap(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'a', to: { x: 4, y: 0 } }], mode: 'crawl' }));
    expect(at(crawl.game, 'fwf', 'a')).toMatchObject({ prone: true, at: { x: 4, y: 0 } });
  });
});

describe('FNG In Sight (L653–L686)', () => {
  it('GIVEN pink (5d6) and a VC (3d6) THEN most successes act first; the VC with none cannot act; pink passes 1d6 and snap fires (active, first round)', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc-1', 20, 0, { rep: 3 })]);
    const a = args(g, 'fwf', [1, 1, 1, 4, 5, /* vc */ 4, 5, 6, /* action */ 2, /* fire */ 6, 6, 5, 4, /* damage */ 1]);
    const r = unwrap(sightOrder(a, { figures: ['pink', 'vc-1'] }));
    expect(a.roller.remaining).toBe(0);
    expect(r.events[0]).toMatchObject({ kind: 'in-sight', order: [['fwf:pink']] });
    expect(r.events.find((e) => e.kind === 'in-sight-action')).toMatchObject({ result: { action: 'fire', snapFiring: true } });
    expect(at(r.game, 'cf', 'vc-1').status).toBe('obviously-dead');
  });

  it('GIVEN only one side named THEN refused', () => {
    const g = table([fig('fwf', 'pink', 0, 0), fig('cf', 'vc-1', 20, 0)]);
    expectCode(sightOrder(args(g, 'fwf', []), { figures: ['pink'] }), 'fng/sight-one-side');
  });
});

describe('FNG Charge into Melee and Melee (L887–L953)', () => {
  it('GIVEN charles charges a VC, +2 on the Charge table THEN the target may not fire, they melee 6d6 vs 5d6 and the VC goes down by Impact 3', () => {
    const g = table([fig('fwf', 'charles', 0, 0), fig('cf', 'vc-2', 8, 0, { rep: 3 })]);
    const a = args(g, 'fwf', [6, 6, /* charger */ 1, 2, /* melee charles 6d6 */ 1, 1, 2, 5, 6, 6, /* vc 5d6 */ 4, 5, 6, 6, 6, /* damage */ 2, /* walking */ 5]);
    const r = unwrap(chargeOrder(a, { chargers: ['charles'], target: 'vc-2' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.events.find((e) => e.kind === 'charge')).toMatchObject({ result: { worstForTarget: 'target-may-not-fire' } });
    expect(r.events.find((e) => e.kind === 'melee')).toMatchObject({ result: { kind: 'knocked-down', winner: 'fwf:charles', impact: 3 } });
    expect(at(r.game, 'cf', 'vc-2')).toMatchObject({ status: 'out-of-fight', walkingWounded: false });
  });

  it('GIVEN a target out of reach (move + 2") THEN refused; an Out of the Fight target is captured on contact (L720)', () => {
    const far = table([fig('fwf', 'charles', 0, 0), fig('cf', 'vc-2', 11, 0)]);
    expectCode(chargeOrder(args(far, 'fwf', []), { chargers: ['charles'], target: 'vc-2' }), 'fng/charge-too-far');
    const helpless = table([fig('fwf', 'charles', 0, 0), fig('cf', 'vc-2', 5, 0, { status: 'out-of-fight' })]);
    expect(at(unwrap(chargeOrder(args(helpless, 'fwf', []), { chargers: ['charles'], target: 'vc-2' })).game, 'cf', 'vc-2').status).toBe('captured');
  });

  it('GIVEN two men charging a helpless VC from the same side (found by the soak, fng seed 3) THEN each stands in contact (within 1", L893) on his own place, not on the target nor on each other', () => {
    const g = table([fig('fwf', 'charles', 0, 0), fig('fwf', 'pink', 0, 0.4), fig('cf', 'vc-2', 5, 0, { status: 'stunned' })]);
    const r = unwrap(chargeOrder(args(g, 'fwf', []), { chargers: ['charles', 'pink'], target: 'vc-2', kill: true }));
    const [c, p, v] = [at(r.game, 'fwf', 'charles').at!, at(r.game, 'fwf', 'pink').at!, at(r.game, 'cf', 'vc-2').at!];
    expect(c).toEqual({ x: 4.1, y: 0 });
    expect(distance(c, v)).toBeLessThanOrEqual(1);
    expect(distance(p, v)).toBeLessThanOrEqual(1);
    expect(distance(c, p)).toBeGreaterThanOrEqual(0.5);
  });

  it('GIVEN twelve men charging one helpless VC (found by the soak, fng seed 3) THEN no two stand on one place: those with no room in contact stand in the ring behind', () => {
    const men = Array.from({ length: 12 }, (_, i) => fig('fwf', `m${i}`, 0, i * 0.6));
    const g = table([...men, fig('cf', 'vc-2', 5, 3, { status: 'stunned' })]);
    const r = unwrap(chargeOrder(args(g, 'fwf', []), { chargers: men.map((m) => m.id), target: 'vc-2', kill: true }));
    const spots = men.map((m) => at(r.game, 'fwf', m.id).at!);
    for (let i = 0; i < spots.length; i++) for (let j = i + 1; j < spots.length; j++) expect(distance(spots[i]!, spots[j]!)).toBeGreaterThanOrEqual(0.5 - 1e-9);
    expect(spots.filter((p) => distance(p, { x: 5, y: 3 }) <= 1).length).toBeGreaterThanOrEqual(6);
  });

  it('GIVEN a Grunt locked Evenly Matched who tries to break off and fails his 1d6 THEN he breaks off 1d6" away', () => {
    const g = table([fig('fwf', 'charles', 0, 0, { rep: 4, fighting: ['cf:vc-2'] }), fig('cf', 'vc-2', 0, 0, { fighting: ['fwf:charles'] })]);
    const r = unwrap(meleeOrder(args(g, 'fwf', [5, 3]), { figure: 'charles', breakOff: true }));
    expect(r.events[0]).toMatchObject({ kind: 'break-off', stays: false, inches: 3 });
    expect(at(r.game, 'cf', 'vc-2').fighting).toEqual([]);
  });
});

describe('FNG grenades and LAWs (L854–L884)', () => {
  it('GIVEN charles readies (2 passes), throws on the spot and no dud THEN the 5" circle catches the VC and its damage is rolled (Impact 2)', () => {
    const g = table([fig('fwf', 'charles', 0, 0), fig('cf', 'vc-1', 5, 0, { rep: 3 })]);
    const a = args(g, 'fwf', [1, 2, /* throw */ 1, 1, /* dud */ 6, /* damage */ 2, /* walking */ 6]);
    const r = unwrap(throwOrder(a, { thrower: 'charles', target: 'vc-1' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ caught: ['cf:vc-1'] });
    expect(at(r.game, 'cf', 'vc-1').status).toBe('out-of-fight');
  });

  it('GIVEN a failed ready (0 passes) THEN the grenade is ready only when next active and nothing is thrown', () => {
    const g = table([fig('fwf', 'charles', 0, 0), fig('cf', 'vc-1', 5, 0)]);
    const r = unwrap(throwOrder(args(g, 'fwf', [6, 6]), { thrower: 'charles', target: 'vc-1' }));
    expect(at(r.game, 'fwf', 'charles').ready).toMatchObject({ when: 'next' });
    expect(r.events.some((e) => e.kind === 'throw')).toBe(false);
  });

  it('GIVEN a LAW from the squad\'s stores THEN it is readied, fired on the Ranged Combat table and used up', () => {
    const g = { ...table([fig('fwf', 'pink', 0, 0, { rep: 5 }), fig('cf', 'vc-1', 15, 0)]), forces: [{ side: 'fwf' as const, name: 'Pink', army: 'us-army', units: [{ id: 'sq1', name: '1st', stores: { laws: 1, claymores: 0, c4: 0, satchels: 0 } }] }] };
    const a = args(g, 'fwf', [1, 1, /* fire */ 6, /* damage */ 1]);
    const r = unwrap(launchOrder(a, { firer: 'pink', target: 'vc-1' }));
    expect(a.roller.remaining).toBe(0);
    expect(at(r.game, 'cf', 'vc-1').status).toBe('obviously-dead');
    expect(r.game.forces[0]!.units[0]!.stores.laws).toBe(0);
  });

  it('GIVEN a friend 4" straight behind a 57mm recoilless rifle\'s firer and another 3" to the side THEN the back blast (8", Impact 3 by default, L763) hits only the one behind, shot or miss', () => {
    const g = table([fig('fwf', 'pink', 0, 0, { rep: 5, weapon: 'rr-57mm' }), fig('fwf', 'behind', -4, 0.5), fig('fwf', 'aside', -2, 3), fig('cf', 'vc-1', 15, 0)]);
    // The shot misses (1 + REP 5 = 6), then one damage die for the figure behind: a 1 is Obviously Dead.
    const a = args(g, 'fwf', [/* fire */ 1, /* back blast damage */ 1, /* received fire and man down follow */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(launchOrder(a, { firer: 'pink', target: 'vc-1' }));
    const blast = r.events.find((e) => e.kind === 'back-blast');
    expect(blast).toEqual({ kind: 'back-blast', weapon: expect.any(String), length: 8, impact: 3, caught: ['fwf:behind'], from: { x: 0, y: 0 }, toward: { x: 15, y: 0 } });
    expect(at(r.game, 'fwf', 'behind').status).toBe('obviously-dead');
    expect(at(r.game, 'fwf', 'aside').status).not.toBe('obviously-dead');
  });
});

describe('FNG back blast of the players\' bazookas, LAWs and RPGs (L768: "cannot be fired inside a bunker or other building or if a figure is behind the weapon")', () => {
  const stores = { laws: 1, claymores: 0, c4: 0, satchels: 0 };
  const withLaw = (figures: Parameters<typeof table>[0]) => ({ ...table(figures), forces: [{ side: 'fwf' as const, name: 'Pink', army: 'us-army', units: [{ id: 'sq1', name: '1st', stores }] }] });
  const hooch = { features: [{ name: 'Hooch 1', type: 'hooch', shape: { kind: 'rect', x: -2, y: -2, width: 4, height: 4, rotation: 0 } }, { name: 'Sandbags', type: 'sandbags', shape: { kind: 'rect', x: 28, y: -2, width: 4, height: 4, rotation: 0 } }], board: { kind: 'tabletop', width: 60, height: 36 } } as never;

  it.each([
    ['a friend', fig('fwf', 'behind', -4, 0.5)],
    ['an enemy', fig('cf', 'vc-2', -5.5, -0.9)],
  ] as const)('GIVEN %s within 1" of the 6" line behind a LAW\'s firer THEN refused, naming him, no die rolled and the LAW kept', (_who, behind) => {
    const a = args(withLaw([fig('fwf', 'pink', 0, 0, { rep: 5 }), behind, fig('cf', 'vc-1', 15, 0)]), 'fwf', []);
    expectCode(launchOrder(a, { firer: 'pink', target: 'vc-1' }), 'fng/back-blast-behind');
    const r = launchOrder(a, { firer: 'pink', target: 'vc-1' });
    expect(!r.ok && r.params).toMatchObject({ behind: behind.id, inches: 6 });
  });

  it('GIVEN the friend 7.5" behind (1.5" past the end of the line), or 1.5" off the line THEN the LAW fires (ready, shot) and no back-blast hit is rolled', () => {
    for (const behind of [fig('fwf', 'far', -7.5, 0), fig('fwf', 'off', -3, 1.5)]) {
      const a = args(withLaw([fig('fwf', 'pink', 0, 0, { rep: 5 }), behind, fig('cf', 'vc-1', 15, 0)]), 'fwf', [1, 1, /* fire */ 6, /* damage */ 1]);
      const r = unwrap(launchOrder(a, { firer: 'pink', target: 'vc-1' }));
      expect(a.roller.remaining).toBe(0);
      expect(r.events.find((e) => e.kind === 'back-blast')).toMatchObject({ caught: [] });
    }
  });

  it('GIVEN an RPG gunner inside a hooch THEN refused from inside it; from sandbags the same shot is allowed', () => {
    const inside = args(table([fig('cf', 'rpg', 0, 0, { weapon: 'rpg-2', rep: 4 }), fig('fwf', 'pink', 15, 0)]), 'cf', []);
    expectCode(launchOrder({ ...inside, table: hooch }, { firer: 'rpg', target: 'pink' }), 'fng/back-blast-inside');
    const sand = args(table([fig('cf', 'rpg', 30, 0, { weapon: 'rpg-2', rep: 4 }), fig('fwf', 'pink', 45, 0)]), 'cf', [/* fire */ 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(launchOrder({ ...sand, table: hooch }, { firer: 'rpg', target: 'pink' }).ok).toBe(true);
  });

  it('GIVEN a 57mm recoilless rifle inside the hooch THEN it fires (its back blast is a hit on whoever stands there, L763, not a bar)', () => {
    const a = args(table([fig('fwf', 'pink', 0, 0, { rep: 5, weapon: 'rr-57mm' }), fig('cf', 'vc-1', 15, 0)]), 'fwf', [/* fire */ 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(launchOrder({ ...a, table: hooch }, { firer: 'pink', target: 'vc-1' }).ok).toBe(true);
  });

  it('GIVEN a LAW fired at a building with a friend behind THEN the building fire is refused too', () => {
    const a = args(withLaw([fig('fwf', 'pink', 20, 10, { rep: 5 }), fig('fwf', 'behind', 17, 13)]), 'fwf', []);
    expectCode(buildingFireOrder({ ...a, table: hooch }, { shooter: 'pink', at: { x: 30, y: 0 }, law: true }), 'fng/back-blast-behind');
  });
});

describe('FNG the wounded and the kit (L753–L766, L808, L954–L970)', () => {
  it('GIVEN Medic Phil (REP 4) in contact with Sgt Pink (REP 5) Out of the Fight, scoring 5 and 3 THEN one pass: Pink is back at REP 4 (the example L958–L960)', () => {
    const g = table([fig('fwf', 'phil', 0, 0, { role: 'medic', rep: 4 }), fig('fwf', 'pink', 1, 0, { rep: 5, status: 'out-of-fight' })]);
    const r = unwrap(aidOrder(args(g, 'fwf', [5, 3]), { medic: 'phil', casualty: 'pink' }));
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ status: 'carry-on', rep: 4, aidTried: true });
    expectCode(aidOrder(args(r.game, 'fwf', []), { medic: 'phil', casualty: 'pink' }), 'fng/already-moved');
  });

  it('GIVEN a carrier THEN the casualty moves with him, 2" less move; a reload spends the active fire; a full crew LMG sets up prone', () => {
    const g = table([fig('fwf', 'a', 0, 0), fig('fwf', 'w', 1, 0, { status: 'out-of-fight' }), fig('fwf', 'k', 5, 5, { weapon: 'm60', outOfAmmo: true }), fig('fwf', 'n', 5.5, 5, { role: 'lmg-assistant' })]);
    const carried = unwrap(carryOrder(args(g, 'fwf', []), { carrier: 'a', casualty: 'w' })).game;
    expectCode(moveFigures(args(carried, 'fwf', []), { moves: [{ figure: 'a', to: { x: 7, y: 0 } }], mode: 'normal' }), 'fng/too-far');
    const moved = unwrap(moveFigures(args(carried, 'fwf', []), { moves: [{ figure: 'a', to: { x: 6, y: 0 } }], mode: 'normal' })).game;
    expect(at(moved, 'fwf', 'w').at).toEqual({ x: 6, y: 0 });
    const reloaded = unwrap(reloadOrder(args(g, 'fwf', []), { figure: 'k' })).game;
    expect(at(reloaded, 'fwf', 'k')).toMatchObject({ fired: true });
    expect(at(reloaded, 'fwf', 'k').outOfAmmo).toBeUndefined();
    const mg = unwrap(setupMgOrder(args(reloaded, 'fwf', []), { gunner: 'k' }));
    expect(mg.events[0]).toMatchObject({ kind: 'mg-setup', how: 'prone', when: 'now' });
  });
});

describe('FNG reloading forfeits the Fast Move (L603, L787)', () => {
  // "Figures reloading weapons may move but cannot exceed their normal movement" (L787); reloading is done "while moving normally" (L603).
  const g = table([fig('fwf', 'k', 0, 0, { outOfAmmo: true }), fig('fwf', 'b', 0, 2)]);

  it('GIVEN a figure that reloaded THEN it may move its normal 8" but a Fast Move is refused, and no die is rolled', () => {
    const reloaded = unwrap(reloadOrder(args(g, 'fwf', []), { figure: 'k' })).game;
    const fast = args(reloaded, 'fwf', [1, 1]);
    expectCode(moveFigures(fast, { moves: [{ figure: 'k', to: { x: 16, y: 0 } }], mode: 'fast' }), 'fng/reloaded-no-fast');
    expect(fast.roller.remaining).toBe(2);
    const walked = unwrap(moveFigures(args(reloaded, 'fwf', []), { moves: [{ figure: 'k', to: { x: 8, y: 0 } }], mode: 'normal' })).game;
    expect(at(walked, 'fwf', 'k').at).toEqual({ x: 8, y: 0 });
  });

  it('GIVEN a figure that Fast Moved this activation THEN it may not reload now; one that moved normally may', () => {
    const fast = unwrap(moveFigures(args(g, 'fwf', [1, 1]), { moves: [{ figure: 'k', to: { x: 16, y: 0 } }], mode: 'fast' })).game;
    expectCode(reloadOrder(args(fast, 'fwf', []), { figure: 'k' }), 'fng/fast-moved-no-reload');
    const walked = unwrap(moveFigures(args(g, 'fwf', []), { moves: [{ figure: 'k', to: { x: 8, y: 0 } }], mode: 'normal' })).game;
    expect(at(unwrap(reloadOrder(args(walked, 'fwf', []), { figure: 'k' })).game, 'fwf', 'k').outOfAmmo).toBeUndefined();
  });

  it('GIVEN the figure reloaded last activation THEN its next activation it may Fast Move again', () => {
    const reloaded = unwrap(reloadOrder(args(g, 'fwf', []), { figure: 'k' })).game;
    const next = endActivation(endActivation(reloaded, 'fwf').game, 'cf').game;
    const again = rollTurn(next, dice(2, 1)).game;
    expect(unwrap(moveFigures(args(again, 'fwf', [1, 1]), { moves: [{ figure: 'k', to: { x: 16, y: 0 } }], mode: 'fast' })).game.figures[0]!.at).toEqual({ x: 16, y: 0 });
  });
});

describe('FNG set-up and the view', () => {
  it('GIVEN the VC\'s figures not yet placed THEN the public and the US see none of them; the VC and the GM do', () => {
    const g = table([fig('fwf', 'pink', 0, 0), fig('cf', 'HIDDEN-vc', 0, 0, { at: undefined as never })].map((f) => (f.at === undefined ? (({ at: _a, ...rest }) => rest)(f) : f)));
    const ids = (v: ReturnType<typeof viewFng>) => v.figures.map((f) => f.id);
    expect(ids(viewFng(g, PUBLIC))).toEqual(['pink']);
    expect(ids(viewFng(g, { kind: 'member', userId: 'b', side: 'US', gm: false }))).toEqual(['pink']);
    expect(ids(viewFng(g, { kind: 'member', userId: 'c', side: 'VC', gm: false }))).toEqual(['pink', 'HIDDEN-vc']);
    expect(ids(viewFng(g, { kind: 'member', userId: 'g', gm: true }))).toEqual(['pink', 'HIDDEN-vc']);
  });

  it('GIVEN a placed figure after the first turn THEN only the GM may place it again; a Grunt has no Free Will', () => {
    const g = table([fig('fwf', 'pink', 0, 0)]);
    expectCode(placeFigures({ ...args(g, 'fwf', []), gm: false }, [{ figure: 'pink', at: { x: 1, y: 1 } }], {}), 'fng/already-placed');
    expect(placeFigures({ ...args(g, 'fwf', []), gm: true }, [{ figure: 'pink', at: { x: 1, y: 1 } }], {}).ok).toBe(true);
    expectCode(setFigure({ ...args(g, 'fwf', []), gm: false }, 'pink', { freeWill: 2 }), 'fng/not-a-star');
  });
});

describe('FNG a launcher with counted rockets (the RPG team\'s 1d6, L2112)', () => {
  it('GIVEN an RPG gunner with one rocket THEN it fires and has none; fired again it is refused with what would work', () => {
    const g = table([fig('cf', 'rpg', 0, 0, { weapon: 'rpg-2', rep: 4, rockets: 1 }), fig('fwf', 'pink', 15, 0)]);
    const r = unwrap(launchOrder(args(g, 'cf', [/* fire: a miss */ 1, ...Array<number>(12).fill(1)]), { firer: 'rpg', target: 'pink' }));
    expect(at(r.game, 'cf', 'rpg').rockets).toBe(0);
    const again = { ...r.game, figures: r.game.figures.map((f) => ({ ...f, fired: false })) };
    expectCode(launchOrder(args(again, 'cf', []), { firer: 'rpg', target: 'pink' }), 'fng/no-rockets-left');
  });
});
