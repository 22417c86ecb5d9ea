import { expect } from 'vitest';
import type { CampaignStore } from '../../src/app/ports.js';
import { checkReplay, readRecord, replay, stepName, type ReplayOptions } from '../../src/app/replay.js';
import { replayDeps } from '../../src/compose.js';

const deps = replayDeps();

/**
 * Replays each campaign of `store` (`src/app/replay.ts`) and expects the rebuilt campaign to be the
 * stored one after every step, the same at the end (every field but its version, threads and web links), with
 * the same ledger and, when no clock or bot made a move, the same log. For every golden transcript,
 * walk-through and soak game (docs/replay.md): `dice: 'recorded'` for a game played with scripted dice.
 */
export function expectReplayed(store: CampaignStore, campaignIds: readonly string[], options: Pick<ReplayOptions, 'dice'> = {}): void {
  for (const id of campaignIds) {
    const record = store.transaction((tx) => readRecord(tx, id));
    expect(record, `campaign #${id}`).toBeDefined();
    const replayed = replay(record!, deps, options);
    const verdict = checkReplay(record!, replayed);
    const where = verdict.ok ? '' : `${verdict.index === undefined ? 'at the end' : `at step ${stepName(verdict.step!, verdict.index)}`}: ${verdict.why}`;
    expect(where, `campaign #${id} replayed`).toBe('');
    const last = replayed.results.at(-1);
    if (last?.ok) {
      const { version: _v, threads: _t, web: _w, ...rebuilt } = last.campaign;
      const { version: _sv, threads: _st, web: _sw, ...stored } = record!.campaign;
      expect(rebuilt, `campaign #${id} rebuilt`).toEqual(stored);
    }
    expect(replayed.rolls, `campaign #${id}'s ledger`).toEqual(record!.rolls);
    if (!record!.actions.some((a) => a.clock)) expect(replayed.events, `campaign #${id}'s log`).toEqual(record!.events);
  }
}

/** Every campaign of a SQLite store, by id. */
export function sqliteCampaigns(store: { readonly db: { readonly $client: { prepare(sql: string): { pluck(): { all(): unknown[] } } } } }): string[] {
  return store.db.$client.prepare('SELECT id FROM campaigns ORDER BY id').pluck().all().map(String);
}
