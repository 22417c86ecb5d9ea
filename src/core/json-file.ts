import { jsonErrorLine } from './json-error-line.js';
import { withLines, withPathLines } from './json-lines.js';

/** A problem found in a JSON file: at a path like `units[3].quality`, on a line when it is known. */
export interface JsonProblem {
  readonly path: string;
  readonly line?: number;
}

/** What checking a parsed file gives: its value, or every problem found in it. */
export type JsonChecked = { readonly ok: true } | { readonly ok: false; readonly problems: readonly JsonProblem[] };

/**
 * Where a problem is placed: `'path'`, on the line its path starts (or its nearest ancestor's in the
 * file — a missing field: its object); `{ elementsOf: key }`, on the line its element of the
 * top-level array `key` starts.
 */
export type JsonPlacement = 'path' | { readonly elementsOf: string };

/**
 * Reads a JSON file a player wrote (a force, a roster, an order of battle) and checks it, every
 * problem on the line to fix: text that is not JSON is the one problem `notJson` makes, on the line
 * where it stops; otherwise `check` judges the parsed value, and each problem it finds is placed on
 * its line (`placement`; a problem that has a line keeps it).
 */
export function readJsonFile<R extends JsonChecked>(
  text: string,
  check: (raw: unknown) => R,
  notJson: (at: { readonly line?: number }) => R,
  placement: JsonPlacement = 'path',
): R {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const line = jsonErrorLine(text);
    return notJson(line === undefined ? {} : { line });
  }
  const r = check(raw);
  if (r.ok) return r;
  const problems = placement === 'path' ? withPathLines(r.problems, text) : withLines(r.problems, text, placement.elementsOf);
  return { ...r, problems };
}
