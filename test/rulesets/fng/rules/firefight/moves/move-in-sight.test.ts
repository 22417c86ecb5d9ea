import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { moveOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * In Sight from a player's own move (L653–L659): "Whenever a figure has an opposing figure enter into
 * its LOS, and the opposing figure was not seen previously during this activation phase, both figures
 * take this test ... The In Sight Test is triggered as soon as any figure in a moving group comes into
 * sight"; the group's last 2" bring "7" into sight and he takes the test with the others (L658–L659).
 * A wood (x 16–20, y 14–25) stands between Pink at 12,24 and Tranh at 30,20; stepping south to 12,31
 * Pink clears its corner and the two see each other.
 */
const WOOD: FngFeature = { name: 'Wood', type: 'forest', shape: { kind: 'rect', x: 16, y: 14, width: 4, height: 11, rotation: 0 } };
// Stepping south, Pink has Tranh (north-east) behind him: these tests read sight all round (`fng.facing`
// all-round); the 180° arc is move-in-sight-arc's.
const board = { features: [WOOD], board: { kind: 'tabletop' as const, width: 72, height: 48 }, facing: 'all-round' as const };
const game = (extra: readonly TableFigure[] = []): FngGame => table([fig('fwf', 'pink', 12, 24), fig('cf', 'tranh', 30, 20), ...extra]);
const kinds = (events: readonly FngEvent[]) => events.map((e) => e.kind);
// Plenty of misses: whatever the In Sight's actions roll, a 6 passes nothing and hits nobody.
const SIXES = Array<number>(80).fill(6);

describe('a player\'s move starts the In Sight on a loaded board (L653–L659)', () => {
  it('GIVEN Pink stepping out from behind the wood into Tranh\'s sight THEN both take the In Sight at once, Pink active and moved (−1d6, L675): Tranh 4d6, Pink 3d6', () => {
    const a = { ...args(game(), 'fwf', SIXES), table: board };
    const r = unwrap(moveOrder(a, { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(kinds(r.events).slice(0, 3)).toEqual(['moved', 'into-sight', 'in-sight']);
    expect(r.events[1]).toEqual({ kind: 'into-sight', figures: ['fwf:pink'], enemies: ['cf:tranh'] });
    const sight = r.events.find((e): e is Extract<FngEvent, { kind: 'in-sight' }> => e.kind === 'in-sight')!;
    expect(sight.scores.map((s) => [s.id, s.part.faces.length])).toEqual([['cf:tranh', 4], ['fwf:pink', 3]]);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 31 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 0)).toContain('👁️ The move brings **pink** and **tranh** into sight of each other: In Sight at once (L653–L655).');
  });

  it('GIVEN a move that keeps the wood between them THEN no In Sight and no die', () => {
    const a = { ...args(game(), 'fwf', []), table: board };
    const r = unwrap(moveOrder(a, { moves: [{ figure: 'pink', to: { x: 12, y: 20 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
  });

  it('GIVEN Pink already in Tranh\'s sight before he moves THEN the move brings nobody new into sight: no In Sight ("not seen previously", L653)', () => {
    const g = table([fig('fwf', 'pink', 12, 31), fig('cf', 'tranh', 30, 20)]);
    const r = unwrap(moveOrder({ ...args(g, 'fwf', []), table: board }, { moves: [{ figure: 'pink', to: { x: 12, y: 36 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
  });

  it('GIVEN no board loaded THEN the move starts nothing: sight is attested with /fng sight', () => {
    const r = unwrap(moveOrder(args(game(), 'fwf', []), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
  });

  it('GIVEN Pink and Kelly moving in one order, each coming into sight of a different enemy THEN all four take the one In Sight (the example\'s "7" joining it, L658–L659)', () => {
    // Lam at 30,44 is hidden from Kelly at 8,40 by a second wood; Kelly steps to 8,46 and sees him.
    const copse: FngFeature = { name: 'Copse', type: 'forest', shape: { kind: 'rect', x: 16, y: 38, width: 4, height: 6, rotation: 0 } };
    const g = game([fig('fwf', 'kelly', 8, 42), fig('cf', 'lam', 30, 42)]);
    const a = { ...args(g, 'fwf', SIXES), table: { ...board, features: [WOOD, copse] } };
    const r = unwrap(moveOrder(a, { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }, { figure: 'kelly', to: { x: 8, y: 47 } }], mode: 'normal' }));
    const into = r.events.find((e) => e.kind === 'into-sight');
    expect(into).toMatchObject({ figures: ['fwf:pink', 'fwf:kelly'] });
    const sight = r.events.filter((e): e is Extract<FngEvent, { kind: 'in-sight' }> => e.kind === 'in-sight');
    expect(sight).toHaveLength(1);
    expect(sight[0]!.scores.map((s) => s.id).sort()).toEqual(['cf:lam', 'cf:tranh', 'fwf:kelly', 'fwf:pink']);
  });

  it('GIVEN the enemy in sight is down THEN he takes no In Sight, and nor does the mover alone', () => {
    const g = table([fig('fwf', 'pink', 12, 24), fig('cf', 'tranh', 30, 20, { status: 'out-of-fight' })]);
    const r = unwrap(moveOrder({ ...args(g, 'fwf', []), table: board }, { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
  });
});
