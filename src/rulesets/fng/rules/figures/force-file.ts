import { withLines } from '../../../../core/json-lines.js';
import { jsonErrorLine } from '../../../../core/json-error-line.js';
import { ARMY_LISTS, inPeriod, MONTH, STORE_IDS, type Month, type StoreId } from './army-lists.js';
import { isAttributeId, type AttributeId } from './attributes.js';
import {
  ARMY_IDS,
  isArmyId,
  isFigureStatus,
  isGearId,
  isRep,
  isRole,
  REP_MAX,
  REP_MIN,
  type ArmyId,
  type Figure,
  type GearId,
  type Rep,
  type Role,
  type Side,
} from './figure.js';
import { MAX_ENGINEERS, type ForceUnit, type GenerateOptions, type StarOption } from './force-generation.js';
import { isMeleeWeaponId, isWeaponId, type MeleeWeaponId, type WeaponId } from './weapons.js';

/**
 * The FNG force file: one side's force as JSON, either an army-list generation request
 * ({ "name", "army", "month"?, "generate": {…} }) rolled by `generateForce`, or the figures
 * themselves ({ "name", "army", "month"?, "units": […], "figures": […] }) as a roster kept between
 * missions. `parseFngForce` reports every problem at once, each with a stable code, its parameters,
 * its path and the line to fix.
 */

export type FngForce =
  | {
      readonly kind: 'generate';
      readonly name: string;
      readonly army: ArmyId;
      readonly side: Side;
      readonly month?: Month;
      readonly generate: GenerateOptions;
    }
  | {
      readonly kind: 'figures';
      readonly name: string;
      readonly army: ArmyId;
      readonly side: Side;
      readonly month?: Month;
      readonly units: readonly ForceUnit[];
      readonly figures: readonly Figure[];
    };

export type FngForceProblemCode =
  | 'fng/not-json'
  | 'fng/not-an-object'
  | 'fng/not-a-list'
  | 'fng/unknown-field'
  | 'fng/missing-field'
  | 'fng/bad-name'
  | 'fng/bad-id'
  | 'fng/unknown-army'
  | 'fng/bad-month'
  | 'fng/month-outside-list'
  | 'fng/generate-or-figures'
  | 'fng/bad-engineers'
  | 'fng/bad-squads'
  | 'fng/bad-boolean'
  | 'fng/bad-choice'
  | 'fng/no-flak-jacket-option'
  | 'fng/star-attributes'
  | 'fng/bad-rep'
  | 'fng/bad-count'
  | 'fng/unknown-role'
  | 'fng/unknown-weapon'
  | 'fng/unknown-melee-weapon'
  | 'fng/unknown-attribute'
  | 'fng/duplicate-attribute'
  | 'fng/unknown-gear'
  | 'fng/unknown-status'
  | 'fng/unknown-store'
  | 'fng/unknown-unit'
  | 'fng/duplicate-id'
  | 'fng/no-figures'
  | 'fng/walking-wounded-not-out-of-fight';

/** One problem at a path like `figures[3].rep`, with the line of the file it is on. */
export interface FngForceProblem {
  readonly path: string;
  readonly code: FngForceProblemCode;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly line?: number;
}

export type FngForceResult =
  | { readonly ok: true; readonly value: FngForce }
  | {
      readonly ok: false;
      readonly code: 'fng/bad-force';
      readonly params: { readonly problems: number };
      readonly problems: readonly FngForceProblem[];
    };

const NAME_MAX = 40;
const FORCE_NAME_MAX = 80;
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,23}$/;
const FIGURES_MAX = 120;
const UNITS_MAX = 20;
const STORE_MAX = 99;
const STAR_POWER_MAX = REP_MAX;

const TOP_FIELDS = ['name', 'army', 'month', 'generate', 'units', 'figures'];
const GENERATE_FIELDS = ['squads', 'platoonHq', 'attachments', 'flakJackets', 'attributes', 'usefulGear', 'engineers', 'star'];
const STAR_FIELDS = ['role', 'rep', 'name', 'attributes'];
const UNIT_FIELDS = ['id', 'name', 'kind', 'stores'];
const FIGURE_FIELDS = ['id', 'name', 'unit', 'role', 'rep', 'star', 'starPower', 'attributes', 'weapon', 'sidearm', 'melee', 'gear', 'status', 'walkingWounded', 'hero', 'politicalAppointee'];
const ATTACHMENTS = ['roll', 'all', 'none'] as const;
const ATTRIBUTE_MODES = ['first-squad', 'all', 'none'] as const;
const UNIT_KINDS = ['platoon-hq', 'squad'] as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
const isName = (x: unknown, max: number): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= max && !/[\n\r]/.test(x);
const join = (at: string, key: string): string => (at === '' ? key : `${at}.${key}`);

