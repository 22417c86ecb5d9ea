import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, d6, halfD6, passDice, sumD6 } from '../figures/dice.js';
import { isRep, isSupportLevel, rankModifier, type CommanderRank } from './support.js';
import type { MunitionRep } from './support-house-rules.js';

/**
 * Air support: Tac Air and helicopters (FNG 2nd Tour, p.80–92, seed L1826–L2057; digest §18).
 * The FWF helicopter and aircraft lists (p.108–109) close the file.
 */

export type Corps = 'I' | 'II' | 'III' | 'IV';

export type AirError =
  | 'fng/invalid-rep'
  | 'fng/invalid-support-level'
  | 'fng/invalid-count'
  | 'fng/invalid-impact';

/** One d6 face → a REP, index 0 for a 1. */
export type RepByDie = readonly [number, number, number, number, number, number];

const repFromDie = (table: RepByDie, die: number): number => {
  const rep = table[die - 1];
  if (rep === undefined) throw new Error(`die ${die}`);
  return rep;
};

/** SL modifiers printed on the Airstrike and Gunship Request tables (L1829, L1840, L1966, L1972); SL 5–6 none. */
export const AIR_REQUEST_SL_MODIFIERS: readonly number[] = [-3, -2, -1, -1, 0, 0];
/** Medevac Request prints only SL 1 −1 (L2000–L2002). */
export const MEDEVAC_REQUEST_SL_MODIFIERS: readonly number[] = [-1, 0, 0, 0, 0, 0];

// ---------------------------------------------------------------------------------------------
// Tac Air
// ---------------------------------------------------------------------------------------------

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
/** Enemies within 12" of the Flight Line with LOS to it take the Anti-Aircraft Check (L1866); 24" of a hovering helicopter (L1937). */
export const AA_CHECK_INCHES = 12;
export const AA_CHECK_HOVER_INCHES = 24;

export type AntiAircraftOutcome = 'stand-and-fire' | 'duck-back' | 'retire' | 'vehicle-to-cover';

export interface AntiAircraftInput {
  readonly rep: number;
  /** The figure's weapon Outgunned Rank. */
  readonly weaponOr: number;
  readonly vehicle?: boolean;
  /** The target is a flying helicopter: any weapon with an OR may stand and fire, not only OR 3+ (L1950). */
  readonly anyOr?: boolean;
}

export interface AntiAircraftResult {
  readonly passes: number;
  readonly outcome: AntiAircraftOutcome;
  readonly parts: readonly RolledPart[];
}

/**
 * Anti-Aircraft Check (p.82, L1869–L1876): 2d6 vs REP. 2 passed: weapons of OR 2 or less Duck Back;
 * OR 3+ roll 1d6 vs REP, pass to stand and fire at the aircraft, fail to Duck Back. 1: infantry Duck
 * Back. 0: infantry Retire away from the Flight Line. Vehicles that pass 1 or 0 head for cover and
 * Duck Back. Figures in bunkers or under triple canopy have no LOS and do not test (L1866). At a
 * flying helicopter any OR may fire (L1950): only a weapon of OR 0, one that cannot fire at all, ducks back.
 */
export function antiAircraftCheck(input: AntiAircraftInput, roller: Roller, label = 'anti-aircraft'): RuleResult<AntiAircraftResult, AirError> {
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  const test = passDice(roller, 2, input.rep, label);
  if (test.passes === 2) {
    if (input.weaponOr <= (input.anyOr ? 0 : 2)) return ok({ passes: 2, outcome: 'duck-back', parts: [test.part] });
    const fire = passDice(roller, 1, input.rep, `${label} stand and fire`);
    return ok({ passes: 2, outcome: fire.passes === 1 ? 'stand-and-fire' : 'duck-back', parts: [test.part, fire.part] });
  }
  if (input.vehicle) return ok({ passes: test.passes, outcome: 'vehicle-to-cover', parts: [test.part] });
  return ok({ passes: test.passes, outcome: test.passes === 1 ? 'duck-back' : 'retire', parts: [test.part] });
}

export interface AntiAircraftFirer {
  readonly or: number;
  /** In cover or concealment from the air: its OR counts half. */
  readonly coveredFromAir?: boolean;
}

export interface GoldenBbInput {
  /** Weapons firing that qualify: range 24"+ (L1886), RPG/LAW only if loaded; any OR at a helicopter except thrown weapons (L1950). */
  readonly firers: readonly AntiAircraftFirer[];
  readonly pilotRep: number;
  /** REP the pilot started the game with, for "reduced to half" (L1889); default the current REP. */
  readonly startingPilotRep?: number;
  /** Impact and APR of the firing weapon with the highest Impact (not APR, L1888). */
  readonly hitBy: { readonly impact: number; readonly apr: number };
  /** A helicopter: its own damage table, and one die less per door gunner (up to two). */
  readonly helicopter?: { readonly doorGunners: 0 | 1 | 2; readonly aboard: number };
}

export type GoldenBbOutcome = 'no-effect' | 'presses-on' | 'veers-off';

export interface DamageHit {
  readonly die: number;
  readonly damagePoints: number;
  /** Aircraft: the pilot is −1 REP for the game. */
  readonly pilotRepLoss: number;
  /** Helicopter "1": indexes (0-based) of those aboard whose die showed 1 and are hit. */
  readonly aboardHit: readonly number[];
}

