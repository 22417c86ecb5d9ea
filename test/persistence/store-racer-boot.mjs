// Entry point of a store racer thread (store-contract.ts): TypeScript support first, as in render-worker-boot.mjs.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./store-racer.ts', import.meta.url).href);
