import { describe, expect, it } from 'vitest';
import { applyInitiative, passInitiative, PHASE_TABLE, requirePhase, requirePhasing, requireNonPhasing } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import { FR, PT, RULES, expectCode, game, patch, spec, stand, unwrap } from '../fixtures.js';

const s = () => patch(patch(game([spec('R', 'rifle-assault')], [spec('E', 'rifle-assault')]), 'R', { noFire: true }), 'E', { noFire: true });

describe('the phase check (crossfire-core §1.2, §1.3)', () => {
  it('GIVEN the phasing side THEN requirePhasing gives its exact name; the other side is refused', () => {
    expect(unwrap(requirePhasing(s(), 'portugal'))).toBe(PT);
    expect(requirePhasing(s(), FR)).toMatchObject({ ok: false, code: 'fogo/not-phasing', params: { side: FR, phasing: PT } });
    expectCode(requirePhasing(s(), 'UNITA'), 'fogo/unknown-side');
  });

  it('GIVEN reactions THEN only the non-phasing side', () => {
    expect(unwrap(requireNonPhasing(s(), FR))).toBe(FR);
    expectCode(requireNonPhasing(s(), PT), 'fogo/phasing-side');
  });

  it('GIVEN the phase table THEN only reactive fire and temptation belong to the non-phasing side', () => {
    expect(Object.entries(PHASE_TABLE).filter(([, w]) => w === 'non-phasing').map(([a]) => a)).toEqual(['reactive-fire', 'temptation']);
    expectCode(requirePhase(s(), FR, 'rally'), 'fogo/not-phasing');
    expect(requirePhase(s(), FR, 'reactive-fire').ok).toBe(true);
  });
});

describe('applyInitiative', () => {
  it('GIVEN keep THEN nothing changes', () => {
    expect(applyInitiative(s(), 'keep', RULES)).toEqual(s());
  });

  it('GIVEN pass THEN the other side phases, the counter steps, and its NO FIRE marks clear', () => {
    const withScratch = { ...s(), thisInitiative: { armedActed: true, civilianIntentions: { X: 'to-cover' as const }, drops: { dz: 'PC' } } };
    const p = applyInitiative(withScratch, 'pass', RULES);
    expect(p).toMatchObject({ initiative: FR, initiativeCount: 2, thisInitiative: { armedActed: false, civilianIntentions: {}, drops: {} } });
    expect(stand(p, 'E').noFire).toBe(false);
    expect(stand(p, 'R').noFire).toBe(true);
  });

  it('GIVEN pass to the side already phasing THEN nothing changes', () => {
    expect(applyInitiative(s(), 'pass', RULES, PT)).toEqual(s());
  });

  it('GIVEN three sides THEN pass goes round in order, or to the side named', () => {
    const three = game([], [], { sides: [PT, FR, 'UNITA'] });
    expect(applyInitiative(three, 'pass', RULES).initiative).toBe(FR);
    expect(applyInitiative(three, 'pass', RULES, 'unita').initiative).toBe('UNITA');
    expect(applyInitiative(applyInitiative(three, 'pass', RULES, 'UNITA'), 'pass', RULES).initiative).toBe(PT);
  });

  it('GIVEN a voluntary pass THEN it works only for the phasing side', () => {
    const r = unwrap(passInitiative(s(), { side: PT }, RULES));
    expect(r.result).toEqual({ kind: 'pass', from: PT, to: FR, initiative: 'pass' });
    expectCode(passInitiative(s(), { side: FR }, RULES), 'fogo/not-phasing');
  });
});
