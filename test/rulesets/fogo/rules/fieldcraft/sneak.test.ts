import { describe, expect, it } from 'vitest';
import { sneak, type SneakInput } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneak.js';
import { fieldcraftOf, visibilityMode } from '../../../../../src/rulesets/fogo/rules/fieldcraft/model.js';
import { moveSneaker } from '../../../../../src/rulesets/fogo/rules/fieldcraft/sneaker-actions.js';
import { passInitiative } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { RULES, dice, expectCode, patch, rulesWith, stand, unwrap } from '../fixtures.js';
import { FR, PT, SNEAK_OK, fcGame, noUnallocated, sneaker, withFrSneakers } from './setup.js';

/** FRELIMO with `unallocated` starting Sneakers left and none on the table. */
const frWith = (unallocated: number): FogoState => {
  const s = withFrSneakers(fcGame(), []);
  const fc = fieldcraftOf(s);
  return { ...s, fieldcraft: { ...fc, unallocated: { [FR]: unallocated } } };
};

const fromHidden = (more: Partial<SneakInput> = {}): SneakInput => ({
  side: FR,
  stands: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'],
  attest: SNEAK_OK,
  pick: 'real',
  ...more,
});

const fromRevealed = (more: Partial<SneakInput> = {}): SneakInput => ({
  side: FR,
  stands: ['FR-CT2', 'FR-V', 'FR-V2'],
  attest: SNEAK_OK,
  realMarker: 'first',
  ...more,
});

describe('Sneak: the fieldcraft roll (crossfire-core §2.7.5)', () => {
  it('GIVEN 0 hits THEN failure: Spoor at the unit, initiative passes, the stands stay as they were', () => {
    const d = dice(1, 4, 3);
    const r = unwrap(sneak(frWith(0), fromHidden(), d, RULES));
    expect(d.remaining).toBe(0);
    expect(r.result.public).toEqual({
      side: FR,
      from: 'hidden',
      place: { feature: 'bush' },
      success: false,
      sneakers: [],
      spoor: 'SP1',
      initiative: 'pass',
      attested: SNEAK_OK,
    });
    expect(r.result.secret).toMatchObject({ automatic: false, real: null, roll: { ability: 3, abilityFrom: 'HIDDEN-R1', hits: 0 } });
    expect(r.state.initiative).toBe(PT);
    expect(fieldcraftOf(r.state).spoor).toEqual([{ id: 'SP1', side: FR, place: { feature: 'bush' }, initiative: 1 }]);
    expect(fieldcraftOf(r.state).sneakers).toEqual([]);
    expect(visibilityMode(r.state, stand(r.state, 'HIDDEN-R1'))).toBe('hidden');
    expect(fieldcraftOf(r.state).secretLog.filter((e) => e.decision.kind === 'sneak')).toEqual([]);
  });

  it('GIVEN exactly one hit THEN success with a Spoor beside the new Sneaker; the initiative stays', () => {
    const r = unwrap(sneak(frWith(0), fromHidden({ rollNumber: 12 }), dice(5, 1, 1), RULES));
    expect(r.result.public).toMatchObject({ success: true, sneakers: ['S1'], spoor: 'SP1', initiative: 'keep' });
    expect(r.state.initiative).toBe(FR);
    expect(sneaker(r.state, 'S1')).toEqual({ id: 'S1', side: FR, place: { feature: 'bush' }, pinned: false, stands: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] });
    expect(fieldcraftOf(r.state).secretLog.at(-1)).toMatchObject({
      side: FR,
      roll: 12,
      decision: { kind: 'sneak', from: 'hidden', automatic: false, sneakers: [{ sneaker: 'S1', stands: ['HIDDEN-CT', 'HIDDEN-R1', 'HIDDEN-R2'] }] },
    });
  });

  it('GIVEN two or more hits THEN success and no Spoor', () => {
    const r = unwrap(sneak(frWith(0), fromHidden(), dice(5, 6, 1), RULES));
    expect(r.result.public).toMatchObject({ success: true, sneakers: ['S1'], initiative: 'keep' });
    expect(r.result.public.spoor).toBeUndefined();
    expect(fieldcraftOf(r.state).spoor).toEqual([]);
  });

  it('GIVEN unallocated starting Sneakers THEN automatic success: no dice, no Spoor, one used from hidden (§2.11 (7))', () => {
    const d = dice();
    const r = unwrap(sneak(frWith(1), fromHidden({ rollNumber: 3 }), d, RULES));
    expect(d.parts).toEqual([]);
    expect(r.result.public).toMatchObject({ success: true, sneakers: ['S1'], initiative: 'keep' });
    expect(r.result.public.spoor).toBeUndefined();
    expect(r.result.secret).toMatchObject({ automatic: true, unallocatedLeft: 0 });
    expect(r.result.secret.roll).toBeUndefined();
    expect(fieldcraftOf(r.state).unallocated[FR]).toBe(0);
    expect(fieldcraftOf(r.state).secretLog.at(-1)).toMatchObject({ roll: null, decision: { automatic: true } });
  });

  it('GIVEN one unallocated and a Sneak from revealed THEN two are needed (§2.11 (7)), so it rolls', () => {
    const d = dice(6, 6);
    const r = unwrap(sneak(frWith(1), fromRevealed(), d, RULES));
    expect(d.remaining).toBe(0);
    expect(r.result.secret).toMatchObject({ automatic: false, unallocatedLeft: 1 });
    const auto = unwrap(sneak(frWith(2), fromRevealed(), dice(), RULES));
    expect(auto.result.secret).toMatchObject({ automatic: true, unallocatedLeft: 0 });
    const houseRule = unwrap(sneak(frWith(1), fromRevealed(), dice(), rulesWith({ 'fieldcraft.autoSneakCostRevealed': 1 })));
    expect(houseRule.result.secret.automatic).toBe(true);
  });

  it('GIVEN fieldcraft 0 THEN it cannot roll; but an automatic Sneak needs no dice', () => {
    expectCode(sneak(frWith(0), fromRevealed({ stands: ['FR-Z'] }), dice(), RULES), 'fogo/no-fieldcraft');
    expect(unwrap(sneak(frWith(1), fromRevealed({ stands: ['FR-Z'] }), dice(), rulesWith({ 'fieldcraft.autoSneakCostRevealed': 1 }))).result.public.success).toBe(true);
  });

  it('GIVEN a nominated stand THEN its dice are rolled, not the best', () => {
    const d = dice(5);
    const r = unwrap(sneak(frWith(0), fromHidden({ fieldcraftStand: 'hidden-r2' }), d, RULES));
    expect(r.result.secret.roll).toMatchObject({ ability: 1, abilityFrom: 'HIDDEN-R2' });
    expectCode(sneak(frWith(0), fromHidden({ fieldcraftStand: 'FR-V' }), dice(), RULES), 'fogo/not-in-unit');
  });
});

