import { distance, pointInShape, polylineLength, shapeCentre, type Point, type Shape } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice } from '../figures/dice.js';
import { protectionAt } from '../terrain/cover.js';
import { walk, type DepthAt } from '../terrain/foot-move.js';
import { passageAt, throughWalls, wallCrossings } from '../terrain/building-areas.js';
import type { FngFeature } from '../terrain/scenario.js';
import { CIVILIAN_REP, civilianActivity, civiliansAtBuilding, type CivilianActivity, type CivilianReaction, type SpeakLocalCivilianResult } from './civilians.js';
import type { DamageResult } from '../firefight/damage.js';
import type { InAFireResult } from '../terrain/buildings.js';
import type { FireResult } from '../firefight/ranged-combat.js';
import { MAN_BREADTH } from '../figures/figure.js';

/**
 * Civilians as figures on the table (FNG 2nd Tour p.55, seed L1262–L1288): a third party, neither the
 * players' side nor the enemy, kept apart from the two sides' figures (`FngGame.civilians`) so that
 * nothing built for two sides — activation, targets, In Sight, PEFs, groups — takes them for either.
 * This file is their geometry and their own dice: where the rolled civilians stand around their
 * building (L1273–L1275), where each goes when they activate (L1271, the Civilian Activity L1285–L1288)
 * and when they react to fire (L1269–L1280), and their Fast Move (L616, at REP 2, L1268). They walk as
 * any figure does: paying the terrain table's costs (terrain/foot-move.ts, L1146–L1204), a door's 2" for
 * each wall they go through (L999), and ending no nearer than a man's breadth to another figure or civilian.
 */

/** What a civilian is about: its start-of-game activity (L1285), or what fire or the squad made of it. */
export type CivilianDoing =
  | CivilianActivity
  /** Reacted to fire: making for the nearest cover (L1276). */
  | 'to-cover'
  /** Reached cover, dropped or froze (L1277–L1279): stays put until someone moves it. */
  | 'sheltering'
  /** Goes with the player force (Speak Local, twice the civilian's successes, L1298). */
  | 'guiding';

export type CivilianStatus = 'carry-on' | 'out-of-fight' | 'obviously-dead' | 'left-table';

/** A civilian on the table (REP 2, L1268): ids `c1`, `c2`… in the order they were rolled. */
export interface TableCivilian {
  readonly id: string;
  /** The building it was rolled at (L1273). */
  readonly home: string;
  readonly at: Point;
  readonly doing: CivilianDoing;
  readonly status: CivilianStatus;
  readonly prone?: true;
  /** Spoken to with Speak Local (each civilian only once, L1293). */
  readonly spoken?: true;
  /**
   * What Speak Local (L1298) or a round of force left him willing to do for the side that spoke: move as
   * directed from turn `from` (this turn or the next), once, at normal speed or, `fast`, as far as a Fast Move.
   */
  readonly directed?: { readonly side: 'fwf' | 'cf'; readonly from: number; readonly fast?: true };
  /** Says nothing and will not move unless forced (a round of non-damaging melee, L1298). */
  readonly refuses?: true;
  /** The figure (key) he guides (L1298). */
  readonly guiding?: string;
  /** Which side's fire or blast hurt him (Speak Local's +2d6 for the Free World's, L1298). */
  readonly hurtBy?: 'fwf' | 'cf';
}

/** A civilian's normal move: the figures' 8" (L612), paid over the ground as any figure's (`civilianWalk`). */
export const CIVILIAN_MOVE_INCHES = 8;
/** Fire or a blast within this of a civilian, or at a target this near him that he sees, sets his group reacting (L1264). */
export const CIVILIAN_REACTION_INCHES = 12;
/** Civilians within this of one another are one group (the Groups rule, L573). */
export const CIVILIAN_GROUP_INCHES = 4;
/** Base-to-base contact, for talking (L1285, L1293). */
export const CIVILIAN_CONTACT_INCHES = 1;

