import type { DieSource } from './die-source.js';
import { evaluate, type DiceError, type RolledPart, type RollSpec } from './roll-spec.js';

/** Thrown when notation is refused mid-roll; the app turns it into the rule error it names. */
export class NotationRefused extends Error {
  constructor(
    readonly code: DiceError,
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(code);
  }
}

/**
 * What a rules move rolls with: each call draws the next dice of the current ledger roll and
 * records the part, so the whole roll lands in the ledger as drawn.
 */
export interface Roller {
  roll(spec: RollSpec, label?: string): RolledPart;
}

export function recordingRoller(dice: DieSource): Roller & { readonly parts: readonly RolledPart[] } {
  const parts: RolledPart[] = [];
  return {
    parts,
    roll(spec, label) {
      const r = evaluate(spec, dice, label);
      if (!r.ok) throw new NotationRefused(r.code, r.params);
      parts.push(r.value);
      return r.value;
    },
  };
}
