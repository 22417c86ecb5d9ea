import { describe, expect, it } from 'vitest';
import type { FogoFeature, FogoScenario } from '../../../../src/rulesets/fogo/rules/table/scenario.js';
import { concealTrailInput } from '../../../../src/rulesets/fogo/rules/fieldcraft/conceal-trail.js';
import { BUILT_IN_FORCE_IDS, deployForce } from '../../../../src/rulesets/fogo/rules/forces/force-deployment.js';
import { declareLootable } from '../../../../src/rulesets/fogo/rules/civilians/looting.js';
import { isLootable } from '../../../../src/rulesets/fogo/rules/actions/movement.js';
import { placeStand, tableSpot } from '../../../../src/rulesets/fogo/rules/table/placement.js';
import { gmCorrection } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, expectCode, game, spec, stand, unwrap } from './fixtures.js';

const rect = (x: number, y: number) => ({ kind: 'rect', x, y, width: 10, height: 10, rotation: 0 }) as const;
const woods: FogoFeature = { name: 'Mato', type: 'woods', shape: rect(0, 0) };
const hut: FogoFeature = { name: 'Palhota', type: 'structure', shape: rect(5, 5) };
const board: FogoScenario = {
  id: 'test',
  name: 'Test',
  sides: [],
  ruleset: 'fogo',
  board: { kind: 'tabletop', width: 48, height: 36 },
  features: [woods, hut],
  deployment: [],
  positions: [],
};

describe('the GM declares the lootable features (crossfire-core §2.5)', () => {
  it('GIVEN a comma-separated list THEN it replaces the last one, each name trimmed, blanks dropped', () => {
    const s = unwrap(declareLootable(game([], [], { lootable: ['Old'] }), ' Casa Branca, cantina ,, broken-down truck'));
    expect(s.lootableFeatures).toEqual(['Casa Branca', 'cantina', 'broken-down truck']);
    expect(isLootable(s, 'CANTINA')).toBe(true);
    expect(isLootable(s, 'Old')).toBe(false);
  });

  it('GIVEN no name, or one over 60 characters THEN refused', () => {
    expectCode(declareLootable(game([], []), ' , ,'), 'fogo/bad-feature');
    expectCode(declareLootable(game([], []), `cantina, ${'x'.repeat(61)}`), 'fogo/bad-feature');
    expect(unwrap(declareLootable(game([], []), 'x'.repeat(60))).lootableFeatures).toHaveLength(1);
  });
});

describe("the GM's correction of a stand", () => {
  it('GIVEN a correction that changes nothing THEN refused before the stand is even looked for', () => {
    expectCode(gmCorrection(game([spec('P', 'rifle-assault')], []), 'P', {}), 'fogo/nothing-to-change');
    expectCode(gmCorrection(game([], []), 'nobody', {}), 'fogo/nothing-to-change');
    expectCode(gmCorrection(game([], []), 'nobody', { hidden: true }), 'fogo/unknown-stand');
  });

  it('GIVEN one change THEN it is made', () => {
    expect(stand(unwrap(gmCorrection(game([spec('P', 'rifle-assault')], []), 'P', { status: 'pinned' })), 'P').status).toBe('pinned');
  });
});

