import type { Counting, DiceOp, Node, QuickRoll, Selector } from './ast.js';
import { faceRange } from './parse-dice.js';

/**
 * A roll written back in one notation, the one the post shows after the arrow (`6d10 t7` →
 * `6d10>=7`): the roller's where it has the form (`kh3`, `!`, `>=5`, `f<=1`), Avrae's for what
 * only Avrae writes (sets, `p=3`, `ra`), Dice Maiden's for what only it has (`e6` once, `ds10`,
 * `b1`). The front end reads every normal form back as the same roll.
 */
export function normalForm(node: Node): string {
  switch (node.kind) {
    case 'number':
      return `${node.value}${label(node.label)}`;
    case 'dice': {
      const sides = node.sides.kind === 'faces' ? String(node.sides.n) : node.sides.nonBlanks === 1 ? 'F.1' : 'F';
      const ops = node.ops.map((o, k) => op(o, faceRange(node.sides, node.ops.slice(0, k)))).join('');
      return `${node.count}d${sides}${ops}${counting(node.counting, ops)}${node.sort ? (node.sort === 'asc' ? 'sa' : 'sd') : ''}${label(node.label)}`;
    }
    case 'd66':
      return `d66${label(node.label)}`;
    case 'set':
      return `(${node.items.map(normalForm).join(', ')}${node.items.length === 1 ? ',' : ''})${node.ops.map((o) => op(o)).join('')}${label(node.label)}`;
    case 'paren':
      return `(${normalForm(node.inner)})${node.ops.map((o) => op(o)).join('')}${label(node.label)}`;
    case 'unary':
      return `${node.op}${wrap(node.arg, 4)}`;
    case 'binary': {
      const p = precedence(node);
      // Left-associative: a right operand of the same precedence keeps its brackets (2-(3-1)).
      return `${wrap(node.left, p)}${node.op}${wrap(node.right, node.op === '^' ? p : p + 1)}`;
    }
    case 'compare':
      // Blanks keep a test apart from dice modifiers when it is read back (`1d20 != 5`, not `1d20!=5`).
      return `${wrap(node.left, 1)} ${node.cmp === '=' ? '==' : node.cmp} ${wrap(node.right, 1)}`;
    case 'call':
      return `${node.fn}(${node.args.map(normalForm).join(', ')})`;
  }
}

/** The roll with what frames it: its sets, its system, its test. Display flags change no die and are left out. */
export function normalRoll(roll: QuickRoll): string {
  const sets = roll.sets > 1 ? `${roll.sets} ` : '';
  const body = normalForm(outermost(roll.expr));
  const r = roll.reading;
  switch (r.kind) {
    case 'total':
      return `${sets}${body}`;
    case 'under':
    case 'pass-dice':
      return `${sets}${body} vs ${r.target}`;
    case 'wrath':
      // Dice Maiden's own spelling of a test without the Wrath die.
      return `${sets}wng ${r.dn !== undefined ? `dn${r.dn} ` : ''}${body}${r.wrathDice === 0 ? ' !exempt' : ''}`;
    case 'fury':
      return `${sets}dh ${body}`;
    case 'godbound':
      return `${sets}gb ${body}`;
    case 'hero-normal':
    case 'hero-killing':
      // The pool is the expression's first term, written as Dice Maiden writes it: `2hsn`, `5hsk1+1d3`.
      return `${sets}${r.dice}hs${r.kind === 'hero-normal' ? 'n' : `k${r.plus || ''}`}${body.slice(`${r.dice}d6`.length)}`;
    case 'hero-hit':
      return `${sets}${r.ocv}hsh`;
  }
}

/** A roll's expression without brackets around the whole of it (an alias's sum, `ed15`). */
export function outermost(node: Node): Node {
  return node.kind === 'paren' && node.ops.length === 0 && !node.label ? outermost(node.inner) : node;
}

function label(text: string | undefined): string {
  return text ? ` [${text}]` : '';
}

function precedence(node: Node): number {
  switch (node.kind) {
    case 'compare':
      return 1;
    case 'binary':
      return node.op === '+' || node.op === '-' ? 2 : node.op === '^' ? 4 : 3;
    case 'unary':
      return 4;
    default:
      return 5;
  }
}

function wrap(node: Node, outer: number): string {
  const text = normalForm(node);
  return precedence(node) < outer ? `(${text})` : text;
}

function selector(sel: Selector, bare: 'keep' | 'drop' | 'reroll'): string {
  if (sel.by !== 'value') return `${bare === 'drop' ? 'd' : ''}${sel.by === 'highest' ? 'h' : 'l'}${sel.n}`;
  return `${bare === 'drop' ? 'p' : ''}${sel.cmp}${sel.value}`;
}

/** One modifier; `faces`, where a die's are known, lets the default point go unwritten (`!`, `r`). */
function op(o: DiceOp, faces?: { lo: number; hi: number }): string {
  switch (o.op) {
    case 'keep':
      return o.sels.map((s) => `k${selector(s, 'keep')}`).join('');
    case 'drop':
      return o.sels.map((s) => selector(s, 'drop')).join('');
    case 'explode': {
      if (o.style === 'once') return `e${o.on.value}`;
      const mark = { again: '!', compound: '!!', penetrate: '!p', 'compound-penetrate': '!!p' }[o.style];
      const onMax = faces && o.on.value === faces.hi && (o.on.cmp === '=' || o.on.cmp === '>=');
      return onMax ? mark : `${mark}${o.on.cmp}${o.on.value}`;
    }
    case 'reroll': {
      const kind = o.style === 'until' ? (o.on.by === 'value' ? 'r' : 'rr') : o.style === 'once' ? 'ro' : 'ra';
      const onMin = faces && o.style === 'until' && o.on.by === 'value' && o.on.cmp === '=' && o.on.value === faces.lo;
      return onMin ? 'r' : `${kind}${selector(o.on, 'reroll')}`;
    }
    case 'min':
      return `mi${o.value}`;
    case 'max':
      return `ma${o.value}`;
    case 'unique':
      return `${o.once ? 'uo' : 'u'}${o.on ? `${o.on.cmp}${o.on.value}` : ''}`;
  }
}

/** Counting, after every modifier; a blank before it where the last modifier would take it as its own point (`!`, `r`, `u`). */
function counting(c: Counting | undefined, ops: string): string {
  if (!c) return '';
  const parts: string[] = [];
  if (c.success) parts.push(`${c.success.cmp}${c.success.value}`);
  if (c.double !== undefined) parts.push(`ds${c.double}`);
  if (c.failure) parts.push(`f${c.failure.cmp}${c.failure.value}`);
  if (c.botch !== undefined) parts.push(`b${c.botch}`);
  const takesPoint = /(?:!p?|[!rou])$/.test(ops);
  return `${takesPoint && c.success ? ' ' : ''}${parts.join('')}`;
}
