import { describe, expect, it } from 'vitest';
import { freshTable, startTourOrder, tourTurnOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-tour.js';
import { checkOrder } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourEvent } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { monthWords, rosterLines, tourLines } from '../../../../../../src/rulesets/fng/play/tour/tour-texts.js';
import type { FngView } from '../../../../../../src/rulesets/fng/rules/view.js';
import { fig } from '../../../helpers/table.js';
import { HQ, man, missionOf, SQUAD, tour, tourArgs, tourGame } from '../../../helpers/tour-fixtures.js';

const EMPTY = { sides: ['US', 'VC'] as const, forces: [], figures: [], turn: 0, done: [], serial: 0 };
const tourEvents = (events: readonly FngEvent[]): TourEvent[] => events.flatMap((e) => (e.kind === 'tour' ? [e.event] : []));

describe('starting a tour (Getting Started L1241, DEROS L1232)', () => {
  it('GIVEN the U.S. Army from March 1967 THEN the squad is rolled on its list, the Star its REP 5 squad leader for the whole tour, everyone else 2d6 DEROS with the months already served', () => {
    const a = tourArgs({ ...EMPTY }, Array(42).fill(3));
    const g = unwrap(startTourOrder(a, { army: 'us-army', corps: 'II', month: '1967-03', star: 'Sgt Pink', hq: false })).game;
    expect(a.roller.remaining).toBe(0);
    const t = g.tour!;
    expect(t).toMatchObject({ army: 'us-army', corps: 'II', startMonth: 2, turn: 0, stage: 'turn', open: [], forceName: 'US Army infantry squad' });
    // Squad size 3 + 5 = 8; REP 3 on the list's row for a 3; a Grunt's Attribute d66 [3,3]; DEROS [3,3] = 6: 6 of 12 months served.
    expect(t.roster).toHaveLength(8);
    expect(t.roster[0]).toMatchObject({ id: 's1-1', name: 'Sgt Pink', rep: 5, star: true, role: 'squad-leader', attributes: [], monthsInCountry: 0, derosMonth: 14, wounds: 0, absence: null });
    expect(t.roster[0]!.kit).toMatchObject({ list: 'us-army', unit: 'sq1', role: 'squad-leader', weapon: 'm16' });
    expect(t.roster[2]).toMatchObject({ id: 's1-3', rep: 3, role: 'soldier', derosMonth: 8, monthsInCountry: 6, kit: { role: 'lmg-gunner', weapon: 'm60' } });
    expect(t.roster.every((m) => m.star || m.attributes.length === 1)).toBe(true);
    expect(g.figures).toEqual([]);
  });

  it('GIVEN the Platoon HQ (the default, L1241, L420) THEN the lieutenant (1d6 DEROS, L1232), platoon sergeant and RTO on the roster with no squad and no Attribute; the Star owes two chosen Attributes (L358)', () => {
    // 8-man squad as above (41 dice), then the HQ: REP [3] each (the LT's DEROS 1d6 [3], the others 2d6 [3,3]), and the
    // platoon's Medic without a roll for his presence (L962): REP [3], DEROS [3,3].
    // Then the rest of the platoon (L558), 2nd and 3rd Squads: size [3] = 8 men each, REP [3] each, no Attribute, DEROS [3,3].
    const a = tourArgs({ ...EMPTY }, Array(41 + 3 + 1 + 2 + 2 + 1 + 2 + 2 * (1 + 8 + 8 * 2)).fill(3));
    const t = unwrap(startTourOrder(a, { army: 'us-army', corps: 'II', month: '1967-03', star: 'Sgt Pink' })).game.tour!;
    expect(a.roller.remaining).toBe(0);
    expect(t.roster).toHaveLength(11 + 1 + 16);
    expect(t.roster[11]).toMatchObject({ id: 'att-1', squad: null, kit: { unit: 'hq', role: 'medic' } });
    expect(t.roster[0]).toMatchObject({ id: 's1-1', star: true, choices: 2 });
    expect(t.roster.slice(8, 11).map((m) => [m.id, m.role, m.squad, m.officer, m.kit.unit, m.kit.role, m.attributes.length, m.derosMonth])).toEqual([
      ['hq-1', 'platoon-leader', null, true, 'hq', 'platoon-leader', 0, 5],
      ['hq-2', 'platoon-sergeant', null, false, 'hq', 'platoon-sergeant', 0, 8],
      ['hq-3', 'soldier', null, false, 'hq', 'rto', 0, 8],
    ]);
    expect(t.roster[10]!.kit.gear).toContain('radio');
    expect(t.units.map((u) => u.id)).toEqual(['sq1']);
  });

  it('GIVEN the default platoon THEN the rest of the platoon (L558) on the roster: the list\'s 3 squads (L420), 2nd and 3rd rolled after the 1st and the HQ, their sizes, REP and DEROS their own, no Attribute; the mission units the 1st only', () => {
    // 1st Squad, HQ and Medic: 52 dice as above. Then the other squads' rolls: 2nd Squad size [6] = 5 + 6 = 10
    // (the list's most), REP [6] = 5 each; 3rd Squad size [1] = 6, REP [1] = 3 each (no stores: they
    // go on no mission). Then their DEROS: 2d6 [6,6] = 12, nothing served; [1,1] = 2, 10 months served.
    const a = tourArgs({ ...EMPTY }, [...Array(52).fill(3), 6, ...Array(10).fill(6), 1, ...Array(6).fill(1), ...Array(20).fill(6), ...Array(12).fill(1)]);
    const t = unwrap(startTourOrder(a, { army: 'us-army', corps: 'II', month: '1967-03', star: 'Sgt Pink' })).game.tour!;
    expect(a.roller.remaining).toBe(0);
    const rest = t.roster.slice(12);
    expect(rest.map((m) => m.id)).toEqual([...Array.from({ length: 10 }, (_, i) => `s2-${i + 1}`), ...Array.from({ length: 6 }, (_, i) => `s3-${i + 1}`)]);
    expect(rest.filter((m) => m.squad === 2).map((m) => [m.kit.unit, m.rep, m.monthsInCountry, m.derosMonth])).toEqual(Array(10).fill(['sq2', 5, 0, 14]));
    expect(rest.filter((m) => m.squad === 3).map((m) => [m.kit.unit, m.rep, m.monthsInCountry, m.derosMonth])).toEqual(Array(6).fill(['sq3', 3, 10, 4]));
    const sl = ['squad-leader', 'squad-leader'];
    const jr = ['jr-nco', 'jr-nco'];
    const soldier = (role: string) => [role, 'soldier'];
    expect(rest.map((m) => [m.kit.role, m.role])).toEqual([
      ...[sl, jr, soldier('lmg-gunner'), soldier('lmg-assistant'), soldier('grenadier'), jr, soldier('grenadier'), soldier('rifleman'), soldier('rifleman'), soldier('rifleman')],
      ...[sl, jr, soldier('lmg-gunner'), soldier('lmg-assistant'), soldier('grenadier'), jr],
    ]);
    expect(rest.every((m) => m.attributes.length === 0 && !m.star && m.absence === null)).toBe(true);
    expect(t.units.map((u) => u.id)).toEqual(['sq1']);
  });

  it('GIVEN the Marines with the whole platoon THEN the Platoon HQ\'s M-60 gunner (L428) is on the roster in the HQ without a presence roll: he is rolled for at each squad mission (L399, L2182); a lone squad still rolls him once as its own', () => {
    const labels = (r: { readonly events: readonly FngEvent[] }) => tourEvents(r.events).flatMap((e) => (e.kind === 'tour-start' ? e.parts.map((p) => p.label) : []));
    const whole = unwrap(startTourOrder(tourArgs({ ...EMPTY }, Array(400).fill(3)), { army: 'usmc', corps: 'I', month: '1967-03' }));
    const gunner = whole.game.tour!.roster.find((m) => m.kit.unit === 'hq' && m.kit.role === 'lmg-gunner');
    expect(gunner).toMatchObject({ squad: null, kit: { weapon: 'm60', unit: 'hq' }, attributes: [] });
    expect(labels(whole)).not.toContain('LMG Gunner attached');
    const lone = unwrap(startTourOrder(tourArgs({ ...EMPTY }, Array(400).fill(3)), { army: 'usmc', corps: 'I', month: '1967-03', hq: false }));
    expect(labels(lone)).toContain('LMG Gunner attached');
    // [3] is not 1–2: he does not come with the lone squad.
    expect(lone.game.tour!.roster.some((m) => m.kit.role === 'lmg-gunner' && m.kit.weapon === 'm60')).toBe(false);
  });

  it('GIVEN a tour\'s start THEN its words name the months as the seed does (early January … late December, L1238), the platoon\'s parts (L558), DEROS for officers too (L1232); the Marines\' medic is a Corpsman (L430)', () => {
    const start = (e: TourEvent) => tourLines(e, {} as FngView, (k) => k);
    const base = { kind: 'tour-start', army: 'us-army', corps: 'II', month: '1967-03', turns: 24, men: [], parts: [] } as const;
    expect(start({ ...base, platoon: true })[0]).toBe(
      '🎖️ **Tour of duty** (L1230–L1241): U.S. Army in II Corps from early March 1967 to late February 1968, 24 campaign turns, an early and a late one each month (L1238). The platoon is rolled on its army list (L395–L440): your squad, then the Platoon HQ and the other squads (L558) .',
    );
    expect(start({ ...base, army: 'usmc', month: '1967-12', turns: 26 })[0]).toContain('U.S. Marines in II Corps from early December 1967 to late December 1968, 26 campaign turns');
    expect(start({ ...base })[0]).toContain('Your squad is rolled on its army list (L395–L440)');
    expect(start({ ...base })[1]).toContain('DEROS (L1232): 2d6 months for every man of NCO rank or below, 1d6 for each officer (his reassignment)');
    expect(monthWords('1968-12')).toBe('December 1968');
    const corpsman = man('doc', { squad: null, kit: { ...HQ[2]!.kit, role: 'medic', list: 'usmc' } });
    expect(rosterLines([corpsman], 0)[0]).toContain('— Corpsman, REP 4');
    expect(rosterLines([{ ...corpsman, kit: { ...corpsman.kit, list: 'us-army' } }], 0)[0]).toContain('— Medic, REP 4');
  });

  it('GIVEN hq:false THEN a lone squad: neither the Platoon HQ nor the rest of the platoon', () => {
    const a = tourArgs({ ...EMPTY }, Array(42).fill(3));
    const t = unwrap(startTourOrder(a, { army: 'us-army', corps: 'II', hq: false })).game.tour!;
    expect(a.roller.remaining).toBe(0);
    expect(new Set(t.roster.map((m) => m.squad))).toEqual(new Set([1]));
  });

  it('GIVEN the Star\'s DEROS rolled by house rule THEN 2d6 for him too', () => {
    const a = tourArgs({ ...EMPTY }, Array(44).fill(3), { 'fng.deros.star': 'roll' });
    const t = unwrap(startTourOrder(a, { army: 'us-army', corps: 'II', hq: false })).game.tour!;
    expect(a.roller.remaining).toBe(0);
    expect(t.roster[0]).toMatchObject({ star: true, derosMonth: 6, monthsInCountry: 6 });
  });

  it('GIVEN ARVN in 1968 THEN the 1968 list; the other armies their own', () => {
    const arvn = unwrap(startTourOrder(tourArgs({ ...EMPTY }, Array(150).fill(3)), { army: 'arvn', corps: 'IV', month: '1968-01' })).game.tour!;
    expect(arvn.roster[0]!.kit.list).toBe('arvn-post-1968');
    const anzac = unwrap(startTourOrder(tourArgs({ ...EMPTY }, Array(150).fill(3)), { army: 'anzac', corps: 'III' })).game.tour!;
    expect(anzac.roster[0]!.kit).toMatchObject({ list: 'anzac', weapon: 'f1-smg' });
  });

  it('GIVEN the enemy\'s side, a tour already kept, a mission under way, a bad month or a tour ending after 1968 THEN refused', () => {
    expectCode(startTourOrder({ ...tourArgs({ ...EMPTY }, []), side: 'cf' }, { army: 'us-army', corps: 'I' }), 'fng/tour-players-side');
    expectCode(startTourOrder(tourArgs(tourGame(tour()), []), { army: 'us-army', corps: 'I' }), 'fng/tour-started');
    expectCode(startTourOrder(tourArgs({ ...EMPTY, mission: missionOf() }, []), { army: 'us-army', corps: 'I' }), 'fng/mission-started');
    expectCode(startTourOrder(tourArgs({ ...EMPTY }, []), { army: 'us-army', corps: 'I', month: '1969-01' }), 'fng/bad-month');
    expectCode(startTourOrder(tourArgs({ ...EMPTY }, []), { army: 'usmc', corps: 'I', month: '1968-01' }), 'fng/tour-ends-after-1968');
  });
});

