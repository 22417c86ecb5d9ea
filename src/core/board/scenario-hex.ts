import { directionTo, formatHex, onHexGrid, parseHex, type HexCoord } from './hex.js';
import type { Common, HexBoard, HexFeature, HexScenario, HexStart, HexZone } from './scenario.js';
import { LIMITS, checkNames, checkPositionUnit, checkSide, isObj, join, quote, shapeKey, type Checker, type Json, type Obj } from './scenario-checker.js';
import { checkFeatureFields, checkScenarioFields, terrainType, type ScenarioKit } from './scenario-kit.js';

/** Checks of a hex scenario: a lettered and numbered hex map with terrain per hex. */

/** One hex ("C5") or a block of hexes ("A1:B10", columns A–B, rows 1–10). */
function checkHexItem(c: Checker, v: Json, path: string, grid: HexBoard | undefined): HexCoord[] | undefined {
  if (typeof v !== 'string') {
    c.report(path, 'board/bad-hex', `${quote(v)} is not a hex: give a coordinate like "C5" or a block like "A1:B10"`);
    return undefined;
  }
  const parts = v.split(':');
  const ends = parts.map((p) => parseHex(p));
  if (parts.length > 2 || ends.some((e) => !e.ok)) {
    c.report(path, 'board/bad-hex', `${quote(v)} is not a hex: give a coordinate like "C5" or a block like "A1:B10"`);
    return undefined;
  }
  const coords = ends.map((e) => (e as { value: HexCoord }).value);
  const off = coords.filter((h) => grid && !onHexGrid(h, grid));
  if (grid && off.length > 0) {
    c.report(path, 'board/hex-off-board', `${off.map(formatHex).join(', ')} is off the ${grid.columns}×${grid.rows} hex map (A1 to ${formatHex({ col: grid.columns - 1, row: grid.rows - 1 })})`);
    return undefined;
  }
  const [a, b = a] = coords as [HexCoord, HexCoord?];
  const out: HexCoord[] = [];
  for (let col = Math.min(a.col, b!.col); col <= Math.max(a.col, b!.col); col++) {
    for (let row = Math.min(a.row, b!.row); row <= Math.max(a.row, b!.row); row++) out.push({ col, row });
  }
  return out;
}

function checkHexList(c: Checker, v: Json, path: string, grid: HexBoard | undefined): HexCoord[] | undefined {
  const list = c.array(v, path, 4000, 'hexes');
  if (!list) return undefined;
  if (list.length === 0) {
    c.report(path, 'board/bad-field', 'give at least one hex');
    return undefined;
  }
  const out: HexCoord[] = [];
  let bad = false;
  list.forEach((item, i) => {
    const hs = checkHexItem(c, item, `${path}[${i}]`, grid);
    if (hs) out.push(...hs);
    else bad = true;
  });
  return bad ? undefined : out;
}

function checkHexFeature(
  c: Checker,
  raw: Json,
  path: string,
  grid: HexBoard | undefined,
  taken: Map<string, string>,
  kit: ScenarioKit | undefined,
): HexFeature | undefined {
  if (!isObj(raw)) {
    c.report(path, 'board/bad-field', 'expected a feature: { "name", "type", and one of hexes, path, hexsides }');
    return undefined;
  }
  const fields = kit?.featureFields ?? [];
  c.fields(raw, path, ['name', 'type', 'hexes', 'path', 'hexsides', ...fields.map((f) => f.key), 'note']);
  const name = c.string(raw.name, join(path, 'name'));
  const type = kit ? terrainType(c, raw.type, join(path, 'type'), kit) : undefined;
  const row = type === undefined ? undefined : kit?.terrain[type];
  if (raw.note !== undefined) c.string(raw.note, join(path, 'note'), 'a note', 400);
  const key = shapeKey(c, raw, path, ['hexes', 'path', 'hexsides'] as const);
  if (key === undefined) return undefined;
  if (row && row.shape !== key) {
    c.report(join(path, key), 'board/wrong-shape', `${row.label.toLowerCase()} is given as ${row.shape}, not ${key}`);
    return undefined;
  }
  const extras = checkFeatureFields(c, raw, path, fields, { type, shape: key });
  switch (key) {
    case 'hexes': {
      const hexes = checkHexList(c, raw.hexes, join(path, 'hexes'), grid);
      if (!hexes) return undefined;
      hexes.forEach((h) => {
        const k = formatHex(h);
        const before = taken.get(k);
        if (before !== undefined) c.report(join(path, 'hexes'), 'board/hex-twice', `${k} is already ${before}: a hex has one terrain type`);
        else taken.set(k, `${JSON.stringify(name ?? '?')} (${type ?? '?'})`);
      });
      return name === undefined || type === undefined ? undefined : { kind: 'hexes', name, type, hexes, ...extras };
    }
    case 'path': {
      const list = c.array(raw.path, join(path, 'path'), 400, 'hexes');
      if (!list) return undefined;
      const hexes = list.map((item, i) => checkHexItem(c, item, `${path}.path[${i}]`, grid));
      if (hexes.some((h) => h === undefined || h.length !== 1)) {
        if (hexes.every((h) => h !== undefined)) c.report(join(path, 'path'), 'board/bad-hex', 'a path lists single hexes, not blocks');
        return undefined;
      }
      const seq = hexes.map((h) => h![0]!);
      if (seq.length < 2) {
        c.report(join(path, 'path'), 'board/too-few-points', 'a path needs at least 2 hexes');
        return undefined;
      }
      for (let i = 1; i < seq.length; i++) {
        if (directionTo(seq[i - 1]!, seq[i]!) === undefined) {
          c.report(`${path}.path[${i}]`, 'board/not-adjacent', `${formatHex(seq[i]!)} is not next to ${formatHex(seq[i - 1]!)}`);
          return undefined;
        }
      }
      return name === undefined || type === undefined ? undefined : { kind: 'path', name, type, path: seq, ...extras };
    }
    case 'hexsides': {
      const list = c.array(raw.hexsides, join(path, 'hexsides'), 400, 'hexsides');
      if (!list) return undefined;
      const sides: (readonly [HexCoord, HexCoord])[] = [];
      let bad = false;
      list.forEach((item, i) => {
        const p = `${path}.hexsides[${i}]`;
        const parts = typeof item === 'string' ? item.split('-') : [];
        const hs = parts.length === 2 ? parts.map((x) => checkHexItem(c, x, p, grid)) : undefined;
        if (!hs) {
          c.report(p, 'board/bad-hex', `${quote(item)} is not a hexside: give two adjacent hexes like "C5-C6"`);
          bad = true;
          return;
        }
        const [a, b] = hs;
        if (!a || !b || a.length !== 1 || b.length !== 1) {
          bad = true;
          return;
        }
        if (directionTo(a[0]!, b[0]!) === undefined) {
          c.report(p, 'board/not-adjacent', `${formatHex(a[0]!)} and ${formatHex(b[0]!)} are not adjacent`);
          bad = true;
          return;
        }
        sides.push([a[0]!, b[0]!]);
      });
      return bad || name === undefined || type === undefined ? undefined : { kind: 'hexsides', name, type, hexsides: sides, ...extras };
    }
  }
}

