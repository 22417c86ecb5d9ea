import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { FngEvent } from '../../game/events.js';
import { standing, type OrderArgs } from '../../game/order.js';
import { byKey, onTable, updateFigure, type FngGame } from '../../game/state.js';
import { passageAt, throughWalls, wallCrossings, type Crossed, type Opening } from '../building-areas.js';
import { cellOf, isCollapsed } from '../building-floors.js';
import { movingStance } from '../cover.js';
import { roomBack } from './room-back.js';
import type { FngFeature } from '../scenario.js';

/**
 * Entering and Exiting Buildings (FNG 2nd Tour p.41, seed L999), after the figures moved: "Figures may
 * enter or exit a building through a door or window. Going through a door is at a 2" movement
 * reduction. Going through a window ends their movement." Where the scenario draws a building's doors,
 * a wall is gone through by a door within 1″ of the crossing, else by a window if the mover says so,
 * else the move stops at the wall; where it draws none, the mover says which (`via`, a door unless
 * told) and any wall will do. Where the area inside has fallen in (L992) no wall is left to go through.
 * A move whose doors cost more than it had to spare stops that much shorter, or at a door it cannot pay
 * for. Only with a board loaded.
 */
export function buildingsEntered(a: Pick<OrderArgs, 'table'>, g0: FngGame, moved: readonly { readonly key: string; readonly from: Point }[], via: Opening, events: FngEvent[]): FngGame {
  if (!a.table) return g0;
  const features = a.table.features as readonly FngFeature[];
  let g = g0;
  for (const m of moved) {
    const f = byKey(g, m.key);
    if (!f || !onTable(f)) continue;
    const mv = events.findLast((e): e is Extract<FngEvent, { kind: 'moved' }> => e.kind === 'moved' && e.figure === m.key);
    const length = distance(m.from, f.at);
    const point = (d: number): Point => ({ x: m.from.x + ((f.at!.x - m.from.x) * d) / length, y: m.from.y + ((f.at!.y - m.from.y) * d) / length });
    const crossed: Crossed[] = wallCrossings(features, m.from, f.at).map((c) => {
      const feature = features.find((x) => x.name === c.feature);
      const inside = feature ? cellOf(feature, point(c.entering ? c.at + 0.05 : c.at - 0.05), 0) : undefined;
      return { ...c, passage: passageAt(feature, point(c.at), via, inside !== undefined && isCollapsed(g.ruins, inside)) };
    });
    const r = throughWalls(crossed, length, mv ? Math.max(0, mv.allowed - mv.inches) : 0);
    if (!r) continue;
    const short = length - r.along > 1e-6;
    // Stopped short, he stands where there is room for him, not on another man's place.
    const end = short ? roomBack(g, m.key, m.from, { x: Math.round(point(r.along).x * 100) / 100, y: Math.round(point(r.along).y * 100) / 100 }, f.at) : f.at;
    const how = r.stop === 'window' || (r.stop === 'wall' && via === 'window') ? 'window' : 'door';
    events.push({ kind: 'building-entry', figure: m.key, via: how, walls: r.walls.map((w) => ({ feature: w.feature, entering: w.entering })), at: end, ...(short ? { short: Math.round((length - r.along) * 10) / 10 } : {}), ...(r.stop === 'wall' ? { noDoor: crossed.find((c) => c.passage === 'wall')!.feature } : {}) });
    if (!short) continue;
    g = updateFigure(g, m.key, (x) => ({ ...x, at: end, ...standing(a, end, {}, { prone: x.prone === true, moving: movingStance(x) }) }));
    if (f.carrying !== undefined) g = updateFigure(g, f.carrying, (x) => ({ ...x, at: end }));
  }
  return g;
}
