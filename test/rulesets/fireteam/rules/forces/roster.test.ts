import { describe, expect, it } from 'vitest';
import { parseRoster, validateRoster } from '../../../../../src/rulesets/fireteam/rules/forces/roster.js';
import { AX, RU, RULES } from '../fixtures-forces.js';

const problems = (r: ReturnType<typeof parseRoster>) => (r.ok ? [] : r.problems);

describe('parseRoster: army list and picks', () => {
  it('GIVEN a Russian list with picks THEN units at the list quality, the choice and its cost', () => {
    const text = JSON.stringify({ name: '1st Platoon', list: 'russians', sections: { squad: 2 }, picks: ['heavy-tank', { pick: 'medium-tank', vehicle: 'su-76' }] });
    const r = parseRoster(text, RU, RULES);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.value.name).toBe('1st Platoon');
    expect(r.value.cost?.total).toBe(7);
    expect(r.value.units.map((u) => u.id)).toEqual(['co', '2ic', 'commissar', 'sq1-ft1', 'sq1-ft2', 'sq2-ft1', 'sq2-ft2', 'heavy-tank-1-tank', 'medium-tank-1-tank']);
    expect(r.value.units.every((u) => u.side === RU && u.quality === 'average')).toBe(true);
    expect(r.value.units.at(-1)?.vehicle?.model).toBe('su-76');
  });

  it('GIVEN an idPrefix THEN every listed id carries it', () => {
    const r = parseRoster(JSON.stringify({ name: 'P2', idPrefix: '2-', list: 'finns', sections: { squad: 2 } }), AX, RULES);
    expect(r.ok && r.value.units.map((u) => u.id)).toEqual(['2-co', '2-2ic', '2-sq1-ft1', '2-sq1-ft2', '2-sq2-ft1', '2-sq2-ft2']);
  });

  it('GIVEN force problems THEN each at its path and line', () => {
    const text = ['{', '  "name": "Too big",', '  "list": "finns",', '  "sections": {', '    "squad": 4', '  },', '  "picks": ["support", "tiger"]', '}'].join('\n');
    expect(problems(parseRoster(text, AX, RULES))).toEqual([
      { path: 'sections.squad', code: 'fireteam/section-count', params: { section: 'squad', count: 4, min: 2, max: 3 }, line: 5 },
      { path: 'picks[1]', code: 'fireteam/unknown-pick', params: { pick: 'tiger', list: 'finns' }, line: 7 },
    ]);
  });

  it('GIVEN a budget THEN an overspend is reported', () => {
    const text = JSON.stringify({ name: 'P', list: 'fallschirmjager', sections: { squad: 2 }, picks: ['heavy-tank'] });
    expect(problems(parseRoster(text, AX, RULES, { reinforcements: 2 })).map((p) => [p.path, p.code])).toEqual([['picks', 'fireteam/over-budget']]);
  });

  it('GIVEN an unknown list THEN unknown-list', () => {
    expect(problems(parseRoster('{"name":"x","list":"italians"}', AX, RULES)).map((p) => p.code)).toEqual(['fireteam/unknown-list']);
  });

  it('GIVEN list options without a list THEN each is refused', () => {
    const r = validateRoster({ name: 'x', sections: { squad: 2 }, units: [{ id: 'a', kind: 'fire-team', quality: 'raw', figures: 5 }] }, AX, RULES);
    expect(!r.ok && r.problems.map((p) => [p.path, p.code])).toEqual([['sections', 'fireteam/bad-field']]);
  });
});

