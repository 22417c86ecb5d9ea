import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { passDice, sumD6 } from '../figures/dice.js';
import { badRep, isRep, passesAmong, type RepError } from './reaction.js';

/**
 * Charge into Melee (FNG 2nd Tour p.35–36, seed L887–L917; QRS L2507–L2522; digest §7.2): the only way
 * into melee. Charger and target each roll 2d6 ± modifiers against their own REP and compare passes on
 * the Charge Resolution table. A target charged by several figures rolls once for all of them. The only
 * reaction test involved is the Cohesion test the table may call for (L897).
 */

/** Attribute modifiers, in d6 (L903–L904). Nerves of Steel is +1d6 in the table (its attribute text says "+1"). */
export const CHARGE_ATTRIBUTE_DICE = {
  brawler: 1,
  coward: -1,
  nervesOfSteel: 1,
  poser: -1,
  tough: 1,
  wuss: -1,
} as const;

/** Circumstance modifiers, in d6 (L903–L904). */
export const CHARGE_CIRCUMSTANCE_DICE = {
  targetInCover: 1,
  targetChargedToFlank: -1,
  targetChargedToRear: -2,
  outnumbered3to1: -1,
} as const;

/** VC/NVA "Harass" result: −1d6 on this test (L1621). Human wave (3 to 1): +1 automatic success (L1622). */
export const HARASS_DICE = -1;
export const HUMAN_WAVE_PASSES = 1;

export type ChargeAttribute = keyof typeof CHARGE_ATTRIBUTE_DICE;

export interface ChargeFigure {
  readonly id: string;
  readonly rep: number;
  readonly attributes?: readonly ChargeAttribute[];
  /** Hero mode: never counts worse than the same passes as the opponent (L706). */
  readonly heroMode?: boolean;
  /** Outnumbered 3:1 or more: −1d6 to this figure. */
  readonly outnumbered3to1?: boolean;
  /** A VC/NVA group under the "Harass" action. */
  readonly harassed?: boolean;
  /** A VC/NVA charger in a human wave. */
  readonly humanWave?: boolean;
}

export interface Charger extends ChargeFigure {
  /** Where it charges from, by where it starts and ends its move against the target's front (L318). */
  readonly from: 'front' | 'flank' | 'rear';
}

export interface ChargeInput {
  readonly target: ChargeFigure & { readonly inCover?: boolean };
  readonly chargers: readonly Charger[];
  /** House rule `fng.charge.circumstance-side`. */
  readonly circumstanceSide: 'target' | 'charger';
}

export type ChargeOutcome = 'target-cohesion' | 'target-may-not-fire' | 'target-fires-one-shot' | 'target-fires-full' | 'charger-cohesion';

/**
 * The Charge Resolution table (L906–L914) by the charger's passes minus the target's. Charger ahead by 3+:
 * target tests Cohesion and the charger goes in (if the target leaves, the charger takes its place and a
 * Parting Shot); by 2: target may not fire; by 1: one shot; level, or target ahead by 1–2: target fires at
 * full TR and the charger goes in; target ahead by 3+: target fires at full TR, charger tests Cohesion.
 */
export const CHARGE_RESOLUTION: readonly { readonly atLeast: number; readonly outcome: ChargeOutcome }[] = [
  { atLeast: 3, outcome: 'target-cohesion' },
  { atLeast: 2, outcome: 'target-may-not-fire' },
  { atLeast: 1, outcome: 'target-fires-one-shot' },
  { atLeast: -2, outcome: 'target-fires-full' },
  { atLeast: -Infinity, outcome: 'charger-cohesion' },
];

/** The Charge Resolution row for the charger's passes minus the target's (L906–L914). */
export function chargeOutcome(difference: number): ChargeOutcome {
  const row = CHARGE_RESOLUTION.find((r) => difference >= r.atLeast);
  if (!row) throw new Error(`no charge row for ${difference}`);
  return row.outcome;
}

export interface ChargeEffect {
  readonly targetFires: 'no' | 'one-shot' | 'full-tr';
  readonly chargerIntoMelee: boolean;
  readonly cohesionTest: 'target' | 'charger' | 'none';
}

