import type { HouseRuleParam } from '../../../../core/house-rules.js';
import { IN_A_FIRE_REP, PENETRATION_TARGETS, SUPPRESSION_EQUAL, type InAFireRep, type PenetrationTarget, type SuppressionEqual } from '../terrain/buildings.js';

/**
 * FNG 2nd Tour values for structures, radios, support and reinforcements that the seed leaves open
 * (garbled table cells, two printed readings). Each is a named parameter with our reading as the
 * default; the rules functions take the resolved value as an input and never look it up.
 */

/** Fire missions: one Hitting roll per round, or one for the whole mission (L1784–L1808). */
export const FIRE_MISSION_TO_HIT = ['each-round', 'once-per-mission'] as const;
export type FireMissionToHit = (typeof FIRE_MISSION_TO_HIT)[number];

/** Bombs and rockets: the REP their Ranged Combat roll uses (L1891, L1904, L1913, L1917). */
export const MUNITION_REP = ['munition', 'pilot'] as const;
export type MunitionRep = (typeof MUNITION_REP)[number];

/** Reinforcements after one pass: which table the half-SL/EAL dice are read on (L2067, L2076, L2106). */
export const HALF_PASS_TABLE = ['dice-count', 'same-level'] as const;
export type HalfPassTable = (typeof HALF_PASS_TABLE)[number];

/** Reinforcement tables whose printed ranges share a total (SL 3 and EAL 3 at 14, SL 6 at 26). */
export const RANGE_OVERLAP = ['earlier-row', 'later-row'] as const;
export type RangeOverlap = (typeof RANGE_OVERLAP)[number];

/** FWF Support Level 5 row labels (L2088–L2090, L2093, L2095). */
export const FWF_SL5_READINGS = ['printed-labels', 'digest'] as const;
export type FwfSl5Reading = (typeof FWF_SL5_READINGS)[number];

/** EAL 5 / EAL 6 squad entries, printed side by side (L2130–L2154). */
export const EAL56_SWAPS = ['none', 'squad', 'half-squad', 'both'] as const;
export type Eal56Swap = (typeof EAL56_SWAPS)[number];

/** Default values, typed, for callers and tests. */
export const SUPPORT_DEFAULTS = {
  penetrationTarget: 'apr-minus-dv' as PenetrationTarget,
  nearMissReceivedFire: true,
  suppressionDice: 2 as 1 | 2,
  suppressionEqual: 'no-effect' as SuppressionEqual,
  inAFireRep: 'figure' as InAFireRep,
  fireMissionToHit: 'each-round' as FireMissionToHit,
  munitionRep: 'munition' as MunitionRep,
  t28PilotFour: 4 as 4 | 5,
  halfPassTable: 'dice-count' as HalfPassTable,
  rangeOverlap: 'earlier-row' as RangeOverlap,
  fwfSl5: 'printed-labels' as FwfSl5Reading,
  eal56Swap: 'none' as Eal56Swap,
  requestSl1: true,
} as const;

