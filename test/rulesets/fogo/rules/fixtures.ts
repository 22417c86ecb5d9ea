import type { HouseRuleOverrides } from '../../../../src/core/house-rules.js';
import { fogoRules } from '../../../../src/rulesets/fogo/rules/game/house-rule-lookup.js';
import { addStands, createFogoState, findStand, type FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import type { StandSpec } from '../../../../src/rulesets/fogo/rules/troops/stand-validation.js';
import type { Stand, StandType } from '../../../../src/rulesets/fogo/rules/troops/stands.js';
import { unwrap } from '../../../helpers/rules.js';
export { dice, unwrap, expectCode, allFaces } from '../../../helpers/rules.js';

export const PT = 'Portugal';
export const FR = 'FRELIMO';
export const RULES = fogoRules();
export const rulesWith = (overrides: HouseRuleOverrides) => fogoRules(overrides);

export function spec(id: string, type: StandType, more: Partial<StandSpec> = {}): StandSpec {
  const command = type === 'commander' || type === 'command-team' ? { echelon: 'PC' as const, rating: 1 } : {};
  return { id, type, quality: 'regular', fieldcraft: 1, ...command, ...more };
}

/** A two-sided game, Portugal phasing unless told otherwise. */
export function game(
  portugal: readonly StandSpec[],
  frelimo: readonly StandSpec[],
  opts: { initiative?: string; lootable?: string[]; sides?: string[] } = {},
): FogoState {
  let s = unwrap(
    createFogoState({
      sides: opts.sides ?? [PT, FR],
      initiative: opts.initiative ?? PT,
      ...(opts.lootable ? { lootableFeatures: opts.lootable } : {}),
    }),
  );
  s = unwrap(addStands(s, PT, portugal));
  return unwrap(addStands(s, FR, frelimo));
}

/** Test set-up shortcut: puts a stand straight into a condition (status, markers). */
export function patch(state: FogoState, id: string, changes: Partial<Stand>): FogoState {
  const found = findStand(state, id);
  if (!found) throw new Error(`no stand ${id}`);
  return { ...state, stands: state.stands.map((s) => (s === found ? { ...s, ...changes } : s)) };
}

export function stand(state: FogoState, id: string): Stand {
  const s = findStand(state, id);
  if (!s) throw new Error(`no stand ${id}`);
  return s;
}

