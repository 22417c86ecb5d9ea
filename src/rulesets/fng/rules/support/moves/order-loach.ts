import type { Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { fireAtHovering } from './anti-aircraft-play.js';
import { airframeOf, boardOf } from './airframe.js';
import { pilotingRoll } from './air-request.js';
import type { FngEvent } from '../../game/events.js';
import { doorGunnersReact } from './order-door-guns.js';
import { driftDown } from './helicopter-down.js';
import { loachActivates, planLoach, type LoachOnTable, type LoachStep } from '../loach.js';
import type { OrderArgs } from '../../game/order.js';
import { approach, fliesOn, setHeli } from './helicopter-flight.js';
import type { FngGame } from '../../game/state.js';
import { supportEvent } from './support-arrivals.js';
import type { SupportRequest } from '../support-state.js';
import { acrossTable, offsetAlong, onBoard, unitToward } from '../../terrain/table-geometry.js';

export type LoachOrderError = 'fng/not-a-loach' | 'fng/no-loach-spot' | 'fng/loach-not-on-table';

/**
 * `/fng-mission helicopter` for a Loach in on-table mode (FNG 2nd Tour p.88, L1982; the rules in
 * rules/support/loach.ts): `on-table at:x,y [from:x,y]` flies a leg over the table (first coming on at `from`,
 * by default the table's edge behind it), rolling Helicopter Piloting for its altitude and meeting the
 * enemy's fire along the leg as any helicopter's way in (AA checks, the Golden BB; a veer-off breaks
 * the leg off where it began); `hover` enters a hover where it is (Piloting; every enemy within 24"
 * fires, L1937), `leave` leaves it and stays over the table; `off-table` flies it off, no sooner than the
 * turn after it came on. Each needs the pilot's REP at least the side's die (L1982: "Activate based on
 * Pilot REP for movement"); the 36" and the two hovers a turn are checked before any die.
 */
export function loachStep(a: OrderArgs, req: SupportRequest, what: 'on-table' | 'off-table' | 'hover' | 'leave', to: Point | undefined, from: Point | undefined, events: FngEvent[]): RuleResult<FngGame> {
  if (req.aircraft !== 'oh-6-loach') return fail('fng/not-a-loach', { id: req.id });
  const g0 = a.game;
  const heli = req.heli;
  const frame = airframeOf(g0, req);
  const die = g0.dice?.fwf ?? 6;
  if (!loachActivates(frame.pilotRep, die)) return fail('fng/loach-not-active', { rep: frame.pilotRep, die });
  const on = heli?.onTable;
  if (!on && what !== 'on-table') return fail('fng/loach-not-on-table', { id: req.id });
  if (heli && !on && heli.mode !== 'flying') return fail('fng/helicopter-not-flying', { id: req.id });
  if (what === 'on-table' && !to) return fail('fng/no-loach-spot');
  // Coming on: from the edge of the table behind the leg (or where it is told), its turn's counts fresh.
  const start = on && heli.at ? heli.at : (from ?? acrossTable(boardOf(a), to!, unitToward({ x: to!.x, y: 0 }, to!)).from);
  const state: LoachOnTable = { at: start, hovering: heli?.mode === 'hovering', since: on?.since ?? g0.turn, turn: on?.turn ?? g0.turn, inches: on?.inches ?? 0, hoverUses: on?.hoverUses ?? 0 };
  const step: LoachStep = what === 'on-table' ? { kind: 'fly', to: to! } : what === 'off-table' ? { kind: 'off-table' } : what === 'hover' ? { kind: 'enter-hover' } : { kind: 'leave-hover' };
  const plan = planLoach(state, g0.turn, [step]);
  if (!plan.ok) return plan;
  const id = req.id;
  const inclement = g0.mission?.weather === 'inclement';
  const counts = (s: LoachOnTable) => ({ since: s.since, turn: s.turn, inches: s.inches, hoverUses: s.hoverUses });
  if (what === 'off-table') {
    const { onTable: _o, ...rest } = heli!;
    return ok(fliesOn(setHeli(g0, id, () => ({ ...rest, mode: 'flying', serial: g0.serial })), id, events));
  }
  if (what === 'on-table') {
    const dir = unitToward(start, to!);
    let g = setHeli(g0, id, (h) => ({ ...h, mode: 'flying', heading: dir, serial: g0.serial, at: start, onTable: counts(plan.value) }));
    const aa = approach(a, g, id, start, to!, inclement, events);
    g = aa.game;
    if (aa.outcome === 'gone') return ok(g);
    if (aa.outcome === 'veers-off') {
      events.push(supportEvent({ kind: 'helicopter', id, what: 'aborts', at: start }));
      return ok(on ? g : setHeli(g, id, (h) => ({ ...h, at: start })));
    }
    events.push(supportEvent({ kind: 'helicopter', id, what: 'loach-flies', at: to! }));
    return ok(setHeli(g, id, (h) => ({ ...h, at: to! })));
  }
  const at = heli!.at!;
  const dir = heli!.heading ?? { x: 0, y: 1 };
  if (what === 'hover') {
    const p = pilotingRoll(a, g0, id, 'entering-hover', inclement, events);
    if (p.outcome === 'stall') return ok(driftDown(a, g0, id, at, dir, p.inches ?? 0, 'hard-landing', events).game);
    const over = p.outcome === 'overshoot' ? (p.inches ?? 0) : 0;
    const spot = over ? onBoard(boardOf(a), offsetAlong(at, dir, over, 0)) : at;
    events.push(supportEvent({ kind: 'helicopter', id, what: 'loach-hovers', at: spot }));
    const g = setHeli(g0, id, (h) => ({ ...h, mode: 'hovering', at: spot, serial: g0.serial, onTable: { ...counts(plan.value), inches: plan.value.inches + over } }));
    const shot = fireAtHovering(a, g, id, spot, dir, events);
    return ok(doorGunnersReact(a, shot.game, id, shot.firers ?? [], events));
  }
  const p = pilotingRoll(a, g0, id, 'leaving-hover', inclement, events);
  const g = setHeli(g0, id, (h) => ({ ...h, mode: 'flying', serial: g0.serial, onTable: counts(plan.value) }));
  events.push(supportEvent({ kind: 'helicopter', id, what: 'loach-leaves-hover', at }));
  if (p.outcome !== 'spin') return ok(g);
  // The table's y runs down: a right turn takes the heading (x, y) to (−y, x).
  const turned = p.spin === 'right' ? { x: -dir.y, y: dir.x } : { x: dir.y, y: -dir.x };
  const d = driftDown(a, g, id, at, turned, p.inches ?? 0, 'flies-on', events);
  return ok(d.at ? setHeli(d.game, id, (h) => ({ ...h, at: d.at!, heading: turned })) : d.game);
}

