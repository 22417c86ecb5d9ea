import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, passDice } from '../figures/dice.js';
import type { EnemyType } from './first-contact.js';
import type { Outside12LosReading } from './local-vc.js';

/**
 * How revealed VC/NVA groups fight (FNG 2nd Tour, "How the VC and NVA Move" p.69–70, seed
 * L1604–L1629; QRS p.116 L2547–L2558): whether a group uses the VC/NVA Action table or Defensive
 * Tactics, the table itself, Defensive Tactics and squad spacing. Distances, LOS and figure counts
 * come in as plain values; which figure is "most isolated" or which cover is "best" is the caller's.
 */

export type EnemyActionError =
  | 'fng/invalid-figure-count'
  | 'fng/invalid-rep'
  | 'fng/invalid-distance'
  | 'fng/not-outnumbering';

/**
 * What the Action table's 2d6 are taken against: the group leader's REP (body text L1618, default) or
 * the Activity/Investment Level the table headings name (L1605, L2547), read as the EAL.
 */
export const VC_ACTION_TARGET_READINGS = ['leader-rep', 'eal'] as const;
export type VcActionTargetReading = (typeof VC_ACTION_TARGET_READINGS)[number];

/** The target number of the VC/NVA Action test under a reading. */
export function vcActionTarget(
  reading: VcActionTargetReading,
  values: { readonly leaderRep: number; readonly eal: number },
): number {
  return reading === 'leader-rep' ? values.leaderRep : values.eal;
}

/** Figures between VC/NVA squad members outside melee and reactions (L1612). */
export const SPACING_INCHES: Readonly<Record<EnemyType, number>> = { lvc: 2, mfvc: 3, nva: 4 };

/**
 * Tactics spacing (L1612): squad members closer than their type's spacing spread out at the next
 * opportunity, unless in melee or a Reaction Test put them there.
 */
export function mustSpreadOut(input: {
  readonly enemy: EnemyType;
  /** Each member's distance to its nearest squad mate. */
  readonly nearestGapsInches: readonly number[];
  readonly inMeleeOrReacting: boolean;
}): boolean {
  if (input.inMeleeOrReacting) return false;
  return input.nearestGapsInches.some((g) => g < SPACING_INCHES[input.enemy]);
}

export type EnemyTactics =
  | { readonly use: 'defensive-tactics' }
  /** 2d6, or 3d6 when outnumbering 2:1; 3:1 or more is a human wave. */
  | { readonly use: 'action-table'; readonly dice: 2 | 3; readonly humanWave: boolean };

/**
 * Which rules an activated VC/NVA group follows (L1616, L1610, L1622): outnumbering the closest player
 * group by 50% or more in figures, the Action table (+1d6 at twice their number, human wave at three
 * times); otherwise Defensive Tactics.
 */
export function enemyTactics(input: {
  readonly enemyFigures: number;
  readonly closestPlayerGroupFigures: number;
}): RuleResult<EnemyTactics, EnemyActionError> {
  const e = input.enemyFigures;
  const p = input.closestPlayerGroupFigures;
  if (!Number.isInteger(e) || !Number.isInteger(p) || e < 1 || p < 1) {
    return fail('fng/invalid-figure-count', { enemy: e, player: p });
  }
  if (2 * e < 3 * p) return ok({ use: 'defensive-tactics' });
  return ok({ use: 'action-table', dice: e >= 2 * p ? 3 : 2, humanWave: e >= 3 * p });
}

export interface EnemyMember {
  readonly id: string;
  /** Carries a support weapon (LMG, RPG …): goes with the fire group when the group splits. */
  readonly supportWeapon: boolean;
}

/** One member's grenade 1d6 close in. */
export interface GrenadeRoll {
  readonly id: string;
  readonly score: number;
  /** Readies and throws a grenade (the Ready the Grenade test follows). */
  readonly throws: boolean;
}

