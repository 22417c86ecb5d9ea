import { describe, expect, it } from 'vitest';
import {
  decreaseRep,
  derosReplacement,
  improveRep,
  missionOutcome,
  replaceLeaders,
  replacementRep,
  replacementRoll,
  replacementTester,
  shortTimerCheck,
} from '../../../../../src/rulesets/fng/rules/tour/personnel.js';
import type { ArmyId, RosterEntry } from '../../../../../src/rulesets/fng/rules/tour/tour.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const man = (id: string, over: Partial<RosterEntry> = {}): RosterEntry => ({
  id,
  name: id,
  rep: 4,
  highestRep: 4,
  attributes: [],
  star: false,
  officer: false,
  role: 'soldier',
  squad: 1,
  wounds: 0,
  monthsInCountry: 3,
  derosMonth: 12,
  shortTimer: false,
  absence: null,
  ...over,
});

describe('FNG successful mission (seed L2302–L2310)', () => {
  const base = { contacted: true, outOfTheFight: false, retired: false, confirmedKills: 1, shortTimer: false };
  it('GIVEN contact, on his feet, not retired and a confirmed kill THEN a success', () => {
    expect(missionOutcome(base)).toBe('success');
  });
  it('GIVEN any requirement missed THEN a failure; a Short Timer never succeeds', () => {
    expect(missionOutcome({ ...base, outOfTheFight: true })).toBe('failure');
    expect(missionOutcome({ ...base, retired: true })).toBe('failure');
    expect(missionOutcome({ ...base, confirmedKills: 0 })).toBe('failure');
    expect(missionOutcome({ ...base, shortTimer: true })).toBe('failure');
  });
  it('GIVEN no enemy met THEN neither (the exception, L2310)', () => {
    expect(missionOutcome({ ...base, contacted: false, confirmedKills: 0 })).toBe('no-contact');
  });
});

describe('FNG Improving REP (seed L2301, L2303, L2306; Attributes L358)', () => {
  const input = {
    name: 'Pfc Joe',
    rep: 4,
    highestRep: 4,
    star: false,
    derosLeft: 8,
    successfulMission: true,
    medalRolls: 0,
    increasesAllowed: true,
    derosGate: true,
  };
  const improve = (faces: number[], over: Partial<typeof input> = {}) => unwrap(improveRep({ ...input, ...over }, dice(...faces)));

  it('GIVEN a die higher than REP THEN +1 REP, and a Grunt gains a random Attribute on a 6', () => {
    expect(improve([5, 6])).toMatchObject({ newRep: 5, highestRep: 5, rolls: [{ raised: true, attribute: 'gained-random' }] });
    expect(improve([5, 5])).toMatchObject({ newRep: 5, rolls: [{ raised: true, attribute: 'none' }] });
  });

  it('GIVEN a die not higher than REP THEN no change', () => {
    expect(improve([4])).toMatchObject({ newRep: 4, rolls: [{ raised: false }] });
  });

  it('GIVEN a 6 THEN +1 whatever the REP, to 7 at most', () => {
    expect(improve([6], { rep: 6, highestRep: 6, star: true }).newRep).toBe(7);
    expect(improve([6], { rep: 7, highestRep: 7 })).toMatchObject({ newRep: 7, rolls: [{ raised: false }] });
  });

  it('GIVEN a Star THEN he chooses the new Attribute, no roll', () => {
    const d = dice(5);
    expect(unwrap(improveRep({ ...input, star: true }, d)).rolls[0]!.attribute).toBe('star-chooses');
    expect(d.remaining).toBe(0);
  });

  it('GIVEN a REP regained after a loss THEN no new Attribute (L358)', () => {
    expect(improve([5], { rep: 4, highestRep: 5 })).toMatchObject({ newRep: 5, rolls: [{ raised: true, attribute: 'none' }] });
  });

  it('GIVEN a Medal THEN one more roll; without a successful mission the Medal roll alone', () => {
    const twice = improve([5, 1, 6, 2], { medalRolls: 1 });
    expect(twice.rolls).toHaveLength(2);
    expect(twice.newRep).toBe(6);
    expect(improve([2], { successfulMission: false, medalRolls: 1 }).rolls).toHaveLength(1);
    expect(improve([], { successfulMission: false }).skipped).toBe('no-rolls');
  });

  it('GIVEN menial details or confinement THEN no roll', () => {
    expect(improve([], { increasesAllowed: false }).skipped).toBe('increases-barred');
  });

  it('GIVEN the DEROS gate (L2301) THEN a Grunt with DEROS over 10 does not roll; a Star does; the gate off, he rolls', () => {
    expect(improve([], { derosLeft: 11 }).skipped).toBe('deros-over-10');
    expect(improve([5], { derosLeft: 11, star: true }).newRep).toBe(5);
    expect(improve([5, 1], { derosLeft: 11, derosGate: false }).newRep).toBe(5);
    expect(improve([5, 1], { derosLeft: 10 }).newRep).toBe(5);
  });

  it('GIVEN REP 3 to 7 THEN a raise comes 3, 2, 1, 1 and 0 times in 6', () => {
    const raised = (rep: number) => countFaces(1, (f) => improve(f, { rep, highestRep: rep, star: true }).newRep === rep + 1);
    expect([3, 4, 5, 6, 7].map(raised)).toEqual([3, 2, 1, 1, 0]);
  });

  it('GIVEN a Grunt at REP 4 THEN a raise with a new Attribute comes 2 times in 36', () => {
    expect(countFaces(2, (f) => improve(f).rolls[0]!.attribute === 'gained-random')).toBe(2);
  });

  it('GIVEN bad input THEN it is refused', () => {
    expectCode(improveRep({ ...input, rep: 8 }, dice()), 'fng/bad-rep');
    expectCode(improveRep({ ...input, medalRolls: -1 }, dice()), 'fng/bad-count');
  });
});

