import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { flameOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-flame.js';
import { fireOrder } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { moveFigures } from '../../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { braveTheFlame, lastShotAfter, throughTheFlames } from '../../../../../../src/rulesets/fng/rules/firefight/flame.js';
import type { FngGame } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_MESSAGES } from '../../../../../../src/rulesets/fng/play/messages.js';
import { dice, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/*
 * The flame-thrower (L785): 12", "a 3" wide path. Every figure within the 3" wide path is an eligible
 * target", Impact 5, APR 5; "a path of flame ... will last until the battle is over". L782: a die of
 * "1" leaves "only one shot left"; going into residual flame takes 2d6 vs REP passing both, then "Roll
 * 2d6 and add the scores ... as if the figure had been the target of a flame thrower attack".
 * Sgt Lee (REP 4) with a flame-thrower at 10,20.
 */
const lee = fig('fwf', 'lee', 10, 20, { weapon: 'flame-thrower' });
const game = (...others: ReturnType<typeof fig>[]): FngGame => table([lee, ...others]);

describe('the tables (L782)', () => {
  it('GIVEN the dice of a burst THEN a 1 among them leaves one shot', () => {
    expect(lastShotAfter([6, 1, 3])).toBe(true);
    expect(lastShotAfter([2, 3])).toBe(false);
  });

  it('GIVEN REP 4 going into the flame THEN through only on two passes: 16 of 36', () => {
    let through = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (braveTheFlame(dice(a, b), 4, 'x').through) through++;
    expect(through).toBe(16);
  });

  it('GIVEN the flames\' 2d6 added (auto-hit 9) THEN 7 or more burns a walker: 21 of 36; moving fast, 7 does not: 15 of 36', () => {
    const count = (fast: boolean) => {
      let n = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (throughTheFlames(dice(a, b), { autoHit: 9, movedFast: fast }, 'x').burned) n++;
      return n;
    };
    expect(count(false)).toBe(21);
    expect(count(true)).toBe(15);
  });
});

describe('a burst (L785)', () => {
  it('GIVEN tranh and minh in the 3" path to 20,20 and lam beside it THEN a die each for the two in it, Impact 5 on a hit, and the path burns on', () => {
    const g = game(fig('cf', 'tranh', 15, 20.5), fig('cf', 'minh', 19, 19), fig('cf', 'lam', 15, 25));
    // Dice highest first: 6 on tranh (10: hit), 5 on minh (9: hit); damage 3s (Impact 5: Out of the Fight or worse).
    const r = unwrap(flameOrder(args(g, 'fwf', [6, 5, ...Array<number>(40).fill(3)]), { shooter: 'lee', at: { x: 20, y: 20 } }));
    const shot = r.events.find((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot')!;
    expect(shot.targets.map((t) => t.id).sort()).toEqual(['cf:minh', 'cf:tranh']);
    expect(r.events.filter((e) => e.kind === 'damage').map((e) => (e as { impact: number }).impact)).toEqual([5, 5]);
    expect(r.game.air?.areas.find((x) => x.kind === 'flame')).toMatchObject({ by: 'fwf:lee', shape: { kind: 'polygon' } });
    expect(r.game.air?.areas.find((x) => x.kind === 'flame')?.until).toBeUndefined();
    expect(at(r.game, 'fwf', 'lee')).toMatchObject({ fired: true });
    expect(at(r.game, 'fwf', 'lee').rockets).toBeUndefined();
  });

  it('GIVEN a 1 among its dice THEN one shot left; the next burst empties it, and then it cannot fire', () => {
    const g = game(fig('cf', 'tranh', 15, 20));
    const r = unwrap(flameOrder(args(g, 'fwf', [1, ...Array<number>(20).fill(3)]), { shooter: 'lee', at: { x: 20, y: 20 } }));
    expect(at(r.game, 'fwf', 'lee').rockets).toBe(1);
    expect(r.events).toContainEqual({ kind: 'flame-left', figure: 'fwf:lee', shotsLeft: 1 });
    const again = { ...r.game, figures: r.game.figures.map((f) => ({ ...f, fired: false })) };
    const r2 = unwrap(flameOrder(args(again, 'fwf', Array<number>(20).fill(3)), { shooter: 'lee', at: { x: 10, y: 30 } }));
    expect(at(r2.game, 'fwf', 'lee')).toMatchObject({ outOfAmmo: true, rockets: 0 });
    const dry = { ...r2.game, figures: r2.game.figures.map((f) => ({ ...f, fired: false })) };
    expectCode(flameOrder(args(dry, 'fwf', []), { shooter: 'lee', at: { x: 20, y: 20 } }), 'fng/out-of-ammo');
  });

  it('GIVEN a point beyond 12", a man without one, or /fng fire with targets THEN refused, saying what would work', () => {
    expectCode(flameOrder(args(game(), 'fwf', []), { shooter: 'lee', at: { x: 23, y: 20 } }), 'fng/out-of-range');
    expectCode(flameOrder(args(table([fig('fwf', 'pink', 10, 20)]), 'fwf', []), { shooter: 'pink', at: { x: 15, y: 20 } }), 'fng/no-flame-thrower');
    expectCode(fireOrder(args(game(fig('cf', 'tranh', 15, 20)), 'fwf', []), { shooter: 'lee', targets: [{ figure: 'tranh' }] }), 'fng/flame-thrower-at');
    expect(FNG_MESSAGES['fng/flame-thrower-at']!({ figure: 'lee' })).toContain('`/fng fire shooter:lee at:x,y`');
  });
});

describe('residual flame (L782)', () => {
  // The flame left along y = 20 from 10 to 20 (3" wide: 18.5–21.5); kelly walks across it, from 15,14 to 15,26.
  const burning = (): FngGame => {
    const r = unwrap(flameOrder(args(game(), 'fwf', []), { shooter: 'lee', at: { x: 20, y: 20 } }));
    return { ...r.game, figures: [...r.game.figures, fig('fwf', 'kelly', 15, 14)] };
  };

  it('GIVEN kelly failing the 2d6 (6, 6) THEN he stops at the flame\'s edge', () => {
    const r = unwrap(moveFigures(args(burning(), 'fwf', [6, 6]), { moves: [{ figure: 'kelly', to: { x: 15, y: 22 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'kelly').at).toEqual({ x: 15, y: 18.5 });
    expect(r.events.find((e) => e.kind === 'flame-crossing')).toMatchObject({ through: false });
  });

  it('GIVEN kelly passing both (1, 1) and the flames\' 2d6 making 7 (3, 4) THEN he goes through, burned at Impact 5', () => {
    const r = unwrap(moveFigures(args(burning(), 'fwf', [1, 1, 3, 4, ...Array<number>(20).fill(3)]), { moves: [{ figure: 'kelly', to: { x: 15, y: 22 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'kelly').at).toEqual({ x: 15, y: 22 });
    expect(r.events.find((e) => e.kind === 'flame-crossing')).toMatchObject({ through: true, total: 7, burned: true });
    expect(r.events.find((e) => e.kind === 'damage')).toMatchObject({ figure: 'fwf:kelly', impact: 5 });
  });

  it('GIVEN the flames\' 2d6 making 6 (3, 3) THEN he goes through unhurt', () => {
    const r = unwrap(moveFigures(args(burning(), 'fwf', [1, 1, 3, 3]), { moves: [{ figure: 'kelly', to: { x: 15, y: 22 } }], mode: 'normal' }));
    expect(r.events.find((e) => e.kind === 'flame-crossing')).toMatchObject({ through: true, total: 6, burned: false });
    expect(r.events.some((e) => e.kind === 'damage')).toBe(false);
  });
});
