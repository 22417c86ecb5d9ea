import { describe, expect, it } from 'vitest';
import { splitEnemyDice } from '../../../../src/rulesets/fng/rules/bot-turn-end.js';
import type { FngEvent } from '../../../../src/rulesets/fng/rules/game/events.js';

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
