import type { Point } from '../../../core/board/geometry.js';
import type { Side } from './figure.js';

/** A Claymore set out on the table: where it lies, the spot it faces, whose it is. Public (the bot never reads them). */
export interface PlacedClaymore {
  /** M1, M2 …: numbered once and never reused. */
  readonly id: string;
  readonly side: Side;
  readonly unit: string;
  readonly at: Point;
  readonly toward: Point;
}

/** The Claymores of a mission: those out, the next number, and the Ambush's set-out roll once made (L2195). */
export interface ClaymoreState {
  readonly mines: readonly PlacedClaymore[];
  readonly next: number;
  readonly ambushRoll?: { readonly passed: boolean };
}
