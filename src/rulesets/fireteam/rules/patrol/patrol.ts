import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { intRule, type HouseRules } from '../../../../core/house-rules.js';

/** Reach of a patrol marker, in inches: friends stay within it, enemies inside it lock (seed 004, Patrol Phase). */
export const PATROL_REACH = 12;

/** Same reach for placing a jump-off point near a friendly patrol marker. */
export const JOP_REACH = 12;

// Positions come from arithmetic on the path; a hair's breadth must not decide a lock.
const EPS = 1e-9;

/** The table edge a side calls home; "to the rear" means towards it. y runs down, so south is y = height. */
export type TableEdge = 'north' | 'south' | 'east' | 'west';

export interface PatrolMarker {
  readonly id: string;
  readonly side: string;
  readonly position: Point;
  readonly locked: boolean;
}

export interface Jop {
  readonly id: string;
  readonly side: string;
  readonly position: Point;
}

export type PatrolStage = 'moving' | 'jops' | 'done';

export interface PatrolState {
  readonly sides: readonly string[];
  readonly attacker: string;
  readonly table: { readonly width: number; readonly height: number };
  readonly homeEdges: Readonly<Record<string, TableEdge>>;
  readonly markers: readonly PatrolMarker[];
  readonly stage: PatrolStage;
  /** The side to move a marker, or to place a JOP. */
  readonly toMove: string;
  readonly jopsPerSide: number;
  readonly jops: readonly Jop[];
}

export type PatrolError =
  | 'fireteam/bad-sides'
  | 'fireteam/unknown-side'
  | 'fireteam/bad-platoons'
  | 'fireteam/bad-patrol-layout'
  | 'fireteam/bad-jop-count'
  | 'fireteam/off-table'
  | 'fireteam/patrol-over'
  | 'fireteam/not-your-patrol-move'
  | 'fireteam/unknown-marker'
  | 'fireteam/marker-locked'
  | 'fireteam/patrol-move-too-far'
  | 'fireteam/patrol-out-of-touch'
  | 'fireteam/not-jop-stage'
  | 'fireteam/jop-too-far-from-marker'
  | 'fireteam/jop-not-in-cover'
  | 'fireteam/jop-forward-of-enemy-line';

/** Seed 004, Patrol Phase: 4 patrol markers plus one for each platoon after the first. */
export function markersPerSide(platoons: number): number {
  return 4 + Math.max(0, platoons - 1);
}

const onTable = (p: Point, t: PatrolState['table']): boolean => p.x >= 0 && p.y >= 0 && p.x <= t.width && p.y <= t.height;
const within = (a: Point, b: Point, reach: number): boolean => distance(a, b) <= reach + EPS;
const letter = (p: { sides: readonly string[]; attacker: string }, side: string): string => (side === p.attacker ? 'a' : 'd');

/** Locks every marker within reach of an enemy marker; both of the pair lock. */
function applyLocks(markers: readonly PatrolMarker[]): PatrolMarker[] {
  return markers.map((m) =>
    m.locked || !markers.some((e) => e.side !== m.side && within(m.position, e.position, PATROL_REACH)) ? m : { ...m, locked: true },
  );
}

/** Who moves next: the other side if it can, else the same side, else the JOP stage begins (attacker first). */
function nextMover(p: PatrolState, justMoved: string): PatrolState {
  const other = p.sides.find((s) => s !== justMoved) ?? justMoved;
  const canMove = (side: string): boolean => p.markers.some((m) => m.side === side && !m.locked);
  if (canMove(other)) return { ...p, toMove: other };
  if (canMove(justMoved)) return { ...p, toMove: justMoved };
  return { ...p, stage: 'jops', toMove: p.attacker };
}

export interface PatrolSetup {
  readonly sides: readonly string[];
  readonly attacker: string;
  readonly table: { readonly width: number; readonly height: number };
  readonly homeEdges: Readonly<Record<string, TableEdge>>;
  /** Platoons per side: each after the first adds a marker. */
  readonly platoons: Readonly<Record<string, number>>;
  /** Where the scenario lays each side's markers out. */
  readonly layout: Readonly<Record<string, readonly Point[]>>;
  /** 3 or 4 per side, as the scenario says. */
  readonly jopsPerSide: number;
}

/**
 * Seed 004, Patrol Phase: lays out each side's markers as the scenario says (4 plus one per extra
 * platoon), locks any already within 12" of an enemy marker, and gives the attacker the first move.
 * Markers are named `a1…` for the attacker and `d1…` for the defender.
 */
