import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, d6, halfD6, passDice, successes } from '../figures/dice.js';

/**
 * Civilians and Speak Local (FNG 2nd Tour p.55–56, seed L1262–L1310; presence L1130): how many and
 * where, what they are doing, how they react to fire, and talking to civilians and indigenous troops.
 */

export type CivilianError = 'fng/invalid-rep' | 'fng/invalid-eal' | 'fng/invalid-population-value';

/** Every civilian is REP 2 (L1268); in highland AOs they are Montagnards (L1265). */
export const CIVILIAN_REP = 2;
/** A civilian casualty costs the FWF 1 VP unless the Mission says otherwise (L1281). */
export const CIVILIAN_CASUALTY_VP = -1;

/** Civilians are present if 1d6 scores the AO's Population Value or less, when there are structures (L1130). */
export function civiliansPresent(
  roller: Roller,
  populationValue: number,
): RuleResult<{ readonly present: boolean; readonly score: number; readonly part: RolledPart }, CivilianError> {
  if (!Number.isInteger(populationValue) || populationValue < 0 || populationValue > 6) {
    return fail('fng/invalid-population-value', { value: populationValue });
  }
  const { score, part } = d6(roller, 'civilians present');
  return ok({ present: score <= populationValue, score, part });
}

export interface BuildingCivilians {
  /** 1/2d6 civilians at this building (L1273). */
  readonly count: number;
  /** Each stands 1 + 1/2d6" from it (L1275). */
  readonly distancesInches: readonly number[];
  readonly parts: readonly RolledPart[];
}

/** How many civilians a building has (1/2d6) and how far from it each stands (1 + 1/2d6"), L1273–L1275. */
export function civiliansAtBuilding(roller: Roller, building: string): BuildingCivilians {
  const n = halfD6(roller, `civilians at ${building}`);
  const parts: RolledPart[] = [n.part];
  const distancesInches: number[] = [];
  for (let i = 1; i <= n.value; i++) {
    const d = halfD6(roller, `civilian ${i} distance from ${building}`);
    parts.push(d.part);
    distancesInches.push(1 + d.value);
  }
  return { count: n.value, distancesInches, parts };
}

/** Civilians activate at the end of any turn where either Activation die scored 3 or more (L1271). */
export function civiliansActivate(activation: { readonly fwf: number; readonly cf: number }): boolean {
  return activation.fwf >= 3 || activation.cf >= 3;
}

export type CivilianActivity =
  | 'talking-or-joining-nearest-civilian'
  | 'to-field-or-pen'
  | 'to-nearest-building'
  | 'idle'
  | 'working'
  | 'leaving-by-road';

/** Civilian Activity, 1d6 read as rolled at the start of the game (L1285–L1288). */
export const CIVILIAN_ACTIVITY = {
  source: 'seed L1285–L1288',
  byScore: [
    'talking-or-joining-nearest-civilian',
    'to-field-or-pen',
    'to-nearest-building',
    'idle',
    'working',
    'leaving-by-road',
  ],
} as const satisfies { source: string; byScore: readonly CivilianActivity[] };

/** What a civilian is doing when the game starts (L1285–L1288). */
export function civilianActivity(
  roller: Roller,
  civilian: string,
): { readonly score: number; readonly activity: CivilianActivity; readonly part: RolledPart } {
  const { score, part } = d6(roller, `civilian activity ${civilian}`);
  return { score, activity: CIVILIAN_ACTIVITY.byScore[score - 1]!, part };
}

export type CivilianReaction =
  | 'to-nearest-cover'
  /** Fast moves away from the shooter or towards cover, whichever is closer. */
  | 'fast-move-away'
  | 'drops-prone'
  | 'freezes';

/**
 * Which of the two moving results is the 2-pass row (L1269–L1280 print the rows out of order):
 * "moves to cover" on 2 and "fast moves away" on 1 (default), or the reverse.
 */
