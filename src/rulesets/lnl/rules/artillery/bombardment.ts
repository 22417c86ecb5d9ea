import { sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import { indirectFireAttack, type IndirectFireAttack, type IndirectSource } from './artillery.js';
import { damageChecks, type UnitDamage } from '../combat/damage-checks.js';
import { fireCheck, type FireStartResult } from '../map/fire-start.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';
import { sheltered } from '../game/sheltered.js';
import { addHexMarker, findUnit, unitsAt, type LnlState } from '../game/state.js';
import { tmFrom, type GroundOf, type HexGround } from '../map/target-modifier.js';
import { isLeg, lowestArmour, type Unit } from '../game/units.js';
import { aftermath, type Aftermath } from '../vehicles/vehicle-fate.js';

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
