import { withLines } from '../../../../core/json-lines.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { StandProblemCode } from '../troops/stand-validation.js';
import { BUILT_IN_FORCES } from './built-in-forces.js';
import { deployOrderOfBattle, parseOrderOfBattle, type OrderOfBattle, type OrderOfBattleProblem } from './order-of-battle.js';
import type { FogoState, StateError } from '../game/state.js';

export type BuiltInForce = keyof typeof BUILT_IN_FORCES;
export const BUILT_IN_FORCE_IDS = Object.keys(BUILT_IN_FORCES) as BuiltInForce[];

/** Where a force comes from: exactly one of a built-in force and the text of a player's JSON file. */
export interface ForceSource {
  readonly builtin?: BuiltInForce | undefined;
  readonly file?: string | undefined;
}

/** A file's order of battle refused, with every problem in it at its line. */
export interface RejectedOrderOfBattle {
  readonly ok: false;
  readonly code: 'fogo/bad-order-of-battle';
  readonly params: { readonly problems: number };
  readonly problems: readonly OrderOfBattleProblem[];
}

export type ForceDeploymentError = 'fogo/force-source' | StateError | StandProblemCode;

/**
 * A whole order of battle deployed for `side` (Fogo Cruzado, Orders of Battle; crossfire-core
 * §2.1–§2.3): a built-in force, or the player's own file, checked with each problem at its line;
 * `hidden` deploys every stand hidden, as a side that will allocate starting Sneakers must (§2.7.2).
 */
export function deployForce(
  state: FogoState,
  side: string,
  source: ForceSource,
  opts: { readonly hidden?: boolean } = {},
): RuleResult<{ state: FogoState; force: OrderOfBattle }, ForceDeploymentError> | RejectedOrderOfBattle {
  if ((source.builtin === undefined) === (source.file === undefined)) return fail('fogo/force-source');
  let force: OrderOfBattle;
  if (source.builtin !== undefined) force = BUILT_IN_FORCES[source.builtin];
  else {
    const text = source.file!;
    const parsed = parseOrderOfBattle(text);
    if (!parsed.ok) return { ...parsed, problems: withLines(parsed.problems, text, 'stands') };
    force = parsed.value;
  }
  const deployed = deployOrderOfBattle(state, side, force, opts);
  return deployed.ok ? ok({ state: deployed.value, force }) : deployed;
}
