import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Bytes of `LEDGER_KEY`: an AES-256 key. */
export const LEDGER_KEY_BYTES = 32;

/** The first byte of an encrypted secret: how it was encrypted. */
const FORMAT_V1 = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Bound to what is encrypted, so the bytes decrypt as a ledger secret and as nothing else. */
const AAD = Buffer.from('sitrep ledger secret', 'utf8');
/** Ledger secrets are 32 bytes; one stored in plain (before encryption came in) is told by its length. */
const PLAIN_BYTES = 32;
/** Secrets decrypted, kept by their stored bytes: a roll reads its ledger's secret, and most rolls are in a few ledgers. */
const KEPT = 1024;

/** The key does not decrypt what the database holds: a fault of configuration, reported as such. */
export class LedgerKeyError extends Error {}

/**
 * Ledger secrets at rest: each encrypted with AES-256-GCM under `LEDGER_KEY` and stored as one byte of
 * format (1), a 12-byte random nonce, the ciphertext and a 16-byte tag (61 bytes for a 32-byte secret).
 * A copy of the database or a backup without the key tells nothing of any roll to come. A secret stored
 * before encryption came in (32 plain bytes) is read as it is, and encrypted when a store opens.
 */
export class SecretCipher {
  private readonly key: Buffer;
  private readonly decrypted = new Map<string, Buffer>();

  constructor(key: Uint8Array) {
    if (key.length !== LEDGER_KEY_BYTES) throw new LedgerKeyError(`LEDGER_KEY is ${LEDGER_KEY_BYTES} bytes (64 hex digits), not ${key.length}`);
    this.key = Buffer.from(key);
  }

  encrypt(secret: Uint8Array): Buffer {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES }).setAAD(AAD);
    return Buffer.concat([Buffer.of(FORMAT_V1), nonce, cipher.update(secret), cipher.final(), cipher.getAuthTag()]);
  }

  /**
   * The secret a stored value holds; throws LedgerKeyError when this key did not encrypt it. One stored
   * in plain (by a version before encryption, say, still running beside this one) is as it is.
   */
  decrypt(stored: Uint8Array): Buffer {
    const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    if (SecretCipher.isPlain(bytes)) return bytes;
    const id = bytes.toString('base64');
    const kept = this.decrypted.get(id);
    if (kept) return kept;
    if (bytes[0] !== FORMAT_V1 || bytes.length <= 1 + NONCE_BYTES + TAG_BYTES) throw new LedgerKeyError('a ledger secret is stored in a form this version does not know');
    const nonce = bytes.subarray(1, 1 + NONCE_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES }).setAAD(AAD).setAuthTag(tag);
    let secret: Buffer;
    try {
      secret = Buffer.concat([decipher.update(bytes.subarray(1 + NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new LedgerKeyError('LEDGER_KEY does not decrypt the ledger secrets in this database');
    }
    if (this.decrypted.size >= KEPT) this.decrypted.clear();
    this.decrypted.set(id, secret);
    return secret;
  }

  /** Whether a stored secret predates encryption (32 plain bytes). */
  static isPlain(stored: Uint8Array): boolean {
    return stored.length === PLAIN_BYTES;
  }

  /** Tells this key from any other and gives nothing of it away: hex HMAC-SHA256(key, "sitrep ledger key check"). */
  get check(): string {
    return createHmac('sha256', this.key).update('sitrep ledger key check').digest('hex');
  }
}
