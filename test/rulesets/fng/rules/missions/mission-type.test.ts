import { describe, expect, it } from 'vitest';
import { missionType } from '../../../../../src/rulesets/fng/rules/missions/mission-type.js';
import { countFaces, dice } from '../../../../helpers/rules.js';

/** The Mission Type rows as printed on L1380–L1384, rows 2 to 12. */
const PRINTED = {
  dmz: 'Defense Recon Ambush Patrol Ambush Fight Patrol Patrol Fight Defense Patrol',
  highlands: 'Fight Ambush Defense Patrol Recon Recon Patrol Fight Fight Defense Fight',
  coastal: 'Defense Patrol Recon Ambush Recon Patrol Defense Fight Defense Fight Defense',
  interior: 'Fight Ambush Defense Recon Patrol Recon Patrol Fight Defense Patrol Fight',
  'free-fire-zone': 'Defense Ambush Fight Recon Fight Defense Patrol Ambush Patrol Recon Fight',
  swamp: 'Fight Recon Ambush Patrol Patrol Ambush Recon Recon Defense Patrol Patrol',
} as const;

/** A pair of faces summing to each total 2–12. */
const facesFor = (total: number): [number, number] => (total <= 7 ? [1, total - 1] : [total - 6, 6]);

describe('FNG Mission Type (seed L1369–L1385)', () => {
  for (const [ao, row] of Object.entries(PRINTED) as [keyof typeof PRINTED, string][]) {
    it(`GIVEN each 2d6 total in the ${ao} column THEN the printed mission`, () => {
      const expected = row.split(' ').map((m) => m.toLowerCase());
      const got = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => missionType({ ao }, dice(...facesFor(t))).mission);
      expect(got).toEqual(expected);
    });
  }

  it('GIVEN the Highlands and a 6 THEN Recon (example L1340); a 7 is Recon too (example L1385)', () => {
    expect(missionType({ ao: 'highlands' }, dice(2, 4)).mission).toBe('recon');
    expect(missionType({ ao: 'highlands' }, dice(3, 4)).mission).toBe('recon');
  });

  it('GIVEN the Highlands THEN Fight comes up 14/36 (2, 9, 10, 12) and Recon 11/36 (6, 7)', () => {
    expect(countFaces(2, (f) => missionType({ ao: 'highlands' }, dice(...f)).mission === 'fight')).toBe(1 + 4 + 3 + 1);
    expect(countFaces(2, (f) => missionType({ ao: 'highlands' }, dice(...f)).mission === 'recon')).toBe(5 + 6);
  });
});
