import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Batch, PreparedNames, type BatchStatement } from '../../src/persistence/pg-batch.js';
import { clusterPerFile } from '../helpers/pg-cluster-per-file.js';

/**
 * The PostgreSQL worker's round trip (issue 42): a batch of prepared statements in one write, ended by
 * one Sync, keeps a simple query's meaning (one implicit transaction outside a block, nothing after the
 * first failure) and prepares each statement once per connection, also after one failed.
 */
const { missing, cluster } = clusterPerFile();

async function connect(): Promise<{ client: pg.Client; run: (statements: BatchStatement[]) => Promise<Awaited<Batch['done']>>; prepared: PreparedNames }> {
  const client = new pg.Client({ connectionString: await cluster().newDatabase() });
  await client.connect();
  await client.query('CREATE TABLE t (id integer PRIMARY KEY, body text NOT NULL, data json, big bigint, bytes bytea)');
  const prepared = new PreparedNames(pg.types);
  return { client, prepared, run: (statements) => client.query(new Batch(statements, prepared)).done };
}

const insert = (id: number, body: string): BatchStatement => ({ sql: 'INSERT INTO t (id, body) VALUES ($1, $2)', params: [id, body] });
const ids = async (client: pg.Client) => (await client.query('SELECT id FROM t ORDER BY id')).rows.map((r: { id: number }) => r.id);
const preparedCount = async (client: pg.Client) => Number((await client.query('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0].n);

describe.skipIf(missing !== undefined)('a batch of prepared statements in one round trip', { timeout: 60_000 }, () => {
  it('GIVEN several statements THEN each gives its rows, its command and its count, the columns read as node-postgres reads them', async () => {
    const { client, run } = await connect();
    try {
      const bytes = new Uint8Array([0, 1, 254, 255]);
      const results = await run([
        { sql: 'INSERT INTO t (id, body, data, big, bytes) VALUES ($1, $2, $3, $4, $5)', params: [1, "it's", '{"a":[1,2]}', 5_000_000_000, bytes] },
        insert(2, 'two'),
        { sql: 'UPDATE t SET body = body WHERE id > $1', params: [0] },
        { sql: 'SELECT id, body, data, big, bytes, NULL::text AS nothing FROM t WHERE id = $1', params: [1] },
        { sql: 'SELECT id FROM t WHERE id = $1', params: [99] },
      ]);
      expect(results.map((r) => [r.command, r.rowCount])).toEqual([['INSERT', 1], ['INSERT', 1], ['UPDATE', 2], ['SELECT', 1], ['SELECT', 0]]);
      expect(results[3]!.rows).toEqual([{ id: 1, body: "it's", data: { a: [1, 2] }, big: '5000000000', bytes: Buffer.from(bytes), nothing: null }]);
      expect(results[4]!.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('GIVEN a statement that fails outside a transaction block THEN none of the batch stays, the rest is not run, and the error has its SQLSTATE', async () => {
    const { client, run } = await connect();
    try {
      await run([insert(1, 'one')]);
      await expect(run([insert(2, 'two'), insert(1, 'again'), insert(3, 'three')])).rejects.toMatchObject({ code: '23505' });
      expect(await ids(client)).toEqual([1]);
      // The connection goes on, and the statement that failed runs again (it was prepared before: same name).
      await run([insert(2, 'two'), insert(3, 'three')]);
      expect(await ids(client)).toEqual([1, 2, 3]);
    } finally {
      await client.end();
    }
  });

  it('GIVEN a statement that fails inside BEGIN THEN the transaction is left aborted, its COMMIT not run, and after ROLLBACK nothing of it stays', async () => {
    const { client, run } = await connect();
    try {
      await run([{ sql: 'BEGIN', params: [] }, insert(1, 'one')]);
      await expect(run([insert(2, 'two'), { sql: 'SELECT 1 / $1::int AS x', params: [0] }, { sql: 'COMMIT', params: [] }])).rejects.toMatchObject({ code: '22012' });
      await expect(run([insert(4, 'four')])).rejects.toMatchObject({ code: '25P02' });
      await run([{ sql: 'ROLLBACK', params: [] }]);
      expect(await ids(client)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('GIVEN the same statements batch after batch THEN each is prepared once, and one that failed the first time it was prepared runs again under a new name', async () => {
    const { client, run } = await connect();
    try {
      await run([insert(1, 'one')]);
      for (let i = 2; i < 6; i++) await run([insert(i, 'n'), { sql: 'SELECT count(*) AS n FROM t WHERE id < $1', params: [i] }]);
      expect(await preparedCount(client)).toBe(2);
      // Parsed and failed in one batch: the server may hold it, so it is never parsed again under that name.
      const clash = { sql: 'INSERT INTO t (id, body) VALUES ($1, $2) RETURNING id', params: [1, 'clash'] };
      await expect(run([clash])).rejects.toMatchObject({ code: '23505' });
      expect((await run([{ ...clash, params: [6, 'six'] }]))[0]!.rows).toEqual([{ id: 6 }]);
      // A statement the server cannot parse fails alone; the next batch is unaffected.
      await expect(run([{ sql: 'SELEC nothing', params: [] }])).rejects.toMatchObject({ code: '42601' });
      expect((await run([{ sql: 'SELECT count(*) AS n FROM t WHERE id < $1', params: [100] }]))[0]!.rows).toEqual([{ n: '6' }]);
    } finally {
      await client.end();
    }
  });

  it('GIVEN a parameter the wire cannot take THEN the batch fails before anything of it is sent, and the connection goes on', async () => {
    const { client, run } = await connect();
    try {
      await expect(run([insert(1, 'one'), { sql: 'INSERT INTO t (id, body) VALUES ($1, $2)', params: [2, { not: 'text' }] }])).rejects.toThrow('a parameter of type object cannot be sent');
      expect(await ids(client)).toEqual([]);
      await run([insert(1, 'one')]);
      expect(await ids(client)).toEqual([1]);
    } finally {
      await client.end();
    }
  });
});
