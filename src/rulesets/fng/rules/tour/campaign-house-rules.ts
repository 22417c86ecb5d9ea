import { boolRule, choiceRule, intRule, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import type { BadMissionEntry5, MedevacBonus, RelievedStarRep, RetiredRecovery } from './after-action.js';
import { CORPS_AOS, PRINTED_STATUS_MODIFIERS, type AoTieReroll, type AreaOfOperations, type Corps } from '../terrain/area-of-operations.js';
import type { EalRange } from '../missions/levels.js';
import type { FightPatrolLength } from '../missions/missions.js';
import type { ShortTimerMonths } from './personnel.js';
import type { GeneratorReadings } from '../terrain/terrain-generator.js';
import type { ReplacementDeros, StarDeros } from './tour.js';
import type { DayPartReading, RainyModifierOn } from '../missions/weather.js';
import type { GeneratorDice } from '../terrain/table-set-up.js';

/**
 * Package C's (campaign) values the seed leaves open, each with our reading as the default. The rules
 * functions take the resolved values as inputs; `campaignRules` reads them for the tour's orders.
 */

const corpsSlug = (corps: Corps): string => `${corps.toLowerCase()}-corps`;

/** The house-rule key of an AO's Political Status modifier, e.g. `fng.ao-status.ii-corps.highlands`. */
export function aoStatusKey(ao: AreaOfOperations): string {
  return `fng.ao-status.${corpsSlug(ao.corps)}.${ao.kind}`;
}

function printedModifier(ao: AreaOfOperations): number | undefined {
  const row: Partial<Record<string, number>> = PRINTED_STATUS_MODIFIERS[ao.corps];
  return row[ao.kind];
}

const AO_STATUS_MODIFIERS: readonly HouseRuleParam[] = (Object.keys(CORPS_AOS) as Corps[]).flatMap((corps) =>
  CORPS_AOS[corps].map(({ kind }): HouseRuleParam => {
    const printed = printedModifier({ corps, kind });
    return {
      key: aoStatusKey({ corps, kind }),
      type: 'integer',
      default: printed ?? 0,
      min: -3,
      max: 3,
      confidence: printed === undefined ? 'C' : 'B',
      source:
        printed === undefined
          ? 'seed L1257–L1258 (III Corps lists only the Free Fire Zone)'
          : 'seed L1257–L1258 (modifiers paired with names by printed order; II Corps Highlands confirmed by example L1260)',
      description: `AO Political Status modifier to the 2d6 for ${corps} Corps ${kind}`,
    };
  }),
);

export const fngCampaignHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'fng.terrain.generator-dice',
    type: 'choice',
    default: '2d6',
    choices: ['2d6', '1d6'],
    confidence: 'C',
    source: 'seed L1073 ("Roll 1d6 for each section") vs every generator headed "2d6 added together" (L1075–L1131)',
    description: 'dice read on the Terrain Generator: 2d6 summed, or 1d6 as rolled (a 1 rolled again)',
  },
  {
    key: 'fng.terrain.ii-corps-row-12',
    type: 'choice',
    default: 'interior-clear',
    choices: ['interior-clear', 'interior-marsh'],
    confidence: 'C',
    source: 'seed L1090–L1091 (II Corps Interior and Highlands interleaved word by word)',
    description: 'II Corps row 12: Interior Clear and Highlands Marsh, or Interior Marsh and Highlands Clear',
  },
  {
    key: 'fng.terrain.iv-corps-rows-10-12',
    type: 'choice',
    default: 'interior-first',
    choices: ['interior-first', 'free-fire-zone-first'],
    confidence: 'C',
    source: 'seed L1136–L1141 (six loose cells for IV Corps Interior and Free Fire Zone rows 10–12)',
    description:
      'IV Corps rows 10–12: Interior River / Double canopy (2) / Double canopy and Free Fire Zone Bamboo / Single canopy / Swamp, or the two columns swapped',
  },
  {
    key: 'fng.terrain.iii-corps-1-note-3',
    type: 'choice',
    default: 'muddy',
    choices: ['muddy', 'river'],
    confidence: 'C',
    source: 'seed L1114 vs L1115 (two footnotes (3) under III Corps #1)',
    description: 'III Corps #1 footnote (3): muddy in the monsoon, or a river in the rainy season',
  },
  {
    key: 'fng.terrain.iv-corps-note-2',
    type: 'choice',
    default: 'marsh',
    choices: ['marsh', 'river'],
    confidence: 'C',
    source: 'seed L1131–L1141 (IV Corps prints no footnote legend; I/II Corps L1092, III Corps #2 L1126)',
    description: 'IV Corps footnote (2): inside a marsh in the rainy season (as I/II Corps) or a river instead (as III Corps #2)',
  },
  {
    key: 'fng.ao.tie-reroll',
    type: 'choice',
    default: 'tied-columns',
    choices: ['tied-columns', 'all-columns'],
    confidence: 'C',
    source: 'seed L1251 ("re-roll any ties")',
    description: 'on a tie for the Area of Operations, only the tied columns roll again, or all of them',
  },
  ...AO_STATUS_MODIFIERS,
  {
    key: 'fng.eal.range',
    type: 'choice',
    default: 'clamp-1-6',
    choices: ['clamp-1-6', 'open'],
    confidence: 'C',
    source: 'seed L1349 (EAL = level roll ± AO status; no bound printed; PC and reinforcement tables cover EAL 1–6)',
    description: 'an EAL pushed to 0 or 7 by the AO status is kept within 1–6, or left as it is',
  },
  {
    key: 'fng.weather.rainy-modifier',
    type: 'choice',
    default: 'weather',
    choices: ['weather', 'day-part-and-weather'],
    confidence: 'C',
    source: 'seed L1357, L1370 (rainy season +1 printed once in the Weather/Day Part header)',
    description: 'the rainy-season +1 modifies the Weather roll only, or the Day Part roll too',
  },
  {
    key: 'fng.day-part.reading',
    type: 'choice',
    default: 'table',
    choices: ['table', 'example'],
    confidence: 'C',
    source: 'seed L1362–L1368 vs example L1347',
    description: 'afternoon (8–9) and evening (10–11) turn counts: the table (3; 3 + 1/2d6) or the worked example (10; 6 + 1/2d6)',
  },
  {
    key: 'fng.mission.fight-patrol-length',
    type: 'choice',
    default: 'fight-12-patrol-14',
    choices: ['fight-12-patrol-14', 'fight-14-patrol-12'],
    confidence: 'C',
    source: 'seed L2222, L2224 (Fight and Patrol columns interleaved)',
    description: 'minimum game length: Fight 12 and Patrol 14 turns, or the other way round',
  },
  {
    key: 'fng.mission-result.disastrous-also-bad',
    type: 'boolean',
    default: false,
    confidence: 'C',
    source: 'seed L2261 (under 0 VP is also "8 or less")',
    description: 'a Disastrous mission rolls on the Bad Mission table as well',
  },
  {
    key: 'fng.bad-mission.entry-5',
    type: 'choice',
    default: 'as-printed',
    choices: ['as-printed', 'roll-again'],
    confidence: 'C',
    source: 'seed L2281 (Bad Mission 5 repeats 2, "all replacements REP 3")',
    description: 'Bad Mission 5: as printed, or taken for a misprint and rolled again',
  },
  {
    key: 'fng.disastrous.star-rep',
    type: 'choice',
    default: 'keeps',
    choices: ['keeps', 'loses-one'],
    confidence: 'C',
    source: 'seed L2289 (Disastrous Mission 5: the relieved Star\'s new platoon, "all platoon members starting with -1 to REP")',
    description: 'a Star reassigned to a new platoon keeps his REP, or loses one with its men (3 at least)',
  },
  {
    key: 'fng.recovery.medevac-bonus',
    type: 'choice',
    default: 'plus-two',
    choices: ['plus-two', 'one-better'],
    confidence: 'C',
    source: 'seed L989–L991 (+2 to REP) vs MedEvac Benefits L1995 (REP one better)',
    description: 'After the Battle Recovery bonus for a man taken off by Medevac: +2 REP, or +1',
  },
  {
    key: 'fng.recovery.retired',
    type: 'choice',
    default: 'roll',
    choices: ['roll', 'rejoin'],
    confidence: 'C',
    source: 'seed L977 (Out of the Fight or Retired use the table) vs L982 (each Out of the Fight figure)',
    description: 'a recovered Retired man takes the After the Battle Recovery test, or rejoins at his REP',
  },
  {
    key: 'fng.improve-rep.deros-gate',
    type: 'boolean',
    default: true,
    confidence: 'C',
    source: 'seed L2301 (an unattached sentence heading Improving REP)',
    description: 'a Grunt may test to raise REP only once his DEROS is 10 months or less',
  },
  {
    key: 'fng.short-timer.months',
    type: 'choice',
    default: 'completed',
    choices: ['completed', 'current'],
    confidence: 'C',
    source: 'seed L2302 ("less than the number of months he has been in-country")',
    description: 'the Short Timer total is compared with the months completed in country (9 at the start of the 10th) or the month he is in (10)',
  },
  {
    key: 'fng.deros.star',
    type: 'choice',
    default: 'full-tour',
    choices: ['full-tour', 'roll'],
    confidence: 'C',
    source: 'seed L1232 (2d6 for all of NCO rank or below) vs L1233, L2323 (the campaign is the Star\'s tour)',
    description: 'the Star serves the whole tour, or rolls his DEROS like his men',
  },
  {
    key: 'fng.replacement.deros',
    type: 'choice',
    default: 'full-tour',
    choices: ['full-tour', 'roll-2d6'],
    confidence: 'C',
    source: 'seed L1232, L2307 (no DEROS rule printed for replacements)',
    description: 'a replacement arrives new in country for a full tour, or rolls 2d6 DEROS',
  },
  {
    key: 'fng.defense.combat-begins',
    type: 'choice',
    default: 'enemy-on-table',
    choices: ['enemy-on-table', 'first-casualty'],
    confidence: 'C',
    source: 'seed L2206 Check Point, Bridge ("Until combat begins ... 1d6 civilians appear"): when combat begins is not said',
    description: 'Defense civilians stop coming once enemy troops are on the table, or once the first figure is down',
  },
  {
    key: 'fng.defense.personnel-rep',
    type: 'integer',
    default: 4,
    min: 3,
    max: 6,
    confidence: 'C',
    source: 'seed L2205 (the radio relay team, the water party\'s troopers, the wounded with their medic and RTO: no REP given)',
    description: 'REP of the people a Defense guards (radio relay team, water party, wounded with medic and RTO)',
  },
  {
    key: 'fng.defense.water-inches',
    type: 'integer',
    default: 1,
    min: 0,
    max: 6,
    confidence: 'C',
    source: 'seed L2205 Water party ("must travel to the water source. It takes two full turns for the canteens to be filled"): how near is not said',
    description: 'inches from a river or stream within which the water party fills canteens (0: in the water)',
  },
  {
    key: 'fng.defense.check-point-test',
    type: 'choice',
    default: 'speak-local',
    choices: ['speak-local', '2d6-vs-rep'],
    confidence: 'C',
    source: 'seed L2206 Check Point ("making a Speak Local check. Any roll that passes 2d6+ discovers an anomaly"): which dice is not said',
    description: 'Check Point: Speak Local dice (REP d6, -2d6 not Fluent) with 2+ successes, or 2d6 vs REP both passing',
  },
  {
    key: 'fng.defense.exit-inches',
    type: 'integer',
    default: 1,
    min: 0,
    max: 6,
    confidence: 'C',
    source: 'seed L2205 Water party ("The squad must then exit the tabletop via their entry point with the water"): how near the edge is out is not said',
    description: 'inches from the squad\'s entry edge within which the water party is out with the water at the end',
  },
  {
    key: 'fng.defense.wounded-unlifted',
    type: 'choice',
    default: 'held',
    choices: ['held', 'lost', 'no-effect'],
    confidence: 'C',
    source: 'seed L2205–L2206 Wounded ("await Dustoff helos ... More than one Dustoff may be necessary"), L2215: wounded left unlifted not said',
    description: 'Defense wounded not all flown out: held without the +5, lost (-4), or no effect',
  },
  {
    key: 'fng.defense.slick-ground-turns',
    type: 'integer',
    default: 2,
    min: 1,
    max: 6,
    confidence: 'B',
    source: 'seed L2205 Resupply ("it will remain on the ground for two full turns before taking off"): the turns after the one it lands in',
    description: 'full turns the resupply Slick stays on the ground after the turn it lands in',
  },
];

