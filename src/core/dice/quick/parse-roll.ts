import type { Display, Node, QuickRoll, Reading } from './ast.js';
import { checkBounds } from './bounds.js';
import { normalRoll } from './normal-form.js';
import { quoted } from './nearest.js';
import { decidesOneDie, faceRange, MAX_DICE } from './parse-dice.js';
import { ExpressionParser } from './parse-expression.js';
import { plainSymbols, Scanner, Unreadable } from './scanner.js';

/**
 * A /roll's text as rolls: up to four separated by `;` (Dice Maiden), each
 *
 *   roll     = { flag | system } [ SETS ] body { flag | system | test } [ comment ]
 *   flag     = "p" | "s" | "nr" | "ul"                  private, simple, no result, unsorted (Dice Maiden)
 *   system   = "wng" [ "dn" INT ] | "dh" | "gb"          Wrath & Glory, Dark Heresy, Godbound (Dice Maiden)
 *   SETS     = INT                                       2–20 rolls of the body: `6 4d6` (Dice Maiden)
 *   body     = "dndstats" | INT "hs" ( "n" | "k" [INT] | "h" ) [ additive ] | expression
 *   test     = ( "vs" | "versus" ) INT                   the wargamer's roll-under test
 *   comment  = "!" text | "#" text | word text           Dice Maiden's `! text`, Avrae's trailing words
 *
 * Every flag, system and test is a whole word. A comment's first word is made of letters and is
 * no modifier (`4d6 fire`; `4d6 x3` is refused as a modifier it cannot read).
 */

/** Dice Maiden's limit of rolls in one command, which also keeps the post inside one message. */
export const MAX_ROLLS = 4;
export const MAX_LENGTH = 200;
export const MAX_SETS = 20;

export interface ReadRoll {
  /** The roll as typed, comment and all: what the ledger keeps and /verify reads again. */
  readonly text: string;
  /** The roll without its comment, as the post shows it. */
  readonly body: string;
  readonly comment?: string;
  readonly private: boolean;
  readonly roll: QuickRoll;
  /** Dice written (sets counted), before explosions. */
  readonly dice: number;
  /** The roll in its normal form (normal-form.ts). */
  readonly normal: string;
}

/** Splits a command into its rolls and reads each; throws Unreadable. */
export function readCommand(input: string): ReadRoll[] {
  if (input.length > MAX_LENGTH) throw new Unreadable('roll/notation-too-long', {});
  const parts = input.split(';').filter((p) => p.trim() !== '');
  if (parts.length === 0) throw new Unreadable('roll/empty', { try: '1d20' });
  if (parts.length > MAX_ROLLS) {
    throw new Unreadable('roll/too-many-rolls', { most: MAX_ROLLS, try: quoted(parts.slice(0, MAX_ROLLS).map((p) => p.trim()).join('; '), 80) });
  }
  const rolls = parts.map(readSegment);
  const dice = rolls.reduce((n, r) => n + r.dice, 0);
  if (dice > MAX_DICE) throw new Unreadable('roll/too-many-dice', {});
  return rolls;
}

/** Where a roll's comment starts: Dice Maiden's `!` after a blank (not `!=`), or `#`. */
function commentStart(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '#') return i;
    if (text[i] === '!' && (i === 0 || /\s/.test(text[i - 1]!)) && text[i + 1] !== '=') return i;
  }
  return -1;
}

/** How many rolls' texts stay read; the least recently rolled is dropped first. */
export const READ_CACHE_SIZE = 256;
const read = new Map<string, ReadRoll | Unreadable>();

/**
 * One roll of a command, with its flags and comment. A text is read once and kept (its reading is
 * immutable): /roll reads it to check it, then rolls it from the ledger part's text, and players
 * roll the same few texts again and again.
 */
export function readSegment(segment: string): ReadRoll {
  let hit = read.get(segment);
  if (hit === undefined) {
    try {
      hit = readUncached(segment);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      hit = e;
    }
    if (read.size >= READ_CACHE_SIZE) read.delete(read.keys().next().value!);
  } else read.delete(segment);
  // Refreshed: a Map iterates in insertion order, so the first key is the least recently read.
  read.set(segment, hit);
  if (hit instanceof Unreadable) throw hit;
  return hit;
}

/** How many texts are held read (for tests of the cache's bound). */
export function readTextsKept(): number {
  return read.size;
}

