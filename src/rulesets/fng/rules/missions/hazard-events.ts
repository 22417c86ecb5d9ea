import type { CollapseTold } from '../terrain/building-floors.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { BuildingTargetResult, PenetrationResult, Structure } from '../terrain/buildings.js';
import type { CivilianActivity } from './civilians.js';

/**
 * What the terrain's hazards report (buildings, civilians): the shapes their events carry
 * (rules/terrain/moves/order-building.ts, rules/missions/moves/order-civilians.ts), kept apart so the events import no moves.
 */

/** What a shot at a structure did, for the texts. */
export interface BuildingShot {
  /** The figure who fired, or (an artillery or mortar round landing on it, L1809) its support request's id. */
  readonly shooter: string;
  /** A fire mission's round that landed on the structure (L1809): `S2 round 3`. */
  readonly round?: string;
  readonly feature: string;
  readonly structure: Structure;
  readonly dv: number;
  readonly weapon: string;
  readonly apr?: number;
  readonly target?: BuildingTargetResult;
  readonly penetration?: PenetrationResult;
  /** A hooch's collapse kills an occupant only on 0 passes (L1007). */
  readonly hooch?: readonly { readonly figure: string; readonly dead: boolean; readonly part: RolledPart }[];
  /** Non-APR fire (L1028): each die + REP, 10 or more hits an occupant at random, at Impact − DV. */
  readonly shots?: readonly { readonly part: RolledPart; readonly total: number; readonly hit?: string; readonly pick?: RolledPart }[];
  readonly inside: readonly string[];
  /** A building of several areas (L984): which was aimed at and which was hit (1-based, of `of`); a die if several were as near (L1013). */
  readonly area?: { readonly of: number; readonly aimed: number; readonly hit: number; readonly part?: RolledPart };
  /** A building of several levels (L988): the level aimed at and the level hit. */
  readonly floor?: { readonly aimed: number; readonly hit: number };
  /** The area collapsed, and what fell with it and the rubble it left (L992–L996). */
  readonly collapse?: CollapseTold;
}

/** What the table learns of the civilians at a structure, for the texts. */
export interface CivilianScene {
  readonly feature: string;
  readonly populationValue: number;
  readonly presence: { readonly score: number; readonly present: boolean; readonly part: RolledPart };
  readonly civilians: readonly { readonly distance: number; readonly activity: CivilianActivity; readonly part: RolledPart }[];
  readonly parts: readonly RolledPart[];
}

/** What a Speak Local answer tells the enemy's rules (L1298): every PEF, the nearest trap or PEF, or nothing. */
export type SpeakLocalFinding =
  | { readonly kind: 'all-pefs'; readonly accompanies: true }
  | { readonly kind: 'nearest-trap'; readonly nextTrapDisarmed: true }
  | { readonly kind: 'nearest-pef'; readonly nextTrapDisarmed: true }
  | { readonly kind: 'nothing' };
