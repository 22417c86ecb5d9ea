import type { HouseRuleParam } from '../../../../core/house-rules.js';

/**
 * FNG 2nd Tour values for the terrain's hazards in play (fire spreading, drowning, tunnel rescues)
 * that the seed leaves open. Each is a named parameter with our reading as the default; the moves
 * read the value in force and pass it to the pure rules.
 */

export const FIRE_SPREAD_KEY = 'fng.fire.spread-inches';
export const OOF_DROWNS_KEY = 'fng.water.oof-drowns-turns';
export const RESCUE_HALF_KEY = 'fng.tunnel.rescue-half';

/** How "half the number of turns" a rescuer from the surface spends finding the downed figure rounds (L1554). */
export const RESCUE_HALF_READINGS = ['up', 'down'] as const;
export type RescueHalf = (typeof RESCUE_HALF_READINGS)[number];

export const terrainHouseRules: readonly HouseRuleParam[] = [
  {
    key: FIRE_SPREAD_KEY,
    type: 'integer',
    default: 1,
    min: 0,
    max: 6,
    confidence: 'C',
    source: 'seed L1041 ("all adjacent building sections will then catch on fire"; adjacent is not measured)',
    description: 'a structure burnt down to DV 0 sets alight every flammable structure within this many inches of it (0: only those touching)',
  },
  {
    key: OOF_DROWNS_KEY,
    type: 'integer',
    default: 2,
    min: 1,
    max: 2,
    confidence: 'C',
    source: 'seed L1195 ("will drown in two turns if not aided") vs L1197 ("must swim to them within one turn")',
    description: 'turns\' ends a figure Out of the Fight in deep water stays afloat without a helper before he drowns',
  },
  {
    key: RESCUE_HALF_KEY,
    type: 'choice',
    default: 'up',
    choices: RESCUE_HALF_READINGS,
    confidence: 'C',
    source: 'seed L1554 ("half the number of turns in the tunnel complex as the downed individual")',
    description: 'a rescuer from the surface searching half the downed figure\'s turns below rounds up (at least one turn) or down (at least one)',
  },
];
