import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { chance } from '../figures/dice.js';
import type { MissionType } from './mission-type.js';
import type { MissionError } from './missions.js';

/**
 * What a squad mission scores (FNG 2nd Tour, seed L2198–L2268): the body count (L2265–L2268) and the
 * Victory Points of each mission, common and mission-specific awards.
 */

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
