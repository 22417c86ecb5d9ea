import type { DieSource } from '../die-source.js';
import type { CmpPoint, DiceOp, MathFunction, Node, Selector, Sides } from './ast.js';
import { compares } from './parse-dice.js';

/**
 * Rolls a normalised expression on the seeded dice. Every face is drawn through `DieSource.face`,
 * which is random-js's `integer(1, sides)` on the roll's engine, in the order the roller drew the
 * same notation: a term's dice first, then, die by die, its explosions and rerolls. So a notation
 * /roll read before this front end draws the same dice from the same seed.
 */

/** A roll stops exploding and rerolling once it has drawn this many dice, rather than run on. */
export const MAX_DRAWS = 20_000;
/** …and one die stops after this many explosions or rerolls (Dice Maiden's cap). */
export const MAX_PER_DIE = 100;

export interface DieResult {
  value: number;
  kept: boolean;
  /** Rolled another die (or, compounding, added one in). */
  exploded?: boolean;
  /** Came from an explosion or Avrae's `ra`. */
  extra?: boolean;
  rerolled?: boolean;
  clamped?: boolean;
  success?: boolean;
  double?: boolean;
  failure?: boolean;
  botch?: boolean;
}

type DiceNode = Extract<Node, { kind: 'dice' }>;

export type Res =
  | { readonly kind: 'number'; readonly node: Extract<Node, { kind: 'number' }>; kept: boolean }
  /** `chart`: each kept die counts as Godbound's damage chart reads it. */
  | { readonly kind: 'dice'; readonly node: DiceNode; dice: DieResult[]; kept: boolean; chart?: boolean }
  | { readonly kind: 'd66'; readonly node: Extract<Node, { kind: 'd66' }>; readonly tens: number; readonly units: number; kept: boolean }
  | { readonly kind: 'set'; readonly node: Extract<Node, { kind: 'set' }>; readonly items: Res[]; kept: boolean }
  | { readonly kind: 'paren'; readonly node: Extract<Node, { kind: 'paren' }>; readonly inner: Res; kept: boolean }
  | { readonly kind: 'unary'; readonly node: Extract<Node, { kind: 'unary' }>; readonly arg: Res; kept: boolean }
  | { readonly kind: 'binary'; readonly node: Extract<Node, { kind: 'binary' }>; readonly left: Res; readonly right: Res; kept: boolean }
  | { readonly kind: 'compare'; readonly node: Extract<Node, { kind: 'compare' }>; readonly left: Res; readonly right: Res; kept: boolean }
  | { readonly kind: 'call'; readonly node: Extract<Node, { kind: 'call' }>; readonly args: Res[]; kept: boolean };

/**
 * The dice of one roll: every face drawn and the size of the die it was drawn from, in order (what
 * an outside verifier needs to recompute them), and whether the draw cap cut explosions short.
 */
export class Draws {
  readonly faces: number[] = [];
  readonly sides: number[] = [];
  capped = false;

  constructor(private readonly dice: DieSource) {}

  /**
   * One die: a numbered face, or a Fudge die's −1/0/+1, drawn as the roller draws it (a d3 less 2,
   * or a d6 whose 1 is − and 6 is +); the ledger keeps the d3's or d6's face.
   */
  draw(sides: Sides): number {
    const size = sides.kind === 'faces' ? sides.n : sides.nonBlanks === 2 ? 3 : 6;
    const face = this.dice.face(size);
    this.faces.push(face);
    this.sides.push(size);
    if (sides.kind === 'faces') return face;
    if (sides.nonBlanks === 2) return face - 2;
    return face === 1 ? -1 : face === 6 ? 1 : 0;
  }

  /** Whether an explosion or reroll may still draw. */
  more(): boolean {
    if (this.faces.length < MAX_DRAWS) return true;
    this.capped = true;
    return false;
  }
}

export function evaluate(node: Node, draws: Draws): Res {
  switch (node.kind) {
    case 'number':
      return { kind: 'number', node, kept: true };
    case 'dice':
      return { kind: 'dice', node, dice: rollTerm(node, draws), kept: true };
    case 'd66': {
      const tens = draws.draw({ kind: 'faces', n: 6 });
      const units = draws.draw({ kind: 'faces', n: 6 });
      return { kind: 'd66', node, tens, units, kept: true };
    }
    case 'set': {
      const res: Res = { kind: 'set', node, items: node.items.map((i) => evaluate(i, draws)), kept: true };
      for (const op of node.ops) keepOrDrop(op, itemsOf(res));
      return res;
    }
    case 'paren': {
      const res: Res = { kind: 'paren', node, inner: evaluate(node.inner, draws), kept: true };
      for (const op of node.ops) keepOrDrop(op, itemsOf(res));
      return res;
    }
    case 'unary':
      return { kind: 'unary', node, arg: evaluate(node.arg, draws), kept: true };
    case 'binary':
      return { kind: 'binary', node, left: evaluate(node.left, draws), right: evaluate(node.right, draws), kept: true };
    case 'compare':
      return { kind: 'compare', node, left: evaluate(node.left, draws), right: evaluate(node.right, draws), kept: true };
    case 'call':
      return { kind: 'call', node, args: node.args.map((a) => evaluate(a, draws)), kept: true };
  }
}

