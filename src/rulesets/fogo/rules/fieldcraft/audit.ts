import type { FogoState } from '../state.js';
import { fieldcraftOf, type FieldcraftState, type SecretDecision, type SecretLogEntry } from './model.js';

/**
 * Appends a secret decision to the log (crossfire-core §2.10: a private ledger per side, published at
 * the end of the game). Every decision of a kind is logged whatever its value, so the mere presence
 * of an entry tells nothing.
 */
export function appendSecret(
  state: FogoState,
  fc: FieldcraftState,
  side: string,
  decision: SecretDecision,
  roll: number | undefined,
): [FieldcraftState, SecretLogEntry] {
  const seq = fc.counters.log + 1;
  const entry: SecretLogEntry = { seq, side, initiative: state.initiativeCount, roll: roll ?? null, decision };
  return [{ ...fc, secretLog: [...fc.secretLog, entry], counters: { ...fc.counters, log: seq } }, entry];
}

/** The secret log, for the app to publish when the game ends. */
export function secretLog(state: FogoState): readonly SecretLogEntry[] {
  return fieldcraftOf(state).secretLog;
}

/** JSON with object keys sorted at every depth and no white space: one text per value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (value === undefined) throw new Error('canonicalJson: undefined has no JSON form');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The canonical text of a secret decision that the app hashes (SHA-256) into the public log during
 * play (crossfire-core §2.10). `salt` must be secret until the log is published — e.g. an HMAC of the
 * campaign secret and the entry's `seq` — or an opponent could hash every likely decision ("S3 is a
 * dummy") and compare: the decisions are few and guessable.
 */
export function commitmentText(entry: SecretLogEntry, salt: string): string {
  if (salt.length < 16) throw new Error('commitmentText: the salt must be at least 16 characters');
  return canonicalJson({ salt, entry });
}
