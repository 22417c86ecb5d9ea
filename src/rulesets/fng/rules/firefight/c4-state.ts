import type { Point } from '../../../../core/board/geometry.js';
import type { Side } from '../figures/figure.js';

/** A C-4 bundle rigged on the table, to go off at the end of turn `fuse` (L784). */
export interface RiggedC4 {
  /** Who rigged it (a key): the cause of the blast. */
  readonly by: string;
  readonly side: Side;
  readonly at: Point;
  readonly blocks: number;
  readonly fuse: number;
}
