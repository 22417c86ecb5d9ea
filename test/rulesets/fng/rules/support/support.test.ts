import { describe, expect, it } from 'vitest';
import {
  SUPPORT_LEVELS,
  defenseRtps,
  goldenRuleAllows,
  rankModifier,
  requestReadySupport,
  supportLevel,
} from '../../../../../src/rulesets/fng/rules/support/support.js';
import { ARTILLERY_REQUEST_SL_MODIFIERS } from '../../../../../src/rulesets/fng/rules/support/artillery.js';
import { AIR_REQUEST_SL_MODIFIERS, MEDEVAC_REQUEST_SL_MODIFIERS } from '../../../../../src/rulesets/fng/rules/support/air.js';
import { REINFORCEMENT_REQUEST_SL_MODIFIERS } from '../../../../../src/rulesets/fng/rules/support/reinforcements.js';
import { supportHouseRules, SUPPORT_DEFAULTS } from '../../../../../src/rulesets/fng/rules/support/support-house-rules.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('Ready Support Request (seed L1706–L1719)', () => {
  it('GIVEN 1–3 THEN it arrives now; 4–5 when next active; 6 re-tasked and On-Demand only hereafter', () => {
    const outcomes = [1, 2, 3, 4, 5, 6].map((f) => requestReadySupport(dice(f)));
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'arrives-now',
      'arrives-now',
      'arrives-now',
      'arrives-next-active',
      'arrives-next-active',
      'retasked',
    ]);
    expect(outcomes.map((o) => o.onDemandOnlyHereafter)).toEqual([false, false, false, false, false, true]);
  });

  it('GIVEN the odds THEN 3/6 now, 2/6 next active, 1/6 re-tasked', () => {
    expect(countFaces(1, (f) => requestReadySupport(dice(...f)).outcome === 'arrives-now')).toBe(3);
    expect(countFaces(1, (f) => requestReadySupport(dice(...f)).outcome === 'arrives-next-active')).toBe(2);
    expect(countFaces(1, (f) => requestReadySupport(dice(...f)).outcome === 'retasked')).toBe(1);
  });
});

describe('FWF Support Levels (L1729–L1756)', () => {
  it('GIVEN each SL THEN its Ready Support assets as the page lists them', () => {
    expect(SUPPORT_LEVELS.map((s) => s.ready)).toEqual([
      [],
      [],
      ['helicopter-mission'],
      ['helicopter-mission', 'fac'],
      ['helicopter-mission', 'fac', 'artillery-mission'],
      ['helicopter-mission', 'fac', 'artillery-mission', 'reinforcement'],
    ]);
  });

  it('GIVEN the SL descriptions THEN they agree with the modifiers printed on each Request table', () => {
    for (const s of SUPPORT_LEVELS) {
      const i = s.sl - 1;
      expect(s.onDemand.mortar).toBe(ARTILLERY_REQUEST_SL_MODIFIERS.mortar[i]);
      expect(s.onDemand.artillery).toBe(ARTILLERY_REQUEST_SL_MODIFIERS.artillery[i]);
      expect(s.onDemand.airstrike).toBe(AIR_REQUEST_SL_MODIFIERS[i]);
      expect(s.onDemand.gunship).toBe(AIR_REQUEST_SL_MODIFIERS[i]);
      expect(s.onDemand.medevac).toBe(MEDEVAC_REQUEST_SL_MODIFIERS[i]);
    }
  });

  it('GIVEN reinforcements THEN only SL 1 disagrees: the description allows none, the table prints −3 (house rule)', () => {
    const described = SUPPORT_LEVELS.map((s) => s.onDemand.reinforcements);
    expect(described).toEqual([null, -2, -1, -1, 0, 0]);
    expect(REINFORCEMENT_REQUEST_SL_MODIFIERS).toEqual([-3, -2, -1, -1, 0, 0]);
  });

  it('GIVEN a Defense mission THEN RTPs: SL 1 none, SL 2 1/2d6, SL 3–4 1d6, SL 5–6 2d6', () => {
    expect(unwrap(defenseRtps(1, dice())).count).toBe(0);
    expect(unwrap(defenseRtps(2, dice(5))).count).toBe(3);
    expect(unwrap(defenseRtps(3, dice(5))).count).toBe(5);
    expect(unwrap(defenseRtps(4, dice(2))).count).toBe(2);
    expect(unwrap(defenseRtps(5, dice(2, 6))).count).toBe(8);
    expect(unwrap(defenseRtps(6, dice(1, 1))).count).toBe(2);
    expectCode(defenseRtps(7, dice()), 'fng/invalid-support-level');
    expect(supportLevel(3).defenseRtps).toBe('1d6');
  });
});

describe('Who may call and the Golden Rule (L1701–L1724)', () => {
  it('GIVEN the Force Commander\'s rank THEN Lieutenant +1, Captain or higher +2', () => {
    expect([rankModifier('nco'), rankModifier('lieutenant'), rankModifier('captain')]).toEqual([0, 1, 2]);
  });

  it('GIVEN artillery falling THEN no helicopters; the same type again is fine; nothing active allows anything', () => {
    expect(goldenRuleAllows(['artillery'], 'helicopter')).toBe(false);
    expect(goldenRuleAllows(['artillery'], 'artillery')).toBe(true);
    expect(goldenRuleAllows([], 'tac-air')).toBe(true);
  });
});

describe('House rules of this slice', () => {
  it('GIVEN the parameters THEN every key is fng.-prefixed, unique, sourced, and defaults agree with SUPPORT_DEFAULTS', () => {
    const keys = supportHouseRules.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of supportHouseRules) {
      expect(p.key.startsWith('fng.')).toBe(true);
      expect(p.source).toMatch(/L\d+/);
      if (p.type === 'choice') expect(p.choices).toContain(p.default);
      if (p.type === 'integer') expect(p.default >= p.min && p.default <= p.max).toBe(true);
    }
    const byKey = Object.fromEntries(supportHouseRules.map((p) => [p.key, p.default]));
    expect(byKey['fng.building.penetration-target']).toBe(SUPPORT_DEFAULTS.penetrationTarget);
    expect(byKey['fng.bunker.suppression-dice']).toBe(SUPPORT_DEFAULTS.suppressionDice);
    expect(byKey['fng.reinforcements.half-pass-table']).toBe(SUPPORT_DEFAULTS.halfPassTable);
    expect(byKey['fng.reinforcements.request-sl1']).toBe(SUPPORT_DEFAULTS.requestSl1);
  });
});
