import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import {
  ARMY_LISTS,
  inPeriod,
  repFor,
  SF_LEADER_REP,
  STORE_IDS,
  vcWeaponFor,
  type ArmyList,
  type Month,
  type Slot,
  type StoreId,
  type VcWeapons2Reading,
} from './army-lists.js';
import { checkChosenAttributes, rollAttribute, TUNNEL_RAT_KIT, type AttributeId } from './attributes.js';
import { chance, d6, d66, halfD6 } from './dice.js';
import type { ArmyId, Figure, GearId, Rep, Role } from './figure.js';
import type { MeleeWeaponId, WeaponId } from './weapons.js';

/**
 * Generating a force from an army list (FNG 2nd Tour "Using the Lists", seed L378–L414, and the
 * lists L417–L519; digest §3) as a pure function of a Roller.
 *
 * Roll order (the ledger reads in this order): each squad in turn — its size (1d6), then each
 * member in fill order: REP (1d6, none for the Star), weapon rolls (RPG-7 chance, VC weapons d66),
 * Attribute (d66), useful gear (flashlight, flare, wire cutters), then that figure's possibilities
 * from the list notes (Claymore, satchel, Fluent, political appointee); then the squad stores. Then
 * the platoon HQ (if on the table) member by member, then each attachment (presence, then as a
 * member), then the platoon support weapon.
 */

/** A permanent unit of the force: the platoon HQ or a squad, with what it carries as a whole. */
export interface ForceUnit {
  readonly id: string;
  readonly name: string;
  readonly kind: 'platoon-hq' | 'squad';
  readonly stores: Readonly<Record<StoreId, number>>;
}

export interface StarOption {
  /** Which figure is the Star: the first in this role (the squad leader unless said otherwise). */
  readonly role: Role;
  /** The player's choice; 5 suggested (L324). */
  readonly rep: Rep;
  readonly name?: string;
  /** Two chosen Attributes (L358), or none yet. */
  readonly attributes: readonly AttributeId[];
}

export interface GenerateOptions {
  /** Squads on the table, 1 up to the platoon's. */
  readonly squads: number;
  /**
   * The number of the first squad rolled (1 by default): the tour rolls the rest of the platoon
   * (L558) as squads 2 and up after the players' own. From 2 on, the platoon support weapon (which
   * goes to the 1st Squad) is not rolled.
   */
  readonly firstSquad?: number;
  /** Roll the squads' stores (the default); the tour's other squads, never on a mission, go without. */
  readonly stores?: boolean;
  /**
   * The platoon's Medic is there without a roll ("each platoon has one Medic", L962): the tour keeps
   * the whole platoon on its roster and rolls his availability for each squad mission instead.
   */
  readonly medicPresent?: boolean;
  /**
   * The Platoon HQ's machinegun attachment (the USMC list's M-60, L428) is there without a roll: the tour
   * keeps it in the Platoon HQ and rolls "1 or 2 he is attached to your squad" (L399) for each squad
   * mission (L2182) instead.
   */
  readonly machinegunPresent?: boolean;
  readonly platoonHq: boolean;
  /** Platoon HQ attachments: rolled for (L399, L962), all present, or none. */
  readonly attachments: 'roll' | 'all' | 'none';
  /** Wear flak jackets where the list makes them optional (US Army, ARVN 1968 on). */
  readonly flakJackets: boolean;
  /** Who rolls an Attribute: the Grunts of the player's squad (L357, L558), everybody, or nobody. */
  readonly attributes: 'first-squad' | 'all' | 'none';
  readonly star?: StarOption;
  /** Roll each soldier's chance of a flashlight, a pencil flare and wire cutters (L365–L375). */
  readonly usefulGear: boolean;
  /**
   * Engineers attached to the 1st Squad (0 by default, up to `MAX_ENGINEERS`): no army list has them
   * (L430–L562), yet minefields "may only be cleared by Engineers" (L1206) and flame-throwers "could
   * often be found with Engineers" (L785). Each is armed as the list's riflemen, his REP rolled as theirs.
   */
  readonly engineers?: number;
}

