import { createHash, createHmac } from 'node:crypto';

/**
 * Commitments to secret decisions (DESIGN.md, Rolls: seeded, ledgered, verifiable): while a game
 * runs, each secret decision a ruleset makes is public only as the SHA-256 of its salted canonical
 * text; when the campaign ends the ledger secret is published, and anyone can recompute every hash.
 */

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
 * The canonical text of a secret decision that is hashed into the public log. `salt` must be secret
 * until the log is published, or an opponent could hash every likely decision ("S3 is a dummy") and
 * compare: the decisions are few and guessable.
 */
export function commitmentText(entry: unknown, salt: string): string {
  if (salt.length < 16) throw new Error('commitmentText: the salt must be at least 16 characters');
  return canonicalJson({ salt, entry });
}

/**
 * The salt of secret decision `seq`: HMAC-SHA256(campaign secret, "audit:<seq>"). Secret while the
 * campaign runs, published with the secret.
 */
export function auditSalt(secret: Uint8Array, seq: number): string {
  return createHmac('sha256', secret).update(`audit:${seq}`, 'utf8').digest('hex');
}

/** The public commitment to secret decision `seq`: SHA-256 of its salted canonical text. */
export function commitmentHash(secret: Uint8Array, seq: number, entry: unknown): string {
  return saltedHash(entry, auditSalt(secret, seq));
}

/** The hash of a disclosed decision from its published entry and salt: anyone can recompute it without the secret. */
export function saltedHash(entry: unknown, salt: string): string {
  return createHash('sha256').update(commitmentText(entry, salt), 'utf8').digest('hex');
}
