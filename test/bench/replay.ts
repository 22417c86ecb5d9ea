import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryLogger } from '../../src/adapters/logger.js';
import { checkReplay, readRecord, replay } from '../../src/app/replay.js';
import { composeApp, fixedSecret, replayDeps } from '../../src/compose.js';
import { LEDGER_KEY } from '../helpers/harness.js';

/**
 * The replay's figure for `npm run bench` (issue 38): a campaign of 500 kept actions — a fogo table of
 * 20 stands, the GM correcting stands, the initiative passed back and forth, a /roll every fifth action
 * — replayed from its actions and seeds and checked against what was kept, in actions per second.
 */
export interface ReplayFigures {
  readonly lines: string[];
  readonly actionsPerSecond: number;
  readonly bytesPerAction: number;
}

export const REPLAY_ACTIONS = 500;

/** Plays the 500-action campaign into a SQLite file in `dir`; its store, and the campaign's id. */
export function campaignOf500(dir: string) {
  let t = Date.UTC(2026, 10, 21, 12);
  const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: join(dir, 'replay.sqlite'), logger: memoryLogger(), secrets: fixedSecret('5e'.repeat(32)), clock: { now: () => new Date((t += 60_000)) } });
  const run = (who: string, path: string[], options: Record<string, string> = {}) => {
    const r = app.execute({ actor: { id: who, name: who }, channelId: 'c', path, options });
    if (!r.ok) throw new Error(`${path.join(' ')}: ${r.error.code}`);
  };
  run('gm', ['campaign', 'new'], { ruleset: 'fogo', name: 'Bench', sides: 'A,B', scenario: 'fogo-paddy-patrol' });
  run('ana', ['campaign', 'join'], { side: 'A' });
  run('ben', ['campaign', 'join'], { side: 'B' });
  for (let i = 0; i < 20; i++) run('gm', ['fogo', 'stand', 'add'], { id: `S${i}`, type: 'mmg', quality: 'regular', fieldcraft: '1', side: i % 2 ? 'B' : 'A' });
  let holder = 'ana';
  for (let i = 23; i < REPLAY_ACTIONS; i++) {
    if (i % 5 === 0) run(holder, ['roll'], { dice: '4d6>=5', reason: 'bench' });
    if (i % 2) {
      run('gm', ['fogo', 'stand', 'change'], { id: `S${i % 20}`, status: i % 4 === 1 ? 'pinned' : 'ok' });
    } else {
      run(holder, ['fogo', 'pass']);
      holder = holder === 'ana' ? 'ben' : 'ana';
    }
  }
  const id = store.transaction((tx) => tx.activeCampaign('c')!.id);
  return { store, id };
}

export function benchReplay(): ReplayFigures {
  const dir = mkdtempSync(join(tmpdir(), 'sitrep-bench-replay-'));
  try {
    const { store, id } = campaignOf500(dir);
    try {
      const record = store.transaction((tx) => readRecord(tx, id))!;
      if (record.actions.length !== REPLAY_ACTIONS) throw new Error(`${record.actions.length} actions kept, not ${REPLAY_ACTIONS}`);
      const deps = replayDeps();
      // The first replay warms the pipeline up (its code compiled hot), as the bot's first commands do.
      checkReplay(record, replay(record, deps));
      const times: number[] = [];
      for (let k = 0; k < 3; k++) {
        const started = performance.now();
        const verdict = checkReplay(record, replay(record, deps));
        times.push(performance.now() - started);
        if (!verdict.ok) throw new Error(`the bench campaign did not replay: ${verdict.why}`);
      }
      const ms = times.sort((a, b) => a - b)[1]!;
      const actionsPerSecond = (REPLAY_ACTIONS / ms) * 1000;
      const stored = store.db.$client.prepare("SELECT sum(payload) AS b FROM dbstat WHERE name IN ('actions', 'sqlite_autoindex_actions_1')").get() as { b: number };
      const bytesPerAction = stored.b / REPLAY_ACTIONS;
      const rolls = record.rolls.length;
      return {
        lines: [
          `replay of a ${REPLAY_ACTIONS}-action campaign (and its ${rolls} /rolls), checked step by step: ${Math.round(ms)} ms (median of 3), ${Math.round(actionsPerSecond)} actions/s`,
          `actions stored: ${Math.round(bytesPerAction)} bytes of row and key per action`,
        ],
        actionsPerSecond,
        bytesPerAction,
      };
    } finally {
      store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('replay.ts')) for (const l of benchReplay().lines) console.log(l);
