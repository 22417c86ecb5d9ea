import type { FireteamScenario } from '../table/scenario.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { ok, type RuleResult } from '../../../../core/result.js';
import type { UnitRef } from '../../../../core/unit-ref.js';
import { antiTankShot, type AntiTankError, type AntiTankShot, type DamageRoll } from './anti-tank.js';
import { brewUpHits, type PassengerHits } from './brew-up.js';
import { declaredShot, declaredTarget, markResolved, type DeclaredShotError, type TargetGone } from '../fire/declared-shot.js';
import { veteranCrewAvoids, type CrewAvoidance } from '../troops/expertise.js';
import { extrasOf, tagOf, withExtras, type FireteamGame } from '../game/game.js';
import { applyEffect, hitTargetOf } from '../fire/hits.js';
import { findUnit, updateUnit } from '../game/state.js';
import { coverAt, rangeInches } from '../table/table-reading.js';
import { bailOut } from './brew-up.js';
import { hasRole, isVehicle, type Unit } from '../troops/units.js';
import { applyVehicleDamage, type Avoidable } from './vehicle-damage.js';
import { antiTankShotCheck } from '../troops/anti-tank-weapon.js';
import type { WeaponKind } from '../troops/weapons.js';

export interface AtOptions {
  readonly weapon?: WeaponKind;
  readonly targetMoved?: boolean;
  readonly shooterMoved?: boolean;
  readonly concealed?: boolean;
  readonly range?: number;
}

export interface AtResult {
  readonly shooter: string;
  /** The shooter's side, and the target's (ids are unique only within a side). */
  readonly side: string;
  readonly target: string;
  readonly targetSide: string;
  readonly range?: number;
  readonly shot: AntiTankShot;
  readonly crew: readonly CrewAvoidance[];
  /** The results that took effect, after any veteran crew's avoidance. */
  readonly applied: readonly string[];
  /** The teams riding in a vehicle that brewed up, and their hits. */
  readonly passengers: readonly PassengerHit[];
}

export interface PassengerHit {
  readonly hits: PassengerHits;
  /** The passenger's side: its vehicle's. */
  readonly side: string;
  readonly eliminated: boolean;
}

export type AtFireError = AntiTankError | 'fireteam/not-a-vehicle';

/**
 * Seed 004, Anti-Tank Fire: a shot at a vehicle — to hit on 6+ with its factors (a damaged gun −1
 * read from the shooter's damage; a 2nd and 3rd shot in a row at a target neither having moved), the
 * damage dice, then the results on the vehicle. The first shot after result 7 misses unrolled. A
 * veteran tank crew may avoid a Pin or a Panic on its expertise (Special Units).
 */
