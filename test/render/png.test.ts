import { describe, expect, it } from 'vitest';
import type { Canvas } from 'canvas';
import { createCanvas, loadImage } from '../../src/render/canvas.js';
import { StaticRows, encodePng } from '../../src/render/png.js';
import { prng } from './fixtures.js';

// Issue 20: the board's PNG encoder keeps the static layer's rows deflated and deflates only the
// rest; whatever it kept, the image must decode to exactly the canvas's pixels, and its bytes must
// not depend on what was encoded before.

const W = 300;

/** A textured, opaque static layer `h` rows tall. */
function layer(h: number): Canvas {
  const c = createCanvas(W, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#F4F1E8';
  ctx.fillRect(0, 0, W, h);
  const rnd = prng(7);
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `rgb(${Math.floor(rnd() * 256)},${Math.floor(rnd() * 256)},${Math.floor(rnd() * 256)})`;
    ctx.fillRect(rnd() * W, rnd() * h, 2 + rnd() * 30, 2 + rnd() * 5);
  }
  return c;
}

/** Rows drawn over the layer's top on each board (a title bar). */
const TOP = 16;

/** A board: the layer at the top under a title bar, paper below it down to `h`, pieces at the rows given, a legend below. */
function board(base: Canvas, h: number, pieceRows: readonly number[], legend: string, title = '#1E2A38'): Canvas {
  const c = createCanvas(W, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#F4F1E8';
  ctx.fillRect(0, 0, W, h);
  ctx.drawImage(base, 0, 0);
  ctx.fillStyle = '#0072B2';
  for (const y of pieceRows) ctx.fillRect(40 + y / 3, y, 33.5, 9.25);
  ctx.fillStyle = legend;
  ctx.fillRect(10, base.height + 4, 100, h - base.height - 8);
  ctx.fillStyle = title;
  ctx.fillRect(0, 0, W, TOP);
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(8.5, 4.25, 40, 7);
  return c;
}

/** A PNG's pixels, RGBA, as decoded by libpng (through node-canvas). */
async function pixelsOf(png: Buffer): Promise<Buffer> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  c.getContext('2d').drawImage(img, 0, 0);
  return pixels(c);
}

const pixels = (c: Canvas): Buffer => Buffer.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data.buffer);

/** Exactly the same pixels (compared as bytes: a deep equal of a million numbers is slow). */
const same = (a: Buffer, b: Buffer): boolean => a.equals(b);

describe('encodePng', () => {
  it('GIVEN a canvas and no static layer THEN it decodes to exactly its pixels, read as opaque or not', async () => {
    const c = board(layer(200), 260, [17, 120], '#D55E00');
    expect(same(await pixelsOf(await encodePng(c, { level: 6 })), pixels(c))).toBe(true);
    expect(same(await pixelsOf(await encodePng(c, { level: 6, opaque: true })), pixels(c))).toBe(true);
  });

  it.each([false, true])('GIVEN boards drawn on one static layer, in any order (opaque: %s) THEN each decodes to exactly its pixels and is the same bytes each time', async (opaque) => {
    const base = layer(400);
    const views = [
      board(base, 470, [3, 150, 151, 390], '#D55E00'),
      board(base, 470, [60, 300], '#009E73'), // another legend, same height
      board(base, 520, [0, 399], '#D55E00'), // a taller legend
      board(base, 470, [], '#D55E00'),
      board(base, 470, [3, 150, 151, 390], '#D55E00', '#3A4D63'), // another title
      board(base, 520, [17], '#009E73', '#3A4D63'), // another title, legend and height
    ];
    const cold = await Promise.all(views.map((v) => encodePng(v, { level: 5 })));
    const rows = StaticRows.of(base, 5, opaque, TOP);
    const order = [0, 0, 1, 3, 4, 0, 2, 5, 2, 1, 3, 4, 4, 0, 5];
    const first = new Map<number, Buffer>();
    for (const i of order) {
      const png = await encodePng(views[i]!, { level: 5, base: rows, opaque });
      expect(same(await pixelsOf(png), pixels(views[i]!))).toBe(true);
      // The same bytes whatever was encoded before.
      if (first.has(i)) expect(png.equals(first.get(i)!)).toBe(true);
      else first.set(i, png);
    }
    expect(first.size).toBe(views.length);
    // Encoded with kept rows or without, the same pixels; with them, a little bigger (each band of
    // 8 rows ends its deflate block; 300 px rows make that a bigger share than a board's 1600 px).
    for (let i = 0; i < views.length; i++) {
      const warm = await encodePng(views[i]!, { level: 5, base: rows, opaque });
      expect(same(await pixelsOf(warm), await pixelsOf(cold[i]!))).toBe(true);
      expect(warm.length).toBeLessThan(cold[i]!.length * 1.2);
    }
  });

  it('GIVEN two encodings at once on one static layer with other titles and legends THEN each is its own image', async () => {
    const base = layer(300);
    const a = board(base, 360, [100], '#D55E00');
    const b = board(base, 360, [200], '#009E73', '#3A4D63');
    const rows = StaticRows.of(base, 6, false, TOP);
    for (let k = 0; k < 3; k++) {
      const [pa, pb] = await Promise.all([encodePng(a, { level: 6, base: rows }), encodePng(b, { level: 6, base: rows })]);
      expect(same(await pixelsOf(pa), pixels(a))).toBe(true);
      expect(same(await pixelsOf(pb), pixels(b))).toBe(true);
    }
  });
});
