import { distance, type Point } from '../../../../../core/board/geometry.js';
import { keyOf, onTable, type FngGame } from '../../game/state.js';
import { MAN_BREADTH } from '../../figures/figure.js';

/** How far round his own place a man whose whole line is taken looks for room. */
const ROOM_SEARCH_INCHES = 2;

/**
 * Where a move cut short (at a wall, a door it cannot pay for, the edge of wire or stakes: L999,
 * L1208, L1212) ends with room for the man: `end`, or the nearest point back along his line from `end`
 * toward `from` that no other figure on the table (nor one carried), nor civilian, stands within a man's
 * breadth of. Where the whole line is taken (a man stopped where he stood, another of the same order
 * already stopped beside him), the nearest free spot round `from` behind him (away from `heading`, where
 * he was going: never across what stopped him), a man's breadth at a time out to 2"; `from` if there is none.
 */
export function roomBack(g: FngGame, key: string, from: Point, end: Point, heading: Point = end): Point {
  const others = g.figures.filter((x) => keyOf(x) !== key && onTable(x) && x.carriedBy === undefined && x.carrying !== key && x.at !== undefined);
  const civilians = (g.civilians?.figures ?? []).filter((c) => c.status !== 'left-table').map((c) => c.at);
  const free = (p: Point): boolean => others.every((x) => distance(x.at!, p) >= MAN_BREADTH - 1e-9) && civilians.every((q) => distance(q, p) >= MAN_BREADTH - 1e-9);
  const length = distance(from, end);
  const steps = Math.ceil(length / 0.1);
  for (let i = 0; i <= steps; i++) {
    const k = steps === 0 ? 0 : i / steps;
    const p = { x: Math.round((end.x + (from.x - end.x) * k) * 100) / 100, y: Math.round((end.y + (from.y - end.y) * k) * 100) / 100 };
    if (free(p)) return p;
  }
  for (let r = MAN_BREADTH; r <= ROOM_SEARCH_INCHES + 1e-9; r += MAN_BREADTH) {
    for (let k = 0; k < 12; k++) {
      const p = { x: Math.round((from.x + r * Math.cos((k * Math.PI) / 6)) * 100) / 100, y: Math.round((from.y + r * Math.sin((k * Math.PI) / 6)) * 100) / 100 };
      const behind = (p.x - from.x) * (heading.x - from.x) + (p.y - from.y) * (heading.y - from.y) <= 1e-9;
      if (behind && free(p)) return p;
    }
  }
  return from;
}
