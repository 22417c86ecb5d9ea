import { distance, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { headingIntoTable } from '../table/heading.js';
import { checkPassage } from '../table/passage.js';
import type { FireteamScenario } from '../table/scenario.js';
import type { FireteamGame } from '../game/game.js';
import { findUnit, ownUnit, withUnits, type FireteamState, type JopState, type StateError } from '../game/state.js';
import { endStep } from '../turn/turn.js';
import { hasRole, isInPlay, isVehicle, type Unit } from '../troops/units.js';

/** Seed 004, Deploy: troops come on within 6" of a JOP; snipers within 12" (Special Units). */
export const DEPLOY_REACH = 6;
export const SNIPER_DEPLOY_REACH = 12;
/** Seed 004, Deploy: "A maximum of 2 units may deploy from a JOP each turn." */
export const DEPLOYS_PER_JOP = 2;

export type DeployError =
  | StateError
  | 'fireteam/already-on-table'
  | 'fireteam/unit-removed'
  | 'fireteam/unknown-jop'
  | 'fireteam/not-your-jop'
  | 'fireteam/jop-full'
  | 'fireteam/too-far-from-jop'
  | 'fireteam/unknown-road-entrance'
  | 'fireteam/vehicle-needs-road'
  | 'fireteam/off-table'
  | 'fireteam/deploy-across-river';

export type DeployFrom = { readonly jop: string } | { readonly road: string };

export interface DeployOutcome {
  readonly state: FireteamState;
  readonly unit: string;
  readonly from: DeployFrom;
  /** The secret JOP it came from, now known to the enemy, and where it is. */
  readonly revealedJop?: { readonly id: string; readonly position?: Point };
  /** Distance from the JOP, when both positions are known, and the most allowed. */
  readonly inches?: number;
  readonly reach?: number;
}

/**
 * Seed 004, Actions: Deploy. A unit comes on from a JOP of its side (at most 2 a turn, within 6" of
 * it, a sniper 12") or from a road entrance of its side; vehicles only by road. It may not fire this
 * turn. On the scenario's board the place is on the table and not across impassable ground (the
 * river) from the JOP, nor in it, unless a bridge carries the way. Without a position the player's
 * placement is taken as given. The unit is known to the enemy
 * from now on, and so is a secret JOP it came from (Patrol Phase: hidden movement); another side's
 * JOP the deployer has not seen is refused as one that does not exist.
 */
export function deployUnit(
  state: FireteamState,
  side: string,
  unitId: string,
  from: DeployFrom,
  position?: Point,
  board?: FireteamScenario,
): RuleResult<DeployOutcome, DeployError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  if (!isInPlay(u)) return fail('fireteam/unit-removed', { unit: u.id });
  if (u.onTable) return fail('fireteam/already-on-table', { unit: u.id });
  let jops = state.jops;
  let inches: number | undefined;
  let reach: number | undefined;
  let revealedJop: DeployOutcome['revealedJop'];
  if ('jop' in from) {
    if (isVehicle(u)) return fail('fireteam/vehicle-needs-road', { unit: u.id });
    const jop = state.jops.find((j) => j.id.toLowerCase() === from.jop.toLowerCase());
    if (!jop || (jop.side !== u.side && jop.hidden === true)) return fail('fireteam/unknown-jop', { jop: from.jop });
    if (jop.side !== u.side) return fail('fireteam/not-your-jop', { jop: jop.id });
    if (jop.deployedThisTurn.length >= DEPLOYS_PER_JOP) return fail('fireteam/jop-full', { jop: jop.id, max: DEPLOYS_PER_JOP });
    reach = hasRole(u, 'sniper') ? SNIPER_DEPLOY_REACH : DEPLOY_REACH;
    if (position && jop.position) {
      inches = Math.round(distance(position, jop.position) * 10) / 10;
      if (distance(position, jop.position) > reach) return fail('fireteam/too-far-from-jop', { jop: jop.id, reach, inches });
    }
    if (position && board) {
      const way = checkPassage({ table: board.board, features: board.features, from: jop.position ?? position, to: position });
      if (!way.ok) return way.code === 'fireteam/impassable' ? fail('fireteam/deploy-across-river', { jop: jop.id, feature: way.params?.feature ?? '' }) : fail(way.code, way.params);
    }
    if (jop.hidden === true) revealedJop = { id: jop.id, ...(jop.position ? { position: jop.position } : {}) };
    jops = state.jops.map((j) => (j === jop ? { ...publicJop(j), deployedThisTurn: [...j.deployedThisTurn, u.id] } : j));
  } else {
    const road = state.roadEntrances.find((r) => r.id.toLowerCase() === from.road.toLowerCase());
    if (!road) return fail('fireteam/unknown-road-entrance', { road: from.road });
    if (road.side !== u.side) return fail('fireteam/not-your-jop', { jop: road.id });
  }
  const placed: Unit = {
    ...u,
    onTable: true,
    revealed: true,
    deployedThisTurn: true,
    ...(position ? { position } : 'road' in from ? positionOf(state, from.road) : {}),
  };
  // A vehicle comes on facing into the table until its side sets its heading (`setHeading`) or it moves.
  const heading = isVehicle(u) && placed.position && board ? { facing: headingIntoTable(placed.position, board.board) } : {};
  const source = 'jop' in from ? { jop: jops.find((j) => j.id.toLowerCase() === from.jop.toLowerCase())?.id ?? from.jop } : { road: from.road };
  return ok({
    state: withUnits({ ...state, jops }, [{ ...placed, ...heading }]),
    unit: u.id,
    from: source,
    ...(revealedJop === undefined ? {} : { revealedJop }),
    ...(inches === undefined ? {} : { inches }),
    ...(reach === undefined ? {} : { reach }),
  });
}

function publicJop(j: JopState): JopState {
  const { hidden: _secret, ...rest } = j;
  return rest;
}

function positionOf(state: FireteamState, road: string): { position?: Point } {
  const p = state.roadEntrances.find((r) => r.id.toLowerCase() === road.toLowerCase())?.position;
  return p ? { position: p } : {};
}

export interface Deployed extends Omit<DeployOutcome, 'state'> {
  /** Where it stands now. */
  readonly at?: Point;
  /** A vehicle's heading, in degrees (0 east, 90 south). */
  readonly facing?: number;
}

/**
 * Seed 004, Actions: Deploy, as the side's action of its step: from exactly one of a jump-off point
 * or a road entrance (`deployUnit`), and the step passes.
 */
export function deployAction(
  game: FireteamGame,
  side: string,
  unitId: string,
  source: { readonly jop?: string | undefined; readonly road?: string | undefined },
  at: Point | undefined,
  board?: FireteamScenario,
): RuleResult<{ readonly game: FireteamGame; readonly result: Deployed }, DeployError | 'fireteam/deploy-source'> {
  if ((source.jop === undefined) === (source.road === undefined)) return fail('fireteam/deploy-source');
  const r = deployUnit(game, side, unitId, source.jop !== undefined ? { jop: source.jop } : { road: source.road! }, at, board);
  if (!r.ok) return r;
  const { state, ...deployed } = r.value;
  const now = findUnit(state, { side, id: deployed.unit });
  const position = now?.position;
  return ok({ game: endStep(state, side), result: { ...deployed, ...(position ? { at: position } : {}), ...(now?.facing === undefined ? {} : { facing: now.facing }) } });
}
