import { formatPoint, insideBounds, polygonArea, shapeBounds, type AreaShape, type Bounds, type LineShape, type Point, type Shape } from './geometry.js';
import type {
  Common,
  FireteamFeature,
  RoadEntrance,
  SidePoint,
  TableFeature,
  TableStart,
  TableZone,
  TabletopBoard,
  TabletopScenario,
  TerrainOverrides,
} from './scenario.js';
import { AREA_KEYS, LIMITS, SHAPE_KEYS, checkNames, checkPositionUnit, checkSide, isObj, join, lower, quote, shapeKey, terrainType, type Checker, type Json, type Obj } from './scenario-checker.js';
import {
  FIRETEAM_COVERS,
  FIRETEAM_TERRAIN,
  FIRETEAM_TERRAIN_TYPES,
  FOGO_TERRAIN,
  FOGO_TERRAIN_TYPES,
  isFireteamTerrainType,
  isFogoTerrainType,
  type FireteamCover,
  type FireteamTerrainOverrides,
  type FireteamTerrainType,
  type FogoTerrainType,
  type TerrainAttribute,
  type TerrainShapeKind,
} from './terrain.js';

/** Checks of a tabletop scenario (fogo, fireteam): a table in inches with shaped features. */

function checkAreaShape(c: Checker, o: Obj, path: string, key: (typeof AREA_KEYS)[number]): AreaShape | undefined {
  const v = o[key];
  const p = join(path, key);
  switch (key) {
    case 'polygon': {
      const pts = c.points(v, p, 3, 'a polygon');
      if (!pts) return undefined;
      if (Math.abs(polygonArea(pts)) < 1e-6) {
        c.report(p, 'board/zero-area', 'the polygon has no area (its points lie on one line)');
        return undefined;
      }
      return { kind: 'polygon', points: pts };
    }
    case 'ellipse': {
      if (!isObj(v)) {
        c.report(p, 'board/bad-field', 'expected { "centre": [x, y], "rx": …, "ry": …, "rotation"?: degrees }');
        return undefined;
      }
      c.fields(v, p, ['centre', 'rx', 'ry', 'rotation']);
      const centre = c.point(v.centre, join(p, 'centre'));
      const rx = c.number(v.rx, join(p, 'rx'), { min: 0.1, max: LIMITS.tableMax });
      const ry = c.number(v.ry, join(p, 'ry'), { min: 0.1, max: LIMITS.tableMax });
      const rotation = v.rotation === undefined ? 0 : c.number(v.rotation, join(p, 'rotation'), { min: -360, max: 360 });
      if (!centre || rx === undefined || ry === undefined || rotation === undefined) return undefined;
      return { kind: 'ellipse', centre, rx, ry, rotation };
    }
    case 'rect': {
      if (!isObj(v)) {
        c.report(p, 'board/bad-field', 'expected { "x": …, "y": …, "width": …, "height": …, "rotation"?: degrees }');
        return undefined;
      }
      c.fields(v, p, ['x', 'y', 'width', 'height', 'rotation']);
      const x = c.number(v.x, join(p, 'x'));
      const y = c.number(v.y, join(p, 'y'));
      const width = c.number(v.width, join(p, 'width'), { min: 0.1, max: LIMITS.tableMax });
      const height = c.number(v.height, join(p, 'height'), { min: 0.1, max: LIMITS.tableMax });
      const rotation = v.rotation === undefined ? 0 : c.number(v.rotation, join(p, 'rotation'), { min: -360, max: 360 });
      if (x === undefined || y === undefined || width === undefined || height === undefined || rotation === undefined) return undefined;
      return { kind: 'rect', x, y, width, height, rotation };
    }
  }
}

function describeTable(b: TabletopBoard): string {
  return `${b.width}×${b.height}″ table`;
}

