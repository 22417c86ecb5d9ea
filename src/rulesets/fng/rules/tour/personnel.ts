import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { d6, passDice } from '../figures/dice.js';
import type { ArmyId, RosterEntry, RosterRole } from './roster.js';

/**
 * Campaign personnel changes (FNG 2nd Tour, After the Mission, seed L2299–L2322): REP up and down,
 * Short Timers, replacements and replacing leaders.
 */

export type PersonnelError = 'fng/bad-rep' | 'fng/short-timer-not-due' | 'fng/bad-count';

const validRep = (rep: number): boolean => Number.isInteger(rep) && rep >= 1 && rep <= 7;

/** The REP floor of every loss in this section (L2302, L2310). */
export const REP_FLOOR = 3;
/** The campaign REP ceiling (L2303). */
export const REP_CEILING = 7;

/** A REP loss that never goes under 3; a man already under 3 (an ARVN replacement) stays. */
function lose(rep: number): number {
  return rep > REP_FLOOR ? rep - 1 : rep;
}

// ---------------------------------------------------------------- successful mission

export type MissionOutcome = 'success' | 'failure' | 'no-contact';

/**
 * Whether the mission was a success for one man (L2303, L2308, L2310): contact with the enemy, not Out
 * of the Fight, did not Retire, at least one confirmed kill. Short Timers never qualify (L2302). A man
 * who met no enemy neither raises nor loses REP.
 */
export function missionOutcome(input: {
  readonly contacted: boolean;
  readonly outOfTheFight: boolean;
  readonly retired: boolean;
  readonly confirmedKills: number;
  readonly shortTimer: boolean;
}): MissionOutcome {
  if (!input.contacted) return 'no-contact';
  const success = !input.outOfTheFight && !input.retired && input.confirmedKills >= 1 && !input.shortTimer;
  return success ? 'success' : 'failure';
}

// ---------------------------------------------------------------- improving REP

/** DEROS a Grunt must be at or under before he may raise REP (the orphan sentence L2301). */
export const IMPROVE_DEROS_LIMIT = 10;

export interface ImproveRoll {
  readonly die: number;
  readonly repBefore: number;
  readonly raised: boolean;
  /** After a raise to a REP never held before: a Star chooses an Attribute, a Grunt rolls for one (L358, L2306). */
  readonly attribute: 'star-chooses' | 'gained-random' | 'none';
  readonly parts: readonly RolledPart[];
}

export interface ImproveRepResult {
  /** Why no roll was made, if none was. */
  readonly skipped?: 'no-rolls' | 'increases-barred' | 'deros-over-10';
  readonly rolls: readonly ImproveRoll[];
  readonly newRep: number;
  readonly highestRep: number;
}

/**
 * Improving REP (L2303, L2306; Attributes L358): after a successful mission one roll, plus one per
 * Medal of Valor; each 1d6 higher than REP, or any 6, raises REP by one, to 7 at most. A raise to a
 * REP he never held gives a Star an Attribute of his choice and a Grunt a random one on a 6.
 * `increasesAllowed` is false after menial details or confinement to quarters. `derosGate` (house rule
 * `fng.improve-rep.deros-gate`) applies L2301: a Grunt may raise REP only once his DEROS is 10 or less.
 */
