import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN, GOLDEN_NOTATIONS, GOLDEN_ROLLS, readGolden, rollLegacy } from './notation-golden.js';

describe('existing notations, drawn from fixed seeds', () => {
  const today = GOLDEN_NOTATIONS.flatMap((notation) => Array.from({ length: GOLDEN_ROLLS }, (_, k) => rollLegacy(notation, k + 1)));
  if (process.env.WRITE_GOLDEN === '1') writeFileSync(GOLDEN, `[\n${today.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);

  it('GIVEN the golden written before issue 46 THEN the notation spec rolls every case exactly as recorded', () => {
    const golden = readGolden();
    expect(golden).toHaveLength(GOLDEN_NOTATIONS.length * GOLDEN_ROLLS);
    expect(today).toEqual(golden);
  });
});
