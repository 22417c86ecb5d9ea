import type { Point } from '../../../../core/board/geometry.js';

/**
 * A figure's facing (FNG 2nd Tour, Defining Facings L316–L318: "The front facing is defined as 90
 * degrees to the left and right of the way the figure is facing"; LOS "to the front of the figure up to
 * a 180 degree arc", L806). A figure faces the way he last moved, and may turn where he stands ("Stay
 * in place. The character may change the way he is facing if desired", L618) — here by shining a
 * flashlight at a point (firefight/moves/order-night-gear.ts). Only the red filtered flashlight's 6″
 * to the front reads it (L366, terrain/sight-line.ts).
 */

/** The bearing from one point to another, whole degrees clockwise from the table's top edge (north; y runs down the table); undefined for no distance. */
export function bearing(from: Point, to: Point): number | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.hypot(dx, dy) < 1e-6) return undefined;
  const deg = Math.round((Math.atan2(dx, -dy) * 180) / Math.PI);
  return (deg + 360) % 360;
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
