import { describe, expect, it } from 'vitest';
import type { AoKind, AreaOfOperations, Corps } from '../../../../../src/rulesets/fng/rules/terrain/area-of-operations.js';
import { generatorFor, layerOf, type GeneratorCell, type GeneratorReadings, type TerrainKind } from '../../../../../src/rulesets/fng/rules/terrain/terrain-generator.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';
import { craters, generateTerrain } from '../../../../../src/rulesets/fng/rules/terrain/table-set-up.js';

const DEFAULTS: GeneratorReadings = {
  iiCorpsRow12: 'interior-clear',
  ivCorpsRows10To12: 'interior-first',
  iiiCorps1Note3: 'muddy',
  ivCorpsNote2: 'marsh',
};

/** The generator columns as read from the seed (L1075–L1141), rows 2 to 12. */
const PRINTED: readonly [Corps, AoKind, string][] = [
  ['I', 'dmz', 'Double canopy jungle, Rough, Scrub, Scrub, Clear, Elephant grass, Craters (1), Single canopy jungle, Bamboo, Hill (4) (3), Craters (1) (3)'],
  ['I', 'coastal', 'River, Road (1), Single canopy jungle, Clear, Scrub, Rice paddy, Forest, Forest, Sand dunes, Hill (4), Swamp'],
  ['I', 'interior', 'Triple canopy jungle, Double canopy jungle, Forest, Scrub (2), Rice paddy, Rice paddy, Hill (4) (3), River, Bamboo, Craters (1) (3), Hill (4) (3)'],
  ['II', 'coastal', 'Road (1), River, Forest, Swamp, Rice paddy, Bamboo, Clear, Double canopy jungle, Single canopy jungle, Rice paddy, Hill (4)'],
  ['II', 'interior', 'Single canopy jungle, Double canopy jungle, River, Elephant grass, Rice paddy, Double canopy jungle, Rice paddy, Scrub (2), Hill (4) (3), Clear, Clear'],
  ['II', 'highlands', 'Road (1) (3), Elephant grass, Triple canopy jungle, Hill (4) (3), Double canopy jungle, Hill (4) (3), Double canopy jungle, Hill (4) (3), Bamboo, Triple canopy jungle, Marsh (4)'],
  ['III', 'coastal', 'Hill (4), Scrub, Bamboo, Rice paddy, Forest, Double canopy jungle, Forest, Marsh (4), Bamboo, River, Hill (4)'],
  ['III', 'interior', 'River, Swamp, Hill (4), Double canopy jungle, Forest (2), Rice paddy, Scrub, Clear, Rice paddy, Hill (4), Bamboo'],
  ['III', 'highlands', 'Forest, Scrub, River, Bamboo, Hill (4) (3), Double canopy jungle, Triple canopy jungle, Hill (4) (3), Elephant grass, Triple canopy jungle, Triple canopy jungle'],
  ['III', 'free-fire-zone', 'Rice paddy, Bamboo, Hill (3), Craters (1), Double canopy jungle, Scrub (2), Double canopy jungle, Forest, Double canopy forest, Termite mounds (1), River'],
  ['III', 'swamp', 'River, Bamboo, Scrub (2), Rice paddy, Swamp, Double canopy jungle, Swamp, River, Swamp, Bamboo, Scrub (2)'],
  ['IV', 'swamp', 'River, Swamp, Bamboo, Rice paddy, Rice paddy (3), Swamp, Rice paddy, Double canopy jungle (2), River, Scrub (2), Swamp'],
  ['IV', 'interior', 'River, Road (1) (3), Rough, Hill (4), Rice paddy, Swamp, Rice paddy, Clear, River, Double canopy jungle (2), Double canopy jungle'],
  ['IV', 'free-fire-zone', 'River, Hill (1), Swamp, Swamp, Rice paddy, Bamboo, Scrub (2), Swamp, Bamboo, Single canopy jungle, Swamp'],
];

const NAMES: Record<string, TerrainKind> = {
  'Double canopy jungle': 'double-canopy-jungle',
  'Double canopy forest': 'double-canopy-jungle',
  'Single canopy jungle': 'single-canopy-jungle',
  'Triple canopy jungle': 'triple-canopy-jungle',
  'Elephant grass': 'elephant-grass',
  'Rice paddy': 'rice-paddy',
  'Sand dunes': 'sand-dunes',
  'Termite mounds': 'termite-mounds',
  Rough: 'rough',
  Scrub: 'scrub',
  Clear: 'clear',
  Craters: 'craters',
  Bamboo: 'bamboo',
  Hill: 'hill',
  River: 'river',
  Road: 'road',
  Forest: 'forest',
  Swamp: 'swamp',
  Marsh: 'marsh',
};

