import { describe, expect, it } from 'vitest';
import { fieldcraftOf, notSneaking, visibilityMode } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import {
  assignSneakerFire,
  directFireAtSneaker,
  fireAtSneaker,
  reactiveFireAtSneaker,
  reconByFireOnSneakers,
  revealOwnSneaker,
  revealSneaker,
} from '../../../../../src/rulesets/fogo/rules/fieldcraft/reveal.js';
import { RULES, dice, expectCode, rulesWith, stand, unwrap } from '../fixtures.js';
import { requirePhase } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import { FR, PT, fcGame, frWithThree, noUnallocated, sneaker, withFrSneakers } from './setup.js';

describe('revealing a Sneaker (crossfire-core §2.7.6)', () => {
  it('GIVEN a dummy THEN it is removed and shows as empty', () => {
    const r = unwrap(revealSneaker(frWithThree(), 'S2', 'owner'));
    expect(r.result.public).toEqual({ sneaker: 'S2', side: FR, cause: 'owner', place: { feature: 'bush' }, empty: true, stands: [] });
    expect(fieldcraftOf(r.state).sneakers.map((s) => s.id)).toEqual(['S1', 'S3']);
  });

  it('GIVEN a real Sneaker in a feature THEN every stand is placed in it, or beside it when listed outside (§2.11 (9))', () => {
    const r = unwrap(revealSneaker(frWithThree(), 'S1', 'owner', { atMarker: 'hidden-r1', outside: ['HIDDEN-R2'] }));
    expect(r.result.public).toEqual({
      sneaker: 'S1',
      side: FR,
      cause: 'owner',
      place: { feature: 'bush' },
      empty: false,
      stands: [{ id: 'HIDDEN-CT', feature: 'bush' }, { id: 'HIDDEN-R1', feature: 'bush' }, { id: 'HIDDEN-R2' }],
      atMarker: 'HIDDEN-R1',
    });
    for (const id of ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2']) expect(visibilityMode(r.state, stand(r.state, id))).toBe('revealed');
    expect(stand(r.state, 'HIDDEN-R2').feature).toBeUndefined();
  });

  it('GIVEN a real Sneaker in the open THEN one stand at the marker, the others in the open beside it', () => {
    const s = noUnallocated(withFrSneakers(fcGame(), [{ place: {}, stands: ['HIDDEN-CT', 'HIDDEN-R1'] }]), FR);
    const r = unwrap(revealSneaker(s, 'S1', 'fire'));
    expect(r.result.public).toMatchObject({ empty: false, atMarker: 'HIDDEN-CT', stands: [{ id: 'HIDDEN-CT' }, { id: 'HIDDEN-R1' }] });
    expect(stand(r.state, 'HIDDEN-R1')).toMatchObject({ hidden: false });
  });

  it('GIVEN a pinned Sneaker THEN its stands come out Pinned', () => {
    const pinned = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'pin' }, RULES)).state;
    const r = unwrap(revealSneaker(pinned, 'S1', 'owner'));
    expect(stand(r.state, 'HIDDEN-R1').status).toBe('pinned');
  });

  it('GIVEN a placement naming a stand not inside THEN refused; the owner reveals only its own', () => {
    expectCode(revealSneaker(frWithThree(), 'S1', 'owner', { atMarker: 'FR-V' }), 'fogo/not-in-sneaker');
    expectCode(revealOwnSneaker(frWithThree(), { side: PT, sneaker: 'S1' }), 'fogo/unknown-sneaker');
    expect(unwrap(revealOwnSneaker(frWithThree(), { side: FR, sneaker: 'S3' })).result.public.stands).toEqual([{ id: 'HIDDEN-Z', feature: 'bush' }]);
  });
});

