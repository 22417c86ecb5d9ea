import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../../../src/core/board/scenario-validate.js';
import type { Shape } from '../../../../../src/core/board/geometry.js';
import { FNG_MAP } from '../../../../../src/rulesets/fng/play/board/board-kit.js';
import { coverAt, protectionAt, protectionFrom } from '../../../../../src/rulesets/fng/rules/terrain/cover.js';
import { fngScenario, type FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';

const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
const line = (width: number, ...points: [number, number][]): Shape => ({ kind: 'polyline', points: points.map(([x, y]) => ({ x, y })), width });
const table = (...features: FngFeature[]) => ({ features });
const f = (name: string, type: FngFeature['type'], shape: Shape, extra: Partial<FngFeature> = {}): FngFeature => ({ name, type, shape, ...extra });

describe('coverAt: what a figure standing there has (L807–L815)', () => {
  it('GIVEN open ground THEN none; GIVEN no feature at all THEN none', () => {
    expect(coverAt(table(f('Field', 'clear', rect(0, 0, 10, 10))), { x: 5, y: 5 })).toBe('none');
    expect(coverAt(table(), { x: 5, y: 5 })).toBe('none');
  });

  it.each([
    ['single-canopy-jungle', 'cover'],
    ['double-canopy-jungle', 'cover'],
    ['triple-canopy-jungle', 'cover'],
    ['forest', 'cover'],
    ['swamp', 'cover'],
    ['elephant-grass', 'concealment'],
    ['bamboo', 'concealment'],
    ['hooch', 'concealment'],
    ['marsh', 'none'],
    ['scrub', 'none'],
    ['hill', 'none'],
  ] as const)('GIVEN a figure in %s THEN %s', (type, want) => {
    expect(coverAt(table(f('Piece', type, rect(0, 0, 10, 10))), { x: 5, y: 5 })).toBe(want);
  });

  it('GIVEN a figure just outside a jungle THEN none; on its edge THEN cover (the edge counts as in cover, L1166)', () => {
    const s = table(f('Jungle', 'double-canopy-jungle', rect(0, 0, 10, 10)));
    expect(coverAt(s, { x: 10.1, y: 5 })).toBe('none');
    expect(coverAt(s, { x: 10, y: 5 })).toBe('cover');
  });

  it('GIVEN double canopy THEN cover and concealment both; triple canopy THEN cover, not concealment (L1166, L1167)', () => {
    expect(protectionAt(table(f('DCJ', 'double-canopy-jungle', rect(0, 0, 10, 10))), { x: 5, y: 5 })).toEqual({ cover: true, concealment: true, from: ['DCJ'] });
    expect(protectionAt(table(f('TCJ', 'triple-canopy-jungle', rect(0, 0, 10, 10))), { x: 5, y: 5 })).toEqual({ cover: true, concealment: false, from: ['TCJ'] });
  });

  it('GIVEN scrub THEN a prone figure is concealed, a standing one is not (L1198)', () => {
    const s = table(f('Scrub', 'scrub', rect(0, 0, 10, 10)));
    expect(coverAt(s, { x: 5, y: 5 }, { prone: true })).toBe('concealment');
    expect(coverAt(s, { x: 5, y: 5 })).toBe('none');
  });

  it('GIVEN a rice paddy THEN flooded: the crop hides the prone only; dry: open; near harvest: tall grass hides all (L1174)', () => {
    const at = { x: 5, y: 5 };
    const paddy = (paddy?: FngFeature['paddy']) => table(f('Paddy', 'rice-paddy', rect(0, 0, 10, 10), paddy === undefined ? {} : { paddy }));
    expect(coverAt(paddy(), at)).toBe('none');
    expect(coverAt(paddy(), at, { prone: true })).toBe('concealment');
    expect(coverAt(paddy('dry'), at, { prone: true })).toBe('none');
    expect(coverAt(paddy('harvest'), at)).toBe('concealment');
  });

  it('GIVEN a dike 1″ wide THEN a figure touching it has cover, one on it none, one 2″ off it none (L1174)', () => {
    const s = table(f('Paddy', 'rice-paddy', rect(0, 0, 20, 20), { paddy: 'dry' }), f('Dike', 'dike', line(1, [10, 0], [10, 20])));
    expect(coverAt(s, { x: 10, y: 5 })).toBe('none');
    expect(protectionAt(s, { x: 11, y: 5 })).toEqual({ cover: true, concealment: true, from: ['Dike'] });
    expect(coverAt(s, { x: 12.5, y: 5 })).toBe('none');
    // Touching the dike from dry ground outside the paddy: it shelters only those in the paddy.
    const edge = table(f('Paddy', 'rice-paddy', rect(10, 0, 20, 20)), f('Dike', 'dike', line(1, [10, 0], [10, 20])));
    expect(coverAt(edge, { x: 9, y: 5 })).toBe('none');
    expect(coverAt(edge, { x: 11, y: 5 })).toBe('cover');
  });

  it('GIVEN a stream 5″ wide THEN in it or on its bank cover; 2″ from the bank none (L1178)', () => {
    const s = table(f('Creek', 'stream', line(5, [20, 0], [20, 30])));
    expect(coverAt(s, { x: 20, y: 10 })).toBe('cover');
    expect(coverAt(s, { x: 23, y: 10 })).toBe('cover');
    expect(coverAt(s, { x: 24.5, y: 10 })).toBe('none');
  });

  it('GIVEN a building THEN a stationary figure in cover, a moving one concealed (L1002); a bunker always cover', () => {
    const s = table(f('House', 'building', rect(0, 0, 6, 6)), f('Bunker', 'bunker', rect(10, 0, 3, 2)));
    expect(coverAt(s, { x: 3, y: 3 })).toBe('cover');
    expect(coverAt(s, { x: 3, y: 3 }, { moving: true })).toBe('concealment');
    expect(coverAt(s, { x: 11, y: 1 }, { moving: true })).toBe('cover');
  });

  it('GIVEN foxholes THEN cover; camouflaged THEN cover and concealment (L1201, L1210)', () => {
    expect(protectionAt(table(f('Holes', 'fighting-position', rect(0, 0, 4, 4))), { x: 2, y: 2 })).toMatchObject({ cover: true, concealment: false });
    expect(protectionAt(table(f('Holes', 'fighting-position', rect(0, 0, 4, 4), { camouflaged: true })), { x: 2, y: 2 })).toMatchObject({ cover: true, concealment: true });
  });

  it('GIVEN the players agreed otherwise (L812) THEN the feature\'s protection counts, not its type\'s', () => {
    expect(coverAt(table(f('Thin forest', 'forest', rect(0, 0, 10, 10), { protection: 'concealment' })), { x: 5, y: 5 })).toBe('concealment');
    expect(coverAt(table(f('Stone hooch', 'hooch', rect(0, 0, 10, 10), { protection: 'cover' })), { x: 5, y: 5 })).toBe('cover');
  });

  it('GIVEN terrain laid over terrain THEN the figure has what each gives: a trail through jungle is still jungle; marsh under grass conceals (L1171)', () => {
    const jungle = table(f('Jungle', 'single-canopy-jungle', rect(0, 0, 20, 20)), f('Trail', 'trail', line(1, [0, 10], [20, 10])));
    expect(protectionAt(jungle, { x: 5, y: 10 })).toEqual({ cover: true, concealment: true, from: ['Jungle'] });
    const marsh = table(f('Marsh', 'marsh', rect(0, 0, 20, 20)), f('Grass', 'elephant-grass', rect(0, 0, 20, 20)));
    expect(protectionAt(marsh, { x: 5, y: 5 })).toEqual({ cover: false, concealment: true, from: ['Grass'] });
    const hooch = table(f('Grass', 'elephant-grass', rect(0, 0, 20, 20)), f('Hut', 'hooch', rect(5, 5, 3, 3)), f('Holes', 'fighting-position', rect(6, 6, 1, 1)));
    expect(coverAt(hooch, { x: 6.5, y: 6.5 })).toBe('cover');
    expect(protectionAt(hooch, { x: 6.5, y: 6.5 }).from).toEqual(['Grass', 'Hut', 'Holes']);
  });
});

describe('protectionFrom: cover that faces one way, read from the shooter (L1164, L1174, L1178)', () => {
  const oval = (x: number, y: number, rx: number, ry: number): Shape => ({ kind: 'ellipse', centre: { x, y }, rx, ry, rotation: 0 });

  it('GIVEN a target within 1″ of a hill\'s crest THEN cover from the far side, none from his own side nor off the crest', () => {
    const s = table(f('Hill 40', 'hill', oval(20, 20, 6, 3)));
    expect(protectionFrom(s, { x: 20, y: 20.5 }, {}, { x: 20, y: 0 })).toEqual({ cover: true, concealment: false, from: ['Hill 40'] });
    expect(protectionFrom(s, { x: 20, y: 20.5 }, {}, { x: 20, y: 40 })).toEqual({ cover: false, concealment: false, from: [] });
    expect(protectionFrom(s, { x: 20, y: 22.5 }, {}, { x: 20, y: 0 }).cover).toBe(false);
    expect(coverAt(s, { x: 20, y: 20.5 })).toBe('none');
  });

  it('GIVEN a figure in a stream or on its bank THEN cover from figures away from it, none from one on its bank or in it', () => {
    const s = table(f('Creek', 'stream', line(5, [20, 0], [20, 30])));
    expect(protectionFrom(s, { x: 23, y: 10 }, {}, { x: 40, y: 10 }).cover).toBe(true);
    expect(protectionFrom(s, { x: 23, y: 10 }, {}, { x: 17, y: 20 }).cover).toBe(false);
    expect(protectionFrom(s, { x: 20, y: 10 }, {}, { x: 20, y: 25 }).cover).toBe(false);
  });

  it('GIVEN a figure in the paddy touching a dike THEN cover and concealment from across it only', () => {
    const s = table(f('Paddy', 'rice-paddy', rect(0, 0, 20, 20), { paddy: 'dry' }), f('Dike', 'dike', line(1, [10, 0], [10, 20])));
    expect(protectionFrom(s, { x: 11, y: 5 }, {}, { x: 2, y: 5 })).toEqual({ cover: true, concealment: true, from: ['Dike'] });
    expect(protectionFrom(s, { x: 11, y: 5 }, {}, { x: 18, y: 5 })).toEqual({ cover: false, concealment: false, from: [] });
  });

  it('GIVEN what a figure stands in THEN it counts from every side', () => {
    const s = table(f('Jungle', 'single-canopy-jungle', rect(0, 0, 20, 20)));
    expect(protectionFrom(s, { x: 5, y: 5 }, {}, { x: 40, y: 5 })).toEqual(protectionAt(s, { x: 5, y: 5 }));
  });
});

describe('coverAt on the patrol scenario', () => {
  const parsed = parseScenario(readFileSync(new URL('../../../../../assets/scenarios/fng-patrol.json', import.meta.url), 'utf8'), new Map([['fng', FNG_MAP]]));
  const s = parsed.ok ? fngScenario(parsed.value) : undefined;
  if (!s) throw new Error('the patrol scenario checks out');

  it('GIVEN places on its table THEN the jungle covers, the grass and hooches conceal, the paddy and the open do not', () => {
    expect(coverAt(s, { x: 5, y: 5 })).toBe('cover');
    expect(coverAt(s, { x: 28, y: 4 })).toBe('concealment');
    expect(coverAt(s, { x: 32.5, y: 12 })).toBe('concealment');
    expect(coverAt(s, { x: 24, y: 27 })).toBe('none');
    expect(coverAt(s, { x: 24, y: 27 }, { prone: true })).toBe('concealment');
    expect(coverAt(s, { x: 30, y: 35 })).toBe('none');
  });

  it('GIVEN the ford where the trail crosses the stream THEN cover (in the water)', () => {
    expect(coverAt(s, { x: 49.5, y: 12 })).toBe('cover');
  });
});
