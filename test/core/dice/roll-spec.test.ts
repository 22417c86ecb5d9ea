import { describe, expect, it } from 'vitest';
import { scriptedDice, ScriptExhausted } from '../../../src/core/dice/die-source.js';
import { bestOf, describeSpec, evaluate, type RollSpec } from '../../../src/core/dice/roll-spec.js';

function rolled(spec: RollSpec, faces: number[]) {
  const dice = scriptedDice(faces);
  const r = evaluate(spec, dice);
  if (!r.ok) throw new Error(r.code);
  expect(dice.remaining).toBe(0);
  return r.value;
}

/** Every outcome of n d`sides`, each equally likely. */
function* allFaces(n: number, sides: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1, sides)) for (let f = 1; f <= sides; f++) yield [...rest, f];
}

/** The exact distribution of a spec's total, by running the implementation on every outcome. */
function distribution(spec: RollSpec, n: number, sides: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const faces of allFaces(n, sides)) {
    const t = rolled(spec, faces).total;
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return counts;
}

describe('primitives with scripted dice', () => {
  it('GIVEN sum 2d6 showing 3 and 5 THEN the total is 8', () => {
    expect(rolled({ op: 'sum', n: 2, sides: 6 }, [3, 5])).toMatchObject({ faces: [3, 5], total: 8 });
  });

  it('GIVEN a d10 THEN it reads as rolled', () => {
    expect(rolled({ op: 'sum', n: 1, sides: 10 }, [10]).total).toBe(10);
  });

  it('GIVEN Crossfire fire 4d6 hitting on 5+ showing 6,5,4,1 THEN 2 hits', () => {
    expect(rolled({ op: 'at-least', n: 4, sides: 6, target: 5 }, [6, 5, 4, 1]).total).toBe(2);
  });

  it('GIVEN a bunker (6s only) and faces 6,5 THEN 1 hit', () => {
    expect(rolled({ op: 'at-least', n: 2, sides: 6, target: 6 }, [6, 5]).total).toBe(1);
  });

  it('GIVEN THW pass 2d6 vs REP 4 showing 4 and 5 THEN pass 1d6', () => {
    expect(rolled({ op: 'at-most', n: 2, sides: 6, target: 4 }, [4, 5]).total).toBe(1);
  });

  it('GIVEN FNG successes (1–3) on 3d6 showing 1,3,4 THEN 2 successes', () => {
    expect(rolled({ op: 'at-most', n: 3, sides: 6, target: 3 }, [1, 3, 4]).total).toBe(2);
  });

  it('GIVEN Fire Team veteran movement 5d6 keep best 3 showing 2,6,1,5,4 THEN 15', () => {
    expect(rolled({ op: 'best', n: 5, k: 3, sides: 6 }, [2, 6, 1, 5, 4]).total).toBe(15);
    expect(bestOf([2, 6, 1, 5, 4], 3)).toEqual([6, 5, 4]);
  });

  it('GIVEN ½d6 THEN 1–2 → 1, 3–4 → 2, 5–6 → 3', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => rolled({ op: 'half-d6' }, [f]).total)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('GIVEN a pool reduced below zero dice THEN nothing is rolled and the total is 0', () => {
    expect(rolled({ op: 'at-least', n: -1, sides: 6, target: 5 }, [])).toMatchObject({ faces: [], total: 0 });
  });

  it('GIVEN a scripted face too big for the die THEN the script is refused loudly', () => {
    expect(() => evaluate({ op: 'sum', n: 1, sides: 6 }, scriptedDice([7]))).toThrow(ScriptExhausted);
    expect(() => evaluate({ op: 'sum', n: 2, sides: 6 }, scriptedDice([1]))).toThrow(ScriptExhausted);
  });

  it('GIVEN each spec THEN it has a short human form', () => {
    expect(
      [
        describeSpec({ op: 'sum', n: 2, sides: 6 }),
        describeSpec({ op: 'at-least', n: 4, sides: 6, target: 5 }),
        describeSpec({ op: 'at-most', n: 2, sides: 6, target: 4 }),
        describeSpec({ op: 'best', n: 4, k: 3, sides: 6 }),
        describeSpec({ op: 'half-d6' }),
        describeSpec({ op: 'notation', notation: '3d6+1' }),
      ],
    ).toEqual(['2d6', '4d6 ≥5', '2d6 ≤4', '4d6 best 3', '½d6', '3d6+1']);
  });
});

describe('exact probabilities by enumeration of the implementation', () => {
  it('GIVEN 4d6 hitting on 5+ THEN P(0,1,2,3,4 hits) = 16,32,24,8,1 / 81', () => {
    const d = distribution({ op: 'at-least', n: 4, sides: 6, target: 5 }, 4, 6);
    // Binomial(4, 1/3) over 6^4 = 1296 outcomes: 256, 512, 384, 128, 16.
    expect([0, 1, 2, 3, 4].map((k) => d.get(k))).toEqual([256, 512, 384, 128, 16]);
  });

  it('GIVEN 2d6 vs REP 4 THEN pass 2/1/0 dice with 16/16/4 in 36', () => {
    const d = distribution({ op: 'at-most', n: 2, sides: 6, target: 4 }, 2, 6);
    expect([d.get(2), d.get(1), d.get(0)]).toEqual([16, 16, 4]);
  });

  it('GIVEN 2d6 summed THEN 7 comes up 6 times in 36 and 2 once', () => {
    const d = distribution({ op: 'sum', n: 2, sides: 6 }, 2, 6);
    expect(d.get(7)).toBe(6);
    expect(d.get(2)).toBe(1);
    expect(d.get(12)).toBe(1);
  });

  it('GIVEN 4d6 keep best 3 THEN 18 comes up 21 times in 1296 and the mean is 15869/1296', () => {
    const d = distribution({ op: 'best', n: 4, k: 3, sides: 6 }, 4, 6);
    expect(d.get(18)).toBe(21);
    expect(d.get(3)).toBe(1);
    let sum = 0;
    for (const [t, c] of d) sum += t * c;
    expect(sum).toBe(15869);
  });
});
