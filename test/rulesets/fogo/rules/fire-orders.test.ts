import { describe, expect, it } from 'vitest';
import type { FogoFeature, FogoScenario } from '../../../../src/rulesets/fogo/rules/table/scenario.js';
import {
  directFireOrder,
  fireAtSneakerOrder,
  reactiveFireAtSneakerOrder,
  reactiveFireOrder,
  reconByFireOrder,
} from '../../../../src/rulesets/fogo/rules/fire-orders.js';
import { coverAgainstBoard, targetCover } from '../../../../src/rulesets/fogo/rules/fire/terrain-cover.js';
import { directFireText } from '../../../../src/rulesets/fogo/play/format.js';
import { namer } from '../../../../src/rulesets/fogo/play/session.js';
import { volleyOf } from '../../../../src/rulesets/fogo/rules/fire/volley.js';
import { FR, PT, RULES, dice, expectCode, game, spec, unwrap } from './fixtures.js';

const rect = { kind: 'rect', x: 0, y: 0, width: 10, height: 10, rotation: 0 } as const;
const feature = (name: string, type: FogoFeature['type']): FogoFeature => ({ name, type, shape: rect });
const board: FogoScenario = {
  id: 'test',
  name: 'Test',
  sides: [],
  ruleset: 'fogo',
  board: { kind: 'tabletop', width: 48, height: 48 },
  features: [feature('Mato', 'woods'), feature('Vala', 'ditch'), feature('Trincheira', 'entrenchment')],
  deployment: [],
  positions: [],
};

/** Portugal phasing; FRELIMO in the woods, in a ditch, and one hidden in the woods. */
const s = () =>
  game(
    [spec('R1', 'rifle-assault'), spec('R2', 'rifle-assault'), spec('PC', 'commander', { rating: 1 })],
    [
      spec('W', 'rifle-assault', { feature: 'mato' }),
      spec('D', 'rifle-assault', { feature: 'Vala' }),
      spec('T', 'rifle-assault', { feature: 'Trincheira' }),
      spec('HIDDEN-1', 'rifle-assault', { feature: 'Vala', hidden: true }),
    ],
  );

describe('a volley as ordered (crossfire-core §1.4.5)', () => {
  it('GIVEN a leader THEN a fire group; a director THEN a crossfire; neither THEN the firers alone', () => {
    expect(unwrap(volleyOf({ side: PT, firers: ['R1', 'R2'], leader: 'R1' }))).toEqual({ side: PT, firers: ['R1', 'R2'], group: { kind: 'fire-group', leader: 'R1' } });
    expect(unwrap(volleyOf({ side: PT, firers: ['R1'], director: 'PC' }))).toEqual({ side: PT, firers: ['R1'], group: { kind: 'crossfire', director: 'PC' } });
    expect(unwrap(volleyOf({ side: PT, firers: ['R1'], leader: undefined, director: undefined }))).toEqual({ side: PT, firers: ['R1'] });
  });

  it('GIVEN both a leader and a director THEN the order is refused before any die', () => {
    expectCode(volleyOf({ side: PT, firers: ['R1'], leader: 'R1', director: 'PC' }), 'fogo/two-groups');
    const roller = dice();
    expectCode(directFireOrder(s(), { side: PT, firers: ['R1'], leader: 'R1', director: 'PC', target: 'W' }, board, roller, RULES), 'fogo/two-groups');
    expectCode(reconByFireOrder(s(), { side: PT, firers: ['R1'], leader: 'R1', director: 'PC', feature: 'Mato' }, roller, RULES), 'fogo/two-groups');
    expectCode(fireAtSneakerOrder(s(), { side: PT, firers: ['R1'], leader: 'R1', director: 'PC', sneaker: 'S1', cover: 'open' }, roller, RULES), 'fogo/two-groups');
    expectCode(reactiveFireAtSneakerOrder(s(), { side: FR, firers: ['W'], leader: 'W', director: 'D', sneaker: 'S1', cover: 'open' }, roller, RULES), 'fogo/two-groups');
    expect(roller.parts).toEqual([]);
  });
});

