import { describe, expect, it } from 'vitest';
import { flareOrder, smokeOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-smoke.js';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { areasOf, LIGHT, smokeAcross, smokeAt } from '../../../../../../src/rulesets/fng/rules/support/air-state.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * Smoke Grenade (L771): readied and thrown as a grenade (L854, L866–L877); "the first turn when
 * activated, smoke will billow out to cover a 5" circle centered on the grenade" for three turns (no
 * wind kept, so the circle throughout). Within it nobody fires or is hit, and it blocks sight (L773).
 * Pencil Flare (L366): fired when active, "does not count as firing a weapon", a 24" circle centred
 * within 18", a single shot. Sgt Pink (REP 4) at 10,20 carries both; it is turn 2.
 */
const pink = fig('fwf', 'pink', 10, 20, { role: 'squad-leader', gear: ['smoke-grenades', 'pencil-flare'] });
const game = (over: Partial<FngGame> = {}): FngGame => table([pink, fig('cf', 'tranh', 30, 20)], { turn: 2, ...over });
const onTurn = (g: FngGame, turn: number): FngGame => ({ ...g, turn });

describe('a smoke grenade (L771, L773)', () => {
  it('GIVEN pink readies (1,1) and throws on the spot (1,1) THEN the 5" cloud lies there on turns 3, 4 and 5, not on turn 2, gone on 6', () => {
    const r = unwrap(smokeOrder(args(game(), 'fwf', [1, 1, 1, 1]), { thrower: 'pink', at: { x: 14, y: 20 } }));
    expect(r.events.find((e) => e.kind === 'throw')).toMatchObject({ weapon: 'smoke grenade', landing: 'on-spot', passes: 2 });
    const area = r.game.air!.areas[0]!;
    expect(area).toMatchObject({ kind: 'grenade-smoke', by: 'fwf:pink', since: 3, until: 5, shape: { kind: 'ellipse', centre: { x: 14, y: 20 }, rx: 2.5 } });
    expect(smokeAt(r.game, { x: 14, y: 20 })).toBeUndefined();
    for (const t of [3, 4, 5]) expect(smokeAt(onTurn(r.game, t), { x: 15, y: 21 })?.id).toBe(area.id);
    expect(smokeAt(onTurn(r.game, 6), { x: 14, y: 20 })).toBeUndefined();
    expect(at(r.game, 'fwf', 'pink').fired).toBe(true);
  });

  it('GIVEN the cloud on turn 3 THEN pink may not fire through it at tranh (L773)', () => {
    const r = unwrap(smokeOrder(args(game(), 'fwf', [1, 1, 1, 1]), { thrower: 'pink', at: { x: 14, y: 20 } }));
    const g3 = { ...onTurn(r.game, 3), figures: r.game.figures.map((f) => ({ ...f, fired: false })) };
    expectCode(fireOrder(args(g3, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'tranh' }] }), 'fng/smoke-between');
  });

  it('GIVEN the throw passes no die (6,6) THEN Oops: the cloud is at pink\'s feet', () => {
    const r = unwrap(smokeOrder(args(game(), 'fwf', [1, 1, 6, 6]), { thrower: 'pink', at: { x: 14, y: 20 } }));
    expect(r.game.air!.areas[0]!.shape).toMatchObject({ centre: { x: 10, y: 20 } });
  });

  it('GIVEN the grenade not readied now (6,6) THEN nothing is thrown; he may throw in reaction or next activation', () => {
    const r = unwrap(smokeOrder(args(game(), 'fwf', [6, 6]), { thrower: 'pink', at: { x: 14, y: 20 } }));
    expect(r.game.air).toBeUndefined();
    expect(r.events.find((e) => e.kind === 'ready')).toMatchObject({ when: 'next' });
  });

  it('GIVEN REP 4 throwing at a spot he sees THEN it lands there on 32 of the 36 throws and at his feet on 4: never missed', () => {
    const landings: Record<string, number> = {};
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const r = unwrap(smokeOrder(args(game(), 'fwf', [1, 1, a, b]), { thrower: 'pink', at: { x: 14, y: 20 } }));
        const centre = (r.game.air?.areas[0]?.shape as { centre?: { x: number } } | undefined)?.centre;
        const key = centre === undefined ? 'none' : centre.x === 14 ? 'spot' : 'feet';
        landings[key] = (landings[key] ?? 0) + 1;
      }
    expect(landings).toEqual({ spot: 32, feet: 4 });
  });

  it('GIVEN no smoke grenades, a spot beyond 6", or a swimmer THEN refused before any die; the words say what would work', () => {
    const a = args(table([fig('fwf', 'kelly', 10, 20), pink], { turn: 2 }), 'fwf', []);
    expectCode(smokeOrder(a, { thrower: 'kelly', at: { x: 14, y: 20 } }), 'fng/no-smoke-grenade');
    expectCode(smokeOrder(a, { thrower: 'pink', at: { x: 17, y: 20 } }), 'fng/out-of-throw-range');
    expect(a.roller.remaining).toBe(0);
    const swim = args(game({ water: { currents: {}, depths: [], trouble: {}, swimmers: { 'fwf:pink': { feature: 'Song Ve', since: 1 } } } }), 'fwf', []);
    expectCode(smokeOrder(swim, { thrower: 'pink', at: { x: 14, y: 20 } }), 'fng/swimming');
    expect(FNG_MESSAGES['fng/no-smoke-grenade']!({ figure: 'kelly' })).toMatch(/Leaders and RTOs do \(L771/);
  });

  it('GIVEN the thrown smoke told in the channel THEN the cloud and its turns are named', () => {
    const r = unwrap(smokeOrder(args(game(), 'fwf', [1, 1, 1, 1]), { thrower: 'pink', at: { x: 14, y: 20 } }));
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 0);
    expect(text).toContain('throws a smoke grenade at 14,20');
    expect(text).toContain('Smoke grenade **A1**: a 5" cloud over');
    expect(text).toContain('from turn 3 to turn 5');
  });
});

