import type { Point } from '../../../../../core/board/geometry.js';
import type { Roller } from '../../../../../core/dice/roller.js';
import { choiceRule, type HouseRules } from '../../../../../core/house-rules.js';
import { ARMY_LISTS, DEFAULT_MONTH, repFor, vcWeaponFor } from '../../figures/army-lists.js';
import type { AttributeId } from '../../figures/attributes.js';
import { d6, d66 } from '../../figures/dice.js';
import type { Figure } from '../../figures/figure.js';
import type { EnemyType } from '../first-contact.js';
import { generateForce } from '../../figures/force-generation.js';
import { vcWeapons2Reading } from '../../figures/forces-house-rules.js';
import { ENEMY_SMG_READINGS } from '../enemy-house-rules.js';
import { SPACING_INCHES } from '../enemy-action.js';
import type { GearId, Rep, Role } from '../../figures/figure.js';
import type { MortarTeam } from '../mission.js';
import { WEAPONS, type WeaponId } from '../../figures/weapons.js';
import { politicalOfficerWeapon, type VcUnit } from '../vc-reinforcements.js';

const CF_PISTOL: WeaponId = 'tokarev';

/**
 * The figures an enemy unit brings (FNG 2nd Tour, VC/NVA Reinforcements p.95–96, L2102–L2154; PC
 * occupants p.62–64): a squad of the first-contact type rolled on its army list (L395–L414), cut to the
 * unit's size with its leader first, then given the special weapons the tables name for the unit (its
 * kit: an LMG or RPG, the MMG, HMG or recoilless rifle of a team, a sniper's rifle, a mortar's crew).
 * The GM may change any figure with `/fng figure set`.
 */

/** Figures per unit: a number, a rolled squad (`squad`) or its paper strength (`full`), or three squads. */
export const UNIT_FIGURES: Readonly<Record<VcUnit, number | 'squad' | 'full' | 'platoon' | 'off-table'>> = {
  nothing: 0,
  'three-man-cell': 3,
  'single-lvc': 1,
  'half-squad-lmg': 6,
  'half-squad-rpg': 6,
  'rpg-team-1d6-rockets': 2,
  'rpg-team': 2,
  'lmg-team': 2,
  'cell-with-lmg-team': 5,
  'cell-with-rpg': 4,
  'squad-with-lvc-guide': 'squad',
  'sks-sniper': 1,
  'mmg-team': 3,
  squad: 'squad',
  'full-squad': 'full',
  'full-squad-with-rto': 'full',
  'demolition-unit': 6,
  'medium-mortar-team': 3,
  'medium-mortar-team-pair': 6,
  cadre: 3,
  'political-officer': 3,
  'platoon-hq': 3,
  'full-platoon': 'platoon',
  'medic-and-nurses': 3,
  'scout-team': 3,
  sniper: 1,
  'half-squad-with-medic': 7,
  'half-squad-with-medic-and-rto': 8,
  // "three-man light mortar team", "two-man 82mm Recoilless Rifle team", "three-man HMG team" (L2128–L2129, L2146).
  'light-mortar-team': 3,
  'light-mortar-team-pair': 6,
  'recoilless-team': 2,
  'hmg-team': 3,
  'hmg-team-with-half-squad': 9,
  'medium-mortar-barrage': 'off-table',
  'medium-artillery-barrage': 'off-table',
  'medium-artillery-barrage-pair': 'off-table',
  'suicide-troops': 6,
  tank: 'off-table',
};

export type UnitSize = (typeof UNIT_FIGURES)[VcUnit];

/** A reinforcement's size: its table size, or the 1d6 rolled for suicide troops. */
export function unitSize(unit: VcUnit, count?: number): UnitSize {
  return unit === 'suicide-troops' && count !== undefined ? count : UNIT_FIGURES[unit];
}

/** A weapon rolled on 1d6 for each figure: the first band whose `upTo` is at least the die. */
export type WeaponRoll = readonly { readonly upTo: number; readonly weapon: WeaponId | 'smg' }[];


