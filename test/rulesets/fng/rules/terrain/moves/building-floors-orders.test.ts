import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { flashlightOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-night-gear.js';
import { guardSeen } from '../../../../../../src/rulesets/fng/rules/game/chain-kit.js';
import { figureSees } from '../../../../../../src/rulesets/fng/rules/game/line-of-sight.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { withRubble } from '../../../../../../src/rulesets/fng/rules/terrain/building-floors.js';
import { buildingFireOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-building.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

const rect = (x: number, y: number, w: number, h: number) => ({ kind: 'rect', x, y, width: w, height: h, rotation: 0 }) as const;
/** A two-storey brick storefront, 6" square at 30–36, 10–16, its door on the west wall at 30,13. */
const STORE: FngFeature = { name: 'Store', type: 'building', structure: 'masonry', floors: 2, doors: [{ x: 30, y: 13 }], shape: rect(30, 10, 6, 6) };
const TABLE = { features: [STORE], board: { kind: 'tabletop' as const, width: 60, height: 36 } };
const LAW = { weapon: 'm72-law' } as Partial<TableFigure>;
const on = (figures: readonly TableFigure[], faces: number[], over: Partial<FngGame> = {}) => ({ ...args(table(figures, over), 'fwf', faces), table: TABLE });
const text = (g: FngGame, events: Parameters<typeof eventsText>[0]) => eventsText(events, viewFng(g, PUBLIC), 0);

describe('up and down a level (L1002)', () => {
  it('GIVEN pink inside going up to floor 1 THEN it costs half his 8": 4" on the stairs; 4" more walk, and 5" is refused', () => {
    const a = on([fig('fwf', 'pink', 31, 11)], []);
    const r = unwrap(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 35, y: 11 } }], mode: 'normal', floor: 1 }));
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ at: { x: 35, y: 11 }, floor: 1 });
    expect(text(r.game, r.events)).toContain('goes up to floor 1 of Store by stairs, a ladder or a hole: half his move (L1002)');
    expectCode(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 31, y: 16 } }], mode: 'normal', floor: 1 }), 'fng/too-far');
  });

  it('GIVEN pink on floor 1 THEN he may not walk out of the building; coming down puts him on the ground floor again', () => {
    const a = on([fig('fwf', 'pink', 31, 11, { floor: 1 })], []);
    expectCode(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 26, y: 13 } }], mode: 'normal' }), 'fng/upstairs');
    const r = unwrap(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 32, y: 12 } }], mode: 'normal', floor: 0 }));
    expect(at(r.game, 'fwf', 'pink').floor).toBeUndefined();
  });

  it('GIVEN no board, or a point outside any building THEN a change of level is refused', () => {
    expectCode(moveFigures(args(table([fig('fwf', 'pink', 31, 11)]), 'fwf', []), { moves: [{ figure: 'pink', to: { x: 32, y: 11 } }], mode: 'normal', floor: 1 }), 'fng/no-board');
    expectCode(moveFigures(on([fig('fwf', 'pink', 20, 11)], []), { moves: [{ figure: 'pink', to: { x: 22, y: 11 } }], mode: 'normal', floor: 1 }), 'fng/not-in-building');
  });
});

