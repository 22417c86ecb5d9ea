import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';
import { databaseBefore } from '../helpers/migrations-before.js';

/** A database as the migrations before 0005 left it, with a fogo campaign whose game and board are inside `state`. */
function before(): Buffer {
  const sqlite = databaseBefore('0005_split_game_board');
  // A campaign made by the bot as it was: the game and the board inside the one state document.
  const h = harness();
  h.run('ann', '/campaign new ruleset:fogo name:Old sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
  h.run('ann', '/fogo stand add id:MG1 type:mmg quality:veteran fieldcraft:2 side:FRELIMO');
  const now = h.store.db.$client.prepare('SELECT * FROM campaigns').get() as Record<string, unknown> & { state: string; game: string; board: string };
  const state = { ...JSON.parse(now.state), game: JSON.parse(now.game), board: JSON.parse(now.board) };
  for (const table of ['ledgers', 'events', 'rolls']) {
    for (const row of h.store.db.$client.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]) {
      const cols = Object.keys(row);
      sqlite.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...cols.map((c) => row[c]));
    }
    if (table === 'ledgers') {
      sqlite
        .prepare('INSERT INTO campaigns (id, channel_id, name, ruleset, status, version, state, created_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(now.id, now.channel_id, now.name, now.ruleset, now.status, now.version, JSON.stringify(state), now.created_at, now.ended_at);
    }
  }
  return sqlite.serialize();
}

describe('migration 0005: the game and the board in columns of their own', () => {
  it('GIVEN a campaign saved with its game inside its state THEN after the migration the game, the board and the rest are as they were', () => {
    const h = harness({ databasePath: before() });
    const row = h.store.db.$client.prepare('SELECT state, game, board FROM campaigns').get() as { state: string; game: string; board: string };
    expect(Object.keys(JSON.parse(row.state)).sort()).toEqual(['gm', 'houseRules', 'sides']);
    expect(JSON.parse(row.game).stands.map((s: { id: string }) => s.id)).toEqual(['MG1']);
    expect(JSON.parse(row.board).id).toBe('fogo-paddy-patrol');
    // And the bot plays on from it: the stand is there, the board too, and a change saves.
    expect(h.run('ann', '/fogo stand change id:MG1 status:pinned').ok).toBe(true);
    const list = h.run('ann', '/fogo stand list').outcome.private!.text;
    expect(list).toMatch(/MG1.*pinned/i);
    expect(h.run('ann', '/board show').ok).toBe(true);
  });
});
