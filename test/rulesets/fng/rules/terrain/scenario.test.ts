import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../../../../src/core/board/scenario.js';
import type { ScenarioKit } from '../../../../../src/core/board/scenario-kit.js';
import { parseScenario, validateScenario } from '../../../../../src/core/board/scenario-validate.js';
import { FNG_MAP } from '../../../../../src/rulesets/fng/play/board/board-kit.js';
import { SECTOR_COUNT, entryPoint, fngScenario, sectorBounds, sectorCentre, sectorEdges, sectorOf, structureOf, type FngScenario } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';

/** FNG's kit alone: scenarios are checked as the registry will once FNG is registered. */
const KITS: ReadonlyMap<string, ScenarioKit> = new Map([['fng', FNG_MAP]]);
const check = (raw: unknown): ScenarioResult => validateScenario(raw, KITS);

const PATROL = readFileSync(new URL('../../../../../assets/scenarios/fng-patrol.json', import.meta.url), 'utf8');

const scenario = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'fng-test',
  name: 'FNG test',
  ruleset: 'fng',
  sides: ['US', 'VC'],
  board: { kind: 'tabletop', width: 60, height: 36 },
  features: [
    { name: 'Jungle', type: 'double-canopy-jungle', polygon: [[0, 0], [18, 0], [18, 16]] },
    { name: 'Creek', type: 'stream', polyline: [[40, 0], [40, 36]] },
  ],
  ...extra,
});

function problems(r: ScenarioResult): { path: string; code: string; message: string }[] {
  if (r.ok) throw new Error('expected problems');
  return r.problems.map(({ path, code, message }) => ({ path, code, message }));
}

function good(r: ScenarioResult): FngScenario {
  if (!r.ok) throw new Error(r.params.problems);
  const s = fngScenario(r.value);
  if (!s) throw new Error('not an FNG scenario');
  return s;
}

const TABLE = { board: { kind: 'tabletop' as const, width: 60, height: 36 } };

describe('sectorOf: six sectors, two rows of three, numbered from the top left (L1061, L1063–L1072)', () => {
  it('GIVEN a 5′ × 3′ table THEN each sector is 20″ × 18″ and its centre lies in it', () => {
    expect(SECTOR_COUNT).toBe(6);
    expect(sectorBounds(TABLE, 1)).toEqual({ minX: 0, minY: 0, maxX: 20, maxY: 18 });
    expect(sectorBounds(TABLE, 6)).toEqual({ minX: 40, minY: 18, maxX: 60, maxY: 36 });
    for (let s = 1; s <= 6; s++) expect(sectorOf(TABLE, sectorCentre(TABLE, s))).toBe(s);
    expect(sectorCentre(TABLE, 2)).toEqual({ x: 30, y: 9 });
  });

  it.each([
    [{ x: 0, y: 0 }, 1],
    [{ x: 19.9, y: 17.9 }, 1],
    [{ x: 25, y: 5 }, 2],
    [{ x: 59, y: 1 }, 3],
    [{ x: 1, y: 35 }, 4],
    [{ x: 30, y: 30 }, 5],
    [{ x: 60, y: 36 }, 6],
  ])('GIVEN the point %o THEN sector %i', (p, s) => {
    expect(sectorOf(TABLE, p)).toBe(s);
  });

  it('GIVEN a point on a line between sectors THEN it is in the sector east or south of it', () => {
    expect(sectorOf(TABLE, { x: 20, y: 5 })).toBe(2);
    expect(sectorOf(TABLE, { x: 40, y: 5 })).toBe(3);
    expect(sectorOf(TABLE, { x: 5, y: 18 })).toBe(4);
    expect(sectorOf(TABLE, { x: 40, y: 18 })).toBe(6);
  });

  it('GIVEN a point off the table THEN no sector', () => {
    expect(sectorOf(TABLE, { x: -0.1, y: 5 })).toBeUndefined();
    expect(sectorOf(TABLE, { x: 30, y: 36.5 })).toBeUndefined();
  });

  it('GIVEN another table size THEN the sectors are still its thirds and halves (8′ × 4′, L1061)', () => {
    const big = { board: { kind: 'tabletop' as const, width: 96, height: 48 } };
    expect(sectorOf(big, { x: 33, y: 25 })).toBe(5);
    expect(sectorBounds(big, 3)).toEqual({ minX: 64, minY: 0, maxX: 96, maxY: 24 });
  });

  it('GIVEN each sector THEN the table edges it touches: the middle ones one edge, the corners two', () => {
    expect(sectorEdges(TABLE, 1)).toEqual(['north', 'west']);
    expect(sectorEdges(TABLE, 2)).toEqual(['north']);
    expect(sectorEdges(TABLE, 3)).toEqual(['north', 'east']);
    expect(sectorEdges(TABLE, 5)).toEqual(['south']);
    expect(sectorEdges(TABLE, 6)).toEqual(['east', 'south']);
  });

  it("GIVEN an entry THEN its point is the middle of the sector's stretch of that edge", () => {
    expect(entryPoint(TABLE, { sector: 5, edge: 'south' })).toEqual({ x: 30, y: 36 });
    expect(entryPoint(TABLE, { sector: 4, edge: 'west' })).toEqual({ x: 0, y: 27 });
    expect(entryPoint(TABLE, { sector: 3, edge: 'east' })).toEqual({ x: 60, y: 9 });
  });
});

