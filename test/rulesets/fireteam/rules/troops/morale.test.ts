import { describe, expect, it } from 'vitest';
import { morale } from '../../../../../src/rulesets/fireteam/rules/troops/morale.js';

describe('morale (seed 004, Pinning and Morale)', () => {
  it('GIVEN no casualties and not pinned THEN steady', () => {
    expect(morale({ figures: 7, casualties: 0 })).toEqual({
      status: 'steady',
      figures: 7,
      casualties: 0,
      heldByCommissar: false,
      canMove: true,
      canShoot: true,
      reducedFireNextTurn: false,
      fightsIfAssaulted: true,
    });
  });

  it('GIVEN pinned this turn THEN no move this turn and reduced fire next turn', () => {
    expect(morale({ figures: 7, casualties: 1, pinnedThisTurn: true })).toMatchObject({
      status: 'pinned',
      canMove: false,
      canShoot: true,
      reducedFireNextTurn: true,
    });
  });

  it('GIVEN casualties just under and at 30% THEN steady, then permanently pinned but fighting if assaulted', () => {
    expect(morale({ figures: 10, casualties: 2 }).status).toBe('steady');
    expect(morale({ figures: 10, casualties: 3 })).toMatchObject({
      status: 'permanently-pinned',
      canMove: false,
      canShoot: false,
      fightsIfAssaulted: true,
    });
    // 2 of 7 is 28.6%, 3 of 7 is 42.9%
    expect(morale({ figures: 7, casualties: 2 }).status).toBe('steady');
    expect(morale({ figures: 7, casualties: 3 }).status).toBe('permanently-pinned');
  });

  it('GIVEN casualties just under and at 60% THEN permanently pinned, then removed', () => {
    expect(morale({ figures: 10, casualties: 5 }).status).toBe('permanently-pinned');
    expect(morale({ figures: 10, casualties: 6 })).toMatchObject({ status: 'removed', canMove: false, canShoot: false, fightsIfAssaulted: false });
    expect(morale({ figures: 5, casualties: 3 }).status).toBe('removed');
  });

  it('GIVEN a Commissar THEN routers stay in the field counting pinned; the wiped out are still gone', () => {
    expect(morale({ figures: 10, casualties: 7, commissar: true })).toMatchObject({ status: 'permanently-pinned', heldByCommissar: true, fightsIfAssaulted: true });
    expect(morale({ figures: 10, casualties: 10, commissar: true }).status).toBe('removed');
  });

  it('GIVEN impossible numbers THEN it is a bug and throws', () => {
    expect(() => morale({ figures: 3, casualties: 4 })).toThrow();
    expect(() => morale({ figures: 0, casualties: 0 })).toThrow();
  });
});
