import type { Cmp, CmpPoint, Counting, DiceOp, Node, Selector, Sides } from './ast.js';
import { nearest, quoted } from './nearest.js';
import { Scanner, Unreadable } from './scanner.js';

/**
 * A dice term and what follows it (the modifiers, attached or after a blank):
 *
 *   dice      = [INT] "d" ( INT | "%" | "F" [ "." ( "1" | "2" ) ] ) { [blank] modifier }
 *   modifier  = keep | drop | explode | reroll | clamp | unique | count | sort
 *   keep      = "k" [ "h" | "l" ] [INT] | "k" cmp INT            k3: the highest 3 (Dice Maiden, the roller)
 *   drop      = "d" [ "h" | "l" ] INT | "p" ( "h" | "l" ) INT | "p" [cmp] INT    p3: dice showing 3 (Avrae)
 *   explode   = ( "!" | "!!" | "!p" | "!!p" ) [cmp INT]           again and again (the roller)
 *             | "ie" [INT] | "e" cmp INT                          again and again, on INT or more (Dice Maiden, Avrae)
 *             | "e" [INT]                                         once, on INT or more (Dice Maiden)
 *   reroll    = "r" INT | "ro" [selector]                         once: r2 rerolls 1s and 2s (Dice Maiden)
 *             | "ir" INT | "rr" selector | "r" [cmp INT]          until none match
 *             | "ra" selector                                     one more die (Avrae)
 *   clamp     = ( "mi" | "min" | "ma" | "max" ) INT
 *   unique    = "u" | "uo"
 *   count     = cmp INT | "t" INT | "f" ( INT | cmp INT ) | "ds" INT | "b" [INT]
 *             | [ [ "hits" | "hit" ] "on" ] INT "+"               successes (t7, >=7, hits on 4+, 4+)
 *   sort      = "s" | "sa" | "sd"
 *   selector  = ( "h" | "l" ) INT | cmp INT | INT
 *
 * A comparison straight after dice counts the dice that meet it when one die can meet it or miss it
 * (`4d6>=5`: successes); when no die could do either, it tests the sum (`3d6<=12`: pass or fail).
 */

type DiceNode = Extract<Node, { kind: 'dice' }>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const MAX_DICE = 1000;
export const MAX_SIDES = 1000;

/** The values one die of `sides` can show after `ops` (clamps move them, penetration lowers them). */
export function faceRange(sides: Sides, ops: readonly DiceOp[]): { lo: number; hi: number } {
  let lo = sides.kind === 'faces' ? 1 : -1;
  let hi = sides.kind === 'faces' ? sides.n : 1;
  for (const op of ops) {
    if (op.op === 'min') {
      lo = Math.max(lo, op.value);
      hi = Math.max(hi, op.value);
    } else if (op.op === 'max') {
      hi = Math.min(hi, op.value);
      lo = Math.min(lo, op.value);
    } else if (op.op === 'explode' && op.style === 'penetrate') lo = Math.min(lo, lo - 1);
  }
  return { lo, hi };
}

export function compares(cmp: Cmp, a: number, b: number): boolean {
  switch (cmp) {
    case '>=':
      return a >= b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '<':
      return a < b;
    case '=':
      return a === b;
    case '!=':
      return a !== b;
  }
}

/** Whether a die showing `lo`..`hi` can both meet and miss `cmp value`. */
export function decidesOneDie(range: { lo: number; hi: number }, cmp: Cmp, value: number): boolean {
  let meets = false;
  let misses = false;
  for (let f = range.lo; f <= range.hi && !(meets && misses); f++) {
    if (compares(cmp, f, value)) meets = true;
    else misses = true;
  }
  return meets && misses;
}

/** A comparison operator here (`==` read as `=`), taken, or undefined. */
export function readCmp(s: Scanner): Cmp | '==' | undefined {
  for (const c of ['>=', '<=', '==', '!=', '>', '<', '='] as const) if (s.take(c)) return c;
  return undefined;
}

/** Every modifier as a player would write it, most used first, for the nearest form to a misspelling. */
const MODIFIER_FORMS = ['k', 'kh', 'kl', 'd', 'dh', 'dl', 'e', 'ie', 'r', 'ir', 'ro', 'rr', 'ra', 't', 'f', 'b', 'mi', 'ma', 'u', 'p', 'ph', 'pl', 'ds', 'sa', 'sd'];
/** What a misspelt modifier is replaced by when it gave no number of its own. */
const MODIFIER_EXAMPLES: Readonly<Record<string, string>> = { e: 'e', ie: 'ie', u: 'u', sa: 'sa', sd: 'sd', b: 'b1' };
/** Modifier words that need a number after them. */
const NEEDS_NUMBER = new Set(['k', 'd', 't', 'f', 'mi', 'ma', 'min', 'max', 'ir', 'rr', 'ra', 'ph', 'pl', 'ds']);

