import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatHex } from '../../../src/core/board/hex.js';
import type { ScenarioResult } from '../../../src/core/board/scenario.js';
import { FIRETEAM_TERRAIN, FIRETEAM_TERRAIN_TYPES, describeFireteamTerrain, fireteamTerrainOf } from '../../../src/rulesets/fireteam/rules/table/terrain.js';
import { FOGO_TERRAIN, FOGO_TERRAIN_TYPES } from '../../../src/rulesets/fogo/rules/table/terrain.js';
import { LNL_TERRAIN } from '../../../src/rulesets/lnl/rules/map/terrain.js';
import { parseScenario, validateScenario } from '../../helpers/boards.js';

const DIR = new URL('../../../assets/scenarios/', import.meta.url);

const table = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'test',
  name: 'Test',
  ruleset: 'fogo',
  sides: ['Portugal', 'FRELIMO'],
  board: { kind: 'tabletop', width: 48, height: 72 },
  features: [
    { name: 'Bush', type: 'woods', polygon: [[2, 2], [10, 2], [10, 10]] },
    { name: 'Road', type: 'road', polyline: [[24, 0], [24, 72]] },
  ],
  ...extra,
});

const fireteam = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'ft-test',
  name: 'Fire Team test',
  ruleset: 'fireteam',
  sides: ['Russians', 'Germans'],
  board: { kind: 'tabletop', width: 72, height: 48 },
  features: [
    { name: 'Wood', type: 'woods', polygon: [[2, 2], [10, 2], [10, 10]] },
    { name: 'Hedge', type: 'hedge', polyline: [[20, 0], [20, 48]] },
  ],
  ...extra,
});

const hexes = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'hex-test',
  name: 'Hex test',
  ruleset: 'lnl',
  board: { kind: 'hex', columns: 12, rows: 10 },
  features: [{ name: 'Wood', type: 'woods', hexes: ['C5', 'D5'] }],
  ...extra,
});

function problems(r: ScenarioResult): string[] {
  if (r.ok) throw new Error('expected problems');
  return r.problems.map((p) => p.message);
}

describe('built-in scenarios', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

  it('GIVEN assets/scenarios THEN it holds the two fogo scenarios, the hex hamlet and the Fire Team river crossing', () => {
    expect(files).toEqual(expect.arrayContaining(['fogo-road-ambush.json', 'fogo-paddy-patrol.json', 'lnl-hamlet.json', 'fireteam-river-crossing.json']));
  });

  it.each(files)('GIVEN %s THEN it validates, and its id is its file name', (file) => {
    const r = parseScenario(readFileSync(new URL(file, DIR), 'utf8'));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    expect(`${r.value.id}.json`).toBe(file);
    expect(r.value.features.length).toBeGreaterThan(5);
    expect(r.value.deployment.length).toBeGreaterThan(0);
  });

  it('GIVEN the river crossing THEN a 72×48 table, Russians against Germans, a river with a bridge, a village, woods and hedges', () => {
    const r = parseScenario(readFileSync(new URL('fireteam-river-crossing.json', DIR), 'utf8'));
    if (!r.ok || r.value.ruleset !== 'fireteam') throw new Error('invalid');
    const s = r.value;
    expect(s.board).toEqual({ kind: 'tabletop', width: 72, height: 48 });
    expect(s.sides).toEqual(['Russians', 'Germans']);
    const types = new Set(s.features.map((f) => f.type));
    for (const t of ['river', 'bridge', 'stone-building', 'wooden-building', 'woods', 'hedge', 'road'] as const) expect(types).toContain(t);
    for (const side of s.sides) {
      expect(s.patrolMarkers.filter((p) => p.side === side)).toHaveLength(4);
      expect(s.jumpOffPoints.filter((p) => p.side === side)).toHaveLength(3);
    }
    expect(s.roadEntrances).toHaveLength(2);
  });

  it('GIVEN the paddy patrol THEN it has paddies, dykes, a village, a stream; the hamlet is about 12×10', () => {
    const paddy = parseScenario(readFileSync(new URL('fogo-paddy-patrol.json', DIR), 'utf8'));
    if (!paddy.ok) throw new Error('invalid');
    const types = new Set(paddy.value.features.map((f) => f.type));
    for (const t of ['wet-rice-paddy', 'dry-rice-paddy', 'raised-paddy-dyke', 'structure', 'stream']) expect(types).toContain(t);
    const hamlet = parseScenario(readFileSync(new URL('lnl-hamlet.json', DIR), 'utf8'));
    if (!hamlet.ok || hamlet.value.ruleset !== 'lnl') throw new Error('invalid');
    expect(hamlet.value.board).toEqual({ kind: 'hex', columns: 12, rows: 10 });
  });
});

