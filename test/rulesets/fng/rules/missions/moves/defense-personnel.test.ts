import { describe, expect, it } from 'vitest';
import { tourLines } from '../../../../../../src/rulesets/fng/play/tour/tour-texts.js';
import { defenseOutcome } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-objective.js';
import { defensePersonnel, personnelTakenOut, PERSONNEL_UNIT } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-personnel.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import { tourTurnOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-tour.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourEvent, TourMissionSetUp } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import type { FngView } from '../../../../../../src/rulesets/fng/rules/view.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { fig } from '../../../helpers/table.js';
import { missionOf, SQUAD, tour, tourArgs, tourGame } from '../../../helpers/tour-fixtures.js';

/*
 * Issue 17, the Defense's own people (L2205): "(1) Radio Relay team. A team of four M-16 armed soldiers,
 * one senior NCO and three RTO's"; "(3) Water party ... two unarmed troopers"; "(4) Wounded. 2d6 wounded
 * with a medic and an RTO"; the mission is lost when "key personnel are taken out" (L2215).
 */
const tourEvents = (events: readonly FngEvent[]): TourEvent[] => events.flatMap((e) => (e.kind === 'tour' ? [e.event] : []));
const roles = (figs: readonly TableFigure[]) => figs.map((f) => [f.id, f.role, f.weapon ?? null, f.gear.join(), f.status, f.rep]);

describe('who a Defense guards (L2205)', () => {
  it('GIVEN each objective THEN its people: the relay team\'s NCO and three RTOs with radios; two unarmed troopers; the wounded (2d6) down, a medic and an RTO; none for the others', () => {
    const relay = defensePersonnel({ objective: 'radio-relay', list: 'us-army', rep: 4 })!;
    expect(relay.unit).toEqual({ id: PERSONNEL_UNIT, name: 'Radio relay team', stores: { laws: 0, claymores: 0, c4: 0, satchels: 0 } });
    expect(roles(relay.figures)).toEqual([
      ['obj-1', 'squad-leader', 'm16', '', 'carry-on', 4],
      ['obj-2', 'rto', 'm16', 'radio', 'carry-on', 4],
      ['obj-3', 'rto', 'm16', 'radio', 'carry-on', 4],
      ['obj-4', 'rto', 'm16', 'radio', 'carry-on', 4],
    ]);
    expect(roles(defensePersonnel({ objective: 'water-party', list: 'usmc', rep: 5 })!.figures)).toEqual([
      ['obj-1', 'rifleman', null, '', 'carry-on', 5],
      ['obj-2', 'rifleman', null, '', 'carry-on', 5],
    ]);
    const hurt = defensePersonnel({ objective: 'wounded', wounded: 3, list: 'us-army', rep: 4 })!;
    expect(roles(hurt.figures)).toEqual([
      ['obj-1', 'rifleman', 'm16', '', 'out-of-fight', 4],
      ['obj-2', 'rifleman', 'm16', '', 'out-of-fight', 4],
      ['obj-3', 'rifleman', 'm16', '', 'out-of-fight', 4],
      ['obj-4', 'medic', 'm1911a1', '', 'carry-on', 4],
      ['obj-5', 'rto', 'm16', 'radio', 'carry-on', 4],
    ]);
    expect(hurt.woundedAtStart).toEqual(['obj-1', 'obj-2', 'obj-3']);
    for (const objective of ['resupply', 'check-point', 'bridge'] as const) expect(defensePersonnel({ objective, list: 'us-army', rep: 4 })).toBeUndefined();
  });

  it('GIVEN who is down THEN taken out only when none is left unharmed: a wounded man only dead, captured or missing; flown out is safe', () => {
    const hurt = defensePersonnel({ objective: 'wounded', wounded: 2, list: 'us-army', rep: 4 })!;
    const set = (s: Record<string, TableFigure['status']>) => hurt.figures.map((f) => ({ ...f, at: { x: 1, y: 1 }, status: s[f.id] ?? f.status }));
    expect(personnelTakenOut(set({}), hurt.woundedAtStart)).toBe(false);
    expect(personnelTakenOut(set({ 'obj-3': 'out-of-fight', 'obj-4': 'obviously-dead' }), hurt.woundedAtStart)).toBe(false);
    expect(personnelTakenOut(set({ 'obj-1': 'obviously-dead', 'obj-2': 'captured', 'obj-3': 'out-of-fight', 'obj-4': 'missing' }), hurt.woundedAtStart)).toBe(true);
    expect(personnelTakenOut(set({ 'obj-1': 'left-battlefield', 'obj-2': 'obviously-dead', 'obj-3': 'out-of-fight', 'obj-4': 'obviously-dead' }), hurt.woundedAtStart)).toBe(false);
    expect(personnelTakenOut([fig('fwf', 'pink', 1, 1, { status: 'obviously-dead' })], [])).toBe(false);
  });

  it('GIVEN the relay team all down THEN the Defense is lost (L2215), marked or not; one RTO up and the mark clear THEN held clear', () => {
    const relay = defensePersonnel({ objective: 'radio-relay', list: 'us-army', rep: 4 })!;
    const g = (status: (f: TableFigure) => TableFigure['status'], marked = true): FngGame =>
      tourGame(tour(), {
        figures: [fig('fwf', 'pink', 10, 10), ...relay.figures.map((f) => ({ ...f, at: { x: 20, y: 20 }, status: status(f) }))],
        mission: missionOf({ type: 'defense', defense: 'radio-relay', personnel: { woundedAtStart: [] }, ...(marked ? { objectiveAt: { x: 20, y: 20 } } : {}) }),
      });
    expect(unwrap(defenseOutcome(g(() => 'out-of-fight'), undefined))).toEqual({ outcome: 'lost', why: 'personnel-lost', near: [] });
    expect(unwrap(defenseOutcome(g(() => 'obviously-dead', false), 'held-clear'))).toMatchObject({ outcome: 'lost', why: 'personnel-lost' });
    expect(unwrap(defenseOutcome(g((f) => (f.id === 'obj-4' ? 'carry-on' : 'obviously-dead')), undefined))).toMatchObject({ outcome: 'held-clear' });
  });
});

