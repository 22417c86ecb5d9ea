import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { chance, d6, halfD6, passDice } from '../figures/dice.js';
import { FORWARD_OBSERVER, REGISTERED_TARGET_POINT, isRep, isSupportLevel, rankModifier, type CommanderRank } from './support.js';
import type { FireMissionToHit } from './support-house-rules.js';

/**
 * Artillery and mortar support (FNG 2nd Tour, "Artillery and Mortar Support", p.76–79, seed
 * L1758–L1824; digest §17).
 */

export type IndirectWeapon = 'mortar' | 'artillery';

export type ArtilleryError = 'fng/invalid-rep' | 'fng/invalid-support-level' | 'fng/invalid-weapons';

/** Blast, Impact and APR of one round (L1796, L1822), deviation step (L1785, L1808), minimum range (L1797, L1818). */
export const INDIRECT_WEAPONS: Readonly<
  Record<IndirectWeapon, { readonly blastInches: number; readonly impact: number; readonly apr: number; readonly deviationInches: number; readonly minFriendlyInches: number; readonly illuminationInches: number }>
> = {
  mortar: { blastInches: 6, impact: 2, apr: 2, deviationInches: 6, minFriendlyInches: 20, illuminationInches: 24 },
  artillery: { blastInches: 12, impact: 4, apr: 5, deviationInches: 12, minFriendlyInches: 36, illuminationInches: 36 },
};

/** Rounds each weapon fires in its one turn of fire (L1784, L1795). */
export const ROUNDS_PER_WEAPON = 3;

/** Illumination rounds (L1810): three full turns of light, drifting 6" a turn, 12" in strong wind. */
export const ILLUMINATION = { turns: 3, driftInches: 6, strongWindDriftInches: 12, roundsPerWeaponPerTurn: 1 } as const;

/** Printed SL modifiers of the Artillery/Mortar Request table (L1771–L1773). */
export const ARTILLERY_REQUEST_SL_MODIFIERS: Readonly<Record<IndirectWeapon, readonly number[]>> = {
  // index = SL − 1; SL 2+ mortars and SL 5–6 artillery are unmodified (L1739, L1744, L1751).
  mortar: [-1, 0, 0, 0, 0, 0],
  artillery: [-3, -2, -2, -1, 0, 0],
};

/** A population value of 3 in the area: −3 (L1771–L1773). */
export const POPULATION_3_MODIFIER = -3;

export type ArtilleryRequestOutcome = 'denied' | 'see-what-we-can-do' | 'standby' | 'granted' | 'round-out' | 'on-the-way';

/** Artillery/Mortar Request results by modified total (L1780); `arrives` in turns from now, 'roll' = 1 + 1/2d6. */
export const ARTILLERY_REQUEST_TABLE: readonly {
  readonly total: number;
  readonly outcome: ArtilleryRequestOutcome;
  readonly weapons: 0 | 1 | 2 | 3;
  readonly arrives: number | 'one-plus-half-d6' | null;
}[] = [
  { total: 1, outcome: 'denied', weapons: 0, arrives: null },
  { total: 2, outcome: 'see-what-we-can-do', weapons: 0, arrives: null },
  { total: 3, outcome: 'standby', weapons: 1, arrives: 'one-plus-half-d6' },
  { total: 4, outcome: 'granted', weapons: 2, arrives: 2 },
  { total: 5, outcome: 'round-out', weapons: 2, arrives: 1 },
  { total: 6, outcome: 'on-the-way', weapons: 3, arrives: 0 },
];

export interface ArtilleryRequestInput {
  readonly weapon: IndirectWeapon;
  readonly sl: number;
  readonly rank: CommanderRank;
  readonly forwardObserverCalling?: boolean;
  readonly onRegisteredTargetPoint?: boolean;
  readonly populationValue3?: boolean;
  /** An SL 4/6 reinforcement result: this call counts as a 5 without a roll (L2092, L2101). */
  readonly countsAsFive?: boolean;
}

