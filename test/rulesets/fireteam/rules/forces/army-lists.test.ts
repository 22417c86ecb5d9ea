import { describe, expect, it } from 'vitest';
import { ARMY_LISTS } from '../../../../../src/rulesets/fireteam/rules/forces/army-lists.js';
import { expandForce, forceCost, validateForce, type ForceChoice } from '../../../../../src/rulesets/fireteam/rules/forces/platoon.js';
import { AX, RU, RULES, rulesWith } from '../fixtures-forces.js';

const choice = (list: ForceChoice['list'], sections: Record<string, number>, more: Partial<ForceChoice> = {}): ForceChoice => ({
  list,
  sections,
  picks: [],
  ...more,
});

const problems = (r: ReturnType<typeof validateForce>) => (r.ok ? [] : r.problems.map((p) => p.code));

describe('the five army lists (seed 004)', () => {
  it('qualities: Fallschirmjäger and Finns veteran, the others average', () => {
    expect(Object.values(ARMY_LISTS).map((l) => [l.id, l.quality])).toEqual([
      ['fallschirmjager', 'veteran'],
      ['russians', 'average'],
      ['british', 'average'],
      ['us', 'average'],
      ['finns', 'veteran'],
    ]);
  });

  it('reinforcements are given for Fallschirmjäger, Russians and Finns only', () => {
    expect(Object.values(ARMY_LISTS).filter((l) => l.reinforcements.length > 0).map((l) => l.id)).toEqual(['fallschirmjager', 'russians', 'finns']);
    expect(ARMY_LISTS.british.notes).toContain('The seed gives no reinforcement picks for this list.');
    expect(ARMY_LISTS.us.notes).toContain('The seed gives no reinforcement picks for this list.');
  });

  it('list notes are carried: AOP COs, SMG sections, direct-fire mortar', () => {
    expect(ARMY_LISTS.fallschirmjager.notes).toContain('The CO may act as an AOP.');
    expect(ARMY_LISTS.us.notes).toContain('The CO may act as an AOP.');
    expect(ARMY_LISTS.russians.notes).toContain('Any of the infantry sections may be SMG.');
    expect(ARMY_LISTS.british.notes).toContain('The mortar is direct fire only.');
  });

  it('squad counts and points per list', () => {
    const squad = (id: keyof typeof ARMY_LISTS) => ARMY_LISTS[id].sections.find((s) => s.section.id === 'squad')!;
    expect([squad('fallschirmjager').min, squad('fallschirmjager').max, squad('fallschirmjager').section.points]).toEqual([2, 3, 2]);
    expect([squad('russians').min, squad('russians').max, squad('russians').section.points]).toEqual([2, 4, 1]);
    expect([squad('british').min, squad('british').max, squad('british').section.points]).toEqual([2, 3, 1]);
    expect([squad('us').min, squad('us').max, squad('us').section.points]).toEqual([2, 3, 1]);
    expect([squad('finns').min, squad('finns').max, squad('finns').section.points]).toEqual([2, 3, 1.5]);
    expect(ARMY_LISTS.british.hq.points).toBe(1);
  });
});

describe('forceCost', () => {
  it('Finns: 3 squads at 1.5 and a support team at 0.5 = 5, core 4.5', () => {
    const cost = forceCost(ARMY_LISTS.finns, choice('finns', { squad: 3 }, { picks: [{ pick: 'support' }] }), RULES);
    expect(cost).toMatchObject({ core: 4.5, reinforcements: 0.5, total: 5 });
    expect(cost.items).toEqual([
      { label: 'HQ', count: 1, each: 0, points: 0, part: 'core' },
      { label: 'Squad', count: 3, each: 1.5, points: 4.5, part: 'core' },
      { label: 'Support team', count: 1, each: 0.5, points: 0.5, part: 'reinforcement' },
    ]);
  });

  it('British HQ costs 1 point: HQ + 2 squads = 3', () => {
    expect(forceCost(ARMY_LISTS.british, choice('british', { squad: 2 }), RULES).total).toBe(3);
  });

  it('repeated picks are counted together: Russians 2 heavy tanks = 6', () => {
    const c = choice('russians', { squad: 4 }, { picks: [{ pick: 'heavy-tank' }, { pick: 'heavy-tank' }] });
    const cost = forceCost(ARMY_LISTS.russians, c, RULES);
    expect(cost.items.find((i) => i.label === 'Heavy tank')).toMatchObject({ count: 2, each: 3, points: 6 });
    expect(cost.total).toBe(10);
  });

  it('Fallschirmjäger support team #2 costs house rule lists.fjSupportTeam2Points', () => {
    const c = choice('fallschirmjager', { squad: 2 }, { picks: [{ pick: 'support2' }] });
    expect(forceCost(ARMY_LISTS.fallschirmjager, c, RULES).reinforcements).toBe(1);
    expect(forceCost(ARMY_LISTS.fallschirmjager, c, rulesWith({ 'lists.fjSupportTeam2Points': 2 })).reinforcements).toBe(2);
  });
});

