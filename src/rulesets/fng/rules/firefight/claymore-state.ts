import { distance, type Point } from '../../../../core/board/geometry.js';
import type { Side } from '../figures/figure.js';

/**
 * A Claymore set out on the table: where it lies, the spot it faces, whose it is. The players' own are
 * public; the enemy's (a VC/NVA leader's, L516) are the GM's until fired (view.ts).
 */
export interface PlacedClaymore {
  /** M1, M2 … (the enemy's E1, E2 …): numbered once and never reused. */
  readonly id: string;
  readonly side: Side;
  readonly unit: string;
  readonly at: Point;
  readonly toward: Point;
  /** Who set it (a key). */
  readonly by?: string;
  /** It was his own (a VC/NVA leader's, L516), not one of his squad's stores. */
  readonly own?: boolean;
  /**
   * Still being set: the activation (`FngGame.serial`) it takes, "one turn of uninterrupted Activation"
   * (L783). A Reaction Test its setter takes before that activation ends gives it up (L611); once the
   * activation ends it is set.
   */
  readonly setting?: number;
}

/** The Claymores of a mission: those out, the next number, and the Ambush's set-out roll once made (L2195). */
export interface ClaymoreState {
  readonly mines: readonly PlacedClaymore[];
  readonly next: number;
  /** The enemy's next number (E1, E2 …), kept apart from the players'. */
  readonly nextEnemy?: number;
  readonly ambushRoll?: { readonly passed: boolean };
  /** Who has set the Claymore of his own (keys, L516): it is spent, though his kit still lists it. */
  readonly used?: readonly string[];
  /** Who took a Reaction Test in the activation `serial` (keys): interrupted, none of them may set a Claymore in it (L611). */
  readonly tested?: { readonly serial: number; readonly keys: readonly string[] };
}

/** A CDM's blast zone (L783): 1" wide at the mine, 8" deep, 8" wide at the far end. */
export const CDM = { front: 1, depth: 8, far: 8, impact: 3, backBlast: 4, backBlastImpact: 2 } as const;

/** Whether a spot lies in the cone from `mine` faced at `toward` (L783). */
export function inCdmZone(mine: Point, toward: Point, p: Point): boolean {
  const d = distance(mine, toward);
  if (d === 0) return false;
  const ux = (toward.x - mine.x) / d;
  const uy = (toward.y - mine.y) / d;
  const along = (p.x - mine.x) * ux + (p.y - mine.y) * uy;
  const across = Math.abs(-(p.x - mine.x) * uy + (p.y - mine.y) * ux);
  if (along < -1e-9 || along > CDM.depth + 1e-9) return false;
  return across <= (CDM.front + ((CDM.far - CDM.front) * Math.max(0, along)) / CDM.depth) / 2 + 1e-9;
}