export interface GoldenBbResult {
  readonly orTotal: number;
  readonly dice: number;
  readonly passes: number;
  readonly outcome: GoldenBbOutcome;
  readonly hits: readonly DamageHit[];
  readonly damagePoints: number;
  /** Golden BB −1 (presses on) and Aircraft Damage 1s. */
  readonly pilotRepLoss: number;
  /** Veered off and went home for the game on (1-3). */
  readonly returnsToBase: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Golden BB (p.82, L1875, L1883–L1892; helicopters L1950): sum the OR of every weapon firing (half for a
 * firer covered from the air), divide by the pilot's REP rounding up; that many d6, never fewer than
 * the pilot's REP (a helicopter rolls one fewer per door gunner, not below that minimum), against the
 * pilot's REP. Each failed die is a hit by the highest-Impact weapon on Aircraft (or Helicopter)
 * Damage. 3+ passed: no effect; 2: presses on at −1 REP; 1 or less: veers off and (1-3) goes home.
 * A pilot brought down to half his starting REP goes home. Firers may not fire again this turn.
 */
export function goldenBb(input: GoldenBbInput, roller: Roller): RuleResult<GoldenBbResult, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  if (input.firers.length === 0) return fail('fng/invalid-count', { firers: 0 });
  if (!Number.isInteger(input.hitBy.impact) || input.hitBy.impact < 0) return fail('fng/invalid-impact', { impact: input.hitBy.impact });
  // Twice the OR keeps the halves whole.
  const doubled = input.firers.reduce((n, f) => n + (f.coveredFromAir ? f.or : 2 * f.or), 0);
  const rep = input.pilotRep;
  const byOr = Math.ceil(doubled / (2 * rep));
  const dice = Math.max(rep, byOr - (input.helicopter?.doorGunners ?? 0));
  const bb = passDice(roller, dice, rep, 'golden BB');
  const parts: RolledPart[] = [bb.part];
  const hits: DamageHit[] = [];
  for (let i = 0; i < dice - bb.passes; i++) {
    const hit = input.helicopter
      ? helicopterDamage({ ...input.hitBy, aboard: input.helicopter.aboard }, roller, `helicopter damage ${i + 1}`)
      : aircraftDamage(input.hitBy.impact, roller, `aircraft damage ${i + 1}`);
    hits.push(hit.hit);
    parts.push(...hit.parts);
  }
  const outcome: GoldenBbOutcome = bb.passes >= 3 ? 'no-effect' : bb.passes === 2 ? 'presses-on' : 'veers-off';
  let goesHome = false;
  if (outcome === 'veers-off') {
    const home = chance(roller, 1, 3, 'veers off: home');
    parts.push(home.part);
    goesHome = home.happens;
  }
  const pilotRepLoss = (outcome === 'presses-on' ? 1 : 0) + hits.reduce((n, h) => n + h.pilotRepLoss, 0);
  const starting = input.startingPilotRep ?? rep;
  return ok({
    orTotal: doubled / 2,
    dice,
    passes: bb.passes,
    outcome,
    hits,
    damagePoints: hits.reduce((n, h) => n + h.damagePoints, 0),
    pilotRepLoss,
    returnsToBase: goesHome || (rep - pilotRepLoss) * 2 <= starting,
    parts,
  });
}

/**
 * Aircraft Damage (p.82, L1877–L1882): 1d6 per hit against the weapon's Impact. 1: two damage points
 * and the pilot −1 REP for the game; otherwise Impact or less: one point; higher: nothing. Damage over
 * the aircraft's DP sends it off table to crash.
 */
export function aircraftDamage(impact: number, roller: Roller, label = 'aircraft damage'): { readonly hit: DamageHit; readonly parts: readonly RolledPart[] } {
  const { score, part } = d6(roller, label);
  const damagePoints = score === 1 ? 2 : score <= impact ? 1 : 0;
  return { hit: { die: score, damagePoints, pilotRepLoss: score === 1 ? 1 : 0, aboardHit: [] }, parts: [part] };
}

/**
 * Helicopter Damage (p.91, L2035–L2040): 1d6 per hit against Impact. 1: two damage points and 1d6 for
 * each person aboard, a 1 hits him; Impact or less: one point; higher: nothing. Impact 5+ or APR 4+
 * doubles the points. Over the DP the helicopter crashes (`helicopterCrash`).
 */
export function helicopterDamage(
  input: { readonly impact: number; readonly apr: number; readonly aboard: number },
  roller: Roller,
  label = 'helicopter damage',
): { readonly hit: DamageHit; readonly parts: readonly RolledPart[] } {
  const { score, part } = d6(roller, label);
  const parts: RolledPart[] = [part];
  const double = input.impact >= 5 || input.apr >= 4 ? 2 : 1;
  let aboardHit: number[] = [];
  if (score === 1 && input.aboard > 0) {
    const people = sumD6(roller, input.aboard, `${label}: aboard`);
    parts.push(people.part);
    aboardHit = people.part.faces.flatMap((f, i) => (f === 1 ? [i] : []));
  }
  const points = score === 1 ? 2 : score <= input.impact ? 1 : 0;
  return { hit: { die: score, damagePoints: points * double, pilotRepLoss: 0, aboardHit }, parts };
}

/** The damage taken so far exceeds the Damage Points: an aircraft crashes off table, a helicopter rolls Helicopter Crash. */
export function exceedsDamagePoints(damageTaken: number, dp: number): boolean {
  return damageTaken > dp;
}

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

// ---------------------------------------------------------------------------------------------
// Helicopters
// ---------------------------------------------------------------------------------------------

export type PilotingAction = 'flying' | 'landing' | 'take-off' | 'entering-hover' | 'leaving-hover';

export type PilotingOutcome =
  | 'treetops'
  | 'aa-check'
  | 'sitting-duck'
  | 'ok'
  | 'go-around'
  | 'hard-landing'
  | 'no-power'
  | 'stall'
  | 'overshoot'
  | 'spin';

