import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { FngEvent } from '../../game/events.js';
import { standing, type OrderArgs } from '../../game/order.js';
import { byKey, onTable, updateFigure, type FngGame } from '../../game/state.js';
import { throughWalls, wallCrossings, type Opening } from '../building-areas.js';

/**
 * Entering and Exiting Buildings (FNG 2nd Tour p.41, seed L999), after the figures moved: "Figures may
 * enter or exit a building through a door or window. Going through a door is at a 2" movement
 * reduction. Going through a window ends their movement." The mover says which (`via`, a door unless
 * told); the board has no doors drawn, so any wall will do. A move whose doors cost more than it had to
 * spare stops that much shorter, or at a door it cannot pay for. Only with a board loaded.
 */
export function buildingsEntered(a: Pick<OrderArgs, 'table'>, g0: FngGame, moved: readonly { readonly key: string; readonly from: Point }[], via: Opening, events: FngEvent[]): FngGame {
  if (!a.table) return g0;
  let g = g0;
  for (const m of moved) {
    const f = byKey(g, m.key);
    if (!f || !onTable(f)) continue;
    const mv = events.findLast((e): e is Extract<FngEvent, { kind: 'moved' }> => e.kind === 'moved' && e.figure === m.key);
    const length = distance(m.from, f.at);
    const r = throughWalls(wallCrossings(a.table.features, m.from, f.at), length, mv ? Math.max(0, mv.allowed - mv.inches) : 0, via);
    if (!r) continue;
    const short = length - r.along > 1e-6;
    const end = short ? { x: Math.round((m.from.x + ((f.at.x - m.from.x) * r.along) / length) * 100) / 100, y: Math.round((m.from.y + ((f.at.y - m.from.y) * r.along) / length) * 100) / 100 } : f.at;
    events.push({ kind: 'building-entry', figure: m.key, via, walls: r.walls.map((w) => ({ feature: w.feature, entering: w.entering })), at: end, ...(short ? { short: Math.round((length - r.along) * 10) / 10 } : {}) });
    if (!short) continue;
    g = updateFigure(g, m.key, (x) => ({ ...x, at: end, ...standing(a, end, {}, { prone: x.prone === true, moving: x.fastMoving === true }) }));
    if (f.carrying !== undefined) g = updateFigure(g, f.carrying, (x) => ({ ...x, at: end }));
  }
  return g;
}
