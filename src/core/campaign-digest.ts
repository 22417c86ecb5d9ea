import * as crypto from 'node:crypto';
import type { Campaign } from './campaign.js';
import { isFrozen } from './deep-freeze.js';
import { canonicalJson } from './frozen-json.js';

/** A short digest of each part of a campaign, by part name; null where a part went. */
export type PartDigests = Readonly<Record<string, string | null>>;

/**
 * What the campaign's parts are, for a replay to compare: every field but its id (a replay's campaign is
 * made anew), its version (moved as well by remembering a side's thread) and what the transports keep
 * of it, not the game: its threads (Discord's thread ids) and its web page's links (their key, who
 * revoked theirs, whether the full replay is published); the game part by part (`game.stands`,
 * `game.turn`), so a difference names the part of the game it is in.
 */
export function campaignParts(c: Campaign): Map<string, unknown> {
  const parts = new Map<string, unknown>();
  for (const [k, v] of Object.entries(c)) {
    if (v === undefined || k === 'id' || k === 'version' || k === 'threads' || k === 'web' || k === 'game') continue;
    parts.set(k, v);
  }
  const game = c.game;
  if (typeof game === 'object' && game !== null && !Array.isArray(game)) {
    for (const [k, v] of Object.entries(game)) if (v !== undefined) parts.set(`game.${k}`, v);
  } else if (game !== undefined) {
    parts.set('game', game);
  }
  return parts;
}

const known = new WeakMap<object, string>();
/** The element digests of a frozen list, in order: the next list made from it reuses those of the elements it kept. */
const elements = new WeakMap<readonly unknown[], readonly string[]>();

/** node:crypto's one-shot `hash` (Node ≥ 20.12; not in the typings this project uses): a fraction of a hash object's cost. */
const oneShot = (crypto as unknown as { hash?: (algorithm: string, data: string, encoding: 'base64url') => string }).hash;
const sha = (text: string): string => (oneShot ? oneShot('sha256', text, 'base64url') : crypto.createHash('sha256').update(text).digest('base64url')).slice(0, 8);

/** An element of a list: an object as its digest, anything else as its JSON (quoted when a string). */
const elementDigest = (x: unknown): string => (typeof x === 'object' && x !== null ? partDigest(x) : canonicalJson(x));

/**
 * 48 bits of SHA-256, in base64url: a replay that rebuilt a part differently is caught but for a chance
 * in 2^48. A list is hashed from its elements' digests, those of the elements it shares with `previous`
 * (the list it was made from) taken from it: a move that changed one stand of two hundred hashes that
 * stand and a line of short digests, not the list's whole text. Anything else is hashed from its JSON,
 * keys sorted (`canonicalJson`): the order a field came to be in is not the game's.
 * A frozen value never changes, so its digest is kept.
 */
export function partDigest(value: unknown, previous?: unknown): string {
  if (typeof value !== 'object' || value === null) return sha(JSON.stringify(value) ?? 'null');
  const d = known.get(value);
  if (d !== undefined) return d;
  let made: string;
  if (Array.isArray(value)) {
    const was = Array.isArray(previous) ? previous : undefined;
    const wasDigests = was && elements.get(was);
    const list = value.map((x: unknown, i) => (wasDigests !== undefined && i < was!.length && was![i] === x ? wasDigests[i]! : elementDigest(x)));
    made = sha(`[${list.join(',')}]`);
    if (isFrozen(value)) elements.set(value, list);
  } else {
    made = sha(canonicalJson(value));
  }
  if (isFrozen(value)) known.set(value, made);
  return made;
}

/**
 * The digests of the parts `after` changed from `before` (every part when there was no `before`).
 * Parts are compared by identity: a move changes what it changes and shares the rest (the store
 * freezes what it saves), so a move that moved one stand hashes the stands, not the board.
 */
export function changedDigests(before: Campaign | undefined, after: Campaign): Record<string, string | null> {
  const was = before === undefined ? new Map<string, unknown>() : campaignParts(before);
  const now = campaignParts(after);
  const out: Record<string, string | null> = {};
  for (const [k, v] of now) if (!was.has(k) || was.get(k) !== v) out[k] = partDigest(v, was.get(k));
  for (const k of was.keys()) if (!now.has(k)) out[k] = null;
  return out;
}

/** Digests as they stand after `changes` (a newer action's digests over an older's). */
export function withChanges(digests: PartDigests, changes: PartDigests): Record<string, string | null> {
  const out: Record<string, string | null> = { ...digests };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** The parts two sets of digests disagree on, in order. */
export function differingParts(a: PartDigests, b: PartDigests): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => (a[k] ?? null) !== (b[k] ?? null)).sort();
}

/**
 * A part's digest as actions kept before issue 38's digests sorted keys: hashed from its JSON in the
 * order its keys stood. A replay of such an action accepts it (checkReplay), so campaigns kept then
 * still replay.
 */
export function legacyPartDigest(value: unknown): string {
  if (Array.isArray(value)) return sha(`[${value.map((x: unknown) => (typeof x === 'object' && x !== null ? legacyPartDigest(x) : JSON.stringify(x) ?? 'null')).join(',')}]`);
  return sha(JSON.stringify(value) ?? 'null');
}
