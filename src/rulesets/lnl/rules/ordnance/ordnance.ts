import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { boolRule, rulesFor, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';
import type { UnitEffect } from '../game/effects.js';
import { lowestArmour, type MoveType, type Unit } from '../game/units.js';
import { moraleCheck, type MoraleCheck } from '../game/morale-check.js';

export type OrdnanceError = 'lnl/los-blocked' | 'lnl/bad-acquisition' | 'lnl/negative-range';

/**
 * Uncertain values of the ordnance rules. The lead merges these into the LnL house-rule list; until
 * then `ordnanceRules()` reads their defaults.
 */
export const ordnanceHouseRules: readonly HouseRuleParam[] = [
  {
    key: 'oft.acquisitionHelpsFirer',
    type: 'boolean',
    default: false,
    confidence: 'C',
    source: 'LnL player aid, OFT Die Roll Modifications (14.1), "Acquisition marker (14.3) +1 or +2"',
    description:
      'the acquisition marker subtracts its +1/+2 from the to-hit roll (helps the firer) instead of adding it as the chart prints',
  },
];

export function ordnanceRules(overrides: Readonly<Record<string, boolean>> = {}): HouseRules {
  return rulesFor(ordnanceHouseRules, overrides);
}

/** The optional speed bonus of a moving target vehicle (15.6). */
export interface TargetSpeed {
  readonly moveType: MoveType;
  readonly movement: number;
  /** R vehicles: MPs spent on road before the shot, and whether the vehicle is on a road. */
  readonly onRoad?: boolean;
  readonly roadMpSpent?: number;
}

/**
 * Declared circumstances of an ordnance shot, one field per row of the OFT modifier chart (14.1).
 * The player (or the state layer) declares them; `oftModifiers` turns them into the chart's values.
 */
export interface OftCircumstances {
  // Firing weapon
  /** GO Leader (11.1.3) or Armor Leader (11.5) LM: subtracted. */
  readonly leaderLm?: number;
  /** Vehicle is Open (15.0.1). */
  readonly vehicleOpen?: boolean;
  /** Turreted weapon firing outside its covered arc (15.1.1). */
  readonly turretOutsideArc?: boolean;
  /** MMC/SMC firing after Assault Movement, Stealth Assault Movement or with (Stealth) Assault Fire (6.1, 6.4). */
  readonly assaultMove?: boolean;
  /** The firer is a Scout (11.6): exempt from the Assault Movement modifier. */
  readonly scout?: boolean;
  /** Degrading terrain hexes the LOS passes through (10.3); a third blocks. */
  readonly degradingHexes?: number;
  /** SMC firing a Support Weapon (1.6). */
  readonly smcFiringSw?: boolean;
  /** Firing out of a hex with a Smoke marker (7.0). */
  readonly firingOutOfSmoke?: boolean;
  /** Thermal Imaging System: no smoke penalty (10.1.2), longer night sight (20.1.5). */
  readonly thermalImaging?: boolean;
  /** Weapon Team (1.7.1) or vehicle pivoting its chassis to fire outside its covered arc, not moving hex. */
  readonly pivotChassis?: boolean;
  /** Mounted on a vehicle using Assault Movement / Assault Fire (15.2, 15.2.1): +2; Modern Vehicle Assault Movement (15.2.2): +1. */
  readonly vehicleAssaultMove?: 'standard' | 'modern';
  /** Firing helicopter in Flying mode (19.2.1). */
  readonly helicopterFlyingFirer?: boolean;
  /**
   * Firing at night (20.1) at a unit marked Fired: its range in hexes and whether a Star Shell lights
   * it (20.2). +3 beyond two hexes unlit; with TIS no penalty up to 6 hexes and +1 beyond (20.1.5).
   */
  readonly night?: { readonly rangeHexes: number; readonly illuminated?: boolean };
  /** LOS between two buildings in separate adjacent hexes (10.3.2). */
  readonly adjacentBuildings?: boolean;
  /** Vehicle, helicopter or eligible MMC under Ops Complete (4.1): +2; Modern Vehicle (15.2.2): +1. */
  readonly opsComplete?: 'standard' | 'modern';
  /** Opportunity fire with an OFT weapon (5.3): +2. */
  readonly opportunityFire?: boolean;
  // Target
  /** Marked Moved (6.0), Assault Move (6.1) or Hit and Run (6.7), or currently moving. */
  readonly targetMoving?: boolean;
  /** Target is in a hex adjacent to the firer. */
  readonly adjacent?: boolean;
  /** The target hex's TM; only a positive TM counts, capped at +4 (+8 for snipers) (5.5). */
  readonly terrainTm?: number;
  readonly sniperTarget?: boolean;
  /** Helicopter target in Hovering (+1) or Flying (+2) mode (19.2.1); aircraft get no TM. */
  readonly helicopter?: 'hover' | 'flying';
  /** Fixed-wing aircraft target (19.1.1); no TM. */
  readonly fixedWing?: boolean;
  /** Units in a rubber boat on a river hex. */
  readonly rubberBoat?: boolean;
  /** Mounted unit (6.6) NOT marked Moved, Assault Move or Hit and Run, nor moving. */
  readonly mountedStill?: boolean;
  /** Optional speed modifier (15.6): give it only when the optional rule is in play. */
  readonly targetSpeed?: TargetSpeed;
  /** Optional vehicle size modifier (15.6), as printed on the Turn Track PAC for the target. */
  readonly size?: number;
  /** The level of the Target Acquisition marker on the target (14.3): 1 or 2. */
  readonly acquisition?: number;
  /** Target has an Ordnance SW allowed to fire from buildings, is in a building and marked Fired. */
  readonly ordnanceSwInBuildingFired?: boolean;
}

const MAX_TM = 4;
const MAX_TM_SNIPER = 8;

/** Whether a moving target vehicle earns the +2 speed bonus (LnL player aid, Optional Speed Modifiers 15.6). */
export function speedBonusApplies(speed: TargetSpeed): boolean {
  switch (speed.moveType) {
    case 'T':
      return speed.movement >= 16;
    case 'O':
      return speed.movement >= 20;
    case 'R':
      return speed.movement >= 12 && speed.onRoad === true && (speed.roadMpSpent ?? 0) >= 2;
  }
}

function nightModifier(c: OftCircumstances): number {
  if (!c.night || c.night.illuminated === true) return 0;
  if (c.thermalImaging === true) return c.night.rangeHexes > 6 ? 1 : 0;
  return c.night.rangeHexes > 2 ? 3 : 0;
}

/**
 * The to-hit die-roll modifiers for the declared circumstances (LnL player aid, OFT Die Roll
 * Modifications 14.1, with the Optional Speed Modifiers 15.6 and OFT opportunity fire 5.3). A higher
 * total is worse for the firer. The speed bonus replaces the +1 for a moving target: its +2 includes it.
 */
export function oftModifiers(
  c: OftCircumstances,
  rules: HouseRules = ordnanceRules(),
): RuleResult<Modifier[], OrdnanceError> {
  const degrading = c.degradingHexes ?? 0;
  if (degrading > 2) return fail('lnl/los-blocked', { degradingHexes: degrading });
  if (c.night && c.night.rangeHexes < 0) return fail('lnl/negative-range', { range: c.night.rangeHexes });
  const acquisition = c.acquisition ?? 0;
  if (![0, 1, 2].includes(acquisition)) return fail('lnl/bad-acquisition', { acquisition });
  const aircraft = c.helicopter !== undefined || c.fixedWing === true;
  const tm = aircraft ? 0 : Math.min(Math.max(0, c.terrainTm ?? 0), c.sniperTarget === true ? MAX_TM_SNIPER : MAX_TM);
  const speedy = c.targetMoving === true && c.targetSpeed !== undefined && speedBonusApplies(c.targetSpeed);
  const acquisitionSign = boolRule(rules, 'oft.acquisitionHelpsFirer') ? -1 : 1;
  const mods: Modifier[] = [
    { reason: 'leadership', value: -(c.leaderLm ?? 0) },
    { reason: 'vehicle-open', value: c.vehicleOpen === true ? -1 : 0 },
    { reason: 'turret-outside-arc', value: c.turretOutsideArc === true ? 1 : 0 },
    { reason: 'assault-move', value: c.assaultMove === true && c.scout !== true ? 1 : 0 },
    { reason: 'degrading-hex', value: degrading },
    { reason: 'smc-firing-sw', value: c.smcFiringSw === true ? 1 : 0 },
    { reason: 'firing-out-of-smoke', value: c.firingOutOfSmoke === true && c.thermalImaging !== true ? 1 : 0 },
    { reason: 'pivot-chassis', value: c.pivotChassis === true ? 1 : 0 },
    c.vehicleAssaultMove === 'modern'
      ? { reason: 'modern-assault-move', value: 1 }
      : { reason: 'vehicle-assault-move', value: c.vehicleAssaultMove === 'standard' ? 2 : 0 },
    { reason: 'helicopter-flying-firer', value: c.helicopterFlyingFirer === true ? 2 : 0 },
    { reason: 'night', value: nightModifier(c) },
    { reason: 'adjacent-buildings', value: c.adjacentBuildings === true ? 2 : 0 },
    c.opsComplete === 'modern'
      ? { reason: 'modern-ops-complete', value: 1 }
      : { reason: 'ops-complete', value: c.opsComplete === 'standard' ? 2 : 0 },
    { reason: 'opportunity-fire', value: c.opportunityFire === true ? 2 : 0 },
    speedy ? { reason: 'speed', value: 2 } : { reason: 'target-moving', value: c.targetMoving === true ? 1 : 0 },
    { reason: 'adjacent', value: c.adjacent === true ? -2 : 0 },
    { reason: 'terrain', value: tm },
    { reason: 'helicopter-hover', value: c.helicopter === 'hover' ? 1 : 0 },
    { reason: 'helicopter-flying', value: c.helicopter === 'flying' ? 2 : 0 },
    { reason: 'fixed-wing', value: c.fixedWing === true ? 2 : 0 },
    { reason: 'rubber-boat', value: c.rubberBoat === true ? 1 : 0 },
    { reason: 'mounted-still', value: c.mountedStill === true ? 1 : 0 },
    { reason: 'size', value: c.size ?? 0 },
    { reason: 'acquisition', value: acquisitionSign * acquisition },
    { reason: 'ordnance-sw-in-building-fired', value: c.ordnanceSwInBuildingFired === true ? -1 : 0 },
  ];
  return ok(nonZero(mods));
}

export type HitLocation = 'turret' | 'hull';

export interface ToHitInput {
  /** The weapon's to-hit number at the range to the target (its to-hit table). */
  readonly toHit: number;
  readonly circumstances: OftCircumstances;
  /** The target vehicle has a turret; without one an even-roll hit lands on the hull. */
  readonly targetHasTurret?: boolean;
  /** ATGM shots: the boxed depletion number, checked on the coloured die (the second die). */
  readonly atgmDepletion?: number;
  /** The ATGM firer took a Damage Check from opportunity fire before resolving: the shot misses. */
  readonly atgmDisrupted?: boolean;
}

export interface ToHitResult {
  /** White and coloured die, in that order; empty when an ATGM shot was disrupted and not rolled. */
  readonly faces: readonly number[];
  readonly natural: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly toHit: number;
  readonly hit: boolean;
  /** Why the total did not decide: a natural 2 always hits, a natural 12 always misses. */
  readonly automatic?: 'natural-2' | 'natural-12' | 'atgm-disrupted';
  /** Where a hit lands on a vehicle: the turret on an even natural roll above 2. */
  readonly location?: HitLocation;
  /** The coloured die fell below the boxed depletion number: the ATGM is expended. */
  readonly atgmExpended?: boolean;
  /** A miss: place (or raise) a Target Acquisition marker (14.3). On a hit the damage result decides. */
  readonly placeAcquisition: boolean;
}

/**
 * An ordnance to-hit roll: 2d6 + OFT modifiers ≤ the to-hit number at range; a natural 2 always hits
 * and a natural 12 always misses; a hit on an even roll above 2 strikes the turret (the hull if
 * there is none); an ATGM whose coloured die is below its boxed depletion number is expended (LnL
 * player aid, Ordnance (To-Hit) 14.1). A miss leaves the target unharmed, so acquisition is placed.
 */
export function ordnanceToHit(
  input: ToHitInput,
  roller: Roller,
  rules: HouseRules = ordnanceRules(),
): RuleResult<ToHitResult, OrdnanceError> {
  const mods = oftModifiers(input.circumstances, rules);
  if (!mods.ok) return mods;
  const modifiers = mods.value;
  if (input.atgmDisrupted === true) {
    return ok({
      faces: [],
      natural: 0,
      modifiers,
      total: 0,
      toHit: input.toHit,
      hit: false,
      automatic: 'atgm-disrupted',
      placeAcquisition: true,
    });
  }
  const part = roller.roll({ op: 'sum', n: 2, sides: 6 }, 'to-hit');
  const natural = part.total;
  const total = natural + sumModifiers(modifiers);
  const automatic = natural === 2 ? 'natural-2' : natural === 12 ? 'natural-12' : undefined;
  const hit = automatic === 'natural-2' || (automatic === undefined && total <= input.toHit);
  const location: HitLocation | undefined = hit
    ? natural > 2 && natural % 2 === 0 && input.targetHasTurret === true
      ? 'turret'
      : 'hull'
    : undefined;
  const coloured = part.faces[1]!;
  return ok({
    faces: part.faces,
    natural,
    modifiers,
    total,
    toHit: input.toHit,
    hit,
    ...(automatic ? { automatic } : {}),
    ...(location ? { location } : {}),
    ...(input.atgmDepletion !== undefined ? { atgmExpended: coloured < input.atgmDepletion } : {}),
    placeAcquisition: !hit,
  });
}

export type ArmourOutcome = 'dud' | 'catastrophic' | 'destroyed' | 'abandoned' | 'shaken' | 'damaged' | 'no-effect';

export interface VsArmourInput {
  /** Penetration value at the range to the target. */
  readonly penetration: number;
  /** Firing HEAT ammunition. */
  readonly heat?: boolean;
  /** The armour factor at the impact facing is printed red. */
  readonly redArmour?: boolean;
  /** Armour thickness at the facing hit (front, side or rear). */
  readonly armour: number;
  /** The vehicle's (or aircraft's) morale, for the Morale Checks. */
  readonly morale: number;
  /** Aircraft and helicopters: an equal roll damages (abort) without a check; a failed check damages. */
  readonly aircraft?: boolean;
  /** Already Shaken: another Shaken result abandons the vehicle (DCT notes). */
  readonly alreadyShaken?: boolean;
}

export interface VsArmourResult {
  readonly attackerDie: number;
  readonly attackerModifiers: readonly Modifier[];
  readonly attackerTotal: number;
  readonly targetDie: number;
  readonly targetTotal: number;
  readonly penetration: number;
  readonly armour: number;
  readonly outcome: ArmourOutcome;
  /** The vehicle's Morale Check, on an equal or lower attacker roll. */
  readonly moraleCheck?: MoraleCheck;
  /** Shaken turned to Abandoned because the vehicle was already Shaken. */
  readonly escalated?: boolean;
  /**
   * The target survived: place (or raise) a Target Acquisition marker (14.3). What else follows is the
   * Fate of Crew and Passengers table's: Abandoned puts a Shaken crew under a Moved marker; Destroyed
   * calls for Bail-out checks (a destroyed helicopter crashes with a 6-FP attack).
   */
  readonly placeAcquisition: boolean;
}

/**
 * Ordnance against an armoured vehicle or aircraft once hit: 1d6 + penetration (−4 HEAT against red
 * armour) against 1d6 + armour at the facing hit. Attacker 1 vs target 6 is a dud, 6 vs 1
 * catastrophic. Greater destroys; equal: vehicle Morale Check, failed → Abandoned, passed → Shaken
 * (aircraft: Damaged, abort); lower: Morale Check minus the difference, failed → Shaken (aircraft
 * Damaged), passed → no effect (LnL player aid, Ordnance vs Armored Vehicle and Aircraft 14.1, 19.1.1).
 */
export function ordnanceVsArmour(input: VsArmourInput, roller: Roller): VsArmourResult {
  const attackerDie = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'penetration').total;
  const targetDie = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'armour').total;
  const attackerModifiers = nonZero([
    { reason: 'heat-vs-red-armour', value: input.heat === true && input.redArmour === true ? -4 : 0 },
  ]);
  const attackerTotal = attackerDie + input.penetration + sumModifiers(attackerModifiers);
  const targetTotal = targetDie + input.armour;
  const base = {
    attackerDie,
    attackerModifiers,
    attackerTotal,
    targetDie,
    targetTotal,
    penetration: input.penetration,
    armour: input.armour,
  };
  const shaken = (mc?: MoraleCheck): VsArmourResult => {
    const escalate = !input.aircraft && input.alreadyShaken === true;
    const outcome: ArmourOutcome = input.aircraft === true ? 'damaged' : escalate ? 'abandoned' : 'shaken';
    return { ...base, outcome, ...(mc ? { moraleCheck: mc } : {}), ...(escalate ? { escalated: true } : {}), placeAcquisition: true };
  };
  if (attackerDie === 1 && targetDie === 6) return { ...base, outcome: 'dud', placeAcquisition: true };
  if (attackerDie === 6 && targetDie === 1) return { ...base, outcome: 'catastrophic', placeAcquisition: false };
  if (attackerTotal > targetTotal) return { ...base, outcome: 'destroyed', placeAcquisition: false };
  if (attackerTotal === targetTotal) {
    if (input.aircraft === true) return shaken();
    const mc = moraleCheck(input.morale, [], roller, 'vehicle morale check');
    if (!mc.passed) return { ...base, outcome: 'abandoned', moraleCheck: mc, placeAcquisition: true };
    return shaken(mc);
  }
  const mc = moraleCheck(input.morale, [{ reason: 'difference', value: attackerTotal - targetTotal }], roller, 'vehicle morale check');
  if (!mc.passed) return shaken(mc);
  return { ...base, outcome: 'no-effect', moraleCheck: mc, placeAcquisition: true };
}

