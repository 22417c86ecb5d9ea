import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { MissionEffect, MissionResult, MedalOutcome, RecoveryOutcome } from './after-action.js';
import type { AoKind, Corps, PoliticalStatus } from '../terrain/area-of-operations.js';
import type { StoreId } from '../figures/army-lists.js';
import type { ArmyId as ListId, GearId, Role } from '../figures/figure.js';
import type { DefenseObjective, MissionLength } from '../missions/missions.js';
import type { MissionType } from '../missions/mission-type.js';
import type { MonthEndEvent } from './tour.js';
import type { ArmyId, RosterEntry } from './roster.js';
import type { DayPartName, Light, Weather } from '../missions/weather.js';
import type { MeleeWeaponId, WeaponId } from '../figures/weapons.js';
import type { VpLine } from '../missions/mission-points.js';

/**
 * The tour of duty as a campaign keeps it (FNG 2nd Tour, Campaign p.53–59, After the Mission p.102–105):
 * the clock, the squad's roster carried from one mission to the next, and what the last mission's
 * result still holds for the next. Types only, so state.ts and the tour's rules share them without a
 * cycle. Everything here is the players' own and public; what the enemy holds stays in the mission.
 */

/** What a man takes into a mission besides his REP and Attributes: his place in the squad and his weapons. */
export interface TourKit {
  /** The army list his figure is read from (ARVN changes list in 1968, L439). */
  readonly list: ListId;
  readonly unit: string;
  readonly role: Role;
  readonly weapon?: WeaponId;
  readonly sidearm?: WeaponId;
  readonly melee?: MeleeWeaponId;
  readonly gear: readonly GearId[];
  readonly politicalAppointee?: boolean;
}

/** A man on the tour's roster: his roster entry (REP, Attributes, wounds, DEROS, absence) and his kit. */
export interface TourMan extends RosterEntry {
  readonly kit: TourKit;
  /**
   * Attributes he may still choose (`/fng-tour roster … attribute:`): a Star chooses two, and one
   * each time his REP rises to a level never held (L358); a Major Medal of Valor gives any man one
   * (L2296).
   */
  readonly choices?: number;
  /** The players keep him back from the next missions (`/fng-tour roster … mission:false`). */
  readonly stays?: boolean;
  /** The man the players make the squad's RTO when a radio comes with it (L2182; `/fng-tour roster … rto:true`). */
  readonly rto?: boolean;
}

/** The unit id of the Platoon HQ on the roster (sheet L2401): its men have no squad. */
export const HQ_UNIT = 'hq';

/**
 * The players' own squad, the one they build first (L558) and take on every mission (a squad
 * mission, L2182); the rest of the platoon are squads 2 and up on the roster.
 */
export const OWN_SQUAD = 1;

/** The roster's squad number of a unit id (`sq2`, or `p2-sq1` in a new platoon): null for the Platoon HQ. */
export function squadOfUnit(unit: string): number | null {
  if (unit === HQ_UNIT) return null;
  const n = /sq(\d+)$/.exec(unit);
  return n ? Number(n[1]) : OWN_SQUAD;
}

/** A man of the players' own squad (its attachments included), not the Platoon HQ nor another squad. */
export const inOwnSquad = (m: Pick<RosterEntry, 'squad'>): boolean => m.squad === OWN_SQUAD;

/** A piece of the platoon's kit no man carries: a weapon, or a radio (Good Mission 4, L2273). */
export type SpareItem = WeaponId | 'radio';

/**
 * Where the tour stands: ready for the next campaign turn; a mission under way; or the turn's After
 * the Mission waiting (after a mission ended, or a turn without contact).
 */
export type TourStage = 'turn' | 'mission' | 'after-action';

/** The Good, Bad and Disastrous results that reach past the turn they were rolled in (L2273, L2281, L2287). */
export interface CarriedEffects {
  /** Good Mission 2: the next replacement whose REP is rolled is one better, up to 5. */
  readonly nextReplacementBetter?: boolean;
  /** Good Mission 3 / Bad Mission 3: ±1d6 on the next Replacement rolls. */
  readonly replacementDice?: 1 | -1;
  /** Good Mission 5: the next mission's EAL is 3 at most. */
  readonly cakeWalk?: boolean;
  /** Good Mission 6: no mission next campaign turn. */
  readonly standDown?: boolean;
}

/** What a mission's end left for its After the Mission, per man who went on it. */
export interface MissionMan {
  readonly id: string;
  /** Out of the Fight (or Retired, or flown out wounded) at the end: he takes the recovery test. */
  readonly casualty: 'out-of-the-fight' | 'retired' | null;
  /** Gone for good: killed, or missing (MIA). */
  readonly lost: 'dead' | 'missing' | null;
  /** Within 6" of his side at the end, carried, or flown out (L977). */
  readonly recovered: boolean;
  readonly evacuation: 'none' | 'foot-or-vehicle' | 'medevac';
  /** He Retired at some point of the mission (L2303). */
  readonly retired: boolean;
  readonly confirmedKills: number;
  readonly medal?: MedalOutcome;
  /** Cheating Death set his REP (L338). */
  readonly rep?: number;
  /** Burned In a Fire (L1052): −1d6 on his recovery test. */
  readonly burned?: boolean;
}

