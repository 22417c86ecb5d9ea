import type { Point } from '../../../../core/board/geometry.js';
import { areasOf, circle, LIGHT, SMOKE, type AirGame } from '../support/air-state.js';
import type { FngScenario } from '../terrain/scenario.js';
import { sightLine, type Eye, type Sight, type SightBlock, type SightLine } from '../terrain/sight-line.js';
import type { FngGame, TableFigure } from './state.js';

/**
 * Line of sight in a game (FNG 2nd Tour, LOS L649, L806, L813–L815): the light and smoke its mission
 * and its air support leave over the table, and the line between two figures as terrain/sight-line.ts
 * reads it. Both sides' orders and the bot's choices for the enemy read sight here.
 */

/** A figure showing a flashlight is lit where he stands (L366): this close round him. */
export const FLASHLIGHT_LIT_INCHES = 1;

/**
 * The sight a game gives: its mission's night and weather, the light and smoke its air support left
 * this turn, and the figures showing a flashlight (L366: "seen and can be fired upon using daylight ranges").
 */
export function sightOf(g: AirGame & { readonly mission?: { readonly night: boolean; readonly weather?: string }; readonly figures?: readonly { readonly at?: Point; readonly flashlight?: boolean }[] }): Sight {
  const torches = (g.figures ?? []).flatMap((f) => (f.flashlight === true && f.at ? [circle(f.at, FLASHLIGHT_LIT_INCHES * 2)] : []));
  const lit = [...areasOf(g, LIGHT).map((a) => a.shape), ...torches];
  const smoke = areasOf(g, SMOKE).map((a) => ({ id: a.id, shape: a.shape }));
  return { night: g.mission?.night === true, ...(g.mission?.weather === 'terrible' ? { terrible: true } : {}), ...(lit.length ? { lit } : {}), ...(smoke.length ? { smoke } : {}) };
}

/** Where a figure's eye is: its place, and prone or not. */
export function eyeOf(f: { readonly at: Point; readonly prone?: boolean | undefined }): Eye {
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

/**
 * A blocked line as a refusal's parameters (play/messages.ts words them): `why` (the block's kind),
 * the feature or cloud, the reach, and for an end deep inside, which figure (`inside`). Everything
 * named is on the table for all to see: the answer is the same whatever the enemy hides.
 */
export function blockParams(block: SightBlock, ends: { readonly from: string; readonly to: string }): Readonly<Record<string, string | number>> {
  switch (block.kind) {
    case 'dark':
    case 'weather':
      return { why: block.kind, reach: block.reach };
    case 'smoke':
      return { why: 'smoke', cloud: block.cloud };
    case 'across':
    case 'crest':
      return { why: block.kind, feature: block.feature };
    case 'reach':
      return { why: 'reach', feature: block.feature, reach: block.reach };
    case 'prone':
      return { why: 'prone', feature: block.feature, reach: block.reach };
    case 'deep':
      return { why: 'deep', feature: block.feature, depth: block.depth, inside: block.end === 'from' ? ends.from : ends.to, ...(block.reach === undefined ? {} : { reach: block.reach }), ...(block.fromEdge ? { edge: 1 } : {}) };
  }
}
