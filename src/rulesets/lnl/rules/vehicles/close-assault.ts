import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { moraleCheck, type MoraleCheck } from '../game/morale-check.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';

/** What an assaulting unit brings besides its IFP: a SW's HE or a Satchel Charge's FP. */
export type CloseAssaultWeapon = { readonly kind: 'sw-he'; readonly value: number } | { readonly kind: 'satchel-charge'; readonly value: number };

export interface CloseAssaulter {
  readonly id: string;
  /** Only MMCs and heroes attack. */
  readonly kind: 'mmc' | 'hero';
  readonly morale: number;
  readonly ifp: number;
  readonly weapon?: CloseAssaultWeapon;
}

export interface CloseAssaultInput {
  /** In the order they attack. */
  readonly attackers: readonly CloseAssaulter[];
  /** A Good Order leader in the stack, and the one attack his LM backs. */
  readonly leader?: { readonly lm: number; readonly backs: string };
  readonly vehicle: { readonly lowestArmour: number };
  /** Outside passengers on the vehicle prevent a Close Assault. */
  readonly outsidePassengers?: boolean;
}

export interface CloseAssaultAttack {
  readonly die: number;
  readonly ifp: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly vehicleDie: number;
  readonly vehicleModifiers: readonly Modifier[];
  readonly vehicleTotal: number;
  readonly destroyed: boolean;
  readonly part: RolledPart;
  readonly vehiclePart: RolledPart;
}

export interface CloseAssaultAttempt {
  readonly attacker: string;
  readonly moraleCheck: MoraleCheck;
  /** Only when the Morale Check passed. */
  readonly attack?: CloseAssaultAttack;
}

export interface CloseAssaultResult {
  /** Attempts made, in order; they stop once the vehicle is destroyed. */
  readonly attempts: readonly CloseAssaultAttempt[];
  readonly destroyed: boolean;
  /** A destroyed vehicle's crew and inside passengers are eliminated (Fate of Crew and Passengers). */
  readonly crewAndInsidePassengersEliminated: boolean;
}

export type CloseAssaultError =
  | 'lnl/close-assault-prevented'
  | 'lnl/close-assault-no-attackers'
  | 'lnl/close-assault-unknown-attacker'
  | 'lnl/invalid-morale';

/**
 * A Close Assault on a vehicle: each attacking MMC or hero must first pass a Morale Check; one that
 * passes rolls 1d6 + IFP + its SW's HE or Satchel Charge FP (+ the leader's LM, for the one attack
 * per stack it backs) against the vehicle's 1d6 + lowest Armour Factor; a greater total destroys the
 * vehicle, its crew and inside passengers eliminated. Outside passengers prevent the assault.
 *
 * LnL player aid, Close Assault (17.1); Fate of Crew and Passengers Table, Close Assault rows.
 */
export function closeAssault(input: CloseAssaultInput, roller: Roller): RuleResult<CloseAssaultResult, CloseAssaultError> {
  if (input.outsidePassengers === true) return fail('lnl/close-assault-prevented');
  if (input.attackers.length === 0) return fail('lnl/close-assault-no-attackers');
  const { leader } = input;
  if (leader !== undefined && !input.attackers.some((a) => a.id === leader.backs)) {
    return fail('lnl/close-assault-unknown-attacker', { unit: leader.backs });
  }
  const attempts: CloseAssaultAttempt[] = [];
  for (const a of input.attackers) {
    const mc = moraleCheck(a.morale, [], roller, `morale check ${a.id}`);
    if (!mc.passed) {
      attempts.push({ attacker: a.id, moraleCheck: mc });
      continue;
    }
    const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, `close assault ${a.id}`);
    const vehiclePart = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'close assault vehicle');
    const modifiers = nonZero([
      ...(a.weapon === undefined ? [] : [{ reason: a.weapon.kind, value: a.weapon.value }]),
      { reason: 'leadership', value: leader?.backs === a.id ? leader.lm : 0 },
    ]);
    const vehicleModifiers = nonZero([{ reason: 'armour', value: input.vehicle.lowestArmour }]);
    const total = part.total + a.ifp + sumModifiers(modifiers);
    const vehicleTotal = vehiclePart.total + sumModifiers(vehicleModifiers);
    const destroyed = total > vehicleTotal;
    attempts.push({
      attacker: a.id,
      moraleCheck: mc,
      attack: { die: part.total, ifp: a.ifp, modifiers, total, vehicleDie: vehiclePart.total, vehicleModifiers, vehicleTotal, destroyed, part, vehiclePart },
    });
    if (destroyed) return ok({ attempts, destroyed: true, crewAndInsidePassengersEliminated: true });
  }
  return ok({ attempts, destroyed: false, crewAndInsidePassengersEliminated: false });
}
