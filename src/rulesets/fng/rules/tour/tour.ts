import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { d6, sumD6 } from '../figures/dice.js';
import type { ArmyId, CampaignMonth, RosterEntry, RosterRole } from './roster.js';

export type { Absence, ArmyId, CampaignMonth, RosterEntry, RosterRole } from './roster.js';
import { shortTimerCheck, shortTimerDue, type ShortTimerCheck, type ShortTimerMonths } from './personnel.js';

/**
 * The tour of duty (FNG 2nd Tour, Campaign, seed L1230–L1241, L2302): campaign time, DEROS and the
 * platoon roster carried from one mission to the next.
 */

/**
 * Months in a tour (L1238, L2302): 12 for the Army, 13 for the Marines. The seed gives no other
 * length, so ANZAC and ARVN tours are 12 months too.
 */
export const TOUR_MONTHS = { 'us-army': 12, usmc: 13, arvn: 12, anzac: 12 } as const satisfies Record<ArmyId, number>;

/** Two campaign turns, early and late, make a month (L1235, L1238). */
export const TURNS_PER_MONTH = 2;

export const FIRST_MONTH: CampaignMonth = 0;
export const LAST_MONTH: CampaignMonth = 23;
const FIRST_YEAR = 1967;

export type TourError = 'fng/bad-month' | 'fng/tour-ends-after-1968';

