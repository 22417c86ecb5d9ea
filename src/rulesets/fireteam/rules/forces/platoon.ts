import { intRule, type HouseRules } from '../../../../core/house-rules.js';
import { makeUnit, type SpecialRole, type Unit } from '../troops/units.js';
import { VEHICLES, type VehicleId } from '../troops/vehicles.js';
import type { WeaponLoad } from '../troops/weapons.js';
import type { ArmyList, ArmyListId, SectionSlot, SectionTemplate, TeamSize } from './army-lists.js';

/*
 * Seed 004, Army and Vehicle Lists: a platoon chosen from a list (`./army-lists.ts`, the lists as
 * data) — priced, checked against the list and a budget, and expanded into units.
 */

/** A reinforcement pick, with the vehicle chosen where the pick offers a choice. */
export interface PickChoice {
  readonly pick: string;
  readonly vehicle?: VehicleId;
}

/** A platoon chosen from an army list. */
export interface ForceChoice {
  readonly list: ArmyListId;
  /** Section id → how many (`squad`, `weapons`); a missing slot counts as 0. */
  readonly sections: Readonly<Record<string, number>>;
  readonly picks: readonly PickChoice[];
  /** Russians: how many squads carry SMGs instead of rifles. */
  readonly smgSquads?: number;
  /** Russians: the commissar's version (seed 004, Special Units); heroic unless chosen. */
  readonly commissar?: 'heroic' | 'kgb';
  /** Russian support team: the squad (1-based) carrying the Molotovs; the first unless chosen. */
  readonly molotovSquad?: number;
}

export interface CostItem {
  readonly label: string;
  readonly count: number;
  readonly each: number;
  readonly points: number;
  readonly part: 'core' | 'reinforcement';
}

/** What a force costs, item by item, so the bot can show the sum. */
export interface ForceCost {
  readonly items: readonly CostItem[];
  /** HQ, squads and weapons sections: the core units. */
  readonly core: number;
  readonly reinforcements: number;
  readonly total: number;
}

function pointsOf(s: SectionTemplate, rules: HouseRules): number {
  return typeof s.points === 'number' ? s.points : intRule(rules, s.points.rule);
}

function maxOf(slot: SectionSlot, rules: HouseRules): number {
  return typeof slot.max === 'number' ? slot.max : intRule(rules, slot.max.rule);
}

/** Seed 004, army lists: a platoon's cost, its HQ, sections and reinforcement picks priced one by one. */
export function forceCost(list: ArmyList, choice: ForceChoice, rules: HouseRules): ForceCost {
  const items: CostItem[] = [];
  const add = (label: string, count: number, each: number, part: CostItem['part']): void => {
    if (count > 0) items.push({ label, count, each, points: count * each, part });
  };
  add(list.hq.name, 1, pointsOf(list.hq, rules), 'core');
  for (const slot of list.sections) add(slot.section.name, choice.sections[slot.section.id] ?? 0, pointsOf(slot.section, rules), 'core');
  const counts = new Map<string, number>();
  for (const p of choice.picks) counts.set(p.pick, (counts.get(p.pick) ?? 0) + 1);
  for (const [id, n] of counts) {
    const pick = list.reinforcements.find((r) => r.id === id);
    if (pick) add(pick.name, n, pointsOf(pick, rules), 'reinforcement');
  }
  const sum = (part: CostItem['part']): number => items.filter((i) => i.part === part).reduce((a, i) => a + i.points, 0);
  const core = sum('core');
  const reinforcements = sum('reinforcement');
  return { items, core, reinforcements, total: core + reinforcements };
}

export type ForceProblemCode =
  | 'fireteam/section-count'
  | 'fireteam/unknown-section'
  | 'fireteam/unknown-pick'
  | 'fireteam/no-reinforcements'
  | 'fireteam/bad-vehicle-choice'
  | 'fireteam/smg-squads'
  | 'fireteam/no-commissar'
  | 'fireteam/molotov-squad'
  | 'fireteam/over-budget';

