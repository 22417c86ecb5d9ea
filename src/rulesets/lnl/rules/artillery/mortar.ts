import { ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import {
  fireWith,
  lnlFireRules,
  type AttackerKind,
  type DftCircumstances,
  type DirectFireError,
  type DirectFireResult,
  type FireTarget,
} from '../combat/direct-fire.js';

/** Where the target hex's TM comes from: a mortar ignores a wall's or a hill's. */
export type TmSource = 'wall' | 'hill' | 'other';

export interface MortarInput {
  /** The mortar WT's IFP. */
  readonly ifp: number;
  readonly circumstances?: DftCircumstances;
  readonly target: FireTarget & { readonly tmSource?: TmSource };
  readonly attackerKind?: AttackerKind;
}

export interface MortarResult extends DirectFireResult {
  /** Degrading hexes declared but not counted (one or two: the mortar lobs over them). */
  readonly ignoredDegradingHexes: number;
  /** The TM the mortar ignored because it came from a wall or a hill. */
  readonly ignoredTm: number;
}

/**
 * A mortar weapon team's attack: the better of 2d6 + IFP + every DFT modifier except degrading
 * hexes in the LOS (one or two are ignored; a third still blocks the LOS, as on the DFT), vs 1d6 +
 * the hex's TM unless that TM comes from a wall or a hill.
 *
 * LnL player aid, Mortar WT (18.1).
 */
export function mortarFire(
  input: MortarInput,
  roller: Roller,
  rules: HouseRules = lnlFireRules(),
): RuleResult<MortarResult, DirectFireError> {
  const declared = input.circumstances?.degradingHexes ?? 0;
  const ignoredDegradingHexes = declared >= 0 && declared <= 2 ? declared : 0;
  const circumstances: DftCircumstances = { ...input.circumstances, degradingHexes: declared - ignoredDegradingHexes };
  const tmIgnored = input.target.tmSource === 'wall' || input.target.tmSource === 'hill';
  const target: FireTarget = { ...input.target, tm: tmIgnored ? 0 : input.target.tm };
  const fire = fireWith(
    'best-of-2d6',
    'mortar',
    { firepower: input.ifp, circumstances, target, ...(input.attackerKind === undefined ? {} : { attackerKind: input.attackerKind }) },
    roller,
    rules,
  );
  if (!fire.ok) return fire;
  return ok({ ...fire.value, ignoredDegradingHexes, ignoredTm: tmIgnored ? input.target.tm : 0 });
}
