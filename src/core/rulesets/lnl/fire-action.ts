import { sameHex, type HexCoord } from '../../board/hex.js';
import type { Roller } from '../../dice/roller.js';
import { fail, ok, type RuleResult } from '../../result.js';
import type { HouseRules } from '../house-rules.js';
import { damageChecks, type UnitDamage } from './damage-checks.js';
import { directFire, groupFirepower, type DftCircumstances, type DirectFireResult, type FireTarget, type GroupFirepower } from './direct-fire.js';
import { fireCheck, type FireStartResult } from './fire-start.js';
import { mortarFire } from './mortar.js';
import { opportunityFire } from './opportunity-fire.js';
import { sniperFire, type SniperPick } from './sniper.js';
import { smallArmsVsVehicle, type DamageCheckTakers, type VehicleTarget } from './small-arms-vs-vehicles.js';
import { addHexMarker, findUnit, hexOf, otherSide, ownUnit, unitsAt, updateUnit, withMarker, withoutMarker, type LnlState } from './state.js';
import { isLeg, leadershipOf, lowestArmour, type Unit } from './units.js';
import { aftermath, type Aftermath } from './vehicle-fate.js';

/** What the map (or the player) says about the line between firer and target. */
export interface FireSight {
  readonly adjacent: boolean;
  readonly distance: number;
  readonly degrading: number;
  readonly blocked: boolean;
  readonly adjacentBuildings: boolean;
}

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
  /** Opportunity fire at a moving enemy (5.3), by the side whose impulse it is not. */
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
  readonly fire: DirectFireResult;
  readonly firepower?: GroupFirepower;
  readonly pick?: SniperPick;
  readonly takers?: DamageCheckTakers;
  readonly damage: readonly UnitDamage[];
  /** Bail-outs, passengers' checks and crashes that followed a vehicle's result. */
  readonly aftermath: Aftermath;
  readonly fireStart: FireStartResult;
}

export type FireActionError =
  | 'lnl/not-one-hex'
  | 'lnl/no-position'
  | 'lnl/shaken-cannot-fire'
  | 'lnl/already-fired'
  | 'lnl/out-of-range'
  | 'lnl/no-target'
  | 'lnl/los-blocked'
  | 'lnl/ordnance-on-oft'
  | 'lnl/not-a-vehicle'
  | 'lnl/cannot-fire';