export interface VsInfantryInput {
  /** HE equivalent of the weapon. */
  readonly he: number;
  /** HEAT ammunition (red to-hit table or H on the back). */
  readonly heat?: boolean;
  /** The infantry target is in a Building or Bunker: HEAT keeps its full HE. */
  readonly targetInBuildingOrBunker?: boolean;
}

export interface VsInfantryResult {
  readonly attackerDie: number;
  readonly attackerModifiers: readonly Modifier[];
  readonly attackerTotal: number;
  readonly defenderDie: number;
  readonly defenderTotal: number;
  /** Every targeted unit in the hex takes a Damage Check with this modifier; absent: no effect. */
  readonly damageCheck?: number;
  /** Place Target Acquisition markers unless every targeted unit is eliminated (14.3). */
  readonly acquisitionUnlessAllEliminated: true;
}

/**
 * Ordnance that hit infantry or weapon teams: 1d6 + HE (−1 for HEAT unless the target is in a Building
 * or Bunker) against a bare 1d6 (no TM, no LM once hit); higher → every targeted unit takes a Damage
 * Check with the difference (LnL player aid, Ordnance vs Infantry / Weapon Teams 14.1).
 */
export function ordnanceVsInfantry(input: VsInfantryInput, roller: Roller): VsInfantryResult {
  const attackerDie = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'HE').total;
  const defenderDie = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'defence').total;
  const attackerModifiers = nonZero([
    { reason: 'heat-vs-infantry', value: input.heat === true && input.targetInBuildingOrBunker !== true ? -1 : 0 },
  ]);
  const attackerTotal = attackerDie + input.he + sumModifiers(attackerModifiers);
  const diff = attackerTotal - defenderDie;
  return {
    attackerDie,
    attackerModifiers,
    attackerTotal,
    defenderDie,
    defenderTotal: defenderDie,
    ...(diff > 0 ? { damageCheck: diff } : {}),
    acquisitionUnlessAllEliminated: true,
  };
}

export type Facing = 'front' | 'side' | 'rear';

/** What each Ordnance vs Armored Vehicle outcome does to the vehicle counter (LnL player aid, 14.1, 19.1.1). */
export const ARMOUR_EFFECT: Readonly<Record<VsArmourResult['outcome'], UnitEffect>> = {
  dud: 'no-effect',
  'no-effect': 'no-effect',
  catastrophic: 'destroyed',
  destroyed: 'destroyed',
  abandoned: 'abandoned',
  shaken: 'shaken',
  damaged: 'damaged',
};

/** The armour an ordnance or air attack meets: a helicopter's armour factor (19.2.8), a vehicle's at the facing hit, or its lowest; 0 unarmoured. */
export function armourAgainstOrdnance(v: Unit, facing?: Facing): number {
  if (v.kind === 'helicopter') return v.armourFactor ?? 0;
  if (!v.armour) return 0;
  return facing ? v.armour[facing] : lowestArmour(v)!;
}
