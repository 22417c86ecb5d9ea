import { describe, expect, it } from 'vitest';
import {
  baseGap,
  checkChained,
  checkReach,
  measure,
  nearest,
  pushedBack,
  standWidth,
  withinStandWidth,
} from '../../../../../src/rulesets/fogo/rules/game/board-distance.js';
import { closeCombat } from '../../../../../src/rulesets/fogo/rules/actions/close-combat.js';
import { directFire } from '../../../../../src/rulesets/fogo/rules/fire/direct-fire.js';
import { rally } from '../../../../../src/rulesets/fogo/rules/actions/rally.js';
import { reactiveFire } from '../../../../../src/rulesets/fogo/rules/fire/reactive-fire.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const at = (x: number, y: number) => ({ position: { x, y } });
const piece = (id: string, x?: number, y?: number) => ({ id, ...(x === undefined || y === undefined ? {} : at(x, y)) });

describe('"within one stand width" on the board (crossfire-core §1.1, S5)', () => {
  it('GIVEN the default house rule THEN a stand is 1¼" wide', () => {
    expect(standWidth(RULES)).toBe(1.25);
    expect(standWidth(rulesWith({ 'board.standWidth': 200 }))).toBe(2);
  });

  it('GIVEN two bases side by side THEN the gap is the centres\' distance less one width, edge to edge', () => {
    expect(baseGap({ x: 0, y: 0 }, { x: 3, y: 0 }, 1.25)).toBeCloseTo(1.75);
    expect(baseGap({ x: 0, y: 0 }, { x: 0, y: 2 }, 1.25)).toBeCloseTo(0.75);
    // Overlapping or touching bases have no gap.
    expect(baseGap({ x: 0, y: 0 }, { x: 1, y: 0.5 }, 1.25)).toBe(0);
    // Diagonally: the corners' distance, 3-4-5 beyond a width on each axis.
    expect(baseGap({ x: 0, y: 0 }, { x: 4.25, y: 5.25 }, 1.25)).toBeCloseTo(5);
  });

  it('GIVEN a gap of exactly one stand width THEN it is too far: a stand would fit in it (strictly less)', () => {
    expect(withinStandWidth(piece('A', 0, 0), piece('B', 2.5, 0), RULES)).toBe(false);
    expect(withinStandWidth(piece('A', 0, 0), piece('B', 2.49, 0), RULES)).toBe(true);
    expect(measure(piece('A', 0, 0), piece('B', 2.49, 0), RULES)).toMatchObject({ kind: 'within' });
    expect(measure(piece('A', 0, 0), piece('B', 2.5, 0), RULES)).toMatchObject({ kind: 'beyond' });
  });

  it('GIVEN either piece without a position THEN nothing is measured and the owner\'s word is needed', () => {
    expect(measure(piece('A', 0, 0), piece('B'), RULES)).toEqual({ kind: 'unmeasured' });
    expect(withinStandWidth(piece('A'), piece('B', 0, 0), RULES)).toBeUndefined();
  });

  it('GIVEN a reference and pieces THEN checkReach lists who was measured and who is on the word, refusing the first beyond', () => {
    expect(unwrap(checkReach(piece('L', 10, 10), [piece('A', 11, 10), piece('B')], RULES, 'fire group'))).toEqual({ measured: ['A'], onWord: ['B'] });
    const far = checkReach(piece('L', 10, 10), [piece('A', 11, 10), piece('C', 14, 10)], RULES, 'fire group');
    expectCode(far, 'fogo/too-far');
    expect(far.ok ? undefined : far.params).toEqual({ stand: 'C', from: 'L', gap: 2.75, width: 1.25, role: 'fire group' });
  });

  it('GIVEN a chain of stands each within a width of the next THEN they are one group; a straggler is refused', () => {
    const chain = [piece('A', 0, 0), piece('B', 2, 0), piece('C', 4, 0), piece('D')];
    expect(unwrap(checkChained(chain, RULES, 'group move'))).toEqual({ measured: ['A', 'B', 'C'], onWord: ['D'] });
    const r = checkChained([piece('A', 0, 0), piece('B', 2, 0), piece('E', 9, 0)], RULES, 'group move');
    expectCode(r, 'fogo/too-far');
    expect(r.ok ? undefined : r.params).toMatchObject({ stand: 'E', gap: 5.75 });
  });

  it('GIVEN several pieces THEN nearest is the smallest gap, ties to the first listed, the unplaced ignored', () => {
    const from = piece('X', 0, 0);
    expect(nearest(from, [piece('A', 5, 0), piece('B', 0, 3), piece('C')], RULES)?.id).toBe('B');
    expect(nearest(from, [piece('A', 0, 1), piece('B', 1, 0)], RULES)?.id).toBe('A');
    expect(nearest(piece('X'), [piece('A', 0, 1)], RULES)).toBeUndefined();
  });

  it('GIVEN a push-back THEN the stand goes one width straight away from the firer', () => {
    expect(pushedBack({ x: 10, y: 10 }, { x: 10, y: 5 }, RULES)).toEqual({ x: 10, y: 11.25 });
    expect(pushedBack({ x: 3, y: 4 }, { x: 0, y: 0 }, RULES)).toEqual({ x: 3.75, y: 5 });
  });
});

