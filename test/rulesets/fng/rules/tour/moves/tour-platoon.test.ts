import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { afterActionOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-after-action.js';
import { tourTurnOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-tour.js';
import { rosterSetOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-tour-roster.js';
import { attachMachinegun, attachMedic, MACHINEGUN_ATTACHED, MEDIC_ATTACHED, squadFigures } from '../../../../../../src/rulesets/fng/rules/tour/moves/tour-force.js';
import type { FngTour, TourEvent, TourKit, TourMan } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { squadOfUnit } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import type { FngView } from '../../../../../../src/rulesets/fng/rules/view.js';
import { rosterLines, tourLines } from '../../../../../../src/rulesets/fng/play/tour/tour-texts.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { debriefed, HQ, kit, man, SQUAD, tour, tourArgs, tourGame, went } from '../../../helpers/tour-fixtures.js';

/*
 * Issue 17, "the rest of the platoon" (FNG 2nd Tour L558): the players build their own squad and then
 * the rest of the platoon on the roster. Every mission is a squad mission (L2182), but the other squads
 * serve their tours (DEROS, L1232), are replaced (L2307–L2321), go on R&R after a Bad Mission (L2281)
 * and lose their leaders after a Disastrous one (L2289), and their leaders fill the platoon's posts
 * (L2322).
 */

const tourEvents = (events: readonly FngEvent[]): TourEvent[] => events.flatMap((e) => (e.kind === 'tour' ? [e.event] : []));

function after(t: FngTour, faces: number[]) {
  const a = tourArgs(tourGame(t), faces);
  const r = unwrap(afterActionOrder(a));
  expect(a.roller.remaining).toBe(0);
  return { tour: r.game.tour!, events: tourEvents(r.events) };
}

const who = (t: FngTour, id: string) => t.roster.find((m) => m.id === id);
const sq2 = (role: TourKit['role'] = 'rifleman', weapon: TourKit['weapon'] = 'm16'): TourKit => ({ ...kit(role, weapon), unit: 'sq2' });

/** The 2nd Squad: Cobb its squad leader (REP 4, 9 months in), Dunn a Jr. NCO 7 months in, Eddy a rifleman; no Attributes (L558). */
const SECOND: readonly TourMan[] = [
  man('cobb', { role: 'squad-leader', squad: 2, kit: sq2('squad-leader'), monthsInCountry: 9, derosMonth: 5 }),
  man('dunn', { role: 'jr-nco', squad: 2, kit: sq2('jr-nco'), monthsInCountry: 7, derosMonth: 7 }),
  man('eddy', { rep: 3, highestRep: 3, squad: 2, kit: sq2(), monthsInCountry: 3, derosMonth: 9 }),
];
const PLATOON: readonly TourMan[] = [...SQUAD, ...SECOND, ...HQ];

const noMission = { mission: null, contacted: false } as const;

describe('the rest of the platoon on the roster (L558)', () => {
  it('GIVEN a unit id THEN its squad number: the HQ none, `sq2` the 2nd, a new platoon\'s `p3-sq1` the 1st', () => {
    expect([squadOfUnit('hq'), squadOfUnit('sq1'), squadOfUnit('sq2'), squadOfUnit('sq3'), squadOfUnit('p3-sq1'), squadOfUnit('p3-sq2')]).toEqual([null, 1, 2, 3, 1, 2]);
  });

  it('GIVEN the other squads THEN a squad mission takes the players\' squad only (L2182); the roster sets neither mission nor radio for another squad\'s man', () => {
    expect(squadFigures({ roster: PLATOON }).map((f) => f.id)).toEqual(['pink', 'barnes', 'kelly', 'able']);
    const g = tourGame(tour({ roster: PLATOON }));
    expectCode(rosterSetOrder(tourArgs(g, []), { figure: 'eddy', mission: true }), 'fng/roster-hq-stays');
    expectCode(rosterSetOrder(tourArgs(g, []), { figure: 'dunn', rto: true }), 'fng/roster-hq-stays');
    // His name is the players' to set, as any man's on the roster.
    expect(unwrap(rosterSetOrder(tourArgs(g, []), { figure: 'cobb', name: 'Sgt Cobb' })).game.tour!.roster.find((m) => m.id === 'cobb')!.name).toBe('Sgt Cobb');
  });

  it('GIVEN the 2nd Squad\'s leader and the Star both away THEN Contact still reads the players\' squad: its best man there, never the other squad\'s leader (L1312)', () => {
    const roster = PLATOON.map((m) => (m.id === 'pink' ? { ...m, absence: { reason: 'r-and-r' as const, missions: 1 } } : m.id === 'cobb' ? { ...m, rep: 6 } : m));
    const r = unwrap(tourTurnOrder(tourArgs(tourGame(tour({ roster })), [6, 6])));
    expect(tourEvents(r.events)[0]).toMatchObject({ kind: 'contact', star: 'barnes', target: 4, contact: false });
  });

  it('GIVEN the roster with other squads THEN it is listed by squad: the players\' first, then the others, then the Platoon HQ; a lone squad as one list', () => {
    const lines = rosterLines(PLATOON, 0);
    expect(lines.filter((l) => l.startsWith('**'))).toEqual(['**1st Squad (yours, on every mission)** (4 men)', '**2nd Squad** (3 men)', '**Platoon HQ** (3 men)']);
    expect(lines.indexOf('**2nd Squad** (3 men)')).toBe(5);
    expect(lines[6]).toMatch(/^• `cobb` cobb — Squad Leader, REP 4/);
    expect(rosterLines([...SQUAD, ...HQ], 0).some((l) => l.startsWith('**'))).toBe(false);
  });
});

describe('DEROS and replacements for every squad (L1232, L2307–L2321)', () => {
  it('GIVEN the month\'s end THEN every squad\'s men serve a month more; a 2nd Squad man at DEROS goes home and is replaced without a roll, in his squad, with no Attribute (L558, L2321)', () => {
    const roster = PLATOON.map((m) => (m.id === 'eddy' ? { ...m, derosMonth: 1 } : m));
    // Short Timer checks: Barnes (8 → 9 months) [6], Cobb (9 → 10) [6] and Moss of the HQ [6] hold. Eddy's post: REP [6] → 5, no Attribute roll.
    const r = after(debriefed(noMission, { turn: 1, roster }), [6, 6, 6, 6]);
    expect(r.events.map((e) => e.kind)).toEqual(['month-end', 'replacement', 'next-turn']);
    expect(r.events[0]).toMatchObject({ events: [{ kind: 'short-timer-check', id: 'fwf:barnes' }, { kind: 'short-timer-check', id: 'fwf:cobb' }, { kind: 'rotated-home', id: 'fwf:eddy' }, { kind: 'short-timer-check', id: 'fwf:moss' }] });
    expect(r.events[1]).toEqual({ kind: 'replacement', tester: 'fwf:gray', dice: 0, passes: 0, outcome: 'deros', id: 'fwf:fng1', rep: 5, role: 'rifleman', squad: 2, parts: [expect.objectContaining({ faces: [6] })] });
    expect(who(r.tour, 'fng1')).toMatchObject({ squad: 2, attributes: [], rep: 5, kit: { unit: 'sq2', role: 'rifleman' } });
    expect(['cobb', 'dunn', 'gray', 'pink'].map((id) => who(r.tour, id)!.monthsInCountry)).toEqual([10, 8, 1, 1]);
    expect(tourLines(r.events[1]!, {} as FngView, (k) => k)).toEqual(['🆕 A man gone home at DEROS is replaced (L2307): fwf:fng1, REP 5, no Attribute (Rifleman, 2nd Squad) [6].']);
  });

  it('GIVEN a 2nd Squad post open THEN it rolls 2d6 vs the Platoon Leader\'s REP (L2309) like any other; the new man joins the 2nd Squad without an Attribute', () => {
    // Gray REP 5: [1, 2] two passes → a replacement; REP [3] → 3.
    const r = after(debriefed(noMission, { roster: PLATOON, open: [sq2()] }), [1, 2, 3]);
    expect(r.events[0]).toMatchObject({ kind: 'replacement', tester: 'fwf:gray', dice: 2, passes: 2, outcome: 'replacement', rep: 3, squad: 2 });
    expect(r.events[0]).not.toHaveProperty('attribute');
    expect(who(r.tour, 'fng1')).toMatchObject({ squad: 2, attributes: [], kit: { unit: 'sq2' } });
    expect(tourLines(r.events[0]!, {} as FngView, (k) => k)[0]).toBe('🆕 Replacement (L2313): 2d6 [1, 2] vs the REP of fwf:gray → 2 passes: fwf:fng1, REP 3, no Attribute (Rifleman, 2nd Squad) [3].');
    // No pass: nobody comes; the 2nd Squad's post stays open for the next time.
    const none = after(debriefed(noMission, { roster: PLATOON, open: [sq2()] }), [6, 6]);
    expect(none.tour.open).toEqual([sq2()]);
  });

  it('GIVEN a post of the players\' squad THEN its new man still rolls his Attribute (L357) and the event names no squad', () => {
    const r = after(debriefed(noMission, { roster: PLATOON, open: [kit()] }), [1, 2, 3, 1, 1]);
    expect(r.events[0]).toMatchObject({ kind: 'replacement', rep: 3, attribute: 'agile' });
    expect(r.events[0]).not.toHaveProperty('squad');
  });

  it('GIVEN the Platoon Sergeant gone home THEN the 2nd Squad\'s leader over 8 months takes his post (L2322), his Jr. NCO over 6 months the squad, a rifleman the Jr. NCO\'s — all within the 2nd Squad — and the rifleman\'s post a new man', () => {
    const roster = PLATOON.map((m) => (m.id === 'moss' ? { ...m, derosMonth: 1 } : m));
    // Checks: Barnes [6], Cobb [6] (10th month), Moss goes home. The new rifleman: REP [4] → 4, no Attribute.
    const r = after(debriefed(noMission, { turn: 1, roster }), [6, 6, 4]);
    expect(r.events.filter((e) => e.kind === 'promoted')).toEqual([
      { kind: 'promoted', id: 'fwf:cobb', role: 'platoon-sergeant' },
      { kind: 'promoted', id: 'fwf:dunn', role: 'squad-leader' },
      { kind: 'promoted', id: 'fwf:eddy', role: 'jr-nco' },
    ]);
    expect(['cobb', 'dunn', 'eddy', 'fng1'].map((id) => [id, who(r.tour, id)!.squad, who(r.tour, id)!.kit.unit, who(r.tour, id)!.kit.role])).toEqual([
      ['cobb', null, 'hq', 'platoon-sergeant'],
      ['dunn', 2, 'sq2', 'squad-leader'],
      ['eddy', 2, 'sq2', 'jr-nco'],
      ['fng1', 2, 'sq2', 'rifleman'],
    ]);
    // The players' squad is untouched.
    expect(SQUAD.map((m) => who(r.tour, m.id)!.kit)).toEqual(SQUAD.map((m) => m.kit));
  });

  it('GIVEN both squads\' leaders gone home the same month THEN each squad\'s post goes to its own Jr. NCO, never across squads (L2322)', () => {
    // The 2nd Squad listed first, so its post opens first; Pink not the Star here.
    const roster = [...SECOND, ...SQUAD, ...HQ].map((m) => (m.id === 'cobb' || m.id === 'pink' ? { ...m, star: false, derosMonth: 1 } : m));
    // Checks: Barnes (8 → 9) [6] and Moss [6] hold. Jr. NCOs: Dunn (2nd, 8 months) and Barnes (1st, 9 months), both over 6.
    // Their posts: Eddy (2nd) and Able (1st; REP 4 as Kelly, longer in country) step up; their posts go to new men:
    // 2nd Squad REP [3] → 3, no Attribute; 1st Squad REP [3] → 3, Attribute [1, 1] agile.
    const r = after(debriefed(noMission, { turn: 1, roster }), [6, 6, 3, 3, 1, 1]);
    const post = (id: string) => [who(r.tour, id)!.squad, who(r.tour, id)!.kit.unit, who(r.tour, id)!.kit.role];
    expect(post('dunn')).toEqual([2, 'sq2', 'squad-leader']);
    expect(post('barnes')).toEqual([1, 'sq1', 'squad-leader']);
    expect(post('eddy')).toEqual([2, 'sq2', 'jr-nco']);
    expect(post('able')).toEqual([1, 'sq1', 'jr-nco']);
    expect(r.tour.roster.filter((m) => m.id.startsWith('fng')).map((m) => [m.id, m.squad, m.kit.unit, m.kit.role, m.attributes])).toEqual([
      ['fng1', 2, 'sq2', 'rifleman', []],
      ['fng2', 1, 'sq1', 'rifleman', ['agile']],
    ]);
    expect(r.tour.open).toEqual([]);
  });
});

describe('Bad and Disastrous Missions read the whole platoon (L2281, L2289)', () => {
  it('GIVEN Bad Mission 4 THEN the men with the longest time in country go on R&R, whichever squad (L2281: "soldiers from the platoon")', () => {
    // Cobb (2nd Squad) and Moss (HQ), 9 months each, are the platoon's longest in country; Barnes of the players' squad (8) next.
    const r = after(debriefed({ men: [], effects: [{ kind: 'r-and-r', soldiers: 2 }] }, { roster: PLATOON }), []);
    expect(r.tour.roster.filter((m) => m.absence?.reason === 'r-and-r').map((m) => m.id).sort()).toEqual(['cobb', 'moss']);
    const three = after(debriefed({ men: [], effects: [{ kind: 'r-and-r', soldiers: 3 }] }, { roster: PLATOON }), []);
    expect(three.tour.roster.filter((m) => m.absence?.reason === 'r-and-r').map((m) => m.id).sort()).toEqual(['barnes', 'cobb', 'moss']);
  });

  it('GIVEN Disastrous 5 THEN every squad\'s leader is relieved with the Platoon Leader (L2289) and new ones generated: the 2nd Squad\'s with no Attribute', () => {
    const roster = PLATOON.map((m) => (m.id === 'pink' ? { ...m, star: false } : m.id === 'moss' ? { ...m, star: true } : m));
    // Pink's successor: REP [4] → 4, Attribute [1, 1] agile; Cobb's: REP [6] → 5, no Attribute; Gray's, in the
    // Platoon HQ: REP [6] → 5, no Attribute either (L357, L558), DEROS 1d6 [3].
    const r = after(debriefed({ result: 'disastrous', effects: [{ kind: 'leaders-relieved' }] }, { roster }), [4, 1, 1, 6, 6, 3]);
    expect(r.events.slice(0, 4)).toMatchObject([
      { kind: 'relieved', which: 'leaders', ids: ['fwf:pink', 'fwf:cobb', 'fwf:gray'] },
      { kind: 'leader-generated', id: 'fwf:fng1', rep: 4, attribute: 'agile', role: 'squad-leader' },
      { kind: 'leader-generated', id: 'fwf:fng2', rep: 5, role: 'squad-leader', squad: 2 },
      { kind: 'leader-generated', id: 'fwf:fng3', rep: 5, role: 'platoon-leader' },
    ]);
    expect(r.events[2]).not.toHaveProperty('attribute');
    expect(r.events[3]).not.toHaveProperty('attribute');
    expect(who(r.tour, 'fng3')).toMatchObject({ squad: null, attributes: [], derosMonth: 3, kit: { unit: 'hq', role: 'platoon-leader' } });
    expect(who(r.tour, 'fng2')).toMatchObject({ squad: 2, attributes: [], kit: { unit: 'sq2', role: 'squad-leader' } });
    expect(tourLines(r.events[2]!, {} as FngView, (k) => k)).toEqual(['🆕 A new Squad Leader is generated (Replacing Leaders, L2322) for the 2nd Squad: fwf:fng2, REP 5, no Attribute [6].']);
  });
});

/** The same contact turn as tour-turn.test.ts's CONTACT_TURN, up to the Platoon HQ's rolls (medic, then radio). */
const CONTACT_SET_UP = [1, 1, 6, 2, 1, 3, 3, 4, 4, 3, 5, 3, 4, 3, 3, 1, 1, ...Array<number>(6).fill(0).flatMap(() => [1, 2]), 6, 6, 6, 6, 6, 6, 1, 6, 5, 1, 3];

/** Doc, the platoon's Medic in the Platoon HQ (L962). */
const DOC = man('doc', { squad: null, kit: { ...kit('medic', 'm1911a1'), unit: 'hq' }, monthsInCountry: 1, derosMonth: 11 });

describe('Medic Availability for a squad mission (L962, L2182)', () => {
  it('GIVEN the platoon\'s Medic fit THEN 1d6: on 1–2 he goes with the squad, in its unit; exactly 2 faces in 6 (1/3)', () => {
    const squad = squadFigures({ roster: SQUAD });
    const came: number[] = [];
    for (let face = 1; face <= 6; face++) {
      const r = attachMedic(squad, [...SQUAD, ...HQ, DOC], dice(face));
      expect(r.medic).toMatchObject({ die: face, id: 'doc', attached: face <= MEDIC_ATTACHED.high });
      if (r.medic!.attached) {
        came.push(face);
        expect(r.figures.map((f) => f.id)).toEqual(['pink', 'barnes', 'kelly', 'able', 'doc']);
        expect(r.figures[4]).toMatchObject({ role: 'medic', unit: 'sq1', side: 'fwf', rep: 4 });
      } else expect(r.figures).toEqual(squad);
    }
    expect(came).toEqual([1, 2]);
  });

  it('GIVEN no Medic in the HQ, the Medic away or kept back, or a squad with a medic of its own THEN no roll', () => {
    const squad = squadFigures({ roster: SQUAD });
    for (const roster of [
      [...SQUAD, ...HQ],
      [...SQUAD, { ...DOC, absence: { reason: 'recovering' as const, missions: 1 } }],
      [...SQUAD, { ...DOC, stays: true }],
    ]) {
      expect(attachMedic(squad, roster, dice())).toEqual({ figures: squad });
    }
    const ownMedic = [...SQUAD, man('bones', { kit: kit('medic', 'm1911a1') })];
    expect(attachMedic(squadFigures({ roster: ownMedic }), [...ownMedic, DOC], dice()).medic).toBeUndefined();
  });

  it('GIVEN a contact turn with the Medic in the HQ THEN he is rolled for after the enemy\'s set-up and before the radio: [1] he is on the mission and told so; [5] he stays with the platoon', () => {
    const roster = [...SQUAD, ...HQ, DOC];
    const a = tourArgs(tourGame(tour({ roster })), [...CONTACT_SET_UP, 1, 4]);
    const r = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    const out = tourEvents(r.events)[2]!;
    expect(out).toMatchObject({ kind: 'squad-out', figures: ['fwf:pink', 'fwf:barnes', 'fwf:kelly', 'fwf:able', 'fwf:doc'], medic: { die: 1, id: 'doc', attached: true }, radio: { die: 4 } });
    expect(r.game.figures.filter((f) => f.side === 'fwf').map((f) => [f.id, f.unit])).toEqual([['pink', 'sq1'], ['barnes', 'sq1'], ['kelly', 'sq1'], ['able', 'sq1'], ['doc', 'sq1']]);
    expect(tourLines(out, {} as FngView, (k) => k)[0]).toContain('Medic Availability (L962, 1–2): [1] → fwf:doc goes with the squad.');
    const b = tourArgs(tourGame(tour({ roster })), [...CONTACT_SET_UP, 5, 4]);
    const stays = unwrap(tourTurnOrder(b));
    expect(b.roller.remaining).toBe(0);
    expect(stays.game.figures.some((f) => f.id === 'doc')).toBe(false);
    expect(tourLines(tourEvents(stays.events)[2]!, {} as FngView, (k) => k)[0]).toContain('[5] → fwf:doc stays with the platoon.');
  });
});

/** Gunny, the Platoon HQ's machinegunner (the USMC list's M-60 attachment, L428), kept in the HQ between missions. */
const GUNNY = man('gunny', { squad: null, kit: { ...kit('lmg-gunner', 'm60'), list: 'usmc', unit: 'hq', sidearm: 'm1911a1' }, monthsInCountry: 1, derosMonth: 11 });

describe('the machinegun attached from the parent platoon, each squad mission (L399, L2182)', () => {
  it('GIVEN the HQ\'s gunner fit THEN 1d6: on 1–2 he goes with the squad, in its unit, beside its own LMG; exactly 2 faces in 6 (1/3)', () => {
    const squad = squadFigures({ roster: SQUAD });
    const came: number[] = [];
    for (let face = 1; face <= 6; face++) {
      const r = attachMachinegun(squad, [...SQUAD, ...HQ, GUNNY], dice(face));
      expect(r.machinegun).toMatchObject({ die: face, id: 'gunny', attached: face <= MACHINEGUN_ATTACHED.high });
      if (r.machinegun!.attached) {
        came.push(face);
        expect(r.figures.map((f) => f.id)).toEqual(['pink', 'barnes', 'kelly', 'able', 'gunny']);
        expect(r.figures[4]).toMatchObject({ role: 'lmg-gunner', weapon: 'm60', unit: 'sq1', side: 'fwf', army: 'usmc' });
      } else expect(r.figures).toEqual(squad);
    }
    expect(came).toEqual([1, 2]);
  });

  it('GIVEN no gunner in the HQ, or the gunner away or kept back THEN no roll', () => {
    const squad = squadFigures({ roster: SQUAD });
    for (const roster of [
      [...SQUAD, ...HQ],
      [...SQUAD, { ...GUNNY, absence: { reason: 'r-and-r' as const, missions: 1 } }],
      [...SQUAD, { ...GUNNY, stays: true }],
    ]) {
      expect(attachMachinegun(squad, roster, dice())).toEqual({ figures: squad });
    }
  });

  it('GIVEN two missions in a row THEN each rolls for him anew after the Medic and before the radio: [1] he goes on the first, [5] he stays back from the second; both told on the squad-out line', () => {
    const roster = [...SQUAD, ...HQ, DOC, GUNNY];
    const a = tourArgs(tourGame(tour({ roster })), [...CONTACT_SET_UP, 5, 1, 4]);
    const first = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    const out1 = tourEvents(first.events)[2]!;
    expect(out1).toMatchObject({ kind: 'squad-out', figures: ['fwf:pink', 'fwf:barnes', 'fwf:kelly', 'fwf:able', 'fwf:gunny'], medic: { die: 5, attached: false }, machinegun: { die: 1, id: 'gunny', attached: true }, radio: { die: 4 } });
    expect(first.game.figures.find((f) => f.id === 'gunny')).toMatchObject({ unit: 'sq1', weapon: 'm60' });
    expect(tourLines(out1, {} as FngView, (k) => k)[0]).toContain('Machinegun from the Platoon HQ (L399, L2182, 1–2): [1] → fwf:gunny goes with the squad.');
    // The mission over without a man lost, its After the Mission closes the turn; he is still the HQ's.
    const closed = after({ ...first.game.tour!, stage: 'after-action', debrief: { mission: 'fight', contacted: false, vp: 10, result: 'normal', effects: [], men: [] } }, []);
    expect(who(closed.tour, 'gunny')).toMatchObject({ squad: null, kit: { unit: 'hq' } });
    // Its last AO forgotten only so that the first mission's set-up dice serve again (L1251's +2 aside).
    const b = tourArgs(tourGame({ ...closed.tour, lastAo: undefined } as FngTour), [...CONTACT_SET_UP, 5, 5, 4]);
    const second = unwrap(tourTurnOrder(b));
    expect(b.roller.remaining).toBe(0);
    const out2 = tourEvents(second.events)[2]!;
    expect(out2).toMatchObject({ kind: 'squad-out', figures: ['fwf:pink', 'fwf:barnes', 'fwf:kelly', 'fwf:able'], machinegun: { die: 5, id: 'gunny', attached: false } });
    expect(second.game.figures.some((f) => f.id === 'gunny')).toBe(false);
    expect(tourLines(out2, {} as FngView, (k) => k)[0]).toContain('[5] → fwf:gunny stays with the platoon.');
  });
});