describe('the Defense\'s people at the mission\'s end', () => {
  const setUp: TourMissionSetUp = { ao: 'swamp', status: 'contested', sl: 1, dayPart: 'morning', light: 'daylight', dayPartTurns: 10, weather: 'clear', mission: 'defense', length: { minimumTurns: 10, after: 'end-roll' }, deploymentSector: 5, civilians: false };

  it('GIVEN the wounded guarded, one of them killed THEN the ones who came wounded are no casualties of ours, the dead man counts (−4), and none of them goes to the After the Mission', () => {
    const hurt = defensePersonnel({ objective: 'wounded', wounded: 2, list: 'us-army', rep: 4 })!;
    const figures = [fig('fwf', 'pink', 10, 30, { star: true, rep: 5 }), ...hurt.figures.map((f) => ({ ...f, at: { x: 12, y: 30 }, status: f.id === 'obj-1' ? ('obviously-dead' as const) : f.status }))];
    const g = tourGame(tour({ stage: 'mission', setUp, history: [{ label: 'early January 1967', contact: true, mission: 'defense', ao: 'swamp' }] }), {
      figures,
      turn: 10,
      acting: 'fwf',
      dice: { fwf: 4, cf: 2 },
      mission: missionOf({ type: 'defense', defense: 'wounded', personnel: { woundedAtStart: hurt.woundedAtStart }, objectiveAt: { x: 12, y: 30 } }),
    });
    // The wounded not flown out leave the objective's reading alone here (fng.defense.wounded-unlifted, defense-dustoff.test.ts).
    const a = { ...tourArgs(g, [5], { 'fng.defense.wounded-unlifted': 'no-effect' }), gm: false };
    const v = unwrap(missionResultOrder(a, {}));
    const result = tourEvents(v.events)[0]!;
    // Held clear +5; our dead −4: 1 VP, a Bad Mission [5] (and no "our wounded" line for the two who came wounded).
    expect(result).toMatchObject({ kind: 'mission-result', vp: 1, lines: [{ item: 'fwfDead', count: 1, vp: -4 }, { item: 'defense-objective', count: 1, vp: 5 }] });
    expect(v.game.tour!.debrief!.men.map((m) => m.id)).toEqual(['pink']);
  });

  it('GIVEN the squad-out line of a Defense THEN it names who the squad guards', () => {
    const out: TourEvent = { kind: 'squad-out', figures: ['fwf:pink'], away: [], personnel: { name: 'Water party', figures: ['fwf:obj-1', 'fwf:obj-2'] } };
    expect(tourLines(out, {} as FngView, (k) => k)[0]).toContain('What the squad guards (L2205), to place too: the Water party, fwf:obj-1, fwf:obj-2.');
  });
});

/**
 * tour-turn.test.ts's contact turn with the mission [4, 6] = 10 on the swamp column: a Defense; its PEFs
 * one per EAL (3), so no extra PEF dice; then deployment [5], what is defended, its own dice, the PEFs'
 * sections [1, 3, 2] and the radio [4].
 */
