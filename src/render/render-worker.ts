import { parentPort } from 'node:worker_threads';
import type { BoardRenderView } from '../core/board/view.js';
import { renderBoard } from './board.js';

/** A request to the render worker. The view was projected in the main thread; the brand is type-only. */
export interface RenderRequest {
  readonly id: number;
  readonly view: BoardRenderView;
}

export type RenderReply =
  | { readonly id: number; readonly ok: true; readonly png: Uint8Array }
  | { readonly id: number; readonly ok: false; readonly message: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread (see worker-pool.ts)');

port.on('message', (req: RenderRequest) => {
  renderBoard(req.view).then(
    (buf) => {
      const png = new Uint8Array(buf);
      port.postMessage({ id: req.id, ok: true, png } satisfies RenderReply, [png.buffer]);
    },
    (err: unknown) => {
      port.postMessage({ id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies RenderReply);
    },
  );
});
