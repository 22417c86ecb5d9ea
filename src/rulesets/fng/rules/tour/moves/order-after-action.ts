import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { afterBattleRecovery, longestInCountry } from '../after-action.js';
import { rollAttribute, type AttributeId } from '../../figures/attributes.js';
import { campaignRules, type CampaignRules } from '../campaign-house-rules.js';
import type { FngEvent } from '../../game/events.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { tourEvent } from './order-tour.js';
import {
  decreaseRep,
  derosReplacement,
  improveRep,
  missionOutcome,
  replaceLeaders,
  replacementRoll,
  replacementTester,
  type ReplacementConditions,
  type ReplacementRep,
  type Vacancy,
} from '../personnel.js';
import { available, currentTurn, derosLeft, enlist, missionPlayed, monthEnd, nextTurn, tourOver } from '../tour.js';
import { isOfficer, listFor, newMan, otherSquad, rollsAttribute, rosterRole } from './tour-force.js';
import { generateLeader, relieveLeaders } from './tour-leaders.js';
import { squadOfUnit, type CarriedEffects, type Debrief, type FngTour, type TourKit, type TourMan } from '../tour-state.js';

/**
 * After the Mission, the rest of it (FNG 2nd Tour, After the Battle Recovery L974–L993, Campaign
 * personnel changes L2299–L2322, order L2260, L2326–L2332), once the mission's end has counted its
 * Victory Points and rolled its medals: the wounded's recovery, REP up and down, R&R, the month's end
 * (DEROS and Short Timers), replacing leaders, replacements, and the clock on to the next campaign turn.
 * Everything written back to the roster.
 */

export type AfterActionOrderError = 'fng/no-tour' | 'fng/tour-players-side' | 'fng/tour-mission-on' | 'fng/no-after-action';

type Open = { readonly kit: TourKit; readonly deros: boolean };

/** The roster's squad of a post: none for the Platoon HQ. */
const squadOf = (kit: TourKit): number | null => squadOfUnit(kit.unit);

/** The roster man a kit's post makes, his roster role, squad and officer's DEROS from it. */
function placed(man: TourMan, kit: TourKit): TourMan {
  return { ...man, kit, role: rosterRole(kit.role), squad: squadOf(kit), officer: isOfficer(kit.role) };
}

/**
 * Promotions into the leaders' posts left open (L2322): each promoted man takes that post's kit and
 * leaves his own open. The Star is not moved: the campaign follows him and his squad.
 */
function fillLeaders(roster: TourMan[], open: Open[], events: FngEvent[]): TourMan[] {
  const vacancies: Vacancy[] = open.filter((o) => rosterRole(o.kit.role) !== 'soldier').map((o) => ({ role: rosterRole(o.kit.role) as Vacancy['role'], squad: squadOf(o.kit) }));
  if (vacancies.length === 0) return roster;
  // The Star stays the squad's: promoted into the Platoon HQ he would stay back from every squad mission (L2182).
  const { fills } = replaceLeaders(roster.filter((m) => !m.star), vacancies);
  let men = roster;
  for (const fill of fills) {
    if (fill.kind !== 'promoted') continue;
    // The post of that rank in the vacancy's squad: two squads may each have lost their leader.
    const i = open.findIndex((o) => rosterRole(o.kit.role) === fill.vacancy.role && squadOf(o.kit) === fill.vacancy.squad);
    if (i < 0) continue;
    const post = open.splice(i, 1)[0]!;
    const man = men.find((m) => m.id === fill.id)!;
    open.push({ kit: man.kit, deros: post.deros });
    men = men.map((m) => (m.id === fill.id ? placed(m, post.kit) : m));
    events.push(tourEvent({ kind: 'promoted', id: `fwf:${fill.id.toLowerCase()}`, role: post.kit.role }));
  }
  return men;
}

