import { hexLine } from '../../../../core/board/hex-line.js';
import { hexDistance, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { LnlFeature } from './scenario.js';
import { LNL_TERRAIN, type LnlTerrainType } from './terrain.js';
import { choiceRule, rulesFor, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';

/** What a hex does to a line of sight through it; water is open to the eye. */
export type LosClass = 'open' | 'degrading' | 'blocking';

/** Which hex counts where the LOS runs exactly along a hexside. */
export type HexsideLosChoice = 'worse-for-firer' | 'better-for-firer';
export const HEXSIDE_LOS_CHOICES = ['worse-for-firer', 'better-for-firer'] as const;

/** The line-of-sight values the player aid leaves open, as house rules. */
export const lineOfSightHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'los.alongHexside',
    type: 'choice',
    default: 'worse-for-firer',
    choices: HEXSIDE_LOS_CHOICES,
    confidence: 'C',
    source: 'LnL player aid 10.3 (silent on hexside LOS)',
    description: 'which of the two hexes counts when a LOS runs exactly along a hexside',
  },
];

/** The "maximum of two" degrading hexes a LOS may pass through (player aid, DFT modifiers, 10.3). */
export const MAX_DEGRADING_HEXES = 2;

const RANK: Readonly<Record<LosClass, number>> = { open: 0, degrading: 1, blocking: 2 };

/** What a hex holds for LOS: its most obstructive hex-layer terrain and the types it found. */
export interface HexLos {
  readonly hex: HexCoord;
  readonly los: LosClass;
  /** The hex-layer terrain types in the hex, in feature order. */
  readonly types: readonly LnlTerrainType[];
}

/**
 * The LOS class of a hex from the scenario's features: the most obstructive hex-layer type in it
 * (blocking over degrading over open). Roads, trails and streams run through a hex and walls lie on
 * hexsides: none of them degrades or blocks. A hex no feature names is clear.
 */
export function hexLos(features: readonly LnlFeature[], hex: HexCoord): HexLos {
  const types: LnlTerrainType[] = [];
  let los: LosClass = 'open';
  for (const f of features) {
    if (f.kind !== 'hexes' || LNL_TERRAIN[f.type].layer !== 'hex') continue;
    if (!f.hexes.some((h) => sameHex(h, hex))) continue;
    types.push(f.type);
    const c = losClassOf(f.type);
    if (RANK[c] > RANK[los]) los = c;
  }
  return { hex, los, types };
}

function losClassOf(type: LnlTerrainType): LosClass {
  const los = LNL_TERRAIN[type].los;
  return los === 'water' ? 'open' : los;
}

const BUILDINGS: readonly LnlTerrainType[] = ['bamboo-building', 'wooden-building', 'stone-building'];

/** A hexside the LOS runs along: the hex that counted and the one that did not. */
export interface HexsideChoice {
  readonly counted: HexLos;
  readonly other: HexLos;
}

export interface LineOfSight {
  readonly from: HexCoord;
  readonly to: HexCoord;
  readonly distance: number;
  readonly adjacent: boolean;
  /** Every hex the LOS crosses, start and end included, one per step (the counted one at a hexside). */
  readonly path: readonly HexLos[];
  /** Where the LOS ran along a hexside, and which of the two hexes counted. */
  readonly hexsides: readonly HexsideChoice[];
  /** The degrading hexes between the two ends, in order. */
  readonly degrading: readonly HexCoord[];
  /** The blocking hexes between the two ends, in order. */
  readonly blocking: readonly HexCoord[];
  /** Blocked by blocking terrain, or by a third degrading hex. */
  readonly blocked: boolean;
  readonly blockedBy?: 'blocking-terrain' | 'degrading-hexes';
  /**
   * Degrading hexes to count as modifiers (−1 DFT, +1 OFT, +1 spotting each): at most two, and none
   * when the LOS is blocked.
   */
  readonly degradingCount: number;
  /** Adjacent hexes that both hold buildings (DFT −2, OFT +2, 10.3.2). */
  readonly adjacentBuildings: boolean;
}

export interface LineOfSightOptions {
  /** House rules (`los.alongHexside`); the player aid's defaults when absent. */
  readonly rules?: HouseRules;
}

/**
 * The line of sight between two hexes of a hex board (LnL player aid, Spotting (10.1) and DFT
 * modifiers (10.3): "per Degrading Terrain hex through which the LOS passes (maximum of two — a
 * third Degrading hex blocks LOS)").
 *
 * The firer's and the target's own hexes are not counted: a unit sees out of and into its own
 * terrain, and the aid counts hexes the LOS "passes through". Any blocking hex between them blocks.
 * The full rules read LOS from the terrain artwork a line crosses; a scenario has no artwork, so the
 * whole hex takes its terrain's class, and the players may still declare otherwise. Where the LOS
 * runs exactly along a hexside, house rule `los.alongHexside` picks which hex counts: by default
 * the one worse for the firer. The result names the hexes that degraded or blocked, for the
 * explanation.
 */
export function lineOfSight(
  features: readonly LnlFeature[],
  from: HexCoord,
  to: HexCoord,
  options: LineOfSightOptions = {},
): LineOfSight {
  const rules = options.rules ?? rulesFor(lineOfSightHouseRules);
  const choice = choiceRule(rules, 'los.alongHexside', HEXSIDE_LOS_CHOICES);
  const path: HexLos[] = [];
  const hexsides: HexsideChoice[] = [];
  for (const step of hexLine(from, to)) {
    if (step.kind === 'hex') {
      path.push(hexLos(features, step.hex));
      continue;
    }
    const left = hexLos(features, step.left);
    const right = hexLos(features, step.right);
    const rightWorse = RANK[right.los] > RANK[left.los];
    const rightBetter = RANK[right.los] < RANK[left.los];
    const takeRight = choice === 'worse-for-firer' ? rightWorse : rightBetter;
    const counted = takeRight ? right : left;
    hexsides.push({ counted, other: takeRight ? left : right });
    path.push(counted);
  }
  const between = path.slice(1, -1);
  const degrading = between.filter((h) => h.los === 'degrading').map((h) => h.hex);
  const blocking = between.filter((h) => h.los === 'blocking').map((h) => h.hex);
  const blockedBy =
    blocking.length > 0 ? 'blocking-terrain' : degrading.length > MAX_DEGRADING_HEXES ? 'degrading-hexes' : undefined;
  const distance = hexDistance(from, to);
  const isBuilding = (h: HexLos | undefined) => h !== undefined && h.types.some((t) => BUILDINGS.includes(t));
  return {
    from,
    to,
    distance,
    adjacent: distance === 1,
    path,
    hexsides,
    degrading,
    blocking,
    blocked: blockedBy !== undefined,
    ...(blockedBy === undefined ? {} : { blockedBy }),
    degradingCount: blockedBy === undefined ? degrading.length : 0,
    adjacentBuildings: distance === 1 && isBuilding(path[0]) && isBuilding(path[1]),
  };
}
