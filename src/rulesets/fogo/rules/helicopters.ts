import { intRule, type HouseRules } from './house-rule-lookup.js';
import { profileOf, type Stand } from './stands.js';

/*
 * Helicopters and what they carry (Fogo Cruzado, Air Assault; crossfire-core §2.8): the types, the
 * record a game keeps of each, and their passenger slots. The air-assault moves are in `./air-assault.ts`.
 */

export const HELICOPTER_TYPES = ['alouette-iii', 'alouette-iii-gunship', 'puma'] as const;
export type HelicopterType = (typeof HELICOPTER_TYPES)[number];

/**
 * Where a helicopter is in the air-assault sequence (Fogo Cruzado, Air Assault; crossfire-core §2.8):
 * `base` off the table, loading; `hovering` over its landing zone (initiative 1); `landed`, troops
 * out (initiative 2); `departed` after taking off (initiative 3).
 */
export type HelicopterPhase = 'base' | 'hovering' | 'landed' | 'departed';

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