export type VcAction =
  /** Beyond 12": best speed into range, in cover where possible, then set up to fire. */
  | { readonly kind: 'assault'; readonly range: 'beyond-12'; readonly humanWave: boolean }
  /**
   * Within 12": two equal groups, one (with the support weapons) fires, the other charges, fast moving
   * if needed. Within 6" each member first rolls for grenades (5–6 throws), and those who do not throw
   * charge; a human wave throws no grenades and gets +1 automatic success on Charge into Melee.
   */
  | {
      readonly kind: 'assault';
      readonly range: 'within-12' | 'within-6';
      readonly fireGroup: readonly string[];
      readonly chargeGroup: readonly string[];
      readonly grenades: readonly GrenadeRoll[];
      readonly humanWave: boolean;
    }
  /** Beyond 12": to the best cover, bringing most fire on the weakest FWF position if they defend. */
  | {
      readonly kind: 'maneuver';
      readonly move: 'fast' | 'normal';
      readonly aimAtWeakestPosition: boolean;
    }
  /** LVC beyond 12" on a Maneuver turn into two PEFs instead (note 2, L1622). */
  | { readonly kind: 'melt-away'; readonly pefs: 2 }
  /**
   * To maximum range/LOS, firing on the most isolated figure that the fewest can fire back for; −1d6
   * if forced to take a Charge into Melee test.
   */
  | { readonly kind: 'harass'; readonly chargeIntoMeleeDice: -1 };

export interface VcActionResult {
  readonly passes: 0 | 1 | 2;
  readonly dice: 2 | 3;
  readonly target: number;
  /** The row read: Maneuver within 12" counts as Assault. */
  readonly row: 'assault' | 'maneuver' | 'harass';
  readonly action: VcAction;
  readonly parts: readonly RolledPart[];
}

/** Within this many inches the Assault splits and charges; within 6" grenades fly first (L1614). */
export const ASSAULT_INCHES = 12;
export const GRENADE_INCHES = 6;

/**
 * VC/NVA Action table (p.69, L1604–L1622; QRS L2547–L2558) for a group that outnumbers the closest
 * player group by 50%+: 2d6 (3d6 at 2:1) vs `target` (see `vcActionTarget`). 2 passes Assault; 1
 * Maneuver (within 12" as Assault; beyond 12" fast move out of LOS, normal move in LOS under the
 * default reading, LVC melt away); 0 Harass. `distanceInches` is to the closest player group.
 */
export function vcNvaAction(
  roller: Roller,
  input: {
    readonly groupId: string;
    readonly enemy: EnemyType;
    readonly members: readonly EnemyMember[];
    readonly closestPlayerGroupFigures: number;
    readonly target: number;
    readonly distanceInches: number;
    readonly inFwfLos: boolean;
    readonly fwfDefending: boolean;
    readonly outside12Reading: Outside12LosReading;
  },
): RuleResult<VcActionResult, EnemyActionError> {
  const tactics = enemyTactics({
    enemyFigures: input.members.length,
    closestPlayerGroupFigures: input.closestPlayerGroupFigures,
  });
  if (!tactics.ok) return tactics;
  if (tactics.value.use !== 'action-table') {
    return fail('fng/not-outnumbering', { group: input.groupId });
  }
  if (!Number.isInteger(input.target) || input.target < 0) {
    return fail('fng/invalid-rep', { rep: input.target });
  }
  if (!(input.distanceInches >= 0)) return fail('fng/invalid-distance', { distance: input.distanceInches });
  const { dice, humanWave } = tactics.value;
  const test = passDice(roller, dice, input.target, `VC/NVA action ${input.groupId}`);
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  const parts: RolledPart[] = [test.part];
  const base = { passes, dice, target: input.target, parts };
  const within12 = input.distanceInches <= ASSAULT_INCHES;
  if (passes === 2 || (passes === 1 && within12)) {
    return ok({ ...base, row: 'assault', action: assault(roller, input, humanWave, parts) });
  }
  if (passes === 1) {
    if (input.enemy === 'lvc') return ok({ ...base, row: 'maneuver', action: { kind: 'melt-away', pefs: 2 } });
    const fastWhenInLos = input.outside12Reading === 'in-los';
    const fast = input.inFwfLos === fastWhenInLos;
    return ok({
      ...base,
      row: 'maneuver',
      action: { kind: 'maneuver', move: fast ? 'fast' : 'normal', aimAtWeakestPosition: input.fwfDefending },
    });
  }
  return ok({ ...base, row: 'harass', action: { kind: 'harass', chargeIntoMeleeDice: -1 } });
}

