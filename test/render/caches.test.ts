import { describe, expect, it } from 'vitest';
import { STATIC_LAYER_CACHE_SIZE, cachedStaticLayers, renderBoard } from '../../src/render/board.js';
import { createCanvas } from '../../src/render/canvas.js';
import { PIECE_SPRITE_CACHE_SIZE, text, useTextSprites, type Ctx } from '../../src/render/draw.js';
import { ensureFonts } from '../../src/render/fonts.js';
import { mapLayout } from '../../src/render/layout.js';
import { drawHexPieces, drawTablePieces } from '../../src/render/pieces.js';
import type { BoardRenderView } from '../../src/core/board/view.js';
import { bigHexView, bigTableView, smallTableView, unit } from './fixtures.js';
import { decode } from './pixels.js';

// Issue 20: what the renderer keeps between renders (a scenario's static layer, text images and
// widths) must not change what a render draws, and must stay bounded.

const units = [unit('A1', 'Portugal', { x: 8, y: 10 }), unit('B1', 'FRELIMO', { x: 40, y: 25 }, { markers: ['pinned'] })];

/** A 48×30 table whose wood sits `dx` inches further right: another scenario for the static layer. */
const shifted = (dx: number) => {
  const v = smallTableView(units);
  if (v.board.kind !== 'tabletop') throw new Error('not a table');
  const features = v.board.features.map((f) =>
    f.shape.kind === 'ellipse' ? { ...f, shape: { ...f.shape, centre: { x: f.shape.centre.x - dx, y: f.shape.centre.y } } } : f,
  );
  return { ...v, board: { ...v.board, features } } as typeof v;
};

describe('the static layer kept per scenario', () => {
  it(`GIVEN more scenarios than ${STATIC_LAYER_CACHE_SIZE} THEN at most ${STATIC_LAYER_CACHE_SIZE} are kept, and a dropped one draws the same bytes again`, async () => {
    const first = await renderBoard(shifted(0));
    for (let dx = 1; dx <= STATIC_LAYER_CACHE_SIZE + 2; dx++) await renderBoard(shifted(dx));
    expect(cachedStaticLayers()).toBe(STATIC_LAYER_CACHE_SIZE);
    expect((await renderBoard(shifted(0))).equals(first)).toBe(true);
  });

  it('GIVEN the same scenario with other pieces THEN the pieces move and the terrain stays (no stale pieces from the kept layer)', async () => {
    const view = smallTableView(units);
    const moved = smallTableView([unit('A1', 'Portugal', { x: 16, y: 20 }), units[1]!]);
    const [a, b] = await Promise.all([renderBoard(view), renderBoard(moved)]).then((x) => Promise.all(x.map(decode)));
    const m = mapLayout(view.board);
    const at = (p: { x: number; y: number }) => ({ x: m.x + p.x * m.scale - 0.55 * m.scale, y: m.y + p.y * m.scale + 0.2 * m.scale });
    const old = at({ x: 8, y: 10 });
    const now = at({ x: 16, y: 20 });
    expect(a!.at(old.x, old.y)).not.toBe(b!.at(old.x, old.y));
    expect(b!.at(now.x, now.y)).toBe(a!.at(old.x, old.y));
    // The wood, far from both, is the same pixel in both images.
    const wood = { x: m.x + 36 * m.scale, y: m.y + 9 * m.scale };
    expect(b!.at(wood.x, wood.y)).toBe(a!.at(wood.x, wood.y));
  });

  it('GIVEN a hex map rendered cold and warm THEN the same bytes', async () => {
    const view = bigHexView();
    const cold = await renderBoard(view);
    expect((await renderBoard(view)).equals(cold)).toBe(true);
  });
});

