import type { Point } from '../../../../core/board/geometry.js';

/**
 * A figure's facing (FNG 2nd Tour, Defining Facings L316–L318: "The front facing is defined as 90
 * degrees to the left and right of the way the figure is facing"; LOS "to the front of the figure up to
 * a 180 degree arc", L806). A figure faces the way he last moved, and may turn where he stands ("Stay
 * in place. The character may change the way he is facing if desired", L618) — as he fires or throws
 * before moving (game/line-of-sight.ts `turningSeer`), or by shining a flashlight at a point
 * (firefight/moves/order-night-gear.ts) —, and turns toward whoever fires at him and toward what he fires
 * at (game/chain-reactions.ts, chain-shot.ts; house rule `fng.facing`). Sight reads it: 180° to his front
 * (terrain/sight-line.ts), the red filtered flashlight's 6″ too (L366).
 */

/** The bearing from one point to another, whole degrees clockwise from the table's top edge (north; y runs down the table); undefined for no distance. */
export function bearing(from: Point, to: Point): number | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.hypot(dx, dy) < 1e-6) return undefined;
  const deg = Math.round((Math.atan2(dx, -dy) * 180) / Math.PI);
  return (deg + 360) % 360;
}

/** How far, in degrees from 0 to 180, the way from `at` to `other` lies off `facing`; undefined for no distance. */
export function offFacing(facing: number, at: Point, other: Point): number | undefined {
  const way = bearing(at, other);
  if (way === undefined) return undefined;
  const d = Math.abs(way - facing) % 360;
  return d > 180 ? 360 - d : d;
}

/** Where a charge comes from against the target's facing (L318, L903). */
export type ChargeFrom = 'front' | 'flank' | 'rear';

/** The front facing's half-width (L318: "90 degrees to the left and right of the way the figure is facing"), and the middle of it that is his front proper (our reading of "flank", `chargeFromBoard`). */
export const FRONT_FACING = 90;
export const FRONT_PROPER = 45;

/**
 * Where a charger comes from, by the table (FNG 2nd Tour, Defining Facings L318; the Charging into Melee
 * table, L903: "Target charged to flank −1d6, Target charged to rear −2d6"):
 * - `rear`: "the attacker must begin and end its movement behind the front facing of the target" —
 *   both ends more than 90° off the way the target faces;
 * - `flank` (our reading: the seed names the flank only in the table): both ends more than 45° off it —
 *   the sides of his front facing, or one end there and one behind — not a rear attack;
 * - `front` otherwise, and against a target who faces no way yet.
 */
export function chargeFromBoard(target: { readonly at: Point; readonly facing?: number | undefined }, begin: Point, end: Point): ChargeFrom {
  if (target.facing === undefined) return 'front';
  const offs = [begin, end].map((p) => offFacing(target.facing!, target.at, p) ?? 0);
  if (offs.every((o) => o > FRONT_FACING + 1e-9)) return 'rear';
  if (offs.every((o) => o > FRONT_PROPER + 1e-9)) return 'flank';
  return 'front';
}

/** A figure as facing reads it: who he is, where he stands, the way he faces. */
interface Facer {
  readonly side: string;
  readonly id: string;
  readonly at?: Point;
  readonly facing?: number;
}

const keyOf = (f: Facer): string => `${f.side}:${f.id}`;

/**
 * Every figure that moved between two states of a game faces the way it went (L316, L806): from where
 * it stood to where it stands. A figure that did not move keeps its facing; one put on the table or taken
 * off it has none to take from the move.
 */
export function faceMoved<F extends Facer, G extends { readonly figures: readonly F[] }>(before: G, after: G): G {
  const was = new Map(before.figures.flatMap((f) => (f.at ? [[keyOf(f), f.at] as const] : [])));
  let changed = false;
  const figures = after.figures.map((f) => {
    const from = was.get(keyOf(f));
    const to = f.at;
    const way = from && to ? bearing(from, to) : undefined;
    if (way === undefined || way === f.facing) return f;
    changed = true;
    return { ...f, facing: way };
  });
  return changed ? { ...after, figures } : after;
}

/** The table's size, for the way a figure just placed faces. */
interface TableSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Every figure on the table with no facing yet is given one (house rule `fng.facing`; the seed gives a
 * figure set down no way to face, L316–L318): toward the table's centre, as a wargamer sets a figure
 * down looking into the table — a Free World figure at the very centre faces north, a Communist one
 * south; an enemy figure the bot places (every game but head to head, L1221) toward the nearest Free
 * World figure on the table, as troops come on at the enemy. Without a board nothing reads facing.
 */
export function faceNewcomers<F extends Facer, G extends { readonly figures: readonly F[]; readonly mode?: string }>(g: G, table: TableSize | undefined): G {
  if (!table || !g.figures.some((f) => f.at && f.facing === undefined)) return g;
  const centre = { x: table.width / 2, y: table.height / 2 };
  const players = g.figures.filter((f) => f.side === 'fwf' && f.at);
  const figures = g.figures.map((f) => {
    if (!f.at || f.facing !== undefined) return f;
    const nearest = f.side === 'cf' && g.mode !== 'head-to-head' ? nearestOf(players, f.at) : undefined;
    const way = bearing(f.at, nearest ?? centre) ?? (f.side === 'fwf' ? 0 : 180);
    return { ...f, facing: way };
  });
  return { ...g, figures };
}

function nearestOf(figures: readonly Facer[], at: Point): Point | undefined {
  let best: Point | undefined;
  let d = Number.POSITIVE_INFINITY;
  for (const f of figures) {
    const e = Math.hypot(f.at!.x - at.x, f.at!.y - at.y);
    if (e > 1e-6 && e < d) {
      d = e;
      best = f.at;
    }
  }
  return best;
}

/** After an order, the bot's turn or the turn's end: whoever moved faces the way he went (`faceMoved`), and whoever was put on the table faces into it (`faceNewcomers`). */
export function faceAfter<F extends Facer, G extends { readonly figures: readonly F[]; readonly mode?: string }>(before: G, after: G, table: TableSize | undefined): G {
  return faceNewcomers(faceMoved(before, after), table);
}
