import type { AreaShape, Point } from '../../../../core/board/geometry.js';
import { areasOf, circle, LIGHT, SMOKE, type AirGame } from '../support/air-state.js';
import type { FngScenario } from '../terrain/scenario.js';
import { OPEN_SIGHT, sightLine, type Eye, type Sight, type SightBlock, type SightLine } from '../terrain/sight-line.js';
import type { FngGame, TableFigure } from './state.js';

/**
 * Line of sight in a game (FNG 2nd Tour, LOS L649, L806, L813–L815): the light and smoke its mission
 * and its air support leave over the table, and the line between two figures as terrain/sight-line.ts
 * reads it. Both sides' orders and the bot's choices for the enemy read sight here.
 */

/** A figure showing a flashlight is lit where he stands (L366): this close round him. */
export const FLASHLIGHT_LIT_INCHES = 1;

/**
 * A regular flashlight's beam (L366: "LOS ... is doubled"; "anyone illuminated by the flashlight, is
 * seen and can be fired upon using daylight ranges"): from the bearer toward the point he shines it
 * at, twice the night's sight in the open long, and as wide as the light round him (our reading: the
 * seed gives the beam no width).
 */
export function flashlightBeam(from: Point, toward: Point): AreaShape | undefined {
  const d = Math.hypot(toward.x - from.x, toward.y - from.y);
  if (d < 1e-9) return undefined;
  const reach = OPEN_SIGHT.night * 2;
  const ux = (toward.x - from.x) / d;
  const uy = (toward.y - from.y) / d;
  const w = FLASHLIGHT_LIT_INCHES;
  const end = { x: from.x + ux * reach, y: from.y + uy * reach };
  return { kind: 'polygon', points: [
    { x: from.x - uy * w, y: from.y + ux * w },
    { x: end.x - uy * w, y: end.y + ux * w },
    { x: end.x + uy * w, y: end.y - ux * w },
    { x: from.x + uy * w, y: from.y - ux * w },
  ] };
}

/** What a figure's flashlight lights (L366): in regular mode the bearer and his beam; red filtered, nothing anyone outside its light could see. */
export function flashlightLight(f: { readonly at?: Point; readonly flashlight?: true | 'red'; readonly beam?: Point }): AreaShape[] {
  if (f.flashlight !== true || !f.at) return [];
  const beam = f.beam ? flashlightBeam(f.at, f.beam) : undefined;
  return [circle(f.at, FLASHLIGHT_LIT_INCHES * 2), ...(beam ? [beam] : [])];
}

/**
 * The sight a game gives: its mission's night and weather, the light and smoke its air support left
 * this turn, and the figures showing a flashlight and its beam (L366: "seen and can be fired upon using daylight ranges").
 */
export function sightOf(g: AirGame & { readonly mission?: { readonly night: boolean; readonly weather?: string }; readonly figures?: readonly { readonly at?: Point; readonly flashlight?: true | 'red'; readonly beam?: Point }[] }): Sight {
  const torches = (g.figures ?? []).flatMap(flashlightLight);
  const lit = [...areasOf(g, LIGHT).map((a) => a.shape), ...torches];
  const smoke = areasOf(g, SMOKE).map((a) => ({ id: a.id, shape: a.shape }));
  return { night: g.mission?.night === true, ...(g.mission?.weather === 'terrible' ? { terrible: true } : {}), ...(lit.length ? { lit } : {}), ...(smoke.length ? { smoke } : {}) };
}

/** What line of sight reads of a figure: where he stands, prone or not, his building level, his flashlight and the way he faces. */
export interface Seer {
  readonly at: Point;
  readonly prone?: boolean | undefined;
  readonly floor?: number | undefined;
  readonly flashlight?: true | 'red' | undefined;
  readonly facing?: number | undefined;
}

/** Where a figure's eye is: its place, prone or not, the level he stands on (L988), the way he faces (his front arc, L806) and a red light's facing (L366). */
export function eyeOf(f: Seer): Eye {
  const level = f.floor ?? 0;
  const red = f.flashlight === 'red' && f.facing !== undefined;
  if (f.prone !== true && level === 0 && f.facing === undefined) return f.at;
  return { x: f.at.x, y: f.at.y, ...(f.prone === true ? { prone: true } : {}), ...(level !== 0 ? { level } : {}), ...(f.facing !== undefined ? { facing: f.facing } : {}), ...(red ? { redLight: f.facing! } : {}) };
}

/**
 * A figure about to act in his own activation, as sight reads him: one who has not moved this activation
 * may turn to face any way first ("Stay in place. The character may change the way he is facing if
 * desired and/or fire", L618; house rule `fng.facing`), so he sees all round; one who moved faces the way
 * he went.
 */
export function turningSeer<F extends { readonly moved?: boolean; readonly facing?: number }>(f: F): F {
  if (f.moved === true || f.facing === undefined) return f;
  const { facing: _turns, ...rest } = f;
  return rest as F;
}

/** The line from figure `a` to figure `b` on the table (both placed), as the game's light and smoke leave it. */
export function figureSight(g: FngGame, table: Pick<FngScenario, 'features' | 'height' | 'facing'> | undefined, a: TableFigure, b: TableFigure, opts: { readonly smoke?: boolean } = {}): SightLine {
  const sight = sightOf(g);
  return sightLine(table, eyeOf({ ...a, at: a.at! }), eyeOf({ ...b, at: b.at! }), opts.smoke === false ? { ...sight, smoke: [] } : sight);
}

/** Whether figure `a` sees figure `b` (both placed). */
export function figureSees(g: FngGame, table: Pick<FngScenario, 'features' | 'height' | 'facing'> | undefined, a: TableFigure, b: TableFigure): boolean {
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
    case 'behind':
      return { why: 'behind', seer: ends.from };
    case 'across':
    case 'crest':
    case 'level':
      return { why: block.kind, feature: block.feature };
    case 'reach':
      return { why: 'reach', feature: block.feature, reach: block.reach };
    case 'prone':
      return { why: 'prone', feature: block.feature, reach: block.reach };
    case 'deep':
      return { why: 'deep', feature: block.feature, depth: block.depth, inside: block.end === 'from' ? ends.from : ends.to, ...(block.reach === undefined ? {} : { reach: block.reach }), ...(block.fromEdge ? { edge: 1 } : {}) };
  }
}
