import { describe, expect, it } from 'vitest';
import { moveGroup } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { fngBotTurn } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-turn.js';
import { reactOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-react.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { args, at, fig, NOW, table } from '../../../helpers/table.js';

/*
 * The bot's moves for the enemy start the In Sight as a player's do (L653: "Whenever a figure has an
 * opposing figure enter into its LOS ..."; L655: "triggered as soon as any figure in a moving group
 * comes into sight ... the moving group is allowed to move its figures up to two additional inches";
 * L659: the rest of the move once it is over). The tactics (L1612–L1627) choose where the group goes.
 * A wood (x 16–20, y 14–25) hides Pink at 30,20 from the VC at 12,24 and 6,25.5 until, going south,
 * vc1-1 clears its corner at 12,29; vc1-2, 2" further on, sees Pink from 6,32 on.
 */
const WOOD: FngFeature = { name: 'Wood', type: 'forest', shape: { kind: 'rect', x: 16, y: 14, width: 4, height: 11, rotation: 0 } };
// Going south, the VC have Pink (north-east) behind them: these tests read sight all round (house rule
// `fng.facing` all-round); the 180° arc is facing-arc.test.ts's.
const board = { features: [WOOD], board: { kind: 'tabletop' as const, width: 72, height: 48 }, facing: 'all-round' as const };
type Placed = TableFigure & { readonly at: { readonly x: number; readonly y: number } };
const SIXES = Array<number>(80).fill(6);
const game = (pink: Partial<TableFigure> = {}): FngGame =>
  table([fig('fwf', 'pink', 30, 20, pink), fig('cf', 'vc1-1', 12, 24, { unit: 'vc1', role: 'squad-leader' }), fig('cf', 'vc1-2', 6, 25.5, { unit: 'vc1' })], { acting: 'cf', dice: { fwf: 1, cf: 4 }, serial: 3, mission: mission({ enemy: 'lvc' }) });
const members = (g: FngGame) => g.figures.filter((f) => f.side === 'cf') as Placed[];
const kinds = (events: readonly FngEvent[]) => events.map((e) => e.kind);

describe('the enemy\'s moves start the In Sight (L653–L660)', () => {
  it('GIVEN a VC group going south past the wood THEN vc1-1 stops where Pink comes into sight, vc1-2 goes 2" on into sight too, all three take the In Sight, then vc1-1 finishes his move', () => {
    const g = game();
    const t = ctx(bot(SIXES, {}, board));
    const after = moveGroup(t, g, members(g), { x: 12, y: 31 }, { x: 12, y: 24 });
    expect(kinds(t.pub).slice(0, 5)).toEqual(['moved', 'moved', 'move-stopped', 'into-sight', 'in-sight']);
    expect(t.pub[2]).toEqual({ kind: 'move-stopped', figure: 'cf:vc1-1', enemies: ['fwf:pink'], at: { x: 12, y: 29 }, others: ['cf:vc1-2'] });
    const sight = t.pub.find((e): e is Extract<FngEvent, { kind: 'in-sight' }> => e.kind === 'in-sight')!;
    // Pink, the inactive side, first; the VC active and moved (−1d6, L675).
    expect(sight.scores.map((s) => [s.id, s.part.faces.length])).toEqual([['fwf:pink', 4], ['cf:vc1-1', 3], ['cf:vc1-2', 3]]);
    expect(at(after, 'cf', 'vc1-2').at).toEqual({ x: 6, y: 32.5 });
    // Nobody scored a success: all carry on, and vc1-1 walks the rest of his way; Pink was seen, so no new In Sight.
    expect(kinds(t.pub).slice(-1)).toEqual(['moved']);
    expect(at(after, 'cf', 'vc1-1').at).toEqual({ x: 12, y: 31 });
    expect(after.figures.some((f) => f.moveLeft)).toBe(false);
    // The bot finishes its own moves: nobody is told to.
    expect(kinds(t.pub)).not.toContain('move-left');
    expect(eventsText(t.pub, viewFng(after, PUBLIC), 0)).toContain('✋ **vc1-1** comes into sight of **pink** and stops at 12,29: the In Sight is triggered (L655), and **vc1-2** moves up to 2″ more (L658).');
  });

  it('GIVEN Pink a Star asked his In Sight action THEN the bot stops with vc1-1\'s move kept, and after the answer its turn finishes that move first', () => {
    const g = game({ star: true });
    const t = ctx(bot([1, 6, 6, 6, ...SIXES], {}, board));
    const stopped = moveGroup(t, g, members(g), { x: 12, y: 31 }, { x: 12, y: 24 });
    expect(stopped.pending?.asked).toEqual(['fwf:pink']);
    expect(at(stopped, 'cf', 'vc1-1').at).toEqual({ x: 12, y: 29 });
    expect(at(stopped, 'cf', 'vc1-1').moveLeft).toMatchObject({ inches: 3, to: { x: 12, y: 31 } });
    const answered = unwrap(reactOrder({ ...args(stopped, 'fwf', SIXES), table: board }, { figure: 'pink', answer: 'duck-back' }));
    expect(answered.game.pending).toBeUndefined();
    const turn = fngBotTurn(answered.game, bot([6, 5, ...SIXES], {}, board).roller, { rules: bot([]).rules, table: board, now: NOW })!;
    const vc1 = turn.pub.find((e) => e.kind === 'moved');
    expect(vc1).toMatchObject({ figure: 'cf:vc1-1', from: { x: 12, y: 29 }, to: { x: 12, y: 31 } });
    expect(at(turn.game, 'cf', 'vc1-1').moveLeft).toBeUndefined();
  });
});
