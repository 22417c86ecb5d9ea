import { intRule, type HouseRules } from '../../../core/house-rules.js';
import type { Quality } from './troops.js';
import { makeUnit, type SpecialRole, type Unit, type UnitKind } from './units.js';
import { VEHICLES, type GunId, type VehicleId } from './vehicles.js';
import type { WeaponKind, WeaponLoad } from './weapons.js';

/**
 * A size the seed leaves out: read from house rule `lists.unstatedTeamSize` when the force is
 * expanded.
 */
export type TeamSize = number | 'unstated';

/** One team of a section as the list prints it ("FT: HMG + 4 crew", "2 * Medics"). */
export interface TeamTemplate {
  /** Short id suffix: `co`, `ft1`, `hmg`. */
  readonly key: string;
  readonly name: string;
  readonly kind: UnitKind;
  readonly figures: TeamSize;
  readonly weapons: readonly WeaponLoad[];
  readonly crew?: TeamSize;
  readonly roles?: readonly SpecialRole[];
  /** How many such teams ("2 * Sniper team"). */
  readonly count?: number;
  /** Where the team differs from the list (scouts are veterans). */
  readonly quality?: Quality;
  /** The vehicles the player may choose from; the first is the default. */
  readonly vehicle?: readonly VehicleId[];
  readonly gun?: GunId;
}

/** An HQ, a squad, a weapons section or a reinforcement pick. */
export interface SectionTemplate {
  readonly id: string;
  readonly name: string;
  /** Points, or the house rule holding a value the seed did not print. */
  readonly points: number | { readonly rule: string };
  readonly teams: readonly TeamTemplate[];
  /** Russian support team: Molotov cocktails for one infantry section. */
  readonly molotovsForOneSquad?: boolean;
}

export interface SectionSlot {
  readonly section: SectionTemplate;
  readonly min: number;
  readonly max: number | { readonly rule: string };
}

export const ARMY_LIST_IDS = ['fallschirmjager', 'russians', 'british', 'us', 'finns'] as const;
export type ArmyListId = (typeof ARMY_LIST_IDS)[number];

export interface ArmyList {
  readonly id: ArmyListId;
  readonly name: string;
  readonly quality: Quality;
  readonly hq: SectionTemplate;
  /** Squads and weapons sections with the counts a platoon may take. */
  readonly sections: readonly SectionSlot[];
  readonly notes: readonly string[];
  /** Reinforcement picks; the seed gives them for Fallschirmjäger, Russians and Finns only. */
  readonly reinforcements: readonly SectionTemplate[];
  /** Squads' riflemen may be armed with SMGs instead (Russians). */
  readonly smgSquads: boolean;
  /** The HQ has a commissar, heroic or KGB at the player's choice. */
  readonly commissar: boolean;
}

const w = (kind: WeaponKind, count = 1): WeaponLoad => ({ kind, count });
const officer = (key: string, name: string, weapon: WeaponKind, aop = false): TeamTemplate => ({
  key,
  name,
  kind: 'hq',
  figures: 1,
  weapons: [w(weapon)],
  roles: aop ? ['officer', 'aop'] : ['officer'],
});
const crewed = (key: string, name: string, weapon: WeaponKind, crew: number, kind: UnitKind = 'fire-team', count?: number): TeamTemplate => ({
  key,
  name,
  kind,
  figures: crew,
  crew,
  weapons: [w(weapon)],
  ...(count === undefined ? {} : { count }),
});
const section = (id: string, name: string, points: SectionTemplate['points'], teams: readonly TeamTemplate[]): SectionTemplate => ({
  id,
  name,
  points,
  teams,
});
const vehicles = (key: string, name: string, choices: readonly VehicleId[]): TeamTemplate => ({
  key,
  name,
  kind: 'vehicle',
  figures: 0,
  weapons: [],
  vehicle: choices,
});

