import { hexDistance, type HexCoord } from '../../../../core/board/hex.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { hexLos, lineOfSight, type LineOfSight, type LosClass } from './line-of-sight.js';
import { lnlScenario } from './scenario.js';

/** What the map (or the player) says about the line between firer and target, as fire reads it (5.0, 10.3). */
export interface FireSight {
  readonly adjacent: boolean;
  readonly distance: number;
  readonly degrading: number;
  readonly blocked: boolean;
  readonly adjacentBuildings: boolean;
}

/** What the bot can tell from the map between two hexes, and what the player declared instead. */
export interface Sight {
  readonly adjacent: boolean;
  readonly distance: number;
  readonly degrading: number;
  /** Present when a hex map is loaded: the hexes that degraded or blocked. */
  readonly los?: LineOfSight;
  /** Where the numbers came from, for the explanation. */
  readonly source: 'map' | 'declared';
}

/**
 * The line of sight between two hexes (LnL player aid 10.3): counted on the loaded hex map when
 * there is one, unless the player declares the degrading hexes (the map has no terrain artwork, so a
 * player may know better).
 */
export function sightBetween(board: Scenario | undefined, from: HexCoord, to: HexCoord, rules: HouseRules, declared?: number): Sight {
  const distance = hexDistance(from, to);
  const map = lnlScenario(board);
  if (declared !== undefined || !map) return { adjacent: distance === 1, distance, degrading: declared ?? 0, source: 'declared' };
  const los = lineOfSight(map.features, from, to, { rules });
  return { adjacent: los.adjacent, distance, degrading: los.degradingCount, los, source: 'map' };
}

/**
 * The LOS class of a hex's own terrain, from the map (Spotting 10.1: open, degrading or blocking
 * terrain); open when no hex map is loaded.
 */
export function terrainClass(board: Scenario | undefined, at: HexCoord): LosClass {
  const map = lnlScenario(board);
  return map ? hexLos(map.features, at).los : 'open';
}
