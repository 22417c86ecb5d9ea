/**
 * The tour's roster as data: the armies, the campaign calendar's months and one man's entry, shared by
 * the tour (time, DEROS) and personnel (REP, replacements) rules.
 */

/** The Free World armies a tour can be played with (their lists are package A's; ids unified later). */
export type ArmyId = 'us-army' | 'usmc' | 'arvn' | 'anzac';

/**
 * Campaign months are counted from January 1967 (0) to December 1968 (23), the campaign's window
 * (L1236).
 */
export type CampaignMonth = number;

/** Roster sheet roles (Platoon HQ and squad rosters, L2401–L2434; leader replacement L2322). */
export type RosterRole = 'platoon-leader' | 'platoon-sergeant' | 'squad-leader' | 'jr-nco' | 'soldier';

/** Why a man misses missions: R&R (Bad Mission 4, Major Medal) or recovering from wounds (L993). */
export interface Absence {
  readonly reason: 'r-and-r' | 'recovering';
  /** Missions still to be missed. */
  readonly missions: number;
}

/**
 * One man on the platoon roster (sheet L2400–L2437: name, leader, REP, attributes, weapon, DEROS),
 * as carried between missions. A local type; the lead unifies it with package A's figures.
 */
export interface RosterEntry {
  readonly id: string;
  readonly name: string;
  readonly rep: number;
  /** The highest REP he has held: a REP regained after a loss brings no new Attribute (L358). */
  readonly highestRep: number;
  /** Attribute ids (package A's d66 table). */
  readonly attributes: readonly string[];
  readonly star: boolean;
  readonly officer: boolean;
  readonly role: RosterRole;
  /** Squad number, or null for the Platoon HQ. */
  readonly squad: number | null;
  /** Times he has come back from Out of the Fight. */
  readonly wounds: number;
  /** Whole months served in country. */
  readonly monthsInCountry: number;
  /** The campaign month at whose start he rotates home (DEROS reaches 0). */
  readonly derosMonth: CampaignMonth;
  readonly shortTimer: boolean;
  readonly absence: Absence | null;
}

