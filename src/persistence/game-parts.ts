import { frozenJson } from '../core/frozen-json.js';

/** A list this long or longer is kept one row per element (`game_parts`); shorter ones stay in the game's own text. */
export const SPLIT_AT = 16;

/**
 * How many elements of the lists kept apart may wait in the game's own text instead of their rows.
 * A command that changes one stand of two hundred then writes the campaign row alone (one page of
 * the database rather than two); the elements go to their rows together once more than this many
 * have changed.
 */
export const RECENT_MAX = 8;

/** Which of a game's lists are kept apart, by key, with their lengths; null when none is. */
export type Split = Readonly<Record<string, number>> | null;

/** Per list kept apart, the indexes of the elements held in the game's own text rather than their rows. */
export type Recent = Readonly<Record<string, readonly number[]>>;

/** How a game is stored: which lists are kept apart, and which of their elements wait in the game's text. */
export interface Stored {
  readonly split: Split;
  readonly recent: Recent;
}

export interface GameWrite extends Stored {
  /**
   * The game's own text. A list kept apart stands as null in its place, or as an object of the
   * elements changed since their rows were written, by index (`recent`).
   */
  readonly skeleton: string | null;
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
 * What to write for `next`, given how the game before it is stored (`stored`) when known. Only the
 * elements of long lists that are not the very objects stored (frozen, so unchanged) are written: in
 * the game's own text while at most `RECENT_MAX` wait there, else all of those in their rows. Rows
 * past a list's new end are removed. Unknown before: everything in rows, after clearing every row.
 */
export function planGameWrite(next: unknown, stored: (Stored & { readonly game: unknown }) | undefined): GameWrite {
  const none = { split: null, recent: {}, cut: [], writes: [] };
  if (!isRecord(next)) return { ...none, skeleton: next === undefined ? null : frozenJson(next), clearAll: true };
  const split = splitOf(next);
  const keys = Object.keys(split);
  if (keys.length === 0) return { ...none, skeleton: frozenJson(next), clearAll: stored?.split !== null };
  const before = stored && isRecord(stored.game) ? stored.game : undefined;
  const writes: { key: string; idx: number; body: string }[] = [];
  const cut: { key: string; from: number }[] = [];
  const known = stored !== undefined && before !== undefined;
  // Per list, the elements whose rows are not up to date: waiting in the text before, or changed now.
  const pending: Record<string, number[]> = {};
  let waiting = 0;
  for (const key of keys) {
    const list = next[key] as readonly unknown[];
    const was = known && stored.split?.[key] !== undefined ? (before[key] as readonly unknown[]) : undefined;
    if (known && was === undefined) cut.push({ key, from: 0 });
    if (was === undefined) {
      for (let idx = 0; idx < list.length; idx++) writes.push({ key, idx, body: frozenJson(list[idx]) });
      continue;
    }
    if (was.length > list.length) cut.push({ key, from: list.length });
    const stale = new Set((stored?.recent[key] ?? []).filter((idx) => idx < list.length));
    for (let idx = 0; idx < list.length; idx++) if (idx >= was.length || was[idx] !== list[idx]) stale.add(idx);
    if (stale.size === 0) continue;
    pending[key] = [...stale].sort((a, b) => a - b);
    waiting += stale.size;
  }
  const keep = waiting <= RECENT_MAX;
  if (!keep) for (const [key, idxs] of Object.entries(pending)) for (const idx of idxs) writes.push({ key, idx, body: frozenJson((next[key] as readonly unknown[])[idx]) });
  const recent: Recent = keep ? pending : {};
  const slot = (key: string): unknown => {
    const idxs = recent[key];
    if (idxs === undefined) return null;
    const list = next[key] as readonly unknown[];
    return Object.fromEntries(idxs.map((idx) => [idx, list[idx]]));
  };
  const skeleton = frozenJson(Object.fromEntries(Object.entries(next).map(([k, v]) => [k, k in split ? slot(k) : v])));
  if (known) for (const key of Object.keys(stored.split ?? {})) if (!(key in split)) cut.push({ key, from: 0 });
  return { skeleton, split, recent, clearAll: !known, cut, writes };
}

/** The game from its own text and its list rows (ordered by key, then index), with how it is stored. */
export function assembleGame(skeleton: string | null, split: Split, rows: readonly { readonly key: string; readonly idx: number; readonly body: string }[]): { readonly game: unknown; readonly recent: Recent } {
  if (skeleton === null) return { game: undefined, recent: {} };
  const game = JSON.parse(skeleton) as unknown;
  if (split === null || !isRecord(game)) return { game, recent: {} };
  const lists = new Map<string, unknown[]>();
  for (const r of rows) {
    let list = lists.get(r.key);
    if (!list) lists.set(r.key, (list = []));
    list[r.idx] = JSON.parse(r.body);
  }
  const recent: Record<string, number[]> = {};
  for (const [key, length] of Object.entries(split)) {
    const list = lists.get(key) ?? [];
    const waiting = game[key];
    if (isRecord(waiting)) {
      recent[key] = Object.keys(waiting).map(Number);
      for (const idx of recent[key]) list[idx] = waiting[idx];
    }
    let whole = list.length === length;
    for (let i = 0; whole && i < length; i++) whole = i in list;
    if (!whole) throw new Error(`game list ${key}: ${list.length} of ${length} elements stored`);
    game[key] = list;
  }
  return { game, recent };
}