function needNumber(s: Scanner, before: string, form: string, example: string): never {
  throw new Unreadable('roll/modifier-needs-number', { found: form, after: quoted(before), try: `${quoted(before)}${example}` });
}

/**
 * Reads the dice term at `d` (its count already read), then its modifiers. `d66` with no count (or
 * a count of 1) is the tens-and-units d66.
 */
export function readDice(s: Scanner, count: number | undefined, start: number): Node {
  if (!s.take('d')) throw new Error('readDice called away from a d');
  let sides: Sides;
  let percent = false;
  if (s.take('%')) {
    sides = { kind: 'faces', n: 100 };
    percent = true;
  } else if (s.at('f') && !/\p{L}/u.test(s.peek(1))) {
    s.take('f');
    const nonBlanks = s.take('.1') ? 1 : (s.take('.2'), 2);
    sides = { kind: 'fudge', nonBlanks };
  } else {
    const n = s.int();
    if (n === undefined) {
      const written = s.text.slice(start, s.pos);
      throw new Unreadable('roll/missing-sides', { found: quoted(written), try: `${quoted(written)}6` });
    }
    if (n === 66 && !percent && (count === undefined || count === 1)) return { kind: 'd66' };
    if (n === 66) throw new Unreadable('roll/d66-count', { found: `${count}d66`, try: `${Math.min(Math.max(count ?? 2, 2), 20)} d66` });
    if (n === 0) throw new Unreadable('roll/too-few-sides', { found: quoted(s.text.slice(start, s.pos)), try: `${count ?? 1}d6` });
    if (n > MAX_SIDES) throw new Unreadable('roll/too-many-sides', {});
    sides = { kind: 'faces', n };
  }
  const n = count ?? 1;
  if (n > MAX_DICE) throw new Unreadable('roll/too-many-dice', {});
  const node: Mutable<DiceNode> = { kind: 'dice', count: n, sides, ops: [] };
  if (percent) node.percent = true;
  readModifiers(s, node, start);
  return node;
}

/** Keep and drop after a set or a bracket: `(1d4, 3)kh1`, `((10d6kh5)kl2)kh1`. */
export function readSetOps(s: Scanner, start: number): DiceOp[] {
  const ops: DiceOp[] = [];
  for (;;) {
    const op = readKeepDrop(s, start);
    if (!op) return ops;
    push(ops, op);
  }
}

/** Consecutive keeps (drops) are one keep (drop) of any die any of them picks, as Avrae reads `k1k2`. */
function push(ops: DiceOp[], op: DiceOp): void {
  const last = ops[ops.length - 1];
  if (last && (op.op === 'keep' || op.op === 'drop') && last.op === op.op) ops[ops.length - 1] = { op: op.op, sels: [...last.sels, ...op.sels] };
  else ops.push(op);
}

function readModifiers(s: Scanner, node: Mutable<DiceNode>, start: number): void {
  const ops: DiceOp[] = [];
  const counting: Mutable<Counting> = {};
  for (;;) {
    const save = s.pos;
    const spaced = s.ws();
    if (s.eof()) {
      s.pos = save;
      break;
    }
    const taken = readModifier(s, node, ops, counting, spaced, start);
    if (!taken) {
      s.pos = save;
      break;
    }
  }
  node.ops = ops;
  if (Object.keys(counting).length) node.counting = counting;
}

