import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { memoryLogger } from '../../src/adapters/logger.js';
import type { Execution } from '../../src/app/app.js';
import { CommandQueue } from '../../src/app/command-queue.js';
import { allParts } from '../../src/app/outbox.js';
import { composeApp } from '../../src/compose.js';
import { LEDGER_KEY } from '../helpers/harness.js';
import { pgMissing, startPgCluster } from '../helpers/pg-cluster.js';
import { pgCommandCosts, summarize } from '../helpers/pg-round-trips.js';
import { benchDiscordPaced } from './discord.js';

/**
 * PostgreSQL's figures for `npm run bench` (issue 42), on a throwaway cluster: round trips and
 * statements per command over a FoGO game; /roll through the pipeline against raw node-postgres
 * single-row insert transactions on the same server, turn about; and the acknowledgement's p99 of 100
 * users rolling through discord.js with 1 ms added to every round trip to the database.
 */
export interface PgFigures {
  readonly lines: string[];
  /** Undefined when there is no PostgreSQL to measure (the lines say why). */
  readonly figures?: {
    /** /roll with 100 in flight (grouped as the bot groups them) ÷ raw inserts. */
    readonly rollRatio: number;
    /** /roll one at a time, each waited for before the next ÷ raw inserts. */
    readonly serialRatio: number;
    /** The most round trips any command that wrote took. */
    readonly maxRoundTrips: number;
    readonly ackP99: number;
  };
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Runs of rolls, one at a time and 100 in flight, and a run of raw inserts, turn about in `blocks` blocks,
 * each warmed up first: each one's per second. In flight, the rolls go through the bot's CommandQueue, as
 * a burst of interactions does: those that wait for the same turn share a transaction (group commit).
 */
async function rollsAgainstInserts(url: string, runs = 3000, blocks = 10): Promise<{ rollsPerSecond: number; serialPerSecond: number; insertsPerSecond: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE t (id serial PRIMARY KEY, at text NOT NULL, body text NOT NULL)');
  const insert = (i: number) => client.query({ name: 'insert', text: 'INSERT INTO t (at, body) VALUES ($1, $2)', values: [new Date().toISOString(), `{"n":${i},"parts":[3,5,6,1]}`] });
  // As the bot keeps answers: the outbox on, the marks written together every 8 commands.
  const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', databaseUrl: url, logger: memoryLogger(), outbox: 'bench' });
  const gm = { id: 'g', name: 'gm' };
  let marks: [number, number][] = [];
  const queue = new CommandQueue(app);
  const kept = (path: string[], r: Execution) => {
    if (!r.ok) throw new Error(`${path.join(' ')}: ${r.error.code}`);
    if (r.outbox !== undefined) marks.push([r.outbox.id, allParts(r.outcome)]);
    if (marks.length >= 8) {
      app.deliveredAll(marks);
      marks = [];
    }
  };
  const run = (path: string[], options: Record<string, string>) => kept(path, app.execute({ actor: gm, channelId: 'c', path, options }));
  const rollInv = { actor: gm, channelId: 'c', path: ['roll'], options: { dice: '4d6>=5', reason: 'bench' } };
  /** `n` rolls by 100 users, each sending the next once answered. */
  const inFlight = async (n: number) => {
    let left = n;
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (left-- > 0) kept(rollInv.path, await queue.execute(rollInv));
      }),
    );
  };
  try {
    run(['campaign', 'new'], { ruleset: 'fogo', name: 'Bench', sides: 'A,B' });
    for (let i = 0; i < 10; i++) run(['fogo', 'stand', 'add'], { id: `S${i}`, type: 'mmg', quality: 'regular', fieldcraft: '1', side: i % 2 ? 'B' : 'A' });
    const roll = () => run(['roll'], { dice: '4d6>=5', reason: 'bench' });
    for (let i = 0; i < 500; i++) roll();
    await inFlight(500);
    for (let i = 0; i < 500; i++) await insert(i);
    let serialMs = 0;
    let rollMs = 0;
    let insertMs = 0;
    const each = Math.floor(runs / blocks);
    for (let b = 0; b < blocks; b++) {
      let t = performance.now();
      for (let i = 0; i < each; i++) roll();
      serialMs += performance.now() - t;
      t = performance.now();
      await inFlight(each);
      rollMs += performance.now() - t;
      t = performance.now();
      for (let i = 0; i < each; i++) await insert(i);
      insertMs += performance.now() - t;
    }
    const perSecond = (ms: number) => (each * blocks * 1000) / ms;
    return { rollsPerSecond: perSecond(rollMs), serialPerSecond: perSecond(serialMs), insertsPerSecond: perSecond(insertMs) };
  } finally {
    store.close();
    await client.end();
  }
}

