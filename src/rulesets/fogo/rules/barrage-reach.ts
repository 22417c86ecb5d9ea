import type { Point } from '../../../core/board/geometry.js';

/*
 * "Within one stand width" for a barrage's kill potential (crossfire-core §1.9, S5), kept to this one
 * function so the board-distance module can take its place: a stand is a square base one stand width
 * across centred on its position, and a stand is within one stand width when the gap between the
 * bases is strictly less than a width (a stand that would fit in the gap is too far).
 */

/** A stand's width on the table in inches, until the board's house rule measures it. */
export const BARRAGE_STAND_WIDTH = 1.25;

/**
 * What the board says of two stands: `true` or `false` when both have positions, `undefined` when
 * either has none (then the caller's word decides, as fogo measured nothing before stands had places).
 */
export function withinOneStandWidth(a: { readonly position?: Point | undefined }, b: { readonly position?: Point | undefined }): boolean | undefined {
  if (a.position === undefined || b.position === undefined) return undefined;
  const width = BARRAGE_STAND_WIDTH;
  const gx = Math.max(0, Math.abs(a.position.x - b.position.x) - width);
  const gy = Math.max(0, Math.abs(a.position.y - b.position.y) - width);
  return Math.hypot(gx, gy) < width - 1e-9;
}
