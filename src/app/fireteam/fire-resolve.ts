import { distance, type Point } from '../../core/board/geometry.js';
import type { FireteamScenario } from '../../core/board/scenario.js';
import type { FireteamCover } from '../../core/board/terrain.js';
import type { Roller } from '../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../core/result.js';
import type { HouseRules } from '../../core/rulesets/house-rules.js';
import { antiTankShot, type AntiTankShot, type DamageEntry } from '../../core/rulesets/fireteam/anti-tank.js';
import { artilleryVsArmour, indirectFireDeviation, type Deviation } from '../../core/rulesets/fireteam/artillery.js';
import { veteranCrewAvoids, type CrewAvoidance } from '../../core/rulesets/fireteam/expertise.js';
import { fire, type HitEffect, type ShotResult } from '../../core/rulesets/fireteam/fire.js';
import { fireTeamSize, type SizeSource } from '../../core/rulesets/fireteam/fire-team-size.js';
import { addSmoke, findUnit, pinUnit, setAimPoint, updateUnit, type FireDeclaration } from '../../core/rulesets/fireteam/state.js';
import { hasRole, isOnTable, isVehicle, type Unit } from '../../core/rulesets/fireteam/units.js';
import { mainGunOf } from '../../core/rulesets/fireteam/vehicles.js';
import { weaponProfile, type AtGunClass } from '../../core/rulesets/fireteam/weapon-profiles.js';
import type { WeaponKind, WeaponLoad } from '../../core/rulesets/fireteam/weapons.js';
import type { DamageRoll } from '../../core/rulesets/fireteam/anti-tank.js';
import { extrasOf, withExtras, type FireteamGame } from './game.js';
import { coverAt } from './terrain.js';

/** How a shot is taken: the firer's declarations about the ground and the weapon, where the board cannot say. */
export interface ShotOptions {
  readonly cover?: FireteamCover;
  readonly enfilade?: boolean;
  /** Suppressive fire into cover the target withdrew into, this far from its edge. */
  readonly suppressive?: number;
  readonly weapon?: WeaponKind;
  /** Inches, when the units have no positions. */
  readonly range?: number;
}

const inches = (a: Point | undefined, b: Point | undefined): number | undefined => (a && b ? Math.round(distance(a, b) * 10) / 10 : undefined);

/** The weapon that gave the team its size, for the fire table's notes (auto pin, ignore cover). */
const SOURCE_WEAPONS: Readonly<Record<SizeSource, readonly WeaponKind[]>> = {
  'lmg-crew': ['lmg'],
  'hmg-crew': ['hmg'],
  gun: ['heavy-gun', 'medium-gun', 'light-gun', 'recoilless-rifle'],
  mortar: ['medium-mortar', 'light-mortar'],
  'multi-barrel': ['hmg', 'lmg'],
  sniper: ['sniper-rifle'],
  flamethrower: ['flamethrower'],
  'anti-tank-weapon': ['at-rifle', 'bazooka', 'panzerschreck', 'rpg'],
  smgs: ['smg', 'assault-rifle'],
  riflemen: ['rifle', 'rifle-grenade', 'assault-rifle', 'smg'],
  nothing: ['rifle'],
};

/** A vehicle's guns and MGs as a fire team: its main armament with a crew to serve it. */
function loadOf(u: Unit, chosen: WeaponKind | undefined): { weapons: WeaponLoad[]; crew: number } {
  const all: WeaponLoad[] = u.vehicle ? u.vehicle.weapons.map((w) => ({ kind: w.kind, count: 1 })) : [...u.weapons];
  const weapons = chosen === undefined ? all : all.filter((w) => w.kind === chosen);
  return { weapons, crew: u.vehicle ? 2 : (u.crew ?? 0) };
}

function shooterWeapon(u: Unit, source: SizeSource, weapons: readonly WeaponLoad[]): WeaponKind {
  const have = new Set(weapons.map((w) => w.kind));
  return SOURCE_WEAPONS[source].find((k) => have.has(k)) ?? weapons[0]?.kind ?? 'rifle';
}

export interface DirectShot {
  readonly shooter: string;
  readonly target: string;
  readonly range?: number;
  readonly coverFrom?: string;
  readonly shot: ShotResult;
  readonly eliminated: boolean;
}