describe('parseRoster: explicit units', () => {
  const good = {
    name: 'Kampfgruppe',
    units: [
      { id: 'ft1', kind: 'fire-team', quality: 'veteran', figures: 5, crew: 2, weapons: [{ kind: 'lmg', count: 1 }, { kind: 'rifle', count: 3 }] },
      { id: 'doc', name: 'Medic', kind: 'special', quality: 'average', figures: 1, roles: ['medic'] },
      { id: 'tiger', kind: 'vehicle', quality: 'veteran', figures: 0, vehicle: 'tiger', roles: ['veteran-tank-crew'] },
      { id: 'pak', kind: 'gun-crew', quality: 'average', figures: 4, crew: 4, gun: 'at-75mm', weapons: [{ kind: 'medium-gun', count: 1 }] },
      {
        id: 'puma',
        kind: 'vehicle',
        quality: 'average',
        figures: 0,
        vehicle: { name: 'Puma', class: 'light', speed: 'fast', weapons: [{ kind: 'light-gun', mount: 'main' }, { kind: 'lmg', mount: 'coax' }] },
      },
    ],
  };

  it('GIVEN good units THEN each made as given', () => {
    const r = validateRoster(good, AX, RULES);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.value.units.map((u) => u.id)).toEqual(['ft1', 'doc', 'tiger', 'pak', 'puma']);
    expect(r.value.units[1]).toMatchObject({ name: 'Medic', roles: ['medic'] });
    expect(r.value.units[2]?.vehicle?.class).toBe('heavy');
    expect(r.value.units[3]?.gun).toBe('at-75mm');
    expect(r.value.units[4]?.vehicle).toMatchObject({ model: 'Puma', class: 'light', speed: 'fast', fixedGun: false, softSkinned: false });
    expect(r.value.force).toBeUndefined();
  });

  it('GIVEN both a list and explicit units THEN both, and a clashing id is refused', () => {
    const ok = validateRoster({ name: 'x', list: 'finns', sections: { squad: 2 }, units: [good.units[1]] }, AX, RULES);
    expect(ok.ok && ok.value.units).toHaveLength(7);
    const clash = validateRoster({ name: 'x', list: 'finns', sections: { squad: 2 }, units: [{ ...good.units[1], id: 'CO' }] }, AX, RULES);
    expect(!clash.ok && clash.problems).toEqual([{ path: 'units[0].id', code: 'fireteam/duplicate-id', params: { id: 'CO', with: 'the army list' } }]);
  });

  it('GIVEN every field wrong THEN every problem, each on its line', () => {
    const text = `{
  "name": "",
  "extra": 1,
  "units": [
    {
      "id": "bad id!",
      "kind": "tank",
      "quality": "elite",
      "figures": 0,
      "weapons": [{ "kind": "laser", "count": 1 }],
      "roles": ["hero"],
      "vehicle": "tiger",
      "gun": "at-75mm"
    },
    { "id": "ok1", "kind": "vehicle", "quality": "raw", "figures": 0 },
    { "id": "ok1", "kind": "fire-team", "quality": "raw", "figures": 3, "crew": 4, "molotovs": "yes" },
    { "id": "ok2", "kind": "fire-team", "quality": "raw", "figures": 3 },
    { "id": "OK2", "kind": "fire-team", "quality": "raw", "figures": 3 }
  ]
}`;
    expect(problems(parseRoster(text, AX, RULES)).map((p) => [p.path, p.code, p.line])).toEqual([
      ['extra', 'fireteam/unknown-field', 3],
      ['name', 'fireteam/bad-field', 2],
      ['units[0].id', 'fireteam/bad-field', 6],
      ['units[0].kind', 'fireteam/bad-field', 7],
      ['units[0].quality', 'fireteam/bad-field', 8],
      ['units[0].figures', 'fireteam/bad-field', 9],
      ['units[0].weapons[0].kind', 'fireteam/bad-field', 10],
      ['units[0].roles', 'fireteam/bad-field', 11],
      ['units[0].vehicle', 'fireteam/bad-field', 12],
      ['units[0].gun', 'fireteam/bad-field', 13],
      ['units[1].vehicle', 'fireteam/missing-field', 15],
      ['units[2].crew', 'fireteam/bad-field', 16],
      ['units[2].molotovs', 'fireteam/bad-field', 16],
      ['units[4].id', 'fireteam/duplicate-id', 18],
    ]);
  });

  it('GIVEN a bad custom vehicle THEN its fields are named', () => {
    const r = validateRoster(
      { name: 'x', units: [{ id: 'v', kind: 'vehicle', quality: 'raw', figures: 0, vehicle: { name: 'V', class: 'huge', weapons: [{ kind: 'lmg', mount: 'roof' }] } }] },
      AX,
      RULES,
    );
    expect(!r.ok && r.problems.map((p) => [p.path, p.code])).toEqual([
      ['units[0].vehicle.class', 'fireteam/bad-field'],
      ['units[0].vehicle.speed', 'fireteam/missing-field'],
      ['units[0].vehicle.weapons[0].mount', 'fireteam/bad-field'],
    ]);
  });

  it('GIVEN neither list nor units THEN no-units; GIVEN not an object THEN bad-field', () => {
    expect(problems(parseRoster('{"name":"x"}', AX, RULES)).map((p) => p.code)).toEqual(['fireteam/no-units']);
    expect(problems(parseRoster('[1]', AX, RULES)).map((p) => p.code)).toEqual(['fireteam/bad-field']);
  });

  it('GIVEN broken JSON THEN not-json at the line it breaks', () => {
    expect(problems(parseRoster('{\n  "name": "x",\n  "units": [\n    { "id": }\n  ]\n}', AX, RULES))).toEqual([
      { path: '', code: 'fireteam/not-json', line: 4 },
    ]);
  });
});
