import { parseHex, type HexCoord } from '../../../../core/board/hex.js';
import { jsonErrorLine } from '../../../../core/json-error-line.js';
import { CAPACITIES, MOVE_TYPES, UNIT_KINDS, isSmc, isUnitKind, type Armour, type Capacity, type UnitKind, type UnitProfile } from './units.js';
import { checkPassengers } from './vehicle-tables.js';
import { sameName } from '../../../../core/same-name.js';

/** One counter of a roster: its profile, an id unique in the game, and where it starts. */
export interface UnitSpec extends UnitProfile {
  readonly id: string;
  readonly at?: HexCoord;
  readonly carriedBy?: string;
  readonly aboard?: { readonly vehicle: string; readonly outside: boolean };
  readonly mode?: 'hover' | 'flying';
}

/** A side's counters as a JSON document (no side: it is given when the roster is deployed). */
export interface Roster {
  readonly name: string;
  readonly units: readonly UnitSpec[];
}

export type RosterProblemCode =
  | 'lnl/not-json'
  | 'lnl/missing-field'
  | 'lnl/unknown-field'
  | 'lnl/bad-field'
  | 'lnl/duplicate-id'
  | 'lnl/unknown-reference'
  | 'lnl/over-capacity'
  | 'lnl/no-units';

/** One problem at a path like `units[3].morale`; `line` is filled in by the caller from the text. */
export interface RosterProblem {
  readonly path: string;
  readonly code: RosterProblemCode;
  readonly expected?: string;
  readonly line?: number;
}

export type RosterResult =
  | { readonly ok: true; readonly value: Roster }
  | { readonly ok: false; readonly code: 'lnl/bad-roster'; readonly params: { readonly problems: number }; readonly problems: readonly RosterProblem[] };

const ID_MAX = 24;
const NAME_MAX = 60;
const UNITS_MAX = 150;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The fields a unit may have, each with its check: a value to keep, or the words for what was expected. */
type FieldCheck = (v: unknown) => { value: unknown } | { expected: string };
const int = (min: number, max: number): FieldCheck => (v) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? { value: v } : { expected: `a whole number from ${min} to ${max}` };
const bool: FieldCheck = (v) => (typeof v === 'boolean' ? { value: v } : { expected: 'true or false' });
const text = (max: number): FieldCheck => (v) =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max && !/[\n\r`@]/.test(v) ? { value: v.trim() } : { expected: `1 to ${max} characters on one line, no \` or @` };
const oneOf = (xs: readonly string[]): FieldCheck => (v) => (typeof v === 'string' && xs.includes(v) ? { value: v } : { expected: xs.join(', ') });
const hex: FieldCheck = (v) => {
  const h = typeof v === 'string' ? parseHex(v) : undefined;
  return h?.ok ? { value: h.value } : { expected: 'a hex like "C5"' };
};
const armour: FieldCheck = (v) => {
  if (!isObj(v)) return { expected: 'an object {front, side, rear, red?}' };
  const n = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 20;
  const keys = Object.keys(v);
  if (!n(v.front) || !n(v.side) || !n(v.rear) || (v.red !== undefined && typeof v.red !== 'boolean') || keys.some((k) => !['front', 'side', 'rear', 'red'].includes(k))) {
    return { expected: 'front, side and rear from 0 to 20, and red true or false' };
  }
  const a: Armour = { front: v.front as number, side: v.side as number, rear: v.rear as number, ...(v.red === true ? { red: true } : {}) };
  return { value: a };
};
const halfSquad: FieldCheck = (v) => {
  const bad = { expected: 'an object {firepower, range, morale, name?}' };
  if (!isObj(v) || Object.keys(v).some((k) => !['name', 'firepower', 'range', 'morale'].includes(k))) return bad;
  const ok = (x: unknown, max: number) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;
  if (!ok(v.firepower, 20) || !ok(v.range, 60) || !ok(v.morale, 12)) return bad;
  if (v.name !== undefined && !('value' in text(NAME_MAX)(v.name))) return bad;
  return { value: v };
};

const FIELDS: Readonly<Record<string, FieldCheck>> = {
  id: text(ID_MAX),
  kind: oneOf(UNIT_KINDS),
  name: text(NAME_MAX),
  firepower: int(0, 30),
  range: int(0, 60),
  morale: int(0, 12),
  assault: bool,
  melee: bool,
  leadership: int(-3, 4),
  leadershipRange: int(0, 6),
  halfSquad,
  ordnance: bool,
  he: int(0, 20),
  penetration: int(0, 30),
  toHit: int(2, 12),
  heat: bool,
  aa: bool,
  atgm: bool,
  depletion: int(1, 6),
  mortar: bool,
  armour,
  openTopped: bool,
  turret: bool,
  moveType: oneOf(MOVE_TYPES),
  movement: int(0, 40),
  capacity: oneOf(CAPACITIES),
  armourFactor: int(0, 10),
  thermal: bool,
  smoke: int(0, 6),
  selfRally: bool,
  mounted: bool,
  noHero: bool,
  at: hex,
  carriedBy: text(ID_MAX),
  aboard: text(ID_MAX),
  outside: bool,
  mode: oneOf(['hover', 'flying']),
};
const REQUIRED = ['id', 'kind', 'firepower', 'range', 'morale'] as const;

