import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server for the store's tests: a new cluster (initdb) in a temporary folder,
 * trust authentication, listening on a Unix socket in that folder only (no TCP port), run as the
 * `postgres` user when the tests run as root (PostgreSQL refuses to run as root). Stopped and deleted by
 * `stop()`.
 */
export interface PgCluster {
  /** A connection string for a new empty database on the cluster. */
  newDatabase(): Promise<string>;
  /** The server killed as a crash or `pg_ctl -m immediate` would (every connection cut, nothing flushed); its data kept. */
  stopServer(): void;
  /** The server started again on the same data and socket (after `stopServer`). */
  startServer(): void;
  /** The Unix socket's folder: the server's `host` in a connection string. */
  readonly socketDir: string;
  stop(): void;
}

/** Why there is no PostgreSQL to test against, or undefined when there is. */
export function pgMissing(): string | undefined {
  return pgBin() === undefined
    ? 'PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL (Debian: apt-get install postgresql) to run the store contract on PostgreSQL'
    : undefined;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, name))) return dir;
  return undefined;
}

/** The folder holding initdb and pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<version>/bin (newest). */
function pgBin(): string | undefined {
  const path = onPath('initdb');
  if (path && existsSync(join(path, 'pg_ctl'))) return path;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

export function startPgCluster(): PgCluster {
  const bin = pgBin();
  if (bin === undefined) throw new Error(pgMissing());
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-pg-'));
  const data = join(dir, 'data');
  const root = process.getuid?.() === 0;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    root ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' }) : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-k ${dir} -c listen_addresses='' -c fsync=off`, 'start']);
  start();
  const url = (db: string) => `postgresql://postgres@localhost/${db}?host=${encodeURIComponent(dir)}`;
  let n = 0;
  let stopped = false;
  return {
    socketDir: dir,
    stopServer() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    startServer() {
      start();
    },
    async newDatabase() {
      const name = `t${++n}`;
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
