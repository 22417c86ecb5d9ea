import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FNG_MESSAGES } from '../../../../src/rulesets/fng/play/messages.js';

/** FNG's error words live in several maps spread into one: a code in two of them would silently take the later words. */
const FILES = ['messages', 'hazards/hazard-messages', 'support/air-messages', 'support/air-effect-messages', 'tour/tour-messages', 'missions/mission-messages'];
function keysOf(file: string): string[] {
  const text = readFileSync(new URL(`../../../../src/rulesets/fng/play/${file}.ts`, import.meta.url), 'utf8');
  // messages.ts first holds the force file's problem words, a map of its own: its error map starts at FNG_MESSAGES.
  const map = file === 'messages' ? text.slice(text.indexOf('export const FNG_MESSAGES')) : text;
  return [...map.matchAll(/^\s*'(fng\/[a-z0-9-]+)':/gm)].map((m) => m[1]!);
}

describe('FNG message maps', () => {
  it('GIVEN every map THEN no code has words in two of them, and each is in the ruleset\'s messages', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of FILES) {
      const keys = keysOf(file);
      expect(keys.length, file).toBeGreaterThan(3);
      for (const k of keys) {
        if (owner.has(k)) twice.push(`${k} in ${owner.get(k)} and ${file}`);
        owner.set(k, file);
        expect(FNG_MESSAGES[k], k).toBeTypeOf('function');
      }
    }
    expect(twice).toEqual([]);
  });
});
