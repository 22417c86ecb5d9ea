import { distance } from '../../../core/board/geometry.js';
import type { RolledPart } from '../../../core/dice/roll-spec.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { helicopterCrewRep } from './air.js';
import { smokeAcross, smokeAt } from './air-state.js';
import { helicopterOf } from './airframe.js';
import { withRequest } from './air-request.js';
import { damage } from './chain.js';
import type { FngEvent } from './events.js';
import { chainEnv, standing, type OrderArgs, type Ordered } from './order.js';
import { attackerAt, goldenRule, missionOf, reactions, requestHere } from './order-support.js';
import { fire } from './ranged-combat.js';
import { keyOf, liveEnemy, onTable, type FngGame, type TableFigure } from './state.js';
import { supportEvent } from './support-arrivals.js';
import type { WeaponId } from './weapons.js';

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

export type DoorGunsError = 'fng/door-guns-not-sitting' | 'fng/no-door-guns' | 'fng/door-guns-fired' | 'fng/no-door-gun-target';

/** The door gun on the lists: an M-60 (p.108 names "M-60 door gun"). */
const DOOR_GUN: WeaponId = 'm60';

export function doorGunsOrder(a: OrderArgs, input: DoorGunsInput): RuleResult<Ordered> {
  const m = missionOf(a);
  if (!m.ok) return m;
  const r = requestHere(m.value.s, ['gunship', 'medevac'], input.support);
  if (!r.ok) return r;
  const golden = goldenRule(m.value.s, r.value);
  if (!golden.ok) return golden;
  const req = r.value;
  const heli = req.heli;
  if (!heli?.at || (heli.mode !== 'landed' && heli.mode !== 'hovering')) return fail('fng/door-guns-not-sitting', { id: req.id });
  const stats = helicopterOf(req);
  const guns = [...stats.weapons.left, ...stats.weapons.right].filter((w) => /door gun/i.test(w));
  if (guns.length === 0) return fail('fng/no-door-guns', { id: req.id, aircraft: stats.name });
  if (heli.gunsFired === a.game.serial) return fail('fng/door-guns-fired', { id: req.id });
  if (!input.target) return fail('fng/no-door-gun-target');
  const e = liveEnemy(a.game, 'fwf', input.target);
  if (!e.ok) return e;
  const target = e.value as TableFigure & { readonly at: NonNullable<TableFigure['at']> };
  const env = chainEnv(a);
  const weapon = env.weapons[DOOR_GUN];
  const range = distance(heli.at, target.at);
  if (range > weapon.range) return fail('fng/out-of-range', { figure: target.id, inches: Math.round(range * 10) / 10, range: weapon.range, weapon: weapon.name });
  const inside = smokeAt(a.game, heli.at);
  if (inside) return fail('fng/shooter-in-smoke', { figure: req.id, area: inside.id });
  const between = smokeAt(a.game, target.at) ? undefined : smokeAcross(a.game, heli.at, target.at);
  if (between) return fail('fng/smoke-between', { figure: target.id, shooter: req.id, area: between.id });
  const events: FngEvent[] = [];
  const repParts: RolledPart[] = [];
  const reps = guns.map((_, i) => {
    const kept = req.gunnerReps?.[i];
    if (kept !== undefined) return kept;
    const c = helicopterCrewRep(a.roller, `door gunner ${i + 1} REP`);
    repParts.push(c.part);
    return c.rep;
  });
  const tr = weapon.targets.kind === 'tr' ? weapon.targets.tr : 1;
  const key = keyOf(target);
  const cover = standing(a, target.at, { ...(target.inCover ? { cover: true } : {}), ...(target.concealed ? { concealed: true } : {}) }, { ...(target.prone ? { prone: true } : {}) });
  let g: FngGame = withRequest(a.game, req.id, (x) => ({ ...x, gunnerReps: reps, heli: { ...heli, gunsFired: a.game.serial } }));
  const voice = g.figures.find((f) => keyOf(f) === req.caller && onTable(f)) ?? g.figures.find((f) => f.side === 'fwf' && onTable(f));
  if (!voice) return fail('fng/no-force-commander');
  let hits = 0;
  const shots = [];
  for (const [i, rep] of reps.entries()) {
    const shot = fire(a.roller, { rep, tr, targets: [{ id: key, dice: tr, ...(cover.inCover ? { inCover: true } : {}), ...(cover.concealed ? { concealed: true } : {}), ...(smokeAt(a.game, target.at) ? { inSmoke: true } : {}) }], autoHit: env.rules.autoHit, lmgHip: env.rules.lmgHip }, `door gun ${i + 1}`);
    if (!shot.ok) return shot;
    shots.push({ rep, result: shot.value });
    hits += shot.value.hits[key] ?? 0;
  }
  events.push(supportEvent({ kind: 'door-guns', id: req.id, target: key, weapon: weapon.name, tr, shots, repParts }));
  const downed: string[] = [];
  const missed: string[] = [];
  if (hits > 0) {
    const d = damage(g, key, hits, attackerAt(voice, Math.max(...reps)), weapon, env, events);
    g = d.game;
    if (d.level !== undefined && d.level !== 'carry-on') downed.push(key);
    else missed.push(key);
  } else missed.push(key);
  return ok({ game: reactions(g, env, `support:${req.id}`, missed, downed, events), events });
}
