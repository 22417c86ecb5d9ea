import { describe, expect, it } from 'vitest';
import { fieldcraftOf } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { fireAtSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/reveal.js';
import {
  moveSneaker,
  rallySneaker,
  sneakerIndirectFireCaller,
  sneakerMay,
  sneakerReconByFire,
  type SneakerAction,
} from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';
import { RULES, dice, expectCode, patch, rulesWith, stand, unwrap } from '../fixtures.js';
import { FR, PT, frWithThree, sneaker, withPtSneakers } from './setup.js';

const ACTIONS: readonly SneakerAction[] = [
  'move',
  'hide',
  'conceal-trail',
  'rally',
  'indirect-fire',
  'recon-by-fire',
  'reorganise',
  'fire',
  'close-combat',
  'track',
  'sneak',
];

describe('what real and dummy Sneakers may do (crossfire-core §2.7.2)', () => {
  // S1: real with a Command Team; S3: real, one rifle team (no FO); S2: dummy.
  const allowed: Record<string, readonly SneakerAction[]> = {
    S1: ['move', 'hide', 'conceal-trail', 'rally', 'indirect-fire', 'recon-by-fire', 'reorganise'],
    S3: ['move', 'hide', 'conceal-trail', 'rally', 'recon-by-fire', 'reorganise'],
    S2: ['move', 'conceal-trail', 'rally', 'reorganise'],
  };
  it.each(Object.keys(allowed))('GIVEN %s THEN the allowed actions pass and every other one gets the single code fogo/sneaker-cannot', (id) => {
    const s = frWithThree();
    for (const action of ACTIONS) {
      const r = sneakerMay(s, sneaker(s, id), action, RULES);
      if (allowed[id]!.includes(action)) expect(r, action).toEqual({ ok: true, value: true });
      else expect(r, action).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: id } });
    }
  });

  it('GIVEN house rule reorganiseDummies false THEN a dummy may not reorganise, with the same code', () => {
    const s = frWithThree();
    expect(sneakerMay(s, sneaker(s, 'S2'), 'reorganise', rulesWith({ 'fieldcraft.reorganiseDummies': false }))).toEqual({
      ok: false,
      code: 'fogo/sneaker-cannot',
      params: { sneaker: 'S2' },
    });
  });

  it('GIVEN indirect fire THEN a Sneaker with a Command Team or FO gives the caller; others the one code', () => {
    expect(unwrap(sneakerIndirectFireCaller(frWithThree(), { side: FR, sneaker: 'S1' }))).toEqual({ sneaker: 'S1', caller: 'HIDDEN-CT' });
    expect(sneakerIndirectFireCaller(frWithThree(), { side: FR, sneaker: 'S2' })).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: 'S2' } });
    expect(sneakerIndirectFireCaller(frWithThree(), { side: FR, sneaker: 'S3' })).toEqual({ ok: false, code: 'fogo/sneaker-cannot', params: { sneaker: 'S3' } });
  });
});

describe('moving a Sneaker', () => {
  it('GIVEN a move THEN its place changes in public, real or dummy alike', () => {
    const r = unwrap(moveSneaker(frWithThree(), { side: FR, sneaker: 's2', to: { feature: ' river ', position: 'ford' } }, RULES));
    expect(r.result).toEqual({
      kind: 'sneaker-move',
      public: { side: FR, sneaker: 'S2', from: { feature: 'bush' }, to: { feature: 'river', position: 'ford' }, initiative: 'keep' },
      secret: null,
    });
    expect(sneaker(r.state, 'S2').place).toEqual({ feature: 'river', position: 'ford' });
    expect(r.state.thisInitiative.armedActed).toBe(true);
  });

  it('GIVEN a pinned Sneaker, an enemy one, a bad place THEN refused', () => {
    const pinned = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S2', result: 'pin' }, RULES)).state;
    expectCode(moveSneaker(pinned, { side: FR, sneaker: 'S2', to: {} }, RULES), 'fogo/sneaker-pinned');
    expectCode(moveSneaker({ ...frWithThree(), initiative: PT }, { side: PT, sneaker: 'S2', to: {} }, RULES), 'fogo/unknown-sneaker');
    expectCode(moveSneaker(frWithThree(), { side: FR, sneaker: 'S2', to: { position: 'x'.repeat(61) } }, RULES), 'fogo/bad-position');
  });
});

