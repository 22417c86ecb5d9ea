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

/**
 * The figures an enemy unit brings (FNG 2nd Tour, VC/NVA Reinforcements p.95–96, L2102–L2154; PC
 * occupants p.62–64): a squad of the first-contact type rolled on its army list (L395–L414), cut to the
 * unit's size with its leader first. The tables name a unit's special weapon (RPG, MMG, sniper rifle)
 * in words; the list's own weapons stand in for them, and the GM may change one with `/fng figure set`.
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
  'light-mortar-team': 2,
  'light-mortar-team-pair': 4,
  'recoilless-team': 3,
  'hmg-team': 4,
  'hmg-team-with-half-squad': 10,
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

/** Enemy figures as they come onto the table: ids `<unit>-<n>`, spaced by their type's tactics spacing (L1612). */
export function enemyUnitFigures(
  input: { readonly size: UnitSize; readonly enemy: EnemyType; readonly unitId: string; readonly at: Point },
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
  const spacing = SPACING_INCHES[input.enemy];
  return taken.map((f, i) => ({ ...f, id: `${input.unitId}-${i + 1}`, unit: input.unitId, at: spread(input.at, i, spacing) }));
}

/** The n-th figure of a unit: a line abreast through the spot, `spacing` inches apart. */
function spread(at: Point, n: number, spacing: number): Point {
  const step = Math.ceil(n / 2) * spacing * (n % 2 === 1 ? 1 : -1);
  return { x: Math.round((at.x + step) * 10) / 10, y: at.y };
}
