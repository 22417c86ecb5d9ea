import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6 } from '../figures/dice.js';

/**
 * Random Events (FNG 2nd Tour p.70–71, seed L1626–L1648; exercise L1667–L1669), optional: when the
 * Activation dice come up doubles, their total plus 1d6 (3–18) is read on the table, then Activation
 * is rolled again. Sixteen results for the sixteen totals, in printed order.
 */

export type RandomEventError = 'fng/invalid-doubles' | 'fng/reroll-is-doubles' | 'fng/nothing-to-pick';

export type Side = 'fwf' | 'cf';

export type RandomEventKind =
  | 'weather-worse'
  | 'radio-jammed'
  | 'booby-trap'
  | 'weather-better'
  | 'spider-hole'
  | 'withdraw'
  | 'lull'
  | 'revive'
  | 'new-barrel'
  | 'sudden-shower'
  | 'reduced-support'
  | 'only-wounded'
  | 'random-artillery'
  | 'increased-support'
  | 'decisive'
  | 'end-mission';

export interface RandomEventRow {
  readonly total: number;
  readonly event: RandomEventKind;
  /** "Does not apply to VC/NVA": void when the event's side is the enemy. */
  readonly fwfOnly?: true;
  /** The result speaks of "this side" (see `randomEventSide`). */
  readonly thisSide?: true;
}

/** The Random Events table (row labels L1631–L1647, results L1641 and L1648). */
export const RANDOM_EVENTS = {
  source: 'seed L1630–L1648',
  rows: [
    { total: 3, event: 'weather-worse' },
    { total: 4, event: 'radio-jammed' },
    { total: 5, event: 'booby-trap', fwfOnly: true },
    { total: 6, event: 'weather-better' },
    { total: 7, event: 'spider-hole', fwfOnly: true },
    { total: 8, event: 'withdraw', thisSide: true },
    { total: 9, event: 'lull' },
    { total: 10, event: 'revive' },
    { total: 11, event: 'new-barrel', thisSide: true },
    { total: 12, event: 'sudden-shower' },
    { total: 13, event: 'reduced-support' },
    { total: 14, event: 'only-wounded' },
    { total: 15, event: 'random-artillery' },
    { total: 16, event: 'increased-support' },
    { total: 17, event: 'decisive', thisSide: true },
    { total: 18, event: 'end-mission' },
  ],
} as const satisfies { source: string; rows: readonly RandomEventRow[] };

export interface RandomEventResult {
  readonly doubles: number;
  readonly score: number;
  readonly total: number;
  readonly row: RandomEventRow;
  /** Doubles are not a turn: Activation is rolled again after the event (L599). */
  readonly rerollActivation: true;
  readonly part: RolledPart;
}

/**
 * A Random Event (p.70, L1626): the Activation doubles (`doublesFace` on each die) added together,
 * plus 1d6, read on the table.
 */
export function randomEvent(roller: Roller, doublesFace: number): RuleResult<RandomEventResult, RandomEventError> {
  if (!Number.isInteger(doublesFace) || doublesFace < 1 || doublesFace > 6) {
    return fail('fng/invalid-doubles', { face: doublesFace });
  }
  const { score, part } = d6(roller, 'random event');
  const total = 2 * doublesFace + score;
  const row = RANDOM_EVENTS.rows.find((r) => r.total === total);
  if (!row) throw new Error(`no random event for ${total}`);
  return ok({ doubles: 2 * doublesFace, score, total, row, rerollActivation: true, part });
}

/**
 * Whose event "this side" is (L1641, L1648 do not say): the side whose die is higher on the Activation
 * re-roll that follows the doubles (default), or 1d6 with FWF on 1–3 and VC/NVA on 4–6, the split
 * the table itself uses for the support events.
 */
export const RANDOM_EVENT_SIDE_READINGS = ['reroll-higher', 'd6-split'] as const;
export type RandomEventSideReading = (typeof RANDOM_EVENT_SIDE_READINGS)[number];

