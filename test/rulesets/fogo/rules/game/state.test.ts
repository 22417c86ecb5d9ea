import { describe, expect, it } from 'vitest';
import {
  addStands,
  correctStand,
  createFogoState,
  enemyTarget,
  ownStand,
  removeStand,
  setGroundHug,
  type FogoState,
} from '../../../../../src/rulesets/fogo/rules/game/state.js';
import type { StandSpec } from '../../../../../src/rulesets/fogo/rules/troops/stand-validation.js';
import { FR, PT, expectCode, game, spec, stand, unwrap } from '../fixtures.js';

const empty = (): FogoState => unwrap(createFogoState({ sides: [PT, FR], initiative: PT }));

describe('createFogoState', () => {
  it('GIVEN two sides THEN the named one starts, initiative 1, nothing used', () => {
    const s = unwrap(createFogoState({ sides: [PT, FR], initiative: 'frelimo', lootableFeatures: ['shop'] }));
    expect(s).toMatchObject({ initiative: FR, initiativeCount: 1, stands: [], crossfiresUsed: {}, lootableFeatures: ['shop'], helicopters: [] });
  });

  it('GIVEN one side, duplicate sides or an unknown starter THEN refused', () => {
    expectCode(createFogoState({ sides: [PT], initiative: PT }), 'fogo/bad-sides');
    expectCode(createFogoState({ sides: [PT, 'portugal'], initiative: PT }), 'fogo/bad-sides');
    expectCode(createFogoState({ sides: [PT, FR], initiative: 'UNITA' }), 'fogo/unknown-side');
  });
});

describe('addStands', () => {
  it('GIVEN specs THEN stands start OK, unmarked, Dragoons mounted, a Commissar rated 0', () => {
    const s = unwrap(addStands(empty(), 'portugal', [spec('R1', 'rifle-assault'), spec('DR', 'dragoons'), spec('K', 'commissar')]));
    expect(stand(s, 'R1')).toEqual({
      id: 'R1',
      type: 'rifle-assault',
      quality: 'regular',
      fieldcraft: 1,
      side: PT,
      traits: [],
      status: 'ok',
      noFire: false,
      groundHug: false,
      hidden: false,
    });
    expect(stand(s, 'DR').mounted).toBe(true);
    expect(stand(s, 'K').rating).toBe(0);
  });

  it.each<[string, StandSpec[], string, string]>([
    ['a duplicate id (any case)', [spec('R1', 'rifle-assault'), spec('r1', 'smg')], 'fogo/duplicate-stand', 'stands[1].id'],
    ['an unknown type', [{ ...spec('X', 'smg'), type: 'tank' as never }], 'fogo/unknown-stand-type', 'stands[0].type'],
    ['fieldcraft 4', [spec('X', 'smg', { fieldcraft: 4 as never })], 'fogo/bad-fieldcraft', 'stands[0].fieldcraft'],
    ['a bad quality', [spec('X', 'smg', { quality: 'elite' as never })], 'fogo/bad-quality', 'stands[0].quality'],
    ['an unknown trait', [spec('X', 'smg', { traits: ['brave' as never] })], 'fogo/unknown-trait', 'stands[0].traits[0]'],
    ['a rating on a rifle team', [spec('X', 'smg', { rating: 1 })], 'fogo/not-for-this-type', 'stands[0].rating'],
    ['a commander without echelon', [{ id: 'C', type: 'commander', quality: 'regular', fieldcraft: 0, rating: 1 }], 'fogo/missing-field', 'stands[0].echelon'],
    ['a bad id', [spec('bad id', 'smg')], 'fogo/bad-stand-id', 'stands[0].id'],
    ['an unknown commander', [spec('X', 'smg', { commandedBy: 'NOPE' })], 'fogo/unknown-commander', 'stands[0].commandedBy'],
    ['a rifle team as commander', [spec('A', 'smg'), spec('X', 'smg', { commandedBy: 'A' })], 'fogo/unknown-commander', 'stands[1].commandedBy'],
    ['a Bazooka attached to an MMG', [spec('M', 'mmg'), spec('B', 'bazooka', { attachedTo: 'M' })], 'fogo/bad-attachment', 'stands[1].attachedTo'],
    ['mounted on a rifle team', [spec('X', 'smg', { mounted: true })], 'fogo/not-for-this-type', 'stands[0].mounted'],
  ])('GIVEN %s THEN %s at %s', (_, specs, code, path) => {
    expect(addStands(empty(), PT, specs)).toMatchObject({ ok: false, code, params: { path } });
  });

  it('GIVEN an id used by the other side THEN accepted (ids are unique per side); by the same side or an unknown side THEN refused', () => {
    const s = unwrap(addStands(empty(), PT, [spec('A1', 'smg')]));
    expect(unwrap(addStands(s, FR, [spec('a1', 'smg')])).stands.map((x) => [x.side, x.id])).toEqual([[PT, 'A1'], [FR, 'a1']]);
    expect(addStands(s, PT, [spec('a1', 'smg')])).toMatchObject({ ok: false, code: 'fogo/duplicate-stand', params: { path: 'stands[0].id' } });
    expectCode(addStands(s, 'UNITA', [spec('B1', 'smg')]), 'fogo/unknown-side');
  });

  it('GIVEN a commander already on the table THEN new stands may report to him', () => {
    const s = unwrap(addStands(empty(), PT, [spec('PC', 'commander')]));
    expect(addStands(s, PT, [spec('R', 'smg', { commandedBy: 'pc' })]).ok).toBe(true);
  });
});

