import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (the one holding package.json), the same whether the code runs from src/ under
 * tsx or compiled from dist/: migrations, assets and fonts are found from here, not from the file asking.
 */
export const PROJECT_ROOT = ((): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
})();

/** Whether this is the compiled build (`npm run build`: dist/, plain node) rather than the TypeScript source under tsx or vitest. */
export const COMPILED = import.meta.url.endsWith('.js');