/** Portugal phasing; FRELIMO's A, B and C under commander PC; all placed unless a test lifts them. */
const placed = (): FogoState => {
  let s = game(
    [spec('M', 'rifle-assault'), spec('PTC', 'commander'), spec('N', 'rifle-assault', { commandedBy: 'PTC' })],
    [spec('PC', 'commander'), spec('A', 'rifle-assault', { commandedBy: 'PC' }), spec('B', 'rifle-lmg', { commandedBy: 'PC' }), spec('C', 'rifle-assault')],
  );
  for (const [id, x, y] of [['M', 10, 20], ['N', 12, 20], ['PTC', 11, 22], ['A', 10, 10], ['B', 12, 10], ['C', 20, 10], ['PC', 11, 8]] as const) {
    s = patch(s, id, at(x, y));
  }
  return s;
};

describe('fire groups, commanders and close combat measured from the board', () => {
  it('GIVEN a fire group whose members stand within one stand width of the leader THEN it fires, the words saying they were measured', () => {
    const s = patch(placed(), 'B', { position: { x: 12, y: 10 } });
    const r = unwrap(
      reactiveFire(s, { side: FR, firers: ['A', 'B'], target: 'M', cover: 'open', group: { kind: 'fire-group', leader: 'A' } }, dice(1, 1, 1, 1, 1, 1, 1), RULES),
    );
    expect(r.result.volley.group).toEqual({ kind: 'fire-group', leader: 'A', measured: ['B'] });
  });

  it('GIVEN a member beyond one stand width of the leader THEN the fire group is refused before any die', () => {
    const r = reactiveFire(placed(), { side: FR, firers: ['A', 'C'], target: 'M', cover: 'open', group: { kind: 'fire-group', leader: 'A' } }, dice(), RULES);
    expectCode(r, 'fogo/too-far');
    expect(r.ok ? undefined : r.params).toMatchObject({ stand: 'C', from: 'A', gap: 8.75 });
  });

  it('GIVEN a member without a position THEN it fires on its owner\'s word', () => {
    const s = { ...placed(), stands: placed().stands.map((x) => (x.id === 'C' ? { ...x, position: undefined } : x)) } as FogoState;
    const r = unwrap(reactiveFire(s, { side: FR, firers: ['A', 'C'], target: 'M', cover: 'open', group: { kind: 'fire-group', leader: 'A' } }, dice(1, 1, 1, 1, 1, 1), RULES));
    expect(r.result.volley.group).toEqual({ kind: 'fire-group', leader: 'A', onWord: ['C'] });
  });

  it('GIVEN a crossfire THEN spacing is not measured (a PC directs his platoon regardless of spacing)', () => {
    const s = patch(placed(), 'B', at(40, 40));
    const r = unwrap(reactiveFire(s, { side: FR, firers: ['A', 'B'], target: 'M', cover: 'open', group: { kind: 'crossfire', director: 'PC' } }, dice(1, 1, 1, 1, 1, 1, 1), RULES));
    expect(r.result.volley.group?.kind).toBe('crossfire');
  });

  it('GIVEN a helping commander beyond one stand width THEN the rally is refused; within, it adds his rating', () => {
    const s = patch(patch(placed(), 'N', { status: 'pinned' }), 'PTC', at(30, 30));
    expectCode(rally(s, { side: PT, stand: 'N', assistedBy: 'PTC' }, dice(4), RULES), 'fogo/too-far');
    const near = patch(s, 'PTC', at(12, 21.5));
    const r = unwrap(rally(near, { side: PT, stand: 'N', assistedBy: 'PTC' }, dice(3), RULES));
    expect(r.result.roll.modifiers).toEqual([{ reason: 'commander', value: 1, stand: 'PTC' }]);
    expect(r.result.to).toBe('ok');
  });

  it('GIVEN a supporting commander beyond one stand width of every fighter of his side THEN the close combat is refused', () => {
    const s = patch(placed(), 'PTC', at(40, 40));
    expectCode(closeCombat(s, { side: PT, attackers: ['M'], defenders: ['A'], attackerSupport: ['PTC'] }, dice(), RULES), 'fogo/too-far');
    const far = patch(placed(), 'PC', at(40, 2));
    expectCode(closeCombat(far, { side: PT, attackers: ['M'], defenders: ['A'], defenderSupport: ['PC'] }, dice(), RULES), 'fogo/too-far');
    const r = unwrap(closeCombat(placed(), { side: PT, attackers: ['M', 'N'], defenders: ['A'], attackerSupport: ['PTC'] }, dice(6, 1), RULES));
    expect(r.result.winner).toBe('attacker');
  });
});

