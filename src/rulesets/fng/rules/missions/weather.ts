import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { chance, halfD6, sumD6 } from '../figures/dice.js';

/** The Weather/Day Part table's rainy-season modifier (L1357, L1370). */
export const RAINY_WEATHER_MODIFIER = 1;

/**
 * Which of the table's two 2d6 rolls the rainy-season +1 modifies: it is printed once in the table's
 * header (L1357, L1370). House rule `fng.weather.rainy-modifier`.
 */
export type RainyModifierOn = 'weather' | 'day-part-and-weather';

/**
 * Which turn counts the afternoon (8–9) and evening (10–11) rows use: the table's (L1364, L1366) or
 * the worked example's (L1347: an 8 gives 10 turns, the 10 row 6 + 1/2d6). House rule
 * `fng.day-part.reading`.
 */
export type DayPartReading = 'table' | 'example';

export type Light = 'daylight' | 'night';
export type DayPartName = 'night' | 'pre-dawn' | 'morning' | 'afternoon' | 'evening';

/** A row of the Day Part column, named by the lowest total that reads it (the seed's "go to 3"). */
export type DayPartRow = 2 | 3 | 5 | 6 | 7 | 8 | 10 | 12;

interface TurnCount {
  readonly base: number;
  /** Add 1/2d6 to the base. */
  readonly halfD6: boolean;
}

interface DayPartEntry {
  readonly row: DayPartRow;
  readonly highest: number;
  readonly name: DayPartName;
  readonly light: Light;
  readonly turns: TurnCount;
  readonly next: DayPartRow;
}

/** Day Part column (L1356–L1368). */
export const DAY_PART_TABLE = {
  source: 'seed L1356–L1368',
  rows: [
    { row: 2, highest: 2, name: 'night', light: 'night', turns: { base: 3, halfD6: true }, next: 3 },
    { row: 3, highest: 4, name: 'pre-dawn', light: 'night', turns: { base: 3, halfD6: true }, next: 5 },
    { row: 5, highest: 5, name: 'morning', light: 'daylight', turns: { base: 10, halfD6: false }, next: 7 },
    { row: 6, highest: 6, name: 'morning', light: 'daylight', turns: { base: 3, halfD6: true }, next: 7 },
    { row: 7, highest: 7, name: 'afternoon', light: 'daylight', turns: { base: 10, halfD6: false }, next: 10 },
    { row: 8, highest: 9, name: 'afternoon', light: 'daylight', turns: { base: 3, halfD6: false }, next: 10 },
    { row: 10, highest: 11, name: 'evening', light: 'daylight', turns: { base: 3, halfD6: true }, next: 12 },
    { row: 12, highest: Number.POSITIVE_INFINITY, name: 'night', light: 'night', turns: { base: 10, halfD6: false }, next: 3 },
  ] as const satisfies readonly DayPartEntry[],
} as const;

/** The two rows the worked example L1347 reads differently. */
const EXAMPLE_TURNS: Partial<Record<DayPartRow, TurnCount>> = {
  8: { base: 10, halfD6: false },
  10: { base: 6, halfD6: true },
};

export interface DayPartState {
  readonly row: DayPartRow;
  readonly name: DayPartName;
  readonly light: Light;
  /** Turns of this Day Part before moving to `next`. */
  readonly turns: number;
  readonly next: DayPartRow;
  readonly parts: readonly RolledPart[];
}

function entryFor(row: DayPartRow): DayPartEntry {
  const e = DAY_PART_TABLE.rows.find((r) => r.row === row);
  if (!e) throw new Error(`no day part row ${row}`);
  return e;
}

function enter(row: DayPartRow, reading: DayPartReading, roller: Roller, first: readonly RolledPart[]): DayPartState {
  const e = entryFor(row);
  const count = (reading === 'example' ? EXAMPLE_TURNS[row] : undefined) ?? e.turns;
  const parts = [...first];
  let turns = count.base;
  if (count.halfD6) {
    const h = halfD6(roller, `day part ${e.name} turns`);
    turns += h.value;
    parts.push(h.part);
  }
  return { row, name: e.name, light: e.light, turns, next: e.next, parts };
}

function rowForTotal(total: number): DayPartRow {
  const e = DAY_PART_TABLE.rows.find((r) => total <= r.highest);
  if (!e) throw new Error(`no day part row for ${total}`);
  return e.row;
}

/**
 * Day Part at the start of a Mission (L1345, L1356–L1368; example L1336): 2d6 summed, plus 1 in the
 * rainy season when `rainyModifierOn` covers the day part. Rows with "3 + 1/2d6" roll their turns.
 */
export function dayPart(
  input: { readonly rainySeason: boolean; readonly rainyModifierOn: RainyModifierOn; readonly reading: DayPartReading },
  roller: Roller,
): DayPartState & { readonly total: number } {
  const { total: roll, part } = sumD6(roller, 2, 'day part');
  const total = roll + (input.rainySeason && input.rainyModifierOn === 'day-part-and-weather' ? RAINY_WEATHER_MODIFIER : 0);
  return { ...enter(rowForTotal(total), input.reading, roller, [part]), total };
}

