import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TableCivilian } from '../../../../../../src/rulesets/fng/rules/missions/civilian-figures.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { botWithTerrain } from '../../../../../../src/rulesets/fng/rules/bot-turn-end.js';
import { mission } from '../../../helpers/bot.js';
import { args, fig, table } from '../../../helpers/table.js';

/*
 * Civilians caught by what goes off at a turn's end, as by an order's blasts (L1264, L1281): a mine under a
 * man who stayed in its field (L1206: "a 5" blast circle at Impact 2 being centred on that figure,
 * attacking any others within the blast circle") and C-4 rigged to go off at the end of the turn (L784).
 * The same turn end runs after a players' order (the phases' after step) and inside the bot's turn
 * (bot-turn-end.ts): both go through terrainTurnEnd. A 6" minefield at 40–46 × 20–26.
 */
const MINES: FngFeature = { name: 'Mines', type: 'minefield', shape: { kind: 'rect', x: 40, y: 20, width: 6, height: 6, rotation: 0 } };
const board = { features: [MINES], board: { kind: 'tabletop' as const, width: 72, height: 36 } };
const civ = (id: string, x: number, y: number): TableCivilian => ({ id, home: 'Hooch 1', at: { x, y }, doing: 'idle', status: 'carry-on' });
const civOf = (g: FngGame, id: string): TableCivilian => g.civilians!.figures.find((c) => c.id === id)!;
const civilianEvents = (events: readonly FngEvent[]) => events.flatMap((e) => (e.kind === 'civilian' ? [e.event] : []));

describe('civilians and the turn end\'s explosions (L1206, L784, L1264, L1281)', () => {
  it('GIVEN Pink left standing in the minefield failing his test (6 vs REP 4) THEN the mine\'s 5" circle rolls c1\'s damage 1.4" off (1: dead, nobody\'s), and c2 7" off reacts', () => {
    // Activation dice 1 and 2: the civilians do not walk this turn's end (L1271).
    const g = table([fig('fwf', 'pink', 43, 23)], { civilians: { figures: [civ('c1', 44, 24), civ('c2', 50, 23)] }, dice: { fwf: 1, cf: 2 } });
    // Pink's test [6]; his damage [6] (knocked down at Impact 2), Recover [1, 1]; c1's damage [1]; c2's reaction [1, 2].
    const a = args(g, 'fwf', [6, 6, 1, 1, 1, 1, 2, ...Array<number>(10).fill(3)]);
    const r = terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now, table: board });
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ centre: { x: 43, y: 23 }, diameter: 5, impact: 2 });
    const hit = civilianEvents(r.events).find((e) => e.what === 'hit');
    expect(hit).toMatchObject({ id: 'c1', impact: 2, die: 1, result: 'obviously-dead' });
    expect(hit && 'by' in hit).toBe(false);
    expect(civOf(r.game, 'c1')).toMatchObject({ status: 'obviously-dead' });
    expect(civOf(r.game, 'c1').hurtBy).toBeUndefined();
    expect(civilianEvents(r.events).find((e) => e.what === 'react')).toMatchObject({ civilians: ['c2'], near: { x: 43, y: 23 } });
    expect(r.game.civilians!.shooting).toBe(true);
  });

  it('GIVEN C-4 Kelly rigged going off at the end of turn 3 as the bot plays THEN the civilian 2" from it is hurt by the Free World side (Speak Local\'s +2d6, L1298)', () => {
    const c4 = [{ by: 'fwf:kelly', side: 'fwf' as const, at: { x: 30, y: 12 }, blocks: 1, fuse: 3 }];
    const g = table([fig('fwf', 'kelly', 10, 12), fig('cf', 'vc', 60, 30)], {
      turn: 3,
      acting: 'cf',
      done: ['fwf'],
      dice: { fwf: 1, cf: 2 },
      mission: mission({ type: 'fight', length: { minimumTurns: 12, after: 'end-roll' } }),
      c4,
      civilians: { figures: [civ('c1', 30, 14)] },
    });
    // The enemy has nothing to do; at the turn's end the C-4 goes off: c1's damage [2] at Impact 2 (out of the fight);
    // then the next Activation (US 4, VC 1) gives the players the turn.
    const a = args(g, 'cf', [2, 4, 1, ...Array<number>(20).fill(3)]);
    const r = botWithTerrain(g, a.roller, { rules: a.rules, now: a.now, table: board })!;
    expect(r.pub.find((e) => e.kind === 'blast')).toMatchObject({ centre: { x: 30, y: 12 }, by: 'fwf' });
    expect(civilianEvents(r.pub).find((e) => e.what === 'hit')).toMatchObject({ id: 'c1', impact: 2, die: 2, result: 'out-of-the-fight', by: 'fwf' });
    expect(civOf(r.game, 'c1')).toMatchObject({ status: 'out-of-fight', hurtBy: 'fwf' });
  });
});
