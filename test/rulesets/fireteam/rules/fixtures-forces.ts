import { rulesFor, type HouseRuleOverrides } from '../../../../src/core/house-rules.js';
import { fireteamForceRules } from '../../../../src/rulesets/fireteam/rules/campaign/campaign-rules.js';
import { addUnits, createFireteamState, findUnit, type FireteamState, type GameSetup } from '../../../../src/rulesets/fireteam/rules/game/state.js';
import { makeUnit, type Unit, type UnitSpec } from '../../../../src/rulesets/fireteam/rules/troops/units.js';
import { unwrap } from '../../../helpers/rules.js';
export { dice, unwrap, expectCode } from '../../../helpers/rules.js';

export const AX = 'Axis';
export const RU = 'Soviets';
export const RULES = rulesFor(fireteamForceRules);
export const rulesWith = (overrides: HouseRuleOverrides) => rulesFor(fireteamForceRules, overrides);

/** An average rifle team of 7 unless told otherwise. */
export function spec(id: string, more: Partial<UnitSpec> = {}): UnitSpec {
  return { id, kind: 'fire-team', quality: 'average', figures: 7, weapons: [{ kind: 'rifle', count: 7 }], ...more };
}

/** A unit already on the table. */
export function onTable(side: string, s: UnitSpec, more: Partial<Unit> = {}): Unit {
  return { ...makeUnit(side, s), onTable: true, ...more };
}

/** A game at turn 1, actions, Axis attacking, with JOPs `ax-j` (0,0) and `ru-j` (0,48) and a road for each. */
export function game(units: readonly Unit[], setup: Partial<GameSetup> = {}): FireteamState {
  const s = unwrap(
    createFireteamState({
      sides: [AX, RU],
      attacker: AX,
      jops: [
        { id: 'ax-j', side: AX, position: { x: 0, y: 0 } },
        { id: 'ru-j', side: RU, position: { x: 0, y: 48 } },
      ],
      roadEntrances: [
        { id: 'ax-road', side: AX, position: { x: 24, y: 0 } },
        { id: 'ru-road', side: RU, position: { x: 24, y: 48 } },
      ],
      ...setup,
    }),
  );
  return unwrap(addUnits(s, units));
}

export function unit(state: FireteamState, id: string): Unit {
  const u = findUnit(state, id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** Test set-up shortcut: puts the game straight into a phase and step. */
export function inPhase(state: FireteamState, phase: FireteamState['phase'], step: Partial<FireteamState['step']> = {}): FireteamState {
  return { ...state, phase, step: { side: state.attacker, done: [], ...step } };
}
