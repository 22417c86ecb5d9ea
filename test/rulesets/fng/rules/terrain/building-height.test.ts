import { describe, expect, it } from 'vitest';
import type { Shape } from '../../../../../src/core/board/geometry.js';
import { rulesFor } from '../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { figureSight } from '../../../../../src/rulesets/fng/rules/game/line-of-sight.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { inRedLight, RED_LIGHT_INCHES, sightLine, type Eye, type Sight } from '../../../../../src/rulesets/fng/rules/terrain/sight-line.js';
import { HEIGHT_KEY } from '../../../../../src/rulesets/fng/rules/terrain/terrain-house-rules.js';
import { fig, table } from '../../helpers/table.js';

/**
 * Line of sight from a building's floors (house rule fng.building.height: the seed, L649 and L815,
 * has buildings and terrain block LOS, L988 and L1002 give buildings floors above and below, L1154 a
 * hill its 12′–30′; it gives no building a height) and the red filtered flashlight's 6″ to the front
 * (L366, L318).
 */

const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
const DAY: Sight = { night: false };
const eye = (x: number, y: number, level?: number): Eye => (level === undefined ? { x, y } : { x, y, level });

/** A two-storey shophouse at 0–6, 0–6 with a basement; a hooch, a one-storey and a two-storey house and a strip of jungle east of it along y = 3. */
const SHOP: FngFeature = { name: 'Shop', type: 'building', floors: 2, basement: true, shape: rect(0, 0, 6, 6) };
const HOOCH: FngFeature = { name: 'Hooch', type: 'hooch', shape: rect(10, 1, 3, 3) };
const LOW: FngFeature = { name: 'Low house', type: 'building', shape: rect(10, 10, 4, 4) };
const TALL: FngFeature = { name: 'Tall house', type: 'building', floors: 2, shape: rect(10, 20, 4, 4) };
const JUNGLE: FngFeature = { name: 'Treeline', type: 'single-canopy-jungle', shape: rect(10, 30, 3, 4) };
const TABLE = { features: [SHOP, HOOCH, LOW, TALL, JUNGLE] };

describe('height: a floor above the ground sees over what is lower (house rule fng.building.height, default height)', () => {
  it('GIVEN the house rule THEN it is listed with the seed lines it reads, height by default', () => {
    const rule = FNG_HOUSE_RULES.find((r) => r.key === HEIGHT_KEY);
    expect(rule).toMatchObject({ type: 'choice', default: 'height', choices: ['height', 'flat'], confidence: 'C' });
    expect(rule?.source).toContain('L1154');
    expect(rulesFor(FNG_HOUSE_RULES, {})(HEIGHT_KEY)).toBe('height');
    expect(rulesFor(FNG_HOUSE_RULES, { [HEIGHT_KEY]: 'flat' })(HEIGHT_KEY)).toBe('flat');
  });

  it('GIVEN a hooch between them (L815) THEN from the ground floor it blocks; from floor 1 he sees over it and is seen over it', () => {
    expect(sightLine(TABLE, eye(3, 3), eye(20, 2.5), DAY).block).toEqual({ kind: 'across', feature: 'Hooch' });
    expect(sightLine(TABLE, eye(3, 3, 1), eye(20, 2.5), DAY).block).toBeUndefined();
    expect(sightLine(TABLE, eye(20, 2.5), eye(3, 3, 1), DAY).block).toBeUndefined();
  });

  it('GIVEN a building of one level, then of two, between them THEN from floor 1 the low house is seen over, the tall one not', () => {
    expect(sightLine(TABLE, eye(3, 3, 1), eye(20, 15), DAY).block).toBeUndefined();
    expect(sightLine(TABLE, eye(3, 3), eye(20, 15), DAY).block).toEqual({ kind: 'across', feature: 'Low house' });
    expect(sightLine(TABLE, eye(3, 3, 1), eye(16.5, 31.5), DAY).block).toEqual({ kind: 'across', feature: 'Tall house' });
  });

  it('GIVEN trees between them THEN the floor above sees no more than the ground (jungle stands higher)', () => {
    expect(sightLine(TABLE, eye(3, 3, 1), eye(14.05, 40.7), DAY).block).toEqual({ kind: 'across', feature: 'Treeline' });
  });

  it('GIVEN two figures on different levels of one building THEN a floor is between them; on the same level they see each other', () => {
    expect(sightLine(TABLE, eye(1, 1, 1), eye(5, 5), DAY).block).toEqual({ kind: 'level', feature: 'Shop' });
    expect(sightLine(TABLE, eye(1, 1, 1), eye(5, 5, 1), DAY).block).toBeUndefined();
  });

  it('GIVEN a figure in the basement THEN he sees and is seen only on his level of his own building', () => {
    expect(sightLine(TABLE, eye(1, 1, -1), eye(8, 3), DAY).block).toEqual({ kind: 'level', feature: 'Shop' });
    expect(sightLine(TABLE, eye(8, 3), eye(1, 1, -1), DAY).block).toEqual({ kind: 'level', feature: 'Shop' });
    expect(sightLine(TABLE, eye(1, 1, -1), eye(5, 5, -1), DAY).block).toBeUndefined();
  });

  it('GIVEN the flat reading THEN every level sees as the ground floor: the hooch blocks floor 1, levels see each other', () => {
    const flat = { ...TABLE, height: 'flat' as const };
    expect(sightLine(flat, eye(3, 3, 1), eye(20, 2.5), DAY).block).toEqual({ kind: 'across', feature: 'Hooch' });
    expect(sightLine(flat, eye(1, 1, 1), eye(5, 5), DAY).block).toBeUndefined();
  });

  it('GIVEN figures of a game THEN their floor reaches the line: Pink on floor 1 sees Tranh behind the hooch, Barnes below him does not', () => {
    const g = table([fig('fwf', 'pink', 3, 3, { floor: 1 }), fig('fwf', 'barnes', 3, 3.5), fig('cf', 'tranh', 20, 2.5)]);
    const [pink, barnes, tranh] = g.figures as [never, never, never];
    expect(figureSight(g, TABLE, pink, tranh).block).toBeUndefined();
    expect(figureSight(g, TABLE, barnes, tranh).block).toEqual({ kind: 'across', feature: 'Hooch' });
  });
});

