import type { Point } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { airframeOf, boardOf, obstacleOn, roughAt } from './airframe.js';
import { leaves, requestIn, withRequest } from './air-request.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, type OrderArgs } from '../../game/order.js';
import { figureOf, keyOf, updateFigure, type FngGame } from '../../game/state.js';
import { supportEvent } from './support-arrivals.js';
import { offsetAlong, onBoard } from '../../terrain/table-geometry.js';
import { hardLanding, helicopterCrash, type CrashVictim } from '../helicopters.js';
import { stripUndefined } from '../../game/chain-kit.js';
import { damage, fallDown } from '../../game/chain-damage.js';

/**
 * A helicopter coming down over the table (FNG 2nd Tour p.86, p.91–92): its crash once the damage
 * passes its Damage Points (Helicopter Crash, L2044–L2057), a hard landing (L1957), and one destroyed
 * against trees, hills, dunes or structures on a stall or spin (L1957). Those aboard take the hits:
 * the Free World figures through Combat Damage where they come down; the crew, who are no figures on
 * the table, as told. It never flies again.
 */

/** Where the helicopter was: its spot, the way it flew, whether it hovered (or sat), and the enemy that last fired at it. */
export interface Whereabouts {
  readonly at: Point;
  readonly heading: Point;
  readonly hovering: boolean;
  /** The Flight Line's centre (an autorotation comes down from there, L2045). */
  readonly lineCentre?: Point;
  /** The largest concentration of enemy that fired on it last (the other crashes come down from there, L2047). */
  readonly firers?: Point;
}

/** Everyone aboard takes an `impact` hit where the helicopter is (or is killed), each a Combat Damage roll. */
function hitAboard(a: OrderArgs, g0: FngGame, keys: readonly string[], at: Point, victims: readonly CrashVictim[], name: string, events: FngEvent[]): FngGame {
  const env = chainEnv(a);
  let g = g0;
  keys.forEach((key, i) => {
    const v = victims[i];
    const f = g.figures.find((x) => keyOf(x) === key);
    if (!f || !v) return;
    const spot = v.thrownInches ? onBoard(boardOf(a), { x: at.x + v.thrownInches, y: at.y }) : at;
    g = updateFigure(g, key, (x) => stripUndefined({ ...x, at: spot, carriedBy: undefined }));
    if (v.killed) g = fallDown(g, key, 'obviously-dead', env, events);
    else if (v.impact !== undefined) g = damage(g, key, 1, figureOf(g, key), { impact: v.impact, name }, env, events, { blast: true, impact: v.impact }).game;
  });
  return g;
}

/** The helicopter is a wreck where it lies: spent, and its passengers out on the table. */
function wreck(g: FngGame, id: string, at: Point, events: FngEvent[], crashed: boolean): FngGame {
  const r = requestIn(g, id);
  const after = withRequest(g, id, (x) => ({ ...x, heli: { mode: 'wreck', at, serial: g.serial } }));
  if (crashed) return leaves(after, id, 'crashed', events);
  events.push(supportEvent({ kind: 'helicopter', id, what: 'wreck', at }));
  return r.state === 'spent' ? after : withRequest(after, id, (x) => ({ ...x, state: 'spent' }));
}

/**
 * Helicopter Crash (L2044–L2057) over the table: the crash table for crew and passengers; it comes
 * down where the row says (straight down if it hovered or sat), one Impact worse in trees, jungle or
 * rough ground.
 */