describe('FNG Decreasing REP (seed L2308–L2310)', () => {
  it('GIVEN a failed mission and a 1 THEN −1 REP; other faces nothing', () => {
    expect(unwrap(decreaseRep({ name: 'A', rep: 5, outcome: 'failure' }, dice(1)))).toMatchObject({ tested: true, newRep: 4 });
    expect(unwrap(decreaseRep({ name: 'A', rep: 5, outcome: 'failure' }, dice(2))).newRep).toBe(5);
  });
  it('GIVEN REP 3 THEN never lower', () => {
    expect(unwrap(decreaseRep({ name: 'A', rep: 3, outcome: 'failure' }, dice(1))).newRep).toBe(3);
  });
  it('GIVEN success or no contact THEN no test', () => {
    expect(unwrap(decreaseRep({ name: 'A', rep: 5, outcome: 'success' }, dice())).tested).toBe(false);
    expect(unwrap(decreaseRep({ name: 'A', rep: 5, outcome: 'no-contact' }, dice())).tested).toBe(false);
  });
  it('GIVEN a failure THEN the loss comes 1 time in 6', () => {
    expect(countFaces(1, (f) => unwrap(decreaseRep({ name: 'A', rep: 5, outcome: 'failure' }, dice(...f))).newRep === 4)).toBe(1);
  });
});

describe('FNG Short Timers (seed L2302, L2305)', () => {
  const st = (faces: number[], over: Partial<{ rep: number; attributes: number; monthsInCountry: number; months: 'completed' | 'current' }> = {}) =>
    unwrap(shortTimerCheck({ name: 'A', rep: 5, attributes: 1, monthsInCountry: 9, months: 'completed', ...over }, dice(...faces)));

  it('GIVEN 1d6 + Attributes + REP under his months in country THEN −1 REP and a Short Timer', () => {
    expect(st([2])).toMatchObject({ total: 8, months: 9, becameShortTimer: true, newRep: 4 });
    expect(st([3])).toMatchObject({ total: 9, becameShortTimer: false, newRep: 5 });
  });

  it('GIVEN the current-month house rule THEN the 10th month counts 10', () => {
    expect(st([3], { months: 'current' })).toMatchObject({ months: 10, becameShortTimer: true });
  });

  it('GIVEN REP 5, one Attribute, start of the 10th month THEN 2 in 6 (completed) or 3 in 6 (current)', () => {
    expect(countFaces(1, (f) => st(f).becameShortTimer)).toBe(2);
    expect(countFaces(1, (f) => st(f, { months: 'current' }).becameShortTimer)).toBe(3);
    expect(countFaces(1, (f) => st(f, { rep: 4, attributes: 0, monthsInCountry: 11 }).becameShortTimer)).toBe(6);
  });

  it('GIVEN fewer than 9 months or REP 3 THEN no check is due', () => {
    expectCode(shortTimerCheck({ name: 'A', rep: 5, attributes: 0, monthsInCountry: 8, months: 'completed' }, dice()), 'fng/short-timer-not-due');
    expectCode(shortTimerCheck({ name: 'A', rep: 3, attributes: 0, monthsInCountry: 11, months: 'completed' }, dice()), 'fng/short-timer-not-due');
  });
});