/** Hits land on the target: Pins and Kills counted, Pinned if the shot pins it, gone when no figure is left. */
export function applyEffect(game: FireteamGame, targetId: string, effect: HitEffect): { game: FireteamGame; eliminated: boolean } {
  let g = updateUnit(game, targetId, (u) => ({ ...u, casualties: u.casualties + effect.kills, pinsThisTurn: u.pinsThisTurn + effect.pins }));
  if (effect.pinnedBy) g = pinUnit(g, targetId);
  const t = findUnit(g, targetId)!;
  const kills = extrasOf(g).killsThisTurn;
  if (effect.kills > 0) g = withExtras(g, { killsThisTurn: { ...kills, [t.id]: (kills[t.id] ?? 0) + effect.kills } });
  const eliminated = t.figures > 0 && t.casualties >= t.figures;
  if (eliminated) g = updateUnit(g, targetId, (u) => ({ ...u, status: 'removed', onTable: false, overwatch: false }));
  return { game: g, eliminated };
}

/**
 * Seed 004, Firing: one fire team's shot at infantry. Its size from its weapons (those in range),
 * the target's cover line from the board feature under it unless declared, the Pinned −2 if the
 * shooter was Pinned in an earlier turn (a Pin taken this phase does not slow simultaneous fire).
 */
export function shootAtInfantry(
  game: FireteamGame,
  shooter: Unit,
  target: Unit,
  o: ShotOptions,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: DirectShot }> {
  const range = o.range ?? inches(shooter.position, target.position);
  const load = loadOf(shooter, o.weapon);
  if (load.weapons.length === 0) return fail('fireteam/no-weapon', { unit: shooter.id, weapon: o.weapon ?? 'any' });
  const size = fireTeamSize({ ...load, ...(range === undefined ? {} : { range }) }, rules);
  const weapon = o.weapon ?? shooterWeapon(shooter, size.source, load.weapons);
  const ground = o.cover === undefined ? coverAt(board, target.position) : { cover: o.cover };
  const r = fire(
    {
      size: size.size,
      weapon,
      cover: ground.cover,
      target: {
        quality: target.quality,
        pinsTaken: target.pinsThisTurn,
        alreadyPinned: target.status === 'pinned' && target.pinnedTurn === game.turn,
        figures: Math.max(0, target.figures - target.casualties),
        sniper: hasRole(target, 'sniper'),
        scout: hasRole(target, 'scout'),
        goneToGround: target.goneToGround,
      },
      ...(o.enfilade ? { enfilade: true } : {}),
      firerPinned: shooter.status === 'pinned' && (shooter.pinnedTurn ?? 0) < game.turn,
      ...(o.suppressive === undefined ? {} : { suppressive: { inchesFromEdge: o.suppressive } }),
      ...(range === undefined ? {} : { range }),
    },
    roller,
    rules,
  );
  if (!r.ok) return r;
  const applied = applyEffect(game, target.id, r.value.effect);
  return ok({
    game: applied.game,
    result: {
      shooter: shooter.id,
      target: target.id,
      ...(range === undefined ? {} : { range }),
      ...('feature' in ground && ground.feature ? { coverFrom: ground.feature } : {}),
      shot: r.value,
      eliminated: applied.eliminated,
    },
  });
}

export interface AtOptions {
  readonly weapon?: WeaponKind;
  readonly targetMoved?: boolean;
  readonly shooterMoved?: boolean;
  readonly concealed?: boolean;
  readonly range?: number;
}

export interface AtResult {
  readonly shooter: string;
  readonly target: string;
  readonly range?: number;
  readonly shot: AntiTankShot;
  readonly crew: readonly CrewAvoidance[];
  /** The results that took effect, after any veteran crew's avoidance. */
  readonly applied: readonly string[];
}

const GUN_WEAPON: Readonly<Record<'light' | 'medium' | 'heavy', WeaponKind>> = { light: 'light-gun', medium: 'medium-gun', heavy: 'heavy-gun' };

function atWeapon(u: Unit, chosen: WeaponKind | undefined): { weapon: WeaponKind; gun?: AtGunClass } | undefined {
  if (u.vehicle) {
    const main = mainGunOf(u.vehicle);
    if (chosen !== undefined) return u.vehicle.weapons.some((w) => w.kind === chosen) ? { weapon: chosen } : undefined;
    if (main === undefined) return u.vehicle.weapons.some((w) => w.kind === 'hmg') ? { weapon: 'hmg' } : undefined;
    return { weapon: GUN_WEAPON[main], ...(u.vehicle.atGun && u.vehicle.atGun !== main ? { gun: u.vehicle.atGun } : {}) };
  }
  const kinds = [...u.weapons.map((w) => w.kind), ...(u.molotovs ? (['molotov'] as const) : [])];
  const usable = kinds.filter((k) => weaponProfile(k).antiTank !== undefined);
  const weapon = chosen === undefined ? usable[0] : usable.find((k) => k === chosen);
  return weapon === undefined ? undefined : { weapon };
}

