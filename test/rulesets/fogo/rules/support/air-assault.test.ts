import { describe, expect, it } from 'vitest';
import { addHelicopter, advanceHelicopter, boardHelicopter } from '../../../../../src/rulesets/fogo/rules/support/air-assault.js';
import { helicopterSlots, standSlots } from '../../../../../src/rulesets/fogo/rules/game/helicopters.js';
import { applyInitiative } from '../../../../../src/rulesets/fogo/rules/game/initiative.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { viewFogo } from '../../../../../src/rulesets/fogo/rules/view.js';
import { FR, PT, RULES, expectCode, game, rulesWith, spec, stand, unwrap } from '../fixtures.js';

const base = (): FogoState => {
  const s = game(
    [
      spec('PC', 'commander', { offTable: true }),
      spec('CT', 'command-team', { offTable: true }),
      spec('R1', 'rifle-assault', { offTable: true }),
      spec('R2', 'rifle-assault', { offTable: true }),
      spec('SC', 'scout', { offTable: true }),
      spec('BZ', 'bazooka', { offTable: true }),
      spec('DR', 'dragoons', { offTable: true }),
      spec('ON', 'rifle-assault'),
    ],
    [spec('E', 'rifle-assault')],
  );
  const a = unwrap(addHelicopter(s, { side: PT, id: 'H1', type: 'alouette-iii' }));
  return unwrap(addHelicopter(a, { side: PT, id: 'H2', type: 'puma' }));
};

/** Two changes of initiative: the next friendly one. */
const nextOwn = (s: FogoState) => applyInitiative(applyInitiative(s, 'pass', RULES), 'pass', RULES);

describe('helicopter slots (crossfire-core §2.8)', () => {
  it('GIVEN the types THEN Alouette III 2, Puma 6, gunship 0 by house rule', () => {
    expect(helicopterSlots('alouette-iii', RULES)).toBe(2);
    expect(helicopterSlots('puma', RULES)).toBe(6);
    expect(helicopterSlots('alouette-iii-gunship', RULES)).toBe(0);
    expect(helicopterSlots('alouette-iii-gunship', rulesWith({ 'helicopter.gunshipSlots': 2 }))).toBe(2);
  });

  it('GIVEN stands THEN a small team 1, a large team 2, a Commander 0, a Command Team 2', () => {
    expect(['SC', 'BZ', 'R1', 'PC', 'CT'].map((id) => standSlots(stand(base(), id)))).toEqual([1, 1, 2, 0, 2]);
  });

  it('GIVEN an Alouette III THEN a rifle team and a commander fit; another small team does not', () => {
    const s = unwrap(boardHelicopter(base(), { side: PT, helicopter: 'H1', stands: ['R1', 'PC'] }, RULES));
    expect(stand(s, 'R1').embarkedIn).toBe('H1');
    expect(boardHelicopter(s, { side: PT, helicopter: 'H1', stands: ['SC'] }, RULES)).toMatchObject({
      ok: false,
      code: 'fogo/helicopter-full',
      params: { slots: 3, capacity: 2 },
    });
  });

  it.each<[string, string[], string]>([
    ['mounted Dragoons', ['DR'], 'fogo/cannot-board'],
    ['a stand on the table', ['ON'], 'fogo/not-off-table'],
    ['an enemy stand', ['E'], 'fogo/not-your-stand'],
    ['a stand twice', ['SC', 'SC'], 'fogo/listed-twice'],
  ])('GIVEN %s boarding THEN %s', (_, stands, code) => {
    expectCode(boardHelicopter(base(), { side: PT, helicopter: 'H2', stands }, RULES), code);
  });

  it('GIVEN a duplicate or enemy helicopter THEN refused; an id only the enemy uses is free', () => {
    expectCode(addHelicopter(base(), { side: PT, id: 'h1', type: 'puma' }), 'fogo/duplicate-helicopter');
    expectCode(addHelicopter(base(), { side: PT, id: 'r1', type: 'puma' }), 'fogo/duplicate-helicopter');
    expectCode(addHelicopter(base(), { side: FR, id: 'h1', type: 'puma' }), 'ok');
    expectCode(boardHelicopter(base(), { side: FR, helicopter: 'H1', stands: [] }, RULES), 'fogo/unknown-helicopter');
  });
});

describe('the three-initiative air assault (crossfire-core §2.8)', () => {
  it('GIVEN a loaded Puma THEN it hovers, lands a later initiative, then takes off a later one still', () => {
    let s = unwrap(boardHelicopter(base(), { side: PT, helicopter: 'H2', stands: ['CT', 'R1', 'R2'] }, RULES));
    const hover = unwrap(advanceHelicopter(s, { side: PT, helicopter: 'H2', landingZone: 'LZ Alpha' }));
    expect(hover.result).toMatchObject({ phase: 'hovering', landingZone: 'LZ Alpha', dismounted: [], initiative: 'keep' });
    expectCode(advanceHelicopter(hover.state, { side: PT, helicopter: 'H2' }), 'fogo/helicopter-must-wait');
    s = nextOwn(hover.state);
    const land = unwrap(advanceHelicopter(s, { side: PT, helicopter: 'H2' }));
    expect(land.result).toMatchObject({ phase: 'landed', dismounted: ['CT', 'R1', 'R2'] });
    expect(stand(land.state, 'R1')).toMatchObject({ feature: 'LZ Alpha', hidden: false });
    expect(stand(land.state, 'R1').embarkedIn).toBeUndefined();
    expect(stand(land.state, 'R1').offTable).toBeUndefined();
    expectCode(advanceHelicopter(land.state, { side: PT, helicopter: 'H2' }), 'fogo/helicopter-must-wait');
    const away = unwrap(advanceHelicopter(nextOwn(land.state), { side: PT, helicopter: 'H2' }));
    expect(away.result.phase).toBe('departed');
    expectCode(advanceHelicopter(nextOwn(away.state), { side: PT, helicopter: 'H2' }), 'fogo/helicopter-phase');
  });

  it('GIVEN no landing zone when leaving base, or the other side phasing THEN refused', () => {
    expectCode(advanceHelicopter(base(), { side: PT, helicopter: 'H1' }), 'fogo/bad-feature');
    expectCode(advanceHelicopter(applyInitiative(base(), 'pass', RULES), { side: PT, helicopter: 'H1', landingZone: 'LZ' }), 'fogo/not-phasing');
  });

  it('GIVEN helicopters THEN the enemy sees only those over the table, never who is aboard', () => {
    const s = unwrap(boardHelicopter(base(), { side: PT, helicopter: 'H2', stands: ['R1'] }, RULES));
    const hover = unwrap(advanceHelicopter(s, { side: PT, helicopter: 'H2', landingZone: 'LZ' })).state;
    const enemy = viewFogo(hover, { kind: 'member', userId: 'u2', side: FR, gm: false });
    expect(enemy.helicopters).toEqual([{ id: 'H2', side: PT, type: 'puma', phase: 'hovering', landingZone: 'LZ' }]);
    expect(enemy.stands.map((x) => x.id)).toEqual(['ON', 'E']);
    const own = viewFogo(hover, { kind: 'member', userId: 'u1', side: PT, gm: false });
    expect(own.helicopters.find((h) => h.id === 'H2')?.passengers).toEqual(['R1']);
    expect(own.helicopters).toHaveLength(2);
  });
});
