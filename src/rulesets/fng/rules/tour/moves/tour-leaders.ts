import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { RuleResult } from '../../../../../core/result.js';
import { ok } from '../../../../../core/result.js';
import type { CampaignRules } from '../campaign-house-rules.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs } from '../../game/order.js';
import { musterPlatoon, tourEvent } from './order-tour.js';
import type { CampaignMonth } from '../roster.js';
import { REP_FLOOR } from '../personnel.js';
import { enlist } from '../tour.js';
import { isOfficer, listFor, newMan, otherSquad, rollsAttribute, rosterRole } from './tour-force.js';
import { HQ_UNIT, squadOfUnit, type FngTour, type TourKit, type TourMan } from '../tour-state.js';

/**
 * The leaders a campaign turn takes away and the HQ sends (FNG 2nd Tour, Disastrous Mission 4 and 5,
 * L2289; Replacing Leaders, L2322): a relieved lieutenant, every squad leader relieved with him, the
 * Star reassigned to a new platoon, and the new leaders generated for their posts.
 */

/**
 * A new leader for a post (L2322, "Lieutenants are generated as normal"; L2289 "Generate new ones"):
 * REP on the army list's Individual REP row and, in the players' own squad only, an Attribute (L357, L558, L2321: a Platoon HQ post or another squad's rolls none), DEROS as a man new in country
 * (an officer 1d6, L1232) — no Replacement roll, as the HQ sends him.
 */
export function generateLeader(
  input: { readonly tour: Pick<FngTour, 'army'>; readonly kit: TourKit; readonly recruited: number; readonly month: CampaignMonth; readonly rules: CampaignRules },
  roller: OrderArgs['roller'],
): { readonly man: TourMan; readonly event: FngEvent } {
  const id = `fng${input.recruited + 1}`;
  const list = listFor(input.tour.army, input.month);
  const rolled = newMan({ list, rule: { kind: 'army-list', modifier: 0 }, label: id, attribute: rollsAttribute(input.kit) }, roller);
  const kit: TourKit = { ...input.kit, list };
  const e = enlist(
    {
      recruit: { id, name: `FNG ${input.recruited + 1}`, rep: rolled.rep, attributes: rolled.attribute ? [rolled.attribute] : [], star: false, officer: isOfficer(kit.role), role: rosterRole(kit.role), squad: squadOfUnit(kit.unit) },
      army: input.tour.army,
      month: input.month,
      arrival: 'replacement',
      starDeros: 'full-tour',
      replacementDeros: input.rules.replacementDeros,
    },
    roller,
  );
  if (!e.ok) throw new Error(e.code);
  const parts: RolledPart[] = [...rolled.parts, ...(e.value.deros.part ? [e.value.deros.part] : [])];
  return {
    man: { ...e.value.entry, kit },
    event: tourEvent({ kind: 'leader-generated', id: `fwf:${id}`, rep: rolled.rep, ...(rolled.attribute ? { attribute: rolled.attribute } : {}), role: kit.role, ...otherSquad(kit), parts }),
  };
}

export interface Relieved {
  readonly roster: readonly TourMan[];
  /** Posts the HQ fills at the next After the Mission. */
  readonly generate: readonly TourKit[];
  readonly recruited: number;
  readonly events: readonly FngEvent[];
  /** The Star went to a new platoon: its squad's units, and no open post, spare kit or pending leader of the old one. */
  readonly newPlatoon?: { readonly units: FngTour['units'] };
}

/**
 * Disastrous Mission 4 and 5 (L2289). 4: the Platoon Leader is relieved; a new one is generated next
 * turn, the senior NCO commanding meanwhile (he rolls the replacements, L2309). 5: every Squad Leader
 * and the Platoon Leader are relieved and new ones generated now; if the Star is among them he is
 * reassigned to a whole new platoon, rolled on the army list with every man one REP lower (3 at
 * least), the Star keeping his own record (his REP too, unless `fng.disastrous.star-rep`) and taking
 * its squad leader's post.
 */
export function relieveLeaders(
  input: {
    readonly tour: FngTour;
    readonly roster: readonly TourMan[];
    readonly which: 'platoon-leader-relieved' | 'leaders-relieved';
    readonly recruited: number;
    readonly month: CampaignMonth;
    readonly rules: CampaignRules;
  },
  a: OrderArgs,
): RuleResult<Relieved, string> {
  const { tour, which, month, rules } = input;
  const key = (id: string) => `fwf:${id.toLowerCase()}`;
  if (which === 'platoon-leader-relieved') {
    const out = input.roster.filter((m) => m.role === 'platoon-leader');
    return ok({
      roster: input.roster.filter((m) => m.role !== 'platoon-leader'),
      generate: out.map((m) => m.kit),
      recruited: input.recruited,
      events: [tourEvent({ kind: 'relieved', which: 'platoon-leader', ids: out.map((m) => key(m.id)), lieutenantNextTurn: out.length > 0 })],
    });
  }
  const out = input.roster.filter((m) => m.role === 'platoon-leader' || m.role === 'squad-leader');
  const star = out.find((m) => m.star);
  if (star) {
    const hadHq = [...input.roster.map((m) => m.kit), ...tour.open, ...(tour.generate ?? [])].some((k) => k.unit === HQ_UNIT);
    // "Generate an entire new platoon" (L2289): with the HQ, the rest of the platoon too (L558).
    const platoon = musterPlatoon(a, { army: tour.army, month, hq: hadHq, rest: hadHq, star: { rep: star.rep, name: star.name }, starDeros: rules.starDeros, prefix: `p${tour.turn + 2}-`, repLoss: true, skipStar: true });
    if (!platoon.ok) return platoon;
    const p = platoon.value;
    const kit = p.starKit!;
    const rep = rules.relievedStarRep === 'loses-one' && star.rep > REP_FLOOR ? star.rep - 1 : star.rep;
    const reassigned: TourMan = { ...star, rep, kit, role: rosterRole(kit.role), squad: 1, officer: false };
    const parts = [...p.parts, ...p.men.flatMap((m) => (m.part ? [m.part] : []))];
    return ok({
      roster: [reassigned, ...p.roster],
      generate: [],
      recruited: input.recruited,
      newPlatoon: { units: p.units },
      events: [
        tourEvent({
          kind: 'relieved',
          which: 'leaders',
          ids: out.map((m) => key(m.id)),
          newPlatoon: { men: p.roster.map((m) => ({ id: m.id, rep: m.rep, deros: m.derosMonth - month })), parts },
          lieutenantNextTurn: false,
        }),
      ],
    });
  }
  let recruited = input.recruited;
  let roster = input.roster.filter((m) => !out.includes(m));
  const events: FngEvent[] = [tourEvent({ kind: 'relieved', which: 'leaders', ids: out.map((m) => key(m.id)), lieutenantNextTurn: false })];
  for (const m of out) {
    const g = generateLeader({ tour, kit: m.kit, recruited, month, rules }, a.roller);
    recruited += 1;
    roster = [...roster, g.man];
    events.push(g.event);
  }
  return ok({ roster, generate: [], recruited, events });
}
