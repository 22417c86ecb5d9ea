import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { countFace, sumD6 } from '../figures/dice.js';
import { badRep, isRep, type RepError } from './reaction.js';

/**
 * Shooting (FNG 2nd Tour p.30–32, seed L791–L793, L816–L837; QRS L2470–L2481; digest §6.3–§6.4): the
 * shooter rolls 1d6 per point of Target Rating, adds his REP to each die separately, sorts the totals
 * from highest to lowest and gives them to the declared targets in order, the highest to the first.
 */

/**
 * House rule `fng.rct.autohit`: the total that always hits. The table prints 9+ (L831, QRS L2479); the
 * worked example L834 and L1028 only fit 10. The two conditional rows are the two totals below it.
 */
export type AutoHit = 9 | 10;

export type ShooterCondition = 'moved-fast' | 'snap-firing';
export type TargetCondition = 'charging' | 'concealed' | 'in-cover' | 'prone' | 'moved-fast' | 'second-or-higher' | 'third-or-higher';

export interface RangedRow {
  /** Totals this row covers, as offsets from the auto-hit total (printed "7" is −2 with auto-hit 9). */
  readonly offset: number | 'below' | 'at-or-above';
  readonly printed: string;
  readonly shooterMissedIf: readonly ShooterCondition[];
  readonly targetMissedIf: readonly TargetCondition[];
  readonly otherwise: 'hit' | 'miss';
}

/** The Ranged Combat Table (L825–L832, QRS L2472–L2481), rows relative to the auto-hit total. */
export const RANGED_COMBAT_TABLE: readonly RangedRow[] = [
  { offset: 'below', printed: '6 or less', shooterMissedIf: [], targetMissedIf: [], otherwise: 'miss' },
  {
    offset: -2,
    printed: '7',
    shooterMissedIf: ['moved-fast', 'snap-firing'],
    targetMissedIf: ['charging', 'concealed', 'in-cover', 'prone', 'moved-fast', 'second-or-higher'],
    otherwise: 'hit',
  },
  {
    offset: -1,
    printed: '8',
    shooterMissedIf: ['moved-fast', 'snap-firing'],
    targetMissedIf: ['in-cover', 'third-or-higher'],
    otherwise: 'hit',
  },
  { offset: 'at-or-above', printed: '9+', shooterMissedIf: [], targetMissedIf: [], otherwise: 'hit' },
];

/** The row a total falls in. */
export function rangedRow(total: number, autoHit: AutoHit): RangedRow {
  const offset = total - autoHit;
  const row = RANGED_COMBAT_TABLE.find((r) =>
    r.offset === 'below' ? offset < -2 : r.offset === 'at-or-above' ? offset >= 0 : r.offset === offset,
  );
  if (!row) throw new Error(`no ranged combat row for ${total}`);
  return row;
}

export interface ShotTarget {
  readonly id: string;
  /** Dice declared on it before rolling (L830). */
  readonly dice: number;
  readonly charging?: boolean;
  readonly concealed?: boolean;
  readonly inCover?: boolean;
  readonly prone?: boolean;
  /** It counts as fast moving (movement.ts `countsAsFastMoving`). */
  readonly movedFast?: boolean;
  /** Within smoke: it "cannot ... be hit by fire but will still take a Received Fire Test" (L773). */
  readonly inSmoke?: boolean;
  /** Prone in his fighting position against small arms: he "cannot be hit" (L1203). */
  readonly dugIn?: boolean;
}

