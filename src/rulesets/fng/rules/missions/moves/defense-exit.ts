import { distanceToSegment, type Point } from '../../../../../core/board/geometry.js';
import { PERSONNEL_UNIT } from './defense-personnel.js';
import { sectorBounds, type FngEntry, type FngScenario } from '../../terrain/scenario.js';
import { onTable, type FngGame, type TableFigure } from '../../game/state.js';

/**
 * The water party's way out (FNG 2nd Tour, Defense (3), seed L2205): "Squad enters from a table edge in
 * a random sector and must travel to the water source. ... The squad must then exit the tabletop via
 * their entry point with the water."
 *
 * Read off the table at the mission's end: the squad's entry point is the stretch of table edge along a
 * sector that the board records for the players' side (`entries`, scenario.ts: "the places each side
 * enters from, each a table edge of a sector"); the water is carried by the water party's troopers
 * (defense-personnel.ts), so they are out with it when every one of them still able (carrying on,
 * ducking back, retired or Stunned) stands on the table within `fng.defense.exit-inches` (1, a house
 * reading: a figure's base) of that stretch of edge — nobody takes a figure off the table by hand, and a
 * figure that left it by a Retire (L722) did not go by the entry point. A trooper down (Out of the Fight
 * or worse) carries no water out; all of them down is the Defense lost already ("key personnel are taken
 * out", L2215).
 *
 * The board cannot settle it when no table is loaded or it records no entry for the players' side: then
 * the players say, as before (`objective:lost` on `/fng-mission end`). With several entries recorded for
 * their side, the troopers at any one of them are out (the seed's "their entry point" is one; the board
 * does not say which the squad used).
 */

export type WaterExit =
  /** The board settled it: the water party is at the squad's entry point with the water. */
  | { readonly settled: 'table'; readonly out: true; readonly entry: FngEntry }
  /** The board settled it: not all of the able troopers are there (their ids). */
  | { readonly settled: 'table'; readonly out: false; readonly away: readonly string[] }
  /** No table or no entry recorded for the players: the players' word stands. */
  | { readonly settled: 'players' };

const ABLE: readonly TableFigure['status'][] = ['carry-on', 'duck-back', 'retired', 'stunned'];

/** The stretch of table edge an entry names: its sector's side along that edge (scenario.ts). */
export function entryStretch(table: Pick<FngScenario, 'board'>, entry: Pick<FngEntry, 'sector' | 'edge'>): readonly [Point, Point] {
  const b = sectorBounds(table, entry.sector);
  switch (entry.edge) {
    case 'north':
      return [{ x: b.minX, y: 0 }, { x: b.maxX, y: 0 }];
    case 'south':
      return [{ x: b.minX, y: table.board.height }, { x: b.maxX, y: table.board.height }];
    case 'west':
      return [{ x: 0, y: b.minY }, { x: 0, y: b.maxY }];
    case 'east':
      return [{ x: table.board.width, y: b.minY }, { x: table.board.width, y: b.maxY }];
  }
}

/** Whether the water party left by its entry point with the water, as the table has it at the end (L2205). */
export function waterPartyExit(g: FngGame, table: (Pick<FngScenario, 'board'> & { readonly entries?: FngScenario['entries'] }) | undefined, inches = 1): WaterExit {
  const players = g.sides[0].toLowerCase();
  const entries = (table?.entries ?? []).filter((e) => e.side.toLowerCase() === players);
  if (!table || entries.length === 0) return { settled: 'players' };
  const able = g.figures.filter((f) => f.side === 'fwf' && f.unit === PERSONNEL_UNIT && ABLE.includes(f.status));
  const at = (f: TableFigure, e: FngEntry): boolean => {
    if (!onTable(f)) return false;
    const [a, b] = entryStretch(table, e);
    return distanceToSegment(f.at, a, b) <= inches + 1e-9;
  };
  const entry = entries.find((e) => able.length > 0 && able.every((f) => at(f, e)));
  if (entry) return { settled: 'table', out: true, entry };
  return { settled: 'table', out: false, away: able.filter((f) => !entries.some((e) => at(f, e))).map((f) => f.id) };
}