/** What a result counts for where it is kept: Avrae's `total`. */
export function total(res: Res): number {
  return res.kept ? value(res) : 0;
}

export function value(res: Res): number {
  switch (res.kind) {
    case 'number':
      return res.node.value;
    case 'dice':
      return res.chart ? res.dice.reduce((sum, d) => sum + (d.kept ? godboundDamage(d.value) : 0), 0) : diceValue(res.node, res.dice);
    case 'd66':
      return res.tens * 10 + res.units;
    case 'set':
      return res.items.reduce((sum, i) => sum + total(i), 0);
    case 'paren':
      return total(res.inner);
    case 'unary':
      return res.node.op === '-' ? -total(res.arg) : total(res.arg);
    case 'binary':
      return binary(res.node.op, total(res.left), total(res.right));
    case 'compare':
      return compares(res.node.cmp, total(res.left), total(res.right)) ? 1 : 0;
    case 'call':
      return call(res.node.fn, res.args.map(total));
  }
}

/** Godbound's damage chart: 1 or less does none, 2–5 one, 6–9 two, 10 or more four (Dice Maiden, godbound_logic.rb). */
export function godboundDamage(roll: number): number {
  return roll >= 10 ? 4 : roll >= 6 ? 2 : roll >= 2 ? 1 : 0;
}

/** Successes less failures where the term counts, else the sum of its kept dice. */
export function diceValue(node: DiceNode, dice: readonly DieResult[]): number {
  const counts = node.counting && (node.counting.success || node.counting.failure);
  let sum = 0;
  for (const d of dice) {
    if (!d.kept) continue;
    sum += counts ? (d.success ? (d.double ? 2 : 1) : 0) - (d.failure ? 1 : 0) : d.value;
  }
  return sum;
}

function binary(op: Extract<Node, { kind: 'binary' }>['op'], a: number, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return divide(a, b);
    case '//':
      return Math.floor(divide(a, b));
    case '%':
      // Python's modulo, as Avrae: the result takes the divisor's sign.
      return a - b * Math.floor(divide(a, b));
    case '^':
      return a ** b;
  }
}

function divide(a: number, b: number): number {
  // The bounds check refuses any divisor that can be 0 before a die is drawn.
  if (b === 0) throw new Error('a divisor came to 0 past the bounds check');
  return a / b;
}

function call(fn: MathFunction, args: number[]): number {
  const [x = 0, y = 0] = args;
  switch (fn) {
    case 'floor':
      return Math.floor(x);
    case 'ceil':
      return Math.ceil(x);
    case 'round':
      // Half away from zero, as mathjs (the roller's maths) rounds.
      return Math.sign(x) * Math.round(Math.abs(x));
    case 'abs':
      return Math.abs(x);
    case 'min':
      return Math.min(...args);
    case 'max':
      return Math.max(...args);
    case 'pow':
      return x ** y;
    case 'sqrt':
      return Math.sqrt(x);
    case 'sign':
      return Math.sign(x);
  }
}

/** A thing keep and drop can pick, and drop by clearing `kept`: a die, or an item of a set. */
interface Item {
  readonly value: number;
  kept: boolean;
}

/** A set's item as keep and drop see it: its total, and its own `kept`. */
function asItem(res: Res): Item {
  return {
    value: total(res),
    get kept() {
      return res.kept;
    },
    set kept(k: boolean) {
      res.kept = k;
    },
  };
}

/** What a keep or drop works on: a term's dice, a set's items, what brackets hold, or the result itself (Avrae's `set`). */
function itemsOf(res: Res): Item[] {
  switch (res.kind) {
    case 'dice':
      return res.dice;
    case 'set':
      return res.items.map(asItem);
    case 'paren':
      return itemsOf(res.inner);
    default:
      return [asItem(res)];
  }
}

/** The kept items a selector picks: the n highest (earliest first among equals), the n lowest, or by value. */
function select<T extends Item>(sel: Selector, kept: readonly T[]): Set<T> {
  if (sel.by === 'value') return new Set(kept.filter((i) => compares(sel.cmp, i.value, sel.value)));
  const order = [...kept].sort((a, b) => (sel.by === 'highest' ? b.value - a.value : a.value - b.value));
  return new Set(order.slice(0, Math.max(0, sel.n)));
}

