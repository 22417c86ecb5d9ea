import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { ActivityResult } from './activity.js';
import { countFace, d6, passDice } from '../figures/dice.js';

/**
 * Possible Enemy Forces: placing, activating, moving and resolving them, and Recon by Fire
 * (FNG 2nd Tour, "PEFs" p.60–61, seed L1391–L1419, QRS p.115 L2530–L2545; "Recon by Fire" p.32–33,
 * L850–L867). Inputs are plain values; the geometry (who is closest, what is in LOS) is the caller's.
 */

export type PefError =
  | 'fng/invalid-eal'
  | 'fng/invalid-pef-rep'
  | 'fng/invalid-pef-count'
  | 'fng/invalid-target-rating'
  | 'fng/no-recon-firers'
  | 'fng/invalid-distance'
  | 'fng/recon-out-of-reach';

/** The table is broken into six numbered sections and each PEF's section is 1d6 (L1392–L1393). */
export const PEF_SECTORS = 6;

/** How PEF REP is read (L1395): equal to the EAL, or the printed option of making every PEF REP 3. */
export const PEF_REP_READINGS = ['eal', 'all-3'] as const;
export type PefRepReading = (typeof PEF_REP_READINGS)[number];

/** The optional fixed PEF REP (L1395). */
export const OPTIONAL_PEF_REP = 3;

/** First Contact's VC/NVA Activity sets PEF REP for the rest of the game (L1602). */
const PEF_REP_AFTER_ACTIVITY: Readonly<Record<ActivityResult, number>> = {
  'stepped-in-it': 5,
  'business-as-usual': 3,
  'wheres-charlie': 1,
};

// The EAL is rolled 1–6 and then moved by the AO status, First Contact and Random Events without a
// printed cap, so any whole number from 0 up is a possible level; the tables that need 1–6 check it.
const isLevel = (n: number): boolean => Number.isInteger(n) && n >= 0;

/**
 * A PEF's REP (L1395): the EAL, or 3 for every PEF under the printed option; once First Contact has
 * rolled the VC/NVA Activity, that result's PEF REP (5, 3 or 1) holds for the rest of the game (L1602).
 */
export function pefRep(input: {
  readonly eal: number;
  readonly reading: PefRepReading;
  readonly activity?: ActivityResult;
}): RuleResult<number, PefError> {
  if (!isLevel(input.eal)) return fail('fng/invalid-eal', { eal: input.eal });
  if (input.activity !== undefined) return ok(PEF_REP_AFTER_ACTIVITY[input.activity]);
  return ok(input.reading === 'all-3' ? OPTIONAL_PEF_REP : input.eal);
}

/** One PEF per point of EAL unless the Mission says otherwise (L1393). */
export function pefCount(eal: number): RuleResult<number, PefError> {
  return isLevel(eal) ? ok(eal) : fail('fng/invalid-eal', { eal });
}

export interface PefPlacement {
  /** Section (1–6) of the first, second … PEF; several may share a section (L1393). */
  readonly sectors: readonly number[];
  readonly parts: readonly RolledPart[];
}

/**
 * Placing PEFs (L1392–L1393): 1d6 per PEF gives its section; the caller places it where terrain
 * blocks the players' LOS, else at the section's centre.
 */
export function placePefs(roller: Roller, count: number): RuleResult<PefPlacement, PefError> {
  if (!Number.isInteger(count) || count < 0) return fail('fng/invalid-pef-count', { count });
  const parts: RolledPart[] = [];
  const sectors: number[] = [];
  for (let i = 1; i <= count; i++) {
    const { score, part } = d6(roller, `PEF ${i} section`);
    sectors.push(score);
    parts.push(part);
  }
  return ok({ sectors, parts });
}

/**
 * A PEF activates like a group: when its REP is at least the enemy's Activation die (L1395, L599).
 * Activated PEFs then move closest-to-the-players first, each settling everything it causes first.
 */
export function pefActivates(activationDie: number, rep: number): boolean {
  if (!Number.isInteger(activationDie) || activationDie < 1 || activationDie > 6) {
    throw new Error(`impossible activation die ${activationDie}`);
  }
  return rep >= activationDie;
}

/** What an activated PEF does. PEFs ignore terrain movement penalties (L1399). */
export type PefMove =
  /** Straight at the nearest other PEF, out of enemy LOS, stopping this far short of it. */
  | { readonly kind: 'toward-pef'; readonly inches: 16 | 8; readonly stopShortInches: 4 }
  /** At the nearest enemy through cover all the way; it is resolved at once if it comes into LOS. */
  | { readonly kind: 'toward-enemy'; readonly inches: 16 | 8; readonly resolveOnLos: true }
  /** Stays put and becomes two PEFs. */
  | { readonly kind: 'split' }
  | { readonly kind: 'stay' };

interface MoveRow {
  readonly low: number;
  readonly high: number;
  readonly move: PefMove;
}

const towardPef = (inches: 16 | 8): PefMove => ({ kind: 'toward-pef', inches, stopShortInches: 4 });
const towardEnemy = (inches: 16 | 8): PefMove => ({ kind: 'toward-enemy', inches, resolveOnLos: true });

