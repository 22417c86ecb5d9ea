import { distance } from '../../../../../core/board/geometry.js';
import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import { badMission, disastrousMission, goodMission, medalOfValor, missionResult, type MissionEffect, type MissionTableRoll } from '../after-action.js';
import { campaignRules } from '../campaign-house-rules.js';
import type { FngEvent } from '../../game/events.js';
import type { MissionType } from '../../missions/mission-type.js';
import type { OrderArgs, Ordered } from '../../game/order.js';
import { endMissionOrder, type MissionEndError } from '../../missions/moves/order-mission-end.js';
import { defenseOutcome } from '../../missions/moves/defense-objective.js';
import { WOUNDED_UNLIFTED, type WoundedUnlifted } from '../../missions/moves/defense-dustoff.js';
import { choiceRule, intRule } from '../../../../../core/house-rules.js';
import { PERSONNEL_UNIT } from '../../missions/moves/defense-personnel.js';
import { tourEvent } from './order-tour.js';
import { keyOf, onTable, ownFigure, type TableFigure } from '../../game/state.js';
import type { VpSource } from '../../missions/victory-points.js';
import { supportLevel as slEntry, type SupportLevel } from '../../support/support.js';
import { READY_ASSET, type SupportState } from '../../support/support-state.js';
import type { CarriedEffects, Debrief, MissionMan } from '../tour-state.js';
import { civilianCasualties } from '../../missions/moves/civilians-play.js';
import { bodyCount, victoryPoints, type MissionTally } from '../../missions/mission-points.js';

/**
 * What a mission came to (FNG 2nd Tour, After the Mission p.102–103, L2256–L2297), once it ends
 * (`endMissionOrder`: no more orders, the sealed decisions disclosed): the body count, the Victory
 * Points, the Mission Result and its Good, Bad or Disastrous table, and the Medals of Valor. Who killed
 * whom the table kept as it went (the credit for a confirmed kill, L2268; the players may correct it).
 * What the table cannot know the players say: the acts
 * worth a medal, who was flown out wounded, and the mission's own objectives (held, sectors patrolled,
 * PEFs or PCs revealed, exit in time). On a tour the squad's state at the end is kept for its After the
 * Mission.
 */

export type MissionResultError = MissionEndError | 'fng/say-objective' | 'fng/say-exited' | 'fng/not-a-kill' | 'fng/unknown-figure' | 'fng/ambiguous-figure' | 'fng/not-flown-out';

export interface MissionResultInput {
  /** Credits: a Free World figure and the enemy figures he left Obviously Dead. */
  readonly kills?: readonly { readonly by: string; readonly victims: readonly string[] }[];
  readonly medals?: readonly string[];
  /** Figures flown out wounded by a medevac (they left the table with it). */
  readonly medevac?: readonly string[];
  readonly objective?: 'held-clear' | 'held' | 'lost';
  readonly sectors?: number;
  /** Patrol: PEFs revealed; Recon: PCs revealed. */
  readonly revealed?: number;
  /** Recon: every PC was revealed. */
  readonly allRevealed?: boolean;
  readonly exited?: boolean;
  readonly detained?: number;
  readonly civilians?: number;
}

/** A friend this close at the end recovers a man Out of the Fight (L977). */
export const RECOVERY_INCHES = 6;

const FIT: readonly TableFigure['status'][] = ['carry-on', 'duck-back', 'retired', 'stunned'];

