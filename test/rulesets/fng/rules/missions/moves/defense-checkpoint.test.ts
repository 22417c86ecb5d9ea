import { describe, expect, it } from 'vitest';
import { rulesFor, type HouseRuleOverrides } from '../../../../../../src/core/house-rules.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { checkCivilian, checkPointChecker, checkPointChecks, type CheckPointTest } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-checkpoint.js';
import { defenseTurnEvents } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-events.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourEvent } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { dice, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, NOW, table } from '../../../helpers/table.js';

/*
 * Issue 17, the Check Point (L2206): "The squad must check each civilian as they pass by making a Speak
 * Local check. Any roll that passes 2d6+ discovers an anomaly with the individual in question. A roll of
 * (1-5) turns out to be nothing, (6) the papers are fake and the person must be detained until the end
 * of the game. Passing 1d6 or 0d6 results in the papers being fine"; "Two VP are earned per suspicious
 * civilian detained as a result of Speak Local checks during the Check Point mission" (L2214).
 */
const rules = (o: HouseRuleOverrides = {}) => rulesFor(FNG_HOUSE_RULES, o);
const check = (faces: number[], over: Partial<Parameters<typeof checkCivilian>[1]> = {}) => {
  const roller = dice(...faces);
  const r = checkCivilian(roller, { checker: 'pink', rep: 4, fluent: false, test: 'speak-local', fluentReading: 'auto-pass', n: 1, ...over });
  expect(roller.remaining).toBe(0);
  return r;
};

describe('one civilian checked (L2206)', () => {
  it('GIVEN REP 4 without Fluent (2d6 of Speak Local, L1290, L1296) THEN [1, 3] two successes: an anomaly, [6] fake papers, detained; [2, 5] nothing; [3, 4] one: fine; [5, 6] none: fine', () => {
    expect(check([1, 3, 6])).toMatchObject({ dice: 2, passes: 2, anomaly: true, papersDie: 6, detained: true });
    expect(check([2, 3, 5])).toMatchObject({ dice: 2, passes: 2, anomaly: true, papersDie: 5, detained: false });
    expect(check([3, 4])).toEqual(expect.objectContaining({ dice: 2, passes: 1, anomaly: false, detained: false }));
    expect(check([5, 6])).toMatchObject({ passes: 0, anomaly: false, detained: false });
    expect(check([3, 4])).not.toHaveProperty('papersDie');
  });

  it('GIVEN REP 2 without Fluent THEN no dice, nothing found; REP 5 THEN 3d6', () => {
    expect(check([], { rep: 2 })).toMatchObject({ dice: 0, passes: 0, anomaly: false });
    expect(check([4, 1, 2, 6], { rep: 5 })).toMatchObject({ dice: 3, passes: 2, anomaly: true, detained: true });
  });

  it('GIVEN Fluent ("automatically passes any Speak Local Tests", L357) THEN the anomaly without a check die, the papers rolled; read as no penalty THEN REP d6', () => {
    expect(check([6], { fluent: true })).toMatchObject({ dice: 0, passes: 2, anomaly: true, detained: true });
    expect(check([4], { fluent: true })).toMatchObject({ anomaly: true, detained: false });
    expect(check([4, 4, 4, 1], { fluent: true, fluentReading: 'no-penalty' })).toMatchObject({ dice: 4, passes: 1, anomaly: false });
  });

  it('GIVEN house rule 2d6-vs-rep THEN 2d6 against REP 4: [4, 1] both pass, anomaly, [6] detained; [5, 1] one: fine', () => {
    expect(check([4, 1, 6], { test: '2d6-vs-rep' })).toMatchObject({ dice: 2, passes: 2, anomaly: true, detained: true });
    expect(check([5, 1], { test: '2d6-vs-rep' })).toMatchObject({ dice: 2, passes: 1, anomaly: false });
  });

  it('P(detained) by enumeration: Speak Local REP 4 not Fluent 1/4 × 1/6 = 1/24; 2d6 vs REP 4 (4/6)² × 1/6 = 2/27; REP 5 3d6 of Speak Local 1/2 × 1/6 = 1/12', () => {
    const p = (test: CheckPointTest, rep: number, n: number): number => {
      let detained = 0;
      let all = 0;
      const walk = (faces: number[]): void => {
        if (faces.length === n + 1) {
          all++;
          const roller = dice(...faces);
          const r = checkCivilian(roller, { checker: 'x', rep, fluent: false, test, fluentReading: 'auto-pass', n: 1 });
          // One face more for the papers: unused when nothing is found, which weighs every outcome alike.
          if (r.detained) detained++;
          return;
        }
        for (let f = 1; f <= 6; f++) walk([...faces, f]);
      };
      walk([]);
      return detained / all;
    };
    expect(p('speak-local', 4, 2)).toBeCloseTo(1 / 24, 12);
    expect(p('2d6-vs-rep', 4, 2)).toBeCloseTo(2 / 27, 12);
    expect(p('speak-local', 5, 3)).toBeCloseTo(1 / 12, 12);
  });
});

const people = (over: Partial<TableFigure> = {}): TableFigure[] => [
  fig('fwf', 'pink', 30, 18, { rep: 5 }),
  fig('fwf', 'kelly', 36, 19, over),
  fig('fwf', 'obj-1', 36, 18, { unit: 'obj' }),
  fig('fwf', 'able', 50, 30),
];
const checkPoint = (m: Partial<FngMission> = {}, figures = people(), d = { fwf: 4, cf: 3 }): FngGame =>
  table(figures, { turn: 2, dice: d, acting: 'fwf', mission: mission({ type: 'defense', defense: 'check-point', objectiveAt: { x: 36, y: 18 }, ...m }) });