export function improveRep(
  input: {
    readonly name: string;
    readonly rep: number;
    readonly highestRep: number;
    readonly star: boolean;
    readonly derosLeft: number;
    readonly successfulMission: boolean;
    readonly medalRolls: number;
    readonly increasesAllowed: boolean;
    readonly derosGate: boolean;
  },
  roller: Roller,
): RuleResult<ImproveRepResult, PersonnelError> {
  const { rep, star } = input;
  if (!validRep(rep) || !validRep(input.highestRep) || input.highestRep < rep) return fail('fng/bad-rep', { rep });
  if (!Number.isInteger(input.medalRolls) || input.medalRolls < 0) return fail('fng/bad-count', { medalRolls: input.medalRolls });
  const count = (input.successfulMission ? 1 : 0) + input.medalRolls;
  const none = (skipped: NonNullable<ImproveRepResult['skipped']>) => ok({ skipped, rolls: [], newRep: rep, highestRep: input.highestRep });
  if (count === 0) return none('no-rolls');
  if (!input.increasesAllowed) return none('increases-barred');
  if (input.derosGate && !star && input.derosLeft > IMPROVE_DEROS_LIMIT) return none('deros-over-10');
  let current = rep;
  let highest = input.highestRep;
  const rolls: ImproveRoll[] = [];
  for (let i = 0; i < count; i++) {
    const { score, part } = d6(roller, `improve REP ${input.name}`);
    const raised = current < REP_CEILING && (score > current || score === 6);
    const repBefore = current;
    let attribute: ImproveRoll['attribute'] = 'none';
    const parts: RolledPart[] = [part];
    if (raised) {
      current += 1;
      if (current > highest) {
        highest = current;
        if (star) attribute = 'star-chooses';
        else {
          const extra = d6(roller, `new attribute ${input.name}`);
          parts.push(extra.part);
          if (extra.score === 6) attribute = 'gained-random';
        }
      }
    }
    rolls.push({ die: score, repBefore, raised, attribute, parts });
  }
  return ok({ rolls, newRep: current, highestRep: highest });
}

// ---------------------------------------------------------------- decreasing REP

export interface DecreaseRepResult {
  readonly tested: boolean;
  readonly die?: number;
  readonly newRep: number;
  readonly part?: RolledPart;
}

/**
 * Decreasing REP (L2308–L2310): after a failed mission (but not one without enemy contact) roll 1d6;
 * a 1 costs one REP, never below 3.
 */
export function decreaseRep(
  input: { readonly name: string; readonly rep: number; readonly outcome: MissionOutcome },
  roller: Roller,
): RuleResult<DecreaseRepResult, PersonnelError> {
  if (!validRep(input.rep)) return fail('fng/bad-rep', { rep: input.rep });
  if (input.outcome !== 'failure') return ok({ tested: false, newRep: input.rep });
  const { score, part } = d6(roller, `decrease REP ${input.name}`);
  return ok({ tested: true, die: score, newRep: score === 1 ? lose(input.rep) : input.rep, part });
}

// ---------------------------------------------------------------- short timers

/** Completed months in country at the start of the 10th month, when checks begin (L2302). */
export const SHORT_TIMER_FROM_MONTHS = 9;

/**
 * Which month count the Short Timer total must reach (L2302, "the number of months he has been
 * in-country"): the months completed (9 at the start of the 10th) or the month he is in (10). House
 * rule `fng.short-timer.months`.
 */
export type ShortTimerMonths = 'completed' | 'current';

/** Whether a man is due a Short Timer check at this month's end (L2302, L2305). */
export function shortTimerDue(man: Pick<RosterEntry, 'rep' | 'monthsInCountry'>): boolean {
  return man.monthsInCountry >= SHORT_TIMER_FROM_MONTHS && man.rep > REP_FLOOR;
}

export interface ShortTimerCheck {
  readonly die: number;
  /** 1d6 + Attributes + REP. */
  readonly total: number;
  /** The month count it is compared against. */
  readonly months: number;
  readonly becameShortTimer: boolean;
  readonly newRep: number;
  readonly part: RolledPart;
}

/**
 * Short Timers (L2302, L2305): from the start of his 10th month in country, and at the end of every
 * month after until he is REP 3, roll 1d6 + number of Attributes + REP; under his months in country,
 * he loses a REP (not below 3) and is a Short Timer.
 */
export function shortTimerCheck(
  input: {
    readonly name: string;
    readonly rep: number;
    readonly attributes: number;
    readonly monthsInCountry: number;
    readonly months: ShortTimerMonths;
  },
  roller: Roller,
): RuleResult<ShortTimerCheck, PersonnelError> {
  if (!validRep(input.rep)) return fail('fng/bad-rep', { rep: input.rep });
  if (!shortTimerDue(input)) return fail('fng/short-timer-not-due', { months: input.monthsInCountry, rep: input.rep });
  const { score, part } = d6(roller, `short timer ${input.name}`);
  const total = score + input.attributes + input.rep;
  const months = input.monthsInCountry + (input.months === 'current' ? 1 : 0);
  const becameShortTimer = total < months;
  return ok({ die: score, total, months, becameShortTimer, newRep: becameShortTimer ? lose(input.rep) : input.rep, part });
}

