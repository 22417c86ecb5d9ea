import { parseHex, type HexCoord } from '../../../../src/core/board/hex.js';
import type { UnitSpec } from '../../../../src/rulesets/lnl/rules/game/roster.js';
import { rulesFor, type HouseRuleOverrides, type HouseRules } from '../../../../src/core/house-rules.js';
import { lnlHouseRules } from '../../../../src/rulesets/lnl/rules/house-rules.js';
import { addUnits, createLnlState, findUnit, updateUnit, type LnlState } from '../../../../src/rulesets/lnl/rules/game/state.js';
import type { Unit } from '../../../../src/rulesets/lnl/rules/game/units.js';
import { unwrap } from '../../../helpers/rules.js';
export { unwrap, expectCode } from '../../../helpers/rules.js';

export const US = 'US';
export const VC = 'VC';

export const hex = (s: string): HexCoord => unwrap(parseHex(s));

export const squad = (id: string, at: string, more: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  kind: 'squad',
  name: 'Rifle Squad',
  firepower: 3,
  range: 5,
  morale: 5,
  halfSquad: { firepower: 2, range: 4, morale: 4 },
  at: hex(at),
  ...more,
});

export const leader = (id: string, at: string, lm = 1): UnitSpec => ({ id, kind: 'leader', name: id, firepower: 1, range: 4, morale: 6, leadership: lm, at: hex(at) });

/** A 12×10 two-sided game, US holding the initiative, the given counters on the map. */
export function game(us: readonly UnitSpec[], vc: readonly UnitSpec[] = []): LnlState {
  let s = unwrap(createLnlState({ sides: [US, VC], initiative: US, grid: { columns: 12, rows: 10 } }));
  s = unwrap(addUnits(s, US, us));
  return unwrap(addUnits(s, VC, vc));
}

export { dice } from '../../../helpers/rules.js';

/** The LnL house rules at their defaults, or with a campaign's overrides. */
export const RULES = rulesFor(lnlHouseRules);
export const rulesWith = (overrides: HouseRuleOverrides): HouseRules => rulesFor(lnlHouseRules, overrides);

/** A unit by id, failing the test when it is missing. */
export function unit(state: LnlState, id: string): Unit {
  const u = findUnit(state, id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** Test set-up shortcut: puts a unit straight into a condition (status, markers, ride). */
export function patch(state: LnlState, id: string, changes: Partial<Unit>): LnlState {
  unit(state, id);
  return updateUnit(state, id, (u) => ({ ...u, ...changes }));
}

/** A support weapon carried by `by`. */
export const weapon = (id: string, by: string, more: Partial<UnitSpec> = {}): UnitSpec => ({ id, kind: 'support-weapon', name: id, firepower: 2, range: 8, morale: 0, carriedBy: by, ...more });

/** An armoured, turreted tank (front 5, side 3, rear 2; morale 6). */
export const tank = (id: string, at: string, more: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  kind: 'vehicle',
  name: id,
  firepower: 2,
  range: 10,
  morale: 6,
  movement: 12,
  armour: { front: 5, side: 3, rear: 2 },
  turret: true,
  at: hex(at),
  ...more,
});

/** A passenger of `vehicle`, inside unless `outside`. */
export const rider = (id: string, vehicle: string, outside = false, more: Partial<UnitSpec> = {}): UnitSpec => {
  const { at: _at, ...s } = squad(id, 'A1', more);
  return { ...s, aboard: { vehicle, outside } };
};
