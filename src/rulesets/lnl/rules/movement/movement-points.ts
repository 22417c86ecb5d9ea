import { formatHex, hexDistance, hexNeighbours, sameHex, type HexCoord, type HexGrid } from '../../../../core/board/hex.js';
import { intRule, rulesFor, type HouseRuleParam, type HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { LnlScenario } from '../map/scenario.js';
import { LNL_TERRAIN } from '../map/terrain.js';
import { isSmc, type Unit } from '../game/units.js';
import { streamPenalty } from '../game/vehicle-tables.js';

/**
 * The movement values the player aid names without their numbers (Movement 6.0: "MPs"; the TEC is
 * each module's), as house rules: a leg unit's MF when its counter gives none, and what a hex costs
 * when the scenario gives no `mp` for its terrain.
 */
export const movementHouseRules: readonly HouseRuleParam[] = [
  { key: 'move.mf.mmc', type: 'integer', default: 4, min: 1, max: 12, confidence: 'C', source: 'LnL player aid, Movement 6.0 (MPs without their number)', description: "MF of a squad, half-squad, crew or weapon team whose counter gives none (set your module's)" },
  { key: 'move.mf.smc', type: 'integer', default: 5, min: 1, max: 12, confidence: 'C', source: 'LnL player aid, Movement 6.0 (MPs without their number)', description: "MF of a leader, hero or other SMC whose counter gives none (set your module's)" },
  { key: 'move.mp.open', type: 'integer', default: 1, min: 1, max: 8, confidence: 'C', source: 'LnL player aid, Spotting 10.1 (terrain classes); the TEC is the module\'s', description: 'MPs to enter open terrain the scenario gives no "mp" for' },
  { key: 'move.mp.degrading', type: 'integer', default: 2, min: 1, max: 8, confidence: 'C', source: 'LnL player aid, Spotting 10.1 (terrain classes); the TEC is the module\'s', description: 'MPs to enter degrading terrain (brush, crops, grass…) the scenario gives no "mp" for' },
  { key: 'move.mp.blocking', type: 'integer', default: 2, min: 1, max: 8, confidence: 'C', source: 'LnL player aid, Spotting 10.1 (terrain classes); the TEC is the module\'s', description: 'MPs to enter blocking terrain (woods, buildings, hills…) the scenario gives no "mp" for' },
  { key: 'move.mp.road', type: 'integer', default: 1, min: 1, max: 8, confidence: 'C', source: "LnL player aid, Roads (the TEC is the module's)", description: 'MPs to enter a hex along a road or trail the scenario gives no "mp" for' },
  { key: 'move.mp.wall', type: 'integer', default: 1, min: 0, max: 8, confidence: 'C', source: "LnL player aid, Walls (the TEC is the module's)", description: 'extra MPs to cross a wall hexside the scenario gives no "mp" for' },
];

/** The house rules at their defaults, for a move checked without a campaign's. */
const DEFAULT_RULES = rulesFor(movementHouseRules);

/** What a unit has to spend (Movement 6.0–6.4) and what changed it. */
export interface MovementAllowance {
  readonly unit: string;
  /** The MF before the kind of movement: the counter's, or the house rule's. */
  readonly mf: number;
  /** What the move may spend: half for Assault or Stealth Movement, +2 for Double Time. */
  readonly mp: number;
  readonly notes: readonly string[];
}

/**
 * A unit's MPs for a kind of movement (LnL player aid, Movement 6.0–6.4; DCT Shaken; Portage 1.6):
 * the counter's MF (a leg unit without one: `move.mf.mmc` / `move.mf.smc`), halved rounded down for
 * a Shaken vehicle (DCT, Shaken), 2 less for an SMC carrying a support weapon (1.6), +2 for Double
 * Time with a leader (6.2), then half, rounded down, for Assault or Stealth Movement (6.1, 6.4).
 */
export function movementAllowance(u: Unit, how: 'move' | 'assault' | 'stealth' | 'low-crawl' | 'double-time' | 'hit-and-run', carries: number, rules: HouseRules = DEFAULT_RULES): MovementAllowance {
  const notes: string[] = [];
  const mf = u.movement ?? (isSmc(u.kind) ? intRule(rules, 'move.mf.smc') : intRule(rules, 'move.mf.mmc'));
  let mp = mf;
  if (u.kind === 'vehicle' && u.status === 'shaken') {
    mp = Math.floor(mp / 2);
    notes.push('shaken: half MF');
  }
  if (isSmc(u.kind) && carries > 0) {
    mp = Math.max(0, mp - 2);
    notes.push('carrying a SW: −2 (1.6)');
  }
  if (how === 'double-time') {
    mp += 2;
    notes.push('double time: +2 (6.2)');
  }
  if (how === 'assault' || how === 'stealth') {
    mp = Math.floor(mp / 2);
    notes.push(`${how}: half (${how === 'assault' ? '6.1' : '6.4'})`);
  }
  return { unit: u.id, mf, mp, notes };
}

/** One hex entered on the way and what it cost a unit. */
export interface StepCost {
  readonly hex: HexCoord;
  readonly mp: number;
}

type CostError = 'lnl/stream-prohibited' | 'lnl/unknown-stream-type' | 'lnl/terrain-prohibited';

/**
 * What a unit pays to enter `to` from the adjacent `from` (LnL player aid, Movement 6.0, the module's
 * TEC as the scenario gives it; Streams 10.5.1): along a road or trail the path's `mp`
 * (`move.mp.road`), otherwise the top hex terrain's `mp` (a vehicle's `vehicleMp` first), else the
 * house rule of its spotting class; a river without an `mp` is not entered; plus a wall crossed
 * (`mp`, else `move.mp.wall`) and a stream's penalty for the unit type. Without a map every hex is
 * open ground.
 */
export function enterCost(map: LnlScenario | undefined, from: HexCoord, to: HexCoord, u: Pick<Unit, 'id' | 'kind' | 'moveType'>, rules: HouseRules = DEFAULT_RULES): RuleResult<number, CostError> {
  const vehicle = u.kind === 'vehicle';
  if (!map) return ok(intRule(rules, 'move.mp.open'));
  const mpOf = (f: { readonly mp?: unknown; readonly vehicleMp?: unknown }): number | undefined => {
    const v = vehicle && typeof f.vehicleMp === 'number' ? f.vehicleMp : f.mp;
    return typeof v === 'number' ? v : undefined;
  };
  let cost: number | undefined;
  const along = map.features.find((f) => f.kind === 'path' && (f.type === 'road' || f.type === 'trail') && consecutive(f.path, from, to));
  if (along) cost = mpOf(along) ?? intRule(rules, 'move.mp.road');
  if (cost === undefined) {
    const top = [...map.features].reverse().find((f) => f.kind === 'hexes' && LNL_TERRAIN[f.type].layer === 'hex' && f.hexes.some((h) => sameHex(h, to)));
    const given = top ? mpOf(top) : undefined;
    const los = top ? LNL_TERRAIN[top.type].los : 'open';
    if (given !== undefined) cost = given;
    else if (los === 'water') return fail('lnl/terrain-prohibited', { unit: u.id, hex: formatHex(to), terrain: LNL_TERRAIN[top!.type].label });
    else cost = intRule(rules, `move.mp.${los}`);
  }
  for (const f of map.features) {
    if (f.kind === 'hexsides' && f.type === 'wall' && f.hexsides.some(([a, b]) => (sameHex(a, from) && sameHex(b, to)) || (sameHex(a, to) && sameHex(b, from)))) {
      cost += mpOf(f) ?? intRule(rules, 'move.mp.wall');
    }
    if (f.kind === 'path' && f.type === 'stream' && f.streamType !== undefined && f.path.some((h) => sameHex(h, to))) {
      const p = streamPenalty(f.streamType, vehicle ? (u.moveType ?? 'T') : 'L');
      if (!p.ok) return fail(p.code, { ...p.params, unit: u.id });
      cost += p.value;
    }
  }
  return ok(cost);
}

function consecutive(path: readonly HexCoord[], a: HexCoord, b: HexCoord): boolean {
  return path.some((h, i) => i > 0 && ((sameHex(path[i - 1]!, a) && sameHex(h, b)) || (sameHex(path[i - 1]!, b) && sameHex(h, a))));
}

/** A stack's way hex by hex and what it cost each unit. */
export interface Route {
  readonly hexes: readonly HexCoord[];
  readonly costs: readonly { readonly unit: string; readonly steps: readonly StepCost[]; readonly total: number }[];
}

type RouteError = CostError | 'lnl/route-not-adjacent' | 'lnl/no-route';

/**
 * The way a stack takes (Movement 6.0): through the hexes given, each adjacent to the last (the
 * destination may close the list or not), or else
 * the cheapest way on the map for the stack (the dearest mover's cost a step), not through a hex an
 * enemy holds; and what each unit pays for it.
 */
export function planRoute(input: {
  map: LnlScenario | undefined;
  grid: HexGrid | undefined;
  from: HexCoord;
  to: HexCoord;
  via?: readonly HexCoord[] | undefined;
  movers: readonly Unit[];
  /** Hexes the way may not pass through (enemy-held); the destination is not checked. */
  blocked?: (h: HexCoord) => boolean;
  rules?: HouseRules;
}): RuleResult<Route, RouteError> {
  const rules = input.rules ?? DEFAULT_RULES;
  const stepFor = (a: HexCoord, b: HexCoord): RuleResult<number[], CostError> => {
    const out: number[] = [];
    for (const u of input.movers) {
      const c = enterCost(input.map, a, b, u, rules);
      if (!c.ok) return c;
      out.push(c.value);
    }
    return ok(out);
  };
  let hexes: HexCoord[];
  const given = input.via?.length ? input.via : undefined;
  // A way that ends on the destination names it once: "via:F5,F6 to:F6" is F5 then F6.
  const way = given && sameHex(given[given.length - 1]!, input.to) ? given.slice(0, -1) : given;
  if (given || hexDistance(input.from, input.to) === 1 || !input.grid) {
    hexes = given || !input.grid ? [...(way ?? []), input.to] : [input.to];
    if (!given && !input.grid) hexes = straightLine(input.from, input.to);
    let at = input.from;
    for (const h of hexes) {
      if (hexDistance(at, h) !== 1) return fail('lnl/route-not-adjacent', { from: formatHex(at), hex: formatHex(h) });
      at = h;
    }
  } else {
    const found = cheapest(input.from, input.to, input.grid, (a, b) => {
      if (!sameHex(b, input.to) && input.blocked?.(b)) return undefined;
      const s = stepFor(a, b);
      return s.ok ? Math.max(...s.value) : undefined;
    });
    if (!found) return fail('lnl/no-route', { hex: formatHex(input.to) });
    hexes = found;
  }
  const costs: { unit: string; steps: StepCost[]; total: number }[] = input.movers.map((u) => ({ unit: u.id, steps: [], total: 0 }));
  let at = input.from;
  for (const h of hexes) {
    const s = stepFor(at, h);
    if (!s.ok) return s;
    s.value.forEach((mp, i) => {
      costs[i]!.steps.push({ hex: h, mp });
      costs[i]!.total += mp;
    });
    at = h;
  }
  return ok({ hexes, costs });
}

/** Hexes from `a` (excluded) to `b`, one step at a time towards it: a way over a map without terrain. */
function straightLine(a: HexCoord, b: HexCoord): HexCoord[] {
  const out: HexCoord[] = [];
  let at = a;
  while (!sameHex(at, b)) {
    at = hexNeighbours(at).reduce((best, n) => (hexDistance(n, b) < hexDistance(best, b) ? n : best));
    out.push(at);
  }
  return out;
}

/** Dijkstra over the grid; ties go to the fewer hexes, then the first neighbour in die order. */
function cheapest(from: HexCoord, to: HexCoord, grid: HexGrid, step: (a: HexCoord, b: HexCoord) => number | undefined): HexCoord[] | undefined {
  const key = (h: HexCoord) => `${h.col},${h.row}`;
  const best = new Map<string, { cost: number; hexes: number; prev?: HexCoord; at: HexCoord }>([[key(from), { cost: 0, hexes: 0, at: from }]]);
  const done = new Set<string>();
  for (;;) {
    let next: { cost: number; hexes: number; prev?: HexCoord; at: HexCoord } | undefined;
    for (const [k, v] of best) if (!done.has(k) && (!next || v.cost < next.cost || (v.cost === next.cost && v.hexes < next.hexes))) next = v;
    if (!next) return undefined;
    done.add(key(next.at));
    if (sameHex(next.at, to)) break;
    for (const n of hexNeighbours(next.at, grid)) {
      if (done.has(key(n))) continue;
      const c = step(next.at, n);
      if (c === undefined) continue;
      const old = best.get(key(n));
      const cand = { cost: next.cost + c, hexes: next.hexes + 1, prev: next.at, at: n };
      if (!old || cand.cost < old.cost || (cand.cost === old.cost && cand.hexes < old.hexes)) best.set(key(n), cand);
    }
  }
  const path: HexCoord[] = [];
  for (let h: HexCoord | undefined = to; h && !sameHex(h, from); h = best.get(key(h))?.prev) path.unshift(h);
  return path;
}