/** The most Engineers a force may muster attached: a squad of them. */
export const MAX_ENGINEERS = 4;

export interface GenerateInput {
  readonly army: ArmyId;
  readonly month: Month;
  readonly options: GenerateOptions;
  /** House rule `fng.forces.vc-weapons-2`. */
  readonly vcWeapons2: VcWeapons2Reading;
  /** Put before every id ("vc-"), so two forces never clash. */
  readonly idPrefix?: string;
}

export interface GeneratedForce {
  readonly units: readonly ForceUnit[];
  readonly figures: readonly Figure[];
  /** The platoon support weapon roll (USMC, ARVN before 1968), if the list has one in this month. */
  readonly platoonWeapon?: { readonly happens: boolean; readonly weapon?: WeaponId; readonly figure?: string };
  readonly parts: readonly RolledPart[];
}

export type GenerateError =
  | 'fng/bad-squads'
  | 'fng/month-outside-list'
  | 'fng/no-flak-jacket-option'
  | 'fng/star-role-absent'
  | 'fng/star-attributes'
  | 'fng/duplicate-attribute';

const ORDINAL = ['1st', '2nd', '3rd', '4th'] as const;

const ROLE_LABEL: Readonly<Record<Role, string>> = {
  'company-commander': 'Company Commander',
  'platoon-leader': 'Platoon Leader',
  'platoon-sergeant': 'Platoon Sergeant',
  'lldb-officer': 'LLDB Lieutenant',
  'squad-leader': 'Squad Leader',
  'jr-nco': 'Jr. NCO',
  rifleman: 'Rifleman',
  'lmg-gunner': 'LMG Gunner',
  'lmg-assistant': 'LMG Assistant',
  grenadier: 'Grenadier',
  'rpg-gunner': 'RPG Gunner',
  'weapon-gunner': 'Weapon Gunner',
  rto: 'RTO',
  fo: 'FO',
  'fo-rto': 'FO RTO',
  medic: 'Medic',
  runner: 'Runner',
  translator: 'Translator',
  advisor: 'US Advisor',
  'advisor-rto': 'Advisor RTO',
  'political-officer': 'Political Officer',
  cadre: 'Cadre',
  guide: 'Guide',
  engineer: 'Engineer',
};

/** One position to fill, in order. */
interface Position {
  readonly slot: Slot;
  readonly role: Role;
}

/**
 * The squad's positions at paper strength, in the order soldiers fill them (L414): the NCO, a Jr.
 * NCO, an LMG gunner, a rifleman as his assistant, a grenadier; then the list's further Jr. NCOs,
 * LMG teams and grenadiers in that order; then the riflemen. Each assistant is one of the riflemen.
 */
export function squadPositions(list: ArmyList): readonly Position[] {
  const { nco, jrNco, lmg, gl, riflemen } = list.squad;
  const rifles: Slot[] = riflemen.flatMap((s) => Array.from({ length: s.count }, () => s));
  const assistant = (): Position => {
    const rifle = rifles.shift();
    if (!rifle) throw new Error(`${list.id}: no rifleman left to assist an LMG`);
    return { slot: list.assistantWeapon === 'vc-table' ? { ...rifle, weapon: { kind: 'vc-table' } } : rifle, role: 'lmg-assistant' };
  };
  const out: Position[] = [{ slot: nco, role: nco.role }];
  if (jrNco.count > 0) out.push({ slot: jrNco, role: jrNco.role });
  if (lmg.count > 0) out.push({ slot: lmg, role: lmg.role }, assistant());
  if (gl.count > 0) out.push({ slot: gl, role: gl.role });
  for (let i = 1; i < jrNco.count; i++) out.push({ slot: jrNco, role: jrNco.role });
  for (let i = 1; i < lmg.count; i++) out.push({ slot: lmg, role: lmg.role }, assistant());
  for (let i = 1; i < gl.count; i++) out.push({ slot: gl, role: gl.role });
  for (const r of rifles) out.push({ slot: r, role: 'rifleman' });
  return out;
}

