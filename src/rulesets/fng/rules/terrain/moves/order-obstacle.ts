import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { keyOf, updateFigure } from '../../game/state.js';
import { GAP_SIZE, obstacleAt } from '../obstacles.js';

/**
 * Clearing a way through an obstacle (FNG 2nd Tour p.51, L1206, L1208, L1212; Wire Cutters L375), as
 * a figure's whole activation: wire cutters "clip a 1" x 1" opening" in barbed wire, "at 1"x1" per full
 * turn of use"; punji stakes are "manually removed by spending an entire turn doing nothing
 * (including moving or shooting) but clearing an area 2"x2""; minefields "may only be cleared by
 * Engineers at a rate of 2"x2" per turn of dedicated work per individual" (a figure of the Engineer
 * role: `engineers` in a force file's generation, or `"role": "engineer"` in a roster). The gap is
 * centred on a point of the obstacle within reach (1" for wire, the 2" patch within 2"); moves then
 * pass through it, and nobody in it takes the minefield's or the stakes' test.
 */

export type ClearHow = 'cut-wire' | 'clear-stakes' | 'clear-mines';

/** How far from the figure the point of the obstacle may be: the cutters' reach, the patch's. */
export const CLEAR_REACH: Readonly<Record<ClearHow, number>> = { 'cut-wire': 1, 'clear-stakes': 2, 'clear-mines': 2 };

/** The obstacle each way clears. */
const CLEARS: Readonly<Record<ClearHow, 'wire' | 'punji-stakes' | 'minefield'>> = { 'cut-wire': 'wire', 'clear-stakes': 'punji-stakes', 'clear-mines': 'minefield' };
const WORDS: Readonly<Record<ClearHow, string>> = { 'cut-wire': 'barbed wire', 'clear-stakes': 'punji stakes', 'clear-mines': 'minefield' };

export type ClearError = 'fng/no-board' | 'fng/no-wire-cutters' | 'fng/not-an-engineer' | 'fng/no-obstacle-there' | 'fng/obstacle-out-of-reach';

export function clearObstacleOrder(a: OrderArgs, input: { readonly figure: string; readonly at: Point; readonly how: ClearHow }): RuleResult<Ordered> {
  if (!a.table) return fail('fng/no-board');
  // The whole activation: not after a move or a shot (L375 "per full turn of use", L1212 "doing nothing ... but clearing").
  const found = readyFigure(a, input.figure, 'fng/already-moved', { moved: true });
  if (!found.ok) return found;
  const f = found.value;
  if (input.how === 'cut-wire' && !f.gear.includes('wire-cutters')) return fail('fng/no-wire-cutters', { figure: f.id });
  if (input.how === 'clear-mines' && f.role !== 'engineer') return fail('fng/not-an-engineer', { figure: f.id });
  const type = CLEARS[input.how];
  const gaps = a.game.obstacles?.gaps ?? [];
  const o = obstacleAt(a.table.features, gaps, input.at, [type]);
  if (!o) return fail('fng/no-obstacle-there', { at: `${input.at.x},${input.at.y}`, obstacle: WORDS[input.how] });
  const d = distance(f.at!, input.at);
  if (d > CLEAR_REACH[input.how] + 1e-9) return fail('fng/obstacle-out-of-reach', { figure: f.id, inches: Math.round(d * 10) / 10, reach: CLEAR_REACH[input.how] });
  const size = GAP_SIZE[type];
  const events: FngEvent[] = [{ kind: 'obstacle-gap', figure: keyOf(f), feature: o.name, obstacle: type, at: input.at, size }];
  let g = updateFigure(a.game, keyOf(f), (x) => ({ ...x, moved: true, fired: true, busy: true }));
  g = { ...g, obstacles: { ...(g.obstacles ?? {}), gaps: [...gaps, { feature: o.name, at: input.at, size }] } };
  return ok({ game: g, events });
}
