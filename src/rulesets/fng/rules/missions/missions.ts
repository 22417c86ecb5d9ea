import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { areaOfOperations, politicalStatus, type AoKind, type AoTieReroll, type Corps, type PoliticalStatusResult, type AoResult } from '../terrain/area-of-operations.js';
import { chance, d6, passDice, sumD6 } from '../figures/dice.js';
import { enemyActivityLevel, supportLevel, type EalRange, type EalResult, type LevelRoll } from './levels.js';
import { missionType, type MissionType, type MissionTypeResult } from './mission-type.js';
import { generateTerrain, type GeneratorDice, type GeneratorReadings, type TableGrid, type TableTerrain } from '../terrain/terrain-generator.js';
import { dayPart, weather, type DayPartReading, type DayPartState, type RainyModifierOn, type WeatherResult } from './weather.js';

/**
 * Squad missions (FNG 2nd Tour, seed L2182–L2258): set-up, length, enemy forces, Victory Points and the
 * body count (L2265–L2268).
 */

export type MissionError = 'fng/bad-eal' | 'fng/bad-rep' | 'fng/bad-tally' | 'fng/not-this-mission';

const validEal = (eal: number): boolean => Number.isInteger(eal) && eal >= 0 && eal <= 7;

// ---------------------------------------------------------------- length

/**
 * Fight and Patrol print "minimum 12 turns" and "minimum 14 turns" in interleaved columns
 * (L2222, L2224). House rule `fng.mission.fight-patrol-length`.
 */
export type FightPatrolLength = 'fight-12-patrol-14' | 'fight-14-patrol-12';

export interface MissionLength {
  /** Turns always played. */
  readonly minimumTurns: number;
  /**
   * After the minimum: 'end-roll' — at the end of each turn 1d6, 5–6 ends the game (L2204, L2222);
   * 'may-become-fight' — the Ambush ends after 6 turns unless (1-3) it turns into a Fight (L2189).
   */
  readonly after: 'end-roll' | 'may-become-fight';
}

/** Game length by mission (Ambush L2189, Defense L2204, Fight/Patrol L2222–L2224, Recon L2252–L2253). */
export function missionLength(mission: MissionType, fightPatrol: FightPatrolLength): MissionLength {
  switch (mission) {
    case 'ambush':
      return { minimumTurns: 6, after: 'may-become-fight' };
    case 'defense':
      return { minimumTurns: 10, after: 'end-roll' };
    case 'fight':
      return { minimumTurns: fightPatrol === 'fight-12-patrol-14' ? 12 : 14, after: 'end-roll' };
    case 'patrol':
      return { minimumTurns: fightPatrol === 'fight-12-patrol-14' ? 14 : 12, after: 'end-roll' };
    case 'recon':
      return { minimumTurns: 12, after: 'end-roll' };
  }
}

/** The end-of-turn roll after the minimum: 1d6, 5 or 6 ends the game (L2204, L2222, L2252). */
export function gameEndRoll(roller: Roller): { readonly ends: boolean; readonly die: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'game end');
  return { ends: score >= 5, die: score, part };
}

/** After the Ambush's six turns: (1-3) the objectives become a Fight's (L2189), else it ends. */
export function ambushAfterSixTurns(roller: Roller): { readonly becomesFight: boolean; readonly die: number; readonly part: RolledPart } {
  const { happens, score, part } = chance(roller, 1, 3, 'ambush becomes a fight');
  return { becomesFight: happens, die: score, part };
}

// ---------------------------------------------------------------- enemy forces

export interface EnemyForces {
  readonly pefs: number;
  /** Recon: PCs placed at the start (L2248). */
  readonly pcs: number;
  /** The (1-3) rolls for extra PEFs, one per EAL above 1. */
  readonly extraRolls: readonly number[];
  readonly parts: readonly RolledPart[];
  /** Ambush: a resolved PC counts as Enemy Reinforcements instead (L2190). */
  readonly pcsAreReinforcements: boolean;
}