export interface ArtilleryRequestResult {
  readonly die?: number;
  readonly modifier: number;
  readonly total: number;
  readonly outcome: ArtilleryRequestOutcome;
  readonly weapons: 0 | 1 | 2 | 3;
  /** Turns until the fire arrives (0 = this turn); absent when nothing comes. */
  readonly arrivesInTurns?: number;
  /** Denied: no more fire support requests of this kind for the rest of the game. */
  readonly noMoreThisGame: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Artillery/Mortar Request (p.76–77, L1767–L1780): after a successful call, 1d6 + Lieutenant +1 or
 * Captain +2, FO calling +2, on an RTP +2, population value 3 −3, and the SL modifier. ≤1 denied for
 * the game; 2 nothing this turn; 3 one weapon in 1 + 1/2d6 turns; 4 two weapons in 2 turns; 5 two
 * next turn; 6+ three this turn. An approved request on an RTP arrives at once (L1766).
 */
export function requestArtillery(input: ArtilleryRequestInput, roller: Roller): RuleResult<ArtilleryRequestResult, ArtilleryError> {
  if (!isSupportLevel(input.sl)) return fail('fng/invalid-support-level', { sl: input.sl });
  const modifier =
    rankModifier(input.rank) +
    (input.forwardObserverCalling ? FORWARD_OBSERVER.requestModifier : 0) +
    (input.onRegisteredTargetPoint ? REGISTERED_TARGET_POINT.requestModifier : 0) +
    (input.populationValue3 ? POPULATION_3_MODIFIER : 0) +
    (ARTILLERY_REQUEST_SL_MODIFIERS[input.weapon][input.sl - 1] ?? 0);
  const parts: RolledPart[] = [];
  let die: number | undefined;
  let total: number;
  if (input.countsAsFive) {
    total = 5;
  } else {
    const r = d6(roller, `${input.weapon} request`);
    parts.push(r.part);
    die = r.score;
    total = r.score + modifier;
  }
  const row = ARTILLERY_REQUEST_TABLE[Math.min(6, Math.max(1, total)) - 1];
  if (!row) throw new Error(`artillery request total ${total}`);
  let arrivesInTurns: number | undefined;
  if (row.arrives !== null) {
    if (input.onRegisteredTargetPoint) arrivesInTurns = 0;
    else if (row.arrives === 'one-plus-half-d6') {
      const h = halfD6(roller, `${input.weapon} arrival`);
      parts.push(h.part);
      arrivesInTurns = 1 + h.value;
    } else arrivesInTurns = row.arrives;
  }
  return ok({
    ...(die === undefined ? {} : { die }),
    modifier: input.countsAsFive ? 0 : modifier,
    total,
    outcome: row.outcome,
    weapons: row.weapons,
    ...(arrivesInTurns === undefined ? {} : { arrivesInTurns }),
    noMoreThisGame: row.outcome === 'denied',
    parts,
  });
}

export type DeviationDirection = 'long' | 'left' | 'right' | 'short' | 'on-target';

/** Mortar and Artillery Deviation (L1787–L1793, L1811–L1817), 1d6 read as rolled. */
export const DEVIATION_TABLE: readonly DeviationDirection[] = ['long', 'left', 'right', 'short', 'on-target', 'on-target'];

export interface DeviationStep {
  readonly die: number;
  readonly direction: DeviationDirection;
  /** The spot after this step, in inches from the target point: `along` away from the caller (long +), `across` to the caller's right (+). */
  readonly along: number;
  readonly across: number;
}

export interface HitInput {
  readonly weapon: IndirectWeapon;
  /** REP of the character who called the fire in. */
  readonly rep: number;
  readonly onRegisteredTargetPoint?: boolean;
  /** The caller can see the target point. */
  readonly targetInCallerLos: boolean;
  /** Called by an FO (or a FAC spotting for artillery, L1924) who has LOS to the target: deviation halved. */
  readonly observerWithLos?: boolean;
}

export type HitOutcome = 'on-target' | 'in-area' | 'miss';

export interface HitResult {
  readonly modifiedRep: number;
  readonly passes: number;
  readonly outcome: HitOutcome;
  readonly deviationInches: number;
  /** Each deviation roll in order; the round lands on the last spot. */
  readonly steps: readonly DeviationStep[];
  readonly along: number;
  readonly across: number;
  readonly parts: readonly RolledPart[];
}

const DEVIATION_ROLLS: Readonly<Record<number, number>> = { 2: 1, 1: 2, 0: 3 };

/**
 * Hitting w/ Mortars or Artillery with its deviation (p.77–79, L1774–L1808): 2d6 against the caller's
 * REP, −1 if the point is not an RTP and out of his LOS. 2 passed: on target, one Deviation roll; 1:
 * in the area, two; 0: a miss, three. Each roll (1 long, 2 left, 3 right, 4 short, 5–6 on target,
 * relative to the caller) moves the spot 6" for mortars, 12" for artillery, halved for an FO with LOS;
 * the second roll starts from the first spot and the third from the second.
 */
export function hitWithIndirectFire(input: HitInput, roller: Roller, label = 'round'): RuleResult<HitResult, ArtilleryError> {
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  const outOfLos = !input.onRegisteredTargetPoint && !input.targetInCallerLos;
  const modifiedRep = input.rep - (outOfLos ? 1 : 0);
  const hit = passDice(roller, 2, modifiedRep, `hitting w/ ${input.weapon} ${label}`);
  const deviation = deviationRolls(input.weapon, DEVIATION_ROLLS[hit.passes] ?? 3, input.observerWithLos === true, roller, label);
  return ok({
    modifiedRep,
    passes: hit.passes,
    outcome: hit.passes === 2 ? 'on-target' : hit.passes === 1 ? 'in-area' : 'miss',
    ...deviation,
    parts: [hit.part, ...deviation.parts],
  });
}

/** `rolls` Deviation rolls for a round of `weapon` (L1787–L1793), halved for an FO with LOS: where it lands from the aim. */
export function deviationRolls(
  weapon: IndirectWeapon,
  rolls: number,
  halved: boolean,
  roller: Roller,
  label: string,
): { deviationInches: number; steps: DeviationStep[]; along: number; across: number; parts: RolledPart[] } {
  const deviationInches = INDIRECT_WEAPONS[weapon].deviationInches / (halved ? FORWARD_OBSERVER.deviationDivisor : 1);
  const steps: DeviationStep[] = [];
  const parts: RolledPart[] = [];
  let along = 0;
  let across = 0;
  for (let i = 0; i < rolls; i++) {
    const { score, part } = d6(roller, `${weapon} deviation ${label}`);
    parts.push(part);
    const direction = DEVIATION_TABLE[score - 1] ?? 'on-target';
    if (direction === 'long') along += deviationInches;
    if (direction === 'short') along -= deviationInches;
    if (direction === 'right') across += deviationInches;
    if (direction === 'left') across -= deviationInches;
    steps.push({ die: score, direction, along, across });
  }
  return { deviationInches, steps, along, across, parts };
}

export interface FireMissionInput extends HitInput {
  /** Weapons granted by the request (1–3). */
  readonly weapons: number;
  /** House rule `fng.fire-mission.to-hit`. */
  readonly toHit: FireMissionToHit;
  /** Rounds each weapon fires: three (L1784) unless a reinforcement barrage says otherwise (a heavy pair's two, L2087, L2093). */
  readonly roundsPerWeapon?: number;
}

export interface FireMissionResult {
  readonly rounds: readonly HitResult[];
  readonly blastInches: number;
  readonly impact: number;
  readonly apr: number;
}

/**
 * A Mortar Fire Mission or Artillery Strike (p.77–78, L1783–L1796, L1822): one turn, three rounds from
 * each weapon (or the rounds a reinforcement barrage names, L2081–L2101) at a nominated point in an RTP or a sector holding enemy groups. Each round lands as
 * `hitWithIndirectFire` says; everyone in its blast circle (6" Impact 2 APR 2 / 12" Impact 4 APR 5)
 * rolls damage with cover protection, structures per Damaging Buildings (L1809). With the house rule
 * at once-per-mission, one Hitting roll sets every round's number of deviation rolls.
 */
export function fireMission(input: FireMissionInput, roller: Roller): RuleResult<FireMissionResult, ArtilleryError> {
  if (!Number.isInteger(input.weapons) || input.weapons < 1 || input.weapons > 3) {
    return fail('fng/invalid-weapons', { weapons: input.weapons });
  }
  if (!isRep(input.rep)) return fail('fng/invalid-rep', { rep: input.rep });
  const perWeapon = input.roundsPerWeapon ?? ROUNDS_PER_WEAPON;
  if (!Number.isInteger(perWeapon) || perWeapon < 1 || perWeapon > ROUNDS_PER_WEAPON) return fail('fng/invalid-weapons', { rounds: perWeapon });
  const count = input.weapons * perWeapon;
  const rounds: HitResult[] = [];
  if (input.toHit === 'each-round') {
    for (let i = 1; i <= count; i++) {
      const r = hitWithIndirectFire(input, roller, `round ${i}`);
      if (!r.ok) return r;
      rounds.push(r.value);
    }
  } else {
    const first = hitWithIndirectFire(input, roller, 'round 1');
    if (!first.ok) return first;
    rounds.push(first.value);
    const rolls = DEVIATION_ROLLS[first.value.passes] ?? 3;
    for (let i = 2; i <= count; i++) {
      const d = deviationRolls(input.weapon, rolls, input.observerWithLos === true, roller, `round ${i}`);
      rounds.push({ ...first.value, ...d, parts: d.parts });
    }
  }
  const w = INDIRECT_WEAPONS[input.weapon];
  return ok({ rounds, blastInches: w.blastInches, impact: w.impact, apr: w.apr });
}

export interface DangerCloseInput {
  readonly weapon: IndirectWeapon;
  /** Inches from the target point to the nearest friendly figure. */
  readonly friendlyInches: number;
  readonly commanderRep: number;
}

export type DangerCloseOutcome = 'not-danger-close' | 'proceeds' | 'cancelled';

export interface DangerCloseResult {
  readonly outcome: DangerCloseOutcome;
  readonly victoryPoints: 0 | -4 | -8;
  /** On a refusal, (1-2): the Commander is relieved of command after the mission. */
  readonly commanderRelieved: boolean;
  readonly parts: readonly RolledPart[];
}

/**
 * Proximity to friendly troops and Danger Close (p.78–79, L1794, L1797, L1801, L1818): a target point
 * nearer friends than 20" (mortars) or 36" (artillery) needs the Commander's 1d6 against his REP: pass,
 * −4 VP and the fire goes ahead; fail, −8 VP, no fire, and on (1-2) he is relieved after the mission.
 */
export function dangerClose(input: DangerCloseInput, roller: Roller): RuleResult<DangerCloseResult, ArtilleryError> {
  if (!isRep(input.commanderRep)) return fail('fng/invalid-rep', { rep: input.commanderRep });
  if (input.friendlyInches >= INDIRECT_WEAPONS[input.weapon].minFriendlyInches) {
    return ok({ outcome: 'not-danger-close', victoryPoints: 0, commanderRelieved: false, parts: [] });
  }
  const test = passDice(roller, 1, input.commanderRep, 'danger close');
  if (test.passes === 1) return ok({ outcome: 'proceeds', victoryPoints: -4, commanderRelieved: false, parts: [test.part] });
  const relieved = chance(roller, 1, 2, 'commander relieved');
  return ok({ outcome: 'cancelled', victoryPoints: -8, commanderRelieved: relieved.happens, parts: [test.part, relieved.part] });
}
