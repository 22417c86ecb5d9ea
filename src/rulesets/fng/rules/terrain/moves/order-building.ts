import { launcherMayFire, type BackBlastError } from '../../game/back-blast.js';
import { smokeClearTo, type SmokeError } from '../../game/smoke-sight.js';
import { distance, type AreaShape, type Point } from '../../../../../core/board/geometry.js';
import { featureAt, pointInFeature } from '../../../../../core/board/placement.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { boolRule, choiceRule, intRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import {
  BUILDING_TARGET_LONG_RANGE,
  buildingPenetration,
  buildingTarget,
  DEFENSIVE_VALUES,
  hoochCollapseOccupant,
  NON_APR_HIT_TOTAL,
  suppressBunker,
  type PenetrationResult,
  type Structure,
  PENETRATION_TARGETS,
  SUPPRESSION_EQUAL,
} from '../buildings.js';
import { runChain } from '../../game/chain.js';
import type { ChainStep } from '../../firefight/chain-steps.js';
import { d6 } from '../../figures/dice.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { recoverFromKnockDown } from '../../firefight/recover.js';
import { structureOf, type FngFeature } from '../scenario.js';
import { has, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import type { DamageLevel as StarDamage } from '../../figures/star.js';
import { fireOf } from '../fire-state.js';
import type { Weapon, WeaponId } from '../../figures/weapons.js';
import { reactionsFor } from '../../game/chain-kit.js';
import { damage as damageHit, fallDown } from '../../game/chain-damage.js';
import { areaIndexAt, buildingAreas } from '../building-size.js';
import { cellsOf, collapseCell, isCollapsed, levelsOf, nextCellHit, sameCell, withFloor, type BuildingCell, type CollapseTold } from '../building-floors.js';

/**
 * Buildings and bunkers in play (FNG 2nd Tour p.40–44, seed L984–L1054). The structure and its
 * Defensive Value come from the scenario's feature at the point aimed at (a hooch, sandbags, a
 * building or a bunker, `structure` on the feature); a feature is one area. Figures inside are those
 * whose place lies in the feature; what befalls them goes through the firefight's chain (Obviously
 * Dead, Recover From Knock Down, Combat Damage, Received Fire and Man Down).
 */

export type BuildingOrderError = BackBlastError | SmokeError | 'fng/no-rockets-left' | 'fng/no-law-left' | 'fng/no-board' | 'fng/no-structure-there' | 'fng/not-a-bunker' | 'fng/already-fired' | 'fng/out-of-range' | 'fng/impact-not-above-dv' | 'fng/no-suppressors' | 'fng/no-such-floor' | 'fng/floor-fallen-in';

/** The structure at a point of the loaded table: its feature, what it is made of and its DV (L1000, L1007). */
export interface StructureHere {
  readonly feature: FngFeature;
  readonly structure: Structure;
  readonly dv: number;
}

export function structureAt(a: Pick<OrderArgs, 'table'>, at: Point): RuleResult<StructureHere> {
  if (!a.table) return fail('fng/no-board');
  const features = (a.table.features as readonly FngFeature[]).filter((f) => structureOf(f) !== undefined);
  const feature = featureAt([...features].reverse(), at);
  if (!feature) return fail('fng/no-structure-there', { at: `${at.x},${at.y}` });
  const structure = structureOf(feature)!;
  return ok({ feature, structure, dv: DEFENSIVE_VALUES[structure] });
}

/** Everyone inside one area of a building (L984), on every level, or the whole of one that is a single area. */
export function areaOccupants(g: FngGame, feature: FngFeature, areas: readonly AreaShape[], area: number): TableFigure[] {
  const all = occupants(g, feature);
  return areas.length > 1 ? all.filter((o) => areaIndexAt(areas, o.at!) === area) : all;
}

/** Everyone in one area of one level of a building (L984, L988): its ground area, on his level. */
export function cellOccupants(g: FngGame, feature: FngFeature, cell: BuildingCell): TableFigure[] {
  return areaOccupants(g, feature, buildingAreas(feature), cell.area).filter((o) => (o.floor ?? 0) === cell.floor);
}

/** Everyone inside the feature and not already down for good. */
export function occupants(g: FngGame, feature: FngFeature): TableFigure[] {
  return g.figures.filter((f) => onTable(f) && f.status !== 'obviously-dead' && pointInFeature(feature, f.at));
}


const STAR_OF = { 'carry-on': 'carry-on', stunned: 'stunned', 'out-of-the-fight': 'out-of-fight', 'obviously-dead': 'obviously-dead' } as const satisfies Record<string, StarDamage>;

/**
 * Firing at a building or bunker (L1001–L1031). An APR weapon (the figure's own, or with `law` one of
 * the squad's LAWs) rolls Building Target (2d6 vs REP, −1 beyond 48"); a hit rolls Building Penetration
 * (2d6 vs APR − DV): collapse kills everyone inside (a hooch: those passing 0d6 of 1d6 vs REP), havoc
 * makes them Recover From Knock Down, no penetration has them take Received Fire. A weapon without APR
 * whose Impact exceeds the DV rolls its Target Rating: each d6 + REP of 10 or more hits one occupant at
 * random, at Impact − DV.
 */
export function buildingFireOrder(a: OrderArgs, input: { readonly shooter: string; readonly at: Point; readonly law?: boolean; readonly floor?: number }): RuleResult<Ordered> {
  const env = chainEnv(a);
  const here = structureAt(a, input.at);
  if (!here.ok) return here;
  const { feature, structure } = here.value;
  // A burning structure has lost a point of DV a turn (L1041).
  const dv = fireOf(a.game, feature.name)?.dv ?? here.value.dv;
  const found = readyFigure(a, input.shooter, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  const own = [f.weapon, f.sidearm].find((w): w is WeaponId => w !== undefined && env.weapons[w].apr !== undefined);
  const unit = a.game.forces.flatMap((x) => (x.side === a.side ? x.units : [])).find((u) => u.id === f.unit);
  const law = input.law === true;
  if (law && (a.side !== 'fwf' || (unit?.stores.laws ?? 0) < 1)) return fail('fng/no-law-left', { figure: f.id });
  const id: WeaponId | undefined = law ? 'm72-law' : (own ?? f.weapon);
  if (id === undefined) return fail('fng/no-weapon', { figure: f.id });
  const w: Weapon = env.weapons[id];
  const counted = !law && w.class === 'anti-tank' && f.rockets !== undefined;
  if (counted && f.rockets! <= 0) return fail('fng/no-rockets-left', { figure: f.id, weapon: w.name });
  const range = distance(f.at!, input.at);
  if (range > w.range) return fail('fng/out-of-range', { figure: feature.name, inches: Math.round(range * 10) / 10, range: w.range, weapon: w.name });
  const clear = launcherMayFire(a.table, a.game, f, input.at, w);
  if (!clear.ok) return clear;
  // Smoke (L773): no fire from inside a cloud, nor into or through one.
  const sight = smokeClearTo(a.game, f, input.at, feature.name);
  if (!sight.ok) return sight;
  // The area aimed at (L984, L988, L1001): a large building's 6" area holding the point, on the level named; a small one whole.
  const areas = buildingAreas(feature);
  const aimed = areaIndexAt(areas, input.at);
  const levels = levelsOf(feature);
  const floor = input.floor ?? 0;
  if (!levels.includes(floor)) return fail('fng/no-such-floor', { feature: feature.name, floor, floors: levels.join(', ') });
  const aimedCell: BuildingCell = { feature: feature.name, area: aimed, floor };
  if (isCollapsed(a.game.ruins, aimedCell)) return fail('fng/floor-fallen-in', { feature: feature.name, floor });
  const inside = cellOccupants(a.game, feature, aimedCell);
  let g: FngGame = updateFigure(a.game, keyOf(f), (x) => ({ ...x, fired: true, ...(counted ? { rockets: x.rockets! - 1 } : {}) }));
  if (law) g = { ...g, forces: g.forces.map((x) => (x.side !== a.side ? x : { ...x, units: x.units.map((u) => (u.id === f.unit ? { ...u, stores: { ...u.stores, laws: u.stores.laws - 1 } } : u)) })) };
  const events: FngEvent[] = [];
  const several = cellsOf(feature).filter((c) => !isCollapsed(a.game.ruins, c)).length > 1;
  const storeys = levels.length > 1;
  const area = (hit: BuildingCell, part?: RolledPart) => ({
    ...(areas.length > 1 || (several && part) ? { area: { of: areas.length, aimed: aimed + 1, hit: hit.area + 1, ...(part ? { part } : {}) } } : {}),
    ...(storeys ? { floor: { aimed: floor, hit: hit.floor } } : {}),
  });
  const base = { shooter: keyOf(f), feature: feature.name, structure, dv, weapon: w.name, inside: inside.map(keyOf), ...area(aimedCell) };
  let downed: string[] = [];
  let shotAt: string[] = [];
  if (w.apr !== undefined) {
    const t = buildingTarget(
      {
        rep: f.rep,
        overLongRange: range > BUILDING_TARGET_LONG_RANGE,
        shooterFastMoved: f.fastMoving === true,
        targetIsBunker: feature.type === 'bunker',
        multipleAreas: several,
        nearMissReceivedFire: boolRule(a.rules, 'fng.building.near-miss-received-fire'),
      },
      a.roller,
    );
    if (!t.ok) return t;
    if (!t.value.rollPenetration) {
      events.push({ kind: 'building-fire', shot: { ...base, apr: w.apr, target: t.value } });
      return ok({ game: g, events });
    }
    // One passed on a building of several areas: the next closest is hit instead (L1013), the aimed one's
    // occupants taking Received Fire by `fng.building.near-miss-received-fire`.
    const next = t.value.randomNextArea ? nextCellHit(feature, aimedCell, a.game.ruins, a.roller, `next area of ${feature.name}`) : { cell: aimedCell };
    const missedAim = !sameCell(next.cell, aimedCell);
    const hitInside = missedAim ? cellOccupants(g, feature, next.cell) : inside;
    const later: FngEvent[] = [];
    const p = penetrateStructure(g, a, env, { feature, structure, dv }, w.apr, hitInside, later, next.cell);
    if (!p.ok) return p;
    g = p.value.game;
    downed = [...p.value.downed];
    shotAt = [...p.value.shotAt, ...(t.value.aimedAreaTakesReceivedFire && missedAim ? inside.map(keyOf).filter((k) => !downed.includes(k)) : [])];
    const hooch = p.value.hooch;
    const collapse = p.value.collapse;
    events.push({ kind: 'building-fire', shot: { ...base, inside: hitInside.map(keyOf), ...area(next.cell, 'part' in next ? next.part : undefined), apr: w.apr, target: t.value, penetration: p.value.penetration, ...(hooch.length ? { hooch } : {}), ...(collapse ? { collapse } : {}) } }, ...later);
  } else {
    if (w.impact <= dv) return fail('fng/impact-not-above-dv', { impact: w.impact, dv });
    const tr = w.targets.kind === 'tr' ? w.targets.tr : 1;
    const shots: { part: RolledPart; total: number; hit?: string; pick?: RolledPart }[] = [];
    const later: FngEvent[] = [];
    for (let i = 0; i < tr; i++) {
      const s = d6(a.roller, `fire at ${feature.name}`);
      const total = s.score + f.rep;
      const alive = cellOccupants(g, feature, aimedCell);
      if (total < NON_APR_HIT_TOTAL || alive.length === 0) {
        shots.push({ part: s.part, total });
        continue;
      }
      const pick = a.roller.roll({ op: 'sum', n: 1, sides: alive.length }, `random occupant of ${feature.name}`);
      const victim = alive[pick.total - 1]!;
      shots.push({ part: s.part, total, hit: keyOf(victim), pick });
      const d = damageInside(g, keyOf(victim), f, { impact: w.impact - dv, name: w.name }, env, later);
      g = d.game;
      if (d.down) downed.push(keyOf(victim));
    }
    shotAt = inside.map(keyOf).filter((k) => !downed.includes(k));
    events.push({ kind: 'building-fire', shot: { ...base, shots } }, ...later);
  }
  downed = [...new Set(downed)];
  const reactions = reactionsFor(g, keyOf(f), shotAt, downed, true, env.table);
  const steps: ChainStep[] = reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions }] : [];
  const chain = runChain(g, steps, env);
  return ok({ game: chain.game, events: [...events, ...chain.events] });
}

