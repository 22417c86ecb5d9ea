import { describe, expect, it } from 'vitest';
import { WEAPON_PROFILES, weaponProfile } from '../../../../../src/rulesets/fireteam/rules/troops/weapon-profiles.js';
import { WEAPON_KINDS } from '../../../../../src/rulesets/fireteam/rules/troops/weapons.js';

describe('weapon profiles (seed 004 weapon table)', () => {
  it('has one profile per weapon kind, keyed by its own kind', () => {
    for (const kind of WEAPON_KINDS) expect(WEAPON_PROFILES[kind].kind).toBe(kind);
  });

  it('heavy weapons auto pin except the AT rifle and bazooka-class weapons', () => {
    const autoPin = WEAPON_KINDS.filter((k) => weaponProfile(k).group === 'heavy' && weaponProfile(k).autoPin);
    expect(autoPin).toEqual(['recoilless-rifle', 'light-gun', 'medium-gun', 'heavy-gun', 'light-mortar', 'medium-mortar']);
    expect(weaponProfile('hmg').autoPin).toBe(false);
  });

  it('the flamethrower always pins and ignores cover at 6"', () => {
    expect(weaponProfile('flamethrower')).toMatchObject({ range: 6, autoPin: true, ignoresCover: true });
  });

  it('ranges, blast radii and the medium mortar minimum', () => {
    expect(weaponProfile('rifle').range).toBe(24);
    expect(weaponProfile('sniper-rifle').range).toBe(48);
    expect(weaponProfile('light-mortar')).toMatchObject({ range: 48, blastRadius: 3 });
    expect(weaponProfile('medium-mortar')).toMatchObject({ minRange: 12, blastRadius: 4 });
    expect(weaponProfile('medium-gun').range).toBeUndefined();
    expect([weaponProfile('light-gun').blastRadius, weaponProfile('heavy-gun').blastRadius]).toEqual([3, 5]);
  });

  it('anti-tank rows: AT rifle and HMG on the HMG row, bazookas and Molotovs medium, recoilless rifles light', () => {
    expect(weaponProfile('at-rifle').antiTank).toEqual({ gun: 'hmg' });
    expect(weaponProfile('hmg').antiTank).toEqual({ gun: 'hmg' });
    for (const k of ['bazooka', 'rpg', 'panzerschreck'] as const) expect(weaponProfile(k).antiTank).toEqual({ gun: 'medium' });
    expect(weaponProfile('molotov').antiTank).toEqual({ gun: 'medium', range: 8 });
    expect(weaponProfile('recoilless-rifle').antiTank).toEqual({ gun: 'light' });
    expect(weaponProfile('lmg').antiTank).toBeUndefined();
  });
});
