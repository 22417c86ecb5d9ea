import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { fng } from '../../../../../../src/rulesets/fng/index.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import { endMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission-end.js';
import { startMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { advanceTurn, checkOrder } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, NOW, table } from '../../../helpers/table.js';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';

const GM = { kind: 'member', userId: 'gm', gm: true } as const;
const PLAYER = { kind: 'member', userId: 'p1', gm: false, side: 'US' } as const;

/** A mission under way at a hidden EAL 2 (sealed #1) with a trap laid (sealed #2) and one PEF left. */
function underWay(): FngGame {
  const g0 = table([fig('fwf', 'a', 36, 30)], { turn: 0, acting: undefined });
  const started = unwrap(startMissionOrder(args(g0, 'fwf', [3, 4]), { corps: 'I', area: 'dmz', status: 'contested', sl: 3, eal: 2 })).game;
  return {
    ...started,
    turn: 3,
    acting: 'fwf',
    dice: { fwf: 5, cf: 2 },
    pefs: [{ id: 'P2', at: { x: 60, y: 9 } }],
    traps: [{ id: 'T1', at: { x: 20, y: 20 }, type: 'localized', seq: 2 }],
    sealed: [...started.sealed!, { seq: 2, kind: 'trap', entry: { id: 'T1', at: { x: 20, y: 20 }, type: 'localized' } }],
  };
}

describe('endMissionOrder (L2182): the mission ends, what the enemy sealed is disclosed', () => {
  it('GIVEN a mission under way THEN it ends on this turn, every sealed decision is marked disclosed, and the event names the EAL, the unfound traps and the unresolved PEFs', () => {
    const a = { ...args(underWay(), 'fwf', []), gm: false };
    const r = unwrap(endMissionOrder(a));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.mission!.ended).toEqual({ turn: 3 });
    expect(r.game.acting).toBeUndefined();
    expect(r.game.sealed!.map((s) => [s.seq, s.disclosed])).toEqual([[1, true], [2, true]]);
    expect(r.events).toEqual([{ kind: 'mission-end', turn: 3, eal: 2, pefRep: 2, sealed: [1, 2], traps: [{ id: 'T1', at: { x: 20, y: 20 }, type: 'localized' }], pefs: ['P2'] }]);
  });

  it('GIVEN no mission, an ended one, or a player of the enemy side THEN refused with its code; the GM may end it', () => {
    expectCode(endMissionOrder({ ...args(table([]), 'fwf', []), gm: false }), 'fng/no-mission');
    const ended = unwrap(endMissionOrder({ ...args(underWay(), 'fwf', []), gm: false })).game;
    const again = endMissionOrder({ ...args(ended, 'fwf', []), gm: false });
    expectCode(again, 'fng/mission-over');
    expect(again.ok ? undefined : again.params).toEqual({ turn: 3 });
    expectCode(endMissionOrder({ ...args(underWay(), 'cf', []), gm: false }), 'fng/players-end-mission');
    expect(endMissionOrder({ ...args(underWay(), 'cf', []), gm: true }).ok).toBe(true);
  });

  it('GIVEN an ended mission THEN no turn order is legal, no Activation is rolled by itself, and the bot plays no more; set-up orders still are', () => {
    const ended = unwrap(endMissionOrder({ ...args(underWay(), 'fwf', []), gm: false })).game;
    for (const kind of ['activate', 'act', 'done', 'react'] as const) expectCode(checkOrder(ended, 'fwf', kind), 'fng/mission-over');
    expect(checkOrder(ended, 'fwf', 'setup').ok).toBe(true);
    const roller = dice();
    expect(advanceTurn(ended, roller)).toEqual({ game: ended, events: [] });
    expect(fngBotTurn(ended, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW })).toBeUndefined();
    // Before it ended, the same game took turns.
    expect(checkOrder(underWay(), 'fwf', 'act').ok).toBe(true);
    // A hooch burning: the turn's end would burn it on while the mission runs, not once it ended.
    const fire = { feature: 'hooch', originalDv: 2, needed: 1, done: 1, since: 2 };
    expect(terrainDue({ ...underWay(), acting: undefined, fires: [fire] })).toBe(true);
    expect(terrainDue({ ...ended, fires: [fire] })).toBe(false);
  });

  it('GIVEN the public view THEN the EAL and traps are hidden while the mission runs and shown once it ended; the GM sees them throughout', () => {
    const running = underWay();
    expect(viewFng(running, PUBLIC).mission).not.toHaveProperty('eal');
    expect(viewFng(running, PLAYER).traps).toEqual([]);
    expect(viewFng(running, GM).mission!.eal).toBe(2);
    expect(viewFng(running, GM).traps.map((t) => t.id)).toEqual(['T1']);
    const ended = unwrap(endMissionOrder({ ...args(running, 'fwf', []), gm: false })).game;
    expect(viewFng(ended, PUBLIC).mission).toMatchObject({ eal: 2, pefRep: 2, ended: { turn: 3 } });
    expect(viewFng(ended, PLAYER).traps.map((t) => t.id)).toEqual(['T1']);
  });

  it('GIVEN the ruleset\'s secret decisions THEN the hashed entry is the sealed record as made (the disclosed mark is not part of it), and disclosure follows the mission', () => {
    const running = underWay();
    const ended = unwrap(endMissionOrder({ ...args(running, 'fwf', []), gm: false })).game;
    const before = fng.secretDecisions!(running);
    const after = fng.secretDecisions!(ended);
    expect(before.map((d) => d.disclosed ?? false)).toEqual([false, false]);
    expect(after.map((d) => d.disclosed)).toEqual([true, true]);
    expect(after.map((d) => d.entry)).toEqual(before.map((d) => d.entry));
    expect(after[0]!.entry).toEqual({ seq: 1, kind: 'mission', entry: { eal: 2, pefRep: 2 } });
  });
});