/** Which Day Parts are dark (L1362–L1368): night and pre-dawn; the evening is still daylight. */
export const DAY_PART_LIGHT: Readonly<Record<DayPartName, Light>> = { night: 'night', 'pre-dawn': 'night', morning: 'daylight', afternoon: 'daylight', evening: 'daylight' };

/**
 * The row a Day Part chosen by name starts on (L1343: "you can pick the time of day"): the row of that
 * name with the longest run, so a chosen part lasts as the table's full one does.
 */
export const DAY_PART_START: Readonly<Record<DayPartName, DayPartRow>> = { night: 12, 'pre-dawn': 3, morning: 5, afternoon: 7, evening: 10 };

/** A Day Part entered on `row` (L1356–L1368), its turns rolled where the row says 3 + 1/2d6. */
export function startDayPart(row: DayPartRow, reading: DayPartReading, roller: Roller): DayPartState {
  return enter(row, reading, roller, []);
}

/** The Day Part that follows when `current`'s turns run out ("then go to 7", L1362–L1368). */
export function nextDayPart(currentRow: DayPartRow, reading: DayPartReading, roller: Roller): DayPartState {
  return enter(entryFor(currentRow).next, reading, roller, []);
}

export type Weather = 'clear' | 'variable' | 'inclement' | 'terrible';

/** Weather column (L1371–L1378): 2–6 clear, 7 variable, 8–9 inclement, 10 and over terrible. */
export const WEATHER_TABLE = {
  source: 'seed L1371–L1378',
  rows: [
    { highest: 6, weather: 'clear' },
    { highest: 7, weather: 'variable' },
    { highest: 9, weather: 'inclement' },
    { highest: Number.POSITIVE_INFINITY, weather: 'terrible' },
  ],
} as const;

/** What each weather does (L1378). */
export const WEATHER_EFFECTS = {
  clear: { aircraft: 'fly' },
  /** Treated as clear until the first Activation doubles (see `variableWeather`). */
  variable: { aircraft: 'fly' },
  inclement: { aircraft: 'may-not-take-off', cannotTakeOff: { low: 1, high: 2 }, lateTurns: '1/2d6' },
  terrible: {
    aircraft: 'grounded',
    losDaylight: 12,
    losNight: 6,
    mudWhereFootnoted: true,
    paddiesFlooded: true,
    roadsAffected: false,
  },
} as const;

function weatherForTotal(total: number): Weather {
  const row = WEATHER_TABLE.rows.find((r) => total <= r.highest);
  if (!row) throw new Error(`no weather for ${total}`);
  return row.weather;
}

export interface WeatherResult {
  readonly weather: Weather;
  readonly roll: number;
  readonly total: number;
  readonly part: RolledPart;
}

/**
 * Weather for the Mission (L1350, L1371–L1378; examples L1336, L1351): 2d6 summed, +1 in the rainy
 * season (house rule `fng.weather.rainy-modifier` puts it at least here). It lasts the Mission unless
 * variable.
 */
export function weather(input: { readonly rainySeason: boolean }, roller: Roller): WeatherResult {
  const { total: roll, part } = sumD6(roller, 2, 'weather');
  const total = roll + (input.rainySeason ? RAINY_WEATHER_MODIFIER : 0);
  return { weather: weatherForTotal(total), roll, total, part };
}

export type VariableWeatherError = 'fng/not-doubles';

/**
 * Variable weather settles at the first Activation doubles (L1350–L1351, L1378): that doubles total is
 * read on the Weather column, as scored, for the rest of the Mission (double 4s → 8 → inclement).
 */
export function variableWeather(faces: readonly [number, number]): RuleResult<Exclude<Weather, 'variable'>, VariableWeatherError> {
  const [a, b] = faces;
  if (a !== b || !Number.isInteger(a) || a < 1 || a > 6) return fail('fng/not-doubles', { faces: `${a},${b}` });
  const w = weatherForTotal(a + b);
  // Doubles totals are even, so they never land on the 7 "variable" row.
  if (w === 'variable') throw new Error('doubles read as variable weather');
  return ok(w);
}

/**
 * One level better or worse (Random Events, L1641): clear ↔ inclement ↔ terrible. Variable weather
 * counts as clear until it settles.
 */
export function shiftWeather(current: Weather, direction: 'worse' | 'better'): Exclude<Weather, 'variable'> {
  const ladder = ['clear', 'inclement', 'terrible'] as const;
  const i = ladder.indexOf(current === 'variable' ? 'clear' : current);
  const j = Math.min(ladder.length - 1, Math.max(0, i + (direction === 'worse' ? 1 : -1)));
  return ladder[j]!;
}

/**
 * Inclement weather (L1378): "when any aircraft is supposed to fly there is a chance (1-2) that it
 * cannot get off the ground. If go airborne will arrive 1/2d6 later than listed."
 */
export function inclementTakeOff(roller: Roller): { readonly grounded: boolean; readonly late: number; readonly parts: readonly RolledPart[] } {
  const c = chance(roller, 1, WEATHER_EFFECTS.inclement.cannotTakeOff.high, 'inclement weather: off the ground?');
  if (c.happens) return { grounded: true, late: 0, parts: [c.part] };
  const h = halfD6(roller, 'inclement weather: turns late');
  return { grounded: false, late: h.value, parts: [c.part, h.part] };
}