export function crashOverTable(a: OrderArgs, g0: FngGame, id: string, where: Whereabouts, events: FngEvent[]): FngGame {
  const r = requestIn(g0, id);
  const frame = airframeOf(g0, r);
  const aboard = r.heli?.aboard ?? [];
  const reps = aboard.map((k) => g0.figures.find((f) => keyOf(f) === k)?.rep ?? frame.pilotRep);
  const c = helicopterCrash({ pilotRep: Math.max(1, frame.pilotRep), aboardReps: [...Array.from({ length: frame.crew }, () => Math.max(1, frame.pilotRep)), ...reps], hovering: where.hovering }, a.roller);
  if (!c.ok) throw new Error(c.code);
  const from = where.hovering ? where.at : c.value.outcome === 'autorotation' ? (where.lineCentre ?? where.at) : (where.firers ?? where.at);
  const at = onBoard(boardOf(a), where.hovering ? where.at : offsetAlong(from, where.heading, c.value.inches, 0));
  // The table's own +1 for trees and rough ground is read where it lands, known only once the row is rolled.
  const worse = roughAt(a.table, at) ? 1 : 0;
  const victims = c.value.aboard.map((v) => (v.impact === undefined ? v : { ...v, impact: v.impact + worse }));
  events.push(supportEvent({ kind: 'crash', id, die: c.value.die, outcome: c.value.outcome, at, crew: victims.slice(0, frame.crew), passengers: aboard, parts: c.value.parts }));
  const g = hitAboard(a, g0, aboard, at, victims.slice(frame.crew), 'helicopter crash', events);
  return wreck(g, id, at, events, true);
}

/** Destroyed against terrain on a stall or a spin (L1957): everyone aboard takes an Impact 4 hit. */
export function destroyedOnTerrain(a: OrderArgs, g0: FngGame, id: string, at: Point, events: FngEvent[]): FngGame {
  const r = requestIn(g0, id);
  const frame = airframeOf(g0, r);
  const aboard = r.heli?.aboard ?? [];
  const hit: CrashVictim = { impact: 4, killed: false };
  events.push(supportEvent({ kind: 'crash', id, die: 0, outcome: 'terrain', at, crew: Array.from({ length: frame.crew }, () => hit), passengers: aboard, parts: [] }));
  const g = hitAboard(a, g0, aboard, at, aboard.map(() => hit), 'helicopter destroyed', events);
  return wreck(g, id, at, events, true);
}

/**
 * A hard landing (L1957): 2d6+1 damage to the helicopter and an Impact 1 hit to everyone aboard, on
 * the ground at `at`. Damage past its DP leaves it a wreck there (it is down already: no crash roll).
 */
export function hardLandingAt(a: OrderArgs, g0: FngGame, id: string, at: Point, damagePoints: number, events: FngEvent[], parts: readonly RolledPart[] = []): { readonly game: FngGame; readonly wrecked: boolean } {
  const r = requestIn(g0, id);
  const frame = airframeOf(g0, r);
  const aboard = r.heli?.aboard ?? [];
  const taken = frame.damage + damagePoints;
  let g = withRequest(g0, id, (x) => ({ ...x, damage: taken, heli: { ...x.heli, mode: 'landed', at, serial: g0.serial } }));
  events.push(supportEvent({ kind: 'helicopter', id, what: 'hard-landing', at, damagePoints, ...(parts.length ? { parts } : {}) }));
  g = hitAboard(a, g, aboard, at, aboard.map(() => ({ impact: 1, killed: false })), 'hard landing', events);
  if (taken <= frame.dp) return { game: g, wrecked: false };
  return { game: wreck(g, id, at, events, false), wrecked: true };
}

/**
 * A stall (L1957) or spin: the helicopter moves `inches` from `from` along `dir`; meeting trees, hills,
 * dunes or structures it is destroyed (Impact 4 aboard), else a stall ends in a hard landing there.
 * Returns the game and where it ended, or undefined for the spot once it is destroyed.
 */
export function driftDown(a: OrderArgs, g: FngGame, id: string, from: Point, dir: Point, inches: number, then: 'hard-landing' | 'flies-on', events: FngEvent[]): { readonly game: FngGame; readonly at?: Point } {
  const end = onBoard(boardOf(a), offsetAlong(from, dir, inches, 0));
  if (obstacleOn(a.table, from, end)) return { game: destroyedOnTerrain(a, g, id, end, events) };
  if (then === 'flies-on') return { game: g, at: end };
  const hard = hardLanding(a.roller);
  const down = hardLandingAt(a, g, id, end, hard.damagePoints, events, [hard.part]);
  return down.wrecked ? { game: down.game } : { game: down.game, at: end };
}
