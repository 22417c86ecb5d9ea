import { distance, type AreaShape, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { smokeBlinds } from '../../game/smoke-sight.js';
import { has, keyOf, updateFigure, type FngGame } from '../../game/state.js';
import { circle } from '../../support/air-state.js';
import { addArea } from '../../support/moves/air-areas.js';
import { swimming, type SwimmingError } from '../combat-while-swimming.js';
import { BALL_PLAYER_RANGE, GRENADE_RANGE, throwGrenade } from '../grenades.js';
import { ready, spotUnseen } from './order-grenade.js';
import { cloudUnderCanopy, jungleAt, smokeCloudStages, smokeUnderCanopy, WIND_DIRECTIONS } from '../smoke-cloud.js';
import { SMOKE_WIND_KEY } from '../house-rules.js';
import { choiceRule } from '../../../../../core/house-rules.js';

/**
 * A soldier's smoke grenade and pencil flare (FNG 2nd Tour p.6 and p.28, seed L366, L771, L773).
 *
 * Smoke Grenade (L771): carried by Leaders and RTOs (the `smoke-grenades` gear). It is readied and
 * thrown as a grenade (one a turn, L854, the Throwing a Grenade table L866–L877, no dud test: it does
 * not explode); where it lands, "the first turn when activated, smoke will billow out to cover a 5"
 * circle", growing downwind for two more turns and then gone (firefight/smoke-cloud.ts: the wind is
 * `fng.smoke.wind`, none by default, and then it stays the 5" circle), over the table the three turns
 * after the one it was thrown in; in jungle it may stay under the branches (L773). Nobody in it fires
 * or is hit, and it blocks sight across (L773). A throw that misses its spot lays no cloud there.
 *
 * Pencil Flare (L366): "launched only when Active and does not count as firing a weapon"; a point
 * within 18" is the centre of a 24" circle, "all within the circle count as visible as if during
 * daylight". The flare "lasts one full turn": here the turn it is fired and the next, which holds a
 * full turn after it. A single shot: the figure's flare is spent.
 */

/** A smoke grenade's cloud (L771) and how many turns it lies (without wind, the 5" circle throughout). */
export const SMOKE_GRENADE = { diameter: 5, turns: 3 } as const;
/** A pencil flare (L366): its reach, its light's diameter. */
export const PENCIL_FLARE = { reach: 18, diameter: 24 } as const;

export type SmokeError = SwimmingError | 'fng/out-of-throw-range' | 'fng/no-smoke-grenade' | 'fng/no-pencil-flare' | 'fng/flare-too-far' | 'fng/in-melee';

/** The dud test is for grenades that explode (L563, L769): read so that none is rolled for smoke. */
const NO_DUD_TEST = 'vc-nva-5-6';

/** Readies and throws a smoke grenade at a spot; its cloud billows out from next turn (L771). */
export function smokeOrder(a: OrderArgs, input: { readonly thrower: string; readonly at: Point }): RuleResult<Ordered> {
  const found = readyFigure(a, input.thrower, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (!f.gear.includes('smoke-grenades')) return fail('fng/no-smoke-grenade', { figure: f.id });
  if ((f.fighting ?? []).length > 0) return fail('fng/in-melee', { figure: f.id });
  if (swimming(a.game.water, keyOf(f))) return fail('fng/swimming', { figure: f.id });
  // The reach is checked before any die, so a refusal rolls nothing (L866, Ball Player 1(3)).
  const reach = has(f, 'ball-player') ? BALL_PLAYER_RANGE : GRENADE_RANGE;
  const d = distance(f.at!, input.at);
  if (d > reach + 1e-9) return fail('fng/out-of-throw-range', { distance: Math.round(d * 10) / 10, reach });
  const events: FngEvent[] = [];
  const r0 = ready(a.game, f, 'smoke grenade', a, events);
  let g: FngGame = updateFigure(r0.game, keyOf(f), (x) => ({ ...x, fired: true }));
  if (!r0.now) return ok({ game: g, events });
  // The board says whether he sees the spot (L868).
  const unseen = spotUnseen(a, f, input.at, undefined);
  const thrown = throwGrenade(
    a.roller,
    { rep: f.rep, distance: d, canSeeSpot: smokeBlinds(g, f.at!, input.at) === undefined && unseen === undefined, ballPlayer: has(f, 'ball-player'), communist: false, dudRule: NO_DUD_TEST },
    `smoke ${f.id}`,
  );
  if (!thrown.ok) return thrown;
  events.push({ kind: 'throw', figure: keyOf(f), weapon: 'smoke grenade', at: input.at, inches: Math.round(d * 10) / 10, reach, ...(unseen ? { unseen } : {}), passes: thrown.value.passes, landing: thrown.value.landing, parts: thrown.value.parts });
  if (thrown.value.landing !== 'missed') g = layCloud(a, g, keyOf(f), thrown.value.landing === 'oops' ? f.at! : input.at, events);
  return ok({ game: g, events });
}

/**
 * Lays a smoke grenade's cloud where it landed, from the next turn (L771): with no wind the 5" circle
 * for its three turns; with `fng.smoke.wind`, the circle, then 5" × 10" and 5" × 15" downwind, one
 * turn each. Landing in jungle, whether it rises above the branches (L773).
 */
function layCloud(a: OrderArgs, g0: FngGame, by: string, lands: Point, events: FngEvent[]): FngGame {
  const jungle = a.table ? jungleAt(a.table.features, lands) : undefined;
  const held = smokeUnderCanopy(a.roller, jungle?.canopy, `smoke canopy ${lands.x},${lands.y}`);
  const kept = held.under && jungle ? jungle : undefined;
  const underCanopy = kept ? { underCanopy: { canopy: kept.canopy, feature: kept.feature.name, landed: lands, ...(held.part ? { die: held.part.faces[0]! } : {}) } } : {};
  // Under the branches the cloud lies within its jungle only (L773).
  const cut = (shape: AreaShape): AreaShape => (kept ? cloudUnderCanopy(shape, kept.feature) : shape);
  const wind = choiceRule(a.rules, SMOKE_WIND_KEY, WIND_DIRECTIONS);
  const first = g0.turn + 1;
  if (wind === 'none') return addArea(g0, { kind: 'grenade-smoke', shape: cut(circle(lands, SMOKE_GRENADE.diameter)), by, since: first, until: g0.turn + SMOKE_GRENADE.turns, ...underCanopy }, events);
  return smokeCloudStages(lands, wind).reduce(
    (g, shape, i) => addArea(g, { kind: 'grenade-smoke', shape: cut(shape), by, since: first + i, until: first + i, stage: (i + 1) as 1 | 2 | 3, ...underCanopy }, events),
    g0,
  );
}

/** Fires a pencil flare over a point within 18" (L366): a 24" circle of daylight, the figure's flare spent. */
export function flareOrder(a: OrderArgs, input: { readonly figure: string; readonly at: Point }): RuleResult<Ordered> {
  const found = readyFigure(a, input.figure, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if (!f.gear.includes('pencil-flare')) return fail('fng/no-pencil-flare', { figure: f.id });
  if (swimming(a.game.water, keyOf(f))) return fail('fng/swimming', { figure: f.id });
  const d = distance(f.at!, input.at);
  if (d > PENCIL_FLARE.reach + 1e-9) return fail('fng/flare-too-far', { figure: f.id, inches: Math.round(d * 10) / 10, reach: PENCIL_FLARE.reach });
  const events: FngEvent[] = [{ kind: 'pencil-flare', figure: keyOf(f), at: input.at }];
  // Not firing a weapon (L366): the figure may still fire this activation; the flare is gone.
  let g: FngGame = updateFigure(a.game, keyOf(f), (x) => ({ ...x, gear: x.gear.filter((i) => i !== 'pencil-flare') }));
  g = addArea(g, { kind: 'flare', shape: circle(input.at, PENCIL_FLARE.diameter), by: keyOf(f), since: g.turn, until: g.turn + 1 }, events);
  return ok({ game: g, events });
}