/** The side a "this side" event falls on under the reading (`reroll` is the next non-doubles roll). */
export function randomEventSide(
  roller: Roller,
  input:
    | { readonly reading: 'reroll-higher'; readonly reroll: { readonly fwf: number; readonly cf: number } }
    | { readonly reading: 'd6-split' },
): RuleResult<{ readonly side: Side; readonly parts: readonly RolledPart[] }, RandomEventError> {
  if (input.reading === 'd6-split') {
    const { score, part } = d6(roller, 'random event side');
    return ok({ side: score <= 3 ? 'fwf' : 'cf', parts: [part] });
  }
  const r = input.reroll;
  if (r.fwf === r.cf) return fail('fng/reroll-is-doubles');
  return ok({ side: r.fwf > r.cf ? 'fwf' : 'cf', parts: [] });
}

/** Whether an event does anything for the side it fell on (events 5 and 7 never hit the VC/NVA). */
export function randomEventApplies(row: RandomEventRow, side: Side): boolean {
  return !(row.fwfOnly === true && side === 'cf');
}

/** Event 4: the FWF cannot Make the Call for 1/2d6 turns. */
export function radioJamTurns(roller: Roller): { readonly turns: number; readonly part: RolledPart } {
  const { value, part } = halfD6(roller, 'radio jammed turns');
  return { turns: value, part };
}

/** Event 10: an Out of the Fight figure of the FWF (1–4) or the VC/NVA (5–6) is back to normal. */
export function reviveSide(roller: Roller): { readonly side: Side; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'revive side');
  return { side: score <= 4 ? 'fwf' : 'cf', part };
}

/** Events 13 and 16: the FWF Support Level (1–3) or the VC/NVA EAL (4–6) moves by one. */
export function supportChange(
  roller: Roller,
  event: 'reduced-support' | 'increased-support',
): { readonly side: Side; readonly change: 1 | -1; readonly part: RolledPart } {
  const { score, part } = d6(roller, `${event} side`);
  return { side: score <= 3 ? 'fwf' : 'cf', change: event === 'increased-support' ? 1 : -1, part };
}

export interface RollOff<T extends string> {
  readonly winner: T;
  /** Every round: the dice of those still in it; ties of the highest roll again. */
  readonly rounds: readonly (readonly { readonly id: T; readonly score: number }[])[];
  readonly parts: readonly RolledPart[];
}

/**
 * 1d6 each, the highest wins, ties among the highest re-roll (the traps' Target of the Trap, L1519,
 * and our reading of "highest result" in events 15 and 17). `dice(id)` lets a Point Man roll 2d6 and
 * keep the best (L1519).
 */
export function rollOff<T extends string>(
  roller: Roller,
  ids: readonly T[],
  label: string,
  dice: (id: T) => number = () => 1,
): RuleResult<RollOff<T>, RandomEventError> {
  if (ids.length === 0) return fail('fng/nothing-to-pick');
  const rounds: { id: T; score: number }[][] = [];
  const parts: RolledPart[] = [];
  let inIt = [...ids];
  while (inIt.length > 1) {
    const round = inIt.map((id) => {
      const part = roller.roll({ op: 'best', n: dice(id), k: 1, sides: 6 }, `${label} ${id}`);
      parts.push(part);
      return { id, score: part.total };
    });
    rounds.push(round);
    const top = Math.max(...round.map((r) => r.score));
    inIt = round.filter((r) => r.score === top).map((r) => r.id);
  }
  return ok({ winner: inIt[0]!, rounds, parts });
}

/**
 * Event 15: 1d6 per table section, the highest is shelled by three artillery rounds aimed at its
 * centre, deviation from the FWF deployment edge (§17 deviation is the support tables').
 */
export function randomArtillerySection(
  roller: Roller,
  sections = 6,
): RuleResult<RollOff<string> & { readonly section: number; readonly artilleryRounds: 3 }, RandomEventError> {
  const ids = Array.from({ length: sections }, (_, i) => String(i + 1));
  const r = rollOff(roller, ids, 'random artillery section');
  if (!r.ok) return r;
  return ok({ ...r.value, section: Number(r.value.winner), artilleryRounds: 3 });
}

/** Event 17: 1d6 per group or PEF of the side; the highest's leader (or PEF) is +1 REP except to fire. */
export function decisive<T extends string>(
  roller: Roller,
  groupsAndPefs: readonly T[],
): RuleResult<RollOff<T>, RandomEventError> {
  return rollOff(roller, groupsAndPefs, 'decisive');
}
