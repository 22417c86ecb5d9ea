import type { DiceOp, Node } from './ast.js';
import { MAX_PER_DIE } from './evaluate.js';
import { quoted } from './nearest.js';
import { normalForm } from './normal-form.js';
import { compares, faceRange } from './parse-dice.js';
import { Unreadable } from './scanner.js';

/**
 * What a roll is refused for before a die is drawn, so that no refusal ever depends on the dice (a
 * refusal takes no roll number, and one that did would let a player peek at the next roll's dice):
 * explosions and rerolls that would never stop, a keep or drop that always leaves nothing, a divisor
 * that can be 0, a result too large to show. Worked out over the range each part can take.
 */

interface Range {
  readonly lo: number;
  readonly hi: number;
}

/** Results past this size are refused (a float stops counting whole numbers exactly at 2^53). */
const LARGEST = 1e12;

export function checkBounds(node: Node): void {
  const r = range(node);
  if (!(Math.abs(r.lo) <= LARGEST && Math.abs(r.hi) <= LARGEST)) throw new Unreadable('roll/too-large', { found: quoted(normalForm(node)) });
}

function point(v: number): Range {
  return { lo: v, hi: v };
}

function span(...xs: number[]): Range {
  return { lo: Math.min(...xs), hi: Math.max(...xs) };
}

function range(node: Node): Range {
  switch (node.kind) {
    case 'number':
      return point(node.value);
    case 'dice':
      return diceRange(node);
    case 'd66':
      return { lo: 11, hi: 66 };
    case 'set': {
      const sum = node.items.map(range).reduce((a, b) => ({ lo: a.lo + b.lo, hi: a.hi + b.hi }), point(0));
      return node.ops.length ? span(sum.lo, sum.hi, 0) : sum;
    }
    case 'paren': {
      const inner = range(node.inner);
      return node.ops.length ? span(inner.lo, inner.hi, 0) : inner;
    }
    case 'unary': {
      const a = range(node.arg);
      return node.op === '-' ? { lo: -a.hi, hi: -a.lo } : a;
    }
    case 'compare':
      range(node.left);
      range(node.right);
      return { lo: 0, hi: 1 };
    case 'binary':
      return binaryRange(node);
    case 'call':
      return callRange(node);
  }
}

function binaryRange(node: Extract<Node, { kind: 'binary' }>): Range {
  const a = range(node.left);
  const b = range(node.right);
  const corners = (f: (x: number, y: number) => number) => span(f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi));
  switch (node.op) {
    case '+':
      return { lo: a.lo + b.lo, hi: a.hi + b.hi };
    case '-':
      return { lo: a.lo - b.hi, hi: a.hi - b.lo };
    case '*':
      return corners((x, y) => x * y);
    case '/':
    case '//':
    case '%': {
      if (b.lo <= 0 && b.hi >= 0) {
        const left = normalForm(node.left);
        throw new Unreadable('roll/division-by-zero', { found: quoted(normalForm(node.right)), try: quoted(`${left}${node.op}${b.hi > 0 ? Math.max(1, b.hi) : 2}`) });
      }
      if (node.op === '%') {
        const most = Math.max(Math.abs(b.lo), Math.abs(b.hi));
        return { lo: -most, hi: most };
      }
      const q = corners((x, y) => x / y);
      return node.op === '//' ? { lo: Math.floor(q.lo), hi: Math.floor(q.hi) } : q;
    }
    case '^': {
      if (a.lo <= 0 && a.hi >= 0 && b.lo < 0) throw new Unreadable('roll/division-by-zero', { found: quoted(normalForm(node)), try: quoted(normalForm(node.left)) });
      const r = corners((x, y) => x ** y);
      // A negative base to a fraction is not a number.
      if (Number.isNaN(r.lo) || Number.isNaN(r.hi) || (a.lo < 0 && !(Number.isInteger(b.lo) && b.lo === b.hi))) {
        throw new Unreadable('roll/too-large', { found: quoted(normalForm(node)) });
      }
      // Odd and even powers between the corners: a base across 0 can reach 0.
      return a.lo < 0 && a.hi > 0 ? span(r.lo, r.hi, 0) : r;
    }
  }
}