// ---------------------------------------------------------------- replacements

/** How a replacement's REP is found: on the army list (with a modifier, capped) or fixed at 3. */
export type ReplacementRep =
  | { readonly kind: 'army-list'; readonly modifier: -1 | 0 | 1; readonly cap?: number }
  | { readonly kind: 'fixed'; readonly rep: 3 };

/** Good Mission 2's cap (L2273). */
export const BETTER_REPLACEMENT_CAP = 5;

export interface ReplacementConditions {
  /** Disastrous Mission 1 (L2287). */
  readonly noReplacements: boolean;
  /** Bad Mission 2/5, Disastrous Mission 2 (L2281, L2289). */
  readonly allRep3: boolean;
  /** Good Mission 2 (L2273): the next replacement whose REP is rolled is one better, up to 5. */
  readonly nextRepBetter: boolean;
}

export type ReplacementOutcome = 'replacement' | 'lower-replacement' | 'none';

export interface ReplacementRoll {
  readonly outcome: ReplacementOutcome;
  readonly dice: number;
  readonly passes: number;
  readonly rep?: ReplacementRep;
  /** The Good Mission 2 bonus was spent on this one. */
  readonly usedBetterRep: boolean;
  readonly part?: RolledPart;
}

function repRule(base: ReplacementRep, conditions: ReplacementConditions): { rep: ReplacementRep; usedBetterRep: boolean } {
  if (conditions.allRep3) return { rep: { kind: 'fixed', rep: 3 }, usedBetterRep: false };
  if (base.kind === 'army-list' && conditions.nextRepBetter) {
    const modifier = Math.min(1, base.modifier + 1) as -1 | 0 | 1;
    return { rep: { kind: 'army-list', modifier, cap: BETTER_REPLACEMENT_CAP }, usedBetterRep: true };
  }
  return { rep: base, usedBetterRep: false };
}

/**
 * Replacements (L2307, L2309, L2313–L2321): per open slot 2d6 (+1d6 after Good Mission 3, −1d6 after
 * Bad Mission 3) vs the tester's REP. Two passes: a replacement. One: ARVN get one a REP lower than
 * rolled, U.S. (Army and Marines) and ANZAC a REP 3 man. None: nobody. New men roll REP on the army
 * list and then Attributes (L2321).
 */
export function replacementRoll(
  input: {
    readonly army: ArmyId;
    readonly testerRep: number;
    readonly diceModifier: -1 | 0 | 1;
    readonly conditions: ReplacementConditions;
  },
  roller: Roller,
): RuleResult<ReplacementRoll, PersonnelError> {
  if (!validRep(input.testerRep)) return fail('fng/bad-rep', { rep: input.testerRep });
  const dice = 2 + input.diceModifier;
  if (input.conditions.noReplacements) return ok({ outcome: 'none', dice, passes: 0, usedBetterRep: false });
  const { passes, part } = passDice(roller, dice, input.testerRep, 'replacement');
  if (passes >= 2) return ok({ outcome: 'replacement', dice, passes, ...repRule({ kind: 'army-list', modifier: 0 }, input.conditions), part });
  if (passes === 1) {
    const base: ReplacementRep = input.army === 'arvn' ? { kind: 'army-list', modifier: -1 } : { kind: 'fixed', rep: 3 };
    return ok({ outcome: 'lower-replacement', dice, passes, ...repRule(base, input.conditions), part });
  }
  return ok({ outcome: 'none', dice, passes, usedBetterRep: false, part });
}

/**
 * The man rotated home at DEROS is replaced without a roll (L2307), subject to the turn's mission
 * result (no replacements, all REP 3, one better).
 */
export function derosReplacement(conditions: ReplacementConditions): { readonly rep: ReplacementRep | null; readonly usedBetterRep: boolean } {
  if (conditions.noReplacements) return { rep: null, usedBetterRep: false };
  return repRule({ kind: 'army-list', modifier: 0 }, conditions);
}

/** A replacement's REP from its army-list roll and the rule above. */
export function replacementRep(rule: ReplacementRep, armyListRep: number): number {
  if (rule.kind === 'fixed') return rule.rep;
  const rep = armyListRep + rule.modifier;
  return rule.cap === undefined ? rep : Math.min(rep, Math.max(rule.cap, armyListRep));
}

