import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { defenseOutcome, enemiesNear, markObjectiveOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-objective.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../../../src/rulesets/fng/rules/enemy/mission.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourEvent } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';

/*
 * The Defense (L2203): "keep the VC/NVA from capturing the assigned material/location until the game
 * length expires." L2213: "Five VP are earned for completing the assigned mission and if no enemies are
 * within 6" of the mission objective at game end." L2215: "Four VP are lost if the assigned mission is
 * not completed (the items or location is captured, FWF are wiped out, or key personnel are taken out)."
 */
const mark = { x: 20, y: 20 };
const defense = (figures: TableFigure[], m: Partial<FngMission> = { objectiveAt: mark }, over: Partial<FngGame> = {}): FngGame =>
  table(figures, { mission: mission({ type: 'defense', defense: 'radio-relay', ...m }), ...over });
const pink = fig('fwf', 'pink', 20, 22);

describe('Marking the Defense\'s objective (L2205)', () => {
  it('GIVEN a Defense before the first Activation THEN the mark is kept and told; marked again, it moves', () => {
    const g = defense([pink], {}, { turn: 0, acting: undefined });
    const r = unwrap(markObjectiveOrder(args(g, 'fwf', []), { at: { x: 30, y: 10 } }));
    expect(r.game.mission!.objectiveAt).toEqual({ x: 30, y: 10 });
    expect(r.events).toEqual([{ kind: 'defense-objective', at: { x: 30, y: 10 }, what: 'radio-relay' }]);
    expect(eventsText(r.events as FngEvent[], viewFng(r.game, PUBLIC), 0)).toContain('objective (radio relay) is marked at 30,10');
    expect(unwrap(markObjectiveOrder(args(r.game, 'fwf', []), { at: mark })).game.mission!.objectiveAt).toEqual(mark);
  });

  it('GIVEN the turn running, another mission, no mission or the enemy\'s side THEN refused, each with words', () => {
    expectCode(markObjectiveOrder(args(defense([pink]), 'fwf', []), { at: mark }), 'fng/objective-after-start');
    expectCode(markObjectiveOrder(args(table([pink], { turn: 0, mission: mission({ type: 'fight' }) }), 'fwf', []), { at: mark }), 'fng/not-a-defense');
    expectCode(markObjectiveOrder(args(table([pink], { turn: 0 }), 'fwf', []), { at: mark }), 'fng/no-mission');
    expectCode(markObjectiveOrder(args(defense([pink], {}, { turn: 0 }), 'cf', []), { at: mark }), 'fng/objective-players-side');
    for (const code of ['fng/objective-players-side', 'fng/not-a-defense', 'fng/objective-after-start', 'fng/say-objective']) expect(FNG_MESSAGES[code]).toBeDefined();
  });
});

describe('The Defense\'s outcome at the end (L2213, L2215)', () => {
  const vc = (x: number, y: number, status: TableFigure['status'] = 'carry-on') => fig('cf', `vc-${x}`, x, y, { status });

  it('GIVEN the mark and no enemy in the fight within 6" THEN held and clear; one at 6" exactly THEN held; at 6.1" THEN clear', () => {
    expect(unwrap(defenseOutcome(defense([pink]), undefined))).toEqual({ outcome: 'held-clear', why: 'clear', near: [] });
    expect(unwrap(defenseOutcome(defense([pink, vc(26, 20)]), undefined))).toEqual({ outcome: 'held', why: 'enemy-near', near: ['vc-26'] });
    expect(unwrap(defenseOutcome(defense([pink, { ...vc(26, 20), at: { x: 26.1, y: 20 } }]), undefined)).outcome).toBe('held-clear');
  });

  it('GIVEN enemies within 6" Obviously Dead, Out of the Fight or captured THEN they are no enemy there; ducking back or knocked down they are', () => {
    expect(enemiesNear(defense([pink, vc(22, 20, 'obviously-dead'), vc(23, 20, 'out-of-fight'), vc(24, 20, 'captured')]), mark)).toEqual([]);
    expect(enemiesNear(defense([pink, vc(22, 20, 'duck-back'), vc(23, 20, 'knocked-down')]), mark).map((f) => f.id)).toEqual(['vc-22', 'vc-23']);
  });

  it('GIVEN every Free World figure down or gone THEN lost (wiped out) whatever the players say; the players saying lost THEN lost', () => {
    const wiped = defense([{ ...pink, status: 'out-of-fight' }, fig('fwf', 'kelly', 1, 1, { status: 'obviously-dead' })]);
    expect(unwrap(defenseOutcome(wiped, 'held-clear'))).toMatchObject({ outcome: 'lost', why: 'wiped-out' });
    expect(unwrap(defenseOutcome(defense([pink], {}), 'lost'))).toMatchObject({ outcome: 'lost', why: 'said-lost' });
  });

  it('GIVEN no mark THEN the players say (held or held-clear as said), and saying nothing is refused', () => {
    expect(unwrap(defenseOutcome(defense([pink, vc(21, 20)], { objectiveAt: undefined }), 'held-clear')).outcome).toBe('held-clear');
    expectCode(defenseOutcome(defense([pink], { objectiveAt: undefined }), undefined), 'fng/say-objective');
  });

  it('GIVEN a marked Defense ending with nobody near it THEN /fng-mission end needs no objective: +5 VP for it; an enemy near THEN no line for it', () => {
    const tourEvents = (events: readonly FngEvent[]): TourEvent[] => events.flatMap((e) => (e.kind === 'tour' ? [e.event] : []));
    const lines = (g: FngGame) => {
      const r = unwrap(missionResultOrder({ ...args(g, 'fwf', Array<number>(10).fill(6)), gm: false }, {}));
      return (tourEvents(r.events)[0] as Extract<TourEvent, { kind: 'mission-result' }>).lines;
    };
    expect(lines(defense([pink]))).toContainEqual({ item: 'defense-objective', count: 1, vp: 5 });
    expect(lines(defense([pink, vc(21, 20)])).some((l) => l.item === 'defense-objective')).toBe(false);
    expect(lines(defense([{ ...pink, status: 'obviously-dead' }]))).toContainEqual({ item: 'defense-objective', count: 1, vp: -4 });
  });
});
