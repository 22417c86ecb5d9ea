import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/core/campaign.js';
import { SqliteCampaignStore } from '../../src/persistence/campaign-store.js';
import { LEDGER_KEY } from '../helpers/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitrep-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function newStore(file: string): SqliteCampaignStore {
  const store = SqliteCampaignStore.open(join(dir, file), LEDGER_KEY);
  store.transaction((tx) => {
    tx.createLedger({ kind: 'campaign', channelId: 'c', secret: new Uint8Array(32), commitment: 'x', createdAt: 't' });
    const c: Campaign = { id: '1', channelId: 'c', name: 'Cache', ruleset: 'fogo', gm: { id: 'g', name: 'gm' }, sides: [], houseRules: {}, game: { turn: 1 }, status: 'active', createdAt: 't', version: 1 };
    tx.insertCampaign(c);
  });
  return store;
}

const turnIn = (store: SqliteCampaignStore): unknown => store.transaction((tx) => (tx.activeCampaign('c')!.game as { turn: number }).turn);

// The store keeps what it loaded between commands; these are the ways the database can change under it.
describe('the campaign cache', () => {
  it('GIVEN another process saves the campaign THEN the next load reads its save', () => {
    const a = newStore('a.sqlite');
    const b = SqliteCampaignStore.open(join(dir, 'a.sqlite'), LEDGER_KEY);
    expect(turnIn(a)).toBe(1);
    b.transaction((tx) => {
      const c = tx.activeCampaign('c')!;
      tx.saveCampaign({ ...c, game: { turn: 2 } });
    });
    expect(turnIn(a)).toBe(2);
    a.close();
    b.close();
  });

  it('GIVEN another connection changes the game without a new version THEN the next load still reads the database', () => {
    const a = newStore('b.sqlite');
    expect(turnIn(a)).toBe(1);
    const other = new Database(join(dir, 'b.sqlite'));
    other.prepare(`UPDATE campaigns SET game = '{"turn":9}'`).run();
    other.close();
    expect(turnIn(a)).toBe(9);
    a.close();
  });

  it('GIVEN its own connection is written outside the store THEN the next load reads the database', () => {
    const a = newStore('c.sqlite');
    expect(turnIn(a)).toBe(1);
    a.db.$client.prepare(`UPDATE campaigns SET game = '{"turn":7}'`).run();
    expect(turnIn(a)).toBe(7);
    a.close();
  });

  it('GIVEN a command that saved and then failed THEN the next load reads what the database kept, and a loaded game is frozen', () => {
    const a = newStore('d.sqlite');
    expect(() =>
      a.transaction((tx) => {
        const c = tx.activeCampaign('c')!;
        tx.saveCampaign({ ...c, game: { turn: 5 } });
        throw new Error('a rule failed after the save');
      }),
    ).toThrow('a rule failed');
    expect(turnIn(a)).toBe(1);
    expect(() =>
      a.transaction((tx) => {
        (tx.activeCampaign('c')!.game as { turn: number }).turn = 3;
      }),
    ).toThrow(TypeError);
    expect(turnIn(a)).toBe(1);
    a.close();
  });
});