describe('firing at a level, and the collapse (L988, L992–L996)', () => {
  it('GIVEN a LAW at the one-area store\'s ground floor collapsing it THEN Tranh there is Obviously Dead; the whole level gone, the floor above falls without a roll and Minh up there takes Recover From Knock Down and comes down; rubble fills the ground floor', () => {
    // Building Target [1,1] vs 4: a hit; Penetration APR 5 − DV 3 = 2: [1,2] collapse; Minh's Recover [1,1]; the rest for the chain.
    const a = on([fig('fwf', 'pink', 20, 12, LAW), fig('cf', 'tranh', 32, 12), fig('cf', 'minh', 34, 14, { floor: 1 })], [1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 33, y: 13 }, floor: 0 }));
    expect(at(r.game, 'cf', 'tranh').status).toBe('obviously-dead');
    expect(at(r.game, 'cf', 'minh').floor).toBeUndefined();
    expect(r.game.ruins).toEqual({ collapsed: [{ feature: 'Store', area: 0, floor: 0 }, { feature: 'Store', area: 0, floor: 1 }], rubble: [{ feature: 'Store', area: 0, floor: 0 }] });
    expect(r.events.some((e) => e.kind === 'recover' && e.figure === 'cf:minh')).toBe(true);
    const t = text(r.game, r.events);
    expect(t).toContain('Aimed at the ground floor (each level counts as areas, L988).');
    expect(t).toContain('A whole level of Store is down: area 1 of floor 1 above it falls with it (L992).');
    expect(t).toContain('Rubble (rough ground: half speed, L994, L1194) fills area 1 of the ground floor of Store.');
    // Its rubble is rough ground: a walk through it pays half speed.
    const over = { ...args(r.game, 'fwf', []), table: withRubble(TABLE, r.game.ruins) };
    expectCode(moveFigures(over, { moves: [{ figure: 'pink', to: { x: 33, y: 13 } }], mode: 'normal' }), 'fng/too-far');
  });

  it('GIVEN a store of two areas, its ground area 1 collapsing THEN the area above stands on [4], Minh there untouched; on [3] it falls, Minh tests; a level it lacks, or an area fallen in, is refused', () => {
    const wide = { features: [{ ...STORE, shape: rect(30, 10, 12, 6) }], board: TABLE.board };
    const figs = [fig('fwf', 'pink', 20, 12, LAW), fig('cf', 'tranh', 32, 12), fig('cf', 'minh', 34, 14, { floor: 1 })];
    const stands = unwrap(buildingFireOrder({ ...on(figs, [1, 1, 1, 2, 4, 1, 1, 1, 1, 1, 1]), table: wide }, { shooter: 'pink', at: { x: 33, y: 13 } }));
    expect(at(stands.game, 'cf', 'minh')).toMatchObject({ floor: 1, status: 'carry-on' });
    expect(text(stands.game, stands.events)).toContain('area 1 of floor 1 of Store stands: d6 [4] (falls on 1–3, L992).');
    const falls = unwrap(buildingFireOrder({ ...on(figs, [1, 1, 1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1]), table: wide }, { shooter: 'pink', at: { x: 33, y: 13 } }));
    expect(text(falls.game, falls.events)).toContain('The area above falls too: area 1 of floor 1 of Store, d6 [3] (1–3, L992)');
    expect(falls.events.some((e) => e.kind === 'recover' && e.figure === 'cf:minh')).toBe(true);
    expectCode(buildingFireOrder(on([fig('fwf', 'pink', 20, 12, LAW)], []), { shooter: 'pink', at: { x: 33, y: 13 }, floor: 2 }), 'fng/no-such-floor');
    expectCode(buildingFireOrder(on([fig('fwf', 'pink', 20, 12, LAW)], [], { ruins: { collapsed: [{ feature: 'Store', area: 0, floor: 1 }], rubble: [] } }), { shooter: 'pink', at: { x: 33, y: 13 }, floor: 1 }), 'fng/floor-fallen-in');
  });

  it('GIVEN a LAW at floor 1 passing one die (L1013) THEN it hits the ground floor, the next closest area (L1024\'s example)', () => {
    const a = on([fig('fwf', 'pink', 20, 12, LAW), fig('cf', 'tranh', 32, 12)], [1, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
    const r = unwrap(buildingFireOrder(a, { shooter: 'pink', at: { x: 33, y: 13 }, floor: 1 }));
    expect(r.events.find((e) => e.kind === 'building-fire')).toMatchObject({ shot: { floor: { aimed: 1, hit: 0 }, inside: ['cf:tranh'] } });
  });
});

