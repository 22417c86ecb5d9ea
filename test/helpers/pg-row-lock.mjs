// Another process's transaction holding a row lock, played by a worker thread with its own connection:
// it runs `sql` (a SELECT … FOR UPDATE) in a transaction, sets flag 0, and holds the lock until the main
// thread sets flag 1 or `holdMs` pass; it answers whether it was released (true) or gave up waiting.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { url, sql, params, signal, holdMs } = workerData;
const flags = new Int32Array(signal);
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('BEGIN');
await client.query(sql, params);
Atomics.store(flags, 0, 1);
Atomics.notify(flags, 0);
const released = Atomics.wait(flags, 1, 0, holdMs) !== 'timed-out';
await client.query('COMMIT');
await client.end();
parentPort.postMessage({ released });
