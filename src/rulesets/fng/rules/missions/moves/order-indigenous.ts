import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { FLUENT_READINGS, speakLocalIndigenous } from '../civilians.js';
import type { FngEvent } from '../../game/events.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { figureOf, groupOfFigure, has, inches, keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import { groupLeader } from '../../figures/groups.js';

/**
 * Speak Local with Indigenous Troops (FNG 2nd Tour p.56, seed L1292, L1300–L1310): "Any time an Advisor
 * attempts to get his unit to do anything more complex than 'follow me and shoot the bad guys,' a Speak
 * Local - Indigenous Troops Test must be taken." The advisor, a Free World figure of another army, in
 * base contact (1") with "the highest ranking character in the group", rolls his REP in d6, −2d6
 * without Fluent, −1d6 once the unit has taken 25% casualties, counting 1–3 (missions/civilians.ts).
 * 3: they act as ordered, and this group needs no more tests this battle (its rapport, kept on its
 * figures). Otherwise the order waits — 2: until next turn; 1: until next activation, and then at
 * normal speed; 0: they only fire — so the group does not move this activation (they may still fire).
 * An ARVN lieutenant who is a political appointee (L440: "must make Speak Local rolls when commanding
 * troops") takes the same test, as printed, to order one of his own squads through its leader.
 */

export const CONTACT_INCHES = 1;

export type IndigenousError = 'fng/not-indigenous' | 'fng/not-their-leader' | 'fng/not-in-contact' | 'fng/rapport';

/** Whose armies need an advisor's Speak Local: the ARVN's and the CIDG's (L1308). */
const INDIGENOUS: readonly string[] = ['arvn-pre-1968', 'arvn-post-1968', 'cidg'];

/** The unit has taken 25% casualties or more (L1304). */
function heavyCasualties(g: FngGame, f: TableFigure): boolean {
  const unit = g.figures.filter((x) => x.side === f.side && x.unit === f.unit);
  const lost = unit.filter((x) => ['out-of-fight', 'obviously-dead', 'left-battlefield', 'missing', 'captured'].includes(x.status)).length;
  return unit.length > 0 && lost * 4 >= unit.length;
}

export function speakIndigenousOrder(a: OrderArgs, input: { readonly advisor: string; readonly leader: string }): RuleResult<Ordered> {
  const found = readyFigure(a, input.advisor, 'fng/already-moved');
  if (!found.ok) return found;
  const advisor = found.value;
  const l = ownFigure(a.game, a.side, input.leader);
  if (!l.ok) return l;
  const leader = l.value;
  // An ARVN lieutenant who is a "political appointee" must make the same rolls to command his own troops (L440).
  const appointee = advisor.politicalAppointee === true && advisor.army === leader.army;
  if (!INDIGENOUS.includes(leader.army) || (INDIGENOUS.includes(advisor.army) && !appointee)) return fail('fng/not-indigenous', { figure: leader.id, advisor: advisor.id });
  if (!leader.at) return fail('fng/not-in-contact', { figure: advisor.id, other: leader.id });
  // The group's own highest ranking figure, the advisor (chained to it by the 4" rule) apart.
  const group = groupOfFigure(a.game, leader).filter((k) => k !== keyOf(advisor) && figureOf(a.game, k).army === leader.army);
  const head = groupLeader(group.map((k) => figureOf(a.game, k)).map((x) => ({ id: keyOf(x), role: x.role, rep: x.rep, status: x.status })));
  if (head?.id !== keyOf(leader)) return fail('fng/not-their-leader', { figure: leader.id, ...(head ? { leader: figureOf(a.game, head.id).id } : {}) });
  if (inches(advisor, leader) > CONTACT_INCHES + 1e-9) return fail('fng/not-in-contact', { figure: advisor.id, other: leader.id });
  if (group.some((k) => figureOf(a.game, k).rapport === true)) return fail('fng/rapport', { figure: leader.id });
  const r = speakLocalIndigenous(a.roller, { advisor: advisor.id, rep: advisor.rep, fluent: has(advisor, 'fluent'), heavyCasualties: heavyCasualties(a.game, leader), fluentReading: choiceRule(a.rules, 'fng.speak-local.fluent', FLUENT_READINGS) });
  if (!r.ok) return r;
  const events: FngEvent[] = [{ kind: 'speak-indigenous', advisor: keyOf(advisor), leader: keyOf(leader), group: [...group], result: r.value }];
  let g = a.game;
  for (const k of group) g = updateFigure(g, k, (x) => (r.value.response === 'acts-as-ordered' ? { ...x, rapport: true } : { ...x, moved: true }));
  return ok({ game: g, events });
}