export const CIVILIAN_REACTION_READINGS = ['cover-on-2', 'fast-move-on-2'] as const;
export type CivilianReactionReading = (typeof CIVILIAN_REACTION_READINGS)[number];

/**
 * Civilian Reaction (p.55, L1264, L1269–L1280): when shooting or an explosion happens within 12" of a
 * civilian group, or its target is within 12" and in LOS, the group rolls 2d6 vs REP 2. Passing none
 * it drops prone (1–3) or freezes standing (4–6).
 */
export function civilianReaction(
  roller: Roller,
  input: { readonly group: string; readonly reading: CivilianReactionReading },
): { readonly passes: 0 | 1 | 2; readonly reaction: CivilianReaction; readonly parts: readonly RolledPart[] } {
  const test = passDice(roller, 2, CIVILIAN_REP, `civilian reaction ${input.group}`);
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  if (passes === 0) {
    const p = chance(roller, 1, 3, `civilian reaction ${input.group} prone`);
    return { passes, reaction: p.happens ? 'drops-prone' : 'freezes', parts: [test.part, p.part] };
  }
  const coverFirst = input.reading === 'cover-on-2';
  const reaction = (passes === 2) === coverFirst ? 'to-nearest-cover' : 'fast-move-away';
  return { passes, reaction, parts: [test.part] };
}

/**
 * What the Fluent attribute does in Speak Local: "automatically passes any Speak Local Tests" (L357,
 * default: the best result without rolling), or only spares the −2d6 the tables give the non-Fluent.
 */
export const FLUENT_READINGS = ['auto-pass', 'no-penalty'] as const;
export type FluentReading = (typeof FLUENT_READINGS)[number];

/**
 * Where "twice that of the civilian" starts: the worked example (L1305) reads 2 successes against 1 as
 * "more than", so by default twice needs more than double; or at least double as printed (L1298).
 */
export const SPEAK_LOCAL_TWICE_READINGS = ['more-than-double', 'at-least-double'] as const;
export type SpeakLocalTwiceReading = (typeof SPEAK_LOCAL_TWICE_READINGS)[number];

export type SpeakLocalCivilianResult =
  /** Reveals every enemy PEF; the civilian goes with the force, negating all booby traps; moves as told. */
  | 'reveals-all'
  /**
   * Reveals the nearest booby trap (1–4) or PEF (5–6); the next above-ground trap set off counts as
   * disarmed; moves as told this turn at normal speed.
   */
  | 'reveals-nearest'
  /** Says nothing; will not move this turn but will next turn. */
  | 'says-nothing'
  /** Says nothing and will not move unless forced by a round of non-damaging melee (L1298, L1303). */
  | 'refuses';

