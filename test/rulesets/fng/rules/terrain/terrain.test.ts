import { describe, expect, it } from 'vitest';
import { TERRAIN_GENERATORS, layerOf, type TerrainKind } from '../../../../../src/rulesets/fng/rules/terrain/terrain-generator.js';
import { FNG_PLACED_KINDS, FNG_TERRAIN, FNG_TERRAIN_TYPES, describeFngTerrain, type FngTerrain, type FngTerrainType } from '../../../../../src/rulesets/fng/rules/terrain/terrain.js';

const row = (t: FngTerrainType): FngTerrain => FNG_TERRAIN[t];

/** Every type the Corps Terrain Generators can roll (L1075–L1141). */
const ROLLED: readonly TerrainKind[] = [
  ...new Set(Object.values(TERRAIN_GENERATORS).flatMap((t) => t.columns.flatMap((c) => c.rows.map((cell) => cell.kind)))),
];

describe('the terrain table covers every type', () => {
  it('GIVEN the Corps Terrain Generators THEN every type they roll has a row, with the layer the generator lays it in', () => {
    expect(ROLLED.length).toBeGreaterThan(15);
    for (const kind of ROLLED) {
      expect(FNG_TERRAIN_TYPES).toContain(kind);
      expect(row(kind).layer).toBe(layerOf(kind));
    }
  });

  it('GIVEN the types the brief names THEN jungles, grass, bamboo, paddies, hooches, bunkers, trails and rivers are all there', () => {
    for (const t of ['single-canopy-jungle', 'double-canopy-jungle', 'triple-canopy-jungle', 'elephant-grass', 'bamboo', 'rice-paddy', 'hooch', 'bunker', 'trail', 'river', 'stream'] as const) {
      expect(FNG_TERRAIN_TYPES).toContain(t);
    }
    expect(FNG_TERRAIN_TYPES).toHaveLength(ROLLED.length + FNG_PLACED_KINDS.length);
  });

  it('GIVEN the water, roads, trails, dikes, trenches and wire THEN they are lines with a width; everything else is an area', () => {
    const lines = FNG_TERRAIN_TYPES.filter((t) => row(t).shape === 'linear').sort();
    expect(lines).toEqual(['dike', 'river', 'road', 'stream', 'trail', 'trench', 'wire']);
    for (const t of lines) expect(row(t).defaultWidth).toBeGreaterThan(0);
    // Canals and streams 4 + 1d6″, rivers 8 + 1d6″, roads 3 + 1/2d6″ (L1178, L1188): the drawn default is within.
    expect(row('stream').defaultWidth).toBeGreaterThanOrEqual(5);
    expect(row('stream').defaultWidth).toBeLessThanOrEqual(10);
    expect(row('river').defaultWidth).toBeGreaterThanOrEqual(9);
    expect(row('river').defaultWidth).toBeLessThanOrEqual(14);
    expect(row('road').defaultWidth).toBeGreaterThanOrEqual(4);
    expect(row('road').defaultWidth).toBeLessThanOrEqual(6);
  });

  it('GIVEN every row THEN it cites seed lines, and a row read where the seed is silent says so in a note', () => {
    for (const t of FNG_TERRAIN_TYPES) {
      expect(row(t).source).toMatch(/^seed L\d{3,4}/);
      if (row(t).confidence === 'C') expect(row(t).note, t).toBeDefined();
    }
  });
});

/**
 * The seed's words for each type (p.46–51) and what the row must say. Bamboo's effects are printed
 * apart from its name (L1149, "splintering"), elephant grass's at L1156, confirmed by the marsh
 * example (L1171: "LOS is 4″ at all times, and counts as concealment from the ground but not the air").
 */
