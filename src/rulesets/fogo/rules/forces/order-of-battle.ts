import type { RuleResult } from '../../../../core/result.js';
import { readJsonFile } from '../../../../core/json-file.js';
import { addStands, type FogoState, type StateError } from '../game/state.js';
import { checkStandRecord, checkStandReferences, type StandProblem, type StandProblemCode, type StandSpec } from '../troops/stand-validation.js';

/**
 * The troop types of the Sneaker allocation table (Fogo Cruzado, Fieldcraft: starting Sneakers;
 * crossfire-core §2.7.3), kept with the force for the fieldcraft rules.
 */
export const TROOP_TYPES = ['cacadores', 'angolan-insurgents', 'elite-portuguese', 'paigc', 'frelimo'] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

/** One side's force as a JSON document: plain data, no side (given when it is deployed). */
export interface OrderOfBattle {
  readonly name: string;
  readonly troopType: TroopType;
  readonly stands: readonly StandSpec[];
}

export type OrderOfBattleProblemCode = StandProblemCode | 'fogo/not-json' | 'fogo/bad-troop-type' | 'fogo/no-stands';

/** One problem of an order of battle, at a path like `stands[3].quality` (or a line, for bad JSON). */
export interface OrderOfBattleProblem {
  readonly path: string;
  readonly code: OrderOfBattleProblemCode;
  readonly expected?: string;
  readonly line?: number;
}

/** The checked order of battle, or every problem found in it. */
export type OrderOfBattleResult =
  | { readonly ok: true; readonly value: OrderOfBattle }
  | {
      readonly ok: false;
      readonly code: 'fogo/bad-order-of-battle';
      readonly params: { readonly problems: number };
      readonly problems: readonly OrderOfBattleProblem[];
    };

const NAME_MAX = 80;
const STANDS_MAX = 200;
const TOP_FIELDS = new Set(['name', 'troopType', 'stands']);

const invalid = (problems: readonly OrderOfBattleProblem[]): OrderOfBattleResult => ({
  ok: false,
  code: 'fogo/bad-order-of-battle',
  params: { problems: problems.length },
  problems,
});

/**
 * Checks a parsed order of battle and reports every problem at once, each with its path, so a whole
 * file can be fixed in one go.
 */
export function validateOrderOfBattle(raw: unknown): OrderOfBattleResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return invalid([{ path: '', code: 'fogo/bad-field', expected: 'an object with name, troopType and stands' }]);
  }
  const doc = raw as Record<string, unknown>;
  const problems: OrderOfBattleProblem[] = [];
  for (const k of Object.keys(doc)) {
    if (!TOP_FIELDS.has(k)) problems.push({ path: k, code: 'fogo/unknown-field', expected: 'name, troopType or stands' });
  }
  const { name, troopType, stands } = doc;
  if (name === undefined) problems.push({ path: 'name', code: 'fogo/missing-field' });
  else if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX || /[\n\r]/.test(name)) {
    problems.push({ path: 'name', code: 'fogo/bad-field', expected: `1 to ${NAME_MAX} characters on one line` });
  }
  if (troopType === undefined) problems.push({ path: 'troopType', code: 'fogo/missing-field' });
  else if (typeof troopType !== 'string' || !(TROOP_TYPES as readonly string[]).includes(troopType)) {
    problems.push({ path: 'troopType', code: 'fogo/bad-troop-type', expected: TROOP_TYPES.join(', ') });
  }
  const specs: StandSpec[] = [];
  if (stands === undefined) problems.push({ path: 'stands', code: 'fogo/missing-field' });
  else if (!Array.isArray(stands)) problems.push({ path: 'stands', code: 'fogo/bad-field', expected: 'a list of stands' });
  else if (stands.length === 0 || stands.length > STANDS_MAX) {
    problems.push({ path: 'stands', code: 'fogo/no-stands', expected: `1 to ${STANDS_MAX} stands` });
  } else {
    const checked = stands.map((s: unknown, i) => checkStandRecord(s, `stands[${i}]`));
    const standProblems: StandProblem[] = checked.flatMap((c) => c.problems);
    problems.push(...standProblems);
    for (const c of checked) if (c.spec) specs.push(c.spec);
    if (standProblems.length === 0) problems.push(...checkStandReferences(specs, (i) => `stands[${i}]`));
  }
  if (problems.length > 0) return invalid(problems);
  return { ok: true, value: { name: (name as string).trim(), troopType: troopType as TroopType, stands: specs } };
}

/** Parses and checks an order of battle from JSON text. */
export function parseOrderOfBattle(text: string): OrderOfBattleResult {
  return readJsonFile(text, validateOrderOfBattle, (at) => invalid([{ path: '', code: 'fogo/not-json', ...at }]), { elementsOf: 'stands' });
}

/**
 * Puts a checked order of battle on the table for `side` (ids must not clash with stands already
 * there). With `hidden`, every stand deploys hidden (crossfire-core §1.5.2): a side that plays with
 * Sneakers must, since a stand the enemy has seen cannot start inside one.
 */
export function deployOrderOfBattle(
  state: FogoState,
  side: string,
  oob: OrderOfBattle,
  opts: { readonly hidden?: boolean } = {},
): RuleResult<FogoState, StateError | StandProblemCode> {
  return addStands(state, side, opts.hidden ? oob.stands.map((s) => ({ ...s, hidden: true })) : oob.stands);
}