/** Combat Damage on a figure hit through a wall, at the reduced Impact (L1028), by the chain's own damage. */
function damageInside(g: FngGame, key: string, attacker: TableFigure, weapon: { readonly impact: number; readonly name: string }, env: ReturnType<typeof chainEnv>, events: FngEvent[]): { game: FngGame; down: boolean } {
  const r = damageHit(g, key, 1, attacker, weapon, env, events, { impact: weapon.impact });
  return { game: r.game, down: r.level !== undefined && r.level !== 'carry-on' };
}

/** What an APR hit did to a structure and those inside it (L1017–L1027). */
export interface Penetrated {
  readonly game: FngGame;
  readonly penetration: PenetrationResult;
  readonly hooch: readonly { readonly figure: string; readonly dead: boolean; readonly part: RolledPart }[];
  /** Those it put down, and those it only shot at (no penetration: Received Fire). */
  readonly downed: readonly string[];
  readonly shotAt: readonly string[];
  /** A building area that collapsed and what fell with it (L992–L996). */
  readonly collapse?: CollapseTold;
}

/**
 * Building Penetration on a hit with an APR weapon, a LAW's or an artillery round's (L1017–L1027,
 * L1809): 2d6 vs APR − DV. Collapse kills everyone inside (a hooch: those passing 0d6 of 1d6 vs REP,
 * L1007), havoc makes them Recover From Knock Down, no penetration has them take Received Fire. What
 * befalls them is told in `later`. A collapse of `cell` is kept (`FngGame.ruins`) with what falls with
 * it (building-floors.ts, L992–L996): those in the areas above that fall take Recover From Knock Down
 * and come down with them, onto the level under the fall.
 */