describe('Sneak: what appears (crossfire-core §2.7.5)', () => {
  it('GIVEN a Sneak from hidden picking dummy THEN one empty Sneaker appears and the troops stay hidden where they are', () => {
    const r = unwrap(sneak(frWith(0), fromHidden({ pick: 'dummy' }), dice(6, 6, 6), RULES));
    expect(sneaker(r.state, 'S1').stands).toEqual([]);
    expect(r.result.secret.real).toBeNull();
    expect(stand(r.state, 'HIDDEN-R1')).toMatchObject({ hidden: true, feature: 'bush' });
    expect(visibilityMode(r.state, stand(r.state, 'HIDDEN-R1'))).toBe('hidden');
  });

  it('GIVEN the same Sneak from hidden picking real or dummy THEN the public part is identical', () => {
    const real = unwrap(sneak(frWith(0), fromHidden({ pick: 'real' }), dice(6, 5, 1), RULES)).result.public;
    const dummy = unwrap(sneak(frWith(0), fromHidden({ pick: 'dummy' }), dice(6, 5, 1), RULES)).result.public;
    expect(dummy).toEqual(real);
    expect(JSON.stringify(real)).not.toContain('HIDDEN');
  });

  it('GIVEN a Sneak from revealed THEN two Sneakers, the troops in the one the owner chose, and the public part the same either way', () => {
    const first = unwrap(sneak(frWith(0), fromRevealed({ realMarker: 'first' }), dice(6, 6), RULES));
    const second = unwrap(sneak(frWith(0), fromRevealed({ realMarker: 'second' }), dice(6, 6), RULES));
    expect(first.result.public).toEqual(second.result.public);
    expect(first.result.public).toMatchObject({ from: 'revealed', stands: ['FR-CT2', 'FR-V', 'FR-V2'], sneakers: ['S1', 'S2'], place: { feature: 'kraal' } });
    expect(sneaker(first.state, 'S1').stands).toEqual(['FR-CT2', 'FR-V', 'FR-V2']);
    expect(sneaker(first.state, 'S2').stands).toEqual([]);
    expect(sneaker(second.state, 'S2').stands).toEqual(['FR-CT2', 'FR-V', 'FR-V2']);
    expect(second.result.secret.real).toBe('S2');
    expect(stand(second.state, 'FR-V')).toMatchObject({ hidden: true });
    expect(stand(second.state, 'FR-V').feature).toBeUndefined();
  });

  it('GIVEN a new Sneaker THEN it is held stationary for the rest of the initiative (§2.11 (8)), free in the next friendly one', () => {
    const r = unwrap(sneak(frWith(0), fromHidden(), dice(6, 6, 6), RULES));
    expectCode(moveSneaker(r.state, { side: FR, sneaker: 'S1', to: { feature: 'river' } }, RULES), 'fogo/sneaker-stationary');
    let s = unwrap(passInitiative(r.state, { side: FR }, RULES)).state;
    s = unwrap(passInitiative(s, { side: PT }, RULES)).state;
    expect(unwrap(moveSneaker(s, { side: FR, sneaker: 'S1', to: { feature: 'river' } }, RULES)).result.public.to).toEqual({ feature: 'river' });
  });
});

