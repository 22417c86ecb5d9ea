import { describe, expect, it } from 'vitest';
import {
  leadershipRangeOf,
  medicAttempt,
  rallyAttempt,
  rallyInHex,
  rallyOrder,
  rallyPermission,
  rollInitiative,
  type RallyUnit,
} from '../../../../../src/rulesets/lnl/rules/phases/rally.js';
import { allFaces, dice, expectCode, unwrap } from '../fixtures-ordnance.js';

const unit = (id: string, kind: RallyUnit['kind'], more: Partial<RallyUnit> = {}): RallyUnit => ({
  id,
  kind,
  status: 'good-order',
  morale: 5,
  wounded: false,
  ...more,
});
const shaken = (id: string, kind: RallyUnit['kind'], more: Partial<RallyUnit> = {}) => unit(id, kind, { status: 'shaken', ...more });

describe('initiative (3.0 step 1)', () => {
  it('GIVEN a higher roll THEN that side wins', () => {
    expect(rollInitiative(['US', 'NVA'], 'US', dice(2, 5))).toMatchObject({ winner: 'NVA', tie: false });
    expect(rollInitiative(['US', 'NVA'], 'NVA', dice(6, 5))).toMatchObject({ winner: 'US', tie: false });
  });

  it('GIVEN a tie THEN last turn holder keeps it', () => {
    expect(rollInitiative(['US', 'NVA'], 'NVA', dice(4, 4))).toMatchObject({ winner: 'NVA', tie: true });
    expect(rollInitiative(['US', 'NVA'], 'US', dice(4, 4)).winner).toBe('US');
  });

  it('exact probability: the side without last-turn initiative wins 15/36', () => {
    let wins = 0;
    for (const f of allFaces(2)) if (rollInitiative(['US', 'NVA'], 'NVA', dice(...f)).winner === 'US') wins++;
    expect(wins).toBe(15);
  });
});

describe('rally attempt (3.0 step 2)', () => {
  it('GIVEN 2d6 = morale THEN rallied; one more fails', () => {
    expect(rallyAttempt(shaken('s', 'squad'), {}, dice(2, 3)).rallied).toBe(true);
    expect(rallyAttempt(shaken('s', 'squad'), {}, dice(3, 3)).rallied).toBe(false);
  });

  it('GIVEN positive-TM terrain THEN −2', () => {
    const r = rallyAttempt(shaken('s', 'squad'), { positiveTm: true }, dice(3, 4));
    expect(r).toMatchObject({ total: 5, rallied: true, modifiers: [{ reason: 'positive-tm', value: -2 }] });
  });

  it('GIVEN a non-leader with a leader LM 2 THEN −2', () => {
    const r = rallyAttempt(shaken('s', 'squad'), { leaderLm: 2 }, dice(3, 4));
    expect(r).toMatchObject({ total: 5, rallied: true, modifiers: [{ reason: 'leadership', value: -2 }] });
  });

  it('GIVEN a leader THEN no LM on his own roll', () => {
    const r = rallyAttempt(shaken('l', 'leader', { leadership: 2 }), { leaderLm: 2 }, dice(3, 4));
    expect(r).toMatchObject({ total: 7, rallied: false, modifiers: [] });
  });

  it('GIVEN a wounded leader THEN morale one less', () => {
    const r = rallyAttempt(shaken('l', 'leader', { wounded: true }), {}, dice(2, 3));
    expect(r).toMatchObject({ printedMorale: 5, morale: 4, moraleModifiers: [{ reason: 'wounded', value: -1 }], rallied: false });
  });

  it('exact probability: morale 6, positive TM, LM 1 → 2d6 ≤ 9 = 30/36', () => {
    let ok = 0;
    for (const f of allFaces(2)) if (rallyAttempt(shaken('s', 'squad', { morale: 6 }), { positiveTm: true, leaderLm: 1 }, dice(...f)).rallied) ok++;
    expect(ok).toBe(30);
  });
});

