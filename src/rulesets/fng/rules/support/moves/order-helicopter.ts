import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { fireAtHovering } from './anti-aircraft-play.js';
import { airframeOf, boardOf, obstacleOn } from './airframe.js';
import { pilotingRoll, requestIn, withRequest } from './air-request.js';
import type { FngEvent } from '../../game/events.js';
import { doorGunnersReact } from './order-door-guns.js';
import { loachCarries } from '../loach.js';
import { crashOverTable, driftDown, hardLandingAt } from './helicopter-down.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { supportOverTable } from './order-support.js';
import { keyOf, onTable, ownFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { supportEvent } from './support-arrivals.js';
import type { HelicopterState, SupportRequest } from '../support-state.js';
import { acrossTable, centreOf, offsetAlong, onBoard, unitToward } from '../../terrain/table-geometry.js';
import { loachStep } from './order-loach.js';
import { approach, fliesOn, setHeli } from './helicopter-flight.js';
import { HOT_LZ_INCHES, hotLz } from '../helicopters.js';
import { stripUndefined } from '../../game/chain-kit.js';

/**
 * Helicopters over the table in play (FNG 2nd Tour p.85–92): coming in to land at an LZ or to hover,
 * unloading or loading the activation after landing, taking off the activation after that, and
 * leaving a hover — each with its Helicopter Piloting roll (L1951–L1957, night and inclement weather
 * −1), the enemy's fire on the way in (AA checks and the Golden BB) and at a hovering or rising
 * helicopter (Ranged Combat, L1948); a medevac's Hot LZ (L2007) and the wounded it flies out
 * (`medevacOrder`, L1994–L2010).
 */

export const HELICOPTER_DO = ['land', 'hover', 'unload', 'load', 'take-off', 'leave', 'on-table', 'off-table'] as const;
export type HelicopterDo = (typeof HELICOPTER_DO)[number];

export interface HelicopterInput {
  readonly do: HelicopterDo;
  readonly support?: string;
  /** The LZ, or where it hovers. */
  readonly at?: Point;
  /** Where it comes in from: the approach runs from here to `at`. */
  readonly from?: Point;
  /** Landing or hovering: the figures it brings in (off the table now); unloading or loading: who. */
  readonly figures?: readonly string[];
}

export type HelicopterOrderError =
  | 'fng/no-lz'
  | 'fng/no-hover-spot'
  | 'fng/not-at-lz'
  | 'fng/not-a-casualty'
  | 'fng/medevac-full'
  | 'fng/helicopter-full'
  | 'fng/helicopter-not-flying'
  | 'fng/helicopter-not-landed'
  | 'fng/helicopter-not-hovering'
  | 'fng/helicopter-going-around'
  | 'fng/helicopter-wait'
  | 'fng/not-aboard'
  | 'fng/already-on-table'
  | 'fng/no-bearers'
  | 'fng/nobody-to-load'
  | 'fng/loach-one-casualty';

/** How close to the helicopter a figure must be to board it (a figure's move of 1" as contact, and room for the rotor). */
export const LZ_LOAD_INCHES = 3;
/** Where unloaded figures stand: around the helicopter, this far out. */
const UNLOAD_RING_INCHES = 2;

const DOWN = ['out-of-fight', 'stunned'];

interface Here {
  readonly req: SupportRequest;
  readonly heli: HelicopterState | undefined;
}

function helicopterHere(a: OrderArgs, support: string | undefined, kinds: readonly ('gunship' | 'medevac')[]): RuleResult<Here> {
  const r = supportOverTable(a, kinds, support);
  return r.ok ? ok({ req: r.value, heli: r.value.heli }) : r;
}

/** Each step waits for a later activation than the last: land, then load or unload, then take off (L1945–L1947); a hover is left when next active (L1938). */
const waited = (g: FngGame, heli: HelicopterState | undefined): boolean => heli === undefined || heli.serial < g.serial;

const friendsCentre = (g: FngGame, or: Point): Point => {
  const fs = g.figures.filter((f) => f.side === 'fwf' && onTable(f)).map((f) => f.at!);
  return fs.length ? centreOf(fs) : { x: or.x, y: or.y - 12 };
};

/** The figures it brings in: the side's own, not on the table, carrying on; no more than it seats. */
function passengersIn(a: OrderArgs, seats: number, refs: readonly string[]): RuleResult<string[]> {
  const keys: string[] = [];
  for (const ref of refs) {
    const f = ownFigure(a.game, a.side, ref);
    if (!f.ok) return f;
    if (f.value.at !== undefined || f.value.status !== 'carry-on') return fail('fng/already-on-table', { figure: f.value.id });
    keys.push(keyOf(f.value));
  }
  if (keys.length > seats) return fail('fng/helicopter-full', { max: seats });
  return ok(keys);
}

/**
 * Coming in to land (L1940–L1944): the way in under the enemy's fire; a medevac's LZ is hot with an
 * enemy within 12" or fire on the way in (L2007); then Piloting: down at the LZ (a crash there if it
 * is not clear, L1944), a go-around for a full turn, or a hard landing. From a hover it lands where it hovers.
 */
function land(a: OrderArgs, here: Here, input: HelicopterInput, events: FngEvent[]): RuleResult<FngGame> {
  const { req, heli } = here;
  const g0 = a.game;
  if (heli && heli.mode !== 'flying' && heli.mode !== 'around' && heli.mode !== 'hovering') return fail('fng/helicopter-not-flying', { id: req.id });
  if (heli?.mode === 'around' && g0.turn < (heli.turn ?? 0) + 2) return fail('fng/helicopter-going-around', { turn: (heli.turn ?? 0) + 2 });
  if (heli?.mode !== 'hovering' && !waited(g0, heli)) return fail('fng/helicopter-wait', { id: req.id });
  const hovering = heli?.mode === 'hovering';
  const lz = hovering ? heli.at : (input.at ?? req.at);
  if (!lz) return fail('fng/no-lz');
  const frame = airframeOf(g0, req);
  const brought = passengersIn(a, frame.seats - (heli?.aboard?.length ?? 0), input.figures ?? []);
  if (!brought.ok) return brought;
  const dir = hovering && heli.heading ? heli.heading : unitToward(input.from ?? friendsCentre(g0, lz), lz);
  const from = input.from ?? acrossTable(boardOf(a), lz, dir).from;
  const inclement = a.game.mission?.weather === 'inclement';
  let g = setHeli(g0, req.id, (h) => ({ ...h, mode: hovering ? 'hovering' : 'flying', heading: dir, serial: g0.serial, aboard: [...(h.aboard ?? []), ...brought.value] }));
  let firedOn = false;
  if (!hovering) {
    const aa = approach(a, g, req.id, from, lz, inclement, events);
    g = aa.game;
    if (aa.outcome === 'gone') return ok(g);
    if (aa.outcome === 'veers-off') {
      events.push(supportEvent({ kind: 'helicopter', id: req.id, what: 'aborts' }));
      return ok(g);
    }
    firedOn = aa.firedOn;
  }
  if (req.for === 'medevac') {
    const near = g.figures.some((f) => f.side === 'cf' && onTable(f) && ['carry-on', 'duck-back', 'retired'].includes(f.status) && distance(f.at!, lz) <= HOT_LZ_INCHES);
    if (near || firedOn) {
      const pilotRep = requestIn(g, req.id).pilotRep ?? frame.pilotRep;
      const h = hotLz({ pilotRep: Math.max(1, pilotRep), failedAttempts: req.failedLz ?? 0 }, a.roller);
      if (!h.ok) return h;
      events.push(supportEvent({ kind: 'hot-lz', id: req.id, pilotRep, die: h.value.die, total: h.value.total, aborts: h.value.aborts, part: h.value.part }));
      if (h.value.aborts) return ok(withRequest(g, req.id, (x) => ({ ...x, failedLz: (x.failedLz ?? 0) + 1, heli: { ...x.heli!, mode: 'flying', serial: g.serial } })));
    }
  }
  const p = pilotingRoll(a, g, req.id, 'landing', inclement, events);
  if (p.outcome === 'go-around') {
    events.push(supportEvent({ kind: 'helicopter', id: req.id, what: 'around' }));
    return ok(setHeli(g, req.id, (h) => ({ ...h, mode: 'around', turn: g.turn, serial: g.serial })));
  }
  if (p.outcome === 'hard-landing') return ok(hardLandingAt(a, g, req.id, lz, p.damagePoints ?? 0, events).game);
  // An LZ too small for the model and its rotor (trees, structures) is a crash (L1944).
  if (obstacleOn(a.table, lz, lz)) return ok(crashOverTable(a, g, req.id, { at: lz, heading: dir, hovering: true }, events));
  events.push(supportEvent({ kind: 'helicopter', id: req.id, what: 'lands', at: lz }));
  return ok(setHeli(g, req.id, (h) => ({ ...h, mode: 'landed', at: lz, serial: g.serial })));
}

/**
 * Coming in to hover (L1934–L1937): the way in, then Piloting for entering the hover (it overshoots
 * 2d6" on a 1, stalls on a 0); hovering, it halts for the turn and every enemy within 24" that sees it
 * takes the Anti-Aircraft Check and shoots at it if he stands.
 */
function hover(a: OrderArgs, here: Here, input: HelicopterInput, events: FngEvent[]): RuleResult<FngGame> {
  const { req, heli } = here;
  const g0 = a.game;
  if (heli && heli.mode !== 'flying' && heli.mode !== 'around') return fail('fng/helicopter-not-flying', { id: req.id });
  if (heli?.mode === 'around' && g0.turn < (heli.turn ?? 0) + 2) return fail('fng/helicopter-going-around', { turn: (heli.turn ?? 0) + 2 });
  if (!waited(g0, heli)) return fail('fng/helicopter-wait', { id: req.id });
  const spot = input.at;
  if (!spot) return fail('fng/no-hover-spot');
  const frame = airframeOf(g0, req);
  const brought = passengersIn(a, frame.seats - (heli?.aboard?.length ?? 0), input.figures ?? []);
  if (!brought.ok) return brought;
  const dir = unitToward(input.from ?? friendsCentre(g0, spot), spot);
  const from = input.from ?? acrossTable(boardOf(a), spot, dir).from;
  const inclement = a.game.mission?.weather === 'inclement';
  let g = setHeli(g0, req.id, (h) => ({ ...h, mode: 'flying', heading: dir, serial: g0.serial, aboard: [...(h.aboard ?? []), ...brought.value] }));
  const aa = approach(a, g, req.id, from, spot, inclement, events);
  g = aa.game;
  if (aa.outcome === 'gone') return ok(g);
  if (aa.outcome === 'veers-off') {
    events.push(supportEvent({ kind: 'helicopter', id: req.id, what: 'aborts' }));
    return ok(g);
  }
  const p = pilotingRoll(a, g, req.id, 'entering-hover', inclement, events);
  if (p.outcome === 'stall') return ok(driftDown(a, g, req.id, spot, dir, p.inches ?? 0, 'hard-landing', events).game);
  const at = p.outcome === 'overshoot' ? onBoard(boardOf(a), offsetAlong(spot, dir, p.inches ?? 0, 0)) : spot;
  events.push(supportEvent({ kind: 'helicopter', id: req.id, what: 'hovers', at }));
  g = setHeli(g, req.id, (h) => ({ ...h, mode: 'hovering', at, serial: g.serial }));
  const shot = fireAtHovering(a, g, req.id, at, dir, events);
  return ok(doorGunnersReact(a, shot.game, req.id, shot.firers ?? [], events));
}

/**
 * Leaving a hover when next active (L1938, L1957): it may turn first; on a 0 it spins 90° (1–3 left,
 * 4–6 right) and is carried 2d6", destroyed if it meets trees, hills, dunes or structures. Then it
 * flies on.
 */
function leave(a: OrderArgs, here: Here, input: HelicopterInput, events: FngEvent[]): RuleResult<FngGame> {
  const { req, heli } = here;
  const g = a.game;
  if (heli?.mode !== 'hovering' || !heli.at) return fail('fng/helicopter-not-hovering', { id: req.id });
  if (!waited(g, heli)) return fail('fng/helicopter-wait', { id: req.id });
  const p = pilotingRoll(a, g, req.id, 'leaving-hover', a.game.mission?.weather === 'inclement', events);
  events.push(supportEvent({ kind: 'helicopter', id: req.id, what: 'leaves-hover', at: heli.at }));
  if (p.outcome !== 'spin') return ok(fliesOn(g, req.id, events));
  const h = heli.heading ?? { x: 0, y: 1 };
  // The table's y runs down: a right turn takes the heading (x, y) to (−y, x).
  const turned = p.spin === 'right' ? { x: -h.y, y: h.x } : { x: h.y, y: -h.x };
  const d = driftDown(a, g, req.id, heli.at, turned, p.inches ?? 0, 'flies-on', events);
  return ok(d.at ? fliesOn(d.game, req.id, events) : d.game);
}

/** On the ground, the activation after it landed (L1945). */
function onTheGround(g: FngGame, here: Here): RuleResult<HelicopterState & { readonly at: Point }> {
  const { req, heli } = here;
  if (heli?.mode !== 'landed' || !heli.at) return fail('fng/helicopter-not-landed', { id: req.id });
  if (!waited(g, heli)) return fail('fng/helicopter-wait', { id: req.id });
  return ok({ ...heli, at: heli.at });
}

/** Unloading the activation after landing (L1945): those aboard step out around it, their move spent. */
function unload(a: OrderArgs, here: Here, input: HelicopterInput, events: FngEvent[]): RuleResult<FngGame> {
  const heli = onTheGround(a.game, here);
  if (!heli.ok) return heli;
  const aboard = heli.value.aboard ?? [];
  let out: string[] = [...aboard];
  if (input.figures?.length) {
    out = [];
    for (const ref of input.figures) {
      const f = ownFigure(a.game, a.side, ref);
      if (!f.ok) return f;
      if (!aboard.includes(keyOf(f.value))) return fail('fng/not-aboard', { figure: f.value.id });
      out.push(keyOf(f.value));
    }
  }
  if (out.length === 0) return fail('fng/not-aboard', { figure: '' });
  const board = boardOf(a);
  const spot = (i: number): Point => {
    const angle = (2 * Math.PI * i) / out.length;
    return onBoard(board, { x: Math.round((heli.value.at.x + UNLOAD_RING_INCHES * Math.cos(angle)) * 10) / 10, y: Math.round((heli.value.at.y + UNLOAD_RING_INCHES * Math.sin(angle)) * 10) / 10 });
  };
  let g: FngGame = { ...a.game, figures: a.game.figures.map((f) => (out.includes(keyOf(f)) ? { ...f, at: spot(out.indexOf(keyOf(f))), moved: true } : f)) };
  g = setHeli(g, here.req.id, (h) => ({ ...h, aboard: aboard.filter((k) => !out.includes(k)), loaded: true, serial: g.serial }));
  events.push(supportEvent({ kind: 'helicopter', id: here.req.id, what: 'unloads', at: heli.value.at, figures: out }));
  return ok(g);
}

/**
 * Loading the activation after landing (L1945): figures within 3" of it climb in; casualties are
 * carried, one unwounded figure there for each Out of the Fight or Stunned, two for each Obviously
 * Dead; no more than it seats (a half-loaded medevac takes two wounded, L2001); a Loach one casualty
 * at most, in place of two passengers (L1982, `loachCarries`), those already aboard counted. Aboard, they are off
 * the table until it lands them or flies them out.
 */
function load(a: OrderArgs, here: Here, refs: readonly string[], casualtiesOnly: boolean, events: FngEvent[]): RuleResult<FngGame> {
  const heli = onTheGround(a.game, here);
  if (!heli.ok) return heli;
  const lz = heli.value.at;
  if (refs.length === 0) return fail(casualtiesOnly ? 'fng/not-a-casualty' : 'fng/nobody-to-load', { figure: '' });
  const boarding: TableFigure[] = [];
  for (const ref of refs) {
    const f = ownFigure(a.game, a.side, ref);
    if (!f.ok) return f;
    const casualty = DOWN.includes(f.value.status) || (!casualtiesOnly && f.value.status === 'obviously-dead');
    if (!onTable(f.value) || (casualtiesOnly && !casualty) || (!casualty && !['carry-on', 'duck-back'].includes(f.value.status))) return fail('fng/not-a-casualty', { figure: f.value.id });
    if (distance(f.value.at!, lz) > LZ_LOAD_INCHES) return fail('fng/not-at-lz', { figure: f.value.id, inches: LZ_LOAD_INCHES });
    boarding.push(f.value);
  }
  const needed = boarding.reduce((n, f) => n + (f.status === 'obviously-dead' ? 2 : DOWN.includes(f.status) ? 1 : 0), 0);
  const bearers = a.game.figures.filter((f) => f.side === a.side && onTable(f) && f.status === 'carry-on' && distance(f.at!, lz) <= LZ_LOAD_INCHES).length;
  if (bearers < needed) return fail('fng/no-bearers', { needed, inches: LZ_LOAD_INCHES });
  const seats = airframeOf(a.game, here.req).seats;
  const aboard = heli.value.aboard ?? [];
  if (aboard.length + boarding.length > seats) return fail(here.req.for === 'medevac' ? 'fng/medevac-full' : 'fng/helicopter-full', { max: seats });
  if (here.req.aircraft === 'oh-6-loach') {
    // A Loach "can carry one casualty as a Medevac in place of two passengers" (L1982).
    const all = [...a.game.figures.filter((f) => aboard.includes(keyOf(f))), ...boarding];
    const casualties = all.filter((f) => DOWN.includes(f.status) || f.status === 'obviously-dead').length;
    if (!loachCarries(all.length - casualties, casualties, seats)) return fail('fng/loach-one-casualty', { max: seats });
  }
  const keys = boarding.map(keyOf);
  let g: FngGame = {
    ...a.game,
    figures: a.game.figures.map((f) => {
      if (keys.includes(keyOf(f))) return stripUndefined({ ...f, at: undefined, carriedBy: undefined, carrying: undefined, fighting: undefined });
      if (f.carrying !== undefined && keys.includes(f.carrying)) return stripUndefined({ ...f, carrying: undefined });
      return f;
    }),
  };
  g = setHeli(g, here.req.id, (h) => ({ ...h, aboard: [...aboard, ...keys], loaded: true, serial: g.serial }));
  events.push(supportEvent({ kind: 'helicopter', id: here.req.id, what: 'loads', at: lz, figures: keys }));
  return ok(g);
}

/**
 * Taking off the activation after loading or unloading (L1946–L1947): Piloting for the take-off (not
 * enough power on a 1, a stall on a 0); lifting, it counts as hovering for the enemy's fire; then
 * Piloting again, read as flying, for the AA checks on its way out, and it flies on.
 */
function takeOff(a: OrderArgs, here: Here, input: HelicopterInput, events: FngEvent[]): RuleResult<FngGame> {
  const heli = onTheGround(a.game, here);
  if (!heli.ok) return heli;
  const id = here.req.id;
  const lz = heli.value.at;
  const dir = heli.value.heading ?? { x: 0, y: 1 };
  const inclement = a.game.mission?.weather === 'inclement';
  let g = a.game;
  const p = pilotingRoll(a, g, id, 'take-off', inclement, events);
  if (p.outcome === 'no-power') {
    events.push(supportEvent({ kind: 'helicopter', id, what: 'no-power', at: lz }));
    return ok(setHeli(g, id, (h) => ({ ...h, serial: g.serial })));
  }
  if (p.outcome === 'stall') return ok(driftDown(a, g, id, lz, dir, p.inches ?? 0, 'hard-landing', events).game);
  events.push(supportEvent({ kind: 'helicopter', id, what: 'lifts-off', at: lz }));
  g = setHeli(g, id, (h) => ({ ...h, mode: 'flying', serial: g.serial }));
  const rising = fireAtHovering(a, g, id, lz, dir, events);
  g = rising.game;
  if (rising.outcome === 'gone') return ok(g);
  const out = approach(a, g, id, lz, acrossTable(boardOf(a), lz, dir).to, inclement, events);
  if (out.outcome === 'gone') return ok(out.game);
  return ok(fliesOn(out.game, id, events));
}

/** `/fng-mission helicopter`: a gunship or medevac over the table lands, hovers, unloads, loads, takes off or leaves its hover. */
export function helicopterOrder(a: OrderArgs, input: HelicopterInput): RuleResult<Ordered> {
  const here = helicopterHere(a, input.support, ['gunship', 'medevac']);
  if (!here.ok) return here;
  const events: FngEvent[] = [];
  // A Loach in on-table mode (L1982): flies, hovers and leaves its hover over the table, or goes off it.
  if (input.do === 'on-table' || input.do === 'off-table' || (here.value.heli?.onTable && (input.do === 'hover' || input.do === 'leave'))) {
    const g = loachStep(a, here.value.req, input.do, input.at, input.from, events);
    return g.ok ? ok({ game: g.value, events }) : g;
  }
  const step = { land, hover, leave, unload, 'take-off': takeOff, load: (x: OrderArgs, h: Here, i: HelicopterInput, e: FngEvent[]) => load(x, h, i.figures ?? [], false, e) }[input.do];
  const g = step(a, here.value, input, events);
  return g.ok ? ok({ game: g.value, events }) : g;
}

export interface MedevacInput {
  readonly casualties: readonly string[];
  readonly support?: string;
}

/**
 * A landed medevac takes the wounded aboard (L1994–L2010, L1945): Out of the Fight or Stunned, within
 * 3" of it, one bearer there each; it flies them out when it takes off (`/fng-mission helicopter
 * do:take-off`), and they leave the battle.
 */
export function medevacOrder(a: OrderArgs, input: MedevacInput): RuleResult<Ordered> {
  const here = helicopterHere(a, input.support, ['medevac']);
  if (!here.ok) return here;
  const events: FngEvent[] = [];
  const g = load(a, here.value, input.casualties, true, events);
  return g.ok ? ok({ game: g.value, events }) : g;
}
