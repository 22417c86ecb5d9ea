import { describe, expect, it } from 'vitest';
import {
  OPPORTUNITY_FIRE_OFT_MODIFIER,
  opportunityFire,
  opportunityFireEligibility,
  type MovingTarget,
  type OpportunityFirer,
} from '../../../../../src/rulesets/lnl/rules/combat/opportunity-fire.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const mover: MovingTarget = { mpSpent: 1, movement: 'other', hexSpotted: false };
const firer = (id: string, fp: number, markers: OpportunityFirer['markers'] = {}): OpportunityFirer => ({ id, fp, markers });

describe('opportunity fire eligibility', () => {
  it.each([
    ['moved', 'lnl/of-firer-moved'],
    ['lowCrawl', 'lnl/of-firer-low-crawl'],
    ['hitAndRun', 'lnl/of-firer-hit-and-run'],
    ['fired', 'lnl/of-firer-fired'],
  ] as const)('GIVEN a firer marked %s THEN refused with %s', (marker, code) => {
    const r = opportunityFireEligibility([firer('A', 4), firer('B', 4, { [marker]: true })], mover);
    expectCode(r, code);
    expect(r.ok ? undefined : r.params).toEqual({ unit: 'B' });
  });

  it('GIVEN a firer under Ops Complete THEN it may still fire', () => {
    expect(opportunityFireEligibility([firer('A', 4, { opsComplete: true })], mover).ok).toBe(true);
  });

  it('GIVEN a target that spent no MP THEN refused', () => {
    expectCode(opportunityFireEligibility([firer('A', 4)], { ...mover, mpSpent: 0 }), 'lnl/of-target-spent-no-mp');
  });

  it.each(['low-crawl', 'stealth'] as const)('GIVEN a %s mover THEN only into a spotted hex', (movement) => {
    expectCode(opportunityFireEligibility([firer('A', 4)], { mpSpent: 1, movement, hexSpotted: false }), 'lnl/of-target-hex-not-spotted');
    expect(opportunityFireEligibility([firer('A', 4)], { mpSpent: 1, movement, hexSpotted: true }).ok).toBe(true);
  });
});

describe('opportunityFire', () => {
  it('GIVEN an Ops Complete lead FP 4, a second unit FP 5 and a DFT SW 3 THEN FP 3 + 3 + 2 = 8 with the DFT modifiers', () => {
    const roller = dice(2, 4);
    const r = unwrap(
      opportunityFire(
        {
          firers: [firer('A', 4, { opsComplete: true }), firer('B', 5)],
          supportWeapons: [{ id: 'MG', fp: 3, table: 'dft' }],
          movingTarget: mover,
          circumstances: { targetMoving: true },
          target: { tm: 1 },
        },
        roller,
      ),
    );
    expect(r.firepower.contributions.map((c) => [c.id, c.opsCompletePenalty, c.halved, c.added])).toEqual([
      ['A', 1, false, 3],
      ['B', 0, true, 3],
      ['MG', 0, true, 2],
    ]);
    expect(r.attack).toMatchObject({ die: 2, firepower: 8, total: 11 });
    expect(r.attack.modifiers).toEqual([{ reason: 'target-moving', value: 1 }]);
    expect(r.defence.total).toBe(5);
    expect(r.outcome).toEqual({ effect: 'damage-check', modifier: 6, offTable: false });
    expect(r.attack.part.label).toBe('opportunity fire');
  });

  it('GIVEN an ineligible firer THEN nothing is rolled', () => {
    const roller = dice(2, 4);
    expectCode(opportunityFire({ firers: [firer('A', 4, { fired: true })], movingTarget: mover, target: { tm: 0 } }, roller), 'lnl/of-firer-fired');
    expect(roller.remaining).toBe(2);
  });

  it('GIVEN an OFT attack in opportunity fire THEN +2', () => {
    expect(OPPORTUNITY_FIRE_OFT_MODIFIER).toEqual({ reason: 'opportunity-fire', value: 2 });
  });
});
