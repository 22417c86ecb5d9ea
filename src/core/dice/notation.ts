import { createRequire } from 'node:module';
import type { DiceRoll } from '@dice-roller/rpg-dice-roller';
import type { Engine } from './rng.js';
import { ScriptExhausted } from './die-source.js';
import type { RuleResult } from '../result.js';

type DiceLibrary = typeof import('@dice-roller/rpg-dice-roller');
let library: DiceLibrary | undefined;

/**
 * The dice library, loaded at the first notation roll rather than at start: it brings mathjs, which
 * takes longer to load than the rest of the bot. Since issue 46 /roll reads its dice with the
 * quick-dice front end (./quick/); the library only replays the `notation` parts of ledgers written
 * before, for /verify.
 */
function dice(): DiceLibrary {
  library ??= createRequire(import.meta.url)('@dice-roller/rpg-dice-roller') as DiceLibrary;
  return library;
}

/**
 * Loads the dice library now: the bot calls it before it takes commands, so the first /verify of a
 * ledger written before issue 46 does not hold every command behind it while mathjs loads.
 */
export function loadDiceLibrary(): void {
  dice();
}

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

function parseAndCheck(notation: string): RuleResult<NotationCheck, NotationError> {
  if (notation.length > NOTATION_LIMITS.maxLength) return { ok: false, code: 'roll/notation-too-long' };
  let tokens: unknown;
  try {
    tokens = dice().Parser.parse(notation);
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

/**
 * A notation as parsed once: its limits check and, after its first successful roll, the library's
 * `DiceRoll`, which re-rolls its parsed form with `roll()` instead of parsing the string again.
 */
interface Prepared {
  readonly check: RuleResult<NotationCheck, NotationError>;
  roll?: DiceRoll;
}

/** How many notations stay parsed; the least recently rolled is dropped first. */
export const NOTATION_CACHE_SIZE = 256;

const prepared = new Map<string, Prepared>();

function prepare(notation: string): Prepared {
  const hit = prepared.get(notation);
  if (hit) {
    // Refresh its place: a Map iterates in insertion order, so the first key is the least recent.
    prepared.delete(notation);
    prepared.set(notation, hit);
    return hit;
  }
  const entry: Prepared = { check: parseAndCheck(notation) };
  prepared.set(notation, entry);
  if (prepared.size > NOTATION_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
  return entry;
}

/** How many notations are held parsed (for tests of the cache's bound). */
export function preparedNotations(): number {
  return prepared.size;
}

/** Validates notation against the limits before anything is drawn. */
export function checkNotation(notation: string): RuleResult<NotationCheck, NotationError> {
  return prepare(notation).check;
}

export interface NotationRoll {
  /** The library's own rendering, e.g. `4d6>=5: [3, 5*, 3, 4] = 1`. */
  output: string;
  total: number;
  /** Every die shown in the output, in order. */
  faces: number[];
}

class TooManyDraws extends Error {}

/** The roll's engine, refusing to draw past the limit. */
class CountedEngine implements Engine {
  private draws = 0;
  /** random-js writes the range it is drawing for here; declared so the object keeps one shape. */
  range: unknown = undefined;

  constructor(private readonly engine: Engine) {}

  next(): number {
    if (++this.draws > NOTATION_LIMITS.maxDraws) throw new TooManyDraws();
    return this.engine.next();
  }
}

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
 * The total the library would give, worked out without it where that is plain arithmetic. The library
 * joins the top-level results into a string such as `"12+2"` whenever an operator is among them and
 * evaluates it with mathjs, which costs more than the rest of the roll. Where the results are whole
 * numbers joined by `+` and `-` (`4d6kh3+2`, `2d6-1`, `3d6+1d4`), that string's value is their signed
 * sum, computed here; anything else (`*`, `/`, brackets, functions, fractions) is left to the library.
 */
function plainTotal(results: readonly unknown[]): number | undefined {
  let total = 0;
  let sign = 1;
  let wantValue = true;
  for (const r of results) {
    if (wantValue) {
      const v =
        r instanceof dice().Results.RollResults ? r.value : r instanceof dice().Results.ResultGroup ? (r.useInTotal ? r.calculationValue : 0) : r;
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return undefined;
      total += sign * v;
      wantValue = false;
    } else {
      if (r === '+') sign = 1;
      else if (r === '-') sign = -1;
      else return undefined;
      wantValue = true;
    }
  }
  return wantValue ? undefined : total || 0;
}

/**
 * Rolls generic dice notation with our engine. The library's generator is process-global, so the
 * engine is set, the roll made and the old engine restored with no await in between. The notation
 * is parsed once and kept (see `prepare`); a roll that fails is not kept, so the next one starts afresh.
 */
export function rollNotation(notation: string, engine: Engine): RuleResult<NotationRoll, NotationError> {
  const entry = prepare(notation);
  if (!entry.check.ok) return entry.check;
  const counted = new CountedEngine(engine);
  const generator = dice().NumberGenerator.generator;
  const previous: unknown = generator.engine;
  generator.engine = counted;
  try {
    // `roll()` draws the parsed dice afresh, exactly as a new DiceRoll of the same notation would.
    let roll = entry.roll;
    if (roll) roll.roll();
    else roll = entry.roll = new (dice().DiceRoll)(notation);
    const results = roll.rolls;
    const faces: number[] = [];
    collectFaces(results, faces);
    const plain = plainTotal(results);
    if (plain === undefined) return { ok: true, value: { output: roll.output, total: roll.total, faces } };
    // The library's output is `<notation>: <its top-level results joined> = <total>`.
    return { ok: true, value: { output: `${notation}: ${results.join('')} = ${plain}`, total: plain, faces } };
  } catch (e) {
    delete entry.roll;
    if (e instanceof TooManyDraws) return { ok: false, code: 'roll/too-many-draws' };
    if (e instanceof ScriptExhausted) throw e;
    // The parser accepted it; anything the roller still refuses is still bad notation.
    return { ok: false, code: 'roll/invalid-notation' };
  } finally {
    generator.engine = previous;
  }
}
