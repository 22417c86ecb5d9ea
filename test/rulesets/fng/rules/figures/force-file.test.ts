import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFngForce, validateFngForce, type FngForce, type FngForceResult } from '../../../../../src/rulesets/fng/rules/figures/force-file.js';
import { generateForce } from '../../../../../src/rulesets/fng/rules/figures/force-generation.js';
import { engineDice } from '../../../../../src/core/dice/die-source.js';
import { seededEngine } from '../../../../../src/core/dice/rng.js';
import { recordingRoller } from '../../../../../src/core/dice/roller.js';
import { dice, unwrap } from '../../../../helpers/rules.js';

const FORCES = join(import.meta.dirname, '../../../../../assets/forces');

const problems = (r: FngForceResult) => {
  if (r.ok) throw new Error('expected problems');
  expect(r.code).toBe('fng/bad-force');
  expect(r.params.problems).toBe(r.problems.length);
  return r.problems.map((p) => ({ path: p.path, code: p.code, ...(p.params ? { params: p.params } : {}), ...(p.line === undefined ? {} : { line: p.line }) }));
};

const valueOf = (r: FngForceResult): FngForce => {
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};

const figure = (over: Record<string, unknown> = {}) => ({ id: 'pink', name: 'Sgt Pink', unit: 'sq1', role: 'squad-leader', rep: 5, weapon: 'm16', ...over });
const doc = (over: Record<string, unknown> = {}) => ({
  name: 'Test',
  army: 'us-army',
  units: [{ id: 'sq1', name: '1st Squad' }],
  figures: [figure()],
  ...over,
});

