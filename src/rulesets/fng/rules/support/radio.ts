import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice } from '../figures/dice.js';
import { isRep } from './support.js';

/**
 * Radios and field phones (FNG 2nd Tour, "Radios and Field Phones", p.72–73, seed L1665–L1700;
 * digest §16.1–§16.2).
 */

export type Weather = 'clear' | 'inclement' | 'terrible';

/** The weather a call is made in (L1665): the mission's; variable weather is clear until it settles (L1378). */
export function radioWeather(m: { readonly weather?: string } | undefined): Weather {
  return m?.weather === 'inclement' || m?.weather === 'terrible' ? m.weather : 'clear';
}

/** Whether a Random Event jams the Free World radios this turn (L1641: "cannot be made for 1/2d6 turns"). */
export function radioJammed(g: { readonly turn: number; readonly mission?: { readonly radioJammedUntil?: number } }): boolean {
  return g.mission?.radioJammedUntil !== undefined && g.turn <= g.mission.radioJammedUntil;
}

export type RadioError =
  | 'fng/invalid-rep'
  | 'fng/radio-jammed'
  | 'fng/radio-already-used'
  | 'fng/radio-out-of-reach'
  | 'fng/subordinate-not-lower';

/** Atmospheric die faces that shift the caller's REP (L1671, L1673). */
export const ATMOSPHERIC_BAD = 1;
export const ATMOSPHERIC_GOOD = 6;
/** A Leader within this many inches of an RTO may pass orders through him, at the RTO's REP (L1691). */
export const PASS_ORDERS_INCHES = 4;

export interface CallerInput {
  readonly leaderRep: number;
  readonly rtoRep: number;
  /** Inches from the Leader to the RTO; 0 = in base contact (holding the handset). */
  readonly leaderToRtoInches: number;
}

/**
 * Who makes the call (L1674–L1676, L1691): a Leader in contact with the RTO holds the handset and uses
 * his own REP; a Leader within 4" (LOS not needed) passes the order through the RTO at the RTO's REP;
 * farther away the Leader cannot use that radio.
 */
export function callerRep(input: CallerInput): RuleResult<{ readonly rep: number; readonly caller: 'leader' | 'rto' }, RadioError> {
  if (!isRep(input.leaderRep)) return fail('fng/invalid-rep', { rep: input.leaderRep });
  if (!isRep(input.rtoRep)) return fail('fng/invalid-rep', { rep: input.rtoRep });
  if (input.leaderToRtoInches <= 0) return ok({ rep: input.leaderRep, caller: 'leader' });
  if (input.leaderToRtoInches <= PASS_ORDERS_INCHES) return ok({ rep: input.rtoRep, caller: 'rto' });
  return fail('fng/radio-out-of-reach', { inches: input.leaderToRtoInches });
}

export interface MakeCallInput {
  /** REP of whoever makes the call (see `callerRep`). */
  readonly rep: number;
  readonly weather: Weather;
  /** On top of the tallest hill on the table. */
  readonly onTallestHill?: boolean;
  /** A hard-wired field phone rather than a radio. */
  readonly fieldPhone?: boolean;
  /** The caller has the RTO Wizard attribute (L362: +1 REP when using a radio). */
  readonly rtoWizard?: boolean;
  /** A Random Event "radio jammed" is in force (L1641): no FWF calls. */
  readonly jammed?: boolean;
  /** This radio or phone already made an attempt this turn (L1679). */
  readonly radioUsedThisTurn?: boolean;
  /** Who is called, for the dice labels. */
  readonly calling?: string;
}

export interface MakeCallResult {
  readonly atmospheric: number;
  /** REP after weather, hill, phone, attribute and atmospherics. */
  readonly modifiedRep: number;
  readonly die: number;
  readonly success: boolean;
  /** A failed call still uses the radio for the turn (L1679, L1688). */
  readonly radioUsedThisTurn: true;
  readonly parts: readonly RolledPart[];
}

/**
 * Making the Call (p.72, L1665–L1690): start from the caller's REP; −1 in inclement or terrible
 * weather, +1 atop the tallest hill, +1 on a field phone, +1 RTO Wizard; roll 1d6 for atmospherics
 * (1: −1, 6: +1); then 1d6 against the modified REP, passing it makes the call. One attempt per radio
 * per turn.
 */
export function makeTheCall(input: MakeCallInput, roller: Roller): RuleResult<MakeCallResult, RadioError> {
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  if (input.jammed) return fail('fng/radio-jammed');
  if (input.radioUsedThisTurn) return fail('fng/radio-already-used');
  const to = input.calling ? ` to ${input.calling}` : '';
  const atmo = d6(roller, `atmospherics${to}`);
  const modifiedRep =
    input.rep -
    (input.weather === 'clear' ? 0 : 1) +
    (input.onTallestHill ? 1 : 0) +
    (input.fieldPhone ? 1 : 0) +
    (input.rtoWizard ? 1 : 0) +
    (atmo.score === ATMOSPHERIC_BAD ? -1 : atmo.score === ATMOSPHERIC_GOOD ? 1 : 0);
  const call = passDice(roller, 1, modifiedRep, `make the call${to}`);
  return ok({
    atmospheric: atmo.score,
    modifiedRep,
    die: call.part.faces[0] ?? 0,
    success: call.passes === 1,
    radioUsedThisTurn: true,
    parts: [atmo.part, call.part],
  });
}

export interface ActivateSubordinateInput {
  readonly commanderRep: number;
  readonly subordinateLeaderRep: number;
}

export type SubordinateOutcome = 'activates-now' | 'keeps-normal-activation';

export interface ActivateSubordinateResult {
  readonly die: number;
  readonly outcome: SubordinateOutcome;
  /** On activates-now the group gives up its normal activation this turn. */
  readonly forfeitsNormalActivation: boolean;
  /** On a failure the commander may do nothing more this activation (L1687, L1700). */
  readonly commanderDone: boolean;
  readonly part: RolledPart;
}

/**
 * Activating a subordinate (p.73, L1698–L1700, L1687): after Making the Call to a lower-REP Leader
 * under his command, the active Commander rolls 1d6 against his own REP. Pass: the group gives up its
 * normal activation and activates now. Fail: it keeps its normal activation, does not act now, and the
 * Commander is done for this activation.
 */
export function activateSubordinate(
  input: ActivateSubordinateInput,
  roller: Roller,
): RuleResult<ActivateSubordinateResult, RadioError> {
  if (!isRep(input.commanderRep)) return fail('fng/invalid-rep', { rep: input.commanderRep });
  if (!isRep(input.subordinateLeaderRep)) return fail('fng/invalid-rep', { rep: input.subordinateLeaderRep });
  if (input.subordinateLeaderRep >= input.commanderRep) {
    return fail('fng/subordinate-not-lower', { commander: input.commanderRep, subordinate: input.subordinateLeaderRep });
  }
  const { passes, part } = passDice(roller, 1, input.commanderRep, 'activate subordinate');
  const now = passes === 1;
  return ok({
    die: part.faces[0] ?? 0,
    outcome: now ? 'activates-now' : 'keeps-normal-activation',
    forfeitsNormalActivation: now,
    commanderDone: !now,
    part,
  });
}
