import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { unitKey } from '../../../../core/unit-ref.js';
import {
  declaredBy,
  findSide,
  otherSide,
  sidedDeclarations,
  withUnits,
  type FireteamState,
  type JopState,
  type Phase,
  type StateError,
} from '../game/state.js';
import type { Unit } from '../troops/units.js';
import { withholdFire } from '../fire/declared-shot.js';
import { extrasOf, withExtras, type FireteamGame } from '../game/game.js';
import { panickedToMove } from '../vehicles/vehicle-damage.js';

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
 * What a refusal in the Patrol Phase may tell of how it ends (seed 004, Patrol Phase): every marker
 * locked. Locked markers are public, and so is how many each side has.
 */
function patrolProgress(state: FireteamState, side: string): Record<string, number> {
  const markers = state.patrol?.markers ?? [];
  const locked = markers.filter((m) => m.locked);
  return { markers: markers.length, locked: locked.length, yours: locked.filter((m) => m.side.toLowerCase() === side.toLowerCase()).length };
}

/**
 * Seed 004, Turn Sequence and Initiative: whether `side` may give `move` now. The service asks this
 * once before any move; the moves do not check it again.
 */
export function checkMove(state: FireteamState, side: string, move: Move): RuleResult<true, TurnError> {
  const own = findSide(state, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  if (state.pendingChecks.length > 0) return fail('fireteam/checks-pending', { checks: state.pendingChecks.join(', ') });
  if (!legalIn(state.phase, move)) return fail('fireteam/wrong-phase', { move, phase: state.phase, ...(state.phase === 'patrol' ? patrolProgress(state, own) : {}) });
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

/**
 * The one check before any order (seed 004, Turn Sequence and Initiative; Over Watch): while a unit
 * waits under the enemy's overwatch, the watching side either fires or, by giving any other order,
 * lets the mover's step end — the moving side waits; then `move` must be legal now (`checkMove`).
 * Orders outside the turn sequence (set-up, corrections: `move` undefined) are only checked for the
 * overwatch. Returns the game the order starts from.
 */
export function checkOrder(game: FireteamGame, side: string, move: Move | undefined): RuleResult<FireteamGame, TurnError | 'fireteam/awaiting-overwatch'> {
  const ready = settleOverwatch(game, side, move);
  if (!ready.ok || move === undefined) return ready;
  const legal = checkMove(ready.value, side, move);
  return legal.ok ? ready : legal;
}

function settleOverwatch(game: FireteamGame, side: string, move: Move | undefined): RuleResult<FireteamGame, 'fireteam/awaiting-overwatch'> {
  const waiting = extrasOf(game).awaitingOverwatch;
  if (!waiting || game.phase !== 'movement') return ok(game);
  if (waiting.side === side) {
    return move === 'move' || move === 'pass' ? fail('fireteam/awaiting-overwatch', { unit: waiting.unit }) : ok(game);
  }
  if (move === 'overwatch-fire') return ok(game);
  return ok(withExtras(endStep(game, waiting.side), { awaitingOverwatch: undefined }));
}

/**
 * What being done with a phase is in the phase table (seed 004, Initiative: a side out of orders
 * passes): a pass in the actions, movement and assaults, the end of its rallies and medics in the
 * pinning phase, its last shot resolved (or withheld) in the firing phase; in the patrol and while
 * the jump-off points go down, no order of the turn sequence.
 */
export function doneMove(phase: Phase): Move | undefined {
  switch (phase) {
    case 'pinning':
      return 'morale';
    case 'firing':
      return 'resolve-fire';
    case 'patrol':
    case 'deploy-jops':
      return undefined;
    default:
      return 'pass';
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
  const { movedFrom: _from, ...fresh } = u;
  const base: Unit = { ...fresh, pinsThisTurn: 0, movedThisTurn: false, firedThisTurn: false, deployedThisTurn: false, helpedThisTurn: false, assaultedThisTurn: false, groundTriedThisTurn: false };
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

/** What a side being done with its phase came to. */
export type PhaseDone =
  | { readonly kind: 'forced'; readonly phase: Phase }
  | { readonly kind: 'jops-down' }
  | { readonly kind: 'firing-done'; readonly side: string; readonly withheld: readonly string[] }
  | { readonly kind: 'passed'; readonly side: string; readonly phase: Phase };

/**
 * Seed 004, Initiative and Turn Sequence: `side` is done with this phase. In the actions, movement
 * and assaults it passes (`passStep`) — but a vehicle of its panicked this turn must retreat first
 * (Anti-Tank Fire, Panic); in the pinning phase its rallies and medics are over; in the firing phase
 * its unresolved shots are withheld; without a patrol, the jump-off points are down and turn 1
 * begins. The patrol moves on by itself, and so do the JOPs placed after it.
 */
export function finishPhase(game: FireteamGame, side: string): RuleResult<{ readonly game: FireteamGame; readonly result: PhaseDone }, TurnError | 'fireteam/must-retreat'> {
  const phase = game.phase;
  if (phase === 'patrol') return fail('fireteam/wrong-phase', { move: 'pass', phase, ...patrolProgress(game, side) });
  if (phase === 'deploy-jops') {
    if (game.patrol) return fail('fireteam/wrong-phase', { move: 'pass', phase });
    const r = endPhase(game);
    if (!r.ok) return r;
    return ok({ game: r.value.state, result: { kind: 'jops-down' } });
  }
  if (phase === 'firing') {
    const held = withholdFire(game, side);
    return ok({ game: held.game, result: { kind: 'firing-done', side, withheld: held.withheld } });
  }
  const panicked = phase === 'movement' ? panickedToMove(game, side) : undefined;
  if (panicked) return fail('fireteam/must-retreat', { unit: panicked.id });
  return ok({ game: passStep(game, side), result: { kind: 'passed', side, phase } });
}

/** Seed 004, Turn Sequence: the GM ends the phase now, whoever is waiting (`endPhase` forced). */
export function forceEndPhase(game: FireteamGame): RuleResult<{ readonly game: FireteamGame; readonly result: PhaseDone }, TurnError> {
  const r = endPhase(game, { force: true });
  if (!r.ok) return r;
  return ok({ game: r.value.state, result: { kind: 'forced', phase: game.phase } });
}
