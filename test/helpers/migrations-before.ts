import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

const MIGRATIONS = resolve(import.meta.dirname, '../../migrations');

/**
 * An in-memory database as the migrations before `tag` left it (e.g. `0005_split_game_board`), for a
 * test that fills it as an older bot would have and then opens it with today's, which migrates it.
 */
export function databaseBefore(tag: string): Database.Database {
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-migrations-'));
  try {
    mkdirSync(join(dir, 'meta'));
    const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at < 0) throw new Error(`no migration ${tag}`);
    const old = journal.entries.slice(0, at);
    for (const e of old) copyFileSync(join(MIGRATIONS, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
    writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: old }));
    const sqlite = new Database(':memory:');
    migrate(drizzle(sqlite), { migrationsFolder: dir });
    return sqlite;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