describe('FNG scenarios under the validator', () => {
  it('GIVEN a table with jungle, a stream and an entry THEN it checks out, read as FNG reads it', () => {
    const s = good(check(scenario({ entries: [{ side: 'us', sector: 4, edge: 'west', name: 'Trail head' }] })));
    expect(s.board).toEqual({ kind: 'tabletop', width: 60, height: 36 });
    expect(s.entries).toEqual([{ side: 'US', sector: 4, edge: 'west', name: 'Trail head' }]);
    // A stream with no width takes its type's default.
    expect(s.features[1]!.shape).toMatchObject({ kind: 'polyline', width: 7 });
  });

  it('GIVEN no entries THEN an empty list', () => {
    expect(good(check(scenario())).entries).toEqual([]);
  });

  it('GIVEN the feature fields THEN they ride on the feature: protection, paddy state, camouflage, structure', () => {
    const s = good(
      check(
        scenario({
          features: [
            { name: 'Paddy', type: 'rice-paddy', rect: { x: 20, y: 20, width: 10, height: 8 }, paddy: 'harvest' },
            { name: 'Holes', type: 'fighting-position', rect: { x: 2, y: 30, width: 4, height: 2 }, camouflaged: true },
            { name: 'Villa', type: 'building', rect: { x: 45, y: 25, width: 5, height: 5 }, structure: 'masonry' },
            { name: 'Bunker', type: 'bunker', rect: { x: 52, y: 25, width: 3, height: 2 } },
            { name: 'Orchard', type: 'forest', ellipse: { centre: [10, 10], rx: 5, ry: 4 }, protection: 'both' },
          ],
        }),
      ),
    );
    expect(s.features.map((f) => [f.paddy, f.camouflaged, f.structure, f.protection])).toEqual([
      ['harvest', undefined, undefined, undefined],
      [undefined, true, undefined, undefined],
      [undefined, undefined, 'masonry', undefined],
      [undefined, undefined, undefined, undefined],
      [undefined, undefined, undefined, 'both'],
    ]);
    expect(s.features.map(structureOf)).toEqual([undefined, undefined, 'masonry', 'log-bunker', undefined]);
  });

  it('GIVEN a stream\'s downstream edge THEN it rides on the feature; on a hill, or not an edge, it is refused', () => {
    const ok = good(check(scenario({ features: [{ name: 'Song Be', type: 'stream', polyline: [[51, 36], [51, 0]], width: 5, downstream: 'north' }] })));
    expect(ok.features[0]!.downstream).toBe('north');
    const p = problems(
      check(
        scenario({
          features: [
            { name: 'Hill', type: 'hill', ellipse: { centre: [8, 14], rx: 7, ry: 4.5 }, downstream: 'south' },
            { name: 'Creek', type: 'stream', polyline: [[1, 0], [1, 36]], downstream: 'uphill' },
          ],
        }),
      ),
    );
    expect(p.map((x) => x.message)).toEqual([
      'features[0].downstream: only river and stream / canal features have a downstream edge',
      'features[1].downstream: "uphill" is not a table edge (north, east, south, west)',
    ]);
  });

  it('GIVEN a type FNG has not THEN the problem names the path and lists its types', () => {
    const p = problems(check(scenario({ features: [{ name: 'Woods', type: 'woods', polygon: [[0, 0], [10, 0], [10, 10]] }] })));
    expect(p).toHaveLength(1);
    expect(p[0]!.path).toBe('features[0].type');
    expect(p[0]!.code).toBe('board/bad-terrain-type');
    expect(p[0]!.message).toMatch(/^features\[0\]\.type: "woods" is not an FNG terrain type \(clear, bamboo, .*elephant-grass.*hooch.*trail/);
  });

  it('GIVEN a river drawn as an area and a hooch as a line THEN each is told its shape', () => {
    const p = problems(
      check(
        scenario({
          features: [
            { name: 'River', type: 'river', rect: { x: 0, y: 10, width: 60, height: 8 } },
            { name: 'Hut', type: 'hooch', polyline: [[5, 5], [8, 5]] },
          ],
        }),
      ),
    );
    expect(p.map((x) => [x.code, x.message])).toEqual([
      ['board/wrong-shape', 'features[0].rect: river is a linear feature: give a polyline (with a width)'],
      ['board/wrong-shape', 'features[1].polyline: hooch is an area feature: give a polygon, ellipse or rect'],
    ]);
  });

  it("GIVEN fields on the wrong types or with wrong values THEN each is refused with what would do", () => {
    const p = problems(
      check(
        scenario({
          features: [
            { name: 'Jungle', type: 'double-canopy-jungle', polygon: [[0, 0], [18, 0], [18, 16]], paddy: 'dry' },
            { name: 'Paddy', type: 'rice-paddy', rect: { x: 20, y: 20, width: 10, height: 8 }, paddy: 'wet' },
            { name: 'Bunker', type: 'bunker', rect: { x: 52, y: 25, width: 3, height: 2 }, structure: 'masonry' },
            { name: 'Trench', type: 'trench', polyline: [[2, 30], [8, 30]], camouflaged: 'yes' },
            { name: 'Grass', type: 'elephant-grass', rect: { x: 30, y: 2, width: 5, height: 5 }, protection: 'armour' },
          ],
        }),
      ),
    );
    expect(p.map((x) => x.message)).toEqual([
      'features[0].paddy: only rice paddy features have a paddy state',
      'features[1].paddy: "wet" is not a paddy state (flooded, dry, harvest)',
      'features[2].structure: "masonry" is not a bunker structure (log-bunker, earth-bunker, concrete-steel)',
      'features[3].camouflaged: "yes" is not true or false',
      'features[4].protection: "armour" is not a protection (none, concealment, cover, both)',
    ]);
    expect(new Set(p.map((x) => x.code))).toEqual(new Set(['board/bad-field']));
  });

  it('GIVEN entries THEN a sector must touch the edge named, be one of the six, and the side one of the scenario\'s', () => {
    const p = problems(
      check(
        scenario({
          entries: [
            { side: 'US', sector: 2, edge: 'west' },
            { side: 'US', sector: 7, edge: 'south' },
            { side: 'ARVN', sector: 4, edge: 'south' },
            { side: 'US', sector: 5, edge: 'up' },
            { side: 'US', sector: 5 },
          ],
        }),
      ),
    );
    expect(p.map((x) => [x.code, x.message])).toEqual([
      ['board/not-on-edge', 'entries[0].edge: sector 2 does not touch the west edge (it touches north)'],
      ['board/bad-field', 'entries[1].sector: 7 is out of range (1 to 6)'],
      ['board/unknown-side', 'entries[2].side: "ARVN" is not one of the scenario\'s sides (US, VC)'],
      ['board/bad-field', 'entries[3].edge: "up" is not a table edge (north, east, south, west)'],
      ['board/bad-field', 'entries[4].edge: missing: give the table edge (north, east, south or west)'],
    ]);
  });

  it('GIVEN an FNG scenario on a hex map THEN it is refused: FNG plays on a table', () => {
    const p = problems(check({ ...scenario(), board: { kind: 'hex', columns: 10, rows: 8 }, features: [] }));
    expect(p.map((x) => x.message)).toContain('board.kind: fng plays on a tabletop board, not hex');
  });
});

describe('the built-in patrol scenario', () => {
  const s = good(parseScenario(PATROL, KITS));

  it('GIVEN fng-patrol.json THEN a 5′ × 3′ table (L1061), US against VC, its id its file name', () => {
    expect(s.id).toBe('fng-patrol');
    expect(s.board).toEqual({ kind: 'tabletop', width: 60, height: 36 });
    expect(s.sides).toEqual(['US', 'VC']);
  });

  it('GIVEN its terrain THEN jungle, a trail, a paddy with dikes, hooches and a stream', () => {
    const types = new Set(s.features.map((f) => f.type));
    for (const t of ['double-canopy-jungle', 'single-canopy-jungle', 'triple-canopy-jungle', 'trail', 'rice-paddy', 'dike', 'hooch', 'stream', 'elephant-grass', 'bamboo'] as const) {
      expect(types).toContain(t);
    }
  });

  it('GIVEN its entry and deployment THEN the US enter on the south edge of sector 5 and deploy in that sector', () => {
    expect(s.entries).toEqual([{ side: 'US', sector: 5, edge: 'south', name: 'US entry' }]);
    expect(s.deployment).toHaveLength(1);
    const zone = s.deployment[0]!;
    if (zone.shape.kind !== 'rect') throw new Error('a rect');
    expect(sectorOf(s, { x: zone.shape.x + zone.shape.width / 2, y: zone.shape.y + zone.shape.height / 2 })).toBe(5);
  });

  it('GIVEN every sector THEN some terrain in it, so a Patrol has somewhere to look from', () => {
    for (let n = 1; n <= 6; n++) {
      const b = sectorBounds(s, n);
      const inside = s.features.some((f) => {
        const pts = f.shape.kind === 'polygon' || f.shape.kind === 'polyline' ? f.shape.points : f.shape.kind === 'ellipse' ? [f.shape.centre] : [{ x: f.shape.x, y: f.shape.y }];
        return pts.some((p) => p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY);
      });
      expect(inside, `sector ${n}`).toBe(true);
    }
  });
});
