import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { fireWith, lnlFireRules, type DftCircumstances, type DirectFireError, type DirectFireResult, type FireTarget } from '../combat/direct-fire.js';

/** One unit in the sniper's target hex, with what it adds to its defence roll. */
export interface SniperTargetUnit {
  readonly id: string;
  readonly target: FireTarget;
}

export interface SniperInput {
  readonly ifp: number;
  /** Every unit in the target hex, in a fixed order (the state layer's): the die picks by position. */
  readonly units: readonly SniperTargetUnit[];
  readonly circumstances?: DftCircumstances;
}

/** How the victim was picked: a die with as many faces as units, face n picking the nth unit. */
export interface SniperPick {
  readonly unit: string;
  /** The unit's position in `units`, from 0. */
  readonly index: number;
  readonly among: number;
  /** Absent when the hex held a single unit and nothing was rolled. */
  readonly die?: number;
  readonly part?: RolledPart;
}

export interface SniperResult extends DirectFireResult {
  readonly pick: SniperPick;
}

export type SniperError = DirectFireError | 'lnl/sniper-no-target';

/**
 * Picks the sniper's victim uniformly: one die with as many faces as there are units in the hex
 * (a hex can hold more than six), face n → the nth unit; a lone unit needs no roll.
 */
export function pickSniperTarget(units: readonly SniperTargetUnit[], roller: Roller): SniperPick | undefined {
  if (units.length === 0) return undefined;
  if (units.length === 1) return { unit: units[0]!.id, index: 0, among: 1 };
  const part = roller.roll({ op: 'sum', n: 1, sides: units.length }, 'sniper target');
  return { unit: units[part.total - 1]!.id, index: part.total - 1, among: units.length, die: part.total, part };
}

/**
 * A sniper attack: pick one random unit of the target hex, then 2d6 + IFP + DFT modifiers vs that
 * unit's 1d6 + TM (a sniper's TM is not doubled against a sniper; capped at +8 for a sniper target).
 * A higher attack means a Damage Check for that unit only.
 *
 * LnL player aid, Snipers (11.4).
 */
export function sniperFire(
  input: SniperInput,
  roller: Roller,
  rules: HouseRules = lnlFireRules(),
): RuleResult<SniperResult, SniperError> {
  const pick = pickSniperTarget(input.units, roller);
  if (pick === undefined) return fail('lnl/sniper-no-target');
  const victim = input.units[pick.index]!;
  const fire = fireWith(
    '2d6',
    'sniper',
    {
      firepower: input.ifp,
      ...(input.circumstances === undefined ? {} : { circumstances: input.circumstances }),
      target: victim.target,
      attackerKind: 'sniper',
    },
    roller,
    rules,
  );
  if (!fire.ok) return fire;
  return ok({ ...fire.value, pick });
}