/** The table a civilian moves on: its size and features (cover, buildings, paddies, roads). */
export interface CivilianTable {
  readonly width: number;
  readonly height: number;
  readonly features: readonly FngFeature[];
  /** The water's depths as found so far (foot-move.ts): unknown or deep water is not walked into. */
  readonly depthAt?: DepthAt;
  /** Where the two sides' figures stand: a civilian's walk ends a man's breadth from each. */
  readonly occupied?: readonly Point[];
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const clampTo = (t: CivilianTable, p: Point): Point => ({ x: round1(Math.min(t.width, Math.max(0, p.x))), y: round1(Math.min(t.height, Math.max(0, p.y))) });

/** `from` moved up to `inches` toward `to`, stopping `short` of it. */
export function stepToward(from: Point, to: Point, inches: number, short = 0): Point {
  const d = distance(from, to);
  const go = Math.max(0, Math.min(inches, d - short));
  if (d === 0 || go === 0) return from;
  return { x: round1(from.x + ((to.x - from.x) / d) * go), y: round1(from.y + ((to.y - from.y) / d) * go) };
}

/** The point `gap` inches out of a shape along the ray from its centre at `angle` (found by stepping out). */
function outFrom(shape: Shape, angle: number, gap: number): Point {
  const c = shapeCentre(shape);
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  let r = 0;
  while (r < 200 && pointInShape({ x: c.x + dir.x * r, y: c.y + dir.y * r }, shape)) r += 0.1;
  return { x: c.x + dir.x * (r + gap), y: c.y + dir.y * (r + gap) };
}

export interface PlacedCivilians {
  readonly civilians: readonly TableCivilian[];
  readonly count: number;
  readonly distances: readonly number[];
  readonly activities: readonly { readonly activity: CivilianActivity; readonly part: RolledPart }[];
  readonly parts: readonly RolledPart[];
}

/**
 * The civilians of one building (L1273–L1288): 1/2d6 of them, each 1 + 1/2d6" out from its walls, each
 * doing what 1d6 on Civilian Activity says. The seed gives no direction: they stand spread evenly
 * around it, the first toward the table's centre, kept on the table.
 */
export function civiliansAround(roller: Roller, building: Pick<FngFeature, 'name' | 'shape'>, table: CivilianTable, firstId: number): PlacedCivilians {
  const rolled = civiliansAtBuilding(roller, building.name);
  const c = shapeCentre(building.shape);
  const toCentre = Math.atan2(table.height / 2 - c.y, table.width / 2 - c.x);
  const civilians: TableCivilian[] = [];
  const activities: { activity: CivilianActivity; part: RolledPart }[] = [];
  rolled.distancesInches.forEach((gap, i) => {
    const id = `c${firstId + i}`;
    const act = civilianActivity(roller, id);
    activities.push({ activity: act.activity, part: act.part });
    const at = clampTo(table, outFrom(building.shape, toCentre + (2 * Math.PI * i) / rolled.count, gap));
    civilians.push({ id, home: building.name, at, doing: act.activity, status: 'carry-on' });
  });
  return { civilians, count: rolled.count, distances: rolled.distancesInches, activities, parts: rolled.parts };
}

/**
 * The civilian whose place `p` is on, if any: one on the table (standing, or lying hurt where he fell)
 * within a man's breadth of it. Nothing is put or moved there (order-move.ts, order-setup.ts, the
 * bot's moves and deployments, terrain/moves/room-back.ts).
 */
export function civilianOn(civilians: readonly TableCivilian[] | undefined, p: Point): TableCivilian | undefined {
  return (civilians ?? []).find((c) => c.status !== 'left-table' && distance(c.at, p) < MAN_BREADTH - 1e-9);
}

/** Where the civilians on the table stand (or lie): places nobody else may take. */
export const civilianPlaces = (civilians: readonly TableCivilian[] | undefined): readonly Point[] => (civilians ?? []).filter((c) => c.status !== 'left-table').map((c) => c.at);

/** Able to move and be moved: on the table and not hurt. */
export const upright = (c: TableCivilian): boolean => c.status === 'carry-on';
/** Still on the table (the hurt lie where they fell). */
export const onTheTable = (c: TableCivilian): boolean => c.status !== 'left-table';

const BUILDINGS: readonly string[] = ['hooch', 'building'];
/**
 * The places Civilian Activity 2 names (L1287: "field/paddy/orchard or pig pen"): rice paddies, and any
 * area the scenario names a field, paddy, orchard or pen (the terrain table has no orchard or pig pen
 * type; L1130 names pig pens among a hamlet's structures).
 */
const isField = (f: FngFeature): boolean => f.shape.kind !== 'polyline' && (f.type === 'rice-paddy' || /\b(field|paddy|orchard|pen|pigpen|sty)\b/i.test(f.name));
const isBuilding = (f: FngFeature): boolean => f.shape.kind !== 'polyline' && BUILDINGS.includes(f.type);
/** Roads and trails, the way off the table Civilian Activity 6 takes (L1288). */
const isWay = (f: FngFeature): f is FngFeature & { readonly shape: Extract<Shape, { kind: 'polyline' }> } => f.shape.kind === 'polyline' && (f.type === 'road' || f.type === 'trail');

/** The nearest feature that `is`, by its centre; the one he stands in when he does. */
function nearestFeature(t: CivilianTable, at: Point, is: (f: FngFeature) => boolean): FngFeature | undefined {
  let best: { f: FngFeature; d: number } | undefined;
  for (const f of t.features) {
    if (!is(f)) continue;
    if (pointInShape(at, f.shape)) return f;
    const d = distance(at, shapeCentre(f.shape));
    if (!best || d < best.d) best = { f, d };
  }
  return best?.f;
}

const DIRECTIONS = 16;

/** The nearest spot within `reach` that the board gives cover at (L808): here if he has it; none when no board says so. */
export function nearestCover(t: CivilianTable, at: Point, reach: number, prone = false): Point | undefined {
  if (protectionAt(t, at, { prone }).cover) return at;
  for (let r = 1; r <= reach; r++) {
    for (let i = 0; i < DIRECTIONS; i++) {
      const a = (2 * Math.PI * i) / DIRECTIONS;
      const p = clampTo(t, { x: at.x + Math.cos(a) * r, y: at.y + Math.sin(a) * r });
      if (protectionAt(t, p, { prone }).cover) return p;
    }
  }
  return undefined;
}

/** The nearest point of the table's edge. */
export function nearestEdge(t: CivilianTable, p: Point): Point {
  const options = [{ x: 0, y: p.y }, { x: t.width, y: p.y }, { x: p.x, y: 0 }, { x: p.x, y: t.height }];
  return options.sort((a, b) => distance(p, a) - distance(p, b))[0]!;
}

const onEdge = (t: CivilianTable, p: Point): boolean => distance(p, nearestEdge(t, p)) < 0.05;

/** A civilian's walk along a straight line: where it ends, the inches of move it cost, and whether it got all the way. */
export interface CivilianWalk {
  readonly to: Point;
  readonly spent: number;
  readonly full: boolean;
}

/**
 * Walks a civilian from `from` toward `to` with `inches` of move, as a figure walks (order-move.ts): the
 * ground's cost by the terrain table (foot-move.ts, L1146–L1204: half speed in paddies, marsh, bamboo…,
 * full along a road, L1185), stopping at water he cannot wade; each wall of a building, hooch or bunker
 * gone through costs a door's 2" (L999), and where the scenario draws doors he goes by them or stops at
 * the wall (building-areas.ts `throughWalls`).
 */
export function civilianWalk(t: CivilianTable, from: Point, to: Point, inches: number): CivilianWalk {
  const w = walk(t, from, to, Math.max(0, inches), t.depthAt);
  const length = distance(from, w.reached);
  if (length < 1e-9) return { to: from, spent: 0, full: distance(from, to) < 1e-9 };
  const point = (d: number): Point => ({ x: round2(from.x + ((w.reached.x - from.x) * d) / length), y: round2(from.y + ((w.reached.y - from.y) * d) / length) });
  const crossed = wallCrossings(t.features, from, w.reached).map((c) => ({ ...c, passage: passageAt(t.features.find((f) => f.name === c.feature), point(c.at), 'door') }));
  const r = throughWalls(crossed, length, Math.max(0, inches - w.spent));
  if (!r) return { to: w.reached, spent: w.spent, full: w.full };
  const whole = length - r.along < 1e-6;
  return { to: whole ? w.reached : point(r.along), spent: whole ? Math.min(inches, w.spent + 2 * r.walls.length) : inches, full: whole && w.full };
}

/** Along a way of several legs (a road's bends), as far as `inches` of move go; `full` when at its last point. */
export function civilianWalkRoute(t: CivilianTable, from: Point, route: readonly Point[], inches: number): CivilianWalk {
  let at = from;
  let left = inches;
  for (const p of route) {
    const w = civilianWalk(t, at, p, left);
    at = w.to;
    left -= w.spent;
    if (!w.full) return { to: at, spent: inches - left, full: false };
  }
  return { to: at, spent: inches - left, full: true };
}

/** The nearest point of a polyline's centre line to `p`: where, and after which of its points. */
function onPolyline(points: readonly Point[], p: Point): { readonly at: Point; readonly after: number } {
  let best = { at: points[0]!, after: 0, d: Infinity };
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const k = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2));
    const q = { x: round2(a.x + (b.x - a.x) * k), y: round2(a.y + (b.y - a.y) * k) };
    const d = distance(p, q);
    if (d < best.d) best = { at: q, after: i, d };
  }
  return { at: best.at, after: best.after };
}

