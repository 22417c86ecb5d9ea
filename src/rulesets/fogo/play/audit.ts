import { createHash, createHmac } from 'node:crypto';
import { commitmentText } from '../rules/fieldcraft/audit.js';
import type { SecretLogEntry } from '../rules/fieldcraft/model.js';

/**
 * The salt of secret decision `seq`: HMAC-SHA256(campaign secret, "audit:<seq>"). Secret while the
 * campaign runs (so nobody can hash the few likely decisions and compare), published with the secret.
 */
export function auditSalt(secret: Uint8Array, seq: number): string {
  return createHmac('sha256', secret).update(`audit:${seq}`, 'utf8').digest('hex');
}

/** The public commitment to a secret decision: SHA-256 of its salted canonical text. */
export function commitmentHash(secret: Uint8Array, entry: SecretLogEntry): string {
  return createHash('sha256').update(commitmentText(entry, auditSalt(secret, entry.seq)), 'utf8').digest('hex');
}