function assault(
  roller: Roller,
  input: { readonly groupId: string; readonly members: readonly EnemyMember[]; readonly distanceInches: number },
  humanWave: boolean,
  parts: RolledPart[],
): VcAction {
  if (input.distanceInches > ASSAULT_INCHES) return { kind: 'assault', range: 'beyond-12', humanWave };
  const { fireGroup, chargeGroup } = splitGroup(input.members);
  const close = input.distanceInches <= GRENADE_INCHES;
  const grenades: GrenadeRoll[] = [];
  if (close && !humanWave) {
    for (const m of input.members) {
      const { score, part } = d6(roller, `grenade ${m.id}`);
      parts.push(part);
      grenades.push({ id: m.id, score, throws: score >= 5 });
    }
  }
  return {
    kind: 'assault',
    range: close ? 'within-6' : 'within-12',
    fireGroup,
    chargeGroup,
    grenades,
    humanWave,
  };
}

/**
 * Two equal groups (L1614): support weapons go to the fire group, then members in the order given
 * until it holds half, rounding up; the rest charge.
 */
export function splitGroup(members: readonly EnemyMember[]): {
  readonly fireGroup: readonly string[];
  readonly chargeGroup: readonly string[];
} {
  const half = Math.ceil(members.length / 2);
  const fire = members.filter((m) => m.supportWeapon).map((m) => m.id);
  for (const m of members) if (fire.length < half && !m.supportWeapon) fire.push(m.id);
  return { fireGroup: fire, chargeGroup: members.map((m) => m.id).filter((id) => !fire.includes(id)) };
}

export interface DefensiveTacticsResult {
  /** Fast move to the nearest fortification when it is closer than the enemy, else stay put. */
  readonly move: 'fast-to-fortification' | 'stay';
  /** In either case they fire at the closest enemy. */
  readonly fireAt: 'closest-enemy';
  /** When approached, each figure's 1d6: a 6 readies and throws a grenade. */
  readonly grenades: readonly GrenadeRoll[];
  readonly parts: readonly RolledPart[];
}

/**
 * VC/NVA Defensive Tactics (p.70, L1627–L1629), for a group not outnumbering the closest player
 * group by 50%: fast move to the nearest fortification if it is closer than the enemy, otherwise stay;
 * fire at the closest enemy; if approached, 1d6 per figure, 6 readies and throws a grenade. They
 * leave cover only when a Reaction Test forces them or they come to outnumber by 50%.
 */
export function defensiveTactics(
  roller: Roller,
  input: {
    readonly groupId: string;
    readonly members: readonly string[];
    readonly inFortification: boolean;
    /** Absent when there is no fortification on the table. */
    readonly nearestFortificationInches?: number;
    readonly closestEnemyInches: number;
    readonly approached: boolean;
  },
): RuleResult<DefensiveTacticsResult, EnemyActionError> {
  if (input.members.length < 1) return fail('fng/invalid-figure-count', { enemy: input.members.length, player: 0 });
  const f = input.nearestFortificationInches;
  if (!(input.closestEnemyInches >= 0) || (f !== undefined && !(f >= 0))) {
    return fail('fng/invalid-distance', { distance: input.closestEnemyInches });
  }
  const toFort = !input.inFortification && f !== undefined && f < input.closestEnemyInches;
  const parts: RolledPart[] = [];
  const grenades: GrenadeRoll[] = [];
  if (input.approached) {
    for (const id of input.members) {
      const { score, part } = d6(roller, `grenade ${id}`);
      parts.push(part);
      grenades.push({ id, score, throws: score === 6 });
    }
  }
  return ok({ move: toFort ? 'fast-to-fortification' : 'stay', fireAt: 'closest-enemy', grenades, parts });
}
