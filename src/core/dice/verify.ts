import { engineDice } from './die-source.js';
import { commitmentOf, rollEngine } from './rng.js';
import { evaluate, type RolledPart } from './roll-spec.js';

export interface RecordedRoll {
  readonly n: number;
  readonly parts: readonly RolledPart[];
}

export type RollProblem = 'faces-differ' | 'total-differs' | 'output-differs' | 'not-replayable';

export interface RollCheck {
  readonly n: number;
  readonly ok: boolean;
  readonly problem?: RollProblem;
  /** The faces the secret produces, where they differ from the recorded ones. */
  readonly expected?: readonly number[];
}

export interface LedgerCheck {
  /** SHA-256 of the published secret equals the commitment shown when the ledger opened. */
  readonly commitmentOk: boolean;
  /** Roll numbers missing between 1 and the highest recorded roll. */
  readonly gaps: readonly number[];
  readonly rolls: readonly RollCheck[];
  readonly ok: boolean;
}

const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Replays one recorded roll from the secret, part by part, in the order the parts were drawn. */
export function checkRoll(secret: Uint8Array, ledgerId: string, roll: RecordedRoll): RollCheck {
  const dice = engineDice(rollEngine(secret, ledgerId, roll.n));
  for (const part of roll.parts) {
    let replayed;
    try {
      replayed = evaluate(part.spec, dice);
    } catch {
      return { n: roll.n, ok: false, problem: 'not-replayable' };
    }
    if (!replayed.ok) return { n: roll.n, ok: false, problem: 'not-replayable' };
    const r = replayed.value;
    if (!same(r.faces, part.faces) || !same(r.sides ?? [], part.sides ?? [])) return { n: roll.n, ok: false, problem: 'faces-differ', expected: r.faces };
    if (r.total !== part.total) return { n: roll.n, ok: false, problem: 'total-differs' };
    if (r.output !== part.output) return { n: roll.n, ok: false, problem: 'output-differs' };
  }
  return { n: roll.n, ok: true };
}

/** Recomputes every roll of a ledger from its published secret and checks the commitment and numbering. */
export function verifyLedger(input: {
  ledgerId: string;
  secret: Uint8Array;
  commitment: string;
  rolls: readonly RecordedRoll[];
}): LedgerCheck {
  const commitmentOk = commitmentOf(input.secret) === input.commitment;
  const numbers = new Set(input.rolls.map((r) => r.n));
  const highest = Math.max(0, ...numbers);
  const gaps: number[] = [];
  for (let n = 1; n <= highest; n++) if (!numbers.has(n)) gaps.push(n);
  const rolls = [...input.rolls].sort((a, b) => a.n - b.n).map((r) => checkRoll(input.secret, input.ledgerId, r));
  return { commitmentOk, gaps, rolls, ok: commitmentOk && gaps.length === 0 && rolls.every((r) => r.ok) };
}