describe('validateForce', () => {
  it('GIVEN a legal Russian platoon THEN its cost', () => {
    const r = validateForce(ARMY_LISTS.russians, choice('russians', { squad: 4, weapons: 1 }, { picks: [{ pick: 'medium-tank', vehicle: 'su-76' }] }), RULES);
    expect(r.ok && r.value.total).toBe(7);
  });

  it('GIVEN every kind of mistake THEN all are reported at once', () => {
    const r = validateForce(
      ARMY_LISTS.russians,
      {
        list: 'russians',
        sections: { squad: 5, weapons: 2, tanks: 1 },
        picks: [{ pick: 'flak' }, { pick: 'medium-tank', vehicle: 'tiger' }],
        smgSquads: 6,
        molotovSquad: 1,
      },
      RULES,
    );
    expect(problems(r)).toEqual([
      'fireteam/section-count',
      'fireteam/section-count',
      'fireteam/unknown-section',
      'fireteam/unknown-pick',
      'fireteam/bad-vehicle-choice',
      'fireteam/smg-squads',
      'fireteam/molotov-squad',
    ]);
    expect(!r.ok && r.problems[0]).toEqual({ code: 'fireteam/section-count', params: { section: 'squad', count: 5, min: 2, max: 4 } });
  });

  it('GIVEN too few squads THEN section-count', () => {
    expect(problems(validateForce(ARMY_LISTS.finns, choice('finns', { squad: 1 }), RULES))).toEqual(['fireteam/section-count']);
  });

  it('GIVEN picks for a list without reinforcements THEN no-reinforcements', () => {
    const r = validateForce(ARMY_LISTS.us, choice('us', { squad: 2 }, { picks: [{ pick: 'heavy-tank' }] }), RULES);
    expect(problems(r)).toEqual(['fireteam/no-reinforcements']);
  });

  it('GIVEN SMG squads or a commissar outside the Russian list THEN refused', () => {
    const r = validateForce(ARMY_LISTS.british, choice('british', { squad: 2 }, { smgSquads: 1, commissar: 'kgb' }), RULES);
    expect(problems(r)).toEqual(['fireteam/smg-squads', 'fireteam/no-commissar']);
  });

  it('GIVEN a vehicle choice on a pick without one THEN bad-vehicle-choice', () => {
    const r = validateForce(ARMY_LISTS.russians, choice('russians', { squad: 2 }, { picks: [{ pick: 'heavy-tank', vehicle: 'kv-1' }] }), RULES);
    expect(problems(r)).toEqual(['fireteam/bad-vehicle-choice']);
  });

  it('US weapons sections: 0–1 by default, more under lists.usWeaponsSectionMax', () => {
    const c = choice('us', { squad: 2, weapons: 2 });
    expect(problems(validateForce(ARMY_LISTS.us, c, RULES))).toEqual(['fireteam/section-count']);
    expect(validateForce(ARMY_LISTS.us, c, rulesWith({ 'lists.usWeaponsSectionMax': 2 })).ok).toBe(true);
  });

  it('GIVEN a budget THEN core and reinforcements are each held to it', () => {
    const c = choice('fallschirmjager', { squad: 3 }, { picks: [{ pick: 'heavy-tank' }] });
    expect(validateForce(ARMY_LISTS.fallschirmjager, c, RULES, { core: 6, reinforcements: 4 }).ok).toBe(true);
    const r = validateForce(ARMY_LISTS.fallschirmjager, c, RULES, { core: 4, reinforcements: 3 });
    expect(!r.ok && r.problems.map((p) => p.params)).toEqual([
      { part: 'core', points: 6, budget: 4 },
      { part: 'reinforcement', points: 4, budget: 3 },
    ]);
  });
});