/** The recovery, R&R and REP changes of the men who went on the mission (L974–L993, L2281, L2297, L2303–L2310). */
function afterMission(t: FngTour, d: Debrief, rules: CampaignRules, a: OrderArgs, events: FngEvent[]): { roster: TourMan[]; open: Open[] } {
  const month = currentTurn(t).month;
  const open: Open[] = [];
  let roster = [...missionPlayed(t.roster)] as TourMan[];
  const key = (id: string) => `fwf:${id.toLowerCase()}`;
  const set = (id: string, change: (m: TourMan) => TourMan) => (roster = roster.map((m) => (m.id === id ? change(m) : m)));
  const drop = (id: string) => {
    const man = roster.find((m) => m.id === id)!;
    open.push({ kit: man.kit, deros: false });
    roster = roster.filter((m) => m.id !== id);
  };
  const casualties = new Set<string>();
  for (const mm of d.men) {
    const man = roster.find((m) => m.id === mm.id);
    if (!man) continue;
    if (mm.rep !== undefined && mm.rep !== man.rep) set(man.id, (m) => ({ ...m, rep: mm.rep! }));
    if (mm.lost) {
      events.push(tourEvent({ kind: 'recovery', id: key(man.id), outcome: mm.lost === 'dead' ? 'killed' : 'missing-in-action', evacuation: 'none', parts: [] }));
      drop(man.id);
      continue;
    }
    if (!mm.casualty) continue;
    casualties.add(man.id);
    const r = afterBattleRecovery(
      { name: man.id, rep: mm.rep ?? man.rep, status: mm.casualty, star: man.star, recovered: mm.recovered, evacuation: mm.evacuation, inAFire: mm.burned === true, medevacBonus: rules.medevacBonus, retired: rules.retired },
      a.roller,
    );
    if (!r.ok) throw new Error(r.code);
    const v = r.value;
    events.push(tourEvent({ kind: 'recovery', id: key(man.id), outcome: v.outcome, ...(v.target === undefined ? {} : { target: v.target }), ...(v.passes === undefined ? {} : { passes: v.passes }), ...(v.newRep === undefined ? {} : { newRep: v.newRep }), ...(v.missionsAway === undefined ? {} : { missionsAway: v.missionsAway }), evacuation: mm.evacuation, parts: v.parts }));
    const wound = mm.casualty === 'out-of-the-fight' ? 1 : 0;
    switch (v.outcome) {
      case 'recovers':
      case 'rejoins':
        set(man.id, (m) => ({ ...m, wounds: m.wounds + wound }));
        break;
      case 'recovers-reduced':
        set(man.id, (m) => ({ ...m, rep: v.newRep!, wounds: m.wounds + wound, absence: { reason: 'recovering', missions: v.missionsAway! } }));
        break;
      default:
        drop(man.id);
    }
  }

  const barred = d.effects.find((e) => e.kind === 'no-rep-increase');
  for (const mm of d.men) {
    const man = roster.find((m) => m.id === mm.id);
    if (!man) continue;
    const outcome = missionOutcome({ contacted: d.contacted, outOfTheFight: mm.casualty === 'out-of-the-fight', retired: mm.retired || mm.casualty === 'retired', confirmedKills: mm.confirmedKills, shortTimer: man.shortTimer });
    const medalRolls = mm.medal === 'major-medal' || mm.medal === 'medal' ? 1 : 0;
    const up = improveRep(
      { name: man.id, rep: man.rep, highestRep: Math.max(man.highestRep, man.rep), star: man.star, derosLeft: derosLeft(man, month), successfulMission: outcome === 'success', medalRolls, increasesAllowed: barred === undefined, derosGate: rules.derosGate },
      a.roller,
    );
    if (!up.ok) throw new Error(up.code);
    const parts: RolledPart[] = up.value.rolls.flatMap((r) => r.parts);
    const attributes: AttributeId[] = [...(man.attributes as readonly AttributeId[])];
    const rolls = up.value.rolls.map((r) => {
      if (r.attribute !== 'gained-random') return { die: r.die, raised: r.raised, attribute: r.attribute as string };
      const got = rollAttribute(a.roller, `new attribute ${man.id}`, attributes);
      parts.push(...got.parts);
      attributes.push(got.attribute);
      return { die: r.die, raised: r.raised, attribute: got.attribute as string };
    });
    if (up.value.skipped !== 'no-rolls') {
      events.push(tourEvent({ kind: 'rep-up', id: key(man.id), ...(up.value.skipped ? { skipped: up.value.skipped } : {}), rolls, newRep: up.value.newRep, parts }));
    }
    let rep = up.value.newRep;
    const down = decreaseRep({ name: man.id, rep, outcome }, a.roller);
    if (!down.ok) throw new Error(down.code);
    if (down.value.tested) {
      const floored = down.value.die === 1 && down.value.newRep === rep;
      rep = down.value.newRep;
      events.push(tourEvent({ kind: 'rep-down', id: key(man.id), die: down.value.die!, newRep: rep, ...(floored ? { floored: true as const } : {}), ...(down.value.part ? { part: down.value.part } : {}) }));
    }
    const major = mm.medal === 'major-medal';
    // A Star's new REP level (L358) and a Major Medal (L2296) each let him choose an Attribute: `/fng-tour roster`.
    const chosen = up.value.rolls.filter((r) => r.attribute === 'star-chooses').length + (major ? 1 : 0);
    set(man.id, (m) => ({
      ...m,
      rep,
      highestRep: Math.max(up.value.highestRep, rep),
      attributes,
      ...(major ? { absence: { reason: 'r-and-r', missions: 1 } } : {}),
      ...(chosen ? { choices: (m.choices ?? 0) + chosen } : {}),
    }));
  }

  const rr = d.effects.find((e) => e.kind === 'r-and-r');
  if (rr && rr.kind === 'r-and-r') {
    const ids = longestInCountry(roster.filter((m) => available(m) && !casualties.has(m.id)), rr.soldiers);
    roster = roster.map((m) => (ids.includes(m.id) ? { ...m, absence: { reason: 'r-and-r', missions: 1 } } : m));
    events.push(tourEvent({ kind: 'r-and-r', ids: ids.map(key) }));
  }
  return { roster, open };
}

