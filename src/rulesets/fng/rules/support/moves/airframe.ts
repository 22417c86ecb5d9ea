import { pointInShape, segmentTouchesShape, type Point } from '../../../../../core/board/geometry.js';
import type { OrderArgs } from '../../game/order.js';
import type { FngScenario } from '../../terrain/scenario.js';
import type { FngGame } from '../../game/state.js';
import type { SupportRequest } from '../support-state.js';
import { fngTerrainOf, type FngTerrainType } from '../../terrain/terrain.js';
import { DEFAULT_TABLE } from '../../terrain/scenario.js';
import type { HelicopterId } from '../helicopters.js';
import { FWF_AIRCRAFT, FWF_HELICOPTERS, helicopterStats, type HelicopterStats } from '../air-lists.js';

/**
 * What an aircraft or helicopter over the table is (FNG 2nd Tour p.80–92, lists p.108–109): its
 * Damage Points, door gunners and crew, its pilot's REP now and at the start, the damage it has taken;
 * the table's terrain as it meets aircraft (no sight of the sky from a bunker or under triple canopy,
 * L1866; cover or concealment from the air, L1887; what a stalling or spinning helicopter hits, L1957;
 * what makes a crash worse, L2057).
 */

export interface Airframe {
  readonly helicopter: boolean;
  readonly dp: number;
  readonly doorGunners: 0 | 1 | 2;
  /** Crew aboard (a helicopter's crash takes them with the passengers). */
  readonly crew: number;
  readonly pilotRep: number;
  readonly startRep: number;
  readonly damage: number;
  /** Passengers it may carry (the wounded for a medevac). */
  readonly seats: number;
  /** Carrying passengers costs the pilot −1 REP on Helicopter Piloting (list footnotes 4 and 6). */
  readonly overburdened: boolean;
}

/** The pilot's REP when none was rolled (a request set by hand): the commonest on the crew table (L1974). */
export const DEFAULT_PILOT_REP = 4;

/** A medevac flies as a transport, usually a UH-1 (L2006). */
const MEDEVAC: HelicopterId = 'uh-1-slick';

const isHelicopterId = (x: string): x is HelicopterId => FWF_HELICOPTERS.some((h) => h.id === x);

/** The helicopter a gunship or medevac request flies: a Pink Team's gunship is the second of the pair (the Loach spots, L1979). */
export function helicopterOf(r: Pick<SupportRequest, 'for' | 'aircraft'>): HelicopterStats {
  if (r.for === 'medevac') return helicopterStats(MEDEVAC);
  const ids = (r.aircraft ?? '').split(' + ').map((x) => x.trim()).filter(isHelicopterId);
  return helicopterStats(ids[ids.length - 1] ?? MEDEVAC);
}

/** Door gunners aboard, two at most for the Golden BB (L1950). */
export function doorGunnersOf(h: HelicopterStats): 0 | 1 | 2 {
  return Math.min(2, h.crew.filter((c) => c === 'door gunner').length) as 0 | 1 | 2;
}

/** Seats by the Area of Operations: the Highlands' thin air takes fewer (list footnote 2). */
function seatsOf(h: HelicopterStats, g: FngGame, r: SupportRequest): number {
  if (r.maxWounded !== undefined) return r.maxWounded;
  if (!h.capacity) return h.passengers;
  return g.mission?.area === 'highlands' ? h.capacity.highlands : h.capacity.coastal;
}

/** The aircraft a request brought, from what its arrival recorded (or the lists, for a request set by hand). */
export function airframeOf(g: FngGame, r: SupportRequest): Airframe {
  const pilotRep = r.pilotRep ?? DEFAULT_PILOT_REP;
  const startRep = r.startRep ?? pilotRep;
  const damage = r.damage ?? 0;
  // The AC-47 is an aircraft on its own list line (L1931), not a helicopter.
  if (r.for === 'air' || r.for === 'ac-47') {
    const plane = FWF_AIRCRAFT.find((x) => x.name === r.aircraft || x.id === r.aircraft || (r.for === 'ac-47' && x.id === 'ac-47'));
    return { helicopter: false, dp: r.dp ?? plane?.dp ?? 5, doorGunners: 0, crew: r.crew ?? plane?.crew.length ?? 1, pilotRep, startRep, damage, seats: 0, overburdened: false };
  }
  const h = helicopterOf(r);
  return {
    helicopter: true,
    dp: r.dp ?? h.dp,
    doorGunners: r.doorGunners ?? doorGunnersOf(h),
    crew: r.crew ?? h.crew.length,
    pilotRep,
    startRep,
    damage,
    seats: seatsOf(h, g, r),
    overburdened: h.overburdened === true,
  };
}

export type Board = { readonly width: number; readonly height: number };

export function boardOf(a: Pick<OrderArgs, 'table'>): Board {
  return (a.table ?? DEFAULT_TABLE).board;
}

/** What a figure at a spot has against aircraft: no sight of them (a bunker, triple canopy), cover or concealment (half its OR), or nothing. */
export function fromTheAir(table: Pick<FngScenario, 'features'> | undefined, p: Point): 'unseen' | 'covered' | 'open' {
  let covered = false;
  for (const f of table?.features ?? []) {
    if (!pointInShape(p, f.shape)) continue;
    if (f.type === 'bunker') return 'unseen';
    const air = fngTerrainOf(f.type).air;
    if (air === 'unseen') return 'unseen';
    if (air !== undefined && air !== 'none') covered = true;
  }
  return covered ? 'covered' : 'open';
}

/** Trees, hills, dunes and structures: a stalling or spinning helicopter that meets one is destroyed (L1957). */
export const HELICOPTER_OBSTACLES: readonly FngTerrainType[] = ['bamboo', 'forest', 'single-canopy-jungle', 'double-canopy-jungle', 'triple-canopy-jungle', 'hill', 'sand-dunes', 'hooch', 'building', 'bunker'];

/** Trees, jungle or rough terrain: every injury in a crash there is one Impact worse (L2057). */
const ROUGH: readonly FngTerrainType[] = ['bamboo', 'forest', 'single-canopy-jungle', 'double-canopy-jungle', 'triple-canopy-jungle', 'rough'];

/** The first obstacle a helicopter moving from `a` to `b` meets, if any. */
export function obstacleOn(table: Pick<FngScenario, 'features'> | undefined, a: Point, b: Point): string | undefined {
  return (table?.features ?? []).find((f) => HELICOPTER_OBSTACLES.includes(f.type) && segmentTouchesShape(a, b, f.shape))?.name;
}

/** Whether a crash at `p` comes down in trees, jungle or rough ground. */
export function roughAt(table: Pick<FngScenario, 'features'> | undefined, p: Point): boolean {
  return (table?.features ?? []).some((f) => ROUGH.includes(f.type) && pointInShape(p, f.shape));
}
