import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BoardRenderView } from '../core/board/view.js';
import { COMPILED, PROJECT_ROOT } from '../project-root.js';
import type { RenderReply, RenderRequest } from './render-worker.js';

/**
 * Board rendering off the main thread: one worker, started on first use, so drawing a board never
 * holds up other commands. The worker is unreferenced while idle, so it never keeps the process
 * alive; `closeRenderWorkers()` stops it at shutdown. If it dies, the renders in flight fail and the
 * next one starts a fresh worker.
 */

interface Waiting {
  readonly resolve: (png: Buffer) => void;
  readonly reject: (err: Error) => void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 1;

function failAll(err: Error): void {
  const all = [...waiting.values()];
  waiting.clear();
  for (const w of all) w.reject(err);
}

function start(): Worker {
  // The compiled build runs the worker's own module; from source, a boot file registers tsx in the worker first.
  const w = new Worker(COMPILED ? join(PROJECT_ROOT, 'dist/render-worker.js') : new URL('./render-worker-boot.mjs', import.meta.url));
  w.on('message', (reply: RenderReply) => {
    const job = waiting.get(reply.id);
    if (!job) return;
    waiting.delete(reply.id);
    if (reply.ok) job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    else job.reject(new Error(`board render failed: ${reply.message}`));
    if (waiting.size === 0) w.unref();
  });
  w.on('error', (err) => {
    if (worker === w) worker = undefined;
    failAll(err);
  });
  w.on('exit', (code) => {
    if (worker === w) worker = undefined;
    failAll(new Error(`board render worker stopped (exit code ${code})`));
  });
  return w;
}

/** Renders a board in the render worker; the same PNG as `renderBoard(view)`. */
export function renderBoardInWorker(view: BoardRenderView): Promise<Buffer> {
  worker ??= start();
  const w = worker;
  w.ref();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, view } satisfies RenderRequest);
  });
}

/** Stops the render worker (renders still in flight fail). Safe to call when none is running. */
export async function closeRenderWorkers(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}
