import type { Point } from '../../../../../core/board/geometry.js';
import { choiceRule } from '../../../../../core/house-rules.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { populationValue } from '../../terrain/area-of-operations.js';
import {
  CIVILIAN_REACTION_READINGS,
  civilianReaction,
  civiliansPresent,
  FLUENT_READINGS,
  SPEAK_LOCAL_TWICE_READINGS,
  speakLocalCivilian,
  type SpeakLocalCivilian,
} from '../civilians.js';
import { readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { structureAt } from '../../terrain/moves/order-building.js';
import { has, keyOf, onTable, updateFigure } from '../../game/state.js';
import { ealSealed } from '../../tunnels/moves/order-tunnel.js';
import type { SpeakLocalFinding } from '../hazard-events.js';
import { civilianHurtByFwf, civilianNamed, civiliansOf, civilianTable, civilianTold, placeCivilians, reactGroup, updateCivilian, withCivilianFigures } from './civilians-play.js';
import { CIVILIAN_CONTACT_INCHES, civilianGroups, onTheTable, type TableCivilian } from '../civilian-figures.js';
import { distance } from '../../../../../core/board/geometry.js';
import type { FngEvent } from '../../game/events.js';

/**
 * Civilians and Speak Local in play (FNG 2nd Tour p.55–56, seed L1262–L1305; presence L1130). The
 * civilians are not figures: the bot rolls where they are and what they do at a structure of the board,
 * how a group reacts to fire near it, and what a civilian a figure speaks with says. What he says about
 * PEFs and booby traps is returned as a finding (`speakLocalFinding`) for the enemy's rules to act on.
 */

export type CivilianOrderError = 'fng/no-mission' | 'fng/already-moved' | 'fng/civilians-rolled' | 'fng/civilian-spoken';


/**
 * Civilians at a structure (L1130, L1273–L1288): present on 1d6 at or under the AO's Population Value;
 * then 1/2d6 of them, each 1 + 1/2d6" from it and doing what 1d6 on Civilian Activity says — put on
 * the table around it as figures of no side (moves/civilians-play.ts). A structure's civilians are
 * rolled once.
 */
export function civiliansOrder(a: OrderArgs, input: { readonly at: Point }): RuleResult<Ordered> {
  const m = a.game.mission;
  if (!m) return fail('fng/no-mission');
  const here = structureAt(a, input.at);
  if (!here.ok) return here;
  const name = here.value.feature.name;
  if (civiliansOf(a.game).some((c) => c.home === name)) return fail('fng/civilians-rolled', { feature: name });
  const pv = populationValue({ corps: m.corps, kind: m.area });
  const presence = civiliansPresent(a.roller, pv);
  if (!presence.ok) return presence;
  if (!presence.value.present) return ok({ game: a.game, events: [{ kind: 'civilians', scene: { feature: name, populationValue: pv, presence: presence.value, civilians: [], parts: [] } }] });
  const placed = placeCivilians(a.game, a.roller, a.table!, here.value.feature);
  const r = placed.rolled;
  const civilians = r.distances.map((distance, i) => ({ distance, activity: r.activities[i]!.activity, part: r.activities[i]!.part }));
  return ok({ game: placed.game, events: [{ kind: 'civilians', scene: { feature: name, populationValue: pv, presence: presence.value, civilians, parts: r.parts } }, ...placed.events] });
}

/**
 * Civilian Reaction by hand (L1264, L1269–L1280): the group at a structure, after shooting or an
 * explosion within 12" that the bot did not see (the table's own it hears by itself). With that
 * structure's civilians on the table, each group they stand in rolls and carries it out as after any
 * shooting (civilians-play.ts `reactGroup`): to cover, prone or frozen, or a Fast Move away from the
 * shooting at `from` (the nearest figure to the group when not said) or to cover, whichever is closer.
 * With none of them on the table (no board, or all gone or hurt) the roll is told for the table to
 * carry out.
 */
export function civilianReactionOrder(a: OrderArgs, input: { readonly at: Point; readonly from?: Point }): RuleResult<Ordered> {
  const here = structureAt(a, input.at);
  if (!here.ok) return here;
  const name = here.value.feature.name;
  const all = civiliansOf(a.game);
  const groups = civilianGroups(all).filter((group) => group.some((c) => c.home === name));
  if (groups.length === 0 || !a.table) {
    const r = civilianReaction(a.roller, { group: name, reading: choiceRule(a.rules, 'fng.civilians.reaction', CIVILIAN_REACTION_READINGS) });
    return ok({ game: a.game, events: [{ kind: 'civilian-reaction', feature: name, passes: r.passes, reaction: r.reaction, parts: r.parts }] });
  }
  const t = civilianTable(a.table, a.game);
  const figures = a.game.figures.filter((f) => onTable(f) && f.carriedBy === undefined).map((f) => f.at!);
  let civs = all;
  const events: FngEvent[] = [];
  for (const group of groups) {
    const nearest = (p: Point): number => Math.min(...group.map((c) => distance(c.at, p)));
    const from = input.from ?? [...figures].sort((x, y) => nearest(x) - nearest(y))[0] ?? input.at;
    const r = reactGroup(a.game, t, group.map((c) => civs.find((x) => x.id === c.id)!), civs, from, a);
    civs = r.civilians;
    events.push(...r.events);
  }
  return ok({ game: withCivilianFigures(a.game, civs, true), events });
}


export function speakLocalFinding(r: SpeakLocalCivilian): SpeakLocalFinding {
  if (r.result === 'reveals-all') return { kind: 'all-pefs', accompanies: true };
  if (r.result === 'reveals-nearest') return { kind: r.reveals === 'pef' ? 'nearest-pef' : 'nearest-trap', nextTrapDisarmed: true };
  return { kind: 'nothing' };
}

/**
 * Speak Local with a civilian in base contact (L1290–L1298): the figure's REP in d6 (−2d6 without
 * Fluent) against the civilian's EAL in d6 (+2d6 once shooting has happened or a civilian building was
 * destroyed, +2d6 if the Free World Forces have hurt a civilian); its action this activation. The
 * civilian's dice hold the EAL: when it is sealed they are the GM's. With civilians on the table the
 * figure names one within 1", spoken to only once (L1293); the table says whether shooting has been
 * heard and a civilian hurt by the Free World Forces (said ones still count), and what he answered is
 * kept on him (moves/order-civilian.ts moves him). With none on the table he is attested, as before.
 */
export function speakOrder(a: OrderArgs, input: { readonly figure: string; readonly civilian?: string; readonly shooting?: boolean; readonly hurt?: boolean }): RuleResult<Ordered> {
  const m = a.game.mission;
  if (!m) return fail('fng/no-mission');
  const found = readyFigure(a, input.figure, 'fng/already-moved');
  if (!found.ok) return found;
  const f = found.value;
  const present = civiliansOf(a.game).filter(onTheTable);
  let civilian: TableCivilian | undefined;
  if (present.length > 0 || input.civilian !== undefined) {
    const c = civilianNamed(a.game, input.civilian);
    if (!c.ok) return c;
    civilian = c.value;
    if (civilian.spoken) return fail('fng/civilian-spoken', { civilian: civilian.id });
    if (!f.at || distance(f.at, civilian.at) > CIVILIAN_CONTACT_INCHES + 1e-9) return fail('fng/not-in-contact', { figure: f.id, other: civilian.id });
  }
  const r = speakLocalCivilian(a.roller, {
    speaker: f.id,
    rep: f.rep,
    fluent: has(f, 'fluent'),
    eal: m.eal,
    shootingOrBuildingDestroyed: input.shooting === true || a.game.civilians?.shooting === true,
    civilianHurtByFwf: input.hurt === true || civilianHurtByFwf(a.game),
    fluentReading: choiceRule(a.rules, 'fng.speak-local.fluent', FLUENT_READINGS),
    twiceReading: choiceRule(a.rules, 'fng.speak-local.twice', SPEAK_LOCAL_TWICE_READINGS),
  });
  if (!r.ok) return r;
  const finding = speakLocalFinding(r.value);
  let g = updateFigure(a.game, keyOf(f), (x) => ({ ...x, busy: true, fired: true }));
  const events: FngEvent[] = [{ kind: 'speak-local', figure: keyOf(f), result: r.value, finding, sealed: ealSealed(a.game) }];
  if (civilian) {
    const told = civilianTold(civilian, r.value.result, { side: a.side, turn: a.game.turn, speaker: keyOf(f) });
    g = updateCivilian(g, told);
    events.push({ kind: 'civilian', event: { what: 'told', id: civilian.id, figure: keyOf(f), result: r.value.result, from: told.directed?.from ?? a.game.turn } });
  }
  // What he let slip is the enemy's to reveal: the bot acts on it after the order (enemy-turn.ts).
  const withTold = finding.kind === 'nothing' ? g : { ...g, mission: { ...m, told: { finding, by: keyOf(f) } } };
  return ok({ game: withTold, events });
}
