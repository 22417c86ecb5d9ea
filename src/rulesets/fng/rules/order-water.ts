import { distance, type Point } from '../../../core/board/geometry.js';
import { featureAt, pointInFeature } from '../../../core/board/placement.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { fallDown } from './chain.js';
import type { FngEvent } from './events.js';
import { chainEnv, type OrderArgs, type Ordered } from './order.js';
import type { FngFeature } from './scenario.js';
import { has, keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from './state.js';
import { mayAct } from './turn.js';
import { DEPTH_HOLDS_INCHES, probeDepth, probeWater, swim, type Current, type Depth, type SwimResult } from './water.js';
import type { WaterKnown } from './water-state.js';

/**
 * Water in play (FNG 2nd Tour p.49–50, seed L1175–L1197). A figure wading into a river or stream finds
 * its depth and current then (1/2d6 each; the current once for the whole water, the depth for 12" up
 * and down stream). A figure in water of depth 3 must, in depth 2 may, swim at the start of its
 * activation: it moves as far as the Swimming table allows towards where its player sends it, and one in
 * Big Trouble who fails again and is not reached drowns.
 */

export type WaterOrderError = 'fng/no-board' | 'fng/not-in-water' | 'fng/no-swimming-here' | 'fng/already-moved' | 'fng/too-far';

const WATER_TYPES = ['river', 'stream'];
/** How far a figure goes to wade in: its move (L1179 has it go 3" into the water). */
const WADE_INCHES = 8;

function waterAt(a: OrderArgs, p: Point): FngFeature | undefined {
  const features = ((a.table?.features ?? []) as readonly FngFeature[]).filter((f) => WATER_TYPES.includes(f.type));
  return featureAt([...features].reverse(), p);
}

const known = (g: FngGame): WaterKnown => g.water ?? { currents: {}, depths: [], trouble: {} };

function depthAt(w: WaterKnown, feature: string, p: Point): Depth | undefined {
  return w.depths.find((d) => d.feature === feature && distance(d.at, p) <= DEPTH_HOLDS_INCHES)?.depth;
}

/** A point `inches` along the way from `from` to `to`, or `to` if nearer. */
function towards(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  if (d <= inches) return to;
  const k = inches / d;
  return { x: Math.round((from.x + (to.x - from.x) * k) * 10) / 10, y: Math.round((from.y + (to.y - from.y) * k) * 10) / 10 };
}

/**
 * `/fng-mission swim`: a figure on the bank wades in to `to` (its depth and current rolled if not yet
 * known there); a figure in water of depth 2 or 3 swims towards `to` (or stays) on the Swimming table.
 */
export function swimOrder(a: OrderArgs, input: { readonly figure: string; readonly to?: Point }): RuleResult<Ordered> {
  if (!a.table) return fail('fng/no-board');
  const found = ownFigure(a.game, a.side, input.figure);
  if (!found.ok) return found;
  const f = found.value;
  const may = mayAct(a.game, f, { moving: true });
  if (!may.ok) return may;
  if (f.moved || f.busy) return fail('fng/already-moved', { figure: f.id });
  const here = waterAt(a, f.at!);
  let w = known(a.game);
  if (!here) {
    const to = input.to;
    const water = to ? waterAt(a, to) : undefined;
    if (!to || !water) return fail('fng/not-in-water', { figure: f.id });
    const d = distance(f.at!, to);
    if (d > WADE_INCHES) return fail('fng/too-far', { figure: f.id, allowed: WADE_INCHES, inches: Math.round(d * 10) / 10 });
    return ok(wadeIn(a, f, water, to, w));
  }
  const depth = depthAt(w, here.name, f.at!);
  if (depth === undefined) return ok(wadeIn(a, f, here, input.to ?? f.at!, w));
  if (depth === 1) return fail('fng/no-swimming-here', { figure: f.id });
  const current = w.currents[here.name]!;
  const trouble = w.trouble[keyOf(f)];
  const r = swim(a.roller, {
    figure: f.id,
    rep: f.rep,
    current,
    swimmer: has(f, 'swimmer'),
    loneRescuerTowing: false,
    slightTroubleBefore: trouble === 'slight',
    inBigTrouble: trouble === 'big',
    reachedByHelper: false,
    knockedDown: false,
  });
  if (!r.ok) return r;
  const to = input.to && r.value.swimInches > 0 ? towards(f.at!, input.to, r.value.swimInches) : f.at!;
  const nextTrouble = { ...w.trouble };
  if (r.value.outcome === 'slight-trouble') nextTrouble[keyOf(f)] = 'slight';
  else if (r.value.outcome === 'big-trouble') nextTrouble[keyOf(f)] = 'big';
  else delete nextTrouble[keyOf(f)];
  w = { ...w, trouble: nextTrouble };
  let g: FngGame = updateFigure({ ...a.game, water: w }, keyOf(f), (x) => ({ ...x, at: to, moved: true, fired: true }));
  const events: FngEvent[] = [{ kind: 'swim', figure: keyOf(f), water: here.name, depth, current, result: r.value, to }];
  if (r.value.outcome === 'drowns') g = fallDown(g, keyOf(f), 'obviously-dead', chainEnv(a), events);
  if (!pointInFeature(here, to)) g = { ...g, water: { ...w, trouble: Object.fromEntries(Object.entries(w.trouble).filter(([k]) => k !== keyOf(f))) } };
  return ok({ game: g, events });
}

/** Wading in (L1179): the figure stands at `to`; the current is rolled once a water, the depth where none is known within 12". */
function wadeIn(a: OrderArgs, f: TableFigure, water: FngFeature, to: Point, w0: WaterKnown): Ordered {
  let w = w0;
  const currentKnown = w.currents[water.name];
  const depthKnown = depthAt(w, water.name, to);
  let found: { depth: Depth; current: Current; rolled: 'both' | 'depth' | 'none'; parts: SwimResult['part'][] };
  if (depthKnown !== undefined) found = { depth: depthKnown, current: currentKnown!, rolled: 'none', parts: [] };
  else if (currentKnown !== undefined) {
    const d = probeDepth(a.roller, f.id);
    found = { depth: d.depth, current: currentKnown, rolled: 'depth', parts: [d.part] };
  } else {
    const p = probeWater(a.roller, f.id);
    found = { depth: p.depth, current: p.current, rolled: 'both', parts: [...p.parts] };
  }
  if (found.rolled !== 'none') w = { ...w, currents: { ...w.currents, [water.name]: found.current }, depths: [...w.depths, { feature: water.name, at: to, depth: found.depth }] };
  const g = updateFigure({ ...a.game, water: w }, keyOf(f), (x) => ({ ...x, at: to, moved: true }));
  return { game: g, events: [{ kind: 'wade', figure: keyOf(f), water: water.name, at: to, depth: found.depth, current: found.current, rolled: found.rolled, parts: found.parts.filter((x): x is NonNullable<typeof x> => x !== undefined) }] };
}
