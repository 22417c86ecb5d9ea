import { HEX_LINE, type AreaStyle, type CounterStyle } from '../core/board/style.js';

/**
 * Side colours from the Okabe–Ito palette, which stays distinct under the common forms of colour
 * blindness; the first two (blue, vermillion) are the safest pair. A side's colour is its place in
 * the view's `sides`, so it is the same in every view of a game.
 */
export const SIDE_COLOURS = ['#0072B2', '#D55E00', '#CC79A7', '#009E73', '#E69F00', '#56B4E9', '#F0E442', '#000000'] as const;
export const UNKNOWN_SIDE_COLOUR = '#4D4D4D';

export const PAPER = '#F4F1E8';
export const TITLE_BAR = '#1E2A38';
export const TITLE_TEXT = '#FFFFFF';
export const SUBTITLE_TEXT = '#D6DEE8';
/** The turn and phase pill in the title bar. */
export const TURN_PILL = '#3A4D63';
export const INK = '#1A1A1A';
export const HALO = '#FFFFFF';
export const GRID_MINOR = 'rgba(0,0,0,0.10)';
export const GRID_MAJOR = 'rgba(0,0,0,0.38)';
export const TABLE_BASE = '#E4DDC3';
/** A hex with no terrain its view's styles draw. */
export const BLANK_HEX: AreaStyle = { fill: '#E9E4CB', edge: HEX_LINE, edgeWidth: 1 };
/** Hidden own troops: grey, with a dashed outline in the side's colour. */
export const GREYED = '#A3A3A3';
/** The real/dummy badge under a Sneaker token: only drawn when the view carries it. */
export const REAL_COLOUR = '#12703A';
export const DUMMY_COLOUR = '#5A4E8C';

/** A counter kind its view's styles do not draw. */
export const PLAIN_COUNTER: CounterStyle = { fill: '#FFFFFF', ink: '#000000', edge: '#000000', round: false, words: 'marker' };

export function sideColour(sides: readonly string[], side: string | undefined): string {
  if (side === undefined) return UNKNOWN_SIDE_COLOUR;
  const i = sides.findIndex((s) => s.toLowerCase() === side.toLowerCase());
  return i < 0 ? UNKNOWN_SIDE_COLOUR : (SIDE_COLOURS[i % SIDE_COLOURS.length] ?? UNKNOWN_SIDE_COLOUR);
}

/** Black or white, whichever reads better on `hex`. */
export function inkOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.22 ? '#000000' : '#FFFFFF';
}
