import { fromCube, hexCentre, hexDistance, onHexGrid, toCube, type Cube, type HexCoord, type HexGrid } from './hex.js';

/**
 * Lines across a hex map: the hexes a line of sight from centre dot to centre dot crosses (Lock 'n
 * Load Tactical traces LOS "from the center dot of the firing unit's hex to the center dot of the
 * target hex", rules 10.3), and the hexes within a radius. Coordinates match `hex.ts` (flat-topped,
 * odd columns half a hex lower).
 */

function roundCube(x: number, y: number, z: number): Cube {
  let rx = Math.round(x);
  let ry = Math.round(y);
  let rz = Math.round(z);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  // `+ 0` turns a -0 from Math.round into 0, so equal hexes compare equal with toEqual.
  return { x: rx + 0, y: ry + 0, z: rz + 0 };
}

/**
 * One step of a line: the hex it crosses, or — where the line runs exactly along the side between
 * two hexes — both of them, the one on the left (looking from start to end) first.
 */
export type LineStep =
  | { readonly kind: 'hex'; readonly hex: HexCoord }
  | { readonly kind: 'hexside'; readonly left: HexCoord; readonly right: HexCoord };

// Nudging both ends a hair apart in two opposite directions splits a hexside point into the two
// hexes either side of it; anywhere else both nudged lines round to the same hex. The nudge is not
// parallel to any hexside, so it never leaves a hexside point undecided.
const NUDGE: Cube = { x: 1e-6, y: 2e-6, z: -3e-6 };

function sample(a: Cube, b: Cube, t: number, sign: 1 | -1): Cube {
  const lerp = (p: number, q: number, e: number) => p + sign * e + (q - p) * t;
  return roundCube(lerp(a.x, b.x, NUDGE.x), lerp(a.y, b.y, NUDGE.y), lerp(a.z, b.z, NUDGE.z));
}

/** Which side of the directed line a → b the centre of `h` lies on (negative: left). */
function sideOf(a: HexCoord, b: HexCoord, h: HexCoord): number {
  const p = hexCentre(a, 1);
  const q = hexCentre(b, 1);
  const r = hexCentre(h, 1);
  // y runs down the map, so a negative cross product is to the left of the direction of travel.
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

/**
 * Every hex a line from the centre of `a` to the centre of `b` crosses, start and end included, in
 * order: `hexDistance(a, b) + 1` steps. A line that runs along a hexside touches the hexes on both
 * sides; that step lists both, and the caller chooses (a ruleset's line of sight says which counts).
 * A line that only passes through a corner where three hexes meet does not cross the hex whose
 * corner it is.
 */
export function hexLine(a: HexCoord, b: HexCoord): LineStep[] {
  const n = hexDistance(a, b);
  const p = toCube(a);
  const q = toCube(b);
  const steps: LineStep[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const plus = fromCube(sample(p, q, t, 1));
    const minus = fromCube(sample(p, q, t, -1));
    if (plus.col === minus.col && plus.row === minus.row) steps.push({ kind: 'hex', hex: plus });
    else if (sideOf(a, b, plus) < 0) steps.push({ kind: 'hexside', left: plus, right: minus });
    else steps.push({ kind: 'hexside', left: minus, right: plus });
  }
  return steps;
}

/** Every hex at most `n` hexes from `centre` (the centre first, then by distance); with a grid, only those on it. */
export function hexesWithin(centre: HexCoord, n: number, grid?: HexGrid): HexCoord[] {
  const c = toCube(centre);
  const out: { hex: HexCoord; d: number }[] = [];
  for (let dx = -n; dx <= n; dx++) {
    for (let dz = Math.max(-n, -dx - n); dz <= Math.min(n, -dx + n); dz++) {
      const hex = fromCube({ x: c.x + dx, y: c.y - dx - dz, z: c.z + dz });
      if (!grid || onHexGrid(hex, grid)) out.push({ hex, d: hexDistance(centre, hex) });
    }
  }
  return out
    .sort((p, q) => p.d - q.d || p.hex.col - q.hex.col || p.hex.row - q.hex.row)
    .map((e) => e.hex);
}

/** Which hexes of a hexside step a straight row of hexes takes: both, or the one on one side. */
export type HexsideTake = 'both' | 'left' | 'right';

/**
 * The hexes "in direct line" between two hexes, both ends included, in order (a line fire mission
 * of off-board artillery). Where the line runs along a
 * hexside, `alongHexside` says which of the two hexes are in it: both (default) or the one on the
 * left or right looking from `a` to `b`.
 */
export function hexesBetween(a: HexCoord, b: HexCoord, alongHexside: HexsideTake = 'both'): HexCoord[] {
  return hexLine(a, b).flatMap((s) => {
    if (s.kind === 'hex') return [s.hex];
    if (alongHexside === 'left') return [s.left];
    if (alongHexside === 'right') return [s.right];
    return [s.left, s.right];
  });
}