/** A position a unit's kit fills: its role, and what the seed gives it. */
export interface KitSlot {
  readonly role: Role;
  readonly name: string;
  /** The weapon: an id, or the army list's LMG or RPG (the rolled squad's own gunner's); absent: a rifle. */
  readonly weapon?: WeaponId | 'list-lmg' | 'list-rpg';
  readonly sidearm?: WeaponId;
  readonly rep?: Rep;
  readonly gear?: readonly GearId[];
  /** The launcher's rockets, rolled on 1d6 when the unit comes on (the RPG team's "1d6 rockets", L2112). */
  readonly rockets?: '1d6';
}

/** What every figure of a unit carries besides its own (L2114, L2117, L2154): a rolled weapon, gear, attributes. */
export interface KitEach {
  /** A weapon, a 1d6 roll, or one rolled on the VC weapons table (d66, L517–L518). */
  readonly weapon?: WeaponId | WeaponRoll | 'vc-table';
  readonly gear?: readonly GearId[];
  readonly attributes?: readonly AttributeId[];
}

/**
 * What a unit carries beyond the list's riflemen (L2102–L2154; the PC tables' LMG, MMG and HMG teams,
 * L1420–L1500): its special positions in order, filled after the leader (or from the first figure of
 * a team with none); `strip`: the rolled squad's own LMG and RPG are not the unit's, their bearers
 * carry rifles (so a cell, an HQ or scouts bring none the table does not name); `mortar`: the tubes.
 */
export interface UnitKit {
  readonly slots: readonly KitSlot[];
  readonly strip: boolean;
  /** Part of a rolled squad keeping one of its own weapons: the positions go to the figures already in those roles. */
  readonly match?: boolean;
  readonly mortar?: MortarTeam;
  /** The unit's leader becomes this (a Political Officer or Cadre, L2155). */
  readonly leader?: { readonly role: Role; readonly name: string };
  /** Every figure, the leader too. */
  readonly each?: KitEach;
  /** A figure added to the unit: the NVA squad's Local VC guide (L2116), his REP on the LVC list, his weapon on the VC weapons table. */
  readonly guide?: boolean;
}

const VC_TABLE = 'vc-table' as const;
const SMG_OR_CARBINE: WeaponRoll = [
  { upTo: 3, weapon: 'smg' },
  { upTo: 6, weapon: 'm2-carbine' },
];

const LMG_TEAM: readonly KitSlot[] = [
  { role: 'lmg-gunner', name: 'LMG Gunner', weapon: 'list-lmg', sidearm: CF_PISTOL },
  { role: 'lmg-assistant', name: 'LMG Assistant' },
];
const RPG: KitSlot = { role: 'rpg-gunner', name: 'RPG Gunner', weapon: 'list-rpg' };
const crew = (n: number): KitSlot[] => Array.from({ length: n }, () => ({ role: 'lmg-assistant', name: 'Crew' }));
const heavy = (name: string, weapon: WeaponId, crewmen: number): KitSlot[] => [{ role: 'weapon-gunner', name, weapon, sidearm: CF_PISTOL }, ...crew(crewmen)];
const mortar = (size: MortarTeam['size'], tubes: MortarTeam['tubes']): UnitKit => ({
  slots: Array.from({ length: tubes }, () => [{ role: 'weapon-gunner' as const, name: `${size === 'light' ? 'Light' : 'Medium'} Mortar Gunner` }, ...crew(2)]).flat(),
  strip: true,
  mortar: { size, tubes },
});

/**
 * A unit's kit by what the tables call it (a VC/NVA reinforcement or a PC's occupants); the enemy type
 * matters only for the RPG team's second man (SKS for MFVC, AK-47 for NVA, L2112). Units the tables
 * give nothing special (cells, squads as rolled, HQs) have none.
 */
