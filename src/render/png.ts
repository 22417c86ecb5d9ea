import { constants, crc32, createDeflate } from 'node:zlib';
import type { Canvas } from 'canvas';

/**
 * A PNG encoder for board canvases: 8-bit RGBA, every row unfiltered (PNG filter "none"), deflated
 * with Node's zlib at a given level. Its point is `StaticRows`: a board is mostly its scenario's
 * static layer, and the rows of a render that equal the static layer's (with the 32 KB before them,
 * deflate's window) are deflated once per scenario and their compressed bytes reused; only the rest
 * is deflated on each render. The pieces are deflated with the 32 KB before them as a preset
 * dictionary, so the image compresses as one stream would. Same pixels, same bytes.
 */

/** Rows per band: the unit in which rows are found equal to the static layer's and kept deflated. */
const BAND_ROWS = 8;
/** Deflate's window: what a band's compression may refer back to. */
const WINDOW = 32 * 1024;

/** Deflated bytes of a run of the filtered rows, ending byte-aligned (a sync flush), and their Adler-32. */
interface Part {
  readonly bytes: Buffer;
  readonly adler: number;
  readonly length: number;
}

/**
 * A static layer's filtered rows (as this encoder feeds them to deflate: a 0 filter byte and RGBA),
 * and its bands deflated so far, at one compression level.
 */
export class StaticRows {
  private readonly bands = new Map<number, Part>();

  private constructor(
    readonly rows: Buffer,
    readonly width: number,
    readonly height: number,
    readonly level: number,
  ) {}

  /** The rows of `canvas` (a static layer) as the encoder at `level` sees them. */
  static of(canvas: Canvas, level: number): StaticRows {
    return new StaticRows(filteredRows(canvas, canvas.height, Buffer.allocUnsafe(rowBytes(canvas.width) * canvas.height)), canvas.width, canvas.height, level);
  }

  /** A band deflated from these rows (same bytes as the render's, dictionary included), kept. */
  async band(index: number): Promise<Part> {
    const known = this.bands.get(index);
    if (known) return known;
    const stride = rowBytes(this.width);
    const start = index * BAND_ROWS * stride;
    const end = Math.min(this.height, (index + 1) * BAND_ROWS) * stride;
    const part = await deflatePart(this.rows.subarray(start, end), this.rows.subarray(Math.max(0, start - WINDOW), start), this.level);
    this.bands.set(index, part);
    return part;
  }
}

const rowBytes = (width: number): number => 4 * width + 1;

/** How many rows are read from the canvas at a time (reading all at once is one more 16 MB buffer a render). */
const READ_ROWS = 32;

/**
 * The first `height` rows of `canvas` as deflate's input: each row a 0 (filter "none") then its
 * pixels in RGBA, not premultiplied (what getImageData gives), into `out`.
 */
function filteredRows(canvas: Canvas, height: number, out: Buffer): Buffer {
  const ctx = canvas.getContext('2d');
  const w = canvas.width;
  const stride = rowBytes(w);
  for (let y0 = 0; y0 < height; y0 += READ_ROWS) {
    const n = Math.min(READ_ROWS, height - y0);
    const { data } = ctx.getImageData(0, y0, w, n);
    const src = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    for (let r = 0; r < n; r++) {
      const at = (y0 + r) * stride;
      out[at] = 0;
      src.copy(out, at + 1, r * 4 * w, (r + 1) * 4 * w);
    }
  }
  return out;
}

/**
 * Deflates `data` with `dictionary` as what came before it, ending with a sync flush so that the
 * next part starts on a byte. Node's zlib gives a zlib stream; its header (and dictionary id) and
 * its ending (an empty final block and the Adler-32 of `data`) are taken off, the Adler-32 kept.
 */
function deflatePart(data: Buffer, dictionary: Buffer, level: number): Promise<Part> {
  return new Promise((resolve, reject) => {
    const z = createDeflate({ level, ...(dictionary.length > 0 ? { dictionary } : {}) });
    const chunks: Buffer[] = [];
    z.on('data', (c: Buffer) => chunks.push(c));
    z.on('error', reject);
    z.on('end', () => {
      const all = Buffer.concat(chunks);
      const head = all[1]! & 0x20 ? 6 : 2;
      // After the sync flush's empty stored block, Z_FINISH adds an empty final fixed block: 03 00.
      if (all[all.length - 6] !== 0x03 || all[all.length - 5] !== 0x00) {
        reject(new Error('deflate did not end as expected after a sync flush'));
        return;
      }
      resolve({ bytes: all.subarray(head, all.length - 6), adler: all.readUInt32BE(all.length - 4), length: data.length });
    });
    z.write(data);
    // Ended only once flushed: a flush still queued when the stream ends is taken as its Z_FINISH.
    z.flush(constants.Z_SYNC_FLUSH, () => z.end());
  });
}

