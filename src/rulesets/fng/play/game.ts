import type { FngGame } from '../rules/game/state.js';

/** A campaign's stored game, checked to be an FNG firefight: a fault if it is not. */
export function fngGameOf(game: unknown): FngGame {
  const g = game as FngGame | undefined;
  if (!g || !Array.isArray(g.figures) || !Array.isArray(g.sides) || g.sides.length !== 2) throw new Error('the campaign has no fng game');
  return g;
}