/**
 * Who rolls for replacements (L2309): the Platoon Leader; if he was a casualty the Platoon Sergeant,
 * or without one the highest-REP Squad Leader; if those leaders are gone too, the highest-REP man
 * left. `present` excludes this mission's casualties. Ties go to the man listed first.
 */
export function replacementTester(present: readonly RosterEntry[]): RosterEntry | null {
  for (const role of ['platoon-leader', 'platoon-sergeant', 'squad-leader'] as const) {
    const best = highest(present.filter((m) => m.role === role));
    if (best) return best;
  }
  return highest(present);
}

function highest(men: readonly RosterEntry[]): RosterEntry | null {
  let best: RosterEntry | null = null;
  for (const m of men) if (best === null || m.rep > best.rep) best = m;
  return best;
}

// ---------------------------------------------------------------- replacing leaders

export interface Vacancy {
  readonly role: Exclude<RosterRole, 'soldier'>;
  readonly squad: number | null;
}

export type LeaderFill =
  | { readonly vacancy: Vacancy; readonly kind: 'promoted'; readonly id: string }
  | { readonly vacancy: Vacancy; readonly kind: 'generate' };

/** Platoon Sergeant from Squad Leaders in country longer than 8 months; Squad Leader from Jr. NCOs longer than 6 (L2322). */
export const PSG_MIN_MONTHS = 8;
export const SL_MIN_MONTHS = 6;

/** Highest REP, then longest in country, then roster order. */
function bestOf(men: readonly RosterEntry[]): RosterEntry | null {
  let best: RosterEntry | null = null;
  for (const m of men) {
    if (best === null || m.rep > best.rep || (m.rep === best.rep && m.monthsInCountry > best.monthsInCountry)) best = m;
  }
  return best;
}

/**
 * Replacing leaders (L2322). Lieutenants are generated. A Platoon Sergeant is the highest-REP Squad
 * Leader in country more than 8 months, else generated. A Squad Leader is his squad's highest-REP Jr.
 * NCO in country more than 6 months, else the squad member with the highest REP and longest time in
 * country. A Jr. NCO is the squad member with the highest REP and longest time in country. Each
 * promotion opens the post it leaves, which is filled in turn. Returns the roster with new roles.
 */
export function replaceLeaders(
  roster: readonly RosterEntry[],
  vacancies: readonly Vacancy[],
): { readonly roster: readonly RosterEntry[]; readonly fills: readonly LeaderFill[] } {
  let men = [...roster];
  const queue = [...vacancies];
  const fills: LeaderFill[] = [];
  const rank: Record<Vacancy['role'], number> = { 'platoon-leader': 0, 'platoon-sergeant': 1, 'squad-leader': 2, 'jr-nco': 3 };
  while (queue.length > 0) {
    queue.sort((a, b) => rank[a.role] - rank[b.role]);
    const vacancy = queue.shift()!;
    const pick = successor(men, vacancy);
    if (pick === null) {
      fills.push({ vacancy, kind: 'generate' });
      continue;
    }
    fills.push({ vacancy, kind: 'promoted', id: pick.id });
    if (pick.role !== 'soldier') queue.push({ role: pick.role, squad: pick.squad });
    men = men.map((m) => (m.id === pick.id ? { ...m, role: vacancy.role, squad: vacancy.squad } : m));
  }
  return { roster: men, fills };
}

function successor(men: readonly RosterEntry[], vacancy: Vacancy): RosterEntry | null {
  const squad = (m: RosterEntry) => m.squad === vacancy.squad;
  switch (vacancy.role) {
    case 'platoon-leader':
      return null;
    case 'platoon-sergeant':
      return bestOf(men.filter((m) => m.role === 'squad-leader' && m.monthsInCountry > PSG_MIN_MONTHS));
    case 'squad-leader':
      return (
        bestOf(men.filter((m) => squad(m) && m.role === 'jr-nco' && m.monthsInCountry > SL_MIN_MONTHS)) ??
        bestOf(men.filter((m) => squad(m) && (m.role === 'jr-nco' || m.role === 'soldier')))
      );
    case 'jr-nco':
      return bestOf(men.filter((m) => squad(m) && m.role === 'soldier'));
  }
}
