import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { d6, halfD6, passDice } from '../figures/dice.js';
import type { RosterEntry } from './tour.js';

/**
 * After the Mission (FNG 2nd Tour, seed L2256–L2297, L2326–L2332) and After the Battle Recovery
 * (L974–L993): the mission result tables, medals and what becomes of the wounded.
 */

export type AfterActionError = 'fng/bad-rep' | 'fng/bad-vp';

// ---------------------------------------------------------------- mission result

export type MissionResult = 'good' | 'normal' | 'bad' | 'disastrous';

/** VP bands (L2261): 25 or more good, over 8 normal, 8 or less bad, under 0 disastrous. */
export const GOOD_MISSION_VP = 25;
export const BAD_MISSION_VP = 8;

/**
 * The Mission Result (L2258, L2261). A total under 0 is also "8 or less": the seed does not say
 * whether such a mission rolls on the Bad table as well as the Disastrous one, so `disastrousAlsoBad`
 * (house rule `fng.mission-result.disastrous-also-bad`) decides.
 */
export function missionResult(
  vp: number,
  disastrousAlsoBad: boolean,
): RuleResult<{ readonly result: MissionResult; readonly tables: readonly ('good' | 'bad' | 'disastrous')[] }, AfterActionError> {
  if (!Number.isInteger(vp)) return fail('fng/bad-vp', { vp });
  if (vp >= GOOD_MISSION_VP) return ok({ result: 'good', tables: ['good'] });
  if (vp > BAD_MISSION_VP) return ok({ result: 'normal', tables: [] });
  if (vp >= 0) return ok({ result: 'bad', tables: ['bad'] });
  return ok({ result: 'disastrous', tables: disastrousAlsoBad ? ['bad', 'disastrous'] : ['disastrous'] });
}

/** What a Good, Bad or Disastrous Mission result does (L2273, L2281, L2287–L2289). */
export type MissionEffect =
  /** +1d6 on every Medal roll this turn. */
  | { readonly kind: 'medal-bonus-die' }
  /** The next replacement is one REP better than rolled, REP 5 at most. */
  | { readonly kind: 'next-replacement-better' }
  /** ±1d6 on the Replacement rolls of the next replacements check. */
  | { readonly kind: 'replacement-dice'; readonly dice: 1 | -1 }
  | { readonly kind: 'extra-weapon'; readonly weapon: 'radio' | 'm60' | 'm79'; readonly die: number }
  /** The next mission's EAL is 3 at most. */
  | { readonly kind: 'cake-walk' }
  /** No mission next campaign turn; replacements and Short Timers as normal. */
  | { readonly kind: 'stand-down' }
  | { readonly kind: 'no-medals' }
  /** Every replacement generated this turn is REP 3. */
  | { readonly kind: 'replacements-rep-3' }
  /** The `soldiers` men longest in country are on R&R for the next mission. */
  | { readonly kind: 'r-and-r'; readonly soldiers: number }
  /** Nobody may test to raise REP this turn; decreases as normal. */
  | { readonly kind: 'no-rep-increase'; readonly reason: 'menial-details' | 'confined-to-quarters' }
  | { readonly kind: 'no-replacements' }
  /** The senior NCO commands until a new lieutenant is generated next turn. */
  | { readonly kind: 'platoon-leader-relieved' }
  /** Every Squad Leader and the Platoon Leader are replaced; a relieved Star goes to a new platoon at −1 REP (min 3). */
  | { readonly kind: 'leaders-relieved' };

export interface MissionTableRoll {
  readonly table: 'good' | 'bad' | 'disastrous';
  readonly die: number;
  readonly effect: MissionEffect;
  readonly parts: readonly RolledPart[];
}

/** Good Mission (L2264–L2273), 1d6 read as rolled. */
export function goodMission(roller: Roller): MissionTableRoll {
  const { score, part } = d6(roller, 'good mission');
  const parts: RolledPart[] = [part];
  let effect: MissionEffect;
  switch (score) {
    case 1:
      effect = { kind: 'medal-bonus-die' };
      break;
    case 2:
      effect = { kind: 'next-replacement-better' };
      break;
    case 3:
      effect = { kind: 'replacement-dice', dice: 1 };
      break;
    case 4: {
      // (1-3) radio, (4-5) M-60 LMG, (6) M-79.
      const w = d6(roller, 'good mission extra weapon');
      parts.push(w.part);
      effect = { kind: 'extra-weapon', weapon: w.score <= 3 ? 'radio' : w.score <= 5 ? 'm60' : 'm79', die: w.score };
      break;
    }
    case 5:
      effect = { kind: 'cake-walk' };
      break;
    default:
      effect = { kind: 'stand-down' };
  }
  return { table: 'good', die: score, effect, parts };
}

