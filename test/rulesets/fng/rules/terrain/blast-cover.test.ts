import { describe, expect, it } from 'vitest';
import type { Shape } from '../../../../../src/core/board/geometry.js';
import { blastShelter } from '../../../../../src/rulesets/fng/rules/terrain/blast-cover.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';

/**
 * Protection From Cover in a blast circle (FNG 2nd Tour L876–L878) read from the board: the walls of a
 * structure between the figure and the centre, with the Defensive Values of L1000–L1007 (hooch 0,
 * frame 1, sandbagged 2, masonry 3, log bunker 4).
 */

const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
const FEATURES: FngFeature[] = [
  { name: 'Brick house', type: 'building', structure: 'masonry', shape: rect(10, 10, 4, 4) },
  { name: 'Hooch 1', type: 'hooch', shape: rect(20, 10, 3, 3) },
  { name: 'Bunker 1', type: 'bunker', shape: rect(30, 10, 3, 3) },
  { name: 'Sandbags', type: 'sandbags', shape: rect(40, 10, 3, 3) },
  { name: 'Tree line', type: 'double-canopy-jungle', shape: rect(50, 0, 6, 20) },
];

describe('blastShelter (L876, L1007)', () => {
  it('GIVEN a man inside the brick house and the grenade outside THEN its walls, DV 3 (the example at L878)', () => {
    expect(blastShelter(FEATURES, { x: 9, y: 12 }, { x: 11, y: 12 })).toEqual({ feature: 'Brick house', dv: 3 });
  });

  it('GIVEN the grenade inside and the man outside THEN the same walls between them', () => {
    expect(blastShelter(FEATURES, { x: 12, y: 12 }, { x: 15, y: 12 })).toEqual({ feature: 'Brick house', dv: 3 });
  });

  it('GIVEN both in the same house THEN no wall between them', () => {
    expect(blastShelter(FEATURES, { x: 11, y: 11 }, { x: 13, y: 13 })).toBeUndefined();
  });

  it('GIVEN the house between two men outside it THEN it shelters the far one', () => {
    expect(blastShelter(FEATURES, { x: 9, y: 12 }, { x: 15, y: 12 })).toEqual({ feature: 'Brick house', dv: 3 });
  });

  it('GIVEN a hooch THEN DV 0; a log bunker DV 4; a sandbagged position DV 2', () => {
    expect(blastShelter(FEATURES, { x: 19, y: 11 }, { x: 21, y: 11 })).toEqual({ feature: 'Hooch 1', dv: 0 });
    expect(blastShelter(FEATURES, { x: 29, y: 11 }, { x: 31, y: 11 })).toEqual({ feature: 'Bunker 1', dv: 4 });
    expect(blastShelter(FEATURES, { x: 39, y: 11 }, { x: 41, y: 11 })).toEqual({ feature: 'Sandbags', dv: 2 });
  });

  it('GIVEN only jungle between (no Defensive Value in the seed) or open ground THEN nothing shelters him', () => {
    expect(blastShelter(FEATURES, { x: 49, y: 5 }, { x: 51, y: 5 })).toBeUndefined();
    expect(blastShelter(FEATURES, { x: 2, y: 30 }, { x: 4, y: 30 })).toBeUndefined();
  });
});