/**
 * The way off the table Civilian Activity 6 takes (L1288: "Heading at normal speed to move off-table via a
 * road or trail if present"): onto the nearest road or trail, along it to the end where it runs off
 * the table (the nearer along it, if both do), or, for a way that ends on the table, to the end nearer
 * an edge and on to it; with no road or trail on the table, straight to the nearest edge.
 */
export function wayOff(t: CivilianTable, at: Point): readonly Point[] {
  let best: { way: FngFeature & { readonly shape: Extract<Shape, { kind: 'polyline' }> }; on: ReturnType<typeof onPolyline>; d: number } | undefined;
  for (const f of t.features) {
    if (!isWay(f) || f.shape.points.length < 2) continue;
    const on = onPolyline(f.shape.points, at);
    const d = distance(at, on.at);
    if (!best || d < best.d) best = { way: f, on, d };
  }
  if (!best) return [nearestEdge(t, at)];
  const pts = best.way.shape.points;
  const forward = [best.on.at, ...pts.slice(best.on.after + 1)];
  const back = [best.on.at, ...pts.slice(0, best.on.after + 1).reverse()];
  // The way runs off the table at an end on its edge: that end (the nearer along it, if both are);
  // a way that ends on the table is followed to whichever end leaves him nearer an edge.
  const last = (path: readonly Point[]): Point => path[path.length - 1]!;
  const cost = (path: readonly Point[]): number => (onEdge(t, last(path)) ? 0 : 1e6) + polylineLength(path) + distance(last(path), nearestEdge(t, last(path)));
  const path = cost(forward) <= cost(back) ? forward : back;
  const end = path[path.length - 1]!;
  const route = [...(best.d > 1e-9 ? path : path.slice(1)), ...(onEdge(t, end) ? [] : [nearestEdge(t, end)])];
  return route.map((p) => clampTo(t, p));
}