describe('fire at a Sneaker (crossfire-core §2.7.6, §2.11 (1), (2))', () => {
  it('GIVEN no hits THEN nothing; a Pin THEN pinned, not revealed, not a success', () => {
    const none = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'none' }, RULES));
    expect(none.result.public).toEqual({ firingSide: PT, sneaker: 'S1', result: 'none', pinned: false, effects: [], success: false });
    const pin = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'pin' }, RULES));
    expect(pin.result.public).toMatchObject({ pinned: true, success: false });
    expect(pin.result.public.reveal).toBeUndefined();
    expect(sneaker(pin.state, 'S1')).toMatchObject({ pinned: true, stands: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] });
  });

  it('GIVEN a Suppress on a dummy THEN removed and a success (house rule dummySuppressCounts)', () => {
    const r = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S2', result: 'suppress' }, RULES));
    expect(r.result.public).toMatchObject({ reveal: { empty: true }, success: true, effects: [] });
    const off = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S2', result: 'suppress' }, rulesWith({ 'fieldcraft.dummySuppressCounts': false })));
    expect(off.result.public.success).toBe(false);
  });

  it('GIVEN a Suppress on a one-stand Sneaker THEN revealed and the stand takes it at once', () => {
    const r = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S3', result: 'suppress' }, RULES));
    expect(r.result.public).toMatchObject({ success: true, effects: [{ stand: 'HIDDEN-Z', result: 'suppress', from: 'ok', to: 'suppressed' }] });
    expect(r.result.public.awaitingTarget).toBeUndefined();
  });

  it('GIVEN a Kill on a real multi-stand Sneaker THEN revealed and the firer names the stand that takes it', () => {
    const r = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'kill' }, RULES));
    expect(r.result.public).toMatchObject({ success: true, effects: [], awaitingTarget: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] });
    expectCode(assignSneakerFire(r.state, { side: FR, stand: 'HIDDEN-R1' }, RULES), 'fogo/no-pending-fire');
    expectCode(assignSneakerFire(r.state, { side: PT, stand: 'FR-V' }, RULES), 'fogo/not-a-candidate');
    const a = unwrap(assignSneakerFire(r.state, { side: PT, stand: 'hidden-r1' }, RULES));
    expect(a.result.public.effect).toEqual({ stand: 'HIDDEN-R1', result: 'kill', from: 'ok', to: 'killed' });
    expect(fieldcraftOf(a.state).pendingFire).toBeUndefined();
    expectCode(assignSneakerFire(a.state, { side: PT, stand: 'HIDDEN-R2' }, RULES), 'fogo/no-pending-fire');
  });

  it('GIVEN a fire waiting for its stand (§2.11 (1)) THEN every other order waits, by either side, and the refusal names the assignment', () => {
    const r = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'suppress' }, RULES));
    for (const [side, action] of [[PT, 'fire'], [PT, 'move'], [PT, 'pass'], [FR, 'reactive-fire'], [FR, 'reveal-sneaker']] as const) {
      expect(requirePhase(r.state, side, action)).toMatchObject({ ok: false, code: 'fogo/fire-awaiting-target', params: { side: PT, sneaker: 'S1', result: 'suppress', stands: 'HIDDEN-CT, HIDDEN-R1, HIDDEN-R2' } });
    }
    expect(unwrap(requirePhase(r.state, PT, 'assign-fire'))).toBe(PT);
    const a = unwrap(assignSneakerFire(r.state, { side: PT, stand: 'HIDDEN-R1' }, RULES));
    expect(unwrap(requirePhase(a.state, FR, 'move'))).toBe(FR);
  });

  it('GIVEN house rule revealFireLandsOn EVERY_STAND THEN every revealed stand takes it', () => {
    const r = unwrap(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S1', result: 'suppress' }, rulesWith({ 'fieldcraft.revealFireLandsOn': 'EVERY_STAND' })));
    expect(r.result.public.effects.map((e) => e.stand)).toEqual(['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2']);
  });

  it('GIVEN its own Sneaker or an unknown one THEN refused', () => {
    expectCode(fireAtSneaker(frWithThree(), { firingSide: FR, sneaker: 'S1', result: 'kill' }, RULES), 'fogo/own-sneaker');
    expectCode(fireAtSneaker(frWithThree(), { firingSide: PT, sneaker: 'S9', result: 'kill' }, RULES), 'fogo/unknown-sneaker');
  });

  it('GIVEN phasing direct fire that Suppresses THEN the Sneaker is revealed and the initiative kept; a miss passes it', () => {
    const ptPhasing = { ...frWithThree(), initiative: PT };
    const hit = unwrap(directFireAtSneaker(ptPhasing, { side: PT, firers: ['PT-1'], sneaker: 'S3', cover: 'open' }, dice(5, 6, 1), RULES));
    expect(hit.result.public).toMatchObject({ side: PT, cover: 'open', result: 'suppress', success: true, initiative: 'keep' });
    expect(hit.state.initiative).toBe(PT);
    const miss = unwrap(directFireAtSneaker(ptPhasing, { side: PT, firers: ['PT-1'], sneaker: 'S3', cover: 'cover' }, dice(1, 1), RULES));
    expect(miss.result.public).toMatchObject({ result: 'none', success: false, initiative: 'pass' });
    expect(miss.state.initiative).toBe(FR);
  });

  it('GIVEN reactive fire that Suppresses a moving dummy THEN it is removed and the initiative passes to the firer (§2.11 (2))', () => {
    const r = unwrap(reactiveFireAtSneaker(frWithThree(), { side: PT, firers: ['PT-1'], sneaker: 'S2', cover: 'open' }, dice(5, 6, 1), RULES));
    expect(r.result.public).toMatchObject({ reveal: { empty: true }, success: true, initiative: 'pass', noFire: [] });
    expect(r.state.initiative).toBe(PT);
    const pin = unwrap(reactiveFireAtSneaker(frWithThree(), { side: PT, firers: ['PT-1'], sneaker: 'S2', cover: 'open' }, dice(5, 1, 1), RULES));
    expect(pin.result.public).toMatchObject({ pinned: true, success: false, initiative: 'keep', noFire: ['PT-1'] });
  });
});

