import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, halfD6, passDice, successes } from '../figures/dice.js';
import { isRep } from '../figures/figure.js';

/**
 * Buildings and bunkers (FNG 2nd Tour, "Buildings", p.40–44, seed L984–L1054; digest §9).
 */

// The readings of structures the seed leaves open; support-house-rules.ts makes them house rules.

/** Building Penetration target number (L1017–L1027). */
export const PENETRATION_TARGETS = ['apr-minus-dv', 'apr-minus-dv-plus-one'] as const;
export type PenetrationTarget = (typeof PENETRATION_TARGETS)[number];

/** Bunker suppression: what a success total equal to the DV does (L1036 covers "less" and "exceeds"). */
export const SUPPRESSION_EQUAL = ['no-effect', 'test'] as const;
export type SuppressionEqual = (typeof SUPPRESSION_EQUAL)[number];

/** In a Fire: whose REP the test is taken against (L1043 vs the table header L1049). */
export const IN_A_FIRE_REP = ['figure', 'occupants-average'] as const;
export type InAFireRep = (typeof IN_A_FIRE_REP)[number];

export type Structure =
  | 'hooch'
  | 'frame'
  | 'sandbagged'
  | 'masonry'
  | 'concrete'
  | 'log-bunker'
  | 'earth-bunker'
  | 'dirt-berm'
  | 'concrete-steel';

/** Defensive Values (L1000, L1007). */
export const DEFENSIVE_VALUES: Readonly<Record<Structure, number>> = {
  hooch: 0,
  frame: 1,
  sandbagged: 2,
  masonry: 3,
  concrete: 4,
  'log-bunker': 4,
  'earth-bunker': 5,
  'dirt-berm': 6,
  'concrete-steel': 10,
};

/**
 * What can be set alight (L1038): thatch, bamboo and wood, and masonry or brick too, but not
 * concrete. Earthworks (sandbags, berms, earth bunkers) are not buildings; the log bunker is timber.
 */
export const FLAMMABLE: Readonly<Record<Structure, boolean>> = {
  hooch: true,
  frame: true,
  sandbagged: false,
  masonry: true,
  concrete: false,
  'log-bunker': true,
  'earth-bunker': false,
  'dirt-berm': false,
  'concrete-steel': false,
};

/** Explosions inside a building area count one more Impact (L1024). */
export const INSIDE_EXPLOSION_IMPACT_BONUS = 1;
/** Building Target: a target over this many inches away is −1 REP (L1006, L1009). */
export const BUILDING_TARGET_LONG_RANGE = 48;
/** Non-APR fire at a building hits an occupant only on a Ranged Combat total of this or more (L1028). */
export const NON_APR_HIT_TOTAL = 10;
/** Received Fire dice for bunker occupants (L1026). */
export const BUNKER_RECEIVED_FIRE_DICE = 3;
/** Suppressing fire: explosive weapons roll this many dice (L1036). */
export const EXPLOSIVE_SUPPRESSION_DICE = 5;

export type BuildingsError =
  | 'fng/invalid-rep'
  | 'fng/invalid-dv'
  | 'fng/invalid-apr'
  | 'fng/impact-not-above-dv'
  | 'fng/no-occupants'
  | 'fng/no-suppressors'
  | 'fng/structure-not-flammable'
  | 'fng/invalid-ignition';

const isDv = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 20;
const averageUp = (reps: readonly number[]): number => Math.ceil(reps.reduce((a, b) => a + b, 0) / reps.length);

export interface BuildingTargetInput {
  readonly rep: number;
  /** Target more than 48" away. */
  readonly overLongRange?: boolean;
  /** A second or later shot of a multi-Target weapon at the same area (one −1, not cumulative). */
  readonly followUpShot?: boolean;
  readonly shooterFastMoved?: boolean;
  readonly targetIsBunker?: boolean;
  /** The building has more than one area. */
  readonly multipleAreas?: boolean;
  /** House rule `fng.building.near-miss-received-fire`. */
  readonly nearMissReceivedFire: boolean;
}

export type BuildingTargetOutcome = 'hit' | 'hit-next-area' | 'miss';

export interface BuildingTargetResult {
  readonly passes: number;
  readonly modifiedRep: number;
  readonly outcome: BuildingTargetOutcome;
  /** The hit area goes on to Building Penetration. */
  readonly rollPenetration: boolean;
  /** The next closest area, chosen at random by the players, is hit instead of the one aimed at. */
  readonly randomNextArea: boolean;
  /** The occupants of the area aimed at take the Received Fire test. */
  readonly aimedAreaTakesReceivedFire: boolean;
  readonly part: RolledPart;
}

