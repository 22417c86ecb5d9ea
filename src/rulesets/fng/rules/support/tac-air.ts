import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, d6, halfD6, passDice, sumD6 } from '../figures/dice.js';
import { isRep, isSupportLevel, rankModifier, type CommanderRank } from './support.js';
import type { MunitionRep } from './support-house-rules.js';
import { AIR_REQUEST_SL_MODIFIERS, type AirError, type Corps, type RepByDie, repFromDie } from './air.js';

/**
 * Tac Air (FNG 2nd Tour p.80–84, seed L1826–L1931): the Airstrike Request table, the aircraft available
 * and their pilots, the FAC's pilot, time in play and the Flight Line; then the munitions and how they
 * hit, airstrike deviation, napalm and WP smoke turn by turn, Aerial Spotting, and the AC-47 (p.84–85).
 */

export type AirstrikeRequestOutcome =
  | 'denied'
  | 'wait-one'
  | 'stirring-the-coals'
  | 'support-inbound'
  | 'where-do-you-want-it'
  | 'rolling-in-hot';

export interface AirstrikeRequestResult {
  readonly die: number;
  readonly modifier: number;
  readonly total: number;
  readonly outcome: AirstrikeRequestOutcome;
  /** Turns until the FAC is over the table (0 = now); absent when none comes. */
  readonly facInTurns?: number;
  /** Turns until the airstrike may attack (0 = now). */
  readonly strikeInTurns?: number;
  readonly noMoreThisGame: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Airstrike Request (p.80, L1829–L1841): after a successful call, 1d6 + Lieutenant +1 or Captain +2,
 * SL 1–4 −3/−2/−1/−1. ≤1 denied for the game; 2 nothing this turn; 3 FAC in 1 + 1/2d6 turns, strike the
 * turn after; 4 FAC next turn, strike the turn after; 5 FAC now, strike next turn; 6+ both now.
 */
export function requestAirstrike(
  input: { readonly sl: number; readonly rank: CommanderRank },
  roller: Roller,
): RuleResult<AirstrikeRequestResult, AirError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  const modifier = rankModifier(input.rank) + (AIR_REQUEST_SL_MODIFIERS[input.sl - 1] ?? 0);
  const { score, part } = d6(roller, 'airstrike request');
  const total = score + modifier;
  const parts: RolledPart[] = [part];
  const base = { die: score, modifier, total };
  if (total <= 1) return ok({ ...base, outcome: 'denied', noMoreThisGame: true, parts });
  if (total === 2) return ok({ ...base, outcome: 'wait-one', noMoreThisGame: false, parts });
  if (total === 3) {
    const h = halfD6(roller, 'FAC arrival');
    parts.push(h.part);
    return ok({ ...base, outcome: 'stirring-the-coals', facInTurns: 1 + h.value, strikeInTurns: 2 + h.value, noMoreThisGame: false, parts });
  }
  if (total === 4) return ok({ ...base, outcome: 'support-inbound', facInTurns: 1, strikeInTurns: 2, noMoreThisGame: false, parts });
  if (total === 5) return ok({ ...base, outcome: 'where-do-you-want-it', facInTurns: 0, strikeInTurns: 1, noMoreThisGame: false, parts });
  return ok({ ...base, outcome: 'rolling-in-hot', facInTurns: 0, strikeInTurns: 0, noMoreThisGame: false, parts });
}

export type AircraftId = 'f-4' | 'a-4' | 'a-1' | 'f-100' | 't-28' | 'a-37' | 'canberra';
export type AirForce = 'USMC' | 'USAF' | 'RAAF' | 'VNAF' | 'USN';

interface AvailabilityRow {
  readonly aircraft: AircraftId;
  readonly service: AirForce;
  readonly pilot: RepByDie;
}

const PILOT_3_4_5: RepByDie = [3, 4, 4, 4, 5, 5];
const PILOT_3_4_5_6: RepByDie = [3, 4, 5, 5, 5, 6];
const PILOT_4_5_6: RepByDie = [4, 4, 5, 5, 6, 6];