export function createPatrol(setup: PatrolSetup): RuleResult<PatrolState, PatrolError> {
  const { sides, attacker, table } = setup;
  if (sides.length !== 2 || sides[0]?.toLowerCase() === sides[1]?.toLowerCase()) return fail('fireteam/bad-sides');
  if (!sides.includes(attacker)) return fail('fireteam/unknown-side', { side: attacker });
  if (setup.jopsPerSide !== 3 && setup.jopsPerSide !== 4) return fail('fireteam/bad-jop-count', { count: setup.jopsPerSide });
  const markers: PatrolMarker[] = [];
  for (const side of sides) {
    const platoons = setup.platoons[side] ?? 1;
    if (!Number.isInteger(platoons) || platoons < 1) return fail('fireteam/bad-platoons', { side, platoons });
    if (setup.homeEdges[side] === undefined) return fail('fireteam/bad-patrol-layout', { side, expected: 'a home edge' });
    const points = setup.layout[side] ?? [];
    const wanted = markersPerSide(platoons);
    if (points.length !== wanted) return fail('fireteam/bad-patrol-layout', { side, expected: `${wanted} markers`, got: points.length });
    for (const [i, position] of points.entries()) {
      if (!onTable(position, table)) return fail('fireteam/off-table', { x: position.x, y: position.y });
      markers.push({ id: `${letter(setup, side)}${i + 1}`, side, position, locked: false });
    }
  }
  const base: PatrolState = {
    sides: [...sides],
    attacker,
    table,
    homeEdges: setup.homeEdges,
    markers: applyLocks(markers),
    stage: 'moving',
    toMove: attacker,
    jopsPerSide: setup.jopsPerSide,
    jops: [],
  };
  const defender = sides.find((s) => s !== attacker) ?? attacker;
  return ok(nextMover({ ...base, toMove: defender }, defender));
}

/**
 * How far along the path from `from` to `to` (0–1) the marker first comes within reach of an enemy
 * marker, or undefined if it never does: the nearer root of |from + t·(to − from) − e| = reach.
 */
function firstContact(from: Point, to: Point, enemies: readonly Point[]): number | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const a = dx * dx + dy * dy;
  if (a === 0) return undefined;
  let best: number | undefined;
  for (const e of enemies) {
    const fx = from.x - e.x;
    const fy = from.y - e.y;
    const b = 2 * (dx * fx + dy * fy);
    const c = fx * fx + fy * fy - PATROL_REACH * PATROL_REACH;
    const disc = b * b - 4 * a * c;
    if (disc < 0) continue;
    const t = (-b - Math.sqrt(disc)) / (2 * a);
    if (t >= 0 && t <= 1 && (best === undefined || t < best)) best = t;
  }
  return best;
}

export interface PatrolMoveOutcome {
  readonly state: PatrolState;
  readonly marker: string;
  readonly from: Point;
  readonly requested: Point;
  /** Where it ended: short of `requested` if it came within 12" of an enemy marker on the way. */
  readonly to: Point;
  readonly stoppedShort: boolean;
  /** Markers of either side locked by this move. */
  readonly locked: readonly string[];
}

/**
 * Seed 004, Patrol Phase: moves one marker of the side to move in a straight line. It stops where it
 * first comes within 12" of an enemy marker (the seed's "if they come within 12"", read as on the way,
 * not only at the end) and both lock. No friendly marker may be left without another within 12" that
 * had one before ("they must remain within 12" of each other"). The seed sets no move distance: house
 * rule `patrol.maxMoveInches` (0 = none).
 */
export function movePatrolMarker(
  p: PatrolState,
  side: string,
  markerId: string,
  to: Point,
  rules: HouseRules,
): RuleResult<PatrolMoveOutcome, PatrolError> {
  if (p.stage !== 'moving') return fail('fireteam/patrol-over');
  if (side !== p.toMove) return fail('fireteam/not-your-patrol-move', { side: p.toMove });
  const marker = p.markers.find((m) => m.id.toLowerCase() === markerId.toLowerCase() && m.side === side);
  if (!marker) return fail('fireteam/unknown-marker', { marker: markerId });
  if (marker.locked) return fail('fireteam/marker-locked', { marker: marker.id });
  if (!onTable(to, p.table)) return fail('fireteam/off-table', { x: to.x, y: to.y });
  const maxMove = intRule(rules, 'patrol.maxMoveInches');
  const length = distance(marker.position, to);
  if (maxMove > 0 && length > maxMove + EPS) return fail('fireteam/patrol-move-too-far', { inches: Math.round(length * 10) / 10, max: maxMove });
  const enemies = p.markers.filter((m) => m.side !== side).map((m) => m.position);
  const t = firstContact(marker.position, to, enemies);
  const end = t === undefined ? to : { x: marker.position.x + t * (to.x - marker.position.x), y: marker.position.y + t * (to.y - marker.position.y) };
  const moved = p.markers.map((m) => (m === marker ? { ...m, position: end } : m));
  const friends = (ms: readonly PatrolMarker[], m: PatrolMarker): boolean =>
    ms.some((o) => o.side === side && o.id !== m.id && within(o.position, m.position, PATROL_REACH));
  for (const m of moved.filter((x) => x.side === side)) {
    const before = p.markers.find((x) => x.id === m.id) ?? m;
    if ((m.id === marker.id || friends(p.markers, before)) && !friends(moved, m)) {
      return fail('fireteam/patrol-out-of-touch', { marker: m.id });
    }
  }
  const locked = applyLocks(moved);
  const newlyLocked = locked.filter((m, i) => m.locked && !moved[i]?.locked).map((m) => m.id);
  const state = nextMover({ ...p, markers: locked }, side);
  return ok({ state, marker: marker.id, from: marker.position, requested: to, to: end, stoppedShort: t !== undefined, locked: newlyLocked });
}

