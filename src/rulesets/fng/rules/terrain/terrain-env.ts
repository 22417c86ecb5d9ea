import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import type { FngScenario } from './scenario.js';

/** What the terrain's turn end plays by: the dice, the campaign's house rules, the time and the loaded table. */
export interface TerrainEnv {
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly now: string;
  readonly table?: Pick<FngScenario, 'features' | 'board'>;
}
