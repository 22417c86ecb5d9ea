import { describe, expect, it } from 'vitest';
import { rosterSetOrder, type RosterSetInput } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-tour-roster.js';
import { squadFigures } from '../../../../../../src/rulesets/fng/rules/tour/moves/tour-force.js';
import type { FngTour } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { HQ, SQUAD, tour, tourArgs, tourGame } from '../../../helpers/tour-fixtures.js';

/** The Star owes his two chosen Attributes; the platoon keeps a spare M-60 and a radio. */
const start = (over: Partial<FngTour> = {}) => tour({ roster: [...SQUAD.map((m) => (m.star ? { ...m, choices: 2 } : m)), ...HQ], spare: ['m60', 'radio'], ...over });

function set(t: FngTour, input: RosterSetInput) {
  const a = tourArgs(tourGame(t), []);
  return rosterSetOrder(a, input);
}
const setOk = (t: FngTour, input: RosterSetInput) => {
  const r = unwrap(set(t, input));
  return { tour: r.game.tour!, events: r.events };
};
const who = (t: FngTour, id: string) => t.roster.find((m) => m.id === id)!;

describe('/fng-tour roster: the players keep their roster between missions (L1241, L1244, L358, L2273, L2296)', () => {
  it('GIVEN the Star owing two Attributes THEN he chooses them one at a time, none twice, and no third (L358)', () => {
    const one = setOk(start(), { figure: 'PINK', attribute: 'Nerves of Steel' });
    expect(who(one.tour, 'pink')).toMatchObject({ attributes: ['nerves-of-steel'], choices: 1 });
    expect(one.events).toEqual([{ kind: 'tour', event: { kind: 'roster-set', id: 'fwf:pink', attribute: 'nerves-of-steel', choicesLeft: 1 } }]);
    expectCode(set(one.tour, { figure: 'pink', attribute: 'nerves-of-steel' }), 'fng/roster-has-attribute');
    const two = setOk(one.tour, { figure: 'pink', attribute: 'pointman' });
    expect(who(two.tour, 'pink').attributes).toEqual(['nerves-of-steel', 'pointman']);
    expect(who(two.tour, 'pink').choices).toBeUndefined();
    expectCode(set(two.tour, { figure: 'pink', attribute: 'marksman' }), 'fng/roster-no-choice');
  });

  it('GIVEN a Grunt owed nothing, or a word not on the table THEN refused', () => {
    expectCode(set(start(), { figure: 'kelly', attribute: 'marksman' }), 'fng/roster-no-choice');
    expectCode(set(start(), { figure: 'pink', attribute: 'sharpshooter' }), 'fng/roster-not-an-attribute');
  });

  it('GIVEN the spare kit THEN a man takes the M-60, his M-16 going to the spare kit; the radio is added to his gear (Good Mission 4, L2273)', () => {
    const r = setOk(start(), { figure: 'able', kit: 'm60' });
    expect(who(r.tour, 'able').kit.weapon).toBe('m60');
    expect(r.tour.spare).toEqual(['radio', 'm16']);
    expect(r.events[0]).toMatchObject({ event: { kit: { took: 'm60', returned: 'm16' } } });
    const radio = setOk(r.tour, { figure: 'barnes', kit: 'radio' });
    expect(who(radio.tour, 'barnes').kit).toMatchObject({ weapon: 'm16', gear: ['radio'] });
    expect(radio.tour.spare).toEqual(['m16']);
    expect(squadFigures(radio.tour).find((f) => f.id === 'barnes')!.gear).toContain('radio');
    expectCode(set(radio.tour, { figure: 'kelly', kit: 'm79' }), 'fng/roster-no-spare');
    expectCode(set(tour(), { figure: 'kelly', kit: 'radio' }), 'fng/roster-no-spare');
  });

  it('GIVEN mission:false THEN he stays back from the next missions until mission:true; the Platoon HQ never goes on a squad mission (L2182)', () => {
    const back = setOk(start(), { figure: 'kelly', mission: false, name: 'Pfc Kelly' });
    expect(who(back.tour, 'kelly')).toMatchObject({ stays: true, name: 'Pfc Kelly' });
    expect(squadFigures(back.tour).map((f) => f.id)).toEqual(['pink', 'barnes', 'able']);
    const again = setOk(back.tour, { figure: 'kelly', mission: true });
    expect(who(again.tour, 'kelly').stays).toBeUndefined();
    expect(squadFigures(again.tour).map((f) => f.id)).toEqual(['pink', 'barnes', 'kelly', 'able']);
    expectCode(set(start(), { figure: 'gray', mission: true }), 'fng/roster-hq-stays');
    expect(setOk(start(), { figure: 'gray', name: 'Lt Gray' }).tour.roster.find((m) => m.id === 'gray')!.name).toBe('Lt Gray');
  });

  it('GIVEN rto:true THEN he is the one who carries a radio that comes with the squad (L2182): one man at a time; never the Platoon HQ', () => {
    const one = setOk(start(), { figure: 'barnes', rto: true });
    expect(who(one.tour, 'barnes').rto).toBe(true);
    const two = setOk(one.tour, { figure: 'able', rto: true });
    expect(two.tour.roster.filter((m) => m.rto).map((m) => m.id)).toEqual(['able']);
    expect(setOk(two.tour, { figure: 'able', rto: false }).tour.roster.some((m) => m.rto)).toBe(false);
    expectCode(set(start(), { figure: 'ruiz', rto: true }), 'fng/roster-hq-stays');
  });

  it('GIVEN a refusal among several changes THEN nothing is written: the order returns no game', () => {
    const t = start();
    const r = set(t, { figure: 'able', name: 'Pfc Able', kit: 'm79' });
    expectCode(r, 'fng/roster-no-spare');
    expect(t.roster.find((m) => m.id === 'able')!.name).toBe('able');
  });

  it('GIVEN no tour, the enemy\'s side, a mission under way, an unknown man, nothing to set or a bad name THEN refused', () => {
    expectCode(rosterSetOrder(tourArgs({ sides: ['US', 'VC'], forces: [], figures: [], turn: 0, done: [], serial: 0 }, []), { figure: 'pink', name: 'x' }), 'fng/no-tour');
    expectCode(rosterSetOrder({ ...tourArgs(tourGame(start()), []), side: 'cf' }, { figure: 'pink', name: 'x' }), 'fng/tour-players-side');
    expectCode(set(start({ stage: 'mission' }), { figure: 'pink', name: 'x' }), 'fng/tour-mission-on');
    expectCode(set(start(), { figure: 'nobody', name: 'x' }), 'fng/roster-unknown-man');
    expectCode(set(start(), { figure: 'pink' }), 'fng/roster-nothing-to-set');
    expectCode(set(start(), { figure: 'pink', name: '  ' }), 'fng/roster-bad-name');
    expectCode(set(start(), { figure: 'pink', name: 'x'.repeat(41) }), 'fng/roster-bad-name');
  });

  it('GIVEN After the Mission due THEN the roster may still be set (between missions)', () => {
    expect(setOk(start({ stage: 'after-action' }), { figure: 'pink', attribute: 'lucky' }).tour.stage).toBe('after-action');
  });
});
