import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';
import { databaseBefore } from '../helpers/migrations-before.js';

const KEYED = { rolls: 'ledger_id, n', events: 'campaign_id, seq', game_parts: 'campaign_id, key, idx' } as const;
// In the order rows can go in: a campaign refers to its ledger.
const TABLES = ['ledgers', 'campaigns', 'rolls', 'events', 'game_parts'] as const;

type Rows = Record<string, unknown>[];

/** A campaign with rolls, events and a game long enough to keep its stands apart, made by today's bot. */
function played() {
  const h = harness();
  h.run('ann', '/campaign new ruleset:fogo name:Old sides:"A,B"');
  h.run('bob', '/campaign join side:A');
  for (let i = 0; i < 20; i++) h.run('ann', `/fogo stand add id:S${i} type:mmg quality:regular fieldcraft:1 side:${i % 2 ? 'B' : 'A'}`);
  for (let i = 0; i < 5; i++) h.run('bob', '/roll dice:4d6>=5');
  h.run('ann', '/fogo stand change id:S3 status:pinned');
  const rows = Object.fromEntries(TABLES.map((t) => [t, h.store.db.$client.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all() as Rows]));
  return { h, rows };
}

/** The same rows in a database as the migrations before 0008 left it. */
function before(rows: Record<string, Rows>): Buffer {
  const sqlite = databaseBefore('0008_keyed_tables');
  for (const table of TABLES) {
    for (const row of rows[table]!) {
      const cols = Object.keys(row);
      sqlite.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...cols.map((c) => row[c]));
    }
  }
  expect(sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name LIKE 'sqlite_autoindex_%' AND tbl_name IN ('rolls', 'events', 'game_parts')").get()).toEqual({ n: 3 });
  return sqlite.serialize();
}

describe('migration 0008: rolls, events and game parts kept by their keys (WITHOUT ROWID)', () => {
  it('GIVEN a database with rolls, events and game parts THEN after the migration every row is as it was, the tables have no rowid, and the bot plays on: numbering continues and /verify passes', () => {
    const { rows } = played();
    expect(rows['game_parts']!.length).toBe(16); // the last four stands wait in the game's own text
    const h = harness({ databasePath: before(rows) });
    const db = h.store.db.$client;
    for (const table of TABLES) expect(db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all(), table).toEqual(rows[table]);
    for (const [table, key] of Object.entries(KEYED)) {
      const sql = (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(table) as { sql: string }).sql;
      expect(sql, table).toMatch(/WITHOUT ROWID$/);
      expect(sql.replace(/`/g, ''), table).toContain(`PRIMARY KEY(${key})`);
    }
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name LIKE 'sqlite_autoindex_%' AND tbl_name IN ('rolls', 'events', 'game_parts')").get()).toEqual({ n: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(h.run('bob', '/roll dice:1d6').outcome.public!.text).toContain('Roll #6 by bob');
    expect(h.run('ann', '/fogo stand list').outcome.private!.text).toMatch(/S3.*pinned/i);
    h.run('ann', '/campaign end');
    expect(h.run('bob', '/verify').outcome.public!.text).toContain('PASS: 6/6');
  });

  it('GIVEN a fresh database THEN the three tables are made without rowid as well', () => {
    const db = harness().store.db.$client;
    for (const table of Object.keys(KEYED)) expect((db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(table) as { sql: string }).sql, table).toMatch(/WITHOUT ROWID$/);
  });
});
