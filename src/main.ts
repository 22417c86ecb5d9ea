import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pinoLogger } from './adapters/logger.js';
import { logFault } from './app/fault.js';
import { LocalTable, runLocalTable } from './adapters/console/local-table.js';
import { composeApp, fixedSecret, replayDeps, systemClock } from './compose.js';
import { ConfigError, loadConfig, type WebConfig } from './config.js';
import type { App } from './app/app.js';
import { CampaignMoments } from './app/moments.js';
import type { CampaignStore, Logger } from './app/ports.js';
import { ledgerKey } from './ledger-key.js';
import type { WebLinks } from './app/web-links.js';
import type { DeliverOrder } from './adapters/web/server.js';
import { RULESETS } from './rulesets/registry.js';
import { COMPILED, PROJECT_ROOT } from './project-root.js';
import { closeRenderWorkers, renderBoardInWorker } from './render/worker-pool.js';

const USAGE = `Usage: npm start                 the Discord bot (DISCORD_TOKEN in .env), or the local table on a terminal
       npm run local -- [options]  the local table, from a terminal or a pipe
Options: --json (one JSON object per command)  --db <file>  --out <folder>  --secret <64 hex digits, tests only>`;

/** The compiled build warns when the source has changed since it was built: `npm run build`, or `npm run dev`. */
function warnIfStale(): void {
  if (!COMPILED) return;
  const built = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  const newer = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((e) =>
      e.isDirectory() ? newer(join(dir, e.name)) : e.name.endsWith('.ts') && statSync(join(dir, e.name)).mtimeMs > built,
    );
  try {
    if (newer(join(PROJECT_ROOT, 'src')) || newer(join(PROJECT_ROOT, 'commands'))) {
      process.stderr.write('Note: the source has changed since the last build; `npm run build` to run the change (or `npm run dev`).\n');
    }
  } catch {
    // Deployed without the source: nothing to compare with.
  }
}

/** The links `/board web` makes, from the config. */
function linksOf(web: WebConfig): WebLinks {
  return { publicUrl: web.publicUrl, days: web.linkDays, ...(web.secret === undefined ? {} : { secret: Buffer.from(web.secret, 'utf8') }) };
}

