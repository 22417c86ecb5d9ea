import { boolRule, choiceRule, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { VC_WEAPONS_2_READINGS, type VcWeapons2Reading } from './army-lists.js';
import { RR_BACK_BLASTS, SELECT_FIRE_READINGS, weaponHouseRules, type WeaponReadings } from './weapons.js';

/**
 * The uncertain values of FNG figures and forces (seed L330–L597, weapon pages L442–L563) as house
 * rules, each with the default the plan (fng-play-by-post.md, Package A) or this reading chose.
 * Rules functions take the resolved values as inputs; these helpers resolve them for a campaign.
 * `fng.freewill.recover` and `fng.rr.backblast` are the firefight's (house-rules.ts), listed there
 * once; the helpers here read them too.
 */

export const FORCES_HOUSE_RULE_KEYS = {
  freeWillRecover: 'fng.freewill.recover',
  rrBackBlast: 'fng.rr.backblast',
  selectFire: 'fng.weapons.select-fire',
  vcWeapons2: 'fng.forces.vc-weapons-2',
} as const;

export const FORCES_HOUSE_RULES: readonly HouseRuleParam[] = [
  {
    key: FORCES_HOUSE_RULE_KEYS.selectFire,
    type: 'choice',
    default: 'higher',
    choices: SELECT_FIRE_READINGS,
    description: 'Targets printed "2/3" or "2/4" (AK-47, M-2 carbine, Communist BAR): the higher or the lower figure is the Target Rating',
    confidence: 'C',
    source: 'seed L526, L547, L556; digest §23',
  },
  {
    key: FORCES_HOUSE_RULE_KEYS.vcWeapons2,
    type: 'choice',
    default: 'ppsh',
    choices: VC_WEAPONS_2_READINGS,
    description: 'VC weapons table 2(3-6): Chinese PPsh, or a second French MaT-49 (13 keys, 14 results extracted)',
    confidence: 'C',
    source: 'seed L517–L518; digest §3.4',
  },
  ...weaponHouseRules(),
];

/** The weapon readings in force for a campaign, for `resolveWeapons`. */
export function weaponReadings(rules: HouseRules): WeaponReadings {
  return {
    selectFire: choiceRule(rules, FORCES_HOUSE_RULE_KEYS.selectFire, SELECT_FIRE_READINGS),
    rrBackBlast: choiceRule(rules, FORCES_HOUSE_RULE_KEYS.rrBackBlast, RR_BACK_BLASTS),
  };
}

/** The campaign's reading of the VC weapons cell 2(3-6), for `generateForce`. */
export function vcWeapons2Reading(rules: HouseRules): VcWeapons2Reading {
  return choiceRule(rules, FORCES_HOUSE_RULE_KEYS.vcWeapons2, VC_WEAPONS_2_READINGS);
}

/** Whether Free Will covers Recover From Knock Down in this campaign, for `freeWillApplies`. */
export function freeWillRecover(rules: HouseRules): boolean {
  return boolRule(rules, FORCES_HOUSE_RULE_KEYS.freeWillRecover);
}