class Problems {
  readonly list: FngForceProblem[] = [];
  add(path: string, code: FngForceProblemCode, params?: Readonly<Record<string, string | number>>): void {
    this.list.push(params === undefined ? { path, code } : { path, code, params });
  }
  unknownFields(doc: Record<string, unknown>, at: string, allowed: readonly string[]): void {
    for (const k of Object.keys(doc)) if (!allowed.includes(k)) this.add(join(at, k), 'fng/unknown-field', { field: k });
  }
  get count(): number {
    return this.list.length;
  }
}

/** A list of known ids: every unknown one and every repeat is a problem. */
function idList<T extends string>(
  raw: unknown,
  at: string,
  p: Problems,
  known: (x: string) => x is T,
  unknown: FngForceProblemCode,
  duplicate?: FngForceProblemCode,
): T[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    p.add(at, 'fng/not-a-list');
    return [];
  }
  const out: T[] = [];
  raw.forEach((x: unknown, i) => {
    if (typeof x !== 'string' || !known(x)) return p.add(`${at}[${i}]`, unknown, { value: String(x) });
    if (out.includes(x)) return p.add(`${at}[${i}]`, duplicate ?? unknown, { value: x });
    out.push(x);
  });
  return out;
}

function checkStar(raw: unknown, at: string, p: Problems): StarOption | undefined {
  if (!isObject(raw)) {
    p.add(at, 'fng/not-an-object');
    return undefined;
  }
  const before = p.count;
  p.unknownFields(raw, at, STAR_FIELDS);
  const { role, rep, name } = raw;
  const r = role ?? 'squad-leader';
  if (typeof r !== 'string' || !isRole(r)) p.add(join(at, 'role'), 'fng/unknown-role', { value: String(r) });
  const rp = rep ?? 5;
  if (!isRep(rp)) p.add(join(at, 'rep'), 'fng/bad-rep', { min: REP_MIN, max: REP_MAX });
  if (name !== undefined && !isName(name, NAME_MAX)) p.add(join(at, 'name'), 'fng/bad-name', { max: NAME_MAX });
  const attributes = idList(raw['attributes'], join(at, 'attributes'), p, isAttributeId, 'fng/unknown-attribute', 'fng/duplicate-attribute');
  if (attributes.length !== 0 && attributes.length !== 2) p.add(join(at, 'attributes'), 'fng/star-attributes', { chosen: attributes.length, allowed: 2 });
  if (p.count > before) return undefined;
  return { role: r as Role, rep: rp as Rep, attributes, ...(name === undefined ? {} : { name: (name as string).trim() }) };
}

function checkGenerate(raw: unknown, army: ArmyId | undefined, p: Problems): GenerateOptions | undefined {
  if (!isObject(raw)) {
    p.add('generate', 'fng/not-an-object');
    return undefined;
  }
  const before = p.count;
  p.unknownFields(raw, 'generate', GENERATE_FIELDS);
  const list = army === undefined ? undefined : ARMY_LISTS[army];
  const max = list?.squadsPerPlatoon.max ?? 4;
  const squads = raw['squads'] ?? 1;
  if (!isInt(squads, 1, max)) p.add('generate.squads', 'fng/bad-squads', { min: 1, max });
  const bool = (key: string): boolean => {
    const v = raw[key] ?? false;
    if (typeof v !== 'boolean') p.add(`generate.${key}`, 'fng/bad-boolean');
    return v === true;
  };
  const choice = <T extends string>(key: string, choices: readonly T[], dflt: T): T => {
    const v = raw[key] ?? dflt;
    if (typeof v === 'string' && (choices as readonly string[]).includes(v)) return v as T;
    p.add(`generate.${key}`, 'fng/bad-choice', { choices: choices.join(', ') });
    return dflt;
  };
  const platoonHq = bool('platoonHq');
  const flakJackets = bool('flakJackets');
  const usefulGear = bool('usefulGear');
  const attachments = choice('attachments', ATTACHMENTS, 'roll');
  const attributes = choice('attributes', ATTRIBUTE_MODES, list?.side === 'cf' ? 'none' : 'first-squad');
  if (flakJackets && list && list.flakJackets !== 'optional') p.add('generate.flakJackets', 'fng/no-flak-jacket-option', { army: list.id });
  const star = raw['star'] === undefined ? undefined : checkStar(raw['star'], 'generate.star', p);
  const engineers = raw['engineers'] ?? 0;
  if (!isInt(engineers, 0, MAX_ENGINEERS)) p.add('generate.engineers', 'fng/bad-engineers', { max: MAX_ENGINEERS });
  if (p.count > before) return undefined;
  return { squads: squads as number, platoonHq, attachments, flakJackets, attributes, usefulGear, ...(engineers ? { engineers: engineers as number } : {}), ...(star ? { star } : {}) };
}

