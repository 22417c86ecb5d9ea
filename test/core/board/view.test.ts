import { fogoBoardView } from '../../../src/rulesets/fogo/play/board-view.js';
import { describe, expect, it } from 'vitest';
import { pointInShape } from '../../../src/core/board/geometry.js';
import { parsePosition, type SneakerMark } from '../../../src/core/board/view.js';
import { scenarioBoardView } from '../../helpers/boards.js';
import { viewFogo } from '../../../src/rulesets/fogo/rules/view.js';
import { PUBLIC, type Viewer } from '../../../src/core/views.js';
import { FR, PT, SCENARIO, game } from './game.js';

const ptPlayer: Viewer = { kind: 'member', userId: 'u-pt', side: PT, gm: false };
const frPlayer: Viewer = { kind: 'member', userId: 'u-fr', side: FR, gm: false };
const gm: Viewer = { kind: 'member', userId: 'u-gm', gm: true };
const positions = new Map([
  ['CA-1', { x: 10, y: 30 }],
  ['CA-2', { x: 14, y: 30 }],
]);

const boardFor = (viewer: Viewer) => fogoBoardView(SCENARIO, viewFogo(game(), viewer), { campaign: 'Mueda 1970', positions });

describe('fogoBoardView', () => {
  it('GIVEN the enemy view THEN no hidden stand, no real/dummy, no contents, and the same shape for both Sneakers', () => {
    const v = boardFor(ptPlayer);
    expect(JSON.stringify(v)).not.toContain('HIDDEN');
    const sneakers = v.markers.filter((m): m is SneakerMark => m.kind === 'sneaker');
    expect(sneakers.map((s) => s.id)).toEqual(['S1', 'S2']);
    for (const s of sneakers) {
      expect(s).not.toHaveProperty('real');
      expect(s).not.toHaveProperty('contents');
    }
    expect(Object.keys(sneakers[0]!).sort()).toEqual(Object.keys(sneakers[1]!).sort());
    expect(v.audience).toBe("Portugal's view");
    expect(v.initiative).toEqual({ side: FR, count: 3 });
  });

  it('GIVEN the public view THEN it shows what the enemy sees', () => {
    const pub = fogoBoardView(SCENARIO, viewFogo(game(), PUBLIC), { campaign: 'Mueda 1970', positions });
    expect(JSON.stringify(pub)).not.toContain('HIDDEN');
    expect(pub.audience).toBe('Public view');
  });

  it('GIVEN the owner view THEN hidden stands are greyed, Sneaker stands ride in the token, real/dummy shown', () => {
    const v = boardFor(frPlayer);
    expect(v.units.map((u) => u.id).sort()).toEqual(['CA-1', 'CA-2', 'FR-V', 'HIDDEN-1']);
    expect(v.units.find((u) => u.id === 'HIDDEN-1')?.greyed).toBe(true);
    expect(v.units.find((u) => u.id === 'FR-V')?.greyed).toBeUndefined();
    const [s1, s2] = v.markers.filter((m): m is SneakerMark => m.kind === 'sneaker');
    expect(s1).toMatchObject({ number: 1, real: true, contents: ['HIDDEN-2', 'HIDDEN-3'] });
    expect(s2).toMatchObject({ number: 2, real: false, contents: [], pinned: true, position: { x: 40, y: 40 } });
  });

  it('GIVEN stands and markers with a feature but no position THEN they are placed inside it; statuses become markers', () => {
    const v = boardFor(gm);
    const bush = SCENARIO.features[0]!;
    const kraal = SCENARIO.features[1]!;
    const hidden = v.units.find((u) => u.id === 'HIDDEN-1')!;
    expect(pointInShape(hidden.position as { x: number; y: number }, bush.shape)).toBe(true);
    const s1 = v.markers.find((m) => m.kind === 'sneaker' && m.id === 'S1')!;
    expect(pointInShape(s1.position as { x: number; y: number }, bush.shape)).toBe(true);
    const frv = v.units.find((u) => u.id === 'FR-V')!;
    expect(pointInShape(frv.position as { x: number; y: number }, kraal.shape)).toBe(true);
    expect(frv.markers).toEqual(['ground-hug']);
    expect(v.units.find((u) => u.id === 'CA-2')?.markers).toEqual(['pinned', 'no-fire']);
    expect(v.markers.find((m) => m.kind === 'spoor')).toMatchObject({ id: 'SP1', side: FR, position: { x: 30, y: 60 } });
    expect(v.audience).toBe('GM view');
  });

  it('GIVEN stands with no position and no known feature THEN they are listed off the map', () => {
    const v = fogoBoardView(SCENARIO, viewFogo(game(), gm), { campaign: 'x' });
    expect(v.offMap).toEqual(['CA-1 (no position)', 'CA-2 (no position)']);
  });

  it('GIVEN the same game twice THEN the same view (placement is deterministic)', () => {
    expect(boardFor(gm)).toEqual(boardFor(gm));
  });

  it('GIVEN a scenario THEN its board view has terrain, zones and a legend but no troops', () => {
    const v = scenarioBoardView(SCENARIO, { campaign: 'c' });
    expect(v.units).toEqual([]);
    expect(v.legend.map((e) => e.type)).toEqual(['woods', 'structure', 'road']);
  });

  it('GIVEN typed positions THEN "12,30" on a table and "C5" on a hex map', () => {
    expect(parsePosition('12,30', SCENARIO.board)).toEqual({ x: 12, y: 30 });
    expect(parsePosition('12,90', SCENARIO.board)).toBeUndefined();
    expect(parsePosition('C5', { kind: 'hex', columns: 12, rows: 10 })).toEqual({ col: 2, row: 4 });
    expect(parsePosition('M5', { kind: 'hex', columns: 12, rows: 10 })).toBeUndefined();
  });
});

describe('fogoBoardView in a crowded feature', () => {
  it('GIVEN more stands than a hut holds THEN those that fit are placed and the rest listed', () => {
    const hut = { ...SCENARIO, features: [{ name: 'Hut', type: 'structure' as const, shape: { kind: 'rect' as const, x: 2, y: 2, width: 3, height: 2.5, rotation: 0 } }] };
    const state = game();
    const crowded = { ...state, fieldcraft: undefined, stands: ['A', 'B', 'C'].map((id) => ({ ...state.stands[0]!, id, feature: 'Hut' })) };
    const v = fogoBoardView(hut, viewFogo(crowded, gm), { campaign: 'c' });
    expect(v.units.map((u) => u.id)).toEqual(['A']);
    expect(v.offMap).toEqual(['B (no room in Hut)', 'C (no room in Hut)']);
  });
});
