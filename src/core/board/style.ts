/**
 * How a board is drawn, as plain data: each ruleset's kit gives a style per terrain type, status
 * marker and counter kind, and every board view carries its ruleset's table, so the renderer (in a
 * worker thread, handed the view by postMessage) draws from the view alone.
 */

/** A fill texture, in pixels, anchored to the map's origin so neighbouring features line up. */
export type Pattern =
  | { readonly kind: 'trees'; readonly colour: string; readonly spacing: number; readonly radius: number }
  | { readonly kind: 'hatch'; readonly colour: string; readonly spacing: number; readonly angle: number; readonly width: number }
  | { readonly kind: 'dots'; readonly colour: string; readonly spacing: number; readonly radius: number }
  | { readonly kind: 'tufts'; readonly colour: string; readonly spacing: number; readonly height: number }
  | { readonly kind: 'waves'; readonly colour: string; readonly spacing: number };

/** An area feature, or a whole hex. */
export interface AreaStyle {
  readonly fill: string;
  readonly edge: string;
  readonly edgeWidth: number;
  readonly pattern?: Pattern;
  /** Dashed edge (contours, entrenchments). */
  readonly dashed?: boolean;
  /** No fill at all, just the edge (contour lines). */
  readonly hollow?: boolean;
}

/** A linear feature, a path through hexes or a hexside. */
export interface LineStyle {
  /** Drawn first, wider: the banks or edges. */
  readonly outer: string;
  readonly inner: string;
  /** The inner stroke's share of the width. */
  readonly innerShare: number;
  readonly dash?: readonly number[];
  /** Bumps (hedges) or ticks (cliffs, crests) along the line. */
  readonly decoration?: 'bumps' | 'ticks';
  /** Minimum drawn width in pixels, so thin walls stay visible. */
  readonly minPx: number;
}

/** A status marker's badge on a unit. */
export interface Badge {
  readonly text: string;
  readonly fill: string;
  readonly ink: string;
  /** What the legend calls it. */
  readonly words: string;
  /** On a table, drawn as a cross over the stand in `fill` instead of a badge above it (a killed stand). */
  readonly cross?: boolean;
}

/** A marker counter that is not a unit (smoke, a wreck, a side's point on the table). */
export interface CounterStyle {
  readonly fill: string;
  readonly ink: string;
  /** The edge when the counter has no side. */
  readonly edge: string;
  /** A round token (a place on the table) rather than a square counter. */
  readonly round: boolean;
  /** What the legend calls it. */
  readonly words: string;
}

/** Everything a ruleset's boards are drawn with; each table's order is the legend's. */
export interface BoardStyles {
  /** Area terrain types, and the terrain of whole hexes. */
  readonly areas: Readonly<Record<string, AreaStyle>>;
  /** Linear terrain types: polylines on a table, paths and hexsides on a hex map. */
  readonly lines: Readonly<Record<string, LineStyle>>;
  /** By status marker (`UnitMark.markers`); a pinned Sneaker wears the `pinned` badge. */
  readonly badges: Readonly<Record<string, Badge>>;
  /** By counter kind (`CounterMark.counter`). */
  readonly counters: Readonly<Record<string, CounterStyle>>;
}

/** The outline every hex is drawn with. */
export const HEX_LINE = '#66635A';

export const trees = (colour: string, spacing = 22, radius = 6): Pattern => ({ kind: 'trees', colour, spacing, radius });
export const hatch = (colour: string, spacing = 12, angle = 45, width = 1.5): Pattern => ({ kind: 'hatch', colour, spacing, angle, width });
export const dots = (colour: string, spacing = 14, radius = 2): Pattern => ({ kind: 'dots', colour, spacing, radius });
export const tufts = (colour: string, spacing = 14, height = 8): Pattern => ({ kind: 'tufts', colour, spacing, height });
export const waves = (colour: string, spacing = 14): Pattern => ({ kind: 'waves', colour, spacing });