function callRange(node: Extract<Node, { kind: 'call' }>): Range {
  const args = node.args.map(range);
  const a = args[0] ?? point(0);
  switch (node.fn) {
    case 'floor':
      return { lo: Math.floor(a.lo), hi: Math.floor(a.hi) };
    case 'ceil':
      return { lo: Math.ceil(a.lo), hi: Math.ceil(a.hi) };
    case 'round':
      return { lo: Math.floor(a.lo), hi: Math.ceil(a.hi) };
    case 'abs':
      return a.lo >= 0 ? a : a.hi <= 0 ? { lo: -a.hi, hi: -a.lo } : { lo: 0, hi: Math.max(-a.lo, a.hi) };
    case 'min':
      return { lo: Math.min(...args.map((r) => r.lo)), hi: Math.min(...args.map((r) => r.hi)) };
    case 'max':
      return { lo: Math.max(...args.map((r) => r.lo)), hi: Math.max(...args.map((r) => r.hi)) };
    case 'sqrt':
      if (a.lo < 0) throw new Unreadable('roll/negative-root', { found: quoted(normalForm(node.args[0]!)), try: quoted(`sqrt(abs(${normalForm(node.args[0]!)}))`) });
      return { lo: Math.sqrt(a.lo), hi: Math.sqrt(a.hi) };
    case 'sign':
      return { lo: Math.sign(a.lo), hi: Math.sign(a.hi) };
    case 'pow':
      return binaryRange({ kind: 'binary', op: '^', left: node.args[0]!, right: node.args[1]! });
  }
}

/** Whether every face from `lo` to `hi` meets the point: an explosion or reroll on it never stops. */
function everyFace(lo: number, hi: number, on: { cmp: Parameters<typeof compares>[0]; value: number }): boolean {
  for (let f = lo; f <= hi; f++) if (!compares(on.cmp, f, on.value)) return false;
  return true;
}

function diceRange(node: Extract<Node, { kind: 'dice' }>): Range {
  const typed = normalForm(node);
  const base = `${node.count}d${node.sides.kind === 'faces' ? node.sides.n : 'F'}`;
  let count = node.count;
  let grows = false;
  let picks = false;
  node.ops.forEach((op: DiceOp, k) => {
    const faces = faceRange(node.sides, node.ops.slice(0, k));
    const raw = node.sides.kind === 'faces' ? { lo: 1, hi: node.sides.n } : faces;
    switch (op.op) {
      case 'explode':
        if (op.style !== 'once' && everyFace(op.style.includes('penetrate') ? raw.lo : faces.lo, op.style.includes('penetrate') ? raw.hi : faces.hi, op.on)) {
          throw new Unreadable('roll/runaway', { found: quoted(typed), try: faces.hi > faces.lo ? `${base}!` : base });
        }
        // Each die may draw one more (once) or up to MAX_PER_DIE more, as new dice or compounded into it.
        count += op.style === 'once' ? count : count * MAX_PER_DIE;
        grows = true;
        break;
      case 'reroll':
        if (op.style === 'until' && (op.on.by !== 'value' || everyFace(faces.lo, faces.hi, op.on))) {
          throw new Unreadable('roll/runaway', { found: quoted(typed), try: `${base}ro${op.on.by === 'value' ? `${op.on.cmp}${op.on.value}` : `${op.on.by === 'highest' ? 'h' : 'l'}${op.on.n}`}` });
        }
        if (op.style === 'add') count += 1;
        break;
      case 'unique':
        if (!op.once && node.count > faces.hi - faces.lo + 1) throw new Unreadable('roll/runaway', { found: quoted(typed), try: `${base}uo` });
        break;
      case 'keep':
      case 'drop': {
        picks = true;
        const counted = op.sels.flatMap((s) => (s.by === 'value' ? [] : [s.n]));
        if (counted.length === op.sels.length && !grows) {
          const most = counted.reduce((a, b) => a + b, 0);
          const none = op.op === 'keep' ? most === 0 : most >= count;
          if (none) throw new Unreadable('roll/keeps-nothing', { found: quoted(typed), try: `${base}${op.op === 'keep' ? 'kh1' : `dl${Math.max(1, count - 1)}`}` });
        }
        break;
      }
      default:
        break;
    }
  });
  const faces = faceRange(node.sides, node.ops);
  const c = node.counting;
  if (c && (c.success || c.failure)) return { lo: c.failure ? -count : 0, hi: c.success ? (c.double !== undefined ? 2 : 1) * count : 0 };
  const sums = span(node.count * faces.lo, count * faces.lo, node.count * faces.hi, count * faces.hi);
  return picks ? span(sums.lo, sums.hi, 0) : sums;
}
