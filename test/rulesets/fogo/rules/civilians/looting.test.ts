import { describe, expect, it } from 'vitest';
import { resistLooting, tempt } from '../../../../../src/rulesets/fogo/rules/civilians/looting.js';
import { moveStand } from '../../../../../src/rulesets/fogo/rules/actions/movement.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, patch, rulesWith, spec, stand, unwrap } from '../fixtures.js';

/** FRELIMO phasing, with Looters near the Portuguese shop; Portugal tempts. */
const base = (): FogoState =>
  game(
    [spec('P', 'rifle-assault'), spec('PL', 'rifle-assault', { traits: ['looter'] })],
    [
      spec('L', 'rifle-bolt-action', { traits: ['looter', 'untrained'], quality: 'green', feature: 'cantina' }),
      spec('N', 'rifle-assault'),
      spec('HN', 'rifle-assault', { hidden: true }),
      spec('PC', 'commander', { rating: 1 }),
    ],
    { initiative: FR, lootable: ['Cantina', 'broken truck'] },
  );

const temptation = (faces: number[], position: 'in' | 'near' = 'in', state = base(), rules = RULES) =>
  tempt(state, { side: PT, stand: 'L', feature: position === 'in' ? 'cantina' : 'broken truck', position }, dice(...faces), rules);

describe('Looter temptation (crossfire-core §2.5)', () => {
  it('GIVEN no hit THEN the move goes on unaffected', () => {
    const r = unwrap(temptation([1, 2, 3, 4]));
    expect(r.result).toMatchObject({ hits: 0, result: 'none', move: 'continues', from: 'ok', to: 'ok', initiative: 'keep' });
    expect(r.state).toEqual(base());
  });

  it.each<[number[], string, string, string]>([
    [[5, 1, 1, 1], 'pin', 'pinned', 'keep'],
    [[5, 6, 1, 1], 'suppress', 'suppressed', 'pass'],
    [[5, 6, 6, 1], 'kill', 'killed', 'pass'],
    [[5, 6, 6, 6], 'kill', 'killed', 'pass'],
  ])('GIVEN faces %j in the feature THEN %s: move aborted, stand %s, initiative %s', (faces, result, to, initiative) => {
    const roller = dice(...faces);
    const r = unwrap(tempt(base(), { side: PT, stand: 'L', feature: 'cantina', position: 'in' }, roller, RULES));
    expect(r.result).toMatchObject({ faces, result, move: 'aborted', to, initiative });
    expect(r.result.part).toBe(roller.parts[0]);
    expect(roller.parts[0]?.spec).toEqual({ op: 'at-least', n: 4, sides: 6, target: 5 });
    expect(r.state.initiative).toBe(initiative === 'pass' ? PT : FR);
  });

  it('GIVEN a hit while near THEN it moves into the feature instead and takes the result', () => {
    const r = unwrap(temptation([5, 1, 1, 1], 'near'));
    expect(r.result).toMatchObject({ move: 'diverted', to: 'pinned', feature: 'broken truck' });
    expect(stand(r.state, 'L').feature).toBe('broken truck');
  });

  it('GIVEN house rule temptation.passesInitiative false THEN even a Kill keeps the initiative', () => {
    const r = unwrap(temptation([5, 6, 6, 1], 'in', base(), rulesWith({ 'temptation.passesInitiative': false })));
    expect(r.result.initiative).toBe('keep');
  });

  it('GIVEN a Suppressed Looter Suppressed again THEN it is killed (accumulation)', () => {
    const s = patch(base(), 'L', { status: 'suppressed' });
    expect(unwrap(temptation([5, 6, 1, 1], 'in', s)).result.to).toBe('killed');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['the phasing side tempting', { side: FR }, 'fogo/phasing-side'],
    ['a stand that is no Looter', { stand: 'N' }, 'fogo/not-a-looter'],
    ['a hidden stand that is no Looter', { stand: 'HN' }, 'fogo/unknown-stand'],
    ['an unknown stand', { stand: 'ZZ' }, 'fogo/unknown-stand'],
    ['an own Looter', { stand: 'PL' }, 'fogo/own-stand'],
    ['a feature that is not lootable', { feature: 'mango grove' }, 'fogo/not-lootable'],
  ])('GIVEN %s THEN %s', (_, change, code) => {
    expectCode(tempt(base(), { side: PT, stand: 'L', feature: 'cantina', position: 'in', ...change }, dice(5, 5, 5, 5), RULES), code);
  });
});

