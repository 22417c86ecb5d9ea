import { areasOf, LIGHT, SMOKE, type AirGame } from '../support/air-state.js';
import type { FngScenario } from '../terrain/scenario.js';
import { sightLine, type Eye, type Sight, type SightLine } from '../terrain/sight-line.js';
import type { FngGame, TableFigure } from './state.js';

/**
 * Line of sight in a game (FNG 2nd Tour, LOS L649, L806, L813–L815): the light and smoke its mission
 * and its air support leave over the table, and the line between two figures as terrain/sight-line.ts
 * reads it. Both sides' orders and the bot's choices for the enemy read sight here.
 */

/** The sight a game gives: its mission's night and weather, and the light and smoke its air support left this turn. */
export function sightOf(g: AirGame & { readonly mission?: { readonly night: boolean; readonly weather?: string } }): Sight {
  const lit = areasOf(g, LIGHT).map((a) => a.shape);
  const smoke = areasOf(g, SMOKE).map((a) => ({ id: a.id, shape: a.shape }));
  return { night: g.mission?.night === true, ...(g.mission?.weather === 'terrible' ? { terrible: true } : {}), ...(lit.length ? { lit } : {}), ...(smoke.length ? { smoke } : {}) };
}

/** Where a figure's eye is: its place, and prone or not. */
export function eyeOf(f: Pick<TableFigure, 'at' | 'prone'> & { readonly at: Eye }): Eye {
  return f.prone === true ? { x: f.at.x, y: f.at.y, prone: true } : f.at;
}

/** The line from figure `a` to figure `b` on the table (both placed), as the game's light and smoke leave it. */
export function figureSight(g: FngGame, table: Pick<FngScenario, 'features'> | undefined, a: TableFigure, b: TableFigure, opts: { readonly smoke?: boolean } = {}): SightLine {
  const sight = sightOf(g);
  return sightLine(table, eyeOf({ at: a.at!, prone: a.prone }), eyeOf({ at: b.at!, prone: b.prone }), opts.smoke === false ? { ...sight, smoke: [] } : sight);
}

/** Whether figure `a` sees figure `b` (both placed). */
export function figureSees(g: FngGame, table: Pick<FngScenario, 'features'> | undefined, a: TableFigure, b: TableFigure): boolean {
  return figureSight(g, table, a, b).block === undefined;
}
