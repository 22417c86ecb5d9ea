import { distance, pointInShape, type Point } from '../../../../core/board/geometry.js';
import { GROUP_DISTANCE } from '../figures/groups.js';
import type { FngScenario } from '../terrain/scenario.js';
import { FNG_TERRAIN, type FngTerrain } from '../terrain/terrain.js';
import { WATER_TYPES } from '../terrain/water-types.js';

/**
 * Where enemy troops that come on are laid (FNG 2nd Tour, Deployment L2210: "Each PEF and PC deploys
 * into the best cover nearest the center of the sector", read for the troops a PEF, a PC or a
 * reinforcement turns into at its spot): the leader in the best cover nearest the spot, then each man
 * in the best cover nearest his leader, at his type's tactics spacing from the others (L1612) and
 * within 4" of one of them, so they are one group (L573); all on the table, out of water and
 * impassable ground, and off the places of the enemy's figures already there. Where the seed is silent the bot keeps them clear of the players: none within
 * the keep-out (house rule `fng.enemy.keep-out-inches`, 1") of a player figure, nor past one as seen
 * from the spot (beyond the line through that figure square to the way from the spot, less the
 * keep-out) — troops found are met in front, never behind the players' lines.
 *
 * "Best cover nearest" weighs both: a spot counts its distance less 3" for concealment and 6" for
 * cover, so a man goes up to 3" out of his way to be concealed and 6" to be in cover. Points are
 * tried on a 1" lattice laid from the spot; ties go to the one nearer the spot, then to the one farther
 * from the players, then to the lattice's order, so the placing is the same for everyone.
 */

/** The keep-out house rule's key. */
export const KEEP_OUT_KEY = 'fng.enemy.keep-out-inches';

/** A man's breadth: no man is laid nearer than this to another figure's place. */
const BREADTH = 0.5;

/** Inches a spot's cover is worth against its distance (see above). */
const COVER_WORTH = { cover: 6, concealment: 3, none: 0 } as const;

export type CoverKind = keyof typeof COVER_WORTH;

export interface DeployInput {
  /** Where the troops come on (the PEF's spot, the PC, the entry point). */
  readonly at: Point;
  readonly count: number;
  /** Their tactics spacing in inches (L1612). */
  readonly spacing: number;
  readonly table: Pick<FngScenario, 'features' | 'board'>;
  /** What a figure standing at a point has (the board's terrain). */
  readonly cover: (p: Point) => CoverKind;
  /** Where the players' figures stand. */
  readonly players: readonly Point[];
  /** Where the enemy's own figures already on the table stand: no man is laid on one's place. */
  readonly others?: readonly Point[];
  readonly keepOut: number;
}

export interface Deployment {
  readonly spots: readonly Point[];
  /** What the leader's spot gives. */
  readonly cover: CoverKind;
  /** The players' keep-out moved someone: without it they would have stood elsewhere. */
  readonly keptOut: boolean;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The spots for `count` figures (see above). */
export function deploy(input: DeployInput): Deployment {
  const all = lattice(input);
  const worth = new Map<Spot, number>();
  const worthOf = (s: Spot): number => {
    let w = worth.get(s);
    if (w === undefined) worth.set(s, (w = COVER_WORTH[input.cover(s.at)]));
    return w;
  };
  // Room for every man short of the players; with the players all round, the keep-out alone; with no room even for that, anywhere on the table (a fault guard).
  const clear = [all.filter((s) => s.clear), all.filter((s) => s.kept)].find((c) => c.length >= input.count) ?? all;
  const spots = layOut(input, clear, worthOf);
  const open = layOut(input, all, worthOf);
  const keptOut = spots.some((p, i) => open[i] === undefined || distance(p, open[i]!) > 1e-9);
  return { spots, cover: spots[0] ? input.cover(spots[0]) : 'none', keptOut };
}

interface Spot {
  readonly at: Point;
  /** Outside the keep-out of every player figure. */
  readonly kept: boolean;
  /** And short of every one, as seen from where they come on. */
  readonly clear: boolean;
}

const sizeOf = (table: DeployInput['table']) => (table.board.kind === 'tabletop' ? table.board : { width: 72, height: 36 });
const footless = (table: DeployInput['table']) => table.features.filter((f) => WATER_TYPES.includes(f.type) || (FNG_TERRAIN[f.type] as FngTerrain | undefined)?.footMove === 0);

/** Whether a figure may be laid at `p` as deployed troops are (see above): on the table, on foot ground, clear of the players. */
export function laidClear(input: Omit<DeployInput, 'count' | 'spacing' | 'cover'>, p: Point): boolean {
  const { width, height } = sizeOf(input.table);
  if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) return false;
  if (footless(input.table).some((f) => pointInShape(p, f.shape))) return false;
  return input.players.every((q) => distance(p, q) >= input.keepOut - 1e-9) && inFront(input, p);
}