const sniperTeam = (count?: number): TeamTemplate => ({
  key: 'sniper',
  name: 'Sniper team',
  kind: 'special',
  figures: 'unstated',
  weapons: [w('sniper-rifle')],
  roles: ['sniper'],
  ...(count === undefined ? {} : { count }),
});
const medics = (count: number): TeamTemplate => ({ key: 'medic', name: 'Medic', kind: 'special', figures: 1, weapons: [], roles: ['medic'], count });
const aopTeam = (name = 'AOP team'): TeamTemplate => ({ key: 'aop', name, kind: 'special', figures: 'unstated', weapons: [], roles: ['aop'] });
const panzerschreck: TeamTemplate = {
  key: 'schreck',
  name: 'Panzerschreck',
  kind: 'fire-team',
  figures: 'unstated',
  crew: 'unstated',
  weapons: [w('panzerschreck')],
};
const flamethrower: TeamTemplate = { key: 'flame', name: 'Flamethrower team', kind: 'fire-team', figures: 'unstated', weapons: [w('flamethrower')] };
const hmgTeam = crewed('hmg', 'HMG', 'hmg', 4);
const lightMortar = crewed('mortar', 'Light mortar', 'light-mortar', 2);
const artillery = section('artillery', 'Artillery', 2, [aopTeam(), crewed('mortar', 'Medium mortar', 'medium-mortar', 3, 'gun-crew', 2)]);

const LMG_FT: TeamTemplate = { key: 'ft1', name: 'FT1', kind: 'fire-team', figures: 3, crew: 2, weapons: [w('lmg'), w('smg')] };
const RIFLE_FT: TeamTemplate = { key: 'ft2', name: 'FT2', kind: 'fire-team', figures: 7, weapons: [w('rifle', 7)] };

/** Fallschirmjäger fire team: LMG + 2 crew, SMG, Rifle*2, and its single-shot RPG. */
const fjTeam = (key: string, name: string): TeamTemplate => ({
  key,
  name,
  kind: 'fire-team',
  figures: 5,
  crew: 2,
  weapons: [w('lmg'), w('smg'), w('rifle', 2), w('rpg')],
});

