import { describe, expect, it } from 'vitest';
import { groupMove } from '../../../../../src/rulesets/fogo/rules/actions/group-move.js';
import { moveStand } from '../../../../../src/rulesets/fogo/rules/actions/movement.js';
import { reactiveFire } from '../../../../../src/rulesets/fogo/rules/fire/reactive-fire.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

/*
 * Crossfire core CF4.2 Group Movement (crossfire-core §1.1: "within one stand width" — strictly less
 * than a stand's width edge to edge, S5 — is used by group move; §1.3: a move is a single stand or a
 * group move). Bases 1.25" wide (house rule board.standWidth 125).
 */

/** Portugal phasing: A, B, C in a row 2" apart centre to centre (0.75" gaps), D far off, L a Looter, H hidden. */
const base = (): FogoState => {
  let s = game(
    [
      spec('A', 'rifle-assault', { feature: 'hut' }),
      spec('B', 'rifle-lmg'),
      spec('C', 'mmg'),
      spec('D', 'rifle-assault'),
      spec('L', 'rifle-assault', { traits: ['looter'] }),
      spec('H', 'rifle-assault', { hidden: true }),
      spec('U', 'rifle-assault'),
    ],
    [spec('E1', 'rifle-assault'), spec('E2', 'rifle-assault')],
    { lootable: ['Cantina'] },
  );
  s = patch(s, 'A', { position: { x: 10, y: 10 } });
  s = patch(s, 'B', { position: { x: 12, y: 10 } });
  s = patch(s, 'C', { position: { x: 14, y: 10 } });
  s = patch(s, 'D', { position: { x: 30, y: 10 } });
  return s;
};

describe('group move (CF4.2; crossfire-core §1.1, §1.3)', () => {
  it('GIVEN A, B, C chained within a stand width THEN they move as one action into the feature; each as a single move would', () => {
    const s = patch(base(), 'B', { groundHug: true });
    const r = unwrap(groupMove(s, { side: PT, stands: ['A', 'B', 'C'], feature: 'Woods' }, RULES));
    expect(r.result).toMatchObject({ kind: 'group-move', side: PT, measured: ['A', 'B', 'C'], onWord: [], initiative: 'keep' });
    expect(r.result.moves.map((m) => [m.stand, m.feature])).toEqual([
      ['A', 'Woods'],
      ['B', 'Woods'],
      ['C', 'Woods'],
    ]);
    expect(stand(r.state, 'B').groundHug).toBe(false);
    expect(r.state.initiative).toBe(PT);
    // The same as three single moves, one after another (the group move reuses moveStand).
    let one = s;
    for (const id of ['A', 'B', 'C']) one = unwrap(moveStand(one, { side: PT, stand: id, feature: 'Woods' }, RULES)).state;
    expect(r.state.stands).toEqual(one.stands);
  });

  it('GIVEN A and C (A to C 2.75" apart) without B THEN refused with the gap: not within one stand width', () => {
    expect(groupMove(base(), { side: PT, stands: ['A', 'C'] }, RULES)).toEqual({
      ok: false,
      code: 'fogo/too-far',
      params: { stand: 'C', from: 'A', gap: 2.75, width: 1.25, role: 'group move' },
    });
    expectCode(groupMove(base(), { side: PT, stands: ['A', 'B', 'C', 'D'] }, RULES), 'fogo/too-far');
  });

  it('GIVEN a gap of exactly one stand width THEN too far; a hair less THEN within (S5: if a stand fits it is too far)', () => {
    const at = (x: number) => patch(base(), 'B', { position: { x, y: 10 } });
    expectCode(groupMove(at(12.5), { side: PT, stands: ['A', 'B'] }, RULES), 'fogo/too-far');
    expect(groupMove(at(12.49), { side: PT, stands: ['A', 'B'] }, RULES).ok).toBe(true);
    expect(groupMove(at(12.5), { side: PT, stands: ['A', 'B'] }, rulesWith({ 'board.standWidth': 130 })).ok).toBe(true);
  });

  it('GIVEN stands not placed THEN they ride on the owner word, listed as such', () => {
    const r = unwrap(groupMove(base(), { side: PT, stands: ['A', 'U', 'L'] }, RULES));
    expect(r.result.measured).toEqual(['A']);
    expect(r.result.onWord).toEqual(['U', 'L']);
  });

  it('GIVEN one member Pinned, or off the table THEN the whole group is refused and nothing moves', () => {
    expectCode(groupMove(patch(base(), 'B', { status: 'pinned' }), { side: PT, stands: ['A', 'B', 'C'], feature: 'Woods' }, RULES), 'fogo/stand-pinned');
    expectCode(groupMove(patch(base(), 'C', { offTable: true }), { side: PT, stands: ['A', 'B', 'C'] }, RULES), 'fogo/not-on-table');
  });

  it('GIVEN one stand, a stand twice, an enemy stand, or the side without the initiative THEN refused', () => {
    expectCode(groupMove(base(), { side: PT, stands: ['A'] }, RULES), 'fogo/group-too-small');
    expectCode(groupMove(base(), { side: PT, stands: ['A', 'a'] }, RULES), 'fogo/listed-twice');
    expectCode(groupMove(base(), { side: PT, stands: ['A', 'E1'] }, RULES), 'fogo/not-your-stand');
    expectCode(groupMove(base(), { side: FR, stands: ['E1', 'E2'] }, RULES), 'fogo/not-phasing');
  });

  it('GIVEN a Looter in the group entering a lootable feature and a hidden member seen moving THEN each follows the single-move rule', () => {
    const r = unwrap(groupMove(base(), { side: PT, stands: ['L', 'H'], feature: 'Cantina', seen: true }, RULES));
    expect(r.result.moves.map((m) => [m.stand, m.revealed, m.looting?.to])).toEqual([
      ['L', false, 'pinned'],
      ['H', true, undefined],
    ]);
    expect(stand(r.state, 'H').hidden).toBe(false);
  });

  it('GIVEN an enemy stand hidden beside the group on the board THEN it plays no part in the measure', () => {
    let s = patch(base(), 'E1', { hidden: true, position: { x: 13, y: 10 } });
    s = patch(s, 'B', { position: { x: 40, y: 40 } });
    expectCode(groupMove(s, { side: PT, stands: ['A', 'C'] }, RULES), 'fogo/too-far');
  });

  it('GIVEN the group moved THEN FRELIMO may react at any member: a Pin (faces 5 1 1) stops B, a Suppress (5 6 1) takes the initiative', () => {
    const moved = unwrap(groupMove(base(), { side: PT, stands: ['A', 'B', 'C'], feature: null }, RULES)).state;
    const pin = unwrap(reactiveFire(moved, { side: FR, firers: ['E1'], target: 'B', cover: 'open' }, dice(5, 1, 1), RULES));
    expect(pin.result).toMatchObject({ move: 'stopped', initiative: 'keep' });
    expect(stand(pin.state, 'B').status).toBe('pinned');
    const sup = unwrap(reactiveFire(pin.state, { side: FR, firers: ['E2'], target: 'C', cover: 'open' }, dice(5, 6, 1), RULES));
    expect(sup.result).toMatchObject({ move: 'ended', initiative: 'pass' });
    expect(sup.state.initiative).toBe(FR);
  });
});