/** The two sides' figures and the other civilians on the table (the hurt lie where they fell): a man's breadth from each is free. */
export function roomFor(t: CivilianTable, c: TableCivilian, others: readonly TableCivilian[]): (p: Point) => boolean {
  const taken = [...(t.occupied ?? []), ...others.filter((o) => o.id !== c.id && onTheTable(o)).map((o) => o.at)];
  return (p) => taken.every((q) => distance(p, q) >= MAN_BREADTH - 1e-9);
}

/** Where a civilian's walk from `from` ending at `end` stops with room for him: back along his line, half an inch at a time, or where he stood. */
export function civilianRoom(free: (p: Point) => boolean, from: Point, end: Point): Point {
  const length = distance(from, end);
  for (let back = 0; back < length; back += MAN_BREADTH) {
    const p = back === 0 ? end : stepToward(end, from, back);
    if (free(p)) return p;
  }
  return from;
}

/** The point where a straight line from `from` toward `to` first enters `shape` (`to` when it never does). */
function entering(from: Point, to: Point, shape: Shape): Point {
  const d = distance(from, to);
  for (let s = 0; s <= d; s += 0.1) {
    const p = stepToward(from, to, s);
    if (pointInShape(p, shape)) return p;
  }
  return to;
}

export interface CivilianStep {
  readonly to: Point;
  /** What he is about once there. */
  readonly doing: CivilianDoing;
  /** Walked off the table's edge (activity 6, L1288). */
  readonly left?: true;
}

/**
 * Where an activated civilian goes (L1271), a normal move of 8" over the ground (`civilianWalk`) by what
 * he is doing (L1285–L1288): 1, to within 1" of the nearest other civilian, and then talks; 2, to the
 * nearest field, paddy, orchard or pig pen the table has, and works once in it; 3, to the nearest
 * building's wall, and stays there; 4 and 5, stays; 6, off the table by a road or trail if there is one
 * (`wayOff`), else by the nearest edge; making for cover after fire, there and shelters; guiding, to
 * within 1" of the figure he guides (`guide`). He ends with room for him (a man's breadth from anyone).
 */
