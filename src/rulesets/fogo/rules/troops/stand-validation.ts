import {
  ECHELONS,
  QUALITIES,
  STAND_TYPES,
  TRAITS,
  isCommandStand,
  isStandType,
  profileOf,
  type Echelon,
  type FieldcraftDice,
  type Quality,
  type Stand,
  type StandType,
  type Trait,
} from './stands.js';
import { sameName } from '../../../../core/same-name.js';

/** A stand as an order of battle or a GM describes it: no side, status or markers yet. */
export interface StandSpec {
  readonly id: string;
  readonly type: StandType;
  readonly quality: Quality;
  readonly fieldcraft: FieldcraftDice;
  readonly traits?: readonly Trait[];
  readonly hidden?: boolean;
  readonly feature?: string;
  readonly echelon?: Echelon;
  readonly rating?: number;
  readonly commandedBy?: string;
  readonly attachedTo?: string;
  readonly mounted?: boolean;
  readonly offTable?: boolean;
}

export type StandProblemCode =
  | 'fogo/missing-field'
  | 'fogo/unknown-field'
  | 'fogo/bad-field'
  | 'fogo/bad-stand-id'
  | 'fogo/unknown-stand-type'
  | 'fogo/bad-quality'
  | 'fogo/bad-fieldcraft'
  | 'fogo/unknown-trait'
  | 'fogo/duplicate-trait'
  | 'fogo/bad-echelon'
  | 'fogo/bad-rating'
  | 'fogo/not-for-this-type'
  | 'fogo/duplicate-stand'
  | 'fogo/unknown-commander'
  | 'fogo/bad-attachment';

/** One thing wrong with a stand, at a path like `stands[3].quality`. */
export interface StandProblem {
  readonly path: string;
  readonly code: StandProblemCode;
  /** What the field accepts, in words, for the message. */
  readonly expected?: string;
}

export const STAND_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,23}$/;
export const RATING_RANGE = { min: -3, max: 4 } as const;
const FEATURE_MAX = 60;

const FIELDS = new Set([
  'id',
  'type',
  'quality',
  'fieldcraft',
  'traits',
  'hidden',
  'feature',
  'echelon',
  'rating',
  'commandedBy',
  'attachedTo',
  'mounted',
  'offTable',
]);

const words = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;


const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks one stand record field by field and returns every problem, or the typed spec when there
 * are none. Cross-stand checks (duplicates, commanders, attachments) are in `checkStandReferences`.
 */
