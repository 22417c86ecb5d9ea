// Entry point of the PostgreSQL worker thread under tsx or vitest (see render-worker-boot.mjs): worker
// threads do not inherit the parent's module hooks, so TypeScript support is registered first.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./pg-worker.ts', import.meta.url).href);