/** The Ready Support the SL granted and nobody used (+3 each), and the On-Demand types used (−5, or −7 off the SL's Ready list) (L2258). */
export function supportTally(sl: number, s: SupportState | undefined): Pick<MissionTally, 'readySupportUnused' | 'onDemandTypesInReadyList' | 'onDemandTypesNotInReadyList' | 'other'> {
  const entry = slEntry(Math.min(6, Math.max(1, sl)) as SupportLevel);
  const used = s?.readyUsed ?? [];
  const onDemand = [...new Set((s?.requests ?? []).filter((r) => !r.ready).map((r) => r.for))];
  const inReady = onDemand.filter((f) => READY_ASSET[f] !== undefined && entry.ready.includes(READY_ASSET[f]!)).length;
  return {
    readySupportUnused: entry.ready.filter((a) => !used.includes(a)).length,
    onDemandTypesInReadyList: inReady,
    onDemandTypesNotInReadyList: onDemand.length - inReady,
    ...(s && s.vp !== 0 ? { other: [{ reason: 'Danger Close (L1797)', vp: s.vp }] } : {}),
  };
}

/** What the Victory Points a mission earned as it went say (rules/missions/victory-points.ts). */
const VP_SOURCE: Readonly<Record<VpSource, string>> = {
  'tunnel-search': 'tunnel searched (L1552)',
  'tunnel-section': 'tunnel section collapsed (L1559)',
  'tunnel-seal': 'tunnel entrance sealed (L1559)',
};

/**
 * Ends the mission under way (`endMissionOrder`) and counts it: the body count (each enemy Obviously
 * Dead 1d6, 4–6 confirmed and credited to whoever inflicted it, as the table kept it or the players correct it, L2268), the mission's Victory Points
 * (L2198–L2258; civilian casualties L1281; support L2258; what it earned as it went, as tunnels), the
 * Mission Result (L2261) and its table, then a Medal of Valor roll for each man named (2d6 vs REP,
 * +1d6 after Good Mission 1; none after Bad Mission 1). The mission type is the tour's; a mission
 * started by hand counts as a Fight. What the players say is checked before the mission ends.
 */
