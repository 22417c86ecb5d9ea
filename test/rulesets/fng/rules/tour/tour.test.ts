import { describe, expect, it } from 'vitest';
import {
  calendarMonth,
  currentTurn,
  derosLeft,
  enlist,
  missionPlayed,
  monthEnd,
  monthLabel,
  nextTurn,
  parseMonth,
  rollDeros,
  startTour,
  tourOver,
  tourTurns,
  type Recruit,
  type RosterEntry,
} from '../../../../../src/rulesets/fng/rules/tour/tour.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const recruit = (over: Partial<Recruit> = {}): Recruit => ({
  id: 'kelly',
  name: 'Pfc Kelly',
  rep: 4,
  attributes: ['54'],
  star: false,
  officer: false,
  role: 'soldier',
  squad: 1,
  ...over,
});

const rules = { starDeros: 'full-tour', replacementDeros: 'full-tour' } as const;

describe('FNG time in the campaign (seed L1234–L1238)', () => {
  it('GIVEN months THEN January 1967 is 0 and December 1968 is 23', () => {
    expect(unwrap(parseMonth('1967-01'))).toBe(0);
    expect(unwrap(parseMonth('1968-12'))).toBe(23);
    expect(monthLabel(17)).toBe('1968-06');
    expect(calendarMonth(16)).toBe(5);
    expectCode(parseMonth('1966-12'), 'fng/bad-month');
    expectCode(parseMonth('1969-01'), 'fng/bad-month');
    expectCode(parseMonth('1967-13'), 'fng/bad-month');
    expectCode(parseMonth('soon'), 'fng/bad-month');
  });

  it('GIVEN an army THEN a tour of 24 turns, 26 for the Marines (L1238)', () => {
    expect(tourTurns('us-army')).toBe(24);
    expect(tourTurns('usmc')).toBe(26);
    expect(tourTurns('anzac')).toBe(24);
  });

  it('GIVEN a start THEN the tour must end by December 1968 (L1236)', () => {
    expect(unwrap(startTour({ army: 'us-army', startMonth: 12 }))).toEqual({ army: 'us-army', startMonth: 12, turn: 0 });
    expectCode(startTour({ army: 'us-army', startMonth: 13 }), 'fng/tour-ends-after-1968');
    expect(startTour({ army: 'usmc', startMonth: 11 }).ok).toBe(true);
    expectCode(startTour({ army: 'usmc', startMonth: 12 }), 'fng/tour-ends-after-1968');
    expectCode(startTour({ army: 'usmc', startMonth: -1 }), 'fng/bad-month');
  });

  it('GIVEN campaign turns THEN early and late January make the first month (example L1238)', () => {
    const clock = unwrap(startTour({ army: 'us-army', startMonth: 0 }));
    expect(currentTurn(clock)).toMatchObject({ month: 0, half: 'early', label: 'early January 1967', lastTurn: false });
    const second = nextTurn(clock);
    expect(second.monthEnded).toBe(false);
    expect(currentTurn(second.clock)).toMatchObject({ month: 0, half: 'late' });
    const third = nextTurn(second.clock);
    expect(third.monthEnded).toBe(true);
    expect(currentTurn(third.clock)).toMatchObject({ month: 1, half: 'early' });
    expect(currentTurn({ ...clock, turn: 23 }).lastTurn).toBe(true);
    expect(tourOver({ ...clock, turn: 23 })).toBe(false);
    expect(tourOver({ ...clock, turn: 24 })).toBe(true);
  });
});

describe('FNG DEROS (seed L1232)', () => {
  it('GIVEN a man of NCO rank or below THEN 2d6 months; an officer 1d6', () => {
    expect(rollDeros({ officer: false, fullTour: false, army: 'us-army', label: 'A' }, dice(3, 4)).months).toBe(7);
    expect(rollDeros({ officer: true, fullTour: false, army: 'us-army', label: 'Lt' }, dice(5)).months).toBe(5);
    expect(rollDeros({ officer: false, fullTour: true, army: 'usmc', label: 'A' }, dice()).months).toBe(13);
  });

  it('GIVEN the tour starts THEN a man with DEROS 5 has served 7 of his 12 months and leaves in month 5', () => {
    const { entry } = unwrap(enlist({ recruit: recruit(), army: 'us-army', month: 0, arrival: 'tour-start', ...rules }, dice(2, 3)));
    expect(entry).toMatchObject({ monthsInCountry: 7, derosMonth: 5, rep: 4, highestRep: 4, wounds: 0, shortTimer: false, absence: null });
    expect(derosLeft(entry, 2)).toBe(3);
  });

  it('GIVEN an officer THEN 1d6 to reassignment and no months counted', () => {
    const { entry } = unwrap(
      enlist({ recruit: recruit({ officer: true, role: 'platoon-leader', squad: null }), army: 'us-army', month: 3, arrival: 'tour-start', ...rules }, dice(4)),
    );
    expect(entry).toMatchObject({ monthsInCountry: 0, derosMonth: 7 });
  });

  it('GIVEN the Star THEN the whole tour by default, or rolled under the house rule', () => {
    const star = recruit({ star: true, role: 'squad-leader' });
    expect(unwrap(enlist({ recruit: star, army: 'usmc', month: 0, arrival: 'tour-start', ...rules }, dice())).entry).toMatchObject({
      monthsInCountry: 0,
      derosMonth: 13,
    });
    expect(unwrap(enlist({ recruit: star, army: 'usmc', month: 0, arrival: 'tour-start', ...rules, starDeros: 'roll' }, dice(6, 4))).entry.derosMonth).toBe(10);
  });

  it('GIVEN a replacement THEN new in country for a full tour, or 2d6 DEROS under the house rule', () => {
    expect(unwrap(enlist({ recruit: recruit(), army: 'us-army', month: 6, arrival: 'replacement', ...rules }, dice())).entry).toMatchObject({
      monthsInCountry: 0,
      derosMonth: 18,
    });
    expect(
      unwrap(enlist({ recruit: recruit(), army: 'us-army', month: 6, arrival: 'replacement', ...rules, replacementDeros: 'roll-2d6' }, dice(1, 2))).entry,
    ).toMatchObject({ monthsInCountry: 0, derosMonth: 9 });
  });

  it('GIVEN a replacement lieutenant THEN 1d6 to reassignment; a Star lieutenant serves the tour', () => {
    const lt = recruit({ officer: true, role: 'platoon-leader', squad: null });
    expect(unwrap(enlist({ recruit: lt, army: 'us-army', month: 6, arrival: 'replacement', ...rules }, dice(2))).entry.derosMonth).toBe(8);
    expect(unwrap(enlist({ recruit: { ...lt, star: true }, army: 'us-army', month: 0, arrival: 'tour-start', ...rules }, dice())).entry.derosMonth).toBe(12);
  });

  it('GIVEN an impossible REP THEN it is refused', () => {
    expectCode(enlist({ recruit: recruit({ rep: 0 }), army: 'us-army', month: 0, arrival: 'tour-start', ...rules }, dice()), 'fng/bad-rep');
  });
});

