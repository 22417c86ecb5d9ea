import { describe, expect, it } from 'vitest';
import { engineDice } from '../../../../src/core/dice/die-source.js';
import { rollEngine } from '../../../../src/core/dice/rng.js';
import { evaluate } from '../../../../src/core/dice/roll-spec.js';
import { counting, goldenSecret, readGolden } from '../notation-golden.js';

/**
 * The notations /roll read before issue 46, rolled now by the quick-dice front end from the same
 * seeds as the golden recorded then: the same number of draws from the engine and the same total,
 * so the same dice. Where the old roller listed each die once as shown (no explosion or reroll),
 * the faces are the same list; with explosions they are the same dice in the order drawn.
 * 39 notations × 12 seeds.
 */
describe('existing notations through the quick-dice front end', () => {
  const golden = readGolden();
  const plain = (n: string) => !/[!ru]/.test(n.replace(/floor/g, ''));
  const fudge = (n: string) => /dF/i.test(n);

  it.each([...new Set(golden.map((c) => c.notation))])('GIVEN %s from the golden seeds THEN the same draws and totals', (notation) => {
    for (const c of golden.filter((g) => g.notation === notation)) {
      const engine = counting(rollEngine(goldenSecret(), 'golden', c.n));
      const r = evaluate({ op: 'dice', text: notation }, engineDice(engine));
      if (!r.ok) throw new Error(`${notation}: ${r.code}`);
      expect({ n: c.n, total: r.value.total, draws: engine.count }).toEqual({ n: c.n, total: c.total, draws: c.draws });
      // A Fudge die is kept as the d3 face it was drawn as: −1, 0, +1 are 1, 2, 3.
      const faces = fudge(notation) ? r.value.faces.map((f) => f - 2) : r.value.faces;
      if (plain(notation)) expect(faces).toEqual(c.faces);
      // Exploded dice: the same dice, listed as drawn rather than each after the die it came from
      // (a penetrating die is kept as drawn, the roller listed it 1 less).
      else if (!/!!|!p|r|u/.test(notation)) expect([...faces].sort()).toEqual([...c.faces].sort());
    }
  });
});