/**
 * A TCP port on the loopback that passes everything to the cluster's socket, the server's answers each
 * held `delayMs` first (in order): a database that far away. In a thread of its own: the bot's store
 * blocks its thread while it waits for the database, and so would block a proxy beside it.
 */
async function delayingProxy(socketDir: string, delayMs: number): Promise<{ port: number; close: () => Promise<void> }> {
  const code = `
    const { createConnection, createServer } = require('node:net');
    const { parentPort, workerData } = require('node:worker_threads');
    const server = createServer((client) => {
      const upstream = createConnection(workerData.socket);
      client.pipe(upstream);
      upstream.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), workerData.delayMs));
      const end = () => (client.destroy(), upstream.destroy());
      client.on('close', end).on('error', end);
      upstream.on('close', () => setTimeout(end, workerData.delayMs)).on('error', end);
    });
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
  `;
  const worker = new Worker(code, { eval: true, workerData: { socket: join(socketDir, '.s.PGSQL.5432'), delayMs } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { port, close: async () => void (await worker.terminate()) };
}

export async function benchPg(): Promise<PgFigures> {
  const missing = pgMissing();
  if (missing !== undefined) return { lines: [`PostgreSQL figures skipped: ${missing}`] };
  const cluster = startPgCluster();
  try {
    const lines: string[] = [];
    const costs = summarize(pgCommandCosts(await cluster.newDatabase()));
    let maxRoundTrips = 0;
    for (const [command, c] of costs) {
      if (c.wrote) maxRoundTrips = Math.max(maxRoundTrips, c.maxRoundTrips);
      lines.push(
        `PostgreSQL ${command} (${c.wrote ? 'writes' : 'reads'}, ${c.n}×): ${c.meanRoundTrips.toFixed(1)} round trips (at most ${c.maxRoundTrips}), ${c.meanStatements.toFixed(1)} statements`,
      );
    }
    const { rollsPerSecond, serialPerSecond, insertsPerSecond } = await rollsAgainstInserts(await cluster.newDatabase());
    const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
    lines.push(
      `raw node-postgres single-row insert transactions: ${fmt(insertsPerSecond)}/s; /roll through the pipeline on PostgreSQL: ${fmt(rollsPerSecond)}/s with 100 in flight (grouped commits), ${fmt(serialPerSecond)}/s one at a time (${(serialPerSecond / insertsPerSecond).toFixed(2)}×)`,
    );
    const proxy = await delayingProxy(cluster.socketDir, 1);
    let ackP99: number;
    try {
      const url = (await cluster.newDatabase()).replace(/@localhost\/([^?]+)\?.*$/, `@127.0.0.1:${proxy.port}/$1`);
      const paced = await benchDiscordPaced(100, 50, 750, url);
      lines.push(...paced.lines.map((l) => `${l} (1 ms added to each round trip)`));
      ackP99 = paced.p99;
    } finally {
      await proxy.close();
    }
    return { lines, figures: { rollRatio: rollsPerSecond / insertsPerSecond, serialRatio: serialPerSecond / insertsPerSecond, maxRoundTrips, ackP99 } };
  } finally {
    cluster.stop();
  }
}

if (process.argv[1]?.endsWith('pg.ts')) {
  const f = await benchPg();
  for (const l of f.lines) console.log(l);
  console.log(JSON.stringify(f.figures ?? {}));
}
