import { withExtras, type FireteamGame } from '../game/game.js';
import { otherSide } from '../game/state.js';
import { endStep } from './turn.js';
import { canFire } from '../troops/units.js';

/**
 * Seed 004, Over Watch: units on overwatch "may fire during the enemies movement at enemies who move
 * into view". After `side`'s unit moved — by its dice, or getting out of its transport onto the
 * table — the enemy with units on overwatch that may fire, and not done, gets the chance first: the
 * mover's side waits (`awaitingOverwatch`) until they fire or give another order; otherwise the step
 * passes.
 */
export function stepAfterMove(game: FireteamGame, side: string, unit: string): { readonly game: FireteamGame; readonly watched: boolean; readonly enemy: string } {
  const enemy = otherSide(game, side);
  const watched = game.units.some((x) => x.side === enemy && x.overwatch && canFire({ ...x, overwatch: false }, game.turn)) && !game.step.done.includes(enemy);
  return { game: watched ? withExtras(game, { awaitingOverwatch: { side, unit } }) : endStep(game, side), watched, enemy };
}
