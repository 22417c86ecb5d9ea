import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../../../../src/rulesets/fng/rules/game/line-of-sight.js';
import { sees } from '../../../../../../src/rulesets/fng/rules/terrain/sight-line.js';
import { missionClock } from '../../../../../../src/rulesets/fng/rules/missions/moves/mission-clock.js';
import { settleWeather, turnWeather } from '../../../../../../src/rulesets/fng/rules/game/mission-weather.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import { endMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission-end.js';
import { startMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import { emptySupport } from '../../../../../../src/rulesets/fng/rules/support/support-state.js';
import { inclementTakeOff } from '../../../../../../src/rulesets/fng/rules/missions/weather.js';
import { radioWeather } from '../../../../../../src/rulesets/fng/rules/support/radio.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { rollTurn } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { feature, mission, rect } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';
import { tour, tourGame } from '../../../helpers/tour-fixtures.js';
import { callOrder } from '../../../../../../src/rulesets/fng/rules/support/moves/order-call.js';

/** A turn just over: both sides done. */
const over = (g: FngGame): FngGame => {
  const { acting: _a, ...rest } = g;
  return { ...rest, done: ['fwf', 'cf'] };
};

const fight = (turn: number, more: Partial<ReturnType<typeof mission>> = {}): FngGame =>
  over(table([fig('fwf', 'a', 10, 10)], { turn, mission: mission({ type: 'fight', length: { minimumTurns: 12, after: 'end-roll' }, ...more }) }));

describe('the mission clock at the turn\'s end (L1347, L2189, L2204, L2222)', () => {
  it('GIVEN a Fight before its twelfth turn is over THEN no die; after it THEN 1d6, 1–4 on, 5–6 ends it (1/3 exactly)', () => {
    const a = args(fight(11), 'fwf', []);
    expect(missionClock(fight(11), a.roller, a.rules).events).toEqual([]);
    const ends = [1, 2, 3, 4, 5, 6].filter((d) => {
      const b = args(fight(12), 'fwf', [d]);
      const r = missionClock(fight(12), b.roller, b.rules);
      expect(b.roller.remaining).toBe(0);
      return r.game.mission?.ended !== undefined;
    });
    expect(ends).toEqual([5, 6]);
  });

  it('GIVEN the end roll ends it THEN the mission is over by time, the sealed disclosed, and /fng-mission end counts it once', () => {
    const g = { ...fight(13), sealed: [{ seq: 1, kind: 'mission' as const, entry: { eal: 1, pefRep: 1 } }] };
    const a = args(g, 'fwf', [6]);
    const r = missionClock(g, a.roller, a.rules);
    expect(r.game.mission?.ended).toEqual({ turn: 13, by: 'time' });
    expect(r.game.sealed?.[0]?.disclosed).toBe(true);
    expect(r.events.map((e) => e.kind)).toEqual(['mission-clock', 'mission-end']);
    expect(r.events[1]).toMatchObject({ kind: 'mission-end', by: 'time', eal: 1 });
    expect(terrainDue(r.game)).toBe(false);
    const end = unwrap(endMissionOrder({ ...args(r.game, 'fwf', []), gm: false }));
    expect(end.events).toEqual([]);
    expect(end.game.mission?.ended).toEqual({ turn: 13, by: 'time', counted: true });
    expectCode(endMissionOrder({ ...args(end.game, 'fwf', []), gm: false }), 'fng/mission-over');
  });

  it('GIVEN an Ambush after six turns THEN (1-3) it becomes a Fight with a Fight\'s length and counts as one; (4-6) it ends', () => {
    const ambush = (t: number) => over(table([fig('fwf', 'a', 10, 10)], { turn: t, mission: mission({ type: 'ambush', ambush: 'ambushing', length: { minimumTurns: 6, after: 'may-become-fight' } }) }));
    const a = args(ambush(6), 'fwf', [3]);
    const r = missionClock(ambush(6), a.roller, a.rules);
    expect(r.game.mission).toMatchObject({ type: 'fight', length: { minimumTurns: 12, after: 'end-roll' } });
    expect(r.game.mission?.ended).toBeUndefined();
    expect(r.events[0]).toMatchObject({ kind: 'mission-clock', becomesFight: true, die: 3 });
    const b = args(ambush(6), 'fwf', [4]);
    expect(missionClock(ambush(6), b.roller, b.rules).game.mission?.ended).toEqual({ turn: 6, by: 'time' });
  });

  it('GIVEN the Day Part runs out (afternoon, 1 turn left) THEN the next row (10: evening, 3 + 1/2d6 turns) is entered; night falls from the evening\'s end', () => {
    const g = fight(3, { dayPart: { row: 8, name: 'afternoon', turnsLeft: 1 } });
    const a = args(g, 'fwf', [5]);
    const r = missionClock(g, a.roller, a.rules);
    expect(r.game.mission).toMatchObject({ night: false, dayPart: { row: 10, name: 'evening', turnsLeft: 6 } });
    expect(r.events[0]).toMatchObject({ kind: 'day-part', name: 'evening', night: false, turns: 6 });
    const dusk = fight(3, { dayPart: { row: 10, name: 'evening', turnsLeft: 1 } });
    const b = args(dusk, 'fwf', []);
    expect(missionClock(dusk, b.roller, b.rules).game.mission).toMatchObject({ night: true, dayPart: { row: 12, name: 'night', turnsLeft: 10 } });
    const mid = fight(3, { dayPart: { row: 12, name: 'night', turnsLeft: 4 } });
    expect(missionClock(mid, b.roller, b.rules).game.mission?.dayPart?.turnsLeft).toBe(3);
  });

  it('GIVEN a mission with a clock THEN the turn-end hook is due and plays it without a table', () => {
    const g = fight(12);
    expect(terrainDue(g)).toBe(true);
    const a = args(g, 'fwf', [2]);
    const r = terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now });
    expect(r.events.map((e) => e.kind)).toEqual(['mission-clock']);
    expect(terrainDue(r.game)).toBe(false);
    expect(terrainDue(over(table([], { turn: 3, mission: mission() })))).toBe(false);
  });
});

