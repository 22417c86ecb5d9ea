import type { HouseRules } from '../../../../core/house-rules.js';
import { readJsonFile } from '../../../../core/json-file.js';
import { ARMY_LIST_IDS, ARMY_LISTS, isArmyListId } from './army-lists.js';
import { expandForce, validateForce, type ForceBudget, type ForceChoice, type ForceCost, type ForceProblemCode, type PickChoice } from './platoon.js';
import { isQuality, QUALITIES } from '../troops/troops.js';
import { makeUnit, SPECIAL_ROLES, UNIT_KINDS, type SpecialRole, type Unit, type UnitKind, type UnitSpec, type VehicleState } from '../troops/units.js';
import {
  GUNS,
  isGunId,
  isVehicleId,
  VEHICLE_CLASSES,
  VEHICLE_MOUNTS,
  VEHICLE_SPEEDS,
  VEHICLES,
  type VehicleWeapon,
  type VehicleWeaponKind,
} from '../troops/vehicles.js';
import { isWeaponKind, WEAPON_KINDS, type WeaponLoad } from '../troops/weapons.js';

/**
 * A side's force as a JSON document: an army list with its choices (`list`, `sections`, `picks`…),
 * explicit `units`, or both. Plain data; the side is given when it is loaded.
 */
export interface Roster {
  readonly name: string;
  readonly units: readonly Unit[];
  /** The army-list choice it was built from, with its cost, if any. */
  readonly force?: ForceChoice;
  readonly cost?: ForceCost;
}

export type RosterProblemCode =
  | ForceProblemCode
  | 'fireteam/not-json'
  | 'fireteam/unknown-field'
  | 'fireteam/missing-field'
  | 'fireteam/bad-field'
  | 'fireteam/unknown-list'
  | 'fireteam/no-units'
  | 'fireteam/duplicate-id';

/** One problem at a path like `units[3].quality`, with its line in the file where it can be found. */
export interface RosterProblem {
  readonly path: string;
  readonly code: RosterProblemCode;
  readonly expected?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly line?: number;
}

export type RosterResult =
  | { readonly ok: true; readonly value: Roster }
  | {
      readonly ok: false;
      readonly code: 'fireteam/bad-roster';
      readonly params: { readonly problems: number };
      readonly problems: readonly RosterProblem[];
    };

const NAME_MAX = 80;
const UNITS_MAX = 100;
const FIGURES_MAX = 30;
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,23}$/;
const ID_RULE = '1 to 24 letters, digits, - or _, starting with a letter or digit';
const TOP_FIELDS = ['name', 'idPrefix', 'list', 'sections', 'picks', 'smgSquads', 'commissar', 'molotovSquad', 'units'];
const LIST_FIELDS = ['sections', 'picks', 'smgSquads', 'commissar', 'molotovSquad', 'idPrefix'];
const UNIT_FIELDS = ['id', 'name', 'kind', 'quality', 'figures', 'weapons', 'crew', 'roles', 'molotovs', 'vehicle', 'gun'];
const VEHICLE_FIELDS = ['name', 'class', 'speed', 'roadSpeed', 'weapons', 'fixedGun', 'softSkinned', 'carries'];
const VEHICLE_WEAPON_KINDS: readonly VehicleWeaponKind[] = ['light-gun', 'medium-gun', 'heavy-gun', 'lmg', 'hmg'];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const isName = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= NAME_MAX && !/[\n\r]/.test(x);

class Problems {
  readonly list: RosterProblem[] = [];
  add(path: string, code: RosterProblemCode, expected?: string, params?: Readonly<Record<string, string | number>>): void {
    this.list.push({ path, code, ...(expected === undefined ? {} : { expected }), ...(params === undefined ? {} : { params }) });
  }
  unknownFields(doc: Record<string, unknown>, at: string, allowed: readonly string[]): void {
    for (const k of Object.keys(doc)) if (!allowed.includes(k)) this.add(join(at, k), 'fireteam/unknown-field', allowed.join(', '));
  }
}

