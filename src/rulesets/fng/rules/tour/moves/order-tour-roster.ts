import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { isAttributeId, type AttributeId } from '../../figures/attributes.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { tourEvent } from './order-tour.js';
import { inOwnSquad, type FngTour, type SpareItem, type TourEvent, type TourMan } from '../tour-state.js';

/**
 * The players' own roster between missions (FNG 2nd Tour, Getting Started L1241, L1244; Platoon
 * Roster sheet L2401–L2434): a man's name, the Attribute a Star (L358) or a Major Medal (L2296) lets him
 * choose, a piece of the platoon's spare kit handed to him (Good Mission 4, "distributed as the player
 * wishes", L2273), and whether he goes on the next mission. Nothing is written on a refusal.
 */

export type RosterOrderError =
  | 'fng/no-tour'
  | 'fng/tour-players-side'
  | 'fng/tour-mission-on'
  | 'fng/roster-unknown-man'
  | 'fng/roster-nothing-to-set'
  | 'fng/roster-bad-name'
  | 'fng/roster-not-an-attribute'
  | 'fng/roster-no-choice'
  | 'fng/roster-has-attribute'
  | 'fng/roster-no-spare'
  | 'fng/roster-hq-stays';

export interface RosterSetInput {
  /** The man's roster id (`s1-3`, `hq-1`, `fng2`). */
  readonly figure: string;
  readonly name?: string;
  /** An Attribute id of the table (L356–L363), spending one of his choices. */
  readonly attribute?: string;
  /** A piece of the spare kit (`m60`, `m79`, `radio`): a weapon replaces his, which goes to the spare kit. */
  readonly kit?: string;
  /** Whether he goes on the next missions. */
  readonly mission?: boolean;
  /** He carries the radio a squad mission may receive (L2182); one man at a time. */
  readonly rto?: boolean;
}

/** A name as the roster sheet's column holds it. */
export const NAME_MAX = 40;

/** The men a squad mission takes (L2182): the players' squad and its attachments, never the Platoon HQ nor another squad. */
export const inSquad = (m: TourMan): boolean => inOwnSquad(m);

/**
 * `/fng-tour roster` (L1241, L1244, L2273, L358, L2296): between missions the players set a man's
 * name, choose an Attribute he is owed (one not already his), hand him a piece of the platoon's spare
 * kit (his own weapon goes back to it), keep him back from — or send him again on — the next
 * missions, and make him the man who carries the radio a squad mission may receive. The Platoon HQ
 * stays back on the squad's missions (L2182).
 */
export function rosterSetOrder(a: OrderArgs, input: RosterSetInput): RuleResult<Ordered, RosterOrderError> {
  const t = a.game.tour;
  if (!t) return fail('fng/no-tour');
  if (a.side !== 'fwf') return fail('fng/tour-players-side');
  if (t.stage === 'mission') return fail('fng/tour-mission-on');
  const ref = input.figure.trim().toLowerCase();
  const man = t.roster.find((m) => m.id.toLowerCase() === ref);
  if (!man) return fail('fng/roster-unknown-man', { figure: input.figure.trim() });
  if (input.name === undefined && input.attribute === undefined && input.kit === undefined && input.mission === undefined && input.rto === undefined) return fail('fng/roster-nothing-to-set');

  let next: TourMan = man;
  let spare = [...(t.spare ?? [])];
  const event: { -readonly [K in keyof Extract<TourEvent, { kind: 'roster-set' }>]: Extract<TourEvent, { kind: 'roster-set' }>[K] } = { kind: 'roster-set', id: `fwf:${man.id.toLowerCase()}` };

  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name.length === 0 || name.length > NAME_MAX) return fail('fng/roster-bad-name', { max: NAME_MAX });
    next = { ...next, name };
    event.name = name;
  }
  if (input.attribute !== undefined) {
    const id = input.attribute.trim().toLowerCase().replace(/[\s_]+/g, '-');
    if (!isAttributeId(id)) return fail('fng/roster-not-an-attribute', { attribute: input.attribute.trim() });
    if ((man.choices ?? 0) < 1) return fail('fng/roster-no-choice', { figure: man.id });
    if (man.attributes.includes(id)) return fail('fng/roster-has-attribute', { figure: man.id, attribute: id });
    const choices = (man.choices ?? 0) - 1;
    const { choices: _c, ...rest } = next;
    next = { ...rest, attributes: [...(man.attributes as readonly AttributeId[]), id], ...(choices > 0 ? { choices } : {}) };
    event.attribute = id;
    event.choicesLeft = choices;
  }
  if (input.kit !== undefined) {
    const item = input.kit.trim().toLowerCase() as SpareItem;
    const i = spare.indexOf(item);
    if (i < 0) return fail('fng/roster-no-spare', { kit: input.kit.trim(), spare: spare.length ? spare.join(', ') : 'nothing' });
    spare.splice(i, 1);
    if (item === 'radio') {
      next = { ...next, kit: { ...next.kit, gear: [...next.kit.gear, 'radio'] } };
      event.kit = { took: item };
    } else {
      const old = next.kit.weapon;
      if (old !== undefined) spare = [...spare, old];
      next = { ...next, kit: { ...next.kit, weapon: item } };
      event.kit = { took: item, ...(old === undefined ? {} : { returned: old }) };
    }
  }
  if (input.mission !== undefined) {
    if (input.mission && !inSquad(man)) return fail('fng/roster-hq-stays', { figure: man.id });
    const { stays: _s, ...rest } = next;
    next = input.mission ? rest : { ...rest, stays: true };
    event.mission = input.mission;
  }

  let others = (m: TourMan): TourMan => m;
  if (input.rto !== undefined) {
    if (input.rto && !inSquad(man)) return fail('fng/roster-hq-stays', { figure: man.id });
    const { rto: _r, ...rest } = next;
    next = input.rto ? { ...rest, rto: true } : rest;
    // One RTO: making a man the RTO unmakes the last.
    if (input.rto) others = ({ rto: _o, ...m }) => m;
    event.rto = input.rto;
  }

  const tour: FngTour = { ...t, roster: t.roster.map((m) => (m.id === man.id ? next : others(m))), ...(t.spare || spare.length ? { spare } : {}) };
  return ok({ game: { ...a.game, tour }, events: [tourEvent(event)] });
}