describe('finding stands without leaking hidden ones', () => {
  const s = (): FogoState => game([spec('R', 'rifle-assault')], [spec('V', 'rifle-assault'), spec('H', 'rifle-assault', { hidden: true }), spec('O', 'smg', { offTable: true })]);

  it('GIVEN ids THEN own stands are found case-insensitively', () => {
    expect(unwrap(ownStand(s(), PT, 'r')).id).toBe('R');
  });

  it('GIVEN an enemy stand THEN a seen one is "not yours", a hidden or off-table one is unknown', () => {
    expectCode(ownStand(s(), PT, 'V'), 'fogo/not-your-stand');
    expectCode(ownStand(s(), PT, 'H'), 'fogo/unknown-stand');
    expectCode(ownStand(s(), PT, 'O'), 'fogo/unknown-stand');
    expectCode(enemyTarget(s(), PT, 'H'), 'fogo/unknown-stand');
    expectCode(enemyTarget(s(), PT, 'R'), 'fogo/own-stand');
    expect(unwrap(enemyTarget(s(), PT, 'v')).id).toBe('V');
  });
});

describe('GM corrections', () => {
  const s = (): FogoState => game([spec('R', 'rifle-assault', { feature: 'hut' }), spec('U', 'rifle-bolt-action', { traits: ['untrained'] })], []);

  it('GIVEN a correction THEN status and markers change; feature null clears it', () => {
    const c = unwrap(correctStand(s(), 'r', { status: 'pinned', noFire: true, feature: null }));
    expect(stand(c, 'R')).toMatchObject({ status: 'pinned', noFire: true });
    expect(stand(c, 'R').feature).toBeUndefined();
    expect(stand(unwrap(correctStand(s(), 'R', { feature: 'kraal' })), 'R').feature).toBe('kraal');
  });

  it('GIVEN an Untrained stand THEN it may not ground hug', () => {
    expectCode(correctStand(s(), 'U', { groundHug: true }), 'fogo/cannot-ground-hug');
    expectCode(setGroundHug(s(), { side: PT, stand: 'U', on: true }), 'fogo/cannot-ground-hug');
    expect(stand(unwrap(setGroundHug(s(), { side: PT, stand: 'R', on: true })), 'R').groundHug).toBe(true);
  });

  it('GIVEN mounted on a non-Dragoon, or an unknown stand THEN refused', () => {
    expectCode(correctStand(s(), 'R', { mounted: true }), 'fogo/not-for-this-type');
    expectCode(correctStand(s(), 'Z', {}), 'fogo/unknown-stand');
  });

  it('GIVEN removal THEN the stand is gone', () => {
    expect(unwrap(removeStand(s(), 'R')).stands.map((x) => x.id)).toEqual(['U']);
    expectCode(removeStand(s(), 'Z'), 'fogo/unknown-stand');
  });
});
