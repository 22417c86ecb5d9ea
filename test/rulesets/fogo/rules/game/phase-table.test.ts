import { describe, expect, it } from 'vitest';
import { fogo } from '../../../../../src/rulesets/fogo/index.js';
import { isFogoAction, PHASE_TABLE, requirePhase, type FogoAction } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import { FR, PT, expectCode, game, spec, unwrap } from '../fixtures.js';

const s = () => game([spec('R', 'rifle-assault')], [spec('E', 'rifle-assault')]);
const whose = (rule: string): FogoAction[] => (Object.keys(PHASE_TABLE) as FogoAction[]).filter((a) => PHASE_TABLE[a] === rule);

describe('the phase table: the one check of whose order it is (crossfire-core §1.2, §1.3, §2.7)', () => {
  it('GIVEN the five sneaky actions THEN only the phasing side may give them', () => {
    for (const a of ['sneak', 'hide', 'conceal-trail', 'track', 'reorganise'] as const) {
      expect(PHASE_TABLE[a]).toBe('phasing');
      expect(requirePhase(s(), FR, a)).toMatchObject({ ok: false, code: 'fogo/not-phasing', params: { side: FR, phasing: PT } });
      expect(unwrap(requirePhase(s(), 'portugal', a))).toBe(PT);
    }
  });

  it('GIVEN the orders outside the initiative THEN either side may give them, by its exact name; an unknown side is refused', () => {
    // A helicopter's guns and AA fire: a fire action of the phasing side or a reaction of the other (the rule tells which).
    expect(whose('any')).toEqual(['helicopter-fire', 'anti-aircraft', 'allocate-sneakers', 'reveal-sneaker', 'assign-fire']);
    for (const a of whose('any')) {
      expect(unwrap(requirePhase(s(), 'frelimo', a))).toBe(FR);
      expect(unwrap(requirePhase(s(), PT, a))).toBe(PT);
      expectCode(requirePhase(s(), 'UNITA', a), 'fogo/unknown-side');
    }
  });

  it('GIVEN an order kind THEN isFogoAction knows every one in the table and nothing else', () => {
    for (const a of Object.keys(PHASE_TABLE)) expect(isFogoAction(a)).toBe(true);
    expect(isFogoAction('setup')).toBe(false);
    expect(isFogoAction('toString')).toBe(false);
  });
});

describe("the fogo ruleset's phase check, as runMove asks it", () => {
  it('GIVEN the side without the initiative THEN it may fire only reactively, and the state is given back unchanged', () => {
    const state = s();
    expect(fogo.phases.check(state, FR, { kind: 'fire', command: 'fogo fire' })).toMatchObject({ ok: false, code: 'fogo/not-phasing' });
    expect(unwrap(fogo.phases.check(state, FR, { kind: 'reactive-fire', command: 'fogo reactive' }))).toBe(state);
  });

  it('GIVEN a group move THEN only the phasing side may give it', () => {
    expect(fogo.phases.check(s(), FR, { kind: 'group-move', command: 'fogo groupmove' })).toMatchObject({ ok: false, code: 'fogo/not-phasing' });
    expect(fogo.phases.check(s(), PT, { kind: 'group-move', command: 'fogo groupmove' }).ok).toBe(true);
  });

  it('GIVEN the phasing side THEN reactive fire and Temptation are refused, its own actions allowed', () => {
    expect(fogo.phases.check(s(), PT, { kind: 'reactive-fire', command: 'fieldcraft reactive' })).toMatchObject({ ok: false, code: 'fogo/phasing-side' });
    expect(fogo.phases.check(s(), PT, { kind: 'temptation', command: 'fogo tempt' })).toMatchObject({ ok: false, code: 'fogo/phasing-side' });
    expect(fogo.phases.check(s(), PT, { kind: 'hide', command: 'fieldcraft hide' }).ok).toBe(true);
  });

  it('GIVEN a kind no fogo order has THEN it is a fault of ours, not a refusal', () => {
    expect(() => fogo.phases.check(s(), PT, { kind: 'setup', command: 'fogo stand add' })).toThrow(/not a Fogo Cruzado order/);
  });
});
