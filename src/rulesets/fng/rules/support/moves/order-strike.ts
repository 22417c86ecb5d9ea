import { distanceToSegment, type Point } from '../../../../../core/board/geometry.js';
import { fromAir } from '../../terrain/air-cover.js';
import { civiliansUnderAreaFire } from '../../missions/moves/civilians-play.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { fire } from '../../firefight/ranged-combat.js';
import { MUNITION_REP } from '../support-house-rules.js';
import { supportEvent, supportOf, withSupport } from './support-arrivals.js';
import { strikeLeaves } from './air-areas.js';
import { facFlew, markNear, smokeAt } from '../air-state.js';
import { updateRequest, type SupportRequest } from '../support-state.js';
import { awayFrom, keyOf, type FngGame, type TableFigure } from '../../game/state.js';
import { attackPass } from './anti-aircraft-play.js';
import { requestIn } from './air-request.js';
import { offsetAlong, unitToward } from '../../terrain/table-geometry.js';
import { helicopterOf } from './airframe.js';
import { strikeTargetAllowed } from './strike-target.js';
import { AIR_MUNITIONS, airstrikeDeviation, munitionAttackRep, NAPALM_TEMPLATE, FLIGHT_LINE_ATTACK_INCHES, type AirMunition } from '../tac-air.js';
import { type SupportOrderError, alive, attackerAt, caughtIn, goldenRule, hitAll, missionOf, reactions, requestHere } from './order-support.js';
import { shellMinefield } from '../../terrain/moves/obstacle-crossing.js';
import type { MineClearer } from '../../terrain/obstacles.js';

/** The air munitions L1206 names as clearing a minefield: rockets, 500 and 750 lb bombs. */
const MINE_CLEARERS: Partial<Record<AirMunition, MineClearer>> = { rockets: 'rockets', 'bomb-500': 'bomb-500', 'bomb-750': 'bomb-750' };

/**
 * An aircraft's or gunship's attack pass over the table (FNG 2nd Tour, Tac Air p.81–84, gunships p.87–90,
 * seed L1856–L1913, L1962, L2005–L2019): the enemy's fire first, then bombs, rockets and napalm on the
 * Ranged Combat table with deviation along the Flight Line, or guns strafing it.
 */

/** The stretch of the Flight Line a gun run strafes, each side of the target point (not printed: L1906 names the line, not its length). */
export const STRAFE_HALF_LENGTH = 12;

export const STRIKE_MUNITIONS: readonly AirMunition[] = ['bomb-250-frag', 'bomb-500', 'bomb-750', 'bomb-wp', 'rockets', 'wp-marking-rocket', 'napalm', 'gun-lmg', 'gun-hmg', 'autocannon'];

export interface StrikeInput {
  readonly at: Point;
  readonly munition: AirMunition;
  readonly support?: string;
  /** Where the aircraft comes from: the Flight Line runs from here through the point. */
  readonly from?: Point;
  /** A gunship's fixed guns fired in the same pass as its rockets (L1962). */
  readonly also?: AirMunition;
  /** The second weapon of a gunship's pass: no new enemy fire, no pass spent. */
  readonly sameRun?: boolean;
}

/**
 * Whether a gun run is fired from rotary guns: a helicopter whose list line carries an RLMG for a light
 * gun run, or an RHMG for a heavy one (p.108; "twice for each figure fired upon by RLMGs or RHMGs", L2009).
 */
export function rotaryGuns(req: Pick<SupportRequest, 'for' | 'aircraft'>, munition: AirMunition): boolean {
  if (munition !== 'gun-lmg' && munition !== 'gun-hmg') return false;
  if (req.for !== 'gunship' && req.for !== 'firefly' && req.for !== 'nighthawk') return false;
  const h = helicopterOf(req);
  const wanted = munition === 'gun-lmg' ? /\bRLMG\b/ : /\bRHMG\b/;
  return [...h.weapons.central, ...h.weapons.left, ...h.weapons.right].some((w) => wanted.test(w));
}

/** Guns a gunship fires with its rockets in one pass (L1962). */
export const GUNSHIP_GUNS: readonly AirMunition[] = ['gun-lmg', 'gun-hmg', 'autocannon'];

