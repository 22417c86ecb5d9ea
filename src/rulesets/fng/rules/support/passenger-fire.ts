import type { Point } from '../../../../core/board/geometry.js';
import type { HelicopterStats } from './air-lists.js';

/**
 * Passengers firing from the door (FNG 2nd Tour p.90, seed L2016): "A maximum of three soldiers, plus
 * the door gunners, may 'be in the door' on each side of a helicopter with large side doors (the UH-1
 * and UH-34). Passengers of observation type helicopters (such as the OH-6) may only fire out of the
 * doors or windows next to which they are sitting. Large 'solid body' type helicopters (such as the
 * CH-46) ... This allows ¼ of the number of total possible passengers to have firing positions. Only
 * these previously explained soldiers may fire their weapons from the helicopter, counting as Fast
 * Moving on the Ranged Combat Table if the helicopter is moving. If the helicopter is hovering they
 * fire as normal."
 */

/** Where a helicopter's passengers may fire from (L2016). */
export type FiringPositions =
  /** UH-1 and UH-34: three a side "in the door". */
  | { readonly kind: 'side-doors'; readonly perSide: number }
  /** An observation helicopter (OH-6): each out of his own side. */
  | { readonly kind: 'seats' }
  /** A solid body (CH-46): a quarter of its passengers, out of either side or the ramp. */
  | { readonly kind: 'solid-body'; readonly positions: number }
  /** No passengers (a Cobra; a Firefly or Nighthawk carries none, L1981). */
  | { readonly kind: 'none' };

/** "A maximum of three soldiers ... on each side" (L2016). */
export const IN_THE_DOOR_PER_SIDE = 3;

/** The firing positions of a helicopter on the lists (p.108–109, L2016). */
export function firingPositions(h: Pick<HelicopterStats, 'id' | 'passengers'>): FiringPositions {
  if (h.passengers <= 0) return { kind: 'none' };
  if (h.id === 'oh-6-loach') return { kind: 'seats' };
  if (h.id === 'ch-46-sea-knight') return { kind: 'solid-body', positions: Math.floor(h.passengers / 4) };
  return { kind: 'side-doors', perSide: IN_THE_DOOR_PER_SIDE };
}

/**
 * Which side of a helicopter flying `heading` a point lies on; `undefined` straight ahead or behind. On a
 * screen's axes (y down), a point with cross < 0 lies on the pilot's left.
 */
export function sideOf(from: Point, heading: Point, p: Point): 'left' | 'right' | undefined {
  const cross = heading.x * (p.y - from.y) - heading.y * (p.x - from.x);
  if (Math.abs(cross) < 1e-9) return undefined;
  return cross < 0 ? 'left' : 'right';
}

/**
 * The bot's reading of an OH-6's seats (L2016, "next to which they are sitting"): its passengers sit
 * one a side in the order they boarded, the first on the left (the observer's side, the lists' personal
 * weapon, p.108), the second on the right.
 */
export function seatSide(index: number): 'left' | 'right' {
  return index % 2 === 0 ? 'left' : 'right';
}

export type DoorFireRefusal = 'fng/no-passenger-fire' | 'fng/passenger-wrong-side' | 'fng/door-full';

/**
 * Whether a passenger may fire at a target on `side` (undefined: straight ahead or behind) this
 * activation, `used` firing from each side already (L2016): none from a helicopter without passengers;
 * an OH-6's out of his seat's side only; a UH-1's or UH-34's while that side's door has fewer than three
 * (ahead or behind, the side with room); a CH-46's while fewer than its quarter have fired. Returns the
 * side he fires out of, or the refusal.
 */
export function doorFire(pos: FiringPositions, side: 'left' | 'right' | undefined, used: { readonly left: number; readonly right: number }, seat?: 'left' | 'right'): { readonly ok: true; readonly side: 'left' | 'right' } | { readonly ok: false; readonly code: DoorFireRefusal } {
  switch (pos.kind) {
    case 'none':
      return { ok: false, code: 'fng/no-passenger-fire' };
    case 'seats': {
      const s = seat ?? 'left';
      return side === undefined || side === s ? { ok: true, side: s } : { ok: false, code: 'fng/passenger-wrong-side' };
    }
    case 'side-doors': {
      const sides: readonly ('left' | 'right')[] = side ? [side] : used.left <= used.right ? ['left', 'right'] : ['right', 'left'];
      const room = sides.find((s) => used[s] < pos.perSide);
      return room ? { ok: true, side: room } : { ok: false, code: 'fng/door-full' };
    }
    case 'solid-body':
      return used.left + used.right < pos.positions ? { ok: true, side: side ?? 'left' } : { ok: false, code: 'fng/door-full' };
  }
}
