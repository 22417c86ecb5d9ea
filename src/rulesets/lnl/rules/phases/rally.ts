import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';
import { canSelfRally, effectiveMorale, isLeg, isSmc, leadershipOf, type Unit } from '../game/units.js';

export interface InitiativeRoll {
  readonly rolls: readonly { readonly side: string; readonly die: number }[];
  readonly winner: string;
  /** Tied rolls: last turn's holder keeps the initiative. */
  readonly tie: boolean;
}

/**
 * The Rally phase initiative: both sides roll 1d6, the higher wins; on a tie the side that held the
 * initiative last turn keeps it (LnL player aid, Rally Phase 3.0, step 1).
 */
export function rollInitiative(sides: readonly [string, string], lastHolder: string, roller: Roller): InitiativeRoll {
  const [a, b] = sides;
  const da = roller.roll({ op: 'sum', n: 1, sides: 6 }, `initiative ${a}`).total;
  const db = roller.roll({ op: 'sum', n: 1, sides: 6 }, `initiative ${b}`).total;
  const tie = da === db;
  return { rolls: [{ side: a, die: da }, { side: b, die: db }], winner: tie ? lastHolder : da > db ? a : b, tie };
}

/** What the rally rules read of a counter in the hex. */
export type RallyUnit = Pick<Unit, 'id' | 'kind' | 'status' | 'morale' | 'wounded' | 'leadership' | 'leadershipRange' | 'selfRally'> & {
  /** An SMC other than a leader or hero that lets troops rally (3.0 step 2, "other specific SMC; see 11.0"). */
  readonly enablesRally?: boolean;
};

/** A wounded leader's leadership range is one less (11.1.2); never below 0. */
export function leadershipRangeOf(u: Pick<Unit, 'leadershipRange' | 'wounded' | 'kind'>): number {
  const range = u.leadershipRange ?? 0;
  return Math.max(0, range - (u.wounded && u.kind === 'leader' ? 1 : 0));
}

const isLeader = (u: RallyUnit): boolean => u.kind === 'leader' || u.kind === 'armor-leader';
const isVehicle = (u: RallyUnit): boolean => u.kind === 'vehicle' || u.kind === 'helicopter';

/** A Good Order counter whose presence lets shaken troops of the hex attempt to rally. */
function enablesRally(u: RallyUnit): boolean {
  return u.status === 'good-order' && (u.kind === 'leader' || u.kind === 'hero' || (isSmc(u.kind) && u.enablesRally === true));
}

/**
 * The order of a hex's rally attempts: its Shaken leaders first, then its other Shaken units (LnL
 * player aid, Rally Phase 3.0, step 2).
 */
export function rallyOrder(hex: readonly RallyUnit[]): RallyUnit[] {
  const shaken = hex.filter((u) => u.status === 'shaken');
  return [...shaken.filter(isLeader), ...shaken.filter((u) => !isLeader(u))];
}

export type RallyError =
  | 'lnl/unit-not-in-hex'
  | 'lnl/not-shaken'
  | 'lnl/already-attempted'
  | 'lnl/leaders-rally-first'
  | 'lnl/no-rallier';

export interface RallyPermission {
  readonly unit: RallyUnit;
  /** Rallies on its own (vehicles, SMCs, WTs and units marked so). */
  readonly selfRally: boolean;
  /** The Good Order leader whose LM the unit subtracts, if any. */
  readonly leader?: string;
  readonly leaderLm: number;
}

/**
 * Whether a Shaken unit of the hex may attempt to rally now (LnL player aid, Rally Phase 3.0, steps
 * 2–3): the hex's Shaken leaders go first; a unit needs a Good Order leader, hero or rally-capable
 * SMC in the hex unless it self-rallies (all vehicles, SMCs and WTs). Shaken leaders rally no one but
 * themselves. A non-leader subtracts the best Good Order leader's LM: an infantry leader's for leg
 * units, an armor leader's for vehicles (our reading: leg leaders' LM applies to leg units only).
 */
export function rallyPermission(
  hex: readonly RallyUnit[],
  unitId: string,
  attempted: readonly string[] = [],
): RuleResult<RallyPermission, RallyError> {
  const unit = hex.find((u) => u.id === unitId);
  if (!unit) return fail('lnl/unit-not-in-hex', { unit: unitId });
  if (unit.status !== 'shaken') return fail('lnl/not-shaken', { unit: unitId });
  if (attempted.includes(unitId)) return fail('lnl/already-attempted', { unit: unitId });
  if (!isLeader(unit)) {
    const waiting = hex.find((u) => isLeader(u) && u.status === 'shaken' && !attempted.includes(u.id));
    if (waiting) return fail('lnl/leaders-rally-first', { unit: unitId, leader: waiting.id });
  }
  const wantedKind = isVehicle(unit) ? 'armor-leader' : 'leader';
  const leaders = isLeader(unit)
    ? []
    : hex
        .filter((u) => u.kind === wantedKind && u.status === 'good-order' && u.id !== unit.id)
        .filter((u) => wantedKind === 'armor-leader' || isLeg(unit.kind))
        .sort((x, y) => leadershipOf(y) - leadershipOf(x));
  const best = leaders[0];
  const lead = best ? { leader: best.id, leaderLm: leadershipOf(best) } : { leaderLm: 0 };
  const selfRally = canSelfRally(unit);
  if (selfRally) return ok({ unit, selfRally, ...lead });
  if (!hex.some((u) => u.id !== unit.id && enablesRally(u))) return fail('lnl/no-rallier', { unit: unitId });
  return ok({ unit, selfRally, ...lead });
}