export function unitKit(unit: string, enemy: EnemyType): UnitKit | undefined {
  switch (unit) {
    case 'three-man-cell':
    case 'single-lvc':
    case 'platoon-hq':
    case 'medic-and-nurses':
      return { slots: [], strip: true };
    case 'cadre':
      return { slots: [], strip: true, leader: { role: 'cadre', name: 'Cadre' } };
    case 'political-officer':
      return { slots: [], strip: true, leader: { role: 'political-officer', name: 'Political Officer' } };
    case 'scout-team':
      // MFVC (1-3) SMG or (4-6) M-2 carbine and wire cutters; NVA AK-47s, wire cutters and Tough (L2117).
      return enemy === 'nva' ? { slots: [], strip: true, each: { weapon: 'ak-47', gear: ['wire-cutters'], attributes: ['tough'] } } : { slots: [], strip: true, each: { weapon: SMG_OR_CARBINE, gear: ['wire-cutters'] } };
    case 'demolition-unit':
      return { slots: [], strip: true, each: { weapon: SMG_OR_CARBINE, gear: ['satchel-charge'] } };
    case 'suicide-troops':
      // "Armed with random weapons (from VC Weapons table) and CDMs strapped to their chests ... Nerves Of Steel" (L2154).
      return { slots: [], strip: true, each: { weapon: VC_TABLE, gear: ['claymore'], attributes: ['nerves-of-steel'] } };
    case 'squad-with-lvc-guide':
      return { slots: [], strip: false, guide: true };
    case 'half-squad-lmg':
    case 'cell-with-lmg-team':
      return { slots: LMG_TEAM, strip: true, match: true };
    case 'lmg-team':
      return { slots: LMG_TEAM, strip: true };
    case 'half-squad-rpg':
    case 'cell-with-rpg':
      return { slots: [RPG], strip: true, match: true };
    case 'rpg-team':
      return { slots: [RPG, { role: 'rifleman', name: 'RPG Assistant' }], strip: true };
    case 'rpg-team-1d6-rockets':
      return { slots: [{ ...RPG, rockets: '1d6' }, { role: 'rifleman', name: 'RPG Assistant', weapon: enemy === 'mfvc' ? 'sks' : 'ak-47' }], strip: true };
    case 'mmg-team':
      return { slots: heavy('MMG Gunner', 'm1917', 2), strip: true };
    case 'hmg-team':
      return { slots: heavy('HMG Gunner', 'dshk', 2), strip: true };
    case 'hmg-team-with-half-squad':
      return { slots: heavy('HMG Gunner', 'dshk', 2), strip: false };
    case 'recoilless-team':
      return { slots: heavy('Recoilless Rifle Gunner', 'rg-82mm', 1), strip: true };
    case 'sks-sniper':
      return { slots: [{ role: 'rifleman', name: 'Sniper', weapon: 'sks', rep: 5 }], strip: true };
    case 'sniper':
      return { slots: [{ role: 'rifleman', name: 'Sniper', weapon: 'mosin-nagant', gear: ['sniper-scope'] }], strip: true };
    case 'medium-mortar-team':
      return mortar('medium', 1);
    case 'medium-mortar-team-pair':
      return mortar('medium', 2);
    case 'light-mortar-team':
      return mortar('light', 1);
    case 'light-mortar-team-pair':
      return mortar('light', 2);
    default:
      return undefined;
  }
}

/** Weapons that need a crew or a gunner's training: what a stripped bearer or an assistant gives up for a rifle. */
const CREW_CLASSES = ['lmg', 'mmg', 'hmg', 'anti-tank', 'grenade-launcher'];
const crewWeapon = (w: WeaponId | undefined): boolean => w !== undefined && CREW_CLASSES.includes(WEAPONS[w].class);