export interface PilotingInput {
  readonly pilotRep: number;
  readonly action: PilotingAction;
  readonly inclementWeather?: boolean;
  readonly night?: boolean;
  /** Extra passengers on an overburdened type (list footnotes 4 and 6). */
  readonly overloaded?: boolean;
  /** A smoke grenade loose in the cabin (L2036). */
  readonly smokeInCabin?: boolean;
}

export interface PilotingResult {
  readonly modifiedRep: number;
  readonly passes: number;
  readonly outcome: PilotingOutcome;
  /** overshoot/stall/spin: inches moved (2d6). */
  readonly inches?: number;
  /** spin: turns 90° this way. */
  readonly spin?: 'left' | 'right';
  /** hard-landing: damage points taken (2d6+1); everyone aboard takes an Impact 1 hit. */
  readonly damagePoints?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * Helicopter Piloting (p.86, L1951–L1957): 2d6 vs pilot REP (−1 inclement, −1 night, −1 overloaded, −2
 * smoke in the cabin). Flying: 2 skims the treetops (fired on only over open ground), 1 enemy may take
 * AA checks, 0 a sitting duck (all within 24" fire with no AA check); Golden BB counts any OR on 1 or 0.
 * Landing: 2 ok, 1 go around for a full turn, 0 hard landing (Impact 1 to all aboard, 2d6+1 damage).
 * Take-off: 2 ok, 1 not enough power, 0 stall. Entering hover: 2 ok, 1 carries on 2d6" then hovers, 0
 * stall. Leaving hover: 2 or 1 ok, 0 spins 90° (1-3) left or (4-6) right and moves 2d6". A stall moves
 * 2d6" forward then hard-lands (`hardLanding`); striking trees, hills, dunes or structures on a stall or
 * spin destroys it, Impact 4 to all aboard.
 */
export function helicopterPiloting(input: PilotingInput, roller: Roller): RuleResult<PilotingResult, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  const modifiedRep =
    input.pilotRep -
    (input.inclementWeather ? 1 : 0) -
    (input.night ? 1 : 0) -
    (input.overloaded ? 1 : 0) -
    (input.smokeInCabin ? 2 : 0);
  const test = passDice(roller, 2, modifiedRep, `piloting: ${input.action}`);
  const base = { modifiedRep, passes: test.passes };
  const parts: RolledPart[] = [test.part];
  const inches = (label: string): number => {
    const r = sumD6(roller, 2, label);
    parts.push(r.part);
    return r.total;
  };
  const p = test.passes;
  switch (input.action) {
    case 'flying':
      return ok({ ...base, outcome: p === 2 ? 'treetops' : p === 1 ? 'aa-check' : 'sitting-duck', parts });
    case 'landing': {
      if (p === 2) return ok({ ...base, outcome: 'ok', parts });
      if (p === 1) return ok({ ...base, outcome: 'go-around', parts });
      const hard = hardLanding(roller);
      parts.push(hard.part);
      return ok({ ...base, outcome: 'hard-landing', damagePoints: hard.damagePoints, parts });
    }
    case 'take-off':
      if (p === 2) return ok({ ...base, outcome: 'ok', parts });
      if (p === 1) return ok({ ...base, outcome: 'no-power', parts });
      return ok({ ...base, outcome: 'stall', inches: inches('stall inches'), parts });
    case 'entering-hover':
      if (p === 2) return ok({ ...base, outcome: 'ok', parts });
      if (p === 1) return ok({ ...base, outcome: 'overshoot', inches: inches('hover overshoot inches'), parts });
      return ok({ ...base, outcome: 'stall', inches: inches('stall inches'), parts });
    case 'leaving-hover': {
      if (p >= 1) return ok({ ...base, outcome: 'ok', parts });
      const dir = d6(roller, 'spin direction');
      parts.push(dir.part);
      return ok({ ...base, outcome: 'spin', spin: dir.score <= 3 ? 'left' : 'right', inches: inches('spin inches'), parts });
    }
  }
}

/** A hard landing (L1957): Impact 1 to everyone aboard and 2d6+1 damage points to the helicopter. */
export function hardLanding(roller: Roller): { readonly damagePoints: number; readonly impactToAboard: 1; readonly part: RolledPart } {
  const { total, part } = sumD6(roller, 2, 'hard landing damage');
  return { damagePoints: total + 1, impactToAboard: 1, part };
}

export type GunshipRequestOutcome = 'sorry' | 'coming-quickly' | 'on-our-way' | 'almost-there' | 'overhead-now';

export interface HelicopterRequestResult {
  readonly die: number;
  readonly modifier: number;
  readonly total: number;
  readonly outcome: GunshipRequestOutcome;
  /** Turns until it arrives (1 = next turn); absent on 'sorry'. */
  readonly arrivesInTurns?: number;
  /** Gunship "coming quickly": one pass, then home to rearm. */
  readonly onePassOnly: boolean;
  /** Medevac "coming quickly": half loaded, room for two wounded. */
  readonly maxWounded?: 2;
  readonly parts: readonly RolledPart[];
}

function helicopterRequest(
  kind: 'gunship' | 'medevac',
  modifier: number,
  roller: Roller,
): HelicopterRequestResult {
  const { score, part } = d6(roller, `${kind} request`);
  const total = score + modifier;
  const parts: RolledPart[] = [part];
  const base = { die: score, modifier, total, onePassOnly: false };
  if (total <= 2) return { ...base, outcome: 'sorry', parts };
  if (total === 3) {
    const t = d6(roller, `${kind} arrival`);
    parts.push(t.part);
    return kind === 'gunship'
      ? { ...base, outcome: 'coming-quickly', arrivesInTurns: t.score, onePassOnly: true, parts }
      : { ...base, outcome: 'coming-quickly', arrivesInTurns: t.score, maxWounded: 2, parts };
  }
  if (total === 4) {
    const h = halfD6(roller, `${kind} arrival`);
    parts.push(h.part);
    // Gunships come in 1 + 1/2d6 turns (L1973), medevacs in 1/2d6 (L2004).
    return { ...base, outcome: 'on-our-way', arrivesInTurns: (kind === 'gunship' ? 1 : 0) + h.value, parts };
  }
  if (total === 5) return { ...base, outcome: 'almost-there', arrivesInTurns: 2, parts };
  return { ...base, outcome: 'overhead-now', arrivesInTurns: 1, parts };
}

/**
 * Gunship Request (p.87, L1964–L1973): 1d6 + Lieutenant +1 or Captain +2, SL 1–4 −3/−2/−1/−1. ≤2
 * sorry, ask again later; 3 in 1d6 turns for one pass only; 4 in 1 + 1/2d6 turns; 5 in two turns; 6+
 * next turn.
 */
export function requestGunship(
  input: { readonly sl: number; readonly rank: CommanderRank },
  roller: Roller,
): RuleResult<HelicopterRequestResult, AirError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  return ok(helicopterRequest('gunship', rankModifier(input.rank) + (AIR_REQUEST_SL_MODIFIERS[input.sl - 1] ?? 0), roller));
}

