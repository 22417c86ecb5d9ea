import { sameHex, translateHex, type HexCoord, type HexDirection } from '../../../core/board/hex.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { HouseRules } from '../../../core/house-rules.js';
import {
  missionAttacks,
  placeFfe,
  planFireMission,
  spottingRoundDrift,
  indirectFireAttack,
  type FfePlacement,
  type FireMission,
  type IndirectFireAttack,
  type IndirectSource,
  type MissionHexAttack,
  type SpottingRoundDrift,
} from './artillery.js';
import { crewProfile, damageChecks, type UnitDamage } from './damage-checks.js';
import { applyEffect, type AppliedEffect } from './effects.js';
import { ARMOUR_EFFECT, armourAgainstOrdnance } from './ordnance-action.js';
import { ordnanceVsArmour, type VsArmourResult } from './ordnance.js';
import { fireCheck, type FireStartResult } from './fire-start.js';
import { addHexMarker, findUnit, hexOf, ownUnit, unitsAt, updateUnit, withMarker, type HexMarker, type LnlState } from './state.js';
import { isLeg, leadershipOf, lowestArmour, type Unit } from './units.js';
import { nonZero, sumModifiers, type Modifier } from './modifiers.js';
import { sheltered } from './sheltered.js';
import type { RolledPart } from '../../../core/dice/roll-spec.js';
import { aftermath, type Aftermath } from './vehicle-fate.js';

/** What the map says of a hex under fire: its TM (declared where it has cover), wall or hill, flammable. */
export interface HexGround {
  readonly tm: number;
  readonly tmFromWallOrHill: boolean;
  readonly flammable: boolean;
}

/** The map, for a mission: each attacked hex's ground, or a refusal naming a hex whose TM must be declared. */
export type GroundOf = (hex: HexCoord) => RuleResult<HexGround>;

/** A crash hex's TM from the map: 0 where the map needs a declaration nobody can make mid-attack. */
export const tmFrom = (groundOf: GroundOf) => (hex: HexCoord): number => {
  const g = groundOf(hex);
  return g.ok ? g.value.tm : 0;
};

export interface CallOrder {
  readonly side: string;
  readonly spotter: string;
  readonly target: HexCoord;
  readonly mission: FireMission;
  readonly firepower: number;
  /** Line missions: the second FFE hex, at the same offset from the spotting round as the target (18.2.1). */
  readonly lineTo?: HexCoord;
  /** Walking barrages: the direction the FFE walks. */
  readonly walk?: HexDirection;
  readonly los: { readonly blocked: boolean; readonly degradingCount: number };
}

export interface CallResult {
  readonly spotter: string;
  readonly mission: FireMission;
  readonly firepower: number;
  readonly drift: SpottingRoundDrift;
}

/**
 * A spotter calls a fire mission (LnL player aid 18.2 items 1–3; Mortar WT, Artillery and Aircraft):
 * the mission type is fixed now; the Spotting Round is placed on a hex in his LOS and drifts — white
 * die (+ degrading hexes − LM) halved rounding up, coloured die for the direction (1 = north). The
 * spotter's activation ends his side's impulse; the FFE comes in a later one (`fireForEffect`).
 */
export function callForFire(state: LnlState, order: CallOrder, roller: Roller): RuleResult<{ state: LnlState; result: CallResult }> {
  const s = ownUnit(state, order.side, order.spotter);
  if (!s.ok) return s;
  const spotter = s.value;
  if (spotter.status !== 'good-order') return fail('lnl/shaken-cannot-fire', { unit: spotter.id });
  if (order.mission === 'line' && order.lineTo === undefined) return fail('lnl/line-needs-end');
  if (order.mission === 'walking-barrage' && order.walk === undefined) return fail('lnl/walk-needs-direction');
  if (state.hexMarkers.some((m) => m.kind === 'spotting-round' && m.spotter === spotter.id)) return fail('lnl/mission-pending', { unit: spotter.id });
  const plan = planFireMission({
    spotterRole: spotter.kind,
    spotterLm: spotter.kind === 'leader' ? leadershipOf(spotter) : 0,
    mission: order.mission,
    target: order.target,
    los: order.los,
    ...(state.grid ? { grid: state.grid } : {}),
  });
  if (!plan.ok) return plan;
  const drift = spottingRoundDrift(plan.value, roller, state.grid);
  let next = updateUnit(state, spotter.id, (u) => withMarker(u, 'ops-complete'));
  if (drift.onBoard) {
    next = addHexMarker(next, {
      kind: 'spotting-round',
      at: drift.landed,
      side: order.side,
      mission: order.mission,
      spotter: spotter.id,
      firepower: order.firepower,
      // The second FFE hex keeps its place relative to the round when the round drifts.
      ...(order.lineTo ? { lineTo: translateHex(order.lineTo, order.target, drift.landed) } : {}),
      ...(order.walk ? { walk: order.walk } : {}),
    });
  }
  return ok({ state: next, result: { spotter: spotter.id, mission: order.mission, firepower: order.firepower, drift } });
}