/** Checks one unit record and says everything wrong with it. */
export function checkUnitRecord(raw: unknown, path: string): { spec?: UnitSpec; problems: RosterProblem[] } {
  if (!isObj(raw)) return { problems: [{ path, code: 'lnl/bad-field', expected: 'an object' }] };
  const problems: RosterProblem[] = [];
  const out: Obj = {};
  for (const [k, v] of Object.entries(raw)) {
    const check = FIELDS[k];
    if (!check) {
      problems.push({ path: `${path}.${k}`, code: 'lnl/unknown-field', expected: Object.keys(FIELDS).join(', ') });
      continue;
    }
    const r = check(v);
    if ('expected' in r) problems.push({ path: `${path}.${k}`, code: 'lnl/bad-field', expected: r.expected });
    else out[k] = r.value;
  }
  for (const k of REQUIRED) if (raw[k] === undefined) problems.push({ path: `${path}.${k}`, code: 'lnl/missing-field' });
  if (typeof raw.kind === 'string' && isUnitKind(raw.kind)) {
    const kind = raw.kind;
    if ((kind === 'leader' || kind === 'armor-leader') && raw.leadership === undefined) {
      problems.push({ path: `${path}.leadership`, code: 'lnl/missing-field' });
    }
    if (kind === 'vehicle' && raw.movement === undefined) problems.push({ path: `${path}.movement`, code: 'lnl/missing-field' });
    if (raw.outside !== undefined && raw.aboard === undefined) problems.push({ path: `${path}.outside`, code: 'lnl/bad-field', expected: 'only with "aboard"' });
    if (raw.carriedBy !== undefined && kind !== 'support-weapon') {
      problems.push({ path: `${path}.carriedBy`, code: 'lnl/bad-field', expected: 'only on a support weapon' });
    }
    if (raw.mode !== undefined && kind !== 'helicopter') problems.push({ path: `${path}.mode`, code: 'lnl/bad-field', expected: 'only on a helicopter' });
    // A counter with no morale would divide the DCT bands by zero; only support weapons have none.
    if (kind !== 'support-weapon' && Number.isInteger(raw.morale) && (raw.morale as number) < 1) {
      problems.push({ path: `${path}.morale`, code: 'lnl/bad-field', expected: 'a whole number from 1 to 12 (only support weapons have no morale)' });
    }
    if (raw.aboard !== undefined && (kind === 'vehicle' || kind === 'helicopter')) {
      problems.push({ path: `${path}.aboard`, code: 'lnl/bad-field', expected: 'only on troops and support weapons: a vehicle rides no vehicle' });
    }
  }
  if (problems.length) return { problems };
  const { aboard, outside, name, ...rest } = out;
  const spec = {
    ...rest,
    name: (name as string | undefined) ?? (out.id as string),
    ...(aboard === undefined ? {} : { aboard: { vehicle: aboard as string, outside: outside === true } }),
  } as unknown as UnitSpec;
  return { spec, problems };
}


/** A counter already in play, as a roster's references may name it. */
export interface KnownUnit {
  readonly id: string;
  readonly kind: UnitKind;
  readonly carriedBy?: string;
  readonly aboard?: { readonly vehicle: string };
  readonly capacity?: Capacity;
}

/** What rides a vehicle: counted as the Passengers Capacity table counts it. */
function loadOf(all: readonly KnownUnit[], vehicle: string) {
  const riders = all.filter((u) => u.aboard !== undefined && sameName(u.aboard.vehicle, vehicle));
  const carried = all.filter((u) => u.kind === 'support-weapon' && u.carriedBy !== undefined && riders.some((r) => sameName(r.id, u.carriedBy!)));
  const count = (k: (u: KnownUnit) => boolean) => riders.filter(k).length;
  return {
    squads: count((u) => u.kind === 'squad'),
    halfSquads: count((u) => u.kind === 'half-squad' || u.kind === 'crew' || u.kind === 'weapon-team'),
    supportWeapons: count((u) => u.kind === 'support-weapon') + carried.length,
    smcs: count((u) => isSmc(u.kind)),
    riders: riders.length,
  };
}

/**
 * Ids unique (against `known` and `otherIds`, the other side's counters); carriers and vehicles named
 * by units exist in the roster or in `known` (this side's counters already in play: an enemy counter
 * carries none of yours); each vehicle's passengers fit its capacity (Passengers Capacity 16.1, 16.2,
 * 19.4), none for a vehicle without a capacity code.
 */
