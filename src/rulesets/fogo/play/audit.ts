import { commitmentHash as hashOf } from '../../../core/commitment.js';
import type { SecretLogEntry } from '../rules/game/fieldcraft-state.js';

/** The public commitment to a fieldcraft secret decision: SHA-256 of its salted canonical text. */
export function commitmentHash(secret: Uint8Array, entry: SecretLogEntry): string {
  return hashOf(secret, entry.seq, entry);
}
