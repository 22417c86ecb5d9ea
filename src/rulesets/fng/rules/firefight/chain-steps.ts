/**
 * What a chain of reactions still has to do (FNG 2nd Tour, "Completing reactions" L652, Order of Fire
 * L816–L837): plain data, so a chain waiting on a Star's answer is kept in the game. Figures are
 * named by their keys (`fwf:pink`).
 */

/** Why a figure fires: its active fire, an In Sight action, return fire on Received Fire, a Parting Shot, or a charge's target firing. */
export type ShotWhy = 'active' | 'in-sight' | 'return-fire' | 'parting-shot' | 'charge';

export interface ShotStep {
  readonly kind: 'shot';
  readonly shooter: string;
  /**
   * In declared order: the first takes the highest dice (L830). `cover`/`concealed`: set for this shot
   * (the GM's word against the board, or the player's where no board is loaded), else as the board or
   * the figure has it.
   */
  readonly targets: readonly { readonly key: string; readonly dice: number; readonly cover?: boolean; readonly concealed?: boolean; readonly set?: 'gm' | 'attested' }[];
  readonly why: ShotWhy;
  /** The weapon fired, when not the figure's own (a sidearm). */
  readonly weapon?: string;
  readonly snap?: boolean;
  /** TR spent bridging gaps between targets (L819). */
  readonly bridge?: number;
  /** Fires with its In Sight level whatever befell it since the level began (ties fire at once, L816). */
  readonly simultaneous?: boolean;
  /** Reaction tests wait until every In Sight action is done (L836). */
  readonly defer?: boolean;
  /** Targets charging (the charge's target firing at its chargers, L906–L914). */
  readonly charging?: boolean;
}

/**
 * Received Fire and Man Down for the figures that must take them (L692–L696): `rf` were shot at and
 * not hit or are within 4" of one who was, `md` within 4" of a friend who went down; `cause` says whose
 * fire each answers (for Outgunned and return fire).
 */
export interface ReactionsStep {
  readonly kind: 'reactions';
  readonly rf: readonly string[];
  readonly md: readonly string[];
  readonly cause: Readonly<Record<string, string>>;
  /** The Outgunned Ranking of what caused it when not the cause's own weapon (a grenade or LAW: 5, L802). */
  readonly attackerOr?: number;
  /** A dud outguns nobody (house rule `fng.grenade.dud`, L563). */
  readonly notOutgunned?: boolean;
}

/** The whole group tests Cohesion (L702–L707), called by one of its figures or a charge. */
export interface CohesionStep {
  readonly kind: 'cohesion';
  readonly members: readonly string[];
  readonly cause?: string;
}

/** A figure Retires (L722): the cause fires a Parting Shot, then it goes to cover or off the table. */
export interface RetireStep {
  readonly kind: 'retire';
  readonly figure: string;
  readonly cause?: string;
}

/** One In Sight level: the figures that scored this many successes act at the same time (L657, L816). */
export interface InSightLevelStep {
  readonly kind: 'in-sight-level';
  readonly successes: number;
  readonly actors: readonly { readonly figure: string; readonly target?: string }[];
  /** The side whose activation triggered the test: its shooters snap fire in the first round (L677). */
  readonly active: string;
  /** Everyone in the In Sight: a charge may bring others into it (L683–L685). */
  readonly involved?: readonly string[];
}

/** The reaction tests every In Sight shot called for, taken once all have acted (L836). */
export interface FlushStep {
  readonly kind: 'flush';
  readonly rf: readonly string[];
  readonly md: readonly string[];
  readonly cause: Readonly<Record<string, string>>;
}

/** A charge into melee (L887–L917), and the melee that follows it. */
export interface ChargeStep {
  readonly kind: 'charge';
  readonly target: string;
  readonly chargers: readonly { readonly key: string; readonly from: 'front' | 'flank' | 'rear' }[];
  /** A helpless target (Stunned, Out of the Fight) is taken prisoner unless the charger kills it (L950). */
  readonly kill?: boolean;
  /** A charge made as an In Sight action: the charger's successes, who is in the In Sight already, the active side (L683–L685). */
  readonly inSight?: { readonly successes: number; readonly involved: readonly string[]; readonly active: string };
}

export interface MeleeStep {
  readonly kind: 'melee';
  readonly attacker: string;
  readonly defender: string;
  readonly attackedFromBehind?: boolean;
}

export type ChainStep = ShotStep | ReactionsStep | CohesionStep | RetireStep | InSightLevelStep | FlushStep | ChargeStep | MeleeStep;