/** I Corps Aircraft Availability (p.80, L1844–L1854), first d6 the type, second the pilot REP. */
export const I_CORPS_AIRCRAFT: readonly AvailabilityRow[] = [
  { aircraft: 'f-4', service: 'USMC', pilot: PILOT_4_5_6 },
  { aircraft: 'a-1', service: 'USAF', pilot: PILOT_3_4_5_6 },
  { aircraft: 'f-100', service: 'USAF', pilot: PILOT_3_4_5 },
  { aircraft: 'a-4', service: 'USMC', pilot: PILOT_4_5_6 },
  { aircraft: 'canberra', service: 'RAAF', pilot: PILOT_3_4_5 },
  { aircraft: 'a-37', service: 'USAF', pilot: PILOT_3_4_5_6 },
];

/**
 * II, III, IV Corps Aircraft Availability (p.81, L1857–L1865). IV Corps swaps the Canberra for a VNAF
 * A-1 (flown on the Canberra's pilot line), the A-4 for a VNAF T-28 and the USAF F-4 for a USN one.
 * The T-28 pilot line prints (1-3) REP 4 and (5-6) REP 5 only: the 4 is `fng.air.t28-pilot-four`.
 */
export function southernAircraft(corps: Exclude<Corps, 'I'>, t28PilotFour: 4 | 5): readonly AvailabilityRow[] {
  const iv = corps === 'IV';
  return [
    iv ? { aircraft: 'a-1', service: 'VNAF', pilot: PILOT_3_4_5 } : { aircraft: 'canberra', service: 'RAAF', pilot: PILOT_3_4_5 },
    { aircraft: 'a-1', service: 'USAF', pilot: PILOT_3_4_5_6 },
    { aircraft: 'f-100', service: 'USAF', pilot: PILOT_3_4_5 },
    iv ? { aircraft: 't-28', service: 'VNAF', pilot: [4, 4, 4, t28PilotFour, 5, 5] } : { aircraft: 'a-4', service: 'USAF', pilot: PILOT_4_5_6 },
    { aircraft: 'f-4', service: iv ? 'USN' : 'USAF', pilot: PILOT_3_4_5 },
    { aircraft: 'a-37', service: 'USAF', pilot: PILOT_3_4_5_6 },
  ];
}

export interface AircraftAvailabilityResult {
  readonly aircraft: AircraftId;
  readonly service: AirForce;
  readonly pilotRep: number;
  readonly parts: readonly RolledPart[];
}

/** Aircraft Availability (p.80–81, L1842–L1865): 1d6 for the type by Corps, a second d6 for the pilot's REP. */
export function aircraftAvailability(
  input: { readonly corps: Corps; readonly t28PilotFour: 4 | 5 },
  roller: Roller,
): AircraftAvailabilityResult {
  const table = input.corps === 'I' ? I_CORPS_AIRCRAFT : southernAircraft(input.corps, input.t28PilotFour);
  const type = d6(roller, 'aircraft type');
  const row = table[type.score - 1];
  if (!row) throw new Error(`aircraft die ${type.score}`);
  const pilot = d6(roller, 'pilot REP');
  return { aircraft: row.aircraft, service: row.service, pilotRep: repFromDie(row.pilot, pilot.score), parts: [type.part, pilot.part] };
}

/** FAC pilots: (1-2) REP 4, (3-5) REP 5, (6) REP 6 (L1923). */
export const FAC_PILOT: RepByDie = [4, 4, 5, 5, 5, 6];

export function facPilotRep(roller: Roller): { readonly rep: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'FAC pilot REP');
  return { rep: repFromDie(FAC_PILOT, score), part };
}

/** Time in play (L1896–L1898, L1912, L1931, L1933, L1944, L2056). */
export const TURNS_IN_PLAY = { jet: 5, propeller: 12, fac: 12, helicopter: 8, ac47: 8 } as const;

