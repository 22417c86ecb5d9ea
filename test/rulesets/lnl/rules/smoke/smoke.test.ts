import { describe, expect, it } from 'vitest';
import { laySmoke } from '../../../../../src/rulesets/lnl/rules/smoke/smoke.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const squad = { id: '1st Sqd', mmc: true, goodOrder: true };

describe('laySmoke', () => {
  it('GIVEN a die equal to the capability THEN Smoke 1, −1 MF', () => {
    const r = unwrap(laySmoke({ unit: squad, smokeCapability: 3 }, dice(3)));
    expect(r).toMatchObject({ die: 3, capability: 3, success: true, smokeLevel: 1, mfModifier: -1, opsCompleteUnlessActsAgain: true });
    expect(r.part.label).toBe('smoke 1st Sqd');
  });

  it('GIVEN a die over the capability THEN no smoke, no MF loss, still Ops Complete unless it acts', () => {
    const r = unwrap(laySmoke({ unit: squad, smokeCapability: 3 }, dice(4)));
    expect(r).toMatchObject({ success: false, mfModifier: 0, opsCompleteUnlessActsAgain: true });
    expect(r.smokeLevel).toBeUndefined();
  });

  it('GIVEN a Shaken MMC or an SMC THEN refused', () => {
    expectCode(laySmoke({ unit: { ...squad, goodOrder: false }, smokeCapability: 3 }, dice(1)), 'lnl/smoke-needs-good-order-mmc');
    expectCode(laySmoke({ unit: { ...squad, mmc: false }, smokeCapability: 3 }, dice(1)), 'lnl/smoke-needs-good-order-mmc');
  });

  it('GIVEN a capability that is not a whole number ≥ 0 THEN refused', () => {
    expectCode(laySmoke({ unit: squad, smokeCapability: -1 }, dice(1)), 'lnl/invalid-smoke-capability');
  });

  it('GIVEN capability 0 THEN never succeeds', () => {
    for (let f = 1; f <= 6; f++) expect(unwrap(laySmoke({ unit: squad, smokeCapability: 0 }, dice(f))).success).toBe(false);
  });
});