describe('resist looting and entering loot (crossfire-core §2.5)', () => {
  it('GIVEN a rally-from-pin success THEN the move goes ahead', () => {
    const r = unwrap(resistLooting(base(), { side: FR, stand: 'L', feature: 'broken truck' }, dice(5), RULES));
    expect(r.result).toMatchObject({ resisted: true, to: 'ok', initiative: 'keep', roll: { target: 5, targetRule: 'rally.pinned.green' } });
  });

  it('GIVEN failure THEN it moves into the feature and is Pinned; the initiative stays unless the house rule says so', () => {
    const r = unwrap(resistLooting(base(), { side: FR, stand: 'L', feature: 'broken truck' }, dice(4), RULES));
    expect(r.result).toMatchObject({ resisted: false, from: 'ok', to: 'pinned', initiative: 'keep' });
    expect(stand(r.state, 'L')).toMatchObject({ feature: 'broken truck', status: 'pinned' });
    const p = unwrap(resistLooting(base(), { side: FR, stand: 'L', feature: 'broken truck' }, dice(4), rulesWith({ 'resistLooting.failPassesInitiative': true })));
    expect(p.result.initiative).toBe('pass');
  });

  it('GIVEN out of sight and a commander THEN the rally modifiers apply', () => {
    const r = unwrap(resistLooting(base(), { side: FR, stand: 'L', feature: 'broken truck', outOfSight: true, assistedBy: 'PC' }, dice(3), RULES));
    expect(r.result.roll).toMatchObject({ total: 5, success: true });
    expect(r.result.roll.modifiers.map((m) => m.reason)).toEqual(['commander', 'out-of-sight']);
  });

  it('GIVEN bad input THEN codes', () => {
    expectCode(resistLooting(base(), { side: FR, stand: 'N', feature: 'cantina' }, dice(), RULES), 'fogo/not-a-looter');
    expectCode(resistLooting(base(), { side: FR, stand: 'L', feature: 'hut' }, dice(), RULES), 'fogo/not-lootable');
    expectCode(resistLooting(patch(base(), 'L', { status: 'pinned' }), { side: FR, stand: 'L', feature: 'cantina' }, dice(), RULES), 'fogo/stand-pinned');
    expectCode(resistLooting(base(), { side: PT, stand: 'PL', feature: 'cantina' }, dice(), RULES), 'fogo/not-phasing');
  });

  it('GIVEN a Looter moving into a lootable feature THEN it is Pinned at once; others are not', () => {
    const s = patch(base(), 'L', { feature: 'road' });
    const r = unwrap(moveStand(s, { side: FR, stand: 'L', feature: 'CANTINA' }, RULES));
    expect(r.result).toMatchObject({ looting: { from: 'ok', to: 'pinned' } });
    expect(stand(r.state, 'L').status).toBe('pinned');
    const n = unwrap(moveStand(s, { side: FR, stand: 'N', feature: 'cantina' }, RULES));
    expect(n.result.looting).toBeUndefined();
    expect(stand(n.state, 'N').status).toBe('ok');
  });
});

describe('Temptation names only a Looter the tempter can see (the /fogo tempt order)', () => {
  it('GIVEN a hidden enemy Looter, or one off the table THEN the same answer as for no stand at all', () => {
    const hidden = game([spec('P', 'rifle-assault')], [spec('HL', 'rifle-assault', { traits: ['looter'], hidden: true }), spec('OL', 'rifle-assault', { traits: ['looter'], offTable: true })], {
      initiative: FR,
      lootable: ['Cantina'],
    });
    for (const stand of ['HL', 'OL', 'nobody']) {
      expect(tempt(hidden, { side: PT, stand, feature: 'cantina', position: 'in' }, dice(5, 5, 5, 5), RULES)).toEqual({
        ok: false,
        code: 'fogo/unknown-stand',
        params: { stand },
      });
    }
  });
});