/** One weapon type a pass (L1859), but a gunship's rockets and guns together (L1962); a helicopter must be flying its passes. */
function passAllowed(turn: number, req: SupportRequest, input: StrikeInput): RuleResult<true, SupportOrderError> {
  if (req.heli && req.heli.mode !== 'flying' && req.heli.mode !== 'around') return fail('fng/helicopter-not-flying', { id: req.id });
  // A Loach over the table in on-table mode makes no passes until it flies off it (L1982).
  if (req.heli?.onTable) return fail('fng/loach-on-table', { id: req.id });
  if (req.heli?.mode === 'around' && turn < (req.heli.turn ?? 0) + 2) return fail('fng/helicopter-going-around', { turn: (req.heli.turn ?? 0) + 2 });
  if (input.also === undefined) return ok(true);
  if (req.for !== 'gunship' || !GUNSHIP_GUNS.includes(input.also) || GUNSHIP_GUNS.includes(input.munition)) return fail('fng/one-weapon-a-pass');
  return ok(true);
}

/**
 * One attack pass by an aircraft or gunship over the table (L1893–L1913, L2005–L2019). First the
 * enemy's fire (`attackPass`: AA checks and the Golden BB, L1866–L1894): a veer-off spends the pass
 * unfired; a gunship fires its guns (`also`) with its rockets in the same pass (L1962). Bombs, rockets
 * and napalm: 1d6 on the Ranged Combat table at the munition's REP (house rule `fng.air.munition-rep`),
 * cover and concealment at the point counting; a miss deviates along the Flight Line (Airstrike
 * Deviation, halved from a helicopter); the blast circle (or napalm's 6"×18" template) hits everyone
 * in it, and figures a bomb's blast does not hit are Stunned. Guns: every figure within 3" of the
 * Flight Line is fired on once at the pilot's REP. One pass is spent; the last sends it home. A
 * FAC's WP mark within 24" of the point counts the pilot one REP higher (L1922); napalm, WP smoke and
 * a marking rocket's smoke stay on the table (air-areas.ts); not in an activation the FAC flew (L1925).
 * An airstrike goes only where the FAC spotted or marked, a Firefly or Nighthawk only into light
 * (strike-target.ts, L1921–L1922, L1986).
 */
