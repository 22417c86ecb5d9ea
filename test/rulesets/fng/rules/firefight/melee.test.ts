import { describe, expect, it } from 'vitest';
import {
  dispatchOrCapture,
  guardsNeeded,
  gruntBreakOff,
  meleeDice,
  meleeRound,
  multiMeleeAllowed,
  type MeleeFighter,
} from '../../../../../src/rulesets/fng/rules/firefight/melee.js';
import { allFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

describe('FNG Melee (seed L894–L896, L918–L953, QRS L2515–L2526)', () => {
  it('GIVEN the example L923–L925 (Charles REP 4 bayonet Brawler 7d6: 1,2,2,3,5,5,5; Tranh REP 3 knife Slight 3d6: 1,4,5; damage 2) THEN Impact 3 and Tranh Out of the Fight', () => {
    const d = dice(1, 2, 2, 3, 5, 5, 5, 1, 4, 5, 2);
    const r = unwrap(
      meleeRound(
        d,
        {
          attacker: { id: 'charles', rep: 4, weapon: 'rifle-bayonet', modifiers: ['brawler'] },
          defender: { id: 'tranh', rep: 3, weapon: 'knife', modifiers: ['slight'] },
        },
        'melee',
      ),
    );
    if (r.kind !== 'knocked-down') throw new Error('expected a winner');
    expect([r.attacker.dice, r.attacker.successes, r.defender.dice, r.defender.successes]).toEqual([7, 4, 3, 1]);
    expect([r.winner, r.impact, r.damage.die, r.damage.result]).toEqual(['charles', 3, 2, 'out-of-the-fight']);
    expect(d.remaining).toBe(0);
  });

  it('GIVEN the example L933 (Billy REP 5 evenly matched with the first of two, then attacked by the second) THEN −1d6 in the second round', () => {
    const billy: MeleeFighter = { id: 'billy', rep: 5, weapon: 'rifle-bayonet' };
    const first = unwrap(meleeRound(dice(1, 2, 4, 4, 4, 4, 4, 1, 2, 4, 4, 4, 4), { attacker: { id: 'vc1', rep: 4, weapon: 'rifle-bayonet' }, defender: billy }, 'melee'));
    expect(first.kind).toBe('evenly-matched');
    expect(meleeDice({ ...billy, modifiers: ['evenlyMatchedThisTurn'] })).toBe(6);
  });

  it('GIVEN the example L934 (Chou REP 5 evenly matched, rolls 6 to stay, then 3 for distance) THEN he breaks off 3"', () => {
    expect(unwrap(gruntBreakOff(dice(6, 3), 5, 'break off Chou'))).toMatchObject({ kind: 'breaks-off', inches: 3 });
    expect(unwrap(gruntBreakOff(dice(5), 5, 'break off')).kind).toBe('stays');
    expectCode(gruntBreakOff(dice(), 0, 'b'), 'fng/invalid-rep');
  });

  it('GIVEN weapons and modifiers THEN their d6 (L894–L896, L927–L931), Knifeman only with a knife, never below 0', () => {
    const f = (weapon: MeleeFighter['weapon'], modifiers: MeleeFighter['modifiers'] = []) => meleeDice({ id: 'x', rep: 4, weapon, modifiers });
    expect([f('unarmed'), f('improvised'), f('knife'), f('rifle-bayonet')]).toEqual([3, 4, 5, 6]);
    expect(f('knife', ['knifeman'])).toBe(6);
    expect(f('improvised', ['knifeman'])).toBe(4);
    expect(f('improvised', ['brawler', 'slight', 'wuss'])).toBe(3);
    expect(f('improvised', ['attackedFromBehind', 'prone'])).toBe(0);
    expect(f('improvised', ['carryingWounded', 'swimmingVsShore', 'slightTroubleSwimming'])).toBe(0);
    expect(f('unarmed', ['attackedFromBehind', 'prone', 'evenlyMatchedThisTurn'])).toBe(0);
  });

  it('GIVEN the defender wins THEN the attacker is knocked down and damage read with cover not counted', () => {
    const r = unwrap(meleeRound(dice(4, 1, 4), { attacker: { id: 'a', rep: 1, weapon: 'improvised' }, defender: { id: 'd', rep: 1, weapon: 'improvised' } }, 'm'));
    expect(r).toMatchObject({ kind: 'knocked-down', winner: 'd', loser: 'a', impact: 1 });
    if (r.kind === 'knocked-down') expect(r.damage.result).toBe('knocked-down');
    expectCode(meleeRound(dice(), { attacker: { id: 'a', rep: 0, weapon: 'improvised' }, defender: { id: 'd', rep: 1, weapon: 'improvised' } }, 'm'), 'fng/invalid-rep');
  });

  it('GIVEN REP 2 against REP 2, improvised THEN evenly matched 486/1296; the attacker kills 405, puts out 81, knocks down 1944 of 7776', () => {
    // Two dice each, successes 0/1/2 in 9/18/9 of 36. Attacker ahead by 1: 324 of 1296 (Impact 1); by 2: 81 (Impact 2).
    const t: Record<string, number> = {};
    for (const f of allFaces(5)) {
      const r = unwrap(meleeRound(dice(...f), { attacker: { id: 'a', rep: 2, weapon: 'improvised' }, defender: { id: 'd', rep: 2, weapon: 'improvised' } }, 'm'));
      const k = r.kind === 'evenly-matched' ? 'even' : `${r.winner} ${r.damage.result}`;
      t[k] = (t[k] ?? 0) + 1;
    }
    expect(t).toEqual({
      even: 486 * 6,
      'a obviously-dead': 405,
      'a out-of-the-fight': 81,
      'a knocked-down': 1944,
      'd obviously-dead': 405,
      'd out-of-the-fight': 81,
      'd knocked-down': 1944,
    });
  });

  it('GIVEN multi-figure melee THEN at most two in front and two behind (L929)', () => {
    expect(multiMeleeAllowed(2, 2)).toBe(true);
    expect(multiMeleeAllowed(3, 0)).toBe(false);
    expect(multiMeleeAllowed(0, 0)).toBe(false);
  });

  it('GIVEN a Stunned or Out of the Fight enemy contacted THEN kill or capture; guards hold six each (L950)', () => {
    expect(unwrap(dispatchOrCapture('stunned', 'kill'))).toBe('obviously-dead');
    expect(unwrap(dispatchOrCapture('out-of-the-fight', 'capture'))).toBe('captured');
    expectCode(dispatchOrCapture('carry-on', 'kill'), 'fng/not-helpless');
    expect([guardsNeeded(0), guardsNeeded(6), guardsNeeded(7)]).toEqual([0, 1, 2]);
  });
});
