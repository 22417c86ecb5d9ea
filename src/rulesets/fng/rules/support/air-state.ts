import { distance, pointInShape, segmentTouchesShape, type AreaShape, type Point } from '../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { FireResult } from '../firefight/ranged-combat.js';
import { FAC_MARK_INCHES } from './tac-air.js';

/**
 * What air support leaves over the table and what it saw (FNG 2nd Tour p.83–88, seed L1904–L1931,
 * L1986–L1990): napalm still burning, WP smoke, a FAC's marking smoke, flares and searchlights, the
 * FAC itself and the targets Aerial Spotting Checks found. All of it is the Free World Forces' own and
 * public. Only types and questions about the table live here (state, chain, turn and sight read them);
 * what changes it is in air-areas.ts, air-turn.ts and order-fac.ts.
 */

/**
 * `grenade-smoke`: a thrown smoke grenade's cloud (L771); `flare` also a soldier's pencil flare (L366);
 * `flame`: the residual flame a flame-thrower leaves for the rest of the battle (L782, L785).
 */
export type AirAreaKind = 'napalm' | 'wp-smoke' | 'mark-smoke' | 'grenade-smoke' | 'flare' | 'searchlight' | 'flame';

export interface AirArea {
  /** A1, A2 …: numbered once, never reused. */
  readonly id: string;
  readonly kind: AirAreaKind;
  /** A circle (an ellipse with equal radii) or a strip (a four-cornered polygon), in inches. */
  readonly shape: AreaShape;
  /** The support that left it (S1…), `FAC`, or the figure (its key) who threw or fired it. */
  readonly by: string;
  /** The turn it was made, or (a thrown smoke grenade's cloud, L771) the first turn it lies over the table. */
  readonly since: number;
  /** Flares, searchlights and marking smoke: the last turn it lasts. Napalm and WP smoke stay until their die says. */
  readonly until?: number;
  /** Napalm and WP smoke: the turn its die was last rolled. */
  readonly rolled?: number;
  /** Napalm: who it burned in `turn` (keys), each once a turn (L1911). */
  readonly burned?: { readonly turn: number; readonly keys: readonly string[] };
  /** A FAC's WP mark: attacks landing within 24" of it count the pilot one REP higher (L1922). */
  readonly mark?: boolean;
  /** A smoke grenade's cloud lengthening downwind: which of its three turns this shape is (L771). */
  readonly stage?: 1 | 2 | 3;
  /**
   * Smoke kept under a jungle's branches: not seen from outside the jungle (L773), its shape cut to the
   * jungle (`feature`) from where the grenade `landed` (both absent in a record kept before); the die, if one was rolled.
   */
  readonly underCanopy?: { readonly canopy: 'single' | 'double' | 'triple'; readonly feature?: string; readonly landed?: Point; readonly die?: number };
}

/** A target an Aerial Spotting Check found (L1921, L1924, L1927). */
export interface AerialSpot {
  readonly turn: number;
  /** `P3` for a PEF, else the enemy group's unit. */
  readonly target: string;
  /** The PEF's marker, or the middle of the group. */
  readonly at: Point;
  /** An enemy group: its figures (keys) where they stood. */
  readonly figures?: readonly { readonly key: string; readonly at: Point }[];
}

/** The FAC over the table (L1919–L1925), known from its first run. */
export interface FacState {
  /** The airstrike request (S1…) it came with. */
  readonly request: string;
  readonly pilotRep: number;
  /** WP marking rockets left (`fng.air.fac-aircraft`). */
  readonly rockets: number;
  /** The activation (`FngGame.serial`) of its last run. */
  readonly ran?: number;
}

export interface AirState {
  readonly next: number;
  readonly areas: readonly AirArea[];
  readonly spots: readonly AerialSpot[];
  readonly facs: readonly FacState[];
  /** The activation of the last airstrike pass: a FAC flies its own run only in one without (L1925). */
  readonly struck?: number;
  /** What a request may do once a turn or activation: `S2 flare` → turn, `S3 run` → activation. */
  readonly used?: Readonly<Record<string, number>>;
}

export const emptyAir = (): AirState => ({ next: 1, areas: [], spots: [], facs: [] });

/** The part of a game these questions read: its turn and the air state. */
export interface AirGame {
  readonly turn: number;
  readonly air?: AirState;
}

export const airOf = (g: AirGame): AirState => g.air ?? emptyAir();

/** A circle `diameter` across. */
export const circle = (centre: Point, diameter: number): AreaShape => ({ kind: 'ellipse', centre, rx: diameter / 2, ry: diameter / 2, rotation: 0 });

/** A strip `width` wide from `from` to `to` (the napalm template, a searchlight's or a gunship's swath). */
export function strip(from: Point, to: Point, width: number): AreaShape {
  const d = distance(from, to);
  const n = d === 0 ? { x: 0, y: 0 } : { x: (-(to.y - from.y) / d) * (width / 2), y: ((to.x - from.x) / d) * (width / 2) };
  const r = (v: number): number => Math.round(v * 100) / 100;
  const p = (a: Point, s: number): Point => ({ x: r(a.x + s * n.x), y: r(a.y + s * n.y) });
  return { kind: 'polygon', points: [p(from, 1), p(to, 1), p(to, -1), p(from, -1)] };
}