const ADLER_BASE = 65521;

/** The Adler-32 of two runs one after the other, from theirs (zlib's adler32_combine). */
function adlerCombine(a1: number, a2: number, len2: number): number {
  const rem = len2 % ADLER_BASE;
  let sum1 = a1 & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (a2 & 0xffff) + ADLER_BASE - 1;
  sum2 += ((a1 >>> 16) & 0xffff) + ((a2 >>> 16) & 0xffff) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE << 1) sum2 -= ADLER_BASE << 1;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** Filtered rows of each canvas size, kept between renders (one buffer per size in use). */
const scratch = new Map<string, Buffer>();

/** A kept buffer for that size's filtered rows, taken out while an encoding uses it; or a new one. */
function scratchFor(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const buf = scratch.get(key);
  if (!buf) return Buffer.allocUnsafe(rowBytes(width) * height);
  scratch.delete(key);
  return buf;
}

function giveBackScratch(width: number, height: number, buf: Buffer): void {
  scratch.set(`${width}x${height}`, buf);
  if (scratch.size > 2) scratch.delete(scratch.keys().next().value!);
}

function chunk(type: string, ...parts: Buffer[]): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(parts.reduce((a, p) => a + p.length, 0), 0);
  head.write(type, 4, 'latin1');
  let crc = crc32(head.subarray(4));
  for (const p of parts) crc = crc32(p, crc);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc >>> 0, 0);
  return [head, ...parts, tail];
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * `canvas` as a PNG deflated at `level`. With `base` (the static layer drawn at the canvas's top,
 * same width, same level), the bands equal to its are taken deflated from it.
 */
export async function encodePng(canvas: Canvas, level: number, base?: StaticRows): Promise<Buffer> {
  const { width, height } = canvas;
  if (base && (base.width !== width || base.level !== level)) throw new Error('static rows of another width or level');
  const stride = rowBytes(width);
  const rows = filteredRows(canvas, height, scratchFor(width, height));
  try {
    const bands = Math.ceil(height / BAND_ROWS);
    const baseBands = base ? Math.floor(base.height / BAND_ROWS) : 0;
    /** A band whose rows, and the window before them, are the static layer's. */
    const clean = (b: number): boolean => {
      if (!base || b >= baseBands) return false;
      const start = Math.max(0, b * BAND_ROWS * stride - WINDOW);
      const end = (b + 1) * BAND_ROWS * stride;
      return rows.subarray(start, end).equals(base.rows.subarray(start, end));
    };
    const parts: Part[] = [];
    let run = -1; // first band of the run of bands not clean, or -1
    const flush = async (upTo: number): Promise<void> => {
      if (run < 0) return;
      const start = run * BAND_ROWS * stride;
      const end = Math.min(height, upTo * BAND_ROWS) * stride;
      parts.push(await deflatePart(rows.subarray(start, end), rows.subarray(Math.max(0, start - WINDOW), start), level));
      run = -1;
    };
    for (let b = 0; b < bands; b++) {
      if (clean(b)) {
        await flush(b);
        parts.push(await base!.band(b));
      } else if (run < 0) run = b;
    }
    await flush(bands);

    let adler = 1;
    for (const p of parts) adler = adlerCombine(adler, p.adler, p.length);
    const flevel = level < 2 ? 0 : level < 6 ? 1 : level === 6 ? 2 : 3;
    const cmf = 0x78;
    let flg = flevel << 6;
    flg += (31 - ((cmf * 256 + flg) % 31)) % 31;
    const end = Buffer.alloc(6);
    end[0] = 0x03; // an empty final block
    end.writeUInt32BE(adler, 2);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bits per channel
    ihdr[9] = 6; // RGBA
    return Buffer.concat([SIGNATURE, ...chunk('IHDR', ihdr), ...chunk('IDAT', Buffer.from([cmf, flg]), ...parts.map((p) => p.bytes), end), ...chunk('IEND')]);
  } finally {
    giveBackScratch(width, height, rows);
  }
}
