import { distance, distanceToPolyline, pointInShape, type Point } from '../../../../core/board/geometry.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import { fireteamScenario, type FireteamFeature, type FireteamScenario } from './scenario.js';
import { fireteamTerrainOf, type FireteamCover } from './terrain.js';
import type { TableEdge } from '../patrol/patrol.js';

/** Troops this close to a linear obstacle touch it and take its cover (seed 004, Cover: "within 1""). */
const TOUCHING = 1;
/** Points sampled per inch along a path when looking for slow going. */
const SAMPLES_PER_INCH = 2;

const RANK: Readonly<Record<FireteamCover, number>> = { open: 0, soft: 1, hard: 2 };

/** The campaign's board, if it is a Fire Team scenario. */
export const fireteamBoard = (board: Scenario | undefined): FireteamScenario | undefined => fireteamScenario(board);

/** The cover a point has from the board, and the feature that gives it. */
export interface CoverAt {
  readonly cover: FireteamCover;
  readonly feature?: string;
}

/**
 * The cover line at a point (seed 004, Cover): the best of the area features it stands in and the
 * linear obstacles it touches (within 1"), each read through `fireteamTerrainOf` with the
 * scenario's overrides. No board, or nothing there: the open.
 */
export function coverAt(board: Scenario | undefined, p: Point | undefined): CoverAt {
  const b = fireteamBoard(board);
  if (!b || !p) return { cover: 'open' };
  let best: CoverAt = { cover: 'open' };
  for (const f of b.features) {
    const row = fireteamTerrainOf(f);
    const here = f.shape.kind === 'polyline' ? distanceToPolyline(p, f.shape.points) <= f.shape.width / 2 + TOUCHING : pointInShape(p, f.shape);
    if (here && RANK[row.cover] > RANK[best.cover]) best = { cover: row.cover, feature: f.name };
  }
  return best;
}

function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const cross = (o: Point, p: Point, q: Point): number => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** The linear obstacles (hedges, walls, fences, streams) a straight path crosses, once each crossing. */
export function obstaclesCrossed(board: Scenario | undefined, from: Point, to: Point): string[] {
  const b = fireteamBoard(board);
  if (!b) return [];
  const out: string[] = [];
  for (const f of b.features) {
    if (f.shape.kind !== 'polyline' || !fireteamTerrainOf(f).linearObstacle) continue;
    const pts = f.shape.points;
    for (let i = 1; i < pts.length; i++) if (crosses(from, to, pts[i - 1]!, pts[i]!)) out.push(f.name);
  }
  return out;
}

/** The first slow-going feature (woods, buildings, rubble…) a straight path passes through, if any. */
export function slowGoingAlong(board: Scenario | undefined, from: Point, to: Point): FireteamFeature | undefined {
  const b = fireteamBoard(board);
  if (!b) return undefined;
  const n = Math.max(1, Math.ceil(distance(from, to) * SAMPLES_PER_INCH));
  for (let i = 0; i <= n; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n };
    const f = b.features.find((x) => x.shape.kind !== 'polyline' && fireteamTerrainOf(x).slowGoing && pointInShape(p, x.shape));
    if (f) return f;
  }
  return undefined;
}

/** The table edge nearest a side's deployment zone: where it withdraws to and what "to the rear" means. */
export function homeEdge(board: FireteamScenario, side: string): TableEdge | undefined {
  const zone = board.deployment.find((z) => z.side.toLowerCase() === side.toLowerCase());
  if (!zone) return undefined;
  const s = zone.shape;
  const c = s.kind === 'polygon' ? s.points.reduce((a, p) => ({ x: a.x + p.x / s.points.length, y: a.y + p.y / s.points.length }), { x: 0, y: 0 }) : s.kind === 'ellipse' ? s.centre : { x: s.x + s.width / 2, y: s.y + s.height / 2 };
  const dx = c.x - board.board.width / 2;
  const dy = c.y - board.board.height / 2;
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'west' : 'east';
  return dy < 0 ? 'north' : 'south';
}

/** A point moved `inches` toward a table edge, kept on the table. */
export function towardEdge(p: Point, edge: TableEdge, inches: number, table: { readonly width: number; readonly height: number }): Point {
  const clamp = (v: number, max: number): number => Math.min(max, Math.max(0, v));
  switch (edge) {
    case 'west':
      return { x: clamp(p.x - inches, table.width), y: p.y };
    case 'east':
      return { x: clamp(p.x + inches, table.width), y: p.y };
    case 'north':
      return { x: p.x, y: clamp(p.y - inches, table.height) };
    case 'south':
      return { x: p.x, y: clamp(p.y + inches, table.height) };
  }
}

/** Whether a point is on (within an inch of) a table edge: a JOP there needs no cover (seed 004, Patrol Phase). */
export function onTableEdge(p: Point, table: { readonly width: number; readonly height: number }): boolean {
  return p.x <= 1 || p.y <= 1 || p.x >= table.width - 1 || p.y >= table.height - 1;
}

/** The range between two points in inches, to a tenth; unknown without both (seed 004: all measured in inches). */
export const rangeInches = (a: Point | undefined, b: Point | undefined): number | undefined => (a && b ? Math.round(distance(a, b) * 10) / 10 : undefined);

/**
 * Seed 004, Patrol Phase: "Jump-off points must be in cover, out of sight or on a table edge" — what
 * on the board makes `p` so: the cover under it (its feature), an area that blocks sight, or the
 * table edge; undefined when the board shows none (or there is no board).
 */
export function jopCoverFrom(board: FireteamScenario | undefined, p: Point): string | undefined {
  const ground = coverAt(board, p);
  if (ground.cover !== 'open') return ground.feature;
  const hidden = board?.features.find((f) => f.shape.kind !== 'polyline' && fireteamTerrainOf(f).blocksLos && pointInShape(p, f.shape));
  if (hidden) return hidden.name;
  return board && onTableEdge(p, board.board) ? 'the table edge' : undefined;
}

/** "JOP Birch wood" → "jop-birch-wood": an id players can type. */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .slice(0, 24);
}
