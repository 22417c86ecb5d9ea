import type { Roller } from '../../../../../core/dice/roller.js';
import type { HouseRules } from '../../../../../core/house-rules.js';
import { campaignRules } from '../../tour/campaign-house-rules.js';
import type { FngEvent } from '../../game/events.js';
import { ambushAfterSixTurns, gameEndRoll, missionLength } from '../missions.js';
import { endMission } from './order-mission-end.js';
import type { FngGame } from '../../game/state.js';
import { nextDayPart } from '../weather.js';

/**
 * The mission's clock at the end of a turn (FNG 2nd Tour, Weather/Day Part L1345–L1347, L1356–L1368;
 * game length L2189, L2204, L2222–L2224, L2252): the Day Part counts its turns down and moves on as its
 * row says ("then go to 7"), rolling the next one's turns where the row has 3 + 1/2d6; once the
 * mission's turns are played the end roll is made — 1d6, 5 or 6 ends it — or, on an Ambush after its
 * six turns, (1-3) its objectives become a Fight's and it plays on as one, else it ends. A mission that
 * ends so is over as `/fng-mission end` would make it (no more orders, the sealed disclosed), and
 * `/fng-mission end` then counts it.
 */
export function missionClock(g0: FngGame, roller: Roller, rules: HouseRules): { readonly game: FngGame; readonly events: readonly FngEvent[] } {
  const m0 = g0.mission;
  if (!m0 || m0.ended || g0.turn === 0) return { game: g0, events: [] };
  const events: FngEvent[] = [];
  const reading = () => campaignRules(rules);
  let m = m0;
  if (m.dayPart) {
    const left = m.dayPart.turnsLeft - 1;
    if (left > 0) m = { ...m, dayPart: { ...m.dayPart, turnsLeft: left } };
    else {
      const d = nextDayPart(m.dayPart.row, reading().dayPartReading, roller);
      m = { ...m, night: d.light === 'night', dayPart: { row: d.row, name: d.name, turnsLeft: d.turns } };
      events.push({ kind: 'day-part', name: d.name, night: d.light === 'night', turns: d.turns, parts: d.parts });
    }
  }
  let g: FngGame = { ...g0, mission: m };
  const length = m.length;
  if (!length || g.turn < length.minimumTurns) return { game: g, events };
  if (length.after === 'may-become-fight') {
    // Checked once, after the sixth turn (L2189): a Fight from then on, its own end roll after its minimum.
    const r = ambushAfterSixTurns(roller);
    events.push({ kind: 'mission-clock', turn: g.turn, mission: 'ambush', die: r.die, ends: !r.becomesFight, becomesFight: r.becomesFight, part: r.part });
    if (r.becomesFight) return { game: { ...g, mission: { ...m, type: 'fight', length: missionLength('fight', reading().fightPatrol) } }, events };
  } else {
    const r = gameEndRoll(roller);
    events.push({ kind: 'mission-clock', turn: g.turn, mission: m.type ?? 'fight', die: r.die, ends: r.ends, part: r.part });
    if (!r.ends) return { game: g, events };
  }
  const ended = endMission(g, 'time');
  return { game: ended.game, events: [...events, ...ended.events] };
}