/** Aircraft attack anything within 3" of the Flight Line (L1856, L1906). */
export const FLIGHT_LINE_ATTACK_INCHES = 3;

export type AirMunition =
  | 'bomb-250-frag'
  | 'bomb-500'
  | 'bomb-750'
  | 'bomb-wp'
  | 'rockets'
  | 'wp-marking-rocket'
  | 'napalm'
  | 'gun-lmg'
  | 'gun-hmg'
  | 'autocannon';

export interface MunitionStats {
  /** Blast circle in inches; napalm is a 6"×18" template, guns strafe 3" either side of the line. */
  readonly blastInches: number | null;
  readonly impact: number;
  readonly apr: number;
  /** "Counts as REP n for blast attacks"; guns fire at the pilot's REP. */
  readonly blastRep: number | null;
  readonly craters: boolean;
  readonly source: string;
}

/** Aircraft munitions (p.82–84, L1901–L1917). */
export const AIR_MUNITIONS: Readonly<Record<AirMunition, MunitionStats>> = {
  'bomb-250-frag': { blastInches: 36, impact: 2, apr: 3, blastRep: 5, craters: true, source: 'L1904' },
  'bomb-500': { blastInches: 20, impact: 3, apr: 6, blastRep: 6, craters: true, source: 'L1904' },
  'bomb-750': { blastInches: 30, impact: 4, apr: 8, blastRep: 6, craters: true, source: 'L1904' },
  'bomb-wp': { blastInches: 36, impact: 5, apr: 3, blastRep: 6, craters: false, source: 'L1904' },
  rockets: { blastInches: 12, impact: 3, apr: 3, blastRep: 4, craters: false, source: 'L1913, L2018' },
  'wp-marking-rocket': { blastInches: 5, impact: 5, apr: 3, blastRep: 6, craters: false, source: 'L1917' },
  napalm: { blastInches: null, impact: 4, apr: 5, blastRep: null, craters: false, source: 'L1909, L1911' },
  'gun-lmg': { blastInches: null, impact: 3, apr: 2, blastRep: null, craters: false, source: 'L1906–L1908' },
  'gun-hmg': { blastInches: null, impact: 5, apr: 3, blastRep: null, craters: false, source: 'L1906–L1908' },
  autocannon: { blastInches: null, impact: 5, apr: 5, blastRep: null, craters: false, source: 'L1906–L1908' },
};

/** Napalm template (L1909): 6" wide, 18" along the Flight Line. */
export const NAPALM_TEMPLATE = { widthInches: 6, lengthInches: 18 } as const;
/** A FAC's WP mark lets attacks landing within 24" of the smoke count the pilot one REP higher (L1922). */
export const FAC_MARK_INCHES = 24;

/**
 * The REP a bomb, rocket or gun attack rolls on the Ranged Combat table (L1891, L1906, L1922): guns
 * and napalm at the pilot's REP; bombs and rockets at their "counts as REP" or the pilot's, by house
 * rule `fng.air.munition-rep`; +1 for an attack landing within 24" of a FAC's WP mark.
 */
export function munitionAttackRep(input: {
  readonly munition: AirMunition;
  readonly pilotRep: number;
  readonly withinFacMark?: boolean;
  readonly munitionRep: MunitionRep;
}): number {
  const stats = AIR_MUNITIONS[input.munition];
  const base = input.munitionRep === 'munition' && stats.blastRep !== null ? stats.blastRep : input.pilotRep;
  return base + (input.withinFacMark ? 1 : 0);
}

export type AirstrikeDeviation = 'on-target' | 'past' | 'short';

