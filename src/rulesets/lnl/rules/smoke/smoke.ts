import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';

export interface SmokeInput {
  /** Only a Good Order MMC may lay smoke. */
  readonly unit: { readonly id: string; readonly mmc: boolean; readonly goodOrder: boolean };
  /** The nation's Smoke-laying Capability (module rules). */
  readonly smokeCapability: number;
}

export interface SmokeResult {
  readonly die: number;
  readonly capability: number;
  readonly success: boolean;
  /** Smoke 1 is placed on success. */
  readonly smokeLevel?: 1;
  /** On success the unit may still move, with one MF less. */
  readonly mfModifier: 0 | -1;
  /** Success or not, the unit is marked Ops Complete unless it goes on to another action. */
  readonly opsCompleteUnlessActsAgain: true;
  readonly part: RolledPart;
}

export type SmokeError = 'lnl/smoke-needs-good-order-mmc' | 'lnl/invalid-smoke-capability';

/**
 * Laying smoke: a Good Order MMC rolls 1d6 ≤ its nation's smoke-laying capability → Smoke 1 in its
 * hex, and it may still move at −1 MF. A unit that fails or succeeds and does nothing more is marked
 * Ops Complete. LnL player aid, Smoke (7.0).
 */
export function laySmoke(input: SmokeInput, roller: Roller): RuleResult<SmokeResult, SmokeError> {
  const { unit, smokeCapability } = input;
  if (!unit.mmc || !unit.goodOrder) return fail('lnl/smoke-needs-good-order-mmc', { unit: unit.id });
  if (!Number.isInteger(smokeCapability) || smokeCapability < 0) {
    return fail('lnl/invalid-smoke-capability', { capability: smokeCapability });
  }
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `smoke ${unit.id}`);
  const success = part.total <= smokeCapability;
  return ok({
    die: part.total,
    capability: smokeCapability,
    success,
    ...(success ? { smokeLevel: 1 as const } : {}),
    mfModifier: success ? -1 : 0,
    opsCompleteUnlessActsAgain: true,
    part,
  });
}
