import { parsePoint, type Point } from './geometry.js';

/** Helpers shared by the scenario checks: each records problems with a path and never throws. */

export type ScenarioProblemCode =
  | 'board/not-json'
  | 'board/bad-field'
  | 'board/unknown-field'
  | 'board/unknown-ruleset'
  | 'board/bad-terrain-type'
  | 'board/wrong-shape'
  | 'board/too-few-points'
  | 'board/zero-area'
  | 'board/outside-table'
  | 'board/duplicate-name'
  | 'board/bad-hex'
  | 'board/hex-off-board'
  | 'board/hex-twice'
  | 'board/not-adjacent'
  | 'board/unknown-side'
  | 'board/unknown-feature'
  | 'board/duplicate-unit'
  | 'board/fixed-attribute'
  | 'board/not-on-edge';

/** One problem, at a path like `features[2].type`, with its words ready for the scenario's author. */
export interface ScenarioProblem {
  readonly path: string;
  readonly code: ScenarioProblemCode;
  readonly message: string;
  /** The JSON line, for a syntax error. */
  readonly line?: number;
}

export const LIMITS = {
  nameMax: 80,
  descriptionMax: 4000,
  tableMin: 6,
  tableMax: 240,
  hexMax: 60,
  sidesMax: 8,
  featuresMax: 400,
  pointsMax: 400,
  positionsMax: 500,
  listedProblems: 12,
} as const;

export const SHAPE_KEYS = ['polygon', 'ellipse', 'rect', 'polyline'] as const;
export const AREA_KEYS = ['polygon', 'ellipse', 'rect'] as const;

export type Json = unknown;
export type Obj = Readonly<Record<string, Json>>;

export const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const quote = (v: Json): string => {
  const s = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};
export const lower = (s: string): string => s.toLowerCase();

/** Collects problems; each check returns the value when it is good and undefined when not. */
export class Checker {
  readonly problems: ScenarioProblem[] = [];

  report(path: string, code: ScenarioProblemCode, message: string): void {
    this.problems.push({ path, code, message: path ? `${path}: ${message}` : message });
  }

  fields(o: Obj, path: string, allowed: readonly string[]): void {
    for (const k of Object.keys(o)) {
      if (!allowed.includes(k)) this.report(join(path, k), 'board/unknown-field', `unknown field (expected ${allowed.join(', ')})`);
    }
  }

  string(v: Json, path: string, what = 'a name', max: number = LIMITS.nameMax): string | undefined {
    if (typeof v !== 'string' || v.trim() === '') {
      this.report(path, 'board/bad-field', v === undefined ? `missing: give ${what}` : `${quote(v)} is not ${what}`);
      return undefined;
    }
    if (v.length > max) {
      this.report(path, 'board/bad-field', `longer than ${max} characters`);
      return undefined;
    }
    return v.trim();
  }

  number(v: Json, path: string, opts: { min?: number; max?: number; integer?: boolean; what?: string } = {}): number | undefined {
    const what = opts.what ?? (opts.integer ? 'a whole number' : 'a number');
    if (typeof v !== 'number' || !Number.isFinite(v) || (opts.integer === true && !Number.isInteger(v))) {
      this.report(path, 'board/bad-field', v === undefined ? `missing: give ${what}` : `${quote(v)} is not ${what}`);
      return undefined;
    }
    if ((opts.min !== undefined && v < opts.min) || (opts.max !== undefined && v > opts.max)) {
      this.report(path, 'board/bad-field', `${v} is out of range (${opts.min ?? '…'} to ${opts.max ?? '…'})`);
      return undefined;
    }
    return v;
  }

  array(v: Json, path: string, max: number, what: string): readonly Json[] | undefined {
    if (!Array.isArray(v)) {
      this.report(path, 'board/bad-field', v === undefined ? `missing: give a list of ${what}` : `expected a list of ${what}`);
      return undefined;
    }
    if (v.length > max) {
      this.report(path, 'board/bad-field', `more than ${max} ${what}`);
      return undefined;
    }
    return v;
  }

  /** `[x, y]` or `"x,y"`. */
  point(v: Json, path: string): Point | undefined {
    if (typeof v === 'string') {
      const p = parsePoint(v);
      if (p.ok) return p.value;
    } else if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return { x: v[0] as number, y: v[1] as number };
    }
    this.report(path, 'board/bad-field', `${quote(v)} is not a point: give [x, y] or "x,y" in inches`);
    return undefined;
  }

  points(v: Json, path: string, min: number, what: string): Point[] | undefined {
    const list = this.array(v, path, LIMITS.pointsMax, 'points');
    if (!list) return undefined;
    const pts = list.map((p, i) => this.point(p, `${path}[${i}]`));
    if (pts.some((p) => p === undefined)) return undefined;
    if (pts.length < min) {
      this.report(path, 'board/too-few-points', `${what} needs at least ${min} points, got ${pts.length}`);
      return undefined;
    }
    return pts as Point[];
  }
}

export const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** A terrain table's type names, for an error message. */
export function listTypes(types: readonly string[]): string {
  return types.join(', ');
}

/** Which shape key an object uses; reports none or several. */
export function shapeKey<K extends string>(c: Checker, o: Obj, path: string, keys: readonly K[]): K | undefined {
  const present = keys.filter((k) => o[k] !== undefined);
  if (present.length === 1) return present[0];
  c.report(
    path,
    'board/wrong-shape',
    present.length === 0 ? `give its shape: one of ${keys.join(', ')}` : `give only one shape, not ${present.join(' and ')}`,
  );
  return undefined;
}

/** A side name; it must be one of the scenario's sides when the scenario lists them. */
export function checkSide(c: Checker, v: Json, path: string, sides: readonly string[]): string | undefined {
  const side = c.string(v, path, 'a side');
  if (side === undefined) return undefined;
  if (sides.length > 0) {
    const found = sides.find((s) => lower(s) === lower(side));
    if (found === undefined) {
      c.report(path, 'board/unknown-side', `${quote(side)} is not one of the scenario's sides (${sides.join(', ')})`);
      return undefined;
    }
    return found;
  }
  return side;
}

/** Feature names are unique, ignoring case. */
export function checkNames(c: Checker, features: readonly Json[], path: string): void {
  const seen = new Map<string, number>();
  features.forEach((f, i) => {
    if (!isObj(f) || typeof f.name !== 'string') return;
    const k = lower(f.name.trim());
    const first = seen.get(k);
    if (first !== undefined) c.report(`${path}[${i}].name`, 'board/duplicate-name', `${quote(f.name)} is already the name of ${path}[${first}]`);
    else seen.set(k, i);
  });
}

/**
 * A starting position's unit id: a string, not given a position twice (`seen` maps each id, lower
 * case, to the first position's index).
 */
export function checkPositionUnit(c: Checker, raw: Json, path: string, index: number, seen: Map<string, number>): string | undefined {
  const unit = c.string(raw, join(path, 'unit'), 'a unit id');
  if (unit === undefined) return undefined;
  const first = seen.get(lower(unit));
  if (first !== undefined) c.report(join(path, 'unit'), 'board/duplicate-unit', `${quote(unit)} already has a position at positions[${first}]`);
  else seen.set(lower(unit), index);
  return unit;
}
