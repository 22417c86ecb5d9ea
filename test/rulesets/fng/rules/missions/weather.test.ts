import { describe, expect, it } from 'vitest';
import { dayPart, nextDayPart, shiftWeather, variableWeather, weather } from '../../../../../src/rulesets/fng/rules/missions/weather.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const dry = { rainySeason: false, rainyModifierOn: 'weather', reading: 'table' } as const;

describe('FNG Day Part (seed L1345, L1356–L1368)', () => {
  it('GIVEN each total THEN its row, light and turns (1/2d6 scripted as 5 → 3)', () => {
    const rows = [
      { faces: [1, 1, 5], row: 2, name: 'night', light: 'night', turns: 6, next: 3 },
      { faces: [1, 2, 5], row: 3, name: 'pre-dawn', light: 'night', turns: 6, next: 5 },
      { faces: [2, 2, 5], row: 3, name: 'pre-dawn', light: 'night', turns: 6, next: 5 },
      { faces: [2, 3], row: 5, name: 'morning', light: 'daylight', turns: 10, next: 7 },
      { faces: [3, 3, 5], row: 6, name: 'morning', light: 'daylight', turns: 6, next: 7 },
      { faces: [3, 4], row: 7, name: 'afternoon', light: 'daylight', turns: 10, next: 10 },
      { faces: [4, 4], row: 8, name: 'afternoon', light: 'daylight', turns: 3, next: 10 },
      { faces: [4, 5], row: 8, name: 'afternoon', light: 'daylight', turns: 3, next: 10 },
      { faces: [5, 5, 5], row: 10, name: 'evening', light: 'daylight', turns: 6, next: 12 },
      { faces: [5, 6, 5], row: 10, name: 'evening', light: 'daylight', turns: 6, next: 12 },
      { faces: [6, 6], row: 12, name: 'night', light: 'night', turns: 10, next: 3 },
    ] as const;
    for (const r of rows) {
      const d = dice(...r.faces);
      const s = dayPart(dry, d);
      expect({ row: s.row, name: s.name, light: s.light, turns: s.turns, next: s.next }).toEqual({
        row: r.row,
        name: r.name,
        light: r.light,
        turns: r.turns,
        next: r.next,
      });
      expect(d.remaining).toBe(0);
    }
  });

  it('GIVEN a 6 THEN "Morning, 3 + 1/2d6 turns of daylight, then go to 7" (example L1336)', () => {
    const s = dayPart(dry, dice(2, 4, 1));
    expect(s).toMatchObject({ name: 'morning', turns: 4, next: 7 });
  });

  it('GIVEN a Day Part that runs out THEN the named row follows, rolling its turns', () => {
    expect(nextDayPart(2, 'table', dice(3))).toMatchObject({ row: 3, name: 'pre-dawn', turns: 5 });
    expect(nextDayPart(3, 'table', dice())).toMatchObject({ row: 5, name: 'morning', turns: 10 });
    expect(nextDayPart(7, 'table', dice(6))).toMatchObject({ row: 10, name: 'evening', turns: 6 });
    expect(nextDayPart(10, 'table', dice())).toMatchObject({ row: 12, name: 'night', turns: 10 });
    expect(nextDayPart(12, 'table', dice(1))).toMatchObject({ row: 3, name: 'pre-dawn', turns: 4 });
  });

  it('GIVEN the example reading THEN an 8 gives 10 turns of afternoon and the 10 row 6 + 1/2d6 (example L1347)', () => {
    const s = dayPart({ ...dry, reading: 'example' }, dice(3, 5));
    expect(s).toMatchObject({ name: 'afternoon', turns: 10, next: 10 });
    expect(nextDayPart(s.row, 'example', dice(2))).toMatchObject({ name: 'evening', turns: 7 });
  });

  it('GIVEN the rainy season THEN the Day Part gets +1 only under the day-part-and-weather house rule', () => {
    expect(dayPart({ ...dry, rainySeason: true }, dice(3, 3, 1)).row).toBe(6);
    expect(dayPart({ rainySeason: true, rainyModifierOn: 'day-part-and-weather', reading: 'table' }, dice(3, 3)).row).toBe(7);
    expect(dayPart({ rainySeason: true, rainyModifierOn: 'day-part-and-weather', reading: 'table' }, dice(6, 6)).row).toBe(12);
  });
});

describe('FNG Weather (seed L1350–L1351, L1371–L1378)', () => {
  it('GIVEN each total THEN 2–6 clear, 7 variable, 8–9 inclement, 10–12 terrible', () => {
    const w = (a: number, b: number, rainy = false) => weather({ rainySeason: rainy }, dice(a, b)).weather;
    expect([w(1, 1), w(1, 2), w(2, 2), w(2, 3), w(3, 3)]).toEqual(['clear', 'clear', 'clear', 'clear', 'clear']);
    expect(w(3, 4)).toBe('variable');
    expect([w(4, 4), w(4, 5)]).toEqual(['inclement', 'inclement']);
    expect([w(5, 5), w(5, 6), w(6, 6)]).toEqual(['terrible', 'terrible', 'terrible']);
  });

  it('GIVEN the rainy season THEN +1: a 6 is variable, a 9 terrible, a 12 reads 13 as terrible', () => {
    const w = (a: number, b: number) => weather({ rainySeason: true }, dice(a, b));
    expect(w(3, 3).weather).toBe('variable');
    expect(w(4, 5).weather).toBe('terrible');
    expect(w(6, 6)).toMatchObject({ weather: 'terrible', total: 13 });
  });

  it('GIVEN a 9 THEN inclement weather (example L1336)', () => {
    expect(weather({ rainySeason: false }, dice(4, 5)).weather).toBe('inclement');
  });

  it('GIVEN variable weather and double 4s for Activation THEN inclement for the rest of the Mission (example L1351)', () => {
    expect(unwrap(variableWeather([4, 4]))).toBe('inclement');
    expect([1, 2, 3, 5, 6].map((f) => unwrap(variableWeather([f, f])))).toEqual(['clear', 'clear', 'clear', 'terrible', 'terrible']);
    expectCode(variableWeather([3, 4]), 'fng/not-doubles');
  });

  it('GIVEN a Random Event shift THEN one level along clear ↔ inclement ↔ terrible (L1641)', () => {
    expect(shiftWeather('clear', 'worse')).toBe('inclement');
    expect(shiftWeather('inclement', 'worse')).toBe('terrible');
    expect(shiftWeather('terrible', 'worse')).toBe('terrible');
    expect(shiftWeather('terrible', 'better')).toBe('inclement');
    expect(shiftWeather('variable', 'better')).toBe('clear');
  });

  it('GIVEN all 36 rolls THEN the weather odds are exact for both seasons', () => {
    const odds = (rainy: boolean) =>
      (['clear', 'variable', 'inclement', 'terrible'] as const).map((k) =>
        countFaces(2, (f) => weather({ rainySeason: rainy }, dice(...f)).weather === k),
      );
    expect(odds(false)).toEqual([15, 6, 9, 6]);
    expect(odds(true)).toEqual([10, 5, 11, 10]);
  });
});
