import { describe, expect, it } from 'vitest';
import { polygonArea, type AreaShape, type Shape } from '../../../../../src/core/board/geometry.js';
import { PUBLIC } from '../../../../../src/core/views.js';
import { eventsText } from '../../../../../src/rulesets/fng/play/texts.js';
import { moveFigures } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { guardSeen } from '../../../../../src/rulesets/fng/rules/game/chain-kit.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { explosionImpact, passageAt } from '../../../../../src/rulesets/fng/rules/terrain/building-areas.js';
import { areaAt, floorStep, tableAsRead, tableOnLevel, withRubble } from '../../../../../src/rulesets/fng/rules/terrain/building-floors.js';
import { buildingAreas } from '../../../../../src/rulesets/fng/rules/terrain/building-size.js';
import { protectionAt } from '../../../../../src/rulesets/fng/rules/terrain/cover.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { sightLine } from '../../../../../src/rulesets/fng/rules/terrain/sight-line.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../helpers/rules.js';
import { args, at, fig, table } from '../../helpers/table.js';

const rect = (x: number, y: number, w: number, h: number): Shape => ({ kind: 'rect', x, y, width: w, height: h, rotation: 0 });
const BOARD = { kind: 'tabletop' as const, width: 60, height: 36 };
const text = (g: FngGame, events: Parameters<typeof eventsText>[0]) => eventsText(events, viewFng(g, PUBLIC), 0);

describe('stairs drawn (L1002: a level is changed "at appropriate locations such as stairs, ladders, or holes")', () => {
  /** A two-storey house, 6" square at 30–36, 10–16, its stairs at 35,15. */
  const HOUSE: FngFeature = { name: 'House', type: 'building', floors: 2, stairs: [{ x: 35, y: 15 }], shape: rect(30, 10, 6, 6) };
  const TABLE = { features: [HOUSE], board: BOARD };

  it('GIVEN stairs drawn THEN a level is changed within 1" of them and refused elsewhere, naming where they are; with none drawn, anywhere inside', () => {
    expect(floorStep(HOUSE, { x: 34.5, y: 14.5 }, 0, 1).ok).toBe(true);
    expectCode(floorStep(HOUSE, { x: 31, y: 11 }, 0, 1), 'fng/no-stairs-here');
    const bare = { ...HOUSE, stairs: undefined };
    expect(floorStep(bare, { x: 31, y: 11 }, 0, 1).ok).toBe(true);
  });

  it('GIVEN Pink inside THEN /fng move floor:1 ending at the stairs goes up for half his move; ending across the room is refused with the stairs named', () => {
    const a = { ...args(table([fig('fwf', 'pink', 33, 13)]), 'fwf', []), table: TABLE };
    const up = unwrap(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 35, y: 14.5 } }], mode: 'normal', floor: 1 }));
    expect(at(up.game, 'fwf', 'pink')).toMatchObject({ floor: 1, at: { x: 35, y: 14.5 } });
    const r = moveFigures(a, { moves: [{ figure: 'pink', to: { x: 31, y: 11 } }], mode: 'normal', floor: 1 });
    expectCode(r, 'fng/no-stairs-here');
    expect(r.ok ? {} : r.params).toMatchObject({ feature: 'House', stairs: '35,15' });
  });
});

describe('windows drawn (L999: "Going through a window ends their movement")', () => {
  const HUT: FngFeature = { name: 'Hut', type: 'hooch', doors: [{ x: 33, y: 16 }], windows: [{ x: 30, y: 12 }], shape: rect(30, 10, 6, 6) };

  it('GIVEN windows drawn THEN via:window goes through within 1" of one; elsewhere it stops at the wall; a door is still a door', () => {
    expect(passageAt(HUT, { x: 30, y: 12.5 }, 'window')).toBe('window');
    expect(passageAt(HUT, { x: 30, y: 14 }, 'window')).toBe('wall');
    expect(passageAt(HUT, { x: 33, y: 16 }, 'window')).toBe('door');
    expect(passageAt({ windows: [{ x: 30, y: 12 }] }, { x: 30, y: 14 }, 'door')).toBe('door');
    expect(passageAt({}, { x: 30, y: 14 }, 'window')).toBe('window');
  });

  it('GIVEN Pink climbing in where no window is drawn THEN he stops at the wall and the post says no window is drawn there', () => {
    const a = { ...args(table([fig('fwf', 'pink', 25, 14)]), 'fwf', []), table: { features: [HUT], board: BOARD } };
    const r = unwrap(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 32, y: 14 } }], mode: 'normal', via: 'window' }));
    expect(at(r.game, 'fwf', 'pink').at!.x).toBeCloseTo(29.9);
    expect(text(r.game, r.events)).toContain('no window is drawn there (L999');
    const through = unwrap(moveFigures(a, { moves: [{ figure: 'pink', to: { x: 32, y: 12 } }], mode: 'normal', via: 'window' }));
    expect(at(through.game, 'fwf', 'pink').at!.x).toBeCloseTo(30.1);
  });
});

