import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { headToHead, type FngGame } from '../../game/state.js';
import { unresolvedNotes } from '../../game/head-to-head.js';

export type MissionEndError = 'fng/no-mission' | 'fng/mission-over' | 'fng/players-end-mission';

/**
 * The mission ends (FNG 2nd Tour, "Ending the Mission", L2182–L2258: when its turns are up, the
 * enemy is gone or the players leave the table — the table's call, given by a Free World player or
 * the GM). No more orders are given in it; what the enemy sealed for the end (the EAL when hidden,
 * the traps it laid before they were found) is disclosed, each decision published with its salt so
 * `/verify` can check it against the hash committed when it was made. PEFs never resolved held
 * nothing yet: what a PEF is is rolled only when it is resolved (L1405).
 */
export function endMissionOrder(a: OrderArgs & { readonly gm: boolean }): RuleResult<Ordered, MissionEndError> {
  const g = a.game;
  const m = g.mission;
  if (!m) return fail('fng/no-mission');
  // Ended by its clock or a Random Event and not yet counted: it is counted now.
  const timeUp = (m.ended?.by === 'time' || m.ended?.by === 'event') && !m.ended.counted;
  if (m.ended && !timeUp) return fail('fng/mission-over', { turn: m.ended.turn });
  // With the bot as the enemy the players' side calls it; head to head either side may (L2182: the players leave the table).
  if (!a.gm && a.side !== 'fwf' && !headToHead(g)) return fail('fng/players-end-mission');
  // Its clock ended it at a turn's end (`endMission`): what was sealed is out already; it is counted now.
  if (timeUp) return ok({ game: { ...g, mission: { ...m, ended: { ...m.ended!, counted: true } } }, events: [] });
  return ok(endMission(g));
}

/**
 * The mission is over: no more orders, the sealed decisions disclosed (the event tells the EAL, the
 * PEF REP and the traps never found). `by: 'time'` when its clock ended it (turn-end.ts), `'event'` when a
 * Random Event did (L1648).
 */
export function endMission(g: FngGame, by?: 'time' | 'event'): { readonly game: FngGame; readonly events: FngEvent[] } {
  const m = g.mission!;
  const { pending: _p, acting: _a, ...rest } = g;
  const traps = (g.traps ?? []).map((t) => ({ id: t.id, at: t.at, type: t.type }));
  const event: FngEvent = {
    kind: 'mission-end',
    ...(by ? { by } : {}),
    turn: g.turn,
    eal: m.eal,
    pefRep: m.pefRep,
    sealed: (g.sealed ?? []).filter((s) => !s.disclosed).map((s) => s.seq),
    traps,
    pefs: (g.pefs ?? []).map((p) => p.id),
    ...(headToHead(g) ? { sidePefs: unresolvedNotes(g).map((n) => ({ side: n.side, pef: n.pef, holds: n.holds })) } : {}),
  };
  return {
    game: { ...rest, mission: { ...m, ended: { turn: g.turn, ...(by ? { by } : {}) } }, sealed: (g.sealed ?? []).map((s) => (s.disclosed ? s : { ...s, disclosed: true })) },
    events: [event],
  };
}
