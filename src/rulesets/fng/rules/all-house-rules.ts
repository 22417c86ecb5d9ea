import type { HouseRuleParam } from '../../../core/house-rules.js';
import { airHouseRules } from './support/air-house-rules.js';
import { fngCampaignHouseRules } from './tour/campaign-house-rules.js';
import { fngEnemyHouseRules } from './enemy/enemy-house-rules.js';
import { FORCES_HOUSE_RULES } from './figures/forces-house-rules.js';
import { firefightHouseRules } from './firefight/house-rules.js';
import { supportHouseRules } from './support/support-house-rules.js';
import { terrainHouseRules } from './terrain/terrain-house-rules.js';

/**
 * How long a Star's player has to answer a choice the rules give the Star (Free Will, the In Sight
 * action) before the default applies: the GM's setting, in hours.
 */
export const STAR_DEADLINE_KEY = 'fng.star.deadline-hours';

/** The play-by-post settings of the firefight that no seed value fixes. */
export const fngPlayHouseRules: readonly HouseRuleParam[] = [
  {
    key: STAR_DEADLINE_KEY,
    type: 'integer',
    default: 12,
    min: 0,
    max: 168,
    confidence: 'C',
    source:
      'seed L344–L346 (Free Will), L670 and L682 (Stars choose their In Sight action); the plan (fng-play-by-post.md §1) asks the Star\'s player with a timeout default. 0: the default applies with the next order',
    description:
      'hours a Star\'s player has to answer a Free Will or In Sight choice; after that, the next order applies the default (roll the dice)',
  },
];

/**
 * Every house rule of FNG, each key listed once (the registry refuses a key twice): the firefight's,
 * the figures' and forces', the enemy's, support and structures', air support's, the terrain's hazards', the campaign's and the play settings.
 */
export const FNG_HOUSE_RULES: readonly HouseRuleParam[] = [
  ...firefightHouseRules,
  ...fngPlayHouseRules,
  ...FORCES_HOUSE_RULES,
  ...fngEnemyHouseRules,
  ...supportHouseRules,
  ...terrainHouseRules,
  ...airHouseRules,
  ...fngCampaignHouseRules,
];