const SAME = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Enemy troops a fire at the hex reaches: leg units on the ground, outside riders, and those inside open-topped or unarmoured vehicles (Fate of Crew and Passengers, DFT rows). */
function hexTargets(state: LnlState, hex: HexCoord, enemy: string): Unit[] {
  return unitsAt(state, hex, enemy).filter((u) => {
    if (!isLeg(u.kind)) return false;
    if (!u.aboard) return true;
    const ride = findUnit(state, u.aboard.vehicle);
    return u.aboard.outside || !ride?.armour || ride.openTopped === true;
  });
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

/**
 * One fire attack by a hex's units on an enemy hex, read from the state (LnL player aid, Fire
 * Combat 5.0, Multiple Attacking Units 5.2, Opportunity Fire 5.3, Snipers 11.4, Mortar WT 18.1,
 * Small Arms vs Vehicles 17.2, Fire 10.5.6): the attack and defence rolls with every DFT modifier the
 * board shows, a Damage Check for every unit the attack reaches, and the markers it leaves.
 */
export function fireAction(state: LnlState, order: FireOrder, roller: Roller, rules: HouseRules): RuleResult<{ state: LnlState; result: FireActionResult }> {
  const firers: Unit[] = [];
  for (const id of order.firers) {
    const u = ownUnit(state, order.side, id);
    if (!u.ok) return u;
    firers.push(u.value);
  }
  const hexes = firers.map((f) => hexOf(state, f));
  if (hexes.some((h) => !h)) return fail('lnl/no-position', { unit: firers[hexes.findIndex((h) => !h)]!.id });
  if (hexes.some((h) => !sameHex(h!, hexes[0]!))) return fail('lnl/not-one-hex');
  for (const f of firers) {
    if (f.status !== 'good-order') return fail(f.status === 'shaken' ? 'lnl/shaken-cannot-fire' : 'lnl/cannot-fire', { unit: f.id });
    if (f.markers.includes('fired')) return fail('lnl/already-fired', { unit: f.id });
    if (f.ordnance) return fail('lnl/ordnance-on-oft', { unit: f.id });
    if (f.range < order.sight.distance) return fail('lnl/out-of-range', { unit: f.id, range: f.range, distance: order.sight.distance });
  }
  if (order.sight.blocked) return fail('lnl/los-blocked');
  const enemy = otherSide(state, order.side);
  const spotted = state.lastSpot !== undefined && sameHex(state.lastSpot.hex, order.target) && firers.some((f) => SAME(f.id, state.lastSpot!.unit));

  const lead = firers[0]!;
  let kind: FireKind;
  let fire: DirectFireResult;
  let firepower: GroupFirepower | undefined;
  let pick: SniperPick | undefined;
  let takers: DamageCheckTakers | undefined;
  let hit: string[];
  let unreachedVehicle: string | undefined;

  if (order.vehicle !== undefined) {
    const v = findUnit(state, order.vehicle);
    if (!v || !SAME(v.side, enemy) || (v.kind !== 'vehicle' && v.kind !== 'helicopter') || !sameHex(hexOf(state, v) ?? { col: -1, row: -1 }, order.target)) {
      return fail('lnl/not-a-vehicle', { unit: order.vehicle });
    }
    const fp = groupFirepower({ units: firers.filter((f) => f.kind !== 'support-weapon').map((f) => ({ id: f.id, fp: f.firepower })), supportWeapons: firers.filter((f) => f.kind === 'support-weapon').map((f) => ({ id: f.id, fp: f.firepower, table: 'dft' as const })) });
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
    const riders = state.units.filter((x) => x.aboard && SAME(x.aboard.vehicle, v.id) && x.status !== 'eliminated');
    hit = [
      ...(takers.vehicle ? [v.id] : []),
      ...riders.filter((x) => (x.aboard!.outside ? takers!.outsidePassengers : takers!.insidePassengers)).map((x) => x.id),
    ];
  } else {
    const targets = hexTargets(state, order.target, enemy);
    if (targets.length === 0) return fail('lnl/no-target');
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
    } else if (firers.length === 1 && lead.mortar === true) {
      const { leaderLm: _lm, ...noLeader } = circumstances;
      const r = mortarFire({ ifp: lead.firepower, circumstances: noLeader, target: { ...target, ...(order.tmFromWallOrHill ? { tmSource: 'wall' as const } : {}) } }, roller, rules);
      if (!r.ok) return r;
      kind = 'mortar';
      fire = r.value;
      hit = targets.map((t) => t.id);
    } else if (order.opportunity) {
      // Only a unit that spent MPs draws opportunity fire; its movement marker says it did (5.3).
      if (!targets.some((t) => t.markers.some((m) => m === 'moved' || m === 'assault-move' || m === 'low-crawl' || m === 'hit-and-run'))) {
        return fail('lnl/of-target-spent-no-mp');
      }
      const { opsCompleteUnits: _o, ...rest } = circumstances;
      const moving = targets.some((t) => t.markers.includes('low-crawl')) ? 'low-crawl' : 'other';
      const r = opportunityFire(
        {
          firers: firers.filter((f) => f.kind !== 'support-weapon').map((f) => ({ id: f.id, fp: f.firepower, markers: { moved: f.markers.includes('moved'), lowCrawl: f.markers.includes('low-crawl'), hitAndRun: f.markers.includes('hit-and-run'), fired: f.markers.includes('fired'), opsComplete: f.markers.includes('ops-complete') } })),
          supportWeapons: firers.filter((f) => f.kind === 'support-weapon').map((f) => ({ id: f.id, fp: f.firepower, table: 'dft' as const })),
          movingTarget: { mpSpent: 1, movement: moving, hexSpotted: order.opportunity.hexSpotted },
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
      const fp = groupFirepower({
        units: firers.filter((f) => f.kind !== 'support-weapon').map((f) => ({ id: f.id, fp: f.firepower })),
        supportWeapons: firers.filter((f) => f.kind === 'support-weapon').map((f) => ({ id: f.id, fp: f.firepower, table: 'dft' as const })),
      });
      if (!fp.ok) return fp;
      const r = directFire({ firepower: fp.value.total, circumstances, target }, roller, rules);
      if (!r.ok) return r;
      kind = 'direct';
      fire = r.value;
      firepower = fp.value;
      hit = targets.map((t) => t.id);
    }
  }

  let next = state;
  for (const f of firers) next = updateUnit(next, f.id, (u) => withMarker(spotted ? withoutMarker(u, 'ops-complete') : u, 'fired'));
  let damage: UnitDamage[] = [];
  if (fire.outcome.effect === 'damage-check') {
    const checked = damageChecks(next, hit, fire.outcome.modifier, 'enemy-fire', roller, rules);
    next = checked.state;
    damage = checked.results;
  }
  // A vehicle the attack could not reach reads the DFT's No Effect row: its Shaken outside riders must still disembark.
  const fates = unreachedVehicle !== undefined && damage.length > 0 ? [...damage, { unit: unreachedVehicle, applied: { unit: unreachedVehicle, effect: 'no-effect' as const, became: 'no effect' } }] : damage;
  const after = aftermath(next, fates, 'dft', roller, rules, order.tmAt);
  next = after.state;
  const fireStart = fireCheck({ flammableHex: order.flammable, attackNatural6: fire.attack.natural6 === true }, roller);
  if (fireStart.checked && fireStart.fireStarts && !next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, order.target))) {
    next = addHexMarker(next, { kind: 'fire', at: order.target });
  }
  return ok({
    state: next,
    result: {
      kind,
      firers: firers.map((f) => f.id),
      target: order.target,
      fire,
      ...(firepower ? { firepower } : {}),
      ...(pick ? { pick } : {}),
      ...(takers ? { takers } : {}),
      damage,
      aftermath: after.aftermath,
      fireStart,
    },
  });
}