const join = (at: string, key: string): string => (at === '' ? key : `${at}.${key}`);

function checkWeapons(raw: unknown, at: string, p: Problems): WeaponLoad[] | undefined {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    p.add(at, 'fireteam/bad-field', 'a list of { "kind", "count" }');
    return undefined;
  }
  const out: WeaponLoad[] = [];
  let bad = false;
  raw.forEach((w: unknown, i) => {
    const here = `${at}[${i}]`;
    if (!isObject(w)) {
      p.add(here, 'fireteam/bad-field', '{ "kind", "count" }');
      bad = true;
      return;
    }
    p.unknownFields(w, here, ['kind', 'count']);
    const kind = w['kind'];
    const count = w['count'] ?? 1;
    if (typeof kind !== 'string' || !isWeaponKind(kind)) {
      p.add(`${here}.kind`, 'fireteam/bad-field', WEAPON_KINDS.join(', '));
      bad = true;
    } else if (!isInt(count, 1, FIGURES_MAX)) {
      p.add(`${here}.count`, 'fireteam/bad-field', `a whole number from 1 to ${FIGURES_MAX}`);
      bad = true;
    } else out.push({ kind, count });
  });
  return bad ? undefined : out;
}

function checkCustomVehicle(raw: Record<string, unknown>, at: string, p: Problems): Omit<VehicleState, 'damage'> | undefined {
  p.unknownFields(raw, at, VEHICLE_FIELDS);
  const before = p.list.length;
  const { name, class: cls, speed, roadSpeed, weapons, fixedGun, softSkinned, carries } = raw;
  const oneOf = <T extends string>(x: unknown, key: string, values: readonly T[], required: boolean): T | undefined => {
    if (x === undefined && !required) return undefined;
    if (typeof x === 'string' && (values as readonly string[]).includes(x)) return x as T;
    p.add(join(at, key), x === undefined ? 'fireteam/missing-field' : 'fireteam/bad-field', values.join(', '));
    return undefined;
  };
  if (!isName(name)) p.add(join(at, 'name'), name === undefined ? 'fireteam/missing-field' : 'fireteam/bad-field', `1 to ${NAME_MAX} characters`);
  const c = oneOf(cls, 'class', VEHICLE_CLASSES, true);
  const s = oneOf(speed, 'speed', VEHICLE_SPEEDS, true);
  const rs = oneOf(roadSpeed, 'roadSpeed', VEHICLE_SPEEDS, false);
  const ws: VehicleWeapon[] = [];
  if (!Array.isArray(weapons)) p.add(join(at, 'weapons'), 'fireteam/bad-field', 'a list of { "kind", "mount" }');
  else
    weapons.forEach((w: unknown, i) => {
      const here = `${at}.weapons[${i}]`;
      if (!isObject(w)) return p.add(here, 'fireteam/bad-field', '{ "kind", "mount" }');
      p.unknownFields(w, here, ['kind', 'mount']);
      const kind = oneOf(w['kind'], `weapons[${i}].kind`, VEHICLE_WEAPON_KINDS, true);
      const mount = oneOf(w['mount'], `weapons[${i}].mount`, VEHICLE_MOUNTS, true);
      if (kind && mount) ws.push({ kind, mount });
    });
  for (const [key, v] of [['fixedGun', fixedGun], ['softSkinned', softSkinned]] as const) {
    if (v !== undefined && typeof v !== 'boolean') p.add(join(at, key), 'fireteam/bad-field', 'true or false');
  }
  if (carries !== undefined && !isInt(carries, 0, 4)) p.add(join(at, 'carries'), 'fireteam/bad-field', 'a whole number from 0 to 4');
  if (p.list.length > before || !c || !s) return undefined;
  return {
    model: (name as string).trim(),
    class: c,
    speed: s,
    ...(rs === undefined ? {} : { roadSpeed: rs }),
    weapons: ws,
    fixedGun: fixedGun === true,
    softSkinned: softSkinned === true,
    ...(carries === undefined ? {} : { carries: carries as number }),
  };
}