/** Serves the web page beside the bot or the local table (fastify loads only then). */
async function serveWeb(web: WebConfig, composed: { readonly app: App; readonly store: CampaignStore }, logger: Logger, deliver: DeliverOrder) {
  const { startWebServer } = await import('./adapters/web/server.js');
  return startWebServer({
    store: composed.store,
    rulesets: RULESETS,
    clock: systemClock,
    logger,
    links: linksOf(web),
    host: web.host,
    port: web.port,
    onCommit: (listener) => composed.app.onCommit(listener),
    // The replay's moments: each campaign's actions run again on a store of their own, kept until it moves on.
    replay: new CampaignMoments(composed.store, replayDeps()),
    // Orders from the page run through the same App as the transport's commands, and it delivers them.
    orders: { app: composed.app, deliver },
  });
}

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        local: { type: 'boolean' },
        json: { type: 'boolean' },
        db: { type: 'string' },
        out: { type: 'string' },
        secret: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (e) {
    fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
  warnIfStale();
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    fail(e instanceof ConfigError ? e.message : String(e));
  }
  const databasePath = args.db ?? config.databasePath;
  // `--db` names a SQLite file, and wins over DATABASE_URL.
  const databaseUrl = args.db === undefined ? config.databaseUrl : undefined;
  const keyFor = (logger: Logger): Uint8Array => {
    try {
      return ledgerKey({ configured: config.ledgerKey, dataDir: databaseUrl === undefined && databasePath === ':memory:' ? undefined : dirname(resolve(databasePath)), logger, shared: databaseUrl !== undefined });
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }
  };
  let secrets;
  if (args.secret !== undefined) {
    try {
      secrets = fixedSecret(args.secret);
    } catch (e) {
      fail(`--secret: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  if (!args.local && config.discordToken) {
    // A known secret makes every roll predictable: it is for scripted tests on the local table only.
    if (secrets) fail('--secret is for the local table only; the bot always draws fresh secrets.');
    const logger = pinoLogger(config.logLevel, { sync: false });
    // The last line of defence; the bot's own background work already logs its faults and carries on.
    process.on('unhandledRejection', (e) => logFault(logger, 'unhandled rejection', e));
    process.on('uncaughtException', (e) => {
      logFault(logger, 'uncaught exception', e);
      logger.flush();
      process.exit(1);
    });
    // discord.js loads only when the bot runs, so the local table starts quickly.
    const { startBot } = await import('./compose-bot.js');
    const running = await startBot({
      token: config.discordToken,
      databasePath,
      ...(databaseUrl ? { databaseUrl } : {}),
      logger,
      ledgerKey: keyFor(logger),
      outboxOwner: config.outboxOwner,
      ...(config.shards ? { shards: config.shards } : {}),
      ...(config.metrics ? { metrics: config.metrics } : {}),
      ...(config.discordApiUrl ? { api: config.discordApiUrl } : {}),
      ...(config.web ? { web: linksOf(config.web) } : {}),
    });
    const web = config.web ? await serveWeb(config.web, running, logger, (done, to) => running.bot.fromPage(done, to.channelId)) : undefined;
    if (web) logger.log('info', 'web page listening', { url: web.url, publicUrl: config.web!.publicUrl });
    // The log is JSON on stderr, buffered: the person who just ran `npm start` gets one plain line.
    const servers = running.bot.client.guilds.cache.size;
    process.stdout.write(
      `Sitrep is on Discord as ${running.bot.client.user?.tag ?? 'its bot user'}, in ${servers} server${servers === 1 ? '' : 's'}. Try /roll dice:2d6 there; Ctrl-C stops it.\n` +
        (web ? `The web page listens on ${web.url}; /board web gives each player their link (at ${config.web!.publicUrl}).\n` : ''),
    );
    const stop = (signal: string) => {
      logger.log('info', 'shutting down', { signal });
      void (web ? web.close() : Promise.resolve()).then(() => running.stop()).then(() => {
        logger.flush();
        process.exit(0);
      });
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    return;
  }

  const interactive = process.stdin.isTTY === true;
  if (!args.local && !interactive) {
    fail(
      'No DISCORD_TOKEN is set and there is no terminal for the local table.\n' +
        'Set DISCORD_TOKEN in .env to run the bot (see .env.example), or pipe commands into `npm run local`.',
    );
  }
  // The table's own output is stdout; only warnings and errors are logged beside it.
  const logger = pinoLogger(config.logLevel === 'debug' ? 'debug' : 'warn');
  // Boards are drawn in the render worker, as the bot draws them: node-canvas never loads on this thread.
  const { app, store } = composeApp({ databasePath, databaseUrl, logger, ledgerKey: keyFor(logger), renderer: renderBoardInWorker, ...(secrets ? { secrets } : {}), ...(config.web ? { web: linksOf(config.web) } : {}) });
  const table = new LocalTable(app, {
    json: args.json === true,
    outDir: args.out ?? config.outputDir,
    write: (line) => process.stdout.write(`${line}\n`),
    choices: true,
  });
  const web = config.web ? await serveWeb(config.web, { app, store }, logger, (done, to) => table.fromPage(done, to)) : undefined;
  if (interactive && !args.json) {
    process.stdout.write(
      `Sitrep local table — database ${databaseUrl === undefined ? databasePath : 'PostgreSQL (DATABASE_URL)'}. Type /help; "as <name>" switches player, "in <channel>" switches channel.\n` +
        'To connect to Discord instead, put DISCORD_TOKEN in .env (see README).\n',
    );
  }
  if (web && !args.json) process.stdout.write(`Web page on ${web.url} (links point at ${config.web!.publicUrl}): /board web gives the player you act as their link.\n`);
  try {
    await runLocalTable(table, process.stdin, interactive, process.stdout);
  } finally {
    await web?.close();
    store.close();
    await closeRenderWorkers();
  }
}

main().catch((e: unknown) => fail(`Sitrep stopped: ${e instanceof Error ? e.message : String(e)}`, 1));