describe('weather in the mission (L1350, L1378, L806, L1641)', () => {
  it('GIVEN variable weather and Activation doubles 4,4 THEN inclement for the rest of the mission; doubles 3,3 THEN clear', () => {
    expect(settleWeather(table([], { mission: mission({ weather: 'variable' }) }), 4).game.mission?.weather).toBe('inclement');
    expect(settleWeather(table([], { mission: mission({ weather: 'variable' }) }), 3).game.mission?.weather).toBe('clear');
    expect(settleWeather(table([], { mission: mission({ weather: 'terrible' }) }), 1).events).toEqual([]);
  });

  it('GIVEN variable weather when the turn rolls doubles 5,5 then 2,4 THEN terrible from that turn', () => {
    const g = over(table([], { turn: 1, mission: mission({ weather: 'variable' }) }));
    const r = rollTurn(g, args(g, 'fwf', [5, 5, 2, 4]).roller);
    expect(r.game.mission?.weather).toBe('terrible');
    expect(r.events.map((e) => e.kind)).toEqual(['activation', 'activation', 'weather']);
  });

  it('GIVEN Random Events THEN one level worse or better (clear ↔ inclement ↔ terrible)', () => {
    expect(turnWeather(table([], { mission: mission() }), 'worse').game.mission?.weather).toBe('inclement');
    expect(turnWeather(table([], { mission: mission({ weather: 'terrible' }) }), 'worse').game.mission?.weather).toBe('terrible');
    expect(turnWeather(table([], { mission: mission({ weather: 'inclement' }) }), 'better').game.mission?.weather).toBe('clear');
  });

  it('GIVEN terrible weather THEN sight is 12" in the open by day, 6" at night, half a forest\'s reach; radio calls read it', () => {
    const day = sightOf(table([], { mission: mission({ weather: 'terrible' }) }));
    expect(sees(undefined, { x: 0, y: 0 }, { x: 12, y: 0 }, day)).toBe(true);
    expect(sees(undefined, { x: 0, y: 0 }, { x: 12.5, y: 0 }, day)).toBe(false);
    const night = sightOf(table([], { mission: mission({ weather: 'terrible', night: true }) }));
    expect(sees(undefined, { x: 0, y: 0 }, { x: 6, y: 0 }, night)).toBe(true);
    expect(sees(undefined, { x: 0, y: 0 }, { x: 6.5, y: 0 }, night)).toBe(false);
    // Both inside a forest: 18" by day (L1153) halved to 9".
    const wood = { features: [feature('forest', rect(0, 0, 40, 40))] };
    expect(sees(wood, { x: 10, y: 20 }, { x: 19, y: 20 }, day)).toBe(true);
    expect(sees(wood, { x: 10, y: 20 }, { x: 19.5, y: 20 }, day)).toBe(false);
    expect(sees(wood, { x: 10, y: 20 }, { x: 19.5, y: 20 }, sightOf(table([], { mission: mission() })))).toBe(true);
    expect([radioWeather(undefined), radioWeather({ weather: 'variable' }), radioWeather({ weather: 'inclement' }), radioWeather({ weather: 'terrible' })]).toEqual(['clear', 'clear', 'inclement', 'terrible']);
  });
});