export interface ForceProblem {
  readonly code: ForceProblemCode;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Points a force may spend: core units and reinforcement picks apart (Forward, victory is near!). */
export interface ForceBudget {
  readonly core?: number;
  readonly reinforcements?: number;
}

export type ForceResult =
  | { readonly ok: true; readonly value: ForceCost }
  | {
      readonly ok: false;
      readonly code: 'fireteam/bad-force';
      readonly params: { readonly problems: number };
      readonly problems: readonly ForceProblem[];
    };

/**
 * Seed 004, army lists and reinforcements: checks a platoon against its list — squads and weapons
 * sections within their counts, picks that exist with a vehicle they offer, the list's options used
 * only where it has them, and the budget if one is given — and reports every problem at once.
 */
export function validateForce(list: ArmyList, choice: ForceChoice, rules: HouseRules, budget: ForceBudget = {}): ForceResult {
  const problems: ForceProblem[] = [];
  for (const slot of list.sections) {
    const n = choice.sections[slot.section.id] ?? 0;
    const max = maxOf(slot, rules);
    if (!Number.isInteger(n) || n < slot.min || n > max) {
      problems.push({ code: 'fireteam/section-count', params: { section: slot.section.id, count: n, min: slot.min, max } });
    }
  }
  for (const id of Object.keys(choice.sections)) {
    if (!list.sections.some((s) => s.section.id === id)) {
      problems.push({ code: 'fireteam/unknown-section', params: { section: id, list: list.id, sections: list.sections.map((s) => s.section.id).join(', ') } });
    }
  }
  if (choice.picks.length > 0 && list.reinforcements.length === 0) {
    problems.push({ code: 'fireteam/no-reinforcements', params: { list: list.id } });
  } else {
    for (const p of choice.picks) {
      const pick = list.reinforcements.find((r) => r.id === p.pick);
      if (!pick) {
        problems.push({ code: 'fireteam/unknown-pick', params: { pick: p.pick, list: list.id } });
        continue;
      }
      if (p.vehicle === undefined) continue;
      const offered = pick.teams.flatMap((t) => t.vehicle ?? []);
      if (offered.length < 2 || !offered.includes(p.vehicle)) {
        problems.push({ code: 'fireteam/bad-vehicle-choice', params: { pick: p.pick, vehicle: p.vehicle, choices: offered.join(', ') } });
      }
    }
  }
  const squads = choice.sections['squad'] ?? 0;
  if (choice.smgSquads !== undefined && (!list.smgSquads || !Number.isInteger(choice.smgSquads) || choice.smgSquads < 0 || choice.smgSquads > squads)) {
    problems.push({ code: 'fireteam/smg-squads', params: { count: choice.smgSquads, squads: list.smgSquads ? squads : 0 } });
  }
  if (choice.commissar !== undefined && !list.commissar) problems.push({ code: 'fireteam/no-commissar', params: { list: list.id } });
  if (choice.molotovSquad !== undefined) {
    const hasMolotovs = choice.picks.some((p) => list.reinforcements.find((r) => r.id === p.pick)?.molotovsForOneSquad === true);
    if (!hasMolotovs || !Number.isInteger(choice.molotovSquad) || choice.molotovSquad < 1 || choice.molotovSquad > squads) {
      problems.push({ code: 'fireteam/molotov-squad', params: { squad: choice.molotovSquad, squads: hasMolotovs ? squads : 0 } });
    }
  }
  const cost = forceCost(list, choice, rules);
  if (budget.core !== undefined && cost.core > budget.core) {
    problems.push({ code: 'fireteam/over-budget', params: { part: 'core', points: cost.core, budget: budget.core } });
  }
  if (budget.reinforcements !== undefined && cost.reinforcements > budget.reinforcements) {
    problems.push({
      code: 'fireteam/over-budget',
      params: { part: 'reinforcement', points: cost.reinforcements, budget: budget.reinforcements },
    });
  }
  if (problems.length > 0) return { ok: false, code: 'fireteam/bad-force', params: { problems: problems.length }, problems };
  return { ok: true, value: cost };
}

function teamSize(size: TeamSize, rules: HouseRules): number {
  return size === 'unstated' ? intRule(rules, 'lists.unstatedTeamSize') : size;
}

/** Riflemen re-armed with SMGs ("Any of the infantry sections may be SMG"). */
function withSmgs(weapons: readonly WeaponLoad[]): WeaponLoad[] {
  const out: WeaponLoad[] = [];
  for (const l of weapons) {
    const kind = l.kind === 'rifle' ? 'smg' : l.kind;
    const same = out.find((o) => o.kind === kind);
    if (same) out[out.indexOf(same)] = { kind, count: same.count + l.count };
    else out.push({ kind, count: l.count });
  }
  return out;
}

interface Expansion {
  readonly prefix: string;
  /** The section's name as shown, numbered where there are several. */
  readonly label: string;
  readonly section: SectionTemplate;
  readonly smg: boolean;
  readonly molotovs: boolean;
  readonly vehicle?: VehicleId;
}

/**
 * Seed 004, army lists: the units of a checked force, at the list's quality, off table. Ids are
 * `<idPrefix><section><n>-<team>` (`sq2-ft1`, `wpn1-hmg`), `<idPrefix><pick>-<n>-<team>` for picks
 * (`heavy-tank-1-tank`); HQ teams keep their own key (`co`).
 */
export function expandForce(list: ArmyList, choice: ForceChoice, side: string, rules: HouseRules, idPrefix = ''): Unit[] {
  const parts: Expansion[] = [{ prefix: '', label: '', section: list.hq, smg: false, molotovs: false }];
  const molotovs = choice.picks.some((p) => list.reinforcements.find((r) => r.id === p.pick)?.molotovsForOneSquad === true);
  const molotovSquad = molotovs ? (choice.molotovSquad ?? 1) : 0;
  for (const slot of list.sections) {
    const n = choice.sections[slot.section.id] ?? 0;
    const short = slot.section.id === 'squad' ? 'sq' : slot.section.id === 'weapons' ? 'wpn' : slot.section.id;
    for (let i = 1; i <= n; i++) {
      const isSquad = slot.section.id === 'squad';
      parts.push({
        prefix: `${short}${i}-`,
        label: `${slot.section.name} ${i} `,
        section: slot.section,
        smg: isSquad && i <= (choice.smgSquads ?? 0),
        molotovs: isSquad && i === molotovSquad,
      });
    }
  }
  const pickCount = new Map<string, number>();
  for (const p of choice.picks) {
    const pick = list.reinforcements.find((r) => r.id === p.pick);
    if (!pick) continue;
    const n = (pickCount.get(p.pick) ?? 0) + 1;
    pickCount.set(p.pick, n);
    parts.push({ prefix: `${pick.id}-${n}-`, label: `${pick.name} ${n} `, section: pick, smg: false, molotovs: false, ...(p.vehicle ? { vehicle: p.vehicle } : {}) });
  }
  const commissarRole: SpecialRole = choice.commissar === 'kgb' ? 'commissar-kgb' : 'commissar-heroic';
  return parts.flatMap((part) =>
    part.section.teams.flatMap((t) => {
      const count = t.count ?? 1;
      return Array.from({ length: count }, (_, k) => {
        const key = count > 1 ? `${t.key}${k + 1}` : t.key;
        const vehicle = t.vehicle === undefined ? undefined : part.vehicle !== undefined && t.vehicle.includes(part.vehicle) ? part.vehicle : t.vehicle[0];
        const crew = t.crew === undefined ? undefined : teamSize(t.crew, rules);
        const roles = t.key === 'commissar' && list.commissar ? [commissarRole] : (t.roles ?? []);
        const name = vehicle === undefined ? (count > 1 ? `${t.name} ${k + 1}` : t.name) : VEHICLES[vehicle].name;
        return makeUnit(side, {
          id: `${idPrefix}${part.prefix}${key}`,
          name: `${part.label}${name}`,
          kind: t.kind,
          quality: t.quality ?? list.quality,
          figures: teamSize(t.figures, rules),
          weapons: part.smg ? withSmgs(t.weapons) : t.weapons,
          ...(crew === undefined ? {} : { crew }),
          roles,
          ...(t.gun === undefined ? {} : { gun: t.gun }),
          molotovs: part.molotovs,
          ...(vehicle === undefined ? {} : { vehicle }),
        });
      });
    }),
  );
}
