import { describe, expect, it } from 'vitest';
import type { AreaShape, Shape } from '../../../../../src/core/board/geometry.js';
import { crestBlocks, crestCovers, crestOf, heightOn } from '../../../../../src/rulesets/fng/rules/terrain/hills.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { OPEN_SIGHT, openReach, sees, sightLine, type Sight } from '../../../../../src/rulesets/fng/rules/terrain/sight-line.js';

const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
const oval = (x: number, y: number, rx: number, ry: number): AreaShape => ({ kind: 'ellipse', centre: { x, y }, rx, ry, rotation: 0 });
const feature = (type: FngFeature['type'], shape: Shape, name: string = type): FngFeature => ({ name, type, shape });
const board = (...features: FngFeature[]) => ({ features });
const p = (x: number, y: number, prone = false) => (prone ? { x, y, prone: true } : { x, y });
const DAY: Sight = { night: false };
const NIGHT: Sight = { night: true };

describe('sightLine in the open (L649, L651, L806, L1378)', () => {
  it('GIVEN an open table THEN by day across the table (72") and no farther; at night 12"', () => {
    expect(OPEN_SIGHT).toEqual({ day: 72, night: 12 });
    expect(sees(undefined, p(0, 0), p(72, 0), false)).toBe(true);
    expect(sightLine(undefined, p(0, 0), p(72.1, 0), DAY)).toEqual({ inches: 72.1, block: { kind: 'weather', reach: 72 } });
    expect(sees(board(), p(0, 0), p(12, 0), true)).toBe(true);
    expect(sightLine(board(), p(0, 0), p(12.1, 0), NIGHT)).toEqual({ inches: 12.1, block: { kind: 'dark', reach: 12 } });
  });

  it('GIVEN terrible weather THEN 12" by day, 6" at night in the open, and half of every terrain reach (L806, L1378)', () => {
    expect(openReach({ night: false, weather: 'terrible' })).toBe(12);
    expect(openReach({ night: true, weather: 'terrible' })).toBe(6);
    expect(sees(board(), p(0, 0), p(12, 0), { night: false, terrible: true })).toBe(true);
    expect(sightLine(board(), p(0, 0), p(12.5, 0), { night: false, terrible: true }).block).toEqual({ kind: 'weather', reach: 12 });
    expect(sightLine(board(), p(0, 0), p(6.5, 0), { night: true, terrible: true }).block).toEqual({ kind: 'weather', reach: 6 });
    // Triple canopy: 12" inside by day, 6" in terrible weather.
    const tcj = board(feature('triple-canopy-jungle', rect(0, 0, 40, 40), 'Deep jungle'));
    expect(sees(tcj, p(10, 10), p(16, 10), { night: false, terrible: true })).toBe(true);
    expect(sightLine(tcj, p(10, 10), p(17, 10), { night: false, terrible: true }).block).toEqual({ kind: 'reach', feature: 'Deep jungle', reach: 6 });
  });

  it('GIVEN smoke across the line THEN blocked, naming the cloud (L773)', () => {
    const smoke: Sight = { night: false, smoke: [{ id: 'A2', shape: oval(20, 0, 3, 3) }] };
    expect(sightLine(board(), p(0, 0), p(40, 0), smoke).block).toEqual({ kind: 'smoke', cloud: 'A2' });
    expect(sees(board(), p(0, 10), p(40, 10), smoke)).toBe(true);
  });
});

