import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Point } from '../../../../core/board/geometry.js';
import { intRule, type HouseRules } from './house-rule-lookup.js';

/*
 * The one measurement Crossfire has (crossfire-core §1.1, S5): "within one stand width" is strictly
 * less than one stand width edge to edge; if a stand would fit in the gap it is too far. It is used by
 * group moves, fire groups, commander assistance, barrage kill potential, close combat and mounting,
 * and by the fieldcraft rules (Track "within one base width of Spoor", Reorganise "within a stand
 * width", reveal in the open; seed 001). Once pieces have table positions the bot measures; only a
 * piece without a position still needs its owner's word.
 *
 * A piece — a stand, a Sneaker or a Spoor marker — is a square base one stand width across, centred on
 * its position and square to the table edges, as the board draws it.
 */

/** Something that may have a place on the table. */
export interface Placed {
  readonly position?: Point | undefined;
}

/** The house rule's default width, for placing where no campaign's rules are at hand. */
export const DEFAULT_STAND_WIDTH = 1.25;

/** A stand's width in inches, house rule `board.standWidth` (hundredths of an inch; 125 = 1¼"). */
export function standWidth(rules: HouseRules): number {
  return intRule(rules, 'board.standWidth') / 100;
}

/**
 * The gap between two bases one `width` across centred on `a` and `b`, edge to edge (0 when they
 * touch or overlap): along each table axis the centres' distance less one width, then the diagonal.
 */
export function baseGap(a: Point, b: Point, width: number): number {
  const gx = Math.max(0, Math.abs(a.x - b.x) - width);
  const gy = Math.max(0, Math.abs(a.y - b.y) - width);
  return Math.hypot(gx, gy);
}

/** Whether a gap is within one stand width: strictly less, so a stand that fits in it is too far (S5). */
export function gapWithin(gap: number, width: number): boolean {
  return gap < width - 1e-9;
}

/**
 * What the board says of two pieces: `within` or `beyond` one stand width when both have positions,
 * `unmeasured` when either has none (then the owner's word is needed).
 */
export type Measure =
  | { readonly kind: 'within'; readonly gap: number }
  | { readonly kind: 'beyond'; readonly gap: number }
  | { readonly kind: 'unmeasured' };

export function measure(a: Placed, b: Placed, rules: HouseRules): Measure {
  if (a.position === undefined || b.position === undefined) return { kind: 'unmeasured' };
  const width = standWidth(rules);
  const gap = baseGap(a.position, b.position, width);
  return gapWithin(gap, width) ? { kind: 'within', gap } : { kind: 'beyond', gap };
}

/** Whether the board shows `a` and `b` within one stand width; undefined when either has no position. */
export function withinStandWidth(a: Placed, b: Placed, rules: HouseRules): boolean | undefined {
  const m = measure(a, b, rules);
  return m.kind === 'unmeasured' ? undefined : m.kind === 'within';
}

/** A gap in inches, as the words show it: two decimals at most. */
export const roundGap = (gap: number): number => Math.round(gap * 100) / 100;

/** The pieces measured against a reference, in order: who was measured and who rests on the owner's word. */
export interface Reach {
  /** Ids the board showed within one stand width. */
  readonly measured: readonly string[];
  /** Ids without a position (or whose reference has none): on the owner's word. */
  readonly onWord: readonly string[];
}

export type ReachError = 'fogo/too-far';

/**
 * Checks that every piece of `pieces` is within one stand width of `from` (a fire group around its
 * leader, a commander helping a rally or a close combat, a barrage's kill potential): the first the
 * board shows beyond is refused with its gap in inches and the width; the unplaced are listed as on
 * the owner's word. `role` names the measurement in the refusal ("fire group", "commander", …).
 */
export function checkReach(
  from: Placed & { readonly id: string },
  pieces: readonly (Placed & { readonly id: string })[],
  rules: HouseRules,
  role: string,
): RuleResult<Reach, ReachError> {
  const measured: string[] = [];
  const onWord: string[] = [];
  for (const p of pieces) {
    const m = measure(from, p, rules);
    if (m.kind === 'beyond') {
      return fail('fogo/too-far', { stand: p.id, from: from.id, gap: roundGap(m.gap), width: standWidth(rules), role });
    }
    (m.kind === 'within' ? measured : onWord).push(p.id);
  }
  return ok({ measured, onWord });
}

/**
 * Checks that `pieces` form one group in which each is within one stand width of another (a group
 * move, a revealed Sneaker's stands placed one by one): pieces with positions must be chained
 * together, and the unplaced ride on the owner's word. Refused with the first piece the board shows
 * apart from the rest.
 */
export function checkChained(
  pieces: readonly (Placed & { readonly id: string })[],
  rules: HouseRules,
  role: string,
): RuleResult<Reach, ReachError> {
  const placed = pieces.filter((p) => p.position !== undefined);
  const onWord = pieces.filter((p) => p.position === undefined).map((p) => p.id);
  if (placed.length <= 1) return ok({ measured: placed.map((p) => p.id), onWord });
  const width = standWidth(rules);
  const joined = new Set<number>([0]);
  let grew = true;
  while (grew) {
    grew = false;
    placed.forEach((p, i) => {
      if (joined.has(i)) return;
      if ([...joined].some((j) => gapWithin(baseGap(p.position!, placed[j]!.position!, width), width))) {
        joined.add(i);
        grew = true;
      }
    });
  }
  const apart = placed.findIndex((_, i) => !joined.has(i));
  if (apart >= 0) {
    const p = placed[apart]!;
    const gap = Math.min(...[...joined].map((j) => baseGap(p.position!, placed[j]!.position!, width)));
    return fail('fogo/too-far', { stand: p.id, from: placed[0]!.id, gap: roundGap(gap), width, role });
  }
  return ok({ measured: placed.map((p) => p.id), onWord });
}

/**
 * The piece of `pieces` nearest to `from` by the gap between their bases (ties: the first listed),
 * among those with positions; undefined when `from` or every piece has none.
 */
export function nearest<T extends Placed>(from: Placed, pieces: readonly T[], rules: HouseRules): T | undefined {
  if (from.position === undefined) return undefined;
  const width = standWidth(rules);
  let best: { piece: T; gap: number; centre: number } | undefined;
  for (const p of pieces) {
    if (p.position === undefined) continue;
    const gap = baseGap(from.position, p.position, width);
    const centre = Math.hypot(from.position.x - p.position.x, from.position.y - p.position.y);
    if (!best || gap < best.gap - 1e-9 || (Math.abs(gap - best.gap) <= 1e-9 && centre < best.centre - 1e-9)) best = { piece: p, gap, centre };
  }
  return best?.piece;
}

/**
 * The point one stand width further from `away` than `at`, straight back along the line between them
 * (a close-combat push-back, crossfire-core §1.8, S6); straight down the table when they coincide.
 */
export function pushedBack(at: Point, away: Point, rules: HouseRules): Point {
  const width = standWidth(rules);
  const dx = at.x - away.x;
  const dy = at.y - away.y;
  const d = Math.hypot(dx, dy);
  const [ux, uy] = d < 1e-9 ? [0, 1] : [dx / d, dy / d];
  const round = (n: number): number => Math.round(n * 100) / 100;
  return { x: round(at.x + ux * width), y: round(at.y + uy * width) };
}

/** A reach as a result records it: only the lists that are not empty. */
export function reachNote(r: Reach): { measured?: readonly string[]; onWord?: readonly string[] } {
  return { ...(r.measured.length ? { measured: r.measured } : {}), ...(r.onWord.length ? { onWord: r.onWord } : {}) };
}
