// Entry point of the production game's thread (frozen-arrays.test.ts): TypeScript support first, as in store-racer-boot.mjs.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./production-game.ts', import.meta.url).href);
