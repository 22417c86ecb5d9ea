import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import type { Campaign } from '../../src/core/campaign.js';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { SqliteCampaignStore } from '../../src/persistence/campaign-store.js';
import { assembleGame, planGameWrite, RECENT_MAX, SPLIT_AT, type Stored } from '../../src/persistence/game-parts.js';
import { LEDGER_KEY } from '../helpers/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitrep-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stands = (n: number, status = 'ok') => Array.from({ length: n }, (_, i) => ({ id: `S${i}`, status }));

function campaign(game: unknown): Campaign {
  return { id: '1', channelId: 'c', name: 'Parts', ruleset: 'fogo', gm: { id: 'g', name: 'gm' }, sides: [], houseRules: {}, game, status: 'active', createdAt: 't', version: 1 };
}

/** A store on a file, with a campaign (and its ledger, which the campaign row refers to). */
function storeWith(file: string, game: unknown): SqliteCampaignStore {
  const store = SqliteCampaignStore.open(join(dir, file), LEDGER_KEY);
  store.transaction((tx) => {
    tx.createLedger({ kind: 'campaign', channelId: 'c', secret: new Uint8Array(32), commitment: 'x', createdAt: 't' });
    tx.insertCampaign(campaign(deepFreeze(game)));
  });
  return store;
}