/**
 * Medevac Request (p.89, L1994–L2004): 1d6, SL 1 −1 (no other modifier is printed). ≤2 sorry; 3 in 1d6
 * turns with room for only two wounded; 4 in 1/2d6 turns; 5 in two turns; 6+ next turn.
 */
export function requestMedevac(input: { readonly sl: number }, roller: Roller): RuleResult<HelicopterRequestResult, AirError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  return ok(helicopterRequest('medevac', MEDEVAC_REQUEST_SL_MODIFIERS[input.sl - 1] ?? 0, roller));
}

/** Helicopter crew REP, rolled per crewman (L1974): (1) 3, (2-4) 4, (5) 5, (6) 6. */
export const HELICOPTER_CREW: RepByDie = [3, 4, 4, 4, 5, 6];

export function helicopterCrewRep(roller: Roller, label = 'crew REP'): { readonly rep: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, label);
  return { rep: repFromDie(HELICOPTER_CREW, score), part };
}

/**
 * The REPs of `count` crewmen (L1974: "Roll 1d6 to determine the REP of each crewman"), each the one
 * kept from his first roll, else rolled now on `HELICOPTER_CREW` (labelled `label(i)`), its die put in
 * `parts`. Rolled once and kept: the caller stores the REPs returned.
 */
export function crewReps(roller: Roller, kept: readonly (number | undefined)[] | undefined, count: number, label: (i: number) => string, parts: RolledPart[]): number[] {
  return Array.from({ length: count }, (_, i) => {
    const k = kept?.[i];
    if (k !== undefined) return k;
    const c = helicopterCrewRep(roller, label(i));
    parts.push(c.part);
    return c.rep;
  });
}

export type HelicopterId =
  | 'ah-1g-cobra'
  | 'uh-1-slick'
  | 'uh-34d-seahorse'
  | 'uh-1c-frog'
  | 'uh-1b-hog'
  | 'uh-1b-heavy-hog'
  | 'uh-1c-ara'
  | 'uh-1n-sea-wolf'
  | 'uh-1d-firefly'
  | 'uh-1d-nighthawk'
  | 'uh-1-bushranger'
  | 'oh-6-loach'
  | 'ch-46-sea-knight';

export interface GunshipAvailabilityInput {
  readonly corps: Corps;
  /** The AH-1 Cobra is in service (after mid-1968). */
  readonly afterMid1968: boolean;
}

export interface GunshipAvailabilityResult {
  /** One helicopter, or two for a Pink Team (the Loach first). */
  readonly helicopters: readonly HelicopterId[];
  /** I Corps 1 before mid-1968: a USMC UH-1 gunship flown with Sea Wolf statistics. */
  readonly usmcUh1WithSeaWolfStats: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Gunship Availability (p.88, L1977–L1987), 1d6 read as rolled. I Corps: 1 USMC AH-1 Cobra (before
 * mid-1968 a USMC UH-1 with Sea Wolf stats), 2 Frog, 3 ARA, 4 Hog, 5 Loach, 6 Pink Team (Loach + Cobra,
 * a Frog before mid-1968). II–IV Corps: 1 Slick; 2 a second d6: (1-2) ARA, (3-4) Sea Wolf in IV Corps
 * else ARA, (5-6) Bushranger in III/IV Corps else ARA; 3 Frog; 4 a second d6: (1-4) Hog, (5-6) Heavy
 * Hog; 5 Loach; 6 Pink Team.
 */
export function gunshipAvailability(input: GunshipAvailabilityInput, roller: Roller): GunshipAvailabilityResult {
  const { score, part } = d6(roller, 'gunship type');
  const parts: RolledPart[] = [part];
  const cobra: HelicopterId = input.afterMid1968 ? 'ah-1g-cobra' : 'uh-1c-frog';
  const one = (h: HelicopterId, seaWolfStats = false): GunshipAvailabilityResult => ({
    helicopters: [h],
    usmcUh1WithSeaWolfStats: seaWolfStats,
    parts,
  });
  if (score === 5) return one('oh-6-loach');
  if (score === 6) return { helicopters: ['oh-6-loach', cobra], usmcUh1WithSeaWolfStats: false, parts };
  if (input.corps === 'I') {
    if (score === 1) return input.afterMid1968 ? one('ah-1g-cobra') : one('uh-1n-sea-wolf', true);
    return one(score === 2 ? 'uh-1c-frog' : score === 3 ? 'uh-1c-ara' : 'uh-1b-hog');
  }
  if (score === 1) return one('uh-1-slick');
  if (score === 3) return one('uh-1c-frog');
  const second = d6(roller, 'gunship sub-type');
  parts.push(second.part);
  if (score === 4) return one(second.score <= 4 ? 'uh-1b-hog' : 'uh-1b-heavy-hog');
  if (second.score <= 2) return one('uh-1c-ara');
  if (second.score <= 4) return one(input.corps === 'IV' ? 'uh-1n-sea-wolf' : 'uh-1c-ara');
  return one(input.corps === 'III' || input.corps === 'IV' ? 'uh-1-bushranger' : 'uh-1c-ara');
}

/**
 * Hot LZ (p.89, L2007): enemies within 12" of the LZ when the medevac arrives, or fire on its approach:
 * 1d6 + one per earlier failed attempt; over the pilot's REP he aborts and flies on, to try again when
 * next active.
 */
export function hotLz(
  input: { readonly pilotRep: number; readonly failedAttempts: number },
  roller: Roller,
): RuleResult<{ readonly die: number; readonly total: number; readonly aborts: boolean; readonly part: RolledPart }, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  if (!Number.isInteger(input.failedAttempts) || input.failedAttempts < 0) {
    return fail('fng/invalid-count', { failedAttempts: input.failedAttempts });
  }
  const { score, part } = d6(roller, 'hot LZ');
  const total = score + input.failedAttempts;
  return ok({ die: score, total, aborts: total > input.pilotRep, part });
}