describe('who checks at the check point', () => {
  it('GIVEN the mark at 36,18 THEN the nearest able squad figure (Kelly, 1" off), not the Defense\'s own man on it; Kelly down THEN Pink; unmarked THEN nobody', () => {
    expect(checkPointChecker(checkPoint())?.id).toBe('kelly');
    expect(checkPointChecker(checkPoint({}, people({ status: 'out-of-fight' })))?.id).toBe('pink');
    expect(checkPointChecker(checkPoint({}, people({ status: 'duck-back' })))?.id).toBe('pink');
    expect(checkPointChecker(checkPoint({ objectiveAt: undefined }))).toBeUndefined();
    expect(checkPointChecks(checkPoint({ defense: 'bridge' }), dice(), 3, { test: 'speak-local', fluentReading: 'auto-pass' })).toBeUndefined();
  });
});

describe('civilians coming to the check point are checked as they come (L2206)', () => {
  it('GIVEN the Activation total 7, 1d6 [2] civilians at the [1] first end THEN Kelly (REP 4) checks both: [1, 2] an anomaly, [6] detained; [4, 5] fine — the mission keeps the count; told', () => {
    const g = checkPoint();
    const roller = dice(2, 1, 1, 2, 6, 4, 5);
    const r = defenseTurnEvents(g, roller, rules());
    expect(roller.remaining).toBe(0);
    expect(r.events).toMatchObject([
      { what: 'civilians', count: 2, end: 'first' },
      { what: 'checked', turn: 2, checker: 'fwf:kelly', detained: 1, checks: [{ anomaly: true, detained: true }, { anomaly: false, detained: false }] },
    ]);
    expect(r.game.mission!.detained).toBe(1);
    const text = eventsText(r.events.map((event): FngEvent => ({ kind: 'defense-event', event })), viewFng(g, PUBLIC), 0);
    expect(text).toContain('checks each civilian at the check point (Speak Local, L2206; 2 or more passing finds an anomaly): 1: 2d6 [1, 2] 2 passes — an anomaly, 1d6 [6] → **fake papers: detained** to the end; 2: 2d6 [4, 5] 0 passes — papers fine, walks on. 1 suspect detained (+2 VP each, L2214).');
  });

  it('GIVEN one detained already and house rule 2d6-vs-rep THEN [1] civilian, [4] the other end, [4, 4] both pass, [6] detained: two in all', () => {
    const roller = dice(1, 4, 4, 4, 6);
    const r = defenseTurnEvents(checkPoint({ detained: 1 }), roller, rules({ 'fng.defense.check-point-test': '2d6-vs-rep' }));
    expect(roller.remaining).toBe(0);
    expect(r.events[1]).toMatchObject({ what: 'checked', detained: 1, checks: [{ dice: 2, passes: 2, papersDie: 6 }] });
    expect(r.game.mission!.detained).toBe(2);
  });

  it('GIVEN the bot\'s part after an order that rolled the turn THEN the checks are told publicly, nothing to the GM alone', () => {
    const r = fngBotTurn(checkPoint(), dice(1, 5, 1, 1, 3), { rules: rules(), now: NOW })!;
    expect(r.pub).toMatchObject([
      { kind: 'defense-event', event: { what: 'civilians', count: 1, end: 'other' } },
      { kind: 'defense-event', event: { what: 'checked', checker: 'fwf:kelly', detained: 0, checks: [{ anomaly: true, papersDie: 3, detained: false }] } },
    ]);
    expect(r.gm).toEqual([]);
    expect(r.game.mission!.detained).toBe(0);
  });

  it('GIVEN a bridge, or the check point unmarked THEN the civilians come, nobody checked by the bot', () => {
    for (const m of [{ defense: 'bridge' as const }, { objectiveAt: undefined }]) {
      const roller = dice(3, 5);
      const r = defenseTurnEvents(checkPoint(m), roller, rules());
      expect(roller.remaining).toBe(0);
      expect(r.events.map((e) => e.what)).toEqual(['civilians']);
      expect(r.game.mission!.detained).toBeUndefined();
    }
  });

  it('GIVEN the mission ends THEN the detained count toward its VP (+2 each, L2214) unless the players say otherwise (detained:)', () => {
    const g = { ...checkPoint({ detained: 2 }), turn: 12 };
    const vp = (input: { detained?: number }) => {
      const r = unwrap(missionResultOrder({ ...args(g, 'fwf', [5, 5, 5]), gm: false }, input));
      const e = r.events.flatMap((x: FngEvent) => (x.kind === 'tour' ? [x.event] : [])).find((x): x is Extract<TourEvent, { kind: 'mission-result' }> => x.kind === 'mission-result')!;
      return e.lines.find((l) => l.item === 'civilians-detained');
    };
    expect(vp({})).toEqual({ item: 'civilians-detained', count: 2, vp: 4 });
    expect(vp({ detained: 3 })).toEqual({ item: 'civilians-detained', count: 3, vp: 6 });
    expect(vp({ detained: 0 })).toBeUndefined();
  });

  it('GIVEN the campaign\'s house rules THEN the check point\'s test, the water party\'s exit and the unlifted wounded are listed with their defaults', () => {
    const keys = Object.fromEntries(FNG_HOUSE_RULES.map((r) => [r.key, r.default]));
    expect(keys['fng.defense.check-point-test']).toBe('speak-local');
    expect(keys['fng.defense.exit-inches']).toBe(1);
    expect(keys['fng.defense.wounded-unlifted']).toBe('held');
  });
});