describe('a polygon building cut into areas as a rectangle is (L984: "areas of roughly 6"x6"")', () => {
  /** An L-shaped building in a 12" square: the north-east 6" square left out. */
  const ELL: FngFeature = { name: 'Ell', type: 'building', shape: { kind: 'polygon', points: [{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 6 }, { x: 12, y: 6 }, { x: 12, y: 12 }, { x: 0, y: 12 }] } };

  it('GIVEN the L THEN three areas of 36 square inches, together the whole; each point in its own', () => {
    const areas = buildingAreas(ELL);
    expect(areas).toHaveLength(3);
    const sizes = areas.map((a) => Math.abs(polygonArea((a as Extract<AreaShape, { kind: 'polygon' }>).points)));
    expect(sizes).toEqual([36, 36, 36]);
    expect(areaAt(ELL, { x: 3, y: 3 })).toBe(0);
    expect(areaAt(ELL, { x: 3, y: 9 })).toBe(1);
    expect(areaAt(ELL, { x: 9, y: 9 })).toBe(2);
    expect(areaAt(ELL, { x: 9, y: 3 })).toBeUndefined();
  });

  it('GIVEN a round building 12" across and 6" deep THEN two areas, its west and east halves', () => {
    const round: FngFeature = { name: 'Round', type: 'building', shape: { kind: 'ellipse', centre: { x: 20, y: 20 }, rx: 6, ry: 3, rotation: 0 } };
    const areas = buildingAreas(round);
    expect(areas).toHaveLength(2);
    const sizes = areas.map((a) => Math.abs(polygonArea((a as Extract<AreaShape, { kind: 'polygon' }>).points)));
    expect(sizes[0]).toBeCloseTo(sizes[1]!, 6);
    expect(sizes[0]! + sizes[1]!).toBeGreaterThan(Math.PI * 18 * 0.99);
    expect(areaAt(round, { x: 16, y: 20 })).toBe(0);
    expect(areaAt(round, { x: 24, y: 20 })).toBe(1);
  });

  it('GIVEN a polygon no larger than 8" a side THEN one area (L984: "no need to call it more than one area")', () => {
    const small: FngFeature = { name: 'Small', type: 'building', shape: { kind: 'polygon', points: [{ x: 0, y: 0 }, { x: 8, y: 0 }, { x: 4, y: 7 }] } };
    expect(buildingAreas(small)).toEqual([small.shape]);
  });
});

describe('what a collapse leaves (L992–L996, L1007)', () => {
  /** A frame house (DV 1) of two areas, 30–42 × 10–16; a hooch; a brick house of three levels. */
  const FRAME: FngFeature = { name: 'Frame', type: 'building', shape: rect(30, 10, 12, 6) };
  const HOOCH: FngFeature = { name: 'Hooch', type: 'hooch', shape: rect(10, 10, 4, 4) };
  const BRICK: FngFeature = { name: 'Brick', type: 'building', structure: 'masonry', floors: 3, shape: rect(30, 24, 6, 6) };
  const TABLE = { features: [FRAME, HOOCH, BRICK], board: BOARD };
  const cell = (feature: string, area: number, floor: number) => ({ feature, area, floor });

  it('GIVEN a frame house\'s east area fallen in (no rubble, L994) THEN a man there has no cover, concealment nor an explosion\'s +1 (L1024); the west area keeps them; a line across the fallen area is clear', () => {
    const ruins = { collapsed: [cell('Frame', 1, 0)], rubble: [] };
    const t = withRubble(TABLE, ruins);
    expect(protectionAt(t, { x: 39, y: 13 })).toEqual({ cover: false, concealment: false, from: [] });
    expect(protectionAt(t, { x: 33, y: 13 })).toMatchObject({ cover: true, from: ['Frame'] });
    expect(explosionImpact(t.features, { x: 39, y: 13 }, 3)).toEqual({ impact: 3 });
    expect(explosionImpact(t.features, { x: 33, y: 13 }, 3)).toEqual({ impact: 4, inside: 'Frame' });
    expect(sightLine(t, { x: 39, y: 5 }, { x: 39, y: 20 }, { night: false }).block).toBeUndefined();
    expect(sightLine(TABLE, { x: 39, y: 5 }, { x: 39, y: 20 }, { night: false }).block).toEqual({ kind: 'across', feature: 'Frame' });
    expect(sightLine(t, { x: 33, y: 5 }, { x: 33, y: 20 }, { night: false }).block).toEqual({ kind: 'across', feature: 'Frame' });
  });

  it('GIVEN the hooch fallen in THEN "its concealment properties remain" (L1007): concealment, no rubble, and no longer a wall to sight', () => {
    const t = withRubble(TABLE, { collapsed: [cell('Hooch', 0, 0)], rubble: [] });
    expect(protectionAt(t, { x: 12, y: 12 })).toEqual({ cover: false, concealment: true, from: ['Remains of Hooch'] });
    expect(t.features.some((f) => f.type === 'rough')).toBe(false);
    expect(sightLine(t, { x: 12, y: 5 }, { x: 12, y: 20 }, { night: false }).block).toBeUndefined();
  });

  it('GIVEN the brick house\'s top floor fallen onto floor 1 (L994: "The floor immediately under a collapsed section is considered rubble/rough terrain") THEN a man moving on floor 1 has the rubble\'s cover; on the ground floor he is only concealed, as moving inside (L1002)', () => {
    const ruins = { collapsed: [cell('Brick', 0, 2)], rubble: [cell('Brick', 0, 1)] };
    const read = tableAsRead(TABLE, ruins, 'height');
    const pink = fig('fwf', 'pink', 20, 27);
    expect(guardSeen(read, pink, fig('cf', 'tranh', 33, 27, { floor: 1, moved: true }))).toEqual({ cover: true, concealment: true });
    expect(guardSeen(read, pink, fig('cf', 'tranh', 33, 27, { moved: true }))).toEqual({ cover: false, concealment: true });
    expect(protectionAt(tableOnLevel(TABLE, ruins, 1), { x: 33, y: 27 }, { moving: true }).from).toEqual(['Brick', 'Rubble of Brick']);
  });
});
