import type { RolledPart } from '../../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { ARMY_LISTS, repFor } from '../../figures/army-lists.js';
import { rollAttribute, type AttributeId } from '../../figures/attributes.js';
import { chance, d6 } from '../../figures/dice.js';
import type { ArmyId as ListId, Figure, Role } from '../../figures/figure.js';
import { replacementRep, type ReplacementRep } from '../personnel.js';
import type { ArmyId, CampaignMonth, RosterRole } from '../roster.js';
import type { TableFigure } from '../../game/state.js';
import { available, monthLabel } from '../tour.js';
import { HQ_UNIT, inOwnSquad, OWN_SQUAD, squadOfUnit, type FngTour, type TourKit, type TourMan } from '../tour-state.js';

/**
 * The tour's squad between the roster and the table (FNG 2nd Tour, Getting Started L1241, Replacements
 * L2321): the army list a tour reads, a man's kit, the figures a mission's force is built from, and the
 * new men sent to fill the open posts.
 */

/**
 * The army list of a tour's army in a month: ARVN fight with the pre-1968 list until January 1968
 * (L439); the other armies have one list each.
 */
export function listFor(army: ArmyId, month: CampaignMonth): ListId {
  if (army !== 'arvn') return army;
  return monthLabel(month) < '1968-01' ? 'arvn-pre-1968' : 'arvn-post-1968';
}

/** The roster's role for a figure's (Platoon roster sheet, L2401–L2434): leaders by rank, everyone else a soldier. */
export function rosterRole(role: Role): RosterRole {
  switch (role) {
    case 'platoon-leader':
    case 'company-commander':
    case 'lldb-officer':
      return 'platoon-leader';
    case 'platoon-sergeant':
      return 'platoon-sergeant';
    case 'squad-leader':
      return 'squad-leader';
    case 'jr-nco':
      return 'jr-nco';
    default:
      return 'soldier';
  }
}

/** Officers roll 1d6 for DEROS, time to reassignment (L1232). */
export const isOfficer = (role: Role): boolean => rosterRole(role) === 'platoon-leader';

/** What a generated figure carries into every mission. */
export function kitOf(f: Figure): TourKit {
  return {
    list: f.army,
    unit: f.unit,
    role: f.role,
    ...(f.weapon === undefined ? {} : { weapon: f.weapon }),
    ...(f.sidearm === undefined ? {} : { sidearm: f.sidearm }),
    ...(f.melee === undefined ? {} : { melee: f.melee }),
    gear: f.gear,
    ...(f.politicalAppointee ? { politicalAppointee: true } : {}),
  };
}

/** The man as a figure of the players' side, off the table: his REP, Attributes and wounds as the roster carries them. */
export function figureOf(man: TourMan): TableFigure {
  const k = man.kit;
  return {
    id: man.id,
    name: man.name,
    side: 'fwf',
    army: k.list,
    unit: k.unit,
    role: k.role,
    rep: man.rep as Figure['rep'],
    star: man.star,
    starPower: man.star ? man.rep : 0,
    attributes: man.attributes as readonly AttributeId[],
    ...(k.weapon === undefined ? {} : { weapon: k.weapon }),
    ...(k.sidearm === undefined ? {} : { sidearm: k.sidearm }),
    ...(k.melee === undefined ? {} : { melee: k.melee }),
    gear: k.gear,
    status: 'carry-on',
    ...(k.politicalAppointee ? { politicalAppointee: true } : {}),
    wounds: man.wounds,
  };
}

/**
 * The men fit for the next mission (not on R&R, not recovering, L993, L2281) as the squad's figures:
 * the players' own squad and its attachments, not the Platoon HQ nor the rest of the platoon (a squad
 * mission, L2182), nor a man the players keep back.
 */
export function squadFigures(tour: Pick<FngTour, 'roster'>): TableFigure[] {
  return tour.roster.filter((m) => available(m) && inOwnSquad(m) && !m.stays).map(figureOf);
}