describe('FNG Replacements (seed L2307, L2309, L2313–L2321)', () => {
  const none = { noReplacements: false, allRep3: false, nextRepBetter: false };
  const roll = (army: ArmyId, faces: number[], over: Partial<{ diceModifier: -1 | 0 | 1; conditions: typeof none }> = {}) =>
    unwrap(replacementRoll({ army, testerRep: 4, diceModifier: 0, conditions: none, ...over }, dice(...faces)));

  it('GIVEN two passes THEN a replacement with a REP rolled on the army list', () => {
    expect(roll('us-army', [1, 4])).toMatchObject({ outcome: 'replacement', rep: { kind: 'army-list', modifier: 0 } });
  });

  it('GIVEN one pass THEN ARVN get one a REP lower, U.S. (Army, Marines) and ANZAC a REP 3 man', () => {
    expect(roll('arvn', [1, 5]).rep).toEqual({ kind: 'army-list', modifier: -1 });
    expect(roll('us-army', [1, 5]).rep).toEqual({ kind: 'fixed', rep: 3 });
    expect(roll('usmc', [1, 5]).rep).toEqual({ kind: 'fixed', rep: 3 });
    expect(roll('anzac', [1, 5]).rep).toEqual({ kind: 'fixed', rep: 3 });
  });

  it('GIVEN no pass THEN no replacement', () => {
    expect(roll('us-army', [5, 6]).outcome).toBe('none');
  });

  it('GIVEN HQ noticed the unit THEN +1d6 (Good 3) or −1d6 (Bad 3)', () => {
    expect(roll('us-army', [6, 1, 2], { diceModifier: 1 }).outcome).toBe('replacement');
    expect(roll('us-army', [1], { diceModifier: -1 }).outcome).toBe('lower-replacement');
  });

  it('GIVEN the mission result THEN no replacements (no roll), all REP 3, or the next one REP better up to 5', () => {
    const d = dice();
    expect(unwrap(replacementRoll({ army: 'us-army', testerRep: 4, diceModifier: 0, conditions: { ...none, noReplacements: true } }, d)).outcome).toBe('none');
    expect(roll('us-army', [1, 1], { conditions: { ...none, allRep3: true } }).rep).toEqual({ kind: 'fixed', rep: 3 });
    expect(roll('us-army', [1, 1], { conditions: { ...none, nextRepBetter: true } })).toMatchObject({
      rep: { kind: 'army-list', modifier: 1, cap: 5 },
      usedBetterRep: true,
    });
    expect(roll('us-army', [1, 6], { conditions: { ...none, nextRepBetter: true } })).toMatchObject({ rep: { kind: 'fixed', rep: 3 }, usedBetterRep: false });
    expect(roll('arvn', [1, 6], { conditions: { ...none, nextRepBetter: true } }).rep).toEqual({ kind: 'army-list', modifier: 0, cap: 5 });
  });

  it('GIVEN the rule and the army-list roll THEN the replacement\'s REP', () => {
    expect(replacementRep({ kind: 'army-list', modifier: 1, cap: 5 }, 4)).toBe(5);
    expect(replacementRep({ kind: 'army-list', modifier: 1, cap: 5 }, 5)).toBe(5);
    expect(replacementRep({ kind: 'army-list', modifier: -1 }, 3)).toBe(2);
    expect(replacementRep({ kind: 'fixed', rep: 3 }, 5)).toBe(3);
  });

  it('GIVEN a man at DEROS THEN he is replaced without a roll, unless no replacements are allowed', () => {
    expect(derosReplacement(none).rep).toEqual({ kind: 'army-list', modifier: 0 });
    expect(derosReplacement({ ...none, noReplacements: true }).rep).toBeNull();
    expect(derosReplacement({ ...none, allRep3: true }).rep).toEqual({ kind: 'fixed', rep: 3 });
  });

  it('GIVEN a REP 4 tester THEN replacement 16, REP-3 man 16, nobody 4 in 36; +1d6 gives a replacement 160 in 216; −1d6 never', () => {
    const o = (f: number[], diceModifier: -1 | 0 | 1 = 0) => roll('us-army', f, { diceModifier }).outcome;
    expect((['replacement', 'lower-replacement', 'none'] as const).map((k) => countFaces(2, (f) => o(f) === k))).toEqual([16, 16, 4]);
    expect(countFaces(3, (f) => o(f, 1) === 'replacement')).toBe(160);
    expect(countFaces(1, (f) => o(f, -1) === 'replacement')).toBe(0);
    expect(countFaces(1, (f) => o(f, -1) === 'lower-replacement')).toBe(4);
  });

  it('GIVEN who is left THEN the Platoon Leader rolls, else the Platoon Sergeant, else the best Squad Leader, else the best man', () => {
    const pl = man('pl', { role: 'platoon-leader', rep: 3, squad: null });
    const psg = man('psg', { role: 'platoon-sergeant', rep: 4, squad: null });
    const sl1 = man('sl1', { role: 'squad-leader', rep: 4 });
    const sl2 = man('sl2', { role: 'squad-leader', rep: 5, squad: 2 });
    const pfc = man('pfc', { rep: 6 });
    expect(replacementTester([pfc, sl1, sl2, psg, pl])!.id).toBe('pl');
    expect(replacementTester([pfc, sl1, sl2, psg])!.id).toBe('psg');
    expect(replacementTester([pfc, sl1, sl2])!.id).toBe('sl2');
    expect(replacementTester([pfc, man('b', { rep: 5 })])!.id).toBe('pfc');
    expect(replacementTester([])).toBeNull();
  });
});