describe('recon by fire against Sneakers (crossfire-core §2.7.6)', () => {
  it('GIVEN a successful RBF into the bush THEN every enemy Sneaker there is revealed, not those elsewhere', () => {
    const s = noUnallocated(
      withFrSneakers(fcGame(), [
        { place: { feature: 'Bush' }, stands: ['HIDDEN-R1'] },
        { place: { feature: 'bush' }, stands: [] },
        { place: { feature: 'kraal' }, stands: ['FR-V'] },
      ]),
      FR,
    );
    const r = reconByFireOnSneakers(s, { side: PT, feature: 'bush', success: true }, RULES);
    expect(r.result.revealed.map((x) => [x.sneaker, x.empty])).toEqual([
      ['S1', false],
      ['S2', true],
    ]);
    expect(fieldcraftOf(r.state).sneakers.map((x) => x.id)).toEqual(['S3']);
    expect(reconByFireOnSneakers(s, { side: PT, feature: 'bush', success: false }, RULES).result.revealed).toEqual([]);
    const applies = reconByFireOnSneakers(s, { side: PT, feature: 'bush', success: true, result: 'pin' }, rulesWith({ 'rbf.appliesResult': true }));
    expect(applies.result.effects).toEqual([{ stand: 'HIDDEN-R1', result: 'pin', from: 'ok', to: 'pinned' }]);
  });
});

describe('stands inside Sneakers and the other actions', () => {
  it('GIVEN a stand inside a Sneaker THEN notSneaking refuses it until the Sneaker is revealed', () => {
    const s = frWithThree();
    expect(notSneaking(s, ['FR-V', 'hidden-r1'])).toEqual({ ok: false, code: 'fogo/already-sneaking', params: { stand: 'HIDDEN-R1', sneaker: 'S1' } });
    expect(notSneaking(unwrap(revealSneaker(s, 'S1', 'owner')).state, ['HIDDEN-R1'])).toEqual({ ok: true, value: true });
  });
});
