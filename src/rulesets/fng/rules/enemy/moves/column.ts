import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, type RuleResult } from '../../../../../core/result.js';
import { botArgs } from './bot-args.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { placeFigures } from '../../firefight/moves/order-setup.js';
import { resolvePefAt } from './pef-play.js';
import { keyOf, type FngGame } from '../../game/state.js';

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
 * gap is 1" between their places.
 *
 * "If ambushing: ... Form the enemy resolved PEFs into one long single file column with 1" gaps between
 * figures. Place the head of the column in the nearest least favorable cover/terrain within LOS and
 * weapons range of all your squad members." The same order, given when the players spring the Ambush,
 * resolves every PEF marker as the bot resolves a PEF (its dice the GM's; a Potential Contact brings
 * Enemy Reinforcements in an Ambush, L2190) and lays all the enemy that came of them in one file from
 * the head. The PEFs are resolved out of the players' sight — nobody takes In Sight before the first
 * Activation (L2192).
 */

export type ColumnError = 'fng/column-no-pefs' | 'fng/column-not-ambushed' | 'fng/column-after-start' | 'fng/column-direction' | 'fng/no-mission';

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
  if (m.type !== 'ambush' || m.ambush === undefined || a.side !== 'fwf') return fail('fng/column-not-ambushed');
  if (a.game.turn > 0) return fail('fng/column-after-start');
  if (distance(input.head, input.trail) === 0) return fail('fng/column-direction');
  if (m.ambush === 'ambushing') return enemyColumn(a, input);
  const names = input.figures?.length ? input.figures : a.game.figures.filter((f) => f.side === a.side && !['obviously-dead', 'missing', 'captured', 'left-battlefield'].includes(f.status)).map((f) => f.id);
  const places = singleFile(input.head, input.trail, names.length).map((at, i) => ({ figure: names[i]!, at }));
  return placeFigures(a, places, {});
}

/** The players spring the Ambush: every PEF resolved, the enemy that came of them laid in single file (L2195). */
function enemyColumn(a: OrderArgs, input: { readonly head: Point; readonly trail: Point }): RuleResult<Ordered, ColumnError> {
  const g0 = a.game;
  const pefs = g0.pefs ?? [];
  if (pefs.length === 0) return fail('fng/column-no-pefs');
  const own = g0.figures.filter((f) => f.side === 'fwf');
  const by = (own.find((f) => f.star && f.at) ?? own.find((f) => f.at))?.id ?? own[0]?.id ?? '';
  // Out of the players' sight while they are resolved: no In Sight before the first Activation (L2192).
  let g: FngGame = { ...g0, figures: g0.figures.map((f) => (f.side === 'fwf' ? { ...f, at: undefined } : f)) };
  const before = new Set(g.figures.map(keyOf));
  const pub: FngEvent[] = [];
  const gm: FngEvent[] = [];
  const bot = botArgs({ roller: a.roller, rules: a.rules, now: a.now, ...(a.table ? { table: a.table } : {}) });
  for (const p of pefs) g = resolvePefAt(bot, g, p.id, by, pub, gm);
  const arrived = g.figures.filter((f) => f.side === 'cf' && !before.has(keyOf(f)) && f.at !== undefined);
  const spots = singleFile(input.head, input.trail, arrived.length);
  const spotOf = new Map(arrived.map((f, i) => [keyOf(f), spots[i]!]));
  const placedBefore = new Map(g0.figures.map((f) => [keyOf(f), f.at]));
  g = {
    ...g,
    figures: g.figures.map((f) => {
      if (f.side === 'fwf') {
        const at = placedBefore.get(keyOf(f));
        const { at: _gone, ...rest } = f;
        return at ? { ...rest, at } : rest;
      }
      const at = spotOf.get(keyOf(f));
      return at ? { ...f, at } : f;
    }),
  };
  const column: FngEvent = { kind: 'enemy-column', figures: arrived.map(keyOf), head: input.head, trail: input.trail };
  return { ok: true, value: { game: g, events: [...pub, ...gm, column] } };
}
