import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../src/adapters/logger.js';
import { LEDGER_KEY_FILE, ledgerKey } from '../src/ledger-key.js';

const dir = mkdtempSync(join(tmpdir(), 'sitrep-ledger-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the ledger key (LEDGER_KEY)', () => {
  it('GIVEN LEDGER_KEY set THEN it is the key, and no file is made', () => {
    const logger = memoryLogger();
    const data = join(dir, 'set');
    expect(Buffer.from(ledgerKey({ configured: 'ab'.repeat(32), dataDir: data, logger, shared: false })).toString('hex')).toBe('ab'.repeat(32));
    expect(() => statSync(join(data, LEDGER_KEY_FILE))).toThrow();
    expect(logger.entries).toEqual([]);
  });

  it('GIVEN LEDGER_KEY unset THEN a key is made into the data folder, readable by its owner alone, with a warning saying to back it up; the next start reads the same key', () => {
    const logger = memoryLogger();
    const data = join(dir, 'made', 'data');
    const first = ledgerKey({ dataDir: data, logger, shared: false });
    const file = join(data, LEDGER_KEY_FILE);
    expect(readFileSync(file, 'utf8')).toBe(`${Buffer.from(first).toString('hex')}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logger.entries).toEqual([
      { level: 'warn', msg: `LEDGER_KEY is not set: ledger secrets are encrypted with a key made now and kept in ${file}; back it up with the database, or set LEDGER_KEY`, fields: { file } },
    ]);
    const again = memoryLogger();
    expect(Buffer.from(ledgerKey({ dataDir: data, logger: again, shared: false }))).toEqual(Buffer.from(first));
    expect(again.entries).toEqual([]);
  });

  it('GIVEN DATABASE_URL and no LEDGER_KEY THEN the warning says every process needs the same key', () => {
    const logger = memoryLogger();
    ledgerKey({ dataDir: join(dir, 'shared'), logger, shared: true });
    expect(logger.entries[0]!.msg).toMatch(/; with DATABASE_URL every process needs this same key: set LEDGER_KEY to it in each$/);
  });

  it('GIVEN a key file that holds no key THEN start-up is refused, naming the file and what to do', () => {
    const data = join(dir, 'broken');
    ledgerKey({ dataDir: data, logger: memoryLogger(), shared: false });
    writeFileSync(join(data, LEDGER_KEY_FILE), 'not a key\n');
    expect(() => ledgerKey({ dataDir: data, logger: memoryLogger(), shared: false })).toThrow(
      `${join(data, LEDGER_KEY_FILE)} does not hold a ledger key (64 hex digits); restore it from a backup, or set LEDGER_KEY`,
    );
  });

  it('GIVEN a tool that only reads the database (replay) and no key anywhere THEN it stops, saying to set LEDGER_KEY, and makes none', () => {
    const data = join(dir, 'reader');
    expect(() => ledgerKey({ dataDir: data, logger: memoryLogger(), shared: false, make: false })).toThrow(
      `LEDGER_KEY is not set and there is no ${join(data, LEDGER_KEY_FILE)}: set LEDGER_KEY to the key the bot runs with`,
    );
    const made = ledgerKey({ dataDir: data, logger: memoryLogger(), shared: false });
    expect(Buffer.from(ledgerKey({ dataDir: data, logger: memoryLogger(), shared: false, make: false }))).toEqual(Buffer.from(made));
  });

  it('GIVEN a database kept nowhere (:memory:) THEN a fresh key each time, and no file', () => {
    const a = ledgerKey({ dataDir: undefined, logger: memoryLogger(), shared: false });
    const b = ledgerKey({ dataDir: undefined, logger: memoryLogger(), shared: false });
    expect(a).toHaveLength(32);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