describe("a target's cover, declared or from its terrain (crossfire-core §1.1.1)", () => {
  it('GIVEN a declared cover THEN it stands, whatever the terrain', () => {
    expect(unwrap(targetCover('bunker', board, s(), PT, 'W'))).toBe('bunker');
  });

  it('GIVEN none declared THEN the feature the seen target stands in gives it', () => {
    expect(unwrap(targetCover(undefined, board, s(), PT, 'W'))).toBe('cover');
    expect(unwrap(targetCover(undefined, board, s(), PT, 'T'))).toBe('entrenched');
    expect(unwrap(targetCover(undefined, undefined, s(), PT, 'W'))).toBe('open');
  });

  it('GIVEN terrain whose cover the scenario must settle THEN the firer is asked to declare it', () => {
    expect(targetCover(undefined, board, s(), PT, 'D')).toMatchObject({ ok: false, code: 'board/cover-needed', params: { feature: 'Vala' } });
  });

  it("GIVEN a declared cover the board reads otherwise THEN the board's reading is told beside it; agreeing, none declared, no board or a hidden stand THEN nothing", () => {
    expect(coverAgainstBoard('open', board, s(), PT, 'W')).toBe('cover');
    expect(coverAgainstBoard('cover', board, s(), PT, 'W')).toBeUndefined();
    expect(coverAgainstBoard(undefined, board, s(), PT, 'W')).toBeUndefined();
    expect(coverAgainstBoard('open', undefined, s(), PT, 'W')).toBeUndefined();
    expect(coverAgainstBoard('cover', board, s(), PT, 'HIDDEN-1')).toBeUndefined();
    // A ditch's cover is the scenario's to settle: the board has no reading to set against the side's.
    expect(coverAgainstBoard('open', board, s(), PT, 'D')).toBeUndefined();
  });

  it('GIVEN a hidden target THEN its terrain is never read: the answer is the open, as for no stand at all', () => {
    expect(unwrap(targetCover(undefined, board, s(), PT, 'HIDDEN-1'))).toBe('open');
    expect(unwrap(targetCover(undefined, board, s(), PT, 'nobody'))).toBe('open');
  });
});

describe('the fire orders take the grouping and the cover the order gives', () => {
  it('GIVEN direct fire at a stand in the woods, no cover declared THEN it is fired at in cover', () => {
    const r = unwrap(directFireOrder(s(), { side: PT, firers: ['R1'], target: 'W' }, board, dice(6, 6, 6, 6, 6, 6), RULES));
    expect(r.result).toMatchObject({ cover: 'cover', target: 'W' });
  });

  it("GIVEN direct fire declaring the open at a stand in the woods THEN fired at in the open, and the post says it was the side's word against the board", () => {
    const r = unwrap(directFireOrder(s(), { side: PT, firers: ['R1'], target: 'W', cover: 'open' }, board, dice(6, 6, 6, 6, 6, 6), RULES));
    expect(r.result).toMatchObject({ cover: 'open', boardCover: 'cover' });
    expect(directFireText(r.result, namer((id) => id, () => true))).toContain('fires at W (open, declared: the board reads cover)');
  });

  it('GIVEN reactive fire at an assaulting stand THEN the assault and the terrain cover reach the fire', () => {
    const fr = game([spec('M', 'rifle-assault', { feature: 'Mato' })], [spec('E', 'rifle-assault')], { initiative: PT });
    const r = unwrap(reactiveFireOrder(fr, { side: FR, firers: ['E'], target: 'M', assault: true }, board, dice(1, 1, 1, 1, 1, 1), RULES));
    expect(r.result).toMatchObject({ cover: 'cover', assault: true });
  });
});