describe('rallying a pinned Sneaker (crossfire-core §2.7.2: unmodified 4+)', () => {
  const pinned = () => unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'pin' }, RULES)).state;

  it('GIVEN 4 THEN unpinned and the initiative kept; 3 THEN still pinned and it passes', () => {
    const good = unwrap(rallySneaker(pinned(), { side: FR, sneaker: 'S1' }, dice(4), RULES));
    expect(good.result.public).toMatchObject({ sneaker: 'S1', die: 4, target: 4, success: true, initiative: 'keep' });
    expect(sneaker(good.state, 'S1').pinned).toBe(false);
    const bad = unwrap(rallySneaker(pinned(), { side: FR, sneaker: 'S1' }, dice(3), RULES));
    expect(bad.result.public).toMatchObject({ success: false, initiative: 'pass' });
    expect(sneaker(bad.state, 'S1').pinned).toBe(true);
    expect(bad.state.initiative).toBe(PT);
  });

  it('GIVEN a Sneaker not pinned THEN refused', () => {
    expectCode(rallySneaker(frWithThree(), { side: FR, sneaker: 'S1' }, dice(), RULES), 'fogo/sneaker-not-pinned');
  });
});

describe('recon by fire by a real Sneaker (crossfire-core §2.7.2: 2d6 whatever it holds)', () => {
  const target = () => {
    const s = withPtSneakers(frWithThree(), [{ place: { feature: 'hill' }, stands: ['PT-1'] }]);
    return patch(s, 'PT-2', { hidden: true, feature: 'Hill' });
  };

  it('GIVEN a success THEN hidden enemy stands and enemy Sneakers in the feature are revealed; the firing Sneaker stays', () => {
    const d = dice(5, 1);
    const r = unwrap(sneakerReconByFire(target(), { side: FR, sneaker: 'S3', feature: 'hill' }, d, RULES));
    expect(d.parts[0]?.spec).toEqual({ op: 'at-least', n: 2, sides: 6, target: 5 });
    expect(r.result.public).toMatchObject({ sneaker: 'S3', hits: 1, needed: 1, success: true, revealedStands: ['PT-2'], initiative: 'keep' });
    expect(r.result.public.revealedSneakers).toMatchObject([{ sneaker: 'S4', side: PT, empty: false, stands: [{ id: 'PT-1', feature: 'hill' }] }]);
    expect(stand(r.state, 'PT-2').hidden).toBe(false);
    expect(stand(r.state, 'PT-1')).toMatchObject({ hidden: false, feature: 'hill' });
    expect(fieldcraftOf(r.state).sneakers.map((s) => s.id)).toEqual(['S1', 'S2', 'S3']);
  });

  it('GIVEN a miss THEN nothing revealed and the initiative passes (rbf.failPassesInitiative)', () => {
    const r = unwrap(sneakerReconByFire(target(), { side: FR, sneaker: 'S1', feature: 'hill' }, dice(4, 4), RULES));
    expect(r.result.public).toMatchObject({ success: false, revealedStands: [], revealedSneakers: [], initiative: 'pass' });
  });

  it('GIVEN a dummy THEN refused with the one Sneaker code and no die', () => {
    const d = dice();
    expect(sneakerReconByFire(target(), { side: FR, sneaker: 'S2', feature: 'hill' }, d, RULES)).toEqual({
      ok: false,
      code: 'fogo/sneaker-cannot',
      params: { sneaker: 'S2' },
    });
    expect(d.parts).toEqual([]);
  });
});

describe('stands inside a Sneaker', () => {
  it('GIVEN a stand inside a Sneaker THEN it cannot fire, move or rally on its own', async () => {
    const { ownLivingStand } = await import('../../../../../src/rulesets/fogo/rules/game/state.js');
    const { addSneaker, fieldcraftOf, withFieldcraft } = await import('../../../../../src/rulesets/fogo/rules/fieldcraft/model.js');
    const { createFogoState, addStands } = await import('../../../../../src/rulesets/fogo/rules/game/state.js');
    const base = createFogoState({ sides: ['A', 'B'], initiative: 'A' });
    if (!base.ok) throw new Error(base.code);
    const withStand = addStands(base.value, 'A', [{ id: 'IN-1', type: 'rifle-assault', quality: 'regular', fieldcraft: 2, hidden: true }]);
    if (!withStand.ok) throw new Error(withStand.code);
    const [fc] = addSneaker(fieldcraftOf(withStand.value), 'A', {}, ['IN-1']);
    const state = withFieldcraft(withStand.value, fc);
    expect(ownLivingStand(state, 'A', 'IN-1')).toMatchObject({ ok: false, code: 'fogo/already-sneaking' });
    expect(ownLivingStand(withStand.value, 'A', 'IN-1').ok).toBe(true);
  });
});