export const CHARGE_EFFECTS: Readonly<Record<ChargeOutcome, ChargeEffect>> = {
  'target-cohesion': { targetFires: 'no', chargerIntoMelee: true, cohesionTest: 'target' },
  'target-may-not-fire': { targetFires: 'no', chargerIntoMelee: true, cohesionTest: 'none' },
  'target-fires-one-shot': { targetFires: 'one-shot', chargerIntoMelee: true, cohesionTest: 'none' },
  'target-fires-full': { targetFires: 'full-tr', chargerIntoMelee: true, cohesionTest: 'none' },
  'charger-cohesion': { targetFires: 'full-tr', chargerIntoMelee: false, cohesionTest: 'charger' },
};

const attributeDice = (f: ChargeFigure): number =>
  (f.attributes ?? []).reduce((n, a) => n + CHARGE_ATTRIBUTE_DICE[a], 0) +
  (f.outnumbered3to1 === true ? CHARGE_CIRCUMSTANCE_DICE.outnumbered3to1 : 0) +
  (f.harassed === true ? HARASS_DICE : 0);

/** Cover, flank and rear for one pairing, in d6, as the house rule places them. */
function circumstanceDice(inCover: boolean, from: Charger['from']): number {
  const c = CHARGE_CIRCUMSTANCE_DICE;
  return (
    (inCover ? c.targetInCover : 0) +
    (from === 'flank' ? c.targetChargedToFlank : 0) +
    (from === 'rear' ? c.targetChargedToRear : 0)
  );
}

export interface ChargePairing {
  readonly chargerId: string;
  readonly chargerDice: number;
  readonly chargerPasses: number;
  readonly targetDice: number;
  readonly targetPasses: number;
  /** Charger's passes minus the target's, after hero mode. */
  readonly difference: number;
  readonly outcome: ChargeOutcome;
  readonly effect: ChargeEffect;
  readonly chargerPart: RolledPart;
}

export interface ChargeResult {
  readonly pairings: readonly ChargePairing[];
  /** The worst of the pairings for the target, which it takes (L893). */
  readonly worstForTarget: ChargeOutcome;
  readonly targetPart: RolledPart;
}

export type ChargeError = RepError | 'fng/no-chargers';

/**
 * Takes the Charge into Melee test for one target and its chargers. The target rolls once: if its dice
 * differ by pairing (a flank and a front charger), the largest count is rolled and each pairing reads its
 * own first dice. Each charger rolls its own dice, after the target's.
 */
export function chargeIntoMelee(roller: Roller, input: ChargeInput, label: string): RuleResult<ChargeResult, ChargeError> {
  const { target, chargers } = input;
  if (chargers.length === 0) return fail('fng/no-chargers');
  if (!isRep(target.rep)) return badRep(target.rep, target.id);
  const bad = chargers.find((c) => !isRep(c.rep));
  if (bad) return badRep(bad.rep, bad.id);

  const onTarget = input.circumstanceSide === 'target';
  const targetDiceFor = (c: Charger) =>
    Math.max(0, 2 + attributeDice(target) + (onTarget ? circumstanceDice(target.inCover === true, c.from) : 0));
  const chargerDiceFor = (c: Charger) =>
    Math.max(0, 2 + attributeDice(c) - (onTarget ? 0 : circumstanceDice(target.inCover === true, c.from)));

  const targetPart = sumD6(roller, Math.max(...chargers.map(targetDiceFor)), `${label} ${target.id}`).part;
  const pairings = chargers.map((c): ChargePairing => {
    const targetDice = targetDiceFor(c);
    const targetPasses = passesAmong(targetPart.faces.slice(0, targetDice), target.rep) + (target.humanWave === true ? HUMAN_WAVE_PASSES : 0);
    const chargerDice = chargerDiceFor(c);
    const rolled = passDice(roller, chargerDice, c.rep, `${label} ${c.id}`);
    const chargerPasses = rolled.passes + (c.humanWave === true ? HUMAN_WAVE_PASSES : 0);
    let difference = chargerPasses - targetPasses;
    if (c.heroMode === true) difference = Math.max(difference, 0);
    if (target.heroMode === true) difference = Math.min(difference, 0);
    const outcome = chargeOutcome(difference);
    return {
      chargerId: c.id,
      chargerDice,
      chargerPasses,
      targetDice,
      targetPasses,
      difference,
      outcome,
      effect: CHARGE_EFFECTS[outcome],
      chargerPart: rolled.part,
    };
  });
  const worstForTarget = pairings.reduce(
    (w, p) => (CHARGE_RESOLUTION.findIndex((r) => r.outcome === p.outcome) < CHARGE_RESOLUTION.findIndex((r) => r.outcome === w) ? p.outcome : w),
    pairings[0]!.outcome,
  );
  return ok({ pairings, worstForTarget, targetPart });
}
