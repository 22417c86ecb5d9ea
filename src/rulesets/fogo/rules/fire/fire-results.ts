import { choiceRule, type HouseRules } from '../game/house-rule-lookup.js';
import type { StandStatus } from '../troops/stands.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { sumDice, type Modifier } from '../game/modifiers.js';

/** What a pool of hits does (crossfire-core §0.2 HITS→STATE, §1.4.3). */
export type FireResult = 'none' | 'pin' | 'suppress' | 'kill';

const RANK: Readonly<Record<FireResult, number>> = { none: 0, pin: 1, suppress: 2, kill: 3 };

/** 0 hits no effect, 1 Pin, 2 Suppress, 3 or more Kill (crossfire-core §1.4.3). */
export function hitsToResult(hits: number): FireResult {
  if (hits <= 0) return 'none';
  if (hits === 1) return 'pin';
  if (hits === 2) return 'suppress';
  return 'kill';
}

/** The single best result of a group: results are never summed (crossfire-core §1.4.5). */
export function bestResult(results: readonly FireResult[]): FireResult {
  return results.reduce<FireResult>((best, r) => (RANK[r] > RANK[best] ? r : best), 'none');
}

/** Suppress or Kill: what a phasing fire needs to keep the initiative (crossfire-core §1.2). */
export function isSuppressOrBetter(r: FireResult): boolean {
  return RANK[r] >= RANK.suppress;
}

/** The worse of two statuses on the ladder. */
export function worseStatus(a: StandStatus, b: StandStatus): StandStatus {
  const order: readonly StandStatus[] = ['ok', 'pinned', 'suppressed', 'killed'];
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

/** One step down the ladder: the Commissar's rally of a 1 (crossfire-core §1.11). */
export function oneStepWorse(s: StandStatus): StandStatus {
  return s === 'ok' ? 'pinned' : s === 'pinned' ? 'suppressed' : 'killed';
}

/**
 * A fire result landing on a stand that may already be hit (crossfire-core §1.4.4): two Suppressions
 * kill; a Pin on a Pinned or Suppressed stand and a Suppress on a Pinned one follow the house rules
 * `accumulate.pinOnPinned`, `accumulate.pinOnSuppressed` and `accumulate.suppressOnPinned`.
 */
export function applyFireResult(current: StandStatus, result: FireResult, rules: HouseRules): StandStatus {
  if (current === 'killed' || result === 'kill') return 'killed';
  if (result === 'none') return current;
  if (current === 'ok') return result === 'pin' ? 'pinned' : 'suppressed';
  const worse = (key: string): StandStatus =>
    choiceRule(rules, key, ['PINNED', 'SUPPRESSED', 'KILLED'] as const).toLowerCase() as StandStatus;
  if (current === 'pinned') return worse(result === 'pin' ? 'accumulate.pinOnPinned' : 'accumulate.suppressOnPinned');
  return result === 'pin' ? worse('accumulate.pinOnSuppressed') : 'killed';
}

/** A pool of dice hitting on 5 (crossfire-core §1.4's mechanic), as a barrage or an HE round rolls it. */
export interface DicePool {
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  readonly dice: number;
  readonly faces: readonly number[];
  readonly hits: number;
  readonly result: FireResult;
  readonly part?: RolledPart;
}

/** `base` dice plus the modifiers' (at least none), each hitting on 5; no dice, no roll. */
export function rollDicePool(base: number, modifiers: readonly Modifier[], roller: Roller, label: string): DicePool {
  const dice = Math.max(0, base + sumDice(modifiers));
  const part = dice === 0 ? undefined : roller.roll({ op: 'at-least', n: dice, sides: 6, target: 5 }, label);
  const hits = part?.total ?? 0;
  return { base, modifiers, dice, faces: part?.faces ?? [], hits, result: hitsToResult(hits), ...(part === undefined ? {} : { part }) };
}