/**
 * The defence of the armoured vehicles in a hex that also holds other units: they roll their own die
 * with the TM and the lowest armour value among them, against the attack die + FP alone (the DFT
 * modifiers count only against leg units, 18.1).
 */
export interface ArmourDefence {
  readonly vehicles: readonly string[];
  readonly attackTotal: number;
  readonly die: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly damageCheck?: number;
  readonly part: RolledPart;
}

/** One hex's attack and what it did. */
export interface HexBombardment {
  readonly hex: HexCoord;
  readonly fp: number;
  /** The attack on the hex: against its soft targets, or against its armoured vehicles when it holds nothing else. */
  readonly attack: IndirectFireAttack;
  /** Armoured vehicles sharing the hex with soft targets: their own defence roll against the same attack die. */
  readonly armourDefence?: ArmourDefence;
  readonly damage: readonly UnitDamage[];
  readonly aftermath: Aftermath;
  readonly fireStart: FireStartResult;
}

const armoured = (u: Unit): boolean => u.kind === 'vehicle' && u.armour !== undefined;

/** What an indirect attack on a hex does, by source: off-board artillery, a mortar WT, an aircraft's pass. */
export interface ShellOrder {
  readonly hex: HexCoord;
  readonly fp: number;
  readonly source: IndirectSource;
  readonly ground: HexGround;
  /** DFT modifiers of a mortar's attack: they count only against leg units, never the LM. */
  readonly modifiers?: readonly Modifier[];
}

/**
 * An indirect attack on every unit in one hex (LnL player aid, Mortar WT, Artillery (off-board) and
 * Aircraft 18.1, 18.2): one attack die — 1d6, a mortar's best of 2d6 — + FP (+ DFT modifiers against
 * leg units only). The armour row is for armoured vehicles only (DFT, 17.3): the other units defend
 * with 1d6 + TM (not from walls or hills), and armoured vehicles with a second 1d6 + TM + their lowest
 * armour value. Every unit whose defence is beaten takes a DC — open, buttoned, all levels — except
 * passengers sheltered inside a closed armoured vehicle, who share its fate. Both sides' units in the
 * hex are hit; only the enemy's may spawn a hero.
 */
export function shellHex(state: LnlState, side: string, order: ShellOrder, tmAt: (hex: HexCoord) => number, roller: Roller, rules: HouseRules): { state: LnlState; hex: HexBombardment } {
  const there = unitsAt(state, order.hex).filter((u) => u.kind !== 'support-weapon' && !sheltered(state, u));
  const soft = there.filter((u) => !armoured(u));
  const tanks = there.filter(armoured);
  const lowest = tanks.length ? Math.min(...tanks.map((u) => lowestArmour(u)!)) : undefined;
  const attack = indirectFireAttack(
    {
      source: order.source,
      fp: order.fp,
      ...(order.modifiers ? { modifiers: order.modifiers } : {}),
      legTargets: soft.some((u) => isLeg(u.kind)),
      terrainTm: order.ground.tm,
      tmFromWallOrHill: order.ground.tmFromWallOrHill,
      ...(soft.length === 0 && lowest !== undefined ? { lowestArmour: lowest } : {}),
    },
    roller,
  );
  let armourDefence: ArmourDefence | undefined;
  if (soft.length > 0 && lowest !== undefined) {
    const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'armour defence');
    const modifiers = nonZero([...attack.defender.modifiers.filter((m) => m.reason === 'terrain'), { reason: 'armour', value: lowest }]);
    const attackTotal = attack.attacker.die + order.fp;
    const total = part.total + sumModifiers(modifiers);
    armourDefence = { vehicles: tanks.map((u) => u.id), attackTotal, die: part.total, modifiers, total, ...(attackTotal > total ? { damageCheck: attackTotal - total } : {}), part };
  }
  const groups: { units: readonly Unit[]; dc: number | undefined }[] = armourDefence
    ? [{ units: soft, dc: attack.damageCheck }, { units: tanks, dc: armourDefence.damageCheck }]
    : [{ units: there, dc: attack.damageCheck }];
  let next = state;
  const damage: UnitDamage[] = [];
  for (const g of groups) {
    if (g.dc === undefined) continue;
    const a1 = damageChecks(next, g.units.filter((u) => u.side !== side).map((u) => u.id), g.dc, 'enemy-fire', roller, rules);
    const a2 = damageChecks(a1.state, g.units.filter((u) => u.side === side).map((u) => u.id), g.dc, 'other', roller, rules);
    next = a2.state;
    damage.push(...a1.results, ...a2.results);
  }
  let after: Aftermath = { fates: [], crashes: [] };
  if (damage.length) {
    // A vehicle its attack did not beat reads the No Effect row: its Shaken outside riders still get off.
    const untouched = there.filter((v) => (v.kind === 'vehicle' || v.kind === 'helicopter') && !damage.some((d) => d.unit === v.id) && damage.some((d) => findUnit(state, d.unit)?.aboard?.vehicle === v.id));
    const fates = [...damage, ...untouched.map((v) => ({ unit: v.id, applied: { unit: v.id, effect: 'no-effect' as const, became: 'no effect' } }))];
    const fate = aftermath(next, fates, 'dft', roller, rules, tmAt);
    next = fate.state;
    after = fate.aftermath;
  }
  const fireStart = fireCheck({ flammableHex: order.ground.flammable, attackNatural6: attack.natural6 }, roller);
  if (fireStart.checked && fireStart.fireStarts && !next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, order.hex))) next = addHexMarker(next, { kind: 'fire', at: order.hex });
  return { state: next, hex: { hex: order.hex, fp: order.fp, attack, ...(armourDefence ? { armourDefence } : {}), damage, aftermath: after, fireStart } };
}