export function checkUnitReferences(specs: readonly UnitSpec[], pathOf: (i: number) => string, known: readonly KnownUnit[] = [], otherIds: readonly string[] = []): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const all: KnownUnit[] = [...known, ...specs];
  specs.forEach((s, i) => {
    if (all.some((o) => o !== s && sameName(o.id, s.id)) || otherIds.some((o) => sameName(o, s.id))) problems.push({ path: `${pathOf(i)}.id`, code: 'lnl/duplicate-id' });
    const carrier = s.carriedBy === undefined ? undefined : all.find((o) => sameName(o.id, s.carriedBy!));
    if (s.carriedBy !== undefined && (!carrier || carrier.kind === 'support-weapon' || carrier.kind === 'vehicle' || carrier.kind === 'helicopter')) {
      problems.push({ path: `${pathOf(i)}.carriedBy`, code: 'lnl/unknown-reference', expected: 'the id of a squad, team or SMC' });
    }
    const ride = s.aboard === undefined ? undefined : all.find((o) => sameName(o.id, s.aboard!.vehicle));
    if (s.aboard !== undefined && (!ride || (ride.kind !== 'vehicle' && ride.kind !== 'helicopter'))) {
      problems.push({ path: `${pathOf(i)}.aboard`, code: 'lnl/unknown-reference', expected: 'the id of a vehicle or helicopter' });
    }
  });
  for (const v of all) {
    if (v.kind !== 'vehicle' && v.kind !== 'helicopter') continue;
    const load = loadOf(all, v.id);
    if (load.riders === 0 || (v.capacity !== undefined && checkPassengers(v.capacity, load).ok)) continue;
    // A vehicle of this roster is named at its capacity; one already in play at its first new rider.
    const own = specs.findIndex((x) => x === v);
    const rider = specs.findIndex((x) => x.aboard !== undefined && sameName(x.aboard.vehicle, v.id));
    if (own < 0 && rider < 0) continue;
    const expected =
      v.capacity === undefined
        ? `${v.id} has passengers but no capacity (P, PO, PP or PPO)`
        : `${v.id} (${v.capacity}) carries at most ${v.capacity === 'P' || v.capacity === 'PO' ? 'a half-squad, a support weapon and an SMC' : 'a squad, two support weapons and two SMCs'}`;
    problems.push({ path: own >= 0 ? `${pathOf(own)}.capacity` : `${pathOf(rider)}.aboard`, code: 'lnl/over-capacity', expected });
  }
  return problems;
}

const invalid = (problems: readonly RosterProblem[]): RosterResult => ({ ok: false, code: 'lnl/bad-roster', params: { problems: problems.length }, problems });

/** Checks a parsed roster and reports every problem at once (LnL units, 1.0–1.7). */
export function validateRoster(raw: unknown, known: readonly KnownUnit[] = [], otherIds: readonly string[] = []): RosterResult {
  if (!isObj(raw)) return invalid([{ path: '', code: 'lnl/bad-field', expected: 'an object with name and units' }]);
  const problems: RosterProblem[] = [];
  for (const k of Object.keys(raw)) if (k !== 'name' && k !== 'units') problems.push({ path: k, code: 'lnl/unknown-field', expected: 'name or units' });
  const name = raw.name === undefined ? undefined : text(NAME_MAX)(raw.name);
  if (name === undefined) problems.push({ path: 'name', code: 'lnl/missing-field' });
  else if ('expected' in name) problems.push({ path: 'name', code: 'lnl/bad-field', expected: name.expected });
  const specs: UnitSpec[] = [];
  if (raw.units === undefined) problems.push({ path: 'units', code: 'lnl/missing-field' });
  else if (!Array.isArray(raw.units) || raw.units.length === 0 || raw.units.length > UNITS_MAX) {
    problems.push({ path: 'units', code: 'lnl/no-units', expected: `a list of 1 to ${UNITS_MAX} units` });
  } else {
    const checked = raw.units.map((u: unknown, i) => checkUnitRecord(u, `units[${i}]`));
    const unitProblems = checked.flatMap((c) => c.problems);
    problems.push(...unitProblems);
    for (const c of checked) if (c.spec) specs.push(c.spec);
    if (unitProblems.length === 0) problems.push(...checkUnitReferences(specs, (i) => `units[${i}]`, known, otherIds));
  }
  if (problems.length) return invalid(problems);
  return { ok: true, value: { name: (name as { value: string }).value, units: specs } };
}

/** Parses and checks a roster from JSON text. */
export function parseRoster(source: string, known: readonly KnownUnit[] = [], otherIds: readonly string[] = []): RosterResult {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch {
    const line = jsonErrorLine(source);
    return invalid([{ path: '', code: 'lnl/not-json', ...(line === undefined ? {} : { line }) }]);
  }
  return validateRoster(raw, known, otherIds);
}
