import type { Scenario } from '../../../core/board/scenario.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { RuleResult } from '../../../core/result.js';
import { directFire, type DirectFireError, type DirectFireInput, type DirectFireResult } from './fire/direct-fire.js';
import type { TargetCover } from './fire/fire-pool.js';
import { directFireAtSneaker, reactiveFireAtSneaker, type FireAtSneakerError, type FireAtSneakerInput, type SneakerVolleyResult } from './fieldcraft/reveal.js';
import type { HouseRules } from './game/house-rule-lookup.js';
import { antiAircraftFire, helicopterFire, type AntiAircraftError, type AntiAircraftInput, type AntiAircraftResult, type HelicopterFireError, type HelicopterFireInput, type HelicopterFireResult } from './support/helicopter-fire.js';
import { reactiveFire, type ReactiveFireError, type ReactiveFireInput, type ReactiveFireResult } from './fire/reactive-fire.js';
import { reconByFire, type ReconByFireError, type ReconByFireInput, type ReconByFireResult } from './fire/recon-by-fire.js';
import type { FogoState } from './game/state.js';
import { coverAgainstBoard, targetCover } from './fire/terrain-cover.js';
import { volleyOf, type VolleyInput, type VolleyOrder } from './fire/volley.js';

/*
 * The fire orders as a player gives them: the volley's grouping named by its leader or director
 * (`volleyOf`, crossfire-core §1.4.5) and, at a stand, its cover declared or read from the terrain
 * (`targetCover`, §1.1.1); then the fire itself. The moves below take the order whole, so no rule of
 * a fire is left to the command that gives it.
 */

/** An order of `I`'s fire: its volley as ordered (`VolleyOrder`), the rest as the fire takes it. */
type Ordered<I extends VolleyInput> = VolleyOrder & Omit<I, keyof VolleyInput>;
/** The same, with the target's cover left to its terrain when not declared. */
type OrderedAtStand<I extends VolleyInput & { readonly cover: TargetCover }> = VolleyOrder &
  Omit<I, keyof VolleyInput | 'cover'> & { readonly cover?: TargetCover | undefined };

type Fired<R, E extends string> = RuleResult<{ state: FogoState; result: R }, E | 'fogo/two-groups' | 'board/cover-needed'>;

function atStand<I extends VolleyInput & { readonly target: string; readonly cover: TargetCover }>(
  state: FogoState,
  order: OrderedAtStand<I>,
  board: Scenario | undefined,
): RuleResult<VolleyInput & { readonly target: string; readonly cover: TargetCover }, 'fogo/two-groups' | 'board/cover-needed'> {
  const volley = volleyOf(order);
  if (!volley.ok) return volley;
  const cover = targetCover(order.cover, board, state, order.side, order.target);
  if (!cover.ok) return cover;
  return { ok: true, value: { ...volley.value, target: order.target, cover: cover.value } };
}

/** Direct fire as ordered (crossfire-core §1.4): `directFire` with the grouping and cover the order gives. */
export function directFireOrder(
  state: FogoState,
  order: OrderedAtStand<DirectFireInput>,
  board: Scenario | undefined,
  roller: Roller,
  rules: HouseRules,
): Fired<DirectFireResult, DirectFireError> {
  const input = atStand(state, order, board);
  return input.ok ? withBoardCover(directFire(state, input.value, roller, rules), coverAgainstBoard(order.cover, board, state, order.side, order.target)) : input;
}

/** A fire's result with the board's cover where the side declared another. */
function withBoardCover<R extends { readonly boardCover?: TargetCover }, E extends string>(r: RuleResult<{ state: FogoState; result: R }, E>, boardCover: TargetCover | undefined): RuleResult<{ state: FogoState; result: R }, E> {
  return r.ok && boardCover !== undefined ? { ...r, value: { ...r.value, result: { ...r.value.result, boardCover } } } : r;
}

/** Reactive fire as ordered (crossfire-core §1.4.6): `reactiveFire` with the grouping and cover the order gives. */
export function reactiveFireOrder(
  state: FogoState,
  order: OrderedAtStand<ReactiveFireInput>,
  board: Scenario | undefined,
  roller: Roller,
  rules: HouseRules,
): Fired<ReactiveFireResult, ReactiveFireError> {
  const input = atStand(state, order, board);
  return input.ok
    ? withBoardCover(reactiveFire(state, { ...input.value, ...(order.assault === undefined ? {} : { assault: order.assault }) }, roller, rules), coverAgainstBoard(order.cover, board, state, order.side, order.target))
    : input;
}

/** Recon by fire as ordered (crossfire-core §1.6): `reconByFire` with the grouping the order gives. */
export function reconByFireOrder(
  state: FogoState,
  order: Ordered<ReconByFireInput>,
  roller: Roller,
  rules: HouseRules,
): Fired<ReconByFireResult, ReconByFireError> {
  const volley = volleyOf(order);
  return volley.ok ? reconByFire(state, { ...volley.value, feature: order.feature }, roller, rules) : volley;
}

/** Fire at an enemy Sneaker as ordered (crossfire-core §2.7.6): `directFireAtSneaker` with the grouping the order gives. */
export function fireAtSneakerOrder(
  state: FogoState,
  order: Ordered<FireAtSneakerInput>,
  roller: Roller,
  rules: HouseRules,
): Fired<SneakerVolleyResult, FireAtSneakerError> {
  const volley = volleyOf(order);
  return volley.ok ? directFireAtSneaker(state, { ...volley.value, sneaker: order.sneaker, cover: order.cover }, roller, rules) : volley;
}

/** Reactive fire at a Sneaker as ordered (crossfire-core §1.4.6, §2.7.6): `reactiveFireAtSneaker` with the grouping the order gives. */
export function reactiveFireAtSneakerOrder(
  state: FogoState,
  order: Ordered<FireAtSneakerInput>,
  roller: Roller,
  rules: HouseRules,
): Fired<SneakerVolleyResult, FireAtSneakerError | 'fogo/target-not-phasing'> {
  const volley = volleyOf(order);
  return volley.ok ? reactiveFireAtSneaker(state, { ...volley.value, sneaker: order.sneaker, cover: order.cover }, roller, rules) : volley;
}

/**
 * A helicopter's guns as ordered (seed 000, Air Assault): `helicopterFire` with the target's cover
 * declared or read from its terrain (`targetCover`, crossfire-core §1.1.1).
 */
export function helicopterFireOrder(
  state: FogoState,
  order: Omit<HelicopterFireInput, 'cover'> & { readonly cover?: TargetCover | undefined },
  board: Scenario | undefined,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: FogoState; result: HelicopterFireResult }, HelicopterFireError | 'board/cover-needed'> {
  const cover = targetCover(order.cover, board, state, order.side, order.target);
  return cover.ok ? withBoardCover(helicopterFire(state, { ...order, cover: cover.value }, roller, rules), coverAgainstBoard(order.cover, board, state, order.side, order.target)) : cover;
}

/** Anti-aircraft fire as ordered (seed 000, Air Assault): `antiAircraftFire` with the grouping the order gives. */
export function antiAircraftOrder(
  state: FogoState,
  order: Ordered<AntiAircraftInput>,
  roller: Roller,
  rules: HouseRules,
): Fired<AntiAircraftResult, AntiAircraftError> {
  const volley = volleyOf(order);
  return volley.ok ? antiAircraftFire(state, { ...volley.value, helicopter: order.helicopter }, roller, rules) : volley;
}
