import { formatHex, hexDistance, sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Scenario } from '../../../../core/board/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { movementAllowance, planRoute, type MovementAllowance } from './movement-points.js';
import { lnlScenario, type LnlScenario } from '../map/scenario.js';
import { stackingProblems } from '../game/stacking.js';
import { hexOf, ownUnit, placeUnit, updateUnit, whereEach, withMarker, type LnlState } from '../game/state.js';
import { inPlay, type Unit, type UnitMarker } from '../game/units.js';
import { streamPenalty } from '../game/vehicle-tables.js';

export const MOVE_KINDS = ['move', 'assault', 'stealth', 'low-crawl', 'double-time', 'hit-and-run'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** The marker each kind of movement leaves (Movement 6.0–6.7). */
const MARKER: Readonly<Record<MoveKind, UnitMarker>> = {
  move: 'moved',
  'double-time': 'moved',
  assault: 'assault-move',
  // Stealth Movement is Assault Movement that is not spotted on entering cover (6.4).
  stealth: 'assault-move',
  'low-crawl': 'low-crawl',
  'hit-and-run': 'hit-and-run',
};

/**
 * The type of the stream a hex holds on the map, for its movement penalty (LnL player aid, Streams
 * and Movement Penalty Table, 10.5.1): the first stream through the hex; none without one, or when
 * the scenario gives no type.
 */
export function streamTypeAt(board: Scenario | undefined, hex: HexCoord): number | undefined {
  const stream = lnlScenario(board)?.features.find((f) => f.kind === 'path' && f.type === 'stream' && f.path.some((h) => sameHex(h, hex)));
  return stream?.kind === 'path' ? stream.streamType : undefined;
}

export interface MoveResult {
  readonly ids: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly how: MoveKind;
  readonly marker: UnitMarker;
  /** Entering a stream hex: its type and the extra MPs each mover pays (10.5.1). */
  readonly stream?: { readonly type: number; readonly penalties: readonly { readonly unit: string; readonly mp: number }[] };
  /** The way taken, hex by hex, and what it cost each mover of what it had (6.0–6.4). */
  readonly route?: readonly string[];
  readonly mps?: readonly { readonly unit: string; readonly spent: number; readonly of: number }[];
}

/**
 * A hex's units move together to another hex (LnL player aid, Movement 6.0: "all units activated
 * within same hex at same time, must move together"), marked by the kind of movement; the
 * destination's stacking is checked (1.3), Shaken units may not close on an enemy they can see
 * (DCT, Shaken), and a stream there costs each mover its extra MPs or
 * bars it (Streams and Movement Penalty Table, 10.5.1). The way (given hex by hex, or the cheapest)
 * is counted in MPs against each mover's allowance (`movementAllowance`): more than a unit has is
 * refused with the count; Double Time needs a Good Order leader among the movers (6.2); Low Crawl may
 * not use all of a unit's MF (6.3). Helicopters fly and carried weapons move with their carriers:
 * neither is counted.
 */
export function moveAction(
  state: LnlState,
  order: {
    side: string;
    units: readonly string[];
    to: HexCoord;
    how: MoveKind;
    streamType?: number;
    /** Whether an enemy in a hex can be seen from another (the map's LOS); without it, not checked. */
    inSight?: (from: HexCoord, to: HexCoord) => boolean;
    /** The scenario's map, for the terrain's MP costs; without it every hex is open ground. */
    map?: LnlScenario | undefined;
    /** The hexes on the way, each adjacent to the last; without them, the cheapest way. */
    via?: readonly HexCoord[] | undefined;
    rules?: HouseRules | undefined;
  },
): RuleResult<{ state: LnlState; result: MoveResult }> {
  const movers: Unit[] = [];
  for (const id of order.units) {
    const u = ownUnit(state, order.side, id);
    if (!u.ok) return u;
    if (u.value.kind === 'support-weapon' && u.value.carriedBy) return fail('lnl/carried-moves-with-carrier', { unit: u.value.id });
    if (u.value.immobilized || u.value.status === 'abandoned' || u.value.status === 'damaged') return fail('lnl/cannot-move', { unit: u.value.id });
    // One activation a turn: a unit that moved, or completed its operations, is done (4.0, 6.0); one
    // that fired may still make the half move of Assault Fire (6.1.1).
    const m = u.value.markers;
    if (m.some((x) => x === 'moved' || x === 'assault-move' || x === 'low-crawl' || x === 'hit-and-run')) return fail('lnl/already-moved', { unit: u.value.id });
    if (m.includes('ops-complete') || (m.includes('fired') && order.how !== 'assault')) return fail('lnl/already-fired', { unit: u.value.id });
    movers.push(u.value);
  }
  const from = movers.map((u) => hexOf(state, u));
  const first = from[0];
  if (from.some((h) => !h) || !first) return fail('lnl/no-position', { unit: movers[from.findIndex((h) => !h)]?.id ?? '' });
  if (from.some((h) => !sameHex(h!, first))) return fail('lnl/not-one-hex', { order: 'move', where: whereEach(movers, from) });
  if (sameHex(order.to, first)) return fail('lnl/same-hex', { hex: formatHex(order.to) });
  // "Shaken units cannot advance toward an enemy unit in their Line of Sight" (DCT, Shaken).
  const shaken = movers.find((u) => u.status === 'shaken');
  if (shaken && order.inSight) {
    const enemies = state.units.filter((u) => u.side !== order.side && inPlay(u)).map((u) => hexOf(state, u)).filter((h): h is HexCoord => h !== undefined);
    const closer = enemies.find((e) => order.inSight!(first, e) && hexDistance(order.to, e) < hexDistance(first, e));
    if (closer) return fail('lnl/shaken-cannot-advance', { unit: shaken.id, hex: formatHex(closer) });
  }
  const stacking = stackingProblems(state, order.to, order.side, movers);
  if (stacking.length) return fail(stacking[0]!.code, { count: stacking[0]!.count, max: stacking[0]!.max, hex: formatHex(order.to) });
  const penalties: { unit: string; mp: number }[] = [];
  if (order.streamType !== undefined) {
    for (const u of movers) {
      const p = streamPenalty(order.streamType, u.kind === 'vehicle' ? (u.moveType ?? 'T') : 'L');
      if (!p.ok) return fail(p.code, { ...p.params, unit: u.id });
      penalties.push({ unit: u.id, mp: p.value });
    }
  }
  if (order.how === 'double-time' && !movers.some((u) => u.kind === 'leader' && u.status === 'good-order')) return fail('lnl/double-time-needs-leader', {});
  const counted = movers.filter((u) => u.kind !== 'helicopter' && u.kind !== 'support-weapon');
  const enemyHeld = (h: HexCoord) => state.units.some((u) => u.side !== order.side && inPlay(u) && !u.aboard && u.at !== undefined && sameHex(u.at, h));
  const route = planRoute({ map: order.map, grid: state.grid, from: first, to: order.to, via: order.via, movers: counted, blocked: enemyHeld, ...(order.rules ? { rules: order.rules } : {}) });
  if (!route.ok) return route;
  const mps: { unit: string; spent: number; of: number }[] = [];
  for (const [i, u] of counted.entries()) {
    // Without the map the stream was declared for the destination: its penalty is on the last step.
    const spent = route.value.costs[i]!.total + (order.map ? 0 : (penalties.find((p) => p.unit === u.id)?.mp ?? 0));
    const allowance = movementAllowance(u, order.how, state.units.filter((w) => w.carriedBy === u.id && inPlay(w)).length, order.rules);
    const refused = mpRefusal(u, order.how, spent, allowance, route.value.hexes);
    if (refused) return refused;
    mps.push({ unit: u.id, spent, of: allowance.mp });
  }
  let next: LnlState = state;
  for (const u of movers) {
    const placed = placeUnit(next, u.id, order.to);
    if (!placed.ok) return placed;
    next = updateUnit(placed.value, u.id, (x) => withMarker(x, MARKER[order.how]));
  }
  const how = order.how === 'stealth' ? 'stealth' : order.how === 'low-crawl' ? 'low-crawl' : 'other';
  next = { ...next, lastMove: { side: order.side, units: movers.map((u) => u.id), hex: order.to, how } };
  return ok({
    state: next,
    result: {
      ids: movers.map((u) => u.id),
      from: formatHex(first),
      to: formatHex(order.to),
      how: order.how,
      marker: MARKER[order.how],
      ...(order.streamType === undefined ? {} : { stream: { type: order.streamType, penalties } }),
      route: route.value.hexes.map(formatHex),
      mps,
    },
  });
}

function mpRefusal(u: Unit, how: MoveKind, spent: number, a: MovementAllowance, way: readonly HexCoord[]) {
  const params = { unit: u.id, spent, mp: a.mp, mf: a.mf, how, notes: a.notes.join(', '), way: way.map(formatHex).join(' '), hexes: way.length };
  // "Unit can not use Low Crawl movement if that would use all of its MF" (6.3).
  if (how === 'low-crawl' && spent >= a.mp) return fail('lnl/low-crawl-all-mf', params);
  if (spent > a.mp) return fail('lnl/not-enough-mp', params);
  return undefined;
}