/** Hot LZ: enemies this close to the LZ make it hot (L2007). */
export const HOT_LZ_INCHES = 12;

export type DropOutcome = 'success' | 'partial' | 'falls-out' | 'explodes-inside' | 'smoke-inside';

export interface DropInput {
  readonly rep: number;
  readonly hovering?: boolean;
  readonly item: 'explosive' | 'smoke';
  /** The explosive's Impact. */
  readonly impact?: number;
}

export interface DropResult {
  readonly passes: number;
  readonly outcome: DropOutcome;
  /** success/partial: roll Ranged Combat as if the point were in the open / in cover. */
  readonly targetCounts?: 'open' | 'cover';
  /** success/partial: on a miss it deviates as a mortar round, 6" or double (12"). */
  readonly missDeviationInches?: 6 | 12;
  /** explodes-inside: Impact against everyone aboard (the item's +2). */
  readonly impactInside?: number;
  /** explodes-inside at Impact 5+: the helicopter is destroyed and all aboard Obviously Dead. */
  readonly destroyed?: boolean;
  /** smoke-inside: piloting at −2 REP until it runs out or a crewman passes another drop check. */
  readonly pilotingPenalty?: 2;
  readonly parts: readonly RolledPart[];
}

/**
 * Dropping "Stuff" from a helicopter (p.90–91, L2021–L2036): 2d6 vs REP, +1d6 hovering. 2 passed: roll
 * Ranged Combat as if the point were in the open, a miss deviating as a mortar round; 1: as if in
 * cover, a miss deviating double; 0: a fumble, 1d6 vs REP: pass, it falls out harmlessly; fail, it
 * stays aboard: an explosive goes off at Impact +2 against everyone inside (5+ destroys the
 * helicopter), smoke puts the pilot at −2 on piloting.
 */
export function dropStuff(input: DropInput, roller: Roller): RuleResult<DropResult, AirError> {
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  if (input.item === 'explosive' && (input.impact === undefined || !Number.isInteger(input.impact) || input.impact < 0)) {
    return fail('fng/invalid-impact', { impact: input.impact ?? -1 });
  }
  const drop = passDice(roller, 2 + (input.hovering ? 1 : 0), input.rep, 'dropping stuff');
  if (drop.passes >= 2) return ok({ passes: drop.passes, outcome: 'success', targetCounts: 'open', missDeviationInches: 6, parts: [drop.part] });
  if (drop.passes === 1) return ok({ passes: 1, outcome: 'partial', targetCounts: 'cover', missDeviationInches: 12, parts: [drop.part] });
  const fumble = passDice(roller, 1, input.rep, 'fumble');
  const parts = [drop.part, fumble.part];
  if (fumble.passes === 1) return ok({ passes: 0, outcome: 'falls-out', parts });
  if (input.item === 'smoke') return ok({ passes: 0, outcome: 'smoke-inside', pilotingPenalty: 2, parts });
  const impactInside = (input.impact ?? 0) + 2;
  return ok({ passes: 0, outcome: 'explodes-inside', impactInside, destroyed: impactInside >= 5, parts });
}

export type CrashOutcome = 'autorotation' | 'nose-in' | 'crash' | 'tail-rotor' | 'explodes';

export interface CrashInput {
  readonly pilotRep: number;
  /** REP of each person aboard, pilot included, in a fixed order. */
  readonly aboardReps: readonly number[];
  readonly hovering?: boolean;
  /** Comes down in trees, jungle or rough terrain: +1 Impact to every injury. */
  readonly roughTerrain?: boolean;
}

export interface CrashVictim {
  /** Impact of the hit this person takes; absent when unhurt. */
  readonly impact?: number;
  /** Thrown this many inches from the wreck. */
  readonly thrownInches?: number;
  readonly killed: boolean;
}

export interface CrashResult {
  readonly die: number;
  readonly outcome: CrashOutcome;
  /** Inches from the reference point (the Flight Line's centre, or the enemy that last fired); 0 if hovering. */
  readonly inches: number;
  readonly neverFliesAgain: boolean;
  readonly aboard: readonly CrashVictim[];
  readonly parts: readonly RolledPart[];
}

