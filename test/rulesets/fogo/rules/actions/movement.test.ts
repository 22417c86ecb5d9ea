import { describe, expect, it } from 'vitest';
import { moveStand } from '../../../../../src/rulesets/fogo/rules/actions/movement.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState => game([spec('R', 'rifle-assault', { feature: 'hut' }), spec('H', 'smg', { hidden: true, feature: 'grove' })], [spec('E', 'rifle-assault')]);

describe('move actions', () => {
  it('GIVEN a move THEN the stand gets up from ground hug and takes its new feature; the initiative stays', () => {
    const r = unwrap(moveStand(patch(base(), 'R', { groundHug: true }), { side: PT, stand: 'R', feature: 'kraal' }, RULES));
    expect(r.result).toEqual({ kind: 'move', side: PT, stand: 'R', feature: 'kraal', revealed: false, initiative: 'keep' });
    expect(stand(r.state, 'R')).toMatchObject({ groundHug: false, feature: 'kraal' });
    expect(r.state.thisInitiative.armedActed).toBe(true);
  });

  it('GIVEN house rule groundHug.endsOnMove false THEN a moving stand stays down', () => {
    const r = unwrap(moveStand(patch(base(), 'R', { groundHug: true }), { side: PT, stand: 'R' }, rulesWith({ 'groundHug.endsOnMove': false })));
    expect(stand(r.state, 'R').groundHug).toBe(true);
  });

  it('GIVEN a move into the open THEN no feature; staying put keeps it', () => {
    expect(stand(unwrap(moveStand(base(), { side: PT, stand: 'R', feature: null }, RULES)).state, 'R').feature).toBeUndefined();
    expect(stand(unwrap(moveStand(base(), { side: PT, stand: 'R' }, RULES)).state, 'R').feature).toBe('hut');
  });

  it('GIVEN a hidden stand seen moving THEN it is revealed; unseen it stays hidden', () => {
    expect(unwrap(moveStand(base(), { side: PT, stand: 'H', seen: true }, RULES)).result.revealed).toBe(true);
    expect(stand(unwrap(moveStand(base(), { side: PT, stand: 'H' }, RULES)).state, 'H').hidden).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['pinned', { status: 'pinned' }, 'fogo/stand-pinned'],
    ['suppressed', { status: 'suppressed' }, 'fogo/stand-suppressed'],
    ['killed', { status: 'killed' }, 'fogo/stand-killed'],
    ['off the table', { offTable: true }, 'fogo/not-on-table'],
  ])('GIVEN a %s stand THEN it may not move', (_, change, code) => {
    expectCode(moveStand(patch(base(), 'R', change), { side: PT, stand: 'R', feature: 'x' }, RULES), code);
  });

  it('GIVEN the wrong side, an enemy stand or a bad feature THEN refused', () => {
    expectCode(moveStand(base(), { side: FR, stand: 'E' }, RULES), 'fogo/not-phasing');
    expectCode(moveStand(base(), { side: PT, stand: 'E' }, RULES), 'fogo/not-your-stand');
    expectCode(moveStand(base(), { side: PT, stand: 'R', feature: '\n' }, RULES), 'fogo/bad-feature');
  });
});