export function strikeOrder(a: OrderArgs, input: StrikeInput): RuleResult<Ordered> {
  // A lull (Random Event, L1641): "Airstrikes may not be made."
  if (a.game.mission?.lullTurn === a.game.turn) return fail('fng/lull-no-air');
  const m = missionOf(a);
  if (!m.ok) return m;
  let s = m.value.s;
  const r = requestHere(s, ['air', 'gunship', 'firefly', 'nighthawk'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const golden = goldenRule(s, req);
  if (!golden.ok) return golden;
  const pass = passAllowed(a.game.turn, req, input);
  if (!pass.ok) return pass;
  if (facFlew(a.game)) return fail('fng/fac-flew');
  if (!input.sameRun) {
    const shown = strikeTargetAllowed(a.game, a.table, req, input.at);
    if (!shown.ok) return shown;
  }
  const env = chainEnv(a);
  const events: FngEvent[] = [];
  let g = a.game;
  // A FAC's WP mark within 24" of where the attack lands: the pilot counts one REP higher (L1922).
  const marked = markNear(g, input.at) !== undefined;
  let basePilot = req.pilotRep ?? 4;
  const stats = AIR_MUNITIONS[input.munition];
  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f));
  const dir = flightDirection(g, input.at, input.from);
  const caller = g.figures.find((f) => keyOf(f) === req.caller) ?? friends[0];
  if (!caller) return fail('fng/no-force-commander');
  if (!input.sameRun) {
    const run = enemyFireThenSecondWeapon(a, req, input, dir, events);
    if (!run.ok) return run;
    if (!run.value.attacks) return ok({ game: run.value.game, events });
    g = run.value.game;
    s = supportOf(g);
    // The enemy's fire may have shaken him (presses on at −1, L1888).
    basePilot = requestIn(g, req.id).pilotRep ?? basePilot;
  }
  const pilotRep = basePilot + (marked ? 1 : 0);
  const name = input.munition.replace(/-/g, ' ');
  let downed: string[] = [];
  let missed: string[] = [];
  let left: { readonly lands: Point; readonly caught: readonly string[] } | undefined;
  const gun = stats.blastInches === null && input.munition !== 'napalm';
  if (gun) {
    const a0 = offsetAlong(input.at, dir, -STRAFE_HALF_LENGTH, 0);
    const a1 = offsetAlong(input.at, dir, STRAFE_HALF_LENGTH, 0);
    const under = g.figures.filter((f) => alive(f) && distanceToSegment(f.at!, a0, a1) <= FLIGHT_LINE_ATTACK_INCHES);
    events.push(supportEvent({ kind: 'strafe', id: req.id, munition: input.munition, rep: pilotRep, under: under.map(keyOf) }));
    // RLMGs and RHMGs (mini-guns, Vulcans) roll twice for each figure (L2009).
    const rolls = rotaryGuns(req, input.munition) ? 2 : 1;
    for (const f of under) {
      // A figure within smoke cannot be hit by fire; it still takes its Received Fire Test (L773).
      const shot = fire(a.roller, { rep: pilotRep, tr: rolls, targets: [{ id: keyOf(f), dice: rolls, ...(smokeAt(g, f.at!) ? { inSmoke: true } : {}), ...(f.inCover ? { inCover: true } : {}), ...(f.concealed ? { concealed: true } : {}), ...(f.prone ? { prone: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `strafe ${f.id}`);
      if (!shot.ok) return shot;
      const hits = shot.value.hits[keyOf(f)] ?? 0;
      const hit = hits > 0;
      events.push(supportEvent({ kind: 'strike', id: req.id, munition: input.munition, at: f.at!, rep: pilotRep, hit, lands: f.at!, ...(rolls > 1 ? { rolls, hits } : {}), parts: [shot.value.part] }));
      if (!hit) {
        missed.push(keyOf(f));
        continue;
      }
      const h = hitAll(g, env, attackerAt(caller, pilotRep), [figureIn(g, keyOf(f))], { impact: stats.impact, name }, false, events, hits);
      g = h.game;
      downed = [...downed, ...h.downed];
      missed = [...missed, ...h.missed];
    }
    // "All targets within 3" of either side of the Flight Line will suffer an attack" (L1906): civilians too.
    const airCover = (p: Point) => {
      const c = fromAir(a.table, p);
      return { cover: c.cover, concealment: c.concealed || c.unseen };
    };
    g = civiliansUnderAreaFire(g, (p) => distanceToSegment(p, a0, a1) <= FLIGHT_LINE_ATTACK_INCHES, { by: req.id, weapon: name, rep: pilotRep, dice: rolls, impact: stats.impact, side: a.side }, { roller: a.roller, autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip, coverAt: airCover }, events);
  } else {
    const rep = munitionAttackRep({ munition: input.munition, pilotRep: basePilot, withinFacMark: marked, munitionRep: choiceRule(a.rules, 'fng.air.munition-rep', MUNITION_REP) });
    // The impact point's cover or concealment from the air, not from the ground (L1891).
    const cover = fromAir(a.table, input.at);
    const shot = fire(a.roller, { rep: Math.min(7, rep), tr: 1, targets: [{ id: 'point', dice: 1, ...(cover.cover ? { inCover: true } : {}), ...(cover.concealed || cover.unseen ? { concealed: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `${name} run`);
    if (!shot.ok) return shot;
    const hit = (shot.value.hits['point'] ?? 0) > 0;
    const parts = [shot.value.part];
    let lands = input.at;
    let deviation;
    if (!hit) {
      const dev = airstrikeDeviation({ fromHelicopter: req.for === 'gunship' }, a.roller);
      parts.push(...dev.parts);
      lands = offsetAlong(input.at, dir, dev.inches, 0);
      deviation = { die: dev.die, direction: dev.direction, inches: dev.inches };
    }
    events.push(supportEvent({ kind: 'strike', id: req.id, munition: input.munition, at: input.at, rep, hit, ...(deviation ? { deviation } : {}), lands, parts }));
    let caught: TableFigure[];
    if (input.munition === 'napalm') {
      caught = g.figures.filter((f) => {
        if (!alive(f)) return false;
        const dx = f.at!.x - lands.x;
        const dy = f.at!.y - lands.y;
        const along = dx * dir.x + dy * dir.y;
        const across = -dx * dir.y + dy * dir.x;
        return along >= 0 && along <= NAPALM_TEMPLATE.lengthInches && Math.abs(across) <= NAPALM_TEMPLATE.widthInches / 2;
      });
    } else caught = caughtIn(g, lands, stats.blastInches!);
    // Rockets and 500 or 750 lb bombs landing in a minefield may have cleared 6" × 6" of it (L1206).
    const clearer = MINE_CLEARERS[input.munition];
    if (clearer) g = shellMinefield(g, a.table, lands, clearer);
    // Napalm's template (L1909), for the civilians under it: the 6" side on the point, 18" along the Flight Line.
    const w = NAPALM_TEMPLATE.widthInches / 2;
    const l = NAPALM_TEMPLATE.lengthInches;
    const template = input.munition === 'napalm' ? { area: { kind: 'polygon' as const, points: [{ x: lands.x - dir.y * w, y: lands.y + dir.x * w }, { x: lands.x + dir.y * w, y: lands.y - dir.x * w }, { x: lands.x + dir.x * l + dir.y * w, y: lands.y + dir.y * l - dir.x * w }, { x: lands.x + dir.x * l - dir.y * w, y: lands.y + dir.y * l + dir.x * w }] } } : {};
    events.push({ kind: 'blast', centre: lands, diameter: stats.blastInches ?? NAPALM_TEMPLATE.lengthInches, impact: stats.impact, caught: caught.map(keyOf), away: awayFrom(lands, caught), ...template });
    const h = hitAll(g, env, attackerAt(caller, Math.min(7, rep)), caught, { impact: stats.impact, name }, input.munition.startsWith('bomb'), events);
    g = h.game;
    downed = h.downed;
    missed = h.missed;
    left = { lands, caught: caught.map(keyOf) };
  }
  g = strikeLeaves(g, { by: req.id, munition: input.munition, lands: left?.lands ?? input.at, dir, caught: left?.caught ?? [] }, events);
  const passes = (req.passes ?? 1) - (input.sameRun ? 0 : 1);
  s = updateRequest(s, req.id, (x) => ({ ...x, passes, ...(passes <= 0 ? { state: 'spent' as const } : {}) }));
  if (passes <= 0) events.push(supportEvent({ kind: 'leaves', id: req.id, for: req.for, why: 'passes' }));
  g = reactions(withSupport(g, s), env, `support:${req.id}`, missed, downed, events);
  return ok({ game: g, events });
}

/** The way an attack pass flies through its point: from `from`, else from the middle of the Free World figures (12" short of the point when none is on the table). */
export function flightDirection(g: FngGame, at: Point, from?: Point): Point {
  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f));
  const centre = friends.length ? { x: friends.reduce((n, f) => n + f.at!.x, 0) / friends.length, y: friends.reduce((n, f) => n + f.at!.y, 0) / friends.length } : { x: at.x, y: at.y - 12 };
  return unitToward(from ?? centre, at);
}

const figureIn = (g: FngGame, key: string): TableFigure => g.figures.find((f) => keyOf(f) === key)!;

/** Before a pass attacks: the enemy's fire (AA checks, Golden BB), then a gunship's guns beside its rockets. */
function enemyFireThenSecondWeapon(a: OrderArgs, req: SupportRequest, input: StrikeInput, dir: Point, events: FngEvent[]): RuleResult<{ readonly game: FngGame; readonly attacks: boolean }> {
  const run = attackPass(a, req.id, input.at, dir, events);
  if (!run.attacks || input.also === undefined) return ok(run);
  const guns = strikeOrder({ ...a, game: run.game }, { at: input.at, munition: input.also, support: req.id, sameRun: true, ...(input.from ? { from: input.from } : {}) });
  if (!guns.ok) return guns;
  events.push(...guns.value.events);
  return ok({ game: guns.value.game, attacks: true });
}