describe('scenario validation', () => {
  it('GIVEN a minimal table THEN it is accepted with defaults (road width 2″)', () => {
    const r = validateScenario(table());
    if (!r.ok) throw new Error(problems(r).join('\n'));
    expect(r.value.features[1]).toMatchObject({ type: 'road', shape: { kind: 'polyline', width: 2 } });
  });

  it('GIVEN a feature of an unknown type THEN the path, the value and the fogo types are named', () => {
    const r = validateScenario(
      table({ features: [{ name: 'A', type: 'woods', ellipse: { centre: [5, 5], rx: 2, ry: 2 } }, { name: 'B', type: 'road', polyline: [[0, 1], [4, 1]] }, { name: 'Mire', type: 'swamp', polygon: [[1, 1], [4, 1], [4, 4]] }] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'board/bad-scenario', params: { count: 1 } });
    const [msg] = problems(r);
    expect(msg).toMatch(/^features\[2\]\.type: "swamp" is not a fogo terrain type \(woods, jungle, /);
    for (const t of FOGO_TERRAIN_TYPES) expect(msg).toContain(t);
  });

  it('GIVEN a feature outside the table THEN it is refused with the offending point', () => {
    const r = validateScenario(table({ features: [{ name: 'Far wood', type: 'woods', polygon: [[40, 60], [50, 60], [45, 70]] }] }));
    expect(problems(r)).toEqual(['features[0].polygon[1]: 50,60 is outside the 48×72″ table']);
    const e = validateScenario(table({ features: [{ name: 'Hill', type: 'hill', ellipse: { centre: [46, 10], rx: 4, ry: 2 } }] }));
    expect(problems(e)).toEqual(['features[0].ellipse: reaches 42,8 to 50,12, outside the 48×72″ table']);
  });

  it('GIVEN a stand position outside the table THEN it is refused', () => {
    const r = validateScenario(table({ positions: [{ unit: 'CA-1', side: 'Portugal', at: '12,80' }] }));
    expect(problems(r)).toEqual(['positions[0].at: 12,80 is outside the 48×72″ table']);
  });

  it('GIVEN positions with unknown features, sides and a repeated unit THEN each is named', () => {
    const r = validateScenario(
      table({
        positions: [
          { unit: 'CA-1', side: 'Portugal', feature: 'bush' },
          { unit: 'ca-1', side: 'Rhodesia', at: [3, 3] },
          { unit: 'CA-2', feature: 'Swamp' },
          { unit: 'CA-3' },
        ],
      }),
    );
    expect(problems(r)).toEqual([
      'positions[1].unit: "ca-1" already has a position at positions[0]',
      'positions[1].side: "Rhodesia" is not one of the scenario\'s sides (Portugal, FRELIMO)',
      'positions[2].feature: no feature is named "Swamp"',
      'positions[3]: give "at" (a point) or "feature" (a feature name)',
    ]);
  });

  it('GIVEN a two-point polygon, a duplicate name and a wrong shape THEN every problem at once', () => {
    const r = validateScenario(
      table({
        features: [
          { name: 'Bush', type: 'woods', polygon: [[2, 2], [10, 2]] },
          { name: 'bush', type: 'woods', rect: { x: 1, y: 1, width: 2, height: 2 } },
          { name: 'Track', type: 'road', polygon: [[1, 1], [4, 1], [4, 4]] },
          { name: 'Flat', type: 'hill', polygon: [[1, 1], [2, 2], [3, 3]] },
          { name: 'Two', type: 'hill', polygon: [[1, 1], [2, 2], [3, 1]], ellipse: { centre: [1, 1], rx: 1, ry: 1 } },
        ],
      }),
    );
    expect(problems(r)).toEqual([
      'features[0].polygon: a polygon needs at least 3 points, got 2',
      'features[2].polygon: road is a linear feature: give a polyline (with a width)',
      'features[3].polygon: the polygon has no area (its points lie on one line)',
      'features[4]: give only one shape, not polygon and ellipse',
      'features[1].name: "bush" is already the name of features[0]',
    ]);
  });

  it('GIVEN an unknown ruleset, one without a terrain table, or the wrong board kind THEN refused', () => {
    expect(problems(validateScenario(table({ ruleset: 'warhammer' })))).toContain('ruleset: "warhammer" has no boards (boards exist for fogo, fng, lnl, fireteam)');
    expect(problems(validateScenario(hexes({ ruleset: 'fng' })))).toContain('board.kind: fng plays on a tabletop board, not hex');
    expect(problems(validateScenario(hexes({ ruleset: 'fogo' })))).toContain('board.kind: fogo plays on a tabletop board, not hex');
  });

  it('GIVEN attributes on a type whose cover is fixed THEN refused; on a stream THEN kept', () => {
    const r = validateScenario(table({ features: [{ name: 'W', type: 'wall', polyline: [[1, 1], [5, 1]], attributes: { blocksLos: true } }] }));
    expect(problems(r)).toEqual(['features[0].attributes.blocksLos: Wall always has blocksLos no (crossfire-core §1.1.1)']);
    const s = validateScenario(table({ features: [{ name: 'S', type: 'stream', polyline: [[1, 1], [5, 1]], attributes: { blocksLos: false } }] }));
    expect(s.ok && s.value.ruleset === 'fogo' && s.value.features[0]?.attributes).toEqual({ blocksLos: false });
  });

  it('GIVEN unknown fields and a bad board THEN each is named', () => {
    expect(problems(validateScenario(table({ colour: 'red', board: { kind: 'tabletop', width: 2, height: 'x' } })))).toEqual([
      'colour: unknown field (expected id, name, ruleset, description, sides, initiative, board, features, deployment, positions)',
      'board.width: 2 is out of range (6 to 240)',
      'board.height: "x" is not a height in inches',
    ]);
  });

  it('GIVEN broken JSON THEN board/not-json with the line', () => {
    const r = parseScenario('{\n  "id": "x",\n  "name": oops\n}');
    expect(r).toMatchObject({ ok: false, problems: [{ code: 'board/not-json', line: 3 }] });
  });
});

describe('fireteam scenario validation', () => {
  it('GIVEN a minimal fireteam table THEN accepted, with the table default widths and empty point lists', () => {
    const r = validateScenario(fireteam());
    if (!r.ok || r.value.ruleset !== 'fireteam') throw new Error(JSON.stringify(r));
    expect(r.value.features[1]).toMatchObject({ type: 'hedge', shape: { kind: 'polyline', width: 0.75 } });
    expect(r.value).toMatchObject({ jumpOffPoints: [], patrolMarkers: [], roadEntrances: [] });
  });

  it('GIVEN a fogo type in a fireteam scenario and a fireteam type in a fogo one THEN each is named against its own table', () => {
    const [ft] = problems(validateScenario(fireteam({ features: [{ name: 'Kraal', type: 'structure', rect: { x: 1, y: 1, width: 2, height: 2 } }] })));
    expect(ft).toMatch(/^features\[0\]\.type: "structure" is not a fireteam terrain type \(open-ground, field, /);
    for (const t of FIRETEAM_TERRAIN_TYPES) expect(ft).toContain(t);
    expect(problems(validateScenario(table({ features: [{ name: 'Ruin', type: 'ruins', rect: { x: 1, y: 1, width: 2, height: 2 } }] })))[0]).toMatch(
      /^features\[0\]\.type: "ruins" is not a fogo terrain type/,
    );
  });

  it('GIVEN a cover override THEN kept; a bad cover line, a lootable flag or a fogo attribute THEN refused', () => {
    const ok = validateScenario(fireteam({ features: [{ name: 'Tall rye', type: 'field', rect: { x: 1, y: 1, width: 4, height: 4 }, attributes: { cover: 'open', blocksLos: true } }] }));
    if (!ok.ok || ok.value.ruleset !== 'fireteam') throw new Error(JSON.stringify(ok));
    expect(ok.value.features[0]?.attributes).toEqual({ cover: 'open', blocksLos: true });
    const bad = validateScenario(
      fireteam({
        features: [
          { name: 'A', type: 'woods', rect: { x: 1, y: 1, width: 4, height: 4 }, attributes: { cover: 'very hard', directCover: true } },
          { name: 'B', type: 'stone-building', rect: { x: 10, y: 1, width: 4, height: 4 }, lootable: true },
        ],
      }),
    );
    expect(problems(bad)).toEqual([
      'features[0].attributes.directCover: unknown field (expected cover, blocksLos)',
      'features[0].attributes.cover: "very hard" is not a cover line (open, soft, hard)',
      'features[1].lootable: unknown field (expected name, type, polygon, ellipse, rect, polyline, width, attributes, note)',
    ]);
  });

  it('GIVEN jump-off points, patrol markers and road entrances THEN kept with their sides', () => {
    const r = validateScenario(
      fireteam({
        jumpOffPoints: [{ side: 'russians', at: [5, 5], name: 'Wood JOP' }],
        patrolMarkers: [{ side: 'Germans', at: '60,10' }],
        roadEntrances: [{ at: [0, 24], side: 'Russians' }, { at: [72, 30], name: 'East road' }, { at: [30, 47.8] }],
      }),
    );
    if (!r.ok || r.value.ruleset !== 'fireteam') throw new Error(JSON.stringify(r));
    expect(r.value.jumpOffPoints).toEqual([{ side: 'Russians', at: { x: 5, y: 5 }, name: 'Wood JOP' }]);
    expect(r.value.patrolMarkers).toEqual([{ side: 'Germans', at: { x: 60, y: 10 } }]);
    expect(r.value.roadEntrances).toEqual([
      { at: { x: 0, y: 24 }, side: 'Russians' },
      { at: { x: 72, y: 30 }, name: 'East road' },
      { at: { x: 30, y: 47.8 } },
    ]);
  });

  it('GIVEN points off the table, of an unknown side, or a road entrance inside the table THEN each is named', () => {
    const r = validateScenario(
      fireteam({
        jumpOffPoints: [{ side: 'Italians', at: [5, 5] }, { side: 'Russians', at: [80, 5] }],
        patrolMarkers: [{ side: 'Germans', at: [10, -1] }, { at: [1, 1] }, 'here'],
        roadEntrances: [{ at: [30, 30] }, { at: [0, 60] }],
      }),
    );
    expect(problems(r)).toEqual([
      'jumpOffPoints[0].side: "Italians" is not one of the scenario\'s sides (Russians, Germans)',
      'jumpOffPoints[1].at: 80,5 is outside the 72×48″ table',
      'patrolMarkers[0].at: 10,-1 is outside the 72×48″ table',
      'patrolMarkers[1].side: missing: give a side',
      'patrolMarkers[2]: expected { "side", "at": [x, y], "name"? }',
      'roadEntrances[0].at: 30,30 is not on the table edge (within 0.5″ of it)',
      'roadEntrances[1].at: 0,60 is outside the 72×48″ table',
    ]);
    expect(validateScenario(fireteam({ roadEntrances: [{ at: [30, 30] }] }))).toMatchObject({ ok: false, problems: [{ code: 'board/not-on-edge' }] });
  });

  it('GIVEN Fire Team points in a fogo scenario THEN they are unknown fields', () => {
    expect(problems(validateScenario(table({ jumpOffPoints: [] })))).toEqual([
      'jumpOffPoints: unknown field (expected id, name, ruleset, description, sides, initiative, board, features, deployment, positions)',
    ]);
  });
});

describe('hex scenario validation', () => {
  it('GIVEN blocks, paths and hexsides THEN accepted and expanded', () => {
    const r = validateScenario(
      hexes({
        features: [
          { name: 'Paddies', type: 'rice-paddy', hexes: ['A1:B3'] },
          { name: 'Road', type: 'road', path: ['A5', 'B5', 'C5'] },
          { name: 'Wall', type: 'wall', hexsides: ['C5-C6'] },
        ],
      }),
    );
    if (!r.ok || r.value.ruleset !== 'lnl') throw new Error(JSON.stringify(r));
    const [block, road, wall] = r.value.features;
    expect(block?.kind === 'hexes' && block.hexes.map(formatHex)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'B3']);
    expect(road?.kind === 'path' && road.path.map(formatHex)).toEqual(['A5', 'B5', 'C5']);
    expect(wall?.kind === 'hexsides' && wall.hexsides.map(([a, b]) => `${formatHex(a)}-${formatHex(b)}`)).toEqual(['C5-C6']);
  });

  it('GIVEN hexes off the board, a broken path, a hex given twice, a bad type THEN each is named', () => {
    const r = validateScenario(
      hexes({
        features: [
          { name: 'Wood', type: 'woods', hexes: ['C5', 'M3'] },
          { name: 'Road', type: 'road', path: ['A5', 'C5'] },
          { name: 'Huts', type: 'bamboo-building', hexes: ['D5', 'D6'] },
          { name: 'Wood 2', type: 'woods', hexes: ['D6'] },
          { name: 'Bog', type: 'swamp', hexes: ['E1'] },
        ],
        positions: [{ unit: '1st Sqd', at: 'A11' }],
      }),
    );
    const msgs = problems(r);
    expect(msgs).toEqual([
      'features[0].hexes[1]: M3 is off the 12×10 hex map (A1 to L10)',
      'features[1].path[1]: C5 is not next to A5',
      'features[3].hexes: D6 is already "Huts" (bamboo-building): a hex has one terrain type',
      expect.stringMatching(/^features\[4\]\.type: "swamp" is not an lnl terrain type \(clear, brush, /),
      'positions[0].at: A11 is off the 12×10 hex map (A1 to L10)',
    ]);
  });
});

describe('terrain tables', () => {
  it('GIVEN the Fogo Cruzado additions (§2.6) THEN their attributes match the digest', () => {
    expect(FOGO_TERRAIN['wet-rice-paddy']).toMatchObject({ shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'yes' });
    expect(FOGO_TERRAIN['dry-rice-paddy']).toMatchObject({ shape: 'area', indirectCover: 'no', directCover: 'yes', blocksLos: 'no' });
    expect(FOGO_TERRAIN['raised-paddy-dyke']).toMatchObject({ shape: 'linear', indirectCover: 'yes', directCover: 'yes', blocksLos: 'no' });
    for (const grass of ['long-grass', 'elephant-grass'] as const) {
      const { label: _l, source: _s, ...attrs } = FOGO_TERRAIN[grass];
      const { label: _l2, source: _s2, ...field } = FOGO_TERRAIN['field-in-season'];
      expect(attrs).toEqual(field);
    }
    expect(FOGO_TERRAIN.road).toMatchObject({ indirectCover: 'no', directCover: 'no', blocksLos: 'no' });
    expect(FOGO_TERRAIN.entrenchment).toMatchObject({ indirectCover: 'yes', directCover: 'yes', blocksLos: 'no' });
  });

  it('GIVEN the Fire Team table THEN hedges, walls, fences and streams are the linear obstacles and woods slow a move', () => {
    const obstacles = FIRETEAM_TERRAIN_TYPES.filter((t) => FIRETEAM_TERRAIN[t].linearObstacle);
    expect(obstacles).toEqual(['hedge', 'wall', 'fence', 'stream']);
    for (const t of obstacles) expect(FIRETEAM_TERRAIN[t].shape).toBe('linear');
    expect(FIRETEAM_TERRAIN.woods).toMatchObject({ slowGoing: true, blocksLos: true, cover: 'soft' });
    expect(FIRETEAM_TERRAIN['stone-building'].cover).toBe('hard');
    expect(FIRETEAM_TERRAIN.road).toMatchObject({ cover: 'open', slowGoing: false, linearObstacle: false });
    for (const t of FIRETEAM_TERRAIN_TYPES) {
      const row: { shape: string; defaultWidth?: number } = FIRETEAM_TERRAIN[t];
      expect(row.defaultWidth !== undefined, t).toBe(row.shape === 'linear');
    }
  });

  it('GIVEN a Fire Team feature with overrides THEN its row carries them; the legend line says what matters', () => {
    expect(fireteamTerrainOf({ type: 'hedge' })).toBe(FIRETEAM_TERRAIN.hedge);
    expect(fireteamTerrainOf({ type: 'hedge', attributes: { cover: 'hard' } })).toMatchObject({ cover: 'hard', blocksLos: true, linearObstacle: true });
    expect(fireteamTerrainOf({ type: 'field', attributes: { blocksLos: true } })).toMatchObject({ cover: 'soft', blocksLos: true });
    expect(describeFireteamTerrain(FIRETEAM_TERRAIN.hedge)).toBe('soft cover · obstacle −6″ · blocks LOS');
    expect(describeFireteamTerrain(FIRETEAM_TERRAIN.woods)).toBe('soft cover · −1D6 through · blocks LOS');
    expect(describeFireteamTerrain(FIRETEAM_TERRAIN.river)).toBe('no cover · impassable · LOS clear');
  });

  it('GIVEN the LnL table THEN roads and streams run through hexes and walls along hexsides', () => {
    expect(LNL_TERRAIN.road.layer).toBe('path');
    expect(LNL_TERRAIN.stream.layer).toBe('path');
    expect(LNL_TERRAIN.wall.layer).toBe('hexside');
    expect(LNL_TERRAIN.clear.los).toBe('open');
  });
});
