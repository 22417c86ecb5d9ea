import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { sumModifiers, type Modifier } from '../troops/modifiers.js';
import { antiTankReach } from '../troops/anti-tank-weapon.js';
import { weaponProfile, type AtGunClass } from '../troops/weapon-profiles.js';
import { VEHICLE_CLASSES, type VehicleClass } from '../troops/vehicles.js';
import type { WeaponKind } from '../troops/weapons.js';

/** Anti-tank shots hit on this modified d10 score. */
export const AT_TO_HIT = 6;

/** Columns of the damage table: the vehicle classes and bunkers or strong points. */
export const AT_TARGET_CLASSES = [...VEHICLE_CLASSES, 'bunker'] as const;
export type AtTargetClass = VehicleClass | 'bunker';

export interface DamageDice {
  readonly dice: number;
  /** The seed's *: a 50% chance to Pin as well. */
  readonly pinChance: boolean;
}

const d = (dice: number, pinChance = false): DamageDice => ({ dice, pinChance });

/** Seed 004, Anti-Tank Fire: damage d10s by gun (row) against target (column). */
export const DAMAGE_TABLE: Readonly<Record<AtGunClass, Readonly<Record<AtTargetClass, DamageDice>>>> = {
  hmg: { light: d(1), medium: d(0, true), heavy: d(0), bunker: d(0) },
  light: { light: d(2), medium: d(1), heavy: d(0, true), bunker: d(0) },
  medium: { light: d(3), medium: d(2), heavy: d(1), bunker: d(0, true) },
  heavy: { light: d(3), medium: d(3), heavy: d(2), bunker: d(1, true) },
};

export const DAMAGE_CODES = [
  'halt-and-return-fire',
  'pinned-radio-damaged',
  'pinned-movement-reduced',
  'pinned-turret-jammed',
  'weapon-damaged',
  'panic',
  'panic-miss-next-shot',
  'immobilised',
  'brew-up',
] as const;
export type DamageCode = (typeof DAMAGE_CODES)[number];

export interface DamageEntry {
  readonly code: DamageCode;
  /** The seed's words. */
  readonly text: string;
  readonly pinned: boolean;
  /** Retreat to cover or out of sight (veteran crews may avoid it on an expertise roll). */
  readonly panic: boolean;
  /** Passengers roll for hits as artillery. */
  readonly passengersHit: boolean;
}

const e = (code: DamageCode, text: string, more: Partial<Omit<DamageEntry, 'code' | 'text'>> = {}): DamageEntry => ({
  code,
  text,
  pinned: false,
  panic: false,
  passengersHit: false,
  ...more,
});

/** Seed 004, Anti-Tank Fire: the ten damage results, indexed by the d10 (index 0 unused). */
export const DAMAGE_RESULTS: readonly DamageEntry[] = [
  e('halt-and-return-fire', 'Must halt and return fire'),
  e('halt-and-return-fire', 'Must halt and return fire'),
  e('pinned-radio-damaged', 'Pinned & radio damaged', { pinned: true }),
  e('pinned-movement-reduced', 'Pinned & -1D6 movement', { pinned: true }),
  e('pinned-turret-jammed', 'Pinned & turret jammed', { pinned: true }),
  e('weapon-damaged', 'Weapon damaged'),
  e('panic', 'Panic: retreat to cover or out of sight', { panic: true }),
  e('panic-miss-next-shot', 'Panic and miss next shot: retreat to cover or out of sight', { panic: true }),
  e('immobilised', 'Immobilised'),
  e('brew-up', 'Brew-up: passengers roll for hits as artillery', { passengersHit: true }),
  e('brew-up', 'Brew-up: passengers roll for hits as artillery', { passengersHit: true }),
];

/** The damage result for a (modified) d10; below 1 nothing happens. */
export function damageResult(score: number): DamageEntry | undefined {
  return score < 1 ? undefined : DAMAGE_RESULTS[Math.min(10, score)];
}

export interface ToHitInput {
  readonly targetMoved?: boolean;
  readonly shooterMoved?: boolean;
  readonly targetConcealed?: boolean;
  readonly damagedGun?: boolean;
  readonly shooterPinned?: 'armoured' | 'gun-team';
  /** 1 for the first shot at this target, 2 and 3 for the following ones. */
  readonly shotNumber?: number;
}

/**
 * The to-hit factors (seed 004, Anti-Tank Fire): target moved, shooter moved, target concealed,
 * damaged gun −1 each; shooter pinned −1 armoured, −2 gun team; 2nd shot +1, 3rd and later +2 at
 * the same target with neither having moved.
 */
export function toHitModifiers(input: ToHitInput): Modifier[] {
  const mods: Modifier[] = [];
  if (input.targetMoved === true) mods.push({ reason: 'target-moved', value: -1 });
  if (input.shooterMoved === true) mods.push({ reason: 'shooter-moved', value: -1 });
  if (input.targetConcealed === true) mods.push({ reason: 'target-concealed', value: -1 });
  if (input.damagedGun === true) mods.push({ reason: 'damaged-gun', value: -1 });
  if (input.shooterPinned === 'armoured') mods.push({ reason: 'shooter-pinned-armoured', value: -1 });
  if (input.shooterPinned === 'gun-team') mods.push({ reason: 'shooter-pinned-gun-team', value: -2 });
  const still = input.targetMoved !== true && input.shooterMoved !== true;
  const shot = input.shotNumber ?? 1;
  if (still && shot === 2) mods.push({ reason: 'second-shot', value: 1 });
  if (still && shot >= 3) mods.push({ reason: 'third-shot', value: 2 });
  return mods;
}

export interface ToHitRoll {
  readonly part: RolledPart;
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly score: number;
  readonly target: number;
  readonly hit: boolean;
}

