import { fail, ok, type RuleResult } from '../../../core/result.js';
import { choiceRule, type HouseRules } from './house-rule-lookup.js';
import { EMPTY_SCRATCH, findSideName, type FogoState } from './state.js';

/** What an action does to the initiative (crossfire-core §0.2, §1.2). */
export type InitiativeEffect = 'keep' | 'pass';

/** Every Fogo Cruzado action, for the phase table. */
export type FogoAction =
  | 'fire'
  | 'reactive-fire'
  | 'recon-by-fire'
  | 'rally'
  | 'close-combat'
  | 'move'
  | 'civilian-intention'
  | 'temptation'
  | 'resist-looting'
  | 'dismount'
  | 'paradrop'
  | 'air-assault'
  | 'pass';

/**
 * Which side may take each action (crossfire-core §1.3): the phasing side acts; the other side only
 * fires reactively and tempts Looters.
 */
export const PHASE_TABLE: Readonly<Record<FogoAction, 'phasing' | 'non-phasing'>> = {
  fire: 'phasing',
  'reactive-fire': 'non-phasing',
  'recon-by-fire': 'phasing',
  rally: 'phasing',
  'close-combat': 'phasing',
  move: 'phasing',
  'civilian-intention': 'phasing',
  temptation: 'non-phasing',
  'resist-looting': 'phasing',
  dismount: 'phasing',
  paradrop: 'phasing',
  'air-assault': 'phasing',
  pass: 'phasing',
};

export type PhaseError = 'fogo/unknown-side' | 'fogo/not-phasing' | 'fogo/phasing-side';

/** Refuses a phasing-only action by a side not holding the initiative; gives the side's exact name. */
export function requirePhasing(state: FogoState, side: string): RuleResult<string, PhaseError> {
  const name = findSideName(state, side);
  if (name === undefined) return fail('fogo/unknown-side', { side });
  if (name !== state.initiative) return fail('fogo/not-phasing', { side: name, phasing: state.initiative });
  return ok(name);
}

/** Refuses a reaction by the side holding the initiative. */
export function requireNonPhasing(state: FogoState, side: string): RuleResult<string, PhaseError> {
  const name = findSideName(state, side);
  if (name === undefined) return fail('fogo/unknown-side', { side });
  if (name === state.initiative) return fail('fogo/phasing-side', { side: name });
  return ok(name);
}

/** The phase table check for `action`. */
export function requirePhase(state: FogoState, side: string, action: FogoAction): RuleResult<string, PhaseError> {
  return PHASE_TABLE[action] === 'phasing' ? requirePhasing(state, side) : requireNonPhasing(state, side);
}

/** The side after the phasing one, in table order. */
export function nextSide(state: FogoState): string {
  const i = state.sides.indexOf(state.initiative);
  return state.sides[(i + 1) % state.sides.length] ?? state.initiative;
}

/**
 * Makes the state follow an action's initiative effect. On `pass` the initiative goes to `to` (the
 * reacting side) or else the next side; the counter steps, this initiative's scratch is cleared and
 * NO FIRE marks clear as house rule `noFire.clears` says (crossfire-core §1.2, §1.4.6).
 */
export function applyInitiative(state: FogoState, effect: InitiativeEffect, rules: HouseRules, to?: string): FogoState {
  if (effect === 'keep') return state;
  const next = (to === undefined ? undefined : findSideName(state, to)) ?? nextSide(state);
  if (next === state.initiative) return state;
  const clears = choiceRule(rules, 'noFire.clears', ['ON_GAINING_INITIATIVE', 'ON_ANY_CHANGE'] as const);
  return {
    ...state,
    initiative: next,
    initiativeCount: state.initiativeCount + 1,
    thisInitiative: EMPTY_SCRATCH,
    stands: state.stands.map((s) =>
      s.noFire && (clears === 'ON_ANY_CHANGE' || s.side === next) ? { ...s, noFire: false } : s,
    ),
  };
}

export interface PassResult {
  readonly kind: 'pass';
  readonly from: string;
  readonly to: string;
  readonly initiative: 'pass';
}

/** The phasing side hands over the initiative of its own will (crossfire-core §1.2). */
export function passInitiative(
  state: FogoState,
  input: { readonly side: string },
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: PassResult }, PhaseError> {
  const side = requirePhasing(state, input.side);
  if (!side.ok) return side;
  const after = applyInitiative(state, 'pass', rules);
  return ok({ state: after, result: { kind: 'pass', from: side.value, to: after.initiative, initiative: 'pass' } });
}
