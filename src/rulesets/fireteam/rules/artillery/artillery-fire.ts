import { distance, type Point } from '../../../../core/board/geometry.js';
import type { FireteamScenario } from '../table/scenario.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { DamageRoll } from '../vehicles/anti-tank.js';
import { damageVehicle, type PassengerHit } from '../vehicles/anti-tank-fire.js';
import { artilleryVsArmour, indirectFireDeviation, type Deviation } from './artillery.js';
import { declaredShot, markResolved, type DeclaredShotError } from '../fire/declared-shot.js';
import { fire, type ShotError, type ShotResult } from '../fire/fire.js';
import { fireTeamSize } from '../fire/fire-team-size.js';
import type { FireteamGame } from '../game/game.js';
import { applyEffect, hitTargetOf } from '../fire/hits.js';
import { addSmoke, findUnit, isAimOf, setAimPoint, type FireDeclaration } from '../game/state.js';
import { coverAt } from '../table/table-reading.js';
import { isOnTable, type Unit } from '../troops/units.js';
import { weaponProfile } from '../troops/weapon-profiles.js';
import type { WeaponKind } from '../troops/weapons.js';

export interface UnderTemplate {
  readonly unit: string;
  /** Its side: the template falls on friend and foe alike, and ids are unique only within a side. */
  readonly side: string;
  readonly shot?: ShotResult;
  readonly coverFrom?: string;
  readonly eliminated?: boolean;
  readonly armour?: DamageRoll;
  readonly applied?: readonly string[];
  readonly passengers?: readonly PassengerHit[];
  /** The gun is too light to harm armour. */
  readonly noEffect?: boolean;
}

export interface ArtilleryResult {
  readonly observer: string;
  readonly side: string;
  readonly kind: 'indirect' | 'smoke';
  readonly weapon: WeaponKind;
  readonly aim: Point;
  readonly turnsObserved: number;
  readonly deviation: Deviation;
  readonly landing: Point;
  readonly radius: number;
  readonly smoke?: string;
  readonly hits: readonly UnderTemplate[];
}

export const ARTILLERY_WEAPONS = ['light-mortar', 'medium-mortar', 'light-gun', 'medium-gun', 'heavy-gun'] as const;
export type ArtilleryWeapon = (typeof ARTILLERY_WEAPONS)[number];

export type ArtilleryFireError = ShotError | 'fireteam/not-artillery';

/**
 * Seed 004, Indirect Fire and Artillery verses Armour: the AOP's aim point (the same as last turn's
 * earns the observed-fire correction), the deviation along the AOP's line of sight (length) and
 * across it (sideways), then smoke the size of the blast radius, or every unit the template covers
 * shot at on its cover line one lower — vehicles under it take the artillery-against-armour dice.
 * `observer` is the AOP that made the declaration `d`.
 */
export function fireArtillery(
  game: FireteamGame,
  observer: Unit,
  d: FireDeclaration,
  weapon: ArtilleryWeapon,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: ArtilleryResult }, ArtilleryFireError> {
  if (!d.aimPoint || (d.kind !== 'indirect' && d.kind !== 'smoke')) return fail('fireteam/not-artillery', { unit: d.unit });
  const aim = d.aimPoint;
  const before = game.aimPoints.find((a) => isAimOf(a, { observer: observer.id, side: observer.side }));
  const turnsObserved = before && distance(before.point, aim) < 0.5 ? before.turnsObserved + 1 : 0;
  const deviation = indirectFireDeviation(turnsObserved, roller, rules);
  const from = observer.position;
  const len = from ? distance(from, aim) : 0;
  const dir = from && len > 0 ? { x: (aim.x - from.x) / len, y: (aim.y - from.y) / len } : { x: 0, y: -1 };
  const right = { x: -dir.y, y: dir.x };
  const L = deviation.length.inches;
  const S = deviation.sideways.inches;
  const landing = { x: Math.round((aim.x + dir.x * L + right.x * S) * 100) / 100, y: Math.round((aim.y + dir.y * L + right.y * S) * 100) / 100 };
  const radius = weaponProfile(weapon).blastRadius ?? 3;
  let g = setAimPoint(game, { observer: observer.id, side: observer.side, point: aim, turnsObserved });
  const base = { observer: observer.id, side: observer.side, kind: d.kind, weapon, aim, turnsObserved, deviation, landing, radius };
  if (d.kind === 'smoke') {
    const id = `smoke-${g.turn}-${g.smoke.length + 1}`;
    g = addSmoke(g, { id, centre: landing, radius });
    return ok({ game: g, result: { ...base, smoke: id, hits: [] } });
  }
  const under = g.units.filter((u) => isOnTable(u) && u.aboard === undefined && u.position !== undefined && distance(u.position, landing) <= radius);
  const hits: UnderTemplate[] = [];
  const size = fireTeamSize({ weapons: [{ kind: weapon, count: 1 }], crew: 3 }, rules).size;
  for (const u of under) {
    if (u.vehicle) {
      const a = artilleryVsArmour({ weapon, vehicle: u.vehicle.class, openTopped: u.vehicle.softSkinned }, roller, rules);
      if (!a.ok) {
        hits.push({ unit: u.id, side: u.side, noEffect: true });
        continue;
      }
      // The vehicle's own side's AOP may drop the rounds on it: it is no attacker to return fire at.
      const done = damageVehicle(g, u, a.value, u.side === observer.side ? undefined : observer.id, () => false, roller, rules, board);
      g = done.game;
      hits.push({ unit: u.id, side: u.side, armour: a.value, applied: done.applied, ...(done.passengers.length ? { passengers: done.passengers } : {}) });
      continue;
    }
    const target = findUnit(g, u)!;
    const ground = coverAt(board, target.position);
    const r = fire({ size, weapon, cover: ground.cover, target: hitTargetOf(target, g.turn), underTemplate: true }, roller, rules);
    if (!r.ok) return r;
    const applied = applyEffect(g, u, r.value.effect, true);
    g = applied.game;
    hits.push({ unit: u.id, side: u.side, shot: r.value, ...(ground.feature ? { coverFrom: ground.feature } : {}), eliminated: applied.eliminated });
  }
  return ok({ game: g, result: { ...base, hits } });
}

/**
 * Seed 004, Indirect Fire: resolves the fire (or smoke) `side`'s AOP `observerId` called in, with
 * the battery `weapon`; the call is then resolved.
 */
export function resolveArtillery(
  game: FireteamGame,
  side: string,
  observerId: string,
  weapon: ArtilleryWeapon,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: ArtilleryResult }, DeclaredShotError | ArtilleryFireError> {
  const found = declaredShot(game, side, observerId, ['indirect', 'smoke']);
  if (!found.ok) return found;
  const r = fireArtillery(game, found.value.shooter, found.value.declaration, weapon, roller, rules, board);
  if (!r.ok) return r;
  return ok({ game: markResolved(r.value.game, found.value.shooter), result: r.value.result });
}
