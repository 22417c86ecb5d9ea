import { describe, expect, it } from 'vitest';
import { canGroundHug, combatGroupOf, STAND_PROFILES, STAND_TYPES, type Stand } from '../../../../../src/rulesets/fogo/rules/troops/stands.js';
import { PT, game, patch, spec, stand } from '../fixtures.js';

describe('stand catalogue (crossfire-core §2.1, §2.2)', () => {
  it('GIVEN every type THEN it has a profile of its own type', () => {
    expect(STAND_TYPES.map((t) => STAND_PROFILES[t].type)).toEqual([...STAND_TYPES]);
  });

  it('GIVEN the heavy weapons THEN Bazooka, MMG, HMG, recoilless rifle and heavier mortar', () => {
    expect(STAND_TYPES.filter((t) => STAND_PROFILES[t].heavyWeapon)).toEqual(['bazooka', 'mmg', 'hmg', 'recoilless-rifle', 'mortar']);
  });

  it('GIVEN the anti-tank capable THEN rifle+RPG, Bazooka, HMG (.50) and recoilless rifle', () => {
    expect(STAND_TYPES.filter((t) => STAND_PROFILES[t].antiTank)).toEqual(['rifle-rpg', 'bazooka', 'hmg', 'recoilless-rifle']);
  });

  it('GIVEN the rifle teams THEN the four kinds a Bazooka may augment', () => {
    expect(STAND_TYPES.filter((t) => STAND_PROFILES[t].rifleTeam)).toEqual(['rifle-bolt-action', 'rifle-assault', 'rifle-lmg', 'rifle-rpg']);
  });

  it('GIVEN command stands THEN Commander, Command Team and Political Commissar', () => {
    expect(STAND_TYPES.flatMap((t) => STAND_PROFILES[t].command ?? [])).toEqual(['commander', 'command-team', 'commissar']);
  });
});

describe('stand helpers', () => {
  const s = () =>
    game([spec('PC', 'commander'), spec('SUB', 'commander', { commandedBy: 'PC' }), spec('R', 'rifle-assault', { commandedBy: 'SUB' }), spec('L', 'smg'), spec('U', 'smg', { traits: ['untrained'] }), spec('DR', 'dragoons')], []);

  it('GIVEN stands THEN the combat group is the commanding stand, a command stand heads its own', () => {
    expect(['PC', 'SUB', 'R', 'L'].map((id) => combatGroupOf(stand(s(), id)))).toEqual(['PC', 'SUB', 'SUB', 'L']);
  });

  it('GIVEN Untrained or mounted stands THEN they cannot ground hug', () => {
    const check = (st: Stand) => canGroundHug(st);
    expect(['L', 'U', 'DR'].map((id) => check(stand(s(), id)))).toEqual([true, false, false]);
    expect(check(stand(patch(s(), 'DR', { mounted: false }), 'DR'))).toBe(true);
    expect(stand(s(), 'L').side).toBe(PT);
  });
});