/**
 * Seed 004, Anti-Tank Fire: a shot at a vehicle — to hit on 6+ with its factors (a 2nd and 3rd shot
 * in a row at a target neither having moved), the damage dice, then the results on the vehicle. A
 * veteran tank crew may avoid a Pin or a Panic on its expertise (Special Units).
 */
export function shootAtVehicle(
  game: FireteamGame,
  shooter: Unit,
  target: Unit,
  o: AtOptions,
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ game: FireteamGame; result: AtResult }> {
  if (!target.vehicle) return fail('fireteam/not-a-vehicle', { unit: target.id });
  const w = atWeapon(shooter, o.weapon);
  if (!w) return fail('fireteam/no-anti-tank-effect', { weapon: o.weapon ?? shooter.id });
  const range = o.range ?? inches(shooter.position, target.position);
  const key = `${shooter.id}>${target.id}`;
  const streak = extrasOf(game).atShots;
  const moved = o.targetMoved === true || o.shooterMoved === true;
  const shotNumber = moved ? 1 : (streak[key] ?? 0) + 1;
  const pinned = shooter.status === 'pinned' && (shooter.pinnedTurn ?? 0) < game.turn;
  const r = antiTankShot(
    {
      weapon: w.weapon,
      ...(w.gun ? { gun: w.gun } : {}),
      target: target.vehicle.class,
      ...(range === undefined ? {} : { range }),
      targetMoved: o.targetMoved === true,
      shooterMoved: o.shooterMoved === true,
      targetConcealed: o.concealed === true,
      damagedGun: shooter.vehicle?.damage.weaponDamaged === true,
      ...(pinned ? { shooterPinned: isVehicle(shooter) ? ('armoured' as const) : ('gun-team' as const) } : {}),
      shotNumber,
    },
    roller,
    rules,
  );
  if (!r.ok) return r;
  let g = withExtras(game, { atShots: { ...streak, [key]: shotNumber } });
  const crew: CrewAvoidance[] = [];
  const applied: string[] = [];
  const damage = r.value.damage;
  if (damage) {
    const veteran = hasRole(target, 'veteran-tank-crew');
    const avoids = (what: 'pin' | 'panic'): boolean => {
      if (!veteran) return false;
      const done = crew.find((c) => c.what === what);
      if (done) return done.avoided;
      const c = veteranCrewAvoids(what, roller, target.quality);
      crew.push(c);
      return c.avoided;
    };
    const outcome = applyDamage(g, target.id, damage, avoids);
    g = outcome.game;
    applied.push(...outcome.applied);
  }
  return ok({ game: g, result: { shooter: shooter.id, target: target.id, ...(range === undefined ? {} : { range }), shot: r.value, crew, applied } });
}

/** The damage results on the vehicle (seed 004, Anti-Tank Fire damage table); returns the words of those that took effect. */
export function applyDamage(game: FireteamGame, id: string, d: DamageRoll, avoids: (what: 'pin' | 'panic') => boolean): { game: FireteamGame; applied: string[] } {
  let g = game;
  const applied: string[] = [];
  const flag = (change: (dmg: NonNullable<Unit['vehicle']>['damage']) => NonNullable<Unit['vehicle']>['damage']): void => {
    g = updateUnit(g, id, (u) => (u.vehicle ? { ...u, vehicle: { ...u.vehicle, damage: change(u.vehicle.damage) } } : u));
  };
  let pinned = false;
  const each = (e: DamageEntry): void => {
    if (e.panic && avoids('panic')) return void applied.push(`${e.text} — avoided by the veteran crew`);
    if (e.pinned) pinned = true;
    switch (e.code) {
      case 'pinned-radio-damaged':
        flag((x) => ({ ...x, radioDamaged: true }));
        break;
      case 'pinned-movement-reduced': {
        const slowed = extrasOf(g).slowed;
        if (!slowed.includes(id)) g = withExtras(g, { slowed: [...slowed, id] });
        break;
      }
      case 'pinned-turret-jammed':
        flag((x) => ({ ...x, turretJammed: true }));
        break;
      case 'weapon-damaged':
        flag((x) => ({ ...x, weaponDamaged: true }));
        break;
      case 'immobilised':
        flag((x) => ({ ...x, immobilised: true }));
        break;
      case 'brew-up':
        flag((x) => ({ ...x, brewedUp: true }));
        g = updateUnit(g, id, (u) => ({ ...u, overwatch: false }));
        break;
      default:
        break;
    }
    applied.push(e.text);
  };
  d.results.forEach(each);
  if (d.pinChance?.pinned) pinned = true;
  if (pinned) {
    if (avoids('pin')) applied.push('Pin avoided by the veteran crew');
    else g = pinUnit(g, id);
  }
  return { game: g, applied };
}

