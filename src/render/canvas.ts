import { createRequire } from 'node:module';
import { constants } from 'node:os';

type CanvasModule = typeof import('canvas');

/**
 * `RTLD_NODELETE` (not in `os.constants.dlopen`): glibc and musl 0x1000, macOS 0x80. Elsewhere 0,
 * which leaves the default behaviour.
 */
const RTLD_NODELETE = process.platform === 'linux' ? 0x1000 : process.platform === 'darwin' ? 0x80 : 0;

/**
 * Loads node-canvas so that its native library is never unloaded. Node unloads an addon when the
 * worker thread that first loaded it exits; pango has by then left a background fontconfig thread
 * and thread-exit destructors pointing into the unloaded code, and the process dies with SIGSEGV
 * (the render worker and vitest's thread pool both hit this). Loading it with RTLD_NODELETE keeps
 * canvas and its libraries mapped for the life of the process. `process.dlopen` is wrapped only for
 * the duration of this one synchronous require. Every file in src/render takes canvas from here.
 */
function loadCanvas(): CanvasModule {
  const require = createRequire(import.meta.url);
  const dlopen = process.dlopen;
  process.dlopen = (module: object, filename: string, flags: number = constants.dlopen.RTLD_LAZY) =>
    dlopen.call(process, module, filename, flags | RTLD_NODELETE);
  try {
    return require('canvas') as CanvasModule;
  } finally {
    process.dlopen = dlopen;
  }
}

const canvas = loadCanvas();

export const { createCanvas, loadImage, registerFont } = canvas;
