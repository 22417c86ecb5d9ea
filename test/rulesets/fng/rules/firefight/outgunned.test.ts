import { describe, expect, it } from 'vitest';
import { doorGunOutgunned, isOutgunned, outgunnedRanking } from '../../../../../src/rulesets/fng/rules/firefight/outgunned.js';
import { receivedFire } from '../../../../../src/rulesets/fng/rules/firefight/received-fire.js';
import { dice, unwrap } from '../../../../helpers/rules.js';

describe('FNG Outgunned Rankings (seed L794–L805, QRS L2493–L2504)', () => {
  it('GIVEN each printed weapon type THEN its OR', () => {
    expect(['flame-thrower', 'grenade', 'grenade-launcher', 'satchel-charge', 'anti-tank'].map((c) => outgunnedRanking(c as 'grenade'))).toEqual([5, 5, 5, 5, 5]);
    expect(outgunnedRanking('lmg')).toBe(4);
    expect(outgunnedRanking('mmg')).toBe(4);
    expect(outgunnedRanking('sf-rifle')).toBe(3);
    expect(outgunnedRanking('bar')).toBe(3);
    expect(outgunnedRanking('smg')).toBe(3);
    expect(outgunnedRanking('shotgun')).toBe(3);
    expect(outgunnedRanking('semi-automatic-rifle')).toBe(2);
    expect(outgunnedRanking('carbine')).toBe(2);
    expect(outgunnedRanking('other')).toBe(1);
  });

  it('GIVEN the example L797 (Billy SMG OR 3, out of ammo, fired on by Tran with an SA rifle OR 2) THEN outgunned: passing 2d6 he ducks back', () => {
    const outgunned = isOutgunned({ attackerOr: 2, targetOr: 3, canReturnFire: false });
    expect(outgunned).toBe(true);
    expect(unwrap(receivedFire(dice(2, 4), { rep: 5, outgunned }, 'rf Billy')).outcome).toBe('duck-back');
  });

  it('GIVEN a higher / equal / lower attacker OR THEN outgunned / not / not', () => {
    expect(isOutgunned({ attackerOr: 4, targetOr: 3, canReturnFire: true })).toBe(true);
    expect(isOutgunned({ attackerOr: 3, targetOr: 3, canReturnFire: true })).toBe(false);
    expect(isOutgunned({ attackerOr: 2, targetOr: 3, canReturnFire: true })).toBe(false);
  });

  it('GIVEN a Star, a figure retrieving wounded, a charger THEN never outgunned (L801)', () => {
    for (const flag of ['star', 'retrievingWounded', 'charging'] as const) {
      expect(isOutgunned({ attackerOr: 5, targetOr: 1, canReturnFire: false, [flag]: true })).toBe(false);
    }
  });

  it('GIVEN Old Hand, a blast missing a bunker, a dud THEN the attacker OR drops (4(2), L1026, L563/L769)', () => {
    expect(isOutgunned({ attackerOr: 4, targetOr: 3, canReturnFire: true, oldHand: true })).toBe(false);
    expect(isOutgunned({ attackerOr: 5, targetOr: 3, canReturnFire: true, blastMissedInBunker: true })).toBe(false);
    expect(isOutgunned({ attackerOr: 5, targetOr: 2, canReturnFire: true, attackerOrModifier: -2 })).toBe(true);
    expect(isOutgunned({ attackerOr: 5, targetOr: 2, canReturnFire: true, dudNotOutgunned: true })).toBe(false);
  });
});

describe('door gunners outgunned (L801–L804, L2015)', () => {
  it('GIVEN the M-60 (LMG, OR 4) against the enemy\'s best OR THEN outgunned only by OR 5; nobody armed (OR 0) or no enemy never', () => {
    const m60 = outgunnedRanking('lmg');
    expect([[5], [4], [2, 3], [2, 5], [0], []].map((ors) => doorGunOutgunned(ors, m60))).toEqual([true, false, false, true, false, false]);
  });
});
