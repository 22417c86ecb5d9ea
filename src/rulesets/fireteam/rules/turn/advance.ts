import type { Roller } from '../../../../core/dice/roller.js';
import { smokeCheck } from '../artillery/artillery.js';
import { declaringUnit, extrasOf, keptFor, listed, withExtras, type FireteamGame } from '../game/game.js';
import { morale } from '../troops/morale.js';
import { sidedDeclarations, withUnits, type Phase } from '../game/state.js';
import { completeSmokeCheck, endPhase, PHASE_TABLE, type PhaseChange } from './turn.js';
import { hasRole, isInPlay, isOnTable, type Unit } from '../troops/units.js';

/** What happened as the game moved on by itself, in order, for the channel to be told. */
export type AdvanceEvent =
  /** A smoke cloud's end-of-turn roll (Indirect Fire). */
  | { readonly kind: 'smoke'; readonly cloud: string; readonly roll: number; readonly vanishes: boolean }
  /** A unit judged on its casualties as the pinning phase closed (Pinning and Morale). */
  | {
      readonly kind: 'morale';
      readonly unit: string;
      readonly side: string;
      readonly casualties: number;
      readonly figures: number;
      readonly status: 'removed' | 'permanently-pinned';
      readonly heldByCommissar: boolean;
    }
  /** A phase over, with what its end did. */
  | { readonly kind: 'phase-over'; readonly change: Omit<PhaseChange, 'state'> };

const allDone = (g: FireteamGame): boolean => g.sides.every((s) => g.step.done.includes(s));

/** Whether every declared shot of this firing phase has been resolved (or withheld). */
export function firingResolved(g: FireteamGame): boolean {
  const resolved = extrasOf(g).resolved;
  return sidedDeclarations(g).every((d) => {
    const u = declaringUnit(g, d);
    return u !== undefined && listed(resolved, u);
  });
}

/** Whether the phase is over by itself: its orders are all given, so the game moves on. */
function phaseOver(g: FireteamGame): boolean {
  switch (g.phase) {
    case 'patrol':
      return g.patrol !== undefined && g.patrol.stage !== 'moving';
    case 'deploy-jops':
      return g.patrol !== undefined && g.patrol.stage === 'done';
    case 'firing':
      return allDone(g) && firingResolved(g);
    case 'pinning':
      return allDone(g) || nothingToRally(g);
    default:
      return (PHASE_TABLE[g.phase].order === 'alternate' || PHASE_TABLE[g.phase].order === 'free') && allDone(g);
  }
}

/** No unit Pinned or hit this turn: no rally or medic to wait for, only morale to judge. */
function nothingToRally(g: FireteamGame): boolean {
  const kills = extrasOf(g).killsThisTurn;
  return !g.units.some((u) => isInPlay(u) && (u.status === 'pinned' || u.pinsThisTurn > 0 || (keptFor(kills, u) ?? 0) > 0));
}

const hasCommissar = (g: FireteamGame, side: string): boolean =>
  g.units.some((u) => u.side === side && isOnTable(u) && (hasRole(u, 'commissar-heroic') || hasRole(u, 'commissar-kgb')));

/**
 * Seed 004, Pinning and Morale, judged as the phase closes (after rallies and medics): 30% casualties
 * permanently Pinned, 60% removed, a side's Commissar on the table holding its routers in the field.
 */
export function judgeMorale(g: FireteamGame): { game: FireteamGame; events: AdvanceEvent[] } {
  const changed: Unit[] = [];
  const events: AdvanceEvent[] = [];
  for (const u of g.units) {
    if (!isInPlay(u) || u.figures < 1 || u.casualties === 0) continue;
    const r = morale({ figures: u.figures, casualties: u.casualties, commissar: hasCommissar(g, u.side) });
    const judged = { kind: 'morale', unit: u.id, side: u.side, casualties: u.casualties, figures: u.figures, heldByCommissar: r.heldByCommissar } as const;
    if (r.status === 'removed') {
      changed.push({ ...u, status: 'removed', onTable: false, overwatch: false, goneToGround: false });
      events.push({ ...judged, status: 'removed' });
    } else if (r.status === 'permanently-pinned' && u.status !== 'permanently-pinned') {
      changed.push({ ...u, status: 'permanently-pinned', overwatch: false });
      events.push({ ...judged, status: 'permanently-pinned' });
    }
  }
  return { game: withUnits(g, changed), events };
}

/** What a phase's end clears of the game's bookkeeping: resolved shots, the turn's kills and heavy hits, a mover waiting on overwatch. */
function clearedAfter(g: FireteamGame, from: Phase): FireteamGame {
  if (from === 'firing') return withExtras(g, { resolved: [] });
  if (from === 'assaults') return withExtras(g, { killsThisTurn: {}, heavyHits: [], awaitingOverwatch: undefined });
  if (from === 'movement') return withExtras(g, { awaitingOverwatch: undefined });
  return g;
}

/**
 * Seed 004, Turn Sequence: moves the game on while a phase is over by itself — the patrol ends when
 * every marker is locked, the JOP stage when all are placed, an alternating phase when both sides
 * are done, the firing phase when all declared fire is resolved, the pinning phase when both sides
 * are done or nobody has a Pin to rally or a hit to save (morale judged then). A new turn first rolls
 * for any smoke (Indirect Fire: it vanishes on 4–6).
 */
export function advance(start: FireteamGame, roller: Roller): { game: FireteamGame; events: AdvanceEvent[] } {
  let g = start;
  const events: AdvanceEvent[] = [];
  for (let guard = 0; guard < 20; guard++) {
    if (g.pendingChecks.includes('smoke-dispersal')) {
      const keep: string[] = [];
      for (const cloud of g.smoke) {
        const c = smokeCheck(roller);
        if (!c.vanishes) keep.push(cloud.id);
        events.push({ kind: 'smoke', cloud: cloud.id, roll: c.part.total, vanishes: c.vanishes });
      }
      g = completeSmokeCheck(g, keep);
      continue;
    }
    if (!phaseOver(g)) break;
    let before = g;
    if (g.phase === 'pinning') {
      const judged = judgeMorale(g);
      events.push(...judged.events);
      before = judged.game;
    }
    const next = endPhase(before);
    if (!next.ok) break;
    const { state, ...change } = next.value;
    g = clearedAfter(state, change.from);
    events.push({ kind: 'phase-over', change });
  }
  return { game: g, events };
}