function readUncached(segment: string): ReadRoll {
  const cut = commentStart(segment);
  const body = (cut < 0 ? segment : segment.slice(0, cut)).trim();
  let comment = cut < 0 ? undefined : segment.slice(cut + 1).trim() || undefined;
  // Dice Maiden's `! unsort` is its unsorted flag, not a comment; /roll shows dice as drawn anyway.
  if (comment?.toLowerCase() === 'unsort') comment = undefined;
  if (body.includes('`')) throw new Unreadable('roll/backtick', { try: quoted(body.replace(/`/g, '')) });
  const read = readBody(body, comment);
  if (read.comment !== undefined) comment = comment ? `${read.comment} ${comment}` : read.comment;
  return {
    text: segment.trim(),
    body: read.typed ?? body,
    ...(comment === undefined ? {} : { comment }),
    private: read.private,
    roll: read.roll,
    dice: countDice(read.roll),
    normal: normalRoll(read.roll),
  };
}


interface Flags {
  private: boolean;
  display: { simple?: boolean; noResult?: boolean };
  reading?: Reading;
}

function setReading(flags: Flags, reading: Reading, typed: string): void {
  if (flags.reading) throw new Unreadable('roll/twice', { found: 'a second system or test', try: quoted(typed) });
  flags.reading = reading;
}

/** A flag or system word here, taken; false where there is none. */
function readFlag(s: Scanner, flags: Flags, comment: string | undefined, typed: string): boolean {
  if (s.takeWord('p')) flags.private = true;
  else if (s.takeWord('s')) flags.display.simple = true;
  else if (s.takeWord('nr')) flags.display.noResult = true;
  else if (s.takeWord('ul')) return true;
  else if (s.takeWord('dh')) setReading(flags, { kind: 'fury' }, typed);
  else if (s.takeWord('gb')) setReading(flags, { kind: 'godbound' }, typed);
  else if (s.takeWord('wng')) {
    s.ws();
    const dn = s.match(/dn(\d+)(?![\p{L}\p{N}])/iuy);
    // Dice Maiden drops the Wrath die when the comment says soak, exempt or dmg (`wng 4d6 !soak`).
    const noWrath = comment !== undefined && /soak|exempt|dmg/i.test(comment);
    setReading(flags, { kind: 'wrath', wrathDice: noWrath ? 0 : 1, ...(dn ? { dn: Number(dn[1]) } : {}) }, typed);
  } else return false;
  return true;
}

/** `typed`: the body up to a comment of trailing words, where there is one. */
function readBody(body: string, comment: string | undefined): { roll: QuickRoll; private: boolean; comment?: string; typed?: string } {
  if (body === '') throw new Unreadable('roll/empty', { try: '1d20' });
  const text = plainSymbols(body);
  const s = new Scanner(text);
  const flags: Flags = { private: false, display: {} };
  for (s.ws(); readFlag(s, flags, comment, body); s.ws());
  let sets: number | undefined;
  const set = s.match(/(\d+)\s+(?=[\d({]|d[\d%f]|[+-]d|[a-z]+\d|(?:dndstats|age|attack|skill|save)(?![\p{L}\p{N}]))/iuy);
  if (set) {
    sets = Number(set[1]);
    if (sets < 2 || sets > MAX_SETS) {
      throw new Unreadable('roll/set-size', { found: sets, most: MAX_SETS, try: quoted(`${Math.min(Math.max(sets, 2), MAX_SETS)} ${s.rest()}`) });
    }
    for (s.ws(); readFlag(s, flags, comment, body); s.ws());
  }
  let expr: Node;
  let scanner = s;
  if (s.takeWord('dndstats')) {
    // Dice Maiden: `6 4d6 k3`, six scores of four d6 keeping the best three.
    if (sets !== undefined) throw new Unreadable('roll/twice', { found: 'a set size', try: 'dndstats' });
    sets = 6;
    expr = ExpressionParser.parse('4d6 k3');
  } else {
    const hero = s.match(/(\d+)hs([nkh])(\d*)(?![\p{L}\p{N}])/iuy);
    if (hero) {
      // Dice Maiden's Hero System 5e: `2hsn` normal damage, `5hsk1 +1d3` killing, `3hsh` to hit (11 + 3 − 3d6).
      const n = Number(hero[1]);
      const kind = hero[2]!.toLowerCase();
      const reading: Reading = kind === 'n' ? { kind: 'hero-normal', dice: n } : kind === 'k' ? { kind: 'hero-killing', dice: n, plus: Number(hero[3] || 0) } : { kind: 'hero-hit', ocv: n };
      setReading(flags, reading, body);
      scanner = new Scanner(`${kind === 'h' ? `11+${n}-3d6` : `${n}d6`}${s.rest()}`);
    }
    expr = new ExpressionParser(scanner).expression(true);
  }
  const trailing = readTrailing(scanner, flags, comment, body);
  const roll: QuickRoll = { sets: sets ?? 1, expr, reading: resolveReading(flags, trailing.vs, expr, body), display: flags.display as Display };
  checkBounds(expr);
  if (trailing.comment === undefined) return { roll, private: flags.private };
  return { roll, private: flags.private, comment: trailing.comment, typed: scanner.done().trim() };
}

/** After the expression: flags, systems, a test, then perhaps a comment; anything else is refused. */
function readTrailing(s: Scanner, flags: Flags, comment: string | undefined, typed: string): { vs?: number; comment?: string } {
  let vs: number | undefined;
  for (;;) {
    const spaced = s.ws();
    if (s.eof()) return vs === undefined ? {} : { vs };
    if (readFlag(s, flags, comment, typed)) continue;
    const test = s.match(/(?:vs\.?|versus)\s*(\d+)(?![\p{L}\p{N}])/iuy);
    if (test) {
      if (vs !== undefined) throw new Unreadable('roll/twice', { found: 'vs', try: quoted(s.done().slice(0, test.index).trim()) });
      vs = Number(test[1]);
      continue;
    }
    const before = s.done().trimEnd();
    const word = s.letters();
    if (word === 'vs' || word === 'versus') throw new Unreadable('roll/modifier-needs-number', { found: word, after: quoted(before), try: `${quoted(before)} vs 12` });
    if (spaced && /^\p{L}+(?:[\s,.:;'’!?-]|$)/u.test(s.rest())) {
      return { ...(vs === undefined ? {} : { vs }), comment: s.rest().trim() };
    }
    throw new Unreadable('roll/unexpected', { found: quoted(s.fragment(), 20), try: quoted(before || '1d20') });
  }
}

/** The test `vs` asks for, or the system's reading; a system is given the dice it plays with. */
function resolveReading(flags: Flags, vs: number | undefined, expr: Node, typed: string): Reading {
  if (vs !== undefined) {
    if (flags.reading) throw new Unreadable('roll/twice', { found: 'vs', try: quoted(typed.replace(/\s*(vs\.?|versus)\s*\d+.*$/i, '')) });
    const plainDice = expr.kind === 'dice' && expr.ops.length === 0 && !expr.counting && expr.count > 1;
    if (plainDice && decidesOneDie(faceRange(expr.sides, []), '<=', vs)) return { kind: 'pass-dice', target: vs };
    return { kind: 'under', target: vs };
  }
  const r = flags.reading ?? { kind: 'total' };
  const pool = expr.kind === 'dice' && expr.sides.kind === 'faces' && expr.sides.n === 6 && expr.ops.length === 0 && !expr.counting && expr.count >= 1;
  if (r.kind === 'wrath' && !pool) {
    throw new Unreadable('roll/system-dice', { found: 'wng', try: r.dn !== undefined ? `wng dn${r.dn} 4d6` : 'wng 4d6' });
  }
  return r;
}

/** Dice written in a roll, every set counted (a d66 is two dice, a killing roll's STUN multiplier one more). */
export function countDice(roll: QuickRoll): number {
  const inNode = (n: Node): number => {
    switch (n.kind) {
      case 'dice':
        return n.count;
      case 'd66':
        return 2;
      case 'set':
        return n.items.reduce((a, i) => a + inNode(i), 0);
      case 'paren':
        return inNode(n.inner);
      case 'unary':
        return inNode(n.arg);
      case 'binary':
      case 'compare':
        return inNode(n.left) + inNode(n.right);
      case 'call':
        return n.args.reduce((a, i) => a + inNode(i), 0);
      case 'number':
        return 0;
    }
  };
  return roll.sets * (inNode(roll.expr) + (roll.reading.kind === 'hero-killing' ? 1 : 0));
}
