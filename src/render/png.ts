import { constants, crc32, createDeflate } from 'node:zlib';
import { endianness } from 'node:os';
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
/**
 * A run of at most this many kept bands between two that differ is deflated with them: a deflate
 * call costs some 0.3 ms of its own (stream, thread pool, callbacks), deflating a band of a board
 * about 0.2 ms.
 */
const SHORT_GAP = 1;
/** Deflate's window: what a band's compression may refer back to. */
const WINDOW = 32 * 1024;

/** Deflated bytes of a run of the filtered rows, ending byte-aligned (a sync flush), and their Adler-32. */
interface Part {
  readonly bytes: Buffer;
  readonly adler: number;
  readonly length: number;
}

/**
 * Rows a render is compared with, as deflate's input: the static layer's (`head`, fixed) but for its
 * first `topHeight` rows and for the rows below it, which are those of the last render of the same
 * scenario (`top`: the title bar; `tail`: the legend; both drawn on every render, and the same in
 * most renders of a scenario); and their bands deflated so far. New top or tail rows make a new
 * `Known`, so an encoding under way keeps the one it started with.
 */
class Known {
  readonly height: number;
  private readonly topEnd: number;
  private readonly headEnd: number;

  constructor(
    readonly head: Buffer,
    readonly top: Buffer,
    readonly tail: Buffer,
    readonly width: number,
    readonly headHeight: number,
    readonly level: number,
    readonly bands: Map<number, Part>,
  ) {
    this.height = headHeight + tail.length / rowBytes(width);
    this.topEnd = top.length;
    this.headEnd = head.length;
  }

  /** The pieces of bytes `start` to `end`. */
  private pieces(start: number, end: number): Buffer[] {
    const out: Buffer[] = [];
    const take = (buf: Buffer, from: number, to: number, offset: number): void => {
      const a = Math.max(start, from);
      const b = Math.min(end, to);
      if (a < b) out.push(buf.subarray(a - offset, b - offset));
    };
    take(this.top, 0, this.topEnd, 0);
    take(this.head, this.topEnd, this.headEnd, 0);
    take(this.tail, this.headEnd, this.headEnd + this.tail.length, this.headEnd);
    return out;
  }

  /** Bytes `start` to `end`. */
  bytes(start: number, end: number): Buffer {
    const p = this.pieces(start, end);
    return p.length === 1 ? p[0]! : Buffer.concat(p);
  }

  /** Whether `rows` (a render's) equal these from byte `start` to `end`. */
  equal(rows: Buffer, start: number, end: number): boolean {
    let at = start;
    for (const p of this.pieces(start, end)) {
      if (!rows.subarray(at, at + p.length).equals(p)) return false;
      at += p.length;
    }
    return at === end;
  }

  /** A band deflated from these rows (same bytes as the render's, dictionary included), kept. */
  async band(index: number): Promise<Part> {
    const known = this.bands.get(index);
    if (known) return known;
    const stride = rowBytes(this.width);
    const start = index * BAND_ROWS * stride;
    const end = Math.min(this.height, (index + 1) * BAND_ROWS) * stride;
    const part = await deflatePart(this.bytes(start, end), this.bytes(Math.max(0, start - WINDOW), start), this.level);
    this.bands.set(index, part);
    return part;
  }
}

/**
 * A static layer's filtered rows (as this encoder feeds them to deflate: a 0 filter byte and RGBA),
 * with the last render's rows above `topHeight` and below the layer, and their bands deflated so far,
 * at one compression level.
 */
export class StaticRows {
  private constructor(
    private known: Known,
    /** Rows at the top drawn on each render (a whole number of bands). */
    readonly topHeight: number,
  ) {}

  /**
   * The rows of `canvas` (a static layer; `opaque` as for `encodePng`) as the encoder at `level` sees
   * them; its first `topHeight` rows (a multiple of 8) are drawn over on each render.
   */
  static of(canvas: Canvas, level: number, opaque = false, topHeight = 0): StaticRows {
    if (topHeight % BAND_ROWS !== 0 || topHeight > canvas.height) throw new Error(`the top rows kept per render must be whole bands of ${BAND_ROWS} rows`);
    const head = filteredRows(canvas, canvas.height, Buffer.allocUnsafe(rowBytes(canvas.width) * canvas.height), opaque);
    const top = head.subarray(0, topHeight * rowBytes(canvas.width));
    return new StaticRows(new Known(head, top, Buffer.alloc(0), canvas.width, canvas.height, level, new Map()), topHeight);
  }

  get width(): number {
    return this.known.width;
  }

  get level(): number {
    return this.known.level;
  }

  /** The rows and bands to compare a render with now. */
  current(): Known {
    return this.known;
  }

  /**
   * Keeps a render's top rows and rows below the static layer (`rows`, all `height` of them) when they
   * are not those kept already, with the bands `deflated` from them; the bands that read none of the
   * replaced rows stay.
   */
  keepRendered(rows: Buffer, height: number, deflated: ReadonlyMap<number, Part>): void {
    const k = this.known;
    const stride = rowBytes(k.width);
    const topEnd = k.top.length;
    const headEnd = k.head.length;
    const sameTop = k.equal(rows, 0, topEnd);
    const sameTail = height === k.height && k.equal(rows, headEnd, height * stride);
    if (sameTop && sameTail) return;
    const dependsOn = (b: number): { start: number; end: number } => ({
      start: Math.max(0, b * BAND_ROWS * stride - WINDOW),
      end: Math.min(height, (b + 1) * BAND_ROWS) * stride,
    });
    const bands = new Map<number, Part>();
    for (const [b, part] of k.bands) {
      const { start, end } = dependsOn(b);
      if ((sameTop || start >= topEnd) && (sameTail || end <= headEnd)) bands.set(b, part);
    }
    const top = sameTop ? k.top : Buffer.from(rows.subarray(0, topEnd));
    const tail = sameTail ? k.tail : Buffer.from(rows.subarray(headEnd, height * stride));
    const known = new Known(k.head, top, tail, k.width, k.headHeight, k.level, bands);
    // A band just deflated is kept only if what it was deflated after (its window) is the kept rows too.
    for (const [b, part] of deflated) {
      const { start, end } = dependsOn(b);
      if (!bands.has(b) && known.equal(rows, start, end)) bands.set(b, part);
    }
    this.known = known;
  }
}

