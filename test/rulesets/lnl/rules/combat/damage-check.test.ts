import { describe, expect, it } from 'vitest';
import { damageCheck } from '../../../../../src/rulesets/lnl/rules/combat/damage-check.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('damageCheck', () => {
  it('GIVEN a good-order squad, DC+2 and die 4 vs morale 6 THEN 6 ≤ 6 is no effect, modifiers listed', () => {
    const roller = dice(4);
    const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 6, modifier: 2, unit: '1st Sqd' }, roller));
    expect(dc).toMatchObject({ die: 4, total: 6, band: 'at-most-morale', outcome: 'no-effect' });
    expect(dc.modifiers).toEqual([{ reason: 'difference', value: 2 }]);
    expect(dc.part.label).toBe('damage check 1st Sqd');
    expect(roller.remaining).toBe(0);
  });

  it('GIVEN a Good Order leader LM 2 in the hex THEN the LM comes off the DC roll', () => {
    const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 5, modifier: 3, leaderLm: 2 }, dice(5)));
    expect(dc.total).toBe(6);
    expect(dc.modifiers).toEqual([
      { reason: 'difference', value: 3 },
      { reason: 'leadership', value: -2 },
    ]);
    expect(dc.outcome).toBe('shaken');
  });

  it('GIVEN a leader LM on a vehicle DC THEN refused: only leg units take it', () => {
    expectCode(damageCheck({ unitClass: 'armoured', morale: 5, modifier: 1, leaderLm: 1 }, dice(3)), 'lnl/dc-flag-not-for-class');
  });

  it('GIVEN morale 0 or a fraction THEN refused', () => {
    expectCode(damageCheck({ unitClass: 'good-order-mmc', morale: 0, modifier: 1 }, dice(3)), 'lnl/invalid-morale');
    expectCode(damageCheck({ unitClass: 'good-order-mmc', morale: 4.5, modifier: 1 }, dice(3)), 'lnl/invalid-morale');
  });

  describe('hero creation', () => {
    it('GIVEN a squad DC die of 1 and an even second die THEN a hero is created', () => {
      const roller = dice(1, 4);
      const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 6, modifier: 1, heroCandidate: true, unit: '2nd Sqd' }, roller));
      expect(dc.outcome).toBe('no-effect');
      expect(dc.hero).toMatchObject({ die: 4, created: true });
      expect(dc.hero?.part.label).toBe('hero 2nd Sqd');
    });

    it('GIVEN a DC die of 1 and an odd second die THEN no hero', () => {
      const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 6, modifier: 1, heroCandidate: true }, dice(1, 5)));
      expect(dc.hero).toMatchObject({ die: 5, created: false });
    });

    it('GIVEN a DC die of 1 whose total still casualties the squad THEN the hero roll happens anyway', () => {
      const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 4, modifier: 8, heroCandidate: true }, dice(1, 6)));
      expect(dc).toMatchObject({ total: 9, outcome: 'casualties' });
      expect(dc.hero?.created).toBe(true);
    });

    it('GIVEN a DC die other than 1 THEN no second roll', () => {
      const roller = dice(2, 4);
      const dc = unwrap(damageCheck({ unitClass: 'shaken-mmc', morale: 4, modifier: 1, heroCandidate: true }, roller));
      expect(dc.hero).toBeUndefined();
      expect(roller.remaining).toBe(1);
    });

    it('GIVEN a unit that is no hero candidate (not a squad, or not enemy fire) THEN a 1 rolls nothing more', () => {
      const roller = dice(1, 4);
      const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 6, modifier: 1 }, roller));
      expect(dc.hero).toBeUndefined();
      expect(roller.remaining).toBe(1);
    });

    it('GIVEN an SMC flagged as hero candidate THEN refused', () => {
      expectCode(damageCheck({ unitClass: 'good-order-smc', morale: 6, modifier: 1, heroCandidate: true }, dice(1, 4)), 'lnl/dc-flag-not-for-class');
    });

    it('GIVEN any hero candidate DC THEN a hero appears with probability exactly 1/12', () => {
      const heroes = countFaces(2, (f) => {
        const dc = unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 6, modifier: 1, heroCandidate: true }, dice(...f)));
        return dc.hero?.created === true;
      });
      expect(heroes).toBe(3); // of 36: first die 1, second 2/4/6
    });
  });

  describe('escalations', () => {
    it('GIVEN an armoured vehicle already Shaken THEN a shaken result abandons it', () => {
      const dc = unwrap(damageCheck({ unitClass: 'armoured', morale: 4, modifier: 3, vehicleShaken: true }, dice(3)));
      expect(dc).toMatchObject({ total: 6, printedOutcome: 'shaken', outcome: 'abandoned', escalation: 'shaken-again' });
    });

    it('GIVEN an unarmoured vehicle already Shaken THEN a shaken result abandons it, destroyed stays destroyed', () => {
      expect(unwrap(damageCheck({ unitClass: 'unarmoured', morale: 4, modifier: 2, vehicleShaken: true }, dice(3))).outcome).toBe('abandoned');
      const destroyed = unwrap(damageCheck({ unitClass: 'unarmoured', morale: 4, modifier: 5, vehicleShaken: true }, dice(3)));
      expect(destroyed.outcome).toBe('destroyed');
      expect(destroyed.escalation).toBeUndefined();
    });

    it('GIVEN a vehicle not yet Shaken THEN shaken', () => {
      expect(unwrap(damageCheck({ unitClass: 'armoured', morale: 4, modifier: 3 }, dice(3))).outcome).toBe('shaken');
    });

    it('GIVEN an SMC already Wounded THEN wounded again eliminates it', () => {
      const dc = unwrap(damageCheck({ unitClass: 'hero-or-shaken-smc', morale: 5, modifier: 2, smcWounded: true }, dice(4)));
      expect(dc).toMatchObject({ printedOutcome: 'wounded', outcome: 'eliminated', escalation: 'wounded-again' });
    });

    it('GIVEN flags on the wrong class THEN refused', () => {
      expectCode(damageCheck({ unitClass: 'helicopter', morale: 5, modifier: 2, vehicleShaken: true }, dice(4)), 'lnl/dc-flag-not-for-class');
      expectCode(damageCheck({ unitClass: 'good-order-mmc', morale: 5, modifier: 2, smcWounded: true }, dice(4)), 'lnl/dc-flag-not-for-class');
    });
  });

  it('GIVEN a good-order squad morale 5 at DC+2 THEN it is shaken or worse with probability exactly 3/6', () => {
    const hurt = countFaces(1, (f) => unwrap(damageCheck({ unitClass: 'good-order-mmc', morale: 5, modifier: 2 }, dice(...f))).outcome !== 'no-effect');
    expect(hurt).toBe(3); // dice 4, 5, 6 → 6, 7, 8 > 5
  });
});
