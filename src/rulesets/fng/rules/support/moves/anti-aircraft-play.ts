import { distance, distanceToSegment, type Point } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { airframeOf, boardOf, fromTheAir } from './airframe.js';
import { smokeAt } from '../air-state.js';
import { leaves, pilotingRoll, requestIn, spendPass, withRequest } from './air-request.js';
import type { FngEvent } from '../../game/events.js';
import { crashOverTable, type Whereabouts } from './helicopter-down.js';
import { chainEnv, type OrderArgs } from '../../game/order.js';
import { protectionAt } from '../../terrain/cover.js';
import { fire } from '../../firefight/ranged-combat.js';
import { figureOf, keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { supportEvent } from './support-arrivals.js';
import { acrossTable, centreOf, nearestOnSegment } from '../../terrain/table-geometry.js';
import { receivedFire } from '../../firefight/received-fire.js';
import { OUTGUNNED_RANKING, WEAPONS, isWeaponId, type Weapon, type WeaponClass, type WeaponId } from '../../figures/weapons.js';
import { AA_CHECK_HOVER_INCHES, AA_CHECK_INCHES, aircraftDamage, antiAircraftCheck, goldenBb, helicopterDamage, type AntiAircraftOutcome, type DamageHit, type GoldenBbOutcome } from '../anti-aircraft.js';
import { damage } from '../../game/chain-damage.js';

/**
 * The enemy's fire at the Free World aircraft over the table (FNG 2nd Tour p.81–82, p.85–86, p.90–91):
 * every enemy figure near the Flight Line that can see the sky takes the Anti-Aircraft Check; those who
 * stand and fire make the Golden BB (or, at a hovering or rising helicopter, shoot on the Ranged Combat
 * table); the hits are rolled on Aircraft or Helicopter Damage, and the outcome says whether the pilot
 * attacks. The enemy's dice are the GM's (`enemy-dice`); the table is told who stands and fires, who
 * ducks back and who retires. Firers fire no more that turn (`aaTurn`).
 */

/**
 * How the enemy meets it: `check` — AA checks within 12" (L1866); `sitting-duck` — a helicopter that
 * failed its Piloting: all within 24" fire, no check (L1956); `treetops` — a helicopter skimming the
 * trees: only those beside open ground along its line may check (L1954).
 */
export type AaMode = 'check' | 'sitting-duck' | 'treetops';

/** A weapon must reach 24" to count at an aircraft (L1886); at a helicopter any will do but thrown grenades and explosives (L1950). */
export const GOLDEN_BB_RANGE = 24;
const NOT_AT_HELICOPTERS: readonly WeaponClass[] = ['grenade', 'demolition', 'plastic-explosive', 'claymore'];

/** What the enemy's fire did to the aircraft: it attacks, presses on at −1, veers off, or is gone (home, shot down, crashed). */
export interface AaResult {
  readonly game: FngGame;
  readonly outcome: 'unopposed' | GoldenBbOutcome | 'gone';
  /** Someone fired at it (a medevac's LZ turns hot, L2007). */
  readonly firedOn: boolean;
  /** Who fired at a landed or hovering helicopter on the Ranged Combat table (figure keys): its door gunners may react (L2015). */
  readonly firers?: readonly string[];
}

/** The weapon a figure can fire at this aircraft, if any: loaded (an RPG not yet fired this turn, a LAW readied, L1886), with ammunition. */
function airWeapon(a: OrderArgs, f: TableFigure, helicopter: boolean): Weapon | undefined {
  const w = f.weapon === undefined ? undefined : chainEnv(a).weapons[f.weapon as WeaponId];
  if (!w || f.outOfAmmo || f.aaTurn === a.game.turn) return undefined;
  if (helicopter ? NOT_AT_HELICOPTERS.includes(w.class) : w.range < GOLDEN_BB_RANGE) return undefined;
  const readied = w.specials.some((s) => s.kind === 'ready-first' || s.kind === 'ready-each-shot');
  if (readied && !(f.ready?.weapon === w.id && f.ready.when === 'now')) return undefined;
  if (w.specials.some((s) => s.kind === 'once-per-turn') && f.fired) return undefined;
  return w;
}

const orOf = (w: Weapon | undefined): number => (w ? OUTGUNNED_RANKING[w.class] : 0);

interface Firer {
  readonly f: TableFigure & { readonly at: Point };
  readonly w: Weapon;
}

/**
 * The enemy figures that see it: on the table and carrying on (those ducking back are in cover, out
 * of sight, L714), within reach of it, not in a bunker or under triple canopy (L1866); skimming the
 * trees, only those beside open ground along its line (L1954).
 */
function watchers(a: OrderArgs, g: FngGame, near: (p: Point) => boolean, treetops?: { readonly from: Point; readonly to: Point }): (TableFigure & { readonly at: Point })[] {
  return g.figures.filter((f): f is TableFigure & { readonly at: Point } => {
    if (f.side !== 'cf' || !onTable(f) || f.status !== 'carry-on' || !near(f.at)) return false;
    // Figures in smoke cannot fire (L773).
    if (fromTheAir(a.table, f.at) === 'unseen' || smokeAt(g, f.at)) return false;
    if (!treetops) return true;
    const below = nearestOnSegment(f.at, treetops.from, treetops.to);
    const p = a.table ? protectionAt(a.table, below) : undefined;
    return !p || (!p.cover && !p.concealment);
  });
}

const OUTCOME_WORDS: Readonly<Record<AntiAircraftOutcome, string>> = { 'stand-and-fire': 'stands and fires', 'duck-back': 'ducks back', retire: 'retires', 'vehicle-to-cover': 'heads for cover' };
const faces = (p: RolledPart): string => `[${p.faces.join(', ')}]`;

/**
 * The Anti-Aircraft Check of each figure that sees it (L1869–L1876), or none for a sitting duck; the
 * results applied: Duck Back, Retire (the bot's figures leave the battle as they reach cover, as in
 * the chain), and those who stand and fire marked so they fire no more this turn (L1892).
 */
function checks(a: OrderArgs, g0: FngGame, id: string, seen: readonly (TableFigure & { readonly at: Point })[], helicopter: boolean, mode: AaMode | 'hover', events: FngEvent[]): { readonly game: FngGame; readonly firers: readonly Firer[] } {
  let g = g0;
  const fire: Firer[] = [];
  const duck: string[] = [];
  const retire: string[] = [];
  const gm: string[] = [];
  for (const f of seen) {
    const w = airWeapon(a, f, helicopter);
    if (mode === 'sitting-duck') {
      if (w) fire.push({ f, w });
      continue;
    }
    const r = antiAircraftCheck({ rep: f.rep, weaponOr: orOf(w), anyOr: helicopter }, a.roller, `anti-aircraft ${f.id}`);
    if (!r.ok) continue;
    gm.push(`${f.id} (REP ${f.rep}, OR ${orOf(w)}) 2d6 ${faces(r.value.parts[0]!)} → ${r.value.passes} passed${r.value.parts[1] ? `, 1d6 ${faces(r.value.parts[1])}` : ''} → ${OUTCOME_WORDS[r.value.outcome]}`);
    if (r.value.outcome === 'stand-and-fire' && w) fire.push({ f, w });
    else if (r.value.outcome === 'retire') retire.push(keyOf(f));
    else duck.push(keyOf(f));
  }
  // Each figure's faces are in the words, so the GM reads whose dice they were.
  if (gm.length) events.push({ kind: 'enemy-dice', what: `Anti-Aircraft Check (L1869, 2d6 vs REP) at ${id}: ${gm.join('; ')}`, parts: [] });
  for (const k of duck) g = updateFigure(g, k, (x) => ({ ...x, status: 'duck-back' }));
  for (const k of retire) g = updateFigure(g, k, (x) => ({ ...x, status: 'left-battlefield', retiredTurn: g.turn, fighting: [] }));
  for (const { f } of fire) g = updateFigure(g, keyOf(f), (x) => ({ ...x, aaTurn: g.turn }));
  events.push(supportEvent({ kind: 'aa', id, mode, fire: fire.map((x) => keyOf(x.f)), duck, retire }));
  return { game: g, firers: fire };
}

/** Helicopter Damage 1s (L2037): the crewmen hit are told, the passengers hit take the weapon's Impact. */
function aboardHit(a: OrderArgs, g0: FngGame, id: string, hits: readonly DamageHit[], weapon: { readonly impact: number; readonly name: string }, by: TableFigure, events: FngEvent[]): FngGame {
  const r = requestIn(g0, id);
  const crew = airframeOf(g0, r).crew;
  const aboard = r.heli?.aboard ?? [];
  const indexes = hits.flatMap((h) => h.aboardHit);
  if (indexes.length === 0) return g0;
  const figures = indexes.filter((i) => i >= crew).map((i) => aboard[i - crew]).filter((k): k is string => k !== undefined);
  events.push(supportEvent({ kind: 'aboard-hit', id, crew: indexes.filter((i) => i < crew).length, figures }));
  let g = g0;
  const env = chainEnv(a);
  for (const k of figures) if (g.figures.some((f) => keyOf(f) === k && f.at !== undefined)) g = damage(g, k, 1, by, weapon, env, events).game;
  return g;
}

/** The damage taken, and what it leaves: a helicopter past its DP crashes over the table, an aircraft off it (L1882, L2040). */
function takeDamage(a: OrderArgs, g0: FngGame, id: string, points: number, where: Whereabouts, events: FngEvent[]): { readonly game: FngGame; readonly down: boolean } {
  const r = requestIn(g0, id);
  const frame = airframeOf(g0, r);
  const taken = frame.damage + points;
  const g = withRequest(g0, id, (x) => ({ ...x, damage: taken }));
  if (taken <= frame.dp) return { game: g, down: false };
  return { game: frame.helicopter ? crashOverTable(a, g, id, where, events) : leaves(g, id, 'shot-down', events), down: true };
}

/**
 * An aircraft or flying helicopter comes down its Flight Line (L1866–L1892, L1950): the checks, then
 * the Golden BB — the OR of those standing and firing (half for one covered from the air) over the
 * pilot's REP, at least his REP in dice (a helicopter one fewer per door gunner), each failed die a hit
 * by the highest-Impact weapon on Aircraft or Helicopter Damage; the pilot presses on at −1, veers
 * off (and goes home on 1–3), or goes home at half his starting REP.
 */
export function antiAircraft(a: OrderArgs, g0: FngGame, id: string, line: { readonly from: Point; readonly to: Point }, mode: AaMode, events: FngEvent[]): AaResult {
  const r = requestIn(g0, id);
  const frame = airframeOf(g0, r);
  const reach = mode === 'sitting-duck' ? AA_CHECK_HOVER_INCHES : AA_CHECK_INCHES;
  const seen = watchers(a, g0, (p) => distanceToSegment(p, line.from, line.to) <= reach, mode === 'treetops' ? line : undefined);
  if (seen.length === 0) return { game: g0, outcome: 'unopposed', firedOn: false };
  const c = checks(a, g0, id, seen, frame.helicopter, mode, events);
  let g = c.game;
  if (c.firers.length === 0) return { game: g, outcome: 'unopposed', firedOn: false };
  const arms = c.firers;
  const top = arms.reduce((x, y) => (y.w.impact > x.w.impact ? y : x));
  const aboard = frame.crew + (r.heli?.aboard?.length ?? 0);
  const bb = goldenBb(
    {
      firers: arms.map(({ f, w }) => ({ or: orOf(w), ...(fromTheAir(a.table, f.at) === 'covered' ? { coveredFromAir: true } : {}) })),
      pilotRep: Math.max(1, frame.pilotRep),
      startingPilotRep: frame.startRep,
      hitBy: { impact: top.w.impact, apr: top.w.apr ?? 0 },
      ...(frame.helicopter ? { helicopter: { doorGunners: frame.doorGunners, aboard } } : {}),
    },
    a.roller,
  );
  if (!bb.ok) throw new Error(bb.code);
  const v = bb.value;
  const pilotRep = frame.pilotRep - v.pilotRepLoss;
  events.push(supportEvent({ kind: 'golden-bb', id, orTotal: v.orTotal, dice: v.dice, pilotRep: frame.pilotRep, passes: v.passes, outcome: v.outcome, impact: top.w.impact, hits: v.hits.map((h) => ({ die: h.die, points: h.damagePoints })), damage: frame.damage + v.damagePoints, dp: frame.dp, helicopter: frame.helicopter, home: v.returnsToBase, parts: v.parts }));
  g = withRequest(g, id, (x) => ({ ...x, pilotRep }));
  g = aboardHit(a, g, id, v.hits, { impact: top.w.impact, name: top.w.name }, top.f, events);
  const heading = { x: line.to.x - line.from.x, y: line.to.y - line.from.y };
  const len = Math.hypot(heading.x, heading.y) || 1;
  const mid = { x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2 };
  const hit = takeDamage(a, g, id, v.damagePoints, { at: mid, heading: { x: heading.x / len, y: heading.y / len }, hovering: false, lineCentre: mid, firers: centreOf(c.firers.map((x) => x.f.at)) }, events);
  g = hit.game;
  if (hit.down) return { game: g, outcome: 'gone', firedOn: true };
  if (v.returnsToBase) return { game: leaves(g, id, 'home', events), outcome: 'gone', firedOn: true };
  return { game: g, outcome: v.outcome, firedOn: true };
}

/**
 * A helicopter hovering, or lifting off and counting as hovering (L1937, L1947): every enemy within
 * 24" that sees it takes the Anti-Aircraft Check, and those who stand and fire shoot at it on the
 * Ranged Combat table as at any target in the open (L1948), each hit rolled on Helicopter Damage at
 * their weapon's Impact (L2038).
 */
export function fireAtHovering(a: OrderArgs, g0: FngGame, id: string, at: Point, heading: Point, events: FngEvent[]): AaResult {
  const seen = watchers(a, g0, (p) => distance(p, at) <= AA_CHECK_HOVER_INCHES);
  if (seen.length === 0) return { game: g0, outcome: 'unopposed', firedOn: false };
  const c = checks(a, g0, id, seen, true, 'hover', events);
  if (c.firers.length === 0) return { game: c.game, outcome: 'unopposed', firedOn: false };
  const shot = rangedAtHelicopter(a, c.game, id, at, c.firers, 'L1948', events);
  const hit = takeDamage(a, shot.game, id, shot.points, { at, heading, hovering: true }, events);
  return { game: hit.game, outcome: hit.down ? 'gone' : 'no-effect', firedOn: true, firers: c.firers.map((x) => keyOf(x.f)) };
}

/**
 * The enemy's Ranged Combat at a helicopter that sits where it is (L1948, L1956): each firer in reach
 * rolls its weapon's Target Rating at it as at a target in the open, and each hit is a Helicopter
 * Damage roll at the weapon's Impact (L2035–L2040), 1s hitting those aboard. The firers' dice are the
 * GM's (`enemy-dice`); the table is told each firer's hits and the damage.
 */
function rangedAtHelicopter(a: OrderArgs, g0: FngGame, id: string, at: Point, firers: readonly Firer[], line: 'L1948' | 'L1956', events: FngEvent[], sitting?: 'landed' | 'hovering'): { readonly game: FngGame; readonly points: number } {
  let g = g0;
  const env = chainEnv(a);
  const r = requestIn(g, id);
  const frame = airframeOf(g, r);
  const aboard = frame.crew + (r.heli?.aboard?.length ?? 0);
  const gm: string[] = [];
  const told: { figure: string; hits: number }[] = [];
  const damageParts: RolledPart[] = [];
  const hits: { die: number; points: number; impact: number }[] = [];
  let points = 0;
  for (const { f, w } of firers) {
    const d = distance(f.at, at);
    if (d > w.range || d < (w.minRange ?? 0)) {
      told.push({ figure: keyOf(f), hits: 0 });
      continue;
    }
    const tr = w.targets.kind === 'tr' ? w.targets.tr : 1;
    const shot = fire(a.roller, { rep: f.rep, tr, targets: [{ id: 'helicopter', dice: tr }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `fire ${f.id} at the helicopter`);
    if (!shot.ok) continue;
    const n = shot.value.hits['helicopter'] ?? 0;
    gm.push(`${f.id} ${w.name} ${faces(shot.value.part)} + REP ${f.rep} → ${n} hit${n === 1 ? '' : 's'}`);
    told.push({ figure: keyOf(f), hits: n });
    for (let i = 0; i < n; i++) {
      const d = helicopterDamage({ impact: w.impact, apr: w.apr ?? 0, aboard }, a.roller, `helicopter damage ${hits.length + 1}`);
      damageParts.push(...d.parts);
      hits.push({ die: d.hit.die, points: d.hit.damagePoints, impact: w.impact });
      points += d.hit.damagePoints;
      g = aboardHit(a, g, id, [d.hit], { impact: w.impact, name: w.name }, figureOf(g, keyOf(f)), events);
    }
  }
  if (gm.length) events.push({ kind: 'enemy-dice', what: `Ranged Combat at the helicopter ${id} (${line}): ${gm.join('; ')}`, parts: [] });
  events.push(supportEvent({ kind: 'hover-fire', id, firers: told, hits, damage: frame.damage + points, dp: frame.dp, parts: damageParts, ...(sitting ? { sitting } : {}) }));
  return { game: g, points };
}

/** A helicopter landed or hovering over the table, where the enemy may shoot at it as at any target (L1956). */
export interface SittingHelicopter {
  readonly id: string;
  readonly at: Point;
  readonly mode: 'landed' | 'hovering';
}

export function sittingHelicopters(g: FngGame): SittingHelicopter[] {
  return (g.support?.requests ?? []).flatMap((r) =>
    r.state === 'here' && r.heli?.at && (r.heli.mode === 'landed' || r.heli.mode === 'hovering') ? [{ id: r.id, at: r.heli.at, mode: r.heli.mode }] : [],
  );
}

/**
 * The weapon an enemy figure may shoot at a landed or hovering helicopter with: any but thrown grenades
 * and explosives (L1950), with ammunition. An RPG or recoilless rifle, whose "primary purpose is to
 * defeat" vehicles (L759), fires at it too, one die as at a vehicle (TR 1, L772) while it has a rocket
 * (the RPG team's 1d6, L2112) and has not fired this turn; where it may fire from is launcher-target.ts's.
 */
export function weaponAtHelicopter(a: OrderArgs, f: TableFigure): Weapon | undefined {
  const w = f.weapon === undefined ? undefined : chainEnv(a).weapons[f.weapon as WeaponId];
  if (!w || f.outOfAmmo || NOT_AT_HELICOPTERS.includes(w.class)) return undefined;
  if (w.class === 'anti-tank') return (f.rockets !== undefined && f.rockets <= 0) || f.fired ? undefined : w;
  return w.targets.kind === 'tr' ? w : undefined;
}

/**
 * Enemy figures the bot has chosen to fire at a landed or hovering helicopter in their activation
 * (L1956: "handled normally using the Ranged Combat Table"): no Anti-Aircraft Check, as at any target;
 * each fires once, its hits rolled on Helicopter Damage (L2035); past its DP it comes down where it is.
 */
export function fireAtSitting(a: OrderArgs, g0: FngGame, heli: SittingHelicopter, firers: readonly (TableFigure & { readonly at: Point })[], events: FngEvent[]): AaResult {
  const armed = firers.flatMap((f) => {
    const w = weaponAtHelicopter(a, f);
    return w ? [{ f, w }] : [];
  });
  if (armed.length === 0) return { game: g0, outcome: 'unopposed', firedOn: false };
  let g = g0;
  // A launcher spends a rocket where it counts them (L2112).
  for (const { f, w } of armed) g = updateFigure(g, keyOf(f), (x) => ({ ...x, fired: true, ...(w.class === 'anti-tank' && x.rockets !== undefined ? { rockets: x.rockets - 1 } : {}) }));
  const shot = rangedAtHelicopter(a, g, heli.id, heli.at, armed, 'L1956', events, heli.mode);
  const heading = requestIn(shot.game, heli.id).heli?.heading ?? { x: 0, y: 1 };
  const hit = takeDamage(a, shot.game, heli.id, shot.points, { at: heli.at, heading, hovering: true }, events);
  return { game: hit.game, outcome: hit.down ? 'gone' : 'no-effect', firedOn: true, firers: armed.map((x) => keyOf(x.f)) };
}

/** "HMG or larger ground AA" (L1931): the only enemy fire an AC-47 meets; the lists arm the enemy with nothing larger. */
export const AT_GUNSHIP: readonly WeaponClass[] = ['hmg'];

const hmgOf = (f: TableFigure, weapons: Readonly<Record<WeaponId, Weapon>>): Weapon | undefined => {
  const w = f.weapon !== undefined && isWeaponId(f.weapon) ? weapons[f.weapon] : undefined;
  return w && AT_GUNSHIP.includes(w.class) && !f.outOfAmmo ? w : undefined;
};

/** Whether an AC-47's run may roll the enemy's dice: an enemy HMG is on the table, carrying on. */
export function enemyHmgWatches(g: FngGame): boolean {
  return g.mission !== undefined && g.figures.some((f) => f.side === 'cf' && onTable(f) && f.status === 'carry-on' && hmgOf(f, WEAPONS) !== undefined);
}

/**
 * An AC-47 fired on the table (L1931): every enemy HMG there that sees the sky and is out of smoke (L773), whether the run
 * covered it or not, takes a Received Fire Test (2d6 vs REP, L695; in cover from the air counting as
 * in cover). On Fire it shoots at the gunship on the Ranged Combat table, all its Target Rating, the
 * aircraft counting as fast moving; each hit is settled as a Golden BB hit — Aircraft Damage at the
 * HMG's Impact, a 1 costing the pilot a REP (L1877–L1882) — and past its DP the aircraft is shot down,
 * at half its pilot's starting REP it goes home (L1889). The bot's reading: the test is the HMG's
 * chance to shoot back, nothing fired on it, so any other result is only that it holds its fire.
 * The dice are the GM's (`enemy-dice`); the table hears who fires and what the hits did.
 */
export function hmgsAtGunship(a: OrderArgs, g0: FngGame, id: string, events: FngEvent[]): { readonly game: FngGame; readonly gone: boolean } {
  const env = chainEnv(a);
  const hmgs = g0.figures.flatMap((f) => {
    const w = f.side === 'cf' && onTable(f) && f.status === 'carry-on' ? hmgOf(f, env.weapons) : undefined;
    return w && f.at && fromTheAir(a.table, f.at) !== 'unseen' && !smokeAt(g0, f.at) ? [{ f: f as TableFigure & { readonly at: Point }, w }] : [];
  });
  if (hmgs.length === 0) return { game: g0, gone: false };
  const r = requestIn(g0, id);
  const frame = airframeOf(g0, r);
  const gm: string[] = [];
  const told: { figure: string; fires: boolean; hits: number }[] = [];
  const hits: { die: number; points: number }[] = [];
  const parts: RolledPart[] = [];
  let points = 0;
  let repLoss = 0;
  for (const { f, w } of hmgs) {
    const test = receivedFire(a.roller, { rep: f.rep, ...(fromTheAir(a.table, f.at) === 'covered' ? { inCover: true } : {}) }, `received fire ${f.id} (AC-47)`);
    if (!test.ok) continue;
    const rolled = test.value.roll.part ? ` ${faces(test.value.roll.part)}` : '';
    if (test.value.outcome !== 'fire') {
      gm.push(`${f.id} (REP ${f.rep}) Received Fire 2d6${rolled} → ${test.value.roll.passes} passed → holds his fire`);
      told.push({ figure: keyOf(f), fires: false, hits: 0 });
      continue;
    }
    const tr = w.targets.kind === 'tr' ? w.targets.tr : 1;
    const shot = fire(a.roller, { rep: f.rep, tr, targets: [{ id: 'aircraft', dice: tr, movedFast: true }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `fire ${f.id} at the AC-47`);
    if (!shot.ok) continue;
    const n = shot.value.hits['aircraft'] ?? 0;
    gm.push(`${f.id} (REP ${f.rep}) Received Fire 2d6${rolled} → ${test.value.roll.passes} passed → fires: ${w.name} ${faces(shot.value.part)} + REP ${f.rep}, fast moving → ${n} hit${n === 1 ? '' : 's'}`);
    told.push({ figure: keyOf(f), fires: true, hits: n });
    for (let i = 0; i < n; i++) {
      const d = aircraftDamage(w.impact, a.roller, `aircraft damage ${hits.length + 1}`);
      parts.push(...d.parts);
      hits.push({ die: d.hit.die, points: d.hit.damagePoints });
      points += d.hit.damagePoints;
      repLoss += d.hit.pilotRepLoss;
    }
  }
  if (gm.length) events.push({ kind: 'enemy-dice', what: `The enemy's HMGs at ${id} (L1931): ${gm.join('; ')}`, parts: [] });
  const pilotRep = frame.pilotRep - repLoss;
  const home = repLoss > 0 && pilotRep * 2 <= frame.startRep;
  events.push(supportEvent({ kind: 'hmg-fire', id, firers: told, hits, damage: frame.damage + points, dp: frame.dp, pilotRep, parts }));
  let g = repLoss ? withRequest(g0, id, (x) => ({ ...x, pilotRep })) : g0;
  const centre = { x: boardOf(a).width / 2, y: boardOf(a).height / 2 };
  const hit = takeDamage(a, g, id, points, { at: centre, heading: { x: 1, y: 0 }, hovering: false }, events);
  g = hit.game;
  if (hit.down) return { game: g, gone: true };
  if (home) return { game: leaves(g, id, 'home', events), gone: true };
  return { game: g, gone: false };
}

/** Whether an order over the table may roll the enemy's dice: some enemy figure is there to look up. */
export function enemyWatchesTheSky(g: FngGame): boolean {
  return g.mission !== undefined && g.figures.some((f) => f.side === 'cf' && onTable(f) && f.status === 'carry-on');
}

/**
 * An attack pass meets the enemy's fire (L1866–L1894): a gunship first rolls Helicopter Piloting for
 * its altitude (L1951, L1962), skimming the trees, drawing AA checks, or a sitting duck; then the AA
 * checks along the whole Flight Line and the Golden BB. A veer-off is a pass spent without attacking
 * (L1894); an aircraft gone home, shot down or crashed attacks no more.
 */
export function attackPass(a: OrderArgs, id: string, at: Point, dir: Point, events: FngEvent[]): { readonly game: FngGame; readonly attacks: boolean } {
  const line = acrossTable(boardOf(a), at, dir);
  let mode: AaMode = 'check';
  if (airframeOf(a.game, requestIn(a.game, id)).helicopter) {
    const p = pilotingRoll(a, a.game, id, 'flying', false, events);
    mode = p.outcome === 'treetops' ? 'treetops' : p.outcome === 'sitting-duck' ? 'sitting-duck' : 'check';
  }
  const aa = antiAircraft(a, a.game, id, line, mode, events);
  if (aa.outcome === 'gone') return { game: aa.game, attacks: false };
  if (aa.outcome === 'veers-off') return { game: spendPass(aa.game, id, events), attacks: false };
  return { game: aa.game, attacks: true };
}
