import { rulesFor, type HouseRuleOverrides, type HouseRuleParam, type HouseRules } from '../../../core/house-rules.js';
import { fireteamForceRules } from './campaign/campaign-rules.js';

const TABLE_SOURCE = 'seed 004, Firing: fire table (column spans lost in the HTML)';

/** The lowest modified d10 score that gives `hits` on a cover line; 13 means never (the best score is 12). */
const breakpoint = (cover: 'open' | 'soft' | 'hard', hits: number, def: number): HouseRuleParam => ({
  key: `fire.${cover}.hits${hits}`,
  type: 'integer',
  default: def,
  min: 1,
  max: 13,
  confidence: 'C',
  source: TABLE_SOURCE,
  description: `lowest modified d10 score for ${hits} hit${hits === 1 ? '' : 's'} on the ${cover}${cover === 'open' ? '' : ' cover'} line (13 = never)`,
});

/**
 * Our reading of the fire table: open runs in pairs of columns (1–2 no effect … 11–12 five hits),
 * soft cover one column later and hard cover two later, which gives each line the number of cells
 * the seed prints (6, 5 and 6 for soft, hard and open).
 */
const FIRE_TABLE: readonly HouseRuleParam[] = [
  ...[3, 5, 7, 9, 11].map((d, i) => breakpoint('open', i + 1, d)),
  ...[4, 6, 8, 10, 12].map((d, i) => breakpoint('soft', i + 1, d)),
  ...[5, 7, 9, 11, 13].map((d, i) => breakpoint('hard', i + 1, d)),
];

/**
 * Fire Team (seed 004) values the seed leaves open, as named parameters with our reading as the
 * default. docs/fireteam.md's "Fire Team notes" gives the reasoning for each.
 */
export const fireteamHouseRules: readonly HouseRuleParam[] = [
  ...FIRE_TABLE,
  {
    key: 'pin.pinnedWhen',
    type: 'choice',
    default: 'QUOTA_EXCEEDED',
    choices: ['QUOTA_EXCEEDED', 'QUOTA_FILLED'],
    confidence: 'C',
    source: 'seed 004, Pinning and Morale',
    description: 'a unit is Pinned once its hits this turn exceed its pin score, or as soon as they fill it',
  },
  {
    key: 'fire.suppressiveExcessPins',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed 004, Firing: suppressive fire',
    description: 'suppressive hits beyond the pin score still Pin the unit (they never kill)',
  },
  {
    key: 'fire.coverShiftsStack',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed 004, Go to Ground; Special Units: Snipers, Scouts',
    description: 'going to ground and a sniper or scout counting cover one better add up (capped at hard cover)',
  },
  {
    key: 'fire.flamethrowerSize',
    type: 'choice',
    default: 'NORMAL',
    choices: ['SMALL', 'NORMAL', 'LARGE'],
    confidence: 'C',
    source: 'seed 004, Firing: fire team sizes (flamethrower not listed)',
    description: 'the fire-team size a flamethrower team shoots as',
  },
  {
    key: 'size.fewSmgsAsRiflemen',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed 004, Firing: fire team sizes',
    description: 'SMGs too few to make a fire team (under 3) count as riflemen',
  },
  {
    key: 'move.loseD6',
    type: 'choice',
    default: 'SUBTRACT_ROLL',
    choices: ['SUBTRACT_ROLL', 'DROP_DIE'],
    confidence: 'C',
    source: 'seed 004, Movement; Vehicles Movement',
    description: 'losing 1D6 of movement rolls a d6 and takes it off, or rolls one movement die fewer',
  },
  {
    key: 'move.vehicleDice',
    type: 'choice',
    default: 'SUM_ALL',
    choices: ['SUM_ALL', 'BEST_THREE'],
    confidence: 'C',
    source: 'seed 004, Vehicles Movement; Special Units: Veteran tank crews',
    description: 'a vehicle moves the sum of its 3/4/5 d6, or the best three like infantry',
  },
  {
    key: 'move.vehicleLossPerCause',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed 004, Vehicles Movement',
    description: 'a vehicle loses 1D6 for each obstacle and for the second turn (else 1D6 at most)',
  },
  {
    key: 'assault.tie',
    type: 'choice',
    default: 'DEFENDER_WINS',
    choices: ['DEFENDER_WINS', 'NO_RESULT'],
    confidence: 'C',
    source: 'seed 004, Combat',
    description: 'equal casualties in an assault: the assault fails and the assaulters withdraw, or nobody withdraws',
  },
  {
    key: 'assault.contactInches',
    type: 'integer',
    default: 1,
    min: 0,
    max: 6,
    confidence: 'C',
    source: 'seed 004, Combat: "only figures in contact fighting"',
    description: 'an assaulting unit must stand within this many inches of the unit it assaults (units are points on our table)',
  },
  {
    key: 'transport.boardInches',
    type: 'integer',
    default: 2,
    min: 0,
    max: 12,
    confidence: 'C',
    source: 'seed 004, reinforcements: transport sections (getting in and out not described)',
    description: 'a team gets into or out of its vehicle from or to within this many inches of it, as its move',
  },
  {
    key: 'brewUp.passengerSize',
    type: 'choice',
    default: 'NORMAL',
    choices: ['SMALL', 'NORMAL', 'LARGE'],
    confidence: 'C',
    source: 'seed 004, Anti-Tank Fire: "Passengers roll for hits as artillery"',
    description: 'the fire-team size the hits on passengers of a brewed-up vehicle are thrown at',
  },
  {
    key: 'at.damageDice',
    type: 'choice',
    default: 'ALL_APPLY',
    choices: ['ALL_APPLY', 'HIGHEST_ONLY'],
    confidence: 'C',
    source: 'seed 004, Anti-Tank Fire: damage dice',
    description: 'with several damage dice every result applies, or only the highest',
  },
  {
    key: 'arty.correctionPerTurn',
    type: 'integer',
    default: 1,
    min: 0,
    max: 6,
    confidence: 'B',
    source: 'seed 004, Indirect Fire',
    description: 'inches each deviation moves toward the aim point per turn of observed fire',
  },
  {
    key: 'arty.vsArmourDice',
    type: 'choice',
    default: 'TABLE',
    choices: ['TABLE', 'ONE_DIE'],
    confidence: 'C',
    source: 'seed 004, Artillery verses Armour',
    description: "artillery on a vehicle rolls the damage table's dice for its gun class, or a single damage die",
  },
];

/** The lookup for a campaign's overrides; with none, every key gives our reading of the seed. */
export function fireteamRules(overrides: HouseRuleOverrides = {}): HouseRules {
  return rulesFor(fireteamHouseRules, overrides);
}

/** Every house rule of the ruleset: the combat readings and the lists', patrol's and campaign's. */
export const FIRETEAM_RULES: readonly HouseRuleParam[] = [...fireteamHouseRules, ...fireteamForceRules];