/**
 * Helicopter Crash (p.92, L2044–L2057), 1d6 read as rolled; a hovering helicopter comes straight down.
 * 1–2 engine failure, autorotates 4d6" within 90° of its course from the Flight Line's centre, 1d6 vs
 * pilot REP: pass no injuries, fail Impact 1 to all. 3 nose-in 4d6" from the enemy that last fired at
 * it, Impact 2 to all. 4 crashes 4d6" from them, Impact 3 to all, each thrown 1d6". 5 tail rotor lost,
 * spins in 3d6" from them, each 1d6 vs REP: pass stays in with Impact 3, fail thrown 2d6" with Impact 4.
 * 6 explodes in mid-air, all killed. Rows 3 and 4 follow the printed order around the recap box
 * (L2051–L2055). Trees, jungle or rough terrain add 1 to every Impact.
 */
export function helicopterCrash(input: CrashInput, roller: Roller): RuleResult<CrashResult, AirError> {
  if (!isRep(input.pilotRep)) return fail('fng/invalid-rep', { rep: input.pilotRep });
  const bad = input.aboardReps.find((r) => !isRep(r));
  if (bad !== undefined) return fail('fng/invalid-rep', { rep: bad });
  const { score, part } = d6(roller, 'helicopter crash');
  const parts: RolledPart[] = [part];
  const rough = input.roughTerrain ? 1 : 0;
  const distance = (n: number): number => {
    if (input.hovering) return 0;
    const r = sumD6(roller, n, 'crash inches');
    parts.push(r.part);
    return r.total;
  };
  const everyone = (v: CrashVictim): CrashVictim[] => input.aboardReps.map(() => v);
  const result = (outcome: CrashOutcome, inches: number, aboard: CrashVictim[]): CrashResult => ({
    die: score,
    outcome,
    inches,
    neverFliesAgain: true,
    aboard,
    parts,
  });
  if (score <= 2) {
    const inches = distance(4);
    const pilot = passDice(roller, 1, input.pilotRep, 'autorotation');
    parts.push(pilot.part);
    return ok(result('autorotation', inches, everyone(pilot.passes === 1 ? { killed: false } : { impact: 1 + rough, killed: false })));
  }
  if (score === 3) return ok(result('nose-in', distance(4), everyone({ impact: 2 + rough, killed: false })));
  if (score === 4) {
    const inches = distance(4);
    const aboard = input.aboardReps.map((_, i): CrashVictim => {
      const thrown = d6(roller, `thrown ${i + 1}`);
      parts.push(thrown.part);
      return { impact: 3 + rough, thrownInches: thrown.score, killed: false };
    });
    return ok(result('crash', inches, aboard));
  }
  if (score === 5) {
    const inches = distance(3);
    const aboard = input.aboardReps.map((rep, i): CrashVictim => {
      const stay = passDice(roller, 1, rep, `tail rotor ${i + 1}`);
      parts.push(stay.part);
      if (stay.passes === 1) return { impact: 3 + rough, killed: false };
      const thrown = sumD6(roller, 2, `thrown ${i + 1}`);
      parts.push(thrown.part);
      return { impact: 4 + rough, thrownInches: thrown.total, killed: false };
    });
    return ok(result('tail-rotor', inches, aboard));
  }
  return ok(result('explodes', 0, everyone({ killed: true })));
}

/** Door gunners (p.90, L2015, L2020–L2022): 180° arc, never fast moving, full Target once per 24" travelled. */
export const DOOR_GUNNER = { arcDegrees: 180, inchesPerBurst: 24, duckBackRepPenalty: 1, firesWhenRetiring: false } as const;

/** Helicopter-mounted weapons (p.89–90, L2005–L2019). */
export const HELICOPTER_WEAPONS = {
  lmg: { impact: 3, apr: 2, rollsPerFigure: 1, source: 'L2005, L2008–L2009' },
  rlmg: { impact: 3, apr: 2, rollsPerFigure: 2, source: 'L2005, L2008–L2009' },
  rhmg: { impact: 5, apr: 3, rollsPerFigure: 2, source: 'L2005, L2008–L2009' },
  autoGrenadeLauncher: { impact: 2, apr: 2, blastInches: 5, strafeInchesPerShot: 6, turretInchesPerShot: 24, source: 'L2010–L2017' },
  rockets: { impact: 3, apr: 3, blastInches: 12, blastRep: 4, source: 'L2018' },
  strafeTemplate: { widthInches: 6, lengthInches: 18 },
} as const;

/** A pilot brought down to half his starting REP goes home (L1889). */
export function pilotGoesHome(startingRep: number, currentRep: number): boolean {
  return currentRep * 2 <= startingRep;
}

/** Any weapon with an OR may fire at a flying helicopter except thrown grenades and explosives (L1950). */
export function firesAtHelicopter(weapon: { readonly thrown?: boolean; readonly explosive?: boolean }): boolean {
  return !weapon.thrown && !weapon.explosive;
}

// ---------------------------------------------------------------------------------------------
// FWF helicopter and aircraft lists (p.108–109, L2352–L2395)
// ---------------------------------------------------------------------------------------------

/**
 * How far a list entry can be trusted. The Damage Points in brackets after each name read cleanly;
 * crews mostly do; the weapon columns (central / left / right) and the passenger column are
 * interleaved line by line in the extraction, so every weapon fit is our best reading ('C') and
 * should be re-keyed from a clean copy before the bot arms aircraft by itself.
 */
export interface ListEntryConfidence {
  readonly dp: 'clean' | 'B';
  readonly weapons: 'B' | 'C';
  readonly passengers: 'clean' | 'B' | 'C';
}