/** Recon places one PC per EAL, at most 4 (L2248). */
export const RECON_MAX_PCS = 4;

/**
 * PEFs and PCs at the start (L2190, L2208, L2223, L2236, L2248). Ambush, Fight and Patrol: one PEF plus
 * a (1-3) chance of another for each EAL above 1. Defense: one PEF per EAL. Recon: one PEF per EAL and
 * one PC per EAL up to 4.
 */
export function enemyForces(input: { readonly mission: MissionType; readonly eal: number }, roller: Roller): RuleResult<EnemyForces, MissionError> {
  const { mission, eal } = input;
  if (!validEal(eal)) return fail('fng/bad-eal', { eal });
  const pcsAreReinforcements = mission === 'ambush';
  if (mission === 'defense') return ok({ pefs: eal, pcs: 0, extraRolls: [], parts: [], pcsAreReinforcements });
  if (mission === 'recon') return ok({ pefs: eal, pcs: Math.min(eal, RECON_MAX_PCS), extraRolls: [], parts: [], pcsAreReinforcements });
  const extraRolls: number[] = [];
  const parts: RolledPart[] = [];
  for (let level = 2; level <= eal; level++) {
    const r = chance(roller, 1, 3, `extra PEF for EAL ${level}`);
    extraRolls.push(r.score);
    parts.push(r.part);
  }
  const pefs = 1 + extraRolls.filter((f) => f <= 3).length;
  return ok({ pefs, pcs: 0, extraRolls, parts, pcsAreReinforcements });
}

/** EAL from which Fight and Patrol turn one resolved PEF into a PC (L2223, L2236). */
export const PC_FROM_EAL = 5;

export interface PefAsPc {
  readonly isPc: boolean;
  /** 'rolled' — the 1d6 decided; 'last-pef' — the last PEF is a PC if none was met; 'not-applicable' — resolve normally. */
  readonly how: 'rolled' | 'last-pef' | 'not-applicable';
  readonly die?: number;
  readonly part?: RolledPart;
}

/**
 * Whether a PEF being resolved is a PC instead, by mission (before the normal PEF resolution).
 * Fight/Patrol with EAL 5+: until a PC has appeared, 1d6 1–3 makes it a PC, and the last PEF always is
 * one (L2223, L2236). Recon: 1d6 1–5 makes it a PC until one PC per EAL has been revealed (L2248).
 */
export function pefAsPc(
  input: { readonly mission: MissionType; readonly eal: number; readonly pcsRevealed: number; readonly lastPef: boolean },
  roller: Roller,
): RuleResult<PefAsPc, MissionError> {
  const { mission, eal, pcsRevealed } = input;
  if (!validEal(eal)) return fail('fng/bad-eal', { eal });
  if (!Number.isInteger(pcsRevealed) || pcsRevealed < 0) return fail('fng/bad-tally', { pcsRevealed });
  let highest: number;
  if ((mission === 'fight' || mission === 'patrol') && eal >= PC_FROM_EAL && pcsRevealed === 0) {
    if (input.lastPef) return ok({ isPc: true, how: 'last-pef' });
    highest = 3;
  } else if (mission === 'recon' && pcsRevealed < eal) {
    highest = 5;
  } else {
    return ok({ isPc: false, how: 'not-applicable' });
  }
  const r = chance(roller, 1, highest, `PEF is a PC (${mission})`);
  return ok({ isPc: r.happens, how: 'rolled', die: r.score, part: r.part });
}

// ---------------------------------------------------------------- set-up

/** The sector, 1–6, the squad deploys in (L2196, L2210, L2234, L2239, L2245). */
export function deploymentSector(roller: Roller): { readonly sector: number; readonly part: RolledPart } {
  const { score, part } = d6(roller, 'FWF deployment sector');
  return { sector: score, part };
}

/** Ambush: 1d6 + EAL at or under 6, you ambush; 7 or more, you are ambushed (L2189). */
export const AMBUSHER_AT_MOST = 6;

