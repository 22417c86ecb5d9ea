import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { livingLoad, type Unit } from './units.js';
import { mainGunOf } from './vehicles.js';
import { weaponProfile, type AtGunClass } from './weapon-profiles.js';
import type { WeaponKind } from './weapons.js';

const GUN_WEAPON: Readonly<Record<'light' | 'medium' | 'heavy', WeaponKind>> = { light: 'light-gun', medium: 'medium-gun', heavy: 'heavy-gun' };

/** The weapon a unit fires at a vehicle, and the damage row it reads when that is not the weapon's own. */
export interface AntiTankWeapon {
  readonly weapon: WeaponKind;
  readonly gun?: AtGunClass;
}

/**
 * Seed 004, Anti-Tank Fire: what `u` fires at a vehicle — a vehicle its main gun (or its HMG), or the
 * one chosen; a team the first anti-tank weapon its living figures hold (`livingLoad`), or its
 * Molotovs (Special Units). None: it has no anti-tank effect.
 */
export function antiTankWeaponOf(u: Unit, chosen: WeaponKind | undefined): AntiTankWeapon | undefined {
  if (u.vehicle) {
    const main = mainGunOf(u.vehicle);
    if (chosen !== undefined) return u.vehicle.weapons.some((w) => w.kind === chosen) ? { weapon: chosen } : undefined;
    if (main === undefined) return u.vehicle.weapons.some((w) => w.kind === 'hmg') ? { weapon: 'hmg' } : undefined;
    return { weapon: GUN_WEAPON[main], ...(u.vehicle.atGun && u.vehicle.atGun !== main ? { gun: u.vehicle.atGun } : {}) };
  }
  const kinds = [...livingLoad(u).weapons.map((w) => w.kind), ...(u.molotovs ? (['molotov'] as const) : [])];
  const usable = kinds.filter((k) => weaponProfile(k).antiTank !== undefined);
  const weapon = chosen === undefined ? usable[0] : usable.find((k) => k === chosen);
  return weapon === undefined ? undefined : { weapon };
}

/** How far a weapon reaches against armour (its anti-tank reach when shorter, a Molotov's 8"); undefined: as far as it sees. */
export function antiTankReach(kind: WeaponKind): number | undefined {
  const profile = weaponProfile(kind);
  return profile.antiTank?.range ?? profile.range;
}

export type AntiTankShotError = 'fireteam/not-a-vehicle' | 'fireteam/no-anti-tank-effect' | 'fireteam/out-of-range';

/**
 * What an anti-tank shot needs before any die (seed 004, Anti-Tank Fire): a vehicle to shoot at, a
 * weapon with anti-tank effect, and the target within its reach (`range`, inches, when known). The
 * same check when the shot is declared and when it is resolved, so a shot accepted at declaration is
 * not refused for these reasons later.
 */
export function antiTankShotCheck(shooter: Unit, target: Unit, range: number | undefined, chosen?: WeaponKind): RuleResult<AntiTankWeapon, AntiTankShotError> {
  if (!target.vehicle) return fail('fireteam/not-a-vehicle', { unit: target.id });
  const w = antiTankWeaponOf(shooter, chosen);
  if (!w) return fail('fireteam/no-anti-tank-effect', { weapon: chosen ?? shooter.id });
  const reach = antiTankReach(w.weapon);
  if (range !== undefined && reach !== undefined && range > reach) return fail('fireteam/out-of-range', { weapon: w.weapon, range, max: reach });
  return ok(w);
}
