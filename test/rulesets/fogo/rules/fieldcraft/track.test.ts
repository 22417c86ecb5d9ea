import { describe, expect, it } from 'vitest';
import { fieldcraftOf, visibilityMode } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { sneak } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneak.js';
import { track, type TrackInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/track.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { RULES, dice, expectCode, patch, rulesWith, stand, unwrap } from '../fixtures.js';
import { FR, PT, SNEAK_OK, frWithThree, withPtSneakers } from './setup.js';

/** FRELIMO fails a Sneak in the kraal: Spoor SP1 there, and Portugal now holds the initiative. */
const trail = (): FogoState =>
  unwrap(sneak(frWithThree(), { side: FR, stands: ['FR-V'], attest: SNEAK_OK, realMarker: 'first' }, dice(1, 1), RULES)).state;

const input = (more: Partial<TrackInput> = {}): TrackInput => ({
  side: PT,
  stand: 'PT-SC',
  spoor: 'SP1',
  attest: { withinBaseWidth: true },
  reveal: { sneaker: 'S1', attestClosest: true },
  ...more,
});

describe('Track (crossfire-core §2.7.5, §2.11 (5))', () => {
  it('GIVEN success THEN the named enemy Sneaker is revealed into its feature, the Spoor removed, the initiative kept', () => {
    const start = trail();
    expect(start.initiative).toBe(PT);
    const r = unwrap(track(start, input(), dice(6, 1, 1), RULES));
    expect(r.result.public).toEqual({
      side: PT,
      stand: 'PT-SC',
      spoor: 'SP1',
      success: true,
      spoorRemoved: true,
      closestTo: 'SPOOR',
      revealed: {
        sneaker: 'S1',
        side: FR,
        cause: 'track',
        place: { feature: 'bush' },
        empty: false,
        stands: [
          { id: 'HIDDEN-CT', feature: 'bush' },
          { id: 'HIDDEN-R1', feature: 'bush' },
          { id: 'HIDDEN-R2', feature: 'bush' },
        ],
        atMarker: 'HIDDEN-CT',
      },
      initiative: 'keep',
      attested: { withinBaseWidth: true, closest: true },
    });
    expect(r.result.secret.roll).toMatchObject({ ability: 3, abilityFrom: 'PT-SC', hits: 1, spoor: false });
    expect(JSON.stringify(r.result.public)).not.toMatch(/faces|ability/);
    expect(fieldcraftOf(r.state).spoor).toEqual([]);
    expect(fieldcraftOf(r.state).sneakers.map((s) => s.id)).toEqual(['S2', 'S3']);
    expect(visibilityMode(r.state, stand(r.state, 'HIDDEN-R1'))).toBe('revealed');
    expect(stand(r.state, 'HIDDEN-R1')).toMatchObject({ hidden: false, feature: 'bush' });
  });

  it('GIVEN failure THEN the Spoor is removed all the same and the initiative passes', () => {
    const r = unwrap(track(trail(), input(), dice(1, 2, 4), RULES));
    expect(r.result.public).toMatchObject({ success: false, spoorRemoved: true, initiative: 'pass' });
    expect(r.result.public.revealed).toBeUndefined();
    expect(fieldcraftOf(r.state).spoor).toEqual([]);
    expect(fieldcraftOf(r.state).sneakers).toHaveLength(3);
    expect(r.state.initiative).toBe(FR);
  });

  it('GIVEN a dummy named THEN a success removes it; with none named a success reveals nothing', () => {
    const dummy = unwrap(track(trail(), input({ reveal: { sneaker: 'S2', attestClosest: true } }), dice(6, 6, 6), RULES));
    expect(dummy.result.public.revealed).toMatchObject({ sneaker: 'S2', empty: true, stands: [] });
    const none = unwrap(track(trail(), input({ reveal: undefined }), dice(6, 6, 6), RULES));
    expect(none.result.public).toMatchObject({ success: true, initiative: 'keep' });
    expect(none.result.public.revealed).toBeUndefined();
    expect(fieldcraftOf(none.state).sneakers).toHaveLength(3);
  });

  it('GIVEN house rule trackClosestTo TRACKER THEN the result says what was measured from', () => {
    const r = unwrap(track(trail(), input(), dice(6, 6, 6), rulesWith({ 'fieldcraft.trackClosestTo': 'TRACKER' })));
    expect(r.result.public.closestTo).toBe('TRACKER');
  });

  it.each<[string, Partial<TrackInput>, string]>([
    ['a tracker with fieldcraft 0', { stand: 'PT-0' }, 'fogo/no-fieldcraft'],
    ['no base-width attestation', { attest: {} }, 'fogo/attestation-required'],
    ['no closest attestation', { reveal: { sneaker: 'S1', attestClosest: false } }, 'fogo/attestation-required'],
    ['an unknown Sneaker', { reveal: { sneaker: 'S9', attestClosest: true } }, 'fogo/unknown-sneaker'],
    ['an unknown Spoor', { spoor: 'SP7' }, 'fogo/unknown-spoor'],
  ])('GIVEN %s THEN refused before any die', (_what, more, code) => {
    const d = dice();
    expectCode(track(trail(), input(more), d, RULES), code);
    expect(d.parts).toEqual([]);
  });

  it('GIVEN a hidden or sneaking tracker, its own Spoor, or its own Sneaker named THEN refused', () => {
    expectCode(track(patch(trail(), 'PT-SC', { hidden: true }), input(), dice(), RULES), 'fogo/not-revealed');
    const ptSneaking = withPtSneakers(trail(), [{ place: {}, stands: ['PT-SC'] }]);
    // A stand inside a Sneaker acts only through its Sneaker: refused before the revealed check.
    expectCode(track(ptSneaking, input(), dice(), RULES), 'fogo/already-sneaking');
    expectCode(track(ptSneaking, input({ stand: 'PT-1', reveal: { sneaker: 'S4', attestClosest: true } }), dice(), RULES), 'fogo/own-sneaker');
    const own = { ...trail(), initiative: FR };
    expectCode(track(own, { ...input(), side: FR, stand: 'FR-V2', reveal: undefined }, dice(), RULES), 'fogo/own-spoor');
  });
});