const DEFENSE_TURN = (objective: number[]) => [1, 1, 6, 2, 1, 3, 3, 4, 4, 3, 5, 3, 4, 3, 3, 4, 6, ...Array<number>(6).fill(0).flatMap(() => [1, 2]), 6, 6, 6, 6, 6, 6, 5, ...objective, 1, 3, 2, 4];

describe('a tour\'s Defense brings its people onto the table (L2205)', () => {
  it('GIVEN [1] a radio relay team THEN its four men join the squad\'s figures in their own unit, the mission knows them, the squad-out line names them', () => {
    const a = tourArgs(tourGame(tour({ roster: SQUAD })), DEFENSE_TURN([1]));
    const r = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.mission).toMatchObject({ type: 'defense', defense: 'radio-relay', personnel: { woundedAtStart: [] } });
    expect(r.game.figures.filter((f) => f.side === 'fwf').map((f) => [f.id, f.unit, f.role])).toEqual([
      ['pink', 'sq1', 'squad-leader'],
      ['barnes', 'sq1', 'jr-nco'],
      ['kelly', 'sq1', 'lmg-gunner'],
      ['able', 'sq1', 'rifleman'],
      ['obj-1', 'obj', 'squad-leader'],
      ['obj-2', 'obj', 'rto'],
      ['obj-3', 'obj', 'rto'],
      ['obj-4', 'obj', 'rto'],
    ]);
    expect(r.game.forces[0]!.units.map((u) => [u.id, u.name])).toEqual([['sq1', '1st Squad'], ['obj', 'Radio relay team']]);
    expect(tourEvents(r.events)[2]).toMatchObject({ kind: 'squad-out', figures: ['fwf:pink', 'fwf:barnes', 'fwf:kelly', 'fwf:able'], personnel: { name: 'Radio relay team', figures: ['fwf:obj-1', 'fwf:obj-2', 'fwf:obj-3', 'fwf:obj-4'] } });
  });

  it('GIVEN [4] wounded, 2d6 [2, 3] = 5, and house rule REP 5 THEN five wounded down, a medic and an RTO, all REP 5; the set-up tells the count', () => {
    const a = tourArgs(tourGame(tour({ roster: SQUAD })), DEFENSE_TURN([4, 2, 3]), { 'fng.defense.personnel-rep': 5 });
    const r = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    const people = r.game.figures.filter((f) => f.unit === 'obj');
    expect(people.map((f) => [f.role, f.status, f.rep])).toEqual([...Array(5).fill(['rifleman', 'out-of-fight', 5]), ['medic', 'carry-on', 5], ['rto', 'carry-on', 5]]);
    expect(r.game.mission).toMatchObject({ defense: 'wounded', defenseWounded: 5, personnel: { woundedAtStart: ['obj-1', 'obj-2', 'obj-3', 'obj-4', 'obj-5'] } });
    expect(tourLines(tourEvents(r.events)[1]!, {} as FngView, (k) => k).join('\n')).toContain('defending wounded awaiting Dustoff (L2205) — 5 wounded (2d6) with a medic and an RTO, who must call the Dustoff: 1 full Dustoff to lift them (a UH-1 lifts 8, L2395; one "coming quickly" only 2, L2004)');
  });

  it('GIVEN [4] wounded, 2d6 [6, 5] = 11 in the swamp THEN the set-up says two full Dustoffs (8 to a UH-1, L2395)', () => {
    const a = tourArgs(tourGame(tour({ roster: SQUAD })), DEFENSE_TURN([4, 6, 5]));
    const r = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(tourLines(tourEvents(r.events)[1]!, {} as FngView, (k) => k).join('\n')).toContain('11 wounded (2d6) with a medic and an RTO, who must call the Dustoff: 2 full Dustoffs to lift them (a UH-1 lifts 8, L2395');
  });

  it('GIVEN [2] a resupply site, 1d6 [3] THEN no people, and the Slick on turn 5 kept for the turns and told', () => {
    const a = tourArgs(tourGame(tour({ roster: SQUAD })), DEFENSE_TURN([2, 3]));
    const r = unwrap(tourTurnOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.figures.some((f) => f.unit === 'obj')).toBe(false);
    expect(r.game.mission).toMatchObject({ defense: 'resupply', slickTurn: 5 });
    expect(r.game.mission).not.toHaveProperty('personnel');
    expect(r.game.tour!.setUp).toMatchObject({ defense: 'resupply', slickTurn: 5 });
    expect(tourLines(tourEvents(r.events)[1]!, {} as FngView, (k) => k).join('\n')).toContain('the Slick comes on turn 5 (1d6 + 2)');
  });
});
