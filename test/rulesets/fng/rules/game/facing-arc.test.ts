import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import { figureSight, figureSees } from '../../../../../src/rulesets/fng/rules/game/line-of-sight.js';
import { fireOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { chargeOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-melee.js';
import { faceOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-face.js';
import { moveOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/move-in-sight.js';
import { sightOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-sight.js';
import { chargeFromBoard, faceAfter } from '../../../../../src/rulesets/fng/rules/figures/facing.js';
import { tableFor } from '../../../../../src/rulesets/fng/rules/terrain/building-floors.js';
import { FACING_KEY } from '../../../../../src/rulesets/fng/rules/terrain/terrain-house-rules.js';
import type { FngMission } from '../../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { FNG_HOUSE_RULES } from '../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { rulesFor } from '../../../../../src/core/house-rules.js';
import { FNG_MESSAGES } from '../../../../../src/rulesets/fng/play/messages.js';
import { expectCode, unwrap } from '../../../../helpers/rules.js';
import { args, at, fig, table } from '../../helpers/table.js';

/*
 * The 180° front arc (FNG 2nd Tour L651: "LOS extends 180 degrees along the front facing of the
 * figure"; L806: "LOS is to the front of the figure up to a 180 degree arc"; L318: "The front facing is
 * defined as 90 degrees to the left and right of the way the figure is facing") and rear and flank
 * charges read from the board (L318, L903). Bearings: 0 north (the table's top), 90 east.
 */
const BOARD = { features: [], board: { kind: 'tabletop' as const, width: 72, height: 48 } };
const OPEN = { ...BOARD, facing: 'arc' as const };
const NIGHT = { corps: 'I', area: 'coastal', status: 'contested', eal: 2, sl: 4, night: true, pefRep: 2, nextPef: 1, nextUnit: 1 } as FngMission;
const SIXES = Array<number>(80).fill(6);

describe('the 180° front arc of line of sight (L651, L806)', () => {
  it('GIVEN Pink facing north and Tranh south of him THEN Pink does not see Tranh, Tranh (facing him) sees Pink; facing Tranh Pink sees him; all-round or no board, both see', () => {
    const g = table([fig('fwf', 'pink', 30, 20, { facing: 0 }), fig('cf', 'tranh', 30, 30, { facing: 0 })]);
    const [pink, tranh] = g.figures as [typeof g.figures[0], typeof g.figures[0]];
    expect(figureSight(g, OPEN, pink, tranh).block).toEqual({ kind: 'behind' });
    expect(figureSees(g, OPEN, tranh, pink)).toBe(true);
    expect(figureSees(g, OPEN, { ...pink, facing: 180 }, tranh)).toBe(true);
    // Exactly 90° off is still his front (L318: "90 degrees to the left and right").
    expect(figureSees(g, OPEN, { ...pink, facing: 90 }, tranh)).toBe(true);
    expect(figureSees(g, OPEN, { ...pink, facing: 80 }, tranh)).toBe(false);
    expect(figureSees(g, { ...BOARD, facing: 'all-round' }, pink, tranh)).toBe(true);
    expect(figureSees(g, undefined, pink, tranh)).toBe(true);
  });

  it('GIVEN the house rule fng.facing THEN arc is the default and all-round the flat reading; tableFor reads it with the height reading', () => {
    expect(FNG_HOUSE_RULES.find((r) => r.key === FACING_KEY)).toMatchObject({ default: 'arc', choices: ['arc', 'all-round'] });
    expect(tableFor(BOARD, undefined, rulesFor(FNG_HOUSE_RULES, {}))).toMatchObject({ facing: 'arc', height: 'height' });
    expect(tableFor(BOARD, undefined, rulesFor(FNG_HOUSE_RULES, { [FACING_KEY]: 'all-round', 'fng.building.height': 'flat' }))).toMatchObject({ facing: 'all-round', height: 'flat' });
    expect(tableFor(undefined, undefined, rulesFor(FNG_HOUSE_RULES, {}))).toBeUndefined();
  });

  it('GIVEN Pink moved north this activation and Tranh behind him THEN his fire is refused, the words saying the arc and what would work', () => {
    const g = table([fig('fwf', 'pink', 30, 20, { facing: 0, moved: true }), fig('cf', 'tranh', 30, 30)]);
    const r = fireOrder({ ...args(g, 'fwf', []), table: OPEN }, { shooter: 'pink', targets: [{ figure: 'tranh' }] });
    expectCode(r, 'fng/no-line-of-sight');
    if (r.ok) return;
    expect(r.params).toMatchObject({ why: 'behind', seer: 'pink' });
    const words = FNG_MESSAGES[r.code]!(r.params ?? {});
    expect(words).toContain('180° to his front (L651, L806)');
    expect(words).toContain('he turns toward what he fires at or throws at before he moves (L618)');
  });

  it('GIVEN Pink has not moved this activation THEN he turns to face Tranh behind him as he fires (L618) and now sees him', () => {
    const g = table([fig('fwf', 'pink', 30, 20, { facing: 0 }), fig('cf', 'tranh', 30, 30)]);
    const r = unwrap(fireOrder({ ...args(g, 'fwf', SIXES), table: OPEN }, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(r.events.find((e) => e.kind === 'shot')).toMatchObject({ shooter: 'fwf:pink' });
    const pink = at(r.game, 'fwf', 'pink');
    expect(pink.facing).toBe(180);
    expect(figureSees(r.game, OPEN, pink, at(r.game, 'cf', 'tranh'))).toBe(true);
  });

  it('GIVEN Tranh fired at from behind and missed THEN he turns to face the shooter (house rule fng.facing)', () => {
    const g = table([fig('fwf', 'pink', 30, 30, { facing: 0 }), fig('cf', 'tranh', 30, 20, { facing: 0 })]);
    // Pink's M-16, 4d6 each + REP 4: 6 or less misses (the Ranged Combat table); Tranh takes the Received Fire test.
    const r = unwrap(fireOrder({ ...args(g, 'fwf', [1, 2, 2, 2, ...SIXES]), table: OPEN }, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
    expect(at(r.game, 'cf', 'tranh').facing).toBe(180);
  });
});

describe('In Sight and the arc (L651, L655)', () => {
  // At night (12″, L806) Pink walks east from 18″ off Tranh to 10″ off him: he comes into sight.
  const night = (tranhFacing: number): FngGame => table([fig('fwf', 'pink', 12, 30, { facing: 90 }), fig('cf', 'tranh', 30, 30, { facing: tranhFacing })], { mission: NIGHT });

  it('GIVEN Tranh facing away from Pink who walks up behind him THEN no In Sight is taken (the example, L613: "comes up behind an enemy that cannot see him")', () => {
    const r = unwrap(moveOrder({ ...args(night(90), 'fwf', []), table: OPEN }, { moves: [{ figure: 'pink', to: { x: 20, y: 30 } }], mode: 'normal' }));
    expect(r.events.map((e) => e.kind)).toEqual(['moved']);
  });

  it('GIVEN Tranh facing him THEN the same move starts the In Sight for both', () => {
    const r = unwrap(moveOrder({ ...args(night(270), 'fwf', SIXES), table: OPEN }, { moves: [{ figure: 'pink', to: { x: 20, y: 30 } }], mode: 'normal' }));
    const sight = r.events.find((e): e is Extract<FngEvent, { kind: 'in-sight' }> => e.kind === 'in-sight');
    expect(sight?.scores.map((s) => s.id)).toEqual(['cf:tranh', 'fwf:pink']);
  });

  it('GIVEN /fng sight naming Tranh who faces away THEN it is not refused (his facing is not Pink\'s to know): nobody takes the In Sight, and the words say so', () => {
    const g = table([fig('fwf', 'pink', 20, 30, { facing: 90 }), fig('cf', 'tranh', 30, 30, { facing: 90 })]);
    const r = unwrap(sightOrder({ ...args(g, 'fwf', []), table: OPEN }, { figures: ['pink', 'tranh'] }));
    expect(r.events).toEqual([{ kind: 'in-sight-unseeing', figures: ['fwf:pink', 'cf:tranh'], none: true }]);
  });

  it('GIVEN a wood between them THEN the refusal about Tranh reads the same whichever way he faces (it must not tell his facing)', () => {
    const wood = { ...OPEN, features: [{ name: 'Wood', type: 'forest' as const, shape: { kind: 'rect' as const, x: 24, y: 26, width: 2, height: 8, rotation: 0 } }] };
    const refusal = (facing: number) => {
      const g = table([fig('fwf', 'pink', 20, 30, { facing: 90 }), fig('cf', 'tranh', 30, 30, { facing })]);
      const r = sightOrder({ ...args(g, 'fwf', []), table: wood }, { figures: ['tranh', 'pink'] });
      return r.ok ? 'ok' : { code: r.code, params: r.params };
    };
    expect(refusal(270)).toMatchObject({ code: 'fng/not-in-sight', params: { figure: 'tranh', why: 'across', feature: 'Wood' } });
    expect(refusal(90)).toEqual(refusal(270));
  });

  it('GIVEN /fng sight naming Pink who faces away from Tranh THEN refused with the reason, as it is his own side\'s', () => {
    const g = table([fig('fwf', 'pink', 20, 30, { facing: 270 }), fig('cf', 'tranh', 30, 30, { facing: 270 })]);
    const r = sightOrder({ ...args(g, 'fwf', []), table: OPEN }, { figures: ['pink', 'tranh'] });
    expectCode(r, 'fng/not-in-sight');
    if (!r.ok) expect(r.params).toMatchObject({ why: 'behind', seer: 'pink' });
  });
});

describe('facing on the table (house rule fng.facing)', () => {
  it('GIVEN figures just placed THEN a Free World one faces the table\'s centre and the bot\'s enemy the nearest Free World figure; one who moved faces the way he went', () => {
    const before = table([fig('fwf', 'kelly', 10, 10, { facing: 45 })]);
    const after = table([fig('fwf', 'kelly', 10, 20, { facing: 45 }), fig('fwf', 'pink', 36, 40), fig('cf', 'tranh', 60, 40)]);
    const g = faceAfter(before, after, BOARD.board);
    expect(at(g, 'fwf', 'kelly').facing).toBe(180);
    expect(at(g, 'fwf', 'pink').facing).toBe(0);
    expect(at(g, 'cf', 'tranh').facing).toBe(270);
    expect(faceAfter(before, after, undefined).figures.find((f) => f.id === 'pink')?.facing).toBeUndefined();
  });
});

describe('rear and flank charges from the board (L318, L903)', () => {
  // Tranh faces north at 30,20; REP 4: 2d6 on the Charge into Melee test, −1d6 charged to the flank, −2d6 to the rear.
  const at20 = (cx: number, cy: number): FngGame => table([fig('fwf', 'charles', cx, cy), fig('cf', 'tranh', 30, 20, { facing: 0 })]);
  const charge = (g: FngGame, from?: 'front' | 'flank' | 'rear') => chargeOrder({ ...args(g, 'fwf', [1, 1, ...SIXES]), table: OPEN }, { chargers: ['charles'], target: 'tranh', ...(from ? { from } : {}) });
  const pairing = (r: ReturnType<typeof charge>) => (unwrap(r).events.find((e) => e.kind === 'charge') as Extract<FngEvent, { kind: 'charge' }>).result.pairings[0]!;

  it('GIVEN the geometry THEN rear begins and ends more than 90° off his facing, flank more than 45°, else front; no facing is front', () => {
    const t = { at: { x: 30, y: 20 }, facing: 0 };
    expect(chargeFromBoard(t, { x: 30, y: 26 }, { x: 30, y: 21 })).toBe('rear');
    expect(chargeFromBoard(t, { x: 36, y: 20 }, { x: 31, y: 20 })).toBe('flank');
    expect(chargeFromBoard(t, { x: 36, y: 26 }, { x: 31, y: 19.5 })).toBe('flank');
    expect(chargeFromBoard(t, { x: 30, y: 14 }, { x: 30, y: 19 })).toBe('front');
    expect(chargeFromBoard(t, { x: 32, y: 14 }, { x: 31, y: 21 })).toBe('front');
    expect(chargeFromBoard({ at: t.at }, { x: 30, y: 26 }, { x: 30, y: 21 })).toBe('front');
  });

  it('GIVEN Charles charging from behind Tranh THEN a rear charge: Tranh rolls 2d6 −2d6 = 0d6 (L903)', () => {
    expect(pairing(charge(at20(30, 26)))).toMatchObject({ targetDice: 0, chargerDice: 2 });
  });

  it('GIVEN Charles charging from Tranh\'s side THEN a flank charge: Tranh rolls 2d6 −1d6 = 1d6 (L903)', () => {
    expect(pairing(charge(at20(36, 20)))).toMatchObject({ targetDice: 1, chargerDice: 2 });
  });

  it('GIVEN Charles charging from the front THEN 2d6; a declared from:rear the board contradicts is refused with what would work, nothing changed', () => {
    expect(pairing(charge(at20(30, 14)))).toMatchObject({ targetDice: 2 });
    const r = charge(at20(30, 14), 'rear');
    expectCode(r, 'fng/charge-from-board');
    if (r.ok) return;
    expect(FNG_MESSAGES[r.code]!(r.params ?? {})).toContain('Leave `from` out and the board reads it');
    expect(pairing(charge(at20(30, 26), 'rear'))).toMatchObject({ targetDice: 0 });
  });

  it('GIVEN fng.facing all-round THEN facing is not read: the declared from stands, as with no board', () => {
    const r = chargeOrder({ ...args(at20(30, 14), 'fwf', [1, 1, ...SIXES]), table: { ...BOARD, facing: 'all-round' } }, { chargers: ['charles'], target: 'tranh', from: 'rear' });
    expect(pairing(r)).toMatchObject({ targetDice: 0 });
  });

  it('GIVEN no board THEN the declared from stands (L903 −2d6 to the rear)', () => {
    const r = chargeOrder(args(at20(30, 14), 'fwf', [1, 1, ...SIXES]), { chargers: ['charles'], target: 'tranh', from: 'rear' });
    expect(pairing(r)).toMatchObject({ targetDice: 0 });
  });
});

describe('turning in place (L618: "Stay in place. The character may change the way he is facing")', () => {
  it('GIVEN Pink facing north, Tranh south of him THEN /fng face turns him to face Tranh and he sees him; after a move, or toward his own place, refused', () => {
    const g = table([fig('fwf', 'pink', 30, 20, { facing: 0 }), fig('cf', 'tranh', 30, 30)]);
    const r = unwrap(faceOrder({ ...args(g, 'fwf', []), table: OPEN }, { figures: [{ figure: 'pink', toward: { x: 30, y: 40 } }] }));
    expect(r.events).toEqual([{ kind: 'turned', figures: [{ figure: 'fwf:pink', toward: { x: 30, y: 40 } }] }]);
    const pink = at(r.game, 'fwf', 'pink');
    expect(pink).toMatchObject({ facing: 180, at: { x: 30, y: 20 } });
    expect(pink.moved).toBeUndefined();
    expect(figureSees(r.game, OPEN, pink, at(r.game, 'cf', 'tranh'))).toBe(true);
    expectCode(faceOrder(args(table([fig('fwf', 'pink', 30, 20, { moved: true })]), 'fwf', []), { figures: [{ figure: 'pink', toward: { x: 30, y: 40 } }] }), 'fng/already-moved');
    expectCode(faceOrder(args(g, 'fwf', []), { figures: [{ figure: 'pink', toward: { x: 30, y: 20 } }] }), 'fng/face-own-place');
  });
});
