import type { BoardRenderView } from '../../src/core/board/view.js';
import { renderBoard } from '../../src/render/board.js';
import { createCanvas, loadImage } from '../../src/render/canvas.js';
import { seenBy, outsiders, type Observer } from './sweep-check.js';
import { call, sweepHarness } from './sweep-harness.js';
import type { Finding } from './sweep-run.js';
import { SCENES, type Person, type Variant, type World } from './sweep-worlds.js';

/**
 * Board images for the sweep. The renderer draws a view and nothing else ("same view, same bytes",
 * src/render/board.ts), so each distinct view is drawn once: two worlds whose views are equal get
 * the very same image, and only views that differ cost a second drawing.
 */
export class BoardImages {
  private readonly drawn = new Map<string, Promise<Buffer>>();
  renders = 0;

  draw(viewJson: string): Promise<Buffer> {
    let png = this.drawn.get(viewJson);
    if (!png) {
      this.renders++;
      png = renderBoard(JSON.parse(viewJson) as BoardRenderView);
      this.drawn.set(viewJson, png);
    }
    return png;
  }

  /** Whether two lists of views draw the same pictures: the bytes, else the decoded pixels. */
  async same(a: readonly string[], b: readonly string[]): Promise<boolean> {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const [pa, pb] = await Promise.all([this.draw(a[i]!), this.draw(b[i]!)]);
      if (pa.equals(pb)) continue;
      const [da, db] = await Promise.all([pixels(pa), pixels(pb)]);
      if (da.width !== db.width || da.height !== db.height || !Buffer.from(da.data).equals(Buffer.from(db.data))) return false;
    }
    return true;
  }
}

/** A PNG's RGBA pixels. */
async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const ctx = createCanvas(img.width, img.height).getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/**
 * The boards the channel and the other side are drawn in each board scene — `/board show` as the
 * channel gets it, `/board mine` and `/board show mine:true` as an outsider player asks — in W0 and
 * in the world where the other side's secrets differ: the PNGs must be the same.
 */
export async function boardsWithAndWithout(worlds: Record<Variant, World>, images: BoardImages): Promise<{ findings: Finding[]; compared: number }> {
  const out: Finding[] = [];
  let compared = 0;
  const asks: [Person, string][] = [['eve', '/board show'], ['bob', '/board mine'], ['cat', '/board mine'], ['eve', '/board show mine:true']];
  for (const flip of ['WS1', 'WS2'] as const) {
    const side = flip === 'WS1' ? 0 : 1;
    const a = sweepHarness(worlds.W0.image);
    const b = sweepHarness(worlds[flip].image);
    // One table per ruleset and stage of play with secrets on it (each drawing takes a quarter second).
    for (const scene of SCENES.filter((s) => ['fogo', 'ftp', 'ftf', 'lnl'].includes(s.channel))) {
      const outside = outsiders(scene, side);
      for (const [who, line] of asks) {
        if (!(outside as string[]).includes(who)) continue;
        const c = call(who, scene.channel, line);
        const sa = seenBy(a.run(c), who);
        const sb = seenBy(b.run(c), who);
        for (const o of [who, 'public'] as Observer[]) {
          if (!sa.boards[o].length && !sb.boards[o].length) continue;
          compared++;
          if (!(await images.same(sa.boards[o], sb.boards[o]))) {
            out.push({ command: c.path.join(' '), kind: 'board', scene: scene.channel, call: `${who}@${scene.channel} ${line}`, observer: o, worlds: `W0 vs ${flip}`, detail: 'the PNG differs' });
          }
        }
      }
    }
    a.store.close();
    b.store.close();
  }
  return { findings: out, compared };
}
