import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { ARMY_LISTS, repFor } from '../../figures/army-lists.js';
import { d6 } from '../../figures/dice.js';
import type { FngEvent } from '../../game/events.js';
import type { ArmyId } from '../../figures/figure.js';
import type { FwfReinforcement } from '../reinforcements.js';
import type { FngGame, TableFigure } from '../../game/state.js';
import type { SupportEvent, SupportRequest, SupportState } from '../support-state.js';
import { TURNS_IN_PLAY } from '../tac-air.js';
import { helicopterCrewRep, type HelicopterId } from '../helicopters.js';

/**
 * The Free World reinforcement results that bring no squad to muster but change the support at once
 * (p.93–94, L2078–L2101): barrages ready to fire, aircraft and helicopters over the table, a FAC, the
 * next artillery call counting as a 5, and the two-man sniper team (its figures made here).
 */
export const FWF_SUPPORT_RESULTS: readonly FwfReinforcement[] = [
  'fac',
  'artillery-call-counts-five',
  'medium-mortar-barrage',
  'medium-artillery-barrage',
  'heavy-mortar-barrage-pair',
  'heavy-artillery-barrage-pair',
  'hog',
  'slick',
  'loach',
  'gunship',
  'sniper-team',
];

export const isFwfSupportResult = (r: FwfReinforcement | undefined): boolean => r !== undefined && FWF_SUPPORT_RESULTS.includes(r);

/** The results that still come on at a Reinforcement Entry point (L2160): troops, the sniper team among them. */
export const entersAtEdge = (r: FwfReinforcement | undefined): boolean => !isFwfSupportResult(r) || r === 'sniper-team';

/**
 * The barrages (L2081–L2101): "three-round medium mortar (artillery) barrage ... on a single target"
 * is one weapon firing three rounds; "pair of two-round heavy mortar (artillery) barrages ... on a
 * single target" two weapons firing two rounds each, four in all. The seed prints no heavy mortar or
 * heavy artillery figures, so a heavy round is read with the only ones it gives for the weapon
 * (6"/Impact 2 mortar, 12"/Impact 4 artillery, L1796, L1822).
 */
export const FWF_BARRAGES: Readonly<Partial<Record<FwfReinforcement, { readonly weapon: 'mortar' | 'artillery'; readonly weapons: 1 | 2; readonly rounds: number; readonly heavy: boolean }>>> = {
  'medium-mortar-barrage': { weapon: 'mortar', weapons: 1, rounds: 3, heavy: false },
  'medium-artillery-barrage': { weapon: 'artillery', weapons: 1, rounds: 3, heavy: false },
  'heavy-mortar-barrage-pair': { weapon: 'mortar', weapons: 2, rounds: 2, heavy: true },
  'heavy-artillery-barrage-pair': { weapon: 'artillery', weapons: 2, rounds: 2, heavy: true },
};

/**
 * The helicopters the tables name (L2084, L2087, L2093): the UH-1 "Hog" REP 5 "may make a single pass
 * before having to return to base"; the UH-1 "Slick" "in the area and immediately available" (its
 * pilot rolled on the crew table, L1974, as the seed gives no REP); the OH-6 "Loach" REP 5
 * "immediately available". Each is over the table at once as a called gunship is (eight turns, L2047).
 */
export const FWF_HELICOPTER_RESULTS: Readonly<Partial<Record<FwfReinforcement, { readonly helicopter: HelicopterId; readonly rep?: number; readonly passes: number }>>> = {
  hog: { helicopter: 'uh-1b-hog', rep: 5, passes: 1 },
  slick: { helicopter: 'uh-1-slick', passes: 2 },
  loach: { helicopter: 'oh-6-loach', rep: 5, passes: 2 },
};

/**
 * The request whose FAC is over the table on `turn` (from its `facDue`, for twelve turns, L1898),
 * the one named or the first: an airstrike's FAC or one a reinforcement result brought.
 */
export function facOnStation(s: SupportState, turn: number, id?: string): SupportRequest | undefined {
  return s.requests.find((r) => r.for === 'air' && r.facDue !== undefined && r.facDue <= turn && turn <= r.facDue + TURNS_IN_PLAY.fac - 1 && (id === undefined || r.id.toLowerCase() === id.trim().toLowerCase()));
}

const told = (event: SupportEvent): FngEvent => ({ kind: 'support', event });

/** The army the players field: their first figure's, else the US Army. */
function fwfArmy(g: FngGame): ArmyId {
  return g.figures.find((f) => f.side === 'fwf')?.army ?? 'us-army';
}

/**
 * The two-man sniper team (L2092, L2101): "The sniper is armed with a BA rifle w/scope, and his spotter
 * is armed with an M-16 (and starlight scope if night)." The BA rifle is the FWF list's Springfield
 * (L506, its scope giving 60", L502); each man's REP is rolled on the force's army list (L395–L397),
 * as any soldier of it. They join the force off the table, for the players to place where they come on.
 */
export function sniperTeam(g: FngGame, unit: string, roller: Roller): { readonly figures: readonly TableFigure[]; readonly parts: readonly RolledPart[] } {
  const army = fwfArmy(g);
  const rep = ARMY_LISTS[army].rep;
  const night = g.mission?.night === true;
  const id = unit.toLowerCase();
  const parts: RolledPart[] = [];
  const man = (n: number, name: string, weapon: 'springfield' | 'm16', gear: TableFigure['gear']): TableFigure => {
    const r = d6(roller, `REP ${name}`);
    parts.push(r.part);
    return { id: `${id}-${n}`, name, side: 'fwf', army, unit, role: 'rifleman', rep: repFor(rep, r.score), star: false, starPower: 0, attributes: [], weapon, gear, status: 'carry-on' };
  };
  return { figures: [man(1, 'Sniper', 'springfield', ['sniper-scope']), man(2, 'Spotter', 'm16', night ? ['starlight-scope'] : [])], parts };
}

