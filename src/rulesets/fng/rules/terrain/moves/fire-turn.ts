import { pointInFeature } from '../../../../../core/board/placement.js';
import { choiceRule, intRule } from '../../../../../core/house-rules.js';
import { DEFENSIVE_VALUES, FLAMMABLE, inAFire, IN_A_FIRE_REP } from '../buildings.js';
import type { FngEvent } from '../../game/events.js';
import { justOutside, shapeGap } from '../feature-geometry.js';
import { fireOf, type StructureFire } from '../fire-state.js';
import { chainEnv } from '../../game/order.js';
import { structureOf, type FngFeature } from '../scenario.js';
import { FIRE_SPREAD_KEY } from '../terrain-house-rules.js';
import { keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import type { TerrainEnv } from '../terrain-env.js';
import { damage, fallDown } from '../../game/chain-damage.js';

/**
 * Fires at the turn's end (FNG 2nd Tour p.43–44, seed L1041–L1054). Every figure still inside a
 * burning structure that did not test In a Fire this turn tests now (the seed has each test "when
 * active"; the bot's figures and a figure whose player gave no `do:in-fire` are tested here), one who
 * leaves standing half an inch outside its nearest edge. Then each fire burns a point of DV; one down
 * to DV 0 is out: anyone still inside is Obviously Dead, and every flammable structure within
 * `fng.fire.spread-inches` of it (default 1", "all adjacent building sections") catches, burning from
 * the next turn at its own DV. A structure caught this way is not lit again by the same turn's end.
 */
export function firesAtTurnEnd(g0: FngGame, env: TerrainEnv, events: FngEvent[]): FngGame {
  let g = g0;
  const turn = g.turn;
  const structures = ((env.table?.features ?? []) as readonly FngFeature[]).filter((f) => structureOf(f) !== undefined);
  const featureOf = (name: string) => structures.find((f) => f.name === name);
  const burning = (g.fires ?? []).filter((f) => f.since !== undefined && f.since <= turn && f.out === undefined);
  const chain = chainEnv(env);
  const basis = choiceRule(env.rules, 'fng.building.in-a-fire-rep', IN_A_FIRE_REP);

  for (const fire of burning) {
    const feature = featureOf(fire.feature);
    const now = fireOf(g, fire.feature)!;
    if (!feature || now.dv < 1) continue;
    const tested = now.tested?.turn === turn ? now.tested.figures : [];
    for (const f of inside(g, feature)) {
      if (tested.includes(keyOf(f)) || !ABLE.includes(f.status)) continue;
      const r = inAFire({ figureRep: f.rep, occupantReps: inside(g, feature).map((o) => o.rep), repBasis: basis, currentDv: now.dv, originalDv: now.originalDv }, env.roller);
      if (!r.ok) continue;
      const to = r.value.outcome === 'leave' ? justOutside(feature.shape, f.at) : undefined;
      events.push({ kind: 'in-a-fire', figure: keyOf(f), feature: feature.name, dv: now.dv, result: r.value, turnEnd: true, ...(to ? { to } : {}) });
      if (to) g = updateFigure(g, keyOf(f), (x) => ({ ...x, at: to }));
      if (r.value.outcome === 'burned') {
        const hit = damage(g, keyOf(f), 1, f, { impact: 3, name: 'the fire' }, chain, events, { impact: 3 });
        g = hit.game;
        if (hit.level === 'stunned') g = updateFigure(g, keyOf(f), (x) => ({ ...x, status: 'out-of-fight' as const }));
        // Those recovered take their After the Battle Recovery at −1d6 (L1052).
        g = updateFigure(g, keyOf(f), (x) => ({ ...x, burned: true }));
      }
    }
  }

  const spreadInches = intRule(env.rules, FIRE_SPREAD_KEY);
  for (const fire of burning) {
    const next = fire.originalDv - (turn + 1 - fire.since!);
    const feature = featureOf(fire.feature);
    if (next > 0) {
      events.push({ kind: 'fire-turn', feature: fire.feature, dv: next, out: false, dead: [], caught: [], spreadInches });
      continue;
    }
    const dead = feature ? inside(g, feature).map(keyOf) : [];
    const caught = feature ? structures.filter((s) => s.name !== fire.feature && FLAMMABLE[structureOf(s)!] && !alight(g, s.name) && shapeGap(feature.shape, s.shape) <= spreadInches) : [];
    g = withFire(g, { ...fire, out: turn });
    for (const c of caught) g = withFire(g, { feature: c.name, originalDv: DEFENSIVE_VALUES[structureOf(c)!], needed: 0, done: 0, since: turn + 1, from: fire.feature });
    events.push({ kind: 'fire-turn', feature: fire.feature, dv: 0, out: true, dead, caught: caught.map((c) => c.name), spreadInches });
    for (const k of dead) g = fallDown(g, k, 'obviously-dead', chain, events);
  }
  return g;
}

/** Those who can get up and go: the rest stay inside until the fire is out. */
const ABLE: readonly string[] = ['carry-on', 'duck-back', 'retired', 'leaving'];

const inside = (g: FngGame, feature: FngFeature): (TableFigure & { readonly at: { x: number; y: number } })[] =>
  g.figures.filter((f): f is TableFigure & { readonly at: { x: number; y: number } } => onTable(f) && f.status !== 'obviously-dead' && pointInFeature(feature, f.at));

/** Whether a structure is burning or burnt already (one still being lit catches all the same). */
const alight = (g: FngGame, name: string): boolean => (g.fires ?? []).some((f) => f.feature === name && f.since !== undefined);

const withFire = (g: FngGame, fire: StructureFire): FngGame => ({ ...g, fires: [...(g.fires ?? []).filter((f) => f.feature !== fire.feature), fire] });
