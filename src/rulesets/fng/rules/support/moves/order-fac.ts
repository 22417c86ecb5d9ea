import { distance, distanceToSegment, pointInShape, type Point } from '../../../../../core/board/geometry.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { addArea, airEvent, SMOKE_GRENADE_TURNS, withAir } from './air-areas.js';
import { fromAir, HOVER_SEES_UNDER_CANOPY_INCHES } from '../../terrain/air-cover.js';
import { civiliansUnderAreaFire } from '../../missions/moves/civilians-play.js';
import { FAC_AIRCRAFT, FAC_ROCKETS, FAC_WEAPONS, NIGHT_SPOTTING } from '../air-house-rules.js';
import { airOf, circle, litAt, strip, type AerialSpot, type FacState, type SpotCheck } from '../air-state.js';
import { hmgsAtGunship } from './anti-aircraft-play.js';
import { hitWithIndirectFire, ILLUMINATION, INDIRECT_WEAPONS, type IndirectWeapon } from '../artillery.js';
import type { FngEvent } from '../../game/events.js';
import { facRequest, facUntil } from './fac-over.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { attackerAt, caughtIn, goldenRule, hitAll, missionOf, reactions, requestHere } from './order-support.js';
import { offsetAlong, unitToward } from '../../terrain/table-geometry.js';
import { fire } from '../../firefight/ranged-combat.js';
import { awayFrom, byKey, groupsOf, keyOf, liveEnemy, onTable, ownFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { supportEvent, withSupport } from './support-arrivals.js';
import { MUNITION_REP } from '../support-house-rules.js';
import { updateRequest, type SupportRequest } from '../support-state.js';
import { centreOf } from '../../terrain/table-geometry.js';
import type { WeaponId } from '../../figures/weapons.js';
import { AC47, aerialSpotting, AIR_MUNITIONS, airstrikeDeviation, FLIGHT_LINE_ATTACK_INCHES, facPilotRep, munitionAttackRep } from '../tac-air.js';
import { damage } from '../../game/chain-damage.js';

/**
 * Air support that sees and lights (FNG 2nd Tour p.84–88, L1915–L1931, L1986–L1990, illumination
 * L1810): the FAC's run over the table — a spotting run, a WP marking rocket or the pilot's own
 * weapon — and a helicopter's spotting run; the AC-47's gun runs; flares, searchlights and
 * illumination rounds. A PEF spotted from the air is resolved by the bot at once, on its own dice.
 */

export type FacOrderError =
  | 'fng/no-fac'
  | 'fng/fac-after-strike'
  | 'fng/already-flown'
  | 'fng/no-flight-line'
  | 'fng/no-target-point'
  | 'fng/no-rockets'
  | 'fng/off-flight-line'
  | 'fng/unseen-from-air'
  | 'fng/no-gun-runs'
  | 'fng/ring-radius'
  | 'fng/light-by-day'
  | 'fng/flare-dropped'
  | 'fng/no-spotter'
  | 'fng/no-fac-target';

/** Enemies this far either side of the flight path may be spotted (L1927). */
export const SPOTTING_INCHES = 12;
/** A Firefly's searchlight: a 24" circle hovering, a 12" strip on a run (L1988). */
export const SEARCHLIGHT = { hoverInches: 24, stripInches: 12 } as const;

export interface FlightLine {
  readonly from: Point;
  readonly to: Point;
}

export type FacRun = 'spot' | 'mark' | 'fire';
export const FAC_RUNS: readonly FacRun[] = ['spot', 'mark', 'fire'];

export interface FacInput {
  readonly run: FacRun;
  readonly line?: FlightLine;
  /** Where the marking rocket is aimed. */
  readonly at?: Point;
  /** Whom the pilot fires at. */
  readonly target?: string;
  /** The FAC's airstrike request, or a helicopter over the table that spots instead (S2…). */
  readonly support?: string;
  /** A helicopter spotting from a hover at the line's end: +1d6 (L1916). */
  readonly hover?: boolean;
}

/** Who flies the run: the FAC (its REP rolled the first time it flies) or a helicopter over the table. */
interface Flier {
  readonly id: string;
  readonly req: SupportRequest;
  readonly rep: number;
  readonly fac?: FacState;
}

const alive = (f: TableFigure): f is TableFigure & { readonly at: Point } => onTable(f) && f.status !== 'obviously-dead';

/** The figure on the radio to the aircraft: the one who called it, else any of the players' on the table. */
function voiceOf(g: FngGame, req: SupportRequest): TableFigure | undefined {
  const caller = byKey(g, req.caller);
  return caller && onTable(caller) ? caller : g.figures.find((f) => f.side === 'fwf' && onTable(f));
}

/** Where a run comes from when no line is given: the players' figures' middle, as a strike's Flight Line. */
function flightFrom(g: FngGame, at: Point, line: FlightLine | undefined): Point {
  if (line) return line.from;
  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f)).map((f) => f.at!);
  return friends.length ? centreOf(friends) : { x: at.x, y: at.y - 12 };
}

