import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import type { Logger } from '../../src/app/ports.js';
import { composeApp } from '../../src/compose.js';
import type { App } from '../../src/app/app.js';

/**
 * The pipeline's figures for `npm run bench`, each against a reference timed in the same run:
 * `/roll` against raw better-sqlite3 single-insert transactions on the same kind of file, and a
 * command in a 200-stand campaign against the same command in a 10-stand one.
 */

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface Timing {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
}

function timed(runs: number, once: (i: number) => void): Timing {
  // Warm-up, the same for the reference and the pipeline: 200 runs left the first pipeline run (the
  // 10-stand /roll, right after the reference) still compiling hot code as it was timed.
  for (let i = 0; i < Math.min(1000, runs); i++) once(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    once(i);
    times.push(performance.now() - t);
  }
  const sum = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  return { perSecond: (runs / sum) * 1000, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The reference: one small row inserted per transaction, WAL with synchronous=NORMAL, a statement prepared once. */
export function rawInserts(dir: string, runs = 5000): Timing {
  const db = new Database(join(dir, 'raw.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, at TEXT NOT NULL, body TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO t (at, body) VALUES (?, ?)');
    const tx = db.transaction((i: number) => insert.run(new Date().toISOString(), `{"n":${i},"parts":[3,5,6,1]}`));
    return timed(runs, tx);
  } finally {
    db.close();
  }
}

/** As the bot logs in production (pino, JSON lines, buffered), into /dev/null: the cost without the disk. */
function productionLogger(): Logger {
  const p = pino({ level: 'info', base: { app: 'sitrep' } }, pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }));
  return { log: (level, msg, fields) => p[level](fields ?? {}, msg) };
}

function fogoTable(dir: string, name: string, stands: number): { app: App; close: () => void } {
  const { app, store } = composeApp({ databasePath: join(dir, `${name}.sqlite`), logger: productionLogger() });
  const gm = { id: 'g', name: 'gm' };
  const run = (path: string[], options: Record<string, string>) => {
    const r = app.execute({ actor: gm, channelId: 'c', path, options });
    if (!r.ok) throw new Error(`${path.join(' ')}: ${r.error.code}`);
  };
  run(['campaign', 'new'], { ruleset: 'fogo', name: 'Bench', sides: 'A,B' });
  for (let i = 0; i < stands; i++) {
    run(['fogo', 'stand', 'add'], { id: `S${i}`, type: 'mmg', quality: 'regular', fieldcraft: '1', side: i % 2 ? 'B' : 'A' });
  }
  return { app, close: () => store.close() };
}

export function pipelineRolls(dir: string, name: string, stands: number, runs = 3000): Timing {
  const t = fogoTable(dir, name, stands);
  try {
    const actor = { id: 'g', name: 'gm' };
    return timed(runs, () => {
      const r = t.app.execute({ actor, channelId: 'c', path: ['roll'], options: { dice: '4d6>=5', reason: 'bench' } });
      if (!r.ok) throw new Error(r.error.code);
    });
  } finally {
    t.close();
  }
}

export function standChanges(dir: string, name: string, stands: number, runs = 1000): Timing {
  const t = fogoTable(dir, name, stands);
  try {
    const actor = { id: 'g', name: 'gm' };
    return timed(runs, (i) => {
      const status = i % 2 ? 'ok' : 'pinned';
      const r = t.app.execute({ actor, channelId: 'c', path: ['fogo', 'stand', 'change'], options: { id: 'S1', status } });
      if (!r.ok) throw new Error(r.error.code);
    });
  } finally {
    t.close();
  }
}

export interface PipelineFigures {
  readonly lines: string[];
  readonly rollRatio: number;
  readonly rollP99Ratio: number;
  readonly rollGrowth: number;
  readonly changeGrowth: number;
}

export function benchPipeline(): PipelineFigures {
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-pipeline-'));
  try {
    const raw = rawInserts(dir);
    const roll = pipelineRolls(dir, 'roll10', 10);
    const roll200 = pipelineRolls(dir, 'roll200', 200);
    const change = standChanges(dir, 'change10', 10);
    const change200 = standChanges(dir, 'change200', 200);
    const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
    const ms = (x: number) => `${x.toFixed(3)} ms`;
    const lines = [
      `raw better-sqlite3 insert transactions (WAL, NORMAL): ${fmt(raw.perSecond)}/s, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}`,
      `/roll through the pipeline, file DB, 10 stands: ${fmt(roll.perSecond)}/s, p50 ${ms(roll.p50)}, p99 ${ms(roll.p99)}`,
      `/roll through the pipeline, file DB, 200 stands: ${fmt(roll200.perSecond)}/s, p50 ${ms(roll200.p50)}, p99 ${ms(roll200.p99)}`,
      `/fogo stand change, 10 stands: ${fmt(change.perSecond)}/s, p50 ${ms(change.p50)}; 200 stands: ${fmt(change200.perSecond)}/s, p50 ${ms(change200.p50)}`,
    ];
    return {
      lines,
      rollRatio: roll.perSecond / raw.perSecond,
      rollP99Ratio: roll.p99 / raw.p99,
      rollGrowth: roll.perSecond / roll200.perSecond,
      changeGrowth: change.perSecond / change200.perSecond,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('pipeline.ts')) {
  const f = benchPipeline();
  for (const l of f.lines) console.log(l);
  console.log(JSON.stringify({ rollRatio: f.rollRatio, rollP99Ratio: f.rollP99Ratio, rollGrowth: f.rollGrowth, changeGrowth: f.changeGrowth }));
}
