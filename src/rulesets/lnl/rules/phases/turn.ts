import { formatHex, hexNeighbour, onHexGrid, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { otherSide, type HexMarker, type LnlState, type Phase } from '../game/state.js';
import { inPlay } from '../game/units.js';
import { sameName } from '../../../../core/same-name.js';

/**
 * What a player may do, by kind: the phase table below decides which are legal when
 * (LnL player aid, Rally Phase 3.0, Operations Phase 4.0).
 */
export type LnlMove =
  /** Both sides roll for the initiative (3.0 step 1). */
  | 'initiative'
  /** A rally attempt or a medic's healing (3.0 steps 2–4). */
  | 'rally'
  /** A side is done rallying. */
  | 'rally-done'
  /** An activation of the side whose impulse it is: fire, move, spot, smoke, artillery, melee (4.0). */
  | 'activate'
  | 'pass'
  /**
   * What the rules let a side do outside its own activations: opportunity fire at an enemy that
   * spent MPs (5.3), a close assault on an overrunning vehicle (15.3), a mines roll (21.4.1). By post
   * the mover's impulse is over by the time the enemy reads it, so either side may react; it never
   * uses up an impulse.
   */
  | 'reaction'
  /** Setting up and correcting the game: units, positions, markers. Any time. */
  | 'setup';

export const LNL_MOVES: readonly LnlMove[] = ['initiative', 'rally', 'rally-done', 'activate', 'pass', 'reaction', 'setup'];

export function isLnlMove(kind: string): kind is LnlMove {
  return (LNL_MOVES as readonly string[]).includes(kind);
}

const PHASE_TABLE: Readonly<Record<Phase, readonly LnlMove[]>> = {
  rally: ['initiative', 'rally', 'rally-done', 'setup'],
  operations: ['activate', 'pass', 'reaction', 'setup'],
  // The Administrative phase runs itself at the end of Operations; nothing is played in it.
  administrative: ['setup'],
};

export type TurnError = 'lnl/wrong-phase' | 'lnl/not-your-impulse' | 'lnl/initiative-first' | 'lnl/initiative-settled' | 'lnl/rally-done';

export function legalIn(phase: Phase, move: LnlMove): boolean {
  return PHASE_TABLE[phase].includes(move);
}


/** Whether `side` may make `move` now: the phase table, then whose impulse it is. */
export function checkMove(state: LnlState, side: string | undefined, move: LnlMove): RuleResult<void, TurnError> {
  if (!legalIn(state.phase, move)) return fail('lnl/wrong-phase', { phase: state.phase, turn: state.turn });
  if (move === 'initiative' && state.initiativeSettled) return fail('lnl/initiative-settled', { side: state.initiative });
  if ((move === 'rally' || move === 'rally-done') && !state.initiativeSettled) return fail('lnl/initiative-first');
  if (move === 'rally-done' && side !== undefined && state.rallyDone.some((s) => sameName(s, side))) return fail('lnl/rally-done', { side });
  if ((move === 'activate' || move === 'pass') && side !== undefined && !sameName(side, state.impulse)) {
    return fail('lnl/not-your-impulse', { side: state.impulse });
  }
  return ok(undefined);
}

/** What the phase table knows of an activation beyond its kind: the hex whose units act, and whether it is fire. */
export interface Activation {
  readonly from?: HexCoord;
  readonly fires: boolean;
  /** A melee in `from`: out of impulse, the refusal says how a melee comes about. */
  readonly melee?: boolean;
}

export type ImpulseError = TurnError | 'lnl/other-hex-active' | 'lnl/spotter-fires-first' | 'lnl/melee-needed-more' | 'lnl/melee-not-your-impulse';

/**
 * Whether `side` may make `move` now (`checkMove`), and within an impulse kept for more: an
 * impulse kept with `more` holds only the activated hex's units (4.0); after a successful spot it
 * holds only the spotter's shot at the spotted hex (10.1 item 4).
 */
export function checkOrder(state: LnlState, side: string | undefined, move: LnlMove, activation: Activation): RuleResult<void, ImpulseError> {
  const legal = checkMove(state, side, move);
  if (!legal.ok && legal.code === 'lnl/not-your-impulse' && activation.melee) return meleeOutOfImpulse(state, side, activation.from);
  if (!legal.ok || move !== 'activate') return legal;
  if (state.activeHex && !(activation.from && sameHex(activation.from, state.activeHex))) return fail('lnl/other-hex-active', { hex: formatHex(state.activeHex) });
  if (state.lastSpot && !activation.fires) return fail('lnl/spotter-fires-first', { unit: state.lastSpot.unit, hex: formatHex(state.lastSpot.hex) });
  return ok(undefined);
}

/**
 * A melee asked for in the enemy's impulse (Melee 8.0, Operations Phase 4.0): the units that enter an
 * enemy hex melee in the same activation, so the move needed `more` to keep the impulse. When the
 * asker's last move entered that very hex, the refusal says so; otherwise it says how a melee happens.
 */
function meleeOutOfImpulse(state: LnlState, side: string | undefined, at: HexCoord | undefined): RuleResult<never, ImpulseError> {
  const m = state.lastMove;
  if (side !== undefined && m && sameName(m.side, side) && at && sameHex(m.hex, at)) return fail('lnl/melee-needed-more', { side: state.impulse, hex: formatHex(at) });
  return fail('lnl/melee-not-your-impulse', { side: state.impulse });
}

/** The initiative settled for this turn: the winner of the roll, or last turn's holder on a tie (3.0 step 1). */
export function settleInitiative(state: LnlState, winner: string): LnlState {
  return { ...state, initiative: winner, impulse: winner, initiativeSettled: true };
}

/**
 * Opportunity fire is at units that expend MPs (5.3, 003 L461–L465); by post the enemy answers a move
 * once it is posted, and may until the next order that is not a reaction: the movers acting again (a
 * melee, assault fire, moving on) or the next activation or pass ends their move, and with it the
 * window (the defender's chance comes before a melee starts, not after). The one order that leaves it
 * open is the movers' own side passing to end an impulse it kept for more: the move is still the last
 * thing done, and the enemy has not yet answered it. Mines (21.4.1) and a close assault on an
 * overrunning vehicle (15.3) answer the same move and close with it.
 */
export function closeMoveWindow(state: LnlState, side: string, move: LnlMove): LnlState {
  const m = state.lastMove;
  if (!m || (move !== 'activate' && move !== 'pass')) return state;
  if (move === 'pass' && state.activeHex && sameName(side, m.side)) return state;
  const { lastMove: _closed, ...rest } = state;
  return rest;
}

/** An activation that keeps the impulse holds it for the units of `hex` alone (4.0: one hex at a time). */
export function keepImpulse(state: LnlState, hex: HexCoord | undefined): LnlState {
  return hex ? { ...state, activeHex: hex } : state;
}

/**
 * What an order leaves of the impulse (Operations Phase 4.0): a reaction (opportunity fire 5.3, a
 * close assault on an overrunning vehicle 15.3) leaves it with the mover; an activation kept for
 * `more` holds it for the units of `hex` alone (`keepImpulse`); any other activation ends it.
 */
export function afterActivation(state: LnlState, how: { readonly reaction?: boolean | undefined; readonly more?: boolean | undefined; readonly hex?: HexCoord | undefined }): LnlState {
  if (how.reaction) return state;
  return how.more ? keepImpulse(state, how.hex) : endImpulse(state);
}

/** An activation ends the impulse: the other side's turn to activate a hex, and the pass count restarts (4.0). */
export function endImpulse(state: LnlState): LnlState {
  const { lastSpot: _spent, activeHex: _hex, ...rest } = state;
  return { ...rest, impulse: otherSide(state, state.impulse), passes: 0 };
}

/** What the Administrative phase did (9.0), for the report. */
export interface AdministrativeReport {
  readonly endedTurn: number;
  readonly markersRemoved: number;
  readonly smokeFlipped: readonly HexCoord[];
  readonly smokeRemoved: readonly HexCoord[];
  readonly ffeRemoved: readonly HexCoord[];
  readonly spottingRoundsRemoved: readonly HexCoord[];
  /** Fires burning: their spread is checked by the module's rule (10.5.6.1), not in the player aid. */
  readonly fires: readonly HexCoord[];
}

export type PassResult =
  | { readonly kind: 'impulse'; readonly state: LnlState }
  | { readonly kind: 'phase-ended'; readonly state: LnlState; readonly administrative: AdministrativeReport };

/**
 * A pass in the Operations phase (4.0): the third consecutive pass ends the phase, and the
 * Administrative phase runs at once. A pass in an impulse that already activated a hex — kept for
 * its units with `more`, or for the spotter's free shot (10.1 item 4) — only ends that activation:
 * the other side's impulse begins, any hex at all, and the count of passes restarts, since a hex
 * was activated (4.0 items 1–2: "alternates activating", "three consecutive passes").
 */
export function pass(state: LnlState): PassResult {
  if (state.lastSpot || state.activeHex) return { kind: 'impulse', state: endImpulse(state) };
  const passes = state.passes + 1;
  if (passes < 3) return { kind: 'impulse', state: { ...state, impulse: otherSide(state, state.impulse), passes } };
  const admin = administrativePhase({ ...state, passes });
  return { kind: 'phase-ended', ...admin };
}

/** A side is done rallying; when both are, the Operations phase starts with the initiative holder's impulse. */
export function rallyDone(state: LnlState, side: string): LnlState {
  const done = [...state.rallyDone, side];
  if (!state.sides.every((s) => done.some((d) => sameName(d, s)))) return { ...state, rallyDone: done };
  return { ...state, rallyDone: done, phase: 'operations', impulse: state.initiative, passes: 0 };
}

/**
 * The Administrative phase (9.0): administrative markers come off every unit; Smoke 1 flips to
 * Smoke 2 and Smoke 2 is removed; spotting rounds and Fire for Effect markers are removed, except a
 * walking barrage's with turns still to walk; the turn marker advances to the next Rally phase, whose
 * initiative is yet to be rolled.
 */
export function administrativePhase(state: LnlState): { state: LnlState; administrative: AdministrativeReport } {
  // Every unit marker is an administrative one (Fired, Moved, Low Crawl, Assault Move, Hit and Run, Ops Complete).
  const markersRemoved = state.units.reduce((n, u) => n + u.markers.length, 0);
  const units = state.units.map((u) => (u.markers.length ? { ...u, markers: [] } : u));
  const smokeFlipped: HexCoord[] = [];
  const smokeRemoved: HexCoord[] = [];
  const ffeRemoved: HexCoord[] = [];
  const spottingRoundsRemoved: HexCoord[] = [];
  const hexMarkers: HexMarker[] = [];
  for (const m of state.hexMarkers) {
    if (m.kind === 'smoke') {
      if (m.level === 1) {
        smokeFlipped.push(m.at);
        hexMarkers.push({ ...m, level: 2 });
      } else smokeRemoved.push(m.at);
    } else if (m.kind === 'ffe') {
      if (m.walk && m.walk.turnsLeft > 0) hexMarkers.push(m);
      else ffeRemoved.push(m.at);
    } else if (m.kind === 'spotting-round') spottingRoundsRemoved.push(m.at);
    else hexMarkers.push(m);
  }
  const fires = state.hexMarkers.filter((m) => m.kind === 'fire').map((m) => m.at);
  return {
    state: {
      ...withoutScratch(state),
      units,
      hexMarkers,
      turn: state.turn + 1,
      phase: 'rally',
      initiativeSettled: false,
      passes: 0,
      rallyDone: [],
      rallied: [],
    },
    administrative: { endedTurn: state.turn, markersRemoved, smokeFlipped, smokeRemoved, ffeRemoved, spottingRoundsRemoved, fires },
  };
}

/**
 * Walking barrages at the start of an Operations phase, before any impulse: each FFE marker with
 * turns left walks one hex in its direction (Walking Barrage Fire Mission, 18.2.1). Markers that walk
 * off the board are removed. Returns the new state and the hexes to attack, with their firepower.
 */
export function walkBarrages(state: LnlState): { state: LnlState; attacks: { at: HexCoord; firepower: number; side: string }[] } {
  const attacks: { at: HexCoord; firepower: number; side: string }[] = [];
  const hexMarkers = state.hexMarkers.flatMap((m): HexMarker[] => {
    if (m.kind !== 'ffe' || !m.walk || m.walk.turnsLeft <= 0) return [m];
    const at = hexNeighbour(m.at, m.walk.direction);
    if (state.grid && !onHexGrid(at, state.grid)) return [];
    attacks.push({ at, firepower: m.firepower, side: m.side });
    return [{ ...m, at, walk: { ...m.walk, turnsLeft: m.walk.turnsLeft - 1 } }];
  });
  return { state: { ...state, hexMarkers }, attacks };
}

/** The turn's scratch (last move, last spot, Spotted markers) does not outlive it. */
function withoutScratch(state: LnlState): LnlState {
  const { lastMove: _m, lastSpot: _s, spottedHexes: _h, activeHex: _a, ...rest } = state;
  return rest;
}

/** Sides that still have units in play. */
export function sidesInPlay(state: LnlState): string[] {
  return state.sides.filter((s) => state.units.some((u) => sameName(u.side, s) && inPlay(u)));
}
