import { describe, expect, it } from 'vitest';
import { readJsonFile, type JsonProblem } from '../../src/core/json-file.js';
import { jsonPathLines, withPathLines } from '../../src/core/json-lines.js';

interface Problem extends JsonProblem {
  readonly code: string;
}
type Checked = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problems: readonly Problem[] };

const notJson = (at: { readonly line?: number }): Checked => ({ ok: false, problems: [{ path: '', code: 'not-json', ...at }] });
const refuse =
  (...problems: Problem[]) =>
  (): Checked => ({ ok: false, problems });
const accept = (raw: unknown): Checked => ({ ok: true, value: raw });

const FILE = '{\n  "name": "x",\n  "units": [\n    {\n      "id": "a",\n      "morale": 9\n    },\n    { "id": "b" }\n  ]\n}';

describe('jsonPathLines', () => {
  it('GIVEN nested JSON THEN keys and array items map to the line they start on', () => {
    const lines = jsonPathLines('{\n "a": [\n  1,\n  {"b": "x\\"y"}\n ],\n "c": true\n}');
    expect(Object.fromEntries(lines)).toEqual({ '': 1, a: 2, 'a[0]': 3, 'a[1]': 4, 'a[1].b': 4, c: 6 });
  });

  it('GIVEN a path missing from the file THEN withPathLines places it on its nearest ancestor; a problem with a line keeps it', () => {
    const placed = withPathLines([{ path: 'units[1].morale' }, { path: 'units[0].morale' }, { path: 'units[0].id', line: 99 }, { path: 'nowhere' }], FILE);
    expect(placed).toEqual([{ path: 'units[1].morale', line: 8 }, { path: 'units[0].morale', line: 6 }, { path: 'units[0].id', line: 99 }, { path: 'nowhere', line: 1 }]);
  });
});

describe('readJsonFile: one loader for the JSON files players write', () => {
  it('GIVEN text that is not JSON THEN only the not-JSON problem, on the line where it stops; the check never runs', () => {
    let checked = false;
    const r = readJsonFile('{\n  "name": "x",\n  "units": [\n    { "id": }\n  ]\n}', (raw) => ((checked = true), accept(raw)), notJson);
    expect(r).toEqual({ ok: false, problems: [{ path: '', code: 'not-json', line: 4 }] });
    expect(checked).toBe(false);
  });

  it('GIVEN a file the check accepts THEN its value, untouched', () => {
    expect(readJsonFile(FILE, accept, notJson)).toEqual({ ok: true, value: JSON.parse(FILE) });
  });

  it('GIVEN problems placed by path THEN each is on the line of its field', () => {
    const r = readJsonFile(FILE, refuse({ path: 'units[0].morale', code: 'bad' }, { path: 'units[1].quality', code: 'missing' }), notJson);
    expect(r).toEqual({ ok: false, problems: [{ path: 'units[0].morale', code: 'bad', line: 6 }, { path: 'units[1].quality', code: 'missing', line: 8 }] });
  });

  it('GIVEN problems placed by the elements of an array THEN each is on the line its element starts; others stay unplaced', () => {
    const r = readJsonFile(FILE, refuse({ path: 'units[0].morale', code: 'bad' }, { path: 'name', code: 'bad' }), notJson, { elementsOf: 'units' });
    expect(r).toEqual({ ok: false, problems: [{ path: 'units[0].morale', code: 'bad', line: 4 }, { path: 'name', code: 'bad' }] });
  });

  it('GIVEN a refusal with more fields than its problems THEN they are kept', () => {
    const r = readJsonFile(FILE, () => ({ ok: false as const, code: 'rejected', params: { problems: 1 }, problems: [{ path: 'name' }] }), () => ({ ok: false as const, code: 'rejected', params: { problems: 1 }, problems: [] }));
    expect(r).toEqual({ ok: false, code: 'rejected', params: { problems: 1 }, problems: [{ path: 'name', line: 2 }] });
  });
});
