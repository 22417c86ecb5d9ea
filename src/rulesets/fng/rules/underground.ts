import type { Point } from '../../../core/board/geometry.js';
import type { RolledPart } from '../../../core/dice/roll-spec.js';
import type { StayingDown, SurvivalRoll, TunnelEncounter, TunnelHazard, TunnelSuccess } from './tunnels.js';

/**
 * What FNG keeps of tunnels in play (`FngGame.underground`, rules/order-tunnel.ts): the parties below,
 * and what one turn below did. Nothing here reaches a view: what happens below is told only to the
 * player who sent the party down, and to the GM.
 */

/** A party below: who went down where and when, how long it has been down, and what befell whom. */
export interface TunnelParty {
  readonly id: string;
  /** The user who sent it down: what happens below is told to him alone (and the GM). */
  readonly by?: string;
  readonly entrance: Point;
  /** Figure keys, the lost ones included. */
  readonly figures: readonly string[];
  readonly enteredTurn: number;
  /** Turns spent below (one per turn below rolled). */
  readonly turnsDown: number;
  /** The turn its last turn below was rolled. */
  readonly lastTurn: number;
  /** Minimum Time Down (L1531): turns before a search can succeed. */
  readonly minimum: number;
  /** Injured: −1 REP while below, Out of the Fight when up (L1548). */
  readonly injured: readonly string[];
  /** Lost: must be rescued or counts MIA (L1547). */
  readonly lost: readonly { readonly figure: string; readonly hazard: TunnelHazard }[];
  /** A Looter's one more turn (L356): it comes up after the next turn below whatever the die. */
  readonly looterTurn?: boolean;
}

/** `FngGame.underground`: the parties below and the next party's number. */
export interface Underground {
  readonly parties: readonly TunnelParty[];
  readonly next: number;
}

/** What one turn below did, for the texts. */
export interface TunnelTurn {
  readonly party: string;
  readonly entrance: Point;
  readonly turnsDown: number;
  readonly check: { readonly score: number; readonly die: number; readonly encounter: boolean; readonly part: RolledPart };
  readonly encounter?: TunnelEncounter;
  readonly survival?: readonly SurvivalRoll[];
  /** What the table hears: a figure lost to an enemy (gunfire) or to a trap (an explosion), L1547. */
  readonly heard?: 'gunfire' | 'explosion';
  readonly stay?: StayingDown;
  /** The party came up: who stands at the entrance, who is Out of the Fight, who is missing. */
  readonly emerged?: { readonly up: readonly string[]; readonly injured: readonly string[]; readonly missing: readonly string[]; readonly success: TunnelSuccess; readonly minimum: number };
  /** Every figure below is lost: nobody can come up by himself. */
  readonly allLost?: boolean;
  readonly sealed: boolean;
}
