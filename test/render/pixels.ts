import { createCanvas, loadImage } from '../../src/render/canvas.js';

/** A decoded PNG with a pixel reader, for asserting on what was drawn. */
export interface Decoded {
  readonly width: number;
  readonly height: number;
  /** "#RRGGBB" of a pixel. */
  at(x: number, y: number): string;
  /** How many pixels of exactly `hex` lie in the box (whole image by default). */
  count(hex: string, box?: { x0: number; y0: number; x1: number; y1: number }): number;
}

export async function decode(png: Buffer): Promise<Decoded> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, img.width, img.height);
  const words = new Uint32Array(data.slice().buffer);
  const hexAt = (i: number): string =>
    `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  return {
    width: img.width,
    height: img.height,
    at: (x, y) => hexAt((Math.round(y) * img.width + Math.round(x)) * 4),
    count: (hex, box) => {
      const n = Number.parseInt(hex.slice(1), 16);
      // Little-endian RGBA read as one 32-bit word: 0xAABBGGRR; alpha is ignored.
      const want = ((n & 255) << 16) | (n & 0xff00) | ((n >> 16) & 255);
      const area = box ?? { x0: 0, y0: 0, x1: img.width, y1: img.height };
      let found = 0;
      const x0 = Math.max(0, Math.floor(area.x0));
      const x1 = Math.min(img.width, Math.ceil(area.x1));
      for (let y = Math.max(0, Math.floor(area.y0)); y < Math.min(img.height, area.y1); y++) {
        const row = y * img.width;
        for (let x = x0; x < x1; x++) if ((words[row + x]! & 0xffffff) === want) found++;
      }
      return found;
    },
  };
}
