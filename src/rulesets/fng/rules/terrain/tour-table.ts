import type { AreaShape, Bounds, Point, Shape } from '../../../../core/board/geometry.js';
import type { FngFeature, FngScenario } from './scenario.js';
import type { SectionTerrain, TableTerrain, TerrainPiece } from './table-set-up.js';

/**
 * The generated table laid out as a board (FNG 2nd Tour, Setting up the table, L1061–L1073,
 * L1123–L1153): each section's terrain pieces become features of its 24" × 18" rectangle, so the bot's
 * sight, cover and PEF placement read them as they read a scenario's. Where in its section a piece lies
 * the seed leaves to the players ("place"); we lay every piece by one fixed pattern, said here: a hill
 * or marsh as an oval in the middle, the ground type filling the section but for a 1" margin (with cut
 * corners), a river across it west to east, a road across it north to south, craters in a row through
 * the centre, termite mounds as a patch, buildings as hooches in a row south of the centre. The squad's
 * deployment sector (L2196) is drawn as its deployment zone.
 */

/** The table a tour's mission is played on: 6' × 3' (L1061). */
export const TOUR_TABLE = { kind: 'tabletop', width: 72, height: 36 } as const;

const MARGIN = 1;
const CORNER = 3;
const RIVER_WIDTH = 4;
const HOOCH = { width: 3, height: 2.5, gap: 2 } as const;

const NAMES: Readonly<Record<TerrainPiece['kind'], string>> = {
  clear: 'Clear ground',
  bamboo: 'Bamboo',
  craters: 'Crater',
  'elephant-grass': 'Elephant grass',
  forest: 'Forest',
  hill: 'Hill',
  'single-canopy-jungle': 'Single canopy jungle',
  'double-canopy-jungle': 'Double canopy jungle',
  'triple-canopy-jungle': 'Triple canopy jungle',
  marsh: 'Marsh',
  'rice-paddy': 'Rice paddy',
  river: 'River',
  road: 'Road',
  rough: 'Rough ground',
  'sand-dunes': 'Sand dunes',
  scrub: 'Scrub',
  swamp: 'Swamp',
  'termite-mounds': 'Termite mounds',
};

function sectionBounds(t: TableTerrain, section: number): Bounds {
  const w = TOUR_TABLE.width / t.grid.columns;
  const h = TOUR_TABLE.height / t.grid.rows;
  const col = (section - 1) % t.grid.columns;
  const row = Math.floor((section - 1) / t.grid.columns);
  return { minX: col * w, minY: row * h, maxX: (col + 1) * w, maxY: (row + 1) * h };
}

const centreOf = (b: Bounds): Point => ({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 });

/** The section's area but for the margin, its corners cut: an octagon. */
function filled(b: Bounds): Shape {
  const [x0, y0, x1, y1] = [b.minX + MARGIN, b.minY + MARGIN, b.maxX - MARGIN, b.maxY - MARGIN];
  const c = CORNER;
  const points = [
    { x: x0 + c, y: y0 },
    { x: x1 - c, y: y0 },
    { x: x1, y: y0 + c },
    { x: x1, y: y1 - c },
    { x: x1 - c, y: y1 },
    { x: x0 + c, y: y1 },
    { x: x0, y: y1 - c },
    { x: x0, y: y0 + c },
  ];
  return { kind: 'polygon', points };
}

