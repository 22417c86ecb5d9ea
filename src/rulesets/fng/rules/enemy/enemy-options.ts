import { choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import type { FwfTableOptions } from '../support/reinforcements.js';
import { EAL56_SWAPS, FWF_SL5_READINGS, HALF_PASS_TABLE, RANGE_OVERLAP, type HalfPassTable } from '../support/support-house-rules.js';
import type { VcTableOptions } from './vc-reinforcements.js';

/** The reinforcement tables' readings from a campaign's house rules (`fng.reinforcements.*`). */
export function reinforcementOptions(rules: HouseRules): VcTableOptions {
  return { overlap: choiceRule(rules, 'fng.reinforcements.range-overlap', RANGE_OVERLAP), eal56Swap: choiceRule(rules, 'fng.reinforcements.eal56-swap', EAL56_SWAPS) };
}

export function fwfReinforcementOptions(rules: HouseRules): FwfTableOptions {
  return { overlap: choiceRule(rules, 'fng.reinforcements.range-overlap', RANGE_OVERLAP), sl5: choiceRule(rules, 'fng.reinforcements.fwf-sl5', FWF_SL5_READINGS) };
}

export function halfPassTable(rules: HouseRules): HalfPassTable {
  return choiceRule(rules, 'fng.reinforcements.half-pass-table', HALF_PASS_TABLE);
}