/** Squad size by dice generation (L406–L412): base + 1d6, never above paper strength. */
export function squadSize(list: ArmyList, face: number): number {
  return Math.min(list.squadSize.base + face, list.squadSize.max);
}

const emptyStores = (): Record<StoreId, number> => Object.fromEntries(STORE_IDS.map((s) => [s, 0])) as Record<StoreId, number>;

/**
 * Rolls a force from its army list (L395–L414 and the list of `input.army`): squad sizes, every
 * soldier's REP on the list's Individual REP row, weapons by position with the list's dated
 * substitutions and the VC weapons table, Attributes for Grunts, the notes' possibilities and
 * stores, the HQ attachments (1–2 on 1d6 each, L399; the medic as L962), and the platoon weapon.
 */
export function generateForce(input: GenerateInput, roller: Roller): RuleResult<GeneratedForce, GenerateError> {
  const list = ARMY_LISTS[input.army];
  const o = input.options;
  const lastSquad = (o.firstSquad ?? 1) + o.squads - 1;
  if (!Number.isInteger(o.squads) || o.squads < 1 || !Number.isInteger(o.firstSquad ?? 1) || (o.firstSquad ?? 1) < 1 || lastSquad > list.squadsPerPlatoon.max) {
    return fail('fng/bad-squads', { squads: o.squads, max: list.squadsPerPlatoon.max });
  }
  if (list.period && !inPeriod(input.month, list.period)) return fail('fng/month-outside-list', { army: list.id, month: input.month });
  if (o.flakJackets && list.flakJackets !== 'optional') return fail('fng/no-flak-jacket-option', { army: list.id });
  if (o.star && o.star.attributes.length > 0) {
    const checked = checkChosenAttributes(o.star.attributes, 2);
    if (!checked.ok) return checked;
  }

  const parts: RolledPart[] = [];
  const r: Roller = {
    roll(spec, label) {
      const p = roller.roll(spec, label);
      parts.push(p);
      return p;
    },
  };
  const prefix = input.idPrefix ?? '';
  const figures: Figure[] = [];
  const units: ForceUnit[] = [];
  let starPlaced = false;

  /** The position's weapon, with the list's dated swaps; a VC weapons table result stands as rolled. */
  const pickWeapon = (s: Slot, role: Role, id: string): WeaponId | undefined => {
    const table = (): WeaponId => vcWeaponFor(d66(r, `VC weapon ${id}`).value, input.vcWeapons2);
    let weapon: WeaponId;
    switch (s.weapon.kind) {
      case 'none':
        return undefined;
      case 'vc-table':
        return table();
      case 'weapon':
        weapon = s.weapon.weapon;
        break;
      case 'choice':
        weapon = s.weapon.options[0]!;
        break;
      case 'chance':
        weapon = chance(r, s.weapon.low, s.weapon.high, `weapon ${id}`).happens ? s.weapon.weapon : s.weapon.otherwise;
        break;
    }
    for (const sub of list.substitutions) {
      if (sub.kind !== 'weapon' || sub.replace !== weapon || !inPeriod(input.month, sub)) continue;
      if (sub.roles && !sub.roles.includes(role)) continue;
      return sub.with === 'vc-table' ? table() : sub.with;
    }
    return weapon;
  };

  const makeFigure = (p: Position, unit: ForceUnit, id: string, name: string, rollsAttribute: boolean): Figure => {
    const role = p.role;
    const star = !starPlaced && o.star !== undefined && o.star.role === role;
    if (star) starPlaced = true;
    let rep: Rep;
    if (star && o.star) rep = o.star.rep;
    else {
      const table = p.slot.repFrom === 'sf-leader' ? SF_LEADER_REP : p.slot.repFrom === 'us-army' ? ARMY_LISTS['us-army'].rep : list.rep;
      rep = repFor(table, d6(r, `REP ${id}`).score);
    }
    const weapon = pickWeapon(p.slot, role, id);
    let sidearm: WeaponId | undefined = p.slot.sidearm;
    for (const s of list.substitutions) if (s.kind === 'sidearm' && s.role === role && inPeriod(input.month, s)) sidearm = s.sidearm;
    const gear = new Set<GearId>(p.slot.gear ?? []);
    if (list.smoke.includes(role)) gear.add('smoke-grenades');
    if (list.flakJackets === 'issued' || (list.flakJackets === 'optional' && o.flakJackets)) gear.add('flak-jacket');
    const attributes: AttributeId[] = star && o.star ? [...o.star.attributes] : [];
    let melee: MeleeWeaponId | undefined;
    if (!star && rollsAttribute) {
      const a = rollAttribute(r, `attribute ${id}`).attribute;
      attributes.push(a);
      if (a === 'tunnel-rat') {
        sidearm = TUNNEL_RAT_KIT.sidearm;
        melee = TUNNEL_RAT_KIT.melee;
        gear.add('c4');
      }
    }
    if (o.usefulGear) {
      if (chance(r, 1, 2, `flashlight ${id}`).happens) gear.add('flashlight');
      if (chance(r, 1, 2, `pencil flare ${id}`).happens) gear.add('pencil-flare');
      if (chance(r, 1, 1, `wire cutters ${id}`).happens) gear.add('wire-cutters');
    }
    return {
      id,
      name: star && o.star?.name !== undefined ? o.star.name : name,
      side: list.side,
      army: list.id,
      unit: unit.id,
      role,
      rep,
      star,
      starPower: star ? rep : 0,
      attributes,
      ...(weapon === undefined ? {} : { weapon }),
      ...(sidearm === undefined || sidearm === weapon ? {} : { sidearm }),
      ...(melee === undefined ? {} : { melee }),
      gear: [...gear],
      status: 'carry-on',
    };
  };

  /** The list's possibilities for a figure's role (Claymore, satchel, Fluent, political appointee). */
  const applyChances = (f: Figure): Figure => {
    let out = f;
    for (const c of list.chances) {
      if (c.role !== f.role) continue;
      const source = 'gear' in c.gives ? c.gives.gear : 'attribute' in c.gives ? c.gives.attribute : 'political appointee';
      if (!chance(r, c.low, c.high, `${source} ${f.id}`).happens) continue;
      const g = c.gives;
      if ('gear' in g) out = out.gear.includes(g.gear) ? out : { ...out, gear: [...out.gear, g.gear] };
      else if ('attribute' in g) out = out.attributes.includes(g.attribute) ? out : { ...out, attributes: [...out.attributes, g.attribute] };
      else out = { ...out, politicalAppointee: true };
    }
    return out;
  };

  const rollsFor = (squadIndex: number): boolean =>
    o.attributes === 'all' || (o.attributes === 'first-squad' && squadIndex === 1);

  const first = o.firstSquad ?? 1;
  for (let s = first; s < first + o.squads; s++) {
    const size = squadSize(list, d6(r, `squad size ${s}`).score);
    const stores = emptyStores();
    const unit: ForceUnit = { id: `${prefix}sq${s}`, name: `${ORDINAL[s - 1] ?? `${s}th`} Squad`, kind: 'squad', stores };
    units.push(unit);
    const positions = squadPositions(list).slice(0, size);
    const counts = new Map<Role, number>();
    positions.forEach((p, i) => {
      const k = (counts.get(p.role) ?? 0) + 1;
      counts.set(p.role, k);
      const many = positions.filter((x) => x.role === p.role).length > 1;
      const f = makeFigure(p, unit, `${prefix}s${s}-${i + 1}`, `${unit.name} ${ROLE_LABEL[p.role]}${many ? ` ${k}` : ''}`, rollsFor(s));
      figures.push(applyChances(f));
    });
    for (const rule of list.stores) {
      if (o.stores === false || !inPeriod(input.month, rule)) continue;
      if (rule.chance && !chance(r, rule.chance.low, rule.chance.high, `${rule.store} ${unit.id}`).happens) continue;
      stores[rule.store] = rule.count === 'd6' ? d6(r, `${rule.store} ${unit.id}`).score : halfD6(r, `${rule.store} ${unit.id}`).value;
    }
  }

  const hq: ForceUnit | undefined = o.platoonHq ? { id: `${prefix}hq`, name: 'Platoon HQ', kind: 'platoon-hq', stores: emptyStores() } : undefined;
  if (hq) {
    units.push(hq);
    list.platoonHq.forEach((slot, i) => {
      const f = makeFigure({ slot, role: slot.role }, hq, `${prefix}hq-${i + 1}`, ROLE_LABEL[slot.role], rollsFor(0));
      figures.push(applyChances(f));
    });
  }

  if (o.attachments !== 'none') {
    const squad1 = units.find((u) => u.kind === 'squad')!;
    const fullPlatoon = o.platoonHq && o.squads >= list.squadsPerPlatoon.min;
    let foPresent = false;
    let n = 0;
    for (const slot of list.attachments) {
      for (let c = 0; c < slot.count; c++) {
        let unit = hq ?? squad1;
        let present: boolean;
        const label = `${ROLE_LABEL[slot.role]} attached`;
        if (o.attachments === 'all') present = slot.role !== 'fo-rto' || foPresent;
        else if (slot.role === 'fo-rto' && !foPresent) present = false;
        else if (slot.role === 'medic' && !fullPlatoon && !o.medicPresent) {
          // Medic availability (L962): 1–2 with one squad on the table, 1–4 with two or more (to one at random).
          present = chance(r, 1, o.squads === 1 ? 2 : 4, label).happens;
          if (present && o.squads > 1) {
            const pick = (d6(r, 'medic squad').score - 1) % o.squads;
            unit = units.filter((u) => u.kind === 'squad')[pick]!;
          }
        } else if (slot.role === 'medic') present = true;
        else if (slot.role === 'lmg-gunner' && o.machinegunPresent) present = true;
        else present = chance(r, 1, 2, label).happens;
        if (slot.role === 'fo') foPresent = present;
        if (!present) continue;
        n++;
        const f = makeFigure({ slot, role: slot.role }, unit, `${prefix}att-${n}`, ROLE_LABEL[slot.role], rollsFor(0));
        figures.push(applyChances(f));
      }
    }
    // The FO carries the radio himself when no FO RTO came with him (L430 note 1).
    const fo = figures.findIndex((f) => f.role === 'fo');
    if (fo >= 0 && !figures.some((f) => f.role === 'fo-rto') && !figures[fo]!.gear.includes('radio')) {
      figures[fo] = { ...figures[fo]!, gear: [...figures[fo]!.gear, 'radio'] };
    }
  }

  // Engineers asked for (L1206, L785), attached to the 1st Squad as the lists' riflemen.
  const rifle = list.squad.riflemen[0];
  const squad1 = units.find((u) => u.kind === 'squad');
  for (let i = 1; rifle && squad1 && i <= (o.engineers ?? 0); i++) {
    figures.push(makeFigure({ slot: rifle, role: 'engineer' }, squad1, `${prefix}eng-${i}`, `${ROLE_LABEL.engineer} ${i}`, false));
  }

  let platoonWeapon: GeneratedForce['platoonWeapon'];
  const pw = list.platoonWeapon;
  if (pw && first === 1 && inPeriod(input.month, pw)) {
    const happens = chance(r, pw.chance.low, pw.chance.high, 'platoon support weapon').happens;
    const weapon = pw.options[0]!;
    let target = -1;
    figures.forEach((f, i) => {
      if (f.role === 'rifleman' && f.unit === `${prefix}sq1` && !f.star) target = i;
    });
    if (happens && target >= 0) {
      const f = figures[target]!;
      figures[target] = { ...f, role: 'weapon-gunner', weapon };
      platoonWeapon = { happens, weapon, figure: f.id };
    } else platoonWeapon = happens ? { happens, weapon } : { happens };
  }

  if (o.star && !starPlaced) return fail('fng/star-role-absent', { role: o.star.role });
  return ok({ units, figures, ...(platoonWeapon ? { platoonWeapon } : {}), parts });
}
