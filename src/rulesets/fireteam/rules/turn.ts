import { distance, type Point } from '../../../core/board/geometry.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { namesUnit, unitKey } from '../../../core/unit-ref.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { goToGround as rollGoToGround, type GoToGroundResult } from './expertise.js';
import { movePatrolMarker, placePatrolJop, type JopPlacement, type PatrolError, type PatrolMoveOutcome } from './patrol.js';
import {
  declaredBy,
  sidedDeclarations,
  enemyRef,
  enemyUnit,
  findSide,
  findUnit,
  otherSide,
  ownUnit,
  withUnits,
  type FireDeclaration,
  type FireteamState,
  type JopState,
  type Phase,
  type StateError,
} from './state.js';
import { boundIn, canFire, hasRole, isInPlay, isOnTable, isVehicle, type Unit } from './units.js';

/** Every kind of order a player (or the bot for them) gives during a game. */
export const MOVES = [
  'patrol-move',
  'place-jop',
  'deploy',
  'overwatch',
  'go-to-ground',
  'declare-fire',
  'resolve-fire',
  'morale',
  'remove-pin',
  'move',
  'overwatch-fire',
  'assault',
  'pass',
] as const;
export type Move = (typeof MOVES)[number];

export function isMove(kind: string): kind is Move {
  return (MOVES as readonly string[]).includes(kind);
}

/**
 * How the sides take their turns in a phase: `alternate` one order each, attacker first (seed 004,
 * Initiative: "Actions and Moves alternate, attacker moving first"); `simultaneous` both declare,
 * then all resolves ("Shooting is simultaneous"); `free` bookkeeping in any order; `patrol` as the
 * patrol rules say.
 */
export type PhaseOrder = 'patrol' | 'alternate' | 'simultaneous' | 'free';

/** Seed 004, Turn Sequence, with the Patrol Phase before it: which orders each phase allows. */
export const PHASE_TABLE: Readonly<Record<Phase, { readonly order: PhaseOrder; readonly moves: readonly Move[] }>> = {
  patrol: { order: 'patrol', moves: ['patrol-move'] },
  'deploy-jops': { order: 'patrol', moves: ['place-jop'] },
  actions: { order: 'alternate', moves: ['deploy', 'overwatch', 'go-to-ground', 'pass'] },
  firing: { order: 'simultaneous', moves: ['declare-fire', 'resolve-fire'] },
  pinning: { order: 'free', moves: ['morale', 'remove-pin'] },
  movement: { order: 'alternate', moves: ['move', 'overwatch-fire', 'pass'] },
  assaults: { order: 'alternate', moves: ['assault', 'pass'] },
};

/** The phase after each; `assaults` ends the turn. */
const NEXT: Readonly<Record<Phase, Phase>> = {
  patrol: 'deploy-jops',
  'deploy-jops': 'actions',
  actions: 'firing',
  firing: 'pinning',
  pinning: 'movement',
  movement: 'assaults',
  assaults: 'actions',
};

/** Whether `move` may be played in `phase` at all (seed 004, Turn Sequence). */
export function legalIn(phase: Phase, move: Move): boolean {
  return PHASE_TABLE[phase].moves.includes(move);
}

export type TurnError =
  | StateError
  | 'fireteam/wrong-phase'
  | 'fireteam/checks-pending'
  | 'fireteam/not-your-step'
  | 'fireteam/step-done'
  | 'fireteam/not-during-enemy-move'
  | 'fireteam/already-declared'
  | 'fireteam/declarations-open'
  | 'fireteam/phase-not-finished'
  | 'fireteam/patrol-not-finished'
  | 'fireteam/jops-not-placed';

/**
 * Seed 004, Turn Sequence and Initiative: whether `side` may give `move` now. The service asks this
 * once before any move; the moves do not check it again.
 */
