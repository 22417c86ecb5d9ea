import { distance, type Point } from '../../../../../core/board/geometry.js';
import { ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { ambushersHoldInSight } from '../../game/ambush-opening.js';
import { bearing } from '../../figures/facing.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { figureOf, keyOf, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { civilianOn } from '../../missions/civilian-figures.js';
import { BREADTH_INCHES, makeMove, placeTakenBy, planMove, walkOf, type MadeMove, type MoveInput, type MovePlan } from './order-move.js';
import { ableToSee, broughtIntoSight, enemiesInSight, inSightAmong, inSightEither, inSightOnComing } from './order-sight.js';

/**
 * A move and the In Sight it starts (FNG 2nd Tour p.19–20, seed L653–L660): "The In Sight Test is
 * triggered as soon as any figure in a moving group comes into sight. Once the test is triggered the
 * moving group is allowed to move its figures up to two additional inches" (L655); in the example "8"
 * enters sight, the rest of the group moves 2" more, which brings "7" into sight, and both take the
 * test (L658–L659). "After the In Sight test is completed, figures in the moving group that triggered
 * the test can continue their movement and active fire if they have not already done so. New figures
 * coming into sight, even if from the same group will trigger a new In Sight Test" (L659).
 *
 * On a loaded board the movers walk their ways together, in the order given, looking round every inch
 * of move and then for the quarter inch where sight came; the first who comes into sight of an enemy
 * he had not seen this activation (or brings one into his own sight), such that both would take the
 * test (L655: each "must have a LOS to an enemy figure"), stops there; every other mover goes at most 2" of move further along his own way. Then
 * the In Sight is taken by every figure the move brought into sight (`inSightOnComing`). Those stopped
 * short keep what is left of their move (`TableFigure.moveLeft`) for the rest of the activation: once
 * the In Sight is over (a Star's answer it waits on included), a mover still carrying on (L681: not
 * Ducking Back, Retiring, hit or in melee) finishes it with his next move, which may start a new In
 * Sight. No In Sight is started while a chain waits on a Star, or by ambushers on turn 1 (L2192): then
 * the move is made whole. Without a board sight is the players' to attest with `/fng sight`.
 * The bot's groups move the same way (enemy-groups.ts), and finish what is left themselves.
 */

/** How finely, in inches of move, the point where a mover comes into sight is found (L655: "as soon as"). */
export const SIGHT_STEP_INCHES = 0.25;

/** Steps between two looks round before the step is searched for (an inch of move). */
const LOOK_EVERY = 4;

/** How much further the rest of the group may move once the In Sight is triggered (L655). */
export const IN_SIGHT_EXTRA_INCHES = 2;

/** Where an In Sight stops a move: who came into sight, of whom, and the inches of move each mover walks (by key). */
export interface SightStop {
  readonly figure: string;
  readonly enemies: readonly string[];
  readonly walked: ReadonlyMap<string, number>;
}

type Table = NonNullable<OrderArgs['table']>;

/**
 * The enemies (keys) each mover has already seen this activation (L653: "not seen previously during
 * this activation phase"): those in sight where he stands, and those met on a move an In Sight stopped.
 */
export function seenBefore(g: FngGame, table: Table, plan: MovePlan): ReadonlyMap<string, ReadonlySet<string>> {
  return new Map(
    plan.figs.map(({ f }) => {
      const kept = f.moveLeft?.serial === g.serial ? f.moveLeft.seen : [];
      return [keyOf(f), new Set([...kept, ...enemiesInSight(g, table, f)])];
    }),
  );
}

/**
 * Where the first mover comes into sight (L655), walking the planned move together to the nearest
 * `SIGHT_STEP_INCHES` of move, in the group's order: he stops there and the others go at most
 * `IN_SIGHT_EXTRA_INCHES` further (L655, L658), each no further than his own way. Undefined when the
 * move brings nobody into sight, or no In Sight may start now.
 */
export function sightStop(a: OrderArgs, table: Table, plan: MovePlan, seen: ReadonlyMap<string, ReadonlySet<string>>): SightStop | undefined {
  const g = a.game;
  if (g.pending || ambushersHoldInSight(g, a.side)) return undefined;
  const paths = plan.figs.map((p) => ({ ...p, key: keyOf(p.f), full: walkOf(a, p.f, p.to, p.can).spent, facing: bearing(p.f.at!, p.to) }));
  const fresh = new Map(paths.map((p) => [p.key, g.figures.filter((o) => o.side !== p.f.side && ableToSee(o) && !seen.get(p.key)?.has(keyOf(o))).map(keyOf)]));
  if (![...fresh.values()].some((x) => x.length > 0)) return undefined;
  const longest = Math.max(...paths.map((p) => p.full));
  // A mover on his feet while he goes (he goes prone only where his move ends), facing his way (L806).
  const at = (p: (typeof paths)[number], cost: number): TableFigure => ({
    ...p.f,
    at: walkOf(a, p.f, p.to, cost).reached,
    prone: plan.input.mode === 'crawl',
    ...(p.facing === undefined ? {} : { facing: p.facing }),
  });
  // Walked to the end of his way, a mover is given all his inches, so the walk lands where a whole move would.
  const upTo = (q: (typeof paths)[number], cost: number) => (cost >= q.full - 1e-9 ? q.can : cost);
  // Everyone at step k; a mover whose way ended by step `since` was looked round from its end already.
  const lookAt = (k: number, since: number): SightStop | undefined => {
    const s = k * SIGHT_STEP_INCHES;
    let step = g;
    for (const p of paths) step = updateFigure(step, p.key, () => at(p, Math.min(s, p.full)));
    for (const p of paths) {
      if (since * SIGHT_STEP_INCHES >= p.full) continue;
      const h = figureOf(step, p.key);
      const now = fresh.get(p.key)!.map((o) => figureOf(step, o)).filter((o) => inSightEither(step, table, h, o));
      if (now.length === 0) continue;
      const taking = inSightAmong(step, table, [h, ...now]);
      if (!taking.includes(h) || taking.length < 2) continue;
      const walked = new Map(paths.map((q) => [q.key, upTo(q, q.key === p.key ? s : s + IN_SIGHT_EXTRA_INCHES)]));
      return { figure: p.key, enemies: taking.filter((o) => o !== h).map(keyOf), walked };
    }
    return undefined;
  };
  // A look round every inch of move, then the quarter inch where the first came into sight: a line of
  // sight costs time to trace, and a glimpse shorter than an inch between two covers goes unseen.
  for (let K = 1; (K - 1) * LOOK_EVERY * SIGHT_STEP_INCHES < longest; K++) {
    const hit = lookAt(K * LOOK_EVERY, (K - 1) * LOOK_EVERY);
    if (!hit) continue;
    for (let k = (K - 1) * LOOK_EVERY + 1; k < K * LOOK_EVERY; k++) {
      const first = lookAt(k, k - 1);
      if (first) return first;
    }
    return hit;
  }
  return undefined;
}

/**
 * The stop with no mover on another's place: a planned move ends a man's breadth from everyone (its
 * checks), but one the In Sight cuts short may end where a figure, a civilian or another mover already
 * stands. Such a mover stops at the nearest quarter inch of his way that is clear: the one who came
 * into sight further along it (still in sight, and the end of his way is clear), the others short of
 * it first.
 */
function clearPlaces(a: OrderArgs, plan: MovePlan, stop: SightStop): SightStop {
  const movers = new Set(plan.figs.map(({ f }) => keyOf(f)));
  const taken: Point[] = [];
  const walked = new Map(stop.walked);
  for (const { f, to, can } of plan.figs) {
    const key = keyOf(f);
    const cost = walked.get(key);
    if (cost === undefined) continue;
    const free = (c: number) => {
      const p = walkOf(a, f, to, c).reached;
      return !placeTakenBy(a.game.figures, p, movers) && !civilianOn(a.game.civilians?.figures, p) && !taken.some((t) => distance(t, p) < BREADTH_INCHES - 1e-9);
    };
    const first = key === stop.figure;
    let best = cost;
    for (let k = 1; !free(best) && k <= Math.ceil(can / SIGHT_STEP_INCHES); k++) {
      const on = Math.min(can, cost + k * SIGHT_STEP_INCHES);
      const tries = first ? [on] : [cost - k * SIGHT_STEP_INCHES, on].filter((c) => c >= 0);
      best = tries.find(free) ?? best;
    }
    walked.set(key, best);
    taken.push(walkOf(a, f, to, best).reached);
  }
  return { ...stop, walked };
}

/** Inches left less than this are no move left. */
const NOTHING_LEFT = 0.05;

/** Inches left, to the hundredth above (so the rest of the way is never refused for a rounding). */
const upTo100th = (n: number): number => Math.ceil(n * 100 - 1e-6) / 100;

/**
 * Each mover's move left after a move (`moveLeft`): a mover the In Sight stopped short of his point,
 * where the walk left him (not turned back by wire or a window), keeps the inches he did not walk and
 * the enemies seen so far; every other mover has finished his move.
 */
function keepRemainders(a: OrderArgs, table: Table, plan: MovePlan, made: MadeMove, stop: SightStop | undefined, seen: ReadonlyMap<string, ReadonlySet<string>>): FngGame {
  let g = made.game;
  for (const { f, to, can } of plan.figs) {
    const key = keyOf(f);
    const w = made.walks.get(key)!;
    const now = figureOf(g, key);
    const inches = can - w.spent;
    const stopped = stop !== undefined && !w.full && inches > NOTHING_LEFT && now.at !== undefined && now.at.x === w.reached.x && now.at.y === w.reached.y;
    const { moveLeft: _, ...rest } = now;
    if (!stopped) {
      if (now.moveLeft) g = updateFigure(g, key, () => rest);
      continue;
    }
    // Those he came into sight of count as met, even should a place taken have held him a step short of the sight.
    const met = new Set([...(seen.get(key) ?? []), ...enemiesInSight(g, table, now), ...(stop.figure === key ? stop.enemies : [])]);
    g = updateFigure(g, key, () => ({ ...rest, moveLeft: { serial: g.serial, inches: upTo100th(inches), to, mode: plan.input.mode, seen: [...met] } }));
  }
  return g;
}

/**
 * A move (`/fng move`, and the bot's for the enemy) and the In Sight it starts (L653–L660): the move
 * stopped where the first mover comes into sight and the others 2" on (`sightStop`), the In Sight
 * taken by all it brought into sight, then who still has move left to finish once it is over
 * (`move-left`, not told for the bot's figures: it finishes them itself).
 */
export function moveOrder(a: OrderArgs, input: MoveInput, opts: { readonly bot?: boolean } = {}): RuleResult<Ordered> {
  const plan = planMove(a, input);
  if (!plan.ok) return plan;
  const table = a.table;
  if (!table) return ok(makeMove(a, plan.value));
  const seen = seenBefore(a.game, table, plan.value);
  const found = sightStop(a, table, plan.value, seen);
  const stop = found && clearPlaces(a, plan.value, found);
  const made = makeMove(a, plan.value, stop?.walked);
  const events: FngEvent[] = [...made.events];
  const movers = plan.value.figs.map(({ f }) => keyOf(f));
  if (stop) events.push({ kind: 'move-stopped', figure: stop.figure, enemies: stop.enemies, at: figureOf(made.game, stop.figure).at!, others: movers.filter((k) => k !== stop.figure) });
  let g = keepRemainders(a, table, plan.value, made, stop, seen);
  const { come, watching } = broughtIntoSight(g, table, movers, (k) => seen.get(k) ?? new Set());
  const sight = come.length ? inSightOnComing({ ...a, game: g }, come, watching) : undefined;
  if (sight) {
    events.push({ kind: 'into-sight', figures: come.map(keyOf), enemies: watching.map(keyOf) }, ...sight.events);
    g = sight.game;
  }
  const left = movers.map((k) => figureOf(g, k)).filter((f) => f.moveLeft?.serial === g.serial && mayFinish(f));
  if (left.length && !opts.bot) events.push({ kind: 'move-left', figures: left.map((f) => ({ figure: keyOf(f), inches: f.moveLeft!.inches, to: f.moveLeft!.to })) });
  return ok({ game: g, events });
}

/** A figure may finish the move an In Sight stopped while he carries on and is not in melee (L659, L681). */
export function mayFinish(f: TableFigure): boolean {
  return f.status === 'carry-on' && (f.fighting ?? []).length === 0 && f.carriedBy === undefined;
}