export function checkStandRecord(raw: unknown, path: string): { spec?: StandSpec; problems: StandProblem[] } {
  const problems: StandProblem[] = [];
  const at = (field: string): string => (path === '' ? field : `${path}.${field}`);
  const add = (field: string, code: StandProblemCode, expected?: string): void => {
    problems.push(expected === undefined ? { path: at(field), code } : { path: at(field), code, expected });
  };
  if (!isRecord(raw)) {
    problems.push({ path, code: 'fogo/bad-field', expected: 'an object' });
    return { problems };
  }
  for (const k of Object.keys(raw)) if (!FIELDS.has(k)) add(k, 'fogo/unknown-field', words([...FIELDS]));

  const { id, type, quality, fieldcraft, traits } = raw;
  if (id === undefined) add('id', 'fogo/missing-field');
  else if (typeof id !== 'string' || !STAND_ID.test(id)) {
    add('id', 'fogo/bad-stand-id', '1 to 24 letters, digits, _ or -, starting with a letter or digit');
  }
  if (type === undefined) add('type', 'fogo/missing-field');
  else if (!isStandType(type)) add('type', 'fogo/unknown-stand-type', words(STAND_TYPES));
  if (quality === undefined) add('quality', 'fogo/missing-field');
  else if (typeof quality !== 'string' || !(QUALITIES as readonly string[]).includes(quality)) {
    add('quality', 'fogo/bad-quality', words(QUALITIES));
  }
  if (fieldcraft === undefined) add('fieldcraft', 'fogo/missing-field');
  else if (typeof fieldcraft !== 'number' || !Number.isInteger(fieldcraft) || fieldcraft < 0 || fieldcraft > 3) {
    add('fieldcraft', 'fogo/bad-fieldcraft', 'a whole number of dice from 0 to 3');
  }
  if (traits !== undefined) {
    if (!Array.isArray(traits)) add('traits', 'fogo/bad-field', 'a list of traits');
    else {
      traits.forEach((t: unknown, i) => {
        if (typeof t !== 'string' || !(TRAITS as readonly string[]).includes(t)) {
          add(`traits[${i}]`, 'fogo/unknown-trait', words(TRAITS));
        } else if (traits.indexOf(t) !== i) add(`traits[${i}]`, 'fogo/duplicate-trait');
      });
    }
  }
  for (const flag of ['hidden', 'mounted', 'offTable'] as const) {
    if (raw[flag] !== undefined && typeof raw[flag] !== 'boolean') add(flag, 'fogo/bad-field', 'true or false');
  }
  for (const ref of ['commandedBy', 'attachedTo'] as const) {
    const v = raw[ref];
    if (v !== undefined && (typeof v !== 'string' || !STAND_ID.test(v))) add(ref, 'fogo/bad-stand-id', 'a stand id');
  }
  if (raw.feature !== undefined) {
    const f = raw.feature;
    if (typeof f !== 'string' || f.trim() === '' || f.length > FEATURE_MAX || /[\n\r]/.test(f)) {
      add('feature', 'fogo/bad-field', `a feature name of 1 to ${FEATURE_MAX} characters on one line`);
    }
  }

  const known = isStandType(type) ? type : undefined;
  const commands = known !== undefined && isCommandStand({ type: known });
  const { echelon, rating } = raw;
  if (echelon !== undefined) {
    if (!commands) add('echelon', 'fogo/not-for-this-type', 'command stands only');
    else if (typeof echelon !== 'string' || !(ECHELONS as readonly string[]).includes(echelon)) {
      add('echelon', 'fogo/bad-echelon', words(ECHELONS));
    }
  } else if (known === 'commander' || known === 'command-team') add('echelon', 'fogo/missing-field');
  if (rating !== undefined) {
    if (!commands) add('rating', 'fogo/not-for-this-type', 'command stands only');
    else if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < RATING_RANGE.min || rating > RATING_RANGE.max) {
      add('rating', 'fogo/bad-rating', `a whole number from ${RATING_RANGE.min} to ${RATING_RANGE.max}`);
    }
  } else if (known === 'commander' || known === 'command-team') add('rating', 'fogo/missing-field');
  if (raw.mounted !== undefined && known !== undefined && known !== 'dragoons') {
    add('mounted', 'fogo/not-for-this-type', 'Dragoons only');
  }
  if (raw.attachedTo !== undefined && known !== undefined && known !== 'bazooka') {
    add('attachedTo', 'fogo/not-for-this-type', 'Bazooka Teams only');
  }

  if (problems.length > 0) return { problems };
  return { spec: raw as unknown as StandSpec, problems };
}

/**
 * Checks ids are unique (ignoring case) and that every `commandedBy` names a command stand and every
 * `attachedTo` a Rifle Team, among `stands` and the `existing` ones of the same side.
 */
export function checkStandReferences(
  stands: readonly StandSpec[],
  pathOf: (index: number) => string,
  existing: readonly Pick<Stand, 'id' | 'type'>[] = [],
): StandProblem[] {
  const problems: StandProblem[] = [];
  const all = [...existing, ...stands];
  stands.forEach((s, i) => {
    const path = pathOf(i);
    const clash = existing.some((e) => sameName(e.id, s.id)) || stands.findIndex((o) => sameName(o.id, s.id)) !== i;
    if (clash) problems.push({ path: `${path}.id`, code: 'fogo/duplicate-stand' });
    if (s.commandedBy !== undefined) {
      const c = all.find((o) => sameName(o.id, s.commandedBy ?? ''));
      if (!c || !isCommandStand(c) || sameName(c.id, s.id)) {
        problems.push({ path: `${path}.commandedBy`, code: 'fogo/unknown-commander', expected: 'the id of a command stand' });
      }
    }
    if (s.attachedTo !== undefined) {
      const r = all.find((o) => sameName(o.id, s.attachedTo ?? ''));
      if (!r || !profileOf(r).rifleTeam) {
        problems.push({ path: `${path}.attachedTo`, code: 'fogo/bad-attachment', expected: 'the id of a Rifle Team' });
      }
    }
  });
  return problems;
}

/** A new stand on `side` from its spec: status OK, no markers, Dragoons mounted unless said otherwise. */
export function standFromSpec(spec: StandSpec, side: string): Stand {
  return {
    ...spec,
    side,
    traits: spec.traits ?? [],
    status: 'ok',
    noFire: false,
    groundHug: false,
    hidden: spec.hidden ?? false,
    ...(spec.type === 'dragoons' ? { mounted: spec.mounted ?? true } : {}),
    ...(spec.type === 'commissar' && spec.rating === undefined ? { rating: 0 } : {}),
  };
}