/** The mission as its end recorded it, for the After the Mission and the tour's history. */
export interface Debrief {
  readonly mission: MissionType | null;
  readonly contacted: boolean;
  readonly vp: number;
  readonly result: MissionResult | null;
  /** This turn's effects of the mission result (the carried ones are in `FngTour.carried`). */
  readonly effects: readonly MissionEffect[];
  readonly men: readonly MissionMan[];
}

/** One campaign turn played, as the roster's history lists it. */
export interface TurnRecord {
  readonly label: string;
  readonly contact: boolean;
  readonly mission?: MissionType;
  readonly ao?: AoKind;
  readonly vp?: number;
  readonly result?: MissionResult;
}

/** The campaign turn's mission as the players know it (Missions by the Numbers, L1320–L1394): all public but the EAL. */
export interface TourMissionSetUp {
  readonly ao: AoKind;
  readonly status: PoliticalStatus;
  readonly sl: number;
  readonly dayPart: DayPartName;
  readonly light: Light;
  readonly dayPartTurns: number;
  readonly weather: Weather;
  readonly mission: MissionType;
  readonly length: MissionLength;
  readonly deploymentSector: number;
  readonly ambush?: 'ambushing' | 'ambushed';
  readonly defense?: DefenseObjective;
  /** Defense, Resupply: the turn the Slick comes (1d6 + 2, L2205). */
  readonly slickTurn?: number;
  /** Defense, Wounded: how many await Dustoff (2d6, L2205). */
  readonly wounded?: number;
  readonly civilians: boolean;
  /** Recon's PCs at the start (L2248), for the GM to play: the bot places PEFs only. */
  readonly reconPcs?: number;
}

export interface FngTour {
  readonly army: ArmyId;
  readonly corps: Corps;
  /** The first campaign month (0 = January 1967) and the campaign turn now due (0-based). */
  readonly startMonth: number;
  readonly turn: number;
  readonly forceName: string;
  readonly roster: readonly TourMan[];
  /** Posts left open by the men lost, each with its kit, waiting for a replacement (L2307, L2313). */
  readonly open: readonly TourKit[];
  /** The squad's units and the stores each mission issues them. */
  readonly units: readonly { readonly id: string; readonly name: string; readonly stores: Readonly<Record<StoreId, number>> }[];
  readonly stage: TourStage;
  /** The next Contact test rolls 3d6 (one pass on the last, L1318). */
  readonly threeDice: boolean;
  /** The last mission's AO: +2 on its column (L1251). */
  readonly lastAo?: AoKind;
  readonly carried: CarriedEffects;
  /** The mission of this campaign turn, once generated. */
  readonly setUp?: TourMissionSetUp;
  readonly debrief?: Debrief;
  /** Replacements so far, for their ids. */
  readonly recruited: number;
  /** The platoon's kit no man carries, for the players to hand out between missions (L2273). */
  readonly spare?: readonly SpareItem[];
  /** Leaders' posts the HQ fills with a new man at the next After the Mission (Disastrous Mission 4, L2289). */
  readonly generate?: readonly TourKit[];
  readonly history: readonly TurnRecord[];
}

