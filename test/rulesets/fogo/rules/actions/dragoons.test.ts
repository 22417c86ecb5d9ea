import { describe, expect, it } from 'vitest';
import { dismountDragoons } from '../../../../../src/rulesets/fogo/rules/actions/dragoons.js';
import { setGroundHug, type FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, patch, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState => game([spec('DR', 'dragoons'), spec('R', 'rifle-assault'), spec('PC', 'commander', { rating: 1 })], [spec('E', 'rifle-assault')]);

describe('Dragoons (crossfire-core §2.3)', () => {
  it('GIVEN a rally-from-pin success THEN they dismount for good and keep the initiative', () => {
    const r = unwrap(dismountDragoons(base(), { side: PT, stand: 'DR' }, dice(4), RULES));
    expect(r.result).toMatchObject({ dismounted: true, initiative: 'keep', roll: { die: 4, target: 4, targetRule: 'rally.pinned.regular' } });
    expect(stand(r.state, 'DR').mounted).toBe(false);
    expectCode(dismountDragoons(r.state, { side: PT, stand: 'DR' }, dice(6), RULES), 'fogo/not-mounted');
  });

  it('GIVEN failure THEN still mounted and the initiative passes', () => {
    const r = unwrap(dismountDragoons(base(), { side: PT, stand: 'DR' }, dice(3), RULES));
    expect(r.result).toMatchObject({ dismounted: false, initiative: 'pass' });
    expect(stand(r.state, 'DR').mounted).toBe(true);
    expect(r.state.initiative).toBe(FR);
  });

  it('GIVEN out of enemy sight THEN +1 (and a commander helps as in any rally)', () => {
    const r = unwrap(dismountDragoons(base(), { side: PT, stand: 'DR', outOfSight: true, assistedBy: 'PC' }, dice(2), RULES));
    expect(r.result.roll).toMatchObject({ total: 4, success: true });
  });

  it('GIVEN a non-Dragoon or a suppressed one THEN refused', () => {
    expectCode(dismountDragoons(base(), { side: PT, stand: 'R' }, dice(6), RULES), 'fogo/not-mounted');
    expectCode(dismountDragoons(patch(base(), 'DR', { status: 'suppressed' }), { side: PT, stand: 'DR' }, dice(6), RULES), 'fogo/stand-suppressed');
  });

  it('GIVEN mounted Dragoons THEN they cannot ground hug; dismounted they can', () => {
    expectCode(setGroundHug(base(), { side: PT, stand: 'DR', on: true }), 'fogo/cannot-ground-hug');
    const s = patch(base(), 'DR', { mounted: false });
    expect(stand(unwrap(setGroundHug(s, { side: PT, stand: 'DR', on: true })), 'DR').groundHug).toBe(true);
  });
});
