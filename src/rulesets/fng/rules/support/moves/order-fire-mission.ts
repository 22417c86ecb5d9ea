import { distance, type Point } from '../../../../../core/board/geometry.js';
import { levelsOf } from '../../terrain/building-floors.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { dangerClose, fireMission, INDIRECT_WEAPONS, type IndirectWeapon } from '../artillery.js';
import type { FngEvent } from '../../game/events.js';
import { chainEnv, type OrderArgs, type Ordered } from '../../game/order.js';
import { FIRE_MISSION_TO_HIT } from '../support-house-rules.js';
import { defenseRtps } from '../support.js';
import { supportEvent, withSupport } from './support-arrivals.js';
import { smokeBlinds } from '../../game/smoke-sight.js';
import { FAC_SPOTTER, facAsSpotter } from './fac-over.js';
import { updateRequest } from '../support-state.js';
import { awayFrom, keyOf, onTable, ownFigure } from '../../game/state.js';
import { offsetAlong, unitToward } from '../../terrain/table-geometry.js';
import { alive, attackerAt, caughtIn, commanderOf, goldenRule, hitAll, missionOf, reactions, requestHere } from './order-support.js';
import { areaOccupants, occupants, penetrateStructure, structureAt } from '../../terrain/moves/order-building.js';
import { fireOf } from '../../terrain/fire-state.js';
import { shellMinefield } from '../../terrain/moves/obstacle-crossing.js';
import { areaIndexAt, buildingAreas } from '../../terrain/building-size.js';

/**
 * Artillery and mortars in play (FNG 2nd Tour p.76–79, seed L1740–L1822): the Registered Target Points
 * of a Defense, and a mortar fire mission or artillery strike with Danger Close and deviation.
 */

/**
 * Registered Target Points for a Defense mission (L1740–L1766): the first time, the SL's dice say how
 * many (none at SL 1); the players place them before the first Activation.
 */
export function rtpOrder(a: OrderArgs, input: { readonly at: readonly Point[] }): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  if (a.game.turn > 0) return fail('fng/rtps-after-start');
  let s = m.value.s;
  const events: FngEvent[] = [];
  let allowance = s.rtpAllowance;
  let rolled;
  if (allowance === undefined) {
    const r = defenseRtps(m.value.sl, a.roller);
    if (!r.ok) return r;
    allowance = r.value.count;
    rolled = r.value.part;
  }
  const room = Math.max(0, allowance - s.rtps.length);
  const placed = input.at.slice(0, room).map((at, i) => ({ id: `R${s.rtps.length + i + 1}`, at }));
  if (placed.length === 0 && input.at.length > 0 && rolled === undefined) return fail('fng/rtps-placed', { count: allowance });
  s = { ...s, rtpAllowance: allowance, rtps: [...s.rtps, ...placed] };
  events.push(supportEvent({ kind: 'rtps', allowance, ...(rolled ? { rolled } : {}), placed }));
  return ok({ game: withSupport(a.game, s), events });
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

export interface FireMissionOrderInput {
  readonly spotter: string;
  readonly at?: Point;
  readonly support?: string;
  /** The spotter cannot see the point (−1 to REP unless on an RTP, L1774). */
  readonly unseen?: boolean;
}

/**
 * A Mortar Fire Mission or Artillery Strike (L1783–L1822) from a request over the table: Danger Close
 * if friends are nearer the point than 20"/36"; then three rounds per weapon, each Hitting roll against
 * the spotter's REP and its Deviation from the spotter's side of the point (6"/12", halved for an FO
 * who sees it); every figure in each round's 6"/12" circle takes a Combat Damage roll at Impact 2/4.
 * The spotter `fac` is the FAC over the table, as an FO, on a target it spotted last turn (L1924).
 */