/** Enemy figures as they come onto the table: ids `<unit>-<n>`, spaced by their type's tactics spacing (L1612), kitted as their unit. */
export function enemyUnitFigures(
  input: { readonly size: UnitSize; readonly enemy: EnemyType; readonly unitId: string; readonly at: Point; readonly unit?: string },
  rules: HouseRules,
  roller: Roller,
): (Figure & { readonly at: Point })[] {
  const size = input.size;
  if (size === 0 || size === 'off-table') return [];
  const max = ARMY_LISTS[input.enemy].squadsPerPlatoon.max;
  const squads = Math.min(max, size === 'platoon' ? 3 : typeof size === 'number' ? Math.ceil(size / 6) : 1);
  const r = generateForce(
    { army: input.enemy, month: DEFAULT_MONTH, options: { squads, platoonHq: false, attachments: 'none', flakJackets: false, attributes: 'none', usefulGear: false }, vcWeapons2: vcWeapons2Reading(rules), idPrefix: `${input.unitId}-` },
    roller,
  );
  if (!r.ok) throw new Error(`enemy unit ${input.unitId}: ${r.code}`);
  const taken = typeof size === 'number' ? r.value.figures.slice(0, size) : r.value.figures;
  const kit = input.unit === undefined ? undefined : unitKit(input.unit, input.enemy);
  const kitted = kit ? applyKit(taken, r.value.figures, kit) : taken;
  const vc2 = vcWeapons2Reading(rules);
  const smg = (): WeaponId => choiceRule(rules, 'fng.enemy.smg', ENEMY_SMG_READINGS);
  const pick = (w: WeaponId | WeaponRoll | 'vc-table' | 'officer', id: string): WeaponId => {
    if (w === 'officer') {
      // "armed with a pistol (1-3), SMG (4-5), or an AK-47 (6)" (L2155).
      const o = politicalOfficerWeapon(roller).weapon;
      return o === 'pistol' ? CF_PISTOL : o === 'smg' ? smg() : 'ak-47';
    }
    if (w === 'vc-table') return vcWeaponFor(d66(roller, `VC weapon ${id}`).value, vc2);
    if (typeof w === 'string') return w;
    const face = d6(roller, `weapon ${id}`).score;
    const rolled = w.find((b) => face <= b.upTo)!.weapon;
    return rolled === 'smg' ? smg() : rolled;
  };
  const withKit: Figure[] = kit ? kitted.map((f, i) => finish(f, i, kit, input.unitId, pick)) : [...kitted];
  // The RPG team's rockets: 1d6, rolled for its gunner after the weapons (L2112).
  if (kit?.slots.some((s) => s.rockets === '1d6')) {
    const i = withKit.findIndex((f) => f.role === 'rpg-gunner');
    if (i >= 0) withKit[i] = { ...withKit[i]!, rockets: d6(roller, `rockets ${input.unitId}-${i + 1}`).score };
  }
  if (kit?.guide) withKit.push(guideFor(input.unitId, withKit.length + 1, vc2, roller));
  const spacing = SPACING_INCHES[input.enemy];
  return withKit.map((f, i) => ({ ...f, id: `${input.unitId}-${i + 1}`, unit: input.unitId, at: spread(input.at, i, spacing) }));
}

/**
 * The kit on the rolled figures: each position goes to the next figure after the leader (from the first
 * figure when the unit is no bigger than its kit), or in part of a squad to the figure the squad already
 * has in that role (its LMG team, its RPG gunner), taking the position's role, weapon, REP and gear; the list's
 * LMG and RPG are the rolled squad's own gunner's; a crewman keeps his own rifle. Where the unit is
 * stripped the others give up any crew weapon for the squad's first rifleman's (no die is rolled).
 */
