import type { Point } from '../../../../core/board/geometry.js';
import type { Current, Depth } from './water.js';

/**
 * What the players have learned of the table's water, and who is swimming in it
 * (`FngGame.water`, rules/terrain/moves/order-water.ts, rules/terrain/moves/water-turn.ts): a water's current holds for the whole
 * mission, a depth 12" up and down stream of where it was found (L1179); a swimmer in trouble stays so
 * until he swims clear (L1183–L1197).
 */
export interface WaterKnown {
  /** By water feature name. */
  readonly currents: Readonly<Record<string, Current>>;
  readonly depths: readonly { readonly feature: string; readonly at: Point; readonly depth: Depth }[];
  /** By figure key: Slight Trouble already had this crossing, or Big Trouble. */
  readonly trouble: Readonly<Record<string, 'slight' | 'big'>>;
  /** By figure key: those in deep water, whom the current carries each turn (L1176). */
  readonly swimmers?: Readonly<Record<string, Swimmer>>;
}

/** A figure in deep water. */
export interface Swimmer {
  /** The water he is in. */
  readonly feature: string;
  /** The turn he came into deep water: he swims from his next activation on (L1183). */
  readonly since: number;
  /** The turn of his last Swimming test. */
  readonly tested?: number;
  /** The turn he failed again in Big Trouble: he drowns at its end unless a swimmer reaches him (L1189). */
  readonly drowning?: number;
  /** The turn's end he was first found Out of the Fight in the water: he drowns at the next unless aided (L1195). */
  readonly downSince?: number;
  /** The swimmers who have him in tow, at most two (L1197). */
  readonly helpers?: readonly string[];
  /** The turn a helper reached him. */
  readonly reached?: number;
}
