import type { HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { crewProfile, damageChecks, type UnitDamage } from '../combat/damage-checks.js';
import type { DirectFireResult } from '../combat/direct-fire.js';
import { passengersOf, type AppliedEffect } from '../game/effects.js';
import { crashAttack, helicopterCrash, type HelicopterCrash } from './helicopter-crash.js';
import { findUnit, freeUnitId, hexOf, unitsAt, updateUnit, type LnlState } from '../game/state.js';
import { effectiveMorale, isLeg } from '../game/units.js';
import { moraleCheck, type MoraleCheck } from '../game/morale-check.js';
import {
  FATE_OF_CREW_AND_PASSENGERS,
  crewBailOut,
  oftDestroyedCrewRoll,
  passengerBailOut,
  type FateSource,
  type FateVehicleResult,
} from '../game/vehicle-tables.js';

/** What happened to one crew or passenger counter. */
export interface FateLine {
  readonly unit: string;
  readonly what: 'bail-out' | 'morale-check' | 'eliminated' | 'crew-survives' | 'crew-lost' | 'disembarks';
  readonly die?: number;
  readonly check?: MoraleCheck;
  readonly result: string;
}

/**
 * The crew's and passengers' fate after a vehicle's result, read off the Fate of Crew and
 * Passengers Table (LnL player aid 15.4, 16.1.1) for the table that produced the result. Damage
 * Checks the table calls for were rolled with the attack itself; this rolls what follows: bail-out
 * checks, the OFT crew roll, Morale Checks of passengers who disembark (a failed check shakes the
 * unit), and a close assault's eliminations. An abandoning crew was already placed by the result.
 */
export function vehicleFate(
  state: LnlState,
  vehicleId: string,
  source: FateSource,
  result: FateVehicleResult,
  roller: Roller,
  rules: HouseRules,
  options: { readonly crewLost?: boolean } = {},
): { state: LnlState; lines: FateLine[] } {
  const v = findUnit(state, vehicleId);
  const row = FATE_OF_CREW_AND_PASSENGERS[source][result];
  if (!v || !row) return { state, lines: [] };
  let next = state;
  const lines: FateLine[] = [];
  const getOff = (id: string) => {
    const at = hexOf(next, v);
    next = updateUnit(next, id, (x) => {
      const { aboard: _a, ...rest } = x;
      return { ...rest, ...(at ? { at } : {}), markers: x.markers.includes('moved') ? x.markers : [...x.markers, 'moved'] };
    });
  };
  const check = (id: string) => {
    const u = findUnit(next, id)!;
    const mc = moraleCheck(effectiveMorale(u), [], roller, `morale check ${u.id}`);
    if (!mc.passed) next = updateUnit(next, u.id, (x) => ({ ...x, status: 'shaken' }));
    lines.push({ unit: u.id, what: 'morale-check', check: mc, result: mc.passed ? 'passes' : 'shaken' });
  };
  const crewOut = (die: number | undefined, status: 'good-order') => {
    const at = hexOf(next, v);
    const id = freeUnitId(next, `${v.id} crew`);
    next = { ...next, units: [...next.units, { id, side: v.side, kind: 'crew', name: `${v.name} crew`, ...crewProfile(rules), status, wounded: false, markers: ['moved'], ...(at ? { at } : {}) }] };
    lines.push({ unit: id, what: 'crew-survives', ...(die === undefined ? {} : { die }), result: 'the crew bails out in Good Order, marked Moved' });
  };

  switch (options.crewLost ? 'eliminated' : row.crew) {
    case 'bailout': {
      const b = crewBailOut(roller, `bail-out ${v.id} crew`);
      if (b.survives) crewOut(b.die, 'good-order');
      else lines.push({ unit: v.id, what: 'crew-lost', die: b.die, result: 'the crew does not get out' });
      break;
    }
    case 'oft-crew-roll': {
      const b = oftDestroyedCrewRoll(roller);
      if (b.crewSurvives) crewOut(b.die, 'good-order');
      else lines.push({ unit: v.id, what: 'crew-lost', die: b.die, result: 'the crew does not get out' });
      break;
    }
    case 'eliminated':
      lines.push({ unit: v.id, what: 'crew-lost', result: 'the crew is lost with it' });
      break;
  }

  for (const p of passengersOf(state, v)) {
    const outside = p.aboard!.outside;
    const effect = outside ? row.outsidePassengers : row.insidePassengers;
    const alive = () => findUnit(next, p.id)?.status !== 'eliminated';
    switch (effect) {
      case 'bailout':
      case 'damage-check-then-bailout': {
        if (!alive()) break;
        const b = passengerBailOut(roller, `bail-out ${p.id}`);
        next = updateUnit(next, p.id, (x) => ({ ...x, status: b.result === 'shaken' ? 'shaken' : 'eliminated' }));
        getOff(p.id);
        lines.push({ unit: p.id, what: 'bail-out', die: b.die, result: b.result === 'shaken' ? 'bails out Shaken' : 'eliminated' });
        break;
      }
      case 'disembark-moved-morale-check':
        getOff(p.id);
        if (alive()) check(p.id);
        break;
      case 'morale-check':
        if (alive()) check(p.id);
        break;
      case 'damage-check-shaken-disembark':
        if (findUnit(next, p.id)?.status === 'shaken') {
          getOff(p.id);
          lines.push({ unit: p.id, what: 'disembarks', result: 'Shaken, must disembark (marked Moved)' });
        }
        break;
      case 'eliminated':
        next = updateUnit(next, p.id, (x) => ({ ...x, status: 'eliminated' }));
        lines.push({ unit: p.id, what: 'eliminated', result: 'eliminated with the vehicle' });
        break;
    }
  }
  return { state: next, lines };
}

/** A crashed helicopter's crash hex and the 6-FP attack on everything in it. */
export interface CrashReport {
  readonly helicopter: string;
  readonly crash: HelicopterCrash;
  readonly attack?: DirectFireResult;
  readonly damage: readonly UnitDamage[];
}

/** Everything that followed the vehicle results of an attack: bail-outs, morale checks, crashes. */
export interface Aftermath {
  readonly fates: readonly { readonly vehicle: string; readonly lines: readonly FateLine[] }[];
  readonly crashes: readonly CrashReport[];
}

/**
 * Rolls what follows the vehicle results among `damage` (LnL player aid, DCT Destroyed and
 * Abandoned notes, Fate of Crew and Passengers): crew and passenger checks, and for a destroyed
 * helicopter, in the note's order, the bail-outs, then the crash (2d6 for direction and distance):
 * the survivors are set down in the crash hex, and the 6-FP attack hits the units that were there,
 * its TM read from `tmAt` (the map's), 0 where it gives none.
 */
export function aftermath(
  state: LnlState,
  damage: readonly { readonly unit: string; readonly applied: AppliedEffect }[],
  source: Exclude<FateSource, 'close-assault'>,
  roller: Roller,
  rules: HouseRules,
  tmAt: (hex: HexCoord) => number = () => 0,
): { state: LnlState; aftermath: Aftermath } {
  let next = state;
  const fates: { vehicle: string; lines: FateLine[] }[] = [];
  const crashes: CrashReport[] = [];
  for (const d of damage) {
    const v = findUnit(next, d.unit);
    if (!v || (v.kind !== 'vehicle' && v.kind !== 'helicopter')) continue;
    const result: FateVehicleResult | undefined = v.status === 'destroyed' ? 'destroyed' : v.status === 'abandoned' ? 'abandoned' : d.applied.effect === 'shaken' ? 'shaken' : d.applied.effect === 'no-effect' ? 'no-effect' : undefined;
    if (result === undefined) continue;
    const fate = vehicleFate(next, v.id, source, result, roller, rules);
    next = fate.state;
    if (fate.lines.length) fates.push({ vehicle: v.id, lines: fate.lines });
    if (v.kind === 'helicopter' && result === 'destroyed') {
      const from = hexOf(next, v);
      if (!from) continue;
      const crash = helicopterCrash(from, roller, next.grid);
      next = { ...next, hexMarkers: [...next.hexMarkers.filter((m) => !(m.kind === 'wreck' && m.at.col === from.col && m.at.row === from.row)), ...(crash.offBoard ? [] : [{ kind: 'wreck' as const, at: crash.crashHex }])] };
      next = updateUnit(next, v.id, (x) => ({ ...x, at: crash.crashHex }));
      const victims = crash.offBoard ? [] : unitsAt(next, crash.crashHex).filter((u) => u.id !== v.id && (isLeg(u.kind) || u.kind === 'vehicle'));
      // Its crew and passengers who bailed out come down with it, in the crash hex (DCT, Destroyed):
      // the crash attacks the units that were there. A crash off the map leaves them where it was hit.
      if (!crash.offBoard) {
        const survivors = fate.lines.filter((l) => l.what === 'crew-survives' || (l.what === 'bail-out' && findUnit(next, l.unit)?.status !== 'eliminated')).map((l) => l.unit);
        for (const id of survivors) next = updateUnit(next, id, (x) => ({ ...x, at: crash.crashHex }));
      }
      if (victims.length === 0) {
        crashes.push({ helicopter: v.id, crash, damage: [] });
        continue;
      }
      const attack = crashAttack({ target: { tm: tmAt(crash.crashHex) } }, roller, rules);
      if (!attack.ok) throw new Error(`crash attack refused: ${attack.code}`);
      let damageDone: UnitDamage[] = [];
      if (attack.value.outcome.effect === 'damage-check') {
        const checked = damageChecks(next, victims.map((u) => u.id), attack.value.outcome.modifier, 'other', roller, rules);
        next = checked.state;
        damageDone = checked.results;
      }
      crashes.push({ helicopter: v.id, crash, attack: attack.value, damage: damageDone });
    }
  }
  return { state: next, aftermath: { fates, crashes } };
}