const rowBytes = (width: number): number => 4 * width + 1;

/** How many rows are read from the canvas at a time (reading all at once is one more 16 MB buffer a render). */
const READ_ROWS = 32;

const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * The first `height` rows of `canvas` as deflate's input: each row a 0 (filter "none") then its
 * pixels in RGBA, not premultiplied, into `out`.
 *
 * An `opaque` canvas (every pixel's alpha 255, as the caller knows: a board is filled with paper
 * first and only drawn over) is read as cairo stores it, premultiplied BGRA words, which for alpha
 * 255 are the pixels themselves: byte-swapped to ARGB and copied one byte early, each row is R G B
 * of each pixel followed by the next pixel's alpha, all 255, and the last alpha is set. That is half
 * the time of getImageData's unpremultiplying copy (3 ms instead of 6–7 for a 48×72″ table).
 */
function filteredRows(canvas: Canvas, height: number, out: Buffer, opaque: boolean): Buffer {
  const w = canvas.width;
  const stride = rowBytes(w);
  if (opaque && LITTLE_ENDIAN) {
    const raw = canvas.toBuffer('raw');
    raw.swap32();
    for (let y = 0; y < height; y++) {
      const at = y * stride;
      raw.copy(out, at, y * 4 * w, (y + 1) * 4 * w);
      out[at] = 0;
      out[at + stride - 1] = 255;
    }
    return out;
  }
  const ctx = canvas.getContext('2d');
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

/** How a canvas is encoded. */
export interface PngEncoding {
  /** zlib's compression level. */
  readonly level: number;
  /** Every pixel's alpha is 255 (the caller knows it: see `filteredRows`); read faster. */
  readonly opaque?: boolean;
  /** The static layer drawn at the canvas's top (same width, same level): its rows are taken deflated. */
  readonly base?: StaticRows;
}

/** `canvas` as a PNG. */
export async function encodePng(canvas: Canvas, { level, opaque = false, base }: PngEncoding): Promise<Buffer> {
  const { width, height } = canvas;
  if (base && (base.width !== width || base.level !== level)) throw new Error('static rows of another width or level');
  const stride = rowBytes(width);
  const rows = filteredRows(canvas, height, scratchFor(width, height), opaque);
  try {
    const known = base?.current();
    const bands = Math.ceil(height / BAND_ROWS);
    const range = (b: number): { start: number; end: number } => ({ start: b * BAND_ROWS * stride, end: Math.min(height, (b + 1) * BAND_ROWS) * stride });
    // The bands within the static layer: their runs that differ from it deflated together. The bands
    // of the top rows (the title bar) and below (the legend) each on its own, so that a band is the
    // same bytes whether it was kept or not (an image's bytes never depend on what was rendered before).
    const headBands = known ? Math.floor(known.headHeight / BAND_ROWS) : bands;
    // Bands on their own at the top: the top rows', and those whose window reaches into them.
    const topBands = base ? Math.min(headBands, Math.ceil((base.topHeight * stride + WINDOW) / (BAND_ROWS * stride))) : 0;
    /** A band whose rows, and the window before them, are the kept ones. */
    const clean = (b: number): boolean => {
      if (!known || (b >= headBands && known.height !== height)) return false;
      const { start, end } = range(b);
      return known.equal(rows, Math.max(0, start - WINDOW), end);
    };
    const deflateRows = (start: number, end: number): Promise<Part> =>
      deflatePart(rows.subarray(start, end), rows.subarray(Math.max(0, start - WINDOW), start), level);
    const parts: Part[] = [];
    let run = -1; // first band of the run of bands not clean, or -1
    const flush = async (upTo: number): Promise<void> => {
      if (run < 0) return;
      parts.push(await deflateRows(range(run).start, range(upTo - 1).end));
      run = -1;
    };
    // Which bands of the static layer's are taken kept: not those in a gap of at most SHORT_GAP bands
    // between two that differ, deflated with them instead (cheaper than one more deflate call).
    const kept = Array.from({ length: headBands }, (_, b) => b >= topBands && clean(b));
    for (let b = topBands; b < headBands; ) {
      if (kept[b]) {
        b++;
        continue;
      }
      let e = b + 1;
      while (e < headBands && kept[e]) e++;
      if (e < headBands && e - b - 1 <= SHORT_GAP) kept.fill(false, b + 1, e);
      b = e;
    }
    const own = new Map<number, Part>();
    for (let b = 0; b < bands; b++) {
      if (b >= topBands && b < headBands && !kept[b]) {
        if (run < 0) run = b;
        continue;
      }
      await flush(b);
      if (b >= topBands && b < headBands ? kept[b] : clean(b)) parts.push(await known!.band(b));
      else {
        const { start, end } = range(b);
        const part = await deflateRows(start, end);
        own.set(b, part);
        parts.push(part);
      }
    }
    await flush(bands);
    base?.keepRendered(rows, height, own);

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
