import type { LineError } from '../../app/options.js';

/** One line typed at the local table. */
export type TableLine =
  | { readonly kind: 'command'; readonly path: string[]; readonly options: Record<string, string> }
  | { readonly kind: 'as'; readonly name: string }
  | { readonly kind: 'in'; readonly channel: string }
  | { readonly kind: 'nothing' }
  /** A numbered choice under the last post: `2`, or `3 Portugal` for a value from a list. */
  | { readonly kind: 'choose'; readonly n: number; readonly value?: string }
  | { readonly kind: 'error'; readonly code: LineError; readonly params?: Record<string, string> };

/** A player's or a channel's name on the local table. */
export const NAME = /^[\p{L}\p{N}_.-]{1,32}$/u;

/**
 * Splits on spaces outside double quotes; `\"` and `\\` escape inside quotes. A `#` that starts a
 * word outside quotes starts a comment to the end of the line, as the examples in README.md and docs/ use.
 */
function tokenize(line: string): string[] | undefined {
  const tokens: string[] = [];
  let cur = '';
  let inQuote = false;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (inQuote) {
      if (ch === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) cur += line[++i];
      else if (ch === '"') inQuote = false;
      else cur += ch;
    } else if (ch === '#' && !started) {
      break;
    } else if (ch === '"') {
      inQuote = true;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) tokens.push(cur);
      cur = '';
      started = false;
    } else {
      cur += ch;
      started = true;
    }
  }
  if (inQuote) return undefined;
  if (started) tokens.push(cur);
  return tokens;
}

/**
 * Reads slash syntax as Discord's client shows it: `/roll dice:3d6 reason:"first volley"`.
 * `as <name>` switches the acting player, `in <channel>` the channel, `#` starts a comment.
 */
export function parseLine(raw: string): TableLine {
  const line = raw.trim();
  if (line === '' || line.startsWith('#')) return { kind: 'nothing' };
  const as = /^as\s+(\S+)$/.exec(line);
  if (as) return NAME.test(as[1]!) ? { kind: 'as', name: as[1]! } : { kind: 'error', code: 'input/bad-name' };
  const choice = /^(\d{1,2})(?:\s+(.+))?$/.exec(line);
  if (choice) return { kind: 'choose', n: Number(choice[1]), ...(choice[2] === undefined ? {} : { value: choice[2].replace(/^"(.*)"$/, '$1') }) };
  const inn = /^in\s+(\S+)$/.exec(line);
  if (inn) return NAME.test(inn[1]!) ? { kind: 'in', channel: inn[1]! } : { kind: 'error', code: 'input/bad-name' };
  if (!line.startsWith('/')) return { kind: 'error', code: 'input/not-a-command' };
  const tokens = tokenize(line.slice(1));
  if (!tokens) return { kind: 'error', code: 'input/unterminated-quote' };
  const path: string[] = [];
  const options: Record<string, string> = {};
  for (const t of tokens) {
    const m = /^([a-z][a-z0-9_-]*):([\s\S]*)$/i.exec(t);
    if (m) {
      const key = m[1]!.toLowerCase();
      if (Object.hasOwn(options, key)) return { kind: 'error', code: 'input/duplicate-option', params: { option: key } };
      options[key] = m[2]!;
    } else if (Object.keys(options).length === 0) {
      path.push(t);
    } else {
      return { kind: 'error', code: 'input/stray-text', params: { text: t } };
    }
  }
  return { kind: 'command', path, options };
}