/**
 * The FAC over the table (L1836–L1841), once per activation and only in one with no airstrike (L1925);
 * its pilot's REP (L1923) and its WP rockets (`fng.air.fac-aircraft`) are rolled and loaded the first
 * time it flies. Or, named by `support`, a helicopter over the table that spots like a FAC (L1982, L1988).
 */
function flierOf(a: OrderArgs, g0: FngGame, run: FacRun, support: string | undefined, events: FngEvent[]): RuleResult<{ readonly game: FngGame; readonly flier: Flier }> {
  const s = g0.support;
  const heli = run === 'spot' && support !== undefined && s ? requestHere(s, ['gunship', 'firefly', 'nighthawk'], support) : undefined;
  if (heli?.ok) {
    const req = heli.value;
    const golden = goldenRule(s!, req);
    if (!golden.ok) return golden;
    if (airOf(g0).used?.[`${req.id} run`] === g0.serial) return fail('fng/already-flown', { by: req.id });
    return ok({ game: g0, flier: { id: req.id, req, rep: req.pilotRep ?? 4 } });
  }
  const req = facRequest(g0, support);
  if (!req || !s) return fail('fng/no-fac');
  const golden = goldenRule(s, req);
  if (!golden.ok) return golden;
  const air = airOf(g0);
  if (air.struck === g0.serial) return fail('fng/fac-after-strike');
  const known = air.facs.find((f) => f.request === req.id);
  if (known) return known.ran === g0.serial ? fail('fng/already-flown', { by: 'FAC' }) : ok({ game: g0, flier: { id: 'FAC', req, rep: known.pilotRep, fac: known } });
  const pilot = facPilotRep(a.roller);
  const fac: FacState = { request: req.id, pilotRep: pilot.rep, rockets: FAC_ROCKETS[choiceRule(a.rules, 'fng.air.fac-aircraft', FAC_AIRCRAFT)] };
  events.push(airEvent({ kind: 'fac-up', request: req.id, pilotRep: pilot.rep, rockets: fac.rockets, until: facUntil(req), part: pilot.part }));
  return ok({ game: withAir(g0, { ...air, facs: [...air.facs, fac] }), flier: { id: 'FAC', req, rep: pilot.rep, fac } });
}

/** The run is flown: the FAC's for this activation, a helicopter's likewise. */
function flown(g: FngGame, flier: Flier, change: Partial<FacState> = {}): FngGame {
  const air = airOf(g);
  if (flier.fac) return withAir(g, { ...air, facs: air.facs.map((f) => (f.request === flier.fac!.request ? { ...f, ...change, ran: g.serial } : f)) });
  return withAir(g, { ...air, used: { ...air.used, [`${flier.req.id} run`]: g.serial } });
}

/**
 * A FAC's run over the table (L1925): a spotting run, a WP marking rocket, or the pilot's personal
 * weapon out of the window. A helicopter named by `support` may fly the spotting run instead.
 */
export function facOrder(a: OrderArgs, input: FacInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  if (input.run === 'spot' && !input.line) return fail('fng/no-flight-line');
  if (input.run === 'mark' && !input.at) return fail('fng/no-target-point');
  if (input.run === 'fire' && input.target === undefined) return fail('fng/no-fac-target');
  const events: FngEvent[] = [];
  const f = flierOf(a, a.game, input.run, input.support, events);
  if (!f.ok) return f;
  const { flier } = f.value;
  const g = f.value.game;
  if (input.run === 'spot') return ok({ game: flown(spotRun(a, g, flier, input.line!, input.hover === true, events), flier), events });
  if (input.run === 'mark') return markRun(a, g, flier, input.at!, input.line, events);
  return fireRun(a, g, flier, input.target!, input.line, events);
}

interface Target {
  readonly target: string;
  readonly pef: boolean;
  readonly at: Point;
  /** Where it may be seen from the air: the marker, or each figure of the group in reach. */
  readonly points: readonly Point[];
  readonly figures?: AerialSpot['figures'];
}

