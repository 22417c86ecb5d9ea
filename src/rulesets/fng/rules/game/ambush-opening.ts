import type { Roller } from '../../../../core/dice/roller.js';
import type { FngEvent } from './events.js';
import { spotAmbush } from '../missions/missions.js';
import { onTable, type FngGame, type FngSide, type TableFigure } from './state.js';

/**
 * The Ambush's first turn (FNG 2nd Tour, Ambush Deployment, seed L2192): both sides begin in LOS, so the
 * ambushers make no In Sight checks on turn 1; if the side being ambushed has the first Activation, its
 * lead squad (or the player's squad) rolls once to spot the ambush, and if spotted the whole force has.
 */

/** The side that springs the ambush: the players when they ambush, the enemy when they are ambushed (L2189). */
export function ambusherSide(g: FngGame): FngSide | undefined {
  const m = g.mission;
  if (m?.type !== 'ambush' || m.ambush === undefined) return undefined;
  return m.ambush === 'ambushing' ? 'fwf' : 'cf';
}

/** Whether `side` may take no In Sight now: it sprang the ambush and this is turn 1 (L2192). */
export function ambushersHoldInSight(g: FngGame, side: FngSide): boolean {
  return g.turn === 1 && ambusherSide(g) === side;
}

/**
 * Spotted, "the ambushed troops may immediately open fire and then move or go prone, turning the tables
 * on their enemy and foiling the ambush" (L2192). Read: in turn 1's first activation, which is the
 * ambushed side's when it spotted, every group of that side acts whatever its leader's REP against the
 * Activation die ("the entire Platoon spots the ambush"); a figure may fire and then move or go prone
 * as any active figure may (L612). The players' figures and the bot's groups alike.
 */
export function ambushedActAnyway(g: FngGame, side: FngSide): boolean {
  const ambusher = ambusherSide(g);
  return g.turn === 1 && g.mission?.ambushSpotted === true && ambusher !== undefined && ambusher !== side && g.acting === side;
}

/** Not spotted, "the ambushers immediately open fire when they are active" (L2192): turn 1, `side` springs the ambush and nobody spotted it. */
export function ambushersOpenFire(g: FngGame, side: FngSide): boolean {
  return g.turn === 1 && ambusherSide(g) === side && g.mission?.ambushSpotted !== true;
}

const able = (f: TableFigure): f is TableFigure & { readonly at: NonNullable<TableFigure['at']> } => onTable(f) && ['carry-on', 'duck-back'].includes(f.status);

/**
 * Who rolls to spot (L2192: "only the lead squad or the Player's squad"): for the players, the squad
 * (unit) of their Star if one is on the table, else every figure of theirs on the table; for the enemy
 * the bot plays, its figures on the table, or — with only PEF markers placed — the PEFs' REP.
 */
export function spotterReps(g: FngGame, side: FngSide): readonly number[] {
  const own = g.figures.filter((f) => f.side === side && able(f));
  if (side === 'fwf') {
    const star = own.find((f) => f.star);
    return (star ? own.filter((f) => f.unit === star.unit) : own).map((f) => f.rep);
  }
  if (own.length) return own.map((f) => f.rep);
  return (g.pefs ?? []).length && g.mission ? [Math.min(7, Math.max(1, g.mission.pefRep))] : [];
}

/**
 * At turn 1's Activation of an Ambush (L2192): if the ambushed side activates first it rolls 2d6 once
 * against its spotters' best REP (`spotAmbush`), and the mission notes whether the ambush was spotted.
 * The players' roll is public; the enemy's dice go to the GM, the channel hears only the outcome.
 */
export function ambushOpening(g: FngGame, roller: Roller): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const m = g.mission;
  const ambusher = ambusherSide(g);
  if (!m || m.ended || ambusher === undefined || g.turn !== 1 || m.ambushSpotted !== undefined || g.acting === undefined) return { game: g, events: [] };
  if (g.acting === ambusher) return { game: { ...g, mission: { ...m, ambushSpotted: false } }, events: [{ kind: 'ambush-spot', side: g.acting, spotted: false, rolled: false }] };
  const reps = spotterReps(g, g.acting);
  if (reps.length === 0) return { game: g, events: [] };
  const r = spotAmbush({ reps }, roller);
  if (!r.ok) throw new Error(r.code);
  const spotted = r.value.spotted;
  const game: FngGame = { ...g, mission: { ...m, ambushSpotted: spotted } };
  if (g.acting === 'fwf') return { game, events: [{ kind: 'ambush-spot', side: 'fwf', spotted, rolled: true, rep: r.value.bestRep, parts: [r.value.part] }] };
  return {
    game,
    events: [
      { kind: 'enemy-dice', what: `Spotting the ambush (L2192, 2d6 vs best REP ${r.value.bestRep}): ${spotted ? 'both passed — spotted' : 'not spotted'}`, parts: [r.value.part] },
      { kind: 'ambush-spot', side: 'cf', spotted, rolled: true },
    ],
  };
}
