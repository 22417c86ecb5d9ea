/**
 * The one font family boards are drawn in: DejaVu Sans from assets/fonts, registered under a name no
 * system font has, so every machine draws the same glyphs (no fontconfig fallback to a local font);
 * the web page serves the same files under this name.
 */
export const FONT_FAMILY = 'Sitrep DejaVu Sans';

/**
 * The advance widths of the bundled DejaVu Sans (assets/fonts), normal and bold, in thousandths of
 * an em, as node-canvas measures them: for laying out text where no canvas is loaded (the web page's
 * SVG, which the browser draws in the same font). Kerning is left out, which errs on the wide side by
 * a few per cent, so a text fitted with these widths fits the drawn one. `test/render/glyph-widths.test.ts`
 * checks every one against the canvas (a font changed in assets/fonts shows there, with the new widths).
 */
const WIDTHS = {
normal: { latin: [318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,318,401,636,636,636,636,337,500,500,1000,471,612,838,0,1000,500,500,838,401,401,500,636,636,318,500,401,471,612,969,969,969,531,684,684,684,684,684,684,974,698,632,632,632,632,295,295,295,295,775,748,787,787,787,787,787,838,787,732,732,732,732,611,605,630,613,613,613,613,613,613,982,550,615,615,615,615,278,278,278,278,612,634,612,612,612,612,612,838,612,634,634,634,634,592,635,592], extra: [318,318,518,518,1000,318,374,227,838,500,1000,838,838,838,838,590,838,838,896] },
  bold: { latin: [348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,348,456,696,696,636,696,365,500,500,1000,564,646,838,0,1000,500,500,838,438,438,500,736,636,380,500,438,564,646,1035,1035,1035,580,774,774,774,774,774,774,1085,734,683,683,683,683,372,372,372,372,838,837,850,850,850,850,850,838,850,812,812,812,812,724,738,719,675,675,675,675,675,675,1048,593,678,678,678,678,343,343,343,343,687,712,687,687,687,687,687,838,687,712,712,712,712,652,716,652], extra: [380,380,657,657,1000,380,447,264,838,500,1000,838,838,838,838,639,838,838,896] },
} as const;

/** The characters after Latin-1 that boards write, in the order of `extra`. */
const EXTRA = "‘’“”…·″′×–—→←↑↓•✓✗★";

/** A character no table holds counts as a full em: wide rather than narrow. */
const UNKNOWN = 1000;

/** How wide `s` is drawn at `size` px in the bundled font, summed from advance widths. */
export function glyphWidth(s: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
  const w = WIDTHS[weight];
  let total = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const known = c >= 32 && c < 256 ? w.latin[c - 32] : w.extra[EXTRA.indexOf(ch)];
    total += known === undefined || known === 0 ? UNKNOWN : known;
  }
  return (total * size) / 1000;
}

/** The characters the tables hold, for their test. */
export const GLYPHS_MEASURED = { latinFrom: 32, latinTo: 255, extra: EXTRA } as const;
