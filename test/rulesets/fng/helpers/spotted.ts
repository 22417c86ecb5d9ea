import type { Point } from '../../../../src/core/board/geometry.js';
import { emptyAir } from '../../../../src/rulesets/fng/rules/support/air-state.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/game/state.js';

/**
 * The game with targets an Aerial Spotting Check found this turn at these points: an airstrike may go
 * there (L1921). For tests of what a strike does once it is allowed.
 */
export function spottedAt<G extends FngGame>(g: G, ...points: Point[]): G {
  const air = g.air ?? emptyAir();
  return { ...g, air: { ...air, spots: [...air.spots, ...points.map((at, i) => ({ turn: g.turn, target: `T${i + 1}`, at }))] } };
}