describe('Sneak: refusals', () => {
  it.each<[string, Partial<SneakInput>, string]>([
    ['no stands', { stands: [] }, 'fogo/empty-unit'],
    ['hidden and revealed stands together', { stands: ['FR-V', 'HIDDEN-R1'] }, 'fogo/mixed-visibility'],
    ['two command stands', { stands: ['FR-CT2', 'FR-PK'], realMarker: 'first' }, 'fogo/not-a-sneaker-group'],
    ['a stand listed twice', { stands: ['HIDDEN-R1', 'hidden-r1'] }, 'fogo/listed-twice'],
    ['an enemy stand', { stands: ['PT-1'] }, 'fogo/not-your-stand'],
    ['no pick from hidden', { pick: undefined }, 'fogo/choice-required'],
    ['a missing attestation', { attest: { outOfEnemySight: true, stationary: true } }, 'fogo/attestation-required'],
    ['an attestation given as false', { attest: { ...SNEAK_OK, outOfEnemySight: false } }, 'fogo/attestation-required'],
  ])('GIVEN %s THEN refused', (_what, more, code) => {
    expectCode(sneak(frWith(0), fromHidden(more), dice(), RULES), code);
  });

  it('GIVEN revealed stands in different features, no real marker chosen, a pinned stand, a side without the initiative THEN refused', () => {
    expectCode(sneak(patch(frWith(0), 'FR-V2', { feature: 'river' }), fromRevealed(), dice(), RULES), 'fogo/not-together');
    expectCode(sneak(frWith(0), fromRevealed({ realMarker: undefined }), dice(), RULES), 'fogo/choice-required');
    expectCode(sneak(patch(frWith(0), 'FR-V', { status: 'pinned' }), fromRevealed(), dice(), RULES), 'fogo/stand-pinned');
    expectCode(sneak(frWith(0), { ...fromHidden(), side: PT, stands: ['PT-1'] }, dice(), RULES), 'fogo/not-phasing');
  });

  it('GIVEN a stand already in a Sneaker THEN refused', () => {
    const s = unwrap(sneak(frWith(0), fromHidden(), dice(6, 6, 6), RULES)).state;
    expectCode(sneak(noUnallocated(s, FR), fromHidden({ stands: ['HIDDEN-R1'] }), dice(), RULES), 'fogo/already-sneaking');
  });

  it('GIVEN a refusal THEN no die is drawn', () => {
    const d = dice();
    expectCode(sneak(frWith(0), fromHidden({ attest: {} }), d, RULES), 'fogo/attestation-required');
    expect(d.parts).toEqual([]);
  });
});
