import type { FireteamScenario } from '../table/scenario.js';
import type { FireteamCover } from '../table/terrain.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { declaredShot, declaredTarget, markResolved, type DeclaredShotError, type TargetGone } from './declared-shot.js';
import { fire, fireTogether, shotCheck, type ShotError, type ShotInput, type ShotResult, type ShotRoll } from './fire.js';
import { fireTeamSize, type FireTeamSize, type SizeSource } from './fire-team-size.js';
import { declarationsOf, type FireteamGame } from '../game/game.js';
import { applyEffect, hitTargetOf } from './hits.js';
import { findUnit, pinUnit, updateUnit } from '../game/state.js';
import { coverAt, rangeInches } from '../table/table-reading.js';
import { passengersOf } from '../game/state.js';
import { livingLoad, type Unit } from '../troops/units.js';
import type { WeaponKind, WeaponLoad } from '../troops/weapons.js';

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
/** What the shooter fires with: a vehicle's weapons, or the weapons its living figures still hold (`livingLoad`). */
function loadOf(u: Unit, chosen: WeaponKind | undefined): { weapons: WeaponLoad[]; crew: number } {
  const living = u.vehicle ? undefined : livingLoad(u);
  const all: WeaponLoad[] = u.vehicle ? u.vehicle.weapons.map((w) => ({ kind: w.kind, count: 1 })) : [...living!.weapons];
  const weapons = chosen === undefined ? all : all.filter((w) => w.kind === chosen);
  return { weapons, crew: living ? living.crew : 2 };
}

function shooterWeapon(source: SizeSource, weapons: readonly WeaponLoad[]): WeaponKind {
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

export type DirectFireError = ShotError | 'fireteam/no-weapon';

/** The crew of an empty soft-skinned vehicle, shot at as a weapons crew. */
const SOFT_SKIN_CREW = 2;

/** What takes the hits of direct fire at `target`: the unit, or a soft-skinned vehicle's first passenger (or its crew). */
function hitTarget(game: FireteamGame, target: Unit): { unit: Unit; crewOnly: boolean } {
  if (!target.vehicle?.softSkinned) return { unit: target, crewOnly: false };
  const rider = passengersOf(game, target)[0];
  return rider ? { unit: rider, crewOnly: false } : { unit: target, crewOnly: true };
}

/** The team's size and weapon for a shot at `target` (its living figures' weapons in range), or why it has none. */
function firingTeam(shooter: Unit, target: Unit, o: ShotOptions, rules: HouseRules): RuleResult<{ size: FireTeamSize; weapon: WeaponKind; range?: number }, 'fireteam/no-weapon'> {
  const range = rangeInches(shooter.position, target.position) ?? o.range;
  const load = loadOf(shooter, o.weapon);
  if (load.weapons.length === 0) return fail('fireteam/no-weapon', { unit: shooter.id, weapon: o.weapon ?? 'any' });
  const size = fireTeamSize({ ...load, ...(range === undefined ? {} : { range }) }, rules);
  return ok({ size: size.size, weapon: o.weapon ?? shooterWeapon(size.source, load.weapons), ...(range === undefined ? {} : { range }) });
}

/**
 * Seed 004, Firing: whether `shooter` can shoot at `target` at all, before any die — a weapon, a fire
 * effect at this range (`shotCheck`). The same check when the shot is declared as when it is resolved.
 */
export function directShotCheck(shooter: Unit, target: Unit, rules: HouseRules, o: ShotOptions = {}): RuleResult<true, 'fireteam/no-weapon' | ShotError> {
  const team = firingTeam(shooter, target, o, rules);
  if (!team.ok) return team;
  return shotCheck({ ...team.value, ...(o.suppressive === undefined ? {} : { suppressive: { inchesFromEdge: o.suppressive } }) });
}

function shotInput(
  shooter: Unit,
  target: Unit,
  hit: { unit: Unit; crewOnly: boolean },
  o: ShotOptions,
  game: FireteamGame,
  rules: HouseRules,
  cover: FireteamCover,
): RuleResult<{ input: ShotInput; range?: number }, 'fireteam/no-weapon'> {
  const team = firingTeam(shooter, target, o, rules);
  if (!team.ok) return team;
  const { size, weapon, range } = team.value;
  const t = hitTargetOf(hit.unit, game.turn);
  return ok({
    input: {
      size,
      weapon,
      cover,
      target: hit.crewOnly ? { ...t, figures: SOFT_SKIN_CREW } : t,
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
): RuleResult<{ game: FireteamGame; result: DirectShot }, DirectFireError> {
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

/**
 * Seed 004, Firing: resolves the direct shot `side` declared for `shooterId` — its target as
 * nominated (gone from the table: no shot), the snipers of the side declared `with` it rolling
 * along (Special Units: Snipers; a sniper's own shot is resolved only through its partner's), every
 * one of them then resolved.
 */
export function resolveDirectFire(
  game: FireteamGame,
  side: string,
  shooterId: string,
  o: ShotOptions,
  roller: Roller,
  rules: HouseRules,
  board: FireteamScenario | undefined,
): RuleResult<{ game: FireteamGame; result: DirectShot | TargetGone }, DeclaredShotError | DirectFireError | 'fireteam/joined-shot'> {
  const found = declaredShot(game, side, shooterId, ['direct']);
  if (!found.ok) return found;
  const { shooter, declaration } = found.value;
  if (declaration.with !== undefined) return fail('fireteam/joined-shot', { unit: shooter.id, with: declaration.with });
  const snipers = declarationsOf(game, side).filter((d) => d.with === shooter.id).flatMap((d) => findUnit(game, { side, id: d.unit }) ?? []);
  const done = (g: FireteamGame): FireteamGame => [shooter, ...snipers].reduce(markResolved, g);
  const target = declaredTarget(game, shooter, declaration);
  if (!target) return ok({ game: done(game), result: { gone: declaration.target ?? '', shooter: shooter.id, side } });
  const r = shootAtInfantry(game, shooter, target, o, roller, rules, board, snipers);
  if (!r.ok) return r;
  return ok({ game: done(r.value.game), result: r.value.result });
}
