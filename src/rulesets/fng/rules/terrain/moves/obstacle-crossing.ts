import type { Point } from '../../../../../core/board/geometry.js';
import type { FngEvent } from '../../game/events.js';
import { blast, BLAST_OR } from '../../game/blast.js';
import { reactAfter } from '../../game/chain.js';
import { damage } from '../../game/chain-damage.js';
import { chainEnv, standing, type OrderArgs } from '../../game/order.js';
import { byKey, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { normalMove } from '../../firefight/movement.js';
import { crossObstacles, MINE, obstacleTest, PUNJI_IMPACT, wireCrossingInches } from '../obstacles.js';

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
  const env = chainEnv(a);
  let g = g0;
  const downed: string[] = [];
  let cause: string | undefined;
  for (const m of moved) {
    const f = byKey(g, m.key);
    if (!f || !onTable(f)) continue;
    const x = fast?.figures.find((y) => y.figure === m.key);
    const extra = x ? Math.max(0, x.inches - normalMove({ fast: f.attributes.includes('fast'), slow: f.attributes.includes('slow'), flakJacket: f.gear.includes('flak-jacket') })) : 0;
    const c = crossObstacles(table.features, gaps, m.from, f.at, wireCrossingInches(extra));
    if (c.stoppedBy) {
      events.push({ kind: 'obstacle-stop', figure: m.key, feature: c.stoppedBy.feature, obstacle: c.stoppedBy.type, at: c.end, inches: c.stoppedBy.inches });
      g = updateFigure(g, m.key, (y) => ({ ...y, at: c.end, ...standing(a, c.end, {}, { prone: y.prone === true }) }));
      if (f.carrying !== undefined) g = updateFigure(g, f.carrying, (y) => ({ ...y, at: c.end }));
    }
    for (const o of c.within) {
      const now = byKey(g, m.key);
      if (!now || !onTable(now) || now.status === 'obviously-dead') break;
      const t = obstacleTest(a.roller, now.rep, `${o.type} ${now.id}`);
      events.push({ kind: 'obstacle-test', figure: m.key, feature: o.name, obstacle: o.type as 'minefield' | 'punji-stakes', hurt: t.hurt, part: t.part });
      if (!t.hurt) continue;
      // The obstacle is the attacker (for Larger Than Life and Cheating Death): as strong as the man it hurts.
      const obstacle: TableFigure = { ...now, side: now.side === 'fwf' ? 'cf' : 'fwf' };
      cause = m.key;
      if (o.type === 'minefield') {
        const b = blast(g, env, obstacle, { impact: MINE.impact, name: 'a mine', diameter: MINE.diameter }, now.at, { oops: false, shielded: [] }, events);
        g = b.game;
        downed.push(...b.downed);
      } else {
        const d = damage(g, m.key, 1, obstacle, { impact: PUNJI_IMPACT, name: 'punji stakes' }, env, events);
        g = d.game;
        if (d.level !== undefined && d.level !== 'carry-on') downed.push(m.key);
      }
    }
  }
  if (cause === undefined) return g;
  const chain = reactAfter(g, env, cause, [], downed, { attackerOr: BLAST_OR, receivedFire: false });
  events.push(...chain.events);
  return chain.game;
}

/** The figures of a move as they stood before it, for obstaclesCrossed. */
export const startsOf = (figs: readonly { readonly f: TableFigure }[]): { readonly key: string; readonly from: Point }[] => figs.flatMap(({ f }) => (f.at ? [{ key: keyOf(f), from: f.at }] : []));