export interface NewMan {
  readonly rep: number;
  readonly armyListDie: number;
  /** None for a man of the rest of the platoon (L558, L2321 "if necessary"). */
  readonly attribute?: AttributeId;
  readonly parts: readonly RolledPart[];
}

/**
 * A new man (L2321): REP on his army list's Individual REP row (1d6), as the replacement rule makes it,
 * then an Attribute (d66) as every Grunt of the player's squad rolls (L357) — unless `attribute` is
 * false: the rest of the platoon rolls none (L558), the Attributes Table "if necessary" (L2321).
 */
export function newMan(input: { readonly list: ListId; readonly rule: ReplacementRep; readonly label: string; readonly attribute?: boolean }, roller: Roller): NewMan {
  const parts: RolledPart[] = [];
  let armyListDie = 0;
  let rep: number;
  if (input.rule.kind === 'fixed') rep = input.rule.rep;
  else {
    const r = d6(roller, `REP ${input.label}`);
    parts.push(r.part);
    armyListDie = r.score;
    rep = replacementRep(input.rule, repFor(ARMY_LISTS[input.list].rep, r.score));
  }
  if (input.attribute === false) return { rep: Math.max(1, rep), armyListDie, parts };
  const a = rollAttribute(roller, `attribute ${input.label}`);
  parts.push(...a.parts);
  return { rep: Math.max(1, rep), armyListDie, attribute: a.attribute, parts };
}

/**
 * Whether a new man for a post rolls an Attribute: only in the players' own squad. Attributes are
 * limited "to your Star and the Grunts in your squad as well as the FNGs that transfer in" (L357), and
 * the Platoon HQ is of "the rest of the platoon, remember, you don't need to roll Attributes for them"
 * (L558) — so a replacement or a new leader in a Platoon HQ post (lieutenant, platoon sergeant, RTO,
 * the Medic, the machinegun) rolls none, as the HQ rolled none at the tour's start; "if necessary"
 * (L2321) is this. A lone squad's own attachments (no HQ on the roster) are of its squad and roll.
 */
export function rollsAttribute(kit: Pick<TourKit, 'unit'>): boolean {
  return squadOfUnit(kit.unit) === OWN_SQUAD;
}

/** The squad number an event names for a post of the rest of the platoon (none for the players' squad or the HQ). */
export function otherSquad(kit: Pick<TourKit, 'unit'>): { readonly squad?: number } {
  const squad = squadOfUnit(kit.unit);
  return squad !== null && squad !== OWN_SQUAD ? { squad } : {};
}

/** The platoon's Medic goes with the first squad on the table on 1–2 (Medic Availability, L962). */
export const MEDIC_ATTACHED = { low: 1, high: 2 } as const;

/** The Platoon HQ's machinegun goes with the squad on 1–2 ("On a result of 1 or 2 he is attached to your squad", L399). */
export const MACHINEGUN_ATTACHED = { low: 1, high: 2 } as const;

/** The roll for a Platoon HQ attachment on a squad mission: the die, the man, whether he goes. */
export interface AttachmentRoll {
  readonly die: number;
  readonly id: string;
  readonly attached: boolean;
  readonly part: RolledPart;
}

/**
 * A Platoon HQ attachment in `role` for a squad mission (L2182, "only medic or machinegun attachments
 * from the parent platoon may be rolled for"): rolled when the HQ's man is fit for it (not away, not
 * kept back) and, with `unlessOwn`, the squad has none of its own; 1d6 in `band`, and with him the
 * squad's figures gain his, in the squad's unit.
 */