/** Off-board artillery on each hex that holds units, in the order given (18.2); see `shellHex`. */
export function bombard(state: LnlState, side: string, attacks: readonly { hex: HexCoord; fp: number }[], groundOf: GroundOf, roller: Roller, rules: HouseRules): RuleResult<{ state: LnlState; hexes: HexBombardment[] }> {
  // Check every hex's ground first, so a missing TM refuses the mission before any die is rolled.
  const grounds: HexGround[] = [];
  const occupied = attacks.filter((a) => unitsAt(state, a.hex).length > 0);
  for (const a of occupied) {
    const g = groundOf(a.hex);
    if (!g.ok) return g;
    grounds.push(g.value);
  }
  let next = state;
  const hexes: HexBombardment[] = [];
  occupied.forEach((a, i) => {
    if (unitsAt(next, a.hex).length === 0) return;
    const shelled = shellHex(next, side, { hex: a.hex, fp: a.fp, source: 'artillery', ground: grounds[i]! }, tmFrom(groundOf), roller, rules);
    next = shelled.state;
    hexes.push(shelled.hex);
  });
  return ok({ state: next, hexes });
}

export interface FfeResult {
  readonly spotter: string;
  readonly mission: FireMission;
  readonly placement: FfePlacement;
  readonly ffe: readonly HexCoord[];
  readonly attacks: readonly MissionHexAttack[];
  readonly hexes: readonly HexBombardment[];
}

/**
 * The spotter, still in Good Order, continues the mission (18.2 item 4): if the spotting round landed in his LOS he may
 * shift it one hex in LOS, the FFE marker goes down, and the mission's hexes are attacked at its FP
 * (standard, loose, concentrated, line, walking barrage; 18.2.1).
 */
export function fireForEffect(
  state: LnlState,
  order: { side: string; spotter: string; shiftTo?: HexCoord; inLos: (hex: HexCoord) => boolean; groundOf: GroundOf },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: LnlState; result: FfeResult }> {
  const s = ownUnit(state, order.side, order.spotter);
  if (!s.ok) return s;
  const round = state.hexMarkers.find((m): m is Extract<HexMarker, { kind: 'spotting-round' }> => m.kind === 'spotting-round' && m.spotter === s.value.id);
  if (!round) return fail('lnl/no-spotting-round', { unit: s.value.id });
  // Only a Good Order spotter continues a mission, as only one may call it (18.2; DCT, Shaken).
  if (s.value.status !== 'good-order') return fail('lnl/shaken-cannot-fire', { unit: s.value.id });
  if (!hexOf(state, s.value)) return fail('lnl/no-position', { unit: s.value.id });
  const placed = placeFfe(round.at, order.inLos, order.shiftTo, state.grid);
  if (!placed.ok) return placed;
  const ffe = placed.value.ffe;
  // A line mission's second FFE keeps its offset from the first when the round drifted or shifted.
  const second = round.lineTo ? translateHex(round.lineTo, round.at, ffe) : undefined;
  const ffeHexes = second ? [ffe, second] : [ffe];
  const attacks = missionAttacks(round.mission, ffeHexes, round.firepower, { ...(state.grid ? { grid: state.grid } : {}), rules });
  if (!attacks.ok) return attacks;
  const shelled = bombard(state, order.side, attacks.value, order.groundOf, roller, rules);
  if (!shelled.ok) return shelled;
  let next: LnlState = { ...shelled.value.state, hexMarkers: shelled.value.state.hexMarkers.filter((m) => m !== round) };
  for (const at of ffeHexes) {
    next = addHexMarker(next, {
      kind: 'ffe',
      at,
      side: order.side,
      mission: round.mission,
      firepower: round.firepower,
      ...(round.walk ? { walk: { direction: round.walk, turnsLeft: 2 } } : {}),
    });
  }
  next = updateUnit(next, s.value.id, (u) => withMarker(u, 'ops-complete'));
  return ok({ state: next, result: { spotter: s.value.id, mission: round.mission, placement: placed.value, ffe: ffeHexes, attacks: attacks.value, hexes: shelled.value.hexes } });
}

