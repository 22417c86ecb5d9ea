import type { RolledPart } from '../../../../core/dice/roll-spec.js';

/**
 * What the Defense objectives report as the turns go by (FNG 2nd Tour, Defense, seed L2205–L2206): the
 * shapes their events carry (defense-events.ts, defense-checkpoint.ts), kept apart so the events import
 * no moves, as hazard-events.ts does for buildings and civilians.
 */

export type DefenseEvent =
  | { readonly what: 'slick-lands'; readonly turn: number; readonly leavesTurn: number }
  | { readonly what: 'canteens'; readonly turn: number; readonly fullTurns: number; readonly filled: boolean }
  | { readonly what: 'canteens-interrupted'; readonly turn: number }
  | { readonly what: 'slick-leaves'; readonly turn: number }
  | { readonly what: 'civilians'; readonly turn: number; readonly total: number; readonly count: number; readonly end: 'first' | 'other'; readonly parts: readonly RolledPart[] }
  | ({ readonly what: 'checked'; readonly turn: number } & CheckPointChecks);

export interface CivilianCheck {
  /** Dice rolled for the check (0 with Fluent read as an automatic pass). */
  readonly dice: number;
  readonly passes: number;
  /** Passed 2d6 or more (L2206). */
  readonly anomaly: boolean;
  /** The anomaly's 1d6: 6 the papers are fake. */
  readonly papersDie?: number;
  /** Fake papers: detained to the end of the game (+2 VP, L2214). */
  readonly detained: boolean;
  readonly parts: readonly RolledPart[];
}

export interface CheckPointChecks {
  /** The checker's key. */
  readonly checker: string;
  readonly checks: readonly CivilianCheck[];
  readonly detained: number;
}
