import type { DieSource } from './die-source.js';
import { rollNotation, type NotationError } from './notation.js';
import type { QuickDiceError } from './quick/errors.js';
import { rollQuickText } from './quick/quick-roll.js';
import type { RuleResult } from '../result.js';

/** Why a roll of notation is refused: the library's reasons (older ledgers) or the quick-dice front end's. */
export type DiceError = NotationError | QuickDiceError;

/**
 * What one part of a roll asks for. Every roll the rulesets make reduces to these primitives, and
 * each is recorded in the ledger as given so `verify` can recompute both the faces and the result.
 */
export type RollSpec =
  /** n dice of `sides`, total = their sum (1d6 read as rolled, 2d6 summed, d10). */
  | { readonly op: 'sum'; readonly n: number; readonly sides: number }
  /** n dice, total = how many show `target` or more (hits on 5–6). */
  | { readonly op: 'at-least'; readonly n: number; readonly sides: number; readonly target: number }
  /** n dice, total = how many show `target` or less (passing dice against a rating). */
  | { readonly op: 'at-most'; readonly n: number; readonly sides: number; readonly target: number }
  /** n dice, total = the sum of the best k (3, 4 or 5 d6, keep the best 3). */
  | { readonly op: 'best'; readonly n: number; readonly k: number; readonly sides: number }
  /** One d6 halved, rounding up: 1–2 → 1, 3–4 → 2, 5–6 → 3 ("1/2d6"). */
  | { readonly op: 'half-d6' }
  /**
   * Generic dice notation, rolled by @dice-roller/rpg-dice-roller on our engine: how /roll rolled
   * before issue 46, kept so that ledgers written then still verify.
   */
  | { readonly op: 'notation'; readonly notation: string }
  /** One roll of /roll's text, read by the quick-dice front end (src/core/dice/quick/) and rolled on our engine. */
  | { readonly op: 'dice'; readonly text: string };

/** One evaluated part: every face in the order drawn, and the total it comes to. */
export interface RolledPart {
  readonly spec: RollSpec;
  readonly label?: string;
  readonly faces: readonly number[];
  readonly total: number;
  /** For notation: the roller's rendering of the dice; for quick dice, the post's markdown line. */
  readonly output?: string;
  /**
   * For quick dice: the size of the die each face was drawn from, in order, so that anyone can
   * recompute the faces from the published secret with no dice library (docs/fair-dice.md).
   */
  readonly sides?: readonly number[];
}

function faces(dice: DieSource, n: number, sides: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(dice.face(sides));
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Draws and totals one part. Counts below zero roll nothing (crossfire-core §0.2: n clamped at ≥ 0). */
export function evaluate(spec: RollSpec, dice: DieSource, label?: string): RuleResult<RolledPart, DiceError> {
  switch (spec.op) {
    case 'sum': {
      const f = faces(dice, Math.max(0, spec.n), spec.sides);
      return rolledPart(spec, label, f, sum(f));
    }
    case 'at-least': {
      const f = faces(dice, Math.max(0, spec.n), spec.sides);
      return rolledPart(spec, label, f, f.filter((x) => x >= spec.target).length);
    }
    case 'at-most': {
      const f = faces(dice, Math.max(0, spec.n), spec.sides);
      return rolledPart(spec, label, f, f.filter((x) => x <= spec.target).length);
    }
    case 'best': {
      const f = faces(dice, Math.max(0, spec.n), spec.sides);
      return rolledPart(spec, label, f, sum(bestOf(f, spec.k)));
    }
    case 'half-d6': {
      const f = faces(dice, 1, 6);
      return rolledPart(spec, label, f, Math.ceil(f[0]! / 2));
    }
    case 'notation': {
      const r = rollNotation(spec.notation, dice.engine);
      if (!r.ok) return r;
      return rolledPart(spec, label, r.value.faces, r.value.total, r.value.output);
    }
    case 'dice': {
      const r = rollQuickText(spec.text, dice);
      if (!r.ok) return r;
      return rolledPart(spec, label, r.value.faces, r.value.total, r.value.output, r.value.sides);
    }
  }
}

function rolledPart(
  spec: RollSpec,
  label: string | undefined,
  faces: number[],
  total: number,
  output?: string,
  sides?: number[],
): RuleResult<RolledPart, DiceError> {
  const value: { -readonly [K in keyof RolledPart]: RolledPart[K] } = { spec, faces, total };
  if (label !== undefined) value.label = label;
  if (output !== undefined) value.output = output;
  if (sides !== undefined) value.sides = sides;
  return { ok: true, value };
}

/** The k highest faces, highest first. */
export function bestOf(faces: readonly number[], k: number): number[] {
  return [...faces].sort((a, b) => b - a).slice(0, Math.max(0, k));
}

/** Short human form of a spec: `4d6 ≥5`, `2d6 ≤4`, `5d6 best 3`, `½d6`. */
export function describeSpec(spec: RollSpec): string {
  switch (spec.op) {
    case 'sum':
      return `${spec.n}d${spec.sides}`;
    case 'at-least':
      return `${spec.n}d${spec.sides} ≥${spec.target}`;
    case 'at-most':
      return `${spec.n}d${spec.sides} ≤${spec.target}`;
    case 'best':
      return `${spec.n}d${spec.sides} best ${spec.k}`;
    case 'half-d6':
      return '½d6';
    case 'notation':
      return spec.notation;
    case 'dice':
      return spec.text;
  }
}
