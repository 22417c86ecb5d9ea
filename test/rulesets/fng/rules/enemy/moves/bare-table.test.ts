import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { startMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import { activatePef } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { harness } from '../../../../../helpers/harness.js';
import { dice, unwrap } from '../../../../../helpers/rules.js';
import { bare, board, bot, mission } from '../../../helpers/bot.js';
import { args, fig, NOW, table } from '../../../helpers/table.js';

/**
 * A bare table: no terrain feature at all (a scenario with none, or none loaded). The bot's reading:
 * by day every figure sees every other within 72" (L649), so nothing is ever out of the players' sight.
 * - PEFs go to their sections' centres (L1392: "If no such feature is present then place the PEF in
 *   the center of that section");
 * - every PEF is in sight of a player figure on the table, so each is resolved the first time the
 *   Free World side is active with figures placed (L1405), each once;
 * - a PEF moving "towards nearest enemy through cover" finds none and comes straight, resolved at its
 *   first inch; one moving "towards the nearest PEF, staying out of LOS" cannot leave sight and stays;
 * - at night sight is 12": PEFs farther off move and are resolved as they come within it.
 * Nothing loops: every search is bounded by the table and the bot's turn by its guard.
 */
const BARE = board();

describe('a bare table', () => {
  it('GIVEN a mission on a bare board THEN each PEF at the centre of the section its die names', () => {
    const a = { ...args(table([], { turn: 0, acting: undefined }), 'fwf', [1, 5, 5], { 'fng.eal.hidden': false }), table: BARE };
    const r = unwrap(startMissionOrder(a, { corps: 'I', area: 'coastal', status: 'contested', sl: 4, eal: 3 }));
    expect(a.roller.remaining).toBe(0);
    expect(r.game.pefs).toEqual([
      { id: 'P1', at: { x: 12, y: 9 } },
      { id: 'P2', at: { x: 36, y: 27 } },
      { id: 'P3', at: { x: 39, y: 27 } },
    ]);
  });

  it('GIVEN the squad placed and the Free World side active THEN every PEF is resolved at once, each once, and the bot stops', () => {
    const g = table([fig('fwf', 'a', 36, 34), fig('fwf', 'b', 38, 34)], {
      mission: mission({ eal: 3, pefRep: 3 }),
      pefs: [{ id: 'P1', at: { x: 12, y: 9 } }, { id: 'P2', at: { x: 36, y: 27 } }, { id: 'P3', at: { x: 39, y: 27 } }],
    });
    // Three PEF Resolutions of 6,6: three false alarms.
    const roller = dice(6, 6, 6, 6, 6, 6);
    const r = fngBotTurn(g, roller, { rules: rulesFor(FNG_HOUSE_RULES, {}), now: NOW, table: BARE })!;
    expect(roller.remaining).toBe(0);
    expect(r.game.pefs).toEqual([]);
    expect(r.pub.filter((e) => e.kind === 'pef-resolved').map((e) => e.kind === 'pef-resolved' && e.pef)).toEqual(['P1', 'P2', 'P3']);
    expect(r.game.acting).toBe('fwf');
  });

  const moving = (faces: number[], pefs: FngGame['pefs'], night = false) => {
    const g = table([fig('fwf', 'a', 36, 34)], { acting: 'cf', serial: 5, mission: mission({ night }), pefs });
    const a = bot(faces, {}, BARE);
    const pub: FngEvent[] = [];
    const game = activatePef(a, g, g.pefs![0]!, pub, []);
    return { game, pub: bare(pub), remaining: a.roller.remaining };
  };

  it('GIVEN a PEF moving toward the players by day THEN straight, said so, and resolved at its first inch', () => {
    const r = moving([1, 1, 4, 6, 6], [{ id: 'P1', at: { x: 36, y: 10 } }]);
    expect(r.remaining).toBe(0);
    expect(r.pub).toEqual([
      { kind: 'pef-moved', pef: 'P1', from: { x: 36, y: 10 }, to: { x: 36, y: 11 }, how: 'toward-enemy', inSight: true, route: { kind: 'straight' } },
      { kind: 'pef-resolved', pef: 'P1', at: { x: 36, y: 11 }, by: 'a', outcome: 'false-alarm' },
    ]);
  });

  it('GIVEN a PEF moving toward another "staying out of LOS" by day THEN it stays: there is no inch out of sight', () => {
    const r = moving([1, 1, 1], [{ id: 'P1', at: { x: 10, y: 10 } }, { id: 'P2', at: { x: 60, y: 10 } }]);
    expect(r.remaining).toBe(0);
    expect(r.game.pefs![0]).toEqual({ id: 'P1', at: { x: 10, y: 10 }, acted: 5, moved: true });
    expect(r.pub).toEqual([{ kind: 'pef-moved', pef: 'P1', from: { x: 10, y: 10 }, to: { x: 10, y: 10 }, how: 'stays', inSight: false }]);
  });

  it('GIVEN night THEN a PEF 24" off comes straight and is resolved where it is 12" away', () => {
    const r = moving([1, 1, 4, 6, 6], [{ id: 'P1', at: { x: 36, y: 10 } }], true);
    expect(r.pub[0]).toEqual({ kind: 'pef-moved', pef: 'P1', from: { x: 36, y: 10 }, to: { x: 36, y: 22 }, how: 'toward-enemy', inSight: true, route: { kind: 'straight' } });
  });

  it('GIVEN a whole mission on the local table with no scenario THEN every order goes through, and every PEF of the start is resolved by the first order', () => {
    const h = harness({ secret: '0a0b'.repeat(16) });
    const must = (who: string, line: string) => {
      const r = h.run(who, line);
      expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
      return r;
    };
    must('ann', '/campaign new ruleset:fng name:"Bare" sides:"US,VC"');
    must('bob', '/campaign join side:US');
    must('bob', '/fng force builtin:fng-pink-squad');
    must('bob', '/fng figure set figure:pink freewill:roll insight:fire');
    must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:4');
    const start = h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as FngGame).pefs!.map((p) => p.id));
    must('bob', '/fng figure place figures:"pink@30,34; barnes@32,34; kelly@34,34"');
    must('bob', '/fng activate');
    const after = h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as FngGame).pefs ?? []);
    expect(after.filter((p) => start.includes(p.id))).toEqual([]);
    for (let turn = 0; turn < 4; turn++) {
      const g = h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
      if (g.lost || g.pending) break;
      must('bob', '/fng done');
    }
  });
});
