import type { Point } from '../../../../core/board/geometry.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import { fireteamScenario, type FireteamScenario } from '../table/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { createPatrol, markersPerSide, type TableEdge } from '../patrol/patrol.js';
import { addUnits, createFireteamState, ownUnit, updateUnit, type RoadEntrance, type StateError } from '../game/state.js';
import { extrasOf, type FireteamGame } from '../game/game.js';
import { homeEdge, slug } from '../table/table-reading.js';

export type SetupError = 'fireteam/game-started' | 'fireteam/not-mustered' | 'fireteam/bad-patrol-layout' | 'fireteam/unknown-side' | 'fireteam/no-scenario-jops';

const sideIn = (sides: readonly string[], s: string): string | undefined => sides.find((x) => x.toLowerCase() === s.toLowerCase());

/** The scenario's road entrances as the game's, named by their names (`west-road-entry`). */
export function roadEntrancesOf(board: FireteamScenario, sides: readonly string[]): RoadEntrance[] {
  return board.roadEntrances.flatMap((r, i) => {
    const side = r.side === undefined ? undefined : sideIn(sides, r.side);
    return side === undefined ? [] : [{ id: slug(r.name ?? `road-${i + 1}`), side, position: r.at }];
  });
}

export interface SetupChoice {
  /** Default: the scenario's initiative, else the game's attacker so far. */
  readonly attacker?: string | undefined;
  /** Play the Patrol Phase from the scenario's marker layout (the default); else take the scenario's JOPs. */
  readonly patrol?: boolean | undefined;
  /** JOPs per side after the patrol: 3 (the default) or 4. */
  readonly jops?: number | undefined;
}

/**
 * Seed 004, Battles and Scenarios: starts the battle on the scenario's table — the Patrol Phase from
 * its marker layout (home edges from its deployment zones, one platoon per side for every marker past
 * four), or straight to turn 1 from its predetermined jump-off points ("Forward, victory is near!"
 * does not use the Patrol Phase). Units already mustered are kept, still off table.
 */
export function setUpBattle(game: FireteamGame, board: FireteamScenario, choice: SetupChoice): RuleResult<FireteamGame, SetupError | string> {
  if (game.turn > 0 || game.units.some((u) => u.onTable)) return fail('fireteam/game-started');
  // The Patrol Phase adds a marker per extra platoon, and the battle is fought with what is mustered:
  // both sides muster first.
  const unmustered = game.sides.filter((s) => !game.units.some((u) => u.side === s));
  if (unmustered.length > 0) return fail('fireteam/not-mustered', { sides: unmustered.join(', ') });
  const sides = game.sides;
  const named = choice.attacker ?? board.initiative ?? game.attacker;
  const attacker = sideIn(sides, named);
  if (attacker === undefined) return fail('fireteam/unknown-side', { side: named });
  const roadEntrances = roadEntrancesOf(board, sides);
  let state;
  if (choice.patrol ?? true) {
    const layout: Record<string, { x: number; y: number }[]> = {};
    const homeEdges: Record<string, TableEdge> = {};
    const platoons: Record<string, number> = {};
    for (const s of sides) {
      layout[s] = board.patrolMarkers.filter((m) => m.side.toLowerCase() === s.toLowerCase()).map((m) => m.at);
      const edge = homeEdge(board, s);
      if (edge === undefined) return fail('fireteam/bad-patrol-layout', { side: s, expected: 'a deployment zone' });
      homeEdges[s] = edge;
      platoons[s] = Math.max(1, layout[s]!.length - markersPerSide(1) + 1);
    }
    const patrol = createPatrol({ sides, attacker, table: board.board, homeEdges, platoons, layout, jopsPerSide: choice.jops ?? 3 });
    if (!patrol.ok) return patrol;
    state = createFireteamState({ sides, attacker, patrol: patrol.value, roadEntrances });
  } else {
    const jops = board.jumpOffPoints.flatMap((j, i) => {
      const side = sideIn(sides, j.side);
      return side === undefined ? [] : [{ id: slug(j.name ?? `jop-${i + 1}`), side, position: j.at }];
    });
    if (sides.some((s) => !jops.some((j) => j.side === s))) return fail('fireteam/no-scenario-jops');
    state = createFireteamState({ sides, attacker, jops, roadEntrances });
  }
  if (!state.ok) return state;
  const units = game.units.map((u) => ({ ...u, onTable: false }));
  const withUnits = addUnits(state.value, units);
  if (!withUnits.ok) return withUnits;
  return ok({ ...withUnits.value, extras: { ...extrasOf(game), resolved: [], killsThisTurn: {}, atShots: {} } });
}

/**
 * A Fire Team scenario loaded before the battle starts gives the game its road entrances and, from
 * its initiative, the attacker; the Patrol Phase or the scenario's JOPs come with `/fireteam setup`.
 */
export function withFireteamScenario(game: FireteamGame, scenario: Scenario): FireteamGame {
  const own = fireteamScenario(scenario);
  if (!own || game.turn > 0 || game.patrol !== undefined || game.jops.length > 0) return game;
  const attacker = own.initiative === undefined ? undefined : sideIn(game.sides, own.initiative);
  return { ...game, ...(attacker ? { attacker, step: { side: attacker, done: [] } } : {}), roadEntrances: roadEntrancesOf(own, game.sides) };
}

export interface UnitPlaced {
  readonly id: string;
  readonly side: string;
  /** Where it now stands; undefined: taken off the table. */
  readonly at: Point | undefined;
}

/**
 * Seed 004, Battles and Scenarios, as a set-up and correction tool (no rule of movement or
 * deployment applies): `side`'s unit is put at a point on the table, seen there from now on, or
 * taken off it. Before the battle starts anyone may; after, only the GM (`gm`).
 */
export function placeUnit(game: FireteamGame, side: string, unitId: string, at: Point | 'off', gm: boolean): RuleResult<{ readonly game: FireteamGame; readonly result: UnitPlaced }, StateError | 'fireteam/place-gm-only'> {
  if (game.turn > 0 && !gm) return fail('fireteam/place-gm-only');
  const unit = ownUnit(game, side, unitId);
  if (!unit.ok) return unit;
  if (at === 'off') return ok({ game: updateUnit(game, unit.value, (u) => ({ ...u, onTable: false })), result: { id: unit.value.id, side, at: undefined } });
  return ok({ game: updateUnit(game, unit.value, (u) => ({ ...u, onTable: true, revealed: true, position: at })), result: { id: unit.value.id, side, at } });
}
