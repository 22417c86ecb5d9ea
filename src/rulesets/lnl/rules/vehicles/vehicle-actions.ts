import { sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { closeAssault, type CloseAssaultResult } from './close-assault.js';
import { crewProfile, damageChecks, type UnitDamage } from '../combat/damage-checks.js';
import { applyEffect, passengersOf, type AppliedEffect } from '../game/effects.js';
import { overrun, type OverrunResult, type OverrunTerrain } from './overrun.js';
import { findUnit, hexOf, otherSide, ownUnit, placeUnit, unitsAt, updateUnit, withMarker, type LnlState } from '../game/state.js';
import { isLeg, isMmc, leadershipOf, lowestArmour, type Unit } from '../game/units.js';
import { vehicleFate, type FateLine } from './vehicle-fate.js';
import { minesVsVehicle, type MineAttack } from '../game/vehicle-tables.js';

const vehicleIn = (state: LnlState, side: string, id: string): RuleResult<Unit> => {
  const v = ownUnit(state, side, id);
  if (!v.ok) return v;
  if (v.value.kind !== 'vehicle') return fail('lnl/not-a-vehicle', { unit: v.value.id });
  return v;
};

/** The best Good Order armor leader with a vehicle: in its hex or riding it. */
function armourLeaderLm(state: LnlState, v: Unit): number {
  const at = hexOf(state, v);
  return Math.max(0, ...(at ? unitsAt(state, at, v.side) : []).filter((u) => u.kind === 'armor-leader').map(leadershipOf));
}

export interface OverrunActionResult {
  readonly vehicle: string;
  readonly hex: HexCoord;
  readonly overrun: OverrunResult;
  readonly damage: readonly UnitDamage[];
}

/**
 * A vehicle overruns an enemy hex (LnL player aid, Overrun 15.3): it enters the hex (+4 MP, marked
 * Moved) and rolls 1d6 + 2 + HE + its MG FP + an armor leader's LM against 1d6 + TM; if higher,
 * every defender takes a DC. Survivors in Good Order may Close Assault it (`closeAssaultAction`).
 */
export function overrunAction(
  state: LnlState,
  order: { side: string; vehicle: string; hex: HexCoord; terrain: OverrunTerrain | 'other'; moduleAllows?: boolean; tm: number },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: LnlState; result: OverrunActionResult }> {
  const v = vehicleIn(state, order.side, order.vehicle);
  if (!v.ok) return v;
  if (v.value.status !== 'good-order' || v.value.immobilized) return fail('lnl/cannot-move', { unit: v.value.id });
  const defenders = unitsAt(state, order.hex, otherSide(state, order.side)).filter((u) => isLeg(u.kind) && !u.aboard);
  if (defenders.length === 0) return fail('lnl/no-target');
  const r = overrun(
    { terrain: order.terrain, ...(order.moduleAllows ? { moduleAllows: true } : {}), he: v.value.he ?? 0, mgFirepower: [v.value.firepower], armourLeaderLm: armourLeaderLm(state, v.value), tm: order.tm },
    roller,
  );
  if (!r.ok) return r;
  const moved = placeUnit(state, v.value.id, order.hex);
  if (!moved.ok) return moved;
  let next: LnlState = updateUnit(moved.value, v.value.id, (u) => withMarker(u, 'moved'));
  next = { ...next, lastMove: { side: order.side, units: [v.value.id], hex: order.hex, how: 'other', overrun: true } };
  let damage: UnitDamage[] = [];
  if (r.value.outcome.effect === 'damage-check') {
    const checked = damageChecks(next, defenders.map((d) => d.id), r.value.outcome.modifier, 'enemy-fire', roller, rules);
    next = checked.state;
    damage = checked.results;
  }
  return ok({ state: next, result: { vehicle: v.value.id, hex: order.hex, overrun: r.value, damage } });
}

export interface CloseAssaultActionResult {
  readonly vehicle: string;
  readonly assault: CloseAssaultResult;
  readonly effect?: AppliedEffect;
  readonly fate: readonly FateLine[];
}

/** Whether `side`'s units may close-assault `vehicle` as a reaction: it has just overrun their hex (15.3). */
export function answersOverrun(state: LnlState, side: string, vehicle: string): boolean {
  const m = state.lastMove;
  return m?.overrun === true && m.side !== side && m.units.some((u) => u.toLowerCase() === vehicle.trim().toLowerCase());
}

/**
 * Leg units close-assault an enemy vehicle in their hex (LnL player aid, Close Assault 17.1): each
 * MMC or hero passes a Morale Check, then rolls 1d6 + IFP + a carried SW's HE (or satchel charge FP,
 * from the roster's `he`) against 1d6 + the vehicle's lowest armour; a Good Order leader backs the
 * first attack with his LM. A destroyed vehicle takes its crew and inside passengers with it.
 */
export function closeAssaultAction(state: LnlState, order: { side: string; attackers: readonly string[]; vehicle: string }, roller: Roller, rules: HouseRules): RuleResult<{ state: LnlState; result: CloseAssaultActionResult }> {
  const v = findUnit(state, order.vehicle);
  if (!v || v.side === order.side || v.kind !== 'vehicle' || v.status === 'destroyed') return fail('lnl/not-a-vehicle', { unit: order.vehicle });
  const at = hexOf(state, v);
  const attackers: Unit[] = [];
  for (const id of order.attackers) {
    const a = ownUnit(state, order.side, id);
    if (!a.ok) return a;
    if (!at || !sameHex(hexOf(state, a.value) ?? { col: -1, row: -1 }, at)) return fail('lnl/unit-not-in-hex', { unit: a.value.id });
    if (a.value.status !== 'good-order') return fail('lnl/shaken-cannot-fire', { unit: a.value.id });
    if (a.value.markers.includes('fired') || a.value.markers.includes('ops-complete')) return fail('lnl/already-fired', { unit: a.value.id });
    if (!isMmc(a.value.kind) && a.value.kind !== 'hero') return fail('lnl/close-assault-no-attackers');
    attackers.push(a.value);
  }
  const weaponOf = (u: Unit) => {
    const w = state.units.find((x) => x.kind === 'support-weapon' && x.carriedBy?.toLowerCase() === u.id.toLowerCase() && (x.he ?? 0) > 0);
    return w ? { kind: 'sw-he' as const, value: w.he! } : undefined;
  };
  const leaders = unitsAt(state, at!, order.side).filter((u) => u.kind === 'leader' && leadershipOf(u) > 0);
  const best = leaders.sort((a, b) => leadershipOf(b) - leadershipOf(a))[0];
  const r = closeAssault(
    {
      attackers: attackers.map((u) => {
        const w = weaponOf(u);
        return { id: u.id, kind: u.kind === 'hero' ? 'hero' : 'mmc', morale: u.morale, ifp: u.firepower, ...(w ? { weapon: w } : {}) };
      }),
      ...(best ? { leader: { lm: leadershipOf(best), backs: attackers[0]!.id } } : {}),
      vehicle: { lowestArmour: lowestArmour(v) ?? 0 },
      outsidePassengers: state.units.some((x) => x.aboard?.vehicle.toLowerCase() === v.id.toLowerCase() && x.aboard.outside && x.status !== 'eliminated'),
    },
    roller,
  );
  if (!r.ok) return r;
  let next = state;
  // Only those who took their turn are spent: the rest never went in once the vehicle burned.
  for (const a of r.value.attempts) next = updateUnit(next, a.attacker, (x) => withMarker(x, 'fired'));
  if (!r.value.destroyed) return ok({ state: next, result: { vehicle: v.id, assault: r.value, fate: [] } });
  const applied = applyEffect(next, v.id, 'destroyed', crewProfile(rules));
  if (!applied.ok) throw new Error(`no unit ${v.id}`);
  const fate = vehicleFate(applied.value.state, v.id, 'close-assault', 'destroyed', roller, rules);
  return ok({ state: fate.state, result: { vehicle: v.id, assault: r.value, effect: applied.value.applied, fate: fate.lines } });
}

export interface MinesActionResult {
  readonly vehicle: string;
  readonly mines: MineAttack;
  readonly effects: readonly AppliedEffect[];
  /** Passengers of a vehicle the mines destroyed: their Damage Checks, before they bail out. */
  readonly passengers: readonly UnitDamage[];
  readonly fate: readonly FateLine[];
}

/**
 * A vehicle that has just entered a mined hex rolls once on the Mines vs. Vehicles Table (LnL player
 * aid, 21.4.1): 1 no effect, 2–3 Shaken, 4–5 Shaken and Immobilized, 6 destroyed with its crew;
 * passengers of a destroyed vehicle first take their Damage Check (DCT, Destroyed: "Passengers must
 * first make a DC check before their Bailout check"; the mines table has no attack roll to differ
 * from, so at +0), then those left bail out. Its owner rolls (the mined hexes are the scenario's).
 */
export function minesAction(state: LnlState, order: { side: string; vehicle: string }, roller: Roller, rules: HouseRules): RuleResult<{ state: LnlState; result: MinesActionResult }> {
  const v = findUnit(state, order.vehicle);
  if (!v || v.kind !== 'vehicle' || v.status === 'destroyed' || v.side !== order.side) return fail('lnl/not-a-vehicle', { unit: order.vehicle });
  // A vehicle rolls once for the mined hex it has just entered.
  const entry = state.lastMove;
  if (!entry || entry.side !== order.side || !entry.units.includes(v.id)) return fail('lnl/mines-on-entry', { unit: v.id });
  if (entry.minesRolled?.includes(v.id)) return fail('lnl/mines-rolled', { unit: v.id });
  const mines = minesVsVehicle(roller);
  const crew = crewProfile(rules);
  const rolled: LnlState = { ...state, lastMove: { ...entry, minesRolled: [...(entry.minesRolled ?? []), v.id] } };
  const steps = mines.result === 'shaken' ? (['shaken'] as const) : mines.result === 'shaken-immobilized' ? (['shaken', 'immobilized'] as const) : mines.result === 'destroyed' ? (['destroyed'] as const) : [];
  let next = rolled;
  const effects: AppliedEffect[] = [];
  for (const e of steps) {
    const applied = applyEffect(next, v.id, e, crew);
    if (!applied.ok) throw new Error(`no unit ${v.id}`);
    next = applied.value.state;
    effects.push(applied.value.applied);
  }
  const status = findUnit(next, v.id)?.status;
  let passengers: UnitDamage[] = [];
  if (status === 'destroyed') {
    const riders = passengersOf(next, findUnit(next, v.id)!).filter((p) => p.status !== 'eliminated');
    const checked = damageChecks(next, riders.map((p) => p.id), 0, 'other', roller, rules);
    next = checked.state;
    passengers = checked.results;
  }
  const fate =
    status === 'destroyed'
      ? vehicleFate(next, v.id, 'dft', 'destroyed', roller, rules, { crewLost: true })
      : status === 'abandoned'
        ? vehicleFate(next, v.id, 'dft', 'abandoned', roller, rules)
        : { state: next, lines: [] };
  return ok({ state: fate.state, result: { vehicle: v.id, mines, effects, passengers, fate: fate.lines } });
}
