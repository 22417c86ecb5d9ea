import { fail, ok, type RuleResult } from '../result.js';
import type { Point } from './geometry.js';

/**
 * Hex maps. Hexes are flat-topped, in lettered columns and numbered rows ("C5": column C, row 5): a
 * hex ruleset's player aid numbers the six directions from "due north" round through "northeast"
 * (its helicopter crash rule), which only a flat-topped hex has. Column A starts at the top-left; every second column (B, D, F…) sits half a
 * hex lower. Columns after Z go on AA, AB… as in a spreadsheet.
 */
export interface HexCoord {
  /** 0 for column A. */
  readonly col: number;
  /** 0 for row 1. */
  readonly row: number;
}

export interface HexGrid {
  readonly columns: number;
  readonly rows: number;
}

/** The six directions, in the player aid's die order: 1 = north, 2 = northeast, … 6 = northwest. */
export const HEX_DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type HexDirection = (typeof HEX_DIRECTIONS)[number];

export function columnName(col: number): string {
  let n = col + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const HEX_RE = /^([A-Za-z]{1,3})\s*0*(\d{1,4})$/;

/** Reads "C5", "c5", "AA12", "C05". Says nothing about whether the hex is on any board. */
export function parseHex(text: string): RuleResult<HexCoord, 'board/bad-hex'> {
  const m = HEX_RE.exec(text.trim());
  const row = m ? Number(m[2]) : 0;
  if (!m || row < 1) return fail('board/bad-hex', { text: text.slice(0, 20) });
  return ok({ col: columnIndex(m[1]!.toUpperCase()), row: row - 1 });
}

export function formatHex(h: HexCoord): string {
  return `${columnName(h.col)}${h.row + 1}`;
}

export function sameHex(a: HexCoord, b: HexCoord): boolean {
  return a.col === b.col && a.row === b.row;
}

export function onHexGrid(h: HexCoord, grid: HexGrid): boolean {
  return h.col >= 0 && h.row >= 0 && h.col < grid.columns && h.row < grid.rows;
}

/** Whether column `col` is one of the half-lowered ones (B, D, F…). */
const lowered = (col: number): boolean => (col & 1) === 1;

/** Cube coordinates (x + y + z = 0), where hex distance and lines are simple arithmetic. */
export interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export function toCube(h: HexCoord): Cube {
  const x = h.col;
  const z = h.row - (h.col - (h.col & 1)) / 2;
  return { x, y: -x - z, z };
}

export function fromCube(c: Cube): HexCoord {
  return { col: c.x, row: c.z + (c.x - (c.x & 1)) / 2 };
}

/** `h` moved by the same step as `from` → `to`, on the hex grid (not by adding offset coordinates). */
export function translateHex(h: HexCoord, from: HexCoord, to: HexCoord): HexCoord {
  const [a, b, c] = [toCube(h), toCube(from), toCube(to)];
  return fromCube({ x: a.x + c.x - b.x, y: a.y + c.y - b.y, z: a.z + c.z - b.z });
}

/** Hexes between two hexes, counting the destination but not the start (C5 → C6 is 1). */
export function hexDistance(a: HexCoord, b: HexCoord): number {
  const p = toCube(a);
  const q = toCube(b);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

/** The hex next to `h` in one direction (it may be off the board). */
export function hexNeighbour(h: HexCoord, direction: HexDirection): HexCoord {
  const low = lowered(h.col);
  switch (direction) {
    case 'N':
      return { col: h.col, row: h.row - 1 };
    case 'S':
      return { col: h.col, row: h.row + 1 };
    case 'NE':
      return { col: h.col + 1, row: low ? h.row : h.row - 1 };
    case 'SE':
      return { col: h.col + 1, row: low ? h.row + 1 : h.row };
    case 'SW':
      return { col: h.col - 1, row: low ? h.row + 1 : h.row };
    case 'NW':
      return { col: h.col - 1, row: low ? h.row : h.row - 1 };
  }
}

/** The neighbours of `h` in die order (N first); with a grid, only those on it. */
export function hexNeighbours(h: HexCoord, grid?: HexGrid): HexCoord[] {
  const all = HEX_DIRECTIONS.map((d) => hexNeighbour(h, d));
  return grid ? all.filter((n) => onHexGrid(n, grid)) : all;
}

/** The direction from `a` to an adjacent `b`, or undefined when they are not neighbours. */
export function directionTo(a: HexCoord, b: HexCoord): HexDirection | undefined {
  return HEX_DIRECTIONS.find((d) => sameHex(hexNeighbour(a, d), b));
}

/**
 * The centre of a hex in a drawing where hexes have circumradius `size` and the top-left hex's
 * bounding box touches the origin.
 */
export function hexCentre(h: HexCoord, size: number): Point {
  const height = Math.sqrt(3) * size;
  return { x: size + 1.5 * size * h.col, y: height / 2 + height * (h.row + (lowered(h.col) ? 0.5 : 0)) };
}

/** The six corners of a flat-topped hex, clockwise from the east corner. */
export function hexCorners(centre: Point, size: number): Point[] {
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (Math.PI / 3) * i;
    return { x: centre.x + size * Math.cos(a), y: centre.y + size * Math.sin(a) };
  });
}

/** The side shared by two adjacent hexes, as two corner points. */
export function sharedHexside(a: HexCoord, b: HexCoord, size: number): [Point, Point] | undefined {
  const d = directionTo(a, b);
  if (d === undefined) return undefined;
  // Corner i sits at 60°·i clockwise from east (y runs down): the side facing SE lies between
  // corners 0 and 1, S between 1 and 2, SW 2–3, NW 3–4, N 4–5, NE 5–0.
  const first: Record<HexDirection, number> = { SE: 0, S: 1, SW: 2, NW: 3, N: 4, NE: 5 };
  const corners = hexCorners(hexCentre(a, size), size);
  const i = first[d];
  return [corners[i]!, corners[(i + 1) % 6]!];
}

/** The pixel size of a whole grid drawn with circumradius `size`. */
export function hexGridExtent(grid: HexGrid, size: number): { width: number; height: number } {
  const height = Math.sqrt(3) * size;
  return {
    width: size * (1.5 * grid.columns + 0.5),
    height: height * (grid.rows + (grid.columns > 1 ? 0.5 : 0)),
  };
}
