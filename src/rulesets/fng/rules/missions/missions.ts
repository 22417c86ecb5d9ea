import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { chance, d6, passDice, sumD6 } from '../figures/dice.js';
import type { MissionType } from './mission-type.js';

/**
 * Squad missions (FNG 2nd Tour, seed L2182–L2258): length, enemy forces and set-up. What a mission
 * scores is mission-points.ts; Missions by the Numbers, which rolls one up, missions-by-the-numbers.ts.
 */

export type MissionError = 'fng/bad-eal' | 'fng/bad-rep' | 'fng/bad-tally' | 'fng/not-this-mission';

const validEal = (eal: number): boolean => Number.isInteger(eal) && eal >= 0 && eal <= 7;

// ---------------------------------------------------------------- length

/**
 * Fight and Patrol print "minimum 12 turns" and "minimum 14 turns" in interleaved columns
 * (L2222, L2224). House rule `fng.mission.fight-patrol-length`.
 */
export type FightPatrolLength = 'fight-12-patrol-14' | 'fight-14-patrol-12';

export interface MissionLength {
  /** Turns always played. */
  readonly minimumTurns: number;
  /**
   * After the minimum: 'end-roll' — at the end of each turn 1d6, 5–6 ends the game (L2204, L2222);
   * 'may-become-fight' — the Ambush ends after 6 turns unless (1-3) it turns into a Fight (L2189).
   */
  readonly after: 'end-roll' | 'may-become-fight';
}

/** Game length by mission (Ambush L2189, Defense L2204, Fight/Patrol L2222–L2224, Recon L2252–L2253). */
export function missionLength(mission: MissionType, fightPatrol: FightPatrolLength): MissionLength {
  switch (mission) {
    case 'ambush':
      return { minimumTurns: 6, after: 'may-become-fight' };
    case 'defense':
      return { minimumTurns: 10, after: 'end-roll' };
    case 'fight':
      return { minimumTurns: fightPatrol === 'fight-12-patrol-14' ? 12 : 14, after: 'end-roll' };
    case 'patrol':
      return { minimumTurns: fightPatrol === 'fight-12-patrol-14' ? 14 : 12, after: 'end-roll' };
    case 'recon':
      return { minimumTurns: 12, after: 'end-roll' };
  }
}

/** The end-of-turn roll after the minimum: 1d6, 5 or 6 ends the game (L2204, L2222, L2252). */
export function gameEndRoll(roller: Roller): { readonly ends: boolean; readonly die: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'game end');
  return { ends: score >= 5, die: score, part };
}

/** After the Ambush's six turns: (1-3) the objectives become a Fight's (L2189), else it ends. */
export function ambushAfterSixTurns(roller: Roller): { readonly becomesFight: boolean; readonly die: number; readonly part: RolledPart } {
  const { happens, score, part } = chance(roller, 1, 3, 'ambush becomes a fight');
  return { becomesFight: happens, die: score, part };
}

// ---------------------------------------------------------------- enemy forces

export interface EnemyForces {
  readonly pefs: number;
  /** Recon: PCs placed at the start (L2248). */
  readonly pcs: number;
  /** The (1-3) rolls for extra PEFs, one per EAL above 1. */
  readonly extraRolls: readonly number[];
  readonly parts: readonly RolledPart[];
  /** Ambush: a resolved PC counts as Enemy Reinforcements instead (L2190). */
  readonly pcsAreReinforcements: boolean;
}

/** Recon places one PC per EAL, at most 4 (L2248). */
export const RECON_MAX_PCS = 4;

/**
 * PEFs and PCs at the start (L2190, L2208, L2223, L2236, L2248). Ambush, Fight and Patrol: one PEF plus
 * a (1-3) chance of another for each EAL above 1. Defense: one PEF per EAL. Recon: one PEF per EAL and
 * one PC per EAL up to 4.
 */
