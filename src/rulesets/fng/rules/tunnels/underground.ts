import type { Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { StayingDown, SurvivalRoll, TunnelEncounter, TunnelHazard, TunnelSuccess } from './tunnels.js';
import type { ReadyRoll } from '../firefight/grenades.js';

/**
 * What FNG keeps of tunnels in play (`FngGame.underground`, rules/tunnels/moves/order-tunnel.ts, rules/tunnels/moves/tunnel-rescue.ts,
 * rules/tunnels/moves/tunnel-charges.ts): the parties below, the charges set, the entrances sealed, and what one turn
 * below did. Nothing here reaches a view: what happens below is told only to the players whose figures
 * are there, and to the GM.
 */

/** A figure lost below (L1547): what he met, for the rescuer who faces "the same hazard" (L1556). */
export interface LostFigure {
  readonly figure: string;
  readonly hazard: TunnelHazard;
  /** The encounter's Survival modifier (−1, 0, +2; +2 for a collapse, L1561). */
  readonly survival?: number;
}

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
  readonly lost: readonly LostFigure[];
  /** A Looter's one more turn (L356): it comes up after the next turn below whatever the die. */
  readonly looterTurn?: boolean;
  /** A rescuer reached a lost figure: the party comes up on its next turn, whatever the die (L1556). */
  readonly surfacing?: boolean;
  /** Lost figures reached and brought along: they come up with the party, taking Combat Damage (L1556). */
  readonly rescued?: readonly LostFigure[];
  /** Gone down from the surface to find a lost figure (L1554): it searches, then tries, and does not explore. */
  readonly rescue?: { readonly figure: string; readonly search: number };
  /**
   * Timed charges that went off at a turn's end while the party was below (L784, L1561): its Survival,
   * rolled then and told to its player at once by DM (the turn-end hook's private news), told again with
   * the party's next turn below.
   */
  readonly blasted?: readonly { readonly turn: number; readonly survival: readonly SurvivalRoll[] }[];
}

/** A C-4 block set below with a line run to the surface (L1559–L1562): one seals the entrance, or collapses a section. */
export interface TunnelCharge {
  readonly entrance: Point;
  readonly kind: 'seal' | 'section';
  readonly by: string;
  readonly turn: number;
  /** The player whose party set it: only he knows it is there, so only he fires it (and the GM). */
  readonly owner?: string;
  /** A timed charge (L784): the turn at whose end it goes off by itself; the line to the surface does not fire it. */
  readonly fuse?: number;
}

/** `FngGame.underground`: the parties below and the next party's number, the charges set and what was blown. */
export interface Underground {
  readonly parties: readonly TunnelParty[];
  readonly next: number;
  readonly charges?: readonly TunnelCharge[];
  /** Entrances sealed by a charge: nobody goes down them again (L1559). */
  readonly sealedEntrances?: readonly Point[];
  /** Sections collapsed by entrance: the complex is denied to the enemy once they reach the EAL (L1560). */
  readonly collapsed?: readonly { readonly entrance: Point; readonly sections: number }[];
}

/** What one turn below did, for the texts. */
export interface TunnelTurn {
  readonly party: string;
  readonly entrance: Point;
  readonly turnsDown: number;
  /** Who may read it besides the GM: the player who sent the party down. */
  readonly to: readonly string[];
  /** Absent on a turn spent on a rescue, or coming up with one. */
  readonly check?: { readonly score: number; readonly die: number; readonly encounter: boolean; readonly part: RolledPart };
  readonly encounter?: TunnelEncounter;
  readonly survival?: readonly SurvivalRoll[];
  /** What the table hears: a figure lost to an enemy (gunfire) or to a trap (an explosion), L1547. */
  readonly heard?: 'gunfire' | 'explosion';
  readonly stay?: StayingDown;
  /** A rescue (L1553–L1556): still searching, or the rescuers' Survival against the lost figure's hazard at +1. */
  readonly rescue?: {
    readonly figure: string;
    readonly rescuers: readonly string[];
    readonly searching?: { readonly done: number; readonly of: number };
    /** He was no longer there to find: rescued already, or come up. */
    readonly gone?: boolean;
    readonly hazard?: TunnelHazard;
    readonly survival?: readonly SurvivalRoll[];
    readonly reached?: boolean;
  };
  /** A C-4 charge set this turn (L1559), unless its setter was lost first. */
  readonly charge?: {
    readonly figure: string;
    readonly kind: 'seal' | 'section';
    readonly set: boolean;
    /** A timed charge (L784): its timer in turns, the Ready the Grenade roll, and the turn at whose end it goes off. */
    readonly timer?: { readonly turns: number; readonly ready: ReadyRoll; readonly fuse: number };
  };
  /** Timed charges that went off around the party since its last turn below (L1561). */
  readonly blasted?: TunnelParty['blasted'];
  /** The party came up: who stands at the entrance, who is Out of the Fight, who is missing, who was brought up. */
  readonly emerged?: {
    readonly up: readonly string[];
    readonly injured: readonly string[];
    readonly missing: readonly string[];
    readonly rescued: readonly string[];
    readonly success?: TunnelSuccess;
    readonly minimum: number;
  };
  /** Every figure below is lost: nobody can come up by himself. */
  readonly allLost?: boolean;
  /** Due to come up, but its entrance is sealed and the house rule `fng.tunnel.sealed-exit` refuses it: it stays below. */
  readonly sealedExit?: boolean;
  readonly sealed: boolean;
}

/** What a detonation did to one party below (L1561): each figure's Survival against a +2 booby trap. */
export interface BlastParty {
  readonly party: string;
  readonly to: readonly string[];
  readonly survival: readonly SurvivalRoll[];
}
