import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { mayActivate } from '../../firefight/activation.js';
import type { FngEvent } from '../../game/events.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { hasRadio } from './order-support.js';
import { activateSubordinate, callerRep, makeTheCall, radioJammed, radioWeather } from '../radio.js';
import { activationRepOf, groupOfFigure, has, inches, keyOf, leaderOf, onTable, ownFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { supportOf, withSupport } from './support-arrivals.js';

export type RadioOrderError =
  | 'fng/radio-fwf-only'
  | 'fng/not-a-leader'
  | 'fng/no-radio-near'
  | 'fng/subordinate-acts-anyway'
  | 'fng/subordinate-same-group';

/** Holding the handset: in contact with the radio (L1676). */
const CONTACT_INCHES = 1;

/**
 * The radio that reaches `commander`'s voice (L1674–L1676, L1691): his own, else the nearest friend
 * carrying one within 4" who passes the order on at his own REP.
 */
function radioFor(g: FngGame, commander: TableFigure): TableFigure | undefined {
  if (hasRadio(commander)) return commander;
  const near = g.figures
    .filter((f) => f.side === commander.side && onTable(f) && f.status === 'carry-on' && keyOf(f) !== keyOf(commander) && hasRadio(f) && inches(f, commander) <= 4)
    .sort((x, y) => inches(x, commander) - inches(y, commander));
  return near[0];
}

/**
 * Activating a subordinate by radio (FNG 2nd Tour p.73, L1695–L1700, L1687): the active commander
 * makes the call (Making the Call, L1665: atmospherics, then 1d6 vs his REP, or the operator's when
 * he passes it through one within 4") to a lower-REP leader of another group; through, he rolls 1d6
 * vs his own REP. Pass: that group gives up its normal activation and acts now, whatever its own
 * REP against the die. Fail: it keeps its normal activation, and the commander does nothing more
 * this activation. Lost contact uses the radio for the turn (L1679) and leaves the commander free.
 * Read here: the subordinate is reached by radio whoever in his group carries it (the book does not
 * say he must hold one); a group whose REP already activates it has nothing to gain and is refused.
 */
export function radioSubordinateOrder(a: OrderArgs, input: { readonly commander: string; readonly subordinate: string }): RuleResult<Ordered> {
  const g0 = a.game;
  if (a.side !== 'fwf') return fail('fng/radio-fwf-only');
  const c = readyFigure(a, input.commander, 'fng/already-moved', { moved: true });
  if (!c.ok) return c;
  const commander = c.value;
  if (leaderOf(g0, commander)?.id !== keyOf(commander)) return fail('fng/not-a-leader', { figure: commander.id });
  const s = ownFigure(g0, a.side, input.subordinate);
  if (!s.ok) return s;
  const sub = s.value;
  if (!onTable(sub)) return fail('fng/not-on-table', { figure: sub.id });
  if (leaderOf(g0, sub)?.id !== keyOf(sub)) return fail('fng/not-a-leader', { figure: sub.id });
  const group = groupOfFigure(g0, sub);
  if (group.includes(keyOf(commander))) return fail('fng/subordinate-same-group', { figure: sub.id });
  const die = g0.dice?.fwf ?? 7;
  const groupRep = activationRepOf(g0, sub).rep;
  if (mayActivate(groupRep, die)) return fail('fng/subordinate-acts-anyway', { figure: sub.id, rep: groupRep, die });
  if (sub.rep >= commander.rep) return fail('fng/subordinate-not-lower', { commander: commander.rep, subordinate: sub.rep });
  const radio = radioFor(g0, commander);
  if (!radio) return fail('fng/no-radio-near', { figure: commander.id });
  const support = supportOf(g0);
  const used = support.radios.turn === g0.turn ? support.radios.keys : [];
  if (used.includes(keyOf(radio))) return fail('fng/radio-already-used', { figure: radio.id });
  const who = callerRep({ leaderRep: commander.rep, rtoRep: radio.rep, leaderToRtoInches: keyOf(radio) === keyOf(commander) || inches(radio, commander) <= CONTACT_INCHES ? 0 : inches(radio, commander) });
  if (!who.ok) return who;
  const caller = who.value.caller === 'leader' ? commander : radio;
  const call = makeTheCall({ rep: who.value.rep, weather: radioWeather(a.game.mission), rtoWizard: has(caller, 'rto-wizard'), calling: `${sub.id} by radio`, jammed: radioJammed(a.game) }, a.roller);
  if (!call.ok) return call;
  let g = withSupport(g0, { ...support, radios: { turn: g0.turn, keys: [...used, keyOf(radio)] } });
  const base = { kind: 'radio-subordinate' as const, commander: keyOf(commander), subordinate: keyOf(sub), radio: keyOf(radio), by: who.value.caller, atmospheric: call.value.atmospheric, modifiedRep: call.value.modifiedRep, through: call.value.success };
  if (!call.value.success) return ok({ game: g, events: [{ ...base, parts: call.value.parts }] });
  const r = activateSubordinate({ commanderRep: commander.rep, subordinateLeaderRep: sub.rep }, a.roller);
  if (!r.ok) return r;
  const now = r.value.outcome === 'activates-now';
  g = now
    ? { ...g, radioed: { serial: g.serial, figures: group } }
    : { ...g, figures: g.figures.map((f) => (keyOf(f) === keyOf(commander) ? { ...f, moved: true, fired: true, busy: true } : f)) };
  const event: FngEvent = { ...base, activates: now, group: [...group], parts: [...call.value.parts, r.value.part] };
  return ok({ game: g, events: [event] });
}
