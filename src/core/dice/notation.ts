import { DiceRoll, NumberGenerator, Parser } from '@dice-roller/rpg-dice-roller';
import type { Engine } from './rng.js';
import { ScriptExhausted } from './die-source.js';
import type { RuleResult } from '../result.js';

/** Limits on a generic notation roll, so one message cannot tie up the bot. */
export const NOTATION_LIMITS = {
  maxLength: 200,
  maxDice: 1000,
  maxSides: 1000,
  /** Exploding and re-rolling dice draw more than they show; past this many draws the roll is refused. */
  maxDraws: 20_000,
} as const;

export type NotationError =
  | 'roll/notation-too-long'
  | 'roll/invalid-notation'
  | 'roll/too-many-dice'
  | 'roll/too-many-sides'
  | 'roll/too-many-draws';

export interface NotationCheck {
  dice: number;
}

interface ParsedDice {
  qty: number;
  sides: number | string;
}

function isDice(x: unknown): x is ParsedDice {
  return typeof x === 'object' && x !== null && 'qty' in x && 'sides' in x;
}

function sidesOf(sides: number | string): number {
  if (typeof sides === 'number') return sides;
  if (sides === '%') return 100;
  return 6; // Fudge dice are drawn as a d3 or d6
}

function countDice(tokens: unknown, found: { dice: number; sides: number }): void {
  if (Array.isArray(tokens)) {
    for (const t of tokens) countDice(t, found);
    return;
  }
  if (isDice(tokens)) {
    found.dice += tokens.qty;
    found.sides = Math.max(found.sides, sidesOf(tokens.sides));
    return;
  }
  if (typeof tokens === 'object' && tokens !== null && 'expressions' in tokens) {
    countDice((tokens as { expressions: unknown }).expressions, found);
  }
}

/** Validates notation against the limits before anything is drawn. */
export function checkNotation(notation: string): RuleResult<NotationCheck, NotationError> {
  if (notation.length > NOTATION_LIMITS.maxLength) return { ok: false, code: 'roll/notation-too-long' };
  let tokens: unknown;
  try {
    tokens = Parser.parse(notation);
  } catch (e) {
    // The parser refuses a single term of 1,000 dice or more itself; name that as the limit it is.
    if (e instanceof RangeError && /qty/.test(e.message)) return { ok: false, code: 'roll/too-many-dice' };
    return { ok: false, code: 'roll/invalid-notation' };
  }
  const found = { dice: 0, sides: 0 };
  countDice(tokens, found);
  if (found.dice === 0) return { ok: false, code: 'roll/invalid-notation' };
  if (found.dice > NOTATION_LIMITS.maxDice) return { ok: false, code: 'roll/too-many-dice' };
  if (found.sides > NOTATION_LIMITS.maxSides) return { ok: false, code: 'roll/too-many-sides' };
  return { ok: true, value: { dice: found.dice } };
}

export interface NotationRoll {
  /** The library's own rendering, e.g. `4d6>=5: [3, 5*, 3, 4] = 1`. */
  output: string;
  total: number;
  /** Every die shown in the output, in order. */
  faces: number[];
}

class TooManyDraws extends Error {}

function collectFaces(node: unknown, faces: number[]): void {
  if (Array.isArray(node)) {
    for (const n of node) collectFaces(n, faces);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if ('rolls' in node) collectFaces((node as { rolls: unknown }).rolls, faces);
  else if ('results' in node) collectFaces((node as { results: unknown }).results, faces);
  else if ('value' in node && typeof (node as { value: unknown }).value === 'number') {
    faces.push((node as { value: number }).value);
  }
}

/**
 * Rolls generic dice notation with our engine. The library's generator is process-global, so the
 * engine is set, the roll made and the old engine restored with no await in between.
 */
export function rollNotation(notation: string, engine: Engine): RuleResult<NotationRoll, NotationError> {
  const checked = checkNotation(notation);
  if (!checked.ok) return checked;
  let draws = 0;
  const counted: Engine = {
    next() {
      if (++draws > NOTATION_LIMITS.maxDraws) throw new TooManyDraws();
      return engine.next();
    },
  };
  const generator = NumberGenerator.generator;
  const previous: unknown = generator.engine;
  generator.engine = counted;
  try {
    const roll = new DiceRoll(notation);
    const faces: number[] = [];
    collectFaces(roll.rolls, faces);
    const total = roll.total;
    return { ok: true, value: { output: roll.output, total, faces } };
  } catch (e) {
    if (e instanceof TooManyDraws) return { ok: false, code: 'roll/too-many-draws' };
    if (e instanceof ScriptExhausted) throw e;
    // The parser accepted it; anything the roller still refuses is still bad notation.
    return { ok: false, code: 'roll/invalid-notation' };
  } finally {
    generator.engine = previous;
  }
}
