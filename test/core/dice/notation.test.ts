import { describe, expect, it } from 'vitest';
import { checkNotation, NOTATION_LIMITS, rollNotation } from '../../../src/core/dice/notation.js';
import { scriptedDice } from '../../../src/core/dice/die-source.js';
import { seededEngine } from '../../../src/core/dice/rng.js';
import { NumberGenerator } from '@dice-roller/rpg-dice-roller';

describe('checkNotation', () => {
  it.each([
    ['3d6', 3],
    ['4d6>=5', 4],
    ['2d10+3', 2],
    ['{2d6, 1d8}kh1', 3],
    ['d%', 1],
    ['4dF', 4],
    ['floor(3d6/2)', 3],
    ['999d6+1d6', 1000],
  ])('GIVEN %s THEN it counts %i dice', (n, dice) => {
    expect(checkNotation(n)).toEqual({ ok: true, value: { dice } });
  });

  it.each([
    ['x'.repeat(NOTATION_LIMITS.maxLength + 1), 'roll/notation-too-long'],
    ['hello', 'roll/invalid-notation'],
    ['3d', 'roll/invalid-notation'],
    ['7', 'roll/invalid-notation'],
    ['', 'roll/invalid-notation'],
    ['999d6+2d6', 'roll/too-many-dice'],
    ['1000d6', 'roll/too-many-dice'],
    ['1d1001', 'roll/too-many-sides'],
  ])('GIVEN %s THEN %s', (n, code) => {
    expect(checkNotation(n)).toMatchObject({ ok: false, code });
  });

  it('GIVEN exactly 200 characters of valid notation THEN it is accepted', () => {
    const n = `1d6${'+1'.repeat(98)}+`.slice(0, 199) + '1';
    expect(n.length).toBe(200);
    expect(checkNotation(n).ok).toBe(true);
  });
});

describe('rollNotation', () => {
  it('GIVEN scripted faces THEN the library shows them and counts successes', () => {
    const r = rollNotation('4d6>=5', scriptedDice([6, 2, 5, 1]).engine);
    expect(r).toEqual({ ok: true, value: { output: '4d6>=5: [6*, 2, 5*, 1] = 2', total: 2, faces: [6, 2, 5, 1] } });
  });

  it('GIVEN exploding dice that never stop THEN the roll is refused after the draw limit', () => {
    expect(rollNotation('999d2!', { next: () => 1 })).toEqual({ ok: false, code: 'roll/too-many-draws' });
  });

  it('GIVEN any roll THEN the library engine is restored afterwards, even on refusal', () => {
    const before: unknown = NumberGenerator.generator.engine;
    rollNotation('3d6', seededEngine('a'));
    rollNotation('999d2!', { next: () => 1 });
    expect(NumberGenerator.generator.engine).toBe(before);
  });
});
