import type { HexBoard, TabletopBoard } from './scenario.js';
import { join, listTypes, quote, type Checker, type Json, type Obj } from './scenario-checker.js';
import type { TerrainKind } from './terrain.js';

/**
 * A field a ruleset's features may have beyond name, type, shape and note: checked once the
 * feature's type and shape are known, and kept on the feature as `check` returns it (undefined:
 * not kept).
 */
export interface FeatureField {
  readonly key: string;
  check(c: Checker, value: Json, path: string, feature: { readonly type: string | undefined; readonly shape: string }): unknown;
}

/**
 * A field a ruleset's scenarios may have beyond the common ones: checked, present or not, after the
 * positions, and kept on the scenario as `check` returns it (undefined: not kept).
 */
export interface ScenarioField {
  readonly key: string;
  check(c: Checker, value: Json, scenario: { readonly sides: readonly string[]; readonly board: TabletopBoard | HexBoard | undefined }): unknown;
}

/** What a ruleset's board kit says of its scenarios: what `validateScenario` checks them against. */
export interface ScenarioKit {
  /** The board its scenarios are on. */
  readonly board: 'tabletop' | 'hex';
  /** How a problem names one of its terrain types: "a … terrain type". */
  readonly terrainWords: string;
  /** Its terrain types, in the order its legend lists them. */
  readonly terrain: Readonly<Record<string, TerrainKind>>;
  /** On a hex map, the terrain of a hex no feature covers: drawn under every hex, always in the legend. */
  readonly ground?: string;
  /** What its features add, in the order an unknown field's problem lists them. */
  readonly featureFields?: readonly FeatureField[];
  /** What its scenarios add. */
  readonly fields?: readonly ScenarioField[];
}

/** A feature's `type`: one of its ruleset's terrain types, or a problem naming them all. */
export function terrainType(c: Checker, raw: Json | undefined, path: string, kit: ScenarioKit): string | undefined {
  if (typeof raw === 'string' && Object.hasOwn(kit.terrain, raw)) return raw;
  const types = listTypes(Object.keys(kit.terrain));
  c.report(
    path,
    'board/bad-terrain-type',
    raw === undefined ? `missing: give ${kit.terrainWords} (${types})` : `${quote(raw)} is not ${kit.terrainWords} (${types})`,
  );
  return undefined;
}

/**
 * The fields a ruleset's kit adds to a feature, each checked where present: what to keep on the
 * feature, in the kit's order.
 */
export function checkFeatureFields(
  c: Checker,
  raw: Obj,
  path: string,
  fields: readonly FeatureField[],
  feature: { readonly type: string | undefined; readonly shape: string },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (raw[f.key] === undefined) continue;
    const value = f.check(c, raw[f.key], join(path, f.key), feature);
    if (value !== undefined) out[f.key] = value;
  }
  return out;
}

/** The fields a ruleset's kit adds to a scenario, each checked present or not: what to keep on it. */
export function checkScenarioFields(
  c: Checker,
  doc: Obj,
  fields: readonly ScenarioField[],
  scenario: { readonly sides: readonly string[]; readonly board: TabletopBoard | HexBoard | undefined },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = f.check(c, doc[f.key], scenario);
    if (value !== undefined) out[f.key] = value;
  }
  return out;
}