/** Whether an area still lies over the table this turn. */
export const lasts = (a: AirArea, turn: number): boolean => a.until === undefined || turn <= a.until;

/** Whether an area lies over the table this turn: begun (a smoke grenade billows out from the turn after it is thrown, L771) and lasting. */
export const over = (a: AirArea, turn: number): boolean => a.since <= turn && lasts(a, turn);

/** The areas of these kinds over the table this turn. */
export function areasOf(g: AirGame, kinds: readonly AirAreaKind[]): AirArea[] {
  return airOf(g).areas.filter((a) => kinds.includes(a.kind) && over(a, g.turn));
}

export const LIGHT: readonly AirAreaKind[] = ['flare', 'searchlight'];
export const SMOKE: readonly AirAreaKind[] = ['wp-smoke', 'mark-smoke', 'grenade-smoke'];

/** The napalm burning at a spot, if any (L1911). */
export function napalmAt(g: AirGame, p: Point): AirArea | undefined {
  return areasOf(g, ['napalm']).find((a) => pointInShape(p, a.shape));
}

/** Whether a flare or searchlight lights the spot (L806, L1810, L1988). */
export const litAt = (g: AirGame, p: Point): boolean => areasOf(g, LIGHT).some((a) => pointInShape(p, a.shape));

/** The smoke a figure at a spot stands in, if any (L773: it cannot fire or be hit by fire). */
export function smokeAt(g: AirGame, p: Point): AirArea | undefined {
  return areasOf(g, SMOKE).find((a) => pointInShape(p, a.shape));
}

/** The smoke a line between two spots crosses or starts in (L773, L1904, L1917). */
export function smokeAcross(g: AirGame, from: Point, to: Point): AirArea | undefined {
  return areasOf(g, SMOKE).find((a) => segmentTouchesShape(from, to, a.shape));
}

/** A FAC's WP mark within 24" of where an attack lands (L1922). */
export function markNear(g: AirGame, p: Point): AirArea | undefined {
  return areasOf(g, ['mark-smoke']).find((a) => a.mark === true && a.shape.kind === 'ellipse' && distance(a.shape.centre, p) <= FAC_MARK_INCHES);
}

/** A FAC flew its run this activation: no airstrike then (L1925). */
export const facFlew = (g: AirGame & { readonly serial: number }): boolean => airOf(g).facs.some((f) => f.ran === g.serial);

/** One target's Aerial Spotting Check (L1915–L1921): what stood against it and what the dice said. */
export interface SpotCheck {
  readonly target: string;
  readonly pef: boolean;
  readonly at: Point;
  readonly coverFromAir: boolean;
  readonly concealedFromAir: boolean;
  /** Triple canopy: not seen from the air but by a hovering helicopter within 2" (L1167). */
  readonly unseen?: boolean;
  /** At night outside any light: not seen (L1986, `fng.air.night-spotting`). */
  readonly dark?: boolean;
  readonly dice: number;
  readonly passes: number;
  readonly spotted: boolean;
  readonly part?: RolledPart;
}

/** What the air events tell: every roll with its table and line. */
export type AirEvent =
  | { readonly kind: 'fac-up'; readonly request: string; readonly pilotRep: number; readonly rockets: number; readonly until: number; readonly part: RolledPart }
  | { readonly kind: 'spotting'; readonly by: string; readonly pilotRep: number; readonly hovering: boolean; readonly from: Point; readonly to: Point; readonly checks: readonly SpotCheck[] }
  | {
      readonly kind: 'mark';
      readonly at: Point;
      readonly rep: number;
      readonly hit: boolean;
      readonly deviation?: { readonly die: number; readonly direction: string; readonly inches: number };
      readonly lands: Point;
      readonly rocketsLeft: number;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'fac-fire'; readonly target: string; readonly weapon: string; readonly tr: number; readonly result: FireResult }
  | { readonly kind: 'area'; readonly area: AirArea }
  | { readonly kind: 'area-die'; readonly id: string; readonly area: AirAreaKind; readonly stays: boolean; readonly part: RolledPart }
  | { readonly kind: 'area-ends'; readonly id: string; readonly area: AirAreaKind }
  | { readonly kind: 'napalm-burns'; readonly id: string; readonly figures: readonly string[] }
  | { readonly kind: 'gun-run'; readonly by: string; readonly attack: 'swath' | 'ring'; readonly under: readonly string[]; readonly runsLeft: number }
  | { readonly kind: 'gun-fire'; readonly by: string; readonly figure: string; readonly result: FireResult }
  | {
      readonly kind: 'illumination';
      readonly by: string;
      readonly weapon: 'mortar' | 'artillery';
      readonly rep: number;
      readonly passes: number;
      readonly steps: readonly { readonly die: number; readonly direction: string }[];
      readonly lands: Point;
      readonly parts: readonly RolledPart[];
    };
