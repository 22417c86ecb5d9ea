import type { HouseRuleParam } from '../../../../core/house-rules.js';

/*
 * Indirect fire and anti-tank fire: the seeds name the rules (seed 000, Mortar Team, Command Team,
 * Recoilless Rifle Team, Bazooka Team, (Technologically) Uneducated) but not their numbers, which
 * the digest leaves to the Crossfire rulebook (crossfire-core §1.9, §1.10, tagged [C]). Each number
 * is a house rule with a default a group can change to its own book's.
 */

const int = (key: string, def: number, min: number, max: number, confidence: 'B' | 'C', source: string, description: string): HouseRuleParam => ({
  key,
  type: 'integer',
  default: def,
  min,
  max,
  confidence,
  source,
  description,
});

/** Off-table HE barrage and smoke called by an FO (crossfire-core §1.9). */
export const indirectFireRules: readonly HouseRuleParam[] = [
  int('indirect.barrageDice', 4, 1, 8, 'C', 'crossfire-core §1.9', 'dice an off-table HE barrage throws at each stand it reaches'),
  int('indirect.coverDice', 1, 0, 3, 'C', 'crossfire-core §1.9, §1.1.1', 'dice a barrage loses against a stand in terrain with indirect cover'),
  int('indirect.smokeTarget', 4, 2, 7, 'C', 'crossfire-core §1.9', 'd6 score a smoke mission needs to land'),
  int('indirect.missions', 0, 0, 30, 'B', 'crossfire-core §1.9 (S19)', 'fire missions (barrage or smoke) each side may call in a game (0 = no limit; the scenario gives the count)'),
  {
    key: 'indirect.killPotential',
    type: 'choice',
    default: 'TARGET_SUPPRESSED',
    choices: ['TARGET_SUPPRESSED', 'ALWAYS'],
    confidence: 'B',
    source: 'crossfire-core §1.9 (S5, CF7.1.1)',
    description: "stands within a stand width of a barrage's target take its pool only if the target is Suppressed or Killed, or always",
  },
  {
    key: 'indirect.failPassesInitiative',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'crossfire-core §1.9, §1.2',
    description: 'a barrage that neither suppresses nor kills, or smoke that does not land, passes the initiative',
  },
];

/** Anti-tank fire at vehicles: the ACC roll, PEN against ARM (crossfire-core §1.10, S30). */
export const antiTankRules: readonly HouseRuleParam[] = [
  int('at.hitOn', 4, 2, 8, 'C', 'crossfire-core §1.10', 'd6 + ACC score an anti-tank shot needs to hit'),
  int('at.accGun', 1, -3, 3, 'B', 'crossfire-core §1.10 (S30)', 'ACC of a recoilless rifle (Balagan: +1 for guns)'),
  int('at.accInfantry', -1, -3, 3, 'B', 'crossfire-core §1.10 (S30)', 'ACC of an RPG or Bazooka team (Balagan: −1 for infantry AT weapons)'),
  int('at.accHmg', 0, -3, 3, 'C', 'crossfire-core §1.10, §2.1', 'ACC of a .50 cal HMG firing at a vehicle'),
  int('at.penGun', 6, 0, 12, 'C', 'crossfire-core §1.10', 'PEN of a recoilless rifle: a hit knocks out a vehicle whose ARM is no higher'),
  int('at.penRpg', 5, 0, 12, 'C', 'crossfire-core §1.10', 'PEN of an RPG team'),
  int('at.penBazooka', 4, 0, 12, 'C', 'crossfire-core §1.10', 'PEN of a Bazooka team'),
  int('at.penHmg', 1, 0, 12, 'C', 'crossfire-core §1.10, §2.1', 'PEN of a .50 cal HMG (light anti-armour)'),
];
