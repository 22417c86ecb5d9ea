import { distance, pointInShape, type Point } from '../../../core/board/geometry.js';
import { sees, sightOf } from './line-of-sight.js';
import type { FngScenario } from './scenario.js';
import { structureOf } from './scenario.js';
import { onTable, type FngGame, type TableFigure } from './state.js';
import type { Weapon } from './weapons.js';
import { backBlastCaught } from './order-grenade.js';

/**
 * What an enemy RPG or recoilless rifle fires at (anti-tank weapons, L759–L772; buildings and bunkers
 * L1001–L1031). The book leaves the choice to the player; the bot's stated default, in this order:
 *
 * 1. a building, hooch, bunker or sandbagged position holding Free World figures that the gunner sees,
 *    in range (not nearer than the weapon's minimum): the one holding most of them, then the nearest;
 * 2. else the Free World figure it sees in range whose blast circle would catch most of them (a group
 *    bunched up), catching none of its own side, then the nearest, then by id;
 * 3. else nothing for the launcher.
 *
 * Never from inside a bunker or building, nor at a target that puts a figure of either side in its back
 * blast ("cannot be fired inside a bunker or other building or if a figure is behind the weapon", L768).
 *
 * Vehicles come first in the book's purpose for these weapons, but FNG 2nd Tour puts no vehicles on
 * the table (they are in its Book 2), so none is ever a target.
 */
export type LauncherTarget =
  | { readonly kind: 'structure'; readonly feature: string; readonly at: Point; readonly inside: number }
  | { readonly kind: 'figure'; readonly figure: TableFigure & { readonly at: Point }; readonly caught: number };

type Placed = TableFigure & { readonly at: Point };

const alive = (f: TableFigure): f is Placed => onTable(f) && f.status !== 'obviously-dead';

export function launcherTarget(table: Pick<FngScenario, 'features'> | undefined, g: FngGame, gunner: Placed, weapon: Weapon): LauncherTarget | undefined {
  const night = sightOf(g);
  if ((table?.features ?? []).some((f) => f.type !== 'sandbags' && structureOf(f) !== undefined && pointInShape(gunner.at, f.shape))) return undefined;
  const blast = weapon.specials.find((x): x is Extract<typeof x, { kind: 'back-blast' }> => x.kind === 'back-blast');
  const inRange = (p: Point): boolean => {
    const d = distance(gunner.at, p);
    return d <= weapon.range + 1e-9 && d >= (weapon.minRange ?? 0) - 1e-9 && (!blast || backBlastCaught(g, gunner, p, blast.length).length === 0);
  };
  const players = g.figures.filter((f): f is Placed => f.side !== gunner.side && alive(f));
  const seen = players.filter((p) => inRange(p.at) && sees(table, gunner.at, p.at, night));
  let best: LauncherTarget | undefined;
  for (const f of table?.features ?? []) {
    if (structureOf(f) === undefined) continue;
    const inside = seen.filter((p) => pointInShape(p.at, f.shape));
    if (inside.length === 0) continue;
    const at = inside[0]!.at;
    if (!best || (best.kind === 'structure' && (inside.length > best.inside || (inside.length === best.inside && distance(gunner.at, at) < distance(gunner.at, best.at) - 1e-9)))) {
      best = { kind: 'structure', feature: f.name, at, inside: inside.length };
    }
  }
  if (best) return best;
  const radius = weapon.targets.kind === 'area' && weapon.targets.area.shape === 'circle' ? weapon.targets.area.diameter / 2 : 0;
  const own = g.figures.filter((f): f is Placed => f.side === gunner.side && alive(f));
  let pick: Extract<LauncherTarget, { kind: 'figure' }> | undefined;
  for (const p of seen) {
    if (own.some((o) => distance(o.at, p.at) <= radius)) continue;
    const caught = players.filter((q) => distance(q.at, p.at) <= radius).length;
    const nearer = pick ? distance(gunner.at, p.at) - distance(gunner.at, pick.figure.at) : 0;
    if (!pick || caught > pick.caught || (caught === pick.caught && (nearer < -1e-9 || (Math.abs(nearer) <= 1e-9 && p.id.localeCompare(pick.figure.id) < 0)))) pick = { kind: 'figure', figure: p, caught };
  }
  return pick;
}