describe('who may rally (3.0 steps 2–3)', () => {
  it('GIVEN shaken leaders and troops THEN leaders first', () => {
    const hex = [shaken('s1', 'squad'), shaken('l1', 'leader'), unit('g', 'squad'), shaken('w', 'weapon-team')];
    expect(rallyOrder(hex).map((u) => u.id)).toEqual(['l1', 's1', 'w']);
  });

  it('GIVEN a squad with a shaken leader yet to try THEN it must wait', () => {
    const hex = [shaken('s1', 'squad'), shaken('l1', 'leader'), unit('l2', 'leader', { leadership: 1 })];
    expectCode(rallyPermission(hex, 's1'), 'lnl/leaders-rally-first');
    expect(rallyPermission(hex, 's1', ['l1']).ok).toBe(true);
  });

  it('GIVEN a squad alone THEN no rallier', () => {
    expectCode(rallyPermission([shaken('s1', 'squad')], 's1'), 'lnl/no-rallier');
  });

  it('GIVEN a squad with only a shaken leader who failed THEN no rallier (shaken leaders cannot rally troops)', () => {
    expectCode(rallyPermission([shaken('s1', 'squad'), shaken('l1', 'leader', { leadership: 2 })], 's1', ['l1']), 'lnl/no-rallier');
  });

  it('GIVEN a GO leader THEN the squad may rally with the best LM; wounded LM one less', () => {
    const hex = [shaken('s1', 'squad'), unit('l1', 'leader', { leadership: 2, wounded: true }), unit('l2', 'leader', { leadership: 1 })];
    expect(unwrap(rallyPermission(hex, 's1'))).toMatchObject({ selfRally: false, leaderLm: 1 });
    const hex2 = [shaken('s1', 'squad'), unit('l1', 'leader', { leadership: 2 })];
    expect(unwrap(rallyPermission(hex2, 's1'))).toMatchObject({ leader: 'l1', leaderLm: 2 });
  });

  it('GIVEN a hero or a rally-capable SMC THEN the squad may rally without LM', () => {
    expect(unwrap(rallyPermission([shaken('s1', 'squad'), unit('h', 'hero')], 's1'))).toMatchObject({ leaderLm: 0 });
    expect(rallyPermission([shaken('s1', 'squad'), unit('c', 'smc', { enablesRally: true })], 's1').ok).toBe(true);
    expectCode(rallyPermission([shaken('s1', 'squad'), unit('c', 'smc')], 's1'), 'lnl/no-rallier');
  });

  it.each(['vehicle', 'helicopter', 'weapon-team', 'leader', 'medic', 'sniper'] as const)('GIVEN a lone shaken %s THEN self-rally', (kind) => {
    expect(unwrap(rallyPermission([shaken('x', kind)], 'x')).selfRally).toBe(true);
  });

  it('GIVEN a squad marked self-rally THEN no rallier needed', () => {
    expect(rallyPermission([shaken('s1', 'squad', { selfRally: true })], 's1').ok).toBe(true);
  });

  it('GIVEN a vehicle with an infantry leader THEN no LM; with an armor leader THEN its LM', () => {
    expect(unwrap(rallyPermission([shaken('t', 'vehicle'), unit('l', 'leader', { leadership: 2 })], 't')).leaderLm).toBe(0);
    expect(unwrap(rallyPermission([shaken('t', 'vehicle'), unit('a', 'armor-leader', { leadership: 1 })], 't')).leaderLm).toBe(1);
  });

  it('GIVEN a good-order unit, a unit already tried or a stranger THEN refused', () => {
    const hex = [shaken('s1', 'squad', { selfRally: true }), unit('g', 'squad')];
    expectCode(rallyPermission(hex, 'g'), 'lnl/not-shaken');
    expectCode(rallyPermission(hex, 's1', ['s1']), 'lnl/already-attempted');
    expectCode(rallyPermission(hex, 'nobody'), 'lnl/unit-not-in-hex');
  });

  it('GIVEN a permitted squad THEN rallyInHex rolls with the leader LM', () => {
    const hex = [shaken('s1', 'squad', { morale: 4 }), unit('l1', 'leader', { leadership: 2 })];
    const r = unwrap(rallyInHex(hex, 's1', [], { positiveTm: true }, dice(4, 4)));
    expect(r.roll).toMatchObject({ total: 4, rallied: true });
  });

  it('GIVEN a refused squad THEN rallyInHex rolls nothing', () => {
    expectCode(rallyInHex([shaken('s1', 'squad')], 's1', [], {}, dice()), 'lnl/no-rallier');
  });
});

describe('medics (3.0 step 4, 11.3)', () => {
  const medic = unit('m', 'medic', { morale: 6 });

  it('GIVEN a wounded SMC and 2d6 ≤ medic morale THEN healed', () => {
    const r = unwrap(medicAttempt(medic, unit('l', 'leader', { wounded: true }), 'heal-wound', dice(3, 3)));
    expect(r).toMatchObject({ success: true, total: 6, morale: 6 });
  });

  it('GIVEN 2d6 > medic morale THEN not healed', () => {
    expect(unwrap(medicAttempt(medic, unit('l', 'leader', { wounded: true }), 'heal-wound', dice(3, 4))).success).toBe(false);
  });

  it('GIVEN the medic himself wounded but Good Order THEN he may heal himself', () => {
    const m = unit('m', 'medic', { morale: 6, wounded: true });
    expect(unwrap(medicAttempt(m, m, 'heal-wound', dice(1, 1))).success).toBe(true);
  });

  it('GIVEN a shaken medic THEN he cannot heal', () => {
    const m = shaken('m', 'medic', { wounded: true });
    expectCode(medicAttempt(m, m, 'heal-wound', dice()), 'lnl/medic-shaken');
  });

  it('GIVEN a shaken squad THEN the medic may flip it to Good Order', () => {
    expect(unwrap(medicAttempt(medic, shaken('s', 'squad'), 'rally', dice(2, 2))).success).toBe(true);
  });

  it('GIVEN nothing to heal or rally THEN refused', () => {
    expectCode(medicAttempt(medic, unit('l', 'leader'), 'heal-wound', dice()), 'lnl/nothing-to-heal');
    expectCode(medicAttempt(medic, shaken('s', 'squad', { wounded: true }), 'heal-wound', dice()), 'lnl/nothing-to-heal');
    expectCode(medicAttempt(medic, unit('s', 'squad'), 'rally', dice()), 'lnl/not-shaken');
  });

  it('GIVEN a non-medic THEN refused', () => {
    expectCode(medicAttempt(unit('l', 'leader'), shaken('s', 'squad'), 'rally', dice()), 'lnl/not-a-medic');
  });
});

describe('wounded leaders (11.1.2)', () => {
  it('GIVEN a wounded leader THEN range one less', () => {
    expect(leadershipRangeOf({ kind: 'leader', leadershipRange: 2, wounded: true })).toBe(1);
    expect(leadershipRangeOf({ kind: 'leader', leadershipRange: 2, wounded: false })).toBe(2);
    expect(leadershipRangeOf({ kind: 'leader', leadershipRange: 0, wounded: true })).toBe(0);
  });
});
