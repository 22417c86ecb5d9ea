import { extrasOf, withExtras, type FireteamGame } from '../game/game.js';
import { findUnit, otherSide } from '../game/state.js';
import { hadInView } from '../table/line-of-sight.js';
import type { FireteamScenario } from '../table/scenario.js';
import { endStep } from './turn.js';
import { canFire, isVehicle, type Unit } from '../troops/units.js';

/**
 * The enemy units that may still fire their overwatch at `side`'s `mover` (seed 004, Over Watch,
 * 004 L57–L61): on overwatch and able to fire, of a side not done, infantry that has not moved ("no
 * moving and firing"), and not one that had the mover in view where its move began — overwatch fires
 * at enemies who move *into* view.
 */
export function watchersOf(game: FireteamGame, side: string, mover: string, board: FireteamScenario | undefined): Unit[] {
  const enemy = otherSide(game, side);
  if (game.step.done.includes(enemy)) return [];
  const m = findUnit(game, { side, id: mover });
  return game.units.filter(
    (x) => x.side === enemy && x.overwatch && canFire({ ...x, overwatch: false }, game.turn) && !(x.movedThisTurn && !isVehicle(x)) && !hadInView(game, board, x, m?.movedFrom),
  );
}

/**
 * Seed 004, Over Watch: units on overwatch "may fire during the enemies movement at enemies who move
 * into view". After `side`'s unit moved — by its dice, or getting out of its transport onto the
 * table — the enemy with units that may fire at it (`watchersOf`) gets the chance first: the mover's
 * side waits (`awaitingOverwatch`) until they fire or give another order; otherwise the step passes.
 */
export function stepAfterMove(game: FireteamGame, side: string, unit: string, board?: FireteamScenario): { readonly game: FireteamGame; readonly watched: boolean; readonly enemy: string } {
  const enemy = otherSide(game, side);
  const watched = watchersOf(game, side, unit, board).length > 0;
  return { game: watched ? withExtras(game, { awaitingOverwatch: { side, unit } }) : endStep(game, side), watched, enemy };
}

/**
 * After an overwatch shot: while another watcher may still fire at the waiting mover the wait goes on;
 * when none may, the mover's step ends by itself (the watchers have nothing left to do in it).
 */
export function afterOverwatchShot(game: FireteamGame, board: FireteamScenario | undefined): FireteamGame {
  const waiting = extrasOf(game).awaitingOverwatch;
  if (!waiting || watchersOf(game, waiting.side, waiting.unit, board).length > 0) return game;
  return withExtras(endStep(game, waiting.side), { awaitingOverwatch: undefined });
}
