import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { ChainStep } from '../chain-steps.js';
import { runChain } from '../../game/chain.js';
import type { FngEvent } from '../../game/events.js';
import { BALL_PLAYER_RANGE, GRENADE_RANGE, readyGrenade, throwGrenade, type ReadyResult } from '../grenades.js';
import { backBlastCaught, launcherMayFire, type BackBlastError } from '../../game/back-blast.js';
import { smokeAt } from '../../support/air-state.js';
import { swimming, type SwimmingError } from '../combat-while-swimming.js';
import { blast, BLAST_OR, damageCaught } from '../../game/blast.js';
import { readyToFight } from './ready-to-fight.js';
import { chainEnv, coverWord, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { smokeBlinds } from '../../game/smoke-sight.js';
import { fire } from '../ranged-combat.js';
import { enemyFigure, has, keyOf, ownFigure, updateFigure, liveEnemy, type FngGame, type TableFigure } from '../../game/state.js';
import type { Weapon, WeaponId } from '../../figures/weapons.js';
import { guardSeen, reactionsFor, smokeBetween } from '../../game/chain-kit.js';
import { blockParams, eyeOf, figureSight, sightOf, turningSeer } from '../../game/line-of-sight.js';
import { sightLine } from '../../terrain/sight-line.js';
import { protectionFrom, stanceOf } from '../../terrain/cover.js';
import { holeBlown } from '../../terrain/obstacles.js';
import { blowHole } from '../../terrain/moves/obstacle-crossing.js';

/**
 * Grenades, LAWs and rockets (FNG 2nd Tour p.28–29, p.33–34, seed L854–L884): Ready the Grenade/LAW
 * first (2d6 vs REP: now, in reaction or when next active), then throw at a spot within 6" (9" for a
 * Ball Player) or fire the launcher on the Ranged Combat table; what explodes hits everyone in its
 * blast circle, friend and foe (L884), cover at least as strong as the blast shielding them (L876);
 * a grenade that misses, or a dud, still calls Received Fire.
 */

export type GrenadeError =
  | BackBlastError
  | SwimmingError
  | 'fng/shooter-in-smoke'
  | 'fng/smoke-between'
  | 'fng/no-rockets-left'
  | 'fng/already-fired'
  | 'fng/no-grenades'
  | 'fng/no-law-left'
  | 'fng/out-of-range'
  | 'fng/out-of-throw-range'
  | 'fng/no-line-of-sight'
  | ShelterWord
  | 'fng/in-melee'
  | 'fng/law-target-or-spot'
  | 'fng/no-hole-weapon'
  | 'fng/no-board'
  | 'fng/no-obstacle-there';

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * Why the thrower cannot see the spot he nominates (L868: "If the thrower cannot see the nominated
 * spot, such as behind cover or concealment, the grenade misses" on one pass), as the board reads it:
 * the line to the spot blocked (terrain/sight-line.ts, the target's eye where he aims at a figure),
 * or the figure aimed at in cover or concealed from him (the example at L878: Billy in cover, the spot
 * beyond it). Undefined when he sees it, or where no board is loaded (then `blind:` says so).
 */
export function spotUnseen(a: Pick<OrderArgs, 'table' | 'game'>, f: TableFigure, spot: Point, target: TableFigure | undefined): ThrowUnseen | undefined {
  if (!a.table || !f.at) return undefined;
  // Not moved yet this activation, he turns to throw (L618, `turningSeer`).
  const eye = turningSeer(f);
  const line = target?.at ? figureSight(a.game, a.table, eye, target, { smoke: false }) : sightLine(a.table, eyeOf({ ...eye, at: f.at }), spot, { ...sightOf(a.game), smoke: [] });
  if (line.block) return { ...blockParams(line.block, { from: f.id, to: target?.id ?? 'the spot' }) };
  if (!target?.at) return undefined;
  const guard = guardSeen(a.table, f, target);
  if (!guard.cover && !guard.concealment) return undefined;
  const by = target.coverSet === undefined ? protectionFrom(a.table, target.at, stanceOf(target), f.at).from : [];
  return { why: 'guarded', figure: target.id, guard: guard.cover && guard.concealment ? 'in cover + concealed' : guard.cover ? 'in cover' : 'concealed', ...(by.length ? { feature: by.join(', ') } : {}) };
}

/** What keeps the thrower from seeing the spot: a blocked line's parameters (`blockParams`), or `why: 'guarded'` with the target's cover. */
export type ThrowUnseen = Readonly<Record<string, string | number>>;

const READY_WHEN: Readonly<Record<ReadyResult, 'now' | 'reaction' | 'next'>> = { 'ready-now': 'now', 'reaction-or-next-active': 'reaction', 'next-active': 'next' };

/** Readies the weapon unless it already is; false (with the event) when it is not ready to use now. */
export function ready(g: FngGame, f: TableFigure, weapon: string, a: OrderArgs, events: FngEvent[]): { readonly game: FngGame; readonly now: boolean } {
  if (f.ready?.weapon === weapon && f.ready.when === 'now') return { game: updateFigure(g, keyOf(f), (x) => ({ ...x, ready: undefined as never })), now: true };
  const r = readyGrenade(a.roller, f.rep, `ready ${f.id}`);
  if (!r.ok) throw new Error(r.code);
  const when = READY_WHEN[r.value.result];
  events.push({ kind: 'ready', figure: keyOf(f), weapon, passes: r.value.passes, when, part: r.value.part });
  if (when === 'now') return { game: g, now: true };
  return { game: updateFigure(g, keyOf(f), (x) => ({ ...x, ready: { weapon, when, serial: g.serial } })), now: false };
}

export interface ThrowInput {
  readonly thrower: string;
  /** The spot, or the enemy figure whose place it is. */
  readonly at?: Point;
  readonly target?: string;
  /** The thrower cannot see the spot (L868). */
  readonly blind?: boolean;
  /** Dropped over a wall or rolled through a door (L877). */
  readonly dropped?: boolean;
  /** Attested: figures with cover at least as strong as the blast between them and it (L876). */
  readonly shielded?: readonly string[];
}

/** Throws a hand grenade (readying it first if need be); it is the figure's action, so one a turn (L854). */
export function throwOrder(a: OrderArgs, input: ThrowInput): RuleResult<Ordered> {
  const env = chainEnv(a);
  const found = readyToFight(a, input.thrower);
  if (!found.ok) return found;
  const f = found.value;
  let target: TableFigure | undefined;
  if (input.target !== undefined) {
    const t = liveEnemy(a.game, a.side, input.target);
    if (!t.ok) return t;
    target = t.value;
  }
  const spot = input.at ?? target?.at;
  if (!spot) return fail('fng/no-targets');
  const cover = shieldedSaid(a, input.shielded);
  if (!cover.ok) return cover;
  // Grenades reach 6", 9" for a Ball Player (L866, L361): measured before anything is rolled.
  const reach = has(f, 'ball-player') ? BALL_PLAYER_RANGE : GRENADE_RANGE;
  const away = distance(f.at!, spot);
  if (away > reach + 1e-9) return fail('fng/out-of-throw-range', { distance: round1(away), reach });
  const events: FngEvent[] = [];
  // Smoke blocks sight (L773): from inside a cloud, or with one across the way or over the spot, the
  // thrower cannot see where it goes and throws blind (L868). The blast is no aimed fire: it still
  // catches whoever stands in its circle, smoke or none (L884).
  const cloud = smokeBlinds(a.game, f.at!, spot);
  if (cloud && input.blind !== true) events.push({ kind: 'smoke-blinds', figure: keyOf(f), area: cloud.id, at: spot, what: 'throw' });
  const unseen = cloud || input.blind === true || input.dropped === true ? undefined : spotUnseen(a, f, spot, target);
  const blind = input.blind === true || cloud !== undefined || unseen !== undefined;
  const r0 = ready(a.game, f, env.weapons.grenade.name, a, events);
  let g = updateFigure(r0.game, keyOf(f), (x) => ({ ...x, fired: true }));
  if (!r0.now) return ok({ game: g, events });
  const w = env.weapons.grenade;
  const t = throwGrenade(
    a.roller,
    { rep: f.rep, distance: distance(f.at!, spot), canSeeSpot: !blind, ...(input.dropped ? { dropped: true } : {}), ballPlayer: has(f, 'ball-player'), communist: f.side === 'cf', dudRule: env.rules.grenadeDud },
    `throw ${f.id}`,
  );
  if (!t.ok) return t;
  events.push({ kind: 'throw', figure: keyOf(f), weapon: w.name, at: spot, inches: round1(away), reach, ...(unseen ? { unseen } : {}), passes: t.value.passes, landing: t.value.landing, ...(t.value.dud === undefined ? {} : { dud: t.value.dud }), parts: t.value.parts });
  const diameter = w.targets.kind === 'area' && w.targets.area.shape === 'circle' ? w.targets.area.diameter : 5;
  let downed: string[] = [];
  if (t.value.explodes && t.value.blastCentre !== 'none') {
    const centre = t.value.blastCentre === 'thrower' ? f.at! : spot;
    const b = blast(g, env, f, { impact: w.impact, ...(w.apr !== undefined ? { apr: w.apr } : {}), name: w.name, diameter }, centre, { oops: t.value.escapeRolls, ...cover.value }, events);
    g = b.game;
    downed = b.downed;
  }
  // The figure aimed at and not downed was shot at and not hit: Received Fire, outgunned by the grenade (L563, L876).
  const missed = target && !downed.includes(keyOf(target)) ? [keyOf(target)] : [];
  const reactions = reactionsFor(g, keyOf(f), missed, downed, true, env.table);
  const steps: ChainStep[] = reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions, attackerOr: BLAST_OR, ...(t.value.receivedFire === 'not-outgunned' ? { notOutgunned: true } : {}), ...(t.value.receivedFire === 'or-minus-2' ? { attackerOr: BLAST_OR - 2 } : {}) }] : [];
  const chain = runChain(g, steps, env);
  return ok({ game: chain.game, events: [...events, ...chain.events] });
}

/** Figures named as shielded, of either side, as keys; names the asker cannot see are left out. */
function resolveShielded(g: FngGame, side: 'fwf' | 'cf', refs: readonly string[] | undefined): string[] {
  return (refs ?? []).flatMap((ref) => {
    const own = ownFigure(g, side, ref);
    if (own.ok) return [keyOf(own.value)];
    const e = enemyFigure(g, side, ref);
    return e.ok ? [keyOf(e.value)] : [];
  });
}

/** A player's `shielded:` against a loaded board: only the GM may say other cover shields a figure. */
export type ShelterWord = 'fng/board-reads-shelter';

/**
 * Blast cover said in an order (`shielded:`, L876) and how it counts: where no board is loaded it is
 * attested; on a board, which reads the walls between (terrain/blast-cover.ts), only the GM may add to
 * it, and the post says it was her word; a player's is refused.
 */
export function shieldedSaid(a: Pick<OrderArgs, 'table' | 'gm' | 'game' | 'side'>, refs: readonly string[] | undefined): RuleResult<{ readonly shielded: string[]; readonly shieldedSet?: 'gm' | 'attested' }, ShelterWord> {
  const shielded = resolveShielded(a.game, a.side, refs);
  const word = coverWord(a, (refs ?? []).length > 0, (refs ?? [])[0]?.trim() ?? '');
  if (!word.ok) return fail('fng/board-reads-shelter', word.params);
  return ok({ shielded, ...(word.value ? { shieldedSet: word.value } : {}) });
}

const LAUNCHERS: readonly WeaponId[] = ['m72-law', 'm20-bazooka', 'rpg-2', 'rpg-7', 'rr-57mm', 'rr-90mm', 'rr-106mm', 'rg-82mm', 'rr-107mm', 'm79', 'm203'];

export interface LaunchInput {
  readonly firer: string;
  /** An enemy figure to fire at; or */
  readonly target?: string;
  /** a spot in barbed wire or punji stakes, to blow a 4" hole in it (L1208, L1212). */
  readonly at?: Point;
  /** Attested: figures behind cover at least as strong as the blast (L876). */
  readonly shielded?: readonly string[];
}

/** Where a launcher is aimed: an enemy figure, or a spot of wire or stakes (the shot's id `spot:x,y`). */
type Aim = { readonly at: Point; readonly target?: TableFigure; readonly id: string; readonly name: string };

/**
 * Fires a LAW (from the squad's stores), a rocket or recoilless rifle, or a grenade launcher (L857):
 * readied first where the weapon asks it, then one die on the Ranged Combat table at the target; a hit
 * bursts a blast circle on it, a miss calls Received Fire (OR 5). A recoilless rifle's, bazooka's,
 * LAW's or RPG's round (the anti-tank class, "Bazookas, LAWs and RPGs" L768) may be fired `at` a spot of
 * barbed wire or punji stakes, as at a target in the open; its hit blows a 4" hole there (L1208, L1212),
 * as does one bursting on a figure standing in them.
 */
export function launchOrder(a: OrderArgs, input: LaunchInput): RuleResult<Ordered> {
  const env = chainEnv(a);
  const found = readyFigure(a, input.firer, 'fng/already-fired');
  if (!found.ok) return found;
  const f = found.value;
  if ((input.target === undefined) === (input.at === undefined)) return fail('fng/law-target-or-spot', { figure: f.id });
  // Swimmers may not fire weapons (L1195).
  if (swimming(a.game.water, keyOf(f))) return fail('fng/swimming', { figure: f.id });
  const own = [f.weapon, f.sidearm].find((w): w is WeaponId => w !== undefined && LAUNCHERS.includes(w as WeaponId));
  const unit = a.game.forces.flatMap((x) => (x.side === a.side ? x.units : [])).find((u) => u.id === f.unit);
  const law = own === undefined && a.side === 'fwf' && (unit?.stores.laws ?? 0) > 0;
  const id: WeaponId | undefined = own ?? (law ? 'm72-law' : undefined);
  if (id === undefined) return fail(a.side === 'fwf' && unit ? 'fng/no-law-left' : 'fng/no-grenades', { figure: f.id });
  const w: Weapon = env.weapons[id];
  if (!law && f.rockets !== undefined && f.rockets <= 0) return fail('fng/no-rockets-left', { figure: f.id, weapon: w.name });
  let aim: Aim;
  if (input.at !== undefined) {
    const spot = `${input.at.x},${input.at.y}`;
    if (w.class !== 'anti-tank') return fail('fng/no-hole-weapon', { figure: f.id, weapon: w.name });
    if (!a.table) return fail('fng/no-board');
    if (!holeBlown(a.table.features, a.game.obstacles?.gaps ?? [], input.at, 'anti-tank')) return fail('fng/no-obstacle-there', { at: spot, obstacle: 'barbed wire or punji stakes' });
    aim = { at: input.at, id: `spot:${spot}`, name: spot };
  } else {
    const t = liveEnemy(a.game, a.side, input.target!);
    if (!t.ok) return t;
    aim = { at: t.value.at!, target: t.value, id: keyOf(t.value), name: t.value.id };
  }
  const target = aim.target;
  // Smoke (L773) as for any shot: not from inside it, nor at a target beyond it; one inside it cannot be hit.
  const cloud = smokeAt(a.game, f.at!);
  if (cloud) return fail('fng/shooter-in-smoke', { figure: f.id, area: cloud.id });
  if (target ? smokeBetween(a.game, f, target) : smokeBlinds(a.game, f.at!, aim.at) !== undefined) return fail('fng/smoke-between', { figure: aim.name, shooter: f.id, area: smokeBlinds(a.game, f.at!, aim.at)!.id });
  const inSmoke = smokeAt(a.game, aim.at) !== undefined;
  const range = distance(f.at!, aim.at);
  if (range > w.range || (w.minRange !== undefined && range < w.minRange)) return fail('fng/out-of-range', { figure: aim.name, inches: round1(range), range: w.range, weapon: w.name });
  // On a loaded table the firer must see a figure he fires at (L649), as for any shot.
  const line = a.table && target ? figureSight(a.game, a.table, turningSeer(f), target, { smoke: false }) : undefined;
  if (target && line?.block) return fail('fng/no-line-of-sight', { shooter: f.id, figure: target.id, inches: round1(range), ...blockParams(line.block, { from: f.id, to: target.id }) });
  const clear = launcherMayFire(a.table, a.game, f, aim.at, w);
  if (!clear.ok) return clear;
  const cover = shieldedSaid(a, input.shielded);
  if (!cover.ok) return cover;
  const events: FngEvent[] = [];
  let g: FngGame = a.game;
  const needsReady = w.specials.some((s) => s.kind === 'ready-first' || s.kind === 'ready-each-shot');
  if (needsReady) {
    const r0 = ready(g, f, w.name, a, events);
    g = r0.game;
    if (!r0.now) return ok({ game: updateFigure(g, keyOf(f), (x) => ({ ...x, fired: true })), events });
  }
  g = updateFigure(g, keyOf(f), (x) => ({ ...x, fired: true, ...(!law && x.rockets !== undefined ? { rockets: x.rockets - 1 } : {}) }));
  if (law) g = { ...g, forces: g.forces.map((x) => (x.side !== a.side ? x : { ...x, units: x.units.map((u) => (u.id === f.unit ? { ...u, stores: { ...u.stores, laws: u.stores.laws - 1 } } : u)) })) };
  // The target's cover and concealment as the firer sees him, read from the board (L807–L815).
  const guard = target ? guardSeen(a.table, f, target) : undefined;
  const cond = target ? { ...(guard?.cover ? { inCover: true } : {}), ...(guard?.concealment ? { concealed: true } : {}), ...(target.prone ? { prone: true } : {}), ...(target.fastMoving ? { movedFast: true } : {}) } : {};
  const aimedAt = { id: aim.id, dice: 1, ...(inSmoke ? { inSmoke: true } : {}), ...cond };
  const set = target ? (target.coverSet ?? (!a.table && (target.inCover || target.concealed) ? ('attested' as const) : undefined)) : undefined;
  const shot = fire(
    a.roller,
    {
      rep: f.rep,
      tr: 1,
      targets: [aimedAt],
      autoHit: env.rules.autoHit,
      ...(f.fastMoving ? { movedFast: true } : {}),
      ...(has(f, 'marksman') ? { marksman: true } : {}),
      ...(f.decisive ? { decisive: true } : {}),
      lmgHip: env.rules.lmgHip,
    },
    `fire ${f.id}`,
  );
  if (!shot.ok) return shot;
  events.push({ kind: 'shot', shooter: keyOf(f), weapon: w.name, tr: 1, why: 'active', snap: false, targets: [aimedAt], result: shot.value, range: w.range, ...(target ? { measured: [{ id: aim.id, inches: round1(range), ...(set ? { set } : {}) }] } : {}) });
  const hit = (shot.value.hits[aim.id] ?? 0) > 0;
  let downed: string[] = [];
  if (hit) {
    const diameter = w.targets.kind === 'area' && w.targets.area.shape === 'circle' ? w.targets.area.diameter : 4;
    const b = blast(g, env, f, { impact: w.impact, ...(w.apr !== undefined ? { apr: w.apr } : {}), name: w.name, diameter }, aim.at, { oops: false, ...cover.value }, events);
    g = b.game;
    downed = b.downed;
    // A recoilless rifle's, bazooka's or RPG's round bursting in wire or stakes blows a 4" hole (L1208, L1212).
    if (w.class === 'anti-tank') g = blowHole(g, a.table, keyOf(f), aim.at, 'anti-tank', events);
  }
  // Back blast (L763, L770, L783): whatever the shot did, anyone straight behind a recoilless rifle is
  // hit (a bazooka, LAW or RPG with anyone there was refused above, L768).
  const bb = w.specials.find((x): x is Extract<typeof x, { kind: 'back-blast' }> => x.kind === 'back-blast');
  if (bb) {
    const behind = backBlastCaught(g, f, aim.at, bb.length);
    events.push({ kind: 'back-blast', weapon: w.name, length: bb.length, impact: bb.impact, caught: behind.map(keyOf), from: f.at!, toward: aim.at });
    const b = damageCaught(g, env, f, { impact: bb.impact, name: `${w.name} back blast` }, behind, { oops: false, shielded: [] }, events);
    g = b.game;
    downed = [...downed, ...b.downed];
  }
  const reactions = reactionsFor(g, keyOf(f), hit || !target ? [] : [keyOf(target)], downed, true, env.table);
  const steps: ChainStep[] = reactions.rf.length || reactions.md.length ? [{ kind: 'reactions', ...reactions, attackerOr: BLAST_OR }] : [];
  const chain = runChain(g, steps, env);
  return ok({ game: chain.game, events: [...events, ...chain.events] });
}
