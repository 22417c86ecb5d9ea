import { describe, expect, it } from 'vitest';
import {
  ENEMY_GENERATOR,
  firstContactEnemy,
  type AreaOfOperations,
  type Corps,
  type EnemyType,
} from '../../../../../src/rulesets/fng/rules/enemy/first-contact.js';
import { dice, expectCode, unwrap } from '../../../../helpers/rules.js';

/** The Enemy Generator columns as printed, 1d6 = 1 … 6 (L1563–L1598). */
const PRINTED: [Corps, AreaOfOperations, string][] = [
  ['I', 'dmz', 'NVA NVA NVA NVA NVA NVA'],
  ['I', 'coastal', 'LVC LVC MFVC MFVC NVA NVA'],
  ['I', 'interior', 'MFVC MFVC NVA NVA NVA NVA'],
  ['II', 'coastal', 'LVC LVC MFVC MFVC MFVC NVA'],
  ['II', 'interior', 'LVC MFVC MFVC MFVC NVA NVA'],
  ['II', 'highlands', 'MFVC NVA NVA NVA NVA NVA'],
  ['III', 'coastal', 'LVC LVC LVC MFVC MFVC NVA'],
  ['III', 'interior', 'LVC LVC MFVC MFVC NVA NVA'],
  ['III', 'highlands', 'LVC MFVC MFVC NVA NVA NVA'],
  ['III', 'free-fire-zone', 'LVC MFVC MFVC NVA NVA NVA'],
  ['III', 'swamp', 'LVC LVC MFVC MFVC NVA NVA'],
  ['IV', 'swamp', 'LVC LVC MFVC MFVC MFVC NVA'],
  ['IV', 'interior', 'LVC LVC MFVC MFVC MFVC NVA'],
  ['IV', 'free-fire-zone', 'MFVC MFVC NVA NVA NVA NVA'],
];

describe('FNG First Contact – Enemy Generator (seed L1558–L1598)', () => {
  for (const [corps, area, printed] of PRINTED) {
    const expected = printed.toLowerCase().split(' ') as EnemyType[];
    it(`GIVEN ${corps} Corps ${area} THEN 1d6 1–6 gives ${printed}`, () => {
      for (let s = 1; s <= 6; s++) {
        const d = dice(s);
        const r = unwrap(firstContactEnemy(d, { corps, area }));
        expect(r.enemy).toBe(expected[s - 1]);
        expect(r.score).toBe(s);
        expect(d.remaining).toBe(0);
      }
    });
  }

  it('GIVEN the tables THEN there are exactly the 14 printed columns', () => {
    expect(ENEMY_GENERATOR).toHaveLength(PRINTED.length);
  });

  it('GIVEN an AO the Corps does not have THEN it is refused', () => {
    expectCode(firstContactEnemy(dice(), { corps: 'I', area: 'swamp' }), 'fng/no-such-ao');
    expectCode(firstContactEnemy(dice(), { corps: 'IV', area: 'highlands' }), 'fng/no-such-ao');
  });
});
