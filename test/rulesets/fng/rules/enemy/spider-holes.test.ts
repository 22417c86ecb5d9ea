import { describe, expect, it } from 'vitest';
import {
  spiderHoleDiscovery,
  spiderHoleLocation,
  spiderHoleOccupants,
  spiderHoleTargets,
  type SpiderHoleSide,
} from '../../../../../src/rulesets/fng/rules/enemy/spider-holes.js';
import { countFaces, dice, expectCode, unwrap } from '../../../../helpers/rules.js';

const discover = (
  faces: number[],
  over: Partial<{ rep: number; holeInLos: boolean; special: boolean; side: SpiderHoleSide; flank: 'fire' | 'charge'; team: boolean }> = {},
) => {
  const d = dice(...faces);
  const r = spiderHoleDiscovery(d, {
    figureId: 'Pfc Joe',
    rep: over.rep ?? 4,
    holeInLos: over.holeInLos ?? true,
    trapFinderOrPointman: over.special ?? false,
    side: over.side ?? 'front',
    flank: over.flank ?? 'fire',
    occupantsAreSupportTeam: over.team ?? false,
  });
  return { r, remaining: d.remaining };
};

describe('FNG spider hole target and place (seed L1650–L1657)', () => {
  it('GIVEN 1d6 per FWF group THEN the highest is the target', () => {
    expect(unwrap(spiderHoleTargets(dice(2, 5, 4), ['1st', '2nd', '3rd'])).groups).toEqual(['2nd']);
  });

  it('GIVEN a tie on the highest THEN each tied group gets a spider hole, no re-roll', () => {
    const d = dice(6, 3, 6);
    expect(unwrap(spiderHoleTargets(d, ['1st', '2nd', '3rd'])).groups).toEqual(['1st', '3rd']);
    expect(d.remaining).toBe(0);
    expectCode(spiderHoleTargets(dice(), []), 'fng/no-groups');
  });

  it('GIVEN the Spider Hole table THEN 1–3 rear, 4 left, 5 right, 6 front', () => {
    const sides = [1, 2, 3, 4, 5, 6].map((f) => unwrap(spiderHoleLocation(dice(f, 1), { group: '1st' })).side);
    expect(sides).toEqual(['rear', 'rear', 'rear', 'left', 'right', 'front']);
  });

  it('GIVEN the distance roll THEN 1d6 + 6", or the LOS limit if shorter', () => {
    expect(unwrap(spiderHoleLocation(dice(6, 4), { group: '1st' })).distanceInches).toBe(10);
    expect(unwrap(spiderHoleLocation(dice(6, 4), { group: '1st', losLimitInches: 8 })).distanceInches).toBe(8);
    expectCode(spiderHoleLocation(dice(), { group: '1st', losLimitInches: -1 }), 'fng/invalid-distance');
  });
});

describe('FNG Spider Hole Discovery (seed L1654–L1656)', () => {
  it('GIVEN pass 2d6 THEN the spotter gets a free Ranged Combat attack', () => {
    const { r, remaining } = discover([1, 4]);
    expect(unwrap(r)).toMatchObject({ passes: 2, ambush: 'spotter-fires-first', supportTeamFiresInstead: false });
    expect(remaining).toBe(0);
  });

  it('GIVEN pass 1d6 with the hole in front THEN the occupants open fire', () => {
    expect(unwrap(discover([1, 6], { side: 'front' }).r)).toMatchObject({ passes: 1, ambush: 'occupants-fire' });
  });

  it('GIVEN pass 1d6 with the hole to the rear THEN they charge straight into melee; an LMG team fires instead', () => {
    expect(unwrap(discover([1, 6], { side: 'rear' }).r).ambush).toBe('occupants-charge');
    expect(unwrap(discover([1, 6], { side: 'rear', team: true }).r)).toMatchObject({
      ambush: 'occupants-fire',
      supportTeamFiresInstead: true,
    });
  });

  it('GIVEN pass 1d6 with the hole on a flank THEN they fire by default, charge under the other reading', () => {
    expect(unwrap(discover([1, 6], { side: 'left' }).r).ambush).toBe('occupants-fire');
    expect(unwrap(discover([1, 6], { side: 'right', flank: 'charge' }).r).ambush).toBe('occupants-charge');
  });

  it('GIVEN pass 0d6 THEN they fire then charge the closest enemy in LOS; a support team only fires', () => {
    expect(unwrap(discover([5, 6]).r)).toMatchObject({ passes: 0, ambush: 'occupants-fire-then-charge' });
    expect(unwrap(discover([5, 6], { team: true }).r)).toMatchObject({ ambush: 'occupants-fire', supportTeamFiresInstead: true });
  });

  it('GIVEN a Trap Finder or Point Man facing the hole THEN 3d6, the best two counting', () => {
    const { r, remaining } = discover([1, 2, 3], { special: true });
    expect(unwrap(r)).toMatchObject({ dice: 3, passes: 2 });
    expect(remaining).toBe(0);
  });

  it('GIVEN nobody faces the hole THEN the nearest figure rolls 2d6 at REP −2, even a Trap Finder', () => {
    const { r, remaining } = discover([2, 3], { holeInLos: false, special: true });
    expect(unwrap(r)).toMatchObject({ dice: 2, rep: 2, passes: 1 });
    expect(remaining).toBe(0);
  });

  it('GIVEN REP 4 THEN spotted in 16 of 36; with 3d6 best two in 160 of 216; unfaced (REP 2) in 4 of 36', () => {
    const passes = (f: number[], over: Parameters<typeof discover>[1]) => unwrap(discover(f, over).r).passes;
    expect(countFaces(2, (f) => passes(f, {}) === 2)).toBe(16);
    expect(countFaces(3, (f) => passes(f, { special: true }) === 2)).toBe(160);
    expect(countFaces(2, (f) => passes(f, { holeInLos: false }) === 2)).toBe(4);
  });

  it('GIVEN an impossible REP THEN it is refused', () => {
    expectCode(discover([], { rep: 0 }).r, 'fng/invalid-rep');
  });
});

describe('FNG Spider Hole Occupant (seed L1662–L1664)', () => {
  it('GIVEN 1d6 THEN RPG, SF rifle, two SMGs, two REP 3 riflemen (4–5), LMG team', () => {
    const byFace = [1, 2, 3, 4, 5, 6].map((f) => spiderHoleOccupants(dice(f)));
    expect(byFace.map(({ count, rep, weapon, supportTeam }) => ({ count, rep, weapon, supportTeam }))).toEqual([
      { count: 1, rep: 4, weapon: 'rpg', supportTeam: false },
      { count: 1, rep: 4, weapon: 'sf-rifle', supportTeam: false },
      { count: 2, rep: 4, weapon: 'smg', supportTeam: false },
      { count: 2, rep: 3, weapon: 'sf-rifle', supportTeam: false },
      { count: 2, rep: 3, weapon: 'sf-rifle', supportTeam: false },
      { count: 2, rep: 4, weapon: 'lmg', supportTeam: true },
    ]);
  });
});
