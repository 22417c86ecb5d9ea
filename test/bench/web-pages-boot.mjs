// Entry point of the web bench's pages thread (web.ts): TypeScript support first, as in render-worker-boot.mjs.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./web-pages.ts', import.meta.url).href);
