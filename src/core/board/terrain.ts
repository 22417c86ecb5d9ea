/**
 * What the kernel knows of a ruleset's terrain types: their names, the shape a feature of each
 * takes, and their lines in the legend. What a type means in play (cover, line of sight, movement)
 * is in the ruleset's own terrain table; the kernel does not judge it.
 */

/**
 * On a table, an area (a polygon, ellipse or rect) or a linear feature (a polyline with a width);
 * on a hex map, whole hexes, a path through hex centres, or hexsides.
 */
export type TerrainShape = 'area' | 'linear' | 'hexes' | 'path' | 'hexsides';

export interface TerrainKind {
  readonly label: string;
  readonly shape: TerrainShape;
  /** Linear types: the width drawn when the scenario gives none, in inches. */
  readonly defaultWidth?: number;
  /** Its line in the legend: "cover: direct + indirect · blocks LOS". */
  readonly detail: string;
}
