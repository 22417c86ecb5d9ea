import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { checkReplay, readRecord, replay } from '../../../src/app/replay.js';
import { replayDeps } from '../../../src/compose.js';
import { SqliteCampaignStore } from '../../../src/persistence/campaign-store.js';
import { withDropStand } from './mutating-order.js';
import { LEDGER_KEY } from '../../helpers/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitrep-frozen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES = [
  ['ann', '/campaign new ruleset:fogo name:Op sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol'],
  ['ana', '/campaign join side:Portugal'],
  ['ana', '/fogo force builtin:cacadores-combat-group'],
  ['ben', '/campaign join side:FRELIMO'],
  ['ben', '/fogo force builtin:frelimo-group'],
  ['ana', '/test drop-stand'],
  ['ana', '/roll dice:2d6'],
  ['ana', '/fogo pass'],
] as const;

/** Plays LINES in a thread of its own whose arrays are frozen by note only, as outside the tests. */
function playAsInProduction(path: string): Promise<{ refused: string[] }> {
  const w = new Worker(new URL('./production-game-boot.mjs', import.meta.url), { workerData: { path, lines: LINES }, env: { ...process.env, SITREP_FREEZE_ARRAYS: '0' } });
  return new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`the game's thread exited ${code} without a reply`)));
  });
}

describe('arrays frozen for real in the replay', () => {
  // A thread of its own loads the app from source: some 10 s, more on a busy machine.
  it('GIVEN a move that changed a stored list in place, unnoticed where arrays are frozen by note THEN its replay, arrays frozen, fails at that move', { timeout: 90_000 }, async () => {
    const path = join(dir, 'game.sqlite');
    expect((await playAsInProduction(path)).refused).toEqual([]);
    const store = SqliteCampaignStore.open(path, LEDGER_KEY);
    try {
      const record = store.transaction((tx) => readRecord(tx, tx.activeCampaign('c1')!.id))!;
      const replayed = replay(record, replayDeps(withDropStand));
      const verdict = checkReplay(record, replayed);
      const at = replayed.steps.findIndex((s) => s.kind === 'action' && s.action.command === 'test drop-stand');
      expect(at).toBe(5);
      expect(verdict).toMatchObject({ ok: false, index: at, why: expect.stringMatching(/^fault: TypeError: /) });
    } finally {
      store.close();
    }
  });
});
