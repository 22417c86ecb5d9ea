import { formatHex, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { shellHex, type HexBombardment } from '../artillery/bombardment.js';
import { damageChecks, type UnitDamage } from '../combat/damage-checks.js';
import { dftModifiers, directFire, groupFirepower, type DftCircumstances, type DirectFireResult, type FireTarget, type GroupFirepower } from '../combat/direct-fire.js';
import { fireCheck, type FireStartResult } from '../map/fire-start.js';
import { opportunityFire } from '../combat/opportunity-fire.js';
import { firerMarkers, opportunityMovers, type OpportunityMoverError } from '../combat/opportunity-movers.js';
import { ridersDismount } from '../vehicles/riders-dismount.js';
import { sheltered } from '../game/sheltered.js';
import type { FireSight } from '../map/sight.js';
import { fireGroupUsage, type FireGroupUsage, type SwUsageError } from '../game/sw-usage.js';
import { sniperFire, type SniperPick } from './sniper.js';
import { smallArmsVsVehicle, type DamageCheckTakers, type VehicleTarget } from '../vehicles/small-arms-vs-vehicles.js';
import { addHexMarker, findUnit, hexOf, whereEach, otherSide, ownUnit, unitsAt, updateUnit, withMarker, withoutMarker, type LnlState } from '../game/state.js';
import { isLeg, leadershipOf, lowestArmour, type Unit } from '../game/units.js';
import { aftermath, type Aftermath, type FateLine } from '../vehicles/vehicle-fate.js';
import { sameName } from '../../../../core/same-name.js';

export interface FireOrder {
  readonly side: string;
  /** Units (and the DFT support weapons they carry) in one hex; the first leads. */
  readonly firers: readonly string[];
  readonly target: HexCoord;
  /** Small arms at one vehicle or helicopter in the hex (17.2, 19.2.8) instead of the hex's troops. */
  readonly vehicle?: string;
  readonly tm: number;
  /** The TM comes from a wall or hill (mortars ignore it, 18.1). */
  readonly tmFromWallOrHill?: boolean;
  readonly sight: FireSight;
  /** The target hex is flammable: a natural 6 may start a fire (10.5.6). */
  readonly flammable: boolean;
  /** Opportunity fire at the enemy's last move (5.3); `hexSpotted`: the hex is spotted, needed against Low Crawl and Stealth. */
  readonly opportunity?: { readonly hexSpotted: boolean };
  readonly night?: boolean;
  readonly skill?: number;
  /** Any hex's TM from the map, for a crashing helicopter's attack; 0 without it. */
  readonly tmAt?: (hex: HexCoord) => number;
}

export type FireKind = 'direct' | 'opportunity' | 'sniper' | 'mortar' | 'small-arms-vs-vehicle';

export interface FireActionResult {
  readonly kind: FireKind;
  readonly firers: readonly string[];
  readonly target: HexCoord;
  /** The attack and defence rolls; a mortar's attack is in `bombardment` instead. */
  readonly fire?: DirectFireResult;
  /** A mortar WT's attack on every unit in the hex (18.1). */
  readonly bombardment?: HexBombardment;
  readonly firepower?: GroupFirepower;
  /** Units that fired support weapons instead of their IFP (Portage table, 1.6). */
  readonly forfeited?: readonly string[];
  readonly pick?: SniperPick;
  readonly takers?: DamageCheckTakers;
  readonly damage: readonly UnitDamage[];
  /** Bail-outs, passengers' checks and crashes that followed a vehicle's result. */
  readonly aftermath: Aftermath;
  /** Riders on a firing vehicle: they dismount and take a Morale Check. */
  readonly riders?: { readonly vehicle: string; readonly lines: readonly FateLine[] };
  readonly fireStart: FireStartResult;
}

export type FireActionError =
  | 'lnl/not-one-hex'
  | 'lnl/no-position'
  | 'lnl/shaken-cannot-fire'
  | 'lnl/already-fired'
  | 'lnl/already-moved'
  | 'lnl/spotter-fires-first'
  | 'lnl/out-of-range'
  | 'lnl/no-target'
  | 'lnl/los-blocked'
  | 'lnl/ordnance-on-oft'
  | 'lnl/not-a-vehicle'
  | 'lnl/cannot-fire'
  | SwUsageError
  | OpportunityMoverError;


/** Enemy troops a fire at the hex reaches: leg units on the ground, outside riders, and those inside open-topped or unarmoured vehicles (Fate of Crew and Passengers, DFT rows). */
function hexTargets(state: LnlState, hex: HexCoord, enemy: string): Unit[] {
  return unitsAt(state, hex, enemy).filter((u) => isLeg(u.kind) && !sheltered(state, u));
}

function circumstancesOf(state: LnlState, firers: readonly Unit[], targets: readonly Unit[], order: FireOrder, spotted: boolean): DftCircumstances {
  const from = hexOf(state, firers[0]!)!;
  const here = unitsAt(state, from, order.side);
  const leaderLm = Math.max(0, ...here.filter((u) => u.kind === 'leader').map(leadershipOf));
  const marked = (m: Unit['markers'][number]) => firers.some((f) => f.markers.includes(m));
  const c: DftCircumstances = {
    leaderLm,
    degradingHexes: order.sight.degrading,
    firingOutOfSmoke: state.hexMarkers.some((m) => m.kind === 'smoke' && sameHex(m.at, from)),
    thermalImaging: firers.some((f) => f.thermal === true),
    betweenAdjacentBuildings: order.sight.adjacentBuildings,
    // A spotter that fires at once loses its Ops Complete marker (10.1 item 4).
    opsCompleteUnits: order.opportunity || spotted ? 0 : firers.filter((f) => f.markers.includes('ops-complete')).length,
    hitAndRun: marked('hit-and-run'),
    assaultMove: firers.some((f) => f.markers.includes('assault-move') && f.kind !== 'scout'),
    adjacent: order.sight.adjacent,
    assaultFirepower: order.sight.adjacent && firers.some((f) => f.assault === true),
    targetMoving: targets.some((t) => isLeg(t.kind) && !t.mounted && (t.markers.includes('moved') || t.markers.includes('assault-move'))),
    targetMountedStill: targets.some((t) => t.mounted === true && !t.markers.some((m) => m === 'moved' || m === 'assault-move' || m === 'hit-and-run')),
    targetVehicleMoving: targets.some((t) => (t.kind === 'vehicle' || t.mounted) && t.markers.some((m) => m === 'moved' || m === 'assault-move' || m === 'hit-and-run')),
    targetHelicopterHover: targets.some((t) => t.kind === 'helicopter' && t.mode === 'hover'),
    targetHelicopterFlying: targets.some((t) => t.kind === 'helicopter' && t.mode === 'flying'),
    helicopterFlyingFirer: firers.some((f) => f.kind === 'helicopter' && f.mode === 'flying'),
    ...(order.night ? { night: { targetFired: targets.some((t) => t.markers.includes('fired')), range: order.sight.distance, illuminated: false } } : {}),
    ...(order.skill ? { skill: order.skill } : {}),
  };
  return c;
}

/** The fire group after the Portage table; opportunity fire takes 1 off each Ops Complete IFP and halves DFT SWs (5.3). */
function groupOf(usage: FireGroupUsage, opportunity: boolean): RuleResult<GroupFirepower> {
  return groupFirepower(
    {
      units: usage.ifp.map((f) => ({ id: f.id, fp: f.firepower, ...(opportunity && f.markers.includes('ops-complete') ? { opsComplete: true } : {}) })),
      supportWeapons: usage.weapons.map((w) => ({ id: w.weapon.id, fp: w.firepower, table: 'dft' as const })),
    },
    { opsCompleteLosesOne: opportunity, halveDftSupportWeapons: opportunity },
  );
}

/**
 * The firing units, the side's own, all in one hex (Operations Phase 4.0, Multiple Attacking Units
 * 5.2): checked before the target, since it is the order's own shape that is wrong.
 */
export function firingStack(state: LnlState, side: string, ids: readonly string[]): RuleResult<Unit[]> {
  const firers: Unit[] = [];
  for (const id of ids) {
    const u = ownUnit(state, side, id);
    if (!u.ok) return u;
    firers.push(u.value);
  }
  const hexes = firers.map((f) => hexOf(state, f));
  if (hexes.some((h) => !h)) return fail('lnl/no-position', { unit: firers[hexes.findIndex((h) => !h)]!.id });
  if (hexes.some((h) => !sameHex(h!, hexes[0]!))) return fail('lnl/not-one-hex', { order: 'fire', where: whereEach(firers, hexes) });
  return ok(firers);
}

/**
 * One fire attack by a hex's units on an enemy hex, read from the state (LnL player aid, Fire
 * Combat 5.0, Multiple Attacking Units 5.2, Opportunity Fire 5.3, Support Weapon Portage and Usage
 * 1.6, Snipers 11.4, Mortar WT 18.1, Small Arms vs Vehicles 17.2, Fire 10.5.6): the attack and
 * defence rolls with every DFT modifier the board shows, a Damage Check for every unit the attack
 * reaches, and the markers it leaves. Support weapons fire only with their carrier in the order, as
 * the Portage table allows (`fireGroupUsage`). Opportunity fire aims only at the units of the enemy's
 * last move, in the hex they moved into (`opportunityMovers`). A mortar WT attacks every unit in the
 * hex as off-board artillery does (`shellHex`). Riders on a firing vehicle dismount and take a
 * Morale Check (Ordnance notes).
 */
export function fireAction(state: LnlState, order: FireOrder, roller: Roller, rules: HouseRules): RuleResult<{ state: LnlState; result: FireActionResult }> {
  const stack = firingStack(state, order.side, order.firers);
  if (!stack.ok) return stack;
  const firers = stack.value;
  for (const f of firers) {
    if (f.status !== 'good-order') return fail(f.status === 'shaken' ? 'lnl/shaken-cannot-fire' : 'lnl/cannot-fire', { unit: f.id });
    if (f.markers.includes('fired')) return fail('lnl/already-fired', { unit: f.id });
    // A unit that moved (not by Assault Movement or Hit & Run, which fire at their DFT penalty) or
    // low-crawled has used its activation (6.0–6.7); opportunity fire checks its own markers.
    if (!order.opportunity && (f.markers.includes('moved') || f.markers.includes('low-crawl'))) return fail('lnl/already-moved', { unit: f.id });
    if (f.ordnance) return fail('lnl/ordnance-on-oft', { unit: f.id });
    if (f.range < order.sight.distance) return fail('lnl/out-of-range', { unit: f.id, range: f.range, distance: order.sight.distance });
  }
  if (order.sight.blocked) return fail('lnl/los-blocked');
  const usage = fireGroupUsage(state, firers);
  if (!usage.ok) return usage;
  const enemy = otherSide(state, order.side);
  const spotted = state.lastSpot !== undefined && sameHex(state.lastSpot.hex, order.target) && firers.some((f) => sameName(f.id, state.lastSpot!.unit));
  // After a successful spot, the impulse holds the spotter's shot at that hex and nothing else (10.1).
  if (state.lastSpot && !order.opportunity && !spotted) return fail('lnl/spotter-fires-first', { unit: state.lastSpot.unit, hex: formatHex(state.lastSpot.hex) });
  let movers: Unit[] | undefined;
  if (order.opportunity) {
    const m = opportunityMovers(state, order.side, order.target, firers, order.opportunity.hexSpotted);
    if (!m.ok) return m;
    movers = m.value;
  }
  const moving = (u: Unit) => movers === undefined || movers.some((m) => m.id === u.id);

  const lead = firers[0]!;
  let kind: FireKind;
  let fire: DirectFireResult | undefined;
  let bombardment: HexBombardment | undefined;
  let firepower: GroupFirepower | undefined;
  let pick: SniperPick | undefined;
  let takers: DamageCheckTakers | undefined;
  let hit: string[] = [];
  let unreachedVehicle: string | undefined;
  let next = state;

  if (order.vehicle !== undefined) {
    const v = findUnit(state, order.vehicle);
    if (!v || !sameName(v.side, enemy) || (v.kind !== 'vehicle' && v.kind !== 'helicopter') || !sameHex(hexOf(state, v) ?? { col: -1, row: -1 }, order.target)) {
      return fail('lnl/not-a-vehicle', { unit: order.vehicle });
    }
    if (!moving(v)) return fail('lnl/of-no-mover', { unit: v.id });
    const fp = groupOf(usage.value, order.opportunity !== undefined);
    if (!fp.ok) return fp;
    firepower = fp.value;
    const target: VehicleTarget =
      v.kind === 'helicopter'
        ? { kind: 'helicopter', armourFactor: v.armourFactor ?? 0, range: order.sight.distance, weaponRange: Math.min(...firers.map((f) => f.range)) }
        : v.armour
          ? { kind: 'armoured', lowestArmour: lowestArmour(v)!, open: v.buttoned !== true, openTopped: v.openTopped === true, tm: order.tm }
          : { kind: 'unarmoured', tm: order.tm };
    const r = smallArmsVsVehicle({ firepower: fp.value.total, circumstances: circumstancesOf(state, firers, [v], order, spotted), vehicle: target }, roller, rules);
    if (!r.ok) return r;
    kind = 'small-arms-vs-vehicle';
    fire = r.value;
    takers = r.value.takers;
    if (!takers.vehicle) unreachedVehicle = v.id;
    const riders = state.units.filter((x) => x.aboard && sameName(x.aboard.vehicle, v.id) && x.status !== 'eliminated');
    hit = [
      ...(takers.vehicle ? [v.id] : []),
      ...riders.filter((x) => (x.aboard!.outside ? takers!.outsidePassengers : takers!.insidePassengers)).map((x) => x.id),
    ];
  } else {
    const mortar = firers.length === 1 && lead.mortar === true;
    const targets = hexTargets(state, order.target, enemy).filter(moving);
    const reached = mortar ? unitsAt(state, order.target, enemy).filter((u) => u.kind !== 'support-weapon' && !sheltered(state, u) && moving(u)) : targets;
    if (reached.length === 0) return fail('lnl/no-target');
    const circumstances = circumstancesOf(state, firers, targets, order, spotted);
    const loneSniper = targets.length === 1 && targets[0]!.kind === 'sniper';
    const target: FireTarget = { tm: order.tm, sniper: targets.every((t) => t.kind === 'sniper'), loneSniper };
    if (firers.length === 1 && lead.kind === 'sniper') {
      const r = sniperFire({ ifp: lead.firepower, units: targets.map((t) => ({ id: t.id, target: { tm: order.tm, sniper: t.kind === 'sniper', loneSniper } })), circumstances }, roller, rules);
      if (!r.ok) return r;
      kind = 'sniper';
      fire = r.value;
      pick = r.value.pick;
      hit = [pick.unit];
    } else if (mortar) {
      // The DFT modifiers count against leg units only, never the LM or one or two degrading hexes
      // (18.1); a third degrading hex still blocks the LOS.
      const mods = dftModifiers(circumstances, rules);
      if (!mods.ok) return mods;
      const shelled = shellHex(
        state,
        order.side,
        { hex: order.target, fp: lead.firepower, source: 'mortar', ground: { tm: order.tm, tmFromWallOrHill: order.tmFromWallOrHill === true, flammable: order.flammable }, modifiers: mods.value },
        order.tmAt ?? (() => 0),
        roller,
        rules,
      );
      kind = 'mortar';
      bombardment = shelled.hex;
      next = shelled.state;
    } else if (order.opportunity) {
      const { opsCompleteUnits: _o, ...rest } = circumstances;
      const r = opportunityFire(
        {
          firers: usage.value.ifp.map((f) => ({ id: f.id, fp: f.firepower, markers: firerMarkers(f) })),
          supportWeapons: usage.value.weapons.map((w) => ({ id: w.weapon.id, fp: w.firepower, table: 'dft' as const })),
          movingTarget: { mpSpent: 1, movement: state.lastMove!.how, hexSpotted: order.opportunity.hexSpotted },
          circumstances: rest,
          target,
        },
        roller,
        rules,
      );
      if (!r.ok) return r;
      kind = 'opportunity';
      fire = r.value;
      firepower = r.value.firepower;
      hit = targets.map((t) => t.id);
    } else {
      const fp = groupOf(usage.value, false);
      if (!fp.ok) return fp;
      const r = directFire({ firepower: fp.value.total, circumstances, target }, roller, rules);
      if (!r.ok) return r;
      kind = 'direct';
      fire = r.value;
      firepower = fp.value;
      hit = targets.map((t) => t.id);
    }
  }

  for (const f of firers) next = updateUnit(next, f.id, (u) => withMarker(spotted ? withoutMarker(u, 'ops-complete') : u, 'fired'));
  let damage: UnitDamage[] = [];
  let after: Aftermath = { fates: [], crashes: [] };
  if (bombardment) {
    damage = [...bombardment.damage];
    after = bombardment.aftermath;
  } else if (fire) {
    if (fire.outcome.effect === 'damage-check') {
      const checked = damageChecks(next, hit, fire.outcome.modifier, 'enemy-fire', roller, rules);
      next = checked.state;
      damage = checked.results;
    }
    // A vehicle the attack could not reach reads the DFT's No Effect row: its Shaken outside riders must still disembark.
    const fates = unreachedVehicle !== undefined && damage.length > 0 ? [...damage, { unit: unreachedVehicle, applied: { unit: unreachedVehicle, effect: 'no-effect' as const, became: 'no effect' } }] : damage;
    const fate = aftermath(next, fates, 'dft', roller, rules, order.tmAt);
    next = fate.state;
    after = fate.aftermath;
  }
  const firingVehicle = firers.find((f) => f.kind === 'vehicle');
  const dismounted = firingVehicle ? ridersDismount(next, firingVehicle.id, roller) : undefined;
  if (dismounted) next = dismounted.state;
  let fireStart: FireStartResult = bombardment ? bombardment.fireStart : { checked: false };
  if (fire) {
    fireStart = fireCheck({ flammableHex: order.flammable, attackNatural6: fire.attack.natural6 === true }, roller);
    if (fireStart.checked && fireStart.fireStarts && !next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, order.target))) {
      next = addHexMarker(next, { kind: 'fire', at: order.target });
    }
  }
  return ok({
    state: next,
    result: {
      kind,
      firers: firers.map((f) => f.id),
      target: order.target,
      ...(fire ? { fire } : {}),
      ...(bombardment ? { bombardment } : {}),
      ...(firepower ? { firepower } : {}),
      ...(usage.value.forfeited.length ? { forfeited: usage.value.forfeited } : {}),
      ...(pick ? { pick } : {}),
      ...(takers ? { takers } : {}),
      damage,
      aftermath: after,
      ...(dismounted && dismounted.lines.length ? { riders: { vehicle: firingVehicle!.id, lines: dismounted.lines } } : {}),
      fireStart,
    },
  });
}
