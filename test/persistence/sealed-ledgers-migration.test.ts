import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';
import { databaseBefore } from '../helpers/migrations-before.js';

/** A database as the migrations before sealed ledgers left it, serialized. */
function before(setup: (db: Database.Database) => void): Buffer {
  const sqlite = databaseBefore('0002_sealed_ledgers');
  setup(sqlite);
  return sqlite.serialize();
}

const PART = JSON.stringify([{ spec: { op: 'sum', n: 1, sides: 6 }, faces: [1], total: 1 }]);

function legacy(db: Database.Database): void {
  const ledger = db.prepare("INSERT INTO ledgers (id, kind, channel_id, secret, commitment, created_at, published_at) VALUES (?, 'channel', 'c1', ?, 'x', 't', ?)");
  const roll = db.prepare("INSERT INTO rolls (ledger_id, n, at, actor_id, actor_name, command, audience, parts) VALUES (?, ?, 't', ?, ?, 'roll', ?, ?)");
  const hidden = (who: string) => JSON.stringify({ kind: 'hidden', to: [`id-${who}`] });
  const open = JSON.stringify({ kind: 'public' });
  // 1: alice rolled hidden among bob's public rolls; 2: public rolls only; 3: already published;
  // 4: alice and carol both rolled hidden.
  ledger.run(1, Buffer.alloc(32, 1), null);
  roll.run(1, 1, 'id-bob', 'bob', open, PART);
  roll.run(1, 2, 'id-alice', 'alice', hidden('alice'), PART);
  ledger.run(2, Buffer.alloc(32, 2), null);
  roll.run(2, 1, 'id-bob', 'bob', open, PART);
  ledger.run(3, Buffer.alloc(32, 3), 't');
  roll.run(3, 1, 'id-alice', 'alice', hidden('alice'), PART);
  ledger.run(4, Buffer.alloc(32, 4), null);
  roll.run(4, 1, 'id-alice', 'alice', hidden('alice'), PART);
  roll.run(4, 2, 'id-carol', 'carol', hidden('carol'), PART);
}

describe('migration 0002: sealed ledgers', () => {
  it('GIVEN unpublished channel ledgers holding hidden rolls THEN they become sealed: their one hidden roller\'s, or no one\'s', () => {
    const h = harness({ databasePath: before(legacy) });
    const rows = h.store.db.$client.prepare('SELECT id, kind, owner_id AS owner FROM ledgers ORDER BY id').all();
    expect(rows).toEqual([
      { id: 1, kind: 'personal', owner: 'id-alice' },
      { id: 2, kind: 'channel', owner: null },
      { id: 3, kind: 'channel', owner: null },
      { id: 4, kind: 'personal', owner: null },
    ]);
  });

  it("GIVEN the migrated ledgers THEN anyone's /verify publishes only the public one, and alice hers with mine:true", () => {
    const h = harness({ databasePath: before(legacy) });
    const published = () => (h.store.db.$client.prepare('SELECT id FROM ledgers WHERE published_at IS NOT NULL ORDER BY id').all() as { id: number }[]).map((r) => r.id);
    h.run('bob', '/verify');
    expect(published()).toEqual([2, 3]);
    h.run('carol', '/verify mine:true');
    expect(published()).toEqual([2, 3]);
    expect(h.run('alice', '/verify mine:true').outcome.public!.text).toContain("alice's sealed ledger #1");
    expect(published()).toEqual([1, 2, 3]);
  });
});