describe('doors drawn (L999)', () => {
  it('GIVEN the store\'s door at 30,13 THEN a move through it pays 2"; one crossing the wall elsewhere stops at it; via:window goes through and ends the move', () => {
    const door = unwrap(moveFigures(on([fig('fwf', 'pink', 25, 13)], []), { moves: [{ figure: 'pink', to: { x: 31, y: 13 } }], mode: 'normal' }));
    expect(at(door.game, 'fwf', 'pink').at).toEqual({ x: 31, y: 13 });
    expect(door.events.find((e) => e.kind === 'building-entry')).toMatchObject({ via: 'door', walls: [{ feature: 'Store', entering: true }] });
    const wall = unwrap(moveFigures(on([fig('fwf', 'pink', 25, 11)], []), { moves: [{ figure: 'pink', to: { x: 31, y: 11 } }], mode: 'normal' }));
    expect(at(wall.game, 'fwf', 'pink').at!.x).toBeCloseTo(29.9);
    expect(text(wall.game, wall.events)).toContain('stops at the wall of Store at 29.9,11: no door is drawn there (L999');
    const window = unwrap(moveFigures(on([fig('fwf', 'pink', 25, 11)], []), { moves: [{ figure: 'pink', to: { x: 33, y: 11 } }], mode: 'normal', via: 'window' }));
    expect(at(window.game, 'fwf', 'pink').at!.x).toBeCloseTo(30.1);
  });

  it('GIVEN the area inside fallen in (L992) THEN no wall is left: the move goes in where it likes, paying no door', () => {
    const ruined = { ruins: { collapsed: [{ feature: 'Store', area: 0, floor: 0 }], rubble: [] } };
    const r = unwrap(moveFigures(on([fig('fwf', 'pink', 25, 11)], [], ruined), { moves: [{ figure: 'pink', to: { x: 31, y: 11 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 31, y: 11 });
    expect(r.events.some((e) => e.kind === 'building-entry')).toBe(false);
  });
});

describe('cover inside (L1002): "Moving figures count as if in concealment while stationary figures count as if in cover"', () => {
  it('GIVEN Tranh inside who moved in his last activation THEN a shooter finds him concealed; stationary (or having fired) in cover', () => {
    const pink = fig('fwf', 'pink', 20, 13);
    expect(guardSeen(TABLE, pink, fig('cf', 'tranh', 32, 12, { moved: true }))).toEqual({ cover: false, concealment: true });
    expect(guardSeen(TABLE, pink, fig('cf', 'tranh', 32, 12))).toEqual({ cover: true, concealment: false });
    expect(guardSeen(TABLE, pink, fig('cf', 'tranh', 32, 12, { moved: true, fired: true }))).toEqual({ cover: true, concealment: false });
  });
});

describe('the flashlight (L365–L366)', () => {
  const night = { mission: { night: true } } as Partial<FngGame>;
  it('GIVEN pink shining his flashlight toward 40,20 at night THEN Tranh 20" away in the beam is seen as by day; Minh as far off the beam is not', () => {
    const figs = [fig('fwf', 'pink', 20, 20, { gear: ['flashlight'] }), fig('fwf', 'kelly', 20, 21), fig('cf', 'tranh', 40, 20), fig('cf', 'minh', 20, 0)];
    const r = unwrap(flashlightOrder(args(table(figs, night), 'fwf', []), { figure: 'pink', at: { x: 40, y: 20 } }));
    const g = r.game;
    expect(figureSees(g, undefined, at(g, 'fwf', 'kelly'), at(g, 'cf', 'tranh'))).toBe(true);
    expect(figureSees(g, undefined, at(g, 'fwf', 'kelly'), at(g, 'cf', 'minh'))).toBe(false);
    expect(text(g, r.events)).toContain('shining it toward 40,20');
  });

  it('GIVEN the red filter THEN he lights nobody: 30" away he is not seen, as with the light off; shone at a point, he turns to face it (L618)', () => {
    const figs = [fig('fwf', 'pink', 20, 20, { gear: ['flashlight'] }), fig('cf', 'tranh', 50, 20)];
    const red = unwrap(flashlightOrder(args(table(figs, night), 'fwf', []), { figure: 'pink', mode: 'red' }));
    expect(at(red.game, 'fwf', 'pink').flashlight).toBe('red');
    expect(figureSees(red.game, undefined, at(red.game, 'cf', 'tranh'), at(red.game, 'fwf', 'pink'))).toBe(false);
    const regular = unwrap(flashlightOrder(args(table(figs, night), 'fwf', []), { figure: 'pink' }));
    expect(figureSees(regular.game, undefined, at(regular.game, 'cf', 'tranh'), at(regular.game, 'fwf', 'pink'))).toBe(true);
    expect(text(red.game, red.events)).toContain('red filter (L366)');
    const turned = unwrap(flashlightOrder(args(table(figs, night), 'fwf', []), { figure: 'pink', mode: 'red', at: { x: 30, y: 20 } }));
    expect(at(turned.game, 'fwf', 'pink')).toMatchObject({ flashlight: 'red', facing: 90 });
    expect(at(turned.game, 'fwf', 'pink').beam).toBeUndefined();
    expect(text(turned.game, turned.events)).toContain('red filter (L366), facing east toward 30,20');
    expectCode(flashlightOrder(args(table(figs, night), 'fwf', []), { figure: 'pink', mode: 'red', at: { x: 20, y: 20 } }), 'fng/shine-at-himself');
  });
});