function keepOrDrop(op: DiceOp, items: readonly Item[]): void {
  if (op.op !== 'keep' && op.op !== 'drop') return;
  const kept = items.filter((i) => i.kept);
  const picked = op.sels.length === 1 ? select(op.sels[0]!, kept) : new Set(op.sels.flatMap((sel) => [...select(sel, kept)]));
  for (const i of kept) if ((op.op === 'keep') !== picked.has(i)) i.kept = false;
}

function matches(point: CmpPoint, v: number): boolean {
  return compares(point.cmp, v, point.value);
}

/** A term's dice: drawn, then each modifier in the order written, then counted. */
function rollTerm(node: DiceNode, draws: Draws): DieResult[] {
  let dice: DieResult[] = [];
  for (let i = 0; i < node.count; i++) dice.push({ value: draws.draw(node.sides), kept: true });
  for (const op of node.ops) {
    switch (op.op) {
      case 'keep':
      case 'drop':
        keepOrDrop(op, dice);
        break;
      case 'explode':
        dice = explode(dice, op, node.sides, draws);
        break;
      case 'reroll':
        reroll(dice, op, node.sides, draws);
        break;
      case 'min':
      case 'max':
        for (const d of dice) {
          if (d.kept && (op.op === 'min' ? d.value < op.value : d.value > op.value)) {
            d.value = op.value;
            d.clamped = true;
          }
        }
        break;
      case 'unique':
        unique(dice, op, node.sides, draws);
        break;
    }
  }
  const c = node.counting;
  if (c) {
    for (const d of dice) {
      if (!d.kept) continue;
      if (c.success && matches(c.success, d.value)) {
        d.success = true;
        if (c.double !== undefined && d.value >= c.double) d.double = true;
      }
      if (c.failure && matches(c.failure, d.value)) d.failure = true;
      if (c.botch !== undefined && d.value <= c.botch) d.botch = true;
    }
  }
  return dice;
}

/**
 * Each kept die that matches rolls another, set after it (the roller's order); `again` goes on while
 * the new die matches, `compound` adds the new dice into the one that exploded, `penetrate` takes 1
 * off each new die (deciding on its face before the 1 comes off, as the roller does).
 */
function explode(dice: DieResult[], op: Extract<DiceOp, { op: 'explode' }>, sides: Sides, draws: Draws): DieResult[] {
  const out: DieResult[] = [];
  const penetrate = op.style === 'penetrate' || op.style === 'compound-penetrate';
  const compound = op.style === 'compound' || op.style === 'compound-penetrate';
  for (const d of dice) {
    out.push(d);
    if (!d.kept) continue;
    let face = d.value;
    let cur = d;
    for (let n = 0; matches(op.on, face) && n < (op.style === 'once' ? 1 : MAX_PER_DIE) && draws.more(); n++) {
      face = draws.draw(sides);
      const added = penetrate ? face - 1 : face;
      cur.exploded = true;
      if (compound) d.value += added;
      else {
        cur = { value: added, kept: true, extra: true };
        out.push(cur);
      }
    }
  }
  return out;
}

function reroll(dice: DieResult[], op: Extract<DiceOp, { op: 'reroll' }>, sides: Sides, draws: Draws): void {
  const kept = dice.filter((d) => d.kept);
  const picked = select(op.on, kept);
  if (op.style === 'add') {
    const first = kept.find((d) => picked.has(d));
    if (first && draws.more()) {
      first.exploded = true;
      dice.push({ value: draws.draw(sides), kept: true, extra: true });
    }
    return;
  }
  for (const d of kept) {
    if (!picked.has(d)) continue;
    const again = (): boolean => op.style === 'until' && op.on.by === 'value' && compares(op.on.cmp, d.value, op.on.value);
    let n = 0;
    do {
      if (!draws.more()) break;
      d.value = draws.draw(sides);
      d.rerolled = true;
      n++;
    } while (again() && n < MAX_PER_DIE);
  }
}

/** A die showing what an earlier die shows is rolled anew (the roller's `u`; `uo` once). */
function unique(dice: DieResult[], op: Extract<DiceOp, { op: 'unique' }>, sides: Sides, draws: Draws): void {
  dice.forEach((d, k) => {
    const duplicate = () => (!op.on || matches(op.on, d.value)) && dice.slice(0, k).some((e) => e.value === d.value);
    for (let n = 0; n < (op.once ? 1 : MAX_PER_DIE) && duplicate() && draws.more(); n++) {
      d.value = draws.draw(sides);
      d.rerolled = true;
    }
  });
}