function pieceFeatures(s: SectionTerrain, b: Bounds, paddy: 'flooded' | 'dry'): FngFeature[] {
  const c = centreOf(b);
  const w = b.maxX - b.minX;
  const h = b.maxY - b.minY;
  const out: FngFeature[] = [];
  for (const p of s.pieces) {
    const name = `${p.printed ?? NAMES[p.kind]} (section ${s.section})`;
    switch (p.kind) {
      case 'clear':
        break;
      case 'hill':
      case 'marsh':
        out.push({ name, type: p.kind, shape: { kind: 'ellipse', centre: c, rx: w * 0.35, ry: h * 0.35, rotation: 0 } });
        break;
      case 'river':
        out.push({ name, type: 'river', shape: { kind: 'polyline', points: [{ x: b.minX, y: c.y - 2 }, { x: c.x, y: c.y + 2 }, { x: b.maxX, y: c.y - 2 }], width: RIVER_WIDTH } });
        break;
      case 'road':
        out.push({ name, type: 'road', shape: { kind: 'polyline', points: [{ x: c.x - 3, y: b.minY }, { x: c.x + 3, y: b.maxY }], width: 2 } });
        break;
      case 'craters': {
        const n = p.craters?.count ?? 1;
        const d = p.craters?.diameter ?? 3;
        for (let i = 0; i < n; i++) {
          const x = c.x + (i - (n - 1) / 2) * (d + 1);
          out.push({ name: `Crater ${s.section}.${i + 1}`, type: 'craters', shape: { kind: 'ellipse', centre: { x, y: c.y }, rx: d / 2, ry: d / 2, rotation: 0 } });
        }
        break;
      }
      case 'termite-mounds':
        out.push({ name, type: 'termite-mounds', shape: { kind: 'ellipse', centre: c, rx: 4, ry: 3, rotation: 0 } });
        break;
      case 'rice-paddy':
        out.push({ name, type: 'rice-paddy', shape: filled(b), paddy });
        break;
      default:
        out.push({ name, type: p.kind, shape: filled(b) });
    }
  }
  const y = Math.min(b.maxY - MARGIN - HOOCH.height, c.y + 5);
  for (let i = 0; i < s.buildings; i++) {
    const x = c.x - (s.buildings * (HOOCH.width + HOOCH.gap) - HOOCH.gap) / 2 + i * (HOOCH.width + HOOCH.gap);
    out.push({ name: `Hooch ${s.section}.${i + 1}`, type: 'hooch', shape: { kind: 'rect', x, y, width: HOOCH.width, height: HOOCH.height, rotation: 0 } });
  }
  return out;
}

const zone = (b: Bounds): AreaShape => ({ kind: 'rect', x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY, rotation: 0 });

/** Layers in the order they lie: what goes under first, the ground, what lies on top, then buildings. */
const LAYER_ORDER = { under: 0, ground: 1, over: 2 } as const;

/**
 * The board of a tour's mission: the generated terrain as features, under-layers first (later features
 * lie on top). Paddies are flooded in the rainy season or terrible weather, dry otherwise (L1174, L1378).
 */
export function tourBoard(input: {
  readonly id: string;
  readonly name: string;
  readonly sides: readonly [string, string];
  readonly terrain: TableTerrain;
  readonly flooded: boolean;
  readonly deploymentSector: number;
}): FngScenario {
  const { terrain } = input;
  const paddy = input.flooded ? 'flooded' : 'dry';
  const features = terrain.sections
    .flatMap((s) => {
      const b = sectionBounds(terrain, s.section);
      const sorted = { ...s, pieces: [...s.pieces].sort((x, y) => LAYER_ORDER[x.layer] - LAYER_ORDER[y.layer]) };
      return pieceFeatures(sorted, b, paddy).map((f) => ({ f, rank: f.type === 'hooch' ? 3 : LAYER_ORDER[sorted.pieces.find((p) => f.type === p.kind)?.layer ?? 'ground'] }));
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ f }) => f);
  return {
    id: input.id,
    name: input.name,
    ruleset: 'fng',
    description: 'Generated by the Corps Terrain Generator for a campaign turn of the tour (L1061–L1153).',
    sides: input.sides,
    board: TOUR_TABLE,
    features,
    deployment: [{ side: input.sides[0], name: `${input.sides[0]} deployment (sector ${input.deploymentSector})`, shape: zone(sectionBounds(terrain, input.deploymentSector)) }],
    positions: [],
    entries: [],
  };
}
