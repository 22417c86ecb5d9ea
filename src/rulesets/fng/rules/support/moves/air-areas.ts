import type { Point } from '../../../../../core/board/geometry.js';
import { airOf, circle, strip, type AirArea, type AirEvent, type AirState } from '../air-state.js';
import type { FngEvent } from '../../game/events.js';
import type { FngGame } from '../../game/state.js';
import { AIR_MUNITIONS, NAPALM_TEMPLATE, type AirMunition } from '../tac-air.js';

/**
 * Air support's marks on the table (FNG 2nd Tour p.83–84, L1904, L1909–L1911, L1917): what a pass
 * leaves behind — napalm that keeps burning, a WP bomb's smoke, a marking rocket's smoke — and the
 * record that an airstrike attacked this activation.
 */

export const withAir = (g: FngGame, air: AirState): FngGame => ({ ...g, air });

export const airEvent = (e: AirEvent): FngEvent => ({ kind: 'air', event: e });

/** A smoke grenade's three turns (L771, no wind: the 5" circle throughout), counting the turn it bursts. */
export const SMOKE_GRENADE_TURNS = 3;

/** Lays an area over the table (numbered A1, A2 …) and tells it. */
export function addArea(g: FngGame, area: Omit<AirArea, 'id'>, events: FngEvent[]): FngGame {
  const air = airOf(g);
  const made: AirArea = { id: `A${air.next}`, ...area };
  events.push(airEvent({ kind: 'area', area: made }));
  return withAir(g, { ...air, next: air.next + 1, areas: [...air.areas, made] });
}

/** The napalm template where a canister lands: 6" wide, its 18" running on along the Flight Line (L1909). */
export function napalmTemplate(lands: Point, dir: Point): AirArea['shape'] {
  const end = { x: lands.x + dir.x * NAPALM_TEMPLATE.lengthInches, y: lands.y + dir.y * NAPALM_TEMPLATE.lengthInches };
  return strip(lands, end, NAPALM_TEMPLATE.widthInches);
}

export interface StrikeMark {
  /** The request that attacked (S1…). */
  readonly by: string;
  readonly munition: AirMunition;
  readonly lands: Point;
  /** The Flight Line's direction, a unit vector. */
  readonly dir: Point;
  /** Whom the pass itself hit: napalm burns each once a turn, and this was their turn's. */
  readonly caught: readonly string[];
}

/**
 * What an attack pass leaves (L1904, L1911, L1917): napalm stays burning in its template, its die
 * rolled from the next turn; a WP bomb's 36" circle stays as smoke until its die clears it; a WP
 * rocket's smoke lasts as a smoke grenade's. The activation is marked as one with an airstrike (L1925).
 */
export function strikeLeaves(g0: FngGame, m: StrikeMark, events: FngEvent[]): FngGame {
  let g = withAir(g0, { ...airOf(g0), struck: g0.serial });
  const base = { by: m.by, since: g.turn };
  if (m.munition === 'napalm') g = addArea(g, { ...base, kind: 'napalm', shape: napalmTemplate(m.lands, m.dir), rolled: g.turn, burned: { turn: g.turn, keys: m.caught } }, events);
  if (m.munition === 'bomb-wp') g = addArea(g, { ...base, kind: 'wp-smoke', shape: circle(m.lands, AIR_MUNITIONS['bomb-wp'].blastInches!), rolled: g.turn }, events);
  if (m.munition === 'wp-marking-rocket') g = addArea(g, { ...base, kind: 'mark-smoke', shape: circle(m.lands, AIR_MUNITIONS['wp-marking-rocket'].blastInches!), until: g.turn + SMOKE_GRENADE_TURNS - 1 }, events);
  return g;
}
