import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { IN_SIGHT_EXTRA_INCHES, moveOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/move-in-sight.js';
import { inSightEither } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import { reactOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-react.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { startActivation } from '../../../../../../src/rulesets/fng/rules/game/turn.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * In Sight from a move (L653–L660): "Whenever a figure has an opposing figure enter into its LOS, and
 * the opposing figure was not seen previously during this activation phase, both figures take this
 * test ... The In Sight Test is triggered as soon as any figure in a moving group comes into sight.
 * Once the test is triggered the moving group is allowed to move its figures up to two additional
 * inches" (L653–L655); the group's last 2" bring "7" into sight and he takes the test with the others
 * (L658–L659); "After the In Sight test is completed, figures in the moving group that triggered the
 * test can continue their movement ... New figures coming into sight, even if from the same group will
 * trigger a new In Sight Test" (L659).
 *
 * A wood (x 16–20, y 14–25) stands between Pink at 12,24 and Tranh at 30,20: going south Pink clears
 * its corner at 12,29. Kelly at 6,25.5 going south sees Tranh from 6,32 on. A copse (x 0–4, y 30–36)
 * hides Lam at 1,38 from all of them until Pink, after the In Sight, goes east along y 29.
 */
const WOOD: FngFeature = { name: 'Wood', type: 'forest', shape: { kind: 'rect', x: 16, y: 14, width: 4, height: 11, rotation: 0 } };
const COPSE: FngFeature = { name: 'Copse', type: 'forest', shape: { kind: 'rect', x: 0, y: 30, width: 4, height: 6, rotation: 0 } };
// Going south, Pink has Tranh (north-east) behind him: these tests read sight all round (house rule
// `fng.facing` all-round); the 180° arc is facing-arc.test.ts's.
const board = { features: [WOOD, COPSE], board: { kind: 'tabletop' as const, width: 72, height: 48 }, facing: 'all-round' as const };
const game = (extra: readonly TableFigure[] = [], pink: Partial<TableFigure> = {}): FngGame => table([fig('fwf', 'pink', 12, 24, pink), fig('cf', 'tranh', 30, 20), ...extra]);
const squad = (pink: Partial<TableFigure> = {}, lam = true): FngGame => game([fig('fwf', 'kelly', 6, 25.5), fig('fwf', 'hogan', 9, 22), ...(lam ? [fig('cf', 'lam', 1, 38)] : [])], pink);
const kinds = (events: readonly FngEvent[]) => events.map((e) => e.kind);
const sightOf = (events: readonly FngEvent[]) => events.filter((e): e is Extract<FngEvent, { kind: 'in-sight' }> => e.kind === 'in-sight');
// Plenty of sixes: whatever the In Sight rolls, nobody scores a success, so nobody acts and all carry on.
const SIXES = Array<number>(80).fill(6);
const GROUP = { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }, { figure: 'kelly', to: { x: 6, y: 33.5 } }, { figure: 'hogan', to: { x: 9, y: 25 } }], mode: 'normal' as const };
const onBoard = (g: FngGame, faces: number[] = SIXES) => ({ ...args(g, 'fwf', faces), table: board });

