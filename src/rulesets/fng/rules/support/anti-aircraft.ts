import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, d6, passDice, sumD6 } from '../figures/dice.js';
import { isRep } from './support.js';
import type { AirError } from './air.js';

/**
 * Firing at the aircraft (FNG 2nd Tour p.81–82, p.86, p.91, seed L1866–L1892, L1937, L1950, L2035–L2040):
 * the Anti-Aircraft Check of the enemies near the Flight Line (24" of a hovering helicopter), the Golden
 * BB of those who stand and fire, and the damage an aircraft or a helicopter takes.
 */

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
