import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import { startMissionOrder } from '../../../../../../src/rulesets/fng/rules/missions/moves/order-mission.js';
import { resolvePefAt } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { bot, mission } from '../../../helpers/bot.js';
import { args, fig, NOW, table } from '../../../helpers/table.js';

const start = (type: 'recon' | 'fight', faces: number[]) => {
  const g0 = table([fig('fwf', 'a', 36, 30)], { turn: 0, acting: undefined });
  const a = args(g0, 'fwf', faces);
  const r = unwrap(startMissionOrder(a, { corps: 'I', area: 'dmz', status: 'contested', sl: 3, eal: 2, type, pefs: 2, pcs: 2 }));
  return { ...r, remaining: a.roller.remaining };
};

describe("Recon's Potential Contacts placed at the start (L2248)", () => {
  it('GIVEN a Recon at EAL 2 with 2 PEFs and 2 PCs THEN one 1d6 per PEF and per PC names its sector, PEFs first; the PCs are public markers flagged as PCs', () => {
    const r = start('recon', [1, 2, 3, 6]);
    expect(r.remaining).toBe(0);
    expect((r.game.pefs ?? []).map((p) => [p.id, p.pc ?? false])).toEqual([['P1', false], ['P2', false], ['P3', true], ['P4', true]]);
    expect(r.game.mission!.nextPef).toBe(5);
    const ev = r.events.find((e) => e.kind === 'mission');
    expect(ev && ev.kind === 'mission' ? ev.pefs.map((p) => [p.sector, p.pc ?? false]) : []).toEqual([[1, false], [2, false], [3, true], [6, true]]);
    expect(viewFng(r.game, PUBLIC).pefs.filter((p) => p.pc).map((p) => p.id)).toEqual(['P3', 'P4']);
  });

  it('GIVEN another mission type with pcs given THEN no PC is placed (only a Recon places them)', () => {
    const r = start('fight', [1, 2]);
    expect(r.remaining).toBe(0);
    expect((r.game.pefs ?? []).some((p) => p.pc)).toBe(false);
  });

  it('GIVEN a PC marker resolved THEN no PEF Resolution roll: straight to the Potential Contact table (1d6 at EAL 1: 1 → nothing), counted as a PC revealed', () => {
    const g = table([fig('fwf', 'a', 30, 20)], { mission: mission({ type: 'recon', enemy: 'lvc' }), pefs: [{ id: 'P3', at: { x: 30, y: 10 }, pc: true }] });
    const a = bot([1]);
    const pub: FngEvent[] = [];
    const gm: FngEvent[] = [];
    const after = resolvePefAt(a, g, 'P3', 'a', pub, gm);
    expect(a.roller.remaining).toBe(0);
    expect(after.pefs).toEqual([]);
    expect(after.mission!.pcsRevealed).toBe(1);
    expect(pub.map((e) => e.kind)).toEqual(['pef-resolved', 'pc-found']);
    expect(pub[0]).toMatchObject({ outcome: 'potential-contact' });
  });

  it('GIVEN the enemy activates with only a PC marker, out of sight THEN it does not move and rolls no PEF Movement', () => {
    const g: FngGame = table([fig('fwf', 'a', 2, 2)], { acting: 'cf', dice: { fwf: 1, cf: 1 }, mission: mission({ type: 'recon', enemy: 'lvc', night: true, pefRep: 4 }), pefs: [{ id: 'P3', at: { x: 70, y: 34 }, pc: true }] });
    const a = bot([]);
    const r = fngBotTurn(g, a.roller, { rules: a.rules, now: NOW })!;
    expect(r).toBeDefined();
    expect(a.roller.remaining).toBe(0);
    expect(r.game.pefs).toEqual(g.pefs);
    expect(r.game.acting).toBe('fwf');
  });
});