export function civilianStep(t: CivilianTable, c: TableCivilian, others: readonly TableCivilian[], guide?: Point): CivilianStep {
  const stay = (doing: CivilianDoing = c.doing): CivilianStep => ({ to: c.at, doing });
  const free = roomFor(t, c, others);
  const settle = (w: CivilianWalk, arrived: CivilianDoing, there: (p: Point) => boolean): CivilianStep => {
    const to = civilianRoom(free, c.at, w.to);
    return { to, doing: there(to) ? arrived : c.doing };
  };
  const go = (target: Point | undefined, arrived: CivilianDoing, short = 0): CivilianStep => {
    if (!target) return stay(arrived);
    const end = short > 0 ? stepToward(c.at, target, distance(c.at, target), short) : target;
    return settle(civilianWalk(t, c.at, end, CIVILIAN_MOVE_INCHES), arrived, (p) => distance(p, target) <= short + 0.05);
  };
  switch (c.doing) {
    case 'talking-or-joining-nearest-civilian': {
      const near = others.filter((o) => o.id !== c.id && upright(o)).sort((a, b) => distance(c.at, a.at) - distance(c.at, b.at))[0];
      if (!near || distance(c.at, near.at) <= CIVILIAN_CONTACT_INCHES) return stay();
      return go(near.at, c.doing, CIVILIAN_CONTACT_INCHES * 0.9);
    }
    case 'to-field-or-pen': {
      const field = nearestFeature(t, c.at, isField);
      if (!field) return stay('working');
      if (pointInShape(c.at, field.shape)) return stay('working');
      return settle(civilianWalk(t, c.at, shapeCentre(field.shape), CIVILIAN_MOVE_INCHES), 'working', (p) => pointInShape(p, field.shape));
    }
    case 'to-nearest-building': {
      const b = nearestFeature(t, c.at, isBuilding);
      if (!b || pointInShape(c.at, b.shape)) return stay('idle');
      const wall = stepToward(c.at, entering(c.at, shapeCentre(b.shape), b.shape), Infinity, 0.1);
      return settle(civilianWalk(t, c.at, wall, CIVILIAN_MOVE_INCHES), 'idle', (p) => distance(p, wall) < 0.05);
    }
    case 'leaving-by-road': {
      const w = civilianWalkRoute(t, c.at, wayOff(t, c.at), CIVILIAN_MOVE_INCHES);
      if (w.full && onEdge(t, w.to)) return { to: w.to, doing: c.doing, left: true };
      return { to: civilianRoom(free, c.at, w.to), doing: c.doing };
    }
    case 'to-cover':
      return go(nearestCover(t, c.at, CIVILIAN_MOVE_INCHES), 'sheltering');
    case 'guiding':
      return guide ? go(guide, 'guiding', CIVILIAN_CONTACT_INCHES * 0.9) : stay();
    default:
      return stay();
  }
}

/** The civilians in groups: each within 4" of another of the group (L573); the hurt and gone in none. */
export function civilianGroups(civilians: readonly TableCivilian[]): readonly (readonly TableCivilian[])[] {
  const left = civilians.filter(upright);
  const groups: TableCivilian[][] = [];
  while (left.length) {
    const group = [left.shift()!];
    for (let i = 0; i < group.length; i++) {
      for (let j = left.length - 1; j >= 0; j--) {
        if (distance(group[i]!.at, left[j]!.at) <= CIVILIAN_GROUP_INCHES) group.push(...left.splice(j, 1));
      }
    }
    groups.push(group);
  }
  return groups;
}

/** A Fast Move at REP 2 (L616): 2d6 vs REP, 8" and 4" more for each passed. */
export function civilianFastMove(roller: Roller, label: string): { readonly inches: number; readonly passes: number; readonly part: RolledPart } {
  const p = passDice(roller, 2, CIVILIAN_REP, label);
  return { inches: CIVILIAN_MOVE_INCHES + 4 * p.passes, passes: p.passes, part: p.part };
}

/**
 * "Fast Moves away from the shooter or towards cover, whichever is closer" (L1280): to the nearest cover
 * if it is nearer than the move takes him, else straight away from `from`; either way over the ground
 * as any figure walks (`civilianWalk`), ending with room for him (`others`: the civilians about him).
 */