describe('the red filtered flashlight: "6” of LOS to the front of the figure" (L366), the front 90° either side of his facing (L318)', () => {
  it('GIVEN a bearer facing east (90°) THEN those within 6" east of his shoulders are in its light; behind him or beyond 6" not', () => {
    const bearer: Eye = { x: 10, y: 10, redLight: 90 };
    expect(RED_LIGHT_INCHES).toBe(6);
    expect(inRedLight(bearer, { x: 16, y: 10 })).toBe(true);
    expect(inRedLight(bearer, { x: 10, y: 16 })).toBe(true);
    expect(inRedLight(bearer, { x: 16.1, y: 10 })).toBe(false);
    expect(inRedLight(bearer, { x: 9, y: 10 })).toBe(false);
    expect(inRedLight({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(false);
  });

  it('GIVEN a foggy night in jungle (its 6" at night halved to 3", L806) THEN a man 5" off is unseen, but seen in the red light to the front, and he sees the bearer; not behind him, nor by day', () => {
    const woods = { features: [{ name: 'Jungle', type: 'single-canopy-jungle', shape: rect(0, 0, 40, 40) } satisfies FngFeature] };
    const fog: Sight = { night: true, terrible: true };
    expect(sightLine(woods, eye(10, 10), eye(15, 10), fog).block).toEqual({ kind: 'reach', feature: 'Jungle', reach: 3 });
    expect(sightLine(woods, { x: 10, y: 10, redLight: 90 }, eye(15, 10), fog).block).toBeUndefined();
    expect(sightLine(woods, eye(15, 10), { x: 10, y: 10, redLight: 90 }, fog).block).toBeUndefined();
    expect(sightLine(woods, { x: 10, y: 10, redLight: 270 }, eye(15, 10), fog).block).toEqual({ kind: 'reach', feature: 'Jungle', reach: 3 });
    expect(sightLine(woods, { x: 10, y: 10, redLight: 90 }, eye(15, 10), { night: false, terrible: true }).block).toEqual({ kind: 'reach', feature: 'Jungle', reach: 3 });
    expect(sightLine(woods, { x: 10, y: 10, redLight: 90 }, eye(16.5, 10), fog).block).toEqual({ kind: 'weather', reach: 6 });
  });

  it('GIVEN elephant grass at night (4") THEN the red light gives no 6" in it: too dense for any light (L366)', () => {
    const grass = { features: [{ name: 'Grass', type: 'elephant-grass', shape: rect(0, 0, 40, 40) } satisfies FngFeature] };
    expect(sightLine(grass, { x: 10, y: 10, redLight: 90 }, eye(15, 10), { night: true }).block).toEqual({ kind: 'reach', feature: 'Grass', reach: 4 });
  });

  it('GIVEN a figure of the game showing the red light, facing the way he last moved THEN his eye carries it; without a facing it gives nothing', () => {
    const woods = { features: [{ name: 'Jungle', type: 'single-canopy-jungle', shape: rect(0, 0, 40, 40) } satisfies FngFeature] };
    const night = { mission: { night: true, weather: 'terrible' } } as never;
    const g = table([fig('fwf', 'pink', 10, 10, { flashlight: 'red', facing: 90 }), fig('cf', 'tranh', 15, 10)], night);
    const [pink, tranh] = g.figures as [never, never];
    expect(figureSight(g, woods, pink, tranh).block).toBeUndefined();
    const unfaced = table([fig('fwf', 'pink', 10, 10, { flashlight: 'red' }), fig('cf', 'tranh', 15, 10)], night);
    expect(figureSight(unfaced, woods, unfaced.figures[0]!, unfaced.figures[1]!).block).toEqual({ kind: 'reach', feature: 'Jungle', reach: 3 });
  });
});