/** Airstrike Deviation (p.83, L1899–L1905), 1d6 read as rolled; `dice` = d6 of inches along the Flight Line. */
export const AIRSTRIKE_DEVIATION_TABLE: readonly { readonly direction: AirstrikeDeviation; readonly dice: 0 | 2 | 4 }[] = [
  { direction: 'on-target', dice: 0 },
  { direction: 'on-target', dice: 0 },
  { direction: 'past', dice: 2 },
  { direction: 'short', dice: 2 },
  { direction: 'past', dice: 4 },
  { direction: 'short', dice: 4 },
];

export interface AirstrikeDeviationResult {
  readonly die: number;
  readonly direction: AirstrikeDeviation;
  /** Inches along the Flight Line, past the point positive, short negative. */
  readonly inches: number;
  readonly parts: readonly RolledPart[];
}

/**
 * Airstrike Deviation (p.83, L1897–L1905): a bomb, rocket or helicopter grenade that misses moves along
 * the Flight Line: 1–2 on target, 3 2d6" past, 4 2d6" short, 5 4d6" past, 6 4d6" short; halved when
 * fired from a helicopter (rockets and grenade launchers, L2003).
 */
export function airstrikeDeviation(input: { readonly fromHelicopter?: boolean }, roller: Roller): AirstrikeDeviationResult {
  const { score, part } = d6(roller, 'airstrike deviation');
  const row = AIRSTRIKE_DEVIATION_TABLE[score - 1];
  if (!row) throw new Error(`deviation die ${score}`);
  if (row.dice === 0) return { die: score, direction: row.direction, inches: 0, parts: [part] };
  const distance = sumD6(roller, row.dice, 'airstrike deviation inches');
  const inches = (distance.total / (input.fromHelicopter ? 2 : 1)) * (row.direction === 'past' ? 1 : -1);
  return { die: score, direction: row.direction, inches, parts: [part, distance.part] };
}

/** Each turn 1d6 per napalm template: (1-3) it keeps burning, (4-6) it burns out (L1911). */
export function napalmKeepsBurning(roller: Roller): { readonly burning: boolean; readonly part: RolledPart } {
  const { happens, part } = chance(roller, 1, 3, 'napalm burns');
  return { burning: happens, part };
}

/** At the start of each turn a WP bomb's smoke clears on (1-4) (L1904). */
export function wpSmokeClears(roller: Roller): { readonly clears: boolean; readonly part: RolledPart } {
  const { happens, part } = chance(roller, 1, 4, 'WP smoke clears');
  return { clears: happens, part };
}

export interface AerialSpottingInput {
  readonly pilotRep: number;
  readonly coverFromAir?: boolean;
  readonly concealedFromAir?: boolean;
  readonly fromHoveringHelicopter?: boolean;
}

/**
 * Aerial Spotting Check (p.84, L1915–L1921, L1927): each enemy group, vehicle or PEF within 12" either
 * side of the spotter's path: 2d6 vs pilot REP, −1d6 for cover and −1d6 for concealment from the air,
 * +1d6 from a hovering helicopter. 2+ passed: spotted (a PEF is resolved at once); otherwise not.
 */
export function aerialSpotting(
  input: AerialSpottingInput,
  roller: Roller,
): RuleResult<{ readonly dice: number; readonly passes: number; readonly spotted: boolean; readonly part: RolledPart }, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  const dice = 2 - (input.coverFromAir ? 1 : 0) - (input.concealedFromAir ? 1 : 0) + (input.fromHoveringHelicopter ? 1 : 0);
  const { passes, part } = passDice(roller, dice, input.pilotRep, 'aerial spotting');
  return ok({ dice, passes, spotted: passes >= 2, part });
}

/** AC-47 "Spooky/Puff" (p.84–85, L1926–L1931): night only, by specific request. */
export const AC47 = {
  swathInches: 12,
  ringWidthInches: 8,
  ringInnerRadiusInches: { min: 10, max: 20 },
  attack: { target: 4, impact: 3, rep: 5 },
  gunRuns: 2,
  turnsInPlay: 8,
  /** Only HMG or heavier may fire at it; it counts as fast moving. */
  minimumAntiAircraft: 'HMG',
} as const;