describe('sightLine through jungle, grass and bamboo (L1149, L1156, L1166–L1168)', () => {
  it.each([
    ['single-canopy-jungle', 6, 6],
    ['double-canopy-jungle', 8, 6],
    ['triple-canopy-jungle', 12, 9],
    ['elephant-grass', 4, 4],
  ] as const)('GIVEN two figures deep in %s THEN they see each other within %i" by day and %i" at night', (type, day, night) => {
    const t = board(feature(type, rect(0, 0, 40, 40), 'Piece'));
    expect(sees(t, p(10, 20), p(10 + day, 20), DAY)).toBe(true);
    expect(sightLine(t, p(10, 20), p(10.5 + day, 20), DAY).block).toEqual({ kind: 'reach', feature: 'Piece', reach: day });
    expect(sees(t, p(10, 20), p(10 + night, 20), NIGHT)).toBe(true);
    expect(sees(t, p(10, 20), p(10.5 + night, 20), NIGHT)).toBe(false);
  });

  it.each([
    ['single-canopy-jungle', 1],
    ['double-canopy-jungle', 1],
    ['elephant-grass', 1],
    ['triple-canopy-jungle', 4],
    ['swamp', 4],
  ] as const)('GIVEN a figure %s, at its edge THEN seen from across the table; %i" in or deeper THEN unseen from outside, and sees nobody out there', (type, depth) => {
    const t = board(feature(type, rect(20, 0, 40, 40), 'Piece'));
    expect(sees(t, p(0, 20), p(20.5, 20), DAY)).toBe(true);
    expect(sightLine(t, p(0, 20), p(20 + depth, 20), DAY).block).toEqual({ kind: 'deep', feature: 'Piece', end: 'to', depth });
    expect(sightLine(t, p(20 + depth, 20), p(0, 20), DAY).block).toEqual({ kind: 'deep', feature: 'Piece', end: 'from', depth });
    expect(sees(t, p(19, 20), p(20 + depth - 0.2, 20), DAY)).toBe(true);
  });

  it('GIVEN jungle between two figures in the open THEN it blocks the line (L815); beside the line THEN not', () => {
    const t = board(feature('double-canopy-jungle', rect(10, -5, 4, 10), 'Strip'));
    expect(sightLine(t, p(0, 0), p(30, 0), DAY)).toEqual({ inches: 30, block: { kind: 'across', feature: 'Strip' } });
    expect(sees(t, p(0, 10), p(30, 10), DAY)).toBe(true);
  });

  it('GIVEN a figure 1" inside bamboo THEN seen from 30" away (1" of bamboo along the line); 8.5" in THEN not (8" by day, 6" at night)', () => {
    const t = board(feature('bamboo', rect(20, 0, 20, 40), 'Bamboo stand'));
    expect(sees(t, p(-9, 20), p(21, 20), DAY)).toBe(true);
    expect(sees(t, p(0, 20), p(28, 20), DAY)).toBe(true);
    expect(sightLine(t, p(0, 20), p(28.5, 20), DAY).block).toEqual({ kind: 'reach', feature: 'Bamboo stand', reach: 8 });
    expect(sees(t, p(16, 20), p(26, 20), NIGHT)).toBe(true);
    expect(sees(t, p(16, 20), p(26.5, 20), NIGHT)).toBe(false);
    // Across it, neither inside: blocked.
    expect(sightLine(t, p(0, 20), p(50, 20), DAY).block).toEqual({ kind: 'across', feature: 'Bamboo stand' });
  });
});

