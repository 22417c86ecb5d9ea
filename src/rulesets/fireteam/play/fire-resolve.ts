import { distance, type Point } from '../../../core/board/geometry.js';
import type { FireteamScenario } from '../rules/scenario.js';
import type { FireteamCover } from '../rules/terrain.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { antiTankShot, type AntiTankShot, type DamageRoll } from '../rules/anti-tank.js';
import { artilleryVsArmour, indirectFireDeviation, type Deviation } from '../rules/artillery.js';
import { brewUpHits, type PassengerHits } from '../rules/brew-up.js';
import { veteranCrewAvoids, type CrewAvoidance } from '../rules/expertise.js';
import { fire, fireTogether, type HitEffect, type ShotInput, type ShotResult, type ShotRoll } from '../rules/fire.js';
import { fireTeamSize, type SizeSource } from '../rules/fire-team-size.js';
import { addSmoke, findUnit, isAimOf, pinUnit, setAimPoint, updateUnit, type FireDeclaration } from '../rules/state.js';
import type { UnitRef } from '../../../core/unit-ref.js';
import { bailOut, passengersOf } from '../rules/transport.js';
import { hasRole, isOnTable, isVehicle, type Unit } from '../rules/units.js';
import { applyVehicleDamage, type Avoidable } from '../rules/vehicle-damage.js';
import { mainGunOf } from '../rules/vehicles.js';
import { weaponProfile, type AtGunClass } from '../rules/weapon-profiles.js';
import type { WeaponKind, WeaponLoad } from '../rules/weapons.js';
import { extrasOf, keptFor, listed, tagOf, withExtras, type FireteamGame } from './game.js';
import { coverAt } from './terrain.js';