function checkInside(c: Checker, shape: Shape, path: string, table: TabletopBoard | undefined): void {
  if (!table) return;
  const t: Bounds = { minX: 0, minY: 0, maxX: table.width, maxY: table.height };
  if (shape.kind === 'polygon' || shape.kind === 'polyline') {
    const key = shape.kind;
    shape.points.forEach((p, i) => {
      if (!insideBounds(p, t)) c.report(`${path}.${key}[${i}]`, 'board/outside-table', `${formatPoint(p)} is outside the ${describeTable(table)}`);
    });
    return;
  }
  const b = shapeBounds(shape);
  if (b.minX < -1e-9 || b.minY < -1e-9 || b.maxX > table.width + 1e-9 || b.maxY > table.height + 1e-9) {
    c.report(
      `${path}.${shape.kind}`,
      'board/outside-table',
      `reaches ${formatPoint({ x: b.minX, y: b.minY })} to ${formatPoint({ x: b.maxX, y: b.maxY })}, outside the ${describeTable(table)}`,
    );
  }
}

const OVERRIDE_KEYS = ['indirectCover', 'directCover', 'blocksLos'] as const;

function checkFogoOverrides(c: Checker, v: Json, path: string, type: FogoTerrainType): TerrainOverrides | undefined {
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

/** Fire Team rows are our reading of the seed, so every feature may change its cover line and LOS. */
function checkFireteamOverrides(c: Checker, v: Json, path: string): FireteamTerrainOverrides | undefined {
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

/** What the feature checks need of a ruleset's terrain table. */
interface TableTerrainTable<T extends string, A> {
  /** How a type is named in words: "a fogo terrain type". */
  readonly what: string;
  readonly types: readonly T[];
  readonly isType: (x: string) => x is T;
  readonly row: (t: T) => { readonly label: string; readonly shape: TerrainShapeKind; readonly defaultWidth?: number };
  /** Fields a feature may have beyond name, type, shape, width and note. */
  readonly extraFields: readonly string[];
  readonly attributes: (c: Checker, v: Json, path: string, type: T) => A | undefined;
}

const FOGO_TABLE: TableTerrainTable<FogoTerrainType, TerrainOverrides> = {
  what: 'a fogo terrain type',
  types: FOGO_TERRAIN_TYPES,
  isType: isFogoTerrainType,
  row: (t) => FOGO_TERRAIN[t],
  extraFields: ['lootable'],
  attributes: checkFogoOverrides,
};

const FIRETEAM_TABLE: TableTerrainTable<FireteamTerrainType, FireteamTerrainOverrides> = {
  what: 'a fireteam terrain type',
  types: FIRETEAM_TERRAIN_TYPES,
  isType: isFireteamTerrainType,
  row: (t) => FIRETEAM_TERRAIN[t],
  extraFields: [],
  attributes: (c, v, path) => checkFireteamOverrides(c, v, path),
};

interface CheckedFeature<T, A> {
  readonly name: string;
  readonly type: T;
  readonly shape: Shape;
  readonly lootable?: true;
  readonly attributes?: A;
}

function checkTableFeature<T extends string, A extends object>(
  c: Checker,
  raw: Json,
  path: string,
  table: TabletopBoard | undefined,
  terrain: TableTerrainTable<T, A>,
): CheckedFeature<T, A> | undefined {
  if (!isObj(raw)) {
    c.report(path, 'board/bad-field', 'expected a feature: { "name", "type", and one of polygon, ellipse, rect, polyline }');
    return undefined;
  }
  c.fields(raw, path, ['name', 'type', ...SHAPE_KEYS, 'width', ...terrain.extraFields, 'attributes', 'note']);
  const name = c.string(raw.name, join(path, 'name'));
  const type = terrainType(c, raw.type, join(path, 'type'), terrain.what, terrain.types, terrain.isType);
  if (raw.note !== undefined) c.string(raw.note, join(path, 'note'), 'a note', 400);
  if (raw.lootable !== undefined && typeof raw.lootable !== 'boolean') c.report(join(path, 'lootable'), 'board/bad-field', 'expected true or false');
  const key = shapeKey(c, raw, path, SHAPE_KEYS);
  if (key === undefined) return undefined;
  let shape: Shape | undefined;
  if (key === 'polyline') {
    const pts = c.points(raw.polyline, join(path, 'polyline'), 2, 'a polyline');
    const defaultWidth = type ? terrain.row(type).defaultWidth : undefined;
    const width = raw.width === undefined ? (defaultWidth ?? 1) : c.number(raw.width, join(path, 'width'), { min: 0.1, max: 24 });
    if (pts && width !== undefined) shape = { kind: 'polyline', points: pts, width } satisfies LineShape;
  } else {
    if (raw.width !== undefined) c.report(join(path, 'width'), 'board/unknown-field', 'only a polyline has a width');
    shape = checkAreaShape(c, raw, path, key);
  }
  if (type) {
    const want = terrain.row(type).shape;
    const got = key === 'polyline' ? 'linear' : 'area';
    if (want !== got) {
      const label = terrain.row(type).label.toLowerCase();
      c.report(
        join(path, key),
        'board/wrong-shape',
        want === 'linear'
          ? `${label} is a linear feature: give a polyline (with a width)`
          : `${label} is an area feature: give a polygon, ellipse or rect`,
      );
      return undefined;
    }
  }
  if (shape) checkInside(c, shape, path, table);
  const attributes = raw.attributes === undefined || !type ? undefined : terrain.attributes(c, raw.attributes, join(path, 'attributes'), type);
  if (name === undefined || type === undefined || shape === undefined) return undefined;
  return {
    name,
    type,
    shape,
    ...(raw.lootable === true ? { lootable: true as const } : {}),
    ...(attributes && Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

function checkFeatures<T extends string, A extends object>(
  c: Checker,
  doc: Obj,
  board: TabletopBoard | undefined,
  terrain: TableTerrainTable<T, A>,
): { features: CheckedFeature<T, A>[]; ok: boolean; names: Set<string> } {
  const featureList = doc.features === undefined ? [] : c.array(doc.features, 'features', LIMITS.featuresMax, 'features');
  const features: CheckedFeature<T, A>[] = [];
  let ok = featureList !== undefined;
  featureList?.forEach((f, i) => {
    const feature = checkTableFeature(c, f, `features[${i}]`, board, terrain);
    if (feature) features.push(feature);
    else ok = false;
  });
  if (featureList) checkNames(c, featureList, 'features');
  const names = new Set((featureList ?? []).flatMap((f) => (isObj(f) && typeof f.name === 'string' ? [lower(f.name.trim())] : [])));
  return { features, ok, names };
}

const onTable = (p: Point, board: TabletopBoard): boolean => insideBounds(p, { minX: 0, minY: 0, maxX: board.width, maxY: board.height });

/** Within this of an edge, in inches, a point counts as on it. */
const EDGE_TOLERANCE = 0.5;

function onEdge(p: Point, board: TabletopBoard): boolean {
  return p.x <= EDGE_TOLERANCE || p.y <= EDGE_TOLERANCE || p.x >= board.width - EDGE_TOLERANCE || p.y >= board.height - EDGE_TOLERANCE;
}

/** `jumpOffPoints` or `patrolMarkers`: each a side's point on the table. */
function checkSidePoints(c: Checker, v: Json, key: string, what: string, common: Common, board: TabletopBoard | undefined): SidePoint[] {
  const list = v === undefined ? [] : c.array(v, key, LIMITS.positionsMax, what);
  const out: SidePoint[] = [];
  list?.forEach((raw, i) => {
    const path = `${key}[${i}]`;
    if (!isObj(raw)) {
      c.report(path, 'board/bad-field', 'expected { "side", "at": [x, y], "name"? }');
      return;
    }
    c.fields(raw, path, ['side', 'at', 'name']);
    const side = checkSide(c, raw.side, join(path, 'side'), common.sides);
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

function checkRoadEntrances(c: Checker, v: Json, common: Common, board: TabletopBoard | undefined): RoadEntrance[] {
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
    const side = raw.side === undefined ? undefined : checkSide(c, raw.side, join(path, 'side'), common.sides);
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

/**
 * The tabletop part of a scenario: board size, shaped features (checked against the ruleset's
 * terrain table), zones and starting points on the table; for Fire Team also its jump-off points,
 * patrol marker starts and road entrances.
 */
export function checkTabletop(c: Checker, doc: Obj, common: Common, ruleset: TabletopScenario['ruleset']): TabletopScenario | undefined {
  let board: TabletopBoard | undefined;
  if (isObj(doc.board)) {
    c.fields(doc.board, 'board', ['kind', 'width', 'height']);
    const width = c.number(doc.board.width, 'board.width', { min: LIMITS.tableMin, max: LIMITS.tableMax, what: 'a width in inches' });
    const height = c.number(doc.board.height, 'board.height', { min: LIMITS.tableMin, max: LIMITS.tableMax, what: 'a height in inches' });
    if (width !== undefined && height !== undefined) board = { kind: 'tabletop', width, height };
  }
  const fireteamFeatures = ruleset === 'fireteam' ? checkFeatures(c, doc, board, FIRETEAM_TABLE) : undefined;
  const fogoFeatures = ruleset === 'fogo' ? checkFeatures(c, doc, board, FOGO_TABLE) : undefined;
  const names = fireteamFeatures?.names ?? fogoFeatures?.names ?? new Set<string>();

  const deployment: TableZone[] = [];
  const zoneList = doc.deployment === undefined ? [] : c.array(doc.deployment, 'deployment', 40, 'deployment zones');
  zoneList?.forEach((z, i) => {
    const path = `deployment[${i}]`;
    if (!isObj(z)) {
      c.report(path, 'board/bad-field', 'expected { "side", "name", and one of polygon, ellipse, rect }');
      return;
    }
    c.fields(z, path, ['side', 'name', ...AREA_KEYS]);
    const side = checkSide(c, z.side, join(path, 'side'), common.sides);
    const name = c.string(z.name, join(path, 'name'));
    const key = shapeKey(c, z, path, AREA_KEYS);
    const shape = key === undefined ? undefined : checkAreaShape(c, z, path, key);
    if (shape) checkInside(c, shape, path, board);
    if (side !== undefined && name !== undefined && shape) deployment.push({ side, name, shape });
  });

  const positions: TableStart[] = [];
  const posList = doc.positions === undefined ? [] : c.array(doc.positions, 'positions', LIMITS.positionsMax, 'positions');
  const units = new Map<string, number>();
  posList?.forEach((p, i) => {
    const path = `positions[${i}]`;
    if (!isObj(p)) {
      c.report(path, 'board/bad-field', 'expected { "unit", "side"?, "at": "x,y" and/or "feature" }');
      return;
    }
    c.fields(p, path, ['unit', 'side', 'at', 'feature']);
    const unit = checkPositionUnit(c, p.unit, path, i, units);
    const side = p.side === undefined ? undefined : checkSide(c, p.side, join(path, 'side'), common.sides);
    const at = p.at === undefined ? undefined : c.point(p.at, join(path, 'at'));
    if (at && board && !insideBounds(at, { minX: 0, minY: 0, maxX: board.width, maxY: board.height })) {
      c.report(join(path, 'at'), 'board/outside-table', `${formatPoint(at)} is outside the ${describeTable(board)}`);
    }
    let feature: string | undefined;
    if (p.feature !== undefined) {
      feature = c.string(p.feature, join(path, 'feature'), 'a feature name');
      if (feature !== undefined && !names.has(lower(feature))) {
        c.report(join(path, 'feature'), 'board/unknown-feature', `no feature is named ${quote(feature)}`);
        feature = undefined;
      }
    }
    if (p.at === undefined && p.feature === undefined) c.report(path, 'board/bad-field', 'give "at" (a point) or "feature" (a feature name)');
    if (unit !== undefined && (at || feature)) {
      positions.push({ unit, ...(side === undefined ? {} : { side }), ...(at ? { at } : {}), ...(feature === undefined ? {} : { feature }) });
    }
  });

  const fireteam =
    ruleset === 'fireteam'
      ? {
          jumpOffPoints: checkSidePoints(c, doc.jumpOffPoints, 'jumpOffPoints', 'jump-off points', common, board),
          patrolMarkers: checkSidePoints(c, doc.patrolMarkers, 'patrolMarkers', 'patrol markers', common, board),
          roadEntrances: checkRoadEntrances(c, doc.roadEntrances, common, board),
        }
      : undefined;

  if (!board || common.id === undefined || common.name === undefined) return undefined;
  const base = { ...(common as Common & { id: string; name: string }), board, deployment, positions };
  if (fireteam && fireteamFeatures?.ok) {
    const features: FireteamFeature[] = fireteamFeatures.features;
    return { ...base, ruleset: 'fireteam', features, ...fireteam };
  }
  if (fogoFeatures?.ok) {
    const features: TableFeature[] = fogoFeatures.features;
    return { ...base, ruleset: 'fogo', features };
  }
  return undefined;
}
