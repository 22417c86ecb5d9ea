import type { BoardRenderView } from '../../src/core/board/view.js';
import { renderBoard } from '../../src/render/board.js';
import { closeRenderWorkers, renderBoardInWorker } from '../../src/render/worker-pool.js';
import { bigHexView, bigTableView } from '../render/fixtures.js';

/** Board rendering figures for `npm run bench`: render time p50/p99 and PNG size. */

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
