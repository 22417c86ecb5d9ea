import { describe, expect, it } from 'vitest';
import { botWithTerrain, splitEnemyDice } from '../../../../src/rulesets/fng/rules/bot-turn-end.js';
import { checkOrder } from '../../../../src/rulesets/fng/rules/game/turn.js';
import type { FngGame } from '../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../src/rulesets/fng/rules/view.js';
import { turnLine } from '../../../../src/rulesets/fng/play/format.js';
import { PUBLIC } from '../../../../src/core/views.js';
import { expectCode } from '../../../helpers/rules.js';
import { mission } from '../helpers/bot.js';
import { args, fig, table } from '../helpers/table.js';
import type { FngEvent } from '../../../../src/rulesets/fng/rules/game/events.js';

/**
 * The turn never stalls (issue 34 item 1, L599–L607): "after both sides have moved all of their eligible
 * groups … the turn is over and Activation dice are rolled again" (L606), however many turns in a row
 * pass the players over, with the mission's clock run at each turn's end.
 */
describe('the turn goes on by itself while the bot plays the enemy (L599–L607)', () => {
  // A REP 4 squad with the mission clock running (a Fight: 12 turns), the enemy activating in turn 1.
  const start = (): FngGame =>
    table([fig('fwf', 'a', 10, 10), fig('fwf', 'b', 12, 10)], {
      acting: 'cf',
      done: ['fwf'],
      dice: { fwf: 3, cf: 4 },
      mission: mission({ type: 'fight', length: { minimumTurns: 12, after: 'end-roll' } }),
    });

  it('GIVEN two turns in a row whose Activation passes the players over THEN the bot plays both turns\' ends and stops only where the players act', () => {
    // Turn 2: US 6 (nobody of REP 6), VC 5; turn 3: US 6, VC 2; turn 4: US 4, VC 1 — the US acts.
    const g = start();
    const a = args(g, 'cf', [6, 5, 6, 2, 4, 1]);
    const r = botWithTerrain(g, a.roller, { rules: a.rules, now: a.now })!;
    expect(a.roller.remaining).toBe(0);
    expect(r.game).toMatchObject({ turn: 4, acting: 'fwf', terrainTurn: 3 });
    expect(r.pub.filter((e) => e.kind === 'activation').map((e) => (e.kind === 'activation' ? e.turn : 0))).toEqual([2, 3, 4]);
  });

  it('GIVEN a turn over with the next Activation not yet rolled THEN an order is refused with the command that rolls it, not "the first turn has not begun"', () => {
    const { acting: _a, ...rest } = start();
    const over: FngGame = { ...rest, turn: 2, done: ['fwf', 'cf'] };
    expectCode(checkOrder(over, 'fwf', 'done'), 'fng/turn-over');
    expectCode(checkOrder(over, 'fwf', 'act'), 'fng/turn-over');
    expect(checkOrder(over, 'fwf', 'activate').ok).toBe(true);
    expect(turnLine(viewFng(over, PUBLIC))).toContain('`/fng activate`');
  });

  it('GIVEN the mission\'s time ran out at a turn\'s end THEN the turn line names `/fng-mission end`, not "Turn 12 is over"', () => {
    const { acting: _a, ...rest } = start();
    const ended: FngGame = { ...rest, turn: 12, done: ['fwf', 'cf'], mission: { ...rest.mission!, ended: { turn: 12, by: 'time' } } };
    const line = turnLine(viewFng(ended, PUBLIC));
    expect(line).toContain('`/fng-mission end`');
    expect(line).not.toMatch(/Turn 12 is over/);
  });

  it('GIVEN the players have nobody left able to fight THEN the turn line names `/fng-mission end`', () => {
    const g: FngGame = { ...start(), lost: true, figures: start().figures.map((f) => ({ ...f, status: 'out-of-fight' as const })) };
    expect(turnLine(viewFng(g, PUBLIC))).toContain('`/fng-mission end`');
  });
});

describe('what of a turn\'s end is the GM\'s alone (issue 32)', () => {
  it('GIVEN the enemy\'s dice and a booby trap it laid among the events THEN both go to the GM, the rest to the channel', () => {
    const events: FngEvent[] = [
      { kind: 'enemy-dice', what: 'PEF Resolution P1', parts: [] },
      { kind: 'pc-found', pef: 'P1', at: { x: 1, y: 2 }, site: 'nothing' },
      { kind: 'trap-laid', trap: 'T1: a localized booby trap at 1,3' },
    ];
    const split = splitEnemyDice(events);
    expect(split.gm.map((e) => e.kind)).toEqual(['enemy-dice', 'trap-laid']);
    expect(split.pub.map((e) => e.kind)).toEqual(['pc-found']);
  });
});
