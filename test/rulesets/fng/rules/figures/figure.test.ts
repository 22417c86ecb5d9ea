import { describe, expect, it } from 'vitest';
import {
  ARMY_IDS,
  ECHELON,
  FIGURE_STATUSES,
  isGone,
  isLeaderRole,
  isRep,
  linksGroup,
} from '../../../../../src/rulesets/fng/rules/figures/figure.js';
import { ARMY_LISTS } from '../../../../../src/rulesets/fng/rules/figures/army-lists.js';

describe('FNG figure (seed L339–L353, L710–L722, L936–L948)', () => {
  it('GIVEN REP THEN 1 to 7 only, whole numbers (L345; 7 in campaign)', () => {
    expect([0, 1, 6, 7, 8, 4.5, '5'].map(isRep)).toEqual([false, true, true, true, false, false, false]);
  });

  it('GIVEN the statuses THEN only Carry On links a group (L578, L712) and the casualties and departed are gone (L595)', () => {
    expect(FIGURE_STATUSES.filter(linksGroup)).toEqual(['carry-on']);
    expect(FIGURE_STATUSES.filter(isGone)).toEqual(['out-of-fight', 'obviously-dead', 'left-battlefield', 'missing', 'captured', 'cheated-death']);
  });

  it('GIVEN the chain of command THEN company over platoon over squad over fire team (L584, L594)', () => {
    expect(ECHELON['company-commander']! > ECHELON['platoon-leader']!).toBe(true);
    expect(ECHELON['platoon-leader']! > ECHELON['platoon-sergeant']!).toBe(true);
    expect(ECHELON['platoon-sergeant']! > ECHELON['squad-leader']!).toBe(true);
    expect(ECHELON['squad-leader']! > ECHELON['jr-nco']!).toBe(true);
    expect(isLeaderRole('jr-nco')).toBe(true);
    expect(isLeaderRole('rto')).toBe(false);
    expect(isLeaderRole('advisor')).toBe(false);
  });

  it('GIVEN the army ids THEN every one has a list on its side', () => {
    expect(ARMY_IDS.map((id) => ARMY_LISTS[id].side)).toEqual(['fwf', 'fwf', 'fwf', 'fwf', 'fwf', 'fwf', 'cf', 'cf', 'cf']);
  });
});