export function penetrateStructure(
  g0: FngGame,
  a: Pick<OrderArgs, 'roller' | 'rules'>,
  env: ReturnType<typeof chainEnv>,
  here: StructureHere,
  apr: number,
  inside: readonly TableFigure[],
  later: FngEvent[],
  cell?: BuildingCell,
): RuleResult<Penetrated> {
  let g = g0;
  const p = buildingPenetration({ apr, dv: here.dv, target: choiceRule(a.rules, 'fng.building.penetration-target', PENETRATION_TARGETS) }, a.roller);
  if (!p.ok) return p;
  const hooch: { figure: string; dead: boolean; part: RolledPart }[] = [];
  const downed: string[] = [];
  let shotAt: string[] = [];
  let collapse: CollapseTold | undefined;
  const knockDown = (o: TableFigure): RuleResult<true> => {
    const rec = recoverFromKnockDown(a.roller, { rep: o.rep, flakJacket: o.gear.includes('flak-jacket'), hardAsNails: has(o, 'hard-as-nails'), leaderDieTests: env.rules.leaderDieTests, freeWillRecover: env.rules.freeWillRecover }, `recover ${o.id}`);
    if (!rec.ok) return rec;
    later.push({ kind: 'recover', figure: keyOf(o), result: rec.value });
    const level = STAR_OF[rec.value.outcome as keyof typeof STAR_OF] ?? 'carry-on';
    g = fallDown(g, keyOf(o), level, env, later);
    if (level !== 'carry-on') downed.push(keyOf(o));
    return ok(true);
  };
  if (p.value.outcome === 'collapse') {
    for (const o of inside) {
      if (here.structure === 'hooch') {
        const h = hoochCollapseOccupant(o.rep, a.roller, `hooch collapse ${o.id}`);
        if (!h.ok) return h;
        hooch.push({ figure: keyOf(o), dead: h.value.obviouslyDead, part: h.value.part });
        if (!h.value.obviouslyDead) continue;
      }
      g = fallDown(g, keyOf(o), 'obviously-dead', env, later);
      downed.push(keyOf(o));
    }
    if (cell) {
      const c = collapseCell(here.feature, cell, g.ruins, a.roller);
      g = { ...g, ruins: c.ruins };
      collapse = { falls: c.falls, stood: c.stood, rubble: c.rubble };
      const levels = levelsOf(here.feature);
      for (const x of c.falls.filter((y) => y.cause !== 'hit')) {
        // Those in an upper area that falls test (L992) and come down with it, onto the level under the fall.
        const down = levels.filter((l) => l < x.cell.floor && !isCollapsed(c.ruins, { ...x.cell, floor: l })).at(-1) ?? levels[0]!;
        for (const o of cellOccupants(g, here.feature, x.cell)) {
          const r = knockDown(o);
          if (!r.ok) return r;
          g = updateFigure(g, keyOf(o), (y) => withFloor(y, down));
        }
      }
    }
  } else if (p.value.outcome === 'havoc') {
    for (const o of inside) {
      const r = knockDown(o);
      if (!r.ok) return r;
    }
  } else shotAt = inside.map(keyOf);
  return ok({ game: g, penetration: p.value, hooch, downed, shotAt, ...(collapse ? { collapse } : {}) });
}