/** `1967-01` for month 0. */
export function monthLabel(month: CampaignMonth): string {
  const year = FIRST_YEAR + Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** `January 1967` for month 0: the seed's way of naming a campaign turn's month ("early January", L1238). */
export function monthName(month: CampaignMonth): string {
  return `${MONTH_NAMES[((month % 12) + 12) % 12]} ${FIRST_YEAR + Math.floor(month / 12)}`;
}

/** The calendar month 1–12 of a campaign month (for the rainy season). */
export function calendarMonth(month: CampaignMonth): number {
  return (month % 12) + 1;
}

/** Reads `1967-01` … `1968-12` as a campaign month. */
export function parseMonth(text: string): RuleResult<CampaignMonth, TourError> {
  const m = /^\s*(\d{4})-(\d{1,2})\s*$/.exec(text);
  if (!m) return fail('fng/bad-month', { month: text });
  const month = (Number(m[1]) - FIRST_YEAR) * 12 + Number(m[2]) - 1;
  const valid = Number(m[2]) >= 1 && Number(m[2]) <= 12 && month >= FIRST_MONTH && month <= LAST_MONTH;
  return valid ? ok(month) : fail('fng/bad-month', { month: text });
}

/** Where a tour stands: its army, first month and the campaign turn now being played (0-based). */
export interface TourClock {
  readonly army: ArmyId;
  readonly startMonth: CampaignMonth;
  readonly turn: number;
}

export type MonthHalf = 'early' | 'late';

/** The campaign turn a clock points at: its month, half (labelled as L1238 does, "early January 1967"), and whether it is the tour's last. */
export function currentTurn(clock: TourClock): {
  readonly month: CampaignMonth;
  readonly half: MonthHalf;
  readonly label: string;
  readonly lastTurn: boolean;
} {
  const month = clock.startMonth + Math.floor(clock.turn / TURNS_PER_MONTH);
  const half: MonthHalf = clock.turn % TURNS_PER_MONTH === 0 ? 'early' : 'late';
  return { month, half, label: `${half} ${monthName(month)}`, lastTurn: clock.turn === tourTurns(clock.army) - 1 };
}

/** Campaign turns in a full tour: 24 for a year, 26 for the Marines' 13 months (L1238). */
export function tourTurns(army: ArmyId): number {
  return TOUR_MONTHS[army] * TURNS_PER_MONTH;
}

/**
 * Starting a tour (L1236, L1241): any month from January 1967, as long as the whole tour ends by
 * December 1968.
 */
export function startTour(input: { readonly army: ArmyId; readonly startMonth: CampaignMonth }): RuleResult<TourClock, TourError> {
  const { army, startMonth } = input;
  if (!Number.isInteger(startMonth) || startMonth < FIRST_MONTH || startMonth > LAST_MONTH) {
    return fail('fng/bad-month', { month: startMonth });
  }
  const lastMonth = startMonth + TOUR_MONTHS[army] - 1;
  if (lastMonth > LAST_MONTH) return fail('fng/tour-ends-after-1968', { start: monthLabel(startMonth), end: monthLabel(lastMonth) });
  return ok({ army, startMonth, turn: 0 });
}

/** Whether every campaign turn of the tour has been played. */
export function tourOver(clock: TourClock): boolean {
  return clock.turn >= tourTurns(clock.army);
}

/** The clock after a campaign turn; a late turn ends the month (the caller then runs `monthEnd`). */
export function nextTurn(clock: TourClock): { readonly clock: TourClock; readonly monthEnded: boolean } {
  return { clock: { ...clock, turn: clock.turn + 1 }, monthEnded: clock.turn % TURNS_PER_MONTH === 1 };
}

/**
 * The Star's DEROS: the full tour (the campaign is his tour, L1233, L2323) or rolled like everyone of
 * NCO rank or below (L1232). House rule `fng.deros.star`.
 */
export type StarDeros = 'full-tour' | 'roll';

/**
 * A replacement's DEROS: a new man ("FNG", L1232) serves a full tour, or it is rolled as at the
 * start. House rule `fng.replacement.deros`.
 */
export type ReplacementDeros = 'full-tour' | 'roll-2d6';

export interface DerosRoll {
  /** Months left before he goes home (or, for an officer, is reassigned). */
  readonly months: number;
  readonly part?: RolledPart;
}

/**
 * DEROS (L1232): 2d6 summed for every man of NCO rank or below, 1d6 for each officer, in months.
 * `fullTour` skips the roll (the Star, or a new enlisted man under the full-tour house rules).
 */
export function rollDeros(
  input: { readonly officer: boolean; readonly fullTour: boolean; readonly army: ArmyId; readonly label: string },
  roller: Roller,
): DerosRoll {
  if (input.fullTour) return { months: TOUR_MONTHS[input.army] };
  if (input.officer) {
    const { score, part } = d6(roller, `DEROS ${input.label}`);
    return { months: score, part };
  }
  const { total, part } = sumD6(roller, 2, `DEROS ${input.label}`);
  return { months: total, part };
}

export interface Recruit {
  readonly id: string;
  readonly name: string;
  readonly rep: number;
  readonly attributes: readonly string[];
  readonly star: boolean;
  readonly officer: boolean;
  readonly role: RosterRole;
  readonly squad: number | null;
}

export type EnlistError = 'fng/bad-rep';

/**
 * Puts a man on the roster with his DEROS (Getting Started, L1241; DEROS L1232). At the start of the
 * tour DEROS is what is left of a 12/13-month tour, so a man rolled 5 has already served 7 months (and
 * starts near Short Timer checks); officers' DEROS is time to reassignment, so they count 0 months.
 * A replacement is new in country.
 */
export function enlist(
  input: {
    readonly recruit: Recruit;
    readonly army: ArmyId;
    readonly month: CampaignMonth;
    readonly arrival: 'tour-start' | 'replacement';
    readonly starDeros: StarDeros;
    readonly replacementDeros: ReplacementDeros;
  },
  roller: Roller,
): RuleResult<{ readonly entry: RosterEntry; readonly deros: DerosRoll }, EnlistError> {
  const { recruit, army, month, arrival } = input;
  if (!Number.isInteger(recruit.rep) || recruit.rep < 1 || recruit.rep > 7) return fail('fng/bad-rep', { rep: recruit.rep });
  // An officer's DEROS is his time to reassignment, always 1d6, unless he is the Star.
  const fullTour =
    (recruit.star && input.starDeros === 'full-tour') ||
    (!recruit.officer && arrival === 'replacement' && input.replacementDeros === 'full-tour');
  const deros = rollDeros({ officer: recruit.officer, fullTour, army, label: recruit.name }, roller);
  const served = arrival === 'replacement' || recruit.officer ? 0 : Math.max(0, TOUR_MONTHS[army] - deros.months);
  return ok({
    entry: {
      ...recruit,
      highestRep: recruit.rep,
      wounds: 0,
      monthsInCountry: served,
      derosMonth: month + deros.months,
      shortTimer: false,
      absence: null,
    },
    deros,
  });
}

/** Months until he goes home, as the roster's DEROS column shows it. */
export function derosLeft(entry: RosterEntry, month: CampaignMonth): number {
  return Math.max(0, entry.derosMonth - month);
}

/** Whether he can be taken on the next mission. */
export function available(entry: RosterEntry): boolean {
  return entry.absence === null;
}

export type MonthEndEvent =
  | { readonly kind: 'rotated-home'; readonly id: string; readonly officer: boolean }
  | { readonly kind: 'short-timer-check'; readonly id: string; readonly check: ShortTimerCheck };

/**
 * The end of a campaign month (L1232, L2302, L2305): each man serves one more month; whoever reaches
 * his DEROS goes home (to be replaced automatically, L2307); everyone else in his 10th month or later
 * and above REP 3 takes the Short Timer check. Returns the roster without the men who left.
 */
export function monthEnd(
  input: { readonly roster: readonly RosterEntry[]; readonly endingMonth: CampaignMonth; readonly shortTimerMonths: ShortTimerMonths },
  roller: Roller,
): { readonly roster: readonly RosterEntry[]; readonly events: readonly MonthEndEvent[] } {
  const newMonth = input.endingMonth + 1;
  const roster: RosterEntry[] = [];
  const events: MonthEndEvent[] = [];
  for (const man of input.roster) {
    const served = { ...man, monthsInCountry: man.monthsInCountry + 1 };
    if (served.derosMonth <= newMonth) {
      events.push({ kind: 'rotated-home', id: man.id, officer: man.officer });
      continue;
    }
    if (!shortTimerDue(served)) {
      roster.push(served);
      continue;
    }
    const check = unwrapCheck(
      shortTimerCheck(
        { name: man.name, rep: served.rep, attributes: served.attributes.length, monthsInCountry: served.monthsInCountry, months: input.shortTimerMonths },
        roller,
      ),
    );
    events.push({ kind: 'short-timer-check', id: man.id, check });
    roster.push({ ...served, rep: check.newRep, shortTimer: served.shortTimer || check.becameShortTimer });
  }
  return { roster, events };
}

function unwrapCheck(r: RuleResult<ShortTimerCheck>): ShortTimerCheck {
  if (!r.ok) throw new Error(`short timer check refused: ${r.code}`);
  return r.value;
}

/**
 * After a mission is played: absences count down one mission (R&R lasts one, recovery 1/2d6, L993).
 * Call it before the after-action steps add new absences.
 */
export function missionPlayed(roster: readonly RosterEntry[]): readonly RosterEntry[] {
  return roster.map((man) => {
    if (man.absence === null) return man;
    const missions = man.absence.missions - 1;
    return { ...man, absence: missions > 0 ? { ...man.absence, missions } : null };
  });
}
