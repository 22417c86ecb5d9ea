import { createHash, createHmac } from 'node:crypto';
import seedrandom from 'seedrandom';

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
 * UTF-8 `"<ledgerId>:<n>"`), by node:crypto's `createHmac`, as anyone verifying a ledger computes it.
 * A campaign's ledger id is the campaign id.
 */
export function rollSeed(secret: Uint8Array, ledgerId: string, n: number): string {
  return createHmac('sha256', secret).update(`${ledgerId}:${n}`, 'utf8').digest('hex');
}

/** The public commitment to a secret: lowercase hex SHA-256 of its 32 bytes. */
export function commitmentOf(secret: Uint8Array): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * seedrandom's default (ARC4) generator, `seedrandom(seed)`, keyed with the seed string and read 32 bits
 * at a time (`int32()`): the public library itself, so that a verifier's script draws what the bot drew.
 */
export function seededEngine(seed: string): Engine {
  const prng = seedrandom(seed);
  return { next: () => prng.int32() };
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