/** One modifier here, added to `ops` or `counting`; false (nothing taken) where none stands. */
function readModifier(s: Scanner, node: Mutable<DiceNode>, ops: DiceOp[], counting: Mutable<Counting>, spaced: boolean, start: number): boolean {
  const before = s.text.slice(start, s.pos).trimEnd();
  const c = s.peek();
  const range = () => faceRange(node.sides, ops);
  if (c === '!') {
    if (spaced) return false;
    const style = s.take('!!p') ? 'compound-penetrate' : s.take('!!') ? 'compound' : s.take('!p') ? 'penetrate' : (s.take('!'), 'again');
    const on = readPoint(s) ?? { cmp: '=', value: range().hi };
    ops.push({ op: 'explode', on, style });
    return true;
  }
  if (c === '<' || c === '>' || c === '=') {
    const at = s.pos;
    const cmp = readCmp(s);
    if (cmp === '==' || cmp === '!=' || cmp === undefined) return false;
    s.ws();
    const value = s.int();
    // `>=2d6` compares with dice: a test of the sum, not a count.
    if (value === undefined || /^d[\d%f]/i.test(s.rest())) return false;
    if (!decidesOneDie(range(), cmp, value)) {
      s.pos = at;
      return false;
    }
    setSuccess(counting, { cmp, value }, before);
    return true;
  }
  if (/\d/.test(c)) {
    if (!spaced) return false;
    const m = s.match(/(\d+)\+(?=\s|;|$)/y);
    if (!m) return false;
    setSuccess(counting, { cmp: '>=', value: Number(m[1]) }, before);
    return true;
  }
  if (!/\p{L}/u.test(c)) return false;
  // A word of letters alone (`fire`, `vs.`, `p`) is a flag, a test or a comment, unless it is a modifier.
  const letters = s.letters();
  if (spaced && !/[\d<>=]/.test(s.peek(letters.length))) {
    if (letters === 'p' || letters === 's' || !isModifierWord(letters)) return readHitsOn(s, counting, before);
    if (NEEDS_NUMBER.has(letters)) needNumber(s, before, letters, `${letters}${letters === 'k' || letters === 'd' ? '1' : '2'}`);
  }
  const at = s.pos;
  const op = readKeepDrop(s, start) ?? readOther(s, node, ops, counting, before);
  if (op === 'counted') return true;
  if (op) {
    push(ops, op);
    return true;
  }
  s.pos = at;
  const number = /^\p{L}*(\d+)/u.exec(s.rest())?.[1] ?? '';
  const near = nearest(letters, MODIFIER_FORMS, Math.max(1, Math.floor(letters.length / 2))) ?? 'k';
  const example = number ? `${near}${number}` : (MODIFIER_EXAMPLES[near] ?? `${near}1`);
  throw new Unreadable('roll/unknown-modifier', { found: quoted(s.fragment(), 20), after: quoted(before), try: `${quoted(before)}${example}` });
}

/** Words that are a modifier standing alone (`e`, `kh`), or one missing its number (`k`). */
function isModifierWord(w: string): boolean {
  return NEEDS_NUMBER.has(w) || ['kh', 'kl', 'dh', 'dl', 'e', 'ie', 'b', 'u', 'uo', 'r', 'ro', 'sa', 'sd'].includes(w);
}

/** The wargamer's `hits on 4+` (or `on 4+`); false, nothing taken, where a word is no such thing. */
function readHitsOn(s: Scanner, counting: Mutable<Counting>, before: string): boolean {
  const m = s.match(/(?:hits?\s+)?on\s+(\d+)\+?(?![\p{L}\p{N}])/iuy);
  if (!m) return false;
  setSuccess(counting, { cmp: '>=', value: Number(m[1]) }, before);
  return true;
}

/** A second target is Dice Maiden's double success (`t7 t10`: tens count twice, as Exalted reads them). */
function setSuccess(counting: Mutable<Counting>, point: CmpPoint, before: string): void {
  if (counting.success === undefined) counting.success = point;
  else if (counting.double === undefined && point.cmp === '>=') counting.double = point.value;
  else throw new Unreadable('roll/twice', { found: 'a target', try: quoted(before) });
}

/** `cmp INT` straight here (the roller's compare point), or undefined. */
function readPoint(s: Scanner): CmpPoint | undefined {
  const at = s.pos;
  const cmp = readCmp(s);
  if (cmp === undefined || cmp === '==') {
    s.pos = at;
    return undefined;
  }
  const value = s.int();
  if (value === undefined) {
    s.pos = at;
    return undefined;
  }
  return { cmp, value };
}

/** Avrae's selector: `h3`, `l1`, `<3`, `>3`, `=3`, or a bare number read as `bare` says. */
function readSelector(s: Scanner, bare: 'highest' | 'value'): Selector | undefined {
  if (s.take('h')) return { by: 'highest', n: s.int() ?? 1 };
  if (s.take('l')) return { by: 'lowest', n: s.int() ?? 1 };
  const point = readPoint(s);
  if (point) return { by: 'value', ...point };
  const n = s.int();
  if (n === undefined) return undefined;
  return bare === 'highest' ? { by: 'highest', n } : { by: 'value', cmp: '=', value: n };
}

/**
 * `k…`, `d…` and `p…`: on dice `k3` keeps the highest three and `d1` drops the lowest (Dice Maiden,
 * the roller); `p3` drops what shows 3 and `k<3` keeps what is under 3 (Avrae).
 */