export interface UnderTemplate {
  readonly unit: string;
  readonly shot?: ShotResult;
  readonly coverFrom?: string;
  readonly eliminated?: boolean;
  readonly armour?: DamageRoll;
  readonly applied?: readonly string[];
  /** The gun is too light to harm armour. */
  readonly noEffect?: boolean;
}

export interface ArtilleryResult {
  readonly observer: string;
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

/**
 * Seed 004, Indirect Fire and Artillery verses Armour: the AOP's aim point (the same as last turn's
 * earns the observed-fire correction), the deviation along the AOP's line of sight (length) and
 * across it (sideways), then smoke the size of the blast radius, or every unit the template covers
 * shot at on its cover line one lower — vehicles under it take the artillery-against-armour dice.
 */
export function fireArtillery(
  game: FireteamGame,
  d: FireDeclaration,
  weapon: ArtilleryWeapon,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: ArtilleryResult }> {
  const observer = findUnit(game, d.unit);
  if (!observer || !d.aimPoint || (d.kind !== 'indirect' && d.kind !== 'smoke')) return fail('fireteam/not-artillery', { unit: d.unit });
  const aim = d.aimPoint;
  const before = game.aimPoints.find((a) => a.observer.toLowerCase() === observer.id.toLowerCase());
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
  let g = setAimPoint(game, { observer: observer.id, point: aim, turnsObserved });
  const base = { observer: observer.id, kind: d.kind, weapon, aim, turnsObserved, deviation, landing, radius };
  if (d.kind === 'smoke') {
    const id = `smoke-${g.turn}-${g.smoke.length + 1}`;
    g = addSmoke(g, { id, centre: landing, radius });
    return ok({ game: g, result: { ...base, smoke: id, hits: [] } });
  }
  const under = g.units.filter((u) => isOnTable(u) && u.position !== undefined && distance(u.position, landing) <= radius);
  const hits: UnderTemplate[] = [];
  const size = fireTeamSize({ weapons: [{ kind: weapon, count: 1 }], crew: 3 }, rules).size;
  for (const u of under) {
    if (u.vehicle) {
      const a = artilleryVsArmour({ weapon, vehicle: u.vehicle.class, openTopped: u.vehicle.softSkinned }, roller, rules);
      if (!a.ok) {
        hits.push({ unit: u.id, noEffect: true });
        continue;
      }
      const done = applyDamage(g, u.id, a.value, () => false);
      g = done.game;
      hits.push({ unit: u.id, armour: a.value, applied: done.applied });
      continue;
    }
    const target = findUnit(g, u.id)!;
    const ground = coverAt(board, target.position);
    const r = fire(
      {
        size,
        weapon,
        cover: ground.cover,
        target: {
          quality: target.quality,
          pinsTaken: target.pinsThisTurn,
          alreadyPinned: target.status === 'pinned' && target.pinnedTurn === g.turn,
          figures: Math.max(0, target.figures - target.casualties),
          sniper: hasRole(target, 'sniper'),
          scout: hasRole(target, 'scout'),
          goneToGround: target.goneToGround,
        },
        underTemplate: true,
      },
      roller,
      rules,
    );
    if (!r.ok) return r;
    const applied = applyEffect(g, u.id, r.value.effect);
    g = applied.game;
    hits.push({ unit: u.id, shot: r.value, ...(ground.feature ? { coverFrom: ground.feature } : {}), eliminated: applied.eliminated });
  }
  return ok({ game: g, result: { ...base, hits } });
}
