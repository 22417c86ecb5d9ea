import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleVersionError } from '../../src/app/ports.js';
import { harness } from '../helpers/harness.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-'));
  dirs.push(dir);
  return join(dir, 'nested', 'sitrep.sqlite');
}

describe('persistence', () => {
  it('GIVEN a file database THEN its folder is created and WAL mode is on', () => {
    const h = harness({ databasePath: tempDb() });
    expect(h.store.db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    h.store.close();
  });

  it('GIVEN a campaign with rolls THEN a restart loses nothing: numbering continues and /verify passes', () => {
    const path = tempDb();
    const first = harness({ databasePath: path });
    first.run('ann', '/campaign new ruleset:fogo name:T sides:"A,B"');
    first.run('bob', '/campaign join side:A');
    first.run('bob', '/roll dice:4d6>=5');
    first.run('bob', '/campaign rules list');
    first.run('ann', '/campaign rules set name:cc.green value:-2');
    const before = first.snapshot();
    first.store.close();

    const second = harness({ databasePath: path });
    expect(second.snapshot()).toBe(before);
    const status = second.run('bob', '/campaign status').outcome.private!.text;
    expect(status).toContain('• A: bob');
    expect(status).toContain('`cc.green` = -2');
    expect(second.run('bob', '/roll dice:1d6').outcome.public!.text).toContain('Roll #2 by bob');
    second.run('ann', '/campaign end');
    expect(second.run('bob', '/verify').outcome.public!.text).toContain('PASS: 2/2');
    second.store.close();
  });

  it('GIVEN a save against an old version THEN it is refused (optimistic concurrency)', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:fogo name:T sides:"A,B"');
    h.run('bob', '/campaign join side:A');
    expect(() =>
      h.store.transaction((tx) => {
        const c = tx.activeCampaign('c1')!;
        tx.saveCampaign({ ...c, version: c.version - 1 });
      }),
    ).toThrow(StaleVersionError);
  });

  it('GIVEN two active campaigns forced into one channel THEN the database itself refuses', () => {
    const h = harness();
    h.run('ann', '/campaign new ruleset:fogo name:T sides:"A,B"');
    const db = h.store.db.$client;
    db.prepare("INSERT INTO ledgers (kind, channel_id, secret, commitment, created_at) VALUES ('campaign','c1',x'00','x','t')").run();
    expect(() =>
      db.prepare("INSERT INTO campaigns (id, channel_id, name, ruleset, status, version, state, created_at) VALUES (2,'c1','U','fogo','active',1,'{}','t')").run(),
    ).toThrow(/UNIQUE/);
  });
});
