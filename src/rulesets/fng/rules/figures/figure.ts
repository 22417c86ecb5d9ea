import type { AttributeId } from './attributes.js';
import type { MeleeWeaponId, WeaponId } from './weapons.js';

/** The least room between two figures' places: a man's breadth, so none ends on another (nor on a civilian). */
export const MAN_BREADTH = 0.5;

/**
 * The figure every FNG rule works on (FNG 2nd Tour, "Defining Characters", seed L339–L353): plain,
 * JSON-serialisable, readonly data. Where a figure stands, whether it is prone or fast moving, and
 * what it did this turn belong to the firefight state, not here.
 */

/** Free World Forces (the players) or Communist Forces (the bot), L371–L392. */
export const SIDES = ['fwf', 'cf'] as const;
export type Side = (typeof SIDES)[number];

/** The army lists of p.7–13 (L417–L516). ARVN has two lists, before and after 1968 (L439). */
export const ARMY_IDS = ['us-army', 'usmc', 'cidg', 'anzac', 'arvn-pre-1968', 'arvn-post-1968', 'nva', 'mfvc', 'lvc'] as const;
export type ArmyId = (typeof ARMY_IDS)[number];

export function isArmyId(x: string): x is ArmyId {
  return (ARMY_IDS as readonly string[]).includes(x);
}

/**
 * REP 1–6 (L345); campaign improvement can take a figure to 7 (digest §21). Rules that roll "vs REP"
 * take the number as is.
 */
export type Rep = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const REP_MIN = 1;
export const REP_MAX = 7;

export function isRep(x: unknown): x is Rep {
  return typeof x === 'number' && Number.isInteger(x) && x >= REP_MIN && x <= REP_MAX;
}

/**
 * What a figure is in its unit (army lists L398–L414, L421–L440, L513–L514). The command roles are
 * ordered by `ECHELON` below; the rest follow the lists' rows and footnotes.
 */
