import { hexNeighbours, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { intRule, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import type { LnlScenario } from './scenario.js';
import { addHexMarker, type LnlState } from '../game/state.js';
import { LNL_TERRAIN, type LnlTerrain } from './terrain.js';

/** The player aid names Fire Spread (10.5.6.1) without its numbers: the 1d6 face it takes, as a house rule. */
export const fireSpreadHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'fire.spreadOn',
    type: 'integer',
    default: 6,
    min: 1,
    max: 6,
    confidence: 'C',
    source: 'LnL player aid, Administrative Phase 9.0 step 2 (Fire Spread 10.5.6.1 without its numbers)',
    description: 'in a scenario whose rules spread fire, the 1d6 roll at least which a Fire spreads to each adjacent flammable hex',
  },
];

/** One adjacent flammable hex a fire may spread to, its die and whether it caught. */
export interface SpreadRoll {
  readonly from: HexCoord;
  readonly to: HexCoord;
  readonly die: number;
  readonly spreads: boolean;
}

const flammableAt = (map: LnlScenario, hex: HexCoord): boolean =>
  map.features.some((f) => f.kind === 'hexes' && (LNL_TERRAIN[f.type] as LnlTerrain).note === 'flammable' && f.hexes.some((h) => sameHex(h, hex)));

/**
 * Fire Spread in the Administrative phase (LnL player aid 9.0 step 2, 10.5.6.1), where the scenario
 * gives the rule (`"fireSpread": true`): each fire burning at the start rolls 1d6 for each adjacent
 * flammable hex without a fire, in die order (north round to northwest); at least `fire.spreadOn`
 * (6) places a Fire there. A fire spread this phase does not spread again in it.
 */
export function spreadFires(state: LnlState, map: LnlScenario, roller: Roller, rules: HouseRules): { state: LnlState; rolls: SpreadRoll[] } {
  const on = intRule(rules, 'fire.spreadOn');
  const burning = state.hexMarkers.filter((m) => m.kind === 'fire').map((m) => m.at);
  let next = state;
  const rolls: SpreadRoll[] = [];
  for (const from of burning) {
    for (const to of hexNeighbours(from, state.grid)) {
      if (!flammableAt(map, to) || next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, to))) continue;
      const die = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'fire spread').total;
      const spreads = die >= on;
      if (spreads) next = addHexMarker(next, { kind: 'fire', at: to });
      rolls.push({ from, to, die, spreads });
    }
  }
  return { state: next, rolls };
}
