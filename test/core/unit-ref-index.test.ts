import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { keptUnitsOf, resolveUnit, type UnitRef } from '../../src/core/unit-ref.js';

const units = (): UnitRef[] => [
  { side: 'Portugal', id: 'A1' },
  { side: 'FRELIMO', id: 'a1' },
  { side: 'Portugal', id: 'B2' },
  { side: 'Portugal', id: 'K1' },
  { side: 'FRELIMO', id: '\u212a1' },
  { side: 'FRELIMO', id: 'İx' },
  ...Array.from({ length: 30 }, (_, i) => ({ side: i % 2 ? 'Portugal' : 'FRELIMO', id: `S${i}` })),
];
const texts = ['A1', 'a1', 'Portugal:a1', 'frelimo:A1', 'B2', 'k1', 'FRELIMO:k1', 'i̇x', 'S7', 's17', 'Portugal:S7', 'nobody', 'FRELIMO:S0', ' S3 '];

describe('resolveUnit on a frozen list (an index of its ids)', () => {
  it('GIVEN any reference THEN the same answer as on the same list unfrozen', () => {
    const loose = units();
    const frozen = deepFreeze(units());
    for (const t of texts) {
      expect(resolveUnit(frozen, t), t).toEqual(resolveUnit(loose, t));
      expect(resolveUnit(frozen, t), t).toEqual(resolveUnit(loose, t)); // the kept index, asked again
    }
  });

  it('GIVEN a list made from a frozen one with the same ids in the same places (keptUnitsOf) THEN its answers are its own units', () => {
    const before = deepFreeze(units());
    for (const t of texts) resolveUnit(before, t);
    const next = before.map((u) => (u.id === 'S7' || u.id === 'a1' ? { ...u, id: u.id.toUpperCase(), moved: true } : u));
    keptUnitsOf(next, before);
    deepFreeze(next);
    const loose = next.map((u) => ({ ...u }));
    for (const t of texts) expect(resolveUnit(next, t), t).toEqual(resolveUnit(loose, t));
    const s7 = resolveUnit(next, 'S7');
    expect(s7.kind === 'one' && s7.unit).toBe(next.find((u) => u.id === 'S7'));
  });
});
