import { advantage, ALIAS_EXAMPLES, ALIASES } from './aliases.js';
import { MATH_FUNCTIONS, type BinaryOp, type MathFunction, type Node } from './ast.js';
import { nearest, quoted } from './nearest.js';
import { readCmp, readDice, readSetOps } from './parse-dice.js';
import { Scanner, Unreadable } from './scanner.js';

/**
 * The expression grammar, Avrae's d20 (its grammar.lark) with the roller's groups and functions,
 * read by recursive descent; blanks may stand between any two tokens:
 *
 *   expression = additive [ cmp additive ]                    a test: 1 when it holds, else 0
 *   additive   = term { ( "+" | "-" ) term }
 *   term       = unary { ( "*" | "//" | "/" | "%" ) unary }
 *   unary      = ( "+" | "-" ) unary | power
 *   power      = labelled [ ( "^" | "**" ) unary ]
 *   labelled   = atom { "[" text "]" }                         Avrae's annotations
 *   atom       = NUMBER | dice | alias
 *              | "(" [ expression { "," expression } [ "," ] ] ")" { keep-or-drop }
 *              | "{" expression { "," expression } "}" { keep-or-drop }
 *              | function "(" expression { "," expression } ")"
 *   cmp        = "==" | "!=" | ">=" | "<=" | ">" | "<" | "="
 *
 * `(x)` is x in brackets; `(x,)` and `(x, y)` are sets, as in Avrae. Where a roll begins, `+d20`
 * and `-d20` are Dice Maiden's advantage and disadvantage (a negative die is `-1d20`).
 */
export class ExpressionParser {
  constructor(private readonly s: Scanner) {}

  /** The whole text as one expression. */
  static parse(text: string): Node {
    const s = new Scanner(text);
    const node = new ExpressionParser(s).expression(true);
    s.ws();
    if (!s.eof()) throw new Error(`an expansion left text unread: ${text}`);
    return node;
  }

  expression(atStart = false): Node {
    const left = this.additive(atStart);
    const save = this.s.pos;
    this.s.ws();
    if (this.s.at('=>') || this.s.at('=<')) this.refuseOperator();
    const cmp = readCmp(this.s);
    if (cmp === undefined) {
      this.s.pos = save;
      return left;
    }
    const right = this.operand(cmp, () => this.additive());
    return { kind: 'compare', cmp: cmp === '==' ? '=' : cmp, left, right };
  }

  private additive(atStart = false): Node {
    let left = this.term(atStart);
    for (;;) {
      const save = this.s.pos;
      this.s.ws();
      const op = this.s.take('+') ? '+' : this.s.take('-') ? '-' : undefined;
      if (!op) {
        this.s.pos = save;
        return left;
      }
      left = { kind: 'binary', op, left, right: this.operand(op, () => this.term()) };
    }
  }

  private term(atStart = false): Node {
    let left = this.unary(atStart);
    for (;;) {
      const save = this.s.pos;
      this.s.ws();
      let op: BinaryOp | undefined;
      if (this.s.at('**')) op = undefined;
      else if (this.s.take('//')) op = '//';
      else if (this.s.take('*')) op = '*';
      else if (this.s.take('/')) op = '/';
      else if (this.s.take('%')) op = '%';
      if (!op) {
        this.s.pos = save;
        return left;
      }
      left = { kind: 'binary', op, left, right: this.operand(op, () => this.unary()) };
    }
  }

  private unary(atStart = false): Node {
    this.s.ws();
    if (atStart) {
      const m = this.s.match(/([+-])d(\d+|%)(?![\p{L}\p{N}%])/iuy);
      if (m) return this.power(this.expansion(advantage(m[1] as '+' | '-', m[2]!)));
    }
    if (this.s.take('+')) return { kind: 'unary', op: '+', arg: this.operand('+', () => this.unary()) };
    if (this.s.take('-')) return { kind: 'unary', op: '-', arg: this.operand('-', () => this.unary()) };
    return this.power(this.labelled());
  }