export function enemyForces(input: { readonly mission: MissionType; readonly eal: number }, roller: Roller): RuleResult<EnemyForces, MissionError> {
  const { mission, eal } = input;
  if (!validEal(eal)) return fail('fng/bad-eal', { eal });
  const pcsAreReinforcements = mission === 'ambush';
  if (mission === 'defense') return ok({ pefs: eal, pcs: 0, extraRolls: [], parts: [], pcsAreReinforcements });
  if (mission === 'recon') return ok({ pefs: eal, pcs: Math.min(eal, RECON_MAX_PCS), extraRolls: [], parts: [], pcsAreReinforcements });
  const extraRolls: number[] = [];
  const parts: RolledPart[] = [];
  for (let level = 2; level <= eal; level++) {
    const r = chance(roller, 1, 3, `extra PEF for EAL ${level}`);
    extraRolls.push(r.score);
    parts.push(r.part);
  }
  const pefs = 1 + extraRolls.filter((f) => f <= 3).length;
  return ok({ pefs, pcs: 0, extraRolls, parts, pcsAreReinforcements });
}

/** EAL from which Fight and Patrol turn one resolved PEF into a PC (L2223, L2236). */
export const PC_FROM_EAL = 5;

export interface PefAsPc {
  readonly isPc: boolean;
  /** 'rolled' — the 1d6 decided; 'last-pef' — the last PEF is a PC if none was met; 'not-applicable' — resolve normally. */
  readonly how: 'rolled' | 'last-pef' | 'not-applicable';
  readonly die?: number;
  readonly part?: RolledPart;
}

/**
 * Whether a PEF being resolved is a PC instead, by mission (before the normal PEF resolution).
 * Fight/Patrol with EAL 5+: until a PC has appeared, 1d6 1–3 makes it a PC, and the last PEF always is
 * one (L2223, L2236). Recon: 1d6 1–5 makes it a PC until one PC per EAL has been revealed (L2248).
 */
export function pefAsPc(
  input: { readonly mission: MissionType; readonly eal: number; readonly pcsRevealed: number; readonly lastPef: boolean },
  roller: Roller,
): RuleResult<PefAsPc, MissionError> {
  const { mission, eal, pcsRevealed } = input;
  if (!validEal(eal)) return fail('fng/bad-eal', { eal });
  if (!Number.isInteger(pcsRevealed) || pcsRevealed < 0) return fail('fng/bad-tally', { pcsRevealed });
  let highest: number;
  if ((mission === 'fight' || mission === 'patrol') && eal >= PC_FROM_EAL && pcsRevealed === 0) {
    if (input.lastPef) return ok({ isPc: true, how: 'last-pef' });
    highest = 3;
  } else if (mission === 'recon' && pcsRevealed < eal) {
    highest = 5;
  } else {
    return ok({ isPc: false, how: 'not-applicable' });
  }
  const r = chance(roller, 1, highest, `PEF is a PC (${mission})`);
  return ok({ isPc: r.happens, how: 'rolled', die: r.score, part: r.part });
}

// ---------------------------------------------------------------- set-up

/** The sector, 1–6, the squad deploys in (L2196, L2210, L2234, L2239, L2245). */
export function deploymentSector(roller: Roller): { readonly sector: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'FWF deployment sector');
  return { sector: score, part };
}

/** Ambush: 1d6 + EAL at or under 6, you ambush; 7 or more, you are ambushed (L2189). */
export const AMBUSHER_AT_MOST = 6;

export function ambushRole(
  input: { readonly eal: number },
  roller: Roller,
): RuleResult<{ readonly role: 'ambushing' | 'ambushed'; readonly die: number; readonly total: number; readonly part: RolledPart }, MissionError> {
  if (!validEal(input.eal)) return fail('fng/bad-eal', { eal: input.eal });
  const { score, part } = d6(roller, 'ambush or ambushed');
  const total = score + input.eal;
  return ok({ role: total <= AMBUSHER_AT_MOST ? 'ambushing' : 'ambushed', die: score, total, part });
}

