import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_ROSTERS } from '../../../../../src/rulesets/lnl/rules/game/built-in-rosters.js';
import { parseRoster, validateRoster } from '../../../../../src/rulesets/lnl/rules/game/roster.js';
import { addUnits, createLnlState, hexOf } from '../../../../../src/rulesets/lnl/rules/game/state.js';
import { expectCode, hex, unwrap } from '../fixtures-game.js';

const ROOT = join(import.meta.dirname, '../../../../..');

describe('LnL rosters', () => {
  it('GIVEN assets/rosters THEN each file is exactly the built-in roster and is valid', () => {
    for (const [key, doc] of Object.entries(BUILT_IN_ROSTERS)) {
      expect(JSON.parse(readFileSync(join(ROOT, 'assets/rosters', `${key}.json`), 'utf8'))).toEqual(doc);
      const r = validateRoster(doc);
      expect(r.ok, key).toBe(true);
    }
  });

  it('GIVEN a good roster THEN units come with their values, hexes, carried weapons and rides', () => {
    const r = unwrap(
      validateRoster({
        name: 'Test',
        units: [
          { id: 'Sqd', kind: 'squad', firepower: 3, range: 5, morale: 5, assault: true, at: 'C5' },
          { id: 'MG', kind: 'support-weapon', firepower: 3, range: 10, morale: 0, carriedBy: 'Sqd' },
          { id: 'M113', kind: 'vehicle', firepower: 2, range: 8, morale: 6, movement: 12, armour: { front: 2, side: 1, rear: 1 }, capacity: 'PPO', at: 'D5' },
          { id: 'HS', kind: 'half-squad', firepower: 2, range: 5, morale: 5, aboard: 'M113', outside: true },
        ],
      }),
    );
    expect(r.units[0]).toMatchObject({ id: 'Sqd', name: 'Sqd', assault: true, at: hex('C5') });
    expect(r.units[1]).toMatchObject({ carriedBy: 'Sqd' });
    expect(r.units[3]).toMatchObject({ aboard: { vehicle: 'M113', outside: true } });
  });

  it('GIVEN a roster with several mistakes THEN every one is reported at its path', () => {
    const r = validateRoster({
      name: 'Bad',
      colour: 'red',
      units: [
        { id: 'A', kind: 'squad', firepower: 'three', range: 5 },
        { id: 'B', kind: 'tank', firepower: 1, range: 1, morale: 1, at: 'ZZ' },
        { id: 'L', kind: 'leader', firepower: 1, range: 1, morale: 6 },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'colour lnl/unknown-field',
      'units[0].firepower lnl/bad-field',
      'units[0].morale lnl/missing-field',
      'units[1].kind lnl/bad-field',
      'units[1].at lnl/bad-field',
      'units[2].leadership lnl/missing-field',
    ]);
  });

  it('GIVEN duplicate ids or a weapon carried by nobody THEN the references are refused', () => {
    const r = validateRoster({
      name: 'Refs',
      units: [
        { id: 'A', kind: 'squad', firepower: 3, range: 5, morale: 5 },
        { id: 'a', kind: 'squad', firepower: 3, range: 5, morale: 5 },
        { id: 'MG', kind: 'support-weapon', firepower: 3, range: 10, morale: 0, carriedBy: 'Nobody' },
        { id: 'P', kind: 'squad', firepower: 3, range: 5, morale: 5, aboard: 'A' },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'units[0].id lnl/duplicate-id',
      'units[1].id lnl/duplicate-id',
      'units[2].carriedBy lnl/unknown-reference',
      'units[3].aboard lnl/unknown-reference',
    ]);
  });

  it('GIVEN broken JSON THEN the problem names its line', () => {
    const r = parseRoster('{\n "name": "x",\n "units": [\n  { "id": 1, }\n ]\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ code: 'lnl/not-json', line: 4 });
  });

  it('GIVEN a unit whose id is already in play THEN the roster is refused', () => {
    const r = validateRoster({ name: 'x', units: [{ id: 'Lt Kelly', kind: 'squad', firepower: 3, range: 5, morale: 5 }] }, [{ id: 'lt kelly', kind: 'leader' }]);
    expect(r.ok).toBe(false);
  });

  it('GIVEN a unit placed off the board THEN deploying it is refused', () => {
    const s = unwrap(createLnlState({ sides: ['US', 'VC'], grid: { columns: 4, rows: 4 } }));
    const roster = unwrap(validateRoster({ name: 'x', units: [{ id: 'A', kind: 'squad', firepower: 3, range: 5, morale: 5, at: 'E1' }] }));
    expectCode(addUnits(s, 'US', roster.units), 'lnl/off-board');
  });

  const problems = (r: ReturnType<typeof validateRoster>) => (r.ok ? [] : r.problems.map((p) => `${p.path} ${p.code}`));
  const apc = { id: 'APC', kind: 'vehicle', firepower: 2, range: 8, morale: 6, movement: 12, capacity: 'PO', at: 'D5' };

  it('GIVEN a morale of 0 on anything but a support weapon THEN refused at its line; a SW may have none', () => {
    const r = validateRoster({
      name: 'x',
      units: [
        { id: 'A', kind: 'squad', firepower: 3, range: 5, morale: 0 },
        { id: 'T', kind: 'vehicle', firepower: 3, range: 5, morale: 0, movement: 10 },
        { id: 'MG', kind: 'support-weapon', firepower: 3, range: 10, morale: 0, carriedBy: 'A' },
      ],
    });
    expect(problems(r)).toEqual(['units[0].morale lnl/bad-field', 'units[1].morale lnl/bad-field']);
  });

  it('GIVEN a vehicle or helicopter riding a vehicle THEN refused (no loops of rides)', () => {
    const r = validateRoster({
      name: 'x',
      units: [
        { id: 'V1', kind: 'vehicle', firepower: 1, range: 1, morale: 5, movement: 10, aboard: 'V2' },
        { id: 'V2', kind: 'helicopter', firepower: 1, range: 1, morale: 5, aboard: 'V1' },
      ],
    });
    expect(problems(r)).toEqual(['units[0].aboard lnl/bad-field', 'units[1].aboard lnl/bad-field']);
  });

  it('GIVEN a weapon carried by, or a squad riding, a counter of the other side THEN an unknown reference', () => {
    const r = validateRoster({ name: 'x', units: [{ id: 'MG', kind: 'support-weapon', firepower: 3, range: 10, morale: 0, carriedBy: 'VC1' }] }, [], ['VC1']);
    expect(problems(r)).toEqual(['units[0].carriedBy lnl/unknown-reference']);
    expect(problems(validateRoster({ name: 'x', units: [{ id: 'VC1', kind: 'squad', firepower: 3, range: 5, morale: 5 }] }, [], ['vc1']))).toEqual(['units[0].id lnl/duplicate-id']);
  });

  it('GIVEN passengers beyond a vehicle\'s capacity, or any on a vehicle with none THEN refused; within it accepted', () => {
    const sq = (id: string, more: object = {}) => ({ id, kind: 'squad', firepower: 3, range: 5, morale: 5, aboard: 'APC', ...more });
    expect(problems(validateRoster({ name: 'x', units: [apc, sq('HS', { kind: 'half-squad' }), { id: 'Lt', kind: 'leader', firepower: 1, range: 4, morale: 6, leadership: 1, aboard: 'APC' }] }))).toEqual([]);
    expect(problems(validateRoster({ name: 'x', units: [apc, sq('S1')] }))).toEqual(['units[0].capacity lnl/over-capacity']);
    const carried = [apc, sq('HS', { kind: 'half-squad' }), { id: 'MG', kind: 'support-weapon', firepower: 3, range: 10, morale: 0, carriedBy: 'HS' }, { id: 'Bz', kind: 'support-weapon', firepower: 0, range: 4, morale: 0, carriedBy: 'HS' }];
    expect(problems(validateRoster({ name: 'x', units: carried }))).toEqual(['units[0].capacity lnl/over-capacity']);
    const { capacity: _c, ...bare } = apc;
    expect(problems(validateRoster({ name: 'x', units: [bare, sq('HS', { kind: 'half-squad' })] }))).toEqual(['units[0].capacity lnl/over-capacity']);
  });

  it('GIVEN riders for a vehicle already in play THEN its riders in play count too, and the new rider is named', () => {
    const known = [{ id: 'APC', kind: 'vehicle' as const, capacity: 'PO' as const }, { id: 'HS', kind: 'half-squad' as const, aboard: { vehicle: 'APC' } }];
    const r = validateRoster({ name: 'x', units: [{ id: 'HS2', kind: 'half-squad', firepower: 2, range: 5, morale: 5, aboard: 'APC' }] }, known);
    expect(problems(r)).toEqual(['units[0].aboard lnl/over-capacity']);
  });
});

describe('hexOf', () => {
  it('GIVEN a chain of rides that loops THEN nowhere, not a stack overflow', () => {
    let s = unwrap(createLnlState({ sides: ['US', 'VC'] }));
    s = unwrap(addUnits(s, 'US', [
      { id: 'A', kind: 'vehicle', name: 'A', firepower: 1, range: 1, morale: 5, aboard: { vehicle: 'B', outside: false } },
      { id: 'B', kind: 'vehicle', name: 'B', firepower: 1, range: 1, morale: 5, aboard: { vehicle: 'A', outside: false } },
    ]));
    expect(hexOf(s, s.units[0]!)).toBeUndefined();
  });
});
