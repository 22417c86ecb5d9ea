import { distance, type Point } from '../../../../../core/board/geometry.js';
import { featureAt, pointInFeature } from '../../../../../core/board/placement.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import type { FngFeature } from '../scenario.js';
import { has, keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { DEPTH_HOLDS_INCHES, probeDepth, probeWater, swim, SWIMMING_LIMITS, type Current, type Depth, type SwimResult } from '../water.js';
import type { Swimmer, WaterKnown } from '../water-state.js';
import { WATER_TYPES } from '../water-types.js';

/**
 * Water in play (FNG 2nd Tour p.49–50, seed L1175–L1197). A figure wading into a river or stream finds
 * its depth and current then (1/2d6 each; the current once for the whole water, the depth for 12" up
 * and down stream). A figure in water of depth 3 must, in depth 2 may, swim at the start of its
 * activation: it moves as far as the Swimming table allows towards where its player sends it. One in
 * Big Trouble who fails again drowns at the end of the turn unless a swimmer reaches him first; a
 * swimmer may go to one in distress and tow him (L1197): at half his swimming speed once he has him,
 * −1 REP while he tows him alone. The current carries every swimmer at the turn's end
 * (rules/terrain/moves/water-turn.ts).
 */

export type WaterOrderError = 'fng/no-board' | 'fng/not-in-water' | 'fng/no-swimming-here' | 'fng/already-moved' | 'fng/too-far' | 'fng/not-in-distress' | 'fng/too-many-helpers' | 'fng/in-tow';

/** How far a figure goes to wade in: its move (L1179 has it go 3" into the water). */
const WADE_INCHES = 8;
/** A helper has the swimmer once he ends his swim within this many inches of him. */
export const REACH_INCHES = 1;

/** The water feature at a point of the table, if any. */
export function waterAt(table: OrderArgs['table'], p: Point): FngFeature | undefined {
  const features = ((table?.features ?? []) as readonly FngFeature[]).filter((f) => WATER_TYPES.includes(f.type));
  return featureAt([...features].reverse(), p);
}

export const knownWater = (g: Pick<FngGame, 'water'>): WaterKnown => g.water ?? { currents: {}, depths: [], trouble: {} };

export function depthAt(w: WaterKnown, feature: string, p: Point): Depth | undefined {
  return w.depths.find((d) => d.feature === feature && distance(d.at, p) <= DEPTH_HOLDS_INCHES)?.depth;
}

/** Those in deep water, with one changed (or gone, when `s` is undefined). */
export function withSwimmer(w: WaterKnown, key: string, s: Swimmer | undefined): WaterKnown {
  const { [key]: _gone, ...rest } = w.swimmers ?? {};
  return { ...w, swimmers: s ? { ...rest, [key]: s } : rest };
}

/** The water without a figure: out of it, he is neither swimming nor in trouble, nor anyone's helper. */
export function leftWater(w: WaterKnown, key: string): WaterKnown {
  const { [key]: _t, ...trouble } = w.trouble;
  const swimmers = Object.fromEntries(
    Object.entries(w.swimmers ?? {})
      .filter(([k]) => k !== key)
      .map(([k, s]) => [k, s.helpers?.includes(key) ? { ...s, helpers: s.helpers.filter((h) => h !== key) } : s]),
  );
  return { ...w, trouble, swimmers };
}

/** A point `inches` along the way from `from` to `to`, or `to` if nearer. */
function towards(from: Point, to: Point, inches: number): Point {
  const d = distance(from, to);
  if (d <= inches) return to;
  const k = inches / d;
  return { x: Math.round((from.x + (to.x - from.x) * k) * 10) / 10, y: Math.round((from.y + (to.y - from.y) * k) * 10) / 10 };
}

/** Whether a swimmer is in distress (L1197): Out of the Fight or knocked about, in Big Trouble, or going under. */
export function inDistress(w: WaterKnown, f: TableFigure): boolean {
  const s = w.swimmers?.[keyOf(f)];
  return s !== undefined && (w.trouble[keyOf(f)] === 'big' || s.drowning !== undefined || !['carry-on', 'duck-back', 'retired', 'leaving'].includes(f.status));
}

/**
 * `/fng-mission swim`: a figure on the bank wades in to `to` (its depth and current rolled if not yet
 * known there); a figure in water of depth 2 or 3 swims towards `to` (or stays) on the Swimming table;
 * with `tow`, it swims to a friend in distress, and once it has him, tows him towards `to`.
 */
export function swimOrder(a: OrderArgs, input: { readonly figure: string; readonly to?: Point; readonly tow?: string }): RuleResult<Ordered> {
  if (!a.table) return fail('fng/no-board');
  const found = ownFigure(a.game, a.side, input.figure);
  if (!found.ok) return found;
  const f = found.value;
  const may = mayAct(a.game, f, { moving: true });
  if (!may.ok) return may;
  if (f.moved || f.busy) return fail('fng/already-moved', { figure: f.id });
  const here = waterAt(a.table, f.at!);
  let w = knownWater(a.game);
  if (!here) {
    const to = input.to;
    const water = to ? waterAt(a.table, to) : undefined;
    if (!to || !water || input.tow !== undefined) return fail('fng/not-in-water', { figure: f.id });
    const d = distance(f.at!, to);
    if (d > WADE_INCHES) return fail('fng/too-far', { figure: f.id, allowed: WADE_INCHES, inches: Math.round(d * 10) / 10 });
    return ok(wadeIn(a, f, water, to, w));
  }
  const depth = depthAt(w, here.name, f.at!);
  if (depth === undefined) return ok(wadeIn(a, f, here, input.to ?? f.at!, w));
  if (depth === 1) return fail('fng/no-swimming-here', { figure: f.id });
  const key = keyOf(f);
  const self = w.swimmers?.[key];
  if ((self?.helpers ?? []).length > 0) return fail('fng/in-tow', { figure: f.id });

  let towed: TableFigure | undefined;
  if (input.tow !== undefined) {
    const t = ownFigure(a.game, a.side, input.tow);
    if (!t.ok) return t;
    if (keyOf(t.value) === key || !inDistress(w, t.value)) return fail('fng/not-in-distress', { figure: t.value.id });
    const helpers = w.swimmers?.[keyOf(t.value)]?.helpers ?? [];
    if (!helpers.includes(key) && helpers.length >= SWIMMING_LIMITS.maxHelpers) return fail('fng/too-many-helpers', { figure: t.value.id, max: SWIMMING_LIMITS.maxHelpers });
    towed = t.value;
  }
  const towedKey = towed ? keyOf(towed) : undefined;
  const helpers = towedKey ? (w.swimmers?.[towedKey]?.helpers ?? []) : [];
  const towing = towedKey !== undefined && helpers.includes(key);
  const current = w.currents[here.name]!;
  const trouble = w.trouble[key];
  const r = swim(a.roller, {
    figure: f.id,
    rep: f.rep,
    current,
    swimmer: has(f, 'swimmer'),
    loneRescuerTowing: towing && helpers.length === 1,
    slightTroubleBefore: trouble === 'slight',
    inBigTrouble: trouble === 'big',
    reachedByHelper: (self?.reached ?? 0) === a.game.turn,
    knockedDown: false,
  });
  if (!r.ok) return r;
  const turn = a.game.turn;
  // Helpers move at half their swimming speed once they have him (L1197).
  const inches = towing ? r.value.swimInches / 2 : r.value.swimInches;
  const aim = towed && !towing ? towed.at! : input.to;
  const to = aim && inches > 0 ? towards(f.at!, aim, inches) : f.at!;
  const nextTrouble = { ...w.trouble };
  if (r.value.outcome === 'slight-trouble') nextTrouble[key] = 'slight';
  else if (r.value.outcome === 'big-trouble' || r.value.outcome === 'drowns') nextTrouble[key] = 'big';
  else delete nextTrouble[key];
  w = { ...w, trouble: nextTrouble };
  // One who fails again in Big Trouble goes under at the turn's end, unless reached first (L1189).
  w = withSwimmer(w, key, { ...self, feature: here.name, since: self?.since ?? turn, tested: turn, ...(r.value.outcome === 'drowns' ? { drowning: turn } : {}) });
  let g: FngGame = updateFigure(a.game, key, (x) => ({ ...x, at: to, moved: true, fired: true }));
  let tow: Extract<FngEvent, { kind: 'swim' }>['tow'];
  if (towed && towedKey) {
    const t = w.swimmers![towedKey]!;
    const struggling = r.value.outcome === 'big-trouble' || r.value.outcome === 'drowns';
    if (towing && struggling) {
      w = withSwimmer(w, towedKey, { ...t, helpers: helpers.filter((h) => h !== key) });
      tow = { figure: towedKey, reached: false, towing: false, lone: helpers.length === 1, letGo: true };
    } else if (towing) {
      g = updateFigure(g, towedKey, (x) => ({ ...x, at: to }));
      tow = { figure: towedKey, reached: true, towing: true, lone: helpers.length === 1 };
    } else {
      const reached = !struggling && distance(to, towed.at!) <= REACH_INCHES;
      if (reached) w = withSwimmer(w, towedKey, { ...t, helpers: [...helpers, key], reached: turn });
      tow = { figure: towedKey, reached, towing: false, lone: helpers.length === 0 };
    }
  }
  const out = !pointInFeature(here, to);
  if (out) {
    w = leftWater(w, key);
    if (tow?.towing && towedKey) w = leftWater(w, towedKey);
  }
  g = { ...g, water: w };
  const events: FngEvent[] = [{ kind: 'swim', figure: key, water: here.name, depth, current, result: r.value, to, ...(tow ? { tow } : {}), ...(out ? { out } : {}) }];
  return ok({ game: g, events });
}

/**
 * Wading in (L1179): the figure stands at `to`; the current is rolled once a water, the depth where
 * none is known within 12". In depth 3 he is a swimmer from then on: he swims when next active.
 */
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
  if (found.depth === 3 && !w.swimmers?.[keyOf(f)]) w = withSwimmer(w, keyOf(f), { feature: water.name, since: a.game.turn });
  const g = updateFigure({ ...a.game, water: w }, keyOf(f), (x) => ({ ...x, at: to, moved: true }));
  return { game: g, events: [{ kind: 'wade', figure: keyOf(f), water: water.name, at: to, depth: found.depth, current: found.current, rolled: found.rolled, parts: found.parts.filter((x): x is NonNullable<typeof x> => x !== undefined) }] };
}
