import { distanceToSegment, pointInShape, type Point } from '../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { FngScenario } from '../terrain/scenario.js';
import { structureOf } from '../terrain/scenario.js';
import { keyOf, onTable, type FngGame, type TableFigure } from './state.js';
import type { Weapon } from '../figures/weapons.js';

/** The line a back blast runs along (L763, L770, L783): `length` inches straight back from `from`, away from `target`; none when they are one spot. */
export function backBlastLine(from: Point, target: Point, length: number): readonly [Point, Point] | undefined {
  const dx = from.x - target.x;
  const dy = from.y - target.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return undefined;
  return [from, { x: from.x + (dx / d) * length, y: from.y + (dy / d) * length }];
}

/** Within 1" of a back blast's line: "anyone within 1" of this line" (L763, L770). */
export const inBackBlast = (line: readonly [Point, Point], p: Point): boolean => distanceToSegment(p, line[0], line[1]) <= 1;

/**
 * The figures behind a rocket's or recoilless rifle's firer, caught by its back blast (L763, L770,
 * L783): on the table, within 1" of the line running `length` inches straight back from the firer,
 * away from the target; the firer itself is not.
 */
export function backBlastCaught(g: FngGame, firer: TableFigure, target: Point, length: number): TableFigure[] {
  const line = backBlastLine(firer.at!, target, length);
  if (!line) return [];
  return g.figures.filter((f) => keyOf(f) !== keyOf(firer) && onTable(f) && f.status !== 'obviously-dead' && inBackBlast(line, f.at!));
}

/** The civilians on the table standing in that back blast (figures too, L768: "if a figure is behind the weapon"). */
export function civiliansInBackBlast(g: FngGame, from: Point, target: Point, length: number): readonly string[] {
  const line = backBlastLine(from, target, length);
  if (!line) return [];
  return (g.civilians?.figures ?? []).filter((c) => c.status !== 'left-table' && c.status !== 'obviously-dead' && inBackBlast(line, c.at)).map((c) => c.id);
}

export type BackBlastError = 'fng/back-blast-inside' | 'fng/back-blast-behind';

/**
 * Whether a bazooka, LAW or RPG may be fired from where its firer stands at that target (L768: "these
 * weapons also had a lethal back blast and cannot be fired inside a bunker or other building or if a
 * figure is behind the weapon"). Refused from inside a building, hooch or bunker (a sandbagged
 * position is open behind) or with any figure, friend or foe, or civilian in the back blast: within 1" of the line
 * running the weapon's back-blast length straight back from the firer (L770, L783).
 *
 * Recoilless rifles carry no such bar: their back blast is the consequence the seed gives them — an
 * Impact hit on whoever stands in it (L763) — which the firing order applies. Weapons with no back
 * blast always pass.
 */
export function launcherMayFire(table: Pick<FngScenario, 'features'> | undefined, g: FngGame, firer: TableFigure, target: Point, weapon: Weapon): RuleResult<true, BackBlastError> {
  const bb = weapon.specials.find((x): x is Extract<typeof x, { kind: 'back-blast' }> => x.kind === 'back-blast');
  if (!bb || bb.recoilless || !firer.at) return ok(true);
  const at = firer.at;
  const room = (table?.features ?? []).find((f) => f.type !== 'sandbags' && structureOf(f) !== undefined && pointInShape(at, f.shape));
  if (room) return fail('fng/back-blast-inside', { figure: firer.id, weapon: weapon.name, feature: room.name });
  const behind = [...backBlastCaught(g, firer, target, bb.length).map((f) => f.id), ...civiliansInBackBlast(g, at, target, bb.length)];
  if (behind.length > 0) return fail('fng/back-blast-behind', { figure: firer.id, weapon: weapon.name, behind: behind.join(', '), inches: bb.length });
  return ok(true);
}