function attachFromHq(
  role: 'medic' | 'lmg-gunner',
  band: { readonly low: number; readonly high: number },
  label: string,
  unlessOwn: boolean,
  figures: readonly TableFigure[],
  roster: readonly TourMan[],
  roller: Roller,
): { readonly figures: readonly TableFigure[]; readonly roll?: AttachmentRoll } {
  const man = roster.find((m) => m.kit.role === role && m.kit.unit === HQ_UNIT && available(m) && !m.stays);
  if (!man || figures.length === 0 || (unlessOwn && figures.some((f) => f.role === role))) return { figures };
  const r = chance(roller, band.low, band.high, label);
  const roll = { die: r.score, id: man.id, attached: r.happens, part: r.part };
  if (!r.happens) return { figures, roll };
  return { figures: [...figures, { ...figureOf(man), unit: figures[0]!.unit }], roll };
}

/**
 * Medic Availability (L962): "Each platoon has one Medic. When the full platoon is not on the table there
 * is a chance that the Medic is … Roll 1d6 for the first squad on the table. On a score of 1 or 2 the
 * Medic is attached to that squad." Rolled for each squad mission (L2182, a medic from the parent
 * platoon) when the Platoon HQ's Medic is fit for it and the squad has no medic of its own; with him
 * the squad's figures gain his, in the squad's unit.
 */
export function attachMedic(
  figures: readonly TableFigure[],
  roster: readonly TourMan[],
  roller: Roller,
): { readonly figures: readonly TableFigure[]; readonly medic?: AttachmentRoll } {
  const r = attachFromHq('medic', MEDIC_ATTACHED, 'medic availability', true, figures, roster, roller);
  return r.roll ? { figures: r.figures, medic: r.roll } : { figures: r.figures };
}

/**
 * The machinegun attached from the parent platoon (L2182; the USMC Platoon HQ's M-60, L428): "At the
 * beginning of the game roll 1d6 for each character. On a result of 1 or 2 he is attached to your
 * squad" (L399) — so rolled at the start of each squad mission, after the Medic, when the Platoon HQ's
 * gunner is fit for it (whatever LMGs the squad has of its own: his is another); with him the squad's
 * figures gain his, in the squad's unit.
 */
export function attachMachinegun(
  figures: readonly TableFigure[],
  roster: readonly TourMan[],
  roller: Roller,
): { readonly figures: readonly TableFigure[]; readonly machinegun?: AttachmentRoll } {
  const r = attachFromHq('lmg-gunner', MACHINEGUN_ATTACHED, 'machinegun attachment', false, figures, roster, roller);
  return r.roll ? { figures: r.figures, machinegun: r.roll } : { figures: r.figures };
}

/** A radio comes with a squad mission on 1–2 (L2182; the chance of every Platoon HQ attachment, L399). */
export const RADIO_ATTACHED = { low: 1, high: 2 } as const;

/**
 * The radio a squad mission may receive from the Platoon HQ (L2182, "making one member the RTO if it is
 * received"): rolled only when no man of the squad carries one; it goes to the man the players made
 * RTO on the roster, else to the first rifleman, else to the last man listed.
 */
export function attachRadio(
  figures: readonly TableFigure[],
  roster: readonly TourMan[],
  roller: Roller,
): { readonly figures: readonly TableFigure[]; readonly radio?: { readonly die: number; readonly rto?: string; readonly part: RolledPart } } {
  if (figures.length === 0 || figures.some((f) => (f.gear as readonly string[]).includes('radio'))) return { figures };
  const roll = chance(roller, RADIO_ATTACHED.low, RADIO_ATTACHED.high, 'radio attachment');
  if (!roll.happens) return { figures, radio: { die: roll.score, part: roll.part } };
  const chosen = roster.find((m) => m.rto && figures.some((f) => f.id === m.id))?.id;
  const rto = figures.find((f) => f.id === chosen) ?? figures.find((f) => f.role === 'rifleman') ?? figures[figures.length - 1]!;
  return {
    figures: figures.map((f) => (f.id === rto.id ? { ...f, gear: [...f.gear, 'radio'] } : f)),
    radio: { die: roll.score, rto: rto.id, part: roll.part },
  };
}
