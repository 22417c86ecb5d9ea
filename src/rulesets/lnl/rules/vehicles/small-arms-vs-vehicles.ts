import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { fireWith, lnlFireRules, type DftCircumstances, type DirectFireError, type DirectFireResult, type FireTarget } from '../combat/direct-fire.js';

/** The vehicle under small-arms (or vehicle MG) fire, with what its defence roll adds. */
export type VehicleTarget =
  | {
      readonly kind: 'armoured';
      readonly lowestArmour: number;
      /** Open (15.0.1): the crew is exposed and the vehicle itself takes the DC. */
      readonly open: boolean;
      /** Open-topped by design: inside passengers take the DC. */
      readonly openTopped: boolean;
      /** The hex's TM; capped at +4. */
      readonly tm: number;
    }
  | { readonly kind: 'unarmoured'; readonly tm: number }
  | {
      readonly kind: 'helicopter';
      readonly armourFactor: number;
      /** Hexes from firer to helicopter. */
      readonly range: number;
      /** The firing weapon's normal range, halved against a helicopter. */
      readonly weaponRange: number;
    };

export interface SmallArmsVsVehicleInput {
  readonly firepower: number;
  readonly circumstances?: DftCircumstances;
  readonly vehicle: VehicleTarget;
}

/** Who takes a Damage Check when the attack succeeds (LnL player aid, Fate of Crew and Passengers, DFT rows). */
export interface DamageCheckTakers {
  readonly vehicle: boolean;
  readonly insidePassengers: boolean;
  readonly outsidePassengers: boolean;
  /** Outside passengers who end Shaken must disembark. */
  readonly shakenOutsidePassengersDismount: boolean;
}

export interface SmallArmsVsVehicleResult extends DirectFireResult {
  readonly takers: DamageCheckTakers;
  /** Against a helicopter: the halved range the weapon reaches. */
  readonly helicopterRange?: number;
}

export type SmallArmsVsVehicleError = DirectFireError | 'lnl/out-of-range';

const NOBODY: DamageCheckTakers = { vehicle: false, insidePassengers: false, outsidePassengers: false, shakenOutsidePassengersDismount: false };

/** Who must take the DC after a successful small-arms attack on this vehicle. */
export function damageCheckTakers(vehicle: VehicleTarget): DamageCheckTakers {
  switch (vehicle.kind) {
    case 'unarmoured':
    case 'helicopter':
      return { vehicle: true, insidePassengers: true, outsidePassengers: true, shakenOutsidePassengersDismount: true };
    case 'armoured':
      return {
        vehicle: vehicle.open,
        insidePassengers: vehicle.openTopped,
        outsidePassengers: true,
        shakenOutsidePassengersDismount: true,
      };
  }
}

/** A small-arms weapon's range against a helicopter: halved, rounded by house rule `smallArms.helicopterRangeRounding`. */
export function helicopterRange(weaponRange: number, rules: HouseRules = lnlFireRules()): number {
  const rounding = choiceRule(rules, 'smallArms.helicopterRangeRounding', ['down', 'up'] as const);
  return rounding === 'up' ? Math.ceil(weaponRange / 2) : Math.floor(weaponRange / 2);
}

function fireTarget(vehicle: VehicleTarget): FireTarget {
  switch (vehicle.kind) {
    case 'armoured':
      return { tm: vehicle.tm, lowestArmour: vehicle.lowestArmour };
    case 'unarmoured':
      return { tm: vehicle.tm };
    case 'helicopter':
      // A helicopter is a level above its hex and takes none of its TM.
      return { tm: 0, helicopterArmour: vehicle.armourFactor };
  }
}

/**
 * Small arms (or a vehicle MG) against a vehicle: a direct-fire attack where the defender adds the
 * hex's TM (max +4) and an armoured vehicle's lowest AV, or, for a helicopter, no TM but its AF, the
 * firing weapon reaching only half its range. On a Damage Check: an unarmoured vehicle or helicopter
 * and all its passengers; an armoured vehicle only if it is Open, its inside passengers only if it
 * is open-topped, its outside passengers always (Shaken ones must disembark).
 *
 * LnL player aid, DFT Target rows (17.2, 19.2.8); Fate of Crew and Passengers Table (15.4, 16.1.1).
 */
export function smallArmsVsVehicle(
  input: SmallArmsVsVehicleInput,
  roller: Roller,
  rules: HouseRules = lnlFireRules(),
): RuleResult<SmallArmsVsVehicleResult, SmallArmsVsVehicleError> {
  const { vehicle } = input;
  let reach: number | undefined;
  if (vehicle.kind === 'helicopter') {
    reach = helicopterRange(vehicle.weaponRange, rules);
    if (vehicle.range > reach) return fail('lnl/out-of-range', { range: vehicle.range, reach });
  }
  const fire = fireWith(
    'd6',
    'small arms',
    {
      firepower: input.firepower,
      ...(input.circumstances === undefined ? {} : { circumstances: input.circumstances }),
      target: fireTarget(vehicle),
    },
    roller,
    rules,
  );
  if (!fire.ok) return fire;
  const takers = fire.value.outcome.effect === 'damage-check' ? damageCheckTakers(vehicle) : NOBODY;
  return ok({ ...fire.value, takers, ...(reach === undefined ? {} : { helicopterRange: reach }) });
}