/**
 * Building Target (p.41, L1001–L1016): an APR weapon aimed at one building area rolls 2d6 against the
 * shooter's REP (−1 beyond 48", −1 for each shot after the first at that area). 2 passed: hit. 1
 * passed: a shooter who fast moved misses; a bunker is missed; a building of several areas has the
 * next closest area hit at random; otherwise a hit. 0 passed: a miss the target ignores.
 */
export function buildingTarget(input: BuildingTargetInput, roller: Roller): RuleResult<BuildingTargetResult, BuildingsError> {
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  const modifiedRep = input.rep - (input.overLongRange ? 1 : 0) - (input.followUpShot ? 1 : 0);
  const { passes, part } = passDice(roller, 2, modifiedRep, 'building target');
  const base = { passes, modifiedRep, part, randomNextArea: false, aimedAreaTakesReceivedFire: false };
  if (passes === 2) return ok({ ...base, outcome: 'hit', rollPenetration: true });
  if (passes === 0 || input.shooterFastMoved || input.targetIsBunker) {
    return ok({ ...base, outcome: 'miss', rollPenetration: false });
  }
  if (input.multipleAreas) {
    return ok({
      ...base,
      outcome: 'hit-next-area',
      rollPenetration: true,
      randomNextArea: true,
      aimedAreaTakesReceivedFire: input.nearMissReceivedFire,
    });
  }
  return ok({ ...base, outcome: 'hit', rollPenetration: true });
}

export interface PenetrationInput {
  readonly apr: number;
  readonly dv: number;
  /** House rule `fng.building.penetration-target`. */
  readonly target: PenetrationTarget;
}

export type PenetrationOutcome = 'collapse' | 'havoc' | 'no-penetration';

export interface PenetrationResult {
  /** The number the 2d6 were rolled against; absent when APR does not exceed the DV. */
  readonly targetNumber?: number;
  readonly passes: number;
  readonly outcome: PenetrationOutcome;
  /** collapse: everyone in the area is Obviously Dead (a hooch: see `hoochCollapseOccupant`). */
  readonly occupantsObviouslyDead: boolean;
  /** havoc: everyone in the area takes Recover From Knock Down. */
  readonly occupantsRecoverFromKnockDown: boolean;
  /** no penetration: the occupants take Received Fire. */
  readonly occupantsReceivedFire: boolean;
  readonly part?: RolledPart;
}

/**
 * Building Penetration (p.42, L1017–L1027): subtract the area's DV from the weapon's APR and roll 2d6
 * against it (or against one more, per the example: house rule). 2 passed: the area collapses, all
 * inside Obviously Dead. 1: havoc, all inside take Recover From Knock Down. 0: no penetration, the
 * occupants take Received Fire. An APR that does not exceed the DV cannot penetrate and rolls nothing
 * (L1056 asks for the "minimum APR" that allows the roll; non-APR fire likewise needs Impact > DV).
 */
export function buildingPenetration(input: PenetrationInput, roller: Roller): RuleResult<PenetrationResult, BuildingsError> {
  if (!Number.isInteger(input.apr) || input.apr < 0) return fail('fng/invalid-apr', { apr: input.apr });
  if (!isDv(input.dv)) return fail('fng/invalid-dv', { dv: input.dv });
  const effects = (outcome: PenetrationOutcome) => ({
    outcome,
    occupantsObviouslyDead: outcome === 'collapse',
    occupantsRecoverFromKnockDown: outcome === 'havoc',
    occupantsReceivedFire: outcome === 'no-penetration',
  });
  if (input.apr <= input.dv) return ok({ passes: 0, ...effects('no-penetration') });
  const targetNumber = input.apr - input.dv + (input.target === 'apr-minus-dv-plus-one' ? 1 : 0);
  const { passes, part } = passDice(roller, 2, targetNumber, 'building penetration');
  return ok({ targetNumber, passes, part, ...effects(passes === 2 ? 'collapse' : passes === 1 ? 'havoc' : 'no-penetration') });
}

/** A hooch that collapses kills an occupant only if he passes 0d6 on 1d6 vs REP (L1007). */
export function hoochCollapseOccupant(
  rep: number,
  roller: Roller,
  label = 'hooch collapse',
): RuleResult<{ readonly obviouslyDead: boolean; readonly part: RolledPart }, BuildingsError> {
  if (!isRep(rep)) return fail('fng/invalid-rep', { rep });
  const { passes, part } = passDice(roller, 1, rep, label);
  return ok({ obviouslyDead: passes === 0, part });
}

/**
 * An area that collapses under another area (L992): the upper one collapses too on (1-3); those below
 * are Obviously Dead, those above take Recover From Knock Down. When a whole level is gone, everything
 * above falls without a roll.
 */
export function upperAreaCollapses(roller: Roller): { readonly collapses: boolean; readonly part: RolledPart } {
  const { happens, part } = chance(roller, 1, 3, 'upper area collapses');
  return { collapses: happens, part };
}