/** The lattice points a figure may stand on: on the table, on foot ground; whether each is clear of the players. */
function lattice(input: DeployInput): Spot[] {
  const { at, table } = input;
  const { width, height } = sizeOf(table);
  const blocked = footless(table);
  const out: Spot[] = [];
  for (let j = Math.ceil(-at.y); j <= Math.floor(height - at.y); j++) {
    for (let i = Math.ceil(-at.x); i <= Math.floor(width - at.x); i++) {
      const p = { x: round1(at.x + i), y: round1(at.y + j) };
      if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) continue;
      if (blocked.some((f) => pointInShape(p, f.shape))) continue;
      if ((input.others ?? []).some((q) => distance(p, q) < BREADTH - 1e-9)) continue;
      const kept = input.players.every((q) => distance(p, q) >= input.keepOut - 1e-9);
      out.push({ at: p, kept, clear: kept && inFront(input, p) });
    }
  }
  return out;
}

/** Short of every player figure as seen from the spot: not beyond the line through it square to the way from the spot, less the keep-out. */
function inFront(input: Pick<DeployInput, 'at' | 'players' | 'keepOut'>, p: Point): boolean {
  const s = input.at;
  return input.players.every((q) => {
    const d = distance(s, q);
    if (d < 1e-9) return false;
    const along = ((p.x - s.x) * (q.x - s.x) + (p.y - s.y) * (q.y - s.y)) / d;
    return along <= d - input.keepOut + 1e-9;
  });
}

/** The most a spot's cover is worth: no spot farther than this beyond the best one found can beat it. */
const MAX_WORTH = COVER_WORTH.cover;

/** The leader nearest the spot, each next man nearest the leader, kept at spacing and within 4" of the group where the ground allows. */
function layOut(input: DeployInput, spots: readonly Spot[], worthOf: (s: Spot) => number): Point[] {
  if (input.count <= 0 || spots.length === 0) return [];
  const byDistance = (from: Point) => spots.map((s) => ({ s, d: distance(s.at, from) })).sort((x, y) => x.d - y.d);
  // The best spot by distance less cover's worth.
  const best = (sorted: readonly { s: Spot; d: number }[], ok: (s: Spot) => boolean): Spot | undefined => {
    let pick: Spot | undefined;
    let score = Infinity;
    for (const { s, d } of sorted) {
      if (d - MAX_WORTH > score + 1e-9) break;
      if (!ok(s)) continue;
      const v = d - worthOf(s);
      if (v < score - 1e-9 || (Math.abs(v - score) <= 1e-9 && nearer(s.at, pick!.at))) {
        pick = s;
        score = v;
      }
    }
    return pick;
  };
  // Among equals: nearer where they came on, then farther from the players, then the lattice's order.
  const gap = (p: Point) => Math.min(Infinity, ...input.players.map((q) => distance(p, q)));
  const nearer = (p: Point, q: Point): boolean => {
    const d = distance(p, input.at) - distance(q, input.at);
    return d < -1e-9 || (Math.abs(d) <= 1e-9 && gap(p) > gap(q) + 1e-9);
  };
  const leader = best(byDistance(input.at), () => true)!;
  const fromLeader = byDistance(leader.at);
  const laid: Point[] = [leader.at];
  const reach = Math.max(GROUP_DISTANCE, input.spacing);
  const apart = (s: Spot, gap: number) => laid.every((p) => distance(p, s.at) >= gap - 1e-9);
  const near = (s: Spot) => laid.some((p) => distance(p, s.at) <= reach + 1e-9);
  while (laid.length < input.count) {
    // At spacing and in the group; else at spacing anywhere; else a man's breadth apart; else anywhere.
    const next =
      best(fromLeader, (s) => apart(s, input.spacing) && near(s)) ??
      best(fromLeader, (s) => apart(s, input.spacing)) ??
      best(fromLeader, (s) => apart(s, 1)) ??
      best(fromLeader, (s) => apart(s, 0.5)) ??
      best(fromLeader, () => true)!;
    laid.push(next.at);
  }
  return laid;
}
