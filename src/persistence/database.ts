import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { PROJECT_ROOT } from '../project-root.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS = join(PROJECT_ROOT, 'migrations');

/**
 * Opens (creating when missing) the database at `path`, or an in-memory one for `:memory:`, in WAL
 * mode (synchronous NORMAL) with foreign keys on, and applies every migration not yet applied.
 */
export function openDatabase(path: string | Buffer): Db {
  // A Buffer is a serialized database (tests start many runs from one prepared state).
  if (typeof path === 'string' && path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses nothing when the process dies (the WAL is in the OS's hands at commit);
  // only a power cut or OS crash may lose the last commits before a checkpoint. docs/running.md, What a crash can and cannot do.
  sqlite.pragma('synchronous = NORMAL');
  // A checkpoint (the WAL copied into the database, both synced: 2–5 ms on a plain disk) every 4,000
  // pages instead of SQLite's 1,000: a /roll writes about four pages, so one command in ~900 waits for
  // it, not one in ~230. The WAL file stays under ~16 MB.
  sqlite.pragma('wal_autocheckpoint = 4000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS });
  return db;
}
