import type { Point } from '../../../../core/board/geometry.js';
import type { FieldcraftDice } from '../troops/stands.js';

/**
 * The state of Fogo Cruzado's fieldcraft rules (Fogo Cruzado, Fieldcraft, concealment and tracking;
 * crossfire-core §2.7, §2.10). Public and secret facts live side by side here; only
 * `viewFieldcraft` decides who may read which (DESIGN.md, Hidden information).
 */

/** Where a marker is: a terrain feature (none = in the open) and an optional public description. */
export interface Place {
  readonly feature?: string;
  /** Free text on one line: "by the ford", "C4". Public, like the marker itself. */
  readonly position?: string;
  /**
   * Where on the table, in inches from the top left, when the owner gave `x,y` (or the stand it
   * replaced stood there): the bot measures from it (`./board-distance.ts`). A marker's is public, as
   * the marker is; troops left hidden keep theirs secret with them.
   */
  readonly at?: Point;
}

/** A stand's visibility/concealment mode (crossfire-core §2.7.1). */
export type VisibilityMode = 'hidden' | 'sneaking' | 'revealed';

/**
 * A Sneaker marker (crossfire-core §2.7.2). Public: `id`, `side`, `place`, `pinned`. Secret: `stands`.
 * A Sneaker is real while it holds stands and a dummy when it holds none, so "real or dummy" can never
 * disagree with its contents (a real Sneaker that left all its troops hidden is now an empty marker).
 */
export interface Sneaker {
  /** `S1`, `S2`… numbered per game in order of appearance on the table, which is public. */
  readonly id: string;
  readonly side: string;
  readonly place: Place;
  readonly pinned: boolean;
  /** SECRET: the stands it represents (of its side); empty for a dummy. */
  readonly stands: readonly string[];
}

/** Signs a side passed by; its side is public (crossfire-core §2.10.1). */
export interface Spoor {
  /** `SP1`, `SP2`… */
  readonly id: string;
  readonly side: string;
  readonly place: Place;
  /** The initiative count when it was placed. */
  readonly initiative: number;
}

/** SECRET: troops a Hide left hidden at the Sneaker's position (crossfire-core §2.7.5 Hide, §2.11 (6)). */
export interface HiddenCache {
  /** `H1`, `H2`…, never shown to the enemy. */
  readonly id: string;
  readonly side: string;
  readonly stands: readonly string[];
  readonly place: Place;
  /** The Sneaker that hid them. */
  readonly sneaker: string;
  readonly initiative: number;
}

/** One secret decision, as the owner made it. */
export type SecretDecision =
  | {
      readonly kind: 'allocate';
      readonly allowance: number;
      readonly sneakers: readonly SneakerContents[];
      readonly unallocated: number;
      /** Null: the side set none, so house rule `fieldcraft.dummyNominalDice` applies. */
      readonly nominalFieldcraft: FieldcraftDice | null;
    }
  | {
      readonly kind: 'sneak';
      readonly from: 'hidden' | 'revealed';
      readonly unit: readonly string[];
      readonly sneakers: readonly SneakerContents[];
      readonly automatic: boolean;
    }
  | { readonly kind: 'hide'; readonly sneaker: string; readonly leftHidden: readonly string[]; readonly keptWithSneaker: readonly string[] }
  | { readonly kind: 'split'; readonly sneakers: readonly SneakerContents[] }
  | { readonly kind: 'reorganise'; readonly sneakers: readonly SneakerContents[] };

export interface SneakerContents {
  readonly sneaker: string;
  readonly stands: readonly string[];
}

/**
 * One entry of the secret log the app publishes at the end of the game (crossfire-core §2.10); during
 * play only the hash of `commitmentText(entry, salt)` is public.
 */
export interface SecretLogEntry {
  readonly seq: number;
  readonly side: string;
  /** The initiative count when the decision was made. */
  readonly initiative: number;
  /** The ledger roll that decided it, filled by the app; null when no die was rolled. */
  readonly roll: number | null;
  readonly decision: SecretDecision;
}

/** A real Sneaker revealed by fire, waiting for the firer to name the stand that takes the result. */
export interface PendingSneakerFire {
  readonly firingSide: string;
  readonly sneaker: string;
  readonly result: 'suppress' | 'kill';
  readonly candidates: readonly string[];
  /**
   * The revealed Sneaker's side, whose stands the candidates are. Absent in a game saved before ids
   * were unique per side only: then the candidate is the stand of another side than the firer's.
   */
  readonly side?: string;
}

export interface FieldcraftState {
  readonly sneakers: readonly Sneaker[];
  readonly spoor: readonly Spoor[];
  readonly caches: readonly HiddenCache[];
  /** Last number used for each kind of public id (a cache's id is its side's own: `cacheId`). */
  readonly counters: { readonly sneaker: number; readonly spoor: number; readonly log: number };
  /** SECRET per side: the starting allowance (set once, by the starting allocation). */
  readonly allowance: Readonly<Record<string, number>>;
  /** SECRET per side: starting Sneakers not yet allocated (drive automatic Sneak success). */
  readonly unallocated: Readonly<Record<string, number>>;
  /** SECRET per side: the dice a dummy Sneaker rolls (crossfire-core §2.11 (3)). */
  readonly nominalFieldcraft: Readonly<Record<string, FieldcraftDice>>;
  /** Sneakers that moved, and Sneakers held stationary by Sneak or Hide, in this initiative (§2.11 (8)). */
  readonly thisInitiative: { readonly initiative: number; readonly moved: readonly string[]; readonly stationary: readonly string[] };
  readonly pendingFire?: PendingSneakerFire;
  readonly secretLog: readonly SecretLogEntry[];
}

export const EMPTY_FIELDCRAFT: FieldcraftState = {
  sneakers: [],
  spoor: [],
  caches: [],
  counters: { sneaker: 0, spoor: 0, log: 0 },
  allowance: {},
  unallocated: {},
  nominalFieldcraft: {},
  thisInitiative: { initiative: 0, moved: [], stationary: [] },
  secretLog: [],
};
