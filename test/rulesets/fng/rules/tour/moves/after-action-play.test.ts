import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { afterActionOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-after-action.js';
import type { FngTour, TourEvent } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { debriefed, HQ, kit, man, SQUAD, tour, tourArgs, tourGame, went } from '../../../helpers/tour-fixtures.js';

const tourEvents = (events: readonly FngEvent[]): TourEvent[] => events.flatMap((e) => (e.kind === 'tour' ? [e.event] : []));

function after(t: FngTour, faces: number[], overrides = {}) {
  const a = tourArgs(tourGame(t), faces, overrides);
  const r = unwrap(afterActionOrder(a));
  expect(a.roller.remaining).toBe(0);
  return { tour: r.game.tour!, events: tourEvents(r.events), game: r.game };
}

const who = (t: FngTour, id: string) => t.roster.find((m) => m.id === id);

describe('After the Battle Recovery in play (L974–L993)', () => {
  it('GIVEN a man Out of the Fight and recovered, two passes THEN he stays at his REP with one more wound; no kill, so the decrease test [2] does nothing', () => {
    const r = after(debriefed({ men: [went('barnes', { casualty: 'out-of-the-fight' })] }), [1, 2, 2]);
    expect(r.events.slice(0, 2)).toMatchObject([
      { kind: 'recovery', id: 'fwf:barnes', outcome: 'recovers', target: 4, passes: 2 },
      { kind: 'rep-down', id: 'fwf:barnes', die: 2, newRep: 4 },
    ]);
    expect(who(r.tour, 'barnes')).toMatchObject({ rep: 4, wounds: 1, absence: null });
  });

  it('GIVEN one pass THEN −1 REP and away recovering 1/2d6 missions; carried off, +1 (a 6 still fails)', () => {
    const r = after(debriefed({ men: [went('barnes', { casualty: 'out-of-the-fight', evacuation: 'foot-or-vehicle' })] }), [5, 6, 5, 4]);
    expect(r.events[0]).toMatchObject({ kind: 'recovery', outcome: 'recovers-reduced', target: 5, passes: 1, newRep: 3, missionsAway: 3, evacuation: 'foot-or-vehicle' });
    expect(who(r.tour, 'barnes')).toMatchObject({ rep: 3, wounds: 1, absence: { reason: 'recovering', missions: 3 } });
  });

  it('GIVEN flown out by Medevac THEN +2 REP, or one better by house rule', () => {
    const flown = debriefed({ men: [went('able', { casualty: 'out-of-the-fight', evacuation: 'medevac' })] });
    expect(after(flown, [1, 1, 3]).events[0]).toMatchObject({ target: 6, passes: 2 });
    expect(after(flown, [1, 1, 3], { 'fng.recovery.medevac-bonus': 'one-better' }).events[0]).toMatchObject({ target: 5 });
  });

  it('GIVEN no pass THEN he dies of wounds or goes home: his post opens, a Jr. NCO\'s filled by promotion and the rifleman\'s by a replacement', () => {
    // Recovery [5,6]: none. Replacement: 2d6 [1,2] vs Pink's REP 5, two passes; REP [4] → 4 on the list; Attribute [1,1].
    const r = after(debriefed({ men: [went('barnes', { casualty: 'out-of-the-fight' })] }), [5, 6, 1, 2, 4, 1, 1]);
    expect(r.events.map((e) => e.kind)).toEqual(['recovery', 'promoted', 'replacement', 'next-turn']);
    expect(r.events[1]).toEqual({ kind: 'promoted', id: 'fwf:able', role: 'jr-nco' });
    expect(r.events[2]).toMatchObject({ kind: 'replacement', tester: 'fwf:pink', dice: 2, passes: 2, outcome: 'replacement', id: 'fwf:fng1', rep: 4, role: 'rifleman' });
    expect(who(r.tour, 'barnes')).toBeUndefined();
    expect(who(r.tour, 'able')).toMatchObject({ role: 'jr-nco', kit: { role: 'jr-nco' } });
    expect(who(r.tour, 'fng1')).toMatchObject({ name: 'FNG 1', rep: 4, monthsInCountry: 0, derosMonth: 12, wounds: 0, kit: { role: 'rifleman', weapon: 'm16' } });
    expect(r.tour).toMatchObject({ recruited: 1, open: [] });
  });

  it('GIVEN a man burned In a Fire (L1052) THEN his recovery test is 1d6 (−1d6): one pass at most', () => {
    const r = after(debriefed({ men: [went('barnes', { casualty: 'out-of-the-fight', burned: true })] }), [1, 2, 2]);
    expect(r.events[0]).toMatchObject({ kind: 'recovery', outcome: 'recovers-reduced', passes: 1, missionsAway: 1, parts: [{ faces: [1] }, expect.anything()] });
  });

  it('GIVEN a man left behind, one killed THEN missing in action and killed, no dice; their posts open', () => {
    const r = after(debriefed({ men: [went('kelly', { casualty: 'out-of-the-fight', recovered: false }), went('able', { lost: 'dead' })], effects: [{ kind: 'no-replacements' }] }), []);
    expect(r.events.slice(0, 2)).toMatchObject([
      { kind: 'recovery', id: 'fwf:kelly', outcome: 'missing-in-action' },
      { kind: 'recovery', id: 'fwf:able', outcome: 'killed' },
    ]);
    expect(r.tour.roster.map((m) => m.id)).toEqual(['pink', 'barnes']);
    expect(r.tour.open.map((k) => k.role)).toEqual(['lmg-gunner', 'rifleman']);
  });

  it('GIVEN Cheating Death lowered the Star\'s REP THEN the roster keeps the lower REP', () => {
    const r = after(debriefed({ men: [went('pink', { rep: 4, confirmedKills: 1 })] }), [3]);
    expect(who(r.tour, 'pink')).toMatchObject({ rep: 4 });
  });
});

describe('REP up and down in play (L2301–L2310)', () => {
  it('GIVEN a successful mission (contact, on his feet, a confirmed kill) THEN 1d6 over REP raises it; a new REP for a Grunt rolls a 6 for a random Attribute', () => {
    const r = after(debriefed({ men: [went('kelly', { confirmedKills: 1 })] }), [5, 6, 2, 3]);
    expect(r.events[0]).toMatchObject({ kind: 'rep-up', id: 'fwf:kelly', rolls: [{ die: 5, raised: true }], newRep: 5 });
    const k = who(r.tour, 'kelly')!;
    expect(k).toMatchObject({ rep: 5, highestRep: 5 });
    expect(k.attributes).toHaveLength(2);
    expect(k.attributes[0]).toBe('nerves-of-steel');
  });

  it('GIVEN a Medal THEN one more roll; a Major Medal also sends him on R&R for the next mission', () => {
    const r = after(debriefed({ men: [went('kelly', { confirmedKills: 1, medal: 'major-medal' })] }), [2, 3]);
    expect(r.events[0]).toMatchObject({ kind: 'rep-up', rolls: [{ die: 2, raised: false }, { die: 3, raised: false }], newRep: 4 });
    expect(who(r.tour, 'kelly')!.absence).toEqual({ reason: 'r-and-r', missions: 1 });
  });

  it('GIVEN the Star raised THEN he chooses his Attribute (no roll): one more choice on the roster (L358)', () => {
    const r = after(debriefed({ men: [went('pink', { confirmedKills: 2 })] }), [6]);
    expect(r.events[0]).toMatchObject({ kind: 'rep-up', rolls: [{ die: 6, raised: true, attribute: 'star-chooses' }], newRep: 6 });
    expect(who(r.tour, 'pink')).toMatchObject({ rep: 6, choices: 1, attributes: [] });
  });

  it('GIVEN a Major Medal THEN the man may choose another Attribute (L2296), added to any he is owed; a Medal or a raise back to a REP held before gives none', () => {
    const major = after(debriefed({ men: [went('kelly', { confirmedKills: 1, medal: 'major-medal' }), went('pink', { confirmedKills: 1, medal: 'major-medal' })] }, { roster: SQUAD.map((m) => (m.id === 'pink' ? { ...m, choices: 2 } : m)) }), [2, 3, 1, 2]);
    expect(who(major.tour, 'kelly')).toMatchObject({ choices: 1 });
    expect(who(major.tour, 'pink')).toMatchObject({ choices: 3 });
    const medal = after(debriefed({ men: [went('kelly', { confirmedKills: 1, medal: 'medal' })] }), [2, 3]);
    expect(who(medal.tour, 'kelly')!.choices).toBeUndefined();
    const regained = after(debriefed({ men: [went('pink', { confirmedKills: 1 })] }, { roster: SQUAD.map((m) => (m.id === 'pink' ? { ...m, rep: 4 } : m)) }), [6]);
    expect(who(regained.tour, 'pink')).toMatchObject({ rep: 5 });
    expect(who(regained.tour, 'pink')!.choices).toBeUndefined();
  });

  it('GIVEN menial details, or a Grunt with DEROS over 10 THEN no roll to raise REP', () => {
    const barred = after(debriefed({ men: [went('kelly', { confirmedKills: 1 })], effects: [{ kind: 'no-rep-increase', reason: 'menial-details' }] }), []);
    expect(barred.events[0]).toMatchObject({ kind: 'rep-up', skipped: 'increases-barred', rolls: [] });
    const fresh = debriefed({ men: [went('kelly', { confirmedKills: 1 })] }, { roster: SQUAD.map((m) => (m.id === 'kelly' ? { ...m, derosMonth: 11 } : m)) });
    expect(after(fresh, []).events[0]).toMatchObject({ skipped: 'deros-over-10' });
    expect(after(fresh, [6, 1], { 'fng.improve-rep.deros-gate': false }).events[0]).toMatchObject({ rolls: [{ die: 6, raised: true, attribute: 'none' }] });
  });

  it('GIVEN a failed mission THEN 1d6, a 1 costs a REP (never under 3); Retired or no kill both fail; no contact, no test', () => {
    const r = after(debriefed({ men: [went('kelly', { retired: true, confirmedKills: 2 }), went('able')] }), [1, 4]);
    expect(r.events).toMatchObject([
      { kind: 'rep-down', id: 'fwf:kelly', die: 1, newRep: 3 },
      { kind: 'rep-down', id: 'fwf:able', die: 4, newRep: 4 },
      { kind: 'next-turn' },
    ]);
    expect(after(debriefed({ contacted: false, men: [went('kelly')] }), []).events.map((e) => e.kind)).toEqual(['next-turn']);
    // A man already at REP 3 who rolls the 1 stays at 3, and the event says he was held there.
    const atFloor = debriefed({ men: [went('kelly')] }, { roster: SQUAD.map((m) => (m.id === 'kelly' ? { ...m, rep: 3 } : m)) });
    expect(after(atFloor, [1]).events[0]).toEqual({ kind: 'rep-down', id: 'fwf:kelly', die: 1, newRep: 3, floored: true, part: expect.anything() });
    expect(r.events[0]).not.toHaveProperty('floored');
  });

  it('GIVEN Bad Mission 4 THEN the men longest in country and fit go on R&R', () => {
    const r = after(debriefed({ men: [went('able', { confirmedKills: 1 })], effects: [{ kind: 'r-and-r', soldiers: 2 }] }), [1]);
    expect(r.events).toContainEqual({ kind: 'r-and-r', ids: ['fwf:barnes', 'fwf:able'] });
    expect(r.tour.roster.filter((m) => m.absence?.reason === 'r-and-r').map((m) => m.id)).toEqual(['barnes', 'able']);
  });

  it('GIVEN men away THEN their absence counts down with the mission played; without a mission it does not', () => {
    const away = SQUAD.map((m) => (m.id === 'able' ? { ...m, absence: { reason: 'recovering' as const, missions: 2 } } : m.id === 'kelly' ? { ...m, absence: { reason: 'r-and-r' as const, missions: 1 } } : m));
    const played = after(debriefed({ men: [] }, { roster: away }), []);
    expect(who(played.tour, 'able')!.absence).toEqual({ reason: 'recovering', missions: 1 });
    expect(who(played.tour, 'kelly')!.absence).toBeNull();
    const quiet = after(debriefed({ mission: null, contacted: false }, { roster: away }), []);
    expect(who(quiet.tour, 'able')!.absence).toEqual({ reason: 'recovering', missions: 2 });
  });
});

describe('the month\'s end, leaders and replacements in play (L2302–L2322)', () => {
  it('GIVEN the late turn THEN the month ends: a man at DEROS goes home and is replaced without a roll; a man starting his 10th month takes the Short Timer check', () => {
    const roster = [
      SQUAD[0]!,
      man('barnes', { role: 'jr-nco', kit: { ...SQUAD[1]!.kit }, derosMonth: 1 }),
      man('kelly', { rep: 5, attributes: ['nerves-of-steel'], monthsInCountry: 8, derosMonth: 5, kit: SQUAD[2]!.kit }),
      man('able'),
    ];
    // Short Timer for Kelly: [1] + 1 + 5 = 7 < 9 → REP 4, a Short Timer. Barnes goes home; Kelly (highest REP, longest) becomes Jr. NCO; the new man REP [6] → 5, Attribute [4,4].
    const r = after(debriefed({ mission: null, contacted: false }, { roster, turn: 1 }), [1, 6, 4, 4]);
    expect(r.events.map((e) => e.kind)).toEqual(['month-end', 'promoted', 'replacement', 'next-turn']);
    expect(r.events[0]).toMatchObject({
      kind: 'month-end',
      month: 'January 1967',
      events: [
        { kind: 'rotated-home', id: 'fwf:barnes', officer: false },
        { kind: 'short-timer-check', id: 'fwf:kelly', check: { die: 1, total: 7, months: 9, becameShortTimer: true, newRep: 4 } },
      ],
    });
    expect(r.events[2]).toMatchObject({ kind: 'replacement', outcome: 'deros', id: 'fwf:fng1', rep: 5, role: 'lmg-gunner' });
    expect(who(r.tour, 'kelly')).toMatchObject({ rep: 4, shortTimer: true, monthsInCountry: 9, role: 'jr-nco' });
    expect(who(r.tour, 'fng1')).toMatchObject({ derosMonth: 13, monthsInCountry: 0 });
    expect(r.events[3]).toEqual({ kind: 'next-turn', label: 'early February 1967', over: false });
    expect(r.tour).toMatchObject({ turn: 2, stage: 'turn' });
    expect(r.tour.debrief).toBeUndefined();
  });

  it('GIVEN one pass THEN a U.S. replacement is REP 3 (no REP roll); none THEN nobody comes and the post stays open', () => {
    const lost = debriefed({ contacted: false, men: [went('able', { lost: 'dead' })] });
    const lower = after(lost, [1, 6, 2, 2]);
    expect(lower.events[1]).toMatchObject({ kind: 'replacement', passes: 1, outcome: 'lower-replacement', rep: 3 });
    const none = after(lost, [6, 6]);
    expect(none.events[1]).toMatchObject({ kind: 'replacement', passes: 0, outcome: 'none' });
    expect(none.tour.open.map((k) => k.role)).toEqual(['rifleman']);
    // The post left open is rolled for again next time.
    const again = after(debriefed({ mission: null, contacted: false }, { open: none.tour.open }), [1, 1, 3, 5, 5]);
    expect(again.events[0]).toMatchObject({ kind: 'replacement', outcome: 'replacement', rep: 3 });
  });

  it('GIVEN ARVN and one pass THEN a replacement a REP lower than rolled', () => {
    const arvn = debriefed({ contacted: false, men: [went('able', { lost: 'dead' })] }, { army: 'arvn' });
    const r = after(arvn, [1, 6, 6, 1, 1]);
    expect(r.events[1]).toMatchObject({ outcome: 'lower-replacement', rep: 4 });
  });

  it('GIVEN HQ noticed the unit badly THEN 1d6 for the replacement, the penalty spent; Good Mission 2 makes the next one better, once', () => {
    const lost = (carried: FngTour['carried']) => debriefed({ contacted: false, men: [went('able', { lost: 'dead' }), went('kelly', { lost: 'dead' })] }, { carried });
    const bad = after(lost({ replacementDice: -1 }), [1, 2, 2, 1, 3, 3]);
    expect(bad.events.filter((e) => e.kind === 'replacement')).toMatchObject([{ dice: 1, passes: 1, outcome: 'lower-replacement' }, { dice: 1, passes: 1 }]);
    expect(bad.tour.carried).toEqual({});
    // REP [6] on the list is 5, capped at 5 with the bonus; the second man has no bonus: REP [3] → 3.
    const better = after(lost({ nextReplacementBetter: true }), [1, 1, 6, 1, 1, 1, 1, 3, 1, 1]);
    expect(better.events.filter((e) => e.kind === 'replacement').map((e) => (e.kind === 'replacement' ? e.rep : 0))).toEqual([5, 3]);
    expect(better.tour.carried).toEqual({});
  });

  it('GIVEN every replacement REP 3, or none this turn THEN so', () => {
    const lost = (effect: 'replacements-rep-3' | 'no-replacements') => debriefed({ contacted: false, effects: [{ kind: effect }], men: [went('able', { lost: 'dead' })] });
    expect(after(lost('replacements-rep-3'), [1, 1, 1, 1]).events[1]).toMatchObject({ outcome: 'replacement', rep: 3 });
    expect(after(lost('no-replacements'), []).events[1]).toMatchObject({ outcome: 'none', dice: 2, passes: 0 });
  });

  it('GIVEN the squad leader killed THEN the Jr. NCO over 6 months takes his post, a rifleman the Jr. NCO\'s, and the replacement the rifleman\'s', () => {
    const r = after(debriefed({ contacted: false, men: [went('pink', { lost: 'dead' })] }), [1, 1, 3, 2, 2]);
    expect(r.events.filter((e) => e.kind === 'promoted')).toEqual([
      { kind: 'promoted', id: 'fwf:barnes', role: 'squad-leader' },
      { kind: 'promoted', id: 'fwf:able', role: 'jr-nco' },
    ]);
    // The tester is Barnes, now squad leader.
    expect(r.events.find((e) => e.kind === 'replacement')).toMatchObject({ tester: 'fwf:barnes', role: 'rifleman' });
    expect(who(r.tour, 'barnes')).toMatchObject({ role: 'squad-leader', kit: { role: 'squad-leader' } });
  });

  it('GIVEN the last turn played THEN the tour is over', () => {
    const r = after(debriefed({ mission: null, contacted: false }, { turn: 22 }), []);
    expect(r.events.at(-1)).toEqual({ kind: 'next-turn', label: 'late December 1967', over: false });
    const last = after(debriefed({ mission: null, contacted: false }, { turn: 23, roster: [{ ...SQUAD[0]!, derosMonth: 13 }] }), []);
    expect(last.events.at(-1)).toEqual({ kind: 'next-turn', label: 'late December 1967', over: true });
  });

  it('GIVEN no tour, the enemy\'s side, a mission under way or nothing waiting THEN refused', () => {
    const base = { sides: ['US', 'VC'] as const, forces: [], figures: [], turn: 0, done: [], serial: 0 };
    expectCode(afterActionOrder(tourArgs({ ...base }, [])), 'fng/no-tour');
    expectCode(afterActionOrder({ ...tourArgs(tourGame(debriefed({})), []), side: 'cf' }), 'fng/tour-players-side');
    expectCode(afterActionOrder(tourArgs(tourGame(tour({ stage: 'mission' })), [])), 'fng/tour-mission-on');
    expectCode(afterActionOrder(tourArgs(tourGame(tour()), [])), 'fng/no-after-action');
  });
});

describe('the Platoon HQ\'s posts (L2322)', () => {
  it('GIVEN the Platoon Sergeant gone home at DEROS THEN a Squad Leader over 8 months in country takes his post — never the Star, who stays with his squad — else a new one comes without a roll', () => {
    // Month end (turn 1, late January): Moss (DEROS month 1) goes home; Pink [6] and Barnes [6] hold their Short Timer checks.
    const hq = [...SQUAD.map((m) => (m.id === 'pink' ? { ...m, monthsInCountry: 10 } : m)), ...HQ.map((m) => (m.id === 'moss' ? { ...m, derosMonth: 1 } : m))];
    // The post is generated: REP [4] → 4 (a new man serves the full tour); a Platoon HQ post rolls no Attribute (L357, L558).
    const r = after(debriefed({ mission: null, contacted: false, men: [] }, { turn: 1, roster: hq }), [6, 6, 4]);
    expect(r.events.map((e) => e.kind)).toEqual(['month-end', 'replacement', 'next-turn']);
    expect(r.events[1]).toMatchObject({ kind: 'replacement', outcome: 'deros', id: 'fwf:fng1', role: 'platoon-sergeant' });
    expect(r.events[1]).not.toHaveProperty('attribute');
    expect(who(r.tour, 'pink')).toMatchObject({ role: 'squad-leader', kit: { unit: 'sq1' } });
    expect(who(r.tour, 'fng1')).toMatchObject({ role: 'platoon-sergeant', squad: null, attributes: [], kit: { unit: 'hq' } });
  });

  it('GIVEN the Platoon HQ\'s RTO killed THEN his post rolls for a replacement like any other (L2309) but the new man rolls no Attribute (L357, L558: the HQ is of the rest of the platoon); a post of the players\' squad rolls one', () => {
    // Ruiz killed: 2d6 vs Gray's REP 5 [1, 2] two passes; REP [4] → 4, and no d66 after it.
    const r = after(debriefed({ men: [went('ruiz', { lost: 'dead' })] }, { roster: [...SQUAD, ...HQ] }), [1, 2, 4]);
    expect(r.events.find((e) => e.kind === 'replacement')).toMatchObject({ kind: 'replacement', tester: 'fwf:gray', passes: 2, outcome: 'replacement', id: 'fwf:fng1', rep: 4, role: 'rto' });
    expect(r.events.find((e) => e.kind === 'replacement')).not.toHaveProperty('attribute');
    expect(who(r.tour, 'fng1')).toMatchObject({ squad: null, attributes: [], kit: { unit: 'hq', role: 'rto' } });
    // Able of the players' squad killed instead: the same rolls and then his Attribute [1, 1] agile.
    const own = after(debriefed({ men: [went('able', { lost: 'dead' })] }, { roster: [...SQUAD, ...HQ] }), [1, 2, 4, 1, 1]);
    expect(who(own.tour, 'fng1')).toMatchObject({ squad: 1, attributes: ['agile'], kit: { unit: 'sq1' } });
  });

  it('GIVEN a Grunt Squad Leader over 8 months THEN he is the new Platoon Sergeant, and his squad\'s Jr. NCO takes the squad (L2322)', () => {
    const hq = [...SQUAD.map((m) => (m.id === 'pink' ? { ...m, star: false, monthsInCountry: 10 } : m)), ...HQ.map((m) => (m.id === 'moss' ? { ...m, derosMonth: 1 } : m))];
    // Month end: Pink (10 → 11 months, REP 5) [6] and Barnes [6] hold their Short Timer checks. Barnes's Jr. NCO post goes
    // to Able (REP 4 as Kelly, longer in country); Able's, opened by a man gone home, is filled without a roll: REP [4], [1, 1] agile.
    const r = after(debriefed({ mission: null, contacted: false, men: [] }, { turn: 1, roster: hq }), [6, 6, 4, 1, 1]);
    expect(r.events.filter((e) => e.kind === 'promoted')).toEqual([
      { kind: 'promoted', id: 'fwf:pink', role: 'platoon-sergeant' },
      { kind: 'promoted', id: 'fwf:barnes', role: 'squad-leader' },
      { kind: 'promoted', id: 'fwf:able', role: 'jr-nco' },
    ]);
    expect(who(r.tour, 'pink')).toMatchObject({ role: 'platoon-sergeant', squad: null, kit: { unit: 'hq', role: 'platoon-sergeant' } });
    expect(who(r.tour, 'fng1')).toMatchObject({ role: 'soldier', squad: 1, kit: { unit: 'sq1', role: 'rifleman' } });
    expect(r.tour.open).toEqual([]);
  });
});

describe('Disastrous Mission 4 and 5: leaders relieved (L2289, L2322)', () => {
  const platoon = [...SQUAD, ...HQ];

  it('GIVEN Disastrous 4 THEN the Platoon Leader leaves the roster; the Platoon Sergeant rolls this turn\'s replacements (L2309); a new lieutenant is generated at the next After the Mission, no Replacement roll', () => {
    // Able killed: his post is rolled for vs Moss's REP 4: [1, 2] two passes; REP [4] → 4, Attribute [1, 1].
    const r = after(debriefed({ men: [went('able', { lost: 'dead' })], result: 'disastrous', effects: [{ kind: 'platoon-leader-relieved' }] }, { roster: platoon }), [1, 2, 4, 1, 1]);
    expect(r.events.map((e) => e.kind)).toEqual(['recovery', 'relieved', 'replacement', 'next-turn']);
    expect(r.events[1]).toEqual({ kind: 'relieved', which: 'platoon-leader', ids: ['fwf:gray'], lieutenantNextTurn: true });
    expect(r.events[2]).toMatchObject({ kind: 'replacement', tester: 'fwf:moss', passes: 2, id: 'fwf:fng1' });
    expect(who(r.tour, 'gray')).toBeUndefined();
    expect(r.tour.generate).toEqual([HQ[0]!.kit]);
    expect(r.tour.open).toEqual([]);

    // Next turn, no mission, the month's end: Short Timer checks for Barnes [6] and Moss [6] (both hold); then the new
    // lieutenant comes — REP [6] → 5 on the list, no Attribute in the Platoon HQ (L357, L558), DEROS 1d6 [2] (an officer) from February.
    const next = after({ ...r.tour, stage: 'after-action', debrief: { mission: null, contacted: false, vp: 0, result: null, effects: [], men: [] } }, [6, 6, 6, 2]);
    expect(next.events[1]).toMatchObject({ kind: 'leader-generated', id: 'fwf:fng2', rep: 5, role: 'platoon-leader' });
    expect(next.events[1]).not.toHaveProperty('attribute');
    expect(who(next.tour, 'fng2')).toMatchObject({ role: 'platoon-leader', officer: true, squad: null, rep: 5, attributes: [], monthsInCountry: 0, derosMonth: 3, kit: { unit: 'hq', role: 'platoon-leader' } });
    expect(next.tour.generate).toBeUndefined();
  });

  it('GIVEN Disastrous 4 with no Platoon HQ on the roster THEN nobody to relieve and no lieutenant owed', () => {
    const r = after(debriefed({ result: 'disastrous', effects: [{ kind: 'platoon-leader-relieved' }] }), []);
    expect(r.events[0]).toEqual({ kind: 'relieved', which: 'platoon-leader', ids: [], lieutenantNextTurn: false });
    expect(r.tour.generate).toBeUndefined();
    expect(r.tour.roster).toEqual(SQUAD);
  });

  it('GIVEN Disastrous 5 and the Star not a leader THEN the Platoon Leader and the Squad Leader are relieved and new ones generated now (REP on the list, an Attribute in the players\' squad only; the lieutenant\'s DEROS 1d6)', () => {
    const roster = platoon.map((m) => (m.id === 'pink' ? { ...m, star: false } : m.id === 'moss' ? { ...m, star: true } : m));
    // Pink's successor: REP [4] → 4, Attribute [1, 1] agile (a new man's DEROS is the full tour); Gray's: REP [6] → 5,
    // no Attribute in the Platoon HQ (L357, L558), DEROS 1d6 [3].
    const r = after(debriefed({ result: 'disastrous', effects: [{ kind: 'leaders-relieved' }] }, { roster }), [4, 1, 1, 6, 3]);
    expect(r.events.slice(0, 3)).toMatchObject([
      { kind: 'relieved', which: 'leaders', ids: ['fwf:pink', 'fwf:gray'] },
      { kind: 'leader-generated', id: 'fwf:fng1', rep: 4, attribute: 'agile', role: 'squad-leader' },
      { kind: 'leader-generated', id: 'fwf:fng2', rep: 5, role: 'platoon-leader' },
    ]);
    expect(r.events[2]).not.toHaveProperty('attribute');
    expect(r.tour.roster.map((m) => m.id)).toEqual(['barnes', 'kelly', 'able', 'moss', 'ruiz', 'fng1', 'fng2']);
    expect(who(r.tour, 'fng1')).toMatchObject({ role: 'squad-leader', squad: 1, kit: { unit: 'sq1', role: 'squad-leader' } });
    expect(who(r.tour, 'fng2')).toMatchObject({ role: 'platoon-leader', officer: true, squad: null, derosMonth: 3 });
    expect(r.tour.recruited).toBe(2);
  });

  it('GIVEN Disastrous 5 with the Star among the relieved THEN he is reassigned to a new platoon rolled whole, every new man one REP lower (3 at least), the Star keeping his REP, Attributes, DEROS and choices', () => {
    const a = tourArgs(tourGame(debriefed({ result: 'disastrous', effects: [{ kind: 'leaders-relieved' }] }, { roster: platoon.map((m) => (m.id === 'pink' ? { ...m, attributes: ['lucky'], choices: 1 } : m)), open: [kit('grenadier', 'm79')], spare: ['m60'] })), Array(200).fill(6));
    const r = unwrap(afterActionOrder(a));
    const t = r.game.tour!;
    const relieved = tourEvents(r.events)[0]!;
    expect(relieved).toMatchObject({ kind: 'relieved', which: 'leaders', ids: ['fwf:pink', 'fwf:gray'], lieutenantNextTurn: false });
    // Squad size 5 + [6] = 10 at paper strength; the list's REP 5 for a [6], one lower: 4. The HQ comes too, and the
    // rest of the platoon (L558): the 2nd and 3rd Squads, 10 men each, as many dice as the rest of the script needs.
    expect(a.roller.remaining).toBeGreaterThan(0);
    // The platoon's Medic is the HQ's, there without a roll (L962).
    expect(t.roster).toHaveLength(13 + 1 + 20);
    expect(t.roster.slice(14).map((m) => [m.squad, m.kit.unit, m.attributes.length])).toEqual([...Array(10).fill([2, 'p2-sq2', 0]), ...Array(10).fill([3, 'p2-sq3', 0])]);
    expect(t.roster[0]).toMatchObject({ id: 'pink', star: true, rep: 5, attributes: ['lucky'], choices: 1, derosMonth: 12, role: 'squad-leader', kit: { unit: 'p2-sq1', role: 'squad-leader' } });
    expect(t.roster.slice(1).every((m) => m.rep === 4 && !m.star)).toBe(true);
    expect(t.roster.filter((m) => m.kit.unit === 'hq').map((m) => m.kit.role)).toEqual(['platoon-leader', 'platoon-sergeant', 'rto', 'medic']);
    expect(t.roster.some((m) => ['barnes', 'kelly', 'able', 'gray', 'moss', 'ruiz'].includes(m.id))).toBe(false);
    expect(t.units.map((u) => u.id)).toEqual(['p2-sq1']);
    expect(t).toMatchObject({ open: [] });
    expect(t.spare).toBeUndefined();
  });

  it('GIVEN house rule fng.disastrous.star-rep loses-one THEN the reassigned Star loses a REP with his new platoon\'s men (3 at least)', () => {
    const game = tourGame(debriefed({ result: 'disastrous', effects: [{ kind: 'leaders-relieved' }] }, { roster: platoon }));
    const t = unwrap(afterActionOrder(tourArgs(game, Array(200).fill(6), { 'fng.disastrous.star-rep': 'loses-one' }))).game.tour!;
    expect(t.roster[0]).toMatchObject({ id: 'pink', rep: 4 });
  });
});
