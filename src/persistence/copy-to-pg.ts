import { existsSync } from 'node:fs';
import { openDatabase } from './database.js';
import { SyncPg } from './sync-pg.js';

/** Every table, parents before the rows that refer to them. */
const TABLES = ['ledgers', 'campaigns', 'rolls', 'events', 'actions', 'inbox', 'jobs', 'undo_steps', 'game_parts', 'outbox', 'settings'] as const;
/** Tables whose ids PostgreSQL numbers (`serial`): their sequences go on from the highest id copied. */
const NUMBERED = ['ledgers', 'inbox', 'jobs', 'undo_steps', 'outbox'] as const;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

export class CopyRefused extends Error {}

/**
 * Copies a SQLite database (brought up to date first) into an empty PostgreSQL one (migrated first),
 * row for row, in one PostgreSQL transaction: all of it or nothing. Refuses a PostgreSQL database that
 * already holds anything, so nothing is ever merged or overwritten. Returns the rows copied per table.
 */
export function copySqliteToPg(sqlitePath: string, url: string): Record<string, number> {
  if (!existsSync(sqlitePath)) throw new CopyRefused(`no SQLite database at ${sqlitePath}`);
  const sqlite = openDatabase(sqlitePath).$client;
  // Batches of a few hundred rows, in one long transaction: no statement is held to the bot's limit.
  const pg = new SyncPg(url, 60_000);
  try {
    for (const t of TABLES) {
      const { rows } = pg.query(`SELECT count(*) AS n FROM ${t}`);
      if (Number(rows[0]?.n) !== 0) throw new CopyRefused(`the PostgreSQL database already has ${t}: copy only into an empty one`);
    }
    const copied: Record<string, number> = {};
    pg.query('BEGIN');
    try {
      for (const t of TABLES) {
        const rows = sqlite.prepare(`SELECT * FROM ${t}`).all() as Record<string, unknown>[];
        copied[t] = rows.length;
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          const cols = Object.keys(batch[0]!);
          const params: unknown[] = [];
          const values = batch.map((r) => `(${cols.map((c) => `$${params.push(r[c])}`).join(', ')})`);
          pg.query(`INSERT INTO ${t} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}`, params);
        }
      }
      for (const t of NUMBERED) pg.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`);
      pg.query('COMMIT');
    } catch (e) {
      pg.query('ROLLBACK');
      throw e;
    }
    return copied;
  } finally {
    pg.close();
    sqlite.close();
  }
}