export function checkMove(state: FireteamState, side: string, move: Move): RuleResult<true, TurnError> {
  const own = findSide(state, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  if (state.pendingChecks.length > 0) return fail('fireteam/checks-pending', { checks: state.pendingChecks.join(', ') });
  if (!legalIn(state.phase, move)) return fail('fireteam/wrong-phase', { move, phase: state.phase });
  const { step } = state;
  switch (PHASE_TABLE[state.phase].order) {
    case 'patrol':
      if (state.patrol && state.patrol.toMove !== own) return fail('fireteam/not-your-step', { side: state.patrol.toMove });
      return ok(true);
    case 'alternate':
      if (move === 'overwatch-fire') {
        return step.side !== own && !step.done.includes(step.side) ? ok(true) : fail('fireteam/not-during-enemy-move');
      }
      if (step.done.includes(own)) return fail('fireteam/step-done', { side: own });
      if (step.side !== own) return fail('fireteam/not-your-step', { side: step.side });
      return ok(true);
    case 'simultaneous':
      if (move === 'declare-fire') return step.done.includes(own) ? fail('fireteam/already-declared', { side: own }) : ok(true);
      return allDone(state) ? ok(true) : fail('fireteam/declarations-open', { waiting: waitingFor(state).join(', ') });
    case 'free':
      return ok(true);
  }
}

const waitingFor = (state: FireteamState): string[] => state.sides.filter((s) => !state.step.done.includes(s));
const allDone = (state: FireteamState): boolean => waitingFor(state).length === 0;

/** After one order in an alternating phase the step goes to the other side, unless it has finished. */
export function endStep(state: FireteamState, side: string): FireteamState {
  const other = otherSide(state, side);
  return state.step.done.includes(other) ? state : { ...state, step: { ...state.step, side: other } };
}

/** Seed 004, Initiative: the side has no more orders this phase; the other side carries on alone. */
export function passStep(state: FireteamState, side: string): FireteamState {
  const own = findSide(state, side) ?? side;
  const done = state.step.done.includes(own) ? state.step.done : [...state.step.done, own];
  const other = otherSide(state, own);
  return { ...state, step: { side: done.includes(other) ? own : other, done } };
}

export interface PhaseChange {
  readonly state: FireteamState;
  readonly from: Phase;
  readonly to: Phase;
  readonly turn: number;
  /** Units whose Pin from an earlier turn lapsed ("you must be pinned afresh each turn"). */
  readonly pinsLapsed: readonly string[];
  /** Their sides, in the same order (ids are unique only within a side). */
  readonly pinsLapsedSides: readonly string[];
  /** Units taken off overwatch at the end of the movement phase. */
  readonly overwatchEnded: readonly string[];
  readonly overwatchEndedSides: readonly string[];
}

/**
 * Seed 004, Turn Sequence: closes the phase and opens the next, doing its bookkeeping.
 * - patrol → deploy-jops once every marker is locked; deploy-jops → turn 1 once the JOPs are down.
 * - actions, firing, movement and assaults wait for both sides (unless `force`, for the GM).
 * - firing → pinning: declared shooters count as having fired (no move, no longer gone to ground);
 *   a Pin from an earlier turn lapses, so each unit is judged afresh on this turn's pins.
 * - movement → assaults: overwatch ends.
 * - assaults → next turn: pins taken, moved / fired / deployed / assaulted flags, officers' and medics' help and
 *   JOP counts reset, a vehicle's panic ends and a halt ends after its return-fire turn; if smoke is
 *   down its dispersal roll is due before anything else (`completeSmokeCheck`).
 */
export function endPhase(state: FireteamState, opts: { readonly force?: boolean } = {}): RuleResult<PhaseChange, TurnError> {
  if (state.pendingChecks.length > 0) return fail('fireteam/checks-pending', { checks: state.pendingChecks.join(', ') });
  const from = state.phase;
  const to = NEXT[from];
  const order = PHASE_TABLE[from].order;
  if ((order === 'alternate' || order === 'simultaneous') && !opts.force && !allDone(state)) {
    return fail('fireteam/phase-not-finished', { waiting: waitingFor(state).join(', ') });
  }
  let next: FireteamState = { ...state, phase: to, step: { side: state.attacker, done: [] } };
  let pinsLapsed: string[] = [];
  let pinsLapsedSides: string[] = [];
  let overwatchEnded: string[] = [];
  let overwatchEndedSides: string[] = [];
  switch (from) {
    case 'patrol':
      if (state.patrol && state.patrol.stage === 'moving') return fail('fireteam/patrol-not-finished');
      next = { ...next, step: { side: state.patrol?.toMove ?? state.attacker, done: [] } };
      break;
    case 'deploy-jops': {
      if (state.patrol) {
        if (state.patrol.stage !== 'done') return fail('fireteam/jops-not-placed');
        const jops: JopState[] = state.patrol.jops.map((j) => ({ ...j, deployedThisTurn: [], hidden: true }));
        next = { ...next, jops };
      } else if (state.sides.some((s) => !state.jops.some((j) => j.side === s))) {
        return fail('fireteam/jops-not-placed');
      }
      next = { ...next, turn: 1 };
      break;
    }
    case 'firing': {
      const shot = sidedDeclarations(state).filter((d) => d.kind === 'direct' || d.kind === 'anti-tank');
      const shooters = new Set(state.units.filter((u) => shot.some((d) => declaredBy(d, u))).map(unitKey));
      const lapsedUnits = state.units.filter((u) => u.status === 'pinned' && (u.pinnedTurn ?? 0) < state.turn);
      pinsLapsed = lapsedUnits.map((u) => u.id);
      pinsLapsedSides = lapsedUnits.map((u) => u.side);
      const lapsed = new Set(lapsedUnits.map(unitKey));
      const { declarationSides: _sides, ...cleared } = next;
      next = withUnits(
        { ...cleared, declarations: [] },
        state.units
          .filter((u) => shooters.has(unitKey(u)) || lapsed.has(unitKey(u)))
          .map((u) => {
            const fired = shooters.has(unitKey(u)) ? { ...u, firedThisTurn: true, goneToGround: false } : u;
            return lapsed.has(unitKey(u)) ? { ...fired, status: 'active' as const } : fired;
          }),
      );
      break;
    }
    case 'movement': {
      overwatchEnded = state.units.filter((u) => u.overwatch).map((u) => u.id);
      overwatchEndedSides = state.units.filter((u) => u.overwatch).map((u) => u.side);
      next = withUnits(
        next,
        state.units.filter((u) => u.overwatch).map((u) => ({ ...u, overwatch: false })),
      );
      break;
    }
    case 'assaults':
      next = {
        ...next,
        turn: state.turn + 1,
        units: next.units.map((u) => endTurnUnit(u, state.turn)),
        jops: next.jops.map((j) => ({ ...j, deployedThisTurn: [] })),
        pendingChecks: state.smoke.length > 0 ? ['smoke-dispersal'] : [],
      };
      break;
    case 'actions':
    case 'pinning':
      break;
  }
  return ok({ state: next, from, to, turn: next.turn, pinsLapsed, pinsLapsedSides, overwatchEnded, overwatchEndedSides });
}

/**
 * A unit as a new turn finds it: pins taken, moved / fired / deployed and the officers' and medics'
 * help reset; a panic ends with its turn, a halt once its next turn (with the return fire) is over.
 */
function endTurnUnit(u: Unit, turn: number): Unit {
  const base: Unit = { ...u, pinsThisTurn: 0, movedThisTurn: false, firedThisTurn: false, deployedThisTurn: false, helpedThisTurn: false, assaultedThisTurn: false, groundTriedThisTurn: false };
  const d = u.vehicle?.damage;
  if (!u.vehicle || !d || (d.panicked === undefined && d.halted === undefined)) return base;
  const { panicked: _p, halted, ...rest } = d;
  const keepHalt = halted !== undefined && halted.turn >= turn;
  return { ...base, vehicle: { ...u.vehicle, damage: { ...rest, ...(keepHalt ? { halted } : {}) } } };
}

/**
 * Seed 004, Indirect Fire: records the end-of-turn smoke roll (made by the artillery rules): only the
 * clouds in `remaining` stay.
 */
export function completeSmokeCheck(state: FireteamState, remaining: readonly string[]): FireteamState {
  const keep = new Set(remaining.map((r) => r.toLowerCase()));
  return {
    ...state,
    smoke: state.smoke.filter((c) => keep.has(c.id.toLowerCase())),
    pendingChecks: state.pendingChecks.filter((c) => c !== 'smoke-dispersal'),
  };
}

/** Seed 004, Patrol Phase: a patrol move within the game, handing the step on as the patrol rules do. */
export function patrolMove(
  state: FireteamState,
  side: string,
  markerId: string,
  to: Point,
  rules: HouseRules,
): RuleResult<PatrolMoveOutcome & { readonly game: FireteamState }, PatrolError | 'fireteam/patrol-over'> {
  if (!state.patrol) return fail('fireteam/patrol-over');
  const r = movePatrolMarker(state.patrol, findSide(state, side) ?? side, markerId, to, rules);
  if (!r.ok) return r;
  return ok({ ...r.value, game: { ...state, patrol: r.value.state, step: { side: r.value.state.toMove, done: [] } } });
}

export type JopError = PatrolError | StateError | 'fireteam/duplicate-id';

/**
 * Seed 004, Patrol Phase / Battles and Scenarios: places a jump-off point. After a patrol the patrol
 * rules apply; without one (the campaign) the scenario's point is taken as given.
 */
export function placeJop(
  state: FireteamState,
  side: string,
  placement: JopPlacement & { readonly id?: string },
): RuleResult<{ readonly state: FireteamState; readonly jop: string }, JopError> {
  const own = findSide(state, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  if (state.patrol) {
    const r = placePatrolJop(state.patrol, own, placement);
    if (!r.ok) return r;
    return ok({ state: { ...state, patrol: r.value.state, step: { side: r.value.state.toMove, done: [] } }, jop: r.value.jop.id });
  }
  const id = placement.id ?? `jop-${state.jops.length + 1}`;
  if (state.jops.some((j) => j.id.toLowerCase() === id.toLowerCase())) return fail('fireteam/duplicate-id', { id });
  return ok({ state: { ...state, jops: [...state.jops, { id, side: own, position: placement.position, deployedThisTurn: [] }] }, jop: id });
}

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
  | 'fireteam/vehicle-needs-road';

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
 * turn. Without a position the player's placement is taken as given. The unit is known to the enemy
 * from now on, and so is a secret JOP it came from (Patrol Phase: hidden movement); another side's
 * JOP the deployer has not seen is refused as one that does not exist.
 */
export function deployUnit(
  state: FireteamState,
  side: string,
  unitId: string,
  from: DeployFrom,
  position?: Point,
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
  const source = 'jop' in from ? { jop: jops.find((j) => j.id.toLowerCase() === from.jop.toLowerCase())?.id ?? from.jop } : { road: from.road };
  return ok({
    state: withUnits({ ...state, jops }, [placed]),
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

export type ActionError = StateError | 'fireteam/cannot-fire' | 'fireteam/cannot-go-to-ground' | 'fireteam/already-gone-to-ground' | 'fireteam/ground-tried';

/**
 * Why a unit may not shoot now, or undefined if it may (seed 004, Deploy / Over Watch / Pinning and
 * Morale; a passenger rides inside; Anti-Tank Fire: a panicked vehicle does not fire that turn).
 */
export function whyCannotFire(u: Unit, turn?: number): string | undefined {
  if (!isInPlay(u)) return 'removed';
  if (!u.onTable) return 'off-table';
  if (u.deployedThisTurn) return 'deployed-this-turn';
  if (u.status === 'permanently-pinned') return 'permanently-pinned';
  if (u.overwatch) return 'on-overwatch';
  if (u.aboard !== undefined) return 'aboard';
  if (boundIn(u.vehicle?.damage.panicked, turn)) return 'panicked';
  return canFire(u, turn) ? undefined : 'cannot-fire';
}

/**
 * Seed 004, Anti-Tank Fire, result 1 "Must halt and return fire": the unit a halted vehicle must
 * shoot at in this turn's firing if it shoots at all (the attacker, while it is on the table), or
 * undefined when it is free to choose.
 */
export function returnFireTarget(state: FireteamState, u: Unit): string | undefined {
  const h = u.vehicle?.damage.halted;
  if (h === undefined || h.attacker === undefined || h.turn !== state.turn - 1) return undefined;
  const a = findUnit(state, enemyRef(state, u.side, h.attacker));
  return a && isOnTable(a) ? a.id : undefined;
}

/**
 * Seed 004, Actions: Over Watch. The unit holds its fire in the firing phase to shoot at enemies who
 * move into view during their movement. Going on overwatch is an action, so it stops going to ground.
 */
export function setOverwatch(state: FireteamState, side: string, unitId: string): RuleResult<{ readonly state: FireteamState }, ActionError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  const why = whyCannotFire(u);
  if (why !== undefined && why !== 'on-overwatch') return fail('fireteam/cannot-fire', { unit: u.id, reason: why });
  return ok({ state: withUnits(state, [{ ...u, overwatch: true, goneToGround: false }]) });
}

export interface GoToGroundOutcome extends GoToGroundResult {
  readonly state: FireteamState;
  readonly unit: string;
}

/**
 * Seed 004, Actions: Go to Ground. On a passed expertise roll the unit counts its cover one category
 * higher until it shoots or moves; scouts need no roll (the roll is `expertise.ts`'s). Infantry only:
 * vehicles do not go to ground. It is an action, so it ends overwatch. One roll a unit a turn: a failed
 * roll is not retried in a later step of the same actions phase.
 */
export function goToGround(
  state: FireteamState,
  side: string,
  unitId: string,
  roller: Roller,
): RuleResult<GoToGroundOutcome, ActionError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  if (!isOnTable(u) || isVehicle(u) || u.aboard !== undefined) return fail('fireteam/cannot-go-to-ground', { unit: u.id });
  if (u.goneToGround) return fail('fireteam/already-gone-to-ground', { unit: u.id });
  if (u.groundTriedThisTurn === true) return fail('fireteam/ground-tried', { unit: u.id });
  const result = rollGoToGround(u.quality, roller, { scout: hasRole(u, 'scout') });
  const next = withUnits(state, [{ ...u, groundTriedThisTurn: true, ...(result.success ? { goneToGround: true, overwatch: false } : {}) }]);
  return ok({ ...result, state: next, unit: u.id });
}

export type FireDeclarationError =
  | StateError
  | 'fireteam/cannot-fire'
  | 'fireteam/duplicate-declaration'
  | 'fireteam/needs-target'
  | 'fireteam/needs-aim-point'
  | 'fireteam/not-an-aop'
  | 'fireteam/not-a-vehicle'
  | 'fireteam/aboard'
  | 'fireteam/must-return-fire'
  | 'fireteam/radio-damaged'
  | 'fireteam/not-a-sniper'
  | 'fireteam/bad-joined-shot';

/**
 * Seed 004, Firing: a side nominates all its targets at once before any shooting; the enemy's are
 * kept from it until it has declared too ("Shooting is simultaneous"). Direct and anti-tank fire name
 * an enemy unit on the table (anti-tank: a vehicle); indirect fire and smoke are called in by an AOP
 * on an aim point. Units deployed this turn, on overwatch or permanently pinned may not shoot. An empty
 * list holds fire.
 */
export function declareFire(
  state: FireteamState,
  side: string,
  declarations: readonly FireDeclaration[],
): RuleResult<{ readonly state: FireteamState; readonly revealed: boolean }, FireDeclarationError> {
  const own = findSide(state, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  const seen = new Set<string>();
  const checked: FireDeclaration[] = [];
  for (const d of declarations) {
    const found = ownUnit(state, own, d.unit);
    if (!found.ok) return found;
    const u = found.value;
    if (seen.has(u.id)) return fail('fireteam/duplicate-declaration', { unit: u.id });
    seen.add(u.id);
    if (d.kind === 'direct' || d.kind === 'anti-tank') {
      const why = whyCannotFire(u, state.turn);
      if (why !== undefined) return fail('fireteam/cannot-fire', { unit: u.id, reason: why });
      if (d.target === undefined) return fail('fireteam/needs-target', { unit: u.id });
      const t = enemyUnit(state, own, d.target);
      if (!t.ok) return t;
      if (t.value.aboard !== undefined) return fail('fireteam/aboard', { unit: t.value.id, vehicle: t.value.aboard });
      if (d.kind === 'anti-tank' && !isVehicle(t.value)) return fail('fireteam/not-a-vehicle', { unit: t.value.id });
      const must = returnFireTarget(state, u);
      if (must !== undefined && must !== t.value.id) return fail('fireteam/must-return-fire', { unit: u.id, target: must });
      checked.push({ unit: u.id, kind: d.kind, target: t.value.id, ...(d.with === undefined ? {} : { with: d.with }) });
    } else {
      if (!hasRole(u, 'aop')) return fail('fireteam/not-an-aop', { unit: u.id });
      if (!isOnTable(u)) return fail('fireteam/cannot-fire', { unit: u.id, reason: 'off-table' });
      if (u.vehicle?.damage.radioDamaged === true) return fail('fireteam/radio-damaged', { unit: u.id });
      if (d.aimPoint === undefined) return fail('fireteam/needs-aim-point', { unit: u.id });
      checked.push({ unit: u.id, kind: d.kind, aimPoint: d.aimPoint });
    }
  }
  const joined = joinSnipers(state, own, checked);
  if (!joined.ok) return joined;
  const done = [...state.step.done, own];
  const sides = [...(state.declarationSides ?? state.declarations.map(() => '')), ...joined.value.map(() => own)];
  const next: FireteamState = {
    ...state,
    declarations: [...state.declarations, ...joined.value],
    ...(sides.length > 0 ? { declarationSides: sides } : {}),
    step: { ...state.step, done },
  };
  return ok({ state: next, revealed: state.sides.every((s) => done.includes(s)) });
}

/**
 * Seed 004, Special Units: Snipers, "Shooting effect added to another teams". A sniper's shot
 * declared `with` another of the side's direct shots at the same target adds its hits to that shot,
 * resolved once; only snipers join, and only a team shooting on its own.
 */
function joinSnipers(state: FireteamState, side: string, shots: readonly FireDeclaration[]): RuleResult<FireDeclaration[], FireDeclarationError> {
  const out: FireDeclaration[] = [];
  for (const d of shots) {
    if (d.with === undefined) {
      out.push(d);
      continue;
    }
    const sniper = findUnit(state, { side, id: d.unit })!;
    if (!hasRole(sniper, 'sniper') || d.kind !== 'direct') return fail('fireteam/not-a-sniper', { unit: sniper.id });
    const partner = shots.find((x) => namesUnit({ side, id: x.unit }, d.with!));
    if (!partner || partner.kind !== 'direct' || partner.target !== d.target || partner.with !== undefined || partner.unit === d.unit) {
      return fail('fireteam/bad-joined-shot', { unit: sniper.id, with: d.with, target: d.target ?? '' });
    }
    out.push({ ...d, with: partner.unit });
  }
  return ok(out);
}

export type OverwatchFireError = StateError | 'fireteam/not-on-overwatch' | 'fireteam/cannot-fire' | 'fireteam/moved-cannot-fire' | 'fireteam/aboard';

/**
 * Seed 004, Over Watch: a unit on overwatch fires at an enemy moving into view during the enemy's
 * movement. Its overwatch is then spent and it counts as having fired. The hits are the combat rules'
 * (a Pin stops the mover at once). Infantry that moved this turn may not fire it (Movement: "There is
 * no moving and firing"); vehicles may move and fire.
 */
export function overwatchFire(
  state: FireteamState,
  side: string,
  unitId: string,
  targetId: string,
): RuleResult<{ readonly state: FireteamState; readonly unit: string; readonly target: string }, OverwatchFireError> {
  const found = ownUnit(state, side, unitId);
  if (!found.ok) return found;
  const u = found.value;
  if (!u.overwatch) return fail('fireteam/not-on-overwatch', { unit: u.id });
  if (u.movedThisTurn && !isVehicle(u)) return fail('fireteam/moved-cannot-fire', { unit: u.id });
  const why = whyCannotFire({ ...u, overwatch: false }, state.turn);
  if (why !== undefined) return fail('fireteam/cannot-fire', { unit: u.id, reason: why });
  const t = enemyUnit(state, u.side, targetId);
  if (!t.ok) return t;
  if (t.value.aboard !== undefined) return fail('fireteam/aboard', { unit: t.value.id, vehicle: t.value.aboard });
  return ok({ state: withUnits(state, [{ ...u, overwatch: false, firedThisTurn: true, goneToGround: false }]), unit: u.id, target: t.value.id });
}
