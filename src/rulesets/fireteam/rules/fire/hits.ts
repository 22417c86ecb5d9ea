import type { UnitRef } from '../../../../core/unit-ref.js';
import type { HitEffect, ShotInput } from './fire.js';
import { extrasOf, keptFor, listed, tagOf, withExtras, type FireteamGame } from '../game/game.js';
import { findUnit, pinUnit, updateUnit } from '../game/state.js';
import { figuresLeft, hasRole, type Unit } from '../troops/units.js';

/**
 * A unit as the fire table sees it (seed 004, Firing; Pinning and Morale; Special Units): its
 * quality, the Pins it has taken this turn, whether it is already Pinned this turn, the figures left,
 * and what shifts its cover (sniper, scout, gone to ground).
 */
export function hitTargetOf(t: Unit, turn: number): ShotInput['target'] {
  return {
    quality: t.quality,
    pinsTaken: t.pinsThisTurn,
    alreadyPinned: t.status === 'pinned' && t.pinnedTurn === turn,
    figures: figuresLeft(t),
    sniper: hasRole(t, 'sniper'),
    scout: hasRole(t, 'scout'),
    goneToGround: t.goneToGround,
  };
}

/**
 * Seed 004, Firing and Pinning and Morale: hits land on the target — Pins and Kills counted, Pinned
 * if the shot pins it, gone when no figure is left. The Kills of this turn are kept for the medics
 * (Special Units: Medics), and so is a hit by a heavy weapon or flamethrower (any hit left Pins).
 */
export function applyEffect(game: FireteamGame, target: UnitRef, effect: HitEffect, heavy = false): { game: FireteamGame; eliminated: boolean } {
  let g = updateUnit(game, target, (u) => ({ ...u, casualties: u.casualties + effect.kills, pinsThisTurn: u.pinsThisTurn + effect.pins }));
  if (effect.pinnedBy) g = pinUnit(g, target);
  const t = findUnit(g, target)!;
  const kills = extrasOf(g).killsThisTurn;
  if (effect.kills > 0) g = withExtras(g, { killsThisTurn: { ...kills, [tagOf(t)]: (keptFor(kills, t) ?? 0) + effect.kills } });
  const heavyHits = extrasOf(g).heavyHits ?? [];
  if (heavy && effect.hits > 0 && !listed(heavyHits, t)) g = withExtras(g, { heavyHits: [...heavyHits, tagOf(t)] });
  const eliminated = t.figures > 0 && t.casualties >= t.figures;
  if (eliminated) g = updateUnit(g, target, (u) => ({ ...u, status: 'removed', onTable: false, overwatch: false }));
  return { game: g, eliminated };
}
