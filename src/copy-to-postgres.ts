import { ConfigError, loadConfig } from './config.js';
import { copySqliteToPg } from './persistence/copy-to-pg.js';

/**
 * `npm run db:to-postgres`: copies the SQLite database (`DATABASE_PATH`, or `--from <file>`) into the
 * empty PostgreSQL database of `DATABASE_URL`. Stop the bot first; start it again with `DATABASE_URL` set.
 */
function main(): void {
  const argv = process.argv.slice(2);
  const from = argv[0] === '--from' ? argv[1] : undefined;
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    throw e instanceof ConfigError ? new Error(e.message) : e;
  }
  if (config.databaseUrl === undefined) throw new Error('set DATABASE_URL (postgres://…) to the empty PostgreSQL database to copy into');
  const source = from ?? config.databasePath;
  const copied = copySqliteToPg(source, config.databaseUrl);
  process.stdout.write(`Copied ${source} into PostgreSQL: ${Object.entries(copied).map(([t, n]) => `${t} ${n}`).join(', ')}.\n`);
}

try {
  main();
} catch (e) {
  process.stderr.write(`db:to-postgres failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