export interface FireInput {
  readonly rep: number;
  /** The weapon's Target Rating. */
  readonly tr: number;
  /** In declared order: the first target takes the highest dice. */
  readonly targets: readonly ShotTarget[];
  readonly autoHit: AutoHit;
  /** The shooter counts as fast moving. */
  readonly movedFast?: boolean;
  /** Agile: no firing penalty for fast moving (1(1)). */
  readonly agile?: boolean;
  /** Snap firing: active shooters in the first round of an In Sight (L677), figures carrying wounded (L957). */
  readonly snapFiring?: boolean;
  /** Marksman: +1 to hit (3(5)). */
  readonly marksman?: boolean;
  /** Pigman firing a light machinegun: +1 REP (4(3)). */
  readonly pigmanWithLmg?: boolean;
  /** The side's first LMG to fire after the Random Event "new barrel": +1 REP for this attack (L1648). */
  readonly newBarrel?: boolean;
  /** A leader a Random Event made decisive: his +1 REP does not count to fire his weapons (L1648). */
  readonly decisive?: boolean;
  /** A light machinegun (or BAR, M-14A1) fired from the hip or on the move (L748, L762). */
  readonly lmgFromHip?: boolean;
  /** House rule `fng.lmg.hip`: −1 REP (L762) or −1 REP and −1 TR (L748). */
  readonly lmgHip: 'rep' | 'rep-and-tr';
  /** A dedicated loader serves the weapon (LMG/MMG/HMG; not the BAR or M-14A1): 3 ones to run dry (L791). */
  readonly loader?: boolean;
  /** TR points spent bridging 1" gaps between targets (L819); they are not rolled. */
  readonly bridgeDice?: number;
  /** Dice rolled on top of the declared ones, the lowest dropped: Crack Shot, Grenadier, shotguns. */
  readonly extraDice?: number;
  /** A Parting Shot at a retiring figure: every target counts as fast moving, no Received Fire (L626). */
  readonly partingShot?: boolean;
}

export type ShotResult = 'hit' | 'shooter-missed' | 'target-missed';
export type MissReason = 'total' | 'in-smoke' | 'dug-in' | `shooter-${ShooterCondition}` | `target-${TargetCondition}`;

export interface DieShot {
  readonly face: number;
  readonly total: number;
  readonly targetId: string;
  readonly result: ShotResult;
  /** Every printed condition that made it a miss. */
  readonly reasons: readonly MissReason[];
}

export interface FireResult {
  /** Highest first, as applied. */
  readonly shots: readonly DieShot[];
  readonly hits: Readonly<Record<string, number>>;
  /** Targets shot at and not hit take Received Fire (not after a Parting Shot). */
  readonly missedTargets: readonly string[];
  readonly receivedFireTests: boolean;
  /** Two natural ones or more (three with a loader): out of ammo once these dice are applied (L791, L808). */
  readonly outOfAmmo: boolean;
  readonly ones: number;
  /** REP added to each die, after Pigman and the hip penalty. */
  readonly rep: number;
  /** The TR rolled, after the hip penalty where the house rule takes one. */
  readonly tr: number;
  /** What set the REP, the TR and the totals (Pigman, from the hip, Marksman): every shot says why it has its dice. */
  readonly modifiers: readonly FireModifier[];
  readonly part: RolledPart;
}

/**
 * A modifier of a shot (L748, L762; Attributes 3(5), 4(3); Random Events L1648): Pigman +1 REP with an
 * LMG, a new barrel +1 REP, a decisive leader's +1 REP not counting (−1), an LMG from the hip −1 REP (and
 * −1 TR by house rule `fng.lmg.hip`), Marksman +1 to each total.
 */
export type FireModifier = 'pigman' | 'new-barrel' | 'decisive' | 'hip-rep' | 'hip-tr' | 'marksman';

/** The modifiers a shot takes, in the order they apply. */
export function fireModifiers(input: FireInput): FireModifier[] {
  const hip = input.lmgFromHip === true;
  return [
    ...(input.pigmanWithLmg === true ? (['pigman'] as const) : []),
    ...(input.newBarrel === true ? (['new-barrel'] as const) : []),
    ...(input.decisive === true ? (['decisive'] as const) : []),
    ...(hip ? (['hip-rep'] as const) : []),
    ...(hip && input.lmgHip === 'rep-and-tr' ? (['hip-tr'] as const) : []),
    ...(input.marksman === true ? (['marksman'] as const) : []),
  ];
}

