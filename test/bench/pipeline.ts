import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import type { Logger } from '../../src/app/ports.js';
import { composeApp } from '../../src/compose.js';
import type { App, Execution } from '../../src/app/app.js';
import { allParts } from '../../src/app/outbox.js';
import { LEDGER_KEY } from '../helpers/harness.js';

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

/** Something timed: one run at a time (`i` counts the timed runs from 0, warm-up runs are negative). */
interface Subject {
  readonly runs: number;
  readonly once: (i: number) => void;
}

function timing(times: number[]): Timing {
  const sum = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  return { perSecond: (times.length / sum) * 1000, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * Times subjects turn about, a block of each in turn (each subject's runs split into `blocks` equal
 * blocks), so a reference and what is compared with it see the same load on a busy machine, as the
 * render figures do. Each is first warmed up alike: 1,000 runs (200 left the first pipeline subject
 * still compiling hot code as it was timed).
 */
function timedTurnAbout(subjects: readonly Subject[], blocks = 10): Timing[] {
  for (const s of subjects) for (let i = 0; i < Math.min(1000, s.runs); i++) s.once(-1 - i);
  const times = subjects.map(() => [] as number[]);
  for (let b = 0; b < blocks; b++) {
    subjects.forEach((s, k) => {
      const from = Math.floor((b * s.runs) / blocks);
      const to = Math.floor(((b + 1) * s.runs) / blocks);
      const mine = times[k]!;
      for (let i = from; i < to; i++) {
        const t = performance.now();
        s.once(i);
        mine.push(performance.now() - t);
      }
    });
  }
  return times.map(timing);
}

/** The reference: one small row inserted per transaction, WAL with synchronous=NORMAL, a statement prepared once. */
function rawInserts(dir: string, runs = 5000): Subject & { close: () => void } {
  const db = new Database(join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, at TEXT NOT NULL, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO t (at, body) VALUES (?, ?)');
  const tx = db.transaction((i: number) => insert.run(new Date().toISOString(), `{"n":${i},"parts":[3,5,6,1]}`));
  return { runs, once: (i) => void tx(i), close: () => db.close() };
}

/** As the bot logs in production (pino, JSON lines, buffered), into /dev/null: the cost without the disk. */
function productionLogger(): Logger {
  const p = pino({ level: 'info', base: { app: 'sitrep' } }, pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }));
  return { log: (level, msg, fields) => p[level](fields ?? {}, msg) };
}

/**
 * As the bot keeps answers: the outbox on, and each answer marked delivered as Discord would take it, the
 * marks written together as the bot's OutboxMarks writes them in a burst (here every 8 commands).
 */
const MARKS_PER_WRITE = 8;

function fogoTable(dir: string, name: string, stands: number): { app: App; told: (r: Execution) => void; close: () => void } {
  const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: join(dir, `${name}.sqlite`), logger: productionLogger(), outbox: 'bench' });
  let marks: [number, number][] = [];
  const told = (r: Execution) => {
    if (!r.ok || r.outbox === undefined) return;
    marks.push([r.outbox.id, allParts(r.outcome)]);
    if (marks.length < MARKS_PER_WRITE) return;
    app.deliveredAll(marks);
    marks = [];
  };
  const gm = { id: 'g', name: 'gm' };
  const run = (path: string[], options: Record<string, string>) => {
    const r = app.execute({ actor: gm, channelId: 'c', path, options });
    if (!r.ok) throw new Error(`${path.join(' ')}: ${r.error.code}`);
    told(r);
  };
  run(['campaign', 'new'], { ruleset: 'fogo', name: 'Bench', sides: 'A,B' });
  for (let i = 0; i < stands; i++) {
    run(['fogo', 'stand', 'add'], { id: `S${i}`, type: 'mmg', quality: 'regular', fieldcraft: '1', side: i % 2 ? 'B' : 'A' });
  }
  return { app, told, close: () => store.close() };
}

function pipelineRolls(dir: string, name: string, stands: number, runs = 3000): Subject & { close: () => void } {
  const t = fogoTable(dir, name, stands);
  const actor = { id: 'g', name: 'gm' };
  return {
    runs,
    once: () => {
      const r = t.app.execute({ actor, channelId: 'c', path: ['roll'], options: { dice: '4d6>=5', reason: 'bench' } });
      if (!r.ok) throw new Error(r.error.code);
      t.told(r);
    },
    close: t.close,
  };
}

function standChanges(dir: string, name: string, stands: number, runs = 5000): Subject & { close: () => void } {
  const t = fogoTable(dir, name, stands);
  const actor = { id: 'g', name: 'gm' };
  return {
    runs,
    once: (i) => {
      const status = i % 2 ? 'ok' : 'pinned';
      const r = t.app.execute({ actor, channelId: 'c', path: ['fogo', 'stand', 'change'], options: { id: 'S1', status } });
      if (!r.ok) throw new Error(r.error.code);
      t.told(r);
    },
    close: t.close,
  };
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
    // The reference and the 10- and 200-stand /rolls turn about, then the two stand changes.
    const rolls = [rawInserts(dir), pipelineRolls(dir, 'roll10', 10), pipelineRolls(dir, 'roll200', 200)];
    let raw: Timing, roll: Timing, roll200: Timing, change: Timing, change200: Timing;
    try {
      [raw, roll, roll200] = timedTurnAbout(rolls) as [Timing, Timing, Timing];
    } finally {
      for (const s of rolls) s.close();
    }
    const changes = [standChanges(dir, 'change10', 10), standChanges(dir, 'change200', 200)];
    try {
      [change, change200] = timedTurnAbout(changes) as [Timing, Timing];
    } finally {
      for (const s of changes) s.close();
    }
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
