import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { MAX_DEGRADING_HEXES, type LosClass } from './line-of-sight.js';
import { nonZero, sumModifiers, type Modifier } from '../game/modifiers.js';

/** A marker that makes a hex spotted by itself (player aid, Spotting 10.1, item 1). */
export type SpottingMarker = 'fired' | 'moved' | 'assault-move' | 'hit-and-run';

/** What makes a hex automatically spotted. */
export type AutoSpotReason = SpottingMarker | 'open-terrain' | 'adjacent-good-order';

/** The hex someone tries to spot, as the state layer sees it. */
export interface SpottingTarget {
  /** The LOS class of the target hex's own terrain. */
  readonly terrain: LosClass;
  /** The markers on units in the hex (Fired, Moved, Assault Move, Hit & Run). */
  readonly markers?: readonly SpottingMarker[];
  /** A Good Order unit of the spotting side stands next to the hex. */
  readonly adjacentFriendlyGoodOrder?: boolean;
  /**
   * The units got there by Stealth Movement: in degrading or blocking terrain they are not spotted
   * automatically for being adjacent (player aid, Movement 6.4).
   */
  readonly stealthMoved?: boolean;
}

/** Who tries to spot, and through what. */
export interface SpottingAttempt {
  readonly target: SpottingTarget;
  /** Degrading hexes the LOS passes through (from `lineOfSight`); a third one blocks. */
  readonly degradingHexes: number;
  /** The LOS is blocked by blocking terrain. */
  readonly losBlocked?: boolean;
  /** A Good Order leader makes the attempt: his LM (a Shaken leader's LM does not apply). */
  readonly leaderLm?: number;
  readonly scout?: boolean;
  readonly thermalSights?: boolean;
}

/** What a spotting attempt does to markers, for the state layer to apply. */
export type SpottingEffect =
  /** The spotting unit is marked Ops Complete, whatever the result (10.1, item 3). */
  | { readonly kind: 'place-ops-complete'; readonly on: 'spotter' }
  /** The target hex is spotted (a Spotted marker, unless a marker there already spots it). */
  | { readonly kind: 'mark-spotted'; readonly on: 'target-hex' }
  /** The spotter may fire at the hex at once, and doing so removes its Ops Complete (10.1, item 4). */
  | { readonly kind: 'may-fire-now'; readonly removesOpsComplete: true };

export type Spotting =
  | {
      readonly kind: 'automatic';
      readonly reasons: readonly AutoSpotReason[];
    }
  | {
      readonly kind: 'roll';
      readonly die: number;
      readonly modifiers: readonly Modifier[];
      readonly total: number;
      /** Succeeds on this or less: 3 in degrading terrain, 2 in blocking terrain. */
      readonly target: number;
      readonly terrain: 'degrading' | 'blocking';
      /** A natural 6 failed a scout's or a thermal sight's attempt whatever the total (10.1.2, 11.6). */
      readonly natural6: boolean;
      readonly success: boolean;
      readonly effects: readonly SpottingEffect[];
      readonly part: RolledPart;
    };

export type SpottingError = 'lnl/los-blocked';

/** The spotting number per terrain: "Degrading terrain, 3 or less … Blocking terrain, 2 or less". */
export const SPOTTING_TARGET = { degrading: 3, blocking: 2 } as const;

/**
 * Why a hex is spotted without a roll (LnL player aid, Spotting (10.1), item 1): a unit there marked
 * Fired, Moved, Assault Move or Hit & Run; open terrain; or a friendly Good Order unit adjacent (but
 * not for Stealth-moved units in degrading or blocking terrain, Movement 6.4). Empty: roll for it.
 */
export function autoSpotReasons(target: SpottingTarget): AutoSpotReason[] {
  const reasons: AutoSpotReason[] = [...new Set(target.markers ?? [])];
  if (target.terrain === 'open') reasons.push('open-terrain');
  const stealthHidden = target.stealthMoved === true && target.terrain !== 'open';
  if (target.adjacentFriendlyGoodOrder === true && !stealthHidden) reasons.push('adjacent-good-order');
  return reasons;
}

/** The spotting roll's modifiers, with the player aid's values (10.1, 10.1.2, 11.6). */
export function spottingModifiers(attempt: SpottingAttempt): Modifier[] {
  return nonZero([
    { reason: 'leadership', value: -(attempt.leaderLm ?? 0) },
    { reason: 'spotting-distance', value: Math.min(attempt.degradingHexes, MAX_DEGRADING_HEXES) },
    { reason: 'scout', value: attempt.scout === true ? -2 : 0 },
    { reason: 'thermal-sights', value: attempt.thermalSights === true ? -2 : 0 },
  ]);
}

/**
 * A spotting attempt (LnL player aid, Spotting (10.1); Thermal Imaging Sights (10.1.2); Scouts
 * (11.6)). A hex spotted automatically needs no roll and costs nothing. Otherwise 1d6 − the spotting
 * leader's LM + 1 per degrading hex in the LOS (max two) − 2 for a scout − 2 for thermal sights
 * succeeds on 3 or less in degrading terrain, 2 or less in blocking terrain; for a scout or a unit
 * with thermal sights a natural 6 always fails (003 L377, L481: the player aid gives that rule to
 * them alone, whose −2 could otherwise turn a 6 into a success). The spotter is marked Ops Complete either way; on a success it may fire at the hex at once,
 * which removes the Ops Complete. A LOS that is blocked, or passes through three degrading hexes,
 * allows no attempt.
 */
export function attemptSpotting(attempt: SpottingAttempt, roller: Roller): RuleResult<Spotting, SpottingError> {
  if (attempt.losBlocked === true || attempt.degradingHexes > MAX_DEGRADING_HEXES) {
    return fail('lnl/los-blocked', { degradingHexes: attempt.degradingHexes });
  }
  const reasons = autoSpotReasons(attempt.target);
  if (reasons.length > 0) return ok({ kind: 'automatic', reasons });
  const terrain = attempt.target.terrain === 'blocking' ? 'blocking' : 'degrading';
  const target = SPOTTING_TARGET[terrain];
  const part = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'spotting');
  const die = part.total;
  const modifiers = spottingModifiers(attempt);
  const total = die + sumModifiers(modifiers);
  const natural6 = die === 6 && (attempt.scout === true || attempt.thermalSights === true);
  const success = !natural6 && total <= target;
  const effects: SpottingEffect[] = [{ kind: 'place-ops-complete', on: 'spotter' }];
  if (success) effects.push({ kind: 'mark-spotted', on: 'target-hex' }, { kind: 'may-fire-now', removesOpsComplete: true });
  return ok({ kind: 'roll', die, modifiers, total, target, terrain, natural6, success, effects, part });
}