export function ambushRole(
  input: { readonly eal: number },
  roller: Roller,
): RuleResult<{ readonly role: 'ambushing' | 'ambushed'; readonly die: number; readonly total: number; readonly part: RolledPart }, MissionError> {
  if (!validEal(input.eal)) return fail('fng/bad-eal', { eal: input.eal });
  const { score, part } = d6(roller, 'ambush or ambushed');
  const total = score + input.eal;
  return ok({ role: total <= AMBUSHER_AT_MOST ? 'ambushing' : 'ambushed', die: score, total, part });
}

/**
 * Spotting the ambush (L2192): if the ambushed side activates first, its lead squad rolls 2d6 once;
 * the ambush is spotted if any figure of the squad passes both dice against its REP, that is if both
 * dice are at or under the squad's best REP.
 */
export function spotAmbush(
  input: { readonly reps: readonly number[] },
  roller: Roller,
): RuleResult<{ readonly spotted: boolean; readonly bestRep: number; readonly part: RolledPart }, MissionError> {
  const { reps } = input;
  if (reps.length === 0 || reps.some((r) => !Number.isInteger(r) || r < 1 || r > 7)) return fail('fng/bad-rep', { reps: reps.join(',') });
  const bestRep = Math.max(...reps);
  const { passes, part } = passDice(roller, 2, bestRep, 'spot the ambush');
  return ok({ spotted: passes === 2, bestRep, part });
}

/** An ambushing squad may set out its Claymores if 1d6 passes against the Squad Leader's REP (L2195). */
export function claymoresSet(
  input: { readonly leaderRep: number },
  roller: Roller,
): RuleResult<{ readonly set: boolean; readonly part: RolledPart }, MissionError> {
  if (!Number.isInteger(input.leaderRep) || input.leaderRep < 1 || input.leaderRep > 7) return fail('fng/bad-rep', { rep: input.leaderRep });
  const { passes, part } = passDice(roller, 1, input.leaderRep, 'claymores');
  return ok({ set: passes === 1, part });
}

export type DefenseObjective = 'radio-relay' | 'resupply' | 'water-party' | 'wounded' | 'check-point' | 'bridge';

export interface DefenseObjectiveResult {
  readonly objective: DefenseObjective;
  readonly die: number;
  readonly total: number;
  /** Claymores may be set up at the start unless civilians are present (L2204). */
  readonly claymoresAllowed: boolean;
  /** Resupply: the Slick lands 1d6 + 2 turns in and stays two turns. */
  readonly slickArrivesTurn?: number;
  /** Wounded: 2d6 wounded, with a medic and an RTO. */
  readonly wounded?: number;
  readonly parts: readonly RolledPart[];
}

/**
 * What the squad defends (L2204–L2206): 1d6, +1 if the AO is populated, which we read as civilians
 * present (the Population Value's civilians roll, L1130). 1 radio relay team on a hill; 2 resupply
 * site; 3 water party; 4 wounded awaiting Dustoff; 5 check point; 6 or more bridge.
 */
export function defenseObjective(input: { readonly civiliansPresent: boolean }, roller: Roller): DefenseObjectiveResult {
  const { score, part } = d6(roller, 'defense objective');
  const total = score + (input.civiliansPresent ? 1 : 0);
  const claymoresAllowed = !input.civiliansPresent;
  const objectives: readonly DefenseObjective[] = ['radio-relay', 'resupply', 'water-party', 'wounded', 'check-point'];
  const objective = objectives[total - 1] ?? 'bridge';
  if (objective === 'resupply') {
    const t = d6(roller, 'resupply slick arrives');
    return { objective, die: score, total, claymoresAllowed, slickArrivesTurn: t.score + 2, parts: [part, t.part] };
  }
  if (objective === 'wounded') {
    const w = sumD6(roller, 2, 'wounded awaiting dustoff');
    return { objective, die: score, total, claymoresAllowed, wounded: w.total, parts: [part, w.part] };
  }
  return { objective, die: score, total, claymoresAllowed, parts: [part] };
}

/**
 * Check Point papers (L2206): a civilian whose Speak Local check finds an anomaly rolls 1d6: (1-5)
 * nothing, (6) fake papers, detained to the end (+2 VP).
 */
