import { Bot, type BotOptions } from './adapters/discord/bot.js';
import type { CommandNode } from './app/command.js';
import type { Clock, Logger, SecretSource } from './app/ports.js';
import type { WebLinks } from './app/web-links.js';
import { composeApp, type Composed } from './compose.js';
import { loadDiceLibrary } from './core/dice/notation.js';
import { BotMetrics, serveHealth, type HealthSource } from './adapters/health.js';

export interface RunningBot extends Composed {
  readonly bot: Bot;
  /** The port `/healthz` and `/metrics` are served on, when asked for (`metrics`). */
  readonly healthPort?: number;
  /** Graceful stop: finish running commands, disconnect, close the database. */
  stop(): Promise<void>;
}

/** The bot's composition root, shared by `npm start` and the end-to-end tests. */
export async function startBot(deps: {
  token: string;
  databasePath: string;
  /** PostgreSQL instead of SQLite (`DATABASE_URL`). */
  databaseUrl?: string;
  logger: Logger;
  api?: string;
  secrets?: SecretSource;
  clock?: Clock;
  drainMs?: number;
  /** How often the clock's due jobs run (default a minute); 0: only when `bot.runClock()` is called. */
  clockMs?: number;
  commands?: readonly CommandNode[];
  /** This process's name for its outbox entries (default `main`). */
  outboxOwner?: string;
  /** The gateway shards this process runs (default: the one shard). */
  shards?: BotOptions['shards'];
  /** The web page's links, when this process serves the page. */
  web?: WebLinks;
  /** How long the hold on the outbox name lasts unless renewed (tests shorten it). */
  outboxLeaseMs?: number;
  /** The key ledger secrets are encrypted with (`LEDGER_KEY`). */
  ledgerKey: Uint8Array;
  /** Serve `/healthz` and `/metrics` there (METRICS_HOST, METRICS_PORT; port 0: any free one). */
  metrics?: { readonly host: string; readonly port: number };
}): Promise<RunningBot> {
  // The bot draws boards in a worker thread, so a render never blocks other players' commands.
  const { renderBoardInWorker, closeRenderWorkers } = await import('./render/worker-pool.js');
  const composed = composeApp({ ...deps, renderer: renderBoardInWorker, outbox: deps.outboxOwner ?? 'main' });
  // What the local table loads lazily, the bot loads before its first command, not during it.
  loadDiceLibrary();
  const { app } = composed;
  const source: HealthSource = {
    store: () => app.storeHealth(),
    shards: () => bot.shards(),
    outbox: () => {
      const left = app.undelivered();
      return { entries: left.length, oldest: left.map((e) => e.createdAt).sort()[0] };
    },
  };
  const metrics = deps.metrics ? new BotMetrics(source) : undefined;
  const bot = new Bot(composed.app, deps.logger, {
    ...(metrics ? { metrics } : {}),
    ...(deps.api ? { api: deps.api } : {}),
    ...(deps.drainMs === undefined ? {} : { drainMs: deps.drainMs }),
    ...(deps.clockMs === undefined ? {} : { clockMs: deps.clockMs }),
    ...(deps.shards ? { shards: deps.shards } : {}),
    ...(deps.outboxLeaseMs === undefined ? {} : { outboxLeaseMs: deps.outboxLeaseMs }),
  });
  let health: Awaited<ReturnType<typeof serveHealth>> | undefined;
  try {
    await bot.start(deps.token);
  } catch (e) {
    await bot.client.destroy();
    composed.store.close();
    throw e;
  }
  try {
    if (metrics && deps.metrics) health = await serveHealth(source, metrics, deps.metrics);
  } catch (e) {
    await bot.stop();
    composed.store.close();
    throw new Error(`cannot serve /healthz and /metrics on ${deps.metrics?.host}:${deps.metrics?.port}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (health) deps.logger.log('info', 'serving /healthz and /metrics', { host: deps.metrics?.host, port: health.port });
  let stopped: Promise<void> | undefined;
  return {
    ...composed,
    bot,
    ...(health ? { healthPort: health.port } : {}),
    stop: () =>
      (stopped ??= (async () => {
        await health?.close();
        await bot.stop();
        await closeRenderWorkers();
        composed.store.close();
      })()),
  };
}
