import { describe, expect, it } from 'vitest';
import { rulesFor, type HouseRuleOverrides } from '../../../../../../src/core/house-rules.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { canteensTurn, combatBegun, defenseTurnEvents, slickLeavesTurn } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-events.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { dice } from '../../../../../helpers/rules.js';
import { board, feature, mission, rect } from '../../../helpers/bot.js';
import { defenseOutcome } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-objective.js';
import { startMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, fig, NOW, table } from '../../../helpers/table.js';

/*
 * Issue 17, the Defense objectives' own events (L2205–L2206): the Resupply Slick "1d6+2 turns from the
 * start of the game. If landed, it will remain on the ground for two full turns before taking off"; at a
 * Check Point or a Bridge, "Until combat begins, on any turn that the Activation score total is greater
 * than six, 1d6 civilians appear at the end of the road (even chance of either end)".
 */
const rules = (o: HouseRuleOverrides = {}) => rulesFor(FNG_HOUSE_RULES, o);
const pink = fig('fwf', 'pink', 10, 10);
const defense = (m: Partial<FngMission>, turn: number, d: { fwf: number; cf: number }, figures: TableFigure[] = [pink]): FngGame =>
  table(figures, { turn, dice: d, acting: 'fwf', mission: mission({ type: 'defense', ...m }) });

describe('the resupply Slick (L2205)', () => {
  it('GIVEN the Slick due on turn 5 THEN told on turn 5, taking off at the start of turn 8 (two full turns on the ground, 6 and 7), told then; other turns nothing; once a turn', () => {
    const m = { defense: 'resupply' as const, slickTurn: 5 };
    for (let turn = 1; turn <= 9; turn++) {
      const r = defenseTurnEvents(defense(m, turn, { fwf: 1, cf: 2 }), dice(), rules());
      expect(r.events).toEqual(turn === 5 ? [{ what: 'slick-lands', turn: 5, leavesTurn: 8 }] : turn === 8 ? [{ what: 'slick-leaves', turn: 8 }] : []);
      expect(r.game.mission!.defenseTurn).toBe(turn);
      expect(defenseTurnEvents(r.game, dice(), rules()).events).toEqual([]);
    }
    expect(slickLeavesTurn(5, 2)).toBe(8);
    const one = defenseTurnEvents(defense(m, 5, { fwf: 1, cf: 2 }), dice(), rules({ 'fng.defense.slick-ground-turns': 1 }));
    expect(one.events).toEqual([{ what: 'slick-lands', turn: 5, leavesTurn: 7 }]);
    const g = defense(m, 5, { fwf: 1, cf: 2 });
    expect(eventsText(one.events.map((event) => ({ kind: 'defense-event' as const, event })), viewFng(g, PUBLIC), 0)).toContain('the resupply Slick comes in (L2205)');
  });
});

