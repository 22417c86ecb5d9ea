import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { DamageEntry, DamageRoll } from './anti-tank.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { enemyRef, findUnit, pinUnit, updateUnit, type FireteamState } from '../game/state.js';
import { boundIn, isOnTable, type Unit, type VehicleDamage } from '../troops/units.js';

/** What a veteran tank crew may avoid on an expertise roll (Special Units: Veteran tank crews). */
export type Avoidable = 'pin' | 'panic';

export interface VehicleDamageOutcome {
  readonly state: FireteamState;
  /** The seed's words for each result that took effect, and for what the crew avoided. */
  readonly applied: readonly string[];
  /** Result 9 or 10: the vehicle is out; its passengers roll for hits as artillery. */
  readonly brewedUp: boolean;
}

/**
 * Fire Team (seed 004), Anti-Tank Fire: the damage results of a hit, marked on the vehicle. 1 halts
 * it this turn and binds its next fire to the attacker; 2 radio, 3 −1D6 movement, 4 turret jammed
 * (each also Pinned); 5 weapon damaged; 6 and 7 panic (no fire this turn, a move must retreat), 7
 * also misses its next anti-tank shot; 8 immobilised; 9 and 10 brew it up. A veteran crew may avoid
 * the Pin and the Panic (`avoids` rolls for it once each). The vehicle is named by its side and id
 * (or a typed reference); the attacker, kept for results 1, 6 and 7, is an enemy unit's id.
 */
export function applyVehicleDamage(
  state: FireteamState,
  id: UnitRef | string,
  d: DamageRoll,
  opts: { readonly attacker?: string; readonly avoids: (what: Avoidable) => boolean },
): VehicleDamageOutcome {
  let g = state;
  const applied: string[] = [];
  const order = { turn: state.turn, ...(opts.attacker === undefined ? {} : { attacker: opts.attacker }) };
  const mark = (change: (x: VehicleDamage) => VehicleDamage): void => {
    g = updateUnit(g, id, (u) => (u.vehicle ? { ...u, vehicle: { ...u.vehicle, damage: change(u.vehicle.damage) } } : u));
  };
  let pinned = false;
  let brewedUp = false;
  const each = (e: DamageEntry): void => {
    if (e.panic && opts.avoids('panic')) return void applied.push(`${e.text} — avoided by the veteran crew`);
    if (e.pinned) pinned = true;
    switch (e.code) {
      case 'halt-and-return-fire':
        mark((x) => ({ ...x, halted: order }));
        break;
      case 'pinned-radio-damaged':
        mark((x) => ({ ...x, radioDamaged: true }));
        break;
      case 'pinned-movement-reduced':
        mark((x) => ({ ...x, movementReduced: true }));
        break;
      case 'pinned-turret-jammed':
        mark((x) => ({ ...x, turretJammed: true }));
        break;
      case 'weapon-damaged':
        mark((x) => ({ ...x, weaponDamaged: true }));
        break;
      case 'panic':
        mark((x) => ({ ...x, panicked: order }));
        break;
      case 'panic-miss-next-shot':
        mark((x) => ({ ...x, panicked: order, missNextShot: true }));
        break;
      case 'immobilised':
        mark((x) => ({ ...x, immobilised: true }));
        break;
      case 'brew-up':
        if (!brewedUp) mark((x) => ({ ...x, brewedUp: true }));
        brewedUp = true;
        g = updateUnit(g, id, (u) => ({ ...u, overwatch: false }));
        break;
    }
    applied.push(e.text);
  };
  d.results.forEach(each);
  if (d.pinChance?.pinned) pinned = true;
  if (pinned) {
    if (opts.avoids('pin')) applied.push('Pin avoided by the veteran crew');
    else g = pinUnit(g, id);
  }
  return { state: g, applied, brewedUp };
}

export type PanicError = 'fireteam/panic-retreat';

/** Where a panicked vehicle's move ends, as the board reads it. */
export interface RetreatEnd {
  readonly from: Point;
  readonly to: Point;
  /** The end point is in cover (an area feature or touching a linear obstacle). */
  readonly inCover: boolean;
  /** The attacker cannot see the end point. */
  readonly outOfSight: boolean;
}

/**
 * Fire Team (seed 004), Anti-Tank Fire results 6 and 7, "Panic: retreat to cover or out of sight":
 * in the turn of its panic a vehicle's move must end farther from the unit that shot it, in cover or
 * out of its sight. Without the attacker's position only cover or sight can show a retreat.
 */
export function checkPanicRetreat(state: FireteamState, u: Unit, end: RetreatEnd): RuleResult<true, PanicError> {
  const p = u.vehicle?.damage.panicked;
  if (!boundIn(p, state.turn)) return ok(true);
  if (end.inCover || end.outOfSight) return ok(true);
  const attacker = p?.attacker === undefined ? undefined : findUnit(state, enemyRef(state, u.side, p.attacker));
  const from = attacker?.position;
  if (from && distance(end.to, from) > distance(end.from, from)) return ok(true);
  return fail('fireteam/panic-retreat', { unit: u.id, attacker: attacker?.id ?? 'the enemy' });
}

/**
 * Fire Team (seed 004), Anti-Tank Fire, Panic: a vehicle of `side` panicked this turn that still may
 * move and has not; its side may not pass the movement phase until it has retreated.
 */
export function panickedToMove(state: FireteamState, side: string): Unit | undefined {
  return state.units.find(
    (u) =>
      u.side === side &&
      isOnTable(u) &&
      boundIn(u.vehicle?.damage.panicked, state.turn) &&
      !u.movedThisTurn &&
      !u.firedThisTurn &&
      u.status === 'active' &&
      u.vehicle?.damage.immobilised !== true &&
      !boundIn(u.vehicle?.damage.halted, state.turn),
  );
}