const SEED: readonly {
  type: FngTerrainType;
  line: string;
  says: string;
  ground: FngTerrain['ground'];
  inside?: { day: number; night: number };
  hidden?: number;
  move?: number;
}[] = [
  { type: 'clear', line: 'L1146', says: 'without any possible cover or concealment', ground: 'none', move: 1 },
  { type: 'bamboo', line: 'L1149', says: 'Provides concealment from the ground and air, but not cover. Reduces LOS to 8” in the day and 6” at night', ground: 'concealment', inside: { day: 8, night: 6 }, move: 0.5 },
  { type: 'elephant-grass', line: 'L1156', says: 'Foot movement is reduced by a quarter. LOS is 4” at all times. … concealment, but not cover … 1" away from the edge, they cannot see or be seen', ground: 'concealment', inside: { day: 4, night: 4 }, hidden: 1, move: 0.75 },
  { type: 'craters', line: 'L1160', says: 'Reduce movement by half. Count as cover … Figures over 1" away from the edge are considered out of LOS', ground: 'cover', hidden: 1, move: 0.5 },
  { type: 'forest', line: 'L1157', says: 'Movement is not reduced … limited to 18” in the daytime and 9” at night … 4” or farther inside … within cover … never fully concealed', ground: 'cover', inside: { day: 18, night: 9 }, hidden: 4, move: 1 },
  { type: 'single-canopy-jungle', line: 'L1168', says: 'quarter speed … limited to 6” in the daytime and at night … 1” or farther inside … both cover and concealment from the ground', ground: 'both', inside: { day: 6, night: 6 }, hidden: 1, move: 0.25 },
  { type: 'double-canopy-jungle', line: 'L1170, L1166', says: 'half speed … limited to 8” in the daytime and 6” at night … 1” or farther inside … both cover and concealment from the ground and the air', ground: 'both', inside: { day: 8, night: 6 }, hidden: 1, move: 0.5 },
  { type: 'triple-canopy-jungle', line: 'L1167', says: 'Foot movement is not reduced … 12” in the daytime and 9” at night … 4” or farther inside … cover from the ground but not as concealed', ground: 'cover', inside: { day: 12, night: 9 }, hidden: 4, move: 1 },
  { type: 'marsh', line: 'L1169', says: 'Reduce foot movement by half. Marshes do not provide cover or concealment. LOS is reduced to 24” in the day, and 12” at night', ground: 'none', inside: { day: 24, night: 12 }, move: 0.5 },
  { type: 'rough', line: 'L1194', says: 'half speed … 12” in the daytime and 6” at night … edge … count as in cover … 1” or farther inside', ground: 'cover', inside: { day: 12, night: 6 }, hidden: 1, move: 0.5 },
  { type: 'swamp', line: 'L1204', says: 'Reduce foot movement by half. Count as cover from ground and air, but not concealment … 12” … 6” … 4” or farther inside', ground: 'cover', inside: { day: 12, night: 6 }, hidden: 4, move: 0.5 },
  { type: 'scrub', line: 'L1198', says: 'no hindrance … Provides concealment to prone', ground: 'none', move: 1 },
  { type: 'hooch', line: 'L1007', says: 'it offers concealment but no cover whatsoever so has a DV of 0', ground: 'concealment' },
  { type: 'building', line: 'L1002', says: 'Moving figures count as if in concealment while stationary figures count as if in cover', ground: 'cover', move: 1 },
  { type: 'fighting-position', line: 'L1210', says: 'They do not impede movement, but do provide cover for those within them', ground: 'cover', move: 1 },
  { type: 'spider-hole', line: 'L1201, L1210', says: 'Spider holes are always camouflaged … Camouflaged positions count as both cover and concealment', ground: 'both' },
];

describe('the terrain table against the seed', () => {
  it.each(SEED)('GIVEN $type ($line: "$says") THEN its row says the same', ({ type, line, ground, inside, hidden, move }) => {
    const r = row(type);
    for (const l of line.split(', ')) expect(r.source).toContain(l);
    expect(r.ground).toBe(ground);
    expect(r.sight.inside).toEqual(inside);
    expect(r.sight.hidden?.depth).toBe(hidden);
    if (move !== undefined) expect(r.footMove).toBe(move);
  });

  it('GIVEN the prone and moving cases THEN scrub and paddy crops hide the prone (L1174, L1198) and a building only conceals the moving (L1002)', () => {
    expect(row('scrub').prone).toBe('concealment');
    expect(row('scrub').sight.prone).toEqual({ seenWithin: 6, seesWithin: 12 });
    expect(row('rice-paddy').prone).toBe('concealment');
    expect(row('building').moving).toBe('concealment');
  });

  it('GIVEN a dike and the water THEN a figure touching a dike has cover and concealment, one on it none (L1174); in or beside a river, cover (L1178)', () => {
    expect(row('dike').ground).toBe('none');
    expect(row('dike').beside?.protection).toBe('both');
    for (const t of ['river', 'stream'] as const) {
      expect(row(t).ground).toBe('cover');
      expect(row(t).beside?.protection).toBe('cover');
    }
  });

  it('GIVEN the air THEN triple canopy hides from it, elephant grass and scrub are open to it, double canopy gives both (L1156, L1166, L1167, L1202)', () => {
    expect(row('triple-canopy-jungle').air).toBe('unseen');
    expect(row('elephant-grass').air).toBe('none');
    expect(row('scrub').air).toBe('none');
    expect(row('double-canopy-jungle').air).toBe('both');
  });

  it('GIVEN sight across THEN hills and dunes block it at the crest (L1154, L1196), tall growth and buildings block it (L649, L815), open ground does not', () => {
    expect(row('hill').sight.across).toBe('crest');
    expect(row('sand-dunes').sight.across).toBe('crest');
    for (const t of ['double-canopy-jungle', 'elephant-grass', 'bamboo', 'hooch', 'building', 'bunker'] as const) expect(row(t).sight.across).toBe('blocked');
    for (const t of ['clear', 'rice-paddy', 'marsh', 'scrub', 'road', 'trail'] as const) expect(row(t).sight.across).toBe('clear');
  });

  it('GIVEN a legend line THEN it reads the protection, sight and move: "cover + concealment · LOS in 8″/6″ · unseen 1″ in · ½ move"', () => {
    expect(describeFngTerrain(row('double-canopy-jungle'))).toBe('cover + concealment · LOS in 8″/6″ · unseen 1″ in · ½ move');
    expect(describeFngTerrain(row('elephant-grass'))).toBe('concealment · LOS in 4″ · unseen 1″ in · ¾ move');
    expect(describeFngTerrain(row('bamboo'))).toBe('concealment · LOS in 8″/6″ · blocks LOS · ½ move');
    expect(describeFngTerrain(row('clear'))).toBe('no cover');
    expect(describeFngTerrain(row('dike'))).toBe('no cover · beside: cover + concealment');
    expect(describeFngTerrain(row('impassable'))).toBe('no cover · blocks LOS · road only');
  });
});
