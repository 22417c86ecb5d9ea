import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { d6, halfD6, sumD6 } from '../figures/dice.js';

/**
 * FWF support: who may ask, Ready vs On-Demand support, what each Support Level grants, and
 * Registered Target Points (FNG 2nd Tour, "Support", p.73–76, seed L1695–L1766; digest §16.2–§16.5).
 */

export type SupportLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The Force Commander's rank, as the request tables read it ("Lieutenant", "Captain or higher"). */
export type CommanderRank = 'nco' | 'lieutenant' | 'captain';

/** The four types of support (L1759–L1765); mortars and artillery are one type. */
export type SupportType = 'artillery' | 'tac-air' | 'helicopter' | 'reinforcements';

/** What an On-Demand request is for: one Request table each, mortars and artillery sharing one. */
export type RequestKind = 'mortar' | 'artillery' | 'airstrike' | 'gunship' | 'medevac' | 'reinforcements';

export type SupportError = 'fng/invalid-rep' | 'fng/invalid-support-level';

/** A REP a figure can have: 1–6, and 7 for campaign veterans. */
export function isRep(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 7;
}

export function isSupportLevel(n: number): n is SupportLevel {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

/** "Force Commander is Lieutenant +1 / Captain or higher +2", common to every Request table. */
export function rankModifier(rank: CommanderRank): number {
  return rank === 'captain' ? 2 : rank === 'lieutenant' ? 1 : 0;
}

export type ReadyAsset = 'helicopter-mission' | 'fac' | 'artillery-mission' | 'reinforcement';

/** Registered Target Points on a Defense mission: none, 1/2d6, 1d6 or 2d6. */
export type RtpDice = 'none' | 'half-d6' | '1d6' | '2d6';

export interface SupportLevelEntry {
  readonly sl: SupportLevel;
  readonly ready: readonly ReadyAsset[];
  /** On-Demand modifier per Request table; `null` where the SL text allows none. */
  readonly onDemand: Readonly<Record<RequestKind, number | null>>;
  readonly defenseRtps: RtpDice;
  readonly source: string;
}

/**
 * The six FWF Support Levels (p.75, L1729–L1756). The page prints SL 1–3 and SL 4–6 as two columns
 * interleaved line by line; the "Other: RTP" lines are assigned by the column they continue: SL 2
 * 1/2d6 (L1743), SL 3 1d6 (L1750–L1752), SL 4 1d6 (L1740), SL 5 2d6 (L1748), SL 6 2d6 (L1756).
 * SL 3 and SL 4 both read 1d6, so the uncertain attribution changes nothing. SL 1 reinforcements are
 * "only through the Activation roll" (L1737); the request table's −3 is the house rule
 * `fng.reinforcements.request-sl1`, applied in reinforcements.ts.
 */
export const SUPPORT_LEVELS: readonly SupportLevelEntry[] = [
  {
    sl: 1,
    ready: [],
    onDemand: { mortar: -1, medevac: -1, artillery: -3, airstrike: -3, gunship: -3, reinforcements: null },
    defenseRtps: 'none',
    source: 'L1731, L1733, L1735, L1737',
  },
  {
    sl: 2,
    ready: [],
    onDemand: { mortar: 0, medevac: 0, artillery: -2, airstrike: -2, gunship: -2, reinforcements: -2 },
    defenseRtps: 'half-d6',
    source: 'L1739, L1741, L1743',
  },
  {
    sl: 3,
    ready: ['helicopter-mission'],
    onDemand: { mortar: 0, medevac: 0, artillery: -2, airstrike: -1, gunship: -1, reinforcements: -1 },
    defenseRtps: '1d6',
    source: 'L1745, L1747, L1750–L1752',
  },
  {
    sl: 4,
    ready: ['helicopter-mission', 'fac'],
    // "All other support at −1" (L1736) covers reinforcements; L1738 names the table without a figure.
    onDemand: { mortar: 0, medevac: 0, artillery: -1, airstrike: -1, gunship: -1, reinforcements: -1 },
    defenseRtps: '1d6',
    source: 'L1732, L1734, L1736, L1738, L1740',
  },
  {
    sl: 5,
    ready: ['helicopter-mission', 'fac', 'artillery-mission'],
    onDemand: { mortar: 0, medevac: 0, artillery: 0, airstrike: 0, gunship: 0, reinforcements: 0 },
    defenseRtps: '2d6',
    source: 'L1742, L1744, L1746, L1748',
  },
  {
    sl: 6,
    ready: ['helicopter-mission', 'fac', 'artillery-mission', 'reinforcement'],
    onDemand: { mortar: 0, medevac: 0, artillery: 0, airstrike: 0, gunship: 0, reinforcements: 0 },
    defenseRtps: '2d6',
    source: 'L1749, L1751, L1754, L1756',
  },
];

export function supportLevel(sl: SupportLevel): SupportLevelEntry {
  const entry = SUPPORT_LEVELS[sl - 1];
  if (!entry) throw new Error(`no support level ${sl}`);
  return entry;
}

export type ReadySupportOutcome = 'arrives-now' | 'arrives-next-active' | 'retasked';

/** Ready Support Request (L1707–L1718), 1d6 read as rolled. */
export const READY_SUPPORT_TABLE: readonly { readonly low: number; readonly high: number; readonly outcome: ReadySupportOutcome }[] = [
  { low: 1, high: 3, outcome: 'arrives-now' },
  { low: 4, high: 5, outcome: 'arrives-next-active' },
  { low: 6, high: 6, outcome: 'retasked' },
];

export interface ReadySupportResult {
  readonly die: number;
  readonly outcome: ReadySupportOutcome;
  /** A re-tasked asset is gone: its type is On-Demand only from now on (L1719). */
  readonly onDemandOnlyHereafter: boolean;
  readonly part: RolledPart;
}

/**
 * Ready Support Request (p.74, L1706–L1719): after a successful call for an asset the SL grants, 1d6:
 * 1–3 it is available now, 4–5 when the requesting side is next active, 6 it was re-tasked and that
 * type is only On-Demand hereafter (as it is once the asset is used).
 */
export function requestReadySupport(roller: Roller, label = 'ready support'): ReadySupportResult {
  const { score, part } = d6(roller, label);
  const row = READY_SUPPORT_TABLE.find((r) => score >= r.low && score <= r.high);
  if (!row) throw new Error(`ready support die ${score}`);
  return { die: score, outcome: row.outcome, onDemandOnlyHereafter: row.outcome === 'retasked', part };
}

/**
 * Registered Target Points for a Defense mission at this Support Level (L1740–L1756): rolls the SL's
 * dice; SL 1 gets none and rolls nothing.
 */
export function defenseRtps(
  sl: number,
  roller: Roller,
): RuleResult<{ readonly count: number; readonly part?: RolledPart }, SupportError> {
  if (!isSupportLevel(sl)) return fail('fng/invalid-support-level', { sl });
  const dice = supportLevel(sl).defenseRtps;
  switch (dice) {
    case 'none':
      return ok({ count: 0 });
    case 'half-d6': {
      const { value, part } = halfD6(roller, 'defense RTPs');
      return ok({ count: value, part });
    }
    case '1d6':
    case '2d6': {
      const { total, part } = sumD6(roller, dice === '1d6' ? 1 : 2, 'defense RTPs');
      return ok({ count: total, part });
    }
  }
}

/**
 * The Golden Rule (L1701–L1704, L1724): one type of support active on the table at a time. Aircraft
 * loitering off table are not "active" and the caller leaves them out of `active`.
 */
export function goldenRuleAllows(active: readonly SupportType[], wanted: SupportType): boolean {
  return active.every((t) => t === wanted);
}

/** Forward Observer advantages (L1762–L1764), also enjoyed by a FAC spotting for artillery (L1924). */
export const FORWARD_OBSERVER = {
  /** Added to the Artillery/Mortar Request roll (printed in the table, L1771–L1773). */
  requestModifier: 2,
  /** Deviation distance divided by this on targets in his LOS. */
  deviationDivisor: 2,
  /** He may direct aircraft like a FAC, but the pilot gets no +1 REP for it. */
  pilotRepBonusWhenDirecting: 0,
} as const;

/** RTPs (L1766): approved requests on one arrive at once, +2 to the request, no out-of-LOS −1 to hit. */
export const REGISTERED_TARGET_POINT = { requestModifier: 2, arrivesImmediately: true } as const;
