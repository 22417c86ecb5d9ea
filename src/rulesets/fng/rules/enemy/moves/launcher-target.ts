import { distance, pointInShape, type Point } from '../../../../../core/board/geometry.js';
import { eyeOf, sightOf, turningSeer } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import type { FngScenario } from '../../terrain/scenario.js';
import { structureOf } from '../../terrain/scenario.js';
import { onTable, type FngGame, type TableFigure } from '../../game/state.js';
import type { Weapon } from '../../figures/weapons.js';
import { backBlastCaught, civiliansInBackBlast } from '../../game/back-blast.js';

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
 * Vehicles come first in the book's purpose for these weapons ("any weapon whose primary purpose is to
 * defeat tanks", L759). FNG 2nd Tour puts no ground vehicles on the table (they are in its Book 2), but
 * a helicopter landed or hovering over it is a vehicle the gunner may fire at "normally using the
 * Ranged Combat Table" (L1956; the launcher TR 1 against vehicles, L772). So, before 1: the nearest
 * such helicopter the gunner sees and reaches (then by id); its dice and damage are anti-aircraft-play's.
 */
export type LauncherTarget =
  | { readonly kind: 'helicopter'; readonly id: string; readonly at: Point; readonly mode: 'landed' | 'hovering' }
  | { readonly kind: 'structure'; readonly feature: string; readonly at: Point; readonly inside: number }
  | { readonly kind: 'figure'; readonly figure: TableFigure & { readonly at: Point }; readonly caught: number };

type Placed = TableFigure & { readonly at: Point };

const alive = (f: TableFigure): f is Placed => onTable(f) && f.status !== 'obviously-dead';

/** Whether the launcher may fire at `p` from where the gunner stands: not from inside a structure, in range and beyond its minimum, nobody in its back blast, figure or civilian (L768). */
export function launcherReaches(table: Pick<FngScenario, 'features'> | undefined, g: FngGame, gunner: Placed, weapon: Weapon, p: Point): boolean {
  if ((table?.features ?? []).some((f) => f.type !== 'sandbags' && structureOf(f) !== undefined && pointInShape(gunner.at, f.shape))) return false;
  const blast = weapon.specials.find((x): x is Extract<typeof x, { kind: 'back-blast' }> => x.kind === 'back-blast');
  const d = distance(gunner.at, p);
  return d <= weapon.range + 1e-9 && d >= (weapon.minRange ?? 0) - 1e-9 && (!blast || (backBlastCaught(g, gunner, p, blast.length).length === 0 && civiliansInBackBlast(g, gunner.at, p, blast.length).length === 0));
}

export function launcherTarget(table: Pick<FngScenario, 'features'> | undefined, g: FngGame, gunner: Placed, weapon: Weapon): LauncherTarget | undefined {
  const night = sightOf(g);
  if ((table?.features ?? []).some((f) => f.type !== 'sandbags' && structureOf(f) !== undefined && pointInShape(gunner.at, f.shape))) return undefined;
  const inRange = (p: Point): boolean => launcherReaches(table, g, gunner, weapon, p);
  const helicopter = (g.support?.requests ?? [])
    .flatMap((r) => (r.state === 'here' && r.heli?.at && (r.heli.mode === 'landed' || r.heli.mode === 'hovering') ? [{ kind: 'helicopter' as const, id: r.id, at: r.heli.at, mode: r.heli.mode }] : []))
    .filter((h) => inRange(h.at) && sees(table, eyeOf(turningSeer(gunner)), h.at, night))
    .sort((x, y) => distance(gunner.at, x.at) - distance(gunner.at, y.at) || x.id.localeCompare(y.id))[0];
  if (helicopter) return helicopter;
  const players = g.figures.filter((f): f is Placed => f.side !== gunner.side && alive(f));
  const seen = players.filter((p) => inRange(p.at) && sees(table, eyeOf(turningSeer(gunner)), eyeOf(p), night));
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
