import type { Point } from '../../../../core/board/geometry.js';
import type { ActivityResult } from './activity.js';
import type { AoKind, Corps, PoliticalStatus } from '../terrain/area-of-operations.js';
import type { TrapType } from './booby-traps.js';
import type { EnemyType } from './first-contact.js';
import type { SpeakLocalFinding } from '../missions/hazard-events.js';
import type { MissionType } from '../missions/mission-type.js';
import type { DefenseObjective, MissionLength } from '../missions/missions.js';
import type { DayPartName, DayPartRow, Weather } from '../missions/weather.js';

/**
 * The enemy's side of a mission (FNG 2nd Tour, PEFs p.60–62, First Contact p.67–68): where it is
 * fought, the levels both sides bring, what First Contact made of the enemy, and the PEF markers. The
 * bot plays this side; what the book keeps unknown is rolled only when revealed, and what must exist
 * before (the EAL when hidden, traps laid before the game) is sealed and committed.
 */
export interface FngMission {
  readonly corps: Corps;
  readonly area: AoKind;
  readonly status: PoliticalStatus;
  /** The Enemy Activity Level (L1349): the PEF count at the start, and every PEF's REP by default. Hidden by `fng.eal.hidden`. */
  readonly eal: number;
  /** The Free World Forces' Support Level (L1344): the players' own. */
  readonly sl: number;
  /** Night, as the Day Part has it now (L1356–L1368): every reader of the light reads this. */
  readonly night: boolean;
  /** The Day Part and the turns it has left (L1345): absent, the light stays as it started all mission. */
  readonly dayPart?: MissionDayPart;
  /** The weather (L1350, L1371–L1378): absent, clear skies. Variable until Activation doubles settle it. */
  readonly weather?: Weather;
  /** The mission (L2182–L2255): its length and victory conditions. Absent on a mission started by hand without one (counted as a Fight, no turn limit). */
  readonly type?: MissionType;
  /** How long it lasts (L2189, L2204, L2222–L2224, L2252): the turn-end clock ends it by this. */
  readonly length?: MissionLength;
  /** Ambush: who ambushes whom (L2189). */
  readonly ambush?: 'ambushing' | 'ambushed';
  /** Ambush turn 1 (L2192): whether the ambushed side spotted the ambush; false too when the ambushers activated first. */
  readonly ambushSpotted?: boolean;
  /** Defense: what is defended (L2205). */
  readonly defense?: DefenseObjective;
  /** Defense, Resupply: the turn the Slick comes (1d6 + 2, L2205). */
  readonly slickTurn?: number;
  /** Defense, Wounded: how many await Dustoff (2d6, L2205). */
  readonly defenseWounded?: number;
  /** Defense: its people are on the table (defense-personnel.ts, L2205); those who came wounded (ids). */
  readonly personnel?: { readonly woundedAtStart: readonly string[] };
  /** Defense, Water party: the turns begun one after another with its troopers at the water, and whether the canteens are filled (L2205). */
  readonly canteens?: { readonly starts: number; readonly filled: boolean };
  /** Defense, Check Point: the civilians detained with fake papers so far (defense-checkpoint.ts, L2206, L2214). */
  readonly detained?: number;
  /** Defense: the last turn whose events were told (defense-events.ts). */
  readonly defenseTurn?: number;
  /** Defense: where the objective stands, as the players marked it (defense-objective.ts, L2213). */
  readonly objectiveAt?: Point;
  /** The Potential Contacts resolved from PEFs so far (Fight/Patrol L2223, L2236; Recon L2248). */
  readonly pcsRevealed?: number;
  /** Every PEF's REP (L1395): the EAL, 3 by house rule, or what VC/NVA Activity made it (L1602). */
  readonly pefRep: number;
  /** First Contact (L1558): the type of every enemy unit from then on. */
  readonly enemy?: EnemyType;
  readonly activity?: ActivityResult;
  /** The next PEF's number: markers are numbered once and never reused. */
  readonly nextPef: number;
  /** The next enemy unit's number (vc-1, vc-2 …): a unit's figures are `<unit>-<n>`. */
  readonly nextUnit: number;
  /** What a civilian let slip to a figure (Speak Local, L1298), for the bot to act on after the order. */
  readonly told?: { readonly finding: SpeakLocalFinding; readonly by: string };
  /** A civilian guides the patrol: no booby trap goes off (L1298, "negating all booby traps"). */
  readonly trapsNegated?: boolean;
  /** The next booby trap set off above ground counts as disarmed (L1298). */
  readonly nextTrapDisarmed?: boolean;
  /** Local VC units out of every player figure's sight, with the turn that began (Sneaky Local VC, L1501). */
  readonly unseen?: Readonly<Record<string, number>>;
  /** The mission is over (`/fng-mission end`): the turn it ended on. No more orders; what was sealed is disclosed. */
  readonly ended?: MissionEnded;
  /** The enemy's mortar teams on the table, by unit: their tubes, fired as Mortar Fire Missions (enemy-barrage.ts). */
  readonly mortars?: Readonly<Record<string, MortarTeam>>;
  /** Random Event "radio jammed" (L1641): no Free World call through this turn. */
  readonly radioJammedUntil?: number;
  /** Random Event "withdraw" (L1641): the groups and PEFs ordered off the table, and the edge each makes for. */
  readonly withdrawing?: readonly Withdrawal[];
  /** Random Event "withdraw" with nobody to withdraw (L1641): the sides whose next reinforcements do not come. */
  readonly noReinforcements?: readonly ('fwf' | 'cf')[];
  /** Random Event "lull" (L1641): the turn of the lull — no voluntary moves but into cover, no airstrikes. */
  readonly lullTurn?: number;
  /** Random Event "new barrel" (L1648): the sides whose first LMG to fire counts its gunner +1 REP for one attack. */
  readonly newBarrel?: readonly ('fwf' | 'cf')[];
  /** Random Event "sudden shower" (L1648): the weather of the one turn, and what it is after it. */
  readonly shower?: { readonly turn: number; readonly weather: Weather; readonly after: Weather };
}

