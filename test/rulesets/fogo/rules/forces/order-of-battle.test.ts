import { describe, expect, it } from 'vitest';
import { deployOrderOfBattle, parseOrderOfBattle, validateOrderOfBattle } from '../../../../../src/rulesets/fogo/rules/forces/order-of-battle.js';
import { BUILT_IN_FORCES } from '../../../../../src/rulesets/fogo/rules/forces/built-in-forces.js';
import { jsonErrorLine } from '../../../../../src/core/json-error-line.js';
import { createFogoState } from '../../../../../src/rulesets/fogo/rules/game/state.js';
import { FR, PT, expectCode, stand, unwrap } from '../fixtures.js';

const problems = (r: ReturnType<typeof validateOrderOfBattle>) => (r.ok ? [] : r.problems.map((p) => [p.path, p.code]));

describe('built-in forces', () => {
  it.each(Object.entries(BUILT_IN_FORCES))('GIVEN %s THEN it validates as JSON text too', (_, force) => {
    expect(validateOrderOfBattle(force)).toEqual({ ok: true, value: force });
    expect(parseOrderOfBattle(JSON.stringify(force, null, 2))).toEqual({ ok: true, value: force });
  });

  it('GIVEN all three on one table THEN no id clashes, and the seed troop types are there', () => {
    let s = unwrap(createFogoState({ sides: [PT, FR, 'Flechas'], initiative: PT }));
    s = unwrap(deployOrderOfBattle(s, PT, BUILT_IN_FORCES['cacadores-combat-group']));
    s = unwrap(deployOrderOfBattle(s, FR, BUILT_IN_FORCES['frelimo-group']));
    s = unwrap(deployOrderOfBattle(s, 'Flechas', BUILT_IN_FORCES['flechas-group']));
    expect(stand(s, 'CA-BZ')).toMatchObject({ type: 'bazooka', attachedTo: 'CA-1', side: PT });
    expect(stand(s, 'FR-PK').type).toBe('commissar');
    expect(stand(s, 'FL-1')).toMatchObject({ quality: 'veteran', fieldcraft: 3, traits: ['reckless', 'tracker'] });
    expectCode(deployOrderOfBattle(s, PT, BUILT_IN_FORCES['cacadores-combat-group']), 'fogo/duplicate-stand');
  });
});

describe('a malformed order of battle', () => {
  it('GIVEN several mistakes THEN every one is reported with its path', () => {
    const r = validateOrderOfBattle({
      name: '',
      troopType: 'portuguese',
      colour: 'green',
      stands: [
        { id: 'A1', type: 'rifle-assault', quality: 'regular', fieldcraft: 1 },
        { id: 'A2', type: 'tank', quality: 'elite', fieldcraft: 5, traits: ['brave', 'reckless', 'reckless'] },
        { id: 'A3', type: 'commander', quality: 'veteran', fieldcraft: 0, echelon: 'XO' },
        'B4',
        { type: 'smg', quality: 'green', fieldcraft: 1, hidden: 'yes', speed: 3 },
      ],
    });
    expect(r).toMatchObject({ ok: false, code: 'fogo/bad-order-of-battle', params: { problems: 14 } });
    expect(problems(r)).toEqual([
      ['colour', 'fogo/unknown-field'],
      ['name', 'fogo/bad-field'],
      ['troopType', 'fogo/bad-troop-type'],
      ['stands[1].type', 'fogo/unknown-stand-type'],
      ['stands[1].quality', 'fogo/bad-quality'],
      ['stands[1].fieldcraft', 'fogo/bad-fieldcraft'],
      ['stands[1].traits[0]', 'fogo/unknown-trait'],
      ['stands[1].traits[2]', 'fogo/duplicate-trait'],
      ['stands[2].echelon', 'fogo/bad-echelon'],
      ['stands[2].rating', 'fogo/missing-field'],
      ['stands[3]', 'fogo/bad-field'],
      ['stands[4].speed', 'fogo/unknown-field'],
      ['stands[4].id', 'fogo/missing-field'],
      ['stands[4].hidden', 'fogo/bad-field'],
    ]);
  });

  it('GIVEN a problem THEN it says what the field accepts', () => {
    const r = validateOrderOfBattle({ name: 'x', troopType: 'frelimo', stands: [{ id: 'A', type: 'smg', quality: 'elite', fieldcraft: 1 }] });
    expect(r.ok ? undefined : r.problems[0]).toEqual({ path: 'stands[0].quality', code: 'fogo/bad-quality', expected: 'green, regular or veteran' });
  });

  it('GIVEN fields fine but references wrong THEN duplicates, commanders and attachments are reported', () => {
    const r = validateOrderOfBattle({
      name: 'x',
      troopType: 'frelimo',
      stands: [
        { id: 'A', type: 'smg', quality: 'green', fieldcraft: 1 },
        { id: 'a', type: 'smg', quality: 'green', fieldcraft: 1, commandedBy: 'A' },
        { id: 'B', type: 'bazooka', quality: 'green', fieldcraft: 1, attachedTo: 'Z' },
      ],
    });
    expect(problems(r)).toEqual([
      ['stands[1].id', 'fogo/duplicate-stand'],
      ['stands[1].commandedBy', 'fogo/unknown-commander'],
      ['stands[2].attachedTo', 'fogo/bad-attachment'],
    ]);
  });

  it('GIVEN missing top-level fields or an empty list THEN reported', () => {
    expect(problems(validateOrderOfBattle({}))).toEqual([
      ['name', 'fogo/missing-field'],
      ['troopType', 'fogo/missing-field'],
      ['stands', 'fogo/missing-field'],
    ]);
    expect(problems(validateOrderOfBattle({ name: 'x', troopType: 'paigc', stands: [] }))).toEqual([['stands', 'fogo/no-stands']]);
    expect(problems(validateOrderOfBattle([]))).toEqual([['', 'fogo/bad-field']]);
  });

  it('GIVEN a stand missing its required fields THEN each is reported', () => {
    expect(problems(validateOrderOfBattle({ name: 'x', troopType: 'paigc', stands: [{}] }))).toEqual([
      ['stands[0].id', 'fogo/missing-field'],
      ['stands[0].type', 'fogo/missing-field'],
      ['stands[0].quality', 'fogo/missing-field'],
      ['stands[0].fieldcraft', 'fogo/missing-field'],
    ]);
  });

  it.each<[string, number]>([
    ['{\n  "name": "x",\n  "troopType": paigc\n}', 3],
    ['{\n  "name": "x",\n  "stands": [\n    {"id": "A"}\n    {"id": "B"}\n  ]\n}', 5],
    ['{\n  "name": "x",\n', 3],
    ['{"a": "tab\there"}', 1],
    ['{"a": 01}', 1],
    ['{"a": 1} x', 1],
  ])('GIVEN text that is not JSON THEN the line of the mistake (%#)', (text, line) => {
    const r = parseOrderOfBattle(text);
    expect(r).toMatchObject({ ok: false, code: 'fogo/bad-order-of-battle', problems: [{ path: '', code: 'fogo/not-json', line }] });
  });

  it('GIVEN valid JSON of every kind THEN the line finder finds nothing', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "x\\u00e7\\n"], "b": {}, "c": []}';
    expect(JSON.parse(text)).toBeTruthy();
    expect(jsonErrorLine(text)).toBeUndefined();
  });
});