/**
 * The turn's After the Mission (L2260, L2326–L2332). After a mission: each man Out of the Fight or
 * Retired takes After the Battle Recovery (2d6 vs REP, a 6 always failing; +1 carried off, +2 or one
 * better by Medevac — `fng.recovery.medevac-bonus`); the lost leave the roster; a successful man (contact,
 * on his feet, not Retired, a confirmed kill, no Short Timer) rolls to raise REP, one more roll per Medal;
 * a failed one may lose one; a Major Medal and Bad Mission 4 send men on R&R. With or without a mission:
 * at a month's end DEROS sends men home and Short Timers are checked; leaders' posts are filled by
 * promotion (L2322); each open post rolls for a replacement (2d6 vs the Platoon Leader's REP, or who is
 * left, L2309) and every man gone home at DEROS is replaced without a roll; the clock moves on.
 */
export function afterActionOrder(a: OrderArgs): RuleResult<Ordered, AfterActionOrderError | string> {
  const t = a.game.tour;
  if (!t) return fail('fng/no-tour');
  if (a.side !== 'fwf') return fail('fng/tour-players-side');
  if (t.stage === 'mission') return fail('fng/tour-mission-on');
  if (t.stage !== 'after-action') return fail('fng/no-after-action');
  const rules = campaignRules(a.rules);
  const d: Debrief = t.debrief ?? { mission: null, contacted: false, vp: 0, result: null, effects: [], men: [] };
  const events: FngEvent[] = [];
  const now = currentTurn(t);
  let { roster, open } = d.mission === null ? { roster: [...t.roster], open: [] as Open[] } : afterMission(t, d, rules, a, events);
  open = [...t.open.map((kit) => ({ kit, deros: false })), ...open];

  const clock = nextTurn(t);
  const month = clock.clock.startMonth + Math.floor(clock.clock.turn / 2);
  let recruited = t.recruited;
  let units = t.units;
  let spare = t.spare;
  let generate: readonly TourKit[] = [];
  if (clock.monthEnded) {
    const end = monthEnd({ roster, endingMonth: now.month, shortTimerMonths: rules.shortTimerMonths }, a.roller);
    const kept = new Set(end.roster.map((m) => m.id));
    for (const m of roster) if (!kept.has(m.id)) open.push({ kit: m.kit, deros: true });
    const byId = new Map(roster.map((m) => [m.id, m]));
    roster = end.roster.map((e) => ({ ...byId.get(e.id)!, ...e }));
    events.push(tourEvent({ kind: 'month-end', month: now.label.replace(/^late /, ''), events: end.events.map((e) => ({ ...e, id: `fwf:${e.id.toLowerCase()}` })) }));
  }

  // The lieutenant a Disastrous Mission 4 took away last turn comes now (L2289, L2322).
  for (const kit of t.generate ?? []) {
    const g = generateLeader({ tour: t, kit, recruited, month, rules }, a.roller);
    recruited += 1;
    roster = [...roster, g.man];
    events.push(g.event);
  }
  const relief = d.effects.find((e) => e.kind === 'platoon-leader-relieved' || e.kind === 'leaders-relieved');
  if (relief && (relief.kind === 'platoon-leader-relieved' || relief.kind === 'leaders-relieved')) {
    const r = relieveLeaders({ tour: t, roster, which: relief.kind, recruited, month, rules }, a);
    if (!r.ok) return r;
    roster = [...r.value.roster];
    generate = r.value.generate;
    recruited = r.value.recruited;
    events.push(...r.value.events);
    if (r.value.newPlatoon) {
      units = r.value.newPlatoon.units;
      open = [];
      spare = undefined;
    }
  }
  roster = fillLeaders(roster, open, events);

  const effect = (kind: string) => d.effects.some((e) => e.kind === kind);
  let carried: CarriedEffects = t.carried;
  const conditions = (): ReplacementConditions => ({ noReplacements: effect('no-replacements'), allRep3: effect('replacements-rep-3'), nextRepBetter: carried.nextReplacementBetter === true });
  const tester = replacementTester(roster.filter(available).filter((m) => !(d.men.some((x) => x.id === m.id && x.casualty !== null))));
  let rolled = false;
  const stillOpen: TourKit[] = [];
  for (const post of open) {
    let rule: ReplacementRep | null;
    let used = false;
    const parts: RolledPart[] = [];
    let outcome: 'replacement' | 'lower-replacement' | 'none' | 'deros';
    let dice = 0;
    let passes = 0;
    if (post.deros) {
      const r = derosReplacement(conditions());
      rule = r.rep;
      used = r.usedBetterRep;
      outcome = rule ? 'deros' : 'none';
    } else {
      if (!tester) {
        stillOpen.push(post.kit);
        continue;
      }
      const r = replacementRoll({ army: t.army, testerRep: tester.rep, diceModifier: carried.replacementDice ?? 0, conditions: conditions() }, a.roller);
      if (!r.ok) throw new Error(r.code);
      rolled = rolled || r.value.part !== undefined;
      if (r.value.part) parts.push(r.value.part);
      dice = r.value.dice;
      passes = r.value.passes;
      rule = r.value.rep ?? null;
      used = r.value.usedBetterRep;
      outcome = r.value.outcome;
    }
    if (used) {
      const { nextReplacementBetter: _n, ...rest } = carried;
      carried = rest;
    }
    if (!rule) {
      stillOpen.push(post.kit);
      events.push(tourEvent({ kind: 'replacement', tester: tester ? `fwf:${tester.id.toLowerCase()}` : null, dice, passes, outcome: 'none', parts }));
      continue;
    }
    recruited += 1;
    const id = `fng${recruited}`;
    const list = listFor(t.army, month);
    const man = newMan({ list, rule, label: id, attribute: rollsAttribute(post.kit) }, a.roller);
    parts.push(...man.parts);
    const kit: TourKit = { ...post.kit, list };
    const e = enlist(
      { recruit: { id, name: `FNG ${recruited}`, rep: man.rep, attributes: man.attribute ? [man.attribute] : [], star: false, officer: isOfficer(kit.role), role: rosterRole(kit.role), squad: squadOf(kit) }, army: t.army, month, arrival: 'replacement', starDeros: 'full-tour' /* a new man is never the Star */, replacementDeros: rules.replacementDeros },
      a.roller,
    );
    if (!e.ok) throw new Error(e.code);
    if (e.value.deros.part) parts.push(e.value.deros.part);
    roster = [...roster, { ...e.value.entry, kit }];
    events.push(tourEvent({ kind: 'replacement', tester: tester ? `fwf:${tester.id.toLowerCase()}` : null, dice, passes, outcome, id: `fwf:${id}`, rep: man.rep, ...(man.attribute ? { attribute: man.attribute } : {}), role: kit.role, ...otherSquad(kit), parts }));
  }
  if (rolled && carried.replacementDice !== undefined) {
    const { replacementDice: _r, ...rest } = carried;
    carried = rest;
  }
  const { debrief: _d, setUp: _s, spare: _p, generate: _g, ...rest } = t;
  const tour: FngTour = {
    ...rest,
    roster,
    open: stillOpen,
    units,
    ...(spare?.length ? { spare } : {}),
    ...(generate.length ? { generate } : {}),
    carried,
    recruited,
    turn: clock.clock.turn,
    stage: 'turn',
  };
  const over = tourOver(tour);
  events.push(tourEvent({ kind: 'next-turn', label: over ? now.label : currentTurn(tour).label, over }));
  return ok({ game: { ...a.game, tour }, events });
}