/** Dice the terrain takes off, for picking the figure of a group easiest to see. */
const hindrance = (c: { readonly coverFromAir: boolean; readonly concealedFromAir: boolean; readonly unseen?: boolean; readonly dark?: boolean }): number =>
  (c.dark ? 4 : 0) + (c.unseen ? 3 : 0) + (c.coverFromAir ? 1 : 0) + (c.concealedFromAir ? 1 : 0);

/**
 * A spotting run (L1915–L1921, L1927): every enemy group and PEF within 12" either side of the path
 * takes the Aerial Spotting Check, 2d6 vs the pilot's REP, −1d6 in cover and −1d6 concealed from
 * the air, +1d6 hovering; 2 or more passed spots it. A group is looked for at whichever of its figures
 * in reach is easiest to see. Triple canopy hides what is under it but from a hovering helicopter within
 * 2" (L1167); at night only what is lit is found (`fng.air.night-spotting`). A spotted PEF is resolved
 * at once, by the bot on its own dice; what is spotted is kept for an airstrike next turn and for the
 * FAC to direct artillery on it (L1924).
 */
function spotRun(a: OrderArgs, g0: FngGame, flier: Flier, line: FlightLine, hovering: boolean, events: FngEvent[]): FngGame {
  const reach = (p: Point) => distanceToSegment(p, line.from, line.to) <= SPOTTING_INCHES + 1e-9;
  const targets: Target[] = (g0.pefs ?? []).filter((p) => reach(p.at)).map((p) => ({ target: p.id, pef: true, at: p.at, points: [p.at] }));
  for (const group of groupsOf(g0, 'cf')) {
    const members = group.map((k) => byKey(g0, k)!).filter(alive);
    const seen = members.filter((x) => reach(x.at));
    if (seen.length === 0) continue;
    targets.push({ target: members[0]!.unit, pef: false, at: centreOf(members.map((x) => x.at)), points: seen.map((x) => x.at), figures: members.map((x) => ({ key: keyOf(x), at: x.at })) });
  }
  const dark = g0.mission?.night === true && choiceRule(a.rules, 'fng.air.night-spotting', NIGHT_SPOTTING) === 'lit-only';
  const checks: SpotCheck[] = [];
  const spots: AerialSpot[] = [];
  const resolve: string[] = [];
  for (const t of targets) {
    const looks = t.points.map((p) => {
      const air = fromAir(a.table, p);
      const underCanopy = air.unseen && !(hovering && distance(p, line.to) <= HOVER_SEES_UNDER_CANOPY_INCHES);
      return { coverFromAir: air.cover, concealedFromAir: air.concealed, ...(underCanopy ? { unseen: true } : {}), ...(dark && !litAt(g0, p) ? { dark: true } : {}) };
    });
    const best = looks.reduce((x, y) => (hindrance(y) < hindrance(x) ? y : x));
    const base = { target: t.target, pef: t.pef, at: t.at, coverFromAir: best.coverFromAir, concealedFromAir: best.concealedFromAir };
    if (best.unseen || best.dark) {
      checks.push({ ...base, ...(best.unseen ? { unseen: true } : {}), ...(best.dark ? { dark: true } : {}), dice: 0, passes: 0, spotted: false });
      continue;
    }
    const r = aerialSpotting({ pilotRep: flier.rep, coverFromAir: best.coverFromAir, concealedFromAir: best.concealedFromAir, fromHoveringHelicopter: hovering }, a.roller);
    if (!r.ok) throw new Error(r.code);
    checks.push({ ...base, dice: r.value.dice, passes: r.value.passes, spotted: r.value.spotted, part: r.value.part });
    if (!r.value.spotted) continue;
    spots.push({ turn: g0.turn, target: t.target, at: t.at, ...(t.figures ? { figures: t.figures } : {}) });
    if (t.pef) resolve.push(t.target);
  }
  events.push(airEvent({ kind: 'spotting', by: flier.id, pilotRep: flier.rep, hovering, from: line.from, to: line.to, checks }));
  const air = airOf(g0);
  // What a PEF is belongs to the enemy's dice: the bot resolves it after this order, as after Recon by Fire (L1921).
  const pefs = (g0.pefs ?? []).map((p) => (resolve.includes(p.id) ? { ...p, recon: { by: flier.req.caller, hits: 0 } } : p));
  return { ...withAir(g0, { ...air, spots: [...air.spots, ...spots] }), ...(g0.pefs ? { pefs } : {}) };
}

