import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/persistence/database.js';
import { SyncPg } from '../../src/persistence/sync-pg.js';
import { clusterPerFile } from '../helpers/pg-cluster-per-file.js';

/**
 * Issue 43, item 3: the two schemas in step. The store runs the same statements on SQLite and on
 * PostgreSQL, so both databases, migrated from nothing, must have the same tables, columns (with the
 * same kind of value, nullability and default), primary keys, foreign keys and indexes (columns,
 * uniqueness, partial conditions). Storage details that change no statement are not compared
 * (SQLite's WITHOUT ROWID, PostgreSQL's json for SQLite's text).
 */
interface Column {
  readonly type: 'text' | 'integer' | 'bytes';
  readonly notNull: boolean;
  /** Normalized: literals without casts; a number given its id by the database is 'auto'. */
  readonly default: string | null;
}

interface Table {
  readonly columns: Record<string, Column>;
  readonly primaryKey: readonly string[];
  /** `column -> table.column`, sorted. */
  readonly foreignKeys: readonly string[];
  /** By name: columns in order, unique, and the partial condition normalized. */
  readonly indexes: Record<string, { readonly columns: readonly string[]; readonly unique: boolean; readonly where: string | null }>;
}

type Schema = Record<string, Table>;

const TYPES: Record<string, Column['type']> = { text: 'text', json: 'text', jsonb: 'text', integer: 'integer', bigint: 'integer', blob: 'bytes', bytea: 'bytes' };

function typeOf(declared: string): Column['type'] {
  const t = TYPES[declared.toLowerCase()];
  if (!t) throw new Error(`a column type the store does not use: ${declared}`);
  return t;
}

/** `'main'::text` -> `'main'`; `false` -> `0` (SQLite keeps booleans as 0 and 1). */
function defaultOf(d: string | null): string | null {
  if (d === null) return null;
  const bare = d.replace(/::[a-z ]+$/i, '');
  return bare === 'false' ? '0' : bare === 'true' ? '1' : bare;
}

/** `(status = 'active'::text)` and `status = 'active'` alike. */
function conditionOf(w: string | null): string | null {
  if (w === null) return null;
  return w.replace(/::[a-z ]+/gi, '').replace(/["`()]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

function sqliteSchema(): Schema {
  const db = openDatabase(':memory:').$client;
  try {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
    return Object.fromEntries(
      tables.map((t) => {
        const cols = db.prepare(`PRAGMA table_info(${t})`).all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
        const pk = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
        const fkList = db.prepare(`PRAGMA foreign_key_list(${t})`).all() as { from: string; table: string; to: string }[];
        const fks = fkList.map((f) => `${f.from} -> ${f.table}.${f.to}`).sort();
        // A lone INTEGER PRIMARY KEY is the rowid: numbered by the database, as PostgreSQL's serial is,
        // unless it takes its value from the row it refers to (a campaign's id is its ledger's).
        const withoutRowid = /WITHOUT ROWID/i.test((db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(t) as { sql: string }).sql);
        const rowid = pk.length === 1 && !withoutRowid && cols.find((c) => c.name === pk[0])!.type.toLowerCase() === 'integer' && !fkList.some((f) => f.from === pk[0]);
        const columns = Object.fromEntries(
          cols.map((c) => [c.name, { type: typeOf(c.type), notNull: c.notnull === 1 || c.pk > 0, default: rowid && c.name === pk[0] ? 'auto' : defaultOf(c.dflt_value) }]),
        );
        const indexes = (db.prepare(`PRAGMA index_list(${t})`).all() as { name: string; unique: number; origin: string; partial: number }[])
          .filter((i) => i.origin !== 'pk')
          .map((i) => {
            const columns = (db.prepare(`PRAGMA index_info(${i.name})`).all() as { seqno: number; name: string }[]).sort((a, b) => a.seqno - b.seqno).map((c) => c.name);
            const sql = (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(i.name) as { sql: string | null }).sql ?? '';
            const where = i.partial ? (/\bWHERE\b([\s\S]*)$/i.exec(sql)?.[1] ?? null) : null;
            return [i.name, { columns, unique: i.unique === 1, where: conditionOf(where) }] as const;
          });
        return [t, { columns, primaryKey: pk, foreignKeys: fks, indexes: Object.fromEntries(indexes) }];
      }),
    );
  } finally {
    db.close();
  }
}

async function pgSchema(url: string): Promise<Schema> {
  // Migrated as the store migrates it.
  new SyncPg(url).close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = async <T>(sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows as T[];
  try {
    const tables = (await q<{ t: string }>("SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1")).map((r) => r.t);
    const schema: Schema = {};
    for (const t of tables) {
      const cols = await q<{ name: string; type: string; nullable: string; def: string | null }>(
        "SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS def FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
        [t],
      );
      const columns = Object.fromEntries(
        cols.map((col) => [col.name, { type: typeOf(col.type), notNull: col.nullable === 'NO', default: col.def?.startsWith('nextval(') ? 'auto' : defaultOf(col.def) }]),
      );
      const pk = (await q<{ name: string }>(
        "SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)",
        [t],
      )).map((r) => r.name);
      const fks = (await q<{ fk: string }>(
        `SELECT a.attname || ' -> ' || cl.relname || '.' || af.attname AS fk FROM pg_constraint k
           JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
           JOIN pg_class cl ON cl.oid = k.confrelid
           JOIN pg_attribute af ON af.attrelid = k.confrelid AND af.attnum = k.confkey[1]
         WHERE k.contype = 'f' AND k.conrelid = $1::regclass`,
        [t],
      )).map((r) => r.fk).sort();
      const idx = await q<{ name: string; unique: boolean; columns: string[]; cond: string | null }>(
        `SELECT ic.relname AS name, i.indisunique AS unique, pg_get_expr(i.indpred, i.indrelid) AS cond,
                array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n ORDER BY k.o) AS columns
           FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
          WHERE i.indrelid = $1::regclass AND NOT i.indisprimary`,
        [t],
      );
      const indexes = Object.fromEntries(idx.map((i) => [i.name, { columns: i.columns, unique: i.unique, where: conditionOf(i.cond) }]));
      schema[t] = { columns, primaryKey: pk, foreignKeys: fks, indexes };
    }
    return schema;
  } finally {
    await c.end();
  }
}

const { missing, cluster } = clusterPerFile();

describe.skipIf(missing !== undefined)('the SQLite and PostgreSQL schemas', () => {
  it('GIVEN both databases migrated from nothing THEN they have the same tables, columns, keys and indexes', async () => {
    const sqlite = sqliteSchema();
    const postgres = await pgSchema(await cluster().newDatabase());
    expect(Object.keys(postgres).sort()).toEqual(Object.keys(sqlite).sort());
    for (const t of Object.keys(sqlite)) expect(postgres[t], t).toEqual(sqlite[t]);
  });

  it('GIVEN the comparison THEN it sees what it compares (a table, a default, a foreign key, a partial unique index)', () => {
    const s = sqliteSchema();
    expect(s.outbox!.columns.owner).toEqual({ type: 'text', notNull: true, default: "'main'" });
    expect(s.ledgers!.columns.id!.default).toBe('auto');
    expect(s.campaigns!.columns.id!.default).toBeNull();
    expect(s.campaigns!.foreignKeys).toEqual(['id -> ledgers.id']);
    expect(s.campaigns!.indexes.one_active_campaign_per_channel).toEqual({ columns: ['channel_id'], unique: true, where: "status = 'active'" });
    expect(s.rolls!.primaryKey).toEqual(['ledger_id', 'n']);
  });
});
