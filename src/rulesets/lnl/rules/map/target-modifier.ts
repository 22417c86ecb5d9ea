import { formatHex, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import { hexLine } from '../../../../core/board/hex-line.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { hexLos } from './line-of-sight.js';
import { lnlScenario, type LnlScenario } from './scenario.js';

/** What the map says of a hex under fire (5.0, 18.1, 18.2, 10.5.6): its TM (declared where it has cover), wall or hill, flammable. */
export interface HexGround {
  readonly tm: number;
  readonly tmFromWallOrHill: boolean;
  readonly flammable: boolean;
}

/** The map, for a mission: each attacked hex's ground, or a refusal naming a hex whose TM must be declared. */
export type GroundOf = (hex: HexCoord) => RuleResult<HexGround>;

/** A crash hex's TM from the map (DCT, Destroyed: the crash's 6 FP attack): 0 where the map needs a declaration nobody can make mid-attack. */
export const tmFrom = (groundOf: GroundOf) => (hex: HexCoord): number => {
  const g = groundOf(hex);
  return g.ok ? g.value.tm : 0;
};

/** The TM the scenario gives a hex's terrain (its module's TEC), the best of its features'. */
function scenarioTm(board: LnlScenario, at: HexCoord): number | undefined {
  const tms = board.features.flatMap((f) => (f.kind === 'hexes' && f.tm !== undefined && f.hexes.some((h) => sameHex(h, at)) ? [f.tm] : []));
  return tms.length ? Math.max(...tms) : undefined;
}

/**
 * The TM of a wall the fire crosses into the target hex (the module's TEC, when the scenario gives
 * one): the hexside through which the line of sight enters it. Along a hexside either side counts.
 */
function wallTm(board: LnlScenario, from: HexCoord, at: HexCoord): number | undefined {
  if (sameHex(from, at)) return undefined;
  const steps = hexLine(from, at);
  const before = steps[steps.length - 2];
  const entries = !before ? [] : before.kind === 'hex' ? [before.hex] : [before.left, before.right];
  const tms = board.features.flatMap((f) =>
    f.kind === 'hexsides' && f.tm !== undefined && f.hexsides.some(([a, b]) => entries.some((e) => (sameHex(a, e) && sameHex(b, at)) || (sameHex(b, e) && sameHex(a, at)))) ? [f.tm] : [],
  );
  return tms.length ? Math.max(...tms) : undefined;
}

/**
 * A hex's Target Modifier (LnL player aid, Fire Combat 5.0 item 2: the defender adds the TM of the
 * target hex, "see TEC"). The player aid prints no Terrain Effects Chart (TMs are the module's):
 * the player's declaration first, then the scenario's TM for the terrain there, or for a wall the
 * fire crosses into it when that is better (TMs do not add up); a hex of open terrain (clear,
 * paddy, marsh, river) with none is TM 0, and any other cover must be declared, so the bot never
 * guesses a TM. `fromWall` says the TM is the wall's, which mortars and artillery ignore (18.1, 18.2).
 */
export function targetModifier(
  board: Scenario | undefined,
  at: HexCoord | undefined,
  declared: number | undefined,
  from?: HexCoord,
): RuleResult<{ tm: number; declared: boolean; types: readonly string[]; fromWall?: boolean }, 'lnl/tm-needed'> {
  if (declared !== undefined) return ok({ tm: declared, declared: true, types: [] });
  const map = lnlScenario(board);
  if (!map || !at) return ok({ tm: 0, declared: false, types: [] });
  const here = hexLos(map.features, at);
  const given = scenarioTm(map, at);
  const wall = from ? wallTm(map, from, at) : undefined;
  if (wall !== undefined && (given === undefined || wall > given)) return ok({ tm: wall, declared: false, types: here.types, fromWall: true });
  if (given !== undefined) return ok({ tm: given, declared: false, types: here.types });
  if (here.los !== 'open') return fail('lnl/tm-needed', { hex: formatHex(at), terrain: here.types.join(', ') });
  return ok({ tm: 0, declared: false, types: here.types });
}

/**
 * Whether a hex's terrain has a positive TM for the rally −2 (3.0): declared; else the scenario's
 * TM; else any terrain but open ground on the map.
 */
export function positiveTmAt(board: Scenario | undefined, at: HexCoord | undefined, declared: boolean | undefined): boolean {
  if (declared !== undefined) return declared;
  const map = lnlScenario(board);
  if (!map || !at) return false;
  const given = scenarioTm(map, at);
  if (given !== undefined) return given > 0;
  return hexLos(map.features, at).types.some((t) => !['clear', 'road', 'trail', 'stream', 'wall', 'rice-paddy', 'marsh', 'river'].includes(t));
}

/**
 * The ground of any hex (LnL player aid, Fire Combat 5.0; Mortar WT, Artillery and Aircraft 18.1,
 * 18.2: "TM not from Walls or Hills"; Fire 10.5.6: flammable hexes): a declared TM, else what the
 * map shows (see `targetModifier`); `from`, the firer's hex, lets a wall the fire crosses count.
 * Artillery gives no `from`: it ignores walls.
 */
export function groundFrom(board: Scenario | undefined, declared: ReadonlyMap<string, number>, from?: HexCoord): GroundOf {
  const map = lnlScenario(board);
  return (hex) => {
    const tm = targetModifier(board, hex, declared.get(formatHex(hex)), from);
    if (!tm.ok) return tm;
    const types = map ? hexLos(map.features, hex).types : [];
    return ok({ tm: tm.value.tm, tmFromWallOrHill: tm.value.fromWall === true || types.includes('hill'), flammable: types.some((t) => t === 'bamboo-building' || t === 'wooden-building') });
  };
}
