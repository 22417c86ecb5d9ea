import type { Point } from '../../../../../core/board/geometry.js';
import { roomBack } from './room-back.js';
import type { FngEvent } from '../../game/events.js';
import { blast, BLAST_OR } from '../../game/blast.js';
import { reactAfter } from '../../game/chain.js';
import { damage } from '../../game/chain-damage.js';
import { chainEnv, standing, type OrderArgs } from '../../game/order.js';
import { byKey, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { normalMove } from '../../firefight/movement.js';
import { crossObstacles, holeBlown, MINE, MINE_PATCH, obstacleAt, obstacleTest, patchClear, patchOnPath, PUNJI_IMPACT, shellPatch, wireCrossingInches, type HoleBlaster, type MineClearer, type ObstacleState, type ShelledPatch } from '../obstacles.js';
import type { FngFeature } from '../scenario.js';
import type { TerrainEnv } from '../terrain-env.js';

/**
 * A move through the table's obstacles (FNG 2nd Tour p.51, L1206–L1212), after the figures moved: wire
 * and punji stakes stop each where the rules say (terrain/obstacles.ts: a Fast Move's extra inches carry
 * it through wire, L1208; stakes 2" a turn, L1209), and each figure whose move entered or ran in a
 * minefield or stakes takes its 1d6 vs REP there — a mine's 5" blast at Impact 2 on him (L1206), a
 * stake's Impact 1 hit (L1209) — then Man Down for his friends. Only with a board loaded.
 */
export function obstaclesCrossed(a: Pick<OrderArgs, 'table' | 'roller' | 'rules' | 'now'>, g0: FngGame, moved: readonly { readonly key: string; readonly from: Point }[], events: FngEvent[]): FngGame {
  const table = a.table;
  if (!table) return g0;
  const gaps = g0.obstacles?.gaps ?? [];
  // A Fast Move's extra inches (over the normal move), for crossing wire.
  const fast = events.findLast((e): e is Extract<FngEvent, { kind: 'fast-move' }> => e.kind === 'fast-move');
  let g = g0;
  const tests: ObstacleTestAt[] = [];
  for (const m of moved) {
    const f = byKey(g, m.key);
    if (!f || !onTable(f)) continue;
    const x = fast?.figures.find((y) => y.figure === m.key);
    const extra = x ? Math.max(0, x.inches - normalMove({ fast: f.attributes.includes('fast'), slow: f.attributes.includes('slow'), flakJacket: f.gear.includes('flak-jacket') })) : 0;
    const c = crossObstacles(table.features, gaps, m.from, f.at, wireCrossingInches(extra));
    // Stopped short, he stands where there is room for him, not on another man's place.
    const end = c.stoppedBy ? roomBack(g, m.key, m.from, c.end, f.at) : c.end;
    if (c.stoppedBy) {
      events.push({ kind: 'obstacle-stop', figure: m.key, feature: c.stoppedBy.feature, obstacle: c.stoppedBy.type, at: end, inches: c.stoppedBy.inches });
      g = updateFigure(g, m.key, (y) => ({ ...y, at: end, ...standing(a, end, {}, { prone: y.prone === true }) }));
      if (f.carrying !== undefined) g = updateFigure(g, f.carrying, (y) => ({ ...y, at: end }));
    }
    for (const o of c.within) tests.push({ key: m.key, obstacle: o, from: m.from, to: end });
  }
  return obstacleTests(a, g, tests, events);
}

/**
 * At the turn's end, those still in a minefield or punji stakes who took no test there this turn take
 * it now (L1206, L1209: "For each turn a figure is within the area"), in the order of their keys.
 */
export function obstaclesAtTurnEnd(g: FngGame, env: TerrainEnv, events: FngEvent[]): FngGame {
  const table = env.table;
  if (!table) return g;
  const gaps = g.obstacles?.gaps ?? [];
  const tested = g.obstacles?.tested?.turn === g.turn ? g.obstacles.tested.keys : [];
  const tests = g.figures
    .filter((f) => onTable(f) && f.status !== 'obviously-dead' && !tested.includes(keyOf(f)))
    .sort((x, y) => keyOf(x).localeCompare(keyOf(y)))
    .flatMap((f) => {
      const o = obstacleAt(table.features as readonly FngFeature[], gaps, f.at!, ['minefield', 'punji-stakes']);
      return o ? [{ key: keyOf(f), obstacle: o, from: f.at!, to: f.at! }] : [];
    });
  return tests.length ? obstacleTests(env, g, tests, events) : g;
}

interface ObstacleTestAt {
  readonly key: string;
  readonly obstacle: FngFeature;
  /** The move's line through it (a standing figure's spot twice), to find a shelled patch on it. */
  readonly from: Point;
  readonly to: Point;
}

/**
 * The 1d6 vs REP of each figure in a minefield or stakes (L1206, L1209), kept as this turn's; a mine
 * failed in a shelled patch first rolls whether the patch was cleared (L1206), and goes off only if not.
 */
function obstacleTests(a: Pick<OrderArgs, 'table' | 'roller' | 'rules' | 'now'>, g0: FngGame, tests: readonly ObstacleTestAt[], events: FngEvent[]): FngGame {
  const env = chainEnv(a);
  let g = g0;
  const downed: string[] = [];
  let cause: string | undefined;
  for (const t0 of tests) {
    const now = byKey(g, t0.key);
    if (!now || !onTable(now) || now.status === 'obviously-dead') continue;
    const o = t0.obstacle;
    g = markTested(g, t0.key);
    const t = obstacleTest(a.roller, now.rep, `${o.type} ${now.id}`);
    events.push({ kind: 'obstacle-test', figure: t0.key, feature: o.name, obstacle: o.type as 'minefield' | 'punji-stakes', hurt: t.hurt, part: t.part });
    if (!t.hurt) continue;
    if (o.type === 'minefield') {
      const patch = patchOnPath(g.obstacles?.shelled ?? [], o.name, t0.from, t0.to);
      if (patch) {
        const p = patchClear(a.roller, patch, `minefield patch ${o.name}`);
        events.push({ kind: 'minefield-patch', feature: o.name, at: patch.at, clearOn: patch.clearOn, clear: p.clear, part: p.part });
        g = withPatchRolled(g, patch, p.clear);
        if (p.clear) continue;
      }
    }
    // The obstacle is the attacker (for Larger Than Life and Cheating Death): as strong as the man it hurts.
    const obstacle: TableFigure = { ...now, side: now.side === 'fwf' ? 'cf' : 'fwf' };
    cause = t0.key;
    if (o.type === 'minefield') {
      const b = blast(g, env, obstacle, { impact: MINE.impact, name: 'a mine', diameter: MINE.diameter }, now.at, { oops: false, shielded: [] }, events);
      g = b.game;
      downed.push(...b.downed);
    } else {
      const d = damage(g, t0.key, 1, obstacle, { impact: PUNJI_IMPACT, name: 'punji stakes' }, env, events);
      g = d.game;
      if (d.level !== undefined && d.level !== 'carry-on') downed.push(t0.key);
    }
  }
  if (cause === undefined) return g;
  const chain = reactAfter(g, env, cause, [], downed, { attackerOr: BLAST_OR, receivedFire: false });
  events.push(...chain.events);
  return chain.game;
}

const obstaclesOf = (g: FngGame): ObstacleState => g.obstacles ?? { gaps: [] };

/** Keeps that a figure took this turn's test in a minefield or stakes. */
function markTested(g: FngGame, key: string): FngGame {
  const o = obstaclesOf(g);
  const keys = o.tested?.turn === g.turn ? o.tested.keys : [];
  return { ...g, obstacles: { ...o, tested: { turn: g.turn, keys: [...keys, key] } } };
}

/** A shelled patch rolled for: no longer to roll; cleared, a 6" gap in the minefield (L1206). */
function withPatchRolled(g: FngGame, patch: ShelledPatch, clear: boolean): FngGame {
  const o = obstaclesOf(g);
  const shelled = (o.shelled ?? []).filter((x) => x !== patch);
  return { ...g, obstacles: { ...o, shelled, ...(clear ? { gaps: [...o.gaps, { feature: patch.feature, at: patch.at, size: MINE_PATCH }] } : {}) } };
}

/** An explosion in wire or punji stakes that blows a 4" hole in them (L1208, L1212): the hole kept, and told. */
export function blowHole(g: FngGame, table: OrderArgs['table'], by: string, centre: Point, what: HoleBlaster, events: FngEvent[]): FngGame {
  if (!table) return g;
  const o = obstaclesOf(g);
  const hole = holeBlown(table.features, o.gaps, centre, what);
  if (!hole) return g;
  const type = table.features.find((x) => x.name === hole.feature)!.type as 'wire' | 'punji-stakes';
  events.push({ kind: 'obstacle-gap', figure: by, feature: hole.feature, obstacle: type, at: centre, size: hole.size, blown: true });
  return { ...g, obstacles: { ...o, gaps: [...o.gaps, hole] } };
}

/** Keeps the patch a mortar or artillery round, rocket or bomb landing in a minefield may have cleared (L1206), rolled only when someone fails there. */
export function shellMinefield(g: FngGame, table: OrderArgs['table'], lands: Point, by: MineClearer): FngGame {
  if (!table) return g;
  const o = obstaclesOf(g);
  const patch = shellPatch(table.features, o.gaps, lands, by);
  return patch ? { ...g, obstacles: { ...o, shelled: [...(o.shelled ?? []), patch] } } : g;
}

/** The figures of a move as they stood before it, for obstaclesCrossed. */
export const startsOf = (figs: readonly { readonly f: TableFigure }[]): { readonly key: string; readonly from: Point }[] => figs.flatMap(({ f }) => (f.at ? [{ key: keyOf(f), from: f.at }] : []));
