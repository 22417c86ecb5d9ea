import type { Point } from '../../../core/board/geometry.js';
import type { Roller } from '../../../core/dice/roller.js';
import type { HouseRules } from '../../../core/house-rules.js';
import { ARMY_LISTS, DEFAULT_MONTH } from './army-lists.js';
import type { Figure } from './figure.js';
import type { EnemyType } from './first-contact.js';
import { generateForce } from './force-generation.js';
import { vcWeapons2Reading } from './forces-house-rules.js';
import type { VcUnit } from './reinforcements.js';
import { SPACING_INCHES } from './enemy-action.js';
import type { GearId, Rep, Role } from './figure.js';
import type { MortarTeam } from './mission.js';
import { WEAPONS, type WeaponId } from './weapons.js';

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

/** A position a unit's kit fills: its role, and what the seed gives it. */
export interface KitSlot {
  readonly role: Role;
  readonly name: string;
  /** The weapon: an id, or the army list's LMG or RPG (the rolled squad's own gunner's); absent: a rifle. */
  readonly weapon?: WeaponId | 'list-lmg' | 'list-rpg';
  readonly sidearm?: WeaponId;
  readonly rep?: Rep;
  readonly gear?: readonly GearId[];
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
}

const CF_PISTOL: WeaponId = 'tokarev';
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
    case 'cadre':
    case 'political-officer':
    case 'platoon-hq':
    case 'medic-and-nurses':
    case 'scout-team':
    case 'demolition-unit':
      return { slots: [], strip: true };
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
      return { slots: [RPG, { role: 'rifleman', name: 'RPG Assistant', weapon: enemy === 'mfvc' ? 'sks' : 'ak-47' }], strip: true };
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
  const spacing = SPACING_INCHES[input.enemy];
  return kitted.map((f, i) => ({ ...f, id: `${input.unitId}-${i + 1}`, unit: input.unitId, at: spread(input.at, i, spacing) }));
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
    return {
      ...bare,
      role: slot.role,
      name: slot.name,
      weapon,
      ...(slot.sidearm && slot.sidearm !== weapon ? { sidearm: slot.sidearm } : {}),
      ...(slot.rep ? { rep: slot.rep } : {}),
      ...(slot.gear ? { gear: [...new Set([...f.gear, ...slot.gear])] } : {}),
    };
  });
}

const CREW_ROLES: readonly Role[] = ['lmg-gunner', 'lmg-assistant', 'rpg-gunner', 'weapon-gunner'];

/** The n-th figure of a unit: a line abreast through the spot, `spacing` inches apart. */
function spread(at: Point, n: number, spacing: number): Point {
  const step = Math.ceil(n / 2) * spacing * (n % 2 === 1 ? 1 : -1);
  return { x: Math.round((at.x + step) * 10) / 10, y: at.y };
}