export const ROLES = [
  'company-commander',
  'platoon-leader',
  'platoon-sergeant',
  'lldb-officer',
  'squad-leader',
  'jr-nco',
  'rifleman',
  'lmg-gunner',
  'lmg-assistant',
  'grenadier',
  'rpg-gunner',
  'weapon-gunner',
  'rto',
  'fo',
  'fo-rto',
  'medic',
  'runner',
  'translator',
  'advisor',
  'advisor-rto',
  'political-officer',
  'cadre',
  'guide',
  'engineer',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(x: string): x is Role {
  return (ROLES as readonly string[]).includes(x);
}

/**
 * The chain of command (Commanders L584; Jr. NCOs L594–L595): company over platoon over squad over
 * fire team. The CIDG's LLDB lieutenant ranks with the platoon sergeant because the SF leader is the
 * de facto platoon leader (L430 note 3). Roles absent from this table command nobody.
 */
export const ECHELON: Readonly<Partial<Record<Role, number>>> = {
  'company-commander': 4,
  'platoon-leader': 3,
  'platoon-sergeant': 2,
  'lldb-officer': 2,
  'squad-leader': 1,
  'jr-nco': 0,
};

/** Leaders (NCOs and officers, L398, L402, L587) may roll the Leader Die; figures acting in their place may not (L597). */
export function isLeaderRole(role: Role): boolean {
  return ECHELON[role] !== undefined;
}

/**
 * Personal kit (Useful Gear L364–L381, list notes L430, L440, L516). Squad stores (LAWs, Claymores,
 * C-4, satchel charges counted per squad) live on the unit, not here; a figure lists a Claymore or a
 * satchel charge only where the list hands one to that figure (a Communist leader, L516).
 */
export const GEAR_IDS = [
  'flak-jacket',
  'chicken-plate',
  'flashlight',
  'pencil-flare',
  'starlight-scope',
  'wire-cutters',
  'radio',
  'smoke-grenades',
  'sniper-scope',
  'claymore',
  'satchel-charge',
  'c4',
] as const;
export type GearId = (typeof GEAR_IDS)[number];

export function isGearId(x: string): x is GearId {
  return (GEAR_IDS as readonly string[]).includes(x);
}

/**
 * Status terms of the Reaction Tests table (L710–L722) and the damage levels (L936–L948), with the
 * ways a figure leaves the battle.
 *
 * - `carry-on`: in good order, may act and react (L712).
 * - `duck-back`: in or behind cover, out of sight of the cause (L714–L716).
 * - `retired`: an FWF figure that retired and reached cover counts as ducked back and fires only if
 *   fired on; a second Retire sends it off the table (L722).
 * - `leaving`: forced off the table by a second Retire; fired on or charged while leaving = `missing` (L722, L709).
 * - `stunned`: no act or react until one full activation spent doing nothing (L711, L942).
 * - `knocked-down`: a Combat Damage result that is resolved at once by Recover From Knock Down
 *   (L845, L701); it is kept only while a reaction chain is pending.
 * - `out-of-fight`: wounded; with `walkingWounded` it may move alone at half speed (L720, L946).
 * - `obviously-dead` (L718, L948).
 * - `left-battlefield`: a Communist figure that retired into cover (removed, L722), or a figure that
 *   walked off its own edge.
 * - `missing`: MIA (L709). `captured`: taken by the enemy (L720, L950).
 * - `cheated-death`: a Star whisked safely away by Cheating Death (L338).
 */
export const FIGURE_STATUSES = [
  'carry-on',
  'duck-back',
  'retired',
  'leaving',
  'stunned',
  'knocked-down',
  'out-of-fight',
  'obviously-dead',
  'left-battlefield',
  'missing',
  'captured',
  'cheated-death',
] as const;
export type FigureStatus = (typeof FIGURE_STATUSES)[number];

export function isFigureStatus(x: string): x is FigureStatus {
  return (FIGURE_STATUSES as readonly string[]).includes(x);
}

/** Statuses with which a figure is gone for the rest of the battle: it commands and links nobody. */
const GONE: ReadonlySet<FigureStatus> = new Set([
  'out-of-fight',
  'obviously-dead',
  'left-battlefield',
  'missing',
  'captured',
  'cheated-death',
]);

/** The figure is out of the battle (a leader "lost" in the sense of L595). */
export function isGone(status: FigureStatus): boolean {
  return GONE.has(status);
}

/** Only a carrying-on figure links a group together (L573, L578). */
export function linksGroup(status: FigureStatus): boolean {
  return status === 'carry-on';
}

export interface Figure {
  /** Unique in the force, as typed in commands ("s1-3", "vc-2"). */
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly army: ArmyId;
  /** The permanent unit (squad, platoon HQ, attachment) the figure belongs to (L571–L572). */
  readonly unit: string;
  readonly role: Role;
  readonly rep: Rep;
  /** A player's own figure (L323–L324). */
  readonly star: boolean;
  /** Star Power dice left for this mission: a Star starts with its REP, a Grunt normally with none (L347). */
  readonly starPower: number;
  readonly attributes: readonly AttributeId[];
  /** The ranged weapon the figure fights with (L348–L350); absent for the unarmed (civilians, Communist medics). */
  readonly weapon?: WeaponId;
  /** A second weapon: LMG gunners and grenadiers carry a pistol (L405, L409); list notes give others one. */
  readonly sidearm?: WeaponId;
  /** A melee weapon where the lists give one (Tunnel Rat's bayonet, L362); absent: the melee rules' default. */
  readonly melee?: MeleeWeaponId;
  readonly gear: readonly GearId[];
  /** Rockets left for a launcher that carries a count (the RPG team's 1d6, L2112); absent: not counted. */
  readonly rockets?: number;
  readonly status: FigureStatus;
  /** Out of the fight but able to move alone at half speed (L720). */
  readonly walkingWounded?: boolean;
  /** Hero mode after snake eyes on Received Fire or Man Down (Heroes All, L706). */
  readonly hero?: boolean;
  /** An ARVN lieutenant who must make Speak Local rolls to command (L440). */
  readonly politicalAppointee?: boolean;
}