export function checkPointPapers(roller: Roller): { readonly fake: boolean; readonly die: number; readonly part: RolledPart } {
  const { happens, score, part } = chance(roller, 6, 6, 'check point papers');
  return { fake: happens, die: score, part };
}

// ---------------------------------------------------------------- body count

export interface Kill {
  /** The enemy figure left Obviously Dead. */
  readonly victim: string;
  /** Who inflicted it, credited if confirmed. */
  readonly by: string;
}

export interface BodyCountResult {
  readonly kills: readonly (Kill & { readonly confirmed: boolean; readonly die: number })[];
  readonly confirmed: number;
  readonly unconfirmed: number;
  /** Confirmed kills per figure, for the successful-mission test. */
  readonly confirmedBy: Readonly<Record<string, number>>;
  readonly parts: readonly RolledPart[];
}

/**
 * Body Count (L2265–L2268): each VC/NVA Obviously Dead has a (4-6) chance to be a confirmed kill,
 * credited to whoever inflicted it; the rest are unconfirmed (their comrades carried them off).
 */
export function bodyCount(kills: readonly Kill[], roller: Roller): BodyCountResult {
  const confirmedBy: Record<string, number> = {};
  const parts: RolledPart[] = [];
  const out = kills.map((k) => {
    const r = chance(roller, 4, 6, `body count ${k.victim}`);
    parts.push(r.part);
    if (r.happens) confirmedBy[k.by] = (confirmedBy[k.by] ?? 0) + 1;
    return { ...k, confirmed: r.happens, die: r.score };
  });
  const confirmed = out.filter((k) => k.confirmed).length;
  return { kills: out, confirmed, unconfirmed: out.length - confirmed, confirmedBy, parts };
}

// ---------------------------------------------------------------- victory points

/** What happened in a mission, counted for its Victory Points. Counts not given are 0. */
export interface MissionTally {
  readonly capturedUnharmed?: number;
  readonly capturedWounded?: number;
  readonly confirmedDead?: number;
  readonly unconfirmedDead?: number;
  readonly fwfMia?: number;
  readonly fwfDead?: number;
  /** FWF wounded withdrawn with the unit or evacuated. */
  readonly fwfWounded?: number;
  /** Patrol: FWF wounded neither withdrawn with the unit nor taken off the table (L2250). */
  readonly fwfWoundedLeftBehind?: number;
  /** Defense: 'held-clear' — completed and no enemy within 6" of the objective at the end (L2213, L2215). */
  readonly defenseObjective?: 'held-clear' | 'held' | 'lost';
  /** Defense, check point: suspicious civilians detained. */
  readonly civiliansDetained?: number;
  /** Patrol: sectors patrolled. */
  readonly sectorsPatrolled?: number;
  /** Patrol: PEFs revealed by the unit (not by non-platoon forces). */
  readonly pefsRevealed?: number;
  /** Recon: PCs revealed by the unit. */
  readonly pcsRevealed?: number;
  /** Recon: every PC was revealed. */
  readonly allPcsRevealed?: boolean;
  /** Patrol/Recon: the unit left the table before the game length ran out. */
  readonly exitedInTime?: boolean;
  /** Ready Support options available and never used (L2258). */
  readonly readySupportUnused?: number;
  /** On-Demand support types called for that are in the SL's Ready list (L2258). */
  readonly onDemandTypesInReadyList?: number;
  /** On-Demand support types called for that are not in the SL's Ready list. */
  readonly onDemandTypesNotInReadyList?: number;
  /** Civilian casualties (L1281). */
  readonly civilianCasualties?: number;
  /** VP from other sections (tunnels, rescued POWs, danger close …), each with its reason. */
  readonly other?: readonly { readonly reason: string; readonly vp: number }[];
}

interface VpRates {
  readonly capturedUnharmed: number;
  readonly capturedWounded: number;
  readonly confirmedDead: number;
  readonly unconfirmedDead: number;
  readonly fwfMia: number;
  readonly fwfDead: number;
  readonly fwfWounded: number;
}