describe('close combat push-back (crossfire-core §1.8, S6)', () => {
  it('GIVEN an assaulter Suppressed by reactive fire as it closes THEN it is pushed back one stand width away from the firer', () => {
    const r = unwrap(reactiveFire(placed(), { side: FR, firers: ['A'], target: 'M', cover: 'open', assault: true }, dice(5, 6, 1), RULES));
    expect(r.result.effect.to).toBe('suppressed');
    expect(r.result.pushedBack).toEqual({ to: { x: 10, y: 21.25 } });
    expect(stand(r.state, 'M').position).toEqual({ x: 10, y: 21.25 });
  });

  it('GIVEN a Pin or a Kill, or fire that is not at an assault THEN nobody is pushed back', () => {
    expect(unwrap(reactiveFire(placed(), { side: FR, firers: ['A'], target: 'M', cover: 'open', assault: true }, dice(5, 1, 1), RULES)).result.pushedBack).toBeUndefined();
    expect(unwrap(reactiveFire(placed(), { side: FR, firers: ['A'], target: 'M', cover: 'open', assault: true }, dice(5, 5, 5), RULES)).result.pushedBack).toBeUndefined();
    expect(unwrap(reactiveFire(placed(), { side: FR, firers: ['A'], target: 'M', cover: 'open' }, dice(5, 6, 1), RULES)).result.pushedBack).toBeUndefined();
  });

  it('GIVEN the assaulter has no position THEN it is pushed back, where its owner puts it', () => {
    const s = { ...placed(), stands: placed().stands.map((x) => (x.id === 'M' ? { ...x, position: undefined } : x)) } as FogoState;
    const r = unwrap(reactiveFire(s, { side: FR, firers: ['A'], target: 'M', cover: 'open', assault: true }, dice(5, 6, 1), RULES));
    expect(r.result.pushedBack).toEqual({});
  });

  it('GIVEN 3 dice at an assaulter THEN it is pushed back exactly when 2 dice hit: 6/27 by enumeration', () => {
    let pushed = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) {
      const r = unwrap(reactiveFire(placed(), { side: FR, firers: ['A'], target: 'M', cover: 'open', assault: true }, dice(a, b, c), RULES));
      if (r.result.pushedBack) pushed++;
    }
    expect(pushed / 216).toBeCloseTo(6 / 27, 10);
  });

  it('GIVEN a direct fire (not reactive) THEN the target is never moved', () => {
    const s = { ...placed(), initiative: FR };
    const r = unwrap(directFire(s, { side: FR, firers: ['A'], target: 'M', cover: 'open' }, dice(5, 6, 1), RULES));
    expect(stand(r.state, 'M').position).toEqual({ x: 10, y: 20 });
  });
});
