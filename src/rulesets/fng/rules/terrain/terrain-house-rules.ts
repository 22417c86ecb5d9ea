import type { HouseRuleParam } from '../../../../core/house-rules.js';

/**
 * FNG 2nd Tour values for the terrain's hazards in play (fire spreading, drowning, tunnel rescues)
 * that the seed leaves open. Each is a named parameter with our reading as the default; the moves
 * read the value in force and pass it to the pure rules.
 */

export const FIRE_SPREAD_KEY = 'fng.fire.spread-inches';
export const OOF_DROWNS_KEY = 'fng.water.oof-drowns-turns';
export const RESCUE_HALF_KEY = 'fng.tunnel.rescue-half';
export const HEIGHT_KEY = 'fng.building.height';
export const FACING_KEY = 'fng.facing';

/** How "half the number of turns" a rescuer from the surface spends finding the downed figure rounds (L1554). */
export const RESCUE_HALF_READINGS = ['up', 'down'] as const;
export type RescueHalf = (typeof RESCUE_HALF_READINGS)[number];

/**
 * How line of sight reads a building's levels (house rule `fng.building.height`, read by terrain/sight-line.ts;
 * the seed gives a hill its height, L1154, and says nothing of a building's, L984–L1024):
 * - `height` (the default): a figure on a floor above the ground floor sees, and is seen, over
 *   whatever stands lower than his floor — hooches, bunkers and sandbags, buildings of no more levels
 *   than his, elephant grass, rough ground and marsh between them (sight-line.ts's `SEEN_OVER_FROM_ABOVE`), as a wargamer
 *   looks over a model's wall from its window; trees (jungle, forest, bamboo, swamp) and a hill's crest
 *   (12′–30′ high, L1154) still stand in the way. Two figures on different levels of one building do
 *   not see each other (a floor between), and one in a basement sees and is seen only on his level of
 *   his own building (it is under the ground).
 * - `flat`: line of sight has no height; every level sees as the ground floor does.
 */
export const HEIGHT_READINGS = ['height', 'flat'] as const;
export type HeightReading = (typeof HEIGHT_READINGS)[number];

/**
 * How a figure's facing reads (house rule `fng.facing`, read by terrain/sight-line.ts). The seed gives the
 * arc: "LOS extends 180 degrees along the front facing of the figure" (L651), "LOS is to the front of the
 * figure up to a 180 degree arc" (L806), the front "90 degrees to the left and right of the way the figure is
 * facing" (L318); and one way to turn: "Stay in place. The character may change the way he is facing if
 * desired and/or fire" (L618). It is silent on when else a figure turns, and on where one faces before he
 * has moved. Our reading, as Two Hour Wargames' games play it:
 * - `arc` (the default): a figure sees only to his front, 90° either side of the way he faces; a figure
 *   behind him he does not see, nor does he take an In Sight with him (L655), though he can be hit. He faces
 *   the way he last moved (figures/facing.ts); put on the table, toward the table's centre, and an enemy
 *   the bot places, toward the nearest Free World figure. He turns: at will while active and before he
 *   moves (L618), so active fire or a throw by a figure that has not moved this activation turns him toward
 *   the target; toward whoever fired at him when he takes the Received Fire test (he reacts to the threat);
 *   toward the target he fires at. The Cohesion Test needs no LOS (L651).
 * - `all-round`: facing is not read: figures see all round, and a charge's front, flank or rear is declared
 *   (L903) as where no board is loaded — the game as it was before facing was read.
 */
export const FACING_READINGS = ['arc', 'all-round'] as const;
export type FacingReading = (typeof FACING_READINGS)[number];

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
  {
    key: HEIGHT_KEY,
    type: 'choice',
    default: 'height',
    choices: HEIGHT_READINGS,
    confidence: 'C',
    source: 'seed L649, L815 (LOS blocked by terrain and buildings), L988 and L1002 (floors above and below), L1154 (a hill 12′–30′ high); the seed gives no building a height',
    description: 'height: a figure on a floor above the ground sees and is seen over hooches, bunkers, sandbags, lower buildings, elephant grass, rough ground and marsh (not trees nor a hill\'s crest); a floor stands between levels of one building and a basement sees only its own level. flat: every level sees as the ground floor',
  },
  {
    key: FACING_KEY,
    type: 'choice',
    default: 'arc',
    choices: FACING_READINGS,
    confidence: 'C',
    source: 'seed L651 and L806 (LOS 180° to the front), L318 (the front facing 90° either side), L618 (a figure staying in place may turn); the seed does not say when else a figure turns',
    description: 'arc: a figure sees only 180° to his front; he turns at will before he moves in his activation (firing or throwing), toward whoever fires at him, and toward what he fires at; a figure just placed faces the table\'s centre (the bot\'s enemy, the nearest Free World figure); a charge is to the front, flank or rear as the board has it. all-round: figures see all round and a charge\'s from is declared',
  },
];
