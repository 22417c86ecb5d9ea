import { distance, type Point } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { d6 } from '../../figures/dice.js';
import { doorFire, firingPositions, seatSide, sideOf, type DoorFireRefusal } from '../passenger-fire.js';
import { addArea, SMOKE_GRENADE_TURNS } from './air-areas.js';
import { circle, smokeAt } from '../air-state.js';
import { boardOf, helicopterOf } from './airframe.js';
import { withRequest } from './air-request.js';
import { DEVIATION_TABLE } from '../artillery.js';
import type { FngEvent } from '../../game/events.js';
import { loachFireMoving } from '../loach.js';
import { chainEnv, standing, type OrderArgs, type Ordered } from '../../game/order.js';
import { supportOverTable, attackerAt, reactions } from './order-support.js';
import { fire } from '../../firefight/ranged-combat.js';
import { keyOf, onTable, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { supportEvent } from './support-arrivals.js';
import type { SupportRequest } from '../support-state.js';
import { onBoard } from '../../terrain/table-geometry.js';
import { doorGunTarget } from './order-door-guns.js';
import type { WeaponId } from '../../figures/weapons.js';
import { blast } from '../../game/blast.js';
import { crewReps, dropStuff } from '../helicopters.js';
import type { HelicopterStats } from '../air-lists.js';
import { damage } from '../../game/chain-damage.js';

/**
 * A Loach's observer in on-table mode (FNG 2nd Tour p.88, L1982: "The helicopters observer or any
 * passenger may drop grenades and smoke grenades, or use their personal weapons to fire upon the
 * enemy"; "other crew may activate and fire as independent figures being transported"). His REP is a
 * crewman's (1d6, L1974), rolled the first time he acts and kept; he acts once an activation.
 *
 * Dropping "Stuff" (p.90–91, L2023–L2036, `dropStuff`): the point nominated along its Flight Line, or
 * directly beneath it if it hovers; 2d6 vs REP, +1d6 hovering. 2 passed: Ranged Combat at the point as
 * in the open; 1: as in cover — a miss deviating as a mortar round (p.77: 1d6 on the deviation table,
 * 6"), double (12") on the partial. A grenade bursts its 5" circle at Impact 2 where it lands (L776); a
 * smoke grenade smokes 5" there for three turns (L771). 0 passed, a fumble, 1d6 vs REP: passed, it falls
 * out harmlessly; failed, it stays aboard: a grenade goes off at Impact 4 (+2) against all inside — its
 * passengers take Combat Damage, the crew's hurts are the table's (they are no figures) — smoke puts the
 * pilot at −2 REP on Piloting until it clears (three turns) or a crewman's drop passes a die.
 *
 * His personal weapon (L1982; the bot's reading: an M-16) fires as from any figure, out of his side of
 * the Loach only (L2016, the left, `onObserversSide`), counting as Fast Moving unless the Loach hovers
 * (L2016, `loachFireMoving`): in range, no smoke in the way (L773), the
 * target's cover counting; hits take Combat Damage, a miss Received Fire.
 *
 * The bot's readings: "along its Flight Line" is within 1" of the line it flew this turn, back along its
 * heading as far as it has flown; a point given while it hovers must be beneath it (within 1").
 */

export const LOACH_CREW_DO = ['drop-grenade', 'drop-smoke', 'observer-fire', 'passenger-fire'] as const;
export type LoachCrewDo = (typeof LOACH_CREW_DO)[number];

export interface LoachCrewInput {
  readonly do: LoachCrewDo;
  readonly support?: string;
  readonly at?: Point;
  readonly target?: string;
  /** A passenger aboard who fires or drops (L2016, L2023), in place of a Loach's observer. */
  readonly figure?: string;
}

export type LoachCrewError =
  | 'fng/not-a-loach'
  | 'fng/loach-not-on-table'
  | 'fng/loach-observer-acted'
  | 'fng/no-drop-point'
  | 'fng/drop-off-line'
  | 'fng/no-observer-target'
  | 'fng/observer-wrong-side'
  | 'fng/no-observer'
  | 'fng/passengers-not-over-table'
  | 'fng/drop-landed'
  | 'fng/no-passenger'
  | 'fng/not-aboard'
  | DoorFireRefusal;

/** The observer's personal weapon: the bot's reading of L1982's "personal weapons". */
export const OBSERVER_WEAPON: WeaponId = 'm16';
/** How far off the line flown (or from beneath a hover) a nominated point may lie. */
export const DROP_LINE_INCHES = 1;
const GRENADE = { impact: 2, diameter: 5, name: 'Hand grenade (dropped)' } as const;
const SMOKE_DIAMETER = 5;

type Placed = TableFigure & { readonly at: Point };

export function loachCrewOrder(a: OrderArgs, input: LoachCrewInput): RuleResult<Ordered> {
  const r = supportOverTable(a, ['gunship', 'medevac'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const h = helicopterOf(req);
  if (input.do === 'passenger-fire' || (input.figure !== undefined && input.do !== 'observer-fire')) return passengerOrder(a, req, h, input);
  if (h.id !== 'oh-6-loach') return fail('fng/no-observer', { id: req.id, aircraft: h.name, do: input.do });
  const heli = req.heli;
  if (!heli?.onTable || !heli.at) return fail('fng/loach-not-on-table', { id: req.id });
  if (heli.observerActed === a.game.serial) return fail('fng/loach-observer-acted', { id: req.id });
  const hovering = heli.mode === 'hovering';
  const from = heli.at;
  let aim: Point | Placed;
  if (input.do === 'observer-fire') {
    if (!input.target) return fail('fng/no-observer-target');
    const t = doorGunTarget(a, req, input.target, from, OBSERVER_WEAPON);
    if (!t.ok) return t;
    if (!onObserversSide(from, heli.heading ?? { x: 0, y: 1 }, t.value.at)) return fail('fng/observer-wrong-side', { id: req.id, figure: t.value.id });
    aim = t.value;
  } else {
    const p = dropPoint(a.game, heli, input.at);
    if (!p.ok) return p;
    aim = p.value;
  }
  const events: FngEvent[] = [];
  const repParts: RolledPart[] = [];
  const rep = crewReps(a.roller, [req.observerRep], 1, () => 'observer REP', repParts)[0]!;
  const g0 = withRequest(a.game, req.id, (x) => ({ ...x, observerRep: rep, heli: { ...heli, observerActed: a.game.serial } }));
  const voice = g0.figures.find((f) => keyOf(f) === req.caller && onTable(f)) ?? g0.figures.find((f) => f.side === 'fwf' && onTable(f));
  if (!voice) return fail('fng/no-force-commander');
  const cause = attackerAt(voice, rep);
  if (input.do === 'observer-fire') {
    const g = fromAboard(a, g0, req, { rep, weapon: OBSERVER_WEAPON, fast: loachFireMoving('observer', hovering) }, aim as Placed, cause, repParts, events);
    return g.ok ? ok({ game: g.value, events }) : g;
  }
  const g = drops(a, g0, req, input.do === 'drop-grenade' ? 'grenade' : 'smoke', rep, hovering, aim as Point, cause, repParts, events);
  return g.ok ? ok({ game: g.value, events }) : g;
}

/**
 * A passenger aboard fires out of the door (L2016) or drops a grenade or smoke (L2023–L2036), at his
 * own REP, as his action this activation (`fired`). Any helicopter landed or hovering on the table, or
 * a Loach flying on it (L1982): fire as the helicopter's firing positions allow (`doorFire`), Fast
 * Moving while it flies; drops from a hover (beneath it) or a Loach's Flight Line, never from the
 * ground. The bot's readings: the seed lets any helicopter's crew or passengers drop "Stuff" (it names
 * no type); a passenger drops or fires with what he carries, his own weapon; the helicopter's place is
 * his.
 */
function passengerOrder(a: OrderArgs, req: SupportRequest, h: HelicopterStats, input: LoachCrewInput): RuleResult<Ordered> {
  const heli = req.heli;
  const loachUp = h.id === 'oh-6-loach' && heli?.onTable !== undefined;
  if (!heli?.at || !(heli.mode === 'landed' || heli.mode === 'hovering' || (loachUp && heli.mode === 'flying'))) return fail('fng/passengers-not-over-table', { id: req.id, aircraft: h.name });
  const drop = input.do === 'drop-grenade' || input.do === 'drop-smoke';
  if (!input.figure) return fail('fng/no-passenger', { id: req.id, do: input.do });
  const aboard = heli.aboard ?? [];
  const want = input.figure.trim().toLowerCase();
  const f = a.game.figures.find((x) => aboard.includes(keyOf(x)) && (x.id.toLowerCase() === want || keyOf(x).toLowerCase() === want));
  if (!f) return fail('fng/not-aboard', { id: req.id, figure: input.figure.trim() });
  if (f.fired) return fail('fng/already-fired', { figure: f.id });
  const from = heli.at;
  const key = keyOf(f);
  const cause = { ...f, at: from };
  const events: FngEvent[] = [];
  if (drop) {
    if (heli.mode === 'landed') return fail('fng/drop-landed', { id: req.id });
    const p = dropPoint(a.game, heli, input.at);
    if (!p.ok) return p;
    const g0 = updateFigure(a.game, key, (x) => ({ ...x, fired: true }));
    const g = drops(a, g0, req, input.do === 'drop-grenade' ? 'grenade' : 'smoke', f.rep, heli.mode === 'hovering', p.value, cause, [], events, key);
    return g.ok ? ok({ game: g.value, events }) : g;
  }
  if (!input.target) return fail('fng/no-observer-target');
  const weapon = f.weapon as WeaponId | undefined;
  if (weapon === undefined || f.outOfAmmo || !chainEnv(a).weapons[weapon]) return fail('fng/out-of-ammo', { figure: f.id });
  const t = doorGunTarget(a, req, input.target, from, weapon);
  if (!t.ok) return t;
  const used = heli.doorFire?.serial === a.game.serial ? heli.doorFire : { left: 0, right: 0 };
  const d = doorFire(firingPositions(h), sideOf(from, heli.heading ?? { x: 0, y: 1 }, t.value.at), used, seatSide(aboard.indexOf(key)));
  if (!d.ok) return fail(d.code, { id: req.id, aircraft: h.name, figure: f.id, target: t.value.id });
  const doorFired = { serial: a.game.serial, left: used.left + (d.side === 'left' ? 1 : 0), right: used.right + (d.side === 'right' ? 1 : 0) };
  const g0 = withRequest(updateFigure(a.game, key, (x) => ({ ...x, fired: true })), req.id, (x) => ({ ...x, heli: { ...x.heli!, doorFire: doorFired } }));
  const g = fromAboard(a, g0, req, { rep: f.rep, weapon, fast: heli.mode === 'flying', by: key }, t.value, cause, [], events);
  return g.ok ? ok({ game: g.value, events }) : g;
}

/** The point a drop aims at (L2023): beneath a hover, else on the line flown this turn (the bot's 1"). */
export function dropPoint(g: FngGame, heli: NonNullable<SupportRequest['heli']>, at: Point | undefined): RuleResult<Point> {
  const here = heli.at!;
  if (heli.mode === 'hovering') {
    if (at && distance(at, here) > DROP_LINE_INCHES) return fail('fng/drop-off-line', { at: `${here.x},${here.y}`, hovering: 'yes' });
    return ok(here);
  }
  if (!at) return fail('fng/no-drop-point');
  const h = heli.heading ?? { x: 0, y: 1 };
  const v = { x: at.x - here.x, y: at.y - here.y };
  const along = v.x * h.x + v.y * h.y;
  const across = Math.abs(h.x * v.y - h.y * v.x);
  const flown = heli.onTable?.turn === g.turn ? heli.onTable.inches : 0;
  if (across > DROP_LINE_INCHES || along > DROP_LINE_INCHES || along < -flown - DROP_LINE_INCHES) return fail('fng/drop-off-line', { at: `${here.x},${here.y}`, inches: Math.round(flown * 10) / 10, hovering: 'no' });
  return ok(at);
}

/**
 * Whether a point lies on the observer's side (L2016: passengers of an OH-6 "may only fire out of the
 * doors or windows next to which they are sitting"; the lists put the personal weapon on its left, the
 * M-60 on its right, p.108): the left of its heading, or straight ahead or behind. On a screen's axes
 * (y down), a point with cross < 0 lies on the pilot's left.
 */
export function onObserversSide(from: Point, heading: Point, p: Point): boolean {
  const cross = heading.x * (p.y - from.y) - heading.y * (p.x - from.x);
  return cross < 1e-9;
}

/** Fire from aboard (L1982, L2016): the observer's M-16 or a passenger's weapon, at `rep`, Fast Moving as `fast`; hits take Combat Damage, a miss Received Fire. */
function fromAboard(a: OrderArgs, g0: FngGame, req: SupportRequest, who: { readonly rep: number; readonly weapon: WeaponId; readonly fast: boolean; readonly by?: string }, target: Placed, cause: TableFigure, repParts: RolledPart[], events: FngEvent[]): RuleResult<FngGame> {
  const env = chainEnv(a);
  const weapon = env.weapons[who.weapon];
  const tr = weapon.targets.kind === 'tr' ? weapon.targets.tr : 1;
  const { rep, fast } = who;
  const key = keyOf(target);
  const cover = standing(a, target.at, { ...(target.inCover ? { cover: true } : {}), ...(target.concealed ? { concealed: true } : {}) }, { ...(target.prone ? { prone: true } : {}) });
  const shot = fire(a.roller, { rep, tr, ...(fast ? { movedFast: true } : {}), targets: [{ id: key, dice: tr, ...(cover.inCover ? { inCover: true } : {}), ...(cover.concealed ? { concealed: true } : {}), ...(smokeAt(g0, target.at) ? { inSmoke: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, who.by ? `${who.by} from ${req.id}` : `observer ${req.id}`);
  if (!shot.ok) return shot;
  events.push(supportEvent({ kind: 'loach-fire', id: req.id, ...(who.by ? { by: who.by } : {}), target: key, weapon: weapon.name, tr, rep, fastMoving: fast, result: shot.value, repParts }));
  const hits = shot.value.hits[key] ?? 0;
  let g = g0;
  const downed: string[] = [];
  if (hits > 0) {
    const d = damage(g, key, hits, cause, weapon, env, events);
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
  }
  return ok(reactions(g, env, `support:${req.id}`, downed.length ? [] : [key], downed, events));
}

function drops(a: OrderArgs, g0: FngGame, req: SupportRequest, item: 'grenade' | 'smoke', rep: number, hovering: boolean, at: Point, cause: TableFigure, repParts: RolledPart[], events: FngEvent[], by?: string): RuleResult<FngGame> {
  const env = chainEnv(a);
  const d = dropStuff({ rep, hovering, item: item === 'grenade' ? 'explosive' : 'smoke', ...(item === 'grenade' ? { impact: GRENADE.impact } : {}) }, a.roller);
  if (!d.ok) return d;
  const v = d.value;
  const base = { kind: 'loach-drop' as const, id: req.id, ...(by ? { by } : {}), item, rep, repParts, hovering, at, passes: v.passes, outcome: v.outcome, parts: v.parts };
  let g = g0;
  // A crewman's drop that passes a die clears the smoke inside (L2036).
  if (v.passes >= 1 && g.support?.requests.find((x) => x.id === req.id)?.heli?.smokeInside !== undefined) g = withRequest(g, req.id, (x) => ({ ...x, heli: { ...x.heli!, smokeInside: undefined } }));
  if (v.outcome === 'falls-out') {
    events.push(supportEvent(base));
    return ok(g);
  }
  if (v.outcome === 'smoke-inside') {
    events.push(supportEvent(base));
    return ok(withRequest(g, req.id, (x) => ({ ...x, heli: { ...x.heli!, smokeInside: g.turn + SMOKE_GRENADE_TURNS - 1 } })));
  }
  if (v.outcome === 'explodes-inside') {
    events.push(supportEvent({ ...base, impactInside: v.impactInside! }));
    const aboard = g.support?.requests.find((x) => x.id === req.id)?.heli?.aboard ?? [];
    for (const key of aboard) g = damage(g, key, 1, cause, { impact: v.impactInside!, name: GRENADE.name }, env, events, { impact: v.impactInside! }).game;
    return ok(g);
  }
  const counts = v.targetCounts!;
  const shot = fire(a.roller, { rep, tr: 1, targets: [{ id: 'point', dice: 1, ...(counts === 'cover' ? { inCover: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `drop ${req.id}`);
  if (!shot.ok) return shot;
  const hit = (shot.value.hits['point'] ?? 0) > 0;
  let lands = at;
  let deviation: { die: number; direction: string; inches: number; part: RolledPart } | undefined;
  if (!hit) {
    const { score, part } = d6(a.roller, `drop deviation ${req.id}`);
    const direction = DEVIATION_TABLE[score - 1] ?? 'on-target';
    const inches = v.missDeviationInches!;
    const h = g.support?.requests.find((x) => x.id === req.id)?.heli?.heading ?? { x: 0, y: 1 };
    // The table's y runs down: right of the heading (x, y) is (−y, x).
    const step = direction === 'long' ? h : direction === 'short' ? { x: -h.x, y: -h.y } : direction === 'right' ? { x: -h.y, y: h.x } : direction === 'left' ? { x: h.y, y: -h.x } : { x: 0, y: 0 };
    lands = onBoard(boardOf(a), { x: Math.round((at.x + step.x * inches) * 10) / 10, y: Math.round((at.y + step.y * inches) * 10) / 10 });
    deviation = { die: score, direction, inches: direction === 'on-target' ? 0 : inches, part };
  }
  events.push(supportEvent({ ...base, aim: { counts, hit, part: shot.value.part }, ...(deviation ? { deviation } : {}), lands }));
  if (item === 'smoke') return ok(addArea(g, { kind: 'mark-smoke', shape: circle(lands, SMOKE_DIAMETER), by: req.id, since: g.turn, until: g.turn + SMOKE_GRENADE_TURNS - 1 }, events));
  const b = blast(g, env, cause, GRENADE, lands, { oops: false, shielded: [] }, events);
  return ok(reactions(b.game, env, `support:${req.id}`, [], b.downed, events));
}