function parse(cell: string): GeneratorCell {
  const name = cell.replace(/\s*\(\d\)/g, '').trim();
  const notes = [...cell.matchAll(/\((\d)\)/g)].map((m) => Number(m[1]));
  const kind = NAMES[name];
  if (!kind) throw new Error(`unknown terrain ${name}`);
  return { kind, ...(notes.length > 0 ? { notes } : {}), ...(name === 'Double canopy forest' ? { printed: name } : {}) };
}

const facesFor = (total: number): [number, number] => (total <= 7 ? [1, total - 1] : [total - 6, 6]);

const terrain = (ao: AreaOfOperations, faces: number[], rainySeason = false, readings = DEFAULTS, grid = { columns: 1, rows: 1 }) => {
  const d = dice(...faces);
  const t = unwrap(generateTerrain({ ao, rainySeason, dice: '2d6', readings, grid }, d));
  return { t, remaining: d.remaining };
};

describe('FNG Corps Terrain Generators (seed L1061–L1141)', () => {
  for (const [corps, kind, printed] of PRINTED) {
    it(`GIVEN ${corps} Corps ${kind} THEN the data is the printed column, rows 2–12`, () => {
      expect(generatorFor({ corps, kind }, DEFAULTS).column.rows).toEqual(printed.split(', ').map(parse));
    });

    it(`GIVEN ${corps} Corps ${kind} and each 2d6 total THEN that row's terrain is laid in the section`, () => {
      const rows = printed.split(', ').map(parse);
      const plain = rows.findIndex((r) => layerOf(r.kind) === 'ground' && r.notes === undefined) + 2;
      const pv = corps === 'III' && kind === 'free-fire-zone' ? 0 : corps === 'IV' && kind === 'free-fire-zone' ? 0 : 1;
      for (let total = 2; total <= 12; total++) {
        const cell = rows[total - 2]!;
        const faces: number[] = [...facesFor(total)];
        if (cell.kind === 'craters') faces.push(1, 1);
        if (layerOf(cell.kind) !== 'ground') faces.push(...facesFor(plain));
        if (pv > 0) faces.push(6);
        const { t, remaining } = terrain({ corps, kind }, faces);
        const pieces = t.sections[0]!.pieces;
        expect(pieces.find((p) => p.row === total)?.kind).toBe(cell.kind);
        expect(pieces.filter((p) => p.layer === 'ground')).toHaveLength(1);
        expect(remaining).toBe(0);
      }
    });
  }

  it('GIVEN a Hill THEN it is laid under and the table is rolled again for what is on top (L1161)', () => {
    const { t } = terrain({ corps: 'I', kind: 'dmz' }, [5, 6, 1, 1, 6]);
    expect(t.sections[0]!.pieces.map((p) => [p.kind, p.layer])).toEqual([
      ['hill', 'under'],
      ['double-canopy-jungle', 'ground'],
    ]);
  });

  it('GIVEN Craters THEN 1/2d6 craters of one rolled size on top of a second roll (L1150–L1153, footnote (1))', () => {
    const { t } = terrain({ corps: 'I', kind: 'dmz' }, [4, 4, 6, 3, 3, 4, 6]);
    const [ground, over] = t.sections[0]!.pieces;
    expect(ground!.kind).toBe('elephant-grass');
    expect(over).toMatchObject({ kind: 'craters', layer: 'over', craters: { count: 3, kind: 'small-bomb', diameter: 6 } });
  });

  it('GIVEN a Road on a Hill THEN road on top, hill under and a ground type between', () => {
    const { t } = terrain({ corps: 'II', kind: 'highlands' }, [1, 1, 2, 3, 4, 4, 6]);
    expect(t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['hill', 'double-canopy-jungle', 'road']);
    expect(t.sections[0]!.pieces.find((p) => p.kind === 'road')!.mudProne).toBe(true);
  });

  it('GIVEN a second piece laid on top THEN it is rolled again (one per section)', () => {
    const { t, remaining } = terrain({ corps: 'I', kind: 'dmz' }, [4, 4, 1, 1, 6, 6, 1, 1, 6]);
    expect(t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['double-canopy-jungle', 'craters']);
    expect(remaining).toBe(0);
  });

  it('GIVEN a Marsh and then a Hill THEN there is no marsh (L1169)', () => {
    const { t } = terrain({ corps: 'III', kind: 'coastal' }, [4, 5, 1, 1, 1, 3, 6]);
    expect(t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['hill', 'bamboo']);
  });

  it('GIVEN a Marsh THEN the second roll is what grows on it (example L1171)', () => {
    const { t } = terrain({ corps: 'III', kind: 'coastal' }, [4, 5, 2, 1, 6]);
    expect(t.sections[0]!.pieces.map((p) => [p.kind, p.layer])).toEqual([
      ['marsh', 'under'],
      ['scrub', 'ground'],
    ]);
  });

  it('GIVEN footnote (2) in the rainy season THEN I Corps scrub lies inside a marsh; dry season, no marsh', () => {
    expect(terrain({ corps: 'I', kind: 'interior' }, [1, 4, 6], true).t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['marsh', 'scrub']);
    expect(terrain({ corps: 'I', kind: 'interior' }, [1, 4, 6], false).t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['scrub']);
  });

  it('GIVEN footnote (3) THEN muddy in the monsoon season, and always marked mud-prone for terrible weather', () => {
    const wet = terrain({ corps: 'I', kind: 'dmz' }, [5, 6, 1, 1, 6], true).t.sections[0]!.pieces[0]!;
    const dry = terrain({ corps: 'I', kind: 'dmz' }, [5, 6, 1, 1, 6], false).t.sections[0]!.pieces[0]!;
    expect([wet.mudProne, wet.muddy, dry.mudProne, dry.muddy]).toEqual([true, true, true, false]);
  });

  it('GIVEN III Corps #2 footnote (2) in the rainy season THEN a river instead of the scrub (L1126)', () => {
    const wet = terrain({ corps: 'III', kind: 'free-fire-zone' }, [1, 6], true).t.sections[0]!.pieces;
    expect(wet).toEqual([expect.objectContaining({ kind: 'river', substitutedRiver: true, row: 7 })]);
    expect(terrain({ corps: 'III', kind: 'free-fire-zone' }, [1, 6], false).t.sections[0]!.pieces[0]!.kind).toBe('scrub');
  });

  it('GIVEN III Corps #1 footnote (3) read as a river (house rule) THEN a rainy Highlands hill becomes a river', () => {
    const readings = { ...DEFAULTS, iiiCorps1Note3: 'river' } as const;
    expect(terrain({ corps: 'III', kind: 'highlands' }, [1, 5, 6], true, readings).t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['river']);
    expect(terrain({ corps: 'III', kind: 'highlands' }, [1, 5, 1, 1, 6], true).t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['hill', 'forest']);
  });

  it('GIVEN IV Corps footnote (2) THEN marsh in the rainy season by default, or a river under the house rule', () => {
    expect(terrain({ corps: 'IV', kind: 'swamp' }, [5, 6, 6], true).t.sections[0]!.pieces.map((p) => p.kind)).toEqual([
      'marsh',
      'scrub',
    ]);
    const readings = { ...DEFAULTS, ivCorpsNote2: 'river' } as const;
    expect(terrain({ corps: 'IV', kind: 'swamp' }, [5, 6, 6], true, readings).t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['river']);
  });

  it('GIVEN IV Corps Free Fire Zone "Hill (1)" THEN the hill is still laid under (L1161)', () => {
    expect(terrain({ corps: 'IV', kind: 'free-fire-zone' }, [1, 2, 1, 1]).t.sections[0]!.pieces.map((p) => [p.kind, p.layer])).toEqual([
      ['hill', 'under'],
      ['river', 'ground'],
    ]);
  });

  it('GIVEN the II Corps row-12 house rule THEN Interior and Highlands swap Clear and Marsh', () => {
    const swapped = { ...DEFAULTS, iiCorpsRow12: 'interior-marsh' } as const;
    expect(generatorFor({ corps: 'II', kind: 'interior' }, swapped).column.rows[10]).toEqual({ kind: 'marsh', notes: [4] });
    expect(generatorFor({ corps: 'II', kind: 'highlands' }, swapped).column.rows[10]).toEqual({ kind: 'clear' });
  });

  it('GIVEN the IV Corps rows 10–12 house rule THEN Interior and Free Fire Zone swap their loose cells', () => {
    const swapped = { ...DEFAULTS, ivCorpsRows10To12: 'free-fire-zone-first' } as const;
    expect(generatorFor({ corps: 'IV', kind: 'interior' }, swapped).column.rows.slice(8).map((r) => r.kind)).toEqual([
      'bamboo',
      'single-canopy-jungle',
      'swamp',
    ]);
    expect(generatorFor({ corps: 'IV', kind: 'free-fire-zone' }, swapped).column.rows.slice(8)).toEqual([
      { kind: 'river' },
      { kind: 'double-canopy-jungle', notes: [2] },
      { kind: 'double-canopy-jungle' },
    ]);
  });

  it('GIVEN the 1d6 house rule THEN one die is read as rolled and a 1 is rolled again (L1073)', () => {
    const d = dice(1, 3, 4, 6);
    const t = unwrap(generateTerrain({ ao: { corps: 'I', kind: 'coastal' }, rainySeason: false, dice: '1d6', readings: DEFAULTS, grid: { columns: 1, rows: 1 } }, d));
    expect(t.sections[0]!.pieces.map((p) => p.kind)).toEqual(['single-canopy-jungle', 'road']);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN another Corps\' AO or an empty grid THEN it is refused', () => {
    expectCode(generateTerrain({ ao: { corps: 'I', kind: 'swamp' }, rainySeason: false, dice: '2d6', readings: DEFAULTS }, dice()), 'fng/ao-not-in-corps');
    expectCode(
      generateTerrain({ ao: { corps: 'I', kind: 'dmz' }, rainySeason: false, dice: '2d6', readings: DEFAULTS, grid: { columns: 0, rows: 2 } }, dice()),
      'fng/bad-grid',
    );
  });
});

describe('FNG buildings and civilians (seed L1123–L1130)', () => {
  // Every section of II Corps Highlands rolls 2 + 6 = 8: double canopy jungle.
  const sixJungles = [2, 6, 2, 6, 2, 6, 2, 6, 2, 6, 2, 6];

  it('GIVEN the Highlands (PV 1) and ones in sections 1, 3 and 4 THEN the isolated building in 3 moves to a random building section (example L1125)', () => {
    const d = dice(...sixJungles, 1, 5, 1, 1, 6, 6, 1, 1);
    const t = unwrap(generateTerrain({ ao: { corps: 'II', kind: 'highlands' }, rainySeason: false, dice: '2d6', readings: DEFAULTS }, d));
    expect(t.buildingsMoved).toEqual([{ from: 3, to: 1 }]);
    expect(t.sections.map((s) => s.buildings)).toEqual([2, 0, 0, 1, 0, 0]);
    expect(t.civilians).toBe(true);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN two isolated building sections THEN one joins the other and is not moved again', () => {
    const d = dice(...sixJungles, 1, 5, 1, 6, 6, 6, 2);
    const t = unwrap(generateTerrain({ ao: { corps: 'II', kind: 'highlands' }, rainySeason: false, dice: '2d6', readings: DEFAULTS }, d));
    expect(t.buildingsMoved).toEqual([{ from: 1, to: 3 }]);
    expect(t.sections.map((s) => s.buildings)).toEqual([0, 0, 2, 0, 0, 0]);
    expect(t.civilians).toBe(false);
  });

  it('GIVEN no building THEN no civilians roll; PV 0 rolls no building dice', () => {
    const d = dice(...sixJungles, 6, 6, 6, 6, 6, 6);
    expect(unwrap(generateTerrain({ ao: { corps: 'II', kind: 'highlands' }, rainySeason: false, dice: '2d6', readings: DEFAULTS }, d)).civilians).toBe(false);
    expect(d.remaining).toBe(0);
    const ffz = dice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    const t = unwrap(generateTerrain({ ao: { corps: 'IV', kind: 'free-fire-zone' }, rainySeason: false, dice: '2d6', readings: DEFAULTS }, ffz));
    expect(t.sections.every((s) => s.buildings === 0 && s.buildingDie === undefined)).toBe(true);
    expect(ffz.remaining).toBe(0);
  });

  it('GIVEN PV 3 THEN a section has a building on 3 of 6', () => {
    const built = (f: number) =>
      unwrap(
        generateTerrain(
          { ao: { corps: 'III', kind: 'interior' }, rainySeason: false, dice: '2d6', readings: DEFAULTS, grid: { columns: 1, rows: 1 } },
          dice(1, 1, f, 6),
        ),
      ).sections[0]!.buildings;
    expect(countFaces(1, ([f]) => built(f!) === 1)).toBe(3);
  });
});

describe('FNG Crater Size (seed L1150–L1153)', () => {
  it('GIVEN each face THEN 3" artillery, 6" small bomb, 8" large bomb or naval, 12" huge bomb', () => {
    const size = (f: number) => craters(dice(1, f));
    expect([1, 2, 3, 4, 5, 6].map((f) => size(f).diameter)).toEqual([3, 6, 6, 8, 8, 12]);
    expect([1, 2, 4, 6].map((f) => size(f).kind)).toEqual(['artillery', 'small-bomb', 'large-bomb-or-naval', 'huge-bomb']);
    expect([1, 3, 5].map((f) => craters(dice(f, 1)).count)).toEqual([1, 2, 3]);
  });
});
