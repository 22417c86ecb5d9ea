import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { choiceRule, type HouseRules } from './house-rule-lookup.js';
import { EMPTY_SCRATCH, findSideName, gameSide, type FogoState } from './state.js';

/** What an action does to the initiative (crossfire-core §0.2, §1.2). */
export type InitiativeEffect = 'keep' | 'pass';

/**
 * Every Fogo Cruzado order, for the phase table: the actions of crossfire-core §1.3 and those of the
 * variant (§2.4–§2.8), the sneaky actions (§2.7.5), and the fieldcraft orders that are no action at
 * all. A Sneaker's move, rally, fire and recon by fire are the actions of the same name.
 */
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
  | 'helicopter-fire'
  | 'anti-aircraft'
  | 'group-move'
  | 'pass'
  | 'sneak'
  | 'hide'
  | 'conceal-trail'
  | 'track'
  | 'reorganise'
  | 'allocate-sneakers'
  | 'reveal-sneaker'
  | 'assign-fire';

/** Who may give an order: the side holding the initiative, the side without it, or either. */
export type PhaseRule = 'phasing' | 'non-phasing' | 'any';

/**
 * Which side may give each order (crossfire-core §1.2, §1.3): the phasing side acts; the other side
 * only fires reactively and tempts Looters. Outside the initiative altogether: the starting
 * allocation of Sneakers (§2.7.3), revealing one's own Sneaker (§2.7.6: not an action) and naming
 * the stand a fire at a Sneaker hits (§2.11 (1), the end of that fire, reactive or not).
 * `runMove` asks this table once, before the move (`requirePhase`).
 */
export const PHASE_TABLE: Readonly<Record<FogoAction, PhaseRule>> = {
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
  // A helicopter's guns and fire at a hovering helicopter: a phasing fire, or a reaction (seed 000, Air Assault).
  'helicopter-fire': 'any',
  'anti-aircraft': 'any',
  'group-move': 'phasing',
  pass: 'phasing',
  sneak: 'phasing',
  hide: 'phasing',
  'conceal-trail': 'phasing',
  track: 'phasing',
  reorganise: 'phasing',
  'allocate-sneakers': 'any',
  'reveal-sneaker': 'any',
  'assign-fire': 'any',
};

/** Whether `kind` names a Fogo Cruzado order. */
export function isFogoAction(kind: string): kind is FogoAction {
  return Object.hasOwn(PHASE_TABLE, kind);
}

export type PhaseError = 'fogo/unknown-side' | 'fogo/not-phasing' | 'fogo/phasing-side' | 'fogo/fire-awaiting-target';

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

/**
 * The phase table's check of `action` by `side` (crossfire-core §1.2, §1.3), giving the side's exact
 * name: the one check of whose turn it is before any fogo order. A fire that revealed a real Sneaker
 * is not over until the firer names the stand that takes its result (§2.11 (1)): until then every
 * other order waits, and the refusal says who names which stand (the candidates are public, revealed).
 */
export function requirePhase(state: FogoState, side: string, action: FogoAction): RuleResult<string, PhaseError> {
  const pending = state.fieldcraft?.pendingFire;
  if (pending && action !== 'assign-fire') {
    return fail('fogo/fire-awaiting-target', { side: pending.firingSide, sneaker: pending.sneaker, result: pending.result, stands: pending.candidates.join(', ') });
  }
  switch (PHASE_TABLE[action]) {
    case 'phasing':
      return requirePhasing(state, side);
    case 'non-phasing':
      return requireNonPhasing(state, side);
    case 'any':
      return gameSide(state, side);
  }
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
    helicopters: state.helicopters.map((h) => {
      if (h.noFire !== true || !(clears === 'ON_ANY_CHANGE' || h.side === next)) return h;
      const { noFire: _cleared, ...rest } = h;
      return rest;
    }),
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
