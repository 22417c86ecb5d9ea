import { frozenJson } from '../core/frozen-json.js';

/** A list this long or longer is kept one row per element (`game_parts`); shorter ones stay in the game's own text. */
export const SPLIT_AT = 16;

/** Which of a game's lists are kept apart, by key, with their lengths; null when none is. */
export type Split = Readonly<Record<string, number>> | null;

export interface GameWrite {
  /** The game's own text, its long lists as null in their places. */
  readonly skeleton: string | null;
  readonly split: Split;
  /** Every part row removed before the writes (nothing is known of what is stored). */
  readonly clearAll: boolean;
  /** Rows from `from` on removed, per list: a list that shrank, or stopped being kept apart. */
  readonly cut: readonly { readonly key: string; readonly from: number }[];
  readonly writes: readonly { readonly key: string; readonly idx: number; readonly body: string }[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function splitOf(game: Record<string, unknown>): Record<string, number> {
  const split: Record<string, number> = {};
  for (const [k, v] of Object.entries(game)) if (Array.isArray(v) && v.length >= SPLIT_AT) split[k] = v.length;
  return split;
}

/**
 * What to write for `next`, given the game as stored before (`stored`, with its split) when known: only
 * the elements of long lists that are not the very objects stored (frozen, so unchanged), the rows past
 * a list's new end removed. Unknown before: everything, after clearing every row.
 */
export function planGameWrite(next: unknown, stored: { readonly game: unknown; readonly split: Split } | undefined): GameWrite {
  if (!isRecord(next)) return { skeleton: next === undefined ? null : frozenJson(next), split: null, clearAll: true, cut: [], writes: [] };
  const split = splitOf(next);
  const keys = Object.keys(split);
  if (keys.length === 0) return { skeleton: frozenJson(next), split: null, clearAll: stored?.split !== null, cut: [], writes: [] };
  const skeleton = frozenJson(Object.fromEntries(Object.entries(next).map(([k, v]) => [k, k in split ? null : v])));
  const before = stored && isRecord(stored.game) ? stored.game : undefined;
  const writes: { key: string; idx: number; body: string }[] = [];
  const cut: { key: string; from: number }[] = [];
  const known = stored !== undefined && before !== undefined;
  for (const key of keys) {
    const list = next[key] as readonly unknown[];
    const was = known && stored.split?.[key] !== undefined ? (before[key] as readonly unknown[]) : undefined;
    if (known && was === undefined) cut.push({ key, from: 0 });
    for (let idx = 0; idx < list.length; idx++) if (was === undefined || idx >= was.length || was[idx] !== list[idx]) writes.push({ key, idx, body: frozenJson(list[idx]) });
    if (was && was.length > list.length) cut.push({ key, from: list.length });
  }
  if (known) for (const key of Object.keys(stored.split ?? {})) if (!(key in split)) cut.push({ key, from: 0 });
  return { skeleton, split, clearAll: !known, cut, writes };
}

/** The game from its own text and its list rows (ordered by key, then index). */
export function assembleGame(skeleton: string | null, split: Split, rows: readonly { readonly key: string; readonly idx: number; readonly body: string }[]): unknown {
  if (skeleton === null) return undefined;
  const game = JSON.parse(skeleton) as unknown;
  if (split === null || !isRecord(game)) return game;
  const lists = new Map<string, unknown[]>();
  for (const r of rows) {
    let list = lists.get(r.key);
    if (!list) lists.set(r.key, (list = []));
    list[r.idx] = JSON.parse(r.body);
  }
  for (const [key, length] of Object.entries(split)) {
    const list = lists.get(key) ?? [];
    let whole = list.length === length;
    for (let i = 0; whole && i < length; i++) whole = i in list;
    if (!whole) throw new Error(`game list ${key}: ${list.length} of ${length} rows stored`);
    game[key] = list;
  }
  return game;
}
