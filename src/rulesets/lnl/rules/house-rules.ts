import type { HouseRuleParam } from '../../../core/house-rules.js';
import { artilleryHouseRules } from './artillery/artillery.js';
import { DAMAGE_CHECK_HOUSE_RULES } from './combat/damage-checks.js';
import { LNL_FIRE_HOUSE_RULES } from './combat/direct-fire.js';
import { lineOfSightHouseRules } from './map/line-of-sight.js';
import { fireSpreadHouseRules } from './map/fire-spread.js';
import { movementHouseRules } from './movement/movement-points.js';
import { ordnanceHouseRules } from './ordnance/ordnance.js';

const crew = (key: 'firepower' | 'range' | 'morale', def: number, max: number): HouseRuleParam => ({
  key: `crew.${key}`,
  type: 'integer',
  default: def,
  min: 0,
  max,
  confidence: 'C',
  source: 'LnL player aid, DCT: Abandoned',
  description: `${key} of the Shaken Crew an abandoned vehicle leaves (the player aid prints no crew counter; use your module's)`,
});

const hero = (key: 'firepower' | 'range' | 'morale', def: number, max: number): HouseRuleParam => ({
  key: `hero.${key}`,
  type: 'integer',
  default: def,
  min: 0,
  max,
  confidence: 'C',
  source: 'LnL player aid, DCT: Hero Creation (11.2)',
  description: `${key} of a Hero created in play (the player aid says "randomly pick a Hero"; set your module's)`,
});

/**
 * Values the Lock 'n Load player aid leaves to the module or the full rulebook, as named parameters
 * a GM can set per campaign (`/campaign rules set`).
 */
export const lnlHouseRules: readonly HouseRuleParam[] = [
  ...LNL_FIRE_HOUSE_RULES,
  ...DAMAGE_CHECK_HOUSE_RULES,
  ...ordnanceHouseRules,
  ...lineOfSightHouseRules,
  ...artilleryHouseRules,
  ...movementHouseRules,
  ...fireSpreadHouseRules,
  crew('firepower', 1, 10),
  crew('range', 2, 20),
  crew('morale', 5, 12),
  hero('firepower', 1, 10),
  hero('range', 4, 20),
  hero('morale', 6, 12),
];
