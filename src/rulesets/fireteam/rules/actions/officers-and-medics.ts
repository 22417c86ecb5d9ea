import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { choiceRule, type HouseRules } from '../../../../core/house-rules.js';
import { medicSave, removePin, type MedicSave, type PinRemovalError, type PinRemoval, type PinRemover } from '../troops/expertise.js';
import { extrasOf, keptFor, listed, tagOf, withExtras, type FireteamGame } from '../game/game.js';
import { ownUnit, updateUnit, type FireteamState, type StateError } from '../game/state.js';
import { QUALITY_PROFILES } from '../troops/troops.js';
import { hasRole, isOnTable, type Unit } from '../troops/units.js';

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

/**
 * Seed 004, Special Units: Officers and Commissars, in the pinning phase: `byId` tries to remove
 * `unitId`'s Pin (`rallyUnit`); the figure a KGB Commissar shoots counts among the unit's losses this
 * turn.
 */
export function rally(game: FireteamGame, side: string, unitId: string, byId: string, roller: Roller): RuleResult<{ readonly game: FireteamGame; readonly result: Omit<RallyOutcome, 'state'> }, HelpError> {
  const r = rallyUnit(game, side, unitId, byId, roller);
  if (!r.ok) return r;
  const { state, ...result } = r.value;
  let next: FireteamGame = { ...game, ...state };
  if (result.removal.kills) {
    const k = extrasOf(next).killsThisTurn;
    const hurt = { side, id: result.unit };
    next = withExtras(next, { killsThisTurn: { ...k, [tagOf(hurt)]: (keptFor(k, hurt) ?? 0) + result.removal.kills } });
  }
  return ok({ game: next, result });
}

/**
 * Seed 004, Special Units: Medics, in the pinning phase: `medicId` tries to save a `hit` `unitId`
 * took this turn (`medicTends`), read against the Kills it took this turn and whether a heavy weapon
 * hit it; its Kills this turn are kept as they are after the save.
 */
export function tendHit(
  game: FireteamGame,
  side: string,
  medicId: string,
  unitId: string,
  hit: 'kill' | 'pin',
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ readonly game: FireteamGame; readonly result: Omit<MedicOutcome, 'state'> }, HelpError> {
  const own = ownUnit(game, side, unitId);
  const hurt = own.ok ? own.value : { side, id: unitId };
  const extras = extrasOf(game);
  const r = medicTends(game, side, medicId, unitId, { hit, killsThisTurn: keptFor(extras.killsThisTurn, hurt) ?? 0, heavyHit: listed(extras.heavyHits ?? [], hurt) }, roller, rules);
  if (!r.ok) return r;
  const { state, ...result } = r.value;
  return ok({ game: withExtras({ ...game, ...state }, { killsThisTurn: { ...extras.killsThisTurn, [tagOf({ side, id: result.unit })]: result.killsThisTurn } }), result });
}
