import { describe, expect, it } from 'vitest';
import { directFire } from '../../../../../src/rulesets/fogo/rules/fire/direct-fire.js';
import { reactiveFire, recklessAssaultResult } from '../../../../../src/rulesets/fogo/rules/fire/reactive-fire.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

/** Portugal phasing and moving M; FRELIMO reacting with rifles and an SMG. */
const base = (): FogoState =>
  game(
    [spec('M', 'rifle-assault'), spec('RK', 'rifle-assault', { traits: ['reckless'] }), spec('DR', 'dragoons'), spec('P2', 'rifle-lmg')],
    [spec('PC', 'commander'), spec('A', 'rifle-assault', { commandedBy: 'PC' }), spec('B', 'rifle-lmg', { commandedBy: 'PC' }), spec('S', 'smg')],
  );

const react = (firers: string[], target = 'M', extra: Record<string, unknown> = {}) => ({ side: FR, firers, target, cover: 'open' as const, ...extra });

describe('reactive fire (crossfire-core §1.4.6)', () => {
  it('GIVEN the phasing side THEN it cannot fire reactively', () => {
    expectCode(reactiveFire(base(), { side: PT, firers: ['M'], target: 'A', cover: 'open' }, dice(), RULES), 'fogo/phasing-side');
  });

  it('GIVEN a Suppress on the mover THEN the move ends and the initiative passes to the reacting side', () => {
    const r = unwrap(reactiveFire(base(), react(['A']), dice(5, 6, 1), RULES));
    expect(r.result).toMatchObject({ move: 'ended', initiative: 'pass', noFire: [], effect: { to: 'suppressed' } });
    expect(r.state.initiative).toBe(FR);
    expect(r.state.initiativeCount).toBe(2);
  });

  it('GIVEN a Kill on the mover THEN the initiative passes', () => {
    const r = unwrap(reactiveFire(base(), react(['A']), dice(5, 6, 6), RULES));
    expect(r.result).toMatchObject({ move: 'ended', initiative: 'pass', effect: { to: 'killed' } });
  });

  it('GIVEN a Pin on the mover THEN it stops, the initiative stays and the firer is marked NO FIRE', () => {
    const r = unwrap(reactiveFire(base(), react(['A']), dice(5, 1, 1), RULES));
    expect(r.result).toMatchObject({ move: 'stopped', initiative: 'keep', noFire: ['A'], effect: { to: 'pinned' } });
    expect(r.state.initiative).toBe(PT);
    expect(stand(r.state, 'A').noFire).toBe(true);
  });

  it('GIVEN house rule noFire.onPin false THEN a reactive Pin does not mark NO FIRE', () => {
    const r = unwrap(reactiveFire(base(), react(['A']), dice(5, 1, 1), rulesWith({ 'noFire.onPin': false })));
    expect(r.result).toMatchObject({ move: 'stopped', noFire: [] });
  });

  it('GIVEN no hits THEN the move goes on and the firer may not fire again', () => {
    const r = unwrap(reactiveFire(base(), react(['A']), dice(1, 2, 3), RULES));
    expect(r.result).toMatchObject({ move: 'continues', initiative: 'keep', noFire: ['A'] });
    expectCode(reactiveFire(r.state, react(['A']), dice(), RULES), 'fogo/no-fire');
  });

  it('GIVEN a failed reactive fire group THEN every firer is marked NO FIRE', () => {
    const r = unwrap(reactiveFire(base(), react(['A', 'B'], 'M', { group: { kind: 'crossfire', director: 'PC' } }), dice(1, 1, 1, 5, 1, 1), RULES));
    expect(r.result.noFire).toEqual(['A', 'B']);
    expect(r.state.crossfiresUsed).toEqual({ [FR]: 1 });
  });

  it('GIVEN NO FIRE marks THEN they clear when their side gains the initiative', () => {
    const marked = unwrap(reactiveFire(base(), react(['A']), dice(1, 1, 1), RULES));
    const passed = unwrap(directFire(marked.state, { side: PT, firers: ['P2'], target: 'B', cover: 'open' }, dice(1, 1, 1), RULES));
    expect(passed.state.initiative).toBe(FR);
    expect(stand(passed.state, 'A').noFire).toBe(false);
  });

  it('GIVEN an SMG reacting to a stand assaulting it THEN it throws 4 at point blank; else 3', () => {
    const pb = unwrap(reactiveFire(base(), react(['S'], 'M', { assault: true }), dice(1, 1, 1, 1), RULES));
    expect(pb.result.volley.shots[0]).toMatchObject({ base: 3, dice: 4, modifiers: [{ reason: 'smg-point-blank', dice: 1 }] });
    const normal = unwrap(reactiveFire(base(), react(['S']), dice(1, 1, 1), RULES));
    expect(normal.result.volley.shots[0]?.dice).toBe(3);
  });

  it('GIVEN a Reckless stand assaulting THEN a Pin is ignored and the move goes on', () => {
    const r = unwrap(reactiveFire(base(), react(['A'], 'RK', { assault: true }), dice(5, 1, 1), RULES));
    expect(r.result).toMatchObject({ recklessFrom: 'pin', effect: { result: 'none', to: 'ok' }, move: 'continues' });
  });

  it('GIVEN a Reckless stand assaulting THEN a Suppress kills it and the initiative passes', () => {
    const r = unwrap(reactiveFire(base(), react(['A'], 'RK', { assault: true }), dice(5, 5, 1), RULES));
    expect(r.result).toMatchObject({ recklessFrom: 'suppress', effect: { result: 'kill', to: 'killed' }, initiative: 'pass' });
  });

  it('GIVEN a Reckless stand not assaulting THEN the normal results apply', () => {
    const r = unwrap(reactiveFire(base(), react(['A'], 'RK'), dice(5, 1, 1), RULES));
    expect(r.result.recklessFrom).toBeUndefined();
    expect(r.result.effect.to).toBe('pinned');
  });

  it('GIVEN mounted Dragoons charging THEN they are Reckless', () => {
    const r = unwrap(reactiveFire(base(), react(['A'], 'DR', { assault: true }), dice(5, 5, 1), RULES));
    expect(r.result.effect.to).toBe('killed');
  });

  it('GIVEN three sides and a target of the side not phasing THEN refused', () => {
    const s = game([spec('M', 'rifle-assault')], [spec('A', 'rifle-assault')], { sides: [PT, FR, 'UNITA'] });
    const withThird = { ...s, stands: [...s.stands, { ...stand(s, 'A'), id: 'U1', side: 'UNITA' }] };
    expectCode(reactiveFire(withThird, { side: FR, firers: ['A'], target: 'U1', cover: 'open' }, dice(), RULES), 'fogo/target-not-phasing');
  });

  it('GIVEN the recklessAssaultResult table THEN none and kill stay, pin vanishes, suppress kills', () => {
    expect(['none', 'pin', 'suppress', 'kill'].map((r) => recklessAssaultResult(r as never))).toEqual(['none', 'none', 'kill', 'kill']);
  });
});

describe('NO FIRE clearing house rule (crossfire-core §1.4.6)', () => {
  it('GIVEN noFire.clears ON_ANY_CHANGE THEN marks clear at any change of initiative', () => {
    const rules = rulesWith({ 'noFire.clears': 'ON_ANY_CHANGE' });
    const s = patch(base(), 'M', { noFire: true });
    const marked = patch(s, 'A', { noFire: true });
    const passed = unwrap(directFire(marked, { side: PT, firers: ['P2'], target: 'B', cover: 'open' }, dice(1, 1, 1), rules));
    expect(stand(passed.state, 'M').noFire).toBe(false);
    expect(stand(passed.state, 'A').noFire).toBe(false);
    const defaults = unwrap(directFire(marked, { side: PT, firers: ['P2'], target: 'B', cover: 'open' }, dice(1, 1, 1), RULES));
    expect(stand(defaults.state, 'M').noFire).toBe(true);
    expect(stand(defaults.state, 'A').noFire).toBe(false);
  });
});
