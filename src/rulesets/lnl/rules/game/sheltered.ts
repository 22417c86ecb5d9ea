import { findUnit, type LnlState } from './state.js';
import type { Unit } from './units.js';

/**
 * A passenger inside a closed armoured vehicle: fire at the hex does not reach it; it shares the
 * vehicle's fate instead (LnL player aid, Fate of Crew and Passengers 15.4, 16.1.1: inside passengers
 * check only "if vehicle is open-topped or unarmored"). Outside riders are always exposed.
 */
export function sheltered(state: LnlState, u: Unit): boolean {
  if (!u.aboard || u.aboard.outside) return false;
  const ride = findUnit(state, u.aboard.vehicle);
  return ride?.armour !== undefined && ride.openTopped !== true;
}