/**
 * The hex part of a scenario: map size, terrain per hex, paths and hexsides (checked against its
 * ruleset's kit, when there is one for a hex map), zones and starting hexes, then what the kit adds.
 */
export function checkHexScenario(c: Checker, doc: Obj, common: Common, ruleset: string, kit: ScenarioKit | undefined): HexScenario | undefined {
  let board: HexBoard | undefined;
  if (isObj(doc.board)) {
    c.fields(doc.board, 'board', ['kind', 'columns', 'rows']);
    const columns = c.number(doc.board.columns, 'board.columns', { min: 1, max: LIMITS.hexMax, integer: true });
    const rows = c.number(doc.board.rows, 'board.rows', { min: 1, max: LIMITS.hexMax, integer: true });
    if (columns !== undefined && rows !== undefined) board = { kind: 'hex', columns, rows };
  }
  const featureList = doc.features === undefined ? [] : c.array(doc.features, 'features', LIMITS.featuresMax, 'features');
  const features: HexFeature[] = [];
  let featuresOk = featureList !== undefined;
  const taken = new Map<string, string>();
  featureList?.forEach((f, i) => {
    const feature = checkHexFeature(c, f, `features[${i}]`, board, taken, kit);
    if (feature) features.push(feature);
    else featuresOk = false;
  });
  if (featureList) checkNames(c, featureList, 'features');

  const deployment: HexZone[] = [];
  const zoneList = doc.deployment === undefined ? [] : c.array(doc.deployment, 'deployment', 40, 'deployment zones');
  zoneList?.forEach((z, i) => {
    const path = `deployment[${i}]`;
    if (!isObj(z)) {
      c.report(path, 'board/bad-field', 'expected { "side", "name", "hexes" }');
      return;
    }
    c.fields(z, path, ['side', 'name', 'hexes']);
    const side = checkSide(c, z.side, join(path, 'side'), common.sides);
    const name = c.string(z.name, join(path, 'name'));
    const hexes = checkHexList(c, z.hexes, join(path, 'hexes'), board);
    if (side !== undefined && name !== undefined && hexes) deployment.push({ side, name, hexes });
  });

  const positions: HexStart[] = [];
  const posList = doc.positions === undefined ? [] : c.array(doc.positions, 'positions', LIMITS.positionsMax, 'positions');
  const units = new Map<string, number>();
  posList?.forEach((p, i) => {
    const path = `positions[${i}]`;
    if (!isObj(p)) {
      c.report(path, 'board/bad-field', 'expected { "unit", "side"?, "at": "C5" }');
      return;
    }
    c.fields(p, path, ['unit', 'side', 'at']);
    const unit = checkPositionUnit(c, p.unit, path, i, units);
    const side = p.side === undefined ? undefined : checkSide(c, p.side, join(path, 'side'), common.sides);
    const at = checkHexItem(c, p.at, join(path, 'at'), board);
    if (at && at.length !== 1) c.report(join(path, 'at'), 'board/bad-hex', 'give one hex, not a block');
    if (unit !== undefined && at?.length === 1) positions.push({ unit, ...(side === undefined ? {} : { side }), at: at[0]! });
  });

  const extras = checkScenarioFields(c, doc, kit?.fields ?? [], { sides: common.sides, board });

  if (!board || !featuresOk || common.id === undefined || common.name === undefined) return undefined;
  return { ...(common as Common & { id: string; name: string }), ruleset, board, features, deployment, positions, ...extras };
}
