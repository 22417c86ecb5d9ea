import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';

/**
 * The dice conventions every FNG table reduces to (FNG 2nd Tour, "Dice", seed L285–L317; digest §1).
 * Each helper rolls one ledger part, so the whole test lands in the ledger as drawn and `verify`
 * recomputes it; rules files never read faces any other way.
 */

/** How many of a roll's dice passed: 0, 1 or 2 for the usual 2d6 (3 with the Leader Die). */
export interface Passed {
  readonly passes: number;
  readonly part: RolledPart;
}

/**
 * Passing dice (L286–L294): roll `n` d6 and count each die scoring the target or less. "+1d6 / −1d6"
 * modifiers change `n`; "+1 / −1 to REP" change `target`. A count at or below zero rolls nothing.
 * Where a table says "a score of 6 is an automatic failure" (L987, L1509), pass `autoFailOnSix`.
 */
export function passDice(
  roller: Roller,
  n: number,
  target: number,
  label: string,
  opts: { readonly autoFailOnSix?: boolean } = {},
): Passed {
  // A 6 can only pass a target of 6 or more, so the auto-fail is a cap on the target.
  const effective = opts.autoFailOnSix ? Math.min(target, 5) : target;
  const part = roller.roll({ op: 'at-most', n: Math.max(0, n), sides: 6, target: effective }, label);
  return { passes: part.total, part };
}

/** Counting successes (L297–L299): each die showing 1, 2 or 3 is a success. `n` may fall to 0. */
export function successes(roller: Roller, n: number, label: string): Passed {
  const part = roller.roll({ op: 'at-most', n: Math.max(0, n), sides: 6, target: 3 }, label);
  return { passes: part.total, part };
}

/** One d6 read as rolled (L306). */
export function d6(roller: Roller, label: string): { readonly score: number; readonly part: RolledPart } {
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, label);
  return { score: part.total, part };
}

/** `n` d6 summed, as the campaign, Potential Contact and reinforcement tables read them (L306–L310). */
export function sumD6(roller: Roller, n: number, label: string): { readonly total: number; readonly part: RolledPart } {
  const part = roller.roll({ op: 'sum', n: Math.max(0, n), sides: 6 }, label);
  return { total: part.total, part };
}

/** 1/2d6 (L296): 1–2 → 1, 3–4 → 2, 5–6 → 3. */
export function halfD6(roller: Roller, label: string): { readonly value: number; readonly part: RolledPart } {
  const part = roller.roll({ op: 'half-d6' }, label);
  return { value: part.total, part };
}

/**
 * A d66 (Attributes, VC weapons): one d6 for the tens and one for the units, read "a(b)" as 11–66.
 * Both dice are one ledger part so the pair is never split.
 */
export function d66(roller: Roller, label: string): { readonly value: number; readonly part: RolledPart } {
  const part = roller.roll({ op: 'sum', n: 2, sides: 6 }, label);
  const [tens, units] = part.faces as [number, number];
  return { value: tens * 10 + units, part };
}

/** A "possibility" (L302–L304): "(1-2)" after an item happens when 1d6 scores from `low` to `high`. */
export function chance(
  roller: Roller,
  low: number,
  high: number,
  label: string,
): { readonly happens: boolean; readonly score: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, label);
  return { happens: score >= low && score <= high, score, part };
}

/** The count of dice in `faces` that show `face` (ones for out of ammo, sixes for Recon by Fire). */
export function countFace(faces: readonly number[], face: number): number {
  return faces.filter((f) => f === face).length;
}
