// Runs a TypeScript module (workerData.module, a file URL) in a worker thread: worker threads do not
// inherit the parent's module hooks, so TypeScript support (tsx) is registered first, as in
// src/render/render-worker-boot.mjs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