/** How a shot is taken: the firer's declarations about the ground and the weapon, where the board cannot say. */
export interface ShotOptions {
  readonly cover?: FireteamCover;
  readonly enfilade?: boolean;
  /** Suppressive fire into cover the target withdrew into, this far from its edge. */
  readonly suppressive?: number;
  readonly weapon?: WeaponKind;
  /** Inches, used only when the units have no positions: the board's range cannot be overridden. */
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

export interface AddedShot {
  readonly shooter: string;
  readonly range?: number;
  readonly roll: ShotRoll;
}

export interface DirectShot {
  readonly shooter: string;
  /** The shooter's side, and the target's (ids are unique only within a side). */
  readonly side: string;
  readonly target: string;
  readonly targetSide: string;
  readonly range?: number;
  readonly coverFrom?: string;
  readonly shot: ShotResult;
  /** Snipers whose shots were added to this one (Special Units: Snipers). */
  readonly added: readonly AddedShot[];
  /** The team that took the hits (of the target's side), when the target was a soft-skinned vehicle carrying it. */
  readonly hitsOn?: string;
  readonly eliminated: boolean;
  /** An empty soft-skinned vehicle lost its crew. */
  readonly knockedOut?: boolean;
}

/**
 * Hits land on the target: Pins and Kills counted, Pinned if the shot pins it, gone when no figure is
 * left. A heavy weapon's or flamethrower's hit is remembered for the medics (any hit left Pins).
 */
export function applyEffect(game: FireteamGame, target: UnitRef, effect: HitEffect, heavy = false): { game: FireteamGame; eliminated: boolean } {
  let g = updateUnit(game, target, (u) => ({ ...u, casualties: u.casualties + effect.kills, pinsThisTurn: u.pinsThisTurn + effect.pins }));
  if (effect.pinnedBy) g = pinUnit(g, target);
  const t = findUnit(g, target)!;
  const kills = extrasOf(g).killsThisTurn;
  if (effect.kills > 0) g = withExtras(g, { killsThisTurn: { ...kills, [tagOf(t)]: (keptFor(kills, t) ?? 0) + effect.kills } });
  const heavyHits = extrasOf(g).heavyHits ?? [];
  if (heavy && effect.hits > 0 && !listed(heavyHits, t)) g = withExtras(g, { heavyHits: [...heavyHits, tagOf(t)] });
  const eliminated = t.figures > 0 && t.casualties >= t.figures;
  if (eliminated) g = updateUnit(g, target, (u) => ({ ...u, status: 'removed', onTable: false, overwatch: false }));
  return { game: g, eliminated };
}

/** The crew of an empty soft-skinned vehicle, shot at as a weapons crew. */
const SOFT_SKIN_CREW = 2;

/** What takes the hits of direct fire at `target`: the unit, or a soft-skinned vehicle's first passenger (or its crew). */
function hitTarget(game: FireteamGame, target: Unit): { unit: Unit; crewOnly: boolean } {
  if (!target.vehicle?.softSkinned) return { unit: target, crewOnly: false };
  const rider = passengersOf(game, target)[0];
  return rider ? { unit: rider, crewOnly: false } : { unit: target, crewOnly: true };
}

function shotInput(shooter: Unit, target: Unit, hit: { unit: Unit; crewOnly: boolean }, o: ShotOptions, game: FireteamGame, rules: HouseRules, cover: FireteamCover): RuleResult<{ input: ShotInput; range?: number }> {
  const range = inches(shooter.position, target.position) ?? o.range;
  const load = loadOf(shooter, o.weapon);
  if (load.weapons.length === 0) return fail('fireteam/no-weapon', { unit: shooter.id, weapon: o.weapon ?? 'any' });
  const size = fireTeamSize({ ...load, ...(range === undefined ? {} : { range }) }, rules);
  const weapon = o.weapon ?? shooterWeapon(shooter, size.source, load.weapons);
  const t = hit.unit;
  return ok({
    input: {
      size: size.size,
      weapon,
      cover,
      target: {
        quality: t.quality,
        pinsTaken: t.pinsThisTurn,
        alreadyPinned: t.status === 'pinned' && t.pinnedTurn === game.turn,
        figures: hit.crewOnly ? SOFT_SKIN_CREW : Math.max(0, t.figures - t.casualties),
        sniper: hasRole(t, 'sniper'),
        scout: hasRole(t, 'scout'),
        goneToGround: t.goneToGround,
      },
      ...(o.enfilade ? { enfilade: true } : {}),
      firerPinned: shooter.status === 'pinned' && (shooter.pinnedTurn ?? 0) < game.turn,
      ...(o.suppressive === undefined ? {} : { suppressive: { inchesFromEdge: o.suppressive } }),
      ...(range === undefined ? {} : { range }),
    },
    ...(range === undefined ? {} : { range }),
  });
}

/**
 * Seed 004, Firing: one fire team's shot at infantry, with any snipers declared with it adding their
 * hits (Special Units: Snipers). Its size from its weapons (those in range), the target's cover line
 * from the board feature under it unless declared, the Pinned −2 if the shooter was Pinned in an
 * earlier turn (a Pin taken this phase does not slow simultaneous fire). A soft-skinned vehicle and
 * its occupants count as a section (Army and Vehicle Lists): the team it carries takes the hits, or,
 * empty, its crew — a Kill knocks it out.
 */
export function shootAtInfantry(
  game: FireteamGame,
  shooter: Unit,
  target: Unit,
  o: ShotOptions,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
  snipers: readonly Unit[] = [],
): RuleResult<{ game: FireteamGame; result: DirectShot }> {
  const hit = hitTarget(game, target);
  const ground = o.cover === undefined ? coverAt(board, target.position) : { cover: o.cover };
  const main = shotInput(shooter, target, hit, o, game, rules, ground.cover);
  if (!main.ok) return main;
  const extra: { shooter: string; range?: number; input: ShotInput }[] = [];
  for (const s of snipers) {
    const r = shotInput(s, target, hit, { ...(o.cover === undefined ? {} : { cover: o.cover }) }, game, rules, ground.cover);
    if (!r.ok) return r;
    extra.push({ shooter: s.id, ...(r.value.range === undefined ? {} : { range: r.value.range }), input: r.value.input });
  }
  let shot: ShotResult;
  const added: AddedShot[] = [];
  if (extra.length === 0) {
    const r = fire(main.value.input, roller, rules);
    if (!r.ok) return r;
    shot = r.value;
  } else {
    const r = fireTogether(main.value.input, extra.map((x) => x.input), roller, rules);
    if (!r.ok) return r;
    shot = { ...r.value.rolls[0]!, effect: r.value.effect };
    r.value.rolls.slice(1).forEach((roll, i) => added.push({ shooter: extra[i]!.shooter, ...(extra[i]!.range === undefined ? {} : { range: extra[i]!.range }), roll }));
  }
  const heavy = shot.autoPin !== undefined || added.some((a) => a.roll.autoPin !== undefined);
  let g: FireteamGame;
  let eliminated = false;
  let knockedOut = false;
  if (hit.crewOnly) {
    g = shot.effect.pinnedBy ? pinUnit(game, target) : game;
    knockedOut = shot.effect.kills > 0;
    if (knockedOut) g = updateUnit(g, target, (u) => (u.vehicle ? { ...u, overwatch: false, vehicle: { ...u.vehicle, damage: { ...u.vehicle.damage, brewedUp: true } } } : u));
  } else {
    const applied = applyEffect(game, hit.unit, shot.effect, heavy);
    g = applied.game;
    eliminated = applied.eliminated;
  }
  return ok({
    game: g,
    result: {
      shooter: shooter.id,
      side: shooter.side,
      target: target.id,
      targetSide: target.side,
      ...(main.value.range === undefined ? {} : { range: main.value.range }),
      ...('feature' in ground && ground.feature ? { coverFrom: ground.feature } : {}),
      shot,
      added,
      ...(hit.unit.id !== target.id ? { hitsOn: hit.unit.id } : {}),
      eliminated,
      ...(knockedOut ? { knockedOut } : {}),
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
): RuleResult<{ game: FireteamGame; result: AtResult }> {
  if (!target.vehicle) return fail('fireteam/not-a-vehicle', { unit: target.id });
  const w = atWeapon(shooter, o.weapon);
  if (!w) return fail('fireteam/no-anti-tank-effect', { weapon: o.weapon ?? shooter.id });
  const range = inches(shooter.position, target.position) ?? o.range;
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
      target: target.vehicle.class,
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
      const hits = brewUpHits(
        {
          unit: t.id,
          cover,
          target: {
            quality: t.quality,
            pinsTaken: t.pinsThisTurn,
            alreadyPinned: t.status === 'pinned' && t.pinnedTurn === g.turn,
            figures: Math.max(0, t.figures - t.casualties),
            sniper: hasRole(t, 'sniper'),
            scout: hasRole(t, 'scout'),
            goneToGround: t.goneToGround,
          },
        },
        roller,
        rules,
      );
      const applied = applyEffect(g, t, hits.effect, true);
      g = applied.game;
      passengers.push({ hits, side: t.side, eliminated: applied.eliminated });
    }
  }
  return { game: g, applied: done.applied, passengers };
}

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
): RuleResult<{ game: FireteamGame; result: ArtilleryResult }> {
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
    const applied = applyEffect(g, u, r.value.effect, true);
    g = applied.game;
    hits.push({ unit: u.id, side: u.side, shot: r.value, ...(ground.feature ? { coverFrom: ground.feature } : {}), eliminated: applied.eliminated });
  }
  return ok({ game: g, result: { ...base, hits } });
}
