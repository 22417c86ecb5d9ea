import type { DieResult, Res } from './evaluate.js';

/**
 * A rolled expression as the post shows it, inside a code span: each term's dice in brackets with
 * the roller's marks (`!` exploded, `r` rerolled, `^` clamped, `d` dropped, `*` success, `**` a
 * double success, `_` failure), a set's items with `d` on those dropped.
 */

/** Past this many dice a term shows how many of each face came up (every face stays in the ledger). */
export const MAX_LISTED_DICE = 40;

/** A number as a post shows it: up to two decimals, no `-0`. */
export function shown(n: number): string {
  if (Number.isInteger(n)) return n === 0 ? '0' : String(n);
  const r = Number(n.toFixed(2));
  return String(r === 0 ? 0 : r);
}

function die(d: DieResult): string {
  let s = shown(d.value);
  if (d.exploded) s += '!';
  if (d.rerolled) s += 'r';
  if (d.clamped) s += '^';
  if (!d.kept) s += 'd';
  if (d.success) s += d.double ? '**' : '*';
  if (d.failure) s += '_';
  return s;
}

function diceList(res: Extract<Res, { kind: 'dice' }>): string {
  const dice = res.node.sort ? [...res.dice].sort((a, b) => (res.node.sort === 'asc' ? a.value - b.value : b.value - a.value)) : res.dice;
  if (dice.length <= MAX_LISTED_DICE) return `[${dice.map(die).join(', ')}]`;
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d.value, (counts.get(d.value) ?? 0) + 1);
  if (counts.size > 12) return `[${dice.length} dice]`;
  const byFace = [...counts.entries()].sort(([a], [b]) => a - b).map(([f, n]) => `${shown(f)}×${n}`);
  return `[${dice.length} dice: ${byFace.join(' ')}]`;
}

function label(text: string | undefined): string {
  return text ? ` [${text}]` : '';
}

function precedence(res: Res): number {
  if (res.kind === 'compare') return 1;
  if (res.kind === 'binary') return res.node.op === '+' || res.node.op === '-' ? 2 : res.node.op === '^' ? 4 : 3;
  if (res.kind === 'unary') return 4;
  return 5;
}

function wrap(res: Res, outer: number): string {
  const text = renderRes(res);
  return precedence(res) < outer ? `(${text})` : text;
}

export function renderRes(res: Res): string {
  const dropped = res.kept ? '' : 'd';
  switch (res.kind) {
    case 'number':
      return `${shown(res.node.value)}${dropped}${label(res.node.label)}`;
    case 'dice':
      return `${diceList(res)}${dropped}${label(res.node.label)}`;
    case 'd66':
      return `[${res.tens}|${res.units}]${dropped}${label(res.node.label)}`;
    case 'set':
      return `(${res.items.map(renderRes).join(', ')})${dropped}${label(res.node.label)}`;
    case 'paren':
      return `(${renderRes(res.inner)})${dropped}${label(res.node.label)}`;
    case 'unary':
      return `${res.node.op}${wrap(res.arg, 4)}${dropped}`;
    case 'binary': {
      const p = precedence(res);
      return `${wrap(res.left, p)}${res.node.op}${wrap(res.right, res.node.op === '^' ? p : p + 1)}${dropped}`;
    }
    case 'compare':
      return `${wrap(res.left, 2)} ${res.node.cmp === '=' ? '==' : res.node.cmp} ${wrap(res.right, 2)}${dropped}`;
    case 'call':
      return `${res.node.fn}(${res.args.map(renderRes).join(', ')})${dropped}`;
  }
}

/** A roll's result without brackets around the whole of it. */
export function outermostRes(res: Res): Res {
  return res.kind === 'paren' && res.node.ops.length === 0 && !res.node.label ? outermostRes(res.inner) : res;
}

/** Every dice term of a result, in order. */
export function diceTerms(res: Res): Extract<Res, { kind: 'dice' }>[] {
  switch (res.kind) {
    case 'dice':
      return [res];
    case 'set':
      return res.items.flatMap(diceTerms);
    case 'paren':
      return diceTerms(res.inner);
    case 'unary':
      return diceTerms(res.arg);
    case 'binary':
    case 'compare':
      return [...diceTerms(res.left), ...diceTerms(res.right)];
    case 'call':
      return res.args.flatMap(diceTerms);
    default:
      return [];
  }
}