export function fleeFrom(t: CivilianTable, c: TableCivilian, from: Point, inches: number, others: readonly TableCivilian[] = []): Point {
  const cover = nearestCover(t, c.at, Math.floor(inches));
  const d = distance(from, c.at);
  const away = d === 0 ? { x: c.at.x + inches, y: c.at.y } : { x: c.at.x + ((c.at.x - from.x) / d) * inches, y: c.at.y + ((c.at.y - from.y) / d) * inches };
  const w = civilianWalk(t, c.at, cover ?? clampTo(t, away), inches);
  return civilianRoom(roomFor(t, c, others), c.at, w.to);
}

/** The civilians of a game: on the table or gone, and whether shooting has been heard (Speak Local's +2d6, L1298). */
export interface CivilianState {
  readonly figures: readonly TableCivilian[];
  /** Shooting or an explosion has happened on the table since civilians were placed. */
  readonly shooting?: true;
}

/** What civilians did, for the texts (ids are the civilians' own, figures are keys). */
export type CivilianEvent =
  /** Rolled at a building and put on the table (L1273–L1275). */
  | { readonly what: 'placed'; readonly building: string; readonly civilians: readonly { readonly id: string; readonly at: Point; readonly doing: CivilianDoing }[] }
  /** The turn's end with an Activation die of 3 or more (L1271): who went where. */
  | { readonly what: 'activate'; readonly turn: number; readonly dice: readonly number[]; readonly moves: readonly { readonly id: string; readonly to: Point; readonly doing: CivilianDoing; readonly left?: true }[] }
  /** A group reacting to fire or a blast near it (L1264, L1269–L1280), and where each went. */
  | {
      readonly what: 'react';
      readonly civilians: readonly string[];
      readonly near: Point;
      readonly passes: 0 | 1 | 2;
      readonly reaction: CivilianReaction;
      readonly parts: readonly RolledPart[];
      readonly fast?: { readonly inches: number; readonly part: RolledPart };
      readonly moves: readonly { readonly id: string; readonly to: Point }[];
    }
  /** Caught in a blast (or shot): his Combat Damage roll (L836–L845), or the walls that sheltered him (L876). */
  | { readonly what: 'hit'; readonly id: string; readonly impact: number; readonly die?: number; readonly result?: DamageResult; readonly part?: RolledPart; readonly shelter?: string; readonly by?: 'fwf' | 'cf' }
  /** Going into residual flame (L782): 2d6 vs REP 2 to go on, else stopped at its edge `at`; then the flames' 2d6 on the Ranged Combat Table. */
  | { readonly what: 'flame'; readonly id: string; readonly through: boolean; readonly part: RolledPart; readonly at?: Point; readonly burnPart?: RolledPart; readonly total?: number; readonly burned?: boolean }
  /** In a burning structure at the turn's end (L1041–L1052): his In a Fire test (leaving to `to`), or none when it burnt out on him. */
  | { readonly what: 'in-a-fire'; readonly id: string; readonly feature: string; readonly dv: number; readonly result?: InAFireResult; readonly to?: Point }
  /** Fire falling on everyone in an area fell on him (L785, L1906, L1931): its dice; any hit follows as `hit`. */
  | { readonly what: 'under-fire'; readonly id: string; readonly at: Point; readonly by: string; readonly weapon: string; readonly result: FireResult }
  /** A figure fired at him (Ranged Combat, L816–L845): the shot's dice; any hit follows as `hit`. */
  | { readonly what: 'shot'; readonly id: string; readonly figure: string; readonly at: Point; readonly weapon: string; readonly result: FireResult }
  /** What Speak Local left him willing to do (L1298). */
  | { readonly what: 'told'; readonly id: string; readonly figure: string; readonly result: SpeakLocalCivilianResult; readonly from: number }
  /** Moved as the players directed him (L1298), with his Fast Move when he may go further. */
  | { readonly what: 'directed'; readonly id: string; readonly to: Point; readonly fast?: { readonly inches: number; readonly part: RolledPart } }
  /** A round of non-damaging melee to make him move (L1298, L1303): he flees, or does as told. */
  | {
      readonly what: 'forced';
      readonly id: string;
      readonly figure: string;
      readonly figureSuccesses: number;
      readonly civilianSuccesses: number;
      readonly parts: readonly RolledPart[];
      readonly flees: boolean;
      readonly to?: Point;
      readonly fast?: { readonly inches: number; readonly part: RolledPart };
    };