function checkUnit(raw: unknown, at: string, p: Problems): UnitSpec | undefined {
  if (!isObject(raw)) {
    p.add(at, 'fireteam/bad-field', 'a unit: { "id", "kind", "quality", "figures", … }');
    return undefined;
  }
  const before = p.list.length;
  p.unknownFields(raw, at, UNIT_FIELDS);
  const { id, name, kind, quality, figures, crew, roles, molotovs, vehicle, gun } = raw;
  const need = (key: string, v: unknown, good: boolean, expected: string): void => {
    if (v === undefined) p.add(join(at, key), 'fireteam/missing-field', expected);
    else if (!good) p.add(join(at, key), 'fireteam/bad-field', expected);
  };
  need('id', id, typeof id === 'string' && ID.test(id), ID_RULE);
  if (name !== undefined && !isName(name)) p.add(join(at, 'name'), 'fireteam/bad-field', `1 to ${NAME_MAX} characters on one line`);
  need('kind', kind, typeof kind === 'string' && (UNIT_KINDS as readonly string[]).includes(kind), UNIT_KINDS.join(', '));
  need('quality', quality, typeof quality === 'string' && isQuality(quality), QUALITIES.join(', '));
  const isVehicleKind = kind === 'vehicle';
  need('figures', figures, isInt(figures, isVehicleKind ? 0 : 1, FIGURES_MAX), `a whole number from ${isVehicleKind ? 0 : 1} to ${FIGURES_MAX}`);
  const weapons = checkWeapons(raw['weapons'], join(at, 'weapons'), p);
  if (crew !== undefined && !(isInt(crew, 1, FIGURES_MAX) && (!isInt(figures, 0, FIGURES_MAX) || crew <= figures))) {
    p.add(join(at, 'crew'), 'fireteam/bad-field', 'a whole number from 1 to the unit\'s figures');
  }
  if (roles !== undefined && !(Array.isArray(roles) && roles.every((r) => typeof r === 'string' && (SPECIAL_ROLES as readonly string[]).includes(r)))) {
    p.add(join(at, 'roles'), 'fireteam/bad-field', `a list of ${SPECIAL_ROLES.join(', ')}`);
  }
  if (molotovs !== undefined && typeof molotovs !== 'boolean') p.add(join(at, 'molotovs'), 'fireteam/bad-field', 'true or false');
  let custom: Omit<VehicleState, 'damage'> | undefined;
  if (isVehicleKind) {
    if (vehicle === undefined) p.add(join(at, 'vehicle'), 'fireteam/missing-field', `${Object.keys(VEHICLES).join(', ')}, or a vehicle of your own`);
    else if (isObject(vehicle)) custom = checkCustomVehicle(vehicle, join(at, 'vehicle'), p);
    else if (typeof vehicle !== 'string' || !isVehicleId(vehicle)) {
      p.add(join(at, 'vehicle'), 'fireteam/bad-field', `${Object.keys(VEHICLES).join(', ')}, or a vehicle of your own`);
    }
  } else if (vehicle !== undefined) p.add(join(at, 'vehicle'), 'fireteam/bad-field', 'only for kind vehicle');
  if (gun !== undefined && (kind !== 'gun-crew' || typeof gun !== 'string' || !isGunId(gun))) {
    p.add(join(at, 'gun'), 'fireteam/bad-field', `for kind gun-crew: ${Object.keys(GUNS).join(', ')}`);
  }
  if (p.list.length > before) return undefined;
  return {
    id: id as string,
    ...(name === undefined ? {} : { name: (name as string).trim() }),
    kind: kind as UnitKind,
    quality: quality as UnitSpec['quality'],
    figures: figures as number,
    weapons: weapons ?? [],
    ...(crew === undefined ? {} : { crew: crew as number }),
    roles: (roles as SpecialRole[] | undefined) ?? [],
    molotovs: molotovs === true,
    ...(typeof vehicle === 'string' && isVehicleId(vehicle) ? { vehicle } : {}),
    ...(custom === undefined ? {} : { customVehicle: custom }),
    ...(typeof gun === 'string' && isGunId(gun) ? { gun } : {}),
  };
}

