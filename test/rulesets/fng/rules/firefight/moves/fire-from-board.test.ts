import { describe, expect, it } from 'vitest';
import type { Shape } from '../../../../../../src/core/board/geometry.js';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { sightOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { expectCode, unwrap } from '../../../../../helpers/rules.js';
import type { RuleResult } from '../../../../../../src/core/result.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/**
 * Fire and In Sight on a loaded table (FNG 2nd Tour, LOS L649, L655, L806, L813–L815; the terrain
 * table L1146–L1204): the board says who sees whom and who is in cover from whom; `cover:` and
 * `concealed:` are the GM's word against it, attested only where no board is loaded.
 */

const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
const feature = (name: string, type: FngFeature['type'], shape: Shape): FngFeature => ({ name, type, shape });
const BOARD = { kind: 'tabletop', width: 72, height: 36 } as const;
/** A strip of jungle across the middle of the table, a hooch, and a hill to the south. */
const TABLE = {
  board: BOARD,
  features: [
    feature('Tree line', 'double-canopy-jungle', rect(30, 0, 6, 20)),
    feature('Hooch 1', 'hooch', rect(10, 28, 3, 3)),
    feature('Hill 40', 'hill', { kind: 'ellipse', centre: { x: 50, y: 30 }, rx: 6, ry: 3, rotation: 0 }),
  ],
};
const onBoard = (g: FngGame, side: 'fwf' | 'cf', faces: number[], gm = false) => ({ ...args(g, side, faces), table: TABLE, gm });
/** A refusal's code with (some of) its parameters. */
function expectRefusal(r: RuleResult<unknown>, code: string, params: Readonly<Record<string, string | number>>): void {
  expect(r.ok ? 'ok' : r.code).toBe(code);
  if (!r.ok) expect(r.params).toMatchObject(params);
}
const DICE = Array<number>(200).fill(3);
const shotOf = (events: readonly FngEvent[]) => events.find((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot');

describe('active fire on a loaded table', () => {
  it('GIVEN a target behind the tree line THEN refused, naming what blocks and how far, and no die is rolled', () => {
    const g = table([fig('fwf', 'pink', 20, 10), fig('cf', 'vc-1', 45, 10)]);
    const a = onBoard(g, 'fwf', [6]);
    expectRefusal(fireOrder(a, { shooter: 'pink', targets: [{ figure: 'vc-1' }] }), 'fng/no-line-of-sight', { shooter: 'pink', figure: 'vc-1', inches: 25, why: 'across', feature: 'Tree line' });
    expect(a.roller.remaining).toBe(1);
  });

  it('GIVEN a target 2" inside the jungle THEN unseen from outside (L1166), the refusal naming him as the one inside', () => {
    const g = table([fig('fwf', 'pink', 20, 10), fig('cf', 'vc-1', 32, 10)]);
    expectRefusal(fireOrder(onBoard(g, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1' }] }), 'fng/no-line-of-sight', { why: 'deep', feature: 'Tree line', inside: 'vc-1', depth: 1 });
  });

  it('GIVEN a target at the jungle\'s edge THEN he is fired at in cover and concealed as the board reads it, whatever his figure says, with the distance measured', () => {
    const g = table([fig('fwf', 'pink', 20, 10), fig('cf', 'vc-1', 30.5, 10, { inCover: false, concealed: false })]);
    const r = unwrap(fireOrder(onBoard(g, 'fwf', DICE), { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 4 }] }));
    const shot = shotOf(r.events)!;
    expect(shot.targets[0]).toMatchObject({ id: 'cf:vc-1', inCover: true, concealed: true });
    expect(shot.range).toBe(48);
    expect(shot.measured).toEqual([{ id: 'cf:vc-1', inches: 10.5 }]);
  });

  it('GIVEN a target within 1" of a hill\'s crest THEN in cover from the far side (L1164), in the open from his own side', () => {
    const crest = fig('cf', 'vc-1', 50, 30.5);
    const fromNorth = unwrap(fireOrder(onBoard(table([fig('fwf', 'pink', 50, 15), crest]), 'fwf', DICE), { shooter: 'pink', targets: [{ figure: 'vc-1' }] }));
    expect(shotOf(fromNorth.events)!.targets[0]!.inCover).toBe(true);
    const fromSouth = unwrap(fireOrder(onBoard(table([fig('fwf', 'pink', 50, 36), crest]), 'fwf', DICE), { shooter: 'pink', targets: [{ figure: 'vc-1' }] }));
    expect(shotOf(fromSouth.events)!.targets[0]!.inCover).toBeUndefined();
  });

  it("GIVEN a player's cover: against the board THEN refused; the GM's THEN it counts, told as her word", () => {
    const g = table([fig('fwf', 'pink', 20, 10), fig('cf', 'vc-1', 25, 10)]);
    expectRefusal(fireOrder(onBoard(g, 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1' }], cover: ['vc-1'] }), 'fng/board-reads-cover', { figure: 'vc-1' });
    const r = unwrap(fireOrder(onBoard(g, 'fwf', DICE, true), { shooter: 'pink', targets: [{ figure: 'vc-1' }], cover: ['vc-1'] }));
    const shot = shotOf(r.events)!;
    expect(shot.targets[0]!.inCover).toBe(true);
    expect(shot.measured![0]).toEqual({ id: 'cf:vc-1', inches: 5, set: 'gm' });
    // Naming a figure that is not a target is refused.
    expectCode(fireOrder(onBoard(table([...g.figures, fig('cf', 'vc-2', 26, 12)]), 'fwf', [], true), { shooter: 'pink', targets: [{ figure: 'vc-1' }], cover: ['vc-2'] }), 'fng/cover-not-target');
  });

  it('GIVEN no board loaded THEN cover: is attested for the shot, and the post says so', () => {
    const g = table([fig('fwf', 'pink', 20, 10), fig('cf', 'vc-1', 25, 10)]);
    const r = unwrap(fireOrder(args(g, 'fwf', DICE), { shooter: 'pink', targets: [{ figure: 'vc-1' }], concealed: ['vc-1'] }));
    expect(shotOf(r.events)!.targets[0]!.concealed).toBe(true);
    expect(shotOf(r.events)!.measured![0]!.set).toBe('attested');
    // The shot's word does not stay on the figure.
    expect(at(r.game, 'cf', 'vc-1').concealed).toBeUndefined();
  });

  it('GIVEN a miss THEN friends within 4" take Received Fire only if they see the one shot at (L695): not from behind the hooch', () => {
    const g = table([fig('fwf', 'pink', 2, 29.5), fig('cf', 'vc-1', 8, 29.5), fig('cf', 'vc-2', 14, 29.5), fig('cf', 'vc-3', 8, 32)]);
    // A die of 1: 1 + 4 = 5, the shooter misses; then Received Fire, 2d6 each.
    const r = unwrap(fireOrder(onBoard(g, 'fwf', [1, ...DICE]), { shooter: 'pink', targets: [{ figure: 'vc-1', dice: 1 }] }));
    const tested = r.events.filter((e) => e.kind === 'reaction').map((e) => e.kind === 'reaction' && e.figure);
    expect(tested).toContain('cf:vc-1');
    expect(tested).toContain('cf:vc-3');
    expect(tested).not.toContain('cf:vc-2');
  });

  it('GIVEN the same refusal with or without an enemy figure standing elsewhere THEN it reads the same (figures do not block sight here)', () => {
    const base = [fig('fwf', 'pink', 20, 10), fig('cf', 'vc-1', 45, 10)];
    const r1 = fireOrder(onBoard(table(base), 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1' }] });
    const r2 = fireOrder(onBoard(table([...base, fig('cf', 'vc-9', 33, 10)]), 'fwf', []), { shooter: 'pink', targets: [{ figure: 'vc-1' }] });
    expect(r2).toEqual(r1);
  });
});

describe('moving and In Sight on a loaded table', () => {
  it('GIVEN a figure moving to the jungle\'s edge THEN it stands in cover and concealed as the board gives, told with the feature', () => {
    const g = table([fig('fwf', 'pink', 26, 10)]);
    const r = unwrap(moveFigures(onBoard(g, 'fwf', []), { moves: [{ figure: 'pink', to: { x: 30.5, y: 10 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ inCover: true, concealed: true });
    expect(r.events[0]).toMatchObject({ kind: 'moved', stands: { cover: true, concealed: true, by: ['Tree line'] } });
    expectCode(moveFigures(onBoard(g, 'fwf', []), { moves: [{ figure: 'pink', to: { x: 30.5, y: 10 } }], mode: 'normal', cover: false }), 'fng/board-reads-cover');
    const gm = unwrap(moveFigures(onBoard(g, 'fwf', [], true), { moves: [{ figure: 'pink', to: { x: 30.5, y: 10 } }], mode: 'normal', cover: false }));
    expect(at(gm.game, 'fwf', 'pink')).toMatchObject({ inCover: false, concealed: true, coverSet: 'gm' });
  });

  it('GIVEN an In Sight naming a figure who sees none of the enemies named THEN refused, naming the nearest and what blocks', () => {
    const g = table([fig('fwf', 'pink', 20, 10), fig('fwf', 'kelly', 20, 25), fig('cf', 'vc-1', 45, 10), fig('cf', 'vc-2', 45, 25)]);
    expectRefusal(sightOrder(onBoard(g, 'fwf', []), { figures: ['pink', 'vc-1'] }), 'fng/not-in-sight', { figure: 'pink', target: 'vc-1', why: 'across', feature: 'Tree line' });
  });

  it('GIVEN In Sight on the board THEN each fires at the closest enemy it sees (L817), not at one it does not', () => {
    // kelly sees vc-2 across open ground, not vc-1 past the tree line's corner.
    const g = table([fig('fwf', 'kelly', 20, 25), fig('cf', 'vc-1', 37, 18), fig('cf', 'vc-2', 45, 25)]);
    const r = unwrap(sightOrder(onBoard(g, 'fwf', DICE), { figures: ['kelly', 'vc-2'] }));
    const shots = r.events.filter((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot');
    expect(shots.map((s) => [s.shooter, s.targets.map((t) => t.id)])).toEqual(expect.arrayContaining([['fwf:kelly', ['cf:vc-2']]]));
    expectRefusal(sightOrder(onBoard(g, 'fwf', []), { figures: ['kelly', 'vc-1', 'vc-2'] }), 'fng/not-in-sight', { figure: 'vc-1' });
  });
});
