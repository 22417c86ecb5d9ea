import type { HexCoord } from '../../../../core/board/hex.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { rollFire, type FireResolution } from '../combat/direct-fire.js';
import { hexLos } from '../map/line-of-sight.js';
import { lnlScenario } from '../map/scenario.js';
import { nonZero, type Modifier } from '../game/modifiers.js';

/** Entering the Overrun hex costs this many MPs more. */
export const OVERRUN_EXTRA_MP = 4;

/**
 * Terrain an Overrun may occur in: Clear, other non-water open terrain ('open'), Brush, Low Crops;
 * anything else only where the module says so.
 */
export const OVERRUN_TERRAIN = ['clear', 'open', 'brush', 'low-crops'] as const;
export type OverrunTerrain = (typeof OVERRUN_TERRAIN)[number];

/**
 * The Overrun terrain of a hex as the map shows it (LnL player aid, Overrun 15.3): a hex no feature
 * names is clear; brush and low crops are themselves; other open terrain but water is open; the
 * rest is 'other'. Without a hex map the hex is clear, as it was before maps.
 */
export function overrunTerrainAt(board: Scenario | undefined, hex: HexCoord): OverrunTerrain | 'other' {
  const map = lnlScenario(board);
  const here = map ? hexLos(map.features, hex) : undefined;
  const types = here?.types ?? [];
  if (types.length === 0) return 'clear';
  if (types.includes('brush')) return 'brush';
  if (types.includes('low-crops')) return 'low-crops';
  return here?.los === 'open' && !types.includes('river') ? 'open' : 'other';
}

export interface OverrunInput {
  readonly terrain: OverrunTerrain | 'other';
  /** Module-specific terrain the module allows Overruns in. */
  readonly moduleAllows?: boolean;
  /** The vehicle's HE value (0 without a gun that fires HE). */
  readonly he: number;
  /** The FP of each of the vehicle's MGs. */
  readonly mgFirepower: readonly number[];
  /** An Armour Leader's LM. */
  readonly armourLeaderLm?: number;
  /** The Overrun hex's TM, if any. */
  readonly tm: number;
}

export interface OverrunResult extends FireResolution {
  readonly he: number;
  readonly mgFirepower: readonly number[];
  readonly extraMp: number;
}

export type OverrunError = 'lnl/overrun-terrain' | 'lnl/invalid-firepower';

/**
 * An Overrun: the vehicle rolls 1d6 + 2 + HE + its MGs' FP + an Armour Leader's LM, the defender
 * 1d6 + the hex's TM; a greater vehicle total makes every defender take a Damage Check at DC + the
 * difference. Defenders surviving in Good Order may then Close Assault (17.1).
 *
 * LnL player aid, Overrun (15.3).
 */
export function overrun(input: OverrunInput, roller: Roller): RuleResult<OverrunResult, OverrunError> {
  const allowed = input.terrain !== 'other' || input.moduleAllows === true;
  if (!allowed) return fail('lnl/overrun-terrain', { terrain: input.terrain });
  for (const fp of [input.he, ...input.mgFirepower]) {
    if (!Number.isInteger(fp) || fp < 0) return fail('lnl/invalid-firepower', { fp });
  }
  const attackModifiers: Modifier[] = [
    { reason: 'overrun', value: 2 },
    { reason: 'leadership', value: input.armourLeaderLm ?? 0 },
  ];
  const resolution = rollFire(
    {
      dice: 'd6',
      firepower: input.he + input.mgFirepower.reduce((a, b) => a + b, 0),
      attackModifiers,
      defenceModifiers: nonZero([{ reason: 'terrain', value: input.tm }]),
      label: 'overrun',
    },
    roller,
  );
  return ok({ ...resolution, he: input.he, mgFirepower: input.mgFirepower, extraMp: OVERRUN_EXTRA_MP });
}