/** Per-item awards common to every mission, by mission (L2198, L2213–L2215, L2230, L2250, L2255). */
export const VP_RATES = {
  ambush: { source: 'seed L2198', capturedUnharmed: 3, capturedWounded: 2, confirmedDead: 2, unconfirmedDead: 1, fwfMia: -10, fwfDead: -5, fwfWounded: -2 },
  defense: { source: 'seed L2213, L2215', capturedUnharmed: 2, capturedWounded: 1, confirmedDead: 2, unconfirmedDead: 1, fwfMia: -10, fwfDead: -4, fwfWounded: -2 },
  fight: { source: 'seed L2230', capturedUnharmed: 3, capturedWounded: 2, confirmedDead: 2, unconfirmedDead: 1, fwfMia: -10, fwfDead: -5, fwfWounded: -2 },
  patrol: { source: 'seed L2250', capturedUnharmed: 3, capturedWounded: 2, confirmedDead: 2, unconfirmedDead: 1, fwfMia: -10, fwfDead: -5, fwfWounded: -2 },
  recon: { source: 'seed L2255', capturedUnharmed: 2, capturedWounded: 2, confirmedDead: 2, unconfirmedDead: 1, fwfMia: -10, fwfDead: -5, fwfWounded: -2 },
} as const satisfies Record<MissionType, VpRates & { source: string }>;

/** Mission-specific awards (L2213–L2215, L2250, L2255, L2258, L1281). */
export const VP_AWARDS = {
  defenseHeldClear: 5,
  defenseLost: -4,
  civilianDetained: 2,
  patrolSector: 1,
  patrolPefRevealed: 2,
  patrolWoundedLeftBehind: -4,
  reconPcRevealed: 2,
  reconAllPcsAndExit: 3,
  notExitedInTime: -2,
  readySupportUnused: 3,
  onDemandType: -5,
  onDemandTypeNotInReady: -7,
  civilianCasualty: -1,
} as const;

export type VpItem =
  | keyof VpRates
  | 'defense-objective'
  | 'civilians-detained'
  | 'sectors-patrolled'
  | 'pefs-revealed'
  | 'wounded-left-behind'
  | 'pcs-revealed'
  | 'all-pcs-and-exit'
  | 'not-exited-in-time'
  | 'ready-support-unused'
  | 'on-demand-in-ready-list'
  | 'on-demand-not-in-ready-list'
  | 'civilian-casualties'
  | 'other';

export interface VpLine {
  readonly item: VpItem;
  readonly count: number;
  readonly vp: number;
  readonly reason?: string;
}

const COUNT_KEYS = [
  'capturedUnharmed',
  'capturedWounded',
  'confirmedDead',
  'unconfirmedDead',
  'fwfMia',
  'fwfDead',
  'fwfWounded',
  'fwfWoundedLeftBehind',
  'civiliansDetained',
  'sectorsPatrolled',
  'pefsRevealed',
  'pcsRevealed',
  'readySupportUnused',
  'onDemandTypesInReadyList',
  'onDemandTypesNotInReadyList',
  'civilianCasualties',
] as const satisfies readonly (keyof MissionTally)[];

/** Items that only some missions award. */
const MISSION_ONLY: Readonly<Record<keyof MissionTally, readonly MissionType[] | 'all'>> = {
  capturedUnharmed: 'all',
  capturedWounded: 'all',
  confirmedDead: 'all',
  unconfirmedDead: 'all',
  fwfMia: 'all',
  fwfDead: 'all',
  fwfWounded: 'all',
  readySupportUnused: 'all',
  onDemandTypesInReadyList: 'all',
  onDemandTypesNotInReadyList: 'all',
  civilianCasualties: 'all',
  other: 'all',
  fwfWoundedLeftBehind: ['patrol'],
  defenseObjective: ['defense'],
  civiliansDetained: ['defense'],
  sectorsPatrolled: ['patrol'],
  pefsRevealed: ['patrol'],
  pcsRevealed: ['recon'],
  allPcsRevealed: ['recon'],
  exitedInTime: ['patrol', 'recon'],
};