function applyKit(taken: readonly Figure[], all: readonly Figure[], kit: UnitKit): Figure[] {
  const rifle = all.find((f) => f.role === 'rifleman' && f.weapon !== undefined && !crewWeapon(f.weapon))?.weapon ?? 'ak-47';
  const listSidearm = (role: Role): WeaponId | undefined => all.find((f) => f.role === role && f.weapon !== undefined)?.sidearm;
  const listWeapon = (role: Role): WeaponId => all.find((f) => f.role === role && f.weapon !== undefined)?.weapon ?? (role === 'lmg-gunner' ? 'rpd' : 'rpg-2');
  const first = taken.length > kit.slots.length ? 1 : 0;
  const slotOf = new Map<number, KitSlot>();
  const free = (i: number): boolean => i >= first && !slotOf.has(i);
  const unmatched = kit.slots.filter((slot) => {
    const i = kit.match ? taken.findIndex((f, k) => free(k) && f.role === slot.role) : -1;
    if (i >= 0) slotOf.set(i, slot);
    return i < 0;
  });
  for (const slot of unmatched) {
    const i = taken.findIndex((_, k) => free(k));
    if (i >= 0) slotOf.set(i, slot);
  }
  return taken.map((f, i) => {
    const slot = slotOf.get(i);
    const { sidearm: _s, ...bare } = f;
    if (!slot) return kit.strip && (crewWeapon(f.weapon) || CREW_ROLES.includes(f.role)) ? { ...bare, role: 'rifleman', name: 'Rifleman', weapon: crewWeapon(f.weapon) ? rifle : (f.weapon ?? rifle) } : f;
    const weapon = slot.weapon === 'list-lmg' ? listWeapon('lmg-gunner') : slot.weapon === 'list-rpg' ? listWeapon('rpg-gunner') : (slot.weapon ?? (crewWeapon(f.weapon) ? rifle : (f.weapon ?? rifle)));
    // The list's RPG gunner's own sidearm goes with the list's RPG (the NVA's AK-47 from mid-1968, L516).
    const sidearm = slot.sidearm ?? (slot.weapon === 'list-rpg' ? listSidearm('rpg-gunner') : undefined);
    return {
      ...bare,
      role: slot.role,
      name: slot.name,
      weapon,
      ...(sidearm && sidearm !== weapon ? { sidearm } : {}),
      ...(slot.rep ? { rep: slot.rep } : {}),
      ...(slot.gear ? { gear: [...new Set([...f.gear, ...slot.gear])] } : {}),
    };
  });
}

/** The leader's position and what every figure carries, the rolled weapons rolled in figure order. */
function finish(f: Figure, i: number, kit: UnitKit, unitId: string, pick: (w: WeaponId | WeaponRoll | 'vc-table' | 'officer', id: string) => WeaponId): Figure {
  const id = `${unitId}-${i + 1}`;
  let out = f;
  if (i === 0 && kit.leader) {
    const { sidearm: _s, ...bare } = out;
    out = { ...bare, role: kit.leader.role, name: kit.leader.name, weapon: pick('officer', id) };
  }
  const each = kit.each;
  if (!each) return out;
  return {
    ...out,
    ...(each.weapon ? { weapon: pick(each.weapon, id) } : {}),
    ...(each.gear ? { gear: [...new Set([...out.gear, ...each.gear])] } : {}),
    ...(each.attributes ? { attributes: [...new Set([...out.attributes, ...each.attributes])] } : {}),
  };
}

/** The NVA squad's armed Local VC guide (L2116): REP on the LVC list (L516), weapon on the VC weapons table (L517). */
function guideFor(unitId: string, n: number, vc2: ReturnType<typeof vcWeapons2Reading>, roller: Roller): Figure {
  const id = `${unitId}-${n}`;
  const rep = repFor(ARMY_LISTS.lvc.rep, d6(roller, `REP ${id}`).score);
  const weapon = vcWeaponFor(d66(roller, `VC weapon ${id}`).value, vc2);
  return { id, name: 'Local VC Guide', side: 'cf', army: 'lvc', unit: unitId, role: 'guide', rep, star: false, starPower: 0, attributes: [], weapon, gear: [], status: 'carry-on' };
}

const CREW_ROLES: readonly Role[] = ['lmg-gunner', 'lmg-assistant', 'rpg-gunner', 'weapon-gunner'];

/** The n-th figure of a unit: a line abreast through the spot, `spacing` inches apart. */
function spread(at: Point, n: number, spacing: number): Point {
  const step = Math.ceil(n / 2) * spacing * (n % 2 === 1 ? 1 : -1);
  return { x: Math.round((at.x + step) * 10) / 10, y: at.y };
}