describe('a stand placed on the table (crossfire-core §1.1.1: its feature gives it its cover)', () => {
  it('GIVEN a spot in two overlapping features THEN the topmost one is its feature; in none THEN the open', () => {
    expect(unwrap(tableSpot(board, '7,7'))).toEqual({ at: { x: 7, y: 7 }, feature: 'Palhota' });
    expect(unwrap(tableSpot(board, '2,2'))).toEqual({ at: { x: 2, y: 2 }, feature: 'Mato' });
    expect(unwrap(tableSpot(board, '40,30'))).toEqual({ at: { x: 40, y: 30 } });
  });

  it('GIVEN no table, a spot that is no point, or one off the edges THEN refused, in that order', () => {
    expectCode(tableSpot(undefined, '60,10'), 'board/none');
    expectCode(tableSpot(board, 'here'), 'board/bad-point');
    expect(tableSpot(board, '60,10')).toEqual({ ok: false, code: 'board/off-table', params: { at: '60,10', width: 48, height: 36 } });
    expectCode(tableSpot(board, '-1,0'), 'board/off-table');
    expect(unwrap(tableSpot(board, '48,36')).at).toEqual({ x: 48, y: 36 });
  });

  it('GIVEN a stand in a feature placed in the open THEN it is at the spot and in no feature', () => {
    const s = game([spec('P', 'rifle-assault', { feature: 'Mato' })], []);
    const inOpen = placeStand(s, stand(s, 'P'), unwrap(tableSpot(board, '40,30')));
    expect(stand(inOpen.state, 'P').position).toEqual({ x: 40, y: 30 });
    expect(stand(inOpen.state, 'P').feature).toBeUndefined();
    expect(stand(placeStand(s, stand(s, 'P'), unwrap(tableSpot(board, '7,7'))).state, 'P').feature).toBe('Palhota');
  });
});

describe('a whole force deployed (crossfire-core §2.1–§2.3)', () => {
  it('GIVEN both a built-in force and a file, or neither THEN refused', () => {
    expectCode(deployForce(game([], []), PT, {}), 'fogo/force-source');
    expectCode(deployForce(game([], []), PT, { builtin: 'cacadores-combat-group', file: '{}' }), 'fogo/force-source');
  });

  it('GIVEN a built-in force hidden THEN every stand of it deploys hidden for the side', () => {
    expect(BUILT_IN_FORCE_IDS).toContain('frelimo-group');
    const r = unwrap(deployForce(game([], []), FR, { builtin: 'frelimo-group' }, { hidden: true }));
    const deployed = r.state.stands.filter((x) => x.side === FR);
    expect(deployed.map((x) => x.id)).toEqual(r.force.stands.map((x) => x.id));
    expect(deployed.every((x) => x.hidden)).toBe(true);
  });

  it('GIVEN a malformed file THEN every problem, each at the line its stand starts on', () => {
    const text = JSON.stringify({ name: 'Bad', troopType: 'frelimo', stands: [{ id: 'B1', type: 'tank', quality: 'regular', fieldcraft: 1 }] }, null, 2);
    const r = deployForce(game([], []), FR, { file: text });
    expect(r.ok).toBe(false);
    if (r.ok || !('problems' in r)) throw new Error('expected the problems of the file');
    expect(r.problems).toEqual([expect.objectContaining({ path: 'stands[0].type', line: 5 })]);
  });
});

describe('Conceal Trail as ordered (crossfire-core §2.7.5)', () => {
  it('GIVEN a Spoor THEN it is wiped by the Sneaker, else by the stand named; neither THEN the Sneaker is asked for', () => {
    expect(unwrap(concealTrailInput({ side: FR, spoor: 'SP1', sneaker: 'S1', stand: 'F1', attest: true }))).toEqual({
      side: FR,
      variant: 'remove-spoor',
      spoor: 'SP1',
      by: { sneaker: 'S1' },
      attest: { atSpoor: true },
    });
    expect(unwrap(concealTrailInput({ side: FR, spoor: 'SP1', stand: 'F1' }))).toMatchObject({ by: { stand: 'F1' }, attest: { atSpoor: false } });
    expect(concealTrailInput({ side: FR, spoor: 'SP1' })).toEqual({ ok: false, code: 'input/missing-option', params: { option: 'sneaker' } });
  });

  it('GIVEN no Spoor THEN the Sneaker splits, the stands listed going to the new one (none: a dummy)', () => {
    expect(unwrap(concealTrailInput({ side: FR, sneaker: 'S1', stands: ['F1'], position: 'by the tree', rollNumber: 4 }))).toEqual({
      side: FR,
      rollNumber: 4,
      variant: 'split',
      sneaker: 'S1',
      toNewSneaker: ['F1'],
      position: 'by the tree',
    });
    expect(unwrap(concealTrailInput({ side: FR, sneaker: 'S1' }))).toMatchObject({ variant: 'split', toNewSneaker: [] });
    expectCode(concealTrailInput({ side: FR }), 'input/missing-option');
  });
});