export interface NonAprFireInput {
  readonly impact: number;
  readonly dv: number;
  /** Each shot's Ranged Combat total (die + REP), as the Ranged Combat table computed it. */
  readonly shotTotals: readonly number[];
}

/**
 * Firing at buildings with non-APR weapons (p.42, L1028, example L1031): only a weapon whose Impact
 * exceeds the DV may try; only Ranged Combat totals of 10 or more hit an occupant at random, and the
 * damage roll uses Impact − DV. Ones for ammunition are counted by the Ranged Combat roll itself.
 */
export function nonAprFireAtBuilding(
  input: NonAprFireInput,
): RuleResult<{ readonly hits: number; readonly damageImpact: number }, BuildingsError> {
  if (!isDv(input.dv)) return fail('fng/invalid-dv', { dv: input.dv });
  if (input.impact <= input.dv) return fail('fng/impact-not-above-dv', { impact: input.impact, dv: input.dv });
  return ok({
    hits: input.shotTotals.filter((t) => t >= NON_APR_HIT_TOTAL).length,
    damageImpact: input.impact - input.dv,
  });
}

/**
 * A blast landing outside a bunker (L1026): flame always reaches the occupants; anything else only
 * if its Impact exceeds the bunker's DV. A blast weapon that misses counts its Outgunned Rank 2 less
 * for the occupants' reaction tests.
 */
export function bunkerBlocksBlast(input: { readonly impact: number; readonly dv: number; readonly flame?: boolean }): boolean {
  return !input.flame && input.impact <= input.dv;
}

export interface Suppressor {
  /** The weapon's Target Rating; an explosive weapon rolls 5 dice whatever it is. */
  readonly targetRating: number;
  readonly explosive?: boolean;
  /** Acted before the occupants in the In Sight order; later firers only count as having fired. */
  readonly actsBeforeOccupants: boolean;
}

export interface SuppressInput {
  readonly dv: number;
  readonly suppressors: readonly Suppressor[];
  readonly occupantReps: readonly number[];
  /** House rule `fng.bunker.suppression-dice`. */
  readonly suppressionDice: 1 | 2;
  /** House rule `fng.bunker.suppression-equal`. */
  readonly equalTotal: SuppressionEqual;
}

export type SuppressionOutcome = 'no-effect' | 'carry-on' | 'carry-on-minus-one' | 'suppressed';

export interface SuppressResult {
  readonly dice: number;
  readonly successes: number;
  readonly occupantRep: number;
  /** Passes on the Bunker Suppression table; absent when the fire had no effect. */
  readonly passes?: number;
  readonly outcome: SuppressionOutcome;
  readonly parts: readonly RolledPart[];
}

/**
 * Suppressing a bunker (p.42–43, L1029–L1044): only firers who act before the occupants in the In
 * Sight order roll, each a d6 per Target Rating (explosives 5d6), counting successes. Fewer successes
 * than the DV: no effect; more: the occupants roll on Bunker Suppression against their average REP,
 * rounded up. 2 passed: carry on. 1: suppressed if the successes reach twice the DV, otherwise carry
 * on at −1 REP for their next activation. 0: suppressed (no reaction or fire until next active).
 */
export function suppressBunker(input: SuppressInput, roller: Roller): RuleResult<SuppressResult, BuildingsError> {
  if (!isDv(input.dv)) return fail('fng/invalid-dv', { dv: input.dv });
  if (input.occupantReps.length === 0) return fail('fng/no-occupants');
  const bad = input.occupantReps.find((r) => !isRep(r));
  if (bad !== undefined) return fail('fng/invalid-rep', { rep: bad });
  const firing = input.suppressors.filter((s) => s.actsBeforeOccupants);
  if (firing.length === 0) return fail('fng/no-suppressors');
  const dice = firing.reduce((n, s) => n + (s.explosive ? EXPLOSIVE_SUPPRESSION_DICE : s.targetRating), 0);
  const fire = successes(roller, dice, 'suppress bunker');
  const occupantRep = averageUp(input.occupantReps);
  const base = { dice, successes: fire.passes, occupantRep };
  const tests = fire.passes > input.dv || (fire.passes === input.dv && input.equalTotal === 'test');
  if (!tests) return ok({ ...base, outcome: 'no-effect', parts: [fire.part] });
  const test = passDice(roller, input.suppressionDice, occupantRep, 'bunker suppression');
  const parts = [fire.part, test.part];
  if (test.passes >= 2) return ok({ ...base, passes: test.passes, outcome: 'carry-on', parts });
  if (test.passes === 1) {
    const outcome = fire.passes >= 2 * input.dv ? 'suppressed' : 'carry-on-minus-one';
    return ok({ ...base, passes: 1, outcome, parts });
  }
  return ok({ ...base, passes: 0, outcome: 'suppressed', parts });
}