/** The campaign's readings, resolved from its house rules, as the tour's rules take them. */
export interface CampaignRules {
  readonly tieReroll: AoTieReroll;
  /** The AO Political Status modifier of an AO (`fng.ao-status.*`). */
  readonly statusModifier: (ao: AreaOfOperations) => number;
  readonly ealRange: EalRange;
  readonly rainyModifierOn: RainyModifierOn;
  readonly dayPartReading: DayPartReading;
  readonly terrainDice: GeneratorDice;
  readonly terrainReadings: GeneratorReadings;
  readonly fightPatrol: FightPatrolLength;
  readonly disastrousAlsoBad: boolean;
  readonly badEntry5: BadMissionEntry5;
  readonly relievedStarRep: RelievedStarRep;
  readonly medevacBonus: MedevacBonus;
  readonly retired: RetiredRecovery;
  readonly derosGate: boolean;
  readonly shortTimerMonths: ShortTimerMonths;
  readonly starDeros: StarDeros;
  readonly replacementDeros: ReplacementDeros;
}

/**
 * The campaign house rules above as the tour's orders read them. Each is read when an order asks for
 * it, so a result names only the changed house rules it used.
 */
export function campaignRules(rules: HouseRules): CampaignRules {
  return {
    get tieReroll() {
      return choiceRule<AoTieReroll>(rules, 'fng.ao.tie-reroll', ['tied-columns', 'all-columns']);
    },
    statusModifier: (ao) => intRule(rules, aoStatusKey(ao)),
    get ealRange() {
      return choiceRule<EalRange>(rules, 'fng.eal.range', ['clamp-1-6', 'open']);
    },
    get rainyModifierOn() {
      return choiceRule<RainyModifierOn>(rules, 'fng.weather.rainy-modifier', ['weather', 'day-part-and-weather']);
    },
    get dayPartReading() {
      return choiceRule<DayPartReading>(rules, 'fng.day-part.reading', ['table', 'example']);
    },
    get terrainDice() {
      return choiceRule<GeneratorDice>(rules, 'fng.terrain.generator-dice', ['2d6', '1d6']);
    },
    get terrainReadings(): GeneratorReadings {
      return {
        iiCorpsRow12: choiceRule(rules, 'fng.terrain.ii-corps-row-12', ['interior-clear', 'interior-marsh']),
        ivCorpsRows10To12: choiceRule(rules, 'fng.terrain.iv-corps-rows-10-12', ['interior-first', 'free-fire-zone-first']),
        iiiCorps1Note3: choiceRule(rules, 'fng.terrain.iii-corps-1-note-3', ['muddy', 'river']),
        ivCorpsNote2: choiceRule(rules, 'fng.terrain.iv-corps-note-2', ['marsh', 'river']),
      };
    },
    get fightPatrol() {
      return choiceRule<FightPatrolLength>(rules, 'fng.mission.fight-patrol-length', ['fight-12-patrol-14', 'fight-14-patrol-12']);
    },
    get disastrousAlsoBad() {
      return boolRule(rules, 'fng.mission-result.disastrous-also-bad');
    },
    get badEntry5() {
      return choiceRule<BadMissionEntry5>(rules, 'fng.bad-mission.entry-5', ['as-printed', 'roll-again']);
    },
    get relievedStarRep() {
      return choiceRule<RelievedStarRep>(rules, 'fng.disastrous.star-rep', ['keeps', 'loses-one']);
    },
    get medevacBonus() {
      return choiceRule<MedevacBonus>(rules, 'fng.recovery.medevac-bonus', ['plus-two', 'one-better']);
    },
    get retired() {
      return choiceRule<RetiredRecovery>(rules, 'fng.recovery.retired', ['roll', 'rejoin']);
    },
    get derosGate() {
      return boolRule(rules, 'fng.improve-rep.deros-gate');
    },
    get shortTimerMonths() {
      return choiceRule<ShortTimerMonths>(rules, 'fng.short-timer.months', ['completed', 'current']);
    },
    get starDeros() {
      return choiceRule<StarDeros>(rules, 'fng.deros.star', ['full-tour', 'roll']);
    },
    get replacementDeros() {
      return choiceRule<ReplacementDeros>(rules, 'fng.replacement.deros', ['full-tour', 'roll-2d6']);
    },
  };
}
