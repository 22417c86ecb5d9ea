import type { HexScenario, HexesFeature, HexsidesFeature, PathFeature, Scenario } from '../../../../core/board/scenario.js';
import type { FeatureField, ScenarioField } from '../../../../core/board/scenario-kit.js';
import type { LnlTerrainType } from './terrain.js';

/** Terrain over whole hexes, with the module's TEC target modifier when the scenario gives it. */
export interface LnlHexes extends HexesFeature {
  readonly type: LnlTerrainType;
  readonly tm?: number;
  /** MPs to enter it (the module's TEC); `vehicleMp` for vehicles when it differs. */
  readonly mp?: number;
  readonly vehicleMp?: number;
}

/** A road, trail or stream through hex centres; a stream may say its type 1–5 (Streams and Movement Penalty Table, 10.5.1). */
export interface LnlPath extends PathFeature {
  readonly type: LnlTerrainType;
  readonly streamType?: number;
  /** A road or trail: MPs to enter a hex along it (the module's TEC); `vehicleMp` for vehicles. */
  readonly mp?: number;
  readonly vehicleMp?: number;
}

/** A wall along hexsides, with its TM for a target behind it (the module's TEC) when the scenario gives it. */
export interface LnlHexsides extends HexsidesFeature {
  readonly type: LnlTerrainType;
  readonly tm?: number;
  /** Extra MPs to cross it (the module's TEC); `vehicleMp` for vehicles. */
  readonly mp?: number;
  readonly vehicleMp?: number;
}

export type LnlFeature = LnlHexes | LnlPath | LnlHexsides;

/** A Lock 'n Load scenario: a hex map with features of its terrain table. */
export interface LnlScenario extends HexScenario {
  readonly ruleset: 'lnl';
  readonly features: readonly LnlFeature[];
  /** The scenario's rules spread fire in the Administrative phase (10.5.6.1). */
  readonly fireSpread?: boolean;
}

/** What a Lock 'n Load scenario may add: whether its rules spread fire (Administrative phase, 10.5.6.1). */
export const LNL_FIELDS: readonly ScenarioField[] = [
  {
    key: 'fireSpread',
    check(c, v) {
      if (v === undefined) return undefined;
      if (typeof v !== 'boolean') c.report('fireSpread', 'board/bad-field', 'fireSpread is true or false');
      return v === true ? true : undefined;
    },
  },
];

/** The scenario as Lock 'n Load reads it, if it is one of its own (its board kit checked it). */
export function lnlScenario(s: Scenario | undefined): LnlScenario | undefined {
  return s?.ruleset === 'lnl' && s.board.kind === 'hex' ? (s as LnlScenario) : undefined;
}

/**
 * The MPs a feature costs (the module's TEC, Movement 6.0): to enter a hex of its terrain, a hex along
 * a road or trail, or extra to cross a hexside; a stream's cost is its type's (10.5.1).
 */
const mpField = (key: 'mp' | 'vehicleMp'): FeatureField => ({
  key,
  check(c, v, path, feature) {
    const mp = c.number(v, path, { min: 0, max: 20, integer: true });
    if (feature.shape !== 'path' || feature.type === 'road' || feature.type === 'trail') return mp;
    c.report(path, 'board/unknown-field', 'only hexes, hexsides, roads and trails have MPs; a stream costs its type');
    return undefined;
  },
});

/** What a Lock 'n Load feature may add: a stream's type, the TM of terrain given as hexes or hexsides, and MP costs. */
export const LNL_FEATURE_FIELDS: readonly FeatureField[] = [
  {
    key: 'streamType',
    check(c, v, path, feature) {
      if (feature.type !== 'stream') c.report(path, 'board/unknown-field', 'only a stream has a stream type');
      const streamType = feature.shape === 'path' ? c.number(v, path, { min: 1, max: 5, integer: true }) : undefined;
      return feature.type === 'stream' ? streamType : undefined;
    },
  },
  {
    key: 'tm',
    // The module's Terrain Effects Chart TM for this terrain, when the scenario gives it.
    check(c, v, path, feature) {
      const tm = c.number(v, path, { min: -3, max: 8, integer: true });
      if (feature.shape !== 'path') return tm;
      c.report(path, 'board/unknown-field', 'only terrain given as hexes or hexsides has a TM');
      return undefined;
    },
  },
  mpField('mp'),
  mpField('vehicleMp'),
];