function checkUnit(raw: unknown, at: string, p: Problems): ForceUnit | undefined {
  if (!isObject(raw)) {
    p.add(at, 'fng/not-an-object');
    return undefined;
  }
  const before = p.count;
  p.unknownFields(raw, at, UNIT_FIELDS);
  const { id, name, kind, stores } = raw;
  if (id === undefined) p.add(join(at, 'id'), 'fng/missing-field');
  else if (typeof id !== 'string' || !ID.test(id)) p.add(join(at, 'id'), 'fng/bad-id');
  if (name === undefined) p.add(join(at, 'name'), 'fng/missing-field');
  else if (!isName(name, NAME_MAX)) p.add(join(at, 'name'), 'fng/bad-name', { max: NAME_MAX });
  const k = kind ?? 'squad';
  if (typeof k !== 'string' || !(UNIT_KINDS as readonly string[]).includes(k)) p.add(join(at, 'kind'), 'fng/bad-choice', { choices: UNIT_KINDS.join(', ') });
  const counts = Object.fromEntries(STORE_IDS.map((s) => [s, 0])) as Record<StoreId, number>;
  if (stores !== undefined && !isObject(stores)) p.add(join(at, 'stores'), 'fng/not-an-object');
  else if (stores !== undefined) {
    for (const [key, v] of Object.entries(stores)) {
      if (!(STORE_IDS as readonly string[]).includes(key)) p.add(`${at}.stores.${key}`, 'fng/unknown-store', { value: key });
      else if (!isInt(v, 0, STORE_MAX)) p.add(`${at}.stores.${key}`, 'fng/bad-count', { min: 0, max: STORE_MAX });
      else counts[key as StoreId] = v;
    }
  }
  if (p.count > before) return undefined;
  return { id: id as string, name: (name as string).trim(), kind: k as ForceUnit['kind'], stores: counts };
}