/** A point as (along the line, depth towards `home`): depth grows towards the home edge. */
function toFrame(p: Point, home: TableEdge): { along: number; depth: number } {
  switch (home) {
    case 'south':
      return { along: p.x, depth: p.y };
    case 'north':
      return { along: p.x, depth: -p.y };
    case 'east':
      return { along: p.y, depth: p.x };
    case 'west':
      return { along: p.y, depth: -p.x };
  }
}

/**
 * Seed 004, Patrol Phase: whether `point` lies to the rear of the imaginary line connecting the enemy
 * patrol markers, for a side whose home edge is `home`. The line joins the enemy markers in order
 * across the table (along the home edge) and runs on parallel to that edge beyond the outermost
 * ones; the point must be strictly nearer the home edge than the line at its place across the table.
 * Where two markers stand level with each other, the nearer one to `home` counts.
 */
export function isBehindEnemyLine(point: Point, enemyMarkers: readonly Point[], home: TableEdge): boolean {
  if (enemyMarkers.length === 0) return true;
  const pts = enemyMarkers.map((m) => toFrame(m, home)).sort((a, b) => a.along - b.along || a.depth - b.depth);
  const { along, depth } = toFrame(point, home);
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  let line = -Infinity;
  if (along <= first.along) line = Math.max(line, ...pts.filter((q) => q.along === first.along).map((q) => q.depth));
  if (along >= last.along) line = Math.max(line, ...pts.filter((q) => q.along === last.along).map((q) => q.depth));
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (along < a.along || along > b.along) continue;
    line = Math.max(line, a.along === b.along ? Math.max(a.depth, b.depth) : a.depth + ((along - a.along) * (b.depth - a.depth)) / (b.along - a.along));
  }
  return depth > line + EPS;
}

export interface JopPlacement {
  readonly position: Point;
  /**
   * The player's word that the spot is in cover, out of sight or on a table edge: cover needs the
   * board, which the rules do not see.
   */
  readonly coverAttested: boolean;
}

/**
 * Seed 004, Patrol Phase: once every marker is locked, the sides alternately place their 3 or 4
 * jump-off points, the attacker first: each within 12" of a friendly patrol marker, in cover, out of
 * sight or on a table edge (attested), and to the rear of the enemy patrol markers' line.
 */
export function placePatrolJop(p: PatrolState, side: string, placement: JopPlacement): RuleResult<{ state: PatrolState; jop: Jop }, PatrolError> {
  if (p.stage !== 'jops') return fail('fireteam/not-jop-stage');
  if (side !== p.toMove) return fail('fireteam/not-your-patrol-move', { side: p.toMove });
  const { position } = placement;
  if (!onTable(position, p.table)) return fail('fireteam/off-table', { x: position.x, y: position.y });
  const own = p.markers.filter((m) => m.side === side);
  if (!own.some((m) => within(m.position, position, JOP_REACH))) return fail('fireteam/jop-too-far-from-marker', { reach: JOP_REACH });
  if (!placement.coverAttested) return fail('fireteam/jop-not-in-cover');
  const home = p.homeEdges[side];
  const enemies = p.markers.filter((m) => m.side !== side).map((m) => m.position);
  if (home === undefined || !isBehindEnemyLine(position, enemies, home)) return fail('fireteam/jop-forward-of-enemy-line');
  const n = p.jops.filter((j) => j.side === side).length + 1;
  const jop: Jop = { id: `jop-${letter(p, side)}${n}`, side, position };
  const jops = [...p.jops, jop];
  const left = (s: string): boolean => jops.filter((j) => j.side === s).length < p.jopsPerSide;
  const other = p.sides.find((s) => s !== side) ?? side;
  const next: PatrolState = left(other)
    ? { ...p, jops, toMove: other }
    : left(side)
      ? { ...p, jops, toMove: side }
      : { ...p, jops, stage: 'done', toMove: p.attacker };
  return ok({ state: next, jop });
}
