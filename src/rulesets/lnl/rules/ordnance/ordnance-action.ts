import { sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { crewProfile, damageChecks, type UnitDamage } from '../combat/damage-checks.js';
import { applyEffect, type AppliedEffect } from '../game/effects.js';
import { fireCheck, type FireStartResult } from '../map/fire-start.js';
import { ARMOUR_EFFECT, armourAgainstOrdnance, ordnanceToHit, ordnanceVsArmour, ordnanceVsInfantry, type Facing, type OftCircumstances, type ToHitResult, type VsArmourResult, type VsInfantryResult } from './ordnance.js';
import { addHexMarker, findUnit, hexOf, otherSide, ownUnit, unitsAt, updateUnit, withMarker, type HexMarker, type LnlState } from '../game/state.js';
import { isLeg, isSmc, leadershipOf, type Unit } from '../game/units.js';
import { opportunityMovers } from '../combat/opportunity-movers.js';
import { ridersDismount } from '../vehicles/riders-dismount.js';
import type { FireSight } from '../map/sight.js';
import { ordnanceSwUsage } from '../game/sw-usage.js';
import { aftermath, type Aftermath, type FateLine } from '../vehicles/vehicle-fate.js';

export interface OrdnanceOrder {
  readonly side: string;
  /** The firing weapon: an ordnance support weapon (its carrier fires it), a vehicle or a weapon team. */
  readonly weapon: string;
  readonly target: HexCoord;
  /** A vehicle or helicopter in the hex; without it the shot is at the hex's troops. */
  readonly vehicle?: string;
  /** The to-hit number at this range, from the counter's to-hit table (default: the roster's). */
  readonly toHit?: number;
  /** Penetration at this range (default: the roster's). */
  readonly penetration?: number;
  readonly facing?: Facing;
  readonly tm: number;
  readonly inBuildingOrBunker?: boolean;
  readonly sight: FireSight;
  readonly flammable: boolean;
  /** Opportunity fire at the enemy's last move (5.3); `hexSpotted`: the hex is spotted, needed against Low Crawl and Stealth. */
  readonly opportunity?: { readonly hexSpotted: boolean };
  readonly night?: boolean;
  /** Any hex's TM from the map, for a crashing helicopter's attack; 0 without it. */
  readonly tmAt?: (hex: HexCoord) => number;
  /** The optional speed modifiers (15.6) are in play; `onRoad`: an R vehicle spent 2+ MP on road before the shot. */
  readonly speed?: { readonly onRoad: boolean };
}

export interface OrdnanceActionResult {
  readonly weapon: string;
  readonly firer: string;
  readonly target: HexCoord;
  readonly vehicle?: string;
  readonly toHit: ToHitResult;
  readonly vsArmour?: VsArmourResult;
  readonly vsInfantry?: VsInfantryResult;
  readonly vehicleEffect?: AppliedEffect;
  readonly damage: readonly UnitDamage[];
  readonly aftermath: Aftermath;
  readonly acquisition?: 1 | 2;
  /** The carrier gave up its IFP this turn to fire the SW (Portage table, 1.6). */
  readonly carrierForfeitsIfp?: boolean;
  /** Riders on the firing vehicle: they dismount and take a Morale Check. */
  readonly riders?: readonly FateLine[];
  readonly fireStart: FireStartResult;
}

const moving = (u: Unit): boolean => u.markers.some((m) => m === 'moved' || m === 'assault-move' || m === 'hit-and-run');

/**
 * An ordnance shot read from the state (LnL player aid, Ordnance (to-hit) 14.1, OFT modifiers,
 * Ordnance vs Armored Vehicle, Ordnance vs Infantry, Fate of Crew and Passengers, Acquisition
 * 14.3): to-hit on 2d6 with every OFT row the state and map show, then penetration against the armour
 * at the facing hit (a helicopter's armour factor), or HE against every unit in the hex; results
 * applied to the counters, and an acquisition marker placed or raised when the target survives.
 * An ordnance SW fires apart from its carrier's IFP (5.0, 1.6.4): only its own Fired marker counts,
 * and the Portage table decides whether the carrier may fire it and forfeits its IFP (`ordnanceSwUsage`).
 * Only guided AA weapons may attack a flying helicopter (14.1, 19.2). Opportunity fire aims only at
 * the enemy's last move (`opportunityMovers`). Riders on a firing vehicle dismount and take a Morale Check.
 */
export function ordnanceAction(state: LnlState, order: OrdnanceOrder, roller: Roller, rules: HouseRules): RuleResult<{ state: LnlState; result: OrdnanceActionResult }> {
  const w = ownUnit(state, order.side, order.weapon);
  if (!w.ok) return w;
  const weapon = w.value;
  if (!weapon.ordnance) return fail('lnl/not-ordnance', { unit: weapon.id });
  let firer: Unit = weapon;
  if (weapon.kind === 'support-weapon') {
    if (weapon.carriedBy === undefined) return fail('lnl/sw-not-carried', { unit: weapon.id });
    const carrier = ownUnit(state, order.side, weapon.carriedBy);
    if (!carrier.ok) return carrier;
    firer = carrier.value;
  }
  if (firer.status !== 'good-order') return fail(firer.status === 'shaken' ? 'lnl/shaken-cannot-fire' : 'lnl/cannot-fire', { unit: firer.id });
  if (weapon.markers.includes('fired')) return fail('lnl/already-fired', { unit: weapon.id });
  let forfeitIfp = false;
  if (firer !== weapon) {
    const usage = ordnanceSwUsage(state, firer, weapon);
    if (!usage.ok) return usage;
    forfeitIfp = usage.value.forfeitIfp;
  }
  if (weapon.expended) return fail('lnl/atgm-expended', { unit: weapon.id });
  if (order.sight.blocked) return fail('lnl/los-blocked');
  const from = hexOf(state, firer);
  if (!from) return fail('lnl/no-position', { unit: firer.id });
  if (weapon.range < order.sight.distance) return fail('lnl/out-of-range', { unit: weapon.id, range: weapon.range, distance: order.sight.distance });
  const toHitNumber = order.toHit ?? weapon.toHit;
  if (toHitNumber === undefined) return fail('lnl/to-hit-needed', { unit: weapon.id });
  const enemy = otherSide(state, order.side);
  let movers: Unit[] | undefined;
  if (order.opportunity) {
    const m = opportunityMovers(state, order.side, order.target, firer === weapon ? [weapon] : [firer, weapon], order.opportunity.hexSpotted);
    if (!m.ok) return m;
    movers = m.value;
  }
  const isMover = (u: Unit) => movers === undefined || movers.some((m) => m.id === u.id);

  let vehicle: Unit | undefined;
  if (order.vehicle !== undefined) {
    vehicle = findUnit(state, order.vehicle);
    if (!vehicle || vehicle.side !== enemy || (vehicle.kind !== 'vehicle' && vehicle.kind !== 'helicopter') || !sameHex(hexOf(state, vehicle) ?? { col: -1, row: -1 }, order.target)) {
      return fail('lnl/not-a-vehicle', { unit: order.vehicle });
    }
    if (!isMover(vehicle)) return fail('lnl/of-no-mover', { unit: vehicle.id });
    if (vehicle.kind === 'helicopter' && vehicle.mode === 'flying' && weapon.aa !== true) return fail('lnl/not-aa', { unit: weapon.id, target: vehicle.id });
  }
  const penetration = order.penetration ?? weapon.penetration;
  if (vehicle && penetration === undefined) return fail('lnl/penetration-needed', { unit: weapon.id });
  const troops = unitsAt(state, order.target, enemy).filter((u) => isLeg(u.kind) && (!u.aboard || u.aboard.outside) && isMover(u));
  if (!vehicle && troops.length === 0) return fail('lnl/no-target');
  const targets = vehicle ? [vehicle] : troops;

  const here = unitsAt(state, from, order.side);
  const isVehicle = firer.kind === 'vehicle' || firer.kind === 'helicopter';
  const leaderLm = Math.max(0, ...here.filter((u) => (isVehicle ? u.kind === 'armor-leader' : u.kind === 'leader')).map(leadershipOf));
  const acquired = state.hexMarkers.find((m): m is Extract<HexMarker, { kind: 'acquisition' }> => m.kind === 'acquisition' && m.firer === weapon.id && targets.some((t) => t.id === m.target));
  const c: OftCircumstances = {
    leaderLm,
    vehicleOpen: firer.kind === 'vehicle' && firer.buttoned !== true && firer.armour !== undefined,
    assaultMove: !isVehicle && firer.markers.includes('assault-move'),
    scout: firer.kind === 'scout',
    ...(isVehicle && firer.markers.includes('assault-move') ? { vehicleAssaultMove: 'standard' as const } : {}),
    degradingHexes: order.sight.degrading,
    smcFiringSw: isSmc(firer.kind) && weapon !== firer,
    firingOutOfSmoke: state.hexMarkers.some((m) => m.kind === 'smoke' && sameHex(m.at, from)),
    thermalImaging: weapon.thermal === true || firer.thermal === true,
    helicopterFlyingFirer: firer.kind === 'helicopter' && firer.mode === 'flying',
    ...(order.night ? { night: { rangeHexes: order.sight.distance } } : {}),
    adjacentBuildings: order.sight.adjacentBuildings,
    ...(firer.markers.includes('ops-complete') ? { opsComplete: 'standard' as const } : {}),
    opportunityFire: order.opportunity !== undefined,
    targetMoving: targets.some(moving),
    adjacent: order.sight.adjacent,
    terrainTm: vehicle?.kind === 'helicopter' ? 0 : order.tm,
    sniperTarget: !vehicle && troops.every((t) => t.kind === 'sniper'),
    ...(vehicle?.kind === 'helicopter' && vehicle.mode ? { helicopter: vehicle.mode } : {}),
    mountedStill: targets.some((t) => t.mounted === true && !moving(t)),
    ...(acquired ? { acquisition: acquired.level } : {}),
    ...(order.speed && vehicle?.moveType && vehicle.movement !== undefined
      ? { targetSpeed: { moveType: vehicle.moveType, movement: vehicle.movement, onRoad: order.speed.onRoad, roadMpSpent: order.speed.onRoad ? 2 : 0 } }
      : {}),
  };
  const hit = ordnanceToHit(
    {
      toHit: toHitNumber,
      circumstances: c,
      targetHasTurret: vehicle?.turret === true,
      ...(weapon.atgm && weapon.depletion !== undefined ? { atgmDepletion: weapon.depletion } : {}),
    },
    roller,
    rules,
  );
  if (!hit.ok) return hit;

  let next = updateUnit(state, weapon.id, (u) => withMarker(u, 'fired'));
  if (forfeitIfp) next = updateUnit(next, firer.id, (u) => withMarker(u, 'fired'));
  if (hit.value.atgmExpended) next = updateUnit(next, weapon.id, (u) => ({ ...u, expended: true }));
  let vsArmour: VsArmourResult | undefined;
  let vsInfantry: VsInfantryResult | undefined;
  let vehicleEffect: AppliedEffect | undefined;
  let damage: UnitDamage[] = [];
  let after: Aftermath = { fates: [], crashes: [] };
  let survived = true;
  if (hit.value.hit && vehicle) {
    const facing = order.facing ?? 'front';
    const armour = armourAgainstOrdnance(vehicle, facing);
    vsArmour = ordnanceVsArmour(
      {
        penetration: penetration!,
        heat: weapon.heat === true,
        redArmour: vehicle.armour?.red === true,
        armour,
        morale: vehicle.morale,
        aircraft: vehicle.kind === 'helicopter',
        alreadyShaken: vehicle.status === 'shaken',
      },
      roller,
    );
    const applied = applyEffect(next, vehicle.id, ARMOUR_EFFECT[vsArmour.outcome], crewProfile(rules));
    if (!applied.ok) throw new Error(`no unit ${vehicle.id}`);
    next = applied.value.state;
    vehicleEffect = applied.value.applied;
    const fate = aftermath(next, [{ unit: vehicle.id, applied: vehicleEffect }], 'oft', roller, rules, order.tmAt);
    next = fate.state;
    after = fate.aftermath;
    survived = vsArmour.placeAcquisition;
  } else if (hit.value.hit) {
    vsInfantry = ordnanceVsInfantry({ he: weapon.he ?? 0, heat: weapon.heat === true, targetInBuildingOrBunker: order.inBuildingOrBunker === true }, roller);
    if (vsInfantry.damageCheck !== undefined) {
      // "Once hit, no TMs or LMs apply" (Ordnance vs Infantry): the target's own roll never had an
      // LM, so the words can only mean the Damage Checks that follow.
      const checked = damageChecks(next, troops.map((t) => t.id), vsInfantry.damageCheck, 'enemy-fire', roller, rules, { noLeader: true });
      next = checked.state;
      damage = checked.results;
    }
    survived = troops.some((t) => findUnit(next, t.id)?.status !== 'eliminated');
  }
  let acquisition: 1 | 2 | undefined;
  // The marker names a unit still there, so the next shot at the hex finds it.
  const mark = targets.find((t) => findUnit(next, t.id)?.status !== 'eliminated') ?? targets[0]!;
  if (survived && findUnit(next, mark.id)?.status !== 'destroyed') {
    acquisition = acquired ? 2 : 1;
    next = {
      ...next,
      hexMarkers: [
        ...next.hexMarkers.filter((m) => !(m.kind === 'acquisition' && m.firer === weapon.id)),
        { kind: 'acquisition', at: order.target, firer: weapon.id, target: mark.id, level: acquisition },
      ],
    };
  }
  const dismounted = firer.kind === 'vehicle' ? ridersDismount(next, firer.id, roller) : undefined;
  if (dismounted) next = dismounted.state;
  const fireStart = fireCheck({ flammableHex: order.flammable && vsInfantry !== undefined, attackNatural6: vsInfantry?.attackerDie === 6 }, roller);
  if (fireStart.checked && fireStart.fireStarts && !next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, order.target))) {
    next = addHexMarker(next, { kind: 'fire', at: order.target });
  }
  return ok({
    state: next,
    result: {
      weapon: weapon.id,
      firer: firer.id,
      target: order.target,
      ...(vehicle ? { vehicle: vehicle.id } : {}),
      toHit: hit.value,
      ...(vsArmour ? { vsArmour } : {}),
      ...(vsInfantry ? { vsInfantry } : {}),
      ...(vehicleEffect ? { vehicleEffect } : {}),
      damage,
      aftermath: after,
      ...(acquisition ? { acquisition } : {}),
      ...(forfeitIfp ? { carrierForfeitsIfp: true } : {}),
      ...(dismounted && dismounted.lines.length ? { riders: dismounted.lines } : {}),
      fireStart,
    },
  });
}