describe('Built-in FNG forces (assets/forces/fng-*.json)', () => {
  const files = readdirSync(FORCES).filter((f) => /^fng-.*\.json$/.test(f));

  it('GIVEN the asset folder THEN the built-in forces are there', () => {
    for (const id of ['us-rifle-squad', 'usmc-rifle-squad', 'arvn-squad', 'anzac-section', 'lvc-squad', 'mfvc-squad', 'nva-squad']) {
      expect(files).toContain(`fng-${id}.json`);
    }
  });

  it.each(files)('GIVEN %s THEN it passes the validator', (file) => {
    const r = parseFngForce(readFileSync(join(FORCES, file), 'utf8'));
    if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.problems)}`);
    expect(r.value.name.length).toBeGreaterThan(0);
  });

  it('GIVEN the US Army rifle squad THEN it generates with a REP 5 Star squad leader', () => {
    const force = valueOf(parseFngForce(readFileSync(join(FORCES, 'fng-us-rifle-squad.json'), 'utf8')));
    if (force.kind !== 'generate') throw new Error('expected a generation request');
    // size 1 (6 soldiers), 5 Grunts: REP + Attribute each, stores (LAWs no, Claymores, C-4), attachments: FO no, medic no.
    const d = dice(1, 3, 1, 1, 3, 1, 2, 3, 1, 3, 3, 1, 4, 3, 1, 5, 6, 1, 1, 6, 6);
    const v = unwrap(generateForce({ army: force.army, month: force.month ?? '1967-01', options: force.generate, vcWeapons2: 'ppsh' }, d));
    expect(d.remaining).toBe(0);
    expect(v.figures[0]).toMatchObject({ role: 'squad-leader', star: true, rep: 5, starPower: 5, attributes: [] });
    expect(v.figures.slice(1).map((f) => f.attributes)).toEqual([['agile'], ['athlete'], ['ball-player'], ['born-leader'], ['brawler']]);
  });

  it("GIVEN Sgt Pink's squad THEN its figures are as written, the Star with Star Power 5", () => {
    const r = valueOf(parseFngForce(readFileSync(join(FORCES, 'fng-pink-squad.json'), 'utf8')));
    if (r.kind !== 'figures') throw new Error('expected figures');
    expect(r.figures[0]).toMatchObject({ id: 'pink', star: true, starPower: 5 });
    expect(r.figures[1]).toMatchObject({ id: 'barnes', star: false, starPower: 0 });
  });
});

describe('FNG force file validator', () => {
  it('GIVEN a generated platoon written out as a figures file THEN it reads back to the same units and figures', () => {
    const roller = recordingRoller(engineDice(seededEngine('f00d')));
    const options = { squads: 2, platoonHq: true, attachments: 'all', flakJackets: false, attributes: 'all', usefulGear: true } as const;
    const v = unwrap(generateForce({ army: 'usmc', month: '1968-09', options, vcWeapons2: 'ppsh' }, roller));
    expect(v.figures.length).toBeGreaterThan(20);
    const text = JSON.stringify({ name: 'Saved', army: 'usmc', month: '1968-09', units: v.units, figures: v.figures.map(({ side: _s, army: _a, ...f }) => f) }, null, 2);
    const back = valueOf(parseFngForce(text));
    if (back.kind !== 'figures') throw new Error('expected figures');
    expect(back.units).toEqual(v.units);
    expect(back.figures).toEqual(v.figures);
  });

  it('GIVEN a figures file THEN the figures come back whole, with defaults', () => {
    const r = validateFngForce(doc({ month: '1967-06' }));
    expect(r.ok && r.value).toEqual({
      kind: 'figures',
      name: 'Test',
      army: 'us-army',
      side: 'fwf',
      month: '1967-06',
      units: [{ id: 'sq1', name: '1st Squad', kind: 'squad', stores: { laws: 0, claymores: 0, c4: 0, satchels: 0 } }],
      figures: [
        { id: 'pink', name: 'Sgt Pink', side: 'fwf', army: 'us-army', unit: 'sq1', role: 'squad-leader', rep: 5, star: false, starPower: 0, attributes: [], weapon: 'm16', gear: [], status: 'carry-on' },
      ],
    });
  });

  it('GIVEN a generation request THEN its options come back with defaults by side', () => {
    const fwf = validateFngForce({ name: 'G', army: 'usmc', generate: {} });
    expect(fwf.ok && fwf.value).toEqual({
      kind: 'generate',
      name: 'G',
      army: 'usmc',
      side: 'fwf',
      generate: { squads: 1, platoonHq: false, attachments: 'roll', flakJackets: false, attributes: 'first-squad', usefulGear: false },
    });
    const cf = validateFngForce({ name: 'G', army: 'nva', generate: { squads: 3, platoonHq: true, star: { role: 'platoon-leader' } } });
    expect(cf.ok && cf.value.kind === 'generate' && cf.value.generate).toEqual({
      squads: 3,
      platoonHq: true,
      attachments: 'roll',
      flakJackets: false,
      attributes: 'none',
      usefulGear: false,
      star: { role: 'platoon-leader', rep: 5, attributes: [] },
    });
  });

  it('GIVEN top-level mistakes THEN each is a problem with its code', () => {
    expect(problems(validateFngForce([]))).toEqual([{ path: '', code: 'fng/not-an-object' }]);
    expect(problems(validateFngForce({ army: 'ussr', colour: 'red', month: '1967-13' }))).toEqual([
      { path: 'colour', code: 'fng/unknown-field', params: { field: 'colour' } },
      { path: 'name', code: 'fng/missing-field' },
      { path: 'army', code: 'fng/unknown-army', params: { value: 'ussr', choices: 'us-army, usmc, cidg, anzac, arvn-pre-1968, arvn-post-1968, nva, mfvc, lvc' } },
      { path: 'month', code: 'fng/bad-month' },
      { path: '', code: 'fng/generate-or-figures' },
    ]);
    expect(problems(validateFngForce({ name: 'x', army: 'arvn-post-1968', month: '1967-05', generate: {} }))).toEqual([
      { path: 'month', code: 'fng/month-outside-list', params: { army: 'arvn-post-1968', month: '1967-05' } },
    ]);
    expect(problems(validateFngForce(doc({ generate: {} })))).toEqual([{ path: '', code: 'fng/generate-or-figures' }]);
  });

  it('GIVEN bad generation options THEN every one is reported', () => {
    const r = validateFngForce({
      name: 'x',
      army: 'anzac',
      generate: { squads: 4, platoonHq: 'yes', attachments: 'some', flakJackets: true, attributes: 'most', extra: 1, star: { role: 'general', rep: 9, attributes: ['fast'] } },
    });
    expect(problems(r)).toEqual([
      { path: 'generate.extra', code: 'fng/unknown-field', params: { field: 'extra' } },
      { path: 'generate.squads', code: 'fng/bad-squads', params: { min: 1, max: 3 } },
      { path: 'generate.platoonHq', code: 'fng/bad-boolean' },
      { path: 'generate.attachments', code: 'fng/bad-choice', params: { choices: 'roll, all, none' } },
      { path: 'generate.attributes', code: 'fng/bad-choice', params: { choices: 'first-squad, all, none' } },
      { path: 'generate.flakJackets', code: 'fng/no-flak-jacket-option', params: { army: 'anzac' } },
      { path: 'generate.star.role', code: 'fng/unknown-role', params: { value: 'general' } },
      { path: 'generate.star.rep', code: 'fng/bad-rep', params: { min: 1, max: 7 } },
      { path: 'generate.star.attributes', code: 'fng/star-attributes', params: { chosen: 1, allowed: 2 } },
    ]);
  });

  it('GIVEN bad figures and units THEN every problem is reported at its path', () => {
    const r = validateFngForce(
      doc({
        units: [{ id: 'sq1', name: '1st Squad', kind: 'company', stores: { laws: -1, mortars: 2 } }, { id: 'SQ1', name: 'again' }],
        figures: [
          figure({ rep: 0, weapon: 'phaser', sidearm: 'sword', melee: 'axe', role: 'king', attributes: ['fast', 'fast', 'psychic'], gear: ['jetpack'], status: 'sleeping', hat: true }),
          figure({ id: 'Pink' }),
          figure({ id: 'x', unit: 'sq9', star: 'yes', starPower: 9 }),
          figure({ id: 'y', walkingWounded: true }),
          'Cpl Barnes',
          { name: 'No id' },
        ],
      }),
    );
    expect(problems(r)).toEqual([
      { path: 'units[0].kind', code: 'fng/bad-choice', params: { choices: 'platoon-hq, squad' } },
      { path: 'units[0].stores.laws', code: 'fng/bad-count', params: { min: 0, max: 99 } },
      { path: 'units[0].stores.mortars', code: 'fng/unknown-store', params: { value: 'mortars' } },
      { path: 'units[1].id', code: 'fng/duplicate-id', params: { id: 'SQ1' } },
      { path: 'figures[0].hat', code: 'fng/unknown-field', params: { field: 'hat' } },
      { path: 'figures[0].role', code: 'fng/unknown-role', params: { value: 'king' } },
      { path: 'figures[0].rep', code: 'fng/bad-rep', params: { min: 1, max: 7 } },
      { path: 'figures[0].weapon', code: 'fng/unknown-weapon', params: { value: 'phaser' } },
      { path: 'figures[0].sidearm', code: 'fng/unknown-weapon', params: { value: 'sword' } },
      { path: 'figures[0].melee', code: 'fng/unknown-melee-weapon', params: { value: 'axe' } },
      { path: 'figures[0].status', code: 'fng/unknown-status', params: { value: 'sleeping' } },
      { path: 'figures[0].attributes[1]', code: 'fng/duplicate-attribute', params: { value: 'fast' } },
      { path: 'figures[0].attributes[2]', code: 'fng/unknown-attribute', params: { value: 'psychic' } },
      { path: 'figures[0].gear[0]', code: 'fng/unknown-gear', params: { value: 'jetpack' } },
      { path: 'figures[1].id', code: 'fng/duplicate-id', params: { id: 'Pink' } },
      { path: 'figures[2].star', code: 'fng/bad-boolean' },
      { path: 'figures[2].starPower', code: 'fng/bad-count', params: { min: 0, max: 7 } },
      { path: 'figures[2].unit', code: 'fng/unknown-unit', params: { unit: 'sq9' } },
      { path: 'figures[3].walkingWounded', code: 'fng/walking-wounded-not-out-of-fight' },
      { path: 'figures[4]', code: 'fng/not-an-object' },
      { path: 'figures[5].id', code: 'fng/missing-field' },
      { path: 'figures[5].unit', code: 'fng/missing-field' },
      { path: 'figures[5].role', code: 'fng/missing-field' },
      { path: 'figures[5].rep', code: 'fng/missing-field' },
    ]);
  });

  it('GIVEN a figure of an unknown unit THEN it is named', () => {
    expect(problems(validateFngForce(doc({ figures: [figure({ unit: 'sq2' })] })))).toEqual([
      { path: 'figures[0].unit', code: 'fng/unknown-unit', params: { unit: 'sq2' } },
    ]);
  });

  it('GIVEN empty or missing lists THEN they are reported', () => {
    expect(problems(validateFngForce(doc({ figures: [] })))).toEqual([{ path: 'figures', code: 'fng/no-figures', params: { min: 1, max: 120 } }]);
    expect(problems(validateFngForce({ name: 'x', army: 'nva', figures: {} }))).toEqual([
      { path: 'units', code: 'fng/missing-field' },
      { path: 'figures', code: 'fng/not-a-list' },
    ]);
  });
});

describe('FNG force file lines (json-lines)', () => {
  it('GIVEN text that is not JSON THEN the line of the error', () => {
    expect(problems(parseFngForce('{\n  "name": "x",\n  "army": us-army\n}'))).toEqual([{ path: '', code: 'fng/not-json', line: 3 }]);
  });

  it('GIVEN problems in figures, units and top-level keys THEN each carries its line', () => {
    const text = [
      '{',
      '  "name": "Test",',
      '  "army": "us-army",',
      '  "month": "67-06",',
      '  "units": [',
      '    { "id": "sq1", "name": "1st Squad", "kind": "team" }',
      '  ],',
      '  "figures": [',
      '    { "id": "a", "name": "A", "unit": "sq1", "role": "rifleman", "rep": 4 },',
      '    {',
      '      "id": "b", "name": "B", "unit": "sq1", "role": "rifleman",',
      '      "rep": 8',
      '    }',
      '  ]',
      '}',
    ].join('\n');
    expect(problems(parseFngForce(text))).toEqual([
      { path: 'month', code: 'fng/bad-month', line: 4 },
      { path: 'units[0].kind', code: 'fng/bad-choice', params: { choices: 'platoon-hq, squad' }, line: 6 },
      { path: 'figures[1].rep', code: 'fng/bad-rep', params: { min: 1, max: 7 }, line: 10 },
    ]);
  });

  it('GIVEN generation problems THEN the line of their key', () => {
    const text = ['{', '  "name": "G",', '  "army": "lvc",', '  "generate": {', '    "squads": 1,', '    "star": { "rep": 0 }', '  }', '}'].join('\n');
    expect(problems(parseFngForce(text))).toEqual([{ path: 'generate.star.rep', code: 'fng/bad-rep', params: { min: 1, max: 7 }, line: 6 }]);
  });

  it('GIVEN a whole-document problem THEN line 1', () => {
    expect(problems(parseFngForce('{ "name": "x", "army": "nva" }'))).toEqual([{ path: '', code: 'fng/generate-or-figures', line: 1 }]);
  });
});