const rows = (store: SqliteCampaignStore) => store.db.$client.prepare('SELECT key, idx, body FROM game_parts ORDER BY key, idx').all() as { key: string; idx: number; body: string }[];
const changes = (store: SqliteCampaignStore, fn: () => void): number => {
  const db = store.db.$client;
  const before = db.prepare('SELECT total_changes() AS n').get() as { n: number };
  fn();
  return (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n - before.n;
};

describe('game parts: long lists one row per element', () => {
  it('GIVEN a game with 200 stands THEN each stand is a row; a stand changed waits in the campaign row until more than RECENT_MAX have, then they go to their rows together; a restart reads the same game each time', () => {
    let game = { turn: 1, stands: stands(200), markers: [1, 2] };
    const store = storeWith('a.sqlite', game);
    expect(rows(store)).toHaveLength(200);
    const pin = (id: string, status: string) => {
      game = { ...game, stands: game.stands.map((s) => (s.id === id ? { ...s, status } : s)) };
      return changes(store, () =>
        store.transaction((tx) => {
          const c = tx.activeCampaign('c')!;
          const g = c.game as typeof game;
          tx.saveCampaign({ ...c, game: { ...g, stands: g.stands.map((s) => (s.id === id ? { ...s, status } : s)) } });
        }),
      );
    };
    const readAfresh = () => {
      const again = SqliteCampaignStore.open(join(dir, 'a.sqlite'), LEDGER_KEY);
      const loaded = again.transaction((tx) => tx.activeCampaign('c')!.game);
      again.close();
      return JSON.stringify(loaded);
    };
    expect(pin('S7', 'pinned')).toBe(1); // the campaign row alone
    expect(pin('S7', 'ok')).toBe(1);
    expect(readAfresh()).toBe(JSON.stringify(game));
    for (let i = 1; i < RECENT_MAX; i++) expect(pin(`S${20 + i}`, 'pinned')).toBe(1);
    expect(rows(store).filter((r) => r.body.includes('pinned'))).toHaveLength(0);
    expect(readAfresh()).toBe(JSON.stringify(game));
    // One more: the RECENT_MAX + 1 stands go to their rows, with the campaign row.
    expect(pin('S150', 'pinned')).toBe(RECENT_MAX + 2);
    expect(rows(store).filter((r) => r.body.includes('pinned'))).toHaveLength(RECENT_MAX);
    expect(readAfresh()).toBe(JSON.stringify(game));
    expect(pin('S7', 'pinned')).toBe(1);
    expect(readAfresh()).toBe(JSON.stringify(game));
    store.close();
  });

  it('GIVEN a list that shrinks, grows, or falls below the length kept apart THEN the rows follow it', () => {
    const store = storeWith('b.sqlite', { stands: stands(40) });
    const save = (f: (s: ReturnType<typeof stands>) => ReturnType<typeof stands>) =>
      store.transaction((tx) => {
        const c = tx.activeCampaign('c')!;
        tx.saveCampaign({ ...c, game: { stands: f((c.game as { stands: ReturnType<typeof stands> }).stands) } });
      });
    save((s) => s.slice(0, 30));
    expect(rows(store)).toHaveLength(30);
    save((s) => [...s, ...stands(5, 'new')]);
    expect(rows(store)).toHaveLength(30); // the five new ones wait in the campaign row (RECENT_MAX)
    expect((store.transaction((tx) => tx.activeCampaign('c')!.game) as { stands: unknown[] }).stands).toHaveLength(35);
    save((s) => [...s, ...stands(RECENT_MAX, 'more')]);
    expect(rows(store)).toHaveLength(35 + RECENT_MAX);
    save((s) => s.slice(0, SPLIT_AT - 1));
    expect(rows(store)).toHaveLength(0);
    expect(JSON.parse((store.db.$client.prepare('SELECT game FROM campaigns').get() as { game: string }).game).stands).toHaveLength(SPLIT_AT - 1);
    store.close();
    const again = SqliteCampaignStore.open(join(dir, 'b.sqlite'), LEDGER_KEY);
    expect((again.transaction((tx) => tx.activeCampaign('c')!.game) as { stands: unknown[] }).stands).toHaveLength(SPLIT_AT - 1);
    again.close();
  });

  it('GIVEN random games and random next versions THEN writing the plan over what was stored and reading it back gives the next game exactly', () => {
    const rng = seedrandom('game-parts');
    const value = (): unknown => (rng() < 0.5 ? { id: Math.floor(rng() * 50), v: rng() < 0.5 ? 'a' : [1, 2] } : Math.floor(rng() * 9));
    const list = (n: number) => Array.from({ length: n }, value);
    const edit = (g: Record<string, unknown[]>): Record<string, unknown[]> =>
      Object.fromEntries(
        Object.entries(g).map(([k, xs]) => {
          const r = rng();
          if (r < 0.2) return [k, xs.slice(0, Math.floor(rng() * xs.length))];
          if (r < 0.4) return [k, [...xs, ...list(Math.floor(rng() * 20))]];
          return [k, xs.map((x) => (rng() < 0.1 ? value() : x))];
        }),
      );
    const sorted = (table: Map<string, string>) =>
      [...table].map(([k, body]) => ({ key: k.split('\u0000')[0]!, idx: Number(k.split('\u0000')[1]), body })).sort((x, y) => (x.key === y.key ? x.idx - y.idx : x.key < y.key ? -1 : 1));
    let kept = 0;
    let sent = 0;
    for (let i = 0; i < 150; i++) {
      let game: Record<string, unknown[]> = deepFreeze({ a: list(Math.floor(rng() * 40)), b: list(Math.floor(rng() * 40)) });
      const table = new Map<string, string>();
      /** Writes a plan over the rows the plans before it left, and reads the game back. */
      const write = (plan: ReturnType<typeof planGameWrite>, what: string): Stored => {
        if (plan.clearAll) table.clear();
        for (const c of plan.cut) for (const k of [...table.keys()]) if (k.startsWith(`${c.key}\u0000`) && Number(k.split('\u0000')[1]) >= c.from) table.delete(k);
        for (const w of plan.writes) table.set(`${w.key}\u0000${w.idx}`, w.body);
        const read = assembleGame(plan.skeleton, plan.split, sorted(table));
        expect(JSON.stringify(read.game), what).toBe(JSON.stringify(game));
        expect(read.recent, what).toEqual(plan.recent);
        kept += Object.values(plan.recent).flat().length;
        if (!plan.clearAll) sent += plan.writes.length;
        return { split: plan.split, recent: plan.recent };
      };
      let stored = write(planGameWrite(game, undefined), `game ${i}`);
      // Version after version, each planned against the one before as it was stored.
      for (let step = 0; step < 6; step++) {
        const before = game;
        game = deepFreeze(edit(game));
        stored = write(planGameWrite(game, { ...stored, game: before }), `game ${i} step ${step}`);
      }
    }
    // Both ways were taken: elements kept in the text, and elements sent to their rows.
    expect(kept).toBeGreaterThan(100);
    expect(sent).toBeGreaterThan(100);
  });
});