/**
 * Bad Mission 5 prints the same result as 2 ("all replacements REP 3", L2281). House rule
 * `fng.bad-mission.entry-5`: as printed, or read as a misprint and rolled again.
 */
export type BadMissionEntry5 = 'as-printed' | 'roll-again';

/** Bad Mission (L2275–L2281), 1d6 read as rolled; six entries run together in one line. */
export function badMission(input: { readonly entry5: BadMissionEntry5 }, roller: Roller): MissionTableRoll {
  const parts: RolledPart[] = [];
  for (;;) {
    const { score, part } = d6(roller, 'bad mission');
    parts.push(part);
    switch (score) {
      case 1:
        return { table: 'bad', die: score, effect: { kind: 'no-medals' }, parts };
      case 2:
        return { table: 'bad', die: score, effect: { kind: 'replacements-rep-3' }, parts };
      case 3:
        return { table: 'bad', die: score, effect: { kind: 'replacement-dice', dice: -1 }, parts };
      case 4: {
        const n = d6(roller, 'bad mission R&R');
        parts.push(n.part);
        return { table: 'bad', die: score, effect: { kind: 'r-and-r', soldiers: n.score }, parts };
      }
      case 5:
        if (input.entry5 === 'roll-again') continue;
        return { table: 'bad', die: score, effect: { kind: 'replacements-rep-3' }, parts };
      default:
        return { table: 'bad', die: score, effect: { kind: 'no-rep-increase', reason: 'menial-details' }, parts };
    }
  }
}

/**
 * Disastrous Mission 5 with the Star relieved (L2289): "generate an entire new platoon that he is
 * reassigned to, with all platoon members starting with −1 to REP". Whether the Star is one of those
 * members the seed does not say. House rule `fng.disastrous.star-rep`: he keeps his REP, or loses one
 * too (3 at least).
 */
export type RelievedStarRep = 'keeps' | 'loses-one';

/** Disastrous Mission (L2285–L2289), 1d6 read as rolled; six entries run together. */
export function disastrousMission(roller: Roller): MissionTableRoll {
  const { score, part } = d6(roller, 'disastrous mission');
  const effects: Record<number, MissionEffect> = {
    1: { kind: 'no-replacements' },
    2: { kind: 'replacements-rep-3' },
    3: { kind: 'no-rep-increase', reason: 'menial-details' },
    4: { kind: 'platoon-leader-relieved' },
    5: { kind: 'leaders-relieved' },
    6: { kind: 'no-rep-increase', reason: 'confined-to-quarters' },
  };
  return { table: 'disastrous', die: score, effect: effects[score]!, parts: [part] };
}

/**
 * The men sent on R&R by Bad Mission 4 (L2281): the `count` longest in country among those present;
 * ties go to the man listed first.
 */
export function longestInCountry(roster: readonly RosterEntry[], count: number): readonly string[] {
  return roster
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.monthsInCountry - a.m.monthsInCountry || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map(({ m }) => m.id);
}

// ---------------------------------------------------------------- medals

export type MedalOutcome = 'major-medal' | 'medal' | 'unnoticed';

export interface MedalResult {
  readonly outcome: MedalOutcome;
  readonly dice: number;
  readonly passes: number;
  /** Extra Improve REP rolls earned. */
  readonly extraImproveRolls: 0 | 1;
  /** A Major Medal lets him choose another Attribute. */
  readonly chooseAttribute: boolean;
  /** A Major Medal sends him on R&R: he misses the next mission. */
  readonly rAndR: boolean;
  readonly part: RolledPart;
}

/**
 * Medal of Valor (L2276, L2283–L2297), for an act the players judge medal-worthy: 2d6 vs REP (+1d6
 * after Good Mission 1). Two passes: Major Medal — an extra Improve REP roll, another Attribute of his
 * choice and R&R. One: Medal — an extra Improve REP roll. None: nobody was watching.
 */
