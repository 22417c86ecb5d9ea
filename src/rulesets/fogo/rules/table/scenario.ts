import type { Scenario, TableFeature, TabletopScenario } from '../../../../core/board/scenario.js';
import { isObj, join, quote, type Checker, type Json } from '../../../../core/board/scenario-checker.js';
import type { FeatureField } from '../../../../core/board/scenario-kit.js';
import { FOGO_TERRAIN, isFogoTerrainType, type FogoTerrainType, type TerrainAttribute } from './terrain.js';

/** Per-feature values for the attributes its type leaves to the scenario (a stream, a ditch…). */
export interface TerrainOverrides {
  readonly indirectCover?: boolean;
  readonly directCover?: boolean;
  readonly blocksLos?: boolean;
}

/** A named terrain feature on a Fogo Cruzado table. Later features lie on top of earlier ones. */
export interface FogoFeature extends TableFeature {
  readonly type: FogoTerrainType;
  /** Looters may be tempted by it (crossfire-core §2.5); the scenario says which features. */
  readonly lootable?: boolean;
  readonly attributes?: TerrainOverrides;
}

/** A Fogo Cruzado scenario: a table in inches with features of its terrain table. */
export interface FogoScenario extends TabletopScenario {
  readonly ruleset: 'fogo';
  readonly features: readonly FogoFeature[];
}

/** The scenario as Fogo Cruzado reads it, if it is one of its own (its board kit checked it). */
export function fogoScenario(s: Scenario | undefined): FogoScenario | undefined {
  return s?.ruleset === 'fogo' && s.board.kind === 'tabletop' ? (s as FogoScenario) : undefined;
}

const OVERRIDE_KEYS = ['indirectCover', 'directCover', 'blocksLos'] as const;

/** Only what the terrain table leaves to the scenario ("varies") may be set on a feature. */
function checkOverrides(c: Checker, v: Json, path: string, type: FogoTerrainType): TerrainOverrides | undefined {
  if (!isObj(v)) {
    c.report(path, 'board/bad-field', 'expected { "indirectCover"?: true|false, "directCover"?: …, "blocksLos"?: … }');
    return undefined;
  }
  c.fields(v, path, OVERRIDE_KEYS);
  const row = FOGO_TERRAIN[type] as { readonly [K in (typeof OVERRIDE_KEYS)[number]]: TerrainAttribute };
  const out: { -readonly [K in keyof TerrainOverrides]: boolean } = {};
  for (const k of OVERRIDE_KEYS) {
    const x = v[k];
    if (x === undefined) continue;
    if (typeof x !== 'boolean') {
      c.report(join(path, k), 'board/bad-field', `${quote(x)} is not true or false`);
      continue;
    }
    if (row[k] !== 'varies') {
      c.report(join(path, k), 'board/fixed-attribute', `${FOGO_TERRAIN[type].label} always has ${k} ${row[k]} (crossfire-core §1.1.1)`);
      continue;
    }
    out[k] = x;
  }
  return out;
}

/** What a Fogo Cruzado feature may add: whether looters may be tempted by it, and its overrides. */
export const FOGO_FEATURE_FIELDS: readonly FeatureField[] = [
  {
    key: 'lootable',
    check(c, v, path) {
      if (typeof v !== 'boolean') c.report(path, 'board/bad-field', 'expected true or false');
      return v === true ? true : undefined;
    },
  },
  {
    key: 'attributes',
    check(c, v, path, feature) {
      if (feature.type === undefined || !isFogoTerrainType(feature.type)) return undefined;
      const out = checkOverrides(c, v, path, feature.type);
      return out && Object.keys(out).length > 0 ? out : undefined;
    },
  },
];
