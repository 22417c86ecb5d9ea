import { describe, expect, it } from 'vitest';
import { sameName } from '../../src/core/same-name.js';

const byLowerCase = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

describe('sameName', () => {
  it('matches names regardless of case', () => {
    expect(sameName('FRELIMO', 'frelimo')).toBe(true);
    expect(sameName('S1', 's1')).toBe(true);
    expect(sameName('S1', 'S2')).toBe(false);
    expect(sameName('S1', 'S10')).toBe(false);
    expect(sameName('', '')).toBe(true);
  });

  it('tells apart ASCII characters one bit apart that are not letters', () => {
    // '@' and '`', '[' and '{' differ only in the bit that separates upper and lower case letters.
    expect(sameName('@', '`')).toBe(false);
    expect(sameName('[x]', '{x}')).toBe(false);
    expect(sameName('A-1', 'a-1')).toBe(true);
  });

  it('agrees with comparing lower-case copies outside ASCII (İ lengthens, the Kelvin sign is a k, final sigma)', () => {
    const cases: [string, string][] = [
      ['\u0130', 'i\u0307'],
      ['\u0130X', 'i\u0307x'],
      ['\u212a1', 'k1'],
      ['K1', '\u212a1'],
      ['ΟΔΟΣ', 'οδος'],
      ['ΟΔΟΣ', 'οδοσ'],
      ['Straße', 'STRASSE'],
      ['Ünité', 'üNITÉ'],
      ['😀A', '😀a'],
    ];
    for (const [a, b] of cases) {
      expect(sameName(a, b), `${a} / ${b}`).toBe(byLowerCase(a, b));
      expect(sameName(b, a), `${b} / ${a}`).toBe(byLowerCase(b, a));
    }
  });

  it('agrees with comparing lower-case copies for every character of the Basic Multilingual Plane against its lower and upper case and ASCII letters', () => {
    let disagreements = 0;
    for (let cp = 0; cp <= 0xffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCharCode(cp);
      for (const other of [c.toLowerCase(), c.toUpperCase(), 'k', 'K', 'i', 'I', 's', '@', '`', 'a']) {
        if (sameName(c, other) !== byLowerCase(c, other) || sameName(other, c) !== byLowerCase(other, c)) disagreements++;
      }
    }
    expect(disagreements).toBe(0);
  });
});