describe('a pencil flare (L366)', () => {
  it('GIVEN pink fires it over 20,20 (10" away) THEN a 24" circle of light this turn and the next, his flare spent, and he may still fire', () => {
    const r = unwrap(flareOrder(args(game(), 'fwf', []), { figure: 'pink', at: { x: 20, y: 20 } }));
    expect(r.events[0]).toEqual({ kind: 'pencil-flare', figure: 'fwf:pink', at: { x: 20, y: 20 } });
    expect(r.game.air!.areas[0]).toMatchObject({ kind: 'flare', since: 2, until: 3, shape: { rx: 12 } });
    expect(areasOf(r.game, LIGHT).length).toBe(1);
    expect(areasOf(onTurn(r.game, 4), LIGHT).length).toBe(0);
    expect(at(r.game, 'fwf', 'pink').gear).toEqual(['smoke-grenades']);
    expect(at(r.game, 'fwf', 'pink').fired).toBeUndefined();
    unwrap(fireOrder(args(r.game, 'fwf', Array<number>(20).fill(3)), { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
  });

  it('GIVEN a point 19" away, or a flare already spent THEN refused', () => {
    expectCode(flareOrder(args(game(), 'fwf', []), { figure: 'pink', at: { x: 29, y: 20 } }), 'fng/flare-too-far');
    const spent = unwrap(flareOrder(args(game(), 'fwf', []), { figure: 'pink', at: { x: 20, y: 20 } }));
    expectCode(flareOrder(args(spent.game, 'fwf', []), { figure: 'pink', at: { x: 20, y: 20 } }), 'fng/no-pencil-flare');
    expect(FNG_MESSAGES['fng/flare-too-far']!({ figure: 'pink', inches: 19, reach: 18 })).toBe('That point is 19" from `pink`: a pencil flare\'s centre is within 18" of the firer (L366). Pick a nearer point.');
  });
});

describe('a smoke grenade in the wind and under the branches (L771, L773)', () => {
  const jungle = { features: [{ name: 'Jungle 1', type: 'double-canopy-jungle' as const, shape: { kind: 'rect' as const, x: 12, y: 15, width: 10, height: 10, rotation: 0 } }], board: { kind: 'tabletop' as const, width: 72, height: 36 } };

  it('GIVEN fng.smoke.wind e THEN turn 3 the circle, turn 4 5" × 10" and turn 5 5" × 15" east, one turn each, gone on 6', () => {
    const r = unwrap(smokeOrder(args(game(), 'fwf', [1, 1, 1, 1], { 'fng.smoke.wind': 'e' }), { thrower: 'pink', at: { x: 14, y: 20 } }));
    expect(r.game.air!.areas.map((a) => [a.stage, a.since, a.until])).toEqual([[1, 3, 3], [2, 4, 4], [3, 5, 5]]);
    expect(smokeAt(onTurn(r.game, 3), { x: 20, y: 20 })).toBeUndefined();
    expect(smokeAt(onTurn(r.game, 4), { x: 20, y: 20 })?.stage).toBe(2);
    expect(smokeAt(onTurn(r.game, 4), { x: 25, y: 20 })).toBeUndefined();
    expect(smokeAt(onTurn(r.game, 5), { x: 25, y: 20 })?.stage).toBe(3);
    expect(smokeAt(onTurn(r.game, 6), { x: 14, y: 20 })).toBeUndefined();
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 0);
    expect(text).toContain('Smoke grenade **A2** on turn 4, its second (L771): 5" × 10" downwind, a strip from 11.5,20 to 21.5,20');
  });

  it('GIVEN it lands in double canopy jungle and the die says 2 THEN it stays under the branches, and the post says so; on a 5 it rises', () => {
    const under = unwrap(smokeOrder({ ...args(game(), 'fwf', [1, 1, 1, 1, 2]), table: jungle }, { thrower: 'pink', at: { x: 14, y: 20 } }));
    expect(under.game.air!.areas[0]!.underCanopy).toEqual({ canopy: 'double', feature: 'Jungle 1', landed: { x: 14, y: 20 }, die: 2 });
    expect(eventsText(under.events, viewFng(under.game, PUBLIC), 0)).toContain('💨 Smoke grenade **A1**: a 5" cloud from 14,20 from turn 3');
    expect(eventsText(under.events, viewFng(under.game, PUBLIC), 0)).toContain('It stays under the double canopy [2]: not seen from outside the jungle (L773), it lies within Jungle 1 only.');
    const rises = unwrap(smokeOrder({ ...args(game(), 'fwf', [1, 1, 1, 1, 5]), table: jungle }, { thrower: 'pink', at: { x: 14, y: 20 } }));
    expect(rises.game.air!.areas[0]!.underCanopy).toBeUndefined();
  });

  it('GIVEN the cloud kept under the branches 2" from the jungle\'s west edge (x 12) THEN it lies within the jungle only: the sliver of its circle over the open west of x 12 hides nobody and blocks no line there; risen, the whole circle does (L773)', () => {
    const under = onTurn(unwrap(smokeOrder({ ...args(game(), 'fwf', [1, 1, 1, 1, 2]), table: jungle }, { thrower: 'pink', at: { x: 14, y: 20 } })).game, 3);
    const rises = onTurn(unwrap(smokeOrder({ ...args(game(), 'fwf', [1, 1, 1, 1, 5]), table: jungle }, { thrower: 'pink', at: { x: 14, y: 20 } })).game, 3);
    expect(smokeAt(under, { x: 11.7, y: 20 })).toBeUndefined();
    expect(smokeAt(rises, { x: 11.7, y: 20 })?.id).toBe('A1');
    expect(smokeAt(under, { x: 13, y: 20 })?.id).toBe('A1');
    // A line running north–south just outside the jungle, through the circle's sliver.
    expect(smokeAcross(under, { x: 11.8, y: 10 }, { x: 11.8, y: 30 })).toBeUndefined();
    expect(smokeAcross(rises, { x: 11.8, y: 10 }, { x: 11.8, y: 30 })?.id).toBe('A1');
    // One running into the jungle through the cloud is blocked either way.
    expect(smokeAcross(under, { x: 5, y: 20 }, { x: 20, y: 20 })?.id).toBe('A1');
  });
});