/** One pass of an air mission over a hex: its cannon (FP) or its bombs (HE). */
export interface AirPass {
  readonly hex: HexCoord;
  readonly weapon: 'cannon' | 'bombs';
  readonly value: number;
  /** The attack on the hex's leg units, when there are any. */
  readonly legs?: HexBombardment;
  readonly vehicles: readonly { readonly vehicle: string; readonly result: VsArmourResult; readonly effect: AppliedEffect; readonly aftermath: Aftermath }[];
}

/**
 * Air support (LnL player aid, Mortar WT, Artillery (off-board) and Aircraft 19.1): each hex of the
 * mission is attacked by the aircraft's cannon FP and its bombs' HE, each used normally against leg
 * units (1d6 + value vs 1d6 + TM, DC for all) and as a penetration value against each vehicle
 * (1d6 + value vs 1d6 + lowest armour — a helicopter's armour factor, 19.2.8 — read as Ordnance vs
 * Armored Vehicle). The leg units attacked are those exposed: passengers inside a closed armoured
 * vehicle share its fate instead. No to-hit roll.
 */
export function airStrike(
  state: LnlState,
  order: { side: string; hexes: readonly HexCoord[]; fp: number; he: number; groundOf: GroundOf },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: LnlState; passes: AirPass[] }> {
  const troops = (st: LnlState, hex: HexCoord) => unitsAt(st, hex).filter((u) => isLeg(u.kind) && !sheltered(st, u));
  for (const hex of order.hexes) {
    if (troops(state, hex).length > 0) {
      const g = order.groundOf(hex);
      if (!g.ok) return g;
    }
  }
  let next = state;
  const passes: AirPass[] = [];
  for (const hex of order.hexes) {
    for (const [weapon, value] of [['cannon', order.fp], ['bombs', order.he]] as const) {
      if (value <= 0) continue;
      let legs: HexBombardment | undefined;
      const legUnits = troops(next, hex);
      if (legUnits.length > 0) {
        const g = order.groundOf(hex);
        if (!g.ok) return g;
        const attack = indirectFireAttack({ source: 'air', fp: value, legTargets: true, terrainTm: g.value.tm, tmFromWallOrHill: g.value.tmFromWallOrHill }, roller);
        let damage: UnitDamage[] = [];
        if (attack.damageCheck !== undefined) {
          const a1 = damageChecks(next, legUnits.filter((u) => u.side !== order.side).map((u) => u.id), attack.damageCheck, 'enemy-fire', roller, rules);
          const a2 = damageChecks(a1.state, legUnits.filter((u) => u.side === order.side).map((u) => u.id), attack.damageCheck, 'other', roller, rules);
          next = a2.state;
          damage = [...a1.results, ...a2.results];
        }
        const fireStart = fireCheck({ flammableHex: g.value.flammable, attackNatural6: attack.natural6 }, roller);
        if (fireStart.checked && fireStart.fireStarts && !next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, hex))) next = addHexMarker(next, { kind: 'fire', at: hex });
        legs = { hex, fp: value, attack, damage, aftermath: { fates: [], crashes: [] }, fireStart };
      }
      const vehicles: AirPass['vehicles'][number][] = [];
      for (const v of unitsAt(next, hex).filter((u) => (u.kind === 'vehicle' || u.kind === 'helicopter') && u.status !== 'destroyed')) {
        const result = ordnanceVsArmour(
          { penetration: value, armour: armourAgainstOrdnance(v), morale: v.morale, aircraft: v.kind === 'helicopter', alreadyShaken: v.status === 'shaken' },
          roller,
        );
        const applied = applyEffect(next, v.id, ARMOUR_EFFECT[result.outcome], crewProfile(rules));
        if (!applied.ok) throw new Error(`no unit ${v.id}`);
        const fate = aftermath(applied.value.state, [{ unit: v.id, applied: applied.value.applied }], 'oft', roller, rules, tmFrom(order.groundOf));
        next = fate.state;
        vehicles.push({ vehicle: v.id, result, effect: applied.value.applied, aftermath: fate.aftermath });
      }
      if (legs || vehicles.length) passes.push({ hex, weapon, value, ...(legs ? { legs } : {}), vehicles });
    }
  }
  return ok({ state: next, passes });
}
