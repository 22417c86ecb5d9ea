import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { choiceRule, type HouseRules } from '../../../core/house-rules.js';
import { medicSave, removePin, type MedicSave, type PinRemovalError, type PinRemoval, type PinRemover } from './expertise.js';
import { ownUnit, updateUnit, type FireteamState, type StateError } from './state.js';
import { QUALITY_PROFILES } from './troops.js';
import { hasRole, isOnTable, type Unit } from './units.js';

export type HelpError = StateError | PinRemovalError | 'fireteam/not-a-rallier' | 'fireteam/not-a-medic' | 'fireteam/already-helped' | 'fireteam/no-hit-to-save';

/** Which kind of pin remover a unit is, if any: a KGB or heroic Commissar, or an officer. */
export function pinRemoverOf(u: Unit): PinRemover | undefined {
  if (hasRole(u, 'commissar-kgb')) return 'kgb-commissar';
  if (hasRole(u, 'commissar-heroic')) return 'heroic-commissar';
  return hasRole(u, 'officer') ? 'officer' : undefined;
}

const helped = (state: FireteamState, u: Unit): FireteamState => updateUnit(state, u, (x) => ({ ...x, helpedThisTurn: true }));

export interface RallyOutcome {
  readonly state: FireteamState;
  readonly unit: string;
  readonly by: string;
  readonly removal: PinRemoval;
}

/**
 * Fire Team (seed 004), Special Units: Officers and Commissars remove a Pin — on an expertise roll,
 * or (KGB) for certain at the cost of a figure. Each officer or commissar on the table tries once a
 * turn, whatever the roll.
 */
export function rallyUnit(state: FireteamState, side: string, unitId: string, byId: string, roller: Roller): RuleResult<RallyOutcome, HelpError> {
  const unit = ownUnit(state, side, unitId);
  if (!unit.ok) return unit;
  const by = ownUnit(state, side, byId);
  if (!by.ok) return by;
  const kind = pinRemoverOf(by.value);
  if (kind === undefined || !isOnTable(by.value)) return fail('fireteam/not-a-rallier', { unit: by.value.id });
  if (by.value.helpedThisTurn === true) return fail('fireteam/already-helped', { unit: by.value.id });
  const u = unit.value;
  const r = removePin(kind, by.value.quality, { pinned: u.status === 'pinned', permanentlyPinned: u.status === 'permanently-pinned' }, roller);
  if (!r.ok) return r;
  let next = helped(state, by.value);
  if (r.value.removed) {
    next = updateUnit(next, u, (x) => {
      const { pinnedTurn: _, ...rest } = x;
      return { ...rest, status: 'active' as const, casualties: x.casualties + r.value.kills };
    });
  }
  return ok({ state: next, unit: u.id, by: by.value.id, removal: r.value });
}

export interface MedicInput {
  readonly hit: 'kill' | 'pin';
  /** Figures the unit lost to fire this turn: only these can be saved. */
  readonly killsThisTurn: number;
  /** A heavy weapon or flamethrower hit it this turn: any hit left keeps it Pinned. */
  readonly heavyHit: boolean;
}

export interface MedicOutcome {
  readonly state: FireteamState;
  readonly medic: string;
  readonly unit: string;
  readonly save: MedicSave;
  /** The unit's kills this turn after the save. */
  readonly killsThisTurn: number;
  /** The save took it back within its pin score: it is no longer Pinned. */
  readonly unpinned: boolean;
}

/**
 * Whether hits taken this turn still Pin a unit (seed 004, Pinning and Morale: "Units exceeding
 * their pin quota are Pinned"): more hits than its pin score (or as many, house rule
 * `pin.pinnedWhen` QUOTA_FILLED), or any hit left from a heavy weapon or flamethrower.
 */
export function hitsPin(u: Pick<Unit, 'quality'>, hits: number, heavyHit: boolean, rules: HouseRules): boolean {
  if (hits <= 0) return false;
  if (heavyHit) return true;
  const score = QUALITY_PROFILES[u.quality].pins;
  return choiceRule(rules, 'pin.pinnedWhen', ['QUOTA_EXCEEDED', 'QUOTA_FILLED'] as const) === 'QUOTA_EXCEEDED' ? hits > score : hits >= score;
}

/**
 * Fire Team (seed 004), Special Units: Medics "may attempt to save a hit using their expertise.
 * Kills become Pins and Pins become nothing." Once a turn per medic on the table, on a hit the unit
 * took this turn. A saved Pin is one hit fewer: when the unit's hits this turn (Pins and Kills) no
 * longer exceed its pin score, the Pinned status they gave it this turn is cleared.
 */
export function medicTends(
  state: FireteamState,
  side: string,
  medicId: string,
  unitId: string,
  input: MedicInput,
  roller: Roller,
  rules: HouseRules,
): RuleResult<MedicOutcome, HelpError> {
  const medic = ownUnit(state, side, medicId);
  if (!medic.ok) return medic;
  if (!hasRole(medic.value, 'medic') || !isOnTable(medic.value)) return fail('fireteam/not-a-medic', { unit: medic.value.id });
  if (medic.value.helpedThisTurn === true) return fail('fireteam/already-helped', { unit: medic.value.id });
  const unit = ownUnit(state, side, unitId);
  if (!unit.ok) return unit;
  const u = unit.value;
  if ((input.hit === 'kill' && input.killsThisTurn === 0) || (input.hit === 'pin' && u.pinsThisTurn === 0)) {
    return fail('fireteam/no-hit-to-save', { unit: u.id, hit: input.hit });
  }
  const save = medicSave(medic.value.quality, input.hit, roller);
  let next = helped(state, medic.value);
  let kills = input.killsThisTurn;
  let unpinned = false;
  const saved = save.becomes !== save.hit;
  if (saved && save.hit === 'kill') {
    kills -= 1;
    next = updateUnit(next, u, (x) => ({ ...x, casualties: x.casualties - 1, pinsThisTurn: x.pinsThisTurn + 1 }));
  } else if (saved) {
    const pins = u.pinsThisTurn - 1;
    unpinned = u.status === 'pinned' && u.pinnedTurn === state.turn && !hitsPin(u, pins + kills, input.heavyHit, rules);
    next = updateUnit(next, u, (x) => {
      if (!unpinned) return { ...x, pinsThisTurn: pins };
      const { pinnedTurn: _, ...rest } = x;
      return { ...rest, pinsThisTurn: pins, status: 'active' as const };
    });
  }
  return ok({ state: next, medic: medic.value.id, unit: u.id, save, killsThisTurn: kills, unpinned });
}
