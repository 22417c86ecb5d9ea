import { formatPoint, type Point } from '../../../../core/board/geometry.js';
import type { HexBoard, Scenario, TableFeature, TabletopBoard, TabletopScenario } from '../../../../core/board/scenario.js';
import { LIMITS, checkSide, isObj, join, quote, type Checker, type Json } from '../../../../core/board/scenario-checker.js';
import type { FeatureField, ScenarioField } from '../../../../core/board/scenario-kit.js';
import { EDGE_TOLERANCE, describeTable, onEdge, onTable } from '../../../../core/board/scenario-tabletop.js';
import { FIRETEAM_COVERS, type FireteamCover, type FireteamTerrainOverrides, type FireteamTerrainType } from './terrain.js';

/** A named terrain feature on a Fire Team table; `attributes` changes its cover line or LOS. Later features lie on top. */
export interface FireteamFeature extends TableFeature {
  readonly type: FireteamTerrainType;
  readonly attributes?: FireteamTerrainOverrides;
}

/**
 * A point of one side on a Fire Team table: a jump-off point (seed 004, Deploy: units enter the
 * table from one) or a patrol marker's starting place (Patrol Phase).
 */
export interface SidePoint {
  readonly side: string;
  readonly at: Point;
  readonly name?: string;
}

/** Where vehicles and troops may enter along a road at the table edge (seed 004, Deploy). */
export interface RoadEntrance {
  readonly at: Point;
  readonly name?: string;
  /** The side whose half it is in, when the scenario says. */
  readonly side?: string;
}

export interface FireteamScenario extends TabletopScenario {
  readonly ruleset: 'fireteam';
  readonly features: readonly FireteamFeature[];
  /** Jump-off points set by the scenario, for battles played without the Patrol Phase. */
  readonly jumpOffPoints: readonly SidePoint[];
  /** Where each side's patrol markers start (Patrol Phase: "laid-out initially as determined by the scenario"). */
  readonly patrolMarkers: readonly SidePoint[];
  /** Road entrances on the table edge. */
  readonly roadEntrances: readonly RoadEntrance[];
}

/** The scenario as Fire Team reads it, if it is one of its own (its board kit checked it, and gave it its points). */
export function fireteamScenario(s: Scenario | undefined): FireteamScenario | undefined {
  return s?.ruleset === 'fireteam' && s.board.kind === 'tabletop' ? (s as FireteamScenario) : undefined;
}

/** Fire Team rows are our reading of the seed, so every feature may change its cover line and LOS. */
function checkOverrides(c: Checker, v: Json, path: string): FireteamTerrainOverrides | undefined {
  if (!isObj(v)) {
    c.report(path, 'board/bad-field', 'expected { "cover"?: "open"|"soft"|"hard", "blocksLos"?: true|false }');
    return undefined;
  }
  c.fields(v, path, ['cover', 'blocksLos']);
  let cover: FireteamCover | undefined;
  if (v.cover !== undefined) {
    if (typeof v.cover === 'string' && (FIRETEAM_COVERS as readonly string[]).includes(v.cover)) cover = v.cover as FireteamCover;
    else c.report(join(path, 'cover'), 'board/bad-field', `${quote(v.cover)} is not a cover line (${FIRETEAM_COVERS.join(', ')})`);
  }
  let blocksLos: boolean | undefined;
  if (v.blocksLos !== undefined) {
    if (typeof v.blocksLos === 'boolean') blocksLos = v.blocksLos;
    else c.report(join(path, 'blocksLos'), 'board/bad-field', `${quote(v.blocksLos)} is not true or false`);
  }
  return { ...(cover === undefined ? {} : { cover }), ...(blocksLos === undefined ? {} : { blocksLos }) };
}

/** `jumpOffPoints` or `patrolMarkers`: each a side's point on the table. */
function checkSidePoints(c: Checker, v: Json, key: string, what: string, sides: readonly string[], board: TabletopBoard | undefined): SidePoint[] {
  const list = v === undefined ? [] : c.array(v, key, LIMITS.positionsMax, what);
  const out: SidePoint[] = [];
  list?.forEach((raw, i) => {
    const path = `${key}[${i}]`;
    if (!isObj(raw)) {
      c.report(path, 'board/bad-field', 'expected { "side", "at": [x, y], "name"? }');
      return;
    }
    c.fields(raw, path, ['side', 'at', 'name']);
    const side = checkSide(c, raw.side, join(path, 'side'), sides);
    const at = c.point(raw.at, join(path, 'at'));
    const name = raw.name === undefined ? undefined : c.string(raw.name, join(path, 'name'));
    if (at && board && !onTable(at, board)) {
      c.report(join(path, 'at'), 'board/outside-table', `${formatPoint(at)} is outside the ${describeTable(board)}`);
      return;
    }
    if (side !== undefined && at) out.push({ side, at, ...(name === undefined ? {} : { name }) });
  });
  return out;
}

function checkRoadEntrances(c: Checker, v: Json, sides: readonly string[], board: TabletopBoard | undefined): RoadEntrance[] {
  const list = v === undefined ? [] : c.array(v, 'roadEntrances', 40, 'road entrances');
  const out: RoadEntrance[] = [];
  list?.forEach((raw, i) => {
    const path = `roadEntrances[${i}]`;
    if (!isObj(raw)) {
      c.report(path, 'board/bad-field', 'expected { "at": [x, y] on the table edge, "name"?, "side"? }');
      return;
    }
    c.fields(raw, path, ['at', 'name', 'side']);
    const at = c.point(raw.at, join(path, 'at'));
    const name = raw.name === undefined ? undefined : c.string(raw.name, join(path, 'name'));
    const side = raw.side === undefined ? undefined : checkSide(c, raw.side, join(path, 'side'), sides);
    if (at && board) {
      if (!onTable(at, board)) {
        c.report(join(path, 'at'), 'board/outside-table', `${formatPoint(at)} is outside the ${describeTable(board)}`);
        return;
      }
      if (!onEdge(at, board)) {
        c.report(join(path, 'at'), 'board/not-on-edge', `${formatPoint(at)} is not on the table edge (within ${EDGE_TOLERANCE}″ of it)`);
        return;
      }
    }
    if (at) out.push({ at, ...(name === undefined ? {} : { name }), ...(side === undefined ? {} : { side }) });
  });
  return out;
}

/** What a Fire Team feature may add: its cover line and whether it blocks LOS. */
export const FIRETEAM_FEATURE_FIELDS: readonly FeatureField[] = [
  {
    key: 'attributes',
    check(c, v, path, feature) {
      if (feature.type === undefined) return undefined;
      const out = checkOverrides(c, v, path);
      return out && Object.keys(out).length > 0 ? out : undefined;
    },
  },
];

const tableOf = (board: TabletopBoard | HexBoard | undefined): TabletopBoard | undefined => (board?.kind === 'tabletop' ? board : undefined);

/** A Fire Team scenario's points (seed 004, Deploy and Patrol Phase), each list empty when not given. */
export const FIRETEAM_FIELDS: readonly ScenarioField[] = [
  { key: 'jumpOffPoints', check: (c, v, s) => checkSidePoints(c, v, 'jumpOffPoints', 'jump-off points', s.sides, tableOf(s.board)) },
  { key: 'patrolMarkers', check: (c, v, s) => checkSidePoints(c, v, 'patrolMarkers', 'patrol markers', s.sides, tableOf(s.board)) },
  { key: 'roadEntrances', check: (c, v, s) => checkRoadEntrances(c, v, s.sides, tableOf(s.board)) },
];
