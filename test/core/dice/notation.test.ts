import { describe, expect, it } from 'vitest';
import { checkNotation, NOTATION_CACHE_SIZE, NOTATION_LIMITS, preparedNotations, rollNotation } from '../../../src/core/dice/notation.js';
import { scriptedDice } from '../../../src/core/dice/die-source.js';
import { seededEngine } from '../../../src/core/dice/rng.js';
import { DiceRoll, NumberGenerator } from '@dice-roller/rpg-dice-roller';
import seedrandom from 'seedrandom';

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

/** What the roll was before notation was kept parsed: a new DiceRoll on seedrandom, as the verifier of docs/fair-dice.md does. */
function fresh(notation: string, seed: string): { output: string; total: number; faces: number[] } {
  const shown = (x: unknown): number[] => {
    if (Array.isArray(x)) return x.flatMap(shown);
    const o = x as { rolls?: unknown; results?: unknown; value?: unknown } | null;
    if (o?.rolls) return shown(o.rolls);
    if (o?.results) return shown(o.results);
    return typeof o?.value === 'number' ? [o.value] : [];
  };
  const g = NumberGenerator.generator;
  const previous: unknown = g.engine;
  const prng = seedrandom(seed);
  g.engine = { next: () => prng.int32() };
  try {
    const r = new DiceRoll(notation);
    return { output: r.output, total: r.total, faces: shown(r.rolls) };
  } finally {
    g.engine = previous;
  }
}

describe('rollNotation keeps each notation parsed', () => {
  const notations = [
    '4d6kh3+2', '3d6', '4d6>=5', '2d6!', '12d6!', '4d6!!+3d6!p', '3d6+2', '2d10+3', '2d6-1', '1d6-3d6', 'd%', '1d1',
    '4dF+1', '4dF-2', '{2d6, 1d8}kh1', '2d10*2-3', '5d10r<2dl1', 'floor(3d6/2)+2d6*1.5', '6d6u-1d4', '3d6cs>=5cf<2',
    '4d6sa', '2d20kl1', '3d6ro<2', '3d6max5+1', '3d6min2-7', '2d6*1.5', '2d6/4', '(2d6+1)*2', '4d6>=5+1', '3d6 + 2',
  ];

  it('GIVEN the same notation rolled many times on seeded engines THEN every roll equals a new DiceRoll of it', () => {
    for (const notation of notations) {
      for (let i = 0; i < 12; i++) {
        const seed = `cache-${notation}-${i}`;
        expect(rollNotation(notation, seededEngine(seed)), `${notation} #${i}`).toEqual({ ok: true, value: fresh(notation, seed) });
      }
    }
  });

  it('GIVEN a roll refused for too many draws THEN the next roll of the same notation starts afresh', () => {
    expect(rollNotation('40d2!', { next: () => 1 })).toEqual({ ok: false, code: 'roll/too-many-draws' });
    expect(rollNotation('40d2!', seededEngine('after'))).toEqual({ ok: true, value: fresh('40d2!', 'after') });
  });

  it('GIVEN a scripted roll that runs out of faces THEN the next roll of the same notation is whole', () => {
    expect(() => rollNotation('3d6+1', scriptedDice([4]).engine)).toThrow(/ran out/);
    expect(rollNotation('3d6+1', scriptedDice([1, 2, 3]).engine)).toEqual({
      ok: true,
      value: { output: '3d6+1: [1, 2, 3]+1 = 7', total: 7, faces: [1, 2, 3] },
    });
  });

  it(`GIVEN more than ${NOTATION_CACHE_SIZE} different notations THEN at most ${NOTATION_CACHE_SIZE} stay parsed, and a dropped one still rolls`, () => {
    for (let k = 1; k <= NOTATION_CACHE_SIZE + 50; k++) rollNotation(`1d6+${k}`, seededEngine('fill'));
    expect(preparedNotations()).toBe(NOTATION_CACHE_SIZE);
    expect(rollNotation('1d6+1', seededEngine('again'))).toEqual({ ok: true, value: fresh('1d6+1', 'again') });
  });

  it('GIVEN refused notation rolled twice THEN it is refused the same way both times', () => {
    for (let i = 0; i < 2; i++) {
      expect(rollNotation('1000d6', seededEngine('x'))).toEqual({ ok: false, code: 'roll/too-many-dice' });
      expect(rollNotation('hello', seededEngine('x'))).toEqual({ ok: false, code: 'roll/invalid-notation' });
    }
  });
});
