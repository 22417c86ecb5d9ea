import type { Point } from '../../../core/board/geometry.js';
import type { Current, Depth } from './water.js';

/**
 * What the players have learned of the table's water, and who is struggling in it
 * (`FngGame.water`, rules/order-water.ts): a water's current holds for the whole mission, a depth
 * 12" up and down stream of where it was found (L1179); a swimmer in trouble stays so until he swims
 * clear (L1183–L1197).
 */
export interface WaterKnown {
  /** By water feature name. */
  readonly currents: Readonly<Record<string, Current>>;
  readonly depths: readonly { readonly feature: string; readonly at: Point; readonly depth: Depth }[];
  /** By figure key: Slight Trouble already had this crossing, or Big Trouble. */
  readonly trouble: Readonly<Record<string, 'slight' | 'big'>>;
}
