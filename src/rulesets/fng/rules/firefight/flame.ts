import { distance, pointInShape, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice, sumD6 } from '../figures/dice.js';
import { rangedRow, type AutoHit } from './ranged-combat.js';

/**
 * The flame-thrower (FNG 2nd Tour p.29, seed L782, L785): "This weapon leaves a path of flame wherever
 * it is used that will last until the battle is over. Infantry flame-throwers have a limited range of
 * 12" and Target Rating of a 3" wide path. Every figure within the 3" wide path is an eligible
 * target. Flame-throwers have an Impact of 5 and an APR of 5." Each figure in the path takes one die on
 * the Ranged Combat Table, friend or foe as a blast's circle does (L884). "Each time a flame-thrower is
 * fired note the die score rolled ... If the score is a '1' then the flame-thrower has only one shot
 * left." Residual flame (L782): "Those attempting to pass through residual flame ... must roll 2d6
 * versus their REP. If they pass 2d6 they may move through the flame. Each figure moving through the
 * flames must test for damage as follows. Roll 2d6 and add the scores. Apply the result to the Ranged
 * to Hit Table (page, 19) as if the figure had been the target of a flame thrower attack."
 */

export const FLAME = { range: 12, width: 3, impact: 5, apr: 5 } as const;

/** Whether a flame-thrower's shot leaves it one shot only: a die of 1 among those it rolled (L782). */
export function lastShotAfter(faces: readonly number[]): boolean {
  return faces.includes(1);
}

/** The 2d6 vs REP to go into residual flame (L782): through only on two passes. */
export function braveTheFlame(roller: Roller, rep: number, label: string): { readonly through: boolean; readonly part: RolledPart } {
  const r = passDice(roller, 2, rep, label);
  return { through: r.passes === 2, part: r.part };
}

/**
 * Going through the flames (L782): 2d6 added, read on the Ranged Combat Table as a flame-thrower's
 * shot at the figure — 6 or less misses, 9 or more (the auto-hit total) hits, and the totals between
 * miss one moving fast, the only thing of the table's a man walking through fire can claim.
 */
export function throughTheFlames(roller: Roller, input: { readonly autoHit: AutoHit; readonly movedFast: boolean }, label: string): { readonly burned: boolean; readonly total: number; readonly part: RolledPart } {
  const { total, part } = sumD6(roller, 2, label);
  const row = rangedRow(total, input.autoHit);
  const burned = row.otherwise === 'hit' && !(input.movedFast && row.targetMissedIf.includes('moved-fast'));
  return { burned, total, part };
}

/**
 * Where a straight move from `from` to `to` first goes into `shape` from outside it, as a distance along
 * the move (a tenth of an inch at a time, the edge found by halving); undefined if it never does, or
 * starts inside.
 */
export function entryAlong(from: Point, to: Point, shape: AreaShape): number | undefined {
  const length = distance(from, to);
  if (length === 0 || pointInShape(from, shape)) return undefined;
  const at = (d: number): Point => ({ x: from.x + ((to.x - from.x) * d) / length, y: from.y + ((to.y - from.y) * d) / length });
  const steps = Math.ceil(length / 0.1);
  for (let i = 1; i <= steps; i++) {
    const d = (length * i) / steps;
    if (!pointInShape(at(d), shape)) continue;
    let lo = (length * (i - 1)) / steps;
    let hi = d;
    for (let k = 0; k < 20; k++) {
      const mid = (lo + hi) / 2;
      if (pointInShape(at(mid), shape)) hi = mid;
      else lo = mid;
    }
    return lo;
  }
  return undefined;
}
