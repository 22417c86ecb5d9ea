import { distance, type Point } from '../../../core/board/geometry.js';
import { fail, type RuleResult } from '../../../core/result.js';
import type { OrderArgs, Ordered } from './order.js';
import { placeFigures } from './order-setup.js';

/**
 * The Ambush's single file column (FNG 2nd Tour, Ambush, seed L2195): "If ambushed: Place enemy
 * resolved PEFs in the most favorable terrain and cover within the deployment sector. Form your
 * squad/platoon into one long single file column with 1" gaps between figures. Place the head of the
 * column in the nearest least favorable cover/terrain within LOS and weapons range of all enemy
 * ambushers."
 *
 * Where the head goes is the players' judgement of the terrain (they name the spot); the bot lays the
 * file: the figures named (all the side's, in their order, when none are named) one behind the other
 * from the head, 1" apart, trailing toward the spot named. Figures are points on this table, so a 1"
 * gap is 1" between their places. Only before the first Activation of an Ambush the players are the
 * ones ambushed; the enemy's own column when the players ambush is not laid here (its PEFs are resolved
 * by the bot as they are seen).
 */

export type ColumnError = 'fng/column-not-ambushed' | 'fng/column-after-start' | 'fng/column-direction' | 'fng/no-mission';

/** Inches between one figure of the file and the next (L2195). */
export const COLUMN_GAP_INCHES = 1;

/** The places of a single file: the head at `head`, each next figure 1" further toward `trail`. */
export function singleFile(head: Point, trail: Point, count: number): Point[] {
  const d = distance(head, trail);
  if (d === 0) throw new Error('a column needs a direction');
  const ux = (trail.x - head.x) / d;
  const uy = (trail.y - head.y) / d;
  const r = (n: number) => Math.round(n * 100) / 100;
  return Array.from({ length: count }, (_, i) => ({ x: r(head.x + ux * COLUMN_GAP_INCHES * i), y: r(head.y + uy * COLUMN_GAP_INCHES * i) }));
}

/** Lays the players' squad in single file for the Ambush they walk into (L2195), before the first Activation. */
export function columnOrder(a: OrderArgs & { readonly gm: boolean }, input: { readonly head: Point; readonly trail: Point; readonly figures?: readonly string[] }): RuleResult<Ordered, ColumnError | string> {
  const m = a.game.mission;
  if (!m) return fail('fng/no-mission');
  if (m.type !== 'ambush' || m.ambush !== 'ambushed' || a.side !== 'fwf') return fail('fng/column-not-ambushed');
  if (a.game.turn > 0) return fail('fng/column-after-start');
  if (distance(input.head, input.trail) === 0) return fail('fng/column-direction');
  const names = input.figures?.length ? input.figures : a.game.figures.filter((f) => f.side === a.side && !['obviously-dead', 'missing', 'captured', 'left-battlefield'].includes(f.status)).map((f) => f.id);
  const places = singleFile(input.head, input.trail, names.length).map((at, i) => ({ figure: names[i]!, at }));
  return placeFigures(a, places, {});
}
