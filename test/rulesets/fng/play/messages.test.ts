import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../../src/rulesets/registry.js';
import { FNG_MESSAGES, FORCE_PROBLEM_TEXT } from '../../../../src/rulesets/fng/play/messages.js';

const ROOT = join(import.meta.dirname, '../../../../src/rulesets/fng');
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
/** Every `fng/…` code written anywhere in FNG's source. */
const CODES = [...new Set(files(ROOT).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(fng\/[a-z0-9-]+)'/g)].map((m) => m[1]!)))].sort();
const PARAMS = { figure: 'pink', side: 'VC', rep: 3, die: 4, inches: 9, allowed: 8, range: 48, weapon: 'M-16', status: 'stunned', test: 'Received Fire', figures: 'pink', until: '2026-11-22T00:00:00Z', answers: '2, 1, 0, roll', army: 'NVA', builtins: 'fng-pink-squad', count: 1, problems: '- x', declared: 5, tr: 4, reach: 10, item: 'x', tests: 'cohesion', max: 3, min: 1 };

describe('FNG error words (STYLE.md 3)', () => {
  it('GIVEN every fng/ code in the source THEN it has words, for the commands or for a force file\'s problems', () => {
    expect(CODES.length).toBeGreaterThan(100);
    expect(CODES.filter((c) => FNG_MESSAGES[c] === undefined && !(c in FORCE_PROBLEM_TEXT))).toEqual([]);
  });

  it('GIVEN each message THEN it reads as words: no internal field name (camelCase), no empty text', () => {
    for (const [code, words] of Object.entries(FNG_MESSAGES)) {
      const text = words(PARAMS);
      expect(text.length, code).toBeGreaterThan(10);
      expect(text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? [], code).toEqual([]);
    }
  });

  it('GIVEN the registry THEN FNG is offered, each house-rule key once, and the kernel reaches its words', () => {
    const fng = RULESETS.get('fng');
    expect(fng?.name).toMatch(/FNG/);
    const keys = fng!.houseRules.map((h) => h.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(fng!.messages['fng/not-your-activation']!({ side: 'VC' })).toMatch(/VC/);
  });
});