describe('/fng-mission start: day part, weather, mission type; refused on a tour', () => {
  const g0 = table([fig('fwf', 'a', 36, 30)], { turn: 0, acting: undefined });

  it('GIVEN day-part evening (3 + 1/2d6: 4 → 2), terrible weather and a Defense THEN the clock, the weather and its 10 turns are kept', () => {
    const a = args(g0, 'fwf', [4, 1], { 'fng.eal.hidden': false });
    const r = unwrap(startMissionOrder(a, { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 1, dayPart: 'evening', weather: 'terrible', type: 'defense' }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.mission).toMatchObject({ night: false, dayPart: { row: 10, name: 'evening', turnsLeft: 5 }, weather: 'terrible', type: 'defense', length: { minimumTurns: 10, after: 'end-roll' } });
  });

  it('GIVEN an Ambush by hand at EAL 2 THEN 1d6 + EAL says who ambushes (4 + 2 = 6: ambushing; 5 + 2: ambushed)', () => {
    const a = args(g0, 'fwf', [4, 1, 1], { 'fng.eal.hidden': false });
    expect(unwrap(startMissionOrder(a, { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 2, type: 'ambush' })).game.mission?.ambush).toBe('ambushing');
    const b = args(g0, 'fwf', [5, 1, 1], { 'fng.eal.hidden': false });
    expect(unwrap(startMissionOrder(b, { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 2, type: 'ambush' })).game.mission?.ambush).toBe('ambushed');
  });

  it('GIVEN day-part:roll and weather:roll THEN the table is read: 2d6 6,6 → night, 10 turns; 2d6 4,4 → inclement', () => {
    const a = args(g0, 'fwf', [6, 6, 4, 4, 1], { 'fng.eal.hidden': false });
    const r = unwrap(startMissionOrder(a, { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 1, dayPart: 'roll', weather: 'roll' }));
    expect(r.game.mission).toMatchObject({ night: true, dayPart: { row: 12, name: 'night', turnsLeft: 10 }, weather: 'inclement' });
  });

  it('GIVEN a tour under way THEN a hand-run start is refused (the tour\'s turn starts its missions), no dice rolled', () => {
    const g = tourGame(tour(), { turn: 0 });
    const a = args(g, 'fwf', []);
    expectCode(startMissionOrder(a, { corps: 'I', area: 'coastal' }), 'fng/mission-in-tour');
  });

  it('GIVEN a hand-started Patrol THEN /fng-mission end reads its victory conditions from the mission (exited: asked)', () => {
    const g = table([fig('fwf', 'a', 10, 10)], { mission: mission({ type: 'patrol', length: { minimumTurns: 14, after: 'end-roll' } }) });
    expectCode(missionResultOrder({ ...args(g, 'fwf', []), gm: false }, {}), 'fng/say-exited');
  });
});

describe('aircraft in the weather (L1378)', () => {
  const radioed = (weather: 'inclement' | 'terrible') =>
    ({ ...table([fig('fwf', 'pink', 10, 20, { role: 'squad-leader', rep: 5, gear: ['radio'] })], { turn: 3, mission: mission({ sl: 4, weather }) }), support: emptySupport() });

  it('GIVEN inclement weather THEN (1-2) an aircraft cannot get off the ground (1/3 exactly), else it comes 1/2d6 turns late', () => {
    const grounded = [1, 2, 3, 4, 5, 6].filter((d) => inclementTakeOff(args(table([]), 'fwf', [d, 6]).roller).grounded);
    expect(grounded).toEqual([1, 2]);
    expect(inclementTakeOff(args(table([]), 'fwf', [3, 6]).roller)).toMatchObject({ grounded: false, late: 3 });
  });

  it('GIVEN terrible weather THEN an air or helicopter call is refused before the radio is tried; artillery is not', () => {
    expectCode(callOrder(args(radioed('terrible'), 'fwf', []), { radio: 'pink', for: 'medevac' }), 'fng/aircraft-grounded');
    expectCode(callOrder(args(radioed('terrible'), 'fwf', []), { radio: 'pink', for: 'air' }), 'fng/aircraft-grounded');
  });
});
