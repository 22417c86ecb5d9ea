import { distance } from '../../../../../core/board/geometry.js';
import { pointInFeature } from '../../../../../core/board/placement.js';
import type { Point } from '../../../../../core/board/geometry.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { FLAMMABLE, inAFire, turnsToIgnite, IN_A_FIRE_REP } from '../buildings.js';
import type { FngEvent } from '../../game/events.js';
import { fireOf, type StructureFire } from '../fire-state.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { structureAt } from './order-building.js';
import type { FngFeature } from '../scenario.js';
import { keyOf, onTable, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { mayAct } from '../../game/turn.js';
import { damage, fallDown } from '../../game/chain-damage.js';

/**
 * Burning down buildings (FNG 2nd Tour p.43–44, seed L1038–L1054): figures in contact spend full
 * activations lighting a flammable structure, one a point of DV (each figure beyond the first saves
 * one); once alight its DV falls one a turn, and at 0 everyone inside is Obviously Dead. A figure in a
 * burning structure tests In a Fire when active, once a turn; the turn's end tests those who did not,
 * burns the fire down a point and spreads it (rules/terrain/moves/fire-turn.ts).
 */

export type FireOrderError = 'fng/structure-not-flammable' | 'fng/not-at-structure' | 'fng/not-burning' | 'fng/already-burning' | 'fng/burnt-down' | 'fng/already-moved' | 'fng/in-fire-tested';

/** How close a figure must be to light a structure: in it or in contact with it. */
const CONTACT_INCHES = 1;


const inside = (g: FngGame, feature: FngFeature): TableFigure[] => g.figures.filter((f) => onTable(f) && f.status !== 'obviously-dead' && pointInFeature(feature, f.at));

/** Everyone still inside a structure burnt to DV 0 is Obviously Dead (L1041). */
function burntOut(g0: FngGame, a: OrderArgs, feature: FngFeature, events: FngEvent[]): FngGame {
  let g = g0;
  const fire = fireOf(g, feature.name);
  if (!fire?.burning || fire.dv > 0) return g;
  for (const f of inside(g, feature)) g = fallDown(g, keyOf(f), 'obviously-dead', chainEnv(a), events);
  return g;
}

/** One activation of work lighting the structure at `at` by the figures named (L1038). */
export function igniteOrder(a: OrderArgs, input: { readonly figures: readonly string[]; readonly at: Point }): RuleResult<Ordered> {
  const here = structureAt(a, input.at);
  if (!here.ok) return here;
  const { feature, structure, dv } = here.value;
  if (!FLAMMABLE[structure]) return fail('fng/structure-not-flammable', { structure });
  const existing = fireOf(a.game, feature.name);
  if (existing?.burntOut) return fail('fng/burnt-down', { feature: feature.name });
  if (existing?.burning) return fail('fng/already-burning', { feature: feature.name });
  const figs: TableFigure[] = [];
  for (const ref of input.figures) {
    const found = readyFigure(a, ref, 'fng/already-moved', { moved: true });
    if (!found.ok) return found;
    const near = pointInFeature(feature, found.value.at!) || distance(found.value.at!, input.at) <= CONTACT_INCHES;
    if (!near) return fail('fng/not-at-structure', { figure: found.value.id, feature: feature.name });
    figs.push(found.value);
  }
  const t = turnsToIgnite({ structure, figures: Math.max(1, figs.length) });
  if (!t.ok) return t;
  const done = (existing?.done ?? 0) + 1;
  const needed = Math.min(existing?.needed ?? t.value.activations, t.value.activations);
  const lit = done >= needed;
  const fire: StructureFire = { feature: feature.name, originalDv: dv, needed, done, ...(lit ? { since: a.game.turn } : {}) };
  let g: FngGame = { ...a.game, fires: [...(a.game.fires ?? []).filter((x) => x.feature !== feature.name), fire] };
  for (const f of figs) g = updateFigure(g, keyOf(f), (x) => ({ ...x, moved: true, fired: true, busy: true }));
  return ok({ game: g, events: [{ kind: 'ignite', feature: feature.name, figures: figs.map(keyOf), done, needed, lit, dv }] });
}

/**
 * In a Fire (L1043–L1052): a figure in a burning structure, when active, rolls 2d6 vs its REP (or the
 * occupants' average, house rule): it leaves at DV 1 (or, passing one, at half the original DV), or is
 * burned, hit at Impact 3 with Stunned counting as Out of the Fight. At DV 0 everyone inside is dead.
 */
export function inAFireOrder(a: OrderArgs, input: { readonly figure: string; readonly at: Point }): RuleResult<Ordered> {
  const here = structureAt(a, input.at);
  if (!here.ok) return here;
  const { feature } = here.value;
  const fire = fireOf(a.game, feature.name);
  if (fire?.burntOut) return fail('fng/burnt-down', { feature: feature.name });
  if (!fire?.burning) return fail('fng/not-burning', { feature: feature.name });
  const found = ownFigure(a.game, a.side, input.figure);
  if (!found.ok) return found;
  const f = found.value;
  const tested = fire.tested?.turn === a.game.turn ? fire.tested.figures : [];
  if (tested.includes(keyOf(f))) return fail('fng/in-fire-tested', { figure: f.id, feature: feature.name });
  const events: FngEvent[] = [];
  let g = burntOut(a.game, a, feature, events);
  if (fire.dv === 0) return ok({ game: g, events: [{ kind: 'in-a-fire', figure: keyOf(f), feature: feature.name, dv: 0 }, ...events] });
  if (!onTable(f) || !pointInFeature(feature, f.at)) return fail('fng/not-at-structure', { figure: f.id, feature: feature.name });
  const may = mayAct(a.game, f);
  if (!may.ok) return may;
  const r = inAFire({ figureRep: f.rep, occupantReps: inside(g, feature).map((o) => o.rep), repBasis: choiceRule(a.rules, 'fng.building.in-a-fire-rep', IN_A_FIRE_REP), currentDv: fire.dv, originalDv: fire.originalDv }, a.roller);
  if (!r.ok) return r;
  events.push({ kind: 'in-a-fire', figure: keyOf(f), feature: feature.name, dv: fire.dv, result: r.value });
  // Tested once a turn (L1043): the turn's end tests only those who did not.
  g = { ...g, fires: (g.fires ?? []).map((x) => (x.feature === feature.name ? { ...x, tested: { turn: a.game.turn, figures: [...tested, keyOf(f)] } } : x)) };
  if (r.value.outcome === 'burned') {
    const env = chainEnv(a);
    const hit = damage(g, keyOf(f), 1, f, { impact: 3, name: 'the fire' }, env, events, { impact: 3 });
    g = hit.game;
    if (hit.level === 'stunned') g = updateFigure(g, keyOf(f), (x) => ({ ...x, status: 'out-of-fight' as const }));
    // Those recovered take their After the Battle Recovery at −1d6 (L1052).
    g = updateFigure(g, keyOf(f), (x) => ({ ...x, burned: true }));
  }
  return ok({ game: g, events });
}