/** What the tour's orders did, for the texts (tour-texts.ts): every roll with its table and seed line. */
export type TourEvent =
  | {
      readonly kind: 'tour-start';
      /** The whole platoon on the roster (the Platoon HQ and the other squads, L558), or a lone squad. */
      readonly platoon?: boolean;
      readonly army: ArmyId;
      readonly corps: Corps;
      readonly month: string;
      readonly turns: number;
      readonly men: readonly { readonly id: string; readonly deros: number; readonly served: number; readonly part?: RolledPart }[];
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'stand-down'; readonly label: string }
  | {
      readonly kind: 'contact';
      readonly label: string;
      readonly rainy: boolean;
      readonly star: string;
      readonly dice: 2 | 3;
      readonly target: number;
      readonly passes: number;
      readonly contact: boolean;
      readonly nextThreeDice: boolean;
      readonly part: RolledPart;
    }
  | {
      readonly kind: 'set-up';
      readonly corps: Corps;
      readonly aoRounds: readonly (readonly { readonly kind: AoKind; readonly die: number; readonly score: number }[])[];
      readonly setUp: TourMissionSetUp;
      readonly statusRoll: { readonly roll: number; readonly modifier: number; readonly total: number };
      readonly slFaces: readonly number[];
      readonly dayPartTotal: number;
      readonly weatherTotal: number;
      readonly missionTotal: number;
      readonly cakeWalk: boolean;
      readonly terrain: readonly { readonly section: number; readonly pieces: readonly string[]; readonly buildings: number }[];
      readonly pefs: number;
    }
  | {
      readonly kind: 'squad-out';
      readonly figures: readonly string[];
      /** Who is not on it: away (R&R, recovering), or kept back by the players. */
      readonly away: readonly { readonly id: string; readonly why: 'r-and-r' | 'recovering' | 'kept-back'; readonly missions: number }[];
      /** The roll for the platoon's Medic (L962), when the Platoon HQ has one fit and the squad none of its own. */
      readonly medic?: { readonly die: number; readonly id: string; readonly attached: boolean; readonly part: RolledPart };
      /** The roll for the Platoon HQ's machinegun (L399, L2182), each squad mission when the HQ has one fit. */
      readonly machinegun?: { readonly die: number; readonly id: string; readonly attached: boolean; readonly part: RolledPart };
      /** A Defense's own people, on the table beside the squad (L2205): their unit's name and figures. */
      readonly personnel?: { readonly name: string; readonly figures: readonly string[] };
      /** The roll for a radio from the Platoon HQ (L2182), when the squad has none of its own. */
      readonly radio?: { readonly die: number; readonly rto?: string; readonly part: RolledPart };
    }
  | {
      readonly kind: 'mission-result';
      readonly mission: MissionType | null;
      /** A Defense's objective, how it was read (defense-objective.ts): the table's reading or the players' word. */
      readonly defense?: { readonly outcome: 'held-clear' | 'held' | 'lost'; readonly why: string; readonly exit?: 'table' | 'players'; readonly unlifted?: number };
      readonly bodyCount: readonly { readonly victim: string; readonly by: string | null; readonly die: number; readonly confirmed: boolean }[];
      readonly vp: number;
      readonly lines: readonly VpLine[];
      readonly result: MissionResult;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'mission-table'; readonly table: 'good' | 'bad' | 'disastrous'; readonly die: number; readonly effect: MissionEffect; readonly parts: readonly RolledPart[] }
  | { readonly kind: 'medal'; readonly id: string; readonly dice: number; readonly passes: number; readonly outcome: MedalOutcome | 'barred'; readonly part?: RolledPart }
  | {
      readonly kind: 'recovery';
      readonly id: string;
      readonly outcome: RecoveryOutcome | 'killed';
      readonly target?: number;
      readonly passes?: number;
      readonly newRep?: number;
      readonly missionsAway?: number;
      readonly evacuation: 'none' | 'foot-or-vehicle' | 'medevac';
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'rep-up'; readonly id: string; readonly skipped?: string; readonly rolls: readonly { readonly die: number; readonly raised: boolean; readonly attribute: string }[]; readonly newRep: number; readonly parts: readonly RolledPart[] }
  /** `floored`: a 1 rolled by a man already at REP 3, the least it falls to (L2308). */
  | { readonly kind: 'rep-down'; readonly id: string; readonly die: number; readonly newRep: number; readonly floored?: true; readonly part?: RolledPart }
  | { readonly kind: 'r-and-r'; readonly ids: readonly string[] }
  | { readonly kind: 'month-end'; readonly month: string; readonly events: readonly MonthEndEvent[] }
  | {
      readonly kind: 'replacement';
      readonly tester: string | null;
      readonly dice: number;
      readonly passes: number;
      readonly outcome: 'replacement' | 'lower-replacement' | 'none' | 'deros';
      readonly id?: string;
      readonly rep?: number;
      readonly attribute?: string;
      readonly role?: Role;
      /** The squad he joins when it is one of the rest of the platoon's (L558). */
      readonly squad?: number;
      readonly parts: readonly RolledPart[];
    }
  | { readonly kind: 'promoted'; readonly id: string; readonly role: Role }
  | {
      readonly kind: 'relieved';
      readonly which: 'platoon-leader' | 'leaders';
      readonly ids: readonly string[];
      /** The Star was among them: reassigned to a new platoon, every new man −1 REP, 3 at least (L2289). */
      readonly newPlatoon?: { readonly men: readonly { readonly id: string; readonly rep: number; readonly deros: number }[]; readonly parts: readonly RolledPart[] };
      /** A new lieutenant comes at the next After the Mission. */
      readonly lieutenantNextTurn: boolean;
    }
  | { readonly kind: 'leader-generated'; readonly id: string; readonly rep: number; readonly attribute?: string; readonly role: Role; readonly squad?: number; readonly parts: readonly RolledPart[] }
  | {
      readonly kind: 'roster-set';
      readonly id: string;
      readonly name?: string;
      readonly attribute?: string;
      readonly choicesLeft?: number;
      readonly kit?: { readonly took: SpareItem; readonly returned?: SpareItem };
      readonly mission?: boolean;
      readonly rto?: boolean;
    }
  | { readonly kind: 'next-turn'; readonly label: string; readonly over: boolean };