/**
 * Suppressing a bunker (L1029–L1044): the figures named (attested to act before the occupants in the
 * In Sight order) each roll their weapon's Target Rating in d6 (explosives 5), counting 1–3; more
 * successes than the DV and the occupants test on Bunker Suppression against their average REP.
 * Suppressed occupants may not react or fire until next active: they Duck Back. The −1 REP of a
 * 1-pass result is told, not kept.
 */
export function suppressBunkerOrder(a: OrderArgs, input: { readonly figures: readonly string[]; readonly at: Point }): RuleResult<Ordered> {
  const env = chainEnv(a);
  const here = structureAt(a, input.at);
  if (!here.ok) return here;
  const { feature, dv } = here.value;
  if (feature.type !== 'bunker') return fail('fng/not-a-bunker', { feature: feature.name });
  const firers: TableFigure[] = [];
  for (const ref of input.figures) {
    const found = readyFigure(a, ref, 'fng/already-fired');
    if (!found.ok) return found;
    // Suppressing fire is fire (L773): not from inside smoke, nor into or through it.
    const sight = smokeClearTo(a.game, found.value, input.at, feature.name);
    if (!sight.ok) return sight;
    firers.push(found.value);
  }
  if (firers.length === 0) return fail('fng/no-suppressors');
  const inside = occupants(a.game, feature).filter((o) => o.side !== a.side && o.status === 'carry-on');
  const suppressors = firers.map((f) => {
    const w = f.weapon === undefined ? undefined : env.weapons[f.weapon];
    const explosive = w !== undefined && w.targets.kind === 'area';
    return { targetRating: w && w.targets.kind === 'tr' ? w.targets.tr : 1, explosive, actsBeforeOccupants: true };
  });
  const r = suppressBunker(
    { dv, suppressors, occupantReps: inside.map((o) => o.rep), suppressionDice: intRule(a.rules, 'fng.bunker.suppression-dice') === 1 ? 1 : 2, equalTotal: choiceRule(a.rules, 'fng.bunker.suppression-equal', SUPPRESSION_EQUAL) },
    a.roller,
  );
  if (!r.ok) return r;
  let g = a.game;
  for (const f of firers) g = updateFigure(g, keyOf(f), (x) => ({ ...x, fired: true }));
  if (r.value.outcome === 'suppressed') for (const o of inside) g = updateFigure(g, keyOf(o), (x) => ({ ...x, status: 'duck-back' as const }));
  return ok({ game: g, events: [{ kind: 'bunker-suppress', feature: feature.name, dv, firers: firers.map(keyOf), occupants: inside.map(keyOf), result: r.value }] });
}