export type FireError = RepError | 'fng/invalid-target-rating' | 'fng/no-targets' | 'fng/invalid-dice' | 'fng/too-many-dice';

/** Natural ones that put a weapon out of ammo (L808, L791). */
export const OUT_OF_AMMO_ONES = 2;
export const OUT_OF_AMMO_ONES_WITH_LOADER = 3;

/** The REP a shooter adds to each die and the TR it may use. */
export function firingRepAndTr(input: FireInput): { readonly rep: number; readonly tr: number } {
  const hip = input.lmgFromHip === true;
  return {
    rep: input.rep + (input.pigmanWithLmg === true ? 1 : 0) + (input.newBarrel === true ? 1 : 0) - (input.decisive === true ? 1 : 0) - (hip ? 1 : 0),
    tr: input.tr - (hip && input.lmgHip === 'rep-and-tr' ? 1 : 0),
  };
}

/**
 * Fires one weapon (L842–L846): roll the declared dice (plus any extra, lowest dropped), add REP to each,
 * apply high to low in target order, and read each on the Ranged Combat Table.
 */
export function fire(roller: Roller, input: FireInput, label: string): RuleResult<FireResult, FireError> {
  if (!isRep(input.rep)) return badRep(input.rep);
  if (!Number.isInteger(input.tr) || input.tr < 1) return fail('fng/invalid-target-rating', { tr: input.tr });
  if (input.targets.length === 0) return fail('fng/no-targets');
  const counts = [...input.targets.map((t) => t.dice), input.bridgeDice ?? 0, input.extraDice ?? 0];
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || input.targets.some((t) => t.dice < 1)) {
    return fail('fng/invalid-dice');
  }
  const { rep, tr } = firingRepAndTr(input);
  const declared = input.targets.reduce((n, t) => n + t.dice, 0);
  if (declared + (input.bridgeDice ?? 0) > tr) return fail('fng/too-many-dice', { declared, tr });

  const { part } = sumD6(roller, declared + (input.extraDice ?? 0), label);
  const faces = [...part.faces].sort((a, b) => b - a).slice(0, declared);
  const bonus = input.marksman === true ? 1 : 0;
  const shooterFast = input.movedFast === true && input.agile !== true;

  const shots: DieShot[] = [];
  let next = 0;
  input.targets.forEach((t, index) => {
    for (let i = 0; i < t.dice; i++) {
      const face = faces[next++]!;
      const total = face + rep + bonus;
      shots.push({ face, total, targetId: t.id, ...readShot(total, input.autoHit, shooterFast, input, t, index) });
    }
  });
  const hits: Record<string, number> = {};
  for (const s of shots) if (s.result === 'hit') hits[s.targetId] = (hits[s.targetId] ?? 0) + 1;
  const ones = countFace(part.faces, 1);
  return ok({
    shots,
    hits,
    missedTargets: input.targets.filter((t) => hits[t.id] === undefined).map((t) => t.id),
    receivedFireTests: input.partingShot !== true,
    outOfAmmo: ones >= (input.loader === true ? OUT_OF_AMMO_ONES_WITH_LOADER : OUT_OF_AMMO_ONES),
    ones,
    rep,
    tr,
    modifiers: fireModifiers(input),
    part,
  });
}