export interface HelicopterStats {
  readonly id: HelicopterId;
  readonly name: string;
  readonly dp: number;
  readonly crew: readonly string[];
  readonly passengers: number;
  /** Footnotes 2 and 3: capacity by AO and for lighter ARVN troops. */
  readonly capacity?: { readonly coastal: number; readonly coastalArvn: number; readonly highlands: number; readonly highlandsArvn: number };
  /** Footnote 4 or 6: carrying passengers costs the pilot −1 REP on piloting. */
  readonly overburdened?: boolean;
  readonly weapons: { readonly central: readonly string[]; readonly left: readonly string[]; readonly right: readonly string[] };
  readonly confidence: ListEntryConfidence;
  readonly note?: string;
}

const GARBLED = { dp: 'clean', weapons: 'C', passengers: 'B' } as const;

/** FWF Helicopters (p.108, L2352–L2373, footnotes L2395). */
export const FWF_HELICOPTERS: readonly HelicopterStats[] = [
  {
    id: 'ah-1g-cobra',
    name: 'AH-1G Cobra gunship',
    dp: 7,
    crew: ['pilot', 'gunner'],
    passengers: 0,
    weapons: {
      central: ['chin turret (1-3): 2x LMG', 'chin turret (4-6): 1x LMG + 1x 40mm auto grenade launcher'],
      left: ['1x RHMG fixed forward', '1x rocket launcher'],
      right: ['1x RHMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
    note: 'The list prints "(1-3) 2x HMG" for the turret; the chin-turret rule (L2019) allows one LMG, two LMGs, or an LMG and a 40mm launcher, which we follow.',
  },
  {
    id: 'uh-1-slick',
    name: 'UH-1D/H Huey "Slick" transport',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 8,
    capacity: { coastal: 8, coastalArvn: 10, highlands: 6, highlandsArvn: 8 },
    weapons: { central: [], left: ['M-60 door gun'], right: ['M-60 door gun'] },
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
  },
  {
    id: 'uh-34d-seahorse',
    name: 'UH-34D Seahorse "HUS" transport',
    dp: 7,
    crew: ['pilot', 'co-pilot', 'door gunner'],
    passengers: 12,
    capacity: { coastal: 12, coastalArvn: 16, highlands: 10, highlandsArvn: 12 },
    weapons: { central: [], left: [], right: ['M-60 door gun'] },
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'A single exit door, on the right (footnote 3); USMC until the end of 1968.',
  },
  {
    id: 'uh-1c-frog',
    name: 'UH-1C Huey "Frog" gunship',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 2,
    overburdened: true,
    weapons: {
      central: [],
      left: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
      right: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
  },
  {
    id: 'uh-1b-hog',
    name: 'UH-1B Huey "Hog" gunship',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 2,
    overburdened: true,
    weapons: { central: [], left: ['M-60 door gun', '2x rocket launcher'], right: ['M-60 door gun', '2x rocket launcher'] },
    confidence: GARBLED,
  },
  {
    id: 'uh-1b-heavy-hog',
    name: 'UH-1B Huey "Heavy Hog"',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 0,
    weapons: {
      central: ['40mm auto grenade launcher'],
      left: ['M-60 door gun', '2x rocket launcher'],
      right: ['M-60 door gun', '2x rocket launcher'],
    },
    confidence: GARBLED,
  },
  {
    id: 'uh-1c-ara',
    name: 'UH-1C Huey Aerial Rocket Artillery (ARA)',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'crew chief'],
    passengers: 0,
    weapons: { central: [], left: ['3x rocket launcher'], right: ['3x rocket launcher'] },
    confidence: GARBLED,
  },
  {
    id: 'uh-1n-sea-wolf',
    name: 'UH-1N Huey "Sea Wolf"',
    dp: 6,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 4,
    weapons: {
      central: ['searchlight'],
      left: ['1x LMG fixed forward', '1x rocket launcher'],
      right: ['1x LMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
    note: 'Footnote 5: two more passengers or one more casualty if the door guns stay at the LZ.',
  },
  {
    id: 'uh-1d-firefly',
    name: 'UH-1D Huey "Firefly"',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'light operator', 'door gunner', 'door gunner'],
    passengers: 0,
    weapons: { central: ['searchlight'], left: ['M-60 door gun'], right: ['.50cal HMG door gun'] },
    confidence: GARBLED,
    note: 'The passenger column reads "2 (4)" here in list order, but Fireflies may not land or carry passengers (L1981).',
  },
  {
    id: 'uh-1d-nighthawk',
    name: 'UH-1D Huey "Nighthawk"',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 0,
    weapons: {
      central: ['aerial flares'],
      left: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
      right: ['M-60 door gun', '1x RLMG fixed forward', '1x rocket launcher'],
    },
    confidence: GARBLED,
    note: 'The passenger column reads "6 (2)" here in list order, but Nighthawks may not land or carry passengers (L1981).',
  },
  {
    id: 'uh-1-bushranger',
    name: 'UH-1 Huey "Bushranger" gunship',
    dp: 5,
    crew: ['pilot', 'co-pilot', 'door gunner', 'door gunner'],
    passengers: 2,
    overburdened: true,
    weapons: {
      central: [],
      left: ['1x RLMG fixed forward', '1x rocket launcher', '2x M-60 door gun'],
      right: ['1x RLMG fixed forward', '1x rocket launcher', '2x M-60 door gun'],
    },
    confidence: GARBLED,
  },
  {
    id: 'oh-6-loach',
    name: 'OH-6 Cayuse light observation helicopter "Loach"',
    dp: 5,
    crew: ['pilot', 'observer', 'door gunner'],
    passengers: 3,
    overburdened: true,
    weapons: { central: [], left: ['personal weapon'], right: ['M-60 door gun'] },
    confidence: GARBLED,
    note: 'Footnote 6: one rides in the left rear seat, two stand on the skids (−1 pilot REP, hit first).',
  },
  {
    id: 'ch-46-sea-knight',
    name: 'CH-46 Sea Knight "Phrog" transport',
    dp: 8,
    crew: ['pilot', 'co-pilot', 'crew chief', 'door gunner'],
    passengers: 20,
    weapons: { central: [], left: ['M-60 door gun'], right: ['M-60 door gun'] },
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
  },
];

export interface AircraftStats {
  readonly id: AircraftId | 'o-1-bird-dog' | 'o-2-skymaster' | 'ac-47';
  readonly name: string;
  readonly dp: number;
  readonly crew: readonly string[];
  readonly propeller: boolean;
  /** Attack passes (one per weapon type; footnotes 7–9 change some). */
  readonly passes: number | 'per-weapon-type';
  /** One fit, or the A/B configurations of footnote 7. */
  readonly loadouts: readonly { readonly name: string; readonly weapons: readonly string[] }[];
  readonly confidence: ListEntryConfidence;
  readonly note?: string;
}

/** FWF Aircraft (p.109, L2374–L2395). */
export const FWF_AIRCRAFT: readonly AircraftStats[] = [
  {
    id: 'f-4',
    name: 'F-4 Phantom II',
    dp: 4,
    crew: ['pilot', 'RIO'],
    propeller: false,
    passes: 2,
    loadouts: [
      { name: 'A', weapons: ['1x autocannon', '2x 500 lb bomb (left)', '2x 500 lb bomb (right)'] },
      { name: 'B', weapons: ['2x napalm', '1x 500 lb bomb (left)', '1x 500 lb bomb (right)'] },
    ],
    confidence: { dp: 'B', weapons: 'C', passengers: 'clean' },
    note: 'Printed "F-4 Phantom II (4) (7)": every other entry gives the DP first and then its footnote (A-1 "(7) (8)", A-37 "(5) (9)"), so DP 4 and footnote 7.',
  },
  {
    id: 'a-4',
    name: 'A-4 Skyhawk',
    dp: 5,
    crew: ['pilot'],
    propeller: false,
    passes: 2,
    loadouts: [
      { name: 'A', weapons: ['1x HMG fixed forward', '1x rocket launcher', '1x 500 lb bomb (left)', '1x 500 lb bomb (right)'] },
      { name: 'B', weapons: ['1x HMG fixed forward', '1x 500 lb bomb', '2x 250 lb frag bomb (left)', '2x 250 lb frag bomb (right)'] },
    ],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
  },
  {
    id: 'a-1',
    name: 'A-1 Skyraider',
    dp: 7,
    crew: ['pilot'],
    propeller: true,
    passes: 6,
    loadouts: [
      { name: '(1-3)', weapons: ['1x napalm', '1x rocket launcher + 1x 750 lb bomb (left)', '1x rocket launcher + 1x 750 lb bomb (right)'] },
      { name: '(4-6)', weapons: ['1x 750 lb bomb', '1x rocket launcher + 1x 750 lb bomb (left)', '1x rocket launcher + 1x 750 lb bomb (right)'] },
    ],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
    note: 'Footnote 8: two attacks per weapon type, six in all.',
  },
  {
    id: 'f-100',
    name: 'F-100 Super Sabre "Hun"',
    dp: 5,
    crew: ['pilot'],
    propeller: false,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['2x autocannon', '1x 500 lb bomb (each side)', '1x napalm (each side)'] }],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
  },
  {
    id: 't-28',
    name: 'T-28 Trojan',
    dp: 6,
    crew: ['pilot'],
    propeller: true,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['1x HMG', '1x LMG, 1x 500 lb bomb, 1x 250 lb frag bomb (each side)'] }],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
  },
  {
    id: 'a-37',
    name: 'A-37 Dragonfly',
    dp: 5,
    crew: ['pilot'],
    propeller: false,
    passes: 4,
    loadouts: [{ name: 'standard', weapons: ['2x 500 lb bomb, 1x rocket launcher (each side)'] }],
    confidence: { dp: 'clean', weapons: 'C', passengers: 'clean' },
    note: 'Footnote 9: two bombing runs, four attack runs in all.',
  },
  {
    id: 'canberra',
    name: 'Canberra bomber',
    dp: 5,
    crew: ['pilot', 'bombardier'],
    propeller: false,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['4x 750 lb bomb'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
  },
  {
    id: 'o-1-bird-dog',
    name: 'O-1 Bird Dog FAC',
    dp: 6,
    crew: ['pilot'],
    propeller: true,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['personal weapon', '1x WP marking rocket (each side)'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'Room for one passenger (#).',
  },
  {
    id: 'o-2-skymaster',
    name: 'O-2 Skymaster FAC',
    dp: 5,
    crew: ['pilot'],
    propeller: true,
    passes: 'per-weapon-type',
    loadouts: [{ name: 'standard', weapons: ['personal weapon', '2x WP marking rocket (each side)'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'Room for one passenger (#).',
  },
  {
    id: 'ac-47',
    name: 'AC-47 "Spooky/Puff" gunship',
    dp: 8,
    crew: ['pilot', 'co-pilot', 'radio operator', 'gun crew', 'gun crew'],
    propeller: true,
    passes: 2,
    loadouts: [{ name: 'standard', weapons: ['4x RLMG (left side)', 'flares'] }],
    confidence: { dp: 'clean', weapons: 'B', passengers: 'clean' },
    note: 'See AC47 for how it attacks (L1926–L1931).',
  },
];

export function helicopterStats(id: HelicopterId): HelicopterStats {
  const h = FWF_HELICOPTERS.find((x) => x.id === id);
  if (!h) throw new Error(`no helicopter ${id}`);
  return h;
}
