import { describe, expect, it } from 'vitest';
import { pointInShape } from '../../../../../src/core/board/geometry.js';
import { tourBoard } from '../../../../../src/rulesets/fng/rules/terrain/tour-table.js';
import { SECTOR_GRID, type TableTerrain, type TerrainPiece } from '../../../../../src/rulesets/fng/rules/terrain/table-set-up.js';

const piece = (kind: TerrainPiece['kind'], layer: TerrainPiece['layer'], extra: Partial<TerrainPiece> = {}): TerrainPiece => ({ kind, layer, row: 7, mudProne: false, muddy: false, substitutedRiver: false, ...extra });

function terrain(sections: TableTerrain['sections']): TableTerrain {
  return { ao: { corps: 'I', kind: 'coastal' }, grid: SECTOR_GRID, sections, buildingsMoved: [], civilians: false, parts: [] };
}

describe('the generated table laid as a board (L1061–L1153)', () => {
  const t = terrain([
    { section: 1, pieces: [piece('hill', 'under'), piece('forest', 'ground'), piece('road', 'over')], buildings: 0 },
    { section: 2, pieces: [piece('clear', 'ground'), piece('craters', 'over', { craters: { count: 2, kind: 'small-bomb', diameter: 6, parts: [] } })], buildings: 2 },
    { section: 3, pieces: [piece('river', 'ground')], buildings: 0 },
    { section: 4, pieces: [piece('rice-paddy', 'ground')], buildings: 0 },
    { section: 5, pieces: [piece('termite-mounds', 'over'), piece('scrub', 'ground')], buildings: 0 },
    { section: 6, pieces: [piece('double-canopy-jungle', 'ground', { printed: 'Double canopy forest' })], buildings: 1 },
  ]);
  const board = tourBoard({ id: 'x', name: 'X', sides: ['US', 'VC'], terrain: t, flooded: true, deploymentSector: 5 });

  it('GIVEN pieces under, on and over the ground THEN under-layers first, hooches last, every piece inside its 24" × 18" section', () => {
    expect(board.features.map((f) => [f.name, f.type])).toEqual([
      ['Hill (section 1)', 'hill'],
      ['Forest (section 1)', 'forest'],
      ['River (section 3)', 'river'],
      ['Rice paddy (section 4)', 'rice-paddy'],
      ['Scrub (section 5)', 'scrub'],
      ['Double canopy forest (section 6)', 'double-canopy-jungle'],
      ['Road (section 1)', 'road'],
      ['Crater 2.1', 'craters'],
      ['Crater 2.2', 'craters'],
      ['Termite mounds (section 5)', 'termite-mounds'],
      ['Hooch 2.1', 'hooch'],
      ['Hooch 2.2', 'hooch'],
      ['Hooch 6.1', 'hooch'],
    ]);
    // Section 1 is x 0–24, y 0–18: the forest covers its centre, not the next section's.
    const forest = board.features[1]!.shape;
    expect(pointInShape({ x: 12, y: 9 }, forest)).toBe(true);
    expect(pointInShape({ x: 12, y: 0.5 }, forest)).toBe(false);
    expect(pointInShape({ x: 30, y: 9 }, forest)).toBe(false);
    // Two 6" craters side by side through section 2's centre (36, 9).
    expect(board.features.filter((f) => f.type === 'craters').map((f) => f.shape)).toEqual([
      { kind: 'ellipse', centre: { x: 32.5, y: 9 }, rx: 3, ry: 3, rotation: 0 },
      { kind: 'ellipse', centre: { x: 39.5, y: 9 }, rx: 3, ry: 3, rotation: 0 },
    ]);
    expect(board.features.find((f) => f.type === 'rice-paddy')).toMatchObject({ paddy: 'flooded' });
  });

  it('GIVEN the deployment sector THEN it is the players\' deployment zone; the table is 72" × 36"', () => {
    expect(board.board).toEqual({ kind: 'tabletop', width: 72, height: 36 });
    expect(board.deployment).toEqual([{ side: 'US', name: 'US deployment (sector 5)', shape: { kind: 'rect', x: 24, y: 18, width: 24, height: 18, rotation: 0 } }]);
  });
});