describe('a campaign turn without a mission (Contact L1312–L1319)', () => {
  it('GIVEN one die passed THEN no contact, the next test on 3d6, the turn\'s After the Mission due', () => {
    const a = tourArgs(tourGame(tour()), [5, 6]);
    const r = unwrap(tourTurnOrder(a));
    expect(tourEvents(r.events)).toMatchObject([{ kind: 'contact', label: 'early January 1967', rainy: false, star: 'pink', dice: 2, target: 5, passes: 1, contact: false, nextThreeDice: true }]);
    expect(r.game.tour).toMatchObject({ stage: 'after-action', threeDice: true, debrief: { mission: null, contacted: false }, history: [{ label: 'early January 1967', contact: false }] });
    expect(r.board).toBeUndefined();
  });

  it('GIVEN 3d6 owed and the rainy season THEN three dice vs REP 5 − 1; no die passed, no contact and 2d6 again', () => {
    const a = tourArgs(tourGame(tour({ threeDice: true, startMonth: 4 })), [5, 5, 6]);
    const r = unwrap(tourTurnOrder(a));
    expect(tourEvents(r.events)).toMatchObject([{ kind: 'contact', label: 'early May 1967', rainy: true, dice: 3, target: 4, passes: 0, contact: false, nextThreeDice: false }]);
    expect(r.game.tour!.threeDice).toBe(false);
  });

  it('GIVEN the Star away on R&R THEN the squad leader present tests, else the best man there', () => {
    const away = SQUAD.map((m) => (m.star ? { ...m, absence: { reason: 'r-and-r' as const, missions: 1 } } : m));
    const r = unwrap(tourTurnOrder(tourArgs(tourGame(tour({ roster: away })), [6, 6])));
    expect(tourEvents(r.events)[0]).toMatchObject({ kind: 'contact', star: 'barnes', target: 4 });
  });

  it('GIVEN an extended stand-down (Good Mission 6) THEN no Contact test and no mission, once', () => {
    const a = tourArgs(tourGame(tour({ carried: { standDown: true, cakeWalk: true } })), []);
    const r = unwrap(tourTurnOrder(a));
    expect(tourEvents(r.events)).toEqual([{ kind: 'stand-down', label: 'early January 1967' }]);
    expect(r.game.tour).toMatchObject({ stage: 'after-action', carried: { cakeWalk: true } });
    expect(r.game.tour!.carried.standDown).toBeUndefined();
  });

  it('GIVEN no tour, the enemy\'s side, a mission under way, an After the Mission due, or every turn played THEN refused', () => {
    expectCode(tourTurnOrder(tourArgs({ ...EMPTY }, [])), 'fng/no-tour');
    expectCode(tourTurnOrder({ ...tourArgs(tourGame(tour()), []), side: 'cf' }), 'fng/tour-players-side');
    expectCode(tourTurnOrder(tourArgs(tourGame(tour({ stage: 'mission' })), [])), 'fng/tour-mission-on');
    expectCode(tourTurnOrder(tourArgs(tourGame(tour({ stage: 'after-action' })), [])), 'fng/after-action-due');
    expectCode(tourTurnOrder(tourArgs(tourGame(tour({ turn: 24 })), [])), 'fng/tour-over');
  });
});