function checkFigure(raw: unknown, at: string, army: ArmyId, side: Side, p: Problems): Figure | undefined {
  if (!isObject(raw)) {
    p.add(at, 'fng/not-an-object');
    return undefined;
  }
  const before = p.count;
  p.unknownFields(raw, at, FIGURE_FIELDS);
  const { id, name, unit, role, rep, star, starPower, weapon, sidearm, melee, status, walkingWounded, hero, politicalAppointee } = raw;
  const need = (key: string, v: unknown): boolean => {
    if (v === undefined) p.add(join(at, key), 'fng/missing-field');
    return v !== undefined;
  };
  if (need('id', id) && (typeof id !== 'string' || !ID.test(id))) p.add(join(at, 'id'), 'fng/bad-id');
  if (need('name', name) && !isName(name, NAME_MAX)) p.add(join(at, 'name'), 'fng/bad-name', { max: NAME_MAX });
  if (need('unit', unit) && (typeof unit !== 'string' || !ID.test(unit))) p.add(join(at, 'unit'), 'fng/bad-id');
  if (need('role', role) && (typeof role !== 'string' || !isRole(role))) p.add(join(at, 'role'), 'fng/unknown-role', { value: String(role) });
  if (need('rep', rep) && !isRep(rep)) p.add(join(at, 'rep'), 'fng/bad-rep', { min: REP_MIN, max: REP_MAX });
  const weaponOk = (key: string, v: unknown): boolean => {
    if (v === undefined) return true;
    if (typeof v === 'string' && isWeaponId(v)) return true;
    p.add(join(at, key), 'fng/unknown-weapon', { value: String(v) });
    return false;
  };
  weaponOk('weapon', weapon);
  weaponOk('sidearm', sidearm);
  if (melee !== undefined && (typeof melee !== 'string' || !isMeleeWeaponId(melee))) p.add(join(at, 'melee'), 'fng/unknown-melee-weapon', { value: String(melee) });
  for (const [key, v] of [['star', star], ['walkingWounded', walkingWounded], ['hero', hero], ['politicalAppointee', politicalAppointee]] as const) {
    if (v !== undefined && typeof v !== 'boolean') p.add(join(at, key), 'fng/bad-boolean');
  }
  const isStar = star === true;
  if (starPower !== undefined && !isInt(starPower, 0, STAR_POWER_MAX)) p.add(join(at, 'starPower'), 'fng/bad-count', { min: 0, max: STAR_POWER_MAX });
  const st = status ?? 'carry-on';
  if (typeof st !== 'string' || !isFigureStatus(st)) p.add(join(at, 'status'), 'fng/unknown-status', { value: String(st) });
  else if (walkingWounded === true && st !== 'out-of-fight') p.add(join(at, 'walkingWounded'), 'fng/walking-wounded-not-out-of-fight');
  const attributes = idList<AttributeId>(raw['attributes'], join(at, 'attributes'), p, isAttributeId, 'fng/unknown-attribute', 'fng/duplicate-attribute');
  const gear = idList<GearId>(raw['gear'], join(at, 'gear'), p, isGearId, 'fng/unknown-gear');
  if (p.count > before) return undefined;
  return {
    id: id as string,
    name: (name as string).trim(),
    side,
    army,
    unit: unit as string,
    role: role as Role,
    rep: rep as Rep,
    star: isStar,
    starPower: typeof starPower === 'number' ? starPower : isStar ? (rep as number) : 0,
    attributes,
    ...(weapon === undefined ? {} : { weapon: weapon as WeaponId }),
    ...(sidearm === undefined ? {} : { sidearm: sidearm as WeaponId }),
    ...(melee === undefined ? {} : { melee: melee as MeleeWeaponId }),
    gear,
    status: st as Figure['status'],
    ...(walkingWounded === true ? { walkingWounded: true } : {}),
    ...(hero === true ? { hero: true } : {}),
    ...(politicalAppointee === true ? { politicalAppointee: true } : {}),
  };
}

/**
 * Checks a parsed FNG force file and reports every problem at once, each with its path and a stable
 * code (army lists, weapons, Attributes, gear, roles and statuses are the ids of the rules files).
 */
export function validateFngForce(raw: unknown): FngForceResult {
  const p = new Problems();
  if (!isObject(raw)) {
    p.add('', 'fng/not-an-object');
    return invalid(p.list);
  }
  p.unknownFields(raw, '', TOP_FIELDS);
  const { name, army, month, generate, units, figures } = raw;
  if (name === undefined) p.add('name', 'fng/missing-field');
  else if (!isName(name, FORCE_NAME_MAX)) p.add('name', 'fng/bad-name', { max: FORCE_NAME_MAX });
  let armyId: ArmyId | undefined;
  if (army === undefined) p.add('army', 'fng/missing-field');
  else if (typeof army !== 'string' || !isArmyId(army)) p.add('army', 'fng/unknown-army', { value: String(army), choices: ARMY_IDS.join(', ') });
  else armyId = army;
  if (month !== undefined) {
    if (typeof month !== 'string' || !MONTH.test(month)) p.add('month', 'fng/bad-month');
    else if (armyId && ARMY_LISTS[armyId].period && !inPeriod(month, ARMY_LISTS[armyId].period!)) {
      p.add('month', 'fng/month-outside-list', { army: armyId, month });
    }
  }
  const hasGenerate = generate !== undefined;
  const hasFigures = units !== undefined || figures !== undefined;
  if (hasGenerate === hasFigures) p.add('', 'fng/generate-or-figures');

  let options: GenerateOptions | undefined;
  if (hasGenerate) options = checkGenerate(generate, armyId, p);

  const checkedUnits: ForceUnit[] = [];
  const checkedFigures: Figure[] = [];
  if (hasFigures) {
    // Ids are checked for clashes even on records with other problems, so one pass finds them all.
    const idOf = (x: unknown, key: string): string | undefined => {
      const v = isObject(x) ? x[key] : undefined;
      return typeof v === 'string' && ID.test(v) ? v : undefined;
    };
    const unitIds = new Set<string>();
    if (units === undefined) p.add('units', 'fng/missing-field');
    else if (!Array.isArray(units) || units.length === 0 || units.length > UNITS_MAX) p.add('units', 'fng/bad-count', { min: 1, max: UNITS_MAX });
    else
      units.forEach((u: unknown, i) => {
        const unit = checkUnit(u, `units[${i}]`, p);
        const id = idOf(u, 'id');
        if (id !== undefined && unitIds.has(id.toLowerCase())) return p.add(`units[${i}].id`, 'fng/duplicate-id', { id });
        if (id !== undefined) unitIds.add(id.toLowerCase());
        if (unit) checkedUnits.push(unit);
      });
    if (figures === undefined) p.add('figures', 'fng/missing-field');
    else if (!Array.isArray(figures)) p.add('figures', 'fng/not-a-list');
    else if (figures.length === 0 || figures.length > FIGURES_MAX) p.add('figures', 'fng/no-figures', { min: 1, max: FIGURES_MAX });
    else if (armyId) {
      const side = ARMY_LISTS[armyId].side;
      const seen = new Set<string>();
      figures.forEach((f: unknown, i) => {
        const fig = checkFigure(f, `figures[${i}]`, armyId, side, p);
        const id = idOf(f, 'id');
        if (id !== undefined && seen.has(id.toLowerCase())) p.add(`figures[${i}].id`, 'fng/duplicate-id', { id });
        if (id !== undefined) seen.add(id.toLowerCase());
        const unit = idOf(f, 'unit');
        if (unit !== undefined && Array.isArray(units) && !unitIds.has(unit.toLowerCase())) p.add(`figures[${i}].unit`, 'fng/unknown-unit', { unit });
        if (fig) checkedFigures.push(fig);
      });
    }
  }

  if (p.count > 0) return invalid(p.list);
  const base = {
    name: (name as string).trim(),
    army: armyId!,
    side: ARMY_LISTS[armyId!].side,
    ...(month === undefined ? {} : { month: month as Month }),
  };
  if (options) return { ok: true, value: { kind: 'generate', ...base, generate: options } };
  return { ok: true, value: { kind: 'figures', ...base, units: checkedUnits, figures: checkedFigures } };
}