function checkPicks(raw: unknown, p: Problems): PickChoice[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    p.add('picks', 'fireteam/bad-field', 'a list of pick ids, or { "pick", "vehicle" }');
    return [];
  }
  const out: PickChoice[] = [];
  raw.forEach((x: unknown, i) => {
    if (typeof x === 'string') return void out.push({ pick: x });
    if (isObject(x) && typeof x['pick'] === 'string') {
      p.unknownFields(x, `picks[${i}]`, ['pick', 'vehicle']);
      const v = x['vehicle'];
      if (v === undefined) return void out.push({ pick: x['pick'] });
      if (typeof v === 'string' && isVehicleId(v)) return void out.push({ pick: x['pick'], vehicle: v });
      return p.add(`picks[${i}].vehicle`, 'fireteam/bad-field', Object.keys(VEHICLES).join(', '));
    }
    p.add(`picks[${i}]`, 'fireteam/bad-field', 'a pick id, or { "pick", "vehicle" }');
  });
  return out;
}

/** The path of a force problem in the document. */
function forcePath(code: ForceProblemCode, params: Readonly<Record<string, string | number>>, picks: readonly PickChoice[]): string {
  switch (code) {
    case 'fireteam/section-count':
    case 'fireteam/unknown-section':
      return `sections.${params['section']}`;
    case 'fireteam/unknown-pick':
    case 'fireteam/bad-vehicle-choice': {
      const i = picks.findIndex((x) => x.pick === params['pick']);
      return i < 0 ? 'picks' : `picks[${i}]`;
    }
    case 'fireteam/no-reinforcements':
      return 'picks';
    case 'fireteam/smg-squads':
      return 'smgSquads';
    case 'fireteam/no-commissar':
      return 'commissar';
    case 'fireteam/molotov-squad':
      return 'molotovSquad';
    case 'fireteam/over-budget':
      return params['part'] === 'core' ? 'sections' : 'picks';
  }
}

function checkForce(doc: Record<string, unknown>, p: Problems): ForceChoice | undefined {
  const { list, sections, smgSquads, commissar, molotovSquad } = doc;
  if (typeof list !== 'string' || !isArmyListId(list)) {
    p.add('list', 'fireteam/unknown-list', ARMY_LIST_IDS.join(', '));
    return undefined;
  }
  const before = p.list.length;
  const counts: Record<string, number> = {};
  if (sections !== undefined && !isObject(sections)) p.add('sections', 'fireteam/bad-field', 'an object like { "squad": 3 }');
  else if (sections !== undefined) {
    for (const [k, v] of Object.entries(sections)) {
      if (isInt(v, 0, 20)) counts[k] = v;
      else p.add(`sections.${k}`, 'fireteam/bad-field', 'a whole number');
    }
  }
  const picks = checkPicks(doc['picks'], p);
  if (smgSquads !== undefined && !isInt(smgSquads, 0, 20)) p.add('smgSquads', 'fireteam/bad-field', 'a whole number');
  if (commissar !== undefined && commissar !== 'heroic' && commissar !== 'kgb') p.add('commissar', 'fireteam/bad-field', 'heroic or kgb');
  if (molotovSquad !== undefined && !isInt(molotovSquad, 1, 20)) p.add('molotovSquad', 'fireteam/bad-field', 'a squad number');
  if (p.list.length > before) return undefined;
  return {
    list,
    sections: counts,
    picks,
    ...(smgSquads === undefined ? {} : { smgSquads: smgSquads as number }),
    ...(commissar === undefined ? {} : { commissar: commissar as 'heroic' | 'kgb' }),
    ...(molotovSquad === undefined ? {} : { molotovSquad: molotovSquad as number }),
  };
}