/**
 * A WP marking rocket (L1917, L1922): fired as any rocket (Ranged Combat at its REP, the point's cover
 * and concealment from the air counting; a miss deviates along the Flight Line, L1897), a 5" blast at
 * Impact 5, and smoke that rises over any canopy for a smoke grenade's three turns; aircraft attacks
 * landing within 24" of it count the pilot one REP higher.
 */
function markRun(a: OrderArgs, g0: FngGame, flier: Flier, at: Point, line: FlightLine | undefined, events: FngEvent[]): RuleResult<Ordered> {
  const fac = flier.fac!;
  if (fac.rockets <= 0) return fail('fng/no-rockets');
  const voice = voiceOf(g0, flier.req);
  if (!voice) return fail('fng/no-force-commander');
  const env = chainEnv(a);
  const stats = AIR_MUNITIONS['wp-marking-rocket'];
  const rep = Math.min(7, munitionAttackRep({ munition: 'wp-marking-rocket', pilotRep: flier.rep, munitionRep: choiceRule(a.rules, 'fng.air.munition-rep', MUNITION_REP) }));
  const air = fromAir(a.table, at);
  const shot = fire(a.roller, { rep, tr: 1, targets: [{ id: 'point', dice: 1, ...(air.cover ? { inCover: true } : {}), ...(air.concealed ? { concealed: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, 'WP marking rocket');
  if (!shot.ok) return shot;
  const hit = (shot.value.hits['point'] ?? 0) > 0;
  const parts = [shot.value.part];
  let lands = at;
  let deviation: { die: number; direction: string; inches: number } | undefined;
  if (!hit) {
    const dev = airstrikeDeviation({}, a.roller);
    parts.push(...dev.parts);
    lands = offsetAlong(at, unitToward(flightFrom(g0, at, line), at), dev.inches, 0);
    deviation = { die: dev.die, direction: dev.direction, inches: dev.inches };
  }
  events.push(airEvent({ kind: 'mark', at, rep, hit, ...(deviation ? { deviation } : {}), lands, rocketsLeft: fac.rockets - 1, parts }));
  const caught = caughtIn(g0, lands, stats.blastInches!);
  events.push({ kind: 'blast', centre: lands, diameter: stats.blastInches!, impact: stats.impact, caught: caught.map(keyOf), away: awayFrom(lands, caught) });
  const h = hitAll(g0, env, attackerAt(voice, rep), caught, { impact: stats.impact, name: 'WP marking rocket' }, false, events);
  let g = addArea(h.game, { kind: 'mark-smoke', shape: circle(lands, stats.blastInches!), by: 'FAC', since: g0.turn, until: g0.turn + SMOKE_GRENADE_TURNS - 1, mark: true }, events);
  g = flown(g, flier, { rockets: fac.rockets - 1 });
  return ok({ game: reactions(g, env, 'air:FAC', h.missed, h.downed, events), events });
}

/**
 * The pilot's personal weapon out of the window (L1925): a standard attack, his weapon's TR in d6 at
 * his REP (`fng.air.fac-weapon`), at an enemy under the run, within 3" of its line (L1856); the
 * target's cover and concealment from the air count. Hits take Combat Damage; a miss, Received Fire.
 */
function fireRun(a: OrderArgs, g0: FngGame, flier: Flier, ref: string, line: FlightLine | undefined, events: FngEvent[]): RuleResult<Ordered> {
  const e = liveEnemy(g0, 'fwf', ref);
  if (!e.ok) return e;
  const target = e.value;
  if (line && distanceToSegment(target.at!, line.from, line.to) > FLIGHT_LINE_ATTACK_INCHES + 1e-9) return fail('fng/off-flight-line', { figure: target.id, inches: FLIGHT_LINE_ATTACK_INCHES });
  const air = fromAir(a.table, target.at!);
  if (air.unseen) return fail('fng/unseen-from-air', { figure: target.id });
  const voice = voiceOf(g0, flier.req);
  if (!voice) return fail('fng/no-force-commander');
  const env = chainEnv(a);
  const id = choiceRule(a.rules, 'fng.air.fac-weapon', FAC_WEAPONS) as WeaponId;
  const weapon = env.weapons[id];
  const tr = weapon.targets.kind === 'tr' ? weapon.targets.tr : 1;
  const key = keyOf(target);
  const shot = fire(a.roller, { rep: flier.rep, tr, targets: [{ id: key, dice: tr, ...(air.cover ? { inCover: true } : {}), ...(air.concealed ? { concealed: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, 'FAC personal weapon');
  if (!shot.ok) return shot;
  events.push(airEvent({ kind: 'fac-fire', target: key, weapon: weapon.name, tr, result: shot.value }));
  const hits = shot.value.hits[key] ?? 0;
  let g = g0;
  const downed: string[] = [];
  if (hits > 0) {
    const d = damage(g, key, hits, attackerAt(voice, flier.rep), weapon, env, events);
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
  }
  g = flown(g, flier);
  return ok({ game: reactions(g, env, 'air:FAC', downed.length ? [] : [key], downed, events), events });
}

export interface SpookyInput {
  /** A 12" swath along this line. */
  readonly line?: FlightLine;
  /** Or an 8" ring about this point, its inner radius `radius` (10–20"). */
  readonly at?: Point;
  readonly radius?: number;
  readonly support?: string;
}

/**
 * An AC-47 gun run (L1928–L1931): a 12" swath across the table, or an 8" ring whose inside radius is
 * 10–20"; everything in it, friend or foe, is fired on as by a Target 4, Impact 3 weapon at REP 5 —
 * each figure its own four dice — its cover and concealment from the air counting. Two runs, then it
 * has only flares (`lightOrder`). Counts as the activation's airstrike (L1925). Then the enemy's HMGs
 * may shoot back at it (`hmgsAtGunship`, L1931).
 */
export function spookyOrder(a: OrderArgs, input: SpookyInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  const r = requestHere(m.value.s, ['ac-47'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const golden = goldenRule(m.value.s, req);
  if (!golden.ok) return golden;
  if ((req.passes ?? 0) <= 0) return fail('fng/no-gun-runs', { id: req.id });
  let inside: (p: Point) => boolean;
  if (input.line) {
    const swath = strip(input.line.from, input.line.to, AC47.swathInches);
    inside = (p) => pointInShape(p, swath);
  } else if (input.at && input.radius !== undefined) {
    const { min, max } = AC47.ringInnerRadiusInches;
    if (input.radius < min || input.radius > max) return fail('fng/ring-radius', { min, max });
    const { at, radius } = input;
    inside = (p) => distance(p, at) >= radius - 1e-9 && distance(p, at) <= radius + AC47.ringWidthInches + 1e-9;
  } else return fail('fng/no-target-point');
  const voice = voiceOf(a.game, req);
  if (!voice) return fail('fng/no-force-commander');
  const env = chainEnv(a);
  const events: FngEvent[] = [];
  const under = a.game.figures.filter((f) => alive(f) && inside(f.at!));
  const runsLeft = (req.passes ?? 0) - 1;
  events.push(airEvent({ kind: 'gun-run', by: req.id, attack: input.line ? 'swath' : 'ring', under: under.map(keyOf), runsLeft }));
  let g = a.game;
  const downed: string[] = [];
  const missed: string[] = [];
  const gun = { impact: AC47.attack.impact, name: 'AC-47 miniguns' };
  for (const f of under) {
    const key = keyOf(f);
    const air = fromAir(a.table, f.at!);
    const shot = fire(a.roller, { rep: AC47.attack.rep, tr: AC47.attack.target, targets: [{ id: key, dice: AC47.attack.target, ...(air.cover ? { inCover: true } : {}), ...(air.concealed || air.unseen ? { concealed: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `AC-47 at ${f.id}`);
    if (!shot.ok) return shot;
    events.push(airEvent({ kind: 'gun-fire', by: req.id, figure: key, result: shot.value }));
    const hits = shot.value.hits[key] ?? 0;
    if (hits === 0) {
      missed.push(key);
      continue;
    }
    const d = damage(g, key, hits, attackerAt(voice, AC47.attack.rep), gun, env, events);
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
    else missed.push(key);
  }
  // "Anything and everything within this swath, friend or foe" (L1931): the civilians in it too.
  const airCover = (p: Point) => {
    const c = fromAir(a.table, p);
    return { cover: c.cover, concealment: c.concealed || c.unseen };
  };
  g = civiliansUnderAreaFire(g, inside, { by: req.id, weapon: gun.name, rep: AC47.attack.rep, dice: AC47.attack.target, impact: AC47.attack.impact, side: a.side }, { roller: a.roller, autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip, coverAt: airCover }, events);
  const s = updateRequest(m.value.s, req.id, (x) => ({ ...x, passes: runsLeft }));
  g = withAir(withSupport(g, s), { ...airOf(g), struck: g.serial });
  g = reactions(g, env, `support:${req.id}`, missed, downed, events);
  return ok({ game: hmgsAtGunship(a, g, req.id, events).game, events });
}

export interface LightInput {
  readonly at?: Point;
  /** A Firefly's searchlight on a run: a 12" strip along it. */
  readonly line?: FlightLine;
  /** A Firefly hovering: a 24" circle. */
  readonly hover?: boolean;
  /** Who calls an illumination round in (mortars or artillery). */
  readonly spotter?: string;
  readonly support?: string;
}

/**
 * Light at night: an AC-47's or a Nighthawk's mortar-sized flare, one a turn (L1931, L1990), where it
 * is dropped; a Firefly's searchlight for this turn, a 24" circle hovering or a 12" strip on a run
 * (L1988); mortar or artillery illumination, one round a weapon fired as any round (Hitting and
 * Deviation from the spotter's side, L1810), the mission spent. A flare or round lights a 24" (mortar)
 * or 36" (artillery) circle for the turn it bursts and three full turns after; there is no wind kept,
 * so it does not drift. A lit target is seen at day range (line-of-sight.ts).
 */
export function lightOrder(a: OrderArgs, input: LightInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  if (!m.value.night) return fail('fng/light-by-day');
  const r = requestHere(m.value.s, ['ac-47', 'nighthawk', 'firefly', 'mortar', 'artillery'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const golden = goldenRule(m.value.s, req);
  if (!golden.ok) return golden;
  const events: FngEvent[] = [];
  const g0 = a.game;
  const air = airOf(g0);
  const lit = { kind: 'flare' as const, by: req.id, since: g0.turn };
  if (req.for === 'ac-47' || req.for === 'nighthawk') {
    if (!input.at) return fail('fng/no-target-point');
    if (air.used?.[`${req.id} flare`] === g0.turn) return fail('fng/flare-dropped', { id: req.id });
    const g = withAir(g0, { ...air, used: { ...air.used, [`${req.id} flare`]: g0.turn } });
    return ok({ game: addArea(g, { ...lit, shape: circle(input.at, INDIRECT_WEAPONS.mortar.illuminationInches), until: g0.turn + ILLUMINATION.turns }, events), events });
  }
  if (req.for === 'firefly') {
    if (air.used?.[`${req.id} light`] === g0.serial) return fail('fng/already-flown', { by: req.id });
    const shape = input.hover ? (input.at ? circle(input.at, SEARCHLIGHT.hoverInches) : undefined) : input.line ? strip(input.line.from, input.line.to, SEARCHLIGHT.stripInches) : undefined;
    if (!shape) return fail(input.hover ? 'fng/no-target-point' : 'fng/no-flight-line');
    const g = withAir(g0, { ...air, used: { ...air.used, [`${req.id} light`]: g0.serial } });
    return ok({ game: addArea(g, { ...lit, kind: 'searchlight', shape, until: g0.turn }, events), events });
  }
  if (!input.at) return fail('fng/no-target-point');
  if (input.spotter === undefined) return fail('fng/no-spotter');
  const found = ownFigure(g0, a.side, input.spotter);
  if (!found.ok) return found;
  const spotter = found.value;
  if (!onTable(spotter)) return fail('fng/not-on-table', { figure: spotter.id });
  const weapon: IndirectWeapon = req.for === 'mortar' ? 'mortar' : 'artillery';
  const dir = unitToward(spotter.at, input.at);
  let g = withSupport(g0, updateRequest(m.value.s, req.id, (x) => ({ ...x, state: 'spent' })));
  for (let i = 1; i <= (req.weapons ?? 1); i++) {
    const round = hitWithIndirectFire({ weapon, rep: spotter.rep, targetInCallerLos: true, observerWithLos: spotter.role === 'fo' }, a.roller, `illumination ${i}`);
    if (!round.ok) return round;
    const lands = offsetAlong(input.at, dir, round.value.along, round.value.across);
    events.push(airEvent({ kind: 'illumination', by: req.id, weapon, rep: round.value.modifiedRep, passes: round.value.passes, steps: round.value.steps.map((x) => ({ die: x.die, direction: x.direction })), lands, parts: round.value.parts }));
    g = addArea(g, { ...lit, shape: circle(lands, INDIRECT_WEAPONS[weapon].illuminationInches), until: g0.turn + ILLUMINATION.turns }, events);
  }
  events.push(supportEvent({ kind: 'leaves', id: req.id, for: req.for, why: 'done' }));
  return ok({ game: g, events });
}