describe('a move stops where the first mover comes into sight (L655)', () => {
  it('GIVEN Pink going south past the wood THEN he stops at the first quarter inch where he and Tranh see each other, and keeps the rest of his 8"', () => {
    // The board itself: from 12,28.75 the wood is between them, from 12,29 it is not.
    expect(inSightEither(game(), board, fig('fwf', 'pink', 12, 28.75), at(game(), 'cf', 'tranh'))).toBe(false);
    expect(inSightEither(game(), board, fig('fwf', 'pink', 12, 29), at(game(), 'cf', 'tranh'))).toBe(true);
    const r = unwrap(moveOrder(onBoard(game()), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(kinds(r.events).slice(0, 4)).toEqual(['moved', 'move-stopped', 'into-sight', 'in-sight']);
    expect(r.events[1]).toEqual({ kind: 'move-stopped', figure: 'fwf:pink', enemies: ['cf:tranh'], at: { x: 12, y: 29 }, others: [] });
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 29 });
    expect(at(r.game, 'fwf', 'pink').moveLeft).toEqual({ serial: 1, inches: 3, to: { x: 12, y: 31 }, mode: 'normal', seen: ['cf:tranh'] });
    // Pink active and moved (−1d6, L675): Tranh 4d6, Pink 3d6.
    expect(sightOf(r.events)[0]!.scores.map((s) => [s.id, s.part.faces.length])).toEqual([['cf:tranh', 4], ['fwf:pink', 3]]);
    const text = eventsText(r.events, viewFng(r.game, PUBLIC), 0);
    expect(text).toContain('✋ **pink** comes into sight of **tranh** and stops at 12,29: the In Sight is triggered (L655).');
    expect(text).toContain('➡️ Move left to finish once the In Sight is over (L659): **pink** 3″ toward 12,31');
  });

  it('GIVEN a group THEN the others go 2" further (Kelly, keeping his last inch), one whose way ends sooner stops at its end (Hogan), and Kelly, brought into sight by his 2", joins the one In Sight (the example\'s "7", L658–L659)', () => {
    const r = unwrap(moveOrder(onBoard(squad()), GROUP));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 29 });
    // Pink stopped after 5" of move: Kelly walked 5 + 2.
    expect(IN_SIGHT_EXTRA_INCHES).toBe(2);
    expect(at(r.game, 'fwf', 'kelly').at).toEqual({ x: 6, y: 32.5 });
    expect(at(r.game, 'fwf', 'kelly').moveLeft).toMatchObject({ inches: 1, to: { x: 6, y: 33.5 } });
    expect(at(r.game, 'fwf', 'hogan').at).toEqual({ x: 9, y: 25 });
    expect(at(r.game, 'fwf', 'hogan').moveLeft).toBeUndefined();
    expect(r.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ figure: 'fwf:pink', others: ['fwf:kelly', 'fwf:hogan'] });
    expect(r.events.find((e) => e.kind === 'into-sight')).toEqual({ kind: 'into-sight', figures: ['fwf:pink', 'fwf:kelly'], enemies: ['cf:tranh'] });
    const sight = sightOf(r.events);
    expect(sight).toHaveLength(1);
    expect(sight[0]!.scores.map((s) => s.id)).toEqual(['cf:tranh', 'fwf:pink', 'fwf:kelly']);
    expect(r.events.find((e) => e.kind === 'move-left')).toEqual({ kind: 'move-left', figures: [{ figure: 'fwf:pink', inches: 3, to: { x: 12, y: 31 } }, { figure: 'fwf:kelly', inches: 1, to: { x: 6, y: 33.5 } }] });
  });

  it('GIVEN the points where the In Sight stops them taken (Doc at 12,29, Medic at 6,32.5) THEN Pink stops a step further on, still in sight, Kelly a step short, each a man\'s breadth from the other figure', () => {
    const g = game([fig('fwf', 'kelly', 6, 25.5), fig('fwf', 'hogan', 9, 22), fig('fwf', 'doc', 12, 29), fig('fwf', 'medic', 6, 32.5)]);
    const r = unwrap(moveOrder(onBoard(g), GROUP));
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 29.5 });
    expect(at(r.game, 'fwf', 'pink').moveLeft).toMatchObject({ inches: 2.5, seen: ['cf:tranh'] });
    expect(at(r.game, 'fwf', 'kelly').at).toEqual({ x: 6, y: 32 });
    expect(sightOf(r.events)[0]!.scores.map((s) => s.id)).toEqual(['cf:tranh', 'fwf:pink', 'fwf:kelly']);
  });

  it('GIVEN the In Sight over THEN Pink finishes his move with what is left; going where Lam comes into sight starts a new In Sight with Lam alone (Tranh was seen, L653, L659); Kelly finishes his last inch with none', () => {
    const first = unwrap(moveOrder(onBoard(squad()), GROUP));
    const r = unwrap(moveOrder(onBoard(first.game), { moves: [{ figure: 'pink', to: { x: 15, y: 29 } }], mode: 'normal' }));
    expect(r.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ figure: 'fwf:pink', enemies: ['cf:lam'] });
    expect(sightOf(r.events).map((s) => s.scores.map((x) => x.id))).toEqual([['cf:lam', 'fwf:pink']]);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 14.5, y: 29 });
    expect(at(r.game, 'fwf', 'pink').moveLeft).toMatchObject({ inches: 0.5, seen: ['cf:tranh', 'cf:lam'] });
    const kelly = unwrap(moveOrder(onBoard(r.game), { moves: [{ figure: 'kelly', to: { x: 6, y: 33.5 } }], mode: 'normal' }));
    expect(kinds(kelly.events)).toEqual(['moved']);
    expect(at(kelly.game, 'fwf', 'kelly').at).toEqual({ x: 6, y: 33.5 });
    expect(at(kelly.game, 'fwf', 'kelly').moveLeft).toBeUndefined();
    // Finished, his move is spent: nothing moves twice.
    expectCode(moveOrder(onBoard(kelly.game), { moves: [{ figure: 'kelly', to: { x: 6, y: 34 } }], mode: 'normal' }), 'fng/already-moved');
  });

  it('GIVEN what is left THEN going further than it, a Fast Move or a crawl is refused, saying what is left', () => {
    const first = unwrap(moveOrder(onBoard(squad()), GROUP));
    const far = moveOrder(onBoard(first.game), { moves: [{ figure: 'pink', to: { x: 12, y: 33 } }], mode: 'normal' });
    expectCode(far, 'fng/too-far');
    if (!far.ok) expect(FNG_MESSAGES[far.code]!(far.params ?? {})).toContain('has 3" left of the move the In Sight stopped (L659): it cannot go the 4" that way.');
    const fast = moveOrder(onBoard(first.game), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'fast' });
    expectCode(fast, 'fng/move-left-mode');
    if (!fast.ok) expect(FNG_MESSAGES[fast.code]!(fast.params ?? {})).toContain('has 3" left of a normal move the In Sight stopped (L659)');
    expectCode(moveOrder(onBoard(first.game), { moves: [{ figure: 'pink', to: { x: 12, y: 30 } }], mode: 'crawl' }), 'fng/move-left-mode');
    // Hogan finished his move: none left.
    expectCode(moveOrder(onBoard(first.game), { moves: [{ figure: 'hogan', to: { x: 9, y: 26 } }], mode: 'normal' }), 'fng/already-moved');
  });

  it('GIVEN Pink Ducking Back in the In Sight (1 success, then a 6 for his action, L670) THEN his move left is forfeit (L681) and he is not told it; Kelly keeps his', () => {
    const r = unwrap(moveOrder(onBoard(squad(), [6, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6, ...SIXES]), GROUP));
    expect(at(r.game, 'fwf', 'pink').status).toBe('duck-back');
    expect(r.events.find((e) => e.kind === 'move-left')).toEqual({ kind: 'move-left', figures: [{ figure: 'fwf:kelly', inches: 1, to: { x: 6, y: 33.5 } }] });
    const refused = moveOrder(onBoard(r.game), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' });
    expectCode(refused, 'fng/move-left-lost');
    if (!refused.ok) expect(FNG_MESSAGES[refused.code]!(refused.params ?? {})).toBe('`pink` is ducking back: the rest of the move the In Sight stopped is forfeit (L681).');
  });

  it('GIVEN Pink a Star asked his In Sight action THEN the rest waits on the pending answer, then he finishes it once', () => {
    const r = unwrap(moveOrder(onBoard(squad({ star: true }, false), [6, 6, 6, 6, 1, 6, 6, 6, 6, 6, ...SIXES]), GROUP));
    expect(r.game.pending?.asked).toEqual(['fwf:pink']);
    expect(at(r.game, 'fwf', 'pink').moveLeft).toMatchObject({ inches: 3 });
    const answered = unwrap(reactOrder({ ...onBoard(r.game), gm: false }, { figure: 'pink', answer: 'duck-back' }));
    expect(answered.game.pending).toBeUndefined();
    // He chose to Duck Back: his move is forfeit; Kelly's is still his.
    expectCode(moveOrder(onBoard(answered.game), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }), 'fng/move-left-lost');
    const fired = unwrap(reactOrder({ ...onBoard(r.game), gm: false }, { figure: 'pink', answer: 'fire' }));
    const rest = unwrap(moveOrder(onBoard(fired.game), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(at(rest.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 31 });
    expect(at(rest.game, 'fwf', 'pink').moveLeft).toBeUndefined();
    expectCode(moveOrder(onBoard(rest.game), { moves: [{ figure: 'pink', to: { x: 12, y: 32 } }], mode: 'normal' }), 'fng/already-moved');
  });

  it('GIVEN the side\'s next activation THEN what was left is gone', () => {
    const first = unwrap(moveOrder(onBoard(squad()), GROUP));
    expect(startActivation(first.game, 'fwf').figures.some((f) => f.moveLeft)).toBe(false);
  });

  it('GIVEN the move left THEN the other side\'s view does not hold where it was going', () => {
    const first = unwrap(moveOrder(onBoard(squad()), GROUP));
    expect(viewFng(first.game, PUBLIC).figures.some((f) => f.moveLeft)).toBe(false);
  });

  it('GIVEN a move that keeps the wood between them THEN no In Sight and no die', () => {
    const r = unwrap(moveOrder(onBoard(game(), []), { moves: [{ figure: 'pink', to: { x: 12, y: 20 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
  });

  it('GIVEN Pink already in Tranh\'s sight before he moves THEN the move brings nobody new into sight: no In Sight ("not seen previously", L653)', () => {
    const g = table([fig('fwf', 'pink', 12, 31), fig('cf', 'tranh', 30, 20)]);
    const r = unwrap(moveOrder(onBoard(g, []), { moves: [{ figure: 'pink', to: { x: 12, y: 36 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
  });

  it('GIVEN no board loaded THEN the move is made whole and starts nothing: sight is attested with /fng sight', () => {
    const r = unwrap(moveOrder(args(game(), 'fwf', []), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 31 });
  });

  it('GIVEN the enemy in sight is down THEN he takes no In Sight, nor does the mover alone, and the move is made whole', () => {
    const g = table([fig('fwf', 'pink', 12, 24), fig('cf', 'tranh', 30, 20, { status: 'out-of-fight' })]);
    const r = unwrap(moveOrder(onBoard(g, []), { moves: [{ figure: 'pink', to: { x: 12, y: 31 } }], mode: 'normal' }));
    expect(kinds(r.events)).toEqual(['moved']);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 31 });
  });
});
