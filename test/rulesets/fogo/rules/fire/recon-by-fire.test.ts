import { describe, expect, it } from 'vitest';
import { reconByFire } from '../../../../../src/rulesets/fogo/rules/fire/recon-by-fire.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState =>
  game(
    [spec('R1', 'rifle-assault'), spec('R2', 'rifle-lmg'), spec('OWN', 'rifle-assault', { hidden: true, feature: 'Kraal' })],
    [
      spec('H1', 'rifle-assault', { hidden: true, feature: 'kraal' }),
      spec('H2', 'smg', { hidden: true, feature: 'Kraal ' }),
      spec('H3', 'rifle-assault', { hidden: true, feature: 'mango grove' }),
      spec('V', 'rifle-assault', { feature: 'kraal' }),
    ],
  );

describe('recon by fire (crossfire-core §1.6)', () => {
  it('GIVEN a hit into the feature THEN every hidden enemy stand in it is revealed, no one else', () => {
    const r = unwrap(reconByFire(base(), { side: PT, firers: ['R1'], feature: 'KRAAL' }, dice(5, 1), RULES));
    expect(r.result).toMatchObject({ success: true, needed: 1, revealed: ['H1', 'H2'], effects: [], initiative: 'keep' });
    expect(r.result.volley.shots[0]).toMatchObject({ dice: 2, modifiers: [{ reason: 'target-protected', dice: -1, causes: ['cover'] }] });
    expect(stand(r.state, 'H1').hidden).toBe(false);
    expect(stand(r.state, 'H3').hidden).toBe(true);
    expect(stand(r.state, 'OWN').hidden).toBe(true);
    expect(stand(r.state, 'H1').status).toBe('ok');
  });

  it('GIVEN no hit THEN nothing is revealed and the initiative passes', () => {
    const r = unwrap(reconByFire(base(), { side: PT, firers: ['R1'], feature: 'kraal' }, dice(4, 1), RULES));
    expect(r.result).toMatchObject({ success: false, revealed: [], initiative: 'pass' });
    expect(r.state.initiative).toBe(FR);
  });

  it('GIVEN house rule rbf.failPassesInitiative false THEN a failure keeps the initiative', () => {
    const r = unwrap(reconByFire(base(), { side: PT, firers: ['R1'], feature: 'kraal' }, dice(4, 1), rulesWith({ 'rbf.failPassesInitiative': false })));
    expect(r.result.initiative).toBe('keep');
  });

  it('GIVEN house rule rbf.successHits 2 THEN one hit is not enough', () => {
    const r = unwrap(reconByFire(base(), { side: PT, firers: ['R1'], feature: 'kraal' }, dice(5, 1), rulesWith({ 'rbf.successHits': 2 })));
    expect(r.result).toMatchObject({ success: false, needed: 2 });
  });

  it('GIVEN house rule rbf.appliesResult THEN the revealed stands take the fire result', () => {
    const r = unwrap(reconByFire(base(), { side: PT, firers: ['R1'], feature: 'kraal' }, dice(5, 6), rulesWith({ 'rbf.appliesResult': true })));
    expect(r.result.effects).toEqual([
      { stand: 'H1', result: 'suppress', from: 'ok', to: 'suppressed' },
      { stand: 'H2', result: 'suppress', from: 'ok', to: 'suppressed' },
    ]);
  });

  it('GIVEN an empty feature and a hit THEN success with nothing revealed', () => {
    const r = unwrap(reconByFire(base(), { side: PT, firers: ['R1'], feature: 'baobab' }, dice(6, 6), RULES));
    expect(r.result).toMatchObject({ success: true, revealed: [], initiative: 'keep' });
  });

  it('GIVEN bad input THEN codes', () => {
    expectCode(reconByFire(base(), { side: FR, firers: ['V'], feature: 'x' }, dice(), RULES), 'fogo/not-phasing');
    expectCode(reconByFire(base(), { side: PT, firers: ['R1'], feature: '  ' }, dice(), RULES), 'fogo/bad-feature');
    expectCode(reconByFire(base(), { side: PT, firers: ['V'], feature: 'x' }, dice(), RULES), 'fogo/not-your-stand');
  });
});