export interface FwfSupportResult {
  readonly support: SupportState;
  readonly events: readonly FngEvent[];
  /** An air request or gunship due now, for the caller to bring over the table (its aircraft rolled by support-arrivals' `arrive`). */
  readonly arriving?: SupportRequest;
  /** Figures that join the players' force (the sniper team), off the table until placed. */
  readonly figures?: readonly TableFigure[];
}

/**
 * What a Free World reinforcement result of the support kind does when it comes (SL 1–6 tables,
 * L2078–L2101), from a reinforcement request, a Ready reinforcement or the turn's Reinforcements test:
 *
 * - a barrage (`FWF_BARRAGES`): a mortar or artillery fire mission over the table now with its
 *   weapons and rounds, fired with `/fng-mission fire-mission` as any other (artillery.ts);
 * - the Hog, Slick or Loach (`FWF_HELICOPTER_RESULTS`): the helicopter over the table now, as a called
 *   gunship, its pilot's REP as printed or rolled; "Gunship arrives on the scene and is immediately
 *   available" (L2092, L2101): a gunship due now, its type rolled on Gunship Availability as any call's;
 * - the sniper team (`sniperTeam`): two figures join the force;
 * - "The next successful RTO call for artillery or mortars automatically counts as (5)": the support
 *   keeps the promise until such a call gets through (order-support.ts spends it, L1780);
 * - "A FAC arrives overhead": a FAC over the table from this turn for twelve turns (L1898), exactly as
 *   an airstrike request's FAC — an air request with its `facDue` now, bringing no aircraft of its own.
 *   "If a FAC is already on station, then a pair of attack aircraft are now available and their type
 *   must be determined on the appropriate Availability table": an air request due now.
 *
 * `from` names what brought it (the request id, or the test); `caller` is the figure it answers to.
 */
export function fwfSupportArrives(
  g: FngGame,
  s: SupportState,
  input: { readonly from: string; readonly result: FwfReinforcement; readonly caller: string },
  roller: Roller,
): FwfSupportResult {
  const result = input.result;
  if (result === 'artillery-call-counts-five') {
    return { support: { ...s, callCountsFive: true }, events: [told({ kind: 'fwf-support', from: input.from, result })] };
  }
  const id = `S${s.next}`;
  const base: SupportRequest = { id, for: 'air', ready: false, caller: input.caller, turn: g.turn, due: g.turn, state: 'inbound' };
  const add = (r: SupportRequest): SupportState => ({ ...s, next: s.next + 1, requests: [...s.requests, r] });
  const barrage = FWF_BARRAGES[result];
  if (barrage) {
    const r: SupportRequest = { ...base, for: barrage.weapon, state: 'here', weapons: barrage.weapons, rounds: barrage.rounds, ...(barrage.heavy ? { heavy: true } : {}) };
    return { support: add(r), events: [told({ kind: 'fwf-support', from: input.from, result, id, weapons: barrage.weapons, rounds: barrage.rounds })] };
  }
  const heli = FWF_HELICOPTER_RESULTS[result];
  if (heli) {
    const parts: RolledPart[] = [];
    let rep = heli.rep;
    if (rep === undefined) {
      const c = helicopterCrewRep(roller, 'pilot REP');
      parts.push(c.part);
      rep = c.rep;
    }
    const until = g.turn + TURNS_IN_PLAY.helicopter - 1;
    const r: SupportRequest = { ...base, for: 'gunship', state: 'here', aircraft: heli.helicopter, pilotRep: rep, startRep: rep, passes: heli.passes, until, ...(heli.passes === 1 ? { onePass: true } : {}) };
    return { support: add(r), events: [told({ kind: 'fwf-support', from: input.from, result, id, aircraft: heli.helicopter, pilotRep: rep, passes: heli.passes, until, ...(parts.length ? { parts } : {}) })] };
  }
  if (result === 'gunship') {
    const r: SupportRequest = { ...base, for: 'gunship' };
    return { support: add(r), events: [told({ kind: 'fwf-support', from: input.from, result, id })], arriving: r };
  }
  if (result === 'sniper-team') {
    const unit = `Sniper${1 + new Set(g.figures.filter((f) => f.side === 'fwf' && /^sniper\d+$/i.test(f.unit)).map((f) => f.unit)).size}`;
    const team = sniperTeam(g, unit, roller);
    return { support: s, events: [told({ kind: 'fwf-support', from: input.from, result, id: unit, figures: team.figures.map((f) => f.id), parts: team.parts })], figures: team.figures };
  }
  if (result !== 'fac') return { support: s, events: [] };
  if (facOnStation(s, g.turn)) {
    return { support: add(base), events: [told({ kind: 'fwf-support', from: input.from, result: 'fac-pair', id })], arriving: base };
  }
  const fac: SupportRequest = { ...base, state: 'spent', facDue: g.turn };
  return { support: add(fac), events: [told({ kind: 'fwf-support', from: input.from, result: 'fac', id, until: g.turn + TURNS_IN_PLAY.fac - 1 })] };
}
