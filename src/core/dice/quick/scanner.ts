import type { QuickDiceError } from './errors.js';

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
  return text.replace(/[≥≤≠−–—×÷＋]/g, (c) => SYMBOLS[c]!);
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

  /** Whether the text here starts with `s` (any case). */
  at(s: string): boolean {
    return this.text.slice(this.pos, this.pos + s.length).toLowerCase() === s;
  }

  /** Takes `s` if the text here starts with it. */
  take(s: string): boolean {
    if (!this.at(s)) return false;
    this.pos += s.length;
    return true;
  }

  /** Takes `s` if it stands here as a whole word (not followed by a letter or digit). */
  takeWord(s: string): boolean {
    if (!this.at(s) || /[\p{L}\p{N}]/u.test(this.text[this.pos + s.length] ?? '')) return false;
    this.pos += s.length;
    return true;
  }

  /** A whole number here, or undefined. */
  int(): number | undefined {
    const m = /^\d+/.exec(this.text.slice(this.pos));
    if (!m) return undefined;
    this.pos += m[0].length;
    return Number(m[0]);
  }

  /** A number here (`3`, `1.5`, `.5`), or undefined. */
  number(): number | undefined {
    const m = /^(?:\d+(?:\.\d+)?|\.\d+)/.exec(this.text.slice(this.pos));
    if (!m) return undefined;
    this.pos += m[0].length;
    return Number(m[0]);
  }

  /** The letters from here on (not taken). */
  letters(): string {
    return /^\p{L}*/u.exec(this.text.slice(this.pos))![0].toLowerCase();
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
