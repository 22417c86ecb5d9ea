import { parentPort, workerData } from 'node:worker_threads';
import { StaleVersionError, type CampaignStore } from '../../src/app/ports.js';
import { PgCampaignStore, SqliteCampaignStore } from '../../src/persistence/campaign-store.js';
import { LEDGER_KEY } from '../helpers/harness.js';

/** What a racer is told: the database, the campaign (and its ledger) to play on, and how many moves. */
export interface RacerData {
  readonly kind: 'sqlite' | 'pg';
  readonly target: string;
  /** A campaign's id, or `channel:<id>` for /roll outside any campaign: the channel's open ledger, made by whoever needs it first. */
  readonly campaignId: string;
  readonly moves: number;
  readonly who: string;
}

export interface RacerReply {
  readonly ok: boolean;
  readonly stale: number;
  readonly message?: string;
}

/**
 * A second process, played by a worker thread with a store of its own on the same database: each move
 * loads the campaign, numbers a roll from its ledger, logs it and saves the campaign, in one transaction,
 * as a command does. A stale save is retried as a user would.
 */
const d = workerData as RacerData;
const store: CampaignStore = d.kind === 'pg' ? PgCampaignStore.open(d.target, LEDGER_KEY) : SqliteCampaignStore.open(d.target, LEDGER_KEY);
let stale = 0;
try {
  for (let i = 0; i < d.moves; ) {
    try {
      store.transaction((tx) => {
        const actor = { id: d.who, name: d.who };
        if (d.campaignId.startsWith('channel:')) {
          const channelId = d.campaignId.slice('channel:'.length);
          const open = tx.openChannelLedger(channelId) ?? tx.createLedger({ kind: 'channel', channelId, secret: new Uint8Array(32), commitment: 'x', createdAt: 't' });
          const n = tx.ledger(open.id)!.rolls + 1;
          tx.appendRoll(open.id, { n, at: 't', actor, command: d.who, audience: { kind: 'public' }, parts: [] });
          return;
        }
        const c = tx.campaign(d.campaignId)!;
        const n = tx.ledger(d.campaignId)!.rolls + 1;
        tx.appendRoll(d.campaignId, { n, at: 't', actor, command: 'roll', audience: { kind: 'public' }, parts: [] });
        tx.appendEvent(d.campaignId, { at: 't', actor, audience: { kind: 'public' }, data: { kind: 'roll', n } });
        const game = c.game as { moves: string[] };
        tx.saveCampaign({ ...c, game: { moves: [...game.moves, `${d.who}${n}`] } });
      });
      i++;
    } catch (e) {
      if (!(e instanceof StaleVersionError)) throw e;
      stale++;
    }
  }
  parentPort!.postMessage({ ok: true, stale } satisfies RacerReply);
} catch (e) {
  parentPort!.postMessage({ ok: false, stale, message: e instanceof Error ? e.message : String(e) } satisfies RacerReply);
} finally {
  store.close();
}
