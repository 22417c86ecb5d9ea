import { boolRule, intRule, type HouseRules } from './house-rule-lookup.js';
import { profileOf, type Stand } from '../troops/stands.js';

/*
 * Helicopters and what they carry (Fogo Cruzado, Air Assault; crossfire-core §2.8): the types, the
 * record a game keeps of each, and their passenger slots. The air-assault moves are in `../support/air-assault.ts`.
 */

export const HELICOPTER_TYPES = ['alouette-iii', 'alouette-iii-gunship', 'puma'] as const;
export type HelicopterType = (typeof HELICOPTER_TYPES)[number];

/**
 * Where a helicopter is in the air-assault sequence (Fogo Cruzado, Air Assault; crossfire-core §2.8):
 * `base` off the table, loading; `hovering` over its landing zone (initiative 1); `landed`, troops
 * out (initiative 2); `departed` after taking off (initiative 3); `downed` when anti-aircraft fire
 * shot it down while it hovered (`../support/helicopter-fire.ts`).
 */
export type HelicopterPhase = 'base' | 'hovering' | 'landed' | 'departed' | 'downed';

export interface Helicopter {
  readonly id: string;
  readonly side: string;
  readonly type: HelicopterType;
  readonly phase: HelicopterPhase;
  /** The initiative (counter value) in which it reached its phase. */
  readonly since: number;
  readonly landingZone?: string;
  /** Stands aboard. */
  readonly passengers: readonly string[];
  /** Its guns fired reactively and failed: NO FIRE, as a stand's (crossfire-core §1.4.6). */
  readonly noFire?: boolean;
}

/** A helicopter's guns (seed 000, Air Assault table): the Alouette III's twin MGs, the gunship's 20 mm cannon. */
export type HelicopterWeapon = 'door-guns' | 'cannon';

export interface HelicopterArmament {
  readonly weapon: HelicopterWeapon;
  /** Dice against a target in the open, and the house rule that sets them. */
  readonly dice: number;
  readonly rule: string;
}

/**
 * What a helicopter fires (seed 000, Air Assault table L441–L444: "Alouette III — Twin MGs; Alouette III Gunship —
 * 20mm cannon; Puma SA330 — None or twin 0.30"). The seed gives no dice, so each is a house rule:
 * twin MGs `helicopter.doorGunDice`, the 20 mm `helicopter.cannonDice`; a Puma is unarmed unless
 * `helicopter.pumaDoorGuns`. Undefined: no guns.
 */
export function helicopterArmament(type: HelicopterType, rules: HouseRules): HelicopterArmament | undefined {
  switch (type) {
    case 'alouette-iii':
      return { weapon: 'door-guns', dice: intRule(rules, 'helicopter.doorGunDice'), rule: 'helicopter.doorGunDice' };
    case 'alouette-iii-gunship':
      return { weapon: 'cannon', dice: intRule(rules, 'helicopter.cannonDice'), rule: 'helicopter.cannonDice' };
    case 'puma':
      return boolRule(rules, 'helicopter.pumaDoorGuns') ? { weapon: 'door-guns', dice: intRule(rules, 'helicopter.doorGunDice'), rule: 'helicopter.doorGunDice' } : undefined;
  }
}

/** Passenger slots: Alouette III 2, Puma SA330 6, the gunship by house rule `helicopter.gunshipSlots`. */
export function helicopterSlots(type: HelicopterType, rules: HouseRules): number {
  switch (type) {
    case 'alouette-iii':
      return 2;
    case 'puma':
      return 6;
    case 'alouette-iii-gunship':
      return intRule(rules, 'helicopter.gunshipSlots');
  }
}

/** Slots a stand takes: a small (2-man) team 1, a large team 2, a lone commander none. */
export function standSlots(stand: Pick<Stand, 'type'>): number {
  return profileOf(stand).slots;
}
