import { enemyRef, findUnit, type FireteamState } from '../game/state.js';
import { boundIn, canFire, isInPlay, isOnTable, type Unit } from '../troops/units.js';

/**
 * Why a unit may not shoot now, or undefined if it may (seed 004, Deploy / Over Watch / Pinning and
 * Morale; a passenger rides inside; Anti-Tank Fire: a panicked vehicle does not fire that turn).
 */
export function whyCannotFire(u: Unit, turn?: number): string | undefined {
  if (!isInPlay(u)) return 'removed';
  if (!u.onTable) return 'off-table';
  if (u.deployedThisTurn) return 'deployed-this-turn';
  if (u.status === 'permanently-pinned') return 'permanently-pinned';
  if (u.overwatch) return 'on-overwatch';
  if (u.aboard !== undefined) return 'aboard';
  if (boundIn(u.vehicle?.damage.panicked, turn)) return 'panicked';
  return canFire(u, turn) ? undefined : 'cannot-fire';
}

/**
 * Seed 004, Anti-Tank Fire, result 1 "Must halt and return fire": the unit a halted vehicle must
 * shoot at in this turn's firing if it shoots at all (the attacker, while it is on the table), or
 * undefined when it is free to choose.
 */
export function returnFireTarget(state: FireteamState, u: Unit): string | undefined {
  const h = u.vehicle?.damage.halted;
  if (h === undefined || h.attacker === undefined || h.turn !== state.turn - 1) return undefined;
  const a = findUnit(state, enemyRef(state, u.side, h.attacker));
  return a && isOnTable(a) ? a.id : undefined;
}
