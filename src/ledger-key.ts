import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from './app/ports.js';
import { LEDGER_KEY_BYTES } from './persistence/secret-cipher.js';

/** The file a generated key is kept in, in the data folder beside the SQLite database. */
export const LEDGER_KEY_FILE = 'ledger.key';

const HEX = /^[0-9a-f]{64}$/i;

/**
 * The key ledger secrets are encrypted with: `LEDGER_KEY` when set; else the one kept in `<dataDir>/ledger.key`,
 * made (and said so, with a warning) the first time. Without it the secrets in the database and in any
 * backup of it cannot be opened, so it is backed up with the database, or set as LEDGER_KEY.
 */
export function ledgerKey(opts: {
  readonly configured?: string | undefined;
  /** Undefined for a database that is not kept (`:memory:`): its key need not be either. */
  readonly dataDir: string | undefined;
  readonly logger: Logger;
  /** Several processes share the database (DATABASE_URL). */
  readonly shared: boolean;
  /** Make a key when there is none (the bot, the local table); a tool that only reads a database does not. */
  readonly make?: boolean;
}): Uint8Array {
  if (opts.configured !== undefined) return Buffer.from(opts.configured, 'hex');
  if (opts.dataDir === undefined) return randomBytes(LEDGER_KEY_BYTES);
  const file = join(opts.dataDir, LEDGER_KEY_FILE);
  if (opts.make === false && !existsSync(file)) throw new Error(`LEDGER_KEY is not set and there is no ${file}: set LEDGER_KEY to the key the bot runs with`);
  const made = randomBytes(LEDGER_KEY_BYTES).toString('hex');
  mkdirSync(opts.dataDir, { recursive: true });
  try {
    // Only the owner reads it; a process that starts at the same moment and loses the race reads the winner's.
    writeFileSync(file, `${made}\n`, { flag: 'wx', mode: 0o600 });
    const every = opts.shared ? '; with DATABASE_URL every process needs this same key: set LEDGER_KEY to it in each' : '';
    opts.logger.log('warn', `LEDGER_KEY is not set: ledger secrets are encrypted with a key made now and kept in ${file}; back it up with the database, or set LEDGER_KEY${every}`, { file });
    return Buffer.from(made, 'hex');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (!HEX.test(kept)) throw new Error(`${file} does not hold a ledger key (64 hex digits); restore it from a backup, or set LEDGER_KEY`);
  return Buffer.from(kept, 'hex');
}