/** A group or PEF ordered to withdraw by a Random Event (L1641): it makes for `edge` at best speed until it leaves the table. */
export interface Withdrawal {
  readonly side: 'fwf' | 'cf';
  readonly unit?: string;
  readonly pef?: string;
  /** The group's figures (keys) when ordered. */
  readonly figures: readonly string[];
  readonly edge: Point;
}

/** The Day Part under way (L1356–L1368): its row of the table, and the turns it has left counting the one being played. */
export interface MissionDayPart {
  readonly row: DayPartRow;
  readonly name: DayPartName;
  readonly turnsLeft: number;
}

/**
 * How the mission ended: by an order (`/fng-mission end`), or by its clock at a turn's end (`by:
 * 'time'`, L2189, L2204) or a Random Event (`by: 'event'`, L1648), which leave the count to
 * `/fng-mission end` (`counted` once it has).
 */
export interface MissionEnded {
  readonly turn: number;
  /** Its clock at a turn's end, or the Random Event "End Mission!" (L1648, counted as if the squad exited the table). */
  readonly by?: 'time' | 'event';
  readonly counted?: true;
}

/** An on-table mortar team's tubes (L2119, L2129, L2134, L2146). */
export interface MortarTeam {
  readonly size: 'light' | 'medium';
  readonly tubes: 1 | 2;
}

/** A PEF marker: public, numbered; what it is is rolled when it is resolved (L1405). */
export interface PefMarker {
  readonly id: string;
  readonly at: Point;
  /** It has moved (L1402): it may still turn out a Potential Contact. */
  readonly moved?: boolean;
  /** The activation (`FngGame.serial`) it last activated in: a bot turn resumed after a Star's answer skips it. */
  readonly acted?: number;
  /** Recon by Fire resolved it (L867): the bot resolves it next, troops taking `hits` from the figure `by` (a key). */
  readonly recon?: { readonly by: string; readonly hits: number };
  /** A Recon's Potential Contact placed at the start (L2248): a place, not a force — it never moves, and is resolved straight on the Potential Contact table. */
  readonly pc?: true;
  /** Random Event "decisive" (L1648): +1 REP for the rest of the game. */
  readonly decisive?: true;
}

/** A PEF's REP (L1395): the mission's, +1 when a Random Event made it decisive (L1648). */
export function pefRepOf(m: Pick<FngMission, 'pefRep'>, pef: Pick<PefMarker, 'decisive'>): number {
  return m.pefRep + (pef.decisive ? 1 : 0);
}

/** A booby trap the enemy laid (a Potential Contact's, L1436; an IED, L783): sealed until it goes off or is found. */
export interface HiddenTrap {
  readonly id: string;
  readonly at: Point;
  readonly type: TrapType;
  /** The sealed decision that committed it. */
  readonly seq: number;
}

/** A decision made out of sight, committed by salted hash when made and disclosed when its mission ends (or its PEF is resolved). */
export interface SealedEntry {
  readonly seq: number;
  /**
   * The sealed levels, a trap laid, or what any other Potential Contact held (every PC is sealed alike);
   * head to head, what a side noted one of its PEFs holds (`pef`, L1226).
   */
  readonly kind: 'mission' | 'trap' | 'contact' | 'pef';
  /** Whose decision it is: head to head, the side that noted it; absent, the enemy the bot plays. */
  readonly side?: 'fwf' | 'cf';
  readonly entry: unknown;
  /** Its mission ended: it is public now, published with its salt (not part of what was hashed). */
  readonly disclosed?: true;
}

/**
 * Head to head (L1221–L1227): one of a side's three PEFs, numbered 1 to 3, its contents noted in secret
 * (a sealed entry, `seq`) before the mission and revealed exactly as noted when it is resolved. The
 * marker is public and reads alike whatever it holds: its id (F1–F3 for the Free World side, C1–C3 for
 * the Communist side), where it stands, whether it moved this activation.
 */
export interface SidePef {
  readonly id: string;
  readonly side: 'fwf' | 'cf';
  readonly n: number;
  /** The sealed note of what it holds. */
  readonly seq: number;
  /** Where it stands once the mission placed it (L1392); absent before the mission starts. */
  readonly at?: Point;
  /** The activation (`FngGame.serial`) it last moved in: once an activation. */
  readonly moved?: number;
  /** It was resolved on this turn (its note disclosed, its figures placed or the decoy removed): off the table. */
  readonly resolvedTurn?: number;
}

/** What a side noted a PEF holds (the sealed entry's text): its own figures by id, none for a decoy. */
export interface PefNote {
  readonly side: 'fwf' | 'cf';
  readonly pef: string;
  readonly holds: readonly string[];
}

/** How far a figure must come to a trap's spot to set it off (a figure's base, L1506). */
export const TRAP_TRIGGER_INCHES = 1;