export const supportHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'fng.building.penetration-target',
    type: 'choice',
    default: SUPPORT_DEFAULTS.penetrationTarget,
    choices: PENETRATION_TARGETS,
    confidence: 'C',
    source: 'seed L1017–L1027 (table headed APR − DV; the example rolls against 3 for APR 5 − DV 3)',
    description: 'Building Penetration rolls 2d6 against APR − DV as the table heads it, or against APR − DV + 1 as the example reads',
  },
  {
    key: 'fng.building.near-miss-received-fire',
    type: 'boolean',
    default: SUPPORT_DEFAULTS.nearMissReceivedFire,
    confidence: 'C',
    source: 'seed L1013 (Building Target, 1 passed: the Received Fire line sits after the several-areas case)',
    description: 'when one die passes against a building of several areas, the area aimed at takes the Received Fire test as well as the next area being hit',
  },
  {
    key: 'fng.bunker.suppression-dice',
    type: 'integer',
    default: SUPPORT_DEFAULTS.suppressionDice,
    min: 1,
    max: 2,
    confidence: 'C',
    source: 'seed L1035–L1044 (table corner and 2-pass row say 2d6; the example rolls 1d6)',
    description: 'dice the occupants roll on the Bunker Suppression table',
  },
  {
    key: 'fng.bunker.suppression-equal',
    type: 'choice',
    default: SUPPORT_DEFAULTS.suppressionEqual,
    choices: SUPPRESSION_EQUAL,
    confidence: 'C',
    source: 'seed L1036 (fewer successes than the DV: no effect; more: test; equal is not covered)',
    description: 'suppressing fire whose successes equal the bunker DV has no effect, or makes the occupants test',
  },
  {
    key: 'fng.building.in-a-fire-rep',
    type: 'choice',
    default: SUPPORT_DEFAULTS.inAFireRep,
    choices: IN_A_FIRE_REP,
    confidence: 'C',
    source: 'seed L1043 (each figure tests against its REP) vs L1049 (table: average REP of the occupants)',
    description: 'In a Fire is taken against each figure\'s REP, or the occupants\' average REP rounded up',
  },
  {
    key: 'fng.fire-mission.to-hit',
    type: 'choice',
    default: SUPPORT_DEFAULTS.fireMissionToHit,
    choices: FIRE_MISSION_TO_HIT,
    confidence: 'C',
    source: 'seed L1784–L1785, L1795, L1808 (three rounds per weapon; deviation rolled for each round as fired)',
    description: 'a fire mission rolls Hitting w/ Mortars or Artillery for each round, or once for the whole mission',
  },
  {
    key: 'fng.air.munition-rep',
    type: 'choice',
    default: SUPPORT_DEFAULTS.munitionRep,
    choices: MUNITION_REP,
    confidence: 'C',
    source: 'seed L1891, L1904, L1913, L1917 (bombs and rockets "count as REP n for blast attacks")',
    description: 'a bomb or rocket rolls on the Ranged Combat table at the REP its stats give, or at the pilot\'s REP',
  },
  {
    key: 'fng.air.t28-pilot-four',
    type: 'integer',
    default: SUPPORT_DEFAULTS.t28PilotFour,
    min: 4,
    max: 5,
    confidence: 'C',
    source: 'seed L1865 (IV Corps T-28 Trojan pilot: (1-3) REP 4, (5-6) REP 5; a 4 is not printed)',
    description: 'pilot REP of a IV Corps T-28 when the pilot die shows 4',
  },
  {
    key: 'fng.reinforcements.half-pass-table',
    type: 'choice',
    default: SUPPORT_DEFAULTS.halfPassTable,
    choices: HALF_PASS_TABLE,
    confidence: 'C',
    source: 'seed L2067, L2076, L2106 (one pass: half the SL/EAL in d6 "on the appropriate table")',
    description: 'after one pass the half-level dice are read on the table for that many dice, or on the side\'s own level (totals below its first row read as that row)',
  },
  {
    key: 'fng.reinforcements.range-overlap',
    type: 'choice',
    default: SUPPORT_DEFAULTS.rangeOverlap,
    choices: RANGE_OVERLAP,
    confidence: 'B',
    source: 'seed L2085 (SL 3: 12-14 / 14-16), L2099 (SL 6: 23-26 / 26-32), L2113 (EAL 3: 12-14 / 14-16)',
    description: 'a total printed in two rows belongs to the earlier row or the later one',
  },
  {
    key: 'fng.reinforcements.fwf-sl5',
    type: 'choice',
    default: SUPPORT_DEFAULTS.fwfSl5,
    choices: FWF_SL5_READINGS,
    confidence: 'C',
    source: 'seed L2088–L2090, L2093, L2095 (labels 5-8, 6-8, 9-10, 11, 12-14, 14-22, 24+ for seven results)',
    description: 'FWF SL 5 rows: printed labels (5 / 6-8 / 9-10 / 11 / 12-14 / 15-22 / 23+) or the digest\'s reading (5-8 / 9-10 / 11 / 12-14 / 15-22 / 23 / 24+)',
  },
  {
    key: 'fng.reinforcements.eal56-swap',
    type: 'choice',
    default: SUPPORT_DEFAULTS.eal56Swap,
    choices: EAL56_SWAPS,
    confidence: 'C',
    source: 'seed L2130–L2154 (EAL 5 and EAL 6 tables printed side by side)',
    description: 'swap between EAL 5 and EAL 6 the LVC full squad (with or without an RTO), the half squad with a medic (with or without an RTO), both, or none',
  },
  {
    key: 'fng.reinforcements.request-sl1',
    type: 'boolean',
    default: SUPPORT_DEFAULTS.requestSl1,
    confidence: 'C',
    source: 'seed L2168–L2174 (request table: SL 1 −3) vs L1737 (SL 1: reinforcements only by the Activation roll)',
    description: 'at Support Level 1 reinforcements may be requested on demand (at −3)',
  },
];
