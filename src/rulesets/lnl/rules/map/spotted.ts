import { hexDistance, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { LosClass } from './line-of-sight.js';
import { autoSpotReasons, type AutoSpotReason, type SpottingMarker, type SpottingTarget } from './spotting.js';
import { hexOf, otherSide, unitsAt, type LnlState } from '../game/state.js';

const SPOTTING_MARKERS: readonly SpottingMarker[] = ['fired', 'moved', 'assault-move', 'hit-and-run'];

/** Why a hex is spotted for a side: the automatic reasons of 10.1 item 1, or a spot this turn. */
export type SpottedReason = AutoSpotReason | 'spotted-this-turn';

/**
 * Whether `side` has `hex` spotted (LnL player aid, Spotting 10.1): automatically — enemy units
 * there marked Fired, Moved, Assault Move or Hit & Run, open terrain, or a Good Order unit of the
 * side next to it (or in it) — or because one of its units spotted it this turn (the Spotted marker
 * stays until the Administrative phase, 9.0). Fire needs its target spotted (5.0).
 */
export function hexSpotted(state: LnlState, side: string, hex: HexCoord, terrain: LosClass): SpottedReason[] {
  const reasons: SpottedReason[] = autoSpotReasons(spottingTarget(state, side, hex, terrain));
  if ((state.spottedHexes ?? []).some((s) => s.side === side && sameHex(s.at, hex))) reasons.push('spotted-this-turn');
  return reasons;
}

/** What a side's spotter sees of a hex: its terrain, the enemy's markers there, a friend beside it. */
export function spottingTarget(state: LnlState, side: string, hex: HexCoord, terrain: LosClass): SpottingTarget {
  const enemy = unitsAt(state, hex, otherSide(state, side));
  const markers = [...new Set(enemy.flatMap((u) => u.markers.filter((m): m is SpottingMarker => (SPOTTING_MARKERS as readonly string[]).includes(m))))];
  const adjacentFriendlyGoodOrder = state.units.some((u) => {
    const at = u.side === side && u.status === 'good-order' && u.kind !== 'support-weapon' ? hexOf(state, u) : undefined;
    return at !== undefined && hexDistance(at, hex) <= 1;
  });
  return { terrain, markers, adjacentFriendlyGoodOrder };
}

/** Records a successful spot: the hex stays spotted for `side` until the Administrative phase. */
export function markSpotted(state: LnlState, side: string, hex: HexCoord): LnlState {
  if ((state.spottedHexes ?? []).some((s) => s.side === side && sameHex(s.at, hex))) return state;
  return { ...state, spottedHexes: [...(state.spottedHexes ?? []), { side, at: hex }] };
}
