import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, intRule, type HouseRules } from '../../../../core/house-rules.js';
import { damageRoll, type DamageRoll } from '../vehicles/anti-tank.js';
import type { Modifier } from '../troops/modifiers.js';
import type { VehicleClass } from '../troops/vehicles.js';
import type { AtGunClass } from '../troops/weapon-profiles.js';
import type { WeaponKind } from '../troops/weapons.js';

/** Smoke vanishes at the end of a turn on this d6 score or more (4, 5, 6). */
export const SMOKE_VANISHES_ON = 4;

export interface AxisDeviation {
  /** The die read as + (length) or right (sideways). */
  readonly plus: RolledPart;
  /** The die read as − (length) or left (sideways). */
  readonly minus: RolledPart;
  /** plus − minus, inches. */
  readonly raw: number;
  /** After the observed-fire correction, inches: + long / right, − short / left. */
  readonly inches: number;
}

export interface Deviation {
  readonly length: AxisDeviation;
  readonly sideways: AxisDeviation;
  /** Inches taken off each deviation toward the aim point, for the turns of observed fire. */
  readonly correction: number;
  readonly modifiers: readonly Modifier[];
}

const towardZero = (x: number, by: number): number => (Math.abs(x) <= by ? 0 : x - Math.sign(x) * by);

function axis(plusLabel: string, minusLabel: string, correction: number, roller: Roller): AxisDeviation {
  const plus = roller.roll({ op: 'sum', n: 1, sides: 6 }, plusLabel);
  const minus = roller.roll({ op: 'sum', n: 1, sides: 6 }, minusLabel);
  const raw = plus.total - minus.total;
  return { plus, minus, raw, inches: towardZero(raw, correction) };
}

/**
 * Where an indirect-fire template lands (Fire Team, seed 004, Indirect Fire): two differently
 * coloured d6 for length (one +, one −) and two for sideways (one right, one left), the template
 * centred on the aim point moved by their differences. Readjusting after `observedTurns` turns of
 * observed fire takes 1" per turn (house rule `arty.correctionPerTurn`) off each deviation, toward
 * the aim point and never past it. Dice order: length +, length −, right, left.
 */
export function indirectFireDeviation(observedTurns: number, roller: Roller, rules: HouseRules): Deviation {
  const per = intRule(rules, 'arty.correctionPerTurn');
  const correction = Math.max(0, observedTurns) * per;
  const modifiers: Modifier[] = correction > 0 ? [{ reason: 'observed-fire', value: -correction, rule: 'arty.correctionPerTurn' }] : [];
  return {
    length: axis('length +', 'length -', correction, roller),
    sideways: axis('sideways right', 'sideways left', correction, roller),
    correction,
    modifiers,
  };
}

export interface SmokeCheck {
  readonly part: RolledPart;
  readonly vanishes: boolean;
}

/** Fire Team (seed 004), Indirect Fire: at the end of each turn smoke vanishes on a 4, 5 or 6 on 1D6. */
export function smokeCheck(roller: Roller): SmokeCheck {
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'smoke');
  return { part, vanishes: part.total >= SMOKE_VANISHES_ON };
}

/** The damage-table row artillery uses against armour; light guns and mortars cannot harm it. */
const ARTILLERY_CLASS: Partial<Record<WeaponKind, AtGunClass>> = {
  'medium-gun': 'medium',
  'medium-mortar': 'medium',
  'heavy-gun': 'heavy',
};

export interface ArtilleryVsArmourInput {
  readonly weapon: WeaponKind;
  readonly vehicle: VehicleClass;
  readonly openTopped?: boolean;
}

export type ArtilleryVsArmourError = 'fireteam/artillery-too-light';

/**
 * Artillery whose template touches the centre of a vehicle (Fire Team, seed 004, Artillery verses
 * Armour): only medium and heavy guns and mortars have an effect. Light and open-topped vehicles
 * take it normally, medium vehicles −1 and heavy −2 on each damage die. The dice are those of the
 * damage table for the gun's class, or one die under house rule `arty.vsArmourDice`.
 */
export function artilleryVsArmour(
  input: ArtilleryVsArmourInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<DamageRoll, ArtilleryVsArmourError> {
  const gun = ARTILLERY_CLASS[input.weapon];
  if (gun === undefined) return fail('fireteam/artillery-too-light', { weapon: input.weapon });
  const armour: Modifier[] =
    input.openTopped === true || input.vehicle === 'light'
      ? []
      : input.vehicle === 'medium'
        ? [{ reason: 'medium-armour', value: -1 }]
        : [{ reason: 'heavy-armour', value: -2 }];
  const oneDie = choiceRule(rules, 'arty.vsArmourDice', ['TABLE', 'ONE_DIE'] as const) === 'ONE_DIE';
  return ok(damageRoll(gun, input.vehicle, roller, rules, armour, oneDie ? 1 : undefined));
}
