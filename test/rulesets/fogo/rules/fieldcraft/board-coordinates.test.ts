import { describe, expect, it } from 'vitest';
import { checkPlace } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { reorganise, type ReorganiseInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/reorganise.js';
import { revealOwnSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/reveal.js';
import { moveSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';
import { track, type TrackInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/track.js';
import { viewFogo } from '../../../../../src/rulesets/fogo/rules/view.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { RULES, dice, expectCode, patch, stand, unwrap } from '../fixtures.js';
import { FR, PT, fcGame, noUnallocated, sneaker, withFrSneakers } from './setup.js';

/** FRELIMO's S1 real (HIDDEN-CT, HIDDEN-R1) at 10,10; S2 a dummy at 11,10; S3 real (HIDDEN-Z) at 30,30. */
const placed = (): FogoState =>
  noUnallocated(
    withFrSneakers(fcGame(), [
      { place: { feature: 'bush', position: '10,10' }, stands: ['HIDDEN-CT', 'HIDDEN-R1'] },
      { place: { feature: 'bush', position: '11,10' }, stands: [] },
      { place: { feature: 'bush', position: '30,30' }, stands: ['HIDDEN-Z'] },
    ]),
    FR,
  );

/** A FRELIMO Spoor SP1 at 20,20 and Portugal's scout beside it, Portugal phasing. */
const withSpoor = (scoutAt: { x: number; y: number }): FogoState => {
  const s = { ...placed(), initiative: PT };
  const fc = s.fieldcraft!;
  const spoored = { ...s, fieldcraft: { ...fc, spoor: [{ id: 'SP1', side: FR, place: { at: { x: 20, y: 20 } }, initiative: 1 }], counters: { ...fc.counters, spoor: 1 } } };
  return patch(spoored, 'PT-SC', { position: scoutAt });
};

const trackInput = (more: Partial<TrackInput> = {}): TrackInput => ({ side: PT, stand: 'PT-SC', spoor: 'SP1', attest: {}, ...more });

describe('Sneakers and Spoor with table coordinates (seed 001; crossfire-core §2.7)', () => {
  it('GIVEN a position typed as x,y THEN it is the marker\'s coordinates; words stay a description', () => {
    expect(unwrap(checkPlace({ position: ' 12.5 , 30 ' }))).toEqual({ at: { x: 12.5, y: 30 } });
    expect(unwrap(checkPlace({ position: 'by the ford' }))).toEqual({ position: 'by the ford' });
    expect(sneaker(placed(), 'S1').place).toEqual({ feature: 'bush', at: { x: 10, y: 10 } });
  });

  it('GIVEN a marker with coordinates THEN every viewer sees them, as the marker is public', () => {
    const pub = viewFogo(placed(), { kind: 'public' });
    expect(pub.fieldcraft?.sneakers.map((k) => k.at)).toEqual([{ x: 10, y: 10 }, { x: 11, y: 10 }, { x: 30, y: 30 }]);
    expect(JSON.stringify(pub)).not.toContain('HIDDEN');
  });

  it('GIVEN a Sneaker moved to x,y THEN it stands there', () => {
    const r = unwrap(moveSneaker(placed(), { side: FR, sneaker: 'S2', to: { position: '14,12' } }, RULES));
    expect(sneaker(r.state, 'S2').place).toEqual({ at: { x: 14, y: 12 } });
  });

  it('GIVEN a real Sneaker revealed THEN one stand takes its place and the rest stand touching it in a row', () => {
    const r = unwrap(revealOwnSneaker(placed(), { side: FR, sneaker: 'S1' }));
    expect(stand(r.state, 'HIDDEN-CT').position).toEqual({ x: 10, y: 10 });
    expect(stand(r.state, 'HIDDEN-R1').position).toEqual({ x: 11.25, y: 10 });
  });

  it('GIVEN the tracker within one base width of the Spoor THEN no oath is asked: the board measured it', () => {
    const r = unwrap(track(withSpoor({ x: 21, y: 21 }), trackInput(), dice(6, 1, 1), RULES));
    expect(r.result.public).toMatchObject({ success: true, attested: {}, measured: ['withinBaseWidth'] });
  });

  it('GIVEN the tracker placed beyond one base width THEN the Track is refused with the gap', () => {
    const r = track(withSpoor({ x: 25, y: 20 }), trackInput({ attest: { withinBaseWidth: true } }), dice(6), RULES);
    expectCode(r, 'fogo/too-far');
    expect(r.ok ? undefined : r.params).toMatchObject({ stand: 'PT-SC', from: 'SP1', gap: 3.75 });
  });

  it('GIVEN a tracker without a position THEN the owner must still swear to the base width', () => {
    const s = withSpoor({ x: 0, y: 0 });
    const lifted = { ...s, stands: s.stands.map((x) => (x.id === 'PT-SC' ? { ...x, position: undefined } : x)) } as FogoState;
    expectCode(track(lifted, trackInput(), dice(6), RULES), 'fogo/attestation-required');
  });

  it('GIVEN every enemy Sneaker placed THEN the bot knows the closest: naming another is refused, the closest needs no oath', () => {
    const r = track(withSpoor({ x: 21, y: 21 }), trackInput({ reveal: { sneaker: 'S1', attestClosest: true } }), dice(6), RULES);
    expectCode(r, 'fogo/not-closest');
    // To the Spoor at 20,20: S2's base is 11.7" away, S3's 12.4", S1's 12.5".
    expect(r.ok ? undefined : r.params).toEqual({ sneaker: 'S1', closest: 'S2' });
    const ok = unwrap(track(withSpoor({ x: 21, y: 21 }), trackInput({ reveal: { sneaker: 'S2', attestClosest: false } }), dice(6, 1, 1), RULES));
    expect(ok.result.public).toMatchObject({ revealed: { sneaker: 'S2', empty: true }, measured: ['withinBaseWidth', 'closest'], attested: {} });
  });
});

const reorganiseInput = (more: Partial<ReorganiseInput> = {}): ReorganiseInput => ({
  side: FR,
  sneakers: ['S1', 'S2'],
  attest: {},
  assignment: { S1: ['HIDDEN-CT'], S2: ['HIDDEN-R1'] },
  ...more,
});

describe('Reorganise measured on the board', () => {
  it('GIVEN Sneakers within a stand width of each other THEN no oath is needed', () => {
    const r = unwrap(reorganise(placed(), reorganiseInput(), dice(6, 6, 1), RULES));
    expect(r.result.public).toMatchObject({ success: true, attested: {}, measured: ['withinStandWidth'] });
  });

  it('GIVEN a Sneaker placed far from the rest THEN the Reorganise is refused before any die', () => {
    const r = reorganise(placed(), reorganiseInput({ sneakers: ['S1', 'S3'], assignment: { S1: ['HIDDEN-CT'], S3: ['HIDDEN-R1', 'HIDDEN-Z'] }, attest: { withinStandWidth: true } }), dice(), RULES);
    expectCode(r, 'fogo/too-far');
  });
});