export function missionResultOrder(a: OrderArgs & { readonly gm: boolean }, input: MissionResultInput): RuleResult<Ordered, MissionResultError | string> {
  // The mission ends first: its refusals (none under way, ended already, not the players') come before ours.
  const ended = endMissionOrder(a);
  if (!ended.ok) return ended;
  const g = a.game;
  const m = g.mission!;
  const tour = g.tour?.stage === 'mission' ? g.tour : undefined;
  // The mission's own type (an Ambush that became a Fight counts as one, L2189); by hand without one, a Fight.
  const mission: MissionType = m.type ?? tour?.setUp?.mission ?? 'fight';
  // A Defense reads its objective off the table when it was marked (L2213, L2215), else the players say.
  const defense =
    mission === 'defense'
      ? defenseOutcome(g, input.objective, {
          ...(a.table ? { table: a.table } : {}),
          exitInches: intRule(a.rules, 'fng.defense.exit-inches'),
          woundedUnlifted: choiceRule<WoundedUnlifted>(a.rules, 'fng.defense.wounded-unlifted', WOUNDED_UNLIFTED),
        })
      : undefined;
  if (defense && !defense.ok) return defense;
  // "Echo Mike! End Mission!" counts as if the squad exited the table (L1648).
  const exited = m.ended?.by === 'event' ? true : input.exited;
  if ((mission === 'patrol' || mission === 'recon') && exited === undefined) return fail('fng/say-exited', { mission });
  const rules = campaignRules(a.rules);

  // Who killed whom: whoever inflicted the Obviously Dead result, as the table kept it (L2268); what the players say corrects it.
  const dead = g.figures.filter((f) => f.side === 'cf' && f.status === 'obviously-dead');
  const credit = new Map<string, string>(dead.flatMap((f) => (f.downedBy ? [[keyOf(f), f.downedBy] as const] : [])));
  for (const k of input.kills ?? []) {
    const by = ownFigure(g, 'fwf', k.by);
    if (!by.ok) return by;
    for (const v of k.victims) {
      const victim = dead.find((f) => f.id.toLowerCase() === v.trim().toLowerCase());
      if (!victim) return fail('fng/not-a-kill', { figure: v.trim() });
      credit.set(keyOf(victim), keyOf(by.value));
    }
  }
  const flown = new Set<string>();
  for (const ref of input.medevac ?? []) {
    const f = ownFigure(g, 'fwf', ref);
    if (!f.ok) return f;
    if (f.value.status !== 'left-battlefield') return fail('fng/not-flown-out', { figure: f.value.id });
    flown.add(keyOf(f.value));
  }
  const medalled = new Set<string>();
  for (const ref of input.medals ?? []) {
    const f = ownFigure(g, 'fwf', ref);
    if (!f.ok) return f;
    medalled.add(keyOf(f.value));
  }

  const count = bodyCount(dead.map((f) => ({ victim: keyOf(f), by: credit.get(keyOf(f)) ?? '' })), a.roller);
  const own = g.figures.filter((f) => f.side === 'fwf');
  // A Defense's wounded came wounded (L2205): not this mission's casualties.
  const cameWounded = new Set(m.personnel?.woundedAtStart ?? []);
  const wounded = own.filter((f) => !(f.unit === PERSONNEL_UNIT && cameWounded.has(f.id)) && (f.status === 'out-of-fight' || flown.has(keyOf(f))));
  const recovered = (f: TableFigure): boolean =>
    f.star || flown.has(keyOf(f)) || f.carriedBy !== undefined || (onTable(f) && own.some((x) => keyOf(x) !== keyOf(f) && onTable(x) && FIT.includes(x.status) && distance(x.at!, f.at!) <= RECOVERY_INCHES));
  let tally: MissionTally = {
    capturedWounded: g.figures.filter((f) => f.side === 'cf' && f.status === 'captured').length,
    confirmedDead: count.confirmed,
    unconfirmedDead: count.unconfirmed,
    fwfMia: own.filter((f) => f.status === 'missing' || f.status === 'captured').length,
    fwfDead: own.filter((f) => f.status === 'obviously-dead').length,
    ...(mission === 'patrol'
      ? { fwfWounded: wounded.filter(recovered).length, fwfWoundedLeftBehind: wounded.filter((f) => !recovered(f)).length }
      : { fwfWounded: wounded.length }),
    ...(defense?.ok ? { defenseObjective: defense.value.outcome, civiliansDetained: input.detained ?? m.detained ?? 0 } : {}),
    ...(mission === 'patrol' ? { sectorsPatrolled: input.sectors ?? 0, pefsRevealed: input.revealed ?? 0, exitedInTime: exited! } : {}),
    ...(mission === 'recon' ? { pcsRevealed: input.revealed ?? m.pcsRevealed ?? 0, allPcsRevealed: input.allRevealed === true, exitedInTime: exited! } : {}),
    // Civilians hurt on the table (L1281), unless the players count them themselves.
    civilianCasualties: input.civilians ?? civilianCasualties(g),
    ...supportTally(m.sl, g.support),
  };
  const earned = (g.vp ?? []).map((v) => ({ reason: `${VP_SOURCE[v.source]} at ${v.where}`, vp: v.vp }));
  if (earned.length) tally = { ...tally, other: [...(tally.other ?? []), ...earned] };
  const vp = victoryPoints(mission, tally);
  if (!vp.ok) return vp;
  const result = missionResult(vp.value.total, rules.disastrousAlsoBad);
  if (!result.ok) return result;

  const parts: RolledPart[] = [...count.parts];
  const rolls: MissionTableRoll[] = result.value.tables.map((t) => (t === 'good' ? goodMission(a.roller) : t === 'bad' ? badMission({ entry5: rules.badEntry5 }, a.roller) : disastrousMission(a.roller)));
  const effects = rolls.map((r) => r.effect);
  const has = (kind: MissionEffect['kind']) => effects.some((e) => e.kind === kind);
  const events: FngEvent[] = [
    ...ended.value.events,
    tourEvent({
      kind: 'mission-result',
      mission: tour ? mission : null,
      ...(defense?.ok ? { defense: { outcome: defense.value.outcome, why: defense.value.why, ...(defense.value.exit ? { exit: defense.value.exit } : {}), ...(defense.value.unlifted !== undefined ? { unlifted: defense.value.unlifted } : {}) } } : {}),
      bodyCount: count.kills.map((k) => ({ victim: k.victim, by: k.by === '' ? null : k.by, die: k.die, confirmed: k.confirmed })),
      vp: vp.value.total,
      lines: vp.value.lines,
      result: result.value.result,
      parts,
    }),
    ...rolls.map((r) => tourEvent({ kind: 'mission-table', table: r.table, die: r.die, effect: r.effect, parts: r.parts })),
  ];

  const medals = new Map<string, MissionMan['medal']>();
  for (const key of medalled) {
    const f = own.find((x) => keyOf(x) === key)!;
    if (has('no-medals')) {
      events.push(tourEvent({ kind: 'medal', id: key, dice: 0, passes: 0, outcome: 'barred' }));
      continue;
    }
    const r = medalOfValor({ name: f.id, rep: f.rep, bonusDie: has('medal-bonus-die') }, a.roller);
    if (!r.ok) return r;
    medals.set(key, r.value.outcome);
    events.push(tourEvent({ kind: 'medal', id: key, dice: r.value.dice, passes: r.value.passes, outcome: r.value.outcome, part: r.value.part }));
  }

  let game = ended.value.game;
  if (tour) {
    const contacted = m.enemy !== undefined || g.figures.some((f) => f.side === 'cf');
    // The Defense's people are not the platoon's (defense-personnel.ts): no After the Mission for them.
    const men: MissionMan[] = own.filter((f) => f.unit !== PERSONNEL_UNIT || !m.personnel).map((f) => {
      const key = keyOf(f);
      const lost = f.status === 'obviously-dead' ? 'dead' : f.status === 'missing' || f.status === 'captured' ? 'missing' : null;
      const casualty = f.status === 'out-of-fight' || flown.has(key) ? 'out-of-the-fight' : f.status === 'retired' || f.status === 'leaving' ? 'retired' : null;
      const medal = medals.get(key);
      return {
        id: f.id,
        casualty: lost ? null : casualty,
        lost,
        recovered: lost === null && recovered(f),
        evacuation: flown.has(key) ? 'medevac' : f.carriedBy !== undefined ? 'foot-or-vehicle' : 'none',
        retired: f.retiredTurn !== undefined || f.status === 'retired' || f.status === 'leaving',
        confirmedKills: count.confirmedBy[key] ?? 0,
        ...(medal ? { medal } : {}),
        ...(f.burned ? { burned: true } : {}),
        rep: f.rep,
      };
    });
    const debrief: Debrief = { mission, contacted, vp: vp.value.total, result: result.value.result, effects, men };
    const carried: CarriedEffects = { ...tour.carried };
    const next = effects.reduce<CarriedEffects>((c, e) => {
      switch (e.kind) {
        case 'next-replacement-better':
          return { ...c, nextReplacementBetter: true };
        case 'replacement-dice':
          return { ...c, replacementDice: e.dice };
        case 'cake-walk':
          return { ...c, cakeWalk: true };
        case 'stand-down':
          return { ...c, standDown: true };
        default:
          return c;
      }
    }, carried);
    const history = tour.history.map((h, i) => (i === tour.history.length - 1 ? { ...h, vp: vp.value.total, result: result.value.result } : h));
    // Good Mission 4's weapon or radio is the platoon's, handed out by the players (L2273, `/fng-tour roster`).
    const extra = effects.flatMap((e) => (e.kind === 'extra-weapon' ? [e.weapon] : []));
    const spare = extra.length ? { spare: [...(tour.spare ?? []), ...extra] } : {};
    game = { ...game, tour: { ...tour, stage: 'after-action', debrief, carried: next, history, ...spare } };
  }
  return ok({ game, events });
}
