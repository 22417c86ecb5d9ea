import type { QuickDiceError } from './errors.js';

const NUMBER = /(?:\d+(?:\.\d+)?|\.\d+)/y;

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}

/** A refusal found while reading: thrown inside the parser, returned as a value at its edge. */
export class Unreadable extends Error {
  constructor(
    readonly code: QuickDiceError,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
  }
}

/**
 * Symbols players paste from phones and word processors, read as the ASCII the grammar knows:
 * `≥` is `>=`, a minus sign or dash is `-`, `×` is `*`.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '−': '-',
  '–': '-',
  '—': '-',
  '×': '*',
  '÷': '/',
  '＋': '+',
};

export function plainSymbols(text: string): string {
  return /[^\x00-\x7f]/.test(text) ? text.replace(/[≥≤≠−–—×÷＋]/g, (c) => SYMBOLS[c]!) : text;
}

/** A character code in lower case, for ASCII letters (what the grammar's words are made of). */
function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

function isLetter(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c > 127 && /\p{L}/u.test(ch));
}

/**
 * A cursor over one roll's text for the recursive-descent parser: it matches case-insensitively,
 * skips blanks where the grammar allows them, and can be set back for a second reading.
 */
export class Scanner {
  pos = 0;

  constructor(readonly text: string) {}

  eof(): boolean {
    return this.pos >= this.text.length;
  }

  peek(k = 0): string {
    return this.text[this.pos + k] ?? '';
  }

  /** Skips blanks; says whether there were any. */
  ws(): boolean {
    const from = this.pos;
    while (/\s/.test(this.peek())) this.pos++;
    return this.pos > from;
  }

  /** Whether the text here starts with `s` (any case; `s` is lower case). */
  at(s: string): boolean {
    if (this.pos + s.length > this.text.length) return false;
    for (let i = 0; i < s.length; i++) if (lower(this.text.charCodeAt(this.pos + i)) !== s.charCodeAt(i)) return false;
    return true;
  }

  /** Takes `s` if the text here starts with it. */
  take(s: string): boolean {
    if (!this.at(s)) return false;
    this.pos += s.length;
    return true;
  }

  /** Takes `s` if it stands here as a whole word (not followed by a letter or digit). */
  takeWord(s: string): boolean {
    if (!this.at(s)) return false;
    const next = this.text[this.pos + s.length] ?? '';
    if (next !== '' && (isDigit(next) || isLetter(next))) return false;
    this.pos += s.length;
    return true;
  }

  /** A whole number here, or undefined. */
  int(): number | undefined {
    let end = this.pos;
    while (end < this.text.length && isDigit(this.text[end]!)) end++;
    if (end === this.pos) return undefined;
    const n = Number(this.text.slice(this.pos, end));
    this.pos = end;
    return n;
  }

  /** A number here (`3`, `1.5`, `.5`), or undefined. */
  number(): number | undefined {
    const m = this.match(NUMBER);
    return m ? Number(m[0]) : undefined;
  }

  /** The letters from here on (not taken), in lower case. */
  letters(): string {
    let end = this.pos;
    while (end < this.text.length && isLetter(this.text[end]!)) end++;
    return this.text.slice(this.pos, end).toLowerCase();
  }

  /** The word from here to the next blank (not taken), for messages. */
  fragment(): string {
    return /^\S*/.exec(this.text.slice(this.pos))![0];
  }

  /** Matches a sticky, case-insensitive pattern here and takes it. */
  match(re: RegExp): RegExpExecArray | undefined {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (!m) return undefined;
    this.pos += m[0].length;
    return m;
  }

  rest(): string {
    return this.text.slice(this.pos);
  }

  /** What has been read so far. */
  done(): string {
    return this.text.slice(0, this.pos);
  }
}