/**
 * A turn with contact in IV Corps, January (dry): contact [1,1]; AO swamp/interior/free fire zone
 * [6,2,1] → swamp; status [3,3] + 1 = 7 contested; SL [4,4] → 4; EAL [3,5] → 3; day part [3,4] = 7,
 * afternoon 10 turns; weather [3,3] clear; mission [1,1] = 2 → Fight; six sections [1,2] = 3 → swamp;
 * buildings six 6s (PV 2: none); extra PEFs for EAL 2 and 3 [1,6] → 2 PEFs; deployment [5]; PEF
 * sections [1,3]; last, the radio from the Platoon HQ [4]: none (L2182).
 */
const CONTACT_TURN = [1, 1, 6, 2, 1, 3, 3, 4, 4, 3, 5, 3, 4, 3, 3, 1, 1, ...Array<number>(6).fill(0).flatMap(() => [1, 2]), 6, 6, 6, 6, 6, 6, 1, 6, 5, 1, 3, 4];

const g_radio = (g: FngGame): string[] => g.figures.filter((f) => (f.gear as readonly string[]).includes('radio')).map((f) => f.id);

describe('a campaign turn with contact: Missions by the Numbers and the mission (L1320–L1394)', () => {
  it('GIVEN contact THEN AO, status, levels, day part, weather and mission rolled, the table laid as the board, the squad mustered and the enemy set up sealed', () => {
    const wounded = SQUAD.map((m) => (m.id === 'kelly' ? { ...m, wounds: 2, rep: 5 } : m.id === 'able' ? { ...m, absence: { reason: 'recovering' as const, missions: 1 } } : m));
    const a = tourArgs(tourGame(tour({ roster: wounded })), [...CONTACT_TURN]);
    const r = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    const events = tourEvents(r.events);
    expect(events.map((e) => e.kind)).toEqual(['contact', 'set-up', 'squad-out']);
    expect(events[1]).toMatchObject({
      kind: 'set-up',
      corps: 'IV',
      aoRounds: [[{ kind: 'swamp', die: 6, score: 6 }, { kind: 'interior', die: 2, score: 2 }, { kind: 'free-fire-zone', die: 1, score: 1 }]],
      statusRoll: { roll: 6, modifier: 1, total: 7 },
      slFaces: [4, 4],
      pefs: 2,
      setUp: { ao: 'swamp', status: 'contested', sl: 4, dayPart: 'afternoon', light: 'daylight', dayPartTurns: 10, weather: 'clear', mission: 'fight', length: { minimumTurns: 12, after: 'end-roll' }, deploymentSector: 5, civilians: false },
    });
    // The public events never carry the EAL.
    expect(JSON.stringify(events)).not.toMatch(/"eal"/);
    expect(events[2]).toMatchObject({ kind: 'squad-out', figures: ['fwf:pink', 'fwf:barnes', 'fwf:kelly'], away: [{ id: 'able', why: 'recovering', missions: 1 }], radio: { die: 4 } });
    expect(g_radio(r.game)).toEqual([]);
    const g = r.game;
    expect(g.mission).toMatchObject({ corps: 'IV', area: 'swamp', status: 'contested', sl: 4, eal: 3, night: false });
    expect(g.pefs?.map((p) => p.id)).toEqual(['P1', 'P2']);
    expect(g.sealed).toEqual([{ seq: 1, kind: 'mission', entry: { eal: 3, pefRep: 3 } }]);
    expect(r.events.find((e) => e.kind === 'mission')).not.toHaveProperty('eal');
    expect(g.figures.map((f) => [f.id, f.side, f.rep, f.wounds, f.at])).toEqual([
      ['pink', 'fwf', 5, 0, undefined],
      ['barnes', 'fwf', 4, 0, undefined],
      ['kelly', 'fwf', 5, 2, undefined],
    ]);
    expect(g.figures.find((f) => f.id === 'kelly')).toMatchObject({ attributes: ['nerves-of-steel'], weapon: 'm60', role: 'lmg-gunner', star: false });
    expect(g.figures.find((f) => f.id === 'pink')).toMatchObject({ star: true, starPower: 5 });
    expect(g.forces).toEqual([{ side: 'fwf', name: 'US Army infantry squad', army: 'us-army', units: [{ id: 'sq1', name: '1st Squad', stores: expect.any(Object) }] }]);
    expect(g.tour).toMatchObject({ stage: 'mission', lastAo: 'swamp', threeDice: false, history: [{ label: 'early January 1967', contact: true, mission: 'fight', ao: 'swamp' }] });
    // Six swamp sections laid as features of the 72" × 36" table, each filling its 24" × 18" section.
    expect(r.board).toMatchObject({ ruleset: 'fng', board: { kind: 'tabletop', width: 72, height: 36 } });
    expect(r.board!.features.map((f) => f.type)).toEqual(Array(6).fill('swamp'));
    expect(r.board!.features[4]).toMatchObject({ name: 'Swamp (section 5)', shape: { kind: 'polygon' } });
  });

  it('GIVEN the radio roll 1–2 THEN the squad takes a radio from the Platoon HQ, carried by the man the players made RTO, else the first rifleman; a squad with a radio of its own rolls none (L2182); the HQ stays back', () => {
    const withRadio = [...CONTACT_TURN.slice(0, -1), 2];
    const platoon = [...SQUAD, ...HQ];
    const byDefault = unwrap(tourTurnOrder(tourArgs(tourGame(tour({ roster: platoon })), withRadio)));
    expect(tourEvents(byDefault.events)[2]).toMatchObject({ kind: 'squad-out', figures: ['fwf:pink', 'fwf:barnes', 'fwf:kelly', 'fwf:able'], radio: { die: 2, rto: 'able' } });
    expect(g_radio(byDefault.game)).toEqual(['able']);
    const chosen = unwrap(tourTurnOrder(tourArgs(tourGame(tour({ roster: platoon.map((m) => (m.id === 'barnes' ? { ...m, rto: true } : m.id === 'kelly' ? { ...m, stays: true } : m)) })), withRadio)));
    expect(g_radio(chosen.game)).toEqual(['barnes']);
    // Kelly kept back by the players is not on it, and said so.
    expect(tourEvents(chosen.events)[2]).toMatchObject({ figures: ['fwf:pink', 'fwf:barnes', 'fwf:able'], away: [{ id: 'kelly', why: 'kept-back', missions: 0 }] });
    const a = tourArgs(tourGame(tour({ roster: SQUAD.map((m) => (m.id === 'kelly' ? { ...m, kit: { ...m.kit, gear: ['radio'] } } : m)) })), CONTACT_TURN.slice(0, -1));
    const own = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(tourEvents(own.events)[2]).not.toHaveProperty('radio');
    expect(g_radio(own.game)).toEqual(['kelly']);
  });

  it('GIVEN the EAL left open by house rule THEN the mission tells it; a pending cake walk caps it at 3 and is spent', () => {
    const faces = [...CONTACT_TURN];
    faces[9] = 6;
    faces[10] = 6; // EAL doubles 6s
    const open = unwrap(tourTurnOrder(tourArgs(tourGame(tour()), [...faces, 6, 6, 6, 6, 6], { 'fng.eal.hidden': false })));
    expect(open.events.find((e) => e.kind === 'mission')).toMatchObject({ eal: 6 });
    const capped = unwrap(tourTurnOrder(tourArgs(tourGame(tour({ carried: { cakeWalk: true, nextReplacementBetter: true } })), [...faces])));
    expect(capped.game.mission!.eal).toBe(3);
    expect(capped.game.tour!.carried).toEqual({ nextReplacementBetter: true });
    expect(tourEvents(capped.events)[1]).toMatchObject({ kind: 'set-up', cakeWalk: true });
  });

  it('GIVEN the last mission\'s figures and enemy on the table THEN a fresh table: only the sealed record and the tour are kept', () => {
    const old = tourGame(tour(), {
      figures: [fig('fwf', 'pink', 1, 1), fig('cf', 'vc1-1', 9, 9)],
      turn: 7,
      sealed: [{ seq: 1, kind: 'mission', entry: { eal: 2 } }],
      pefs: [{ id: 'P3', at: { x: 1, y: 1 } }],
      serial: 30,
    });
    expect(freshTable(old)).toEqual({ sides: ['US', 'VC'], forces: [], figures: [], turn: 0, done: [], serial: 30, sealed: old.sealed, tour: old.tour });
    const r = unwrap(tourTurnOrder(tourArgs(old, [...CONTACT_TURN])));
    expect(r.game.figures.every((f) => f.side === 'fwf' && f.at === undefined)).toBe(true);
    expect(r.game.sealed!.map((s) => s.seq)).toEqual([1, 2]);
  });

  it('GIVEN a rainy-season paddy THEN it is laid flooded; in the dry season dry', () => {
    const paddy = [...CONTACT_TURN];
    for (let i = 17; i < 29; i += 2) [paddy[i], paddy[i + 1]] = [2, 3]; // 5: rice paddy
    const dry = unwrap(tourTurnOrder(tourArgs(tourGame(tour()), [...paddy])));
    expect(dry.board!.features.every((f) => f.type === 'rice-paddy' && f.paddy === 'dry')).toBe(true);
    const rainy = paddy.slice(2);
    const wet = unwrap(tourTurnOrder(tourArgs(tourGame(tour({ startMonth: 6, roster: [man('pink', { rep: 6, star: true })] })), [1, 1, ...rainy, 1])));
    expect(wet.board!.features.every((f) => f.type === 'rice-paddy' && f.paddy === 'flooded')).toBe(true);
  });
});

describe('the firefight between missions', () => {
  it('GIVEN a tour between missions THEN no Activation or order of the firefight; set-up and a Star\'s answer still; during the mission as ever', () => {
    for (const stage of ['turn', 'after-action'] as const) {
      const g = tourGame(tour({ stage }), { turn: 3, acting: 'fwf', dice: { fwf: 1, cf: 1 } });
      for (const kind of ['activate', 'act', 'done'] as const) expectCode(checkOrder(g, 'fwf', kind), 'fng/tour-between-missions');
      for (const kind of ['setup', 'react'] as const) expectCode(checkOrder(g, 'fwf', kind), 'ok');
    }
    expectCode(checkOrder(tourGame(tour({ stage: 'mission' })), 'fwf', 'activate'), 'ok');
  });
});