describe('civilians at a Check Point or a Bridge (L2206)', () => {
  it('GIVEN an Activation total over 6 and no combat THEN 1d6 civilians at an end, 1d6 1–3 the first end: [5][2] five at the first, [1][4] one at the other; told', () => {
    for (const defenseOf of ['check-point', 'bridge'] as const) {
      const r = defenseTurnEvents(defense({ defense: defenseOf }, 2, { fwf: 4, cf: 3 }), dice(5, 2), rules());
      expect(r.events).toMatchObject([{ what: 'civilians', turn: 2, total: 7, count: 5, end: 'first' }]);
      const o = defenseTurnEvents(defense({ defense: defenseOf }, 2, { fwf: 4, cf: 3 }), dice(1, 4), rules());
      expect(o.events).toMatchObject([{ count: 1, end: 'other' }]);
    }
    const g = defense({ defense: 'check-point' }, 2, { fwf: 4, cf: 3 });
    const r = defenseTurnEvents(g, dice(5, 2), rules());
    expect(eventsText(r.events.map((event) => ({ kind: 'defense-event' as const, event })), viewFng(g, PUBLIC), 0)).toContain('5 civilians come to the first end of the road');
  });

  it('P(an end) = 1/2 and the count 1–6 evenly, by enumeration of the two dice', () => {
    let first = 0;
    const counts = new Map<number, number>();
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const e = defenseTurnEvents(defense({ defense: 'bridge' }, 3, { fwf: 6, cf: 5 }), dice(a, b), rules()).events[0]!;
        if (e.what !== 'civilians') throw new Error(e.what);
        if (e.end === 'first') first++;
        counts.set(e.count, (counts.get(e.count) ?? 0) + 1);
      }
    }
    expect(first / 36).toBe(1 / 2);
    expect([...counts.values()]).toEqual(Array(6).fill(6));
  });

  it('GIVEN a total of 6 or less, the wrong objective, or turn 0 THEN no civilians and no dice', () => {
    for (const [d, obj] of [[{ fwf: 3, cf: 3 }, 'check-point'], [{ fwf: 6, cf: 5 }, 'radio-relay'], [{ fwf: 6, cf: 5 }, 'water-party']] as const) {
      const roller = dice();
      expect(defenseTurnEvents(defense({ defense: obj }, 2, d), roller, rules()).events).toEqual([]);
    }
    expect(defenseTurnEvents({ ...defense({ defense: 'bridge' }, 0, { fwf: 6, cf: 5 }) }, dice(), rules()).events).toEqual([]);
    expect(defenseTurnEvents(table([pink], { turn: 2, dice: { fwf: 6, cf: 5 }, mission: mission({ type: 'fight' }) }), dice(), rules()).events).toEqual([]);
  });

  it('GIVEN combat begun THEN no more civilians: by default once enemy troops are on the table; by house rule once the first figure is down', () => {
    const vc = fig('cf', 'vc1-1', 40, 10);
    const downed = { ...pink, status: 'out-of-fight' as const };
    expect(combatBegun(defense({}, 2, { fwf: 4, cf: 3 }, [pink, vc]), 'enemy-on-table')).toBe(true);
    expect(combatBegun(defense({}, 2, { fwf: 4, cf: 3 }, [pink, vc]), 'first-casualty')).toBe(false);
    expect(combatBegun(defense({}, 2, { fwf: 4, cf: 3 }, [downed]), 'first-casualty')).toBe(true);
    expect(combatBegun(defense({}, 2, { fwf: 4, cf: 3 }, [pink]), 'enemy-on-table')).toBe(false);
    expect(defenseTurnEvents(defense({ defense: 'check-point' }, 2, { fwf: 4, cf: 3 }, [pink, vc]), dice(), rules()).events).toEqual([]);
    expect(defenseTurnEvents(defense({ defense: 'check-point' }, 2, { fwf: 4, cf: 3 }, [pink, vc]), dice(2, 6), rules({ 'fng.defense.combat-begins': 'first-casualty' })).events).toMatchObject([{ count: 2, end: 'other' }]);
  });

  it('GIVEN the bot\'s part after an order that rolled a new turn THEN the civilians are told publicly with it', () => {
    const g = defense({ defense: 'check-point' }, 2, { fwf: 4, cf: 3 });
    const r = fngBotTurn(g, dice(3, 1), { rules: rules(), now: NOW })!;
    expect(r.pub).toMatchObject([{ kind: 'defense-event', event: { what: 'civilians', count: 3, end: 'first' } }]);
    expect(r.gm).toEqual([]);
    expect(r.game.mission!.defenseTurn).toBe(2);
  });
});

describe('the Defense\'s rolls carried into the mission (L2205)', () => {
  it('GIVEN a Resupply set up with its Slick\'s turn and a Wounded with its count THEN the mission keeps them for the turns; any other mission type does not', () => {
    const g0 = table([fig('fwf', 'a', 36, 30)], { turn: 0, acting: undefined });
    const base = { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 1, dayPart: 'evening', weather: 'clear' } as const;
    const r = unwrap(startMissionOrder(args(g0, 'fwf', [4, 1], { 'fng.eal.hidden': false }), { ...base, type: 'defense', defense: 'resupply', slickTurn: 6, defenseWounded: 9 }));
    expect(r.game.mission).toMatchObject({ type: 'defense', defense: 'resupply', slickTurn: 6, defenseWounded: 9 });
    const f = unwrap(startMissionOrder(args(g0, 'fwf', [4, 1], { 'fng.eal.hidden': false }), { ...base, type: 'fight', slickTurn: 6 }));
    expect(f.game.mission).not.toHaveProperty('slickTurn');
  });
});