describe('FNG Replacing Leaders (seed L2322)', () => {
  it('GIVEN a lost Platoon Sergeant THEN the best Squad Leader over 8 months, then his post and the next fill in turn', () => {
    const roster = [
      man('sl1', { role: 'squad-leader', rep: 5, monthsInCountry: 9 }),
      man('sl2', { role: 'squad-leader', rep: 6, monthsInCountry: 4, squad: 2 }),
      man('jr1', { role: 'jr-nco', rep: 4, monthsInCountry: 7 }),
      man('jr1b', { role: 'jr-nco', rep: 5, monthsInCountry: 5 }),
      man('pfc1', { rep: 4, monthsInCountry: 2 }),
      man('pfc2', { rep: 4, monthsInCountry: 6 }),
    ];
    const r = replaceLeaders(roster, [{ role: 'platoon-sergeant', squad: null }]);
    expect(r.fills).toEqual([
      { vacancy: { role: 'platoon-sergeant', squad: null }, kind: 'promoted', id: 'sl1' },
      { vacancy: { role: 'squad-leader', squad: 1 }, kind: 'promoted', id: 'jr1' },
      { vacancy: { role: 'jr-nco', squad: 1 }, kind: 'promoted', id: 'pfc2' },
    ]);
    expect(r.roster.find((m) => m.id === 'sl1')).toMatchObject({ role: 'platoon-sergeant', squad: null });
  });

  it('GIVEN no Jr. NCO over 6 months THEN the squad member with the highest REP, then longest in country', () => {
    const roster = [
      man('jr', { role: 'jr-nco', rep: 4, monthsInCountry: 5 }),
      man('a', { rep: 5, monthsInCountry: 2 }),
      man('b', { rep: 5, monthsInCountry: 3 }),
      man('other', { rep: 6, squad: 2 }),
    ];
    expect(replaceLeaders(roster, [{ role: 'squad-leader', squad: 1 }]).fills[0]).toMatchObject({ kind: 'promoted', id: 'b' });
  });

  it('GIVEN a lost lieutenant, or no Squad Leader over 8 months THEN a new one is generated', () => {
    const roster = [man('sl', { role: 'squad-leader', monthsInCountry: 8 })];
    expect(replaceLeaders(roster, [{ role: 'platoon-leader', squad: null }, { role: 'platoon-sergeant', squad: null }]).fills.map((f) => f.kind)).toEqual([
      'generate',
      'generate',
    ]);
  });
});
