import type { HouseRuleParam } from '../../../../core/house-rules.js';

/**
 * Numbers and readings the Fire Team army lists, patrol phase and campaign leave open (seed 004), as named parameters.
 * Merge them into the ruleset's house rules beside the combat ones.
 */
export const fireteamForceRules: readonly HouseRuleParam[] = [
  {
    key: 'lists.fjSupportTeam2Points',
    type: 'integer',
    default: 1,
    min: 0,
    max: 4,
    confidence: 'C',
    source: 'seed 004, Reinforcements: Fallschirmjäger 5. Support team #2 (no points printed)',
    description: 'points of the Fallschirmjäger support team #2 (flamethrower, LG40 recoilless rifle)',
  },
  {
    key: 'lists.usWeaponsSectionMax',
    type: 'integer',
    default: 1,
    min: 0,
    max: 3,
    confidence: 'C',
    source: 'seed 004, US Infantry (no count printed for the weapons section; Russians print 0 - 1)',
    description: 'most weapons sections a US infantry platoon may take',
  },
  {
    key: 'lists.unstatedTeamSize',
    type: 'integer',
    default: 2,
    min: 1,
    max: 4,
    confidence: 'C',
    source: 'seed 004, army lists (sniper, Panzerschreck, flamethrower and AOP teams have no size)',
    description: 'figures in a listed team whose size the seed does not give',
  },
  {
    key: 'patrol.maxMoveInches',
    type: 'integer',
    default: 0,
    min: 0,
    max: 48,
    confidence: 'C',
    source: 'seed 004, Patrol Phase (no distance given)',
    description: 'furthest a patrol marker moves in one go, in inches; 0 for no limit',
  },
  {
    key: 'campaign.headOnIsEncounter',
    type: 'boolean',
    default: false,
    confidence: 'C',
    source: 'seed 004, Forward, victory is near!: "If both sides assault into adjacent, or the same vacant square"',
    description: 'two assaults each into the square the other launched from also make an encounter',
  },
];