/**
 * Fire Team (seed 004), army lists: checks a parsed roster and reports every problem at once, each
 * with its path. Units from the army list get the list's quality; ids must be unique, ignoring case,
 * across the listed and the explicit units. `budget` limits the list's points if given.
 */
export function validateRoster(raw: unknown, side: string, rules: HouseRules, budget: ForceBudget = {}): RosterResult {
  const p = new Problems();
  if (!isObject(raw)) {
    p.add('', 'fireteam/bad-field', 'an object with name and a list or units');
    return invalid(p.list);
  }
  p.unknownFields(raw, '', TOP_FIELDS);
  const { name, idPrefix, units } = raw;
  if (name === undefined) p.add('name', 'fireteam/missing-field', `1 to ${NAME_MAX} characters`);
  else if (!isName(name)) p.add('name', 'fireteam/bad-field', `1 to ${NAME_MAX} characters on one line`);
  if (idPrefix !== undefined && !(typeof idPrefix === 'string' && /^[A-Za-z0-9_-]{1,8}$/.test(idPrefix))) {
    p.add('idPrefix', 'fireteam/bad-field', '1 to 8 letters, digits, - or _');
  }
  if (raw['list'] === undefined && units === undefined) p.add('', 'fireteam/no-units', 'a "list" or "units"');
  if (raw['list'] === undefined) {
    for (const k of LIST_FIELDS) if (raw[k] !== undefined) p.add(k, 'fireteam/bad-field', 'only with "list"');
  }
  let force: ForceChoice | undefined;
  let cost: ForceCost | undefined;
  const out: Unit[] = [];
  if (raw['list'] !== undefined) {
    force = checkForce(raw, p);
    if (force) {
      const list = ARMY_LISTS[force.list];
      const checked = validateForce(list, force, rules, budget);
      if (!checked.ok) {
        const picks = force.picks;
        for (const fp of checked.problems) p.add(forcePath(fp.code, fp.params, picks), fp.code, undefined, fp.params);
      } else {
        cost = checked.value;
        out.push(...expandForce(list, force, side, rules, typeof idPrefix === 'string' ? idPrefix : ''));
      }
    }
  }
  if (units !== undefined) {
    if (!Array.isArray(units) || units.length > UNITS_MAX) p.add('units', 'fireteam/bad-field', `a list of at most ${UNITS_MAX} units`);
    else if (units.length === 0 && raw['list'] === undefined) p.add('units', 'fireteam/no-units', 'at least one unit');
    else {
      const seen = new Map(out.map((u) => [u.id.toLowerCase(), 'the army list']));
      units.forEach((u: unknown, i) => {
        const at = `units[${i}]`;
        const spec = checkUnit(u, at, p);
        if (!spec) return;
        const key = spec.id.toLowerCase();
        const clash = seen.get(key);
        if (clash !== undefined) return p.add(`${at}.id`, 'fireteam/duplicate-id', undefined, { id: spec.id, with: clash });
        seen.set(key, at);
        out.push(makeUnit(side, spec));
      });
    }
  }
  if (p.list.length > 0) return invalid(p.list);
  return {
    ok: true,
    value: { name: (name as string).trim(), units: out, ...(force ? { force } : {}), ...(cost ? { cost } : {}) },
  };
}

const invalid = (problems: readonly RosterProblem[]): RosterResult => ({
  ok: false,
  code: 'fireteam/bad-roster',
  params: { problems: problems.length },
  problems,
});

/**
 * Seed 004, Army Lists: a roster from a JSON file, checked (`validateRoster`); every problem carries
 * the line its path starts on, bad JSON the line where it stops (`readJsonFile`).
 */
export function parseRoster(text: string, side: string, rules: HouseRules, budget: ForceBudget = {}): RosterResult {
  return readJsonFile(text, (raw) => validateRoster(raw, side, rules, budget), (at) => invalid([{ path: '', code: 'fireteam/not-json', ...at }]));
}