  private power(base: Node): Node {
    const save = this.s.pos;
    this.s.ws();
    if (!this.s.take('**') && !this.s.take('^')) {
      this.s.pos = save;
      return base;
    }
    return { kind: 'binary', op: '^', left: base, right: this.operand('^', () => this.unary()) };
  }

  /** What follows an operator, which must be there: `3d6+` is refused pointing at `3d6+1`. */
  private operand(op: string, read: () => Node): Node {
    const save = this.s.pos;
    this.s.ws();
    if (this.s.eof() || /[)\],;}]/.test(this.s.peek()) || (/[*/%^<>=]/.test(this.s.peek()) && op !== '-' && op !== '+')) {
      const before = this.s.text.slice(0, save).trimEnd();
      throw new Unreadable('roll/missing-operand', { found: op, after: quoted(before), try: `${quoted(before)}1` });
    }
    this.s.pos = save;
    return read();
  }

  private refuseOperator(): never {
    const before = this.s.done().trimEnd();
    const wrong = this.s.text.slice(this.s.pos, this.s.pos + 2);
    throw new Unreadable('roll/unexpected', { found: wrong, try: `${quoted(before)}${wrong === '=>' ? '>=' : '<='}${this.s.rest().slice(2).trim()}` });
  }

  private labelled(): Node {
    let node = this.atom();
    for (;;) {
      const save = this.s.pos;
      this.s.ws();
      if (this.s.peek() !== '[') {
        this.s.pos = save;
        return node;
      }
      const close = this.s.text.indexOf(']', this.s.pos);
      if (close < 0) throw new Unreadable('roll/unclosed', { found: '[', try: `${quoted(this.s.text)}]` });
      const label = this.s.text.slice(this.s.pos + 1, close).trim();
      this.s.pos = close + 1;
      node = withLabel(node, label);
    }
  }

  private atom(): Node {
    const s = this.s;
    s.ws();
    const start = s.pos;
    const c = s.peek();
    if (c === '(') return this.bracket(start);
    if (c === '{') return this.group(start);
    if (mayBeAlias(s)) {
      for (const alias of ALIASES) {
        const m = s.match(alias.pattern);
        if (m) return this.expansion(alias.expand(m));
      }
    }
    if (/\p{L}/u.test(c)) {
      const word = s.letters();
      if ((MATH_FUNCTIONS as readonly string[]).includes(word) && s.text[s.pos + word.length] === '(') return this.call(word as MathFunction, start);
      if (word === 'd' || word === 'df' || (s.at('d') && /[\d%]/.test(s.peek(1)))) return readDice(s, undefined, start);
      throw this.unknownWord(start);
    }
    if (/[\d.]/.test(c)) {
      const n = s.number();
      if (n === undefined) throw this.unknownWord(start);
      if (s.at('d') && Number.isInteger(n)) return readDice(s, n, start);
      // A number run into letters is a word it cannot read (`4wd8`), not a number and a comment.
      if (/\p{L}/u.test(s.peek())) throw this.unknownWord(start);
      return { kind: 'number', value: n };
    }
    if (s.eof()) throw new Unreadable('roll/empty', { try: '1d20' });
    throw new Unreadable('roll/unexpected', { found: quoted(s.fragment(), 20), try: quoted(s.done().trimEnd() || '1d20') });
  }

  /** An alias's or advantage's roll, read as one term (in brackets where it is a sum). */
  private expansion(text: string): Node {
    const node = ExpressionParser.parse(text);
    return node.kind === 'binary' || node.kind === 'unary' ? { kind: 'paren', inner: node, ops: [] } : node;
  }

  private unknownWord(start: number): Unreadable {
    const s = this.s;
    const word = /^[\p{L}\p{N}%+.]*/u.exec(s.text.slice(start))![0];
    const near = nearest(word.toLowerCase(), [...ALIAS_EXAMPLES, ...MATH_FUNCTIONS], Math.max(1, Math.floor(word.length / 3)));
    // Failing a near word, dice from its numbers: `dc20` → `1d20`, `3x6` → `3d6`.
    const numbers = /^(\d*)\D+(\d+)$/.exec(word);
    const replacement = near ?? (numbers ? `${numbers[1] || 1}d${numbers[2]}` : '1d6');
    const tryText = `${s.text.slice(0, start)}${replacement}${s.text.slice(start + word.length)}`;
    return new Unreadable('roll/unknown-word', { found: quoted(word, 20), try: quoted(tryText, 60) });
  }

  /** The items up to `close`; a set when they are not exactly one item without a trailing comma. */
  private items(close: string, start: number): { items: Node[]; set: boolean } {
    const items: Node[] = [];
    let trailingComma = false;
    for (;;) {
      this.s.ws();
      if (this.s.take(close)) break;
      if (this.s.eof()) throw new Unreadable('roll/unclosed', { found: close === ')' ? '(' : '{', try: `${quoted(this.s.text.slice(start))}${close}` });
      items.push(this.expression());
      trailingComma = false;
      this.s.ws();
      if (this.s.take(',')) {
        trailingComma = true;
        continue;
      }
      if (this.s.take(close)) break;
      if (this.s.eof()) throw new Unreadable('roll/unclosed', { found: close === ')' ? '(' : '{', try: `${quoted(this.s.text.slice(start))}${close}` });
      throw new Unreadable('roll/unexpected', { found: quoted(this.s.fragment(), 20), try: `${quoted(this.s.text.slice(start, this.s.pos).trimEnd())}${close}` });
    }
    return { items, set: trailingComma || items.length !== 1 };
  }

  /** `(x)` brackets x; `()`, `(x,)` and `(x, y, …)` are sets. Keep and drop may follow either. */
  private bracket(start: number): Node {
    this.s.take('(');
    const { items, set } = this.items(')', start);
    const ops = readSetOps(this.s, start);
    if (set) return { kind: 'set', items, ops };
    return { kind: 'paren', inner: items[0]!, ops };
  }

  /** The roller's group `{2d6, 1d8}kh1`: a set. */
  private group(start: number): Node {
    this.s.take('{');
    const { items } = this.items('}', start);
    return { kind: 'set', items, ops: readSetOps(this.s, start) };
  }

  private call(fn: MathFunction, start: number): Node {
    this.s.take(fn);
    this.s.take('(');
    const { items: args } = this.items(')', start);
    const arity = fn === 'min' || fn === 'max' ? [1, 20] : fn === 'pow' ? [2, 2] : [1, 1];
    if (args.length < arity[0]! || args.length > arity[1]!) {
      const example = fn === 'pow' ? 'pow(2, 3)' : fn === 'min' || fn === 'max' ? `${fn}(1d6, 3)` : `${fn}(3d6/2)`;
      throw new Unreadable('roll/unexpected', { found: quoted(this.s.text.slice(start, this.s.pos), 20), try: example });
    }
    return { kind: 'call', fn, args };
  }
}

/** Every alias is a word: letters, or digits run into letters other than a die's `d` (`4cod`, not `4d6`). */
function mayBeAlias(s: Scanner): boolean {
  let k = 0;
  while (/\d/.test(s.peek(k))) k++;
  const next = s.peek(k).toLowerCase();
  return k === 0 ? /[a-z]/.test(next) : next !== 'd' && /[a-z]/.test(next);
}

function withLabel(node: Node, label: string): Node {
  switch (node.kind) {
    case 'number':
    case 'dice':
    case 'd66':
    case 'set':
    case 'paren': {
      const joined = node.label ? `${node.label} ${label}` : label;
      return { ...node, label: joined };
    }
    default:
      return { kind: 'paren', inner: node, ops: [], label };
  }
}