/** Seed 004, "Army and Vehicle Lists" and "Reinforcements". */
export const ARMY_LISTS: Readonly<Record<ArmyListId, ArmyList>> = {
  fallschirmjager: {
    id: 'fallschirmjager',
    name: 'Fallschirmjäger',
    quality: 'veteran',
    hq: section('hq', 'HQ', 0, [officer('co', 'CO', 'smg', true), officer('2ic', '2IC', 'smg')]),
    sections: [{ section: section('squad', 'Squad', 2, [fjTeam('ft1', 'FT1'), fjTeam('ft2', 'FT2')]), min: 2, max: 3 }],
    notes: ['Each fire team receives one single-shot RPG.', 'The CO may act as an AOP.'],
    reinforcements: [
      section('medium-tank', 'Medium tank / Assault gun', 2, [vehicles('tank', 'Medium tank / Assault gun', ['panzer-iv', 'stug', 'hetzer'])]),
      section('heavy-tank', 'Heavy tank', 4, [vehicles('tank', 'Heavy tank', ['tiger'])]),
      section('weapons', 'Weapons section', 1, [hmgTeam, panzerschreck, lightMortar]),
      section('support1', 'Support team #1', 1, [sniperTeam(2), medics(2), aopTeam('Extra AOP')]),
      section('support2', 'Support team #2', { rule: 'lists.fjSupportTeam2Points' }, [
        flamethrower,
        { ...crewed('lg40', 'LG40 recoilless rifle', 'recoilless-rifle', 3, 'gun-crew'), gun: 'recoilless-rifle' },
      ]),
      artillery,
      section('transport', 'Transport section', 1, [vehicles('hannomag', 'Hannomag', ['hannomag']), vehicles('truck', 'Truck', ['truck'])]),
      section('at-battery', 'AT battery', 2, [
        officer('co', 'Battery CO', 'smg'),
        { ...crewed('pak40', 'Pak 40 75mm', 'medium-gun', 4, 'gun-crew', 2), gun: 'at-75mm' },
      ]),
    ],
    smgSquads: false,
    commissar: false,
  },
  russians: {
    id: 'russians',
    name: "Russians '42 onwards",
    quality: 'average',
    hq: section('hq', 'HQ', 0, [
      officer('co', 'CO', 'pistol'),
      officer('2ic', '2IC', 'smg'),
      { key: 'commissar', name: 'Commissar', kind: 'hq', figures: 1, weapons: [w('pistol')], roles: [] },
    ]),
    sections: [
      { section: section('squad', 'Squad', 1, [LMG_FT, RIFLE_FT]), min: 2, max: 4 },
      {
        section: section('weapons', 'Weapons section', 1, [hmgTeam, crewed('atr', 'AT rifle', 'at-rifle', 2), lightMortar]),
        min: 0,
        max: 1,
      },
    ],
    notes: ['Any of the infantry sections may be SMG.'],
    reinforcements: [
      section('medium-tank', 'Medium tank / Assault gun', 2, [vehicles('tank', 'Medium tank / Assault gun', ['t-34-85', 'su-76'])]),
      section('heavy-tank', 'Heavy tank', 3, [vehicles('tank', 'Heavy tank', ['kv-1'])]),
      section('at-battery', 'AT battery', 2, [
        officer('co', 'Battery CO', 'pistol'),
        { ...crewed('at50', '50mm long AT gun', 'medium-gun', 4, 'gun-crew', 2), gun: 'at-50mm-long' },
        crewed('atr', 'AT rifle', 'at-rifle', 2, 'fire-team', 2),
      ]),
      section('hmg-team', 'HMG team', 1, [officer('co', 'HMG CO', 'pistol'), { ...hmgTeam, count: 2 }]),
      {
        ...section('support', 'Support team', 1, [sniperTeam(2), medics(3), aopTeam('Extra AOP'), flamethrower]),
        molotovsForOneSquad: true,
      },
      artillery,
      section('scouts', 'Scout team', 1, [
        { key: 'scouts', name: 'Scouts', kind: 'special', figures: 9, weapons: [w('rifle', 9)], roles: ['scout'], quality: 'veteran' },
      ]),
    ],
    smgSquads: true,
    commissar: true,
  },
  british: {
    id: 'british',
    name: 'British and Commonwealth',
    quality: 'average',
    hq: section('hq', 'HQ', 1, [
      officer('co', 'CO', 'pistol'),
      officer('2ic', '2IC', 'smg'),
      crewed('rpg', 'RPG', 'rpg', 2),
      lightMortar,
    ]),
    sections: [{ section: section('squad', 'Squad', 1, [LMG_FT, RIFLE_FT]), min: 2, max: 3 }],
    notes: ['The mortar is direct fire only.', 'The seed gives no reinforcement picks for this list.'],
    reinforcements: [],
    smgSquads: false,
    commissar: false,
  },
  us: {
    id: 'us',
    name: 'US Infantry',
    quality: 'average',
    hq: section('hq', 'HQ', 0, [officer('co', 'CO', 'pistol', true), officer('2ic', '2IC', 'rifle'), crewed('rpg', 'RPG', 'rpg', 2)]),
    sections: [
      { section: section('squad', 'Squad', 1, [LMG_FT, RIFLE_FT]), min: 2, max: 3 },
      {
        section: section('weapons', 'Weapons section', 1, [crewed('lmg', 'LMG', 'lmg', 2), crewed('rpg', 'RPG', 'rpg', 2), lightMortar]),
        min: 0,
        max: { rule: 'lists.usWeaponsSectionMax' },
      },
    ],
    notes: ['The CO may act as an AOP.', 'The seed gives no reinforcement picks for this list.'],
    reinforcements: [],
    smgSquads: false,
    commissar: false,
  },
  finns: {
    id: 'finns',
    name: 'Finns',
    quality: 'veteran',
    hq: section('hq', 'HQ', 0, [officer('co', 'CO', 'pistol'), officer('2ic', '2IC', 'smg')]),
    sections: [
      {
        section: section('squad', 'Squad', 1.5, [
          { key: 'ft1', name: 'FT1', kind: 'fire-team', figures: 2, crew: 2, weapons: [w('lmg')] },
          { key: 'ft2', name: 'FT2', kind: 'fire-team', figures: 7, weapons: [w('smg', 2), w('rifle', 5)] },
        ]),
        min: 2,
        max: 3,
      },
    ],
    notes: [],
    reinforcements: [
      section('armour', 'BT-7 and BA-10', 2, [vehicles('bt7', 'BT-7', ['bt-7']), vehicles('ba10', 'BA-10', ['ba-10'])]),
      section('support', 'Support team', 0.5, [sniperTeam(), medics(2), aopTeam('AOP')]),
      section('weapons', 'Weapons section', 1, [hmgTeam, panzerschreck, crewed('gun', 'Light gun', 'light-gun', 3, 'gun-crew')]),
      artillery,
    ],
    smgSquads: false,
    commissar: false,
  },
};

export function isArmyListId(x: string): x is ArmyListId {
  return (ARMY_LIST_IDS as readonly string[]).includes(x);
}

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
