import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { smokeAcross, smokeAt } from '../air-state.js';
import { helicopterOf } from './airframe.js';
import { withRequest } from './air-request.js';
import type { SupportRequest } from '../support-state.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, standing, type OrderArgs, type Ordered } from '../../game/order.js';
import { supportOverTable, attackerAt, missionOf, reactions, requestHere } from './order-support.js';
import { fire } from '../../firefight/ranged-combat.js';
import { doorGunOutgunned, NO_RETURN_FIRE_OR } from '../../firefight/outgunned.js';
import { sittingHelicopters } from './anti-aircraft-play.js';
import { eyeOf, sightOf } from '../../game/line-of-sight.js';
import { sees } from '../../terrain/sight-line.js';
import { inSightAction } from '../../firefight/in-sight.js';
import type { TestOutcome } from '../../firefight/reaction.js';
import { receivedFire } from '../../firefight/received-fire.js';
import { keyOf, liveEnemy, onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { supportEvent, supportOf } from './support-arrivals.js';
import { OUTGUNNED_RANKING, type WeaponId } from '../../figures/weapons.js';
import { crewReps, DOOR_GUNNER } from '../helicopters.js';
import type { ChainEnv } from '../../game/chain-kit.js';
import { damage } from '../../game/chain-damage.js';
import { flightDirection, strikeOrder, type StrikeInput } from './order-strike.js';

/**
 * The door gunners of a helicopter landed or hovering on the table fire (FNG 2nd Tour lists p.108:
 * a door gun each side; "Roll 1d6 to determine the REP of each crewman", L1974): each door gun on the
 * helicopter's list line, an M-60 (L244's weapon), fires its full Target Rating at one enemy figure in
 * range, at its gunner's REP — rolled the first time they fire and kept — the target's cover and
 * concealment counting as for any shot. Once an activation; hits take Combat Damage, a miss Received
 * Fire (the M-60's OR). Smoke (L773): not from inside it, nor at a target beyond it.
 */

export interface DoorGunsInput {
  readonly target?: string;
  readonly support?: string;
}

export type DoorGunsError = 'fng/door-guns-not-sitting' | 'fng/no-door-guns' | 'fng/door-guns-fired' | 'fng/no-door-gun-target' | 'fng/no-door-gun-that-side';

/** The door gun on the lists: an M-60 (p.108 names "M-60 door gun"). */
const DOOR_GUN: WeaponId = 'm60';

export function doorGunsOrder(a: OrderArgs, input: DoorGunsInput): RuleResult<Ordered> {
  const r = supportOverTable(a, ['gunship', 'medevac'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const heli = req.heli;
  if (!heli?.at || (heli.mode !== 'landed' && heli.mode !== 'hovering')) return fail('fng/door-guns-not-sitting', { id: req.id });
  const guns = doorGunsAboard(req);
  if (guns.length === 0) return fail('fng/no-door-guns', { id: req.id, aircraft: helicopterOf(req).name });
  if (heli.gunsFired === a.game.serial) return fail('fng/door-guns-fired', { id: req.id });
  if (!input.target) return fail('fng/no-door-gun-target');
  const aim = doorGunTarget(a, req, input.target, heli.at);
  if (!aim.ok) return aim;
  const events: FngEvent[] = [];
  const g0 = withRequest(a.game, req.id, (x) => ({ ...x, heli: { ...heli, gunsFired: a.game.serial } }));
  const fired = fireDoorGuns(a, g0, req, guns.map((_, i) => i), aim.value, events);
  if (!fired.ok) return fired;
  return ok({ game: fired.value, events });
}

/**
 * The door guns on a helicopter's list line (p.108), left side first: the index is its gunner's in
 * `gunnerReps`. Where the garbled line names no door gun but the crew has door gunners (the Sea Wolf's
 * "2x Door Gunners", L2362), each gunner has his M-60 ("Armed with M-60 LMGs", L2022), the first on the
 * left, the second on the right.
 */
export function doorGunsAboard(req: Pick<SupportRequest, 'for' | 'aircraft'>): readonly ('left' | 'right')[] {
  const h = helicopterOf(req);
  const w = h.weapons;
  const listed = [...w.left.filter((x) => /door gun/i.test(x)).map(() => 'left' as const), ...w.right.filter((x) => /door gun/i.test(x)).map(() => 'right' as const)];
  if (listed.length > 0) return listed;
  const gunners = h.crew.filter((c) => /door gunner/i.test(c)).length;
  return (['left', 'right'] as const).slice(0, Math.min(gunners, 2));
}

type Placed = TableFigure & { readonly at: NonNullable<TableFigure['at']> };

/**
 * The enemy figure fired at from aboard `req` at `from` with `weaponId` (the door guns' M-60 unless
 * another): alive on the table, in the weapon's range, no smoke at the shooter or in the way (L773).
 */
export function doorGunTarget(a: OrderArgs, req: SupportRequest, ref: string, from: Point, weaponId: WeaponId = DOOR_GUN): RuleResult<Placed> {
  const e = liveEnemy(a.game, 'fwf', ref);
  if (!e.ok) return e;
  const target = e.value as Placed;
  const weapon = chainEnv(a).weapons[weaponId];
  const range = distance(from, target.at);
  if (range > weapon.range) return fail('fng/out-of-range', { figure: target.id, inches: Math.round(range * 10) / 10, range: weapon.range, weapon: weapon.name });
  const inside = smokeAt(a.game, from);
  if (inside) return fail('fng/shooter-in-smoke', { figure: req.id, area: inside.id });
  const between = smokeAt(a.game, target.at) ? undefined : smokeAcross(a.game, from, target.at);
  if (between) return fail('fng/smoke-between', { figure: target.id, shooter: req.id, area: between.id });
  return ok(target);
}

/**
 * The door guns numbered `which` fire their full Target Rating at the target (L2020–L2022): each at
 * its gunner's REP, rolled the first time he fires and kept; never as Fast Moving; the target's cover
 * and concealment counting as for any shot. Hits take Combat Damage, a miss Received Fire.
 */
export function fireDoorGuns(a: OrderArgs, g0: FngGame, req0: SupportRequest, which: readonly number[], target: Placed, events: FngEvent[], atRep?: readonly (number | undefined)[]): RuleResult<FngGame> {
  const req = supportOf(g0).requests.find((x) => x.id === req0.id) ?? req0;
  const guns = doorGunsAboard(req);
  const env = chainEnv(a);
  const weapon = env.weapons[DOOR_GUN];
  const repParts: RolledPart[] = [];
  const reps = gunnerReps(a, req, guns.length, repParts);
  const tr = weapon.targets.kind === 'tr' ? weapon.targets.tr : 1;
  const key = keyOf(target);
  const cover = standing(a, target.at, { ...(target.inCover ? { cover: true } : {}), ...(target.concealed ? { concealed: true } : {}) }, { ...(target.prone ? { prone: true } : {}) });
  let g: FngGame = withRequest(g0, req.id, (x) => ({ ...x, gunnerReps: reps }));
  const voice = g.figures.find((f) => keyOf(f) === req.caller && onTable(f)) ?? g.figures.find((f) => f.side === 'fwf' && onTable(f));
  if (!voice) return fail('fng/no-force-commander');
  let hits = 0;
  const shots = [];
  for (const i of which) {
    const rep = atRep?.[i] ?? reps[i]!;
    const shot = fire(a.roller, { rep, tr, targets: [{ id: key, dice: tr, ...(cover.inCover ? { inCover: true } : {}), ...(cover.concealed ? { concealed: true } : {}), ...(smokeAt(a.game, target.at) ? { inSmoke: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `door gun ${i + 1}`);
    if (!shot.ok) return shot;
    shots.push({ rep, result: shot.value });
    hits += shot.value.hits[key] ?? 0;
  }
  events.push(supportEvent({ kind: 'door-guns', id: req.id, target: key, weapon: weapon.name, tr, shots, repParts }));
  const downed: string[] = [];
  const missed: string[] = [];
  if (hits > 0) {
    const d = damage(g, key, hits, attackerAt(voice, Math.max(...which.map((i) => atRep?.[i] ?? reps[i]!))), weapon, env, events);
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
    else missed.push(key);
  } else missed.push(key);
  return ok(reactions(g, env, `support:${req.id}`, missed, downed, events));
}

/**
 * An attack pass with the door gunners firing as the helicopter passes (L2020–L2022): "May fire the
 * full Target of their weapon once for every 24" the helicopter travels across the tabletop ... Have a
 * 180-degree firing arc on their side of the helicopter"; "door gunners do not count as Fast Moving".
 * The bot's stated reading: the guns on the target's side of the Flight Line fire once in the pass (a
 * pass crosses the table, well past 24"), at one enemy figure named, the range taken from the nearest
 * spot of the line; a helicopter whose pass veers off (L1894), or a target down by then, draws no
 * fire. Aircraft have no door gunners. Everything is checked before any die is rolled.
 */
export function passOrder(a: OrderArgs, input: StrikeInput & { readonly gunners?: string }): RuleResult<Ordered> {
  if (!input.gunners || input.sameRun) return strikeOrder(a, input);
  const m = missionOf(a);
  if (!m.ok) return m;
  const r = requestHere(m.value.s, ['air', 'gunship', 'firefly', 'nighthawk'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const guns = req.for === 'air' ? [] : doorGunsAboard(req);
  if (guns.length === 0) return fail('fng/no-door-guns', { id: req.id, aircraft: req.for === 'air' ? (req.aircraft ?? 'the aircraft') : helicopterOf(req).name });
  const e = liveEnemy(a.game, 'fwf', input.gunners);
  if (!e.ok) return e;
  const spot = (e.value as Placed).at;
  const dir = flightDirection(a.game, input.at, input.from);
  const v = { x: spot.x - input.at.x, y: spot.y - input.at.y };
  const along = v.x * dir.x + v.y * dir.y;
  const cross = dir.x * v.y - dir.y * v.x;
  // On a screen's axes (y down), a target with cross < 0 lies on the pilot's left.
  const side: 'left' | 'right' = cross < 0 ? 'left' : 'right';
  const which = guns.flatMap((g, i) => (Math.abs(cross) < 1e-9 || g === side ? [i] : []));
  if (which.length === 0) return fail('fng/no-door-gun-that-side', { id: req.id, side });
  const from = { x: input.at.x + along * dir.x, y: input.at.y + along * dir.y };
  const aim = doorGunTarget(a, req, input.gunners, from);
  if (!aim.ok) return aim;
  const struck = strikeOrder(a, input);
  if (!struck.ok) return struck;
  const attacked = struck.value.events.some((x) => x.kind === 'support' && (x.event.kind === 'strike' || x.event.kind === 'strafe') && x.event.id === req.id);
  const still = liveEnemy(struck.value.game, 'fwf', input.gunners);
  if (!attacked || !still.ok || !still.value.at) return struck;
  const events = [...struck.value.events];
  const fired = fireDoorGuns({ ...a, game: struck.value.game }, struck.value.game, req, which, still.value as Placed, events);
  if (!fired.ok) return fired;
  return ok({ game: fired.value, events });
}

/** What a door gunner was called upon to do by a reaction test, and whether his helicopter sits still. */
export interface DoorGunnerReaction {
  readonly reaction: 'fire' | 'duck-back' | 'retire';
  /** Hovering or on the ground: only then does he fire in reaction at all (L2015). */
  readonly sitting: boolean;
}

/**
 * The REP a door gunner fires at in reaction, or undefined when he does not fire (FNG 2nd Tour p.90,
 * L2015): "May fire in reaction if the helicopter is hovering or sitting on the ground, just like a
 * normal infantryman. When onboard a helicopter a door gunner will fire at a -1 to REP if called upon
 * to Duck Back, but will not fire if called upon to retire." A REP never falls below 1.
 */
export function doorGunnerReactionRep(rep: number, r: DoorGunnerReaction): number | undefined {
  if (!r.sitting) return undefined;
  if (r.reaction === 'retire') return DOOR_GUNNER.firesWhenRetiring ? rep : undefined;
  if (r.reaction === 'duck-back') return Math.max(1, rep - DOOR_GUNNER.duckBackRepPenalty);
  return rep;
}

/**
 * What a door gunner's Received Fire result calls him to do (L2015, the table L2439–L2452): Fire, or
 * Duck Back; any other result — 0 passed, which on the ground is a Cohesion Test, or Carry On — the
 * bot's reading: a crewman aboard cannot fall back, and he does not fire, as one called to Retire.
 */
export function doorGunnerCalledTo(outcome: TestOutcome): DoorGunnerReaction['reaction'] {
  return outcome === 'fire' || outcome === 'duck-back' ? outcome : 'retire';
}

/** The door gunners' REPs (L1974): each kept from his first roll, else rolled now, its die put in `parts`. */
function gunnerReps(a: Pick<OrderArgs, 'roller'>, req: SupportRequest, count: number, parts: RolledPart[]): number[] {
  return crewReps(a.roller, req.gunnerReps, count, (i) => `door gunner ${i + 1} REP`, parts);
}

/** Whether the door gunners are outgunned by these enemy figures (L801, L2015; `doorGunOutgunned`). */
function gunnersOutgunned(env: ChainEnv, enemies: readonly TableFigure[]): boolean {
  const orOf = (f: TableFigure): number => {
    const w = f.weapon === undefined ? undefined : env.weapons[f.weapon as WeaponId];
    return w ? OUTGUNNED_RANKING[w.class] : NO_RETURN_FIRE_OR;
  };
  return doorGunOutgunned(enemies.map(orOf), OUTGUNNED_RANKING[env.weapons[DOOR_GUN].class]);
}

/** Which test the door gunners take: Received Fire (fired at) or In Sight (enemy come into view). */
type GunnersTest = 'received-fire' | 'in-sight';

/**
 * The door gunners of a landed or hovering helicopter test against `enemies` (L2015: "just like a
 * normal infantryman"), each at his REP (rolled once and kept, L1974), outgunned as `doorGunOutgunned`
 * says; those called to fire (Duck Back at −1 REP, `doorGunnerReactionRep`) shoot together at the
 * nearest of `enemies` their M-60 reaches and sees (no smoke in the way, L773). Nothing happens when the
 * helicopter is not sitting, has no door gunners or no such enemy is in reach.
 */
function doorGunnersTest(a0: OrderArgs, g0: FngGame, id: string, keys: readonly string[], test: GunnersTest, events: FngEvent[]): FngGame {
  const req = supportOf(g0).requests.find((x) => x.id === id);
  const heli = req?.heli;
  if (!req || req.state !== 'here' || !heli?.at) return g0;
  if (test === 'in-sight' && g0.pending) return g0;
  const sitting = heli.mode === 'landed' || heli.mode === 'hovering';
  const guns = doorGunsAboard(req);
  if (!sitting || guns.length === 0) return g0;
  const a: OrderArgs = { ...a0, game: g0 };
  const from = heli.at;
  const enemies = g0.figures.filter((f) => keys.includes(keyOf(f)));
  const target = enemies
    .flatMap((f) => {
      const t = doorGunTarget(a, req, f.id, from);
      return t.ok && keyOf(t.value) === keyOf(f) ? [t.value] : [];
    })
    .sort((x, y) => distance(from, x.at) - distance(from, y.at))[0];
  if (!target) return g0;
  const outgunned = gunnersOutgunned(chainEnv(a), enemies);
  const repParts: RolledPart[] = [];
  const reps = gunnerReps(a, req, guns.length, repParts);
  const tests = [];
  const atRep: (number | undefined)[] = [];
  for (const [i, rep] of reps.entries()) {
    const t = gunnerTest(a, test, rep, outgunned, i);
    if (!t) return g0;
    const fires = doorGunnerReactionRep(rep, { reaction: t.called, sitting });
    atRep.push(fires);
    tests.push({ gun: i + 1, rep, passes: t.passes, ...(t.part ? { part: t.part } : {}), called: t.called, ...(fires !== undefined ? { firesAt: fires } : {}) });
  }
  const g = withRequest(g0, id, (x) => ({ ...x, gunnerReps: reps }));
  events.push(supportEvent({ kind: 'door-gunners-react', id, ...(test === 'in-sight' ? { test } : {}), target: keyOf(target), outgunned, tests, repParts }));
  const which = atRep.flatMap((r, i) => (r === undefined ? [] : [i]));
  if (which.length === 0) return g;
  const fired = fireDoorGuns({ ...a, game: g }, g, req, which, target, events, atRep);
  return fired.ok ? fired.value : g;
}

/** One gunner's test: Received Fire (2d6 vs REP, L695) or In Sight's action (L670–L677). */
function gunnerTest(a: OrderArgs, test: GunnersTest, rep: number, outgunned: boolean, i: number): { readonly called: DoorGunnerReaction['reaction']; readonly passes: number; readonly part?: RolledPart } | undefined {
  if (test === 'received-fire') {
    const t = receivedFire(a.roller, { rep, ...(outgunned ? { outgunned: true } : {}) }, `received fire door gunner ${i + 1}`);
    if (!t.ok) return undefined;
    return { called: doorGunnerCalledTo(t.value.outcome), passes: t.value.roll.passes, ...(t.value.roll.part ? { part: t.value.roll.part } : {}) };
  }
  const t = inSightAction(a.roller, { rep, canShoot: true, ...(outgunned ? { outgunned: true } : {}) }, `in sight door gunner ${i + 1}`);
  if (!t.ok) return undefined;
  return { called: t.value.action === 'fire' ? 'fire' : 'duck-back', passes: t.value.action === 'fire' ? 1 : 0, ...(t.value.part ? { part: t.value.part } : {}) };
}

/**
 * The door gunners of a landed or hovering helicopter the enemy has just fired at react (FNG 2nd Tour
 * p.90, L2015: "May fire in reaction if the helicopter is hovering or sitting on the ground, just like
 * a normal infantryman"): each takes Received Fire (2d6 vs his REP, L695) — once however many fired —
 * at his REP, rolled the first time he is called on and kept (L1974); outgunned when a firer's weapon
 * outranks his M-60 (L801, `doorGunOutgunned`). Fire: his M-60 fires its full Target Rating at his REP;
 * Duck Back: at −1 REP; Retire (or worse): he does not fire (`doorGunnerReactionRep`). Those who fire
 * shoot together at the nearest firer their M-60 reaches and sees (no smoke in the way, L773), hits
 * taking Combat Damage, a miss Received Fire. The bot's readings: a helicopter come down, flying, or
 * lifting off (already 'flying') does not react; with no firer in reach nobody tests, there being
 * nobody to fire at; the reaction is no activation's fire (the guns may still fire when the players are
 * next active).
 */
export function doorGunnersReact(a0: OrderArgs, g0: FngGame, id: string, firers: readonly string[], events: FngEvent[]): FngGame {
  return doorGunnersTest(a0, g0, id, firers, 'received-fire', events);
}

/**
 * The door gunners of a landed or hovering helicopter that see enemy troops come on the table take In
 * Sight (L2015: they "may fire in reaction ... just like a normal infantryman"; the In Sight Resolution
 * table, L670–L677): each at his REP (rolled once and kept, L1974), outgunned ducking back (L801),
 * otherwise 1d6 vs REP, pass fire, fail Duck Back — and Duck Back aboard still fires, at −1 REP. Those who
 * fire shoot together at the nearest of the enemy seen that their M-60 reaches (no smoke in the way, L773).
 * The bot's readings: they act once the figures' own In Sight is settled (no snap fire), and not while
 * a Star's answer is awaited; they are seen from where the helicopter sits (the caller's line of sight).
 */
export function doorGunnersInSight(a0: OrderArgs, g0: FngGame, id: string, seen: readonly string[], events: FngEvent[]): FngGame {
  return doorGunnersTest(a0, g0, id, seen, 'in-sight', events);
}

/**
 * Every landed or hovering helicopter's door gunners that see any of `enemies` take In Sight at those
 * they see (L2015, `doorGunnersInSight`), helicopter by helicopter, once the figures' own In Sight is
 * settled: whether the enemy came on the table by the bot's hand (a PEF resolved, a Potential Contact, a
 * melted pair's return) or the players called the test (`/fng sight`). Sight is the bot's from where
 * each helicopter sits (line-of-sight.ts: the board's terrain, night, smoke). The bot's reading: the
 * enemy the figures' own In Sight put down is no longer in it.
 */
export function helicoptersInSight(a: OrderArgs, g: FngGame, enemies: readonly TableFigure[], events: FngEvent[]): FngGame {
  const sight = sightOf(g);
  const named = new Set(enemies.map(keyOf));
  // As they stand once the figures' In Sight is settled: those it put down are no longer in the test.
  const up = g.figures.filter((e) => named.has(keyOf(e)) && e.side !== 'fwf' && e.at !== undefined && ['carry-on', 'duck-back', 'retired'].includes(e.status));
  let out = g;
  for (const heli of sittingHelicopters(g)) {
    const inView = up.filter((e) => sees(a.table, heli.at, eyeOf({ ...e, at: e.at! }), sight)).map(keyOf);
    if (inView.length) out = doorGunnersInSight({ ...a, game: out, side: 'fwf' }, out, heli.id, inView, events);
  }
  return out;
}
