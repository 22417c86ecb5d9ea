import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';
import { registerFont } from './canvas.js';
import { FONT_FAMILY } from './glyph-widths.js';

let registered = false;

/** Registers the bundled fonts once per thread; must run before the first canvas is created. */
export function ensureFonts(): void {
  if (registered) return;
  const font = (file: string): string => join(PROJECT_ROOT, 'assets/fonts', file);
  registerFont(font('DejaVuSans.ttf'), { family: FONT_FAMILY, weight: 'normal', style: 'normal' });
  registerFont(font('DejaVuSans-Bold.ttf'), { family: FONT_FAMILY, weight: 'bold', style: 'normal' });
  registered = true;
}

/** A CSS font string in the bundled family; sizes below 14 px are raised to 14 (phone readability). */
export function font(size: number, weight: 'normal' | 'bold' = 'normal'): string {
  return `${weight === 'bold' ? 'bold ' : ''}${Math.max(MIN_FONT_PX, Math.round(size))}px "${FONT_FAMILY}"`;
}

/** No text is drawn smaller than this at the 1600 px image width. */
export const MIN_FONT_PX = 14;
