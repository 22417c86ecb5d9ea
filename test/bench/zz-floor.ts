import pg from 'pg';
import { SyncPg } from '../../src/persistence/sync-pg.js';
import { startPgCluster } from '../helpers/pg-cluster.js';
const cluster = startPgCluster();
try {
  const url = await cluster.newDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE TABLE t (id serial PRIMARY KEY, at text NOT NULL, body text NOT NULL)');
  const sp = new SyncPg(url);
  const N = 5000;
  const insert = (i: number) => client.query({ name: 'insert', text: 'INSERT INTO t (at, body) VALUES ($1, $2)', values: [new Date().toISOString(), `{"n":${i}}`] });
  for (let r = 0; r < 3; r++) {
    let t = performance.now();
    for (let i = 0; i < N; i++) await insert(i);
    const raw = (performance.now() - t) / N;
    t = performance.now();
    for (let i = 0; i < N; i++) sp.query('INSERT INTO t (at, body) VALUES ($1, $2)', [new Date().toISOString(), `{"n":${i}}`]);
    const sync = (performance.now() - t) / N;
    t = performance.now();
    for (let i = 0; i < N; i++) sp.query('SELECT 1 AS x');
    const sel = (performance.now() - t) / N;
    t = performance.now();
    for (let i = 0; i < N; i++) await client.query({ name: 's1', text: 'SELECT 1 AS x' });
    const rsel = (performance.now() - t) / N;
    console.log(`raw insert ${(raw*1000).toFixed(0)}us  sync insert ${(sync*1000).toFixed(0)}us  sync select1 ${(sel*1000).toFixed(0)}us raw select1 ${(rsel*1000).toFixed(0)}us`);
  }
  sp.close();
  await client.end();
} finally { cluster.stop(); }