function readShot(
  total: number,
  autoHit: AutoHit,
  shooterFast: boolean,
  input: FireInput,
  t: ShotTarget,
  index: number,
): { result: ShotResult; reasons: MissReason[] } {
  if (t.inSmoke === true) return { result: 'target-missed', reasons: ['in-smoke'] };
  if (t.dugIn === true) return { result: 'target-missed', reasons: ['dug-in'] };
  const row = rangedRow(total, autoHit);
  if (row.otherwise === 'miss') return { result: 'shooter-missed', reasons: ['total'] };
  const shooter: Record<ShooterCondition, boolean> = { 'moved-fast': shooterFast, 'snap-firing': input.snapFiring === true };
  const target: Record<TargetCondition, boolean> = {
    charging: t.charging === true,
    concealed: t.concealed === true,
    'in-cover': t.inCover === true,
    prone: t.prone === true,
    'moved-fast': t.movedFast === true || input.partingShot === true,
    'second-or-higher': index >= 1,
    'third-or-higher': index >= 2,
  };
  const shooterReasons = row.shooterMissedIf.filter((c) => shooter[c]).map((c): MissReason => `shooter-${c}`);
  if (shooterReasons.length > 0) return { result: 'shooter-missed', reasons: shooterReasons };
  const targetReasons = row.targetMissedIf.filter((c) => target[c]).map((c): MissReason => `target-${c}`);
  if (targetReasons.length > 0) return { result: 'target-missed', reasons: targetReasons };
  return { result: 'hit', reasons: [] };
}

/** Crack Shot firing one rifle shot: 2d6, the best counting; 3d6 prone (2(2)). */
export function crackShotDice(prone: boolean): { readonly dice: 1; readonly extraDice: number } {
  return { dice: 1, extraDice: prone ? 2 : 1 };
}

/** Combat shotgun (L744–L745): at 3" or less one target, 2d6 keep the best; beyond, up to 2 targets, 4d6 keep the best 2. */
export function shotgunDice(rangeInches: number): { readonly maxTargets: number; readonly dice: number; readonly extraDice: number } {
  return rangeInches <= 3 ? { maxTargets: 1, dice: 1, extraDice: 1 } : { maxTargets: 2, dice: 2, extraDice: 2 };
}

export interface TargetingFigure {
  readonly id: string;
  /** A Star picks his own target (L822, L837); set it here. */
  readonly starTarget?: string;
}

/**
 * Who fires at whom in an In Sight (Order of Fire, L817–L822): the inactive side declares first, each
 * figure on the closest enemy not yet targeted, going round again from the closest once all are taken;
 * an active figure fires back at the inactive figure that targeted it; an active figure nobody targeted
 * fires at the closest inactive figure not yet targeted by its side (again going round). Stars choose.
 * `distance` is the distance in inches, Infinity where the shooter does not see the enemy (none such
 * is targeted); ties keep the order given.
 */
export function inSightTargets(
  inactive: readonly TargetingFigure[],
  active: readonly TargetingFigure[],
  distance: (from: string, to: string) => number,
): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const pick = (shooter: TargetingFigure, enemies: readonly TargetingFigure[], taken: Set<string>): string | undefined => {
    if (shooter.starTarget !== undefined) return shooter.starTarget;
    // Only enemies it sees (a distance of Infinity: out of its line of sight).
    const seen = enemies.filter((e) => Number.isFinite(distance(shooter.id, e.id)));
    if (seen.length === 0) return undefined;
    if (seen.every((e) => taken.has(e.id))) taken.clear();
    const free = seen.filter((e) => !taken.has(e.id));
    const best = free.reduce((a, b) => (distance(shooter.id, b.id) < distance(shooter.id, a.id) ? b : a));
    return best.id;
  };
  const takenByInactive = new Set<string>();
  for (const f of inactive) {
    const t = pick(f, active, takenByInactive);
    if (t === undefined) continue;
    out.set(f.id, t);
    takenByInactive.add(t);
  }
  const takenByActive = new Set<string>();
  for (const f of active) {
    if (f.starTarget !== undefined) {
      out.set(f.id, f.starTarget);
      takenByActive.add(f.starTarget);
      continue;
    }
    const shooter = inactive.find((i) => out.get(i.id) === f.id);
    if (shooter) {
      out.set(f.id, shooter.id);
      takenByActive.add(shooter.id);
    }
  }
  for (const f of active) {
    if (out.has(f.id)) continue;
    const t = pick(f, inactive, takenByActive);
    if (t === undefined) continue;
    out.set(f.id, t);
    takenByActive.add(t);
  }
  return out;
}
