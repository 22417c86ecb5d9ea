import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryLogger } from '../../src/adapters/logger.js';
import type { HexCoord } from '../../src/core/board/hex.js';
import type { LnlFeature as HexFeature } from '../../src/rulesets/lnl/rules/map/scenario.js';
import { composeApp } from '../../src/compose.js';
import { lineOfSight } from '../../src/rulesets/lnl/rules/map/line-of-sight.js';
import { LEDGER_KEY } from '../helpers/harness.js';

/** Lock 'n Load figures for `npm run bench`: line-of-sight counting and a fire action end to end. */

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

/** A 40×30 map with a hex of woods or brush in every fifth hex, like a busy module map. */
function busyMap(): HexFeature[] {
  const woods: HexCoord[] = [];
  const brush: HexCoord[] = [];
  for (let col = 0; col < 40; col++) for (let row = 0; row < 30; row++) ((col * 7 + row * 3) % 5 === 0 ? woods : (col + row) % 5 === 0 ? brush : []).push({ col, row });
  return [
    { kind: 'hexes', name: 'Woods', type: 'woods', hexes: woods },
    { kind: 'hexes', name: 'Brush', type: 'brush', hexes: brush },
  ];
}

export async function benchLnl(): Promise<string[]> {
  const lines: string[] = [];
  const features = busyMap();
  let n = 0;
  const end = performance.now() + 1500;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++, n++) lineOfSight(features, { col: n % 40, row: 0 }, { col: (n * 7) % 40, row: 29 });
  }
  lines.push(`LnL line of sight across a 40×30 map with 480 terrain hexes (~30-hex lines): ${fmt(n / 1.5)} LOS/s`);

  const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-lnl-'));
  try {
    const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: join(dir, 'bench.sqlite'), logger: memoryLogger() });
    const gm = { id: 'g', name: 'gm' };
    const run = (path: string[], options: Record<string, string>) => app.execute({ actor: gm, channelId: 'c', path, options });
    run(['campaign', 'new'], { ruleset: 'lnl', name: 'Bench', sides: 'US,VC', scenario: 'lnl-hamlet' });
    run(['lnl', 'roster'], { builtin: 'lnl-us-rifle-platoon', side: 'US' });
    run(['lnl', 'roster'], { builtin: 'lnl-vc-platoon', side: 'VC' });
    run(['lnl', 'pass'], { side: 'US' });
    run(['lnl', 'pass'], { side: 'VC' });
    run(['lnl', 'unit', 'place'], { unit: '2nd Sqd', at: 'D5', side: 'US' });
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      // 2nd Sqd, next to the huts (so they are spotted), fires at VC 2 and the impulse passes; the VC
      // pass it back and /lnl unit set puts the counters back, so the same shot is timed each time.
      const t = performance.now();
      const r = run(['lnl', 'fire'], { units: '2nd Sqd', target: 'E5', side: 'US' });
      times.push(performance.now() - t);
      if (!r.ok) throw new Error(r.error.code);
      run(['lnl', 'pass'], { side: 'VC' });
      run(['lnl', 'unit', 'set'], { unit: '2nd Sqd', clear: 'true', side: 'US' });
      run(['lnl', 'unit', 'set'], { unit: 'VC 2', status: 'good-order', clear: 'true', side: 'VC' });
    }
    times.sort((a, b) => a - b);
    lines.push(`/lnl fire through the pipeline on the hamlet map (LOS from the map, DFT, DCs, save), file DB: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`);
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