export function medalOfValor(
  input: { readonly name: string; readonly rep: number; readonly bonusDie: boolean },
  roller: Roller,
): RuleResult<MedalResult, AfterActionError> {
  if (!Number.isInteger(input.rep) || input.rep < 1 || input.rep > 7) return fail('fng/bad-rep', { rep: input.rep });
  const dice = input.bonusDie ? 3 : 2;
  const { passes, part } = passDice(roller, dice, input.rep, `medal of valor ${input.name}`);
  if (passes >= 2) return ok({ outcome: 'major-medal', dice, passes, extraImproveRolls: 1, chooseAttribute: true, rAndR: true, part });
  if (passes === 1) return ok({ outcome: 'medal', dice, passes, extraImproveRolls: 1, chooseAttribute: false, rAndR: false, part });
  return ok({ outcome: 'unnoticed', dice, passes, extraImproveRolls: 0, chooseAttribute: false, rAndR: false, part });
}

// ---------------------------------------------------------------- after the battle recovery

/**
 * The Medevac bonus on the recovery test: +2 REP as the table prints (L989–L991), or "REP one
 * better" as the MedEvac Benefits section says (L1995). House rule `fng.recovery.medevac-bonus`.
 */
export type MedevacBonus = 'plus-two' | 'one-better';

/**
 * Whether Retired men take the recovery test: L977 sends "Out of the Fight or Retired" men to it,
 * L982 only the Out of the Fight. House rule `fng.recovery.retired`: 'roll' as L977, or 'rejoin'.
 */
export type RetiredRecovery = 'roll' | 'rejoin';

export type Evacuation = 'none' | 'foot-or-vehicle' | 'medevac';

export type RecoveryOutcome = 'recovers' | 'recovers-reduced' | 'dies-or-sent-home' | 'missing-in-action' | 'rejoins';

export interface RecoveryResult {
  readonly outcome: RecoveryOutcome;
  readonly target?: number;
  readonly dice?: number;
  readonly passes?: number;
  readonly newRep?: number;
  /** Missions he misses before returning as a replacement (1/2d6). */
  readonly missionsAway?: number;
  readonly parts: readonly RolledPart[];
}

/** The recovery test's REP modifiers (L989–L991). */
export const EVACUATION_REP = { none: 0, 'foot-or-vehicle': 1 } as const;

/**
 * After the Battle Recovery (L974–L993, In a Fire L1052, MedEvac L1995). A man Out of the Fight (or
 * Retired, see `RetiredRecovery`) who ended within 6" of friends or was recovered takes 2d6 vs his
 * current REP; otherwise he is captured, MIA. Stars are always recovered. Evacuation by foot or vehicle
 * +1 REP, by Medevac per `medevacBonus`; caught in a burning building −1d6. A 6 always fails. Two
 * passes: back at normal REP; one: −1 REP and back as a replacement after 1/2d6 missions; none: dies
 * of wounds or goes home.
 */
export function afterBattleRecovery(
  input: {
    readonly name: string;
    readonly rep: number;
    readonly status: 'out-of-the-fight' | 'retired';
    readonly star: boolean;
    /** Within 6" of his side at the end, or carried off. */
    readonly recovered: boolean;
    readonly evacuation: Evacuation;
    readonly inAFire: boolean;
    readonly medevacBonus: MedevacBonus;
    readonly retired: RetiredRecovery;
  },
  roller: Roller,
): RuleResult<RecoveryResult, AfterActionError> {
  const { rep } = input;
  if (!Number.isInteger(rep) || rep < 1 || rep > 7) return fail('fng/bad-rep', { rep });
  if (!input.recovered && !input.star) return ok({ outcome: 'missing-in-action', parts: [] });
  if (input.status === 'retired' && input.retired === 'rejoin') return ok({ outcome: 'rejoins', newRep: rep, parts: [] });
  const bonus = input.evacuation === 'medevac' ? (input.medevacBonus === 'plus-two' ? 2 : 1) : EVACUATION_REP[input.evacuation];
  const target = rep + bonus;
  const dice = input.inAFire ? 1 : 2;
  const { passes, part } = passDice(roller, dice, target, `after the battle recovery ${input.name}`, { autoFailOnSix: true });
  if (passes >= 2) return ok({ outcome: 'recovers', target, dice, passes, newRep: rep, parts: [part] });
  if (passes === 1) {
    const away = halfD6(roller, `recovery time ${input.name}`);
    return ok({
      outcome: 'recovers-reduced',
      target,
      dice,
      passes,
      newRep: Math.max(1, rep - 1),
      missionsAway: away.value,
      parts: [part, away.part],
    });
  }
  return ok({ outcome: 'dies-or-sent-home', target, dice, passes, parts: [part] });
}