export interface SpeakLocalCivilian {
  readonly playerDice: number;
  readonly civilianDice: number;
  readonly playerSuccesses?: number;
  readonly civilianSuccesses?: number;
  readonly result: SpeakLocalCivilianResult;
  /** For 'reveals-nearest': what the 1d6 revealed. */
  readonly reveals?: 'booby-trap' | 'pef';
  readonly revealScore?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * Speak Local – Civilians (p.55–56, L1290, L1293–L1298): in base contact, once per civilian, the
 * player rolls REP d6 (−2d6 without Fluent) and the civilian EAL d6 (+2d6 if shooting has happened
 * or a civilian building was destroyed, +2d6 if FWF have wounded or killed a civilian); successes
 * compared. Worked example L1305.
 */
export function speakLocalCivilian(
  roller: Roller,
  input: {
    readonly speaker: string;
    readonly rep: number;
    readonly fluent: boolean;
    readonly eal: number;
    readonly shootingOrBuildingDestroyed: boolean;
    readonly civilianHurtByFwf: boolean;
    readonly fluentReading: FluentReading;
    readonly twiceReading: SpeakLocalTwiceReading;
  },
): RuleResult<SpeakLocalCivilian, CivilianError> {
  if (!Number.isInteger(input.rep) || input.rep < 1 || input.rep > 7) {
    return fail('fng/invalid-rep', { figure: input.speaker, rep: input.rep });
  }
  if (!Number.isInteger(input.eal) || input.eal < 0) return fail('fng/invalid-eal', { eal: input.eal });
  const playerDice = Math.max(0, input.rep - (input.fluent ? 0 : 2));
  const civilianDice = input.eal + (input.shootingOrBuildingDestroyed ? 2 : 0) + (input.civilianHurtByFwf ? 2 : 0);
  if (input.fluent && input.fluentReading === 'auto-pass') {
    return ok({ playerDice, civilianDice, result: 'reveals-all', parts: [] });
  }
  const p = successes(roller, playerDice, `speak local ${input.speaker}`);
  const c = successes(roller, civilianDice, `speak local civilian for ${input.speaker}`);
  const parts: RolledPart[] = [p.part, c.part];
  const base = { playerDice, civilianDice, playerSuccesses: p.passes, civilianSuccesses: c.passes };
  const twice =
    input.twiceReading === 'more-than-double' ? p.passes > 2 * c.passes : p.passes >= 2 * c.passes && p.passes > c.passes;
  if (twice) return ok({ ...base, result: 'reveals-all', parts });
  if (p.passes > c.passes) {
    const r = d6(roller, `speak local ${input.speaker} reveals`);
    parts.push(r.part);
    return ok({ ...base, result: 'reveals-nearest', reveals: r.score <= 4 ? 'booby-trap' : 'pef', revealScore: r.score, parts });
  }
  return ok({ ...base, result: p.passes === c.passes ? 'says-nothing' : 'refuses', parts });
}

export type IndigenousResponse =
  /** Acts as ordered, and needs no more Speak Local tests this battle. */
  | 'acts-as-ordered'
  /** Waits until next turn to act on the order. */
  | 'next-turn'
  /** Waits until its next activation, then acts at normal speed only. */
  | 'next-activation-normal-speed'
  /** Does nothing this turn but fire at the enemy. */
  | 'only-fires';

export interface SpeakLocalIndigenous {
  readonly dice: number;
  readonly successes: number;
  readonly response: IndigenousResponse;
  readonly parts: readonly RolledPart[];
}

/**
 * Speak Local – Indigenous Troops (p.56, L1292, L1300–L1307): an advisor giving an order beyond
 * "follow me and shoot" speaks to the group's senior figure and rolls REP d6, −2d6 without Fluent,
 * −1d6 if the unit has taken 25%+ casualties; 3+ successes act as ordered, 2 next turn, 1 next
 * activation at normal speed, 0 only fire. Worked example L1310.
 */
export function speakLocalIndigenous(
  roller: Roller,
  input: {
    readonly advisor: string;
    readonly rep: number;
    readonly fluent: boolean;
    readonly heavyCasualties: boolean;
    readonly fluentReading: FluentReading;
  },
): RuleResult<SpeakLocalIndigenous, CivilianError> {
  if (!Number.isInteger(input.rep) || input.rep < 1 || input.rep > 7) {
    return fail('fng/invalid-rep', { figure: input.advisor, rep: input.rep });
  }
  const dice = Math.max(0, input.rep - (input.fluent ? 0 : 2) - (input.heavyCasualties ? 1 : 0));
  if (input.fluent && input.fluentReading === 'auto-pass') {
    return ok({ dice, successes: 3, response: 'acts-as-ordered', parts: [] });
  }
  const s = successes(roller, dice, `speak local indigenous ${input.advisor}`);
  const response: IndigenousResponse =
    s.passes >= 3 ? 'acts-as-ordered' : s.passes === 2 ? 'next-turn' : s.passes === 1 ? 'next-activation-normal-speed' : 'only-fires';
  return ok({ dice, successes: s.passes, response, parts: [s.part] });
}