export interface RallyRoll {
  readonly unit: string;
  readonly faces: readonly number[];
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  /** The printed morale and what changed it (a wounded leader's −1). */
  readonly printedMorale: number;
  readonly moraleModifiers: readonly Modifier[];
  readonly morale: number;
  readonly rallied: boolean;
}

export interface RallyContext {
  /** The unit is in terrain with a positive TM: −2. */
  readonly positiveTm?: boolean;
  /** The GO leader's LM a non-leader subtracts (from `rallyPermission`). */
  readonly leaderLm?: number;
}

/**
 * A rally attempt: 2d6 ≤ the unit's morale rallies it to Good Order; −2 in terrain with a positive TM;
 * non-leaders subtract the Good Order leader's LM; a wounded leader's morale is one less (LnL player
 * aid, Rally Phase 3.0 step 2; Wounded 11.1.2).
 */
export function rallyAttempt(unit: RallyUnit, ctx: RallyContext, roller: Roller): RallyRoll {
  const part = roller.roll({ op: 'sum', n: 2, sides: 6 }, `rally ${unit.id}`);
  const modifiers = nonZero([
    { reason: 'positive-tm', value: ctx.positiveTm === true ? -2 : 0 },
    { reason: 'leadership', value: isLeader(unit) ? 0 : -(ctx.leaderLm ?? 0) },
  ]);
  const total = part.total + sumModifiers(modifiers);
  const morale = effectiveMorale(unit);
  const moraleModifiers = nonZero([{ reason: 'wounded', value: morale - unit.morale }]);
  return {
    unit: unit.id,
    faces: part.faces,
    modifiers,
    total,
    printedMorale: unit.morale,
    moraleModifiers,
    morale,
    rallied: total <= morale,
  };
}

/** Checks the permission for a unit of the hex, then rolls its rally attempt (3.0 steps 2–3). */
export function rallyInHex(
  hex: readonly RallyUnit[],
  unitId: string,
  attempted: readonly string[],
  ctx: { readonly positiveTm?: boolean },
  roller: Roller,
): RuleResult<{ permission: RallyPermission; roll: RallyRoll }, RallyError> {
  const p = rallyPermission(hex, unitId, attempted);
  if (!p.ok) return p;
  const roll = rallyAttempt(p.value.unit, { ...ctx, leaderLm: p.value.leaderLm }, roller);
  return ok({ permission: p.value, roll });
}

export type MedicAction = 'heal-wound' | 'rally';
export type MedicError = 'lnl/not-a-medic' | 'lnl/medic-shaken' | 'lnl/nothing-to-heal' | 'lnl/not-shaken';

export interface MedicAttempt {
  readonly medic: string;
  readonly target: string;
  readonly action: MedicAction;
  readonly faces: readonly number[];
  readonly total: number;
  readonly morale: number;
  /** Heal: the Wounded marker comes off the SMC. Rally: the unit flips to Good Order. */
  readonly success: boolean;
}

/**
 * A medic's (or corpsman's) attempt in the Rally phase: heal the wound of one SMC, himself included,
 * or flip one Shaken unit to Good Order (LnL player aid, Rally Phase 3.0 step 4, 11.3). A Shaken medic
 * cannot heal anyone. The aid says "attempt" without a roll: our reading is a rally-like 2d6 ≤ the
 * medic's morale, without terrain or leader modifiers. Healing takes off the Wounded marker only; a
 * healed SMC that is still Shaken rallies as usual.
 */
export function medicAttempt(
  medic: RallyUnit,
  target: RallyUnit,
  action: MedicAction,
  roller: Roller,
): RuleResult<MedicAttempt, MedicError> {
  if (medic.kind !== 'medic') return fail('lnl/not-a-medic', { unit: medic.id });
  if (medic.status !== 'good-order') return fail('lnl/medic-shaken', { unit: medic.id });
  if (action === 'heal-wound' && !(isSmc(target.kind) && target.wounded)) return fail('lnl/nothing-to-heal', { unit: target.id });
  if (action === 'rally' && target.status !== 'shaken') return fail('lnl/not-shaken', { unit: target.id });
  const part = roller.roll({ op: 'sum', n: 2, sides: 6 }, `medic ${medic.id}`);
  const morale = effectiveMorale(medic);
  return ok({ medic: medic.id, target: target.id, action, faces: part.faces, total: part.total, morale, success: part.total <= morale });
}