describe('sightLine in forest, rough, marsh and craters (L1157, L1160, L1169, L1194)', () => {
  it('GIVEN a figure 4" or more inside a forest THEN seen only by those within 12" of its edge (6" at night, L1157); less deep THEN from anywhere', () => {
    const wood = board(feature('forest', rect(10, 0, 30, 40), 'Rubber trees'));
    expect(sees(wood, p(-2, 20), p(14, 20), DAY)).toBe(true);
    expect(sightLine(wood, p(-2.5, 20), p(14, 20), DAY).block).toEqual({ kind: 'deep', feature: 'Rubber trees', end: 'to', depth: 4, reach: 12, fromEdge: true });
    expect(sees(wood, p(14, 20), p(-2.5, 20), DAY)).toBe(false);
    expect(sees(wood, p(4, 20), p(14, 20), NIGHT)).toBe(true);
    expect(sees(wood, p(3.5, 20), p(14, 20), NIGHT)).toBe(false);
    expect(sees(wood, p(-40, 20), p(13, 20), DAY)).toBe(true);
    // Both inside: 18" by day, 9" at night.
    expect(sees(wood, p(12, 20), p(30, 20), DAY)).toBe(true);
    expect(sees(wood, p(12, 20), p(30.5, 20), DAY)).toBe(false);
  });

  it('GIVEN a figure 1" inside rough THEN seen only from within 12" of him (6" at night, L1194)', () => {
    const rough = board(feature('rough', rect(10, 0, 30, 40), 'Boulders'));
    expect(sees(rough, p(0, 20), p(12, 20), DAY)).toBe(true);
    expect(sightLine(rough, p(-1, 20), p(12, 20), DAY).block).toEqual({ kind: 'deep', feature: 'Boulders', end: 'to', depth: 1, reach: 12 });
    expect(sees(rough, p(6, 20), p(12, 20), NIGHT)).toBe(true);
    expect(sees(rough, p(5.5, 20), p(12, 20), NIGHT)).toBe(false);
  });

  it('GIVEN marsh THEN sight along it reaches 24" by day, 12" at night (L1169)', () => {
    const marsh = board(feature('marsh', rect(0, 0, 60, 40), 'Bog'));
    expect(sees(marsh, p(10, 20), p(34, 20), DAY)).toBe(true);
    expect(sightLine(marsh, p(10, 20), p(35, 20), DAY).block).toEqual({ kind: 'reach', feature: 'Bog', reach: 24 });
    expect(sees(marsh, p(10, 20), p(23, 20), NIGHT)).toBe(false);
  });

  it('GIVEN a figure more than 1" inside a crater THEN out of sight from outside, unless the other stands at its lip (L1160)', () => {
    const crater = board(feature('craters', oval(20, 20, 4, 4), 'Crater'));
    expect(sightLine(crater, p(0, 20), p(20, 20), DAY).block).toEqual({ kind: 'deep', feature: 'Crater', end: 'to', depth: 1 });
    expect(sees(crater, p(15.5, 20), p(20, 20), DAY)).toBe(true);
    expect(sees(crater, p(0, 20), p(16.5, 20), DAY)).toBe(true);
  });
});