/**
 * Victory Points for a mission (Penalties and Rewards of each mission, L2198–L2255; Mission Result
 * L2258; civilian casualties L1281). VP count only for the campaign turn they are earned (L2262).
 */
export function victoryPoints(
  mission: MissionType,
  tally: MissionTally,
): RuleResult<{ readonly total: number; readonly lines: readonly VpLine[] }, MissionError> {
  for (const key of COUNT_KEYS) {
    const v = tally[key];
    if (v !== undefined && (!Number.isInteger(v) || v < 0)) return fail('fng/bad-tally', { [key]: v });
  }
  for (const [key, missions] of Object.entries(MISSION_ONLY)) {
    if (missions !== 'all' && tally[key as keyof MissionTally] !== undefined && !missions.includes(mission)) {
      return fail('fng/not-this-mission', { item: key, mission });
    }
  }
  if (mission === 'defense' && tally.defenseObjective === undefined) return fail('fng/bad-tally', { defenseObjective: 'missing' });
  if ((mission === 'patrol' || mission === 'recon') && tally.exitedInTime === undefined) return fail('fng/bad-tally', { exitedInTime: 'missing' });

  const rates = VP_RATES[mission];
  const lines: VpLine[] = [];
  const add = (item: VpItem, count: number, each: number) => {
    if (count !== 0) lines.push({ item, count, vp: count * each });
  };
  for (const k of ['capturedUnharmed', 'capturedWounded', 'confirmedDead', 'unconfirmedDead', 'fwfMia', 'fwfDead', 'fwfWounded'] as const) {
    add(k, tally[k] ?? 0, rates[k]);
  }
  if (mission === 'defense') {
    const o = tally.defenseObjective;
    if (o === 'held-clear') lines.push({ item: 'defense-objective', count: 1, vp: VP_AWARDS.defenseHeldClear });
    if (o === 'lost') lines.push({ item: 'defense-objective', count: 1, vp: VP_AWARDS.defenseLost });
    add('civilians-detained', tally.civiliansDetained ?? 0, VP_AWARDS.civilianDetained);
  }
  if (mission === 'patrol') {
    add('sectors-patrolled', tally.sectorsPatrolled ?? 0, VP_AWARDS.patrolSector);
    add('pefs-revealed', tally.pefsRevealed ?? 0, VP_AWARDS.patrolPefRevealed);
    add('wounded-left-behind', tally.fwfWoundedLeftBehind ?? 0, VP_AWARDS.patrolWoundedLeftBehind);
  }
  if (mission === 'recon') {
    add('pcs-revealed', tally.pcsRevealed ?? 0, VP_AWARDS.reconPcRevealed);
    if (tally.allPcsRevealed === true && tally.exitedInTime === true) {
      lines.push({ item: 'all-pcs-and-exit', count: 1, vp: VP_AWARDS.reconAllPcsAndExit });
    }
  }
  if ((mission === 'patrol' || mission === 'recon') && tally.exitedInTime === false) {
    lines.push({ item: 'not-exited-in-time', count: 1, vp: VP_AWARDS.notExitedInTime });
  }
  add('ready-support-unused', tally.readySupportUnused ?? 0, VP_AWARDS.readySupportUnused);
  add('on-demand-in-ready-list', tally.onDemandTypesInReadyList ?? 0, VP_AWARDS.onDemandType);
  add('on-demand-not-in-ready-list', tally.onDemandTypesNotInReadyList ?? 0, VP_AWARDS.onDemandTypeNotInReady);
  add('civilian-casualties', tally.civilianCasualties ?? 0, VP_AWARDS.civilianCasualty);
  for (const o of tally.other ?? []) lines.push({ item: 'other', count: 1, vp: o.vp, reason: o.reason });
  return ok({ total: lines.reduce((s, l) => s + l.vp, 0), lines });
}

// ---------------------------------------------------------------- missions by the numbers

