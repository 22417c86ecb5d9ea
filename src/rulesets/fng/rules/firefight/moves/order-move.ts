import { distance, formatPoint, type Point } from '../../../../../core/board/geometry.js';
import { walk, type Walk } from '../../terrain/foot-move.js';
import { depthAt, knownWater } from '../../terrain/moves/order-water.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { crawlMove, fastMove, normalMove, standUpCost, type Mover } from '../movement.js';
import { napalmEntered } from '../../support/moves/air-turn.js';
import { obstaclesCrossed, startsOf } from '../../terrain/moves/obstacle-crossing.js';
import { buildingsEntered } from '../../terrain/moves/building-entry.js';
import { MAN_BREADTH } from '../../figures/figure.js';
import { flameCrossed } from './order-flame.js';
import { buildingAt } from '../../terrain/building-areas.js';
import { bearing } from '../../figures/facing.js';
import { cellOf, FLOOR_CHANGE_SHARE, floorStep, isCollapsed, isRubble, tableOnLevel, withFloor } from '../../terrain/building-floors.js';
import { chainEnv, coverWord, standIn, standing, type OrderArgs, type Ordered } from '../../game/order.js';
import { figureOf, has, keyOf, onTable, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { CARRY_MOVE_PENALTY, damageWorsens } from '../wounds.js';
import { civilianOn } from '../../missions/civilian-figures.js';

/**
 * Voluntary movement (FNG 2nd Tour p.17–18, seed L608–L629): a normal move of 8" (Attributes and a
 * flak jacket change it), a Fast Move with one 2d6 roll for the group (+4" per die passed against each
 * figure's REP), crawling at half speed counting as prone, going prone (ending the move), standing up
 * for half a move. Carrying a casualty costs 2" (L957); walking wounded move at half speed (L720).
 * Where a figure ends it takes the cover and concealment the board gives there (`standIn`); said in
 * the order, they are attested where no board is loaded and the GM's word against one.
 */

export type MoveMode = 'normal' | 'fast' | 'crawl';

export interface MoveInput {
  readonly moves: readonly { readonly figure: string; readonly to: Point }[];
  readonly mode: MoveMode;
  /** Go prone where the move ends (L628). */
  readonly prone?: boolean;
  /** Through a door (2" of the move) or a window (the move ends) where it crosses a building's wall (L999); a door unless told. */
  readonly via?: 'door' | 'window';
  /** Up or down one level of the building where the move ends, to this one (L1002: half the move). */
  readonly floor?: number;
  /** In cover or concealed where it ends (L807–L815): attested where no board is loaded, the GM's word against one. */
  readonly cover?: boolean;
  readonly concealed?: boolean;
}

export type MoveError = 'fng/upstairs' | 'fng/move-left-lost' | 'fng/move-left-mode' | 'fng/already-moved' | 'fng/reloaded-no-fast' | 'fng/too-far' | 'fng/in-melee' | 'fng/carried' | 'fng/no-moves' | 'fng/place-taken' | 'fng/civilian-spot' | 'fng/lull' | 'fng/board-reads-cover';

/** The least room between two figures' places: a man's breadth, so none ends on another. */
export const BREADTH_INCHES = MAN_BREADTH;

/**
 * A figure on the table (not `except`, by key; not carried) within a man's breadth of `p`: that place is
 * taken. The web page's move preview asks it of the viewer's figures, so preview and move agree.
 */
export function placeTakenBy<F extends TableFigure>(figures: readonly F[], p: Point, except: ReadonlySet<string>): F | undefined {
  return figures.find((x) => !except.has(keyOf(x)) && onTable(x) && x.carriedBy === undefined && distance(x.at!, p) < BREADTH_INCHES - 1e-9);
}

const mover = (f: TableFigure): Mover => ({ fast: has(f, 'fast'), slow: has(f, 'slow'), flakJacket: f.gear.includes('flak-jacket') });

/**
 * Inches a figure may move this way before any Fast Move dice (FNG p.17, L608–L629): standing up,
 * carrying (L957) and a walking wound (L720) taken off. The web page's preview reads it too.
 */
export function baseAllowance(f: TableFigure, mode: MoveMode): number {
  const m = mover(f);
  let inches = mode === 'crawl' ? crawlMove(m) : normalMove(m);
  if (f.prone && mode !== 'crawl') inches -= standUpCost(m);
  if (f.carrying !== undefined) inches -= CARRY_MOVE_PENALTY;
  if (f.status === 'out-of-fight') inches /= 2;
  return Math.max(0, inches);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * A figure's walk over the board's terrain, with the water's depths the players have found (foot-move.ts).
 * The web page's move preview walks it too, with the depths its view holds, so preview and move agree.
 */
export function walkOn(a: { readonly table?: OrderArgs['table']; readonly game: Pick<FngGame, 'water'> }, from: Point, to: Point, allowance: number): Walk {
  const water = knownWater(a.game);
  return walk(a.table, from, to, allowance, (feature, p) => depthAt(water, feature, p));
}

/** How much of a move a normal (or crawling) move of this figure has before the ground is paid for. */
export function moveAllowance(f: TableFigure, mode: 'normal' | 'crawl' = 'normal'): number {
  return baseAllowance(f, mode);
}

const SHARE: Readonly<Record<number, string>> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
const slowText = (x: { readonly name: string; readonly share: number }): string => `${x.name} ${SHARE[x.share] ?? `×${x.share}`}`;

/**
 * Where a move may end as to a building's levels (L988, L1002): a change of level (`floor`) only
 * inside a building with that level, one up or down; a figure above or below the ground floor stays
 * in his building (he comes down to leave it) and ends on his level only where it has not fallen in.
 */
function levelCheck(a: OrderArgs, f: TableFigure, to: Point, floor: number | undefined): RuleResult<true> {
  const level = f.floor ?? 0;
  if (floor === undefined && level === 0) return ok(true);
  if (!a.table) return fail('fng/no-board');
  const there = buildingAt(a.table.features, to, { whole: true });
  if (floor !== undefined) {
    const step = floorStep(there, to, level, floor, a.game.ruins);
    return step.ok ? ok(true) : step;
  }
  const here = buildingAt(a.table.features, f.at!, { whole: true });
  if (there === undefined || there.name !== here?.name) return fail('fng/upstairs', { figure: f.id, floor: level });
  const cell = cellOf(there, to, level);
  if (cell && isCollapsed(a.game.ruins, cell) && !isRubble(a.game.ruins, cell)) return fail('fng/floor-fallen-in', { feature: there.name, floor: level });
  return ok(true);
}

/** The table a figure on a level walks: its rubble, not the ground floor's (L994). */
function onLevel(a: OrderArgs, floor: number | undefined): OrderArgs {
  if (!a.table || (floor ?? 0) === 0) return a;
  return { ...a, table: tableOnLevel(a.table, a.game.ruins, floor!) };
}

/** A figure's walk toward `to` from where he stands, on his building level's ground (L994). */
export function walkOf(a: OrderArgs, f: TableFigure, to: Point, allowance: number): Walk {
  return walkOn(onLevel(a, f.floor), f.at!, to, allowance);
}

/** One figure of a move: where it goes and the inches of move it has for it. */
export interface PlannedStep {
  readonly f: TableFigure;
  readonly to: Point;
  readonly can: number;
}

/** A move checked and its inches known (a Fast Move's dice rolled), not yet made. */
export interface MovePlan {
  readonly input: MoveInput;
  readonly figs: readonly PlannedStep[];
  readonly clumsy: ReadonlySet<string>;
  readonly events: readonly FngEvent[];
}

/** A move made: the game and events, and each mover's walk (by key) as far as it went. */
export interface MadeMove extends Ordered {
  readonly walks: ReadonlyMap<string, Walk>;
}

/** Moves figures of the acting side; a Fast Move rolls once for all of them and a figure the dice do not carry far enough stops short. */
export function moveFigures(a: OrderArgs, input: MoveInput): RuleResult<Ordered> {
  const plan = planMove(a, input);
  return plan.ok ? ok(makeMove(a, plan.value)) : plan;
}

/**
 * A move's checks and its inches: who may move where, and how far each may go (a Fast Move rolls its
 * dice here). A figure finishing a move an In Sight stopped (`moveLeft`, L659) has what is left of it,
 * the same way (a Fast Move's dice are not rolled again), if he is still carrying on (L681: Duck Back,
 * Retire, a hit or a melee forfeit it).
 */
export function planMove(a: OrderArgs, input: MoveInput): RuleResult<MovePlan> {
  if (input.moves.length === 0) return fail('fng/no-moves');
  const figs: { f: TableFigure; to: Point }[] = [];
  const left = new Map<string, number>();
  for (const m of input.moves) {
    const found = ownFigure(a.game, a.side, m.figure);
    if (!found.ok) return found;
    const f = found.value;
    const rest = f.moveLeft?.serial === a.game.serial ? f.moveLeft : undefined;
    if (rest && f.status !== 'carry-on') return fail('fng/move-left-lost', { figure: f.id, status: f.status });
    const may = mayAct(a.game, f, { moving: true });
    if (!may.ok) return may;
    if ((f.moved && !rest) || f.busy) return fail('fng/already-moved', { figure: f.id });
    if ((f.fighting ?? []).length > 0) return fail('fng/in-melee', { figure: f.id });
    if (f.carriedBy !== undefined) return fail('fng/carried', { figure: f.id });
    if (rest && (input.mode === 'fast' || (input.mode === 'crawl') !== (rest.mode === 'crawl'))) return fail('fng/move-left-mode', { figure: f.id, mode: rest.mode, inches: round2(rest.inches) });
    // A figure reloading may move, but no further than its normal move (L603, L787).
    if (f.reloaded && input.mode === 'fast') return fail('fng/reloaded-no-fast', { figure: f.id });
    const level = levelCheck(a, f, m.to, input.floor);
    if (!level.ok) return level;
    if (rest) left.set(keyOf(f), rest.inches);
    figs.push({ f, to: m.to });
  }
  const word = coverWord(a, input.cover !== undefined || input.concealed !== undefined, figs[0]!.f.id);
  if (!word.ok) return word;
  // A lull (Random Event, L1641): no voluntary move but from the open into cover.
  if (a.game.mission?.lullTurn === a.game.turn) {
    const bad = figs.find(({ f, to }) => {
      const from = standing(a, f.at!, {}, {});
      const end = standing(a, to, {}, {});
      return from.inCover || from.concealed || !(end.inCover || end.concealed);
    });
    if (bad) return fail('fng/lull', { figure: bad.f.id });
  }
  // No figure ends on another's place (nor two movers on one): a man's breadth apart.
  const moving = new Set(figs.map(({ f }) => keyOf(f)));
  for (const [i, { f, to }] of figs.entries()) {
    const other = placeTakenBy(a.game.figures, to, moving) ?? figs.slice(0, i).find((x) => distance(x.to, to) < BREADTH_INCHES - 1e-9)?.f;
    if (other) return fail('fng/place-taken', { figure: f.id, other: other.id, at: formatPoint(to) });
    // Nor on a civilian's, standing or fallen (a third party's figures, L1262).
    const civilian = civilianOn(a.game.civilians?.figures, to);
    if (civilian) return fail('fng/civilian-spot', { figure: f.id, civilian: civilian.id, at: formatPoint(civilian.at) });
  }
  const events: FngEvent[] = [];
  const allowed = new Map<string, number>();
  const clumsy = new Set<string>();
  if (input.mode === 'fast') {
    // The Fast Move test (L614–L627): one roll for the group; a flak jacket costs 2" of it (L377).
    const r = fastMove(
      a.roller,
      { figures: figs.map(({ f }) => ({ id: keyOf(f), rep: f.rep, ...mover(f), athlete: has(f, 'athlete'), clumsy: has(f, 'clumsy') })), crawling: false },
      'fast move',
    );
    if (!r.ok) return r;
    events.push({ kind: 'fast-move', part: r.value.part, ...(r.value.athletePart ? { athletePart: r.value.athletePart } : {}), figures: r.value.figures.map((x) => ({ figure: x.id, passes: x.passes, inches: x.inches, clumsy: x.fallsStunnedProne })) });
    for (const x of r.value.figures) {
      const f = figs.find((y) => keyOf(y.f) === x.id)!.f;
      // Standing up, carrying and a walking wound cost the same inches of a fast move as of a normal one.
      allowed.set(x.id, Math.max(0, x.inches - (normalMove(mover(f)) - baseAllowance(f, 'normal'))) * (input.floor === undefined ? 1 : FLOOR_CHANGE_SHARE));
      if (x.fallsStunnedProne) clumsy.add(x.id);
    }
  } else {
    for (const { f, to } of figs) {
      const rest = left.get(keyOf(f));
      const can = rest ?? baseAllowance(f, input.mode) * (input.floor === undefined ? 1 : FLOOR_CHANGE_SHARE);
      const w = walkOf(a, f, to, can);
      if (!w.full) return fail('fng/too-far', { figure: f.id, inches: round2(distance(f.at!, to)), allowed: round2(can), furthest: formatPoint(w.reached), ...(rest === undefined ? {} : { left: 1 }), ...(w.stoppedBy ? { why: w.stoppedBy } : w.slowedBy.length ? { why: 'terrain', ground: w.slowedBy.map(slowText).join(', ') } : {}) });
      allowed.set(keyOf(f), can);
    }
  }
  return ok({ input, figs: figs.map(({ f, to }) => ({ f, to, can: allowed.get(keyOf(f)) ?? 0 })), clumsy, events });
}

/**
 * Makes a planned move: each figure walks toward its point with its inches, or with `walked` of them
 * where an In Sight stops the move (L655; a figure so stopped neither goes prone nor changes level:
 * his move has not ended), takes the cover and concealment where it ends, and meets what lies on the
 * way (napalm, obstacles, a building's wall, residual flame).
 */
export function makeMove(a: OrderArgs, plan: MovePlan, walked: ReadonlyMap<string, number> = new Map()): MadeMove {
  const { input, clumsy } = plan;
  const events: FngEvent[] = [...plan.events];
  const walks = new Map<string, Walk>();
  let g: FngGame = a.game;
  for (const { f, to, can } of plan.figs) {
    const key = keyOf(f);
    const from = f.at!;
    const stop = walked.get(key);
    // The ground it crosses costs its move as the terrain table says (L1146–L1204); a Fast Move the dice do not carry stops short.
    const w = walkOf(a, f, to, stop === undefined ? can : Math.min(can, stop));
    walks.set(key, w);
    const short = stop === undefined ? !w.full : !walkOf(a, f, to, can).full;
    const end = w.reached;
    const prone = input.mode === 'crawl' || (input.prone === true && w.full) || clumsy.has(key);
    // Inside a building a figure that moved counts as moving, concealed, not in cover (L1002).
    const { figure: put, stands } = standIn(a, figureOf(g, key), end, input, { prone, moving: true });
    const climbs = input.floor !== undefined && w.full ? input.floor : undefined;
    // He faces the way he went (L316, L806), before any In Sight his move starts reads his red light.
    const facing = bearing(from, end);
    g = updateFigure(g, key, () => ({
      ...(climbs === undefined ? put : withFloor(put, climbs)),
      ...(facing === undefined ? {} : { facing }),
      moved: true,
      prone,
      ...(input.mode === 'fast' && !prone ? { fastMoving: true } : {}),
      ...(clumsy.has(key) && damageWorsens(put.status, 'stunned') ? { status: 'stunned' as const, stunnedAt: g.serial } : {}),
    }));
    if (f.carrying !== undefined) g = updateFigure(g, f.carrying, (c) => ({ ...c, at: end }));
    events.push({ kind: 'moved', figure: key, from, to: end, inches: w.inches, allowed: round2(can), mode: input.mode, prone, short, ...(w.slowedBy.length ? { terrain: w.slowedBy } : {}), ...(stands ? { stands } : {}) });
    if (input.floor !== undefined) events.push({ kind: 'floor-move', figure: key, from: f.floor ?? 0, to: climbs ?? f.floor ?? 0, feature: buildingAt(a.table!.features, end, { whole: true })?.name ?? '' });
  }
  const figs = plan.figs;
  // Into burning napalm: its hit, once a turn (L1911).
  g = napalmEntered(g, figs.map(({ f }) => keyOf(f)), chainEnv(a), events);
  // Wire and stakes stop a move, minefields and stakes test those who go in (L1206–L1209).
  g = obstaclesCrossed(a, g, startsOf(figs), events);
  // Through a building's wall: a door costs 2", a window ends the move (L999).
  g = buildingsEntered(a, g, startsOf(figs), input.via ?? 'door', events);
  // Into a flame-thrower's residual flame: 2d6 vs REP to go in, then the flames' test (L782).
  g = flameCrossed(a, g, startsOf(figs), events);
  return { game: g, events, walks };
}
