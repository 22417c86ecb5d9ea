// Entry point of the render worker thread. Worker threads on Node 20 do not inherit the parent's
// module hooks, so TypeScript support (tsx) is registered here before the worker module loads; this
// works the same under `tsx src/main.ts`, vitest and plain node.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./render-worker.ts', import.meta.url).href);