const invalid = (problems: readonly FngForceProblem[]): FngForceResult => ({
  ok: false,
  code: 'fng/bad-force',
  params: { problems: problems.length },
  problems,
});

/**
 * Parses and checks an FNG force file from JSON text. Every problem carries a line: a figure's or a
 * unit's problems the line its element starts on, the rest the line of their top-level key.
 */
export function parseFngForce(text: string): FngForceResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const line = jsonErrorLine(text);
    return invalid([{ path: '', code: 'fng/not-json', ...(line === undefined ? {} : { line }) }]);
  }
  const r = validateFngForce(raw);
  if (r.ok) return r;
  const keys = objectKeyLines(text);
  const placed = withLines(withLines(r.problems, text, 'figures'), text, 'units').map((pr) => {
    if (pr.line !== undefined) return pr;
    const line = lineOfPath(keys, pr.path);
    return line === undefined ? pr : { ...pr, line };
  });
  return invalid(placed);
}

/** The line of a path's nearest ancestor among the object keys found. */
function lineOfPath(keys: ReadonlyMap<string, number>, path: string): number | undefined {
  let at = path;
  for (;;) {
    const line = keys.get(at);
    if (line !== undefined) return line;
    if (at === '') return 1;
    const cut = Math.max(at.lastIndexOf('.'), at.lastIndexOf('['));
    at = cut < 0 ? '' : at.slice(0, cut);
  }
}

/**
 * The line of each key of the document's objects outside arrays ("name", "generate.star.rep"), for
 * well-formed JSON. Array elements are placed by `withLines`.
 */
function objectKeyLines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const path: (string | null)[] = [];
  let line = 1;
  let pendingKey: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    else if (ch === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const token = JSON.parse(text.slice(i, j + 1)) as string;
      i = j;
      let k = i + 1;
      while (k < text.length && /\s/.test(text[k]!)) k++;
      if (text[k] === ':' && path.length > 0 && path.every((x) => x !== null)) {
        const full = [...(path as string[]).slice(1), token].join('.');
        if (!out.has(full)) out.set(full, line);
        pendingKey = token;
      }
    } else if (ch === '{') {
      path.push(path.length === 0 ? '' : (pendingKey ?? null));
      pendingKey = undefined;
    } else if (ch === '[') {
      path.push(null);
      pendingKey = undefined;
    } else if (ch === '}' || ch === ']') path.pop();
    else if (ch === ',') pendingKey = undefined;
  }
  return out;
}