function readKeepDrop(s: Scanner, start: number): DiceOp | undefined {
  const at = s.pos;
  const before = () => quoted(s.text.slice(start, at).trimEnd());
  if (s.take('k')) {
    const sel = readSelector(s, 'highest');
    if (!sel) needNumber(s, before(), 'k', 'kh1');
    return { op: 'keep', sels: [sel] };
  }
  if (s.at('ds') || s.at('d%')) return undefined;
  if (s.take('d')) {
    if (s.take('h')) return { op: 'drop', sels: [{ by: 'highest', n: s.int() ?? 1 }] };
    if (s.take('l')) return { op: 'drop', sels: [{ by: 'lowest', n: s.int() ?? 1 }] };
    const n = s.int();
    if (n === undefined || /[d%f]/i.test(s.peek())) {
      s.pos = at;
      return undefined;
    }
    return { op: 'drop', sels: [{ by: 'lowest', n }] };
  }
  if (s.at('p') && /[hl<>=\d]/.test(s.peek(1))) {
    s.take('p');
    const sel = readSelector(s, 'value');
    if (!sel) needNumber(s, before(), 'p', 'pl1');
    return { op: 'drop', sels: [sel] };
  }
  return undefined;
}

/** Explosions, rerolls, clamps, uniqueness, counting and sorting: everything but keep and drop. */
function readOther(s: Scanner, node: Mutable<DiceNode>, ops: DiceOp[], counting: Mutable<Counting>, before: string): DiceOp | 'counted' | undefined {
  const { lo, hi } = faceRange(node.sides, ops);
  if (s.take('ie')) return { op: 'explode', on: { cmp: '>=', value: s.int() ?? hi }, style: 'again' };
  if (s.take('ir')) {
    const n = s.int() ?? needNumber(s, before, 'ir', 'ir1');
    return { op: 'reroll', on: { by: 'value', cmp: '<=', value: n }, style: 'until' };
  }
  if (s.take('rr')) return { op: 'reroll', on: readSelector(s, 'value') ?? needNumber(s, before, 'rr', 'rr1'), style: 'until' };
  if (s.take('ro')) return { op: 'reroll', on: readSelector(s, 'value') ?? { by: 'value', cmp: '=', value: lo }, style: 'once' };
  if (s.take('ra')) return { op: 'reroll', on: readSelector(s, 'value') ?? needNumber(s, before, 'ra', 'ra1'), style: 'add' };
  if (s.take('r')) {
    const point = readPoint(s);
    if (point) return { op: 'reroll', on: { by: 'value', ...point }, style: 'until' };
    const n = s.int();
    if (n !== undefined) return { op: 'reroll', on: { by: 'value', cmp: '<=', value: n }, style: 'once' };
    return { op: 'reroll', on: { by: 'value', cmp: '=', value: lo }, style: 'until' };
  }
  for (const [word, op] of [['min', 'min'], ['max', 'max'], ['mi', 'min'], ['ma', 'max']] as const) {
    if (s.take(word)) return { op, value: s.int() ?? needNumber(s, before, word, `${word}2`) };
  }
  if (s.take('uo')) return { op: 'unique', once: true, ...optional(readPoint(s)) };
  if (s.take('u')) return { op: 'unique', once: false, ...optional(readPoint(s)) };
  if (s.take('e')) {
    const point = readPoint(s);
    if (point) return { op: 'explode', on: point, style: 'again' };
    return { op: 'explode', on: { cmp: '>=', value: s.int() ?? hi }, style: 'once' };
  }
  if (s.take('t')) {
    setSuccess(counting, { cmp: '>=', value: s.int() ?? needNumber(s, before, 't', 't7') }, before);
    return 'counted';
  }
  if (s.take('ds')) {
    if (counting.double !== undefined) throw new Unreadable('roll/twice', { found: 'ds', try: before });
    counting.double = s.int() ?? needNumber(s, before, 'ds', 'ds10');
    return 'counted';
  }
  if (s.take('f')) {
    if (counting.failure !== undefined) throw new Unreadable('roll/twice', { found: 'f', try: before });
    const point = readPoint(s);
    counting.failure = point ?? { cmp: '<=', value: s.int() ?? needNumber(s, before, 'f', 'f1') };
    return 'counted';
  }
  if (s.take('b')) {
    counting.botch = s.int() ?? 1;
    return 'counted';
  }
  if (s.take('sd')) node.sort = 'desc';
  else if (s.take('sa') || s.take('s')) node.sort = 'asc';
  else return undefined;
  return 'counted';
}

function optional(point: CmpPoint | undefined): { on?: CmpPoint } {
  return point ? { on: point } : {};
}
