// Entry point of the PostgreSQL worker thread under tsx or vitest (see render-worker-boot.mjs): worker
// threads do not inherit the parent's module hooks, so TypeScript support is registered first.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
try {
  await import(new URL('./pg-worker.ts', import.meta.url).href);
} catch (e) {
  // The main thread is blocked waiting for the first reply: give it this one rather than nothing.
  workerData.port.postMessage({ ok: false, message: `the PostgreSQL worker did not start: ${e instanceof Error ? e.message : String(e)}` });
  const flag = new Int32Array(workerData.signal);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