export interface MissionByTheNumbersInput {
  readonly corps: Corps;
  readonly lastAo?: AoKind;
  readonly rainySeason: boolean;
  /** Good Mission 5 is pending. */
  readonly cakeWalk: boolean;
  /** Resolved house rules. */
  readonly tieReroll: AoTieReroll;
  /** The Corps' AO Political Status modifiers (`fng.ao-status.*`); a missing AO counts 0. */
  readonly statusModifiers: Readonly<Partial<Record<AoKind, number>>>;
  readonly ealRange: EalRange;
  readonly rainyModifierOn: RainyModifierOn;
  readonly dayPartReading: DayPartReading;
  readonly terrainDice: GeneratorDice;
  readonly terrainReadings: GeneratorReadings;
  readonly grid?: TableGrid;
}

export interface MissionSetUp {
  readonly ao: AoResult;
  readonly status: PoliticalStatusResult;
  readonly supportLevel: LevelRoll;
  readonly eal: EalResult;
  readonly dayPart: DayPartState & { readonly total: number };
  readonly weather: WeatherResult;
  readonly mission: MissionTypeResult;
  readonly terrain: TableTerrain;
  readonly forces: EnemyForces;
  readonly deploymentSector: number;
  readonly ambush?: { readonly role: 'ambushing' | 'ambushed'; readonly die: number; readonly total: number };
  readonly defense?: DefenseObjectiveResult;
}

export type MissionByTheNumbersError = MissionError | 'fng/ao-not-in-corps' | 'fng/bad-grid';

/**
 * Missions by the Numbers (L1320–L1338, L1394), once Contact is made: the Area of Operations, its
 * Political Status, the FWF Support Level, the EAL, Day Part and Weather, the Mission Type; then the
 * table's terrain (L1073), the enemy forces and the squad's deployment sector (L2196), and for an
 * Ambush who ambushes whom, for a Defense what is defended (+1 when civilians live in the AO).
 */
export function missionByTheNumbers(input: MissionByTheNumbersInput, roller: Roller): RuleResult<MissionSetUp, MissionByTheNumbersError> {
  const ao = areaOfOperations({ corps: input.corps, tieReroll: input.tieReroll, ...(input.lastAo ? { lastAo: input.lastAo } : {}) }, roller);
  if (!ao.ok) return ao;
  const kind = ao.value.ao.kind;
  const status = politicalStatus({ modifier: input.statusModifiers[kind] ?? 0 }, roller);
  const sl = supportLevel(roller);
  const eal = enemyActivityLevel({ statusModifier: status.ealModifier, range: input.ealRange, cakeWalk: input.cakeWalk }, roller);
  const part = dayPart({ rainySeason: input.rainySeason, rainyModifierOn: input.rainyModifierOn, reading: input.dayPartReading }, roller);
  const sky = weather({ rainySeason: input.rainySeason }, roller);
  const mission = missionType({ ao: kind }, roller);
  const terrain = generateTerrain(
    { ao: ao.value.ao, rainySeason: input.rainySeason, dice: input.terrainDice, readings: input.terrainReadings, ...(input.grid ? { grid: input.grid } : {}) },
    roller,
  );
  if (!terrain.ok) return terrain;
  const forces = enemyForces({ mission: mission.mission, eal: eal.eal }, roller);
  if (!forces.ok) return forces;
  const sector = deploymentSector(roller);
  const base = {
    ao: ao.value,
    status,
    supportLevel: sl,
    eal,
    dayPart: part,
    weather: sky,
    mission,
    terrain: terrain.value,
    forces: forces.value,
    deploymentSector: sector.sector,
  };
  if (mission.mission === 'ambush') {
    const role = ambushRole({ eal: eal.eal }, roller);
    if (!role.ok) return role;
    return ok({ ...base, ambush: { role: role.value.role, die: role.value.die, total: role.value.total } });
  }
  if (mission.mission === 'defense') return ok({ ...base, defense: defenseObjective({ civiliansPresent: terrain.value.civilians }, roller) });
  return ok(base);
}
