import { describe, expect, it } from 'vitest';
import { rollCivilianIntention } from '../../../../../src/rulesets/fogo/rules/civilians/civilians.js';
import { civilianIntention, type CivilianIntention } from '../../../../../src/rulesets/fogo/rules/game/civilian-intentions.js';
import { moveStand } from '../../../../../src/rulesets/fogo/rules/actions/movement.js';
import type { FogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, RULES, dice, expectCode, game, spec, unwrap } from '../fixtures.js';

const base = (): FogoState =>
  game([spec('P', 'rifle-assault')], [spec('CV', 'civilians'), spec('CV2', 'civilians'), spec('I', 'rifle-assault')], { initiative: FR });

const roll = (state: FogoState, die: number, shooting: boolean, stand = 'CV') =>
  rollCivilianIntention(state, { side: FR, stand, shootingInVicinity: shooting, enemyInSight: true }, dice(die));

describe('unarmed civilian intention (crossfire-core §2.4)', () => {
  it.each<[number, boolean, number, CivilianIntention, number]>([
    [1, false, 1, 'mill-about', 0],
    [2, false, 2, 'mill-about', 0],
    [3, false, 3, 'to-cover', 1],
    [4, false, 4, 'toward-enemy', 1],
    [5, false, 5, 'away-from-both', 1],
    [6, false, 6, 'toward-friends', 1],
    [1, true, 2, 'mill-about', 0],
    [2, true, 3, 'to-cover', 2],
    [3, true, 4, 'toward-enemy', 2],
    [4, true, 5, 'away-from-both', 2],
    [5, true, 6, 'toward-friends', 2],
    [6, true, 7, 'toward-friends', 2],
  ])('GIVEN a %i, shooting nearby %s THEN total %i: %s with %i compulsory moves', (die, shooting, total, intention, moves) => {
    const r = unwrap(roll(base(), die, shooting));
    expect(r.result).toMatchObject({ die, total, intention, moveActions: moves, initiative: 'keep' });
    expect(r.result.modifiers).toEqual(shooting ? [{ reason: 'shooting-in-vicinity', value: 1 }] : []);
    expect(r.state.initiative).toBe(FR);
    expect(r.state.thisInitiative.civilianIntentions).toEqual({ CV: intention });
  });

  it('GIVEN the table THEN totals 1..7 map to the seed rows', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(civilianIntention)).toEqual([
      'mill-about',
      'mill-about',
      'to-cover',
      'toward-enemy',
      'away-from-both',
      'toward-friends',
      'toward-friends',
    ]);
  });

  it('GIVEN neither shooting nearby nor an enemy in sight THEN they do not act', () => {
    expectCode(rollCivilianIntention(base(), { side: FR, stand: 'CV', shootingInVicinity: false, enemyInSight: false }, dice(3)), 'fogo/civilians-not-triggered');
  });

  it('GIVEN an enemy in sight but no shooting THEN no modifier', () => {
    const r = unwrap(rollCivilianIntention(base(), { side: FR, stand: 'CV', shootingInVicinity: false, enemyInSight: true }, dice(6)));
    expect(r.result.total).toBe(6);
  });

  it('GIVEN a stand that already rolled this initiative THEN refused; another civilian stand may roll', () => {
    const once = unwrap(roll(base(), 3, false));
    expectCode(roll(once.state, 3, false), 'fogo/already-rolled');
    expect(roll(once.state, 3, false, 'CV2').ok).toBe(true);
  });

  it('GIVEN an armed stand of their side acted this initiative THEN civilians may no longer roll', () => {
    const moved = unwrap(moveStand(base(), { side: FR, stand: 'I', feature: 'kraal' }, RULES));
    expectCode(roll(moved.state, 3, false), 'fogo/civilians-act-first');
  });

  it('GIVEN a civilian stand moving THEN armed insurgents may still be preceded by the others', () => {
    const moved = unwrap(moveStand(base(), { side: FR, stand: 'CV2', feature: 'hut' }, RULES));
    expect(roll(moved.state, 3, false).ok).toBe(true);
  });

  it('GIVEN a non-civilian stand or the wrong side THEN refused', () => {
    expectCode(roll(base(), 3, false, 'I'), 'fogo/not-civilians');
    expectCode(rollCivilianIntention(base(), { side: PT, stand: 'P', shootingInVicinity: true, enemyInSight: true }, dice(3)), 'fogo/not-phasing');
  });
});
