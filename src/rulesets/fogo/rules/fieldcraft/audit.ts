import type { FogoState } from '../game/state.js';
import { fieldcraftOf } from './model.js';
import type { FieldcraftState, SecretDecision, SecretLogEntry } from '../game/fieldcraft-state.js';

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