/** PEF Movement table (L1404–L1416, QRS L2530–L2543): 2d6 vs PEF REP, then 1d6 by column. */
export const PEF_MOVEMENT = {
  source: 'seed L1400–L1416, QRS L2539–L2543',
  pass2: {
    otherPefs: [
      { low: 1, high: 2, move: towardPef(16) },
      { low: 3, high: 6, move: towardEnemy(16) },
    ],
    noOtherPefs: [
      { low: 1, high: 3, move: { kind: 'split' } },
      { low: 4, high: 6, move: towardEnemy(16) },
    ],
  },
  pass1: {
    otherPefs: [
      { low: 1, high: 3, move: towardPef(8) },
      { low: 4, high: 6, move: towardEnemy(8) },
    ],
    noOtherPefs: [
      { low: 1, high: 2, move: { kind: 'split' } },
      { low: 3, high: 6, move: towardEnemy(8) },
    ],
  },
  pass0: { move: { kind: 'stay' } },
} as const satisfies {
  source: string;
  pass2: { otherPefs: readonly MoveRow[]; noOtherPefs: readonly MoveRow[] };
  pass1: { otherPefs: readonly MoveRow[]; noOtherPefs: readonly MoveRow[] };
  pass0: { move: PefMove };
};

export interface PefMovementResult {
  readonly passes: 0 | 1 | 2;
  /** The 1d6 read on the column; absent when it passed 0d6 and so does not move. */
  readonly subRoll?: number;
  readonly move: PefMove;
  readonly parts: readonly RolledPart[];
}

const rowFor = (rows: readonly MoveRow[], score: number): MoveRow => {
  const row = rows.find((r) => score >= r.low && score <= r.high);
  if (!row) throw new Error(`no PEF movement row for ${score}`);
  return row;
};

/**
 * PEF Movement (p.61, L1400–L1416; QRS p.115): 2d6 vs the PEF's REP; on a pass, 1d6 in the column
 * for whether other PEFs are on the table. Passing 0d6 it stays. A PEF that has moved may still turn
 * out to be a Potential Contact (L1402): movement shows uncertainty, so resolution ignores it.
 */
export function pefMovement(
  roller: Roller,
  input: { readonly pefId: string; readonly rep: number; readonly otherPefsOnTable: boolean },
): RuleResult<PefMovementResult, PefError> {
  if (!isLevel(input.rep)) return fail('fng/invalid-pef-rep', { rep: input.rep });
  const test = passDice(roller, 2, input.rep, `PEF movement ${input.pefId}`);
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  if (passes === 0) return ok({ passes, move: PEF_MOVEMENT.pass0.move, parts: [test.part] });
  const table = passes === 2 ? PEF_MOVEMENT.pass2 : PEF_MOVEMENT.pass1;
  const sub = d6(roller, `PEF movement ${input.pefId} direction`);
  const rows = input.otherPefsOnTable ? table.otherPefs : table.noOtherPefs;
  return ok({ passes, subRoll: sub.score, move: rowFor(rows, sub.score).move, parts: [test.part, sub.part] });
}

/**
 * What a 2-pass "Contact!" score of 0 (a 1 less 1 in a Pro-Communist AO) means: L1419 prints "0 or
 * less, no contact" in the 1-pass row only.
 */
export const CONTACT_ZERO_READINGS = ['reinforcements', 'no-contact'] as const;
export type ContactZeroReading = (typeof CONTACT_ZERO_READINGS)[number];

/** Where a resolved PEF sends the caller next. */
export type PefResolution =
  /** Roll on the Enemy Reinforcements table; 'pass-1d6' is that table's reduced column (L1419). */
  | { readonly kind: 'enemy-reinforcements'; readonly column: 'normal' | 'pass-1d6' }
  | { readonly kind: 'potential-contact' }
  /** "There might be something there" came to nothing: the PEF is gone. */
  | { readonly kind: 'no-contact' }
  /** False alarm: the PEF is removed. */
  | { readonly kind: 'false-alarm' };

