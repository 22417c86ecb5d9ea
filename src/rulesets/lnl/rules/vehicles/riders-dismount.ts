import type { Roller } from '../../../../core/dice/roller.js';
import { passengersOf } from '../game/effects.js';
import { moraleCheck } from '../game/morale-check.js';
import { findUnit, hexOf, updateUnit, withMarker, type LnlState } from '../game/state.js';
import { effectiveMorale } from '../game/units.js';
import type { FateLine } from './vehicle-fate.js';

/**
 * Passengers riding on (not in) a vehicle that fires must dismount, marked Moved, and take a Morale
 * Check; a failed check shakes them (LnL player aid, Ordnance: "Passengers riding on a vehicle that
 * fires or is hit must dismount (Moved) and take a Morale Check").
 */
export function ridersDismount(state: LnlState, vehicleId: string, roller: Roller): { state: LnlState; lines: FateLine[] } {
  const v = findUnit(state, vehicleId);
  if (!v) return { state, lines: [] };
  const at = hexOf(state, v);
  let next = state;
  const lines: FateLine[] = [];
  for (const p of passengersOf(state, v).filter((x) => x.aboard?.outside === true)) {
    next = updateUnit(next, p.id, (x) => {
      const { aboard: _a, ...rest } = x;
      return withMarker({ ...rest, ...(at ? { at } : {}) }, 'moved');
    });
    const mc = moraleCheck(effectiveMorale(p), [], roller, `morale check ${p.id}`);
    if (!mc.passed) next = updateUnit(next, p.id, (x) => ({ ...x, status: 'shaken' }));
    lines.push({ unit: p.id, what: 'morale-check', check: mc, result: mc.passed ? 'dismounts (marked Moved) and passes' : 'dismounts (marked Moved), shaken' });
  }
  return { state: next, lines };
}
