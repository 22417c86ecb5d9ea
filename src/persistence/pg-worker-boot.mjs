// Entry point of the PostgreSQL worker thread under tsx or vitest (see render-worker-boot.mjs): worker
// threads do not inherit the parent's module hooks, so TypeScript support is registered first.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
try {
  await import(new URL('./pg-worker.ts', import.meta.url).href);
} catch (e) {
  // The main thread is blocked waiting for the answer to its request: answer it, by its number (see
  // SyncPg.call), with why, rather than leave it waiting or wake it without a reply it can take.
  const message = `the PostgreSQL worker did not start: ${e instanceof Error ? e.message : String(e)}`;
  const flag = new Int32Array(workerData.signal);
  workerData.port.on('message', (req) => {
    workerData.port.postMessage({ ok: false, message, seq: req.seq });
    Atomics.store(flag, 0, req.seq);
    Atomics.notify(flag, 0);
  });
}