/**
 * Spotting the ambush (L2192): if the ambushed side activates first, its lead squad rolls 2d6 once;
 * the ambush is spotted if any figure of the squad passes both dice against its REP, that is if both
 * dice are at or under the squad's best REP.
 */
export function spotAmbush(
  input: { readonly reps: readonly number[] },
  roller: Roller,
): RuleResult<{ readonly spotted: boolean; readonly bestRep: number; readonly part: RolledPart }, MissionError> {
  const { reps } = input;
  if (reps.length === 0 || reps.some((r) => !Number.isInteger(r) || r < 1 || r > 7)) return fail('fng/bad-rep', { reps: reps.join(',') });
  const bestRep = Math.max(...reps);
  const { passes, part } = passDice(roller, 2, bestRep, 'spot the ambush');
  return ok({ spotted: passes === 2, bestRep, part });
}

/** An ambushing squad may set out its Claymores if 1d6 passes against the Squad Leader's REP (L2195). */
export function claymoresSet(
  input: { readonly leaderRep: number },
  roller: Roller,
): RuleResult<{ readonly set: boolean; readonly part: RolledPart }, MissionError> {
  if (!Number.isInteger(input.leaderRep) || input.leaderRep < 1 || input.leaderRep > 7) return fail('fng/bad-rep', { rep: input.leaderRep });
  const { passes, part } = passDice(roller, 1, input.leaderRep, 'claymores');
  return ok({ set: passes === 1, part });
}

export type DefenseObjective = 'radio-relay' | 'resupply' | 'water-party' | 'wounded' | 'check-point' | 'bridge';

export interface DefenseObjectiveResult {
  readonly objective: DefenseObjective;
  readonly die: number;
  readonly total: number;
  /** Claymores may be set up at the start unless civilians are present (L2204). */
  readonly claymoresAllowed: boolean;
  /** Resupply: the Slick lands 1d6 + 2 turns in and stays two turns. */
  readonly slickArrivesTurn?: number;
  /** Wounded: 2d6 wounded, with a medic and an RTO. */
  readonly wounded?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * What the squad defends (L2204–L2206): 1d6, +1 if the AO is populated, which we read as civilians
 * present (the Population Value's civilians roll, L1130). 1 radio relay team on a hill; 2 resupply
 * site; 3 water party; 4 wounded awaiting Dustoff; 5 check point; 6 or more bridge.
 */
export function defenseObjective(input: { readonly civiliansPresent: boolean }, roller: Roller): DefenseObjectiveResult {
  const { score, part } = d6(roller, 'defense objective');
  const total = score + (input.civiliansPresent ? 1 : 0);
  const claymoresAllowed = !input.civiliansPresent;
  const objectives: readonly DefenseObjective[] = ['radio-relay', 'resupply', 'water-party', 'wounded', 'check-point'];
  const objective = objectives[total - 1] ?? 'bridge';
  if (objective === 'resupply') {
    const t = d6(roller, 'resupply slick arrives');
    return { objective, die: score, total, claymoresAllowed, slickArrivesTurn: t.score + 2, parts: [part, t.part] };
  }
  if (objective === 'wounded') {
    const w = sumD6(roller, 2, 'wounded awaiting dustoff');
    return { objective, die: score, total, claymoresAllowed, wounded: w.total, parts: [part, w.part] };
  }
  return { objective, die: score, total, claymoresAllowed, parts: [part] };
}

/**
 * Check Point papers (L2206): a civilian whose Speak Local check finds an anomaly rolls 1d6: (1-5)
 * nothing, (6) fake papers, detained to the end (+2 VP).
 */
export function checkPointPapers(roller: Roller): { readonly fake: boolean; readonly die: number; readonly part: RolledPart } {
  const { happens, score, part } = chance(roller, 6, 6, 'check point papers');
  return { fake: happens, die: score, part };
}
