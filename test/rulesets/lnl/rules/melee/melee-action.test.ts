import { describe, expect, it } from 'vitest';
import { meleeAction } from '../../../../../src/rulesets/lnl/rules/melee/melee-action.js';
import type { LnlState } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { US, VC, dice, expectCode, game, hex, leader, patch, rider, squad, tank, unit, unwrap, weapon } from '../fixtures-game.js';

const melee = (s: LnlState, chosen: string[] | undefined, faces: number[], side = US) => {
  const d = dice(...faces);
  const r = unwrap(meleeAction(s, side, hex('D4'), chosen, d));
  expect(d.remaining).toBe(0);
  return r;
};
/** US squad (FP 3) and a leader (LM 1) against two VC squads, all in D4. */
const brawl = () => game([squad('1st', 'D4'), leader('Lt', 'D4', 1)], [squad('VC1', 'D4'), squad('VC2', 'D4')]);

describe('meleeAction (LnL player aid, Melee Summary 8.0)', () => {
  it('GIVEN chosen defenders THEN only they are attacked; both sides roll before losses; a GO leader adds his LM', () => {
    // 4 vs 3 → 3-2, kill 7: 3 + 3 + LM 1 = 7 kills VC1. Counter 3 vs 4 → 1-1, kill 8: 2 + 3 = 5 misses.
    const r = melee(brawl(), ['VC1'], [3, 3, 2, 3]);
    expect(r.result).toMatchObject({ hex: hex('D4'), attackers: ['1st', 'Lt'], defenders: ['VC1'] });
    expect(r.result.round.attack).toMatchObject({ attackFp: { total: 4 }, defenceFp: { total: 3 }, odds: { column: '3-2', killNumber: 7 }, modifiers: [{ reason: 'leadership', value: 1 }], total: 7, kills: true });
    expect(r.result.round.counterattack).toMatchObject({ odds: { column: '1-1', killNumber: 8 }, modifiers: [], total: 5, kills: false });
    expect(r.result.round.eliminated).toEqual(['VC1']);
    expect(unit(r.state, 'VC1').status).toBe('eliminated');
    expect(unit(r.state, 'VC2').status).toBe('good-order');
    expect(unit(r.state, '1st').status).toBe('good-order');
  });

  it('GIVEN no choice THEN every defender; both attacks may kill, and all fall together', () => {
    // 4 vs 6 → 2-3, kill 9: 4 + 4 + 1 = 9 kills both. Counter 6 vs 4 → 3-2, kill 7: 6 + 1 = 7 kills both attackers.
    const r = melee(brawl(), undefined, [4, 4, 6, 1]);
    expect(r.result.defenders).toEqual(['VC1', 'VC2']);
    expect(r.result.round.attack?.odds.column).toBe('2-3');
    expect(r.result.round.counterattack?.odds.column).toBe('3-2');
    expect(r.result.round.eliminated).toEqual(['VC1', 'VC2', '1st', 'Lt']);
    for (const id of ['VC1', 'VC2', '1st', 'Lt']) expect(unit(r.state, id).status).toBe('eliminated');
  });

  it('GIVEN melee-eligible SWs THEN they add their FP; the weapons of the fallen stay in the hex, uncarried', () => {
    const s = game([squad('1st', 'D4'), leader('Lt', 'D4', 1)], [squad('VC1', 'D4'), weapon('MG', 'VC1', { melee: true }), weapon('Mtr', 'VC1', { firepower: 4 })]);
    // 4 vs 3 + MG 2 = 5 → 1-1, kill 8: 4 + 3 + 1 = 8 kills. Counter 5 vs 4 → 3-2, kill 7: 1 + 1 misses.
    const r = melee(s, undefined, [4, 3, 1, 1]);
    expect(r.result.round.attack?.defenceFp).toEqual({ units: 3, meleeBonus: 0, supportWeapons: 2, total: 5 });
    expect(unit(r.state, 'VC1').status).toBe('eliminated');
    for (const id of ['MG', 'Mtr']) {
      expect(unit(r.state, id)).toMatchObject({ at: hex('D4'), status: 'good-order' });
      expect(unit(r.state, id).carriedBy).toBeUndefined();
    }
  });

  it('GIVEN "M" units and a hero among the attackers THEN +1 FP each and one column right', () => {
    const s = game([squad('1st', 'D4', { melee: true }), { ...leader('H', 'D4'), kind: 'hero', leadership: undefined }], [squad('VC1', 'D4', { firepower: 5 })]);
    // 3 + 1 + 1 = 5 vs 5 → 1-1, hero → 3-2, kill 7.
    const r = melee(s, undefined, [1, 1, 1, 1]);
    expect(r.result.round.attack).toMatchObject({ attackFp: { units: 4, meleeBonus: 1, total: 5 }, odds: { base: '1-1', column: '3-2', heroShift: true, killNumber: 7 } });
  });

  it('GIVEN only Shaken defenders and no other melee-eligible friend in the hex THEN they are eliminated without a roll', () => {
    const s = patch(patch(brawl(), 'VC1', { status: 'shaken' }), 'VC2', { status: 'shaken' });
    const r = melee(s, ['VC1'], []);
    expect(r.result.round).toEqual({ autoEliminated: ['VC1'], eliminated: ['VC1'] });
    expect(unit(r.state, 'VC1').status).toBe('eliminated');
    expect(unit(r.state, 'VC2').status).toBe('shaken');
  });

  it('GIVEN a chosen Shaken defender with a Good Order friend in the hex that was not chosen THEN not lost outright: attacked at FP 0, no counterattack (DCT, Shaken)', () => {
    const s = patch(brawl(), 'VC1', { status: 'shaken' });
    // 4 vs 0 → 5-1, kill 3: 1 + 1 + LM 1 = 3 kills VC1. A Shaken VC1 has no FP to counterattack with.
    const r = melee(s, ['VC1'], [1, 1]);
    expect(r.result.round.autoEliminated).toEqual([]);
    expect(r.result.round.attack).toMatchObject({ defenceFp: { total: 0 }, odds: { column: '5-1', killNumber: 3 }, total: 3, kills: true });
    expect(r.result.round.counterattack).toBeUndefined();
    expect(r.result.round.eliminated).toEqual(['VC1']);
    expect(unit(r.state, 'VC2').status).toBe('good-order');
  });

  it('GIVEN a hero among the defenders THEN their counterattack is not shifted: the hero shifts only the side that entered the hex (8.0)', () => {
    const s = game([squad('1st', 'D4')], [squad('VC1', 'D4'), { ...leader('H', 'D4', 0), kind: 'hero', leadership: undefined }]);
    // 3 vs 3 + 1 = 4 → 1-2, kill 10: 2 + 2 misses. Counter 4 vs 3 → 3-2 (no shift), kill 7: 3 + 3 = 6 misses.
    const r = melee(s, undefined, [2, 2, 3, 3]);
    expect(r.result.round.counterattack).toMatchObject({ odds: { base: '3-2', column: '3-2', heroShift: false, killNumber: 7 }, kills: false });
  });

  it('GIVEN passengers aboard a vehicle in the hex THEN they take no part', () => {
    const s = game([squad('1st', 'D4')], [tank('T', 'D4'), rider('In', 'T'), squad('VC1', 'D4')]);
    expect(melee(s, undefined, [1, 1, 1, 1]).result.defenders).toEqual(['VC1']);
    expectCode(meleeAction(s, US, hex('D4'), ['In'], dice()), 'lnl/unit-not-in-hex');
    expectCode(meleeAction(game([squad('1st', 'D4')], [tank('T', 'D4'), rider('In', 'T')]), US, hex('D4'), undefined, dice()), 'lnl/no-melee-units');
  });

  it('refuses: a chosen defender elsewhere or friendly, no attackers in the hex', () => {
    const s = game([squad('1st', 'D4')], [squad('VC1', 'D4'), squad('VC3', 'E4')]);
    expectCode(meleeAction(s, US, hex('D4'), ['VC3'], dice()), 'lnl/unit-not-in-hex');
    expectCode(meleeAction(s, US, hex('D4'), ['1st'], dice()), 'lnl/unit-not-in-hex');
    expectCode(meleeAction(s, US, hex('D4'), ['Ghost'], dice()), 'lnl/unit-not-in-hex');
    expectCode(meleeAction(s, VC, hex('E4'), undefined, dice()), 'lnl/no-melee-units');
  });
});