describe('expandForce', () => {
  it('Fallschirmjäger: CO and 2IC, two fire teams a squad, each with an RPG, all veteran', () => {
    const units = expandForce(ARMY_LISTS.fallschirmjager, choice('fallschirmjager', { squad: 2 }), AX, RULES);
    expect(units.map((u) => u.id)).toEqual(['co', '2ic', 'sq1-ft1', 'sq1-ft2', 'sq2-ft1', 'sq2-ft2']);
    expect(units.every((u) => u.quality === 'veteran' && u.side === AX && !u.onTable)).toBe(true);
    expect(units[0]?.roles).toEqual(['officer', 'aop']);
    expect(units[2]).toMatchObject({ name: 'Squad 1 FT1', figures: 5, crew: 2 });
    expect(units[2]?.weapons).toContainEqual({ kind: 'rpg', count: 1 });
  });

  it('Russians: KGB commissar, SMG squads, Molotovs for the chosen squad, scouts veteran', () => {
    const c = choice('russians', { squad: 3, weapons: 1 }, { smgSquads: 1, commissar: 'kgb', molotovSquad: 2, picks: [{ pick: 'support' }, { pick: 'scouts' }] });
    expect(validateForce(ARMY_LISTS.russians, c, RULES).ok).toBe(true);
    const units = expandForce(ARMY_LISTS.russians, c, RU, RULES);
    const byId = new Map(units.map((u) => [u.id, u]));
    expect(byId.get('commissar')?.roles).toEqual(['commissar-kgb']);
    expect(byId.get('sq1-ft2')?.weapons).toEqual([{ kind: 'smg', count: 7 }]);
    expect(byId.get('sq2-ft2')?.weapons).toEqual([{ kind: 'rifle', count: 7 }]);
    expect([...byId.values()].filter((u) => u.molotovs).map((u) => u.id)).toEqual(['sq2-ft1', 'sq2-ft2']);
    expect(byId.get('scouts-1-scouts')).toMatchObject({ quality: 'veteran', roles: ['scout'], figures: 9 });
    expect(units.filter((u) => u.roles.includes('medic'))).toHaveLength(3);
    expect(byId.get('wpn1-hmg')).toMatchObject({ figures: 4, crew: 4, quality: 'average' });
  });

  it('GIVEN no commissar choice THEN heroic', () => {
    const units = expandForce(ARMY_LISTS.russians, choice('russians', { squad: 2 }), RU, RULES);
    expect(units.find((u) => u.id === 'commissar')?.roles).toEqual(['commissar-heroic']);
  });

  it('vehicle picks take the chosen vehicle, else the first offered; unstated team sizes from the house rule', () => {
    const c = choice('fallschirmjager', { squad: 2 }, { picks: [{ pick: 'medium-tank', vehicle: 'stug' }, { pick: 'medium-tank' }, { pick: 'support1' }] });
    const units = expandForce(ARMY_LISTS.fallschirmjager, c, AX, rulesWith({ 'lists.unstatedTeamSize': 3 }), '1-');
    const byId = new Map(units.map((u) => [u.id, u]));
    expect(byId.get('1-medium-tank-1-tank')?.vehicle?.model).toBe('stug');
    expect(byId.get('1-medium-tank-2-tank')?.vehicle?.model).toBe('panzer-iv');
    expect(byId.get('1-support1-1-sniper1')).toMatchObject({ figures: 3, roles: ['sniper'] });
    expect(byId.get('1-support1-1-sniper2')).toBeDefined();
    expect(byId.get('1-co')).toBeDefined();
  });

  it('AT battery: two 75mm guns with 4 crew each, as gun crews', () => {
    const units = expandForce(ARMY_LISTS.fallschirmjager, choice('fallschirmjager', { squad: 2 }, { picks: [{ pick: 'at-battery' }] }), AX, RULES);
    const guns = units.filter((u) => u.gun === 'at-75mm');
    expect(guns.map((u) => [u.id, u.kind, u.crew])).toEqual([
      ['at-battery-1-pak401', 'gun-crew', 4],
      ['at-battery-1-pak402', 'gun-crew', 4],
    ]);
  });

  it('every list expands to units with unique ids', () => {
    for (const list of Object.values(ARMY_LISTS)) {
      const max = Object.fromEntries(list.sections.map((s) => [s.section.id, typeof s.max === 'number' ? s.max : 1]));
      const units = expandForce(list, choice(list.id, max, { picks: list.reinforcements.map((r) => ({ pick: r.id })) }), AX, RULES);
      expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    }
  });
});
