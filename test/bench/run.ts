import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryLogger } from '../../src/adapters/logger.js';
import { engineDice } from '../../src/core/dice/die-source.js';
import { rollEngine } from '../../src/core/dice/rng.js';
import { evaluate, type RollSpec } from '../../src/core/dice/roll-spec.js';
import { composeApp } from '../../src/compose.js';
import { benchDiscord } from './discord.js';
import { benchLnl } from './lnl.js';
import { benchRender } from './render.js';
import { benchSecrecy } from './secrecy.js';

/** `npm run bench`: figures, not pass/fail. Each roll includes its own HMAC seeding, as in play. */

const secret = new Uint8Array(32).fill(7);

function rollsPerSecond(spec: RollSpec, seconds = 1.5): number {
  let n = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 200; i++) evaluate(spec, engineDice(rollEngine(secret, 'bench', ++n)));
  }
  return n / seconds;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

console.log(`3d6 pool (seed + draw):          ${fmt(rollsPerSecond({ op: 'sum', n: 3, sides: 6 }))} rolls/s`);
console.log(`4d6 hits on 5+ (seed + draw):    ${fmt(rollsPerSecond({ op: 'at-least', n: 4, sides: 6, target: 5 }))} rolls/s`);
console.log(`notation 3d6 (seed + parse + roll): ${fmt(rollsPerSecond({ op: 'notation', notation: '3d6' }))} rolls/s`);
console.log(`notation 4d6kh3+2 :              ${fmt(rollsPerSecond({ op: 'notation', notation: '4d6kh3+2' }))} rolls/s`);

const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-'));
try {
  const { app, store } = composeApp({ databasePath: join(dir, 'bench.sqlite'), logger: memoryLogger() });
  const actor = { id: 'u1', name: 'bench' };
  app.execute({ actor, channelId: 'c', path: ['campaign', 'new'], options: { ruleset: 'fogo', name: 'Bench', sides: 'A,B' } });
  const times: number[] = [];
  const total = 3000;
  for (let i = 0; i < total; i++) {
    const t = performance.now();
    const r = app.execute({ actor, channelId: 'c', path: ['roll'], options: { dice: '4d6>=5', reason: 'bench' } });
    times.push(performance.now() - t);
    if (!r.ok) throw new Error(r.error.code);
  }
  times.sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  console.log(
    `/roll through the pipeline, file DB (WAL), ${total} rolls: p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, ${fmt((total / sum) * 1000)} commands/s`,
  );
  store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

for (const line of (await benchDiscord()).lines) console.log(line);
for (const line of await benchRender()) console.log(line);
for (const line of await benchSecrecy()) console.log(line);
for (const line of await benchLnl()) console.log(line);