export interface IgniteInput {
  readonly structure: Structure;
  readonly rain?: 'none' | 'rain' | 'monsoon';
  /** Figures working together on one 6"×6" area (at least one). */
  readonly figures: number;
}

/**
 * Burning down buildings (p.43, L1038): one full uninterrupted activation per point of DV lights one
 * area; rain adds 1 to the DV, monsoon 3; each figure beyond the first saves one activation, never
 * below one.
 */
export function turnsToIgnite(input: IgniteInput): RuleResult<{ readonly activations: number }, BuildingsError> {
  if (!FLAMMABLE[input.structure]) return fail('fng/structure-not-flammable', { structure: input.structure });
  if (!Number.isInteger(input.figures) || input.figures < 1) return fail('fng/invalid-ignition', { figures: input.figures });
  const dv = DEFENSIVE_VALUES[input.structure] + (input.rain === 'monsoon' ? 3 : input.rain === 'rain' ? 1 : 0);
  return ok({ activations: Math.max(1, dv - (input.figures - 1)) });
}

/**
 * One turn of a burning area (L1041, L1054): its DV falls by one; at 0 the adjacent areas catch fire
 * and anyone still inside is Obviously Dead. It smokes like a smoke grenade that never clears.
 */
export function burnTurn(dv: number): RuleResult<{ readonly dv: number; readonly burntOut: boolean }, BuildingsError> {
  if (!isDv(dv) || dv === 0) return fail('fng/invalid-dv', { dv });
  const next = dv - 1;
  return ok({ dv: next, burntOut: next === 0 });
}

export interface InAFireInput {
  readonly figureRep: number;
  readonly occupantReps: readonly number[];
  /** House rule `fng.building.in-a-fire-rep`. */
  readonly repBasis: InAFireRep;
  readonly currentDv: number;
  readonly originalDv: number;
}

export type InAFireOutcome = 'leave' | 'carry-on' | 'burned';

export interface InAFireResult {
  readonly rep: number;
  readonly passes: number;
  readonly outcome: InAFireOutcome;
  /** burned: resolve as a hit of this Impact, a Stunned result counting as Out of the Fight. */
  readonly damageImpact?: 3;
  /** burned survivors take −1d6 on After the Battle Recovery. */
  readonly recoveryPenaltyDice?: 1;
  readonly part: RolledPart;
}

/**
 * In a Fire (p.43–44, L1043–L1052): a figure in a burning structure tests when active on 2d6. 2
 * passed: leave if the structure is down to DV 1, else carry on. 1: leave at DV 1 or at half its
 * original DV or less, else carry on. 0: damaged as by an Impact 3 hit, Stunned counting as Out of the
 * Fight, and −1d6 on After the Battle Recovery if recovered.
 */
export function inAFire(input: InAFireInput, roller: Roller): RuleResult<InAFireResult, BuildingsError> {
  if (!isRep(input.figureRep)) return fail('fng/invalid-rep', { rep: input.figureRep });
  const bad = input.occupantReps.find((r) => !isRep(r));
  if (bad !== undefined) return fail('fng/invalid-rep', { rep: bad });
  if (!isDv(input.originalDv) || !isDv(input.currentDv) || input.currentDv < 1 || input.currentDv > input.originalDv) {
    return fail('fng/invalid-dv', { dv: input.currentDv });
  }
  const rep =
    input.repBasis === 'occupants-average' && input.occupantReps.length > 0 ? averageUp(input.occupantReps) : input.figureRep;
  const { passes, part } = passDice(roller, 2, rep, 'in a fire');
  if (passes === 0) return ok({ rep, passes, outcome: 'burned', damageImpact: 3, recoveryPenaltyDice: 1, part });
  const leave = input.currentDv === 1 || (passes === 1 && input.currentDv * 2 <= input.originalDv);
  return ok({ rep, passes, outcome: leave ? 'leave' : 'carry-on', part });
}

/** A bunker's figures: Communist bunkers hold 1/2d6, FWF bunkers up to four (L1026). */
export const FWF_BUNKER_CAPACITY = 4;

/** A bunker has (1-3) a tunnel entrance inside (L1026). */
export function bunkerHasTunnel(roller: Roller): { readonly tunnel: boolean; readonly part: RolledPart } {
  const { happens, part } = chance(roller, 1, 3, 'bunker tunnel entrance');
  return { tunnel: happens, part };
}

/** A Communist bunker holds 1/2d6 figures (L1026). */
export function communistBunkerOccupants(roller: Roller): { readonly figures: number; readonly part: RolledPart } {
  const { value, part } = halfD6(roller, 'bunker occupants');
  return { figures: value, part };
}
