import { distance, type Point } from '../../../../core/board/geometry.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { mayActivate } from '../firefight/activation.js';
import { helicopterPiloting, type PilotingResult } from './helicopters.js';

/**
 * The OH-6 "Loach" in on-table mode (FNG 2nd Tour p.88, "LOHs", seed L1982): "have the option of acting
 * like other helicopters, or remaining on the tabletop ... as an airborne infantryman for reactions and
 * a FAC for spotting purposes". In on-table mode:
 * - "Activate based on Pilot REP for movement, though other crew may activate and fire as independent
 *   figures being transported" (`loachActivates`: the pilot's REP against the side's die, as any group, L603);
 * - "Roll on the Helicopter Piloting Table to determine altitude" (each leg flown: the flying entry);
 * - "A LOH may only move a total of 36" during the turn";
 * - "A LOH may hover twice during the turn, counting entering or leaving a hover as one use. Each must
 *   still be rolled for on the Helicopter Piloting Table" (entering- and leaving-hover entries);
 * - "LOH cannot move 'off-table' until next turn" (not in the turn it took up on-table mode);
 * - "The helicopters observer or any passenger may drop grenades and smoke grenades, or use their
 *   personal weapons to fire upon the enemy" — counting as Fast Moving unless it hovers (L2016), its door
 *   gunner never (L2022) (`loachFireMoving`);
 * - "A LOH, if capable, can carry one casualty as a Medevac in place of two passengers" (`loachCarries`).
 * Everything is checked before any die is rolled; a stall or a spin ends the turn's flying where the
 * table's crash rules take over (rules/support/moves/helicopter-down.ts).
 */

export const LOACH_ON_TABLE = { inchesPerTurn: 36, hoverUsesPerTurn: 2, passengersPerCasualty: 2, casualties: 1 } as const;

/** Where a Loach in on-table mode stands, and what it has used of this turn. */
export interface LoachOnTable {
  readonly at: Point;
  readonly hovering: boolean;
  /** The turn it took up on-table mode: it may not go off-table that turn. */
  readonly since: number;
  /** The turn the counts below belong to. */
  readonly turn: number;
  readonly inches: number;
  readonly hoverUses: number;
}

export type LoachStep = { readonly kind: 'fly'; readonly to: Point } | { readonly kind: 'enter-hover' } | { readonly kind: 'leave-hover' } | { readonly kind: 'off-table' };

export type LoachError =
  | 'fng/loach-not-active'
  | 'fng/loach-too-far'
  | 'fng/loach-hovers-spent'
  | 'fng/loach-off-table-next-turn'
  | 'fng/loach-hovering'
  | 'fng/loach-not-hovering'
  | 'fng/invalid-rep';

/** The pilot's REP against the side's Activation die (L1982, L603): at least it, the Loach moves. */
export function loachActivates(pilotRep: number, sideDie: number): boolean {
  return mayActivate(pilotRep, sideDie);
}

/** Its counts for `turn`: a new turn starts them again. */
export function loachThisTurn(s: LoachOnTable, turn: number): LoachOnTable {
  return s.turn === turn ? s : { ...s, turn, inches: 0, hoverUses: 0 };
}

/** The steps checked against this turn's allowances, before any die: where it would end up and what it would have used. */
export function planLoach(s0: LoachOnTable, turn: number, steps: readonly LoachStep[]): RuleResult<LoachOnTable, LoachError> {
  let s = loachThisTurn(s0, turn);
  for (const step of steps) {
    if (step.kind === 'fly') {
      if (s.hovering) return fail('fng/loach-hovering');
      const inches = s.inches + distance(s.at, step.to);
      if (inches > LOACH_ON_TABLE.inchesPerTurn + 1e-9) return fail('fng/loach-too-far', { inches: Math.round(inches * 10) / 10, max: LOACH_ON_TABLE.inchesPerTurn });
      s = { ...s, at: step.to, inches };
    } else if (step.kind === 'off-table') {
      if (s.hovering) return fail('fng/loach-hovering');
      if (s.since >= turn) return fail('fng/loach-off-table-next-turn', { turn: s.since + 1 });
    } else {
      if (step.kind === 'enter-hover' && s.hovering) return fail('fng/loach-hovering');
      if (step.kind === 'leave-hover' && !s.hovering) return fail('fng/loach-not-hovering');
      if (s.hoverUses >= LOACH_ON_TABLE.hoverUsesPerTurn) return fail('fng/loach-hovers-spent', { max: LOACH_ON_TABLE.hoverUsesPerTurn });
      s = { ...s, hovering: step.kind === 'enter-hover', hoverUses: s.hoverUses + 1 };
    }
  }
  return ok(s);
}

