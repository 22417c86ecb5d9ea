import * as crypto from 'node:crypto';
import { createHash, createHmac } from 'node:crypto';

/**
 * A source of 32-bit integers, the contract random-js (and so @dice-roller/rpg-dice-roller) expects
 * of an engine: `next()` returns a signed 32-bit integer.
 */
export interface Engine {
  next(): number;
}

/** Number of bytes in a ledger secret. */
export const SECRET_BYTES = 32;

/**
 * The seed of roll number `n` of a ledger: lowercase hex of HMAC-SHA256(key = secret, message =
 * UTF-8 `"<ledgerId>:<n>"`). A campaign's ledger id is the campaign id.
 */
export function rollSeed(secret: Uint8Array, ledgerId: string, n: number): string {
  const message = `${ledgerId}:${n}`;
  if (!oneShotHash || secret.length > BLOCK || message.length > MAX_MESSAGE) {
    return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
  }
  // HMAC by its definition (RFC 2104): SHA-256((K ⊕ opad) ‖ SHA-256((K ⊕ ipad) ‖ message)), K the
  // secret padded with zeros to the 64-byte block. Two one-shot hashes cost less than a keyed
  // createHmac object per roll; test/core/dice/rng.test.ts checks the two agree.
  for (let i = 0; i < BLOCK; i++) {
    const k = i < secret.length ? secret[i]! : 0;
    INNER[i] = k ^ 0x36;
    OUTER[i] = k ^ 0x5c;
  }
  const length = INNER.write(message, BLOCK, 'utf8');
  const inner = oneShotHash('sha256', INNER.subarray(0, BLOCK + length), 'buffer') as Buffer;
  inner.copy(OUTER, BLOCK);
  return oneShotHash('sha256', OUTER, 'hex') as string;
}

/** node:crypto's one-shot `hash` (Node ≥ 20.12; not in the typings this project uses). */
type OneShotHash = (algorithm: string, data: Uint8Array, outputEncoding: 'hex' | 'buffer') => string | Buffer;
const oneShotHash = (crypto as unknown as { hash?: OneShotHash }).hash;
/** SHA-256's block: a longer HMAC key would be hashed first, which the fast path leaves to createHmac. */
const BLOCK = 64;
/** Messages up to this many UTF-16 units fit the scratch buffer (3 UTF-8 bytes each at most). */
const MAX_MESSAGE = 85;
/** Scratch for (K ⊕ ipad) ‖ message and (K ⊕ opad) ‖ inner hash; rollSeed is synchronous, so one each serves. */
const INNER = Buffer.alloc(BLOCK + 3 * MAX_MESSAGE);
const OUTER = Buffer.alloc(BLOCK + 32);

/** The public commitment to a secret: lowercase hex SHA-256 of its 32 bytes. */
export function commitmentOf(secret: Uint8Array): string {
  return createHash('sha256').update(secret).digest('hex');
}

const WIDTH = 256;
const MASK = WIDTH - 1;
/** Scratch for the key while an engine is set up (set-up is synchronous, so one buffer serves all). */
const KEY = new Uint8Array(WIDTH);
const IDENTITY: readonly number[] = Array.from({ length: WIDTH }, (_, i) => i);

/**
 * seedrandom 3's default generator, `seedrandom(seed).int32()`, reimplemented draw for draw without
 * its per-call costs (arrays of numbers, string building, mixing into its global entropy pool):
 *
 * - key: seedrandom's `mixkey` of the seed string — byte j mod 256 of the key is
 *   `(smear ^= key[j] × 19) + charCode(j)` mod 256, `smear` starting at 0 and an unset key byte reading 0;
 * - ARC4 keyed with it (an empty key reads as the one byte 0), its first 256 output bytes discarded;
 * - each `next()` takes the next 4 output bytes, big-endian, as a signed 32-bit integer.
 *
 * Existing ledgers were drawn with seedrandom itself; test/core/dice/rng.test.ts checks the two agree.
 */
class Arc4Engine implements Engine {
  /**
   * The ARC4 state, starting as 0..255: a copy of `IDENTITY`, a plain array of small integers, which
   * V8 copies faster than it fills a new one or allocates a typed one (0.86 against 1.0 and 1.6 µs a set-up).
   */
  private readonly s: number[] = IDENTITY.slice();
  private i = 0;
  private j = 0;

  constructor(seed: string) {
    const key = KEY;
    let keylen = Math.min(seed.length, WIDTH);
    if (seed.length <= WIDTH) {
      // No key byte is met twice, so `smear` stays 0 and the key is the seed's char codes mod 256.
      for (let n = 0; n < keylen; n++) key[n] = seed.charCodeAt(n);
    } else {
      let smear = 0;
      for (let n = 0; n < seed.length; n++) {
        const at = n & MASK;
        smear ^= n < WIDTH ? 0 : key[at]! * 19;
        key[at] = smear + seed.charCodeAt(n);
      }
    }
    if (keylen === 0) {
      key[0] = 0;
      keylen = 1;
    }
    const s = this.s;
    let j = 0;
    for (let i = 0, k = 0; i < WIDTH; i++) {
      const t = s[i]!;
      j = MASK & (j + key[k]! + t);
      s[i] = s[j]!;
      s[j] = t;
      if (++k === keylen) k = 0;
    }
    // The first 256 output bytes are discarded: 256 steps bring i back to 0.
    j = 0;
    for (let n = 1; n <= WIDTH; n++) {
      const i = n & MASK;
      const t = s[i]!;
      j = MASK & (j + t);
      s[i] = s[j]!;
      s[j] = t;
    }
    this.j = j;
  }

  private byte(): number {
    const s = this.s;
    const i = (this.i = MASK & (this.i + 1));
    const t = s[i]!;
    const j = (this.j = MASK & (this.j + t));
    const sj = s[j]!;
    s[i] = sj;
    s[j] = t;
    return s[MASK & (sj + t)]!;
  }

  next(): number {
    return (this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte();
  }
}

/** seedrandom's default (ARC4) generator, keyed with the hex seed string, read 32 bits at a time. */
export function seededEngine(seedHex: string): Engine {
  return new Arc4Engine(seedHex);
}

/** The engine of roll `n` of a ledger. */
export function rollEngine(secret: Uint8Array, ledgerId: string, n: number): Engine {
  return seededEngine(rollSeed(secret, ledgerId, n));
}

const UINT32_SIZE = 2 ** 32;

/**
 * One face of a `sides`-sided die: draw u = next() as an unsigned 32-bit integer, draw again while
 * u ≥ sides·⌊2³²/sides⌋ (so every face is equally likely), face = 1 + (u mod sides). A 1-sided die
 * draws nothing. This is exactly random-js's `integer(1, sides)`, so our own dice and the notation
 * roller agree draw for draw.
 */
export function drawFace(engine: Engine, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides >= UINT32_SIZE) {
    throw new RangeError(`a die needs a whole number of sides, got ${sides}`);
  }
  if (sides === 1) return 1;
  const limit = sides * Math.floor(UINT32_SIZE / sides);
  let u: number;
  do {
    u = engine.next() >>> 0;
  } while (u >= limit);
  return 1 + (u % sides);
}
