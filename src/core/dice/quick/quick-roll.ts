import type { DieSource } from '../die-source.js';
import { fail, ok, type RuleResult } from '../../result.js';
import type { QuickDiceError } from './errors.js';
import { Draws } from './evaluate.js';
import { readCommand, readSegment, type ReadRoll } from './parse-roll.js';
import { rollSet, type SetOutcome } from './readings.js';
import { outermostRes, renderRes, shown } from './render-result.js';
import { Unreadable } from './scanner.js';

/**
 * The quick-dice front end: /roll's text read as the notations players already type (the roller's,
 * Avrae's d20, Dice Maiden's, the wargamer's), each roll normalised and drawn on the seeded dice.
 * A roll's ledger part keeps its text; /verify reads and rolls it again to the same faces and post.
 */

export interface QuickCommand {
  readonly rolls: readonly ReadRoll[];
  /** Some roll asked to be private (Dice Maiden's `p`). */
  readonly private: boolean;
}

/** Reads a /roll's text, or says what it cannot read and the nearest form it can. */
export function readQuickDice(input: string): RuleResult<QuickCommand, QuickDiceError> {
  try {
    const rolls = readCommand(input);
    return ok({ rolls, private: rolls.some((r) => r.private) });
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    const near = e.params.try;
    return fail(e.code, typeof near === 'string' ? { ...e.params, try: readableNear(near) } : e.params);
  }
}

function reads(text: string): boolean {
  try {
    readCommand(text);
    return true;
  } catch (e) {
    if (e instanceof Unreadable) return false;
    throw e;
  }
}

/**
 * A refusal's nearest form mends the first thing that could not be read; where the rest of the text
 * has more, the nearest form that reads is the mended text with its brackets closed, or else its
 * longest beginning that reads (`1d6(ph1` → `1d6`), or else `1d20`.
 */
function readableNear(text: string): string {
  if (reads(text)) return text;
  let closers = '';
  for (const c of text) {
    if (c === '(') closers = `)${closers}`;
    else if (c === '{') closers = `}${closers}`;
    else if ((c === ')' || c === '}') && closers[0] === c) closers = closers.slice(1);
  }
  if (closers && reads(text + closers)) return text + closers;
  for (let cut = text.length - 1; cut > 0; cut--) {
    const prefix = text.slice(0, cut).trim();
    if (/[\d\p{L})\]}%!+]$/u.test(prefix) && reads(prefix)) return prefix;
  }
  return '1d20';
}

export interface QuickResult {
  readonly faces: number[];
  /** The size of the die each face was drawn from. */
  readonly sides: number[];
  readonly total: number;
  readonly output: string;
}

/** A post's line for one roll stays under this; past it the dice are left to the ledger. */
export const MAX_OUTPUT = 600;

/** Rolls one roll's text (as kept in the ledger) on `dice`. */
export function rollQuickText(text: string, dice: DieSource): RuleResult<QuickResult, QuickDiceError> {
  let read: ReadRoll;
  try {
    read = readSegment(text);
  } catch (e) {
    if (e instanceof Unreadable) return fail(e.code, e.params);
    throw e;
  }
  const draws = new Draws(dice);
  const sets: SetOutcome[] = [];
  for (let i = 0; i < read.roll.sets; i++) sets.push(rollSet(read.roll, draws));
  const total = Number(sets.reduce((a, s) => a + s.total, 0).toFixed(2));
  return ok({ faces: draws.faces, sides: draws.sides, total: total === 0 ? 0 : total, output: render(read, sets, draws.capped) });
}

/** A read roll's head (typed → normal), kept with the reading itself. */
const heads = new WeakMap<ReadRoll, string>();

/** Equal but for blanks, case and an unwritten count of 1 (`d6` is `1d6`). */
function sameForm(a: string, b: string): boolean {
  const loose = (s: string) => s.toLowerCase().replace(/\s+/g, '').replace(/(^|[^\p{L}\p{N}])d(?=[\d%f])/gu, '$11d');
  return loose(a) === loose(b);
}

/**
 * The roll's line: what was typed, the normal form when it reads differently (`6d10 t7` →
 * `6d10>=7`), then each set's dice and result. Markdown: notation in code spans, results in bold.
 */
function render(read: ReadRoll, sets: readonly SetOutcome[], capped: boolean): string {
  let head = heads.get(read);
  if (head === undefined) {
    head = `\`${read.body}\`${sameForm(read.body, read.normal) ? '' : ` → \`${read.normal}\``}`;
    heads.set(read, head);
  }
  const { simple, noResult } = read.roll.display;
  const line = (full: boolean) => {
    const one = (s: SetOutcome) => {
      const dice = full && !simple ? `\`${renderRes(outermostRes(s.res))}\`${s.more ? ` \`${s.more}\`` : ''} ` : '';
      return `${dice}${noResult ? '' : s.result}`.trim();
    };
    const notes = sets.flatMap((s, k) => s.notes.map((n) => (sets.length > 1 ? `#${k + 1} ${n}` : n)));
    if (capped) notes.push('explosions and rerolls stopped at 20,000 dice');
    const body = sets.length === 1 ? one(sets[0]!) : `${sets.map((s, k) => `#${k + 1} ${one(s)}`).join('; ')}${noResult ? '' : ` — total **${shown(sets.reduce((a, s) => a + s.total, 0))}**`}`;
    return `${head}: ${body}${notes.length ? `; ${notes.join('; ')}` : ''}`;
  };
  const full = line(true);
  return full.length <= MAX_OUTPUT ? full : line(false);
}