export function fireMissionOrder(a: OrderArgs, input: FireMissionOrderInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  let s = m.value.s;
  // The FAC spots for artillery as an FO on targets it spotted the turn before (L1924).
  const found = input.spotter.trim().toLowerCase() === FAC_SPOTTER ? facAsSpotter(a.game, input.at) : ownFigure(a.game, a.side, input.spotter);
  if (!found.ok) return found;
  const spotter = found.value;
  if (!onTable(spotter)) return fail('fng/not-on-table', { figure: spotter.id });
  const r = requestHere(s, ['artillery', 'mortar'], input.support);
  if (!r.ok) return r;
  const req = r.value;
  const golden = goldenRule(s, req);
  if (!golden.ok) return golden;
  const target = input.at ?? req.at;
  if (!target) return fail('fng/no-target-point');
  const weapon: IndirectWeapon = req.for === 'mortar' ? 'mortar' : 'artillery';
  const w = INDIRECT_WEAPONS[weapon];
  const onRtp = req.rtp !== undefined || s.rtps.some((p) => distance(p.at, target) <= 1);
  const env = chainEnv(a);
  const events: FngEvent[] = [];
  let g = a.game;
  s = updateRequest(s, req.id, (x) => ({ ...x, state: 'spent' }));

  const friends = g.figures.filter((f) => f.side === 'fwf' && alive(f));
  const nearest = friends.length ? Math.min(...friends.map((f) => distance(f.at!, target))) : Infinity;
  if (nearest < w.minFriendlyInches) {
    const fc = commanderOf(g) ?? spotter;
    const dc = dangerClose({ weapon, friendlyInches: nearest, commanderRep: fc.rep }, a.roller);
    if (!dc.ok) return dc;
    const cancelled = dc.value.outcome === 'cancelled';
    s = { ...s, vp: s.vp + dc.value.victoryPoints, ...(dc.value.commanderRelieved ? { relieved: true } : {}) };
    events.push(supportEvent({ kind: 'danger-close', weapon, inches: round1(nearest), commander: keyOf(fc), outcome: cancelled ? 'cancelled' : 'proceeds', vp: dc.value.victoryPoints, relieved: dc.value.commanderRelieved, parts: dc.value.parts }));
    if (cancelled) return ok({ game: withSupport(g, s), events });
  }

  // Smoke blocks sight (L773): a spotter on the ground in a cloud, or with one across his line or over
  // the point, does not see it (the FAC looks down from above the smoke).
  const fromAbove = input.spotter.trim().toLowerCase() === FAC_SPOTTER;
  const cloud = !fromAbove && input.unseen !== true ? smokeBlinds(g, spotter.at!, target) : undefined;
  if (cloud) events.push({ kind: 'smoke-blinds', figure: keyOf(spotter), area: cloud.id, at: target, what: 'spot' });
  const unseen = input.unseen === true || cloud !== undefined;
  const fm = fireMission(
    { weapon, weapons: req.weapons ?? 1, ...(req.rounds ? { roundsPerWeapon: req.rounds } : {}), rep: spotter.rep, onRegisteredTargetPoint: onRtp, targetInCallerLos: !unseen, observerWithLos: spotter.role === 'fo' && !unseen, toHit: choiceRule(a.rules, 'fng.fire-mission.to-hit', FIRE_MISSION_TO_HIT) },
    a.roller,
  );
  if (!fm.ok) return fm;
  const dir = unitToward(spotter.at!, target);
  const attacker = attackerAt(spotter, spotter.rep);
  const name = weapon === 'mortar' ? 'mortar round' : 'artillery round';
  let downed: string[] = [];
  let missed: string[] = [];
  fm.value.rounds.forEach((round, i) => {
    const lands = offsetAlong(target, dir, round.along, round.across);
    events.push(supportEvent({ kind: 'round', id: req.id, n: i + 1, weapon, rep: round.modifiedRep, passes: round.passes, outcome: round.outcome, steps: round.steps.map((x) => ({ die: x.die, direction: x.direction })), deviationInches: round.deviationInches, lands, parts: round.parts }));
    // A round landing on a building or defensive position damages it as any APR hit does (L1809);
    // those inside take what it does to them, not the blast.
    const struck = a.table ? structureAt(a, lands) : undefined;
    let inside: string[] = [];
    if (struck?.ok) {
      const here = { ...struck.value, dv: fireOf(g, struck.value.feature.name)?.dv ?? struck.value.dv };
      // The area it lands on (L984): those in a large building's other areas are not in the blast, and take Received Fire.
      const areas = buildingAreas(here.feature);
      const landed = areaIndexAt(areas, lands);
      const within = areaOccupants(g, here.feature, areas, landed);
      const rest = occupants(g, here.feature).filter((o) => !within.includes(o));
      inside = [...within, ...rest].map(keyOf);
      missed = [...missed, ...rest.map(keyOf)];
      const later: FngEvent[] = [];
      // A round from above strikes the top level of the area (L988); what falls with it is kept (L992).
      const top = { feature: here.feature.name, area: landed, floor: levelsOf(here.feature).at(-1)! };
      const p = penetrateStructure(g, a, env, here, w.apr, within, later, top);
      if (!p.ok) throw new Error(p.code);
      const area = areas.length > 1 ? { area: { of: areas.length, aimed: landed + 1, hit: landed + 1 } } : {};
      events.push({ kind: 'building-fire', shot: { shooter: `support:${req.id}`, round: `${req.id} round ${i + 1}`, feature: here.feature.name, structure: here.structure, dv: here.dv, weapon: name, apr: w.apr, penetration: p.value.penetration, inside: within.map(keyOf), ...area, ...(p.value.hooch.length ? { hooch: p.value.hooch } : {}), ...(p.value.collapse ? { collapse: p.value.collapse } : {}) } }, ...later);
      g = p.value.game;
      downed = [...downed, ...p.value.downed];
      missed = [...missed, ...p.value.shotAt];
    }
    // A round landing in a minefield may have cleared 6" × 6" of it, rolled when someone fails there (L1206).
    g = shellMinefield(g, a.table, lands, 'artillery');
    const caught = caughtIn(g, lands, w.blastInches).filter((f) => !inside.includes(keyOf(f)));
    events.push({ kind: 'blast', centre: lands, diameter: w.blastInches, impact: w.impact, caught: caught.map(keyOf), away: awayFrom(lands, caught) });
    const h = hitAll(g, env, attacker, caught, { impact: w.impact, name }, false, events);
    g = h.game;
    downed = [...downed, ...h.downed];
    missed = [...missed, ...h.missed];
  });
  g = reactions(withSupport(g, s), env, `support:${req.id}`, missed, downed, events);
  events.push(supportEvent({ kind: 'leaves', id: req.id, for: req.for, why: 'done' }));
  return ok({ game: g, events });
}
