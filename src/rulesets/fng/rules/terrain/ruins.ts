/**
 * What collapses leave of the table's buildings (FNG 2nd Tour, Collapsing Areas, seed L992–L996), as
 * plain data: the scenario's table carries it once read (scenario.ts), the rules of building-floors.ts
 * make and read it.
 */

/** One area of one level of a building: its ground area (building-size.ts's index) and its level. */
export interface BuildingCell {
  readonly feature: string;
  readonly area: number;
  readonly floor: number;
}

/** What collapses left of the table's buildings: the areas fallen in, and those lying under rubble (rough ground, L994, L1194). */
export interface Ruins {
  readonly collapsed: readonly BuildingCell[];
  readonly rubble: readonly BuildingCell[];
}