describe('text drawn from kept text images', () => {
  /** The same texts drawn straight and through text images, over a textured background. */
  function draw(sprites: boolean): Uint8ClampedArray {
    ensureFonts();
    const canvas = createCanvas(400, 200);
    const ctx: Ctx = canvas.getContext('2d');
    for (let x = 0; x < 400; x += 7) {
      ctx.fillStyle = x % 2 ? '#6E8B3D' : '#C8B48A';
      ctx.fillRect(x, 0, 7, 200);
    }
    if (sprites) useTextSprites(ctx);
    // Twice each, so the second is drawn from the kept image.
    for (let k = 0; k < 2; k++) {
      text(ctx, 'CA-1', 40.3, 30.7, { size: 14, weight: 'bold', colour: '#FFFFFF', align: 'center', baseline: 'middle' });
      text(ctx, 'rifle-lmg · hidden', 200.5, 80.25, { size: 14, align: 'center', halo: true });
      text(ctx, 'Big wood', 10, 150, { size: 16, halo: true, colour: '#222222', maxWidth: 60 });
      text(ctx, 'Turn 3 · Fire', 390.9, 190.1, { size: 20, weight: 'bold', align: 'right' });
    }
    return ctx.getImageData(0, 0, 400, 200).data;
  }

  it('GIVEN the same texts THEN every pixel is within one level of drawing them straight, and the texts are there', () => {
    const straight = draw(false);
    const kept = draw(true);
    let worst = 0;
    let inked = 0;
    for (let i = 0; i < straight.length; i++) {
      worst = Math.max(worst, Math.abs(straight[i]! - kept[i]!));
      if (i % 4 === 0 && straight[i] === 255 && straight[i + 1] === 255 && straight[i + 2] === 255) inked++;
    }
    expect(worst).toBeLessThanOrEqual(1);
    expect(inked).toBeGreaterThan(100); // the white id and the haloes really were drawn
  });
});

describe('pieces drawn from kept piece images', () => {
  const GROUND = [0xc8, 0xb4, 0x8a] as const;

  /** A view's pieces drawn on plain ground, straight or from kept images (kept from a first drawing elsewhere). */
  function draw(view: BoardRenderView, kept: boolean): { data: Uint8ClampedArray; width: number } {
    ensureFonts();
    const m = mapLayout(view.board);
    const width = Math.ceil(m.x * 2 + m.width);
    const height = Math.ceil(m.y * 2 + m.height + 200);
    const paint = (sprites: boolean): Ctx => {
      const ctx: Ctx = createCanvas(width, height).getContext('2d');
      ctx.fillStyle = '#C8B48A';
      ctx.fillRect(0, 0, width, height);
      if (sprites) useTextSprites(ctx);
      if (view.board.kind === 'tabletop') drawTablePieces(ctx, view.units, view.markers, m, view);
      else drawHexPieces(ctx, view.units, view.markers, m, view);
      return ctx;
    };
    if (kept) paint(true);
    return { data: paint(kept).getImageData(0, 0, width, height).data, width };
  }

  for (const [name, view] of [
    ['a 48×72″ table (stands with badges, crosses and grey ones; Sneakers pinned, real, dummy, with contents)', bigTableView()],
    ['a hex map', bigHexView()],
  ] as const) {
    it(`GIVEN ${name} THEN no piece is cut off by its image, and all but edge pixels are as drawn straight`, () => {
      expect(view.units.length + view.markers.length).toBeLessThan(PIECE_SPRITE_CACHE_SIZE);
      const straight = draw(view, false).data;
      const kept = draw(view, true).data;
      const ground = (d: Uint8ClampedArray, i: number) => d[i] === GROUND[0] && d[i + 1] === GROUND[1] && d[i + 2] === GROUND[2];
      let inked = 0;
      let missing = 0;
      let extra = 0;
      let differ = 0;
      for (let i = 0; i < straight.length; i += 4) {
        const d = Math.max(Math.abs(straight[i]! - kept[i]!), Math.abs(straight[i + 1]! - kept[i + 1]!), Math.abs(straight[i + 2]! - kept[i + 2]!));
        if (d > 1) differ++;
        if (!ground(straight, i)) inked++;
        // A piece cut off by its image leaves ground where it was drawn straight.
        if (d > 40 && ground(kept, i)) missing++;
        if (d > 40 && ground(straight, i)) extra++;
      }
      expect(inked).toBeGreaterThan(50_000);
      expect({ missing, extra }).toEqual({ missing: 0, extra: 0 });
      // Cairo rounds the corners and dash ends of strokes at a fraction of a pixel a little differently
      // on a small image: those pixels, and only a few, differ by more than a level.
      expect(differ).toBeLessThan(inked / 100);
    });
  }
});