/** Fire Team (seed 004), Anti-Tank Fire: 1D10 plus the factors, hitting on 6+. */
export function antiTankToHit(input: ToHitInput, roller: Roller): ToHitRoll {
  const modifiers = toHitModifiers(input);
  const part = roller.roll({ op: 'sum', n: 1, sides: 10 }, 'anti-tank');
  const score = part.total + sumModifiers(modifiers);
  return { part, die: part.total, modifiers, score, target: AT_TO_HIT, hit: score >= AT_TO_HIT };
}

export interface DamageDie {
  readonly die: number;
  readonly score: number;
  /** Absent when the modified die fell below 1. */
  readonly result?: DamageEntry;
  /** Under house rule `at.damageDice` HIGHEST_ONLY only the highest die counts. */
  readonly applies: boolean;
}

export interface PinChance {
  readonly part: RolledPart;
  /** Pinned on a 4–6 on 1d6. */
  readonly pinned: boolean;
}

export interface DamageRoll {
  readonly gun: AtGunClass;
  readonly target: AtTargetClass;
  readonly table: DamageDice;
  readonly modifiers: readonly Modifier[];
  readonly part?: RolledPart;
  readonly dice: readonly DamageDie[];
  readonly pinChance?: PinChance;
  /** The results that apply, in die order. */
  readonly results: readonly DamageEntry[];
  /** Some result or the * chance Pinned the vehicle. */
  readonly pinned: boolean;
}

/**
 * The damage of a hit (Fire Team, seed 004, Anti-Tank Fire): the table's d10s for gun against
 * target, each read on the ten results (every one applies unless house rule `at.damageDice` says
 * only the highest), and for a * entry a 50% chance to Pin, rolled as 1d6 needing 4+. `modifiers`
 * (artillery against armour) are added to each damage die.
 */
export function damageRoll(
  gun: AtGunClass,
  target: AtTargetClass,
  roller: Roller,
  rules: HouseRules,
  modifiers: readonly Modifier[] = [],
  dice?: number,
): DamageRoll {
  const table = DAMAGE_TABLE[gun][target];
  const n = dice ?? table.dice;
  const part = n > 0 ? roller.roll({ op: 'sum', n, sides: 10 }, 'damage') : undefined;
  const mod = sumModifiers(modifiers);
  const highestOnly = choiceRule(rules, 'at.damageDice', ['ALL_APPLY', 'HIGHEST_ONLY'] as const) === 'HIGHEST_ONLY';
  const faces = part?.faces ?? [];
  const top = faces.indexOf(Math.max(...faces));
  const rolled: DamageDie[] = faces.map((die, i) => {
    const result = damageResult(die + mod);
    return { die, score: die + mod, ...(result ? { result } : {}), applies: result !== undefined && (!highestOnly || i === top) };
  });
  const pinChance = table.pinChance ? pinRoll(roller) : undefined;
  const results = rolled.flatMap((r) => (r.applies && r.result ? [r.result] : []));
  return {
    gun,
    target,
    table,
    modifiers,
    ...(part ? { part } : {}),
    dice: rolled,
    ...(pinChance ? { pinChance } : {}),
    results,
    pinned: results.some((r) => r.pinned) || pinChance?.pinned === true,
  };
}

function pinRoll(roller: Roller): PinChance {
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'pin chance');
  return { part, pinned: part.total >= 4 };
}

export interface AntiTankShotInput extends ToHitInput {
  readonly weapon: WeaponKind;
  /** The row it fires on when the vehicle list says otherwise (the BT-7 "counts light for AT"). */
  readonly gun?: AtGunClass;
  readonly target: AtTargetClass;
  readonly range?: number;
  /** Damage result 7, "Panic and miss next shot": this shot misses without a roll. */
  readonly missNextShot?: boolean;
}

export interface AntiTankShot {
  readonly weapon: WeaponKind;
  readonly gun: AtGunClass;
  /** Absent when the shot missed by damage result 7. */
  readonly toHit?: ToHitRoll;
  /** The shot missed by damage result 7, rolling nothing. */
  readonly missedByPanic?: boolean;
  /** Absent on a miss. */
  readonly damage?: DamageRoll;
}

export type AntiTankError = 'fireteam/no-anti-tank-effect' | 'fireteam/out-of-range';

/**
 * One shot at a vehicle, bunker or strong point (Fire Team, seed 004, Anti-Tank Fire): the to-hit
 * d10, then on a hit the damage dice for the weapon's gun class. AT rifles and HMGs shoot on the
 * HMG/auto-cannon row, bazookas (RPG, Panzerschreck) and Molotovs (8") on the medium row, recoilless
 * rifles on the light row. The first shot after damage result 7 misses without a roll.
 */
export function antiTankShot(input: AntiTankShotInput, roller: Roller, rules: HouseRules): RuleResult<AntiTankShot, AntiTankError> {
  const profile = weaponProfile(input.weapon);
  const at = profile.antiTank;
  if (at === undefined) return fail('fireteam/no-anti-tank-effect', { weapon: input.weapon });
  const reach = antiTankReach(input.weapon);
  if (input.range !== undefined && reach !== undefined && input.range > reach) {
    return fail('fireteam/out-of-range', { weapon: input.weapon, range: input.range, max: reach });
  }
  const gun = input.gun ?? at.gun;
  if (input.missNextShot === true) return ok({ weapon: input.weapon, gun, missedByPanic: true });
  const toHit = antiTankToHit(input, roller);
  if (!toHit.hit) return ok({ weapon: input.weapon, gun, toHit });
  return ok({ weapon: input.weapon, gun, toHit, damage: damageRoll(gun, input.target, roller, rules) });
}