describe('sightLine over hills (L1154, L1164)', () => {
  // A hill 12" long east–west, 6" deep: its crest runs from 17,20 to 23,20 (the length less the width).
  const HILL = oval(20, 20, 6, 3);
  const hill = board(feature('hill', HILL, 'Hill 40'));

  it('GIVEN an oval hill THEN its crest runs along its long axis, and the ground rises from its foot to 1" short of the crest', () => {
    const c = crestOf(HILL);
    expect(c.a.x).toBeCloseTo(17);
    expect(c.b.x).toBeCloseTo(23);
    expect(c.a.y).toBeCloseTo(20);
    expect(heightOn(HILL, c, p(20, 20.9))).toBe(1);
    expect(heightOn(HILL, c, p(20, 22))).toBeCloseTo(0.5, 1);
    expect(heightOn(HILL, c, p(20, 24))).toBe(0);
    // A round hill's crest is its top.
    const top = crestOf({ kind: 'polygon', points: [p(0, 0), p(10, 0), p(10, 10), p(0, 10)] });
    expect(top.a.x).toBeCloseTo(5);
    expect(top.b.y).toBeCloseTo(5);
  });

  it('GIVEN figures on opposite sides of the hill THEN the crest blocks them; along one side THEN not', () => {
    expect(sightLine(hill, p(20, 10), p(20, 30), DAY)).toEqual({ inches: 20, block: { kind: 'crest', feature: 'Hill 40' } });
    expect(sightLine(hill, p(20, 22.5), p(20, 17.5), DAY).block).toEqual({ kind: 'crest', feature: 'Hill 40' });
    expect(sees(hill, p(0, 25), p(40, 25), DAY)).toBe(true);
    expect(sees(hill, p(20, 10), p(20, 17.5), DAY)).toBe(true);
    expect(sees(hill, p(20, 10), p(20, 22.5), DAY)).toBe(false);
  });

  it('GIVEN a figure within 1" of the crest THEN he sees down both sides and is seen from both (L1164)', () => {
    expect(sees(hill, p(20, 20.8), p(20, 35), DAY)).toBe(true);
    expect(sees(hill, p(20, 20.8), p(20, 5), DAY)).toBe(true);
    expect(sees(hill, p(20, 5), p(20, 20.8), DAY)).toBe(true);
  });

  it('GIVEN a hill behind jungle THEN the figure on its crest and one in front of the jungle do not see each other; without the jungle they do', () => {
    const screened = board(feature('hill', HILL, 'Hill 40'), feature('single-canopy-jungle', rect(14, 28, 12, 4), 'Tree line'));
    expect(sightLine(screened, p(20, 40), p(20, 20.5), DAY).block).toEqual({ kind: 'across', feature: 'Tree line' });
    expect(sightLine(screened, p(20, 20.5), p(20, 40), DAY).block).toEqual({ kind: 'across', feature: 'Tree line' });
    expect(sees(hill, p(20, 40), p(20, 20.5), DAY)).toBe(true);
    // Jungle on the hill itself: its crest inside the canopy sees only the canopy's reach.
    const wooded = board(feature('hill', HILL, 'Hill 40'), feature('double-canopy-jungle', HILL, 'Hill jungle'));
    expect(sightLine(wooded, p(20, 40), p(20, 20.5), DAY).block).toEqual({ kind: 'deep', feature: 'Hill jungle', end: 'to', depth: 1 });
  });

  it('GIVEN a target within 1" of the crest THEN cover from shooters on the far side only; atop a round hill THEN from all below', () => {
    const h = HILL;
    expect(crestCovers(h, p(20, 20.5), p(20, 40))).toBe(false);
    expect(crestCovers(h, p(20, 20.5), p(20, 0))).toBe(true);
    expect(crestCovers(h, p(20, 20), p(20, 40))).toBe(true);
    expect(crestCovers(h, p(20, 22.5), p(20, 0))).toBe(false);
    expect(crestCovers(h, p(20, 20.5), p(20, 19.8))).toBe(false);
    const round = { kind: 'ellipse', centre: p(50, 50), rx: 5, ry: 5, rotation: 0 } as const;
    expect(crestCovers(round, p(50, 50), p(60, 60))).toBe(true);
    expect(crestCovers(round, p(50.5, 50), p(40, 50))).toBe(true);
    expect(crestCovers(round, p(50.5, 50), p(60, 50))).toBe(false);
    expect(crestBlocks(round, p(40, 50), p(60, 50))).toBe(true);
    expect(crestBlocks(round, p(40, 54.9), p(60, 54.9))).toBe(false);
  });
});

describe('sightLine for prone figures in scrub (L1198)', () => {
  const scrub = board(feature('scrub', rect(0, 0, 40, 40), 'Savannah'));
  it('GIVEN a prone figure in scrub THEN standing figures see him within 6"; he sees them within 12"', () => {
    expect(sees(scrub, p(10, 20), p(16, 20, true), DAY)).toBe(true);
    expect(sightLine(scrub, p(10, 20), p(16.5, 20, true), DAY).block).toEqual({ kind: 'prone', feature: 'Savannah', reach: 6 });
    expect(sees(scrub, p(16.5, 20, true), p(28.5, 20), DAY)).toBe(true);
    expect(sightLine(scrub, p(16.5, 20, true), p(29, 20), DAY).block).toEqual({ kind: 'prone', feature: 'Savannah', reach: 12 });
    expect(sees(scrub, p(10, 20), p(35, 20), DAY)).toBe(true);
  });
});

describe('sightLine past buildings (L815, L1002)', () => {
  it('GIVEN a hooch between two figures THEN it blocks; a figure inside it THEN seen (its walls are bamboo and grass, concealment only)', () => {
    const t = board(feature('hooch', rect(10, 0, 3, 3), 'Hooch 1'));
    expect(sightLine(t, p(0, 1.5), p(30, 1.5), DAY).block).toEqual({ kind: 'across', feature: 'Hooch 1' });
    expect(sees(t, p(0, 1.5), p(11.5, 1.5), DAY)).toBe(true);
  });
});
