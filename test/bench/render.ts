import type { Canvas } from 'canvas';
import type { BoardRenderView } from '../../src/core/board/view.js';
import { encodeBoardPng, renderBoard } from '../../src/render/board.js';
import { createCanvas } from '../../src/render/canvas.js';
import { PAPER } from '../../src/render/palette.js';
import { closeRenderWorkers, renderBoardInWorker } from '../../src/render/worker-pool.js';
import { bigHexView, bigTableView } from '../render/fixtures.js';

/** Board rendering figures for `npm run bench`: render time p50/p99, PNG size, and render ÷ blank encode. */

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeRenders(view: BoardRenderView, runs: number, render: (v: BoardRenderView) => Promise<Buffer>): Promise<{ times: number[]; bytes: number }> {
  let bytes = (await render(view)).length; // warm-up: fonts, JIT, worker start
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    bytes = (await render(view)).length;
    times.push(performance.now() - t);
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

const kb = (n: number): string => `${Math.round(n / 1024).toLocaleString('en-US')} KB`;
const ms = (n: number): string => `${n.toFixed(0)} ms`;

export async function benchRender(): Promise<string[]> {
  const table = bigTableView();
  const hex = bigHexView();
  const lines: string[] = [];
  const t = await timeRenders(table, 30, renderBoard);
  lines.push(
    `board render 48×72″, 120 stands, 30 markers, 25 features (${t.times.length} runs): p50 ${ms(percentile(t.times, 50))}, p99 ${ms(percentile(t.times, 99))}, PNG ${kb(t.bytes)} (1600 px wide)`,
  );
  const h = await timeRenders(hex, 30, renderBoard);
  lines.push(
    `board render hex 20×15, 40 counters (${h.times.length} runs): p50 ${ms(percentile(h.times, 50))}, p99 ${ms(percentile(h.times, 99))}, PNG ${kb(h.bytes)}`,
  );
  try {
    const w = await timeRenders(table, 10, renderBoardInWorker);
    lines.push(`board render 48×72″ in the render worker (${w.times.length} runs, incl. transfer): p50 ${ms(percentile(w.times, 50))}, p99 ${ms(percentile(w.times, 99))}`);
  } finally {
    await closeRenderWorkers();
  }
  return lines;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A canvas of that size filled with the paper colour, to be encoded as the renderer encodes a board of
 * that kind (`encodeBoardPng`: its encoder and PNG options, without a static layer to take rows from).
 * Made once, outside the timing, as the renderer keeps its canvases: a new 10–16 MB canvas for every
 * blank was garbage that V8 collected mostly inside the renders' timing (rendered alone, the hex board
 * took no full collection in 30 renders; turn about with blanks on new canvases, in a process with
 * the whole bench loaded, 14 renders of 15 took one and read 60–65 ms instead of 27–30).
 */
function blankCanvas(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Render time over the time to encode a blank image of the same size with the same PNG options, the
 * two timed turn about so both see the same machine load: how much the drawing adds to the encoding
 * any PNG of that size costs anyway. The median of `runs` pairs, after a warm-up render (fonts, the
 * scenario's static layer).
 */
async function renderRatio(view: BoardRenderView, runs: number): Promise<{ ratio: number; bytes: number; width: number; height: number; renderMs: number; blankMs: number }> {
  const first = await renderBoard(view);
  const { width, height } = pngSize(first);
  const blank = blankCanvas(width, height);
  await encodeBoardPng(blank, view.board.kind);
  const renders: number[] = [];
  const blanks: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await renderBoard(view);
    renders.push(performance.now() - t);
    t = performance.now();
    await encodeBoardPng(blank, view.board.kind);
    blanks.push(performance.now() - t);
  }
  const renderMs = median(renders);
  const blankMs = median(blanks);
  return { ratio: renderMs / blankMs, bytes: first.length, width, height, renderMs, blankMs };
}

export async function benchRenderRatios(runs = 15): Promise<{ lines: string[]; tableRatio: number; hexRatio: number; tableBytes: number }> {
  const t = await renderRatio(bigTableView(), runs);
  const h = await renderRatio(bigHexView(), runs);
  const line = (name: string, r: typeof t): string =>
    `${name} ${r.width}×${r.height}: render ${ms(r.renderMs)} ÷ blank encode ${ms(r.blankMs)} = ${r.ratio.toFixed(2)}×, PNG ${kb(r.bytes)}`;
  return { lines: [line('board render ÷ blank, 48×72″ table', t), line('board render ÷ blank, hex 20×15', h)], tableRatio: t.ratio, hexRatio: h.ratio, tableBytes: t.bytes };
}