export function shootAtVehicle(
  game: FireteamGame,
  shooter: Unit,
  target: Unit,
  o: AtOptions,
  roller: Roller,
  rules: HouseRules,
  board?: FireteamScenario,
): RuleResult<{ game: FireteamGame; result: AtResult }, AtFireError> {
  const range = rangeInches(shooter.position, target.position) ?? o.range;
  const checked = antiTankShotCheck(shooter, target, range, o.weapon);
  if (!checked.ok) return checked;
  const w = checked.value;
  // antiTankShotCheck refused a target that is not a vehicle.
  const vehicle = target.vehicle!;
  const key = `${tagOf(shooter)}>${tagOf(target)}`;
  const streak = extrasOf(game).atShots;
  const moved = o.targetMoved === true || o.shooterMoved === true;
  const shotNumber = moved ? 1 : (streak[key] ?? streak[`${shooter.id}>${target.id}`] ?? 0) + 1;
  const pinned = shooter.status === 'pinned' && (shooter.pinnedTurn ?? 0) < game.turn;
  const missNextShot = shooter.vehicle?.damage.missNextShot === true;
  const r = antiTankShot(
    {
      weapon: w.weapon,
      ...(w.gun ? { gun: w.gun } : {}),
      target: vehicle.class,
      ...(range === undefined ? {} : { range }),
      targetMoved: o.targetMoved === true,
      shooterMoved: o.shooterMoved === true,
      targetConcealed: o.concealed === true,
      damagedGun: shooter.vehicle?.damage.weaponDamaged === true,
      ...(pinned ? { shooterPinned: isVehicle(shooter) ? ('armoured' as const) : ('gun-team' as const) } : {}),
      shotNumber,
      ...(missNextShot ? { missNextShot } : {}),
    },
    roller,
    rules,
  );
  if (!r.ok) return r;
  let g = withExtras(game, { atShots: { ...streak, [key]: shotNumber } });
  if (missNextShot) g = updateUnit(g, shooter, (u) => (u.vehicle ? { ...u, vehicle: { ...u.vehicle, damage: { ...u.vehicle.damage, missNextShot: false } } } : u));
  const crew: CrewAvoidance[] = [];
  let applied: readonly string[] = [];
  let passengers: readonly PassengerHit[] = [];
  const damage = r.value.damage;
  if (damage) {
    const veteran = hasRole(target, 'veteran-tank-crew');
    const avoids = (what: Avoidable): boolean => {
      if (!veteran) return false;
      const done = crew.find((c) => c.what === what);
      if (done) return done.avoided;
      const c = veteranCrewAvoids(what, roller, target.quality);
      crew.push(c);
      return c.avoided;
    };
    const outcome = damageVehicle(g, target, damage, shooter.id, avoids, roller, rules, board);
    g = outcome.game;
    applied = outcome.applied;
    passengers = outcome.passengers;
  }
  return ok({
    game: g,
    result: { shooter: shooter.id, side: shooter.side, target: target.id, targetSide: target.side, ...(range === undefined ? {} : { range }), shot: r.value, crew, applied, passengers },
  });
}

/**
 * The damage results on the vehicle (seed 004, Anti-Tank Fire damage table, `applyVehicleDamage`);
 * on a brew-up its passengers get out and each is thrown for as under artillery. `attacker` is the
 * id of the enemy unit that hit it.
 */
export function damageVehicle(
  game: FireteamGame,
  id: UnitRef,
  d: DamageRoll,
  attacker: string | undefined,
  avoids: (what: Avoidable) => boolean,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): { game: FireteamGame; applied: readonly string[]; passengers: readonly PassengerHit[] } {
  const done = applyVehicleDamage(game, id, d, { ...(attacker === undefined ? {} : { attacker }), avoids });
  let g: FireteamGame = { ...game, ...done.state };
  const passengers: PassengerHit[] = [];
  if (done.brewedUp) {
    const out = bailOut(g, id);
    g = { ...g, ...out.state };
    const cover = coverAt(board, findUnit(g, id)?.position).cover;
    for (const pid of out.passengers) {
      const t = findUnit(g, { side: id.side, id: pid })!;
      const hits = brewUpHits({ unit: t.id, cover, target: hitTargetOf(t, g.turn) }, roller, rules);
      const applied = applyEffect(g, t, hits.effect, true);
      g = applied.game;
      passengers.push({ hits, side: t.side, eliminated: applied.eliminated });
    }
  }
  return { game: g, applied: done.applied, passengers };
}

/**
 * Seed 004, Anti-Tank Fire: resolves the anti-tank shot `side` declared for `shooterId` at the
 * vehicle it nominated (gone from the table: no shot); either way the shot is then resolved.
 */
export function resolveAntiTankFire(
  game: FireteamGame,
  side: string,
  shooterId: string,
  o: AtOptions,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: AtResult | TargetGone }, DeclaredShotError | AtFireError> {
  const found = declaredShot(game, side, shooterId, ['anti-tank']);
  if (!found.ok) return found;
  const { shooter, declaration } = found.value;
  const target = declaredTarget(game, shooter, declaration);
  if (!target) return ok({ game: markResolved(game, shooter), result: { gone: declaration.target ?? '', shooter: shooter.id, side } });
  const r = shootAtVehicle(game, shooter, target, o, roller, rules, board);
  if (!r.ok) return r;
  return ok({ game: markResolved(r.value.game, shooter), result: r.value.result });
}