describe('the water party\'s canteens (L2205: "It takes two full turns for the canteens to be filled")', () => {
  const river = board(feature('river', rect(0, 20, 72, 4)));
  const trooper = (id: string, x: number, y: number, over: Partial<TableFigure> = {}) => fig('fwf', id, x, y, { unit: 'obj', weapon: undefined, ...over } as Partial<TableFigure>);
  const water = (turn: number, figures: TableFigure[], canteens?: { starts: number; filled: boolean }) =>
    table([pink, ...figures], { turn, dice: { fwf: 2, cf: 1 }, acting: 'fwf', mission: mission({ type: 'defense', defense: 'water-party', personnel: { woundedAtStart: [] }, ...(canteens ? { canteens } : {}) }) });
  const at = [trooper('obj-1', 10, 21), trooper('obj-2', 12, 19.2)];

  it('GIVEN both troopers in the river or within 1" of it at three turn starts in a row THEN 0, 1, then 2 full turns: filled, and told no more', () => {
    let g = water(3, at);
    const told: unknown[] = [];
    for (let turn = 3; turn <= 6; turn++) {
      const r = defenseTurnEvents({ ...g, turn }, dice(), rules(), river);
      told.push(...r.events);
      g = r.game;
    }
    expect(told).toEqual([
      { what: 'canteens', turn: 3, fullTurns: 0, filled: false },
      { what: 'canteens', turn: 4, fullTurns: 1, filled: false },
      { what: 'canteens', turn: 5, fullTurns: 2, filled: true },
    ]);
    expect(g.mission!.canteens).toEqual({ starts: 3, filled: true });
    expect(eventsText([{ kind: 'defense-event', event: { what: 'canteens', turn: 5, fullTurns: 2, filled: true } }], viewFng(g, PUBLIC), 0)).toContain('the canteens are filled (L2205)');
  });

  it('GIVEN a trooper 1.5" from the water, or down THEN not at the water: the count starts over, said so; with no river on the table never', () => {
    expect(canteensTurn(water(3, [at[0]!, trooper('obj-2', 12, 18.5)]), river).atWater).toBe(false);
    expect(canteensTurn(water(3, [at[0]!, { ...at[1]!, status: 'stunned' }]), river).atWater).toBe(false);
    expect(canteensTurn(water(3, at), undefined).atWater).toBe(false);
    // By house rule 0 only in the water: the trooper 0.8" from its edge is not at it.
    expect(canteensTurn(water(3, at), river, 0).atWater).toBe(false);
    expect(canteensTurn(water(3, [at[0]!]), river, 0).atWater).toBe(true);
    expect(defenseTurnEvents(water(3, at), dice(), rules({ 'fng.defense.water-inches': 0 }), river).events).toEqual([]);
    const r = defenseTurnEvents(water(4, [at[0]!, trooper('obj-2', 30, 5)], { starts: 1, filled: false }), dice(), rules(), river);
    expect(r.events).toEqual([{ what: 'canteens-interrupted', turn: 4 }]);
    expect(r.game.mission!.canteens).toEqual({ starts: 0, filled: false });
  });

  it('GIVEN the mission\'s end with the canteens unfilled THEN the Defense is lost (not completed, L2215); filled, the mark decides', () => {
    const end = (canteens?: { starts: number; filled: boolean }) => ({ ...water(10, at, canteens), mission: { ...water(10, at, canteens).mission!, objectiveAt: { x: 10, y: 21 } } });
    expect(unwrap(defenseOutcome(end(), undefined))).toEqual({ outcome: 'lost', why: 'canteens-unfilled', near: [] });
    expect(unwrap(defenseOutcome(end({ starts: 3, filled: true }), undefined))).toMatchObject({ outcome: 'held-clear' });
  });
});
