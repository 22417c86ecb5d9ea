import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PgCampaignStore, numberParams } from '../../src/persistence/campaign-store.js';
import { LEDGER_KEY } from '../helpers/harness.js';
import { pgStartFailure, pgTarget } from '../../src/persistence/pg-target.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the PostgreSQL store without a server', () => {
  it('GIVEN DATABASE_URL naming no server THEN opening the store fails at once, in one line naming DATABASE_URL and the cause, never the password', () => {
    const refused = () => PgCampaignStore.open('postgres://nobody:hunter2@127.0.0.1:1/none', LEDGER_KEY);
    expect(refused).toThrow(
      'Cannot use PostgreSQL at DATABASE_URL (host 127.0.0.1 port 1, database none, user nobody): the connection was refused: nothing listens there. Is PostgreSQL running, on that host and port?',
    );
    const socket = () => PgCampaignStore.open('postgresql://sitrep@localhost/sitrep?host=/nonexistent-sitrep-socket', LEDGER_KEY);
    expect(socket).toThrow(
      'Cannot use PostgreSQL at DATABASE_URL (socket /nonexistent-sitrep-socket/.s.PGSQL.5432, database sitrep, user sitrep): there is no server socket there. Is PostgreSQL running, with its socket in that folder?',
    );
    expect(() => PgCampaignStore.open('postgres://sitrep@no-such-host.invalid/sitrep', LEDGER_KEY)).toThrow(
      /^Cannot use PostgreSQL at DATABASE_URL \(host no-such-host\.invalid port 5432, database sitrep, user sitrep\): that host name is not known\.$/,
    );
  });

  it('GIVEN the causes the server gives THEN each is said in words', () => {
    const url = 'postgres://sitrep:pw@db.example:6432/club';
    expect(pgStartFailure(url, { message: 'password authentication failed for user "sitrep"', code: '28P01' })).toBe(
      'Cannot use PostgreSQL at DATABASE_URL (host db.example port 6432, database club, user sitrep): the password was refused for user sitrep.',
    );
    expect(pgStartFailure(url, { message: 'database "club" does not exist', code: '3D000' })).toMatch(/: there is no database club on that server: create it \(createdb club, or CREATE DATABASE club\)\.$/);
    expect(pgStartFailure(url, { message: 'permission denied for schema public', code: '42501' })).toMatch(/: user sitrep may not create Sitrep's tables there/);
    expect(pgStartFailure(url, { message: 'Connection terminated due to connection timeout' })).toMatch(/: no answer \(a firewall, or the wrong host or port\?\)\.$/);
    expect(pgTarget('postgresql:///sitrep?host=/run/postgresql')).toBe('socket /run/postgresql/.s.PGSQL.5432, database sitrep');
    expect(pgTarget('postgres://a:secret@h/d')).not.toContain('secret');
  });

  it('GIVEN a statement written for SQLite THEN its parameters are numbered for PostgreSQL in order', () => {
    expect(numberParams('UPDATE t SET a = ?, b = ? WHERE id = ? AND EXISTS (SELECT 1 WHERE x = ?)')).toBe('UPDATE t SET a = $1, b = $2 WHERE id = $3 AND EXISTS (SELECT 1 WHERE x = $4)');
  });
});

describe('the PostgreSQL worker failing to start', () => {
  it('GIVEN the worker module cannot load THEN the first request is answered, by its number, with why', async () => {
    // The boot file as shipped, beside a worker module that fails as it loads (inside the repository, so tsx resolves).
    const dir = mkdtempSync(join(ROOT, '.tmp-pg-boot-'));
    try {
      copyFileSync(join(ROOT, 'src/persistence/pg-worker-boot.mjs'), join(dir, 'pg-worker-boot.mjs'));
      writeFileSync(join(dir, 'pg-worker.ts'), "throw new Error('start-up failure: no such driver');\n");
      const signal = new SharedArrayBuffer(4);
      const flag = new Int32Array(signal);
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(join(dir, 'pg-worker-boot.mjs'), { workerData: { url: 'postgres://x@127.0.0.1:1/x', signal, port: port2 }, transferList: [port2] });
      try {
        // SyncPg's requests are numbered; the first need not be 1 (a request number is never reused on a port).
        port1.postMessage({ op: 'open', migrations: '', seq: 7 });
        for (const end = Date.now() + 20_000; Atomics.load(flag, 0) !== 7 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
        expect(Atomics.load(flag, 0)).toBe(7);
        expect(receiveMessageOnPort(port1)?.message).toEqual({ ok: false, seq: 7, message: expect.stringContaining('the PostgreSQL worker did not start: start-up failure: no such driver') });
      } finally {
        port1.close();
        await worker.terminate();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