describe('FNG the end of a campaign month (seed L1232, L2302, L2305)', () => {
  const entry = (over: Partial<RosterEntry>): RosterEntry => ({
    ...recruit(),
    highestRep: 4,
    wounds: 0,
    monthsInCountry: 3,
    derosMonth: 10,
    shortTimer: false,
    absence: null,
    ...over,
  });

  it('GIVEN a man whose DEROS comes THEN he goes home and leaves the roster', () => {
    const r = monthEnd({ roster: [entry({ id: 'a', derosMonth: 5 }), entry({ id: 'b' })], endingMonth: 4, shortTimerMonths: 'completed' }, dice());
    expect(r.events).toEqual([{ kind: 'rotated-home', id: 'a', officer: false }]);
    expect(r.roster.map((m) => [m.id, m.monthsInCountry])).toEqual([['b', 4]]);
  });

  it('GIVEN a man starting his 10th month THEN the Short Timer check; failing it, −1 REP and a Short Timer', () => {
    const r = monthEnd({ roster: [entry({ monthsInCountry: 8, rep: 5, highestRep: 5 })], endingMonth: 4, shortTimerMonths: 'completed' }, dice(1));
    expect(r.roster[0]).toMatchObject({ monthsInCountry: 9, rep: 4, shortTimer: true });
    expect(r.events[0]).toMatchObject({ kind: 'short-timer-check', check: { total: 7, months: 9 } });
  });

  it('GIVEN a Short Timer at REP 3 or a man before his 10th month THEN no check', () => {
    const d = dice();
    const r = monthEnd(
      { roster: [entry({ monthsInCountry: 10, rep: 3, shortTimer: true }), entry({ monthsInCountry: 7 })], endingMonth: 0, shortTimerMonths: 'completed' },
      d,
    );
    expect(r.events).toEqual([]);
    expect(r.roster.map((m) => m.monthsInCountry)).toEqual([11, 8]);
  });

  it('GIVEN a man passing the check THEN he keeps his REP but is checked again next month', () => {
    const first = monthEnd({ roster: [entry({ monthsInCountry: 8, rep: 5, highestRep: 5, attributes: ['11', '12'] })], endingMonth: 0, shortTimerMonths: 'completed' }, dice(6));
    expect(first.roster[0]).toMatchObject({ rep: 5, shortTimer: false });
    const second = monthEnd({ roster: first.roster, endingMonth: 1, shortTimerMonths: 'completed' }, dice(3));
    expect(second.roster[0]).toMatchObject({ rep: 5, monthsInCountry: 10 });
    expect(second.events[0]).toMatchObject({ check: { total: 10, months: 10, becameShortTimer: false } });
  });
});

describe('FNG tour persistence across missions', () => {
  it('GIVEN R&R and a wounded man THEN each misses his missions and returns with his REP, wounds, attributes and DEROS', () => {
    const { entry } = unwrap(enlist({ recruit: recruit(), army: 'us-army', month: 0, arrival: 'tour-start', ...rules }, dice(6, 5)));
    const wounded: RosterEntry = { ...entry, rep: 3, wounds: 1, absence: { reason: 'recovering', missions: 2 } };
    const onLeave: RosterEntry = { ...entry, id: 'b', absence: { reason: 'r-and-r', missions: 1 } };
    const after1 = missionPlayed([wounded, onLeave]);
    expect(after1.map((m) => m.absence)).toEqual([{ reason: 'recovering', missions: 1 }, null]);
    const after2 = missionPlayed(after1);
    expect(after2[0]).toEqual({ ...entry, rep: 3, wounds: 1, absence: null });
    expect(after2[0]!.attributes).toEqual(['54']);
    expect(after2[0]!.derosMonth).toBe(11);
  });
});
