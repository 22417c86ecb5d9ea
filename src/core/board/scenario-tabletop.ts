import { formatPoint, insideBounds, polygonArea, shapeBounds, type AreaShape, type Bounds, type LineShape, type Point, type Shape } from './geometry.js';
import type { Common, TableFeature, TableStart, TableZone, TabletopBoard, TabletopScenario } from './scenario.js';
import { AREA_KEYS, LIMITS, SHAPE_KEYS, checkNames, checkPositionUnit, checkSide, isObj, join, lower, quote, shapeKey, type Checker, type Json, type Obj } from './scenario-checker.js';
import { checkFeatureFields, checkScenarioFields, terrainType, type ScenarioKit } from './scenario-kit.js';

/** Checks of a tabletop scenario: a table in inches with shaped features. */

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

/** The table in words, for a problem: "48×72″ table". */
export function describeTable(b: TabletopBoard): string {
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

function checkTableFeature(c: Checker, raw: Json, path: string, table: TabletopBoard | undefined, kit: ScenarioKit | undefined): TableFeature | undefined {
  if (!isObj(raw)) {
    c.report(path, 'board/bad-field', 'expected a feature: { "name", "type", and one of polygon, ellipse, rect, polyline }');
    return undefined;
  }
  const fields = kit?.featureFields ?? [];
  c.fields(raw, path, ['name', 'type', ...SHAPE_KEYS, 'width', ...fields.map((f) => f.key), 'note']);
  const name = c.string(raw.name, join(path, 'name'));
  const type = kit ? terrainType(c, raw.type, join(path, 'type'), kit) : undefined;
  const row = type === undefined ? undefined : kit?.terrain[type];
  if (raw.note !== undefined) c.string(raw.note, join(path, 'note'), 'a note', 400);
  const key = shapeKey(c, raw, path, SHAPE_KEYS);
  if (key === undefined) return undefined;
  let shape: Shape | undefined;
  if (key === 'polyline') {
    const pts = c.points(raw.polyline, join(path, 'polyline'), 2, 'a polyline');
    const width = raw.width === undefined ? (row?.defaultWidth ?? 1) : c.number(raw.width, join(path, 'width'), { min: 0.1, max: 24 });
    if (pts && width !== undefined) shape = { kind: 'polyline', points: pts, width } satisfies LineShape;
  } else {
    if (raw.width !== undefined) c.report(join(path, 'width'), 'board/unknown-field', 'only a polyline has a width');
    shape = checkAreaShape(c, raw, path, key);
  }
  if (row) {
    const got = key === 'polyline' ? 'linear' : 'area';
    if (row.shape !== got) {
      const label = row.label.toLowerCase();
      c.report(
        join(path, key),
        'board/wrong-shape',
        row.shape === 'linear'
          ? `${label} is a linear feature: give a polyline (with a width)`
          : `${label} is an area feature: give a polygon, ellipse or rect`,
      );
      return undefined;
    }
  }
  if (shape) checkInside(c, shape, path, table);
  const extras = checkFeatureFields(c, raw, path, fields, { type, shape: key });
  if (name === undefined || type === undefined || shape === undefined) return undefined;
  return { name, type, shape, ...extras };
}

function checkFeatures(c: Checker, doc: Obj, board: TabletopBoard | undefined, kit: ScenarioKit | undefined): { features: TableFeature[]; ok: boolean; names: Set<string> } {
  const featureList = doc.features === undefined ? [] : c.array(doc.features, 'features', LIMITS.featuresMax, 'features');
  const features: TableFeature[] = [];
  let ok = featureList !== undefined;
  featureList?.forEach((f, i) => {
    const feature = checkTableFeature(c, f, `features[${i}]`, board, kit);
    if (feature) features.push(feature);
    else ok = false;
  });
  if (featureList) checkNames(c, featureList, 'features');
  const names = new Set((featureList ?? []).flatMap((f) => (isObj(f) && typeof f.name === 'string' ? [lower(f.name.trim())] : [])));
  return { features, ok, names };
}

/** Whether a point lies on the table, edges included. */
export const onTable = (p: Point, board: TabletopBoard): boolean => insideBounds(p, { minX: 0, minY: 0, maxX: board.width, maxY: board.height });

/** Within this of an edge, in inches, a point counts as on it. */
export const EDGE_TOLERANCE = 0.5;

/** Whether a point lies on the table's edge (within `EDGE_TOLERANCE`). */
export function onEdge(p: Point, board: TabletopBoard): boolean {
  return p.x <= EDGE_TOLERANCE || p.y <= EDGE_TOLERANCE || p.x >= board.width - EDGE_TOLERANCE || p.y >= board.height - EDGE_TOLERANCE;
}

/**
 * The tabletop part of a scenario: board size, shaped features (checked against its ruleset's kit,
 * when there is one for a table), zones and starting points on the table, then what the kit adds.
 */
export function checkTabletop(c: Checker, doc: Obj, common: Common, ruleset: string, kit: ScenarioKit | undefined): TabletopScenario | undefined {
  let board: TabletopBoard | undefined;
  if (isObj(doc.board)) {
    c.fields(doc.board, 'board', ['kind', 'width', 'height']);
    const width = c.number(doc.board.width, 'board.width', { min: LIMITS.tableMin, max: LIMITS.tableMax, what: 'a width in inches' });
    const height = c.number(doc.board.height, 'board.height', { min: LIMITS.tableMin, max: LIMITS.tableMax, what: 'a height in inches' });
    if (width !== undefined && height !== undefined) board = { kind: 'tabletop', width, height };
  }
  const checked = checkFeatures(c, doc, board, kit);
  const names = checked.names;

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

  const extras = checkScenarioFields(c, doc, kit?.fields ?? [], { sides: common.sides, board });

  if (!board || !checked.ok || common.id === undefined || common.name === undefined) return undefined;
  return { ...(common as Common & { id: string; name: string }), board, deployment, positions, ruleset, features: checked.features, ...extras };
}