export interface LoachFlightInput {
  readonly pilotRep: number;
  readonly sideDie: number;
  readonly night?: boolean;
  readonly inclementWeather?: boolean;
  /** Passengers on the skids (list footnote 6: −1 pilot REP for all Piloting). */
  readonly overloaded?: boolean;
}

export interface LoachFlight {
  readonly state: LoachOnTable;
  /** Each step's Piloting roll, in order (none for going off-table). */
  readonly rolls: readonly { readonly step: LoachStep; readonly piloting: PilotingResult }[];
  /** It flies on off-table: from now it acts as other helicopters do. */
  readonly offTable: boolean;
  /** A stall or a spin (Piloting 0 entering or leaving a hover): its flying ends there; the crash rules take over. */
  readonly mishap?: 'stall' | 'spin';
}

/**
 * A Loach's flying in one activation (L1982): it must activate on its pilot's REP; the steps are checked
 * whole (`planLoach`), then each is rolled on Helicopter Piloting (L1951–L1957) — a leg flown for its
 * altitude (treetops, AA checks, a sitting duck: the enemy's fire is the caller's), a hover entered (a 1
 * overshoots 2d6" along its last leg, counted in its 36"), a hover left — until a stall or a spin ends it.
 */
export function flyLoach(roller: Roller, s0: LoachOnTable, turn: number, input: LoachFlightInput, steps: readonly LoachStep[]): RuleResult<LoachFlight, LoachError> {
  if (!loachActivates(input.pilotRep, input.sideDie)) return fail('fng/loach-not-active', { rep: input.pilotRep, die: input.sideDie });
  const plan = planLoach(s0, turn, steps);
  if (!plan.ok) return plan;
  let s = loachThisTurn(s0, turn);
  let heading: Point | undefined;
  const rolls: { step: LoachStep; piloting: PilotingResult }[] = [];
  const base = { pilotRep: input.pilotRep, ...(input.night ? { night: true } : {}), ...(input.inclementWeather ? { inclementWeather: true } : {}), ...(input.overloaded ? { overloaded: true } : {}) };
  for (const step of steps) {
    if (step.kind === 'off-table') return ok({ state: s, rolls, offTable: true });
    const action = step.kind === 'fly' ? 'flying' : step.kind === 'enter-hover' ? 'entering-hover' : 'leaving-hover';
    const p = helicopterPiloting({ ...base, action }, roller);
    if (!p.ok) return fail('fng/invalid-rep', { rep: input.pilotRep });
    rolls.push({ step, piloting: p.value });
    if (step.kind === 'fly') {
      const d = distance(s.at, step.to);
      if (d > 0) heading = { x: (step.to.x - s.at.x) / d, y: (step.to.y - s.at.y) / d };
      s = { ...s, at: step.to, inches: s.inches + d };
      continue;
    }
    if (p.value.outcome === 'stall' || p.value.outcome === 'spin') return ok({ state: s, rolls, offTable: false, mishap: p.value.outcome });
    if (step.kind === 'enter-hover') {
      const over = p.value.outcome === 'overshoot' ? (p.value.inches ?? 0) : 0;
      const at = over && heading ? { x: s.at.x + heading.x * over, y: s.at.y + heading.y * over } : s.at;
      s = { ...s, at, inches: s.inches + over, hovering: true, hoverUses: s.hoverUses + 1 };
    } else s = { ...s, hovering: false, hoverUses: s.hoverUses + 1 };
  }
  return ok({ state: s, rolls, offTable: false });
}

/** Whether a Loach's observer or passenger fires as Fast Moving (L2016): yes while it moves, not while it hovers; its door gunner never (L2022). */
export function loachFireMoving(who: 'door-gunner' | 'observer' | 'passenger', hovering: boolean): boolean {
  return who !== 'door-gunner' && !hovering;
}

/** Whether a Loach carries these (L1982, list footnote 6: three passengers): one casualty at most, in place of two passengers. */
export function loachCarries(passengers: number, casualties: number, seats = 3): boolean {
  return casualties <= LOACH_ON_TABLE.casualties && passengers + casualties * LOACH_ON_TABLE.passengersPerCasualty <= seats;
}