export interface PefResolutionResult {
  readonly passes: 0 | 1 | 2;
  /** The 1d6 of a 2- or 1-pass result, and after the Pro-Communist −1. */
  readonly score?: number;
  readonly modifiedScore?: number;
  readonly resolution: PefResolution;
  /**
   * This is the game's first contact: roll First Contact (enemy type and VC/NVA Activity, which may
   * move the EAL) before the Reinforcements or Potential Contact table (L1413, L1558).
   */
  readonly firstContactFirst: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Resolving a PEF (p.61, L1405–L1419; QRS L2545): on valid LOS (or Recon by Fire, Speak Local,
 * aerial spotting), 2d6 vs the EAL. 2 passes: 1d6, −1 in a Pro-Communist AO, 1–4 Enemy Reinforcements,
 * 5–6 Potential Contact, 0 per `contactZero`. 1 pass: the same 1d6, 0 or less no contact, 1–4
 * Reinforcements on the pass-1d6 column, 5–6 Potential Contact. 0 passes: false alarm. `contactMade`
 * says whether First Contact has already been rolled this game; a PEF that moved resolves the same (L1402).
 */
export function resolvePef(
  roller: Roller,
  input: {
    readonly pefId: string;
    readonly eal: number;
    readonly proCommunist: boolean;
    readonly contactZero: ContactZeroReading;
    readonly contactMade: boolean;
  },
): RuleResult<PefResolutionResult, PefError> {
  if (!isLevel(input.eal)) return fail('fng/invalid-eal', { eal: input.eal });
  const test = passDice(roller, 2, input.eal, `PEF resolution ${input.pefId}`);
  const passes = Math.min(test.passes, 2) as 0 | 1 | 2;
  if (passes === 0) {
    return ok({ passes, resolution: { kind: 'false-alarm' }, firstContactFirst: false, parts: [test.part] });
  }
  const sub = d6(roller, `PEF resolution ${input.pefId} contact`);
  const modifiedScore = sub.score - (input.proCommunist ? 1 : 0);
  const resolution = contactFor(passes, modifiedScore, input.contactZero);
  const toTable = resolution.kind === 'enemy-reinforcements' || resolution.kind === 'potential-contact';
  return ok({
    passes,
    score: sub.score,
    modifiedScore,
    resolution,
    firstContactFirst: toTable && !input.contactMade,
    parts: [test.part, sub.part],
  });
}

function contactFor(passes: 1 | 2, score: number, contactZero: ContactZeroReading): PefResolution {
  if (score >= 5) return { kind: 'potential-contact' };
  const column = passes === 2 ? 'normal' : 'pass-1d6';
  if (score >= 1) return { kind: 'enemy-reinforcements', column };
  if (passes === 1 || contactZero === 'no-contact') return { kind: 'no-contact' };
  return { kind: 'enemy-reinforcements', column };
}

export interface ReconFirer {
  readonly id: string;
  /** The Target Rating of the weapon fired. */
  readonly tr: number;
  /** Crew-served weapons are not simply out of ammo: their ones count towards it (L855). */
  readonly crewServed: boolean;
}

export interface ReconFirerResult {
  readonly id: string;
  readonly faces: readonly number[];
  readonly sixes: number;
  readonly ones: number;
  /** 'out': must reload; 'count-ones': apply the weapon's out-of-ammo rule to `ones` (L855, p.30). */
  readonly ammo: 'out' | 'count-ones';
}

export interface ReconByFireResult {
  readonly sixes: number;
  readonly pefRep: number;
  /** More sixes than the PEF's REP resolves it (§ PEF resolution follows). */
  readonly resolved: boolean;
  /**
   * If it resolves into troops: they take a Received Fire test, and each six beyond the PEF REP is a
   * hit on a random figure, damage rolled normally (L867).
   */
  readonly hitsIfTroops: number;
  readonly firers: readonly ReconFirerResult[];
  readonly parts: readonly RolledPart[];
}

/**
 * Recon by Fire (p.32–33, L853–L867): on a PEF within twice the firers' LOS distance, each declared
 * firer rolls d6 equal to its weapon's TR; the sixes of all of them are compared with the PEF REP.
 * Each firer rolls apart so the ones of a crew-served weapon can be counted; the total is the same.
 */
export function reconByFire(
  roller: Roller,
  input: {
    readonly pefId: string;
    readonly pefRep: number;
    readonly firers: readonly ReconFirer[];
    readonly distanceInches: number;
    readonly losInches: number;
  },
): RuleResult<ReconByFireResult, PefError> {
  if (!isLevel(input.pefRep)) return fail('fng/invalid-pef-rep', { rep: input.pefRep });
  if (input.firers.length === 0) return fail('fng/no-recon-firers');
  const bad = input.firers.find((f) => !Number.isInteger(f.tr) || f.tr < 1);
  if (bad) return fail('fng/invalid-target-rating', { figure: bad.id, tr: bad.tr });
  if (!(input.distanceInches >= 0) || !(input.losInches > 0)) {
    return fail('fng/invalid-distance', { distance: input.distanceInches, los: input.losInches });
  }
  if (input.distanceInches > 2 * input.losInches) {
    return fail('fng/recon-out-of-reach', { pef: input.pefId, distance: input.distanceInches, los: input.losInches });
  }
  const firers: ReconFirerResult[] = [];
  const parts: RolledPart[] = [];
  for (const f of input.firers) {
    const part = roller.roll({ op: 'sum', n: f.tr, sides: 6 }, `recon by fire ${f.id} at ${input.pefId}`);
    parts.push(part);
    firers.push({
      id: f.id,
      faces: part.faces,
      sixes: countFace(part.faces, 6),
      ones: countFace(part.faces, 1),
      ammo: f.crewServed ? 'count-ones' : 'out',
    });
  }
  const sixes = firers.reduce((s, f) => s + f.sixes, 0);
  const resolved = sixes > input.pefRep;
  return ok({
    sixes,
    pefRep: input.pefRep,
    resolved,
    hitsIfTroops: resolved ? sixes - input.pefRep : 0,
    firers,
    parts,
  });
}
