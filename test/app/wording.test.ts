import { describe, expect, it } from 'vitest';
import type { Execution } from '../../src/app/app.js';
import { MESSAGES } from '../../src/app/messages.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { possessive } from '../../src/app/format.js';
import { internalWords, sPossessives } from '../secrecy/sweep-run.js';

/** Parameters that answer any key with a plain word, so every branch of a message reads as a user would see it. */
const anyParams = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? 'seven' : undefined), has: () => true }) as Record<string, string>;
const shown = (text: string): Execution => ({ ok: false, error: { code: 'x', message: text }, outcome: { private: { text } } }) as unknown as Execution;

describe('what users read names no internal identifier (issue 14)', () => {
  it('GIVEN a text naming a field outside code spans THEN it is found; inside one, or typed by the user, it is not', () => {
    expect(internalWords(shown('pick:real is not known; use realMarker'), '/fieldcraft sneak pick:real')).toEqual(['realMarker']);
    expect(internalWords(shown('house rule `fieldcraft.dummyNominalDice`'), '')).toEqual([]);
    expect(internalWords(shown('no stand fooBar'), '/fogo fire target:fooBar')).toEqual([]);
  });

  it('GIVEN every error message of the kernel and of each ruleset THEN none names a camelCase word outside code spans', () => {
    const all = [...Object.entries(MESSAGES), ...RULESETS.all.flatMap((r) => Object.entries(r.messages))];
    expect(all.length).toBeGreaterThan(300);
    const bad = all.flatMap(([code, m]) => internalWords(shown(m(anyParams)), '').map((w) => `${code}: ${w}`));
    expect(bad).toEqual([]);
  });
});

describe('possessives (issue 14)', () => {
  it("GIVEN a name ending in a lower-case s THEN its possessive is s', bold kept outside; any other name takes 's", () => {
    expect(possessive('Russians')).toBe("Russians'");
    expect(possessive('**Germans**')).toBe("**Germans'**");
    expect(possessive('US')).toBe("US's");
    expect(possessive('Kelly')).toBe("Kelly's");
    expect(possessive('**VC**')).toBe("**VC's**");
  });

  it("GIVEN a text with Russians's THEN the sweep's check finds it, and Kelly's passes", () => {
    expect(sPossessives(shown("It is **Russians**'s step; Kelly's turn"))).toEqual(["Russians**'s"]);
  });
});
