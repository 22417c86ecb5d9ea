import { describe, expect, it } from 'vitest';
import { createCanvas } from '../../src/render/canvas.js';
import { measure } from '../../src/render/draw.js';
import { ensureFonts } from '../../src/render/fonts.js';
import { GLYPHS_MEASURED, glyphWidth } from '../../src/render/glyph-widths.js';

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');

describe('the bundled font\'s advance widths, for layout without a canvas', () => {
  // Control characters and the soft hyphen (drawn zero wide) are left out: a zero in the table counts as unknown.
  it.each(['normal', 'bold'] as const)('GIVEN every character in the %s table THEN its width is the canvas\'s, to a thousandth of an em', (weight) => {
    const chars = [
      ...Array.from({ length: GLYPHS_MEASURED.latinTo - GLYPHS_MEASURED.latinFrom + 1 }, (_, k) => String.fromCharCode(GLYPHS_MEASURED.latinFrom + k)).filter((c) => c.charCodeAt(0) < 127 || (c.charCodeAt(0) >= 160 && c !== '\u00ad')),
      ...GLYPHS_MEASURED.extra,
    ];
    const off = chars.filter((c) => Math.abs(glyphWidth(c, 1000, weight) - measure(ctx, c, 1000, weight)) > 0.5);
    expect(off.map((c) => `${c}: ${Math.round(measure(ctx, c, 1000, weight))}`)).toEqual([]);
  });

  it.each([
    ['HIDDEN-F7', 14, 'bold'],
    ['Lt Kelly', 14, 'bold'],
    ['Spotting (concentrated)', 14, 'bold'],
    ['Baobab clump', 16, 'normal'],
    ['To Vĩnh Long · 24″ × 3 — AVAWAY', 15, 'normal'],
  ] as const)('GIVEN %s at %i px %s THEN the summed width is never narrower than drawn, and at most 8%% wider', (s, size, weight) => {
    const drawn = measure(ctx, s, size, weight);
    expect(glyphWidth(s, size, weight)).toBeGreaterThanOrEqual(drawn - 0.01);
    expect(glyphWidth(s, size, weight)).toBeLessThanOrEqual(drawn * 1.08);
  });

  it('GIVEN a character outside the tables THEN it counts as a full em', () => {
    expect(glyphWidth('漢', 20)).toBe(20);
  });
});
