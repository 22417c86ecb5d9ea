import { distance, pointInShape, type Point } from '../../../../core/board/geometry.js';
import type { FireteamFeature } from './scenario.js';
import { fireteamTerrainOf } from './terrain.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';

/** Points tested per inch of a path: a river 5" wide cannot slip between two of them. */
const SAMPLES_PER_INCH = 4;

export type PassageError = 'fireteam/off-table' | 'fireteam/impassable';

export interface PassageInput {
  readonly table: { readonly width: number; readonly height: number };
  readonly features: readonly FireteamFeature[];
  readonly from: Point;
  readonly to: Point;
}

const onTable = (p: Point, t: PassageInput['table']): boolean => p.x >= 0 && p.y >= 0 && p.x <= t.width && p.y <= t.height;

/**
 * Fire Team (seed 004), Movement, on the scenario's table: units move in a straight line and stay on
 * the table; ground the terrain table marks impassable (the river) is crossed only where a bridge
 * feature carries the path over it. Refuses the whole move before any die is rolled.
 */
export function checkPassage(input: PassageInput): RuleResult<true, PassageError> {
  const { from, to, table, features } = input;
  if (!onTable(to, table)) return fail('fireteam/off-table', { x: to.x, y: to.y, width: table.width, height: table.height });
  const barriers = features.filter((f) => fireteamTerrainOf(f).impassable === true);
  if (barriers.length === 0) return ok(true);
  const bridges = features.filter((f) => f.type === 'bridge');
  const n = Math.max(1, Math.ceil(distance(from, to) * SAMPLES_PER_INCH));
  for (let i = 0; i <= n; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n };
    const barrier = barriers.find((f) => pointInShape(p, f.shape));
    if (barrier && !bridges.some((b) => pointInShape(p, b.shape))) return fail('fireteam/impassable', { feature: barrier.name });
  }
  return ok(true);
}

/**
 * How far along a straight line from `from` toward `to` a unit gets before ground the terrain table
 * marks impassable (the river, off a bridge): `to` itself when nothing is in the way, else the last
 * tested point short of the barrier, and the barrier's name.
 */
export function furthestPassable(input: Omit<PassageInput, 'table'>): { readonly to: Point; readonly barrier?: string } {
  const { from, to, features } = input;
  const barriers = features.filter((f) => fireteamTerrainOf(f).impassable === true);
  const bridges = features.filter((f) => f.type === 'bridge');
  const n = Math.max(1, Math.ceil(distance(from, to) * SAMPLES_PER_INCH));
  let last = from;
  for (let i = 1; i <= n; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n };
    const barrier = barriers.find((f) => pointInShape(p, f.shape));
    if (barrier && !bridges.some((b) => pointInShape(p, b.shape))) return { to: { x: Math.round(last.x * 100) / 100, y: Math.round(last.y * 100) / 100 }, barrier: barrier.name };
    last = p;
  }
  return { to };
}
