import { describe, expect, it } from 'vitest';
import { fireTeamSize, type FireTeamComposition } from '../../../../../src/rulesets/fireteam/rules/fire/fire-team-size.js';
import type { WeaponKind } from '../../../../../src/rulesets/fireteam/rules/troops/weapons.js';
import { RULES, rulesWith } from '../fixtures.js';

const team = (weapons: [WeaponKind, number][], crew = 0, more: Partial<FireTeamComposition> = {}): FireTeamComposition => ({
  weapons: weapons.map(([kind, count]) => ({ kind, count })),
  crew,
  ...more,
});
const size = (t: FireTeamComposition) => fireTeamSize(t, RULES).size;

describe('fireTeamSize: the seed\'s three columns', () => {
  it('riflemen: 4 or fewer have no fire effect, 5–9 (and more) are small', () => {
    expect(fireTeamSize(team([['rifle', 4]]), RULES)).toEqual({ size: 'none', source: 'nothing', illegal: false, riflemen: 4, smgs: 0 });
    expect(size(team([['rifle', 5]]))).toBe('small');
    expect(size(team([['rifle', 9]]))).toBe('small');
    expect(size(team([['rifle', 12]]))).toBe('small');
  });

  it('SMGs: 3–6 normal, 7–10 large', () => {
    expect(size(team([['smg', 3]]))).toBe('normal');
    expect(size(team([['smg', 6]]))).toBe('normal');
    expect(fireTeamSize(team([['smg', 7]]), RULES)).toMatchObject({ size: 'large', source: 'smgs' });
    expect(size(team([['smg', 10]]))).toBe('large');
  });

  it('GIVEN fewer than 3 SMGs THEN they count as riflemen (house rule size.fewSmgsAsRiflemen)', () => {
    expect(fireTeamSize(team([['smg', 2], ['rifle', 5]]), RULES)).toMatchObject({ size: 'small', riflemen: 7, smgs: 0 });
    expect(size(team([['smg', 2], ['rifle', 3]]))).toBe('small');
    expect(fireTeamSize(team([['smg', 2], ['rifle', 3]]), rulesWith({ 'size.fewSmgsAsRiflemen': false })).size).toBe('none');
  });

  it('LMG: 1 crew small, 2–3 crew normal; HMG: 1 crew small, 2–5 crew large; no crew no fire', () => {
    expect(fireTeamSize(team([['lmg', 1]], 1), RULES)).toMatchObject({ size: 'small', source: 'lmg-crew' });
    expect(size(team([['lmg', 1]], 2))).toBe('normal');
    expect(size(team([['lmg', 1]], 3))).toBe('normal');
    expect(size(team([['hmg', 1]], 1))).toBe('small');
    expect(fireTeamSize(team([['hmg', 1]], 4), RULES)).toMatchObject({ size: 'large', source: 'hmg-crew' });
    expect(size(team([['lmg', 1]], 0))).toBe('none');
    expect(size(team([['medium-gun', 1]], 0))).toBe('none');
  });

  it('guns and mortars by size; recoilless rifles are light guns', () => {
    expect(size(team([['light-gun', 1]], 3))).toBe('small');
    expect(size(team([['recoilless-rifle', 1]], 3))).toBe('small');
    expect(size(team([['light-mortar', 1]], 2))).toBe('small');
    expect(fireTeamSize(team([['medium-mortar', 1]], 3), RULES)).toMatchObject({ size: 'normal', source: 'mortar' });
    expect(fireTeamSize(team([['medium-gun', 1]], 4), RULES)).toMatchObject({ size: 'normal', source: 'gun' });
    expect(size(team([['heavy-gun', 1]], 4))).toBe('large');
  });

  it('multi-barrels are large; snipers and AT weapons small; flamethrowers by house rule', () => {
    expect(fireTeamSize(team([['lmg', 2]], 1, { multiBarrel: true }), RULES)).toMatchObject({ size: 'large', source: 'multi-barrel' });
    expect(fireTeamSize(team([['sniper-rifle', 1]]), RULES)).toMatchObject({ size: 'small', source: 'sniper' });
    expect(size(team([['at-rifle', 1]], 2))).toBe('small');
    expect(size(team([['panzerschreck', 1]], 2))).toBe('small');
    expect(fireTeamSize(team([['flamethrower', 1]], 1), RULES)).toMatchObject({ size: 'normal', source: 'flamethrower' });
    expect(fireTeamSize(team([['flamethrower', 1]], 1), rulesWith({ 'fire.flamethrowerSize': 'SMALL' })).size).toBe('small');
    expect(fireTeamSize(team([['flamethrower', 1]], 1), rulesWith({ 'fire.flamethrowerSize': 'LARGE' })).size).toBe('large');
  });

  it('pistols add nothing', () => {
    expect(size(team([['pistol', 6]]))).toBe('none');
  });

  it('GIVEN a mixed squad team (LMG + 2 crew, SMG, rifle ×2) THEN the LMG decides: normal', () => {
    expect(fireTeamSize(team([['lmg', 1], ['smg', 1], ['rifle', 2]], 2), RULES)).toMatchObject({ size: 'normal', source: 'lmg-crew', riflemen: 3 });
  });

  it('GIVEN a range THEN weapons that do not reach drop out and assault rifles are rifles from 12"', () => {
    expect(size(team([['smg', 4], ['rifle', 5]], 0, { range: 18 }))).toBe('small');
    expect(size(team([['smg', 4], ['rifle', 5]], 0, { range: 30 }))).toBe('none');
    expect(size(team([['assault-rifle', 4]], 0, { range: 11 }))).toBe('normal');
    expect(fireTeamSize(team([['assault-rifle', 5]], 0, { range: 12 }), RULES)).toMatchObject({ size: 'small', riflemen: 5 });
    expect(size(team([['assault-rifle', 4]]))).toBe('normal');
    expect(size(team([['lmg', 1]], 2, { range: 36 }))).toBe('normal');
    expect(size(team([['lmg', 1]], 2, { range: 37 }))).toBe('none');
    expect(size(team([['rifle-grenade', 1], ['rifle', 4]], 0, { range: 30 }))).toBe('none');
    expect(size(team([['rifle-grenade', 1], ['rifle', 4]], 0, { range: 20 }))).toBe('small');
  });

  it('GIVEN an illegal team THEN it counts small, but a team with no fire effect stays without', () => {
    expect(fireTeamSize(team([['hmg', 1]], 4, { legal: false }), RULES)).toMatchObject({ size: 'small', illegal: true, source: 'hmg-crew' });
    expect(fireTeamSize(team([['rifle', 3]], 0, { legal: false }), RULES)).toMatchObject({ size: 'none', illegal: false });
  });
});
