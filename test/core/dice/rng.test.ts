import { describe, expect, it } from 'vitest';
import { NumberGenerator } from '@dice-roller/rpg-dice-roller';
import seedrandom from 'seedrandom';
import { commitmentOf, drawFace, rollEngine, rollSeed, seededEngine, type Engine } from '../../../src/core/dice/rng.js';
import { engineDice } from '../../../src/core/dice/die-source.js';
import { evaluate } from '../../../src/core/dice/roll-spec.js';
import { SECRET_HEX } from '../../helpers/harness.js';

const secret = Buffer.from(SECRET_HEX, 'hex');

describe('seeding', () => {
  it('GIVEN a secret, ledger and roll number THEN the seed is hex HMAC-SHA256 of "<ledger>:<n>"', () => {
    expect(rollSeed(secret, '1', 1)).toMatch(/^[0-9a-f]{64}$/);
    expect(rollSeed(secret, '1', 1)).not.toBe(rollSeed(secret, '1', 2));
    expect(rollSeed(secret, '1', 1)).not.toBe(rollSeed(secret, '2', 1));
  });

  it('GIVEN the fixed secret THEN the commitment is its SHA-256', () => {
    // sha256 of bytes 0x00..0x1f, a published test vector
    expect(commitmentOf(secret)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });
});

describe('golden rolls for a fixed secret (catch any change in roll order)', () => {
  it('GIVEN ledger 1 of the fixed secret THEN rolls 1–3 of 4d6 ≥5 show these faces', () => {
    const faces = [1, 2, 3].map((n) => {
      const r = evaluate({ op: 'at-least', n: 4, sides: 6, target: 5 }, engineDice(rollEngine(secret, '1', n)));
      if (!r.ok) throw new Error(r.code);
      return [r.value.faces, r.value.total];
    });
    expect(faces).toEqual([
      [[4, 2, 3, 2], 0],
      [[3, 3, 1, 2], 0],
      [[1, 3, 5, 3], 1],
    ]);
  });

  it('GIVEN ledger 1 roll 1 THEN notation 4d6>=5 gives this output', () => {
    const r = evaluate({ op: 'notation', notation: '4d6>=5' }, engineDice(rollEngine(secret, '1', 1)));
    if (!r.ok) throw new Error(r.code);
    expect(r.value.output).toBe('4d6>=5: [4, 2, 3, 2] = 0');
  });
});

describe('drawFace', () => {
  it('GIVEN the same engine state THEN it agrees with rpg-dice-roller draw for draw on every die size', () => {
    const g = NumberGenerator.generator;
    const previous: unknown = g.engine;
    try {
      for (const sides of [2, 3, 6, 7, 10, 12, 20, 100, 1000]) {
        const a = seededEngine(`agree-${sides}`);
        const b = seededEngine(`agree-${sides}`);
        g.engine = b;
        for (let i = 0; i < 500; i++) expect(drawFace(a, sides)).toBe(g.integer(1, sides));
      }
    } finally {
      g.engine = previous;
    }
  });

  it('GIVEN a draw at or above the last whole multiple of the sides THEN it is rejected and redrawn', () => {
    // For a d6, 2^32 mod 6 = 4, so the top 4 values of u would bias the faces and are redrawn.
    const limit = 6 * Math.floor(2 ** 32 / 6);
    const values = [limit | 0, (limit + 3) | 0, 9];
    const engine: Engine = { next: () => values.shift()! };
    expect(drawFace(engine, 6)).toBe(1 + (9 % 6));
    expect(values).toHaveLength(0);
  });

  it('GIVEN a d6 THEN u = limit − 1 is kept and maps to 1 + (u mod 6)', () => {
    const limit = 6 * Math.floor(2 ** 32 / 6);
    expect(drawFace({ next: () => (limit - 1) | 0 }, 6)).toBe(1 + ((limit - 1) % 6));
  });

  it('GIVEN a one-sided die THEN nothing is drawn', () => {
    expect(drawFace({ next: () => { throw new Error('drew'); } }, 1)).toBe(1);
  });

  it('GIVEN impossible sides THEN it throws (a fault, not a rule error)', () => {
    expect(() => drawFace(seededEngine('x'), 0)).toThrow(RangeError);
    expect(() => drawFace(seededEngine('x'), 2.5)).toThrow(RangeError);
  });

  it('GIVEN 60,000 seeded d6 THEN every face comes up within 3% of 1/6', () => {
    const e = seededEngine('uniformity');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[drawFace(e, 6) - 1]!++;
    for (const c of counts) expect(Math.abs(c / 10_000 - 1)).toBeLessThan(0.03);
  });
});

describe('seededEngine (seedrandom itself)', () => {
  it('GIVEN any seed string THEN it draws exactly what seedrandom(seed).int32() draws, for 1,000 draws', () => {
    const seeds = ['', 'a', 'f00d', 'agree-6', 'é€😀 non-ASCII', 'x'.repeat(255), 'y'.repeat(256), 'abc'.repeat(200)];
    for (let n = 1; n <= 50; n++) seeds.push(rollSeed(secret, String(n % 7), n));
    for (const seed of seeds) {
      const theirs = seedrandom(seed);
      const ours = seededEngine(seed);
      const a = Array.from({ length: 1000 }, () => theirs.int32());
      const b = Array.from({ length: 1000 }, () => ours.next());
      expect(b, `seed ${JSON.stringify(seed.slice(0, 20))}`).toEqual(a);
    }
  });

  it('GIVEN two different seeds THEN the draws differ (the key reaches the state)', () => {
    const a = seededEngine(rollSeed(secret, '1', 1));
    const b = seededEngine(rollSeed(secret, '1', 2));
    expect(Array.from({ length: 8 }, () => a.next())).not.toEqual(Array.from({ length: 8 }, () => b.next()));
  });
});

describe('rollSeed (HMAC-SHA256 by node:crypto)', () => {
  it('GIVEN the fixed secret THEN the seeds are those openssl computes (`openssl dgst -sha256 -mac HMAC -macopt hexkey:<secret>`)', () => {
    expect(rollSeed(secret, '1', 1)).toBe('d6c3d8d755d85fe1519a9626f3547855fd1063be1f0ee99fdd62ceff7c0c15a0');
    expect(rollSeed(secret, '42', 987654)).toBe('7b5be0570fabe67f27e424c79d799ee7886c1ca5d4232c1fe881774c22fe5121');
    // The message is UTF-8: é is two bytes.
    expect(rollSeed(secret, 'é-ledger', 3)).toBe('44ad5ccc23cb1afbd3e034a820222f14656007419a3953762a64f1724e7d996f');
  });
});
