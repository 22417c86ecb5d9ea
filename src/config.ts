import { existsSync } from 'node:fs';
import type { LogLevel } from './app/ports.js';

/** Everything Sitrep reads from its environment. This module is the only reader of process.env. */
export interface Config {
  readonly discordToken?: string;
  readonly applicationId?: string;
  readonly devGuildId?: string;
  /** REST base URL, for a shared REST proxy or a test server; discord.js's default when unset. */
  readonly discordApiUrl?: string;
  readonly databasePath: string;
  /** PostgreSQL (`DATABASE_URL`, postgres://…), the store every process of a bot shares; unset: SQLite at `databasePath`. */
  readonly databaseUrl?: string;
  /**
   * The key ledger secrets are encrypted with at rest (`LEDGER_KEY`, 64 hex digits); unset, one is made and
   * kept beside the SQLite database (`src/ledger-key.ts`).
   */
  readonly ledgerKey?: string;
  readonly outputDir: string;
  readonly logLevel: LogLevel;
  /** This process's name for its outbox entries (`OUTBOX_OWNER`); one name per running process. */
  readonly outboxOwner: string;
  /**
   * The gateway shards this process runs (`SHARD_IDS`: `0,1`, or `auto` for as many as Discord
   * recommends) of `SHARD_COUNT` in all; unset, one process runs the one shard.
   */
  readonly shards?: { readonly ids: readonly number[] | 'auto'; readonly count?: number };
  /** Where `/healthz` and `/metrics` are served (`METRICS_PORT`, `METRICS_HOST`, default 127.0.0.1); unset: not served. */
  readonly metrics?: { readonly host: string; readonly port: number };
  /** The web page (docs/web.md): served when `WEB_PORT` is set. */
  readonly web?: WebConfig;
}

export interface WebConfig {
  /** `WEB_PORT`: the port this process's page listens on. */
  readonly port: number;
  /** `WEB_HOST`: the address it listens on (default 127.0.0.1: a reverse proxy in front, or this machine only). */
  readonly host: string;
  /** `PUBLIC_URL`: where people reach it, without a trailing slash (default http://127.0.0.1:<port>). */
  readonly publicUrl: string;
  /** `WEB_SECRET`: signs every link; unset, each campaign keeps a random key of its own in the database. */
  readonly secret?: string;
  /** `WEB_LINK_DAYS`: how long a link lasts (default 14). */
  readonly linkDays: number;
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

export class ConfigError extends Error {}

/** Reads `.env` from the working directory when present; real environment variables win. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, envFile = '.env'): Config {
  // loadEnvFile never overrides a variable the environment already has.
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  const value = (k: string): string | undefined => {
    const v = env[k]?.trim();
    return v ? v : undefined;
  };
  const logLevel = (value('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL connection string (postgres://user@host/database); leave it empty for SQLite at DATABASE_PATH');
  }
  const ledgerKey = value('LEDGER_KEY');
  if (ledgerKey !== undefined && !/^[0-9a-f]{64}$/i.test(ledgerKey)) {
    throw new ConfigError('LEDGER_KEY must be 32 bytes written as 64 hex digits (make one with `openssl rand -hex 32`); leave it empty to keep a generated key beside the database');
  }
  const metricsPort = value('METRICS_PORT');
  if (metricsPort !== undefined && !(/^\d{1,5}$/.test(metricsPort) && Number(metricsPort) <= 65535)) {
    throw new ConfigError('METRICS_PORT must be a port number (0 to 65535) to serve /healthz and /metrics on; leave it empty to serve neither');
  }
  const optional = <K extends string>(key: K, v: string | undefined) => (v === undefined ? {} : { [key]: v });
  return {
    ...optional('discordToken', value('DISCORD_TOKEN')),
    ...optional('applicationId', value('DISCORD_APPLICATION_ID')),
    ...optional('devGuildId', value('DEV_GUILD_ID')),
    ...optional('discordApiUrl', value('DISCORD_API_URL')),
    databasePath: value('DATABASE_PATH') ?? './data/sitrep.sqlite',
    ...optional('databaseUrl', databaseUrl),
    ...optional('ledgerKey', ledgerKey),
    ...(metricsPort === undefined ? {} : { metrics: { host: value('METRICS_HOST') ?? '127.0.0.1', port: Number(metricsPort) } }),
    outputDir: value('OUTPUT_DIR') ?? './out',
    logLevel,
    ...shardsOf(value('SHARD_IDS'), value('SHARD_COUNT'), value('OUTBOX_OWNER')),
    ...webOf(value('WEB_PORT'), value('WEB_HOST'), value('PUBLIC_URL'), value('WEB_SECRET'), value('WEB_LINK_DAYS')),
  } as Config;
}

/** A WEB_SECRET shorter than this is refused: it is the key to every link. */
const MIN_WEB_SECRET = 32;

/** WEB_PORT and its companions; none of them without WEB_PORT, which switches the page on. */
function webOf(portText: string | undefined, host: string | undefined, url: string | undefined, secret: string | undefined, daysText: string | undefined): Pick<Config, 'web'> {
  if (portText === undefined) {
    const stray = [['WEB_HOST', host], ['PUBLIC_URL', url], ['WEB_SECRET', secret], ['WEB_LINK_DAYS', daysText]].find(([, v]) => v !== undefined)?.[0];
    if (stray !== undefined) throw new ConfigError(`${stray} is set but WEB_PORT is not: set WEB_PORT to serve the web page, or leave ${stray} empty`);
    return {};
  }
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError('WEB_PORT must be a port number from 1 to 65535 (leave it empty to serve no web page)');
  const days = daysText === undefined ? 14 : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new ConfigError('WEB_LINK_DAYS must be a whole number of days from 1 to 365');
  if (secret !== undefined && secret.length < MIN_WEB_SECRET) throw new ConfigError(`WEB_SECRET must be at least ${MIN_WEB_SECRET} characters (e.g. \`openssl rand -hex 32\`), or empty to keep a key per campaign in the database`);
  let publicUrl = `http://127.0.0.1:${port}`;
  if (url !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) throw new ConfigError('PUBLIC_URL must be the http:// or https:// address people reach the page at, e.g. https://sitrep.example.org');
    publicUrl = url.replace(/\/+$/, '');
  }
  return { web: { port, host: host ?? '127.0.0.1', publicUrl, linkDays: days, ...(secret === undefined ? {} : { secret }) } };
}

/** SHARD_IDS and SHARD_COUNT as discord.js takes them, and the outbox owner they imply (a process per shard set). */
function shardsOf(idsText: string | undefined, countText: string | undefined, owner: string | undefined): Pick<Config, 'shards' | 'outboxOwner'> {
  const count = countText === undefined ? undefined : Number(countText);
  if (count !== undefined && !(Number.isInteger(count) && count >= 1)) throw new ConfigError('SHARD_COUNT must be a whole number of at least 1');
  if (idsText === undefined) {
    if (count !== undefined && count > 1) throw new ConfigError('SHARD_COUNT is set: also set SHARD_IDS, the shards this process runs (e.g. 0 or 0,1), or auto');
    return { outboxOwner: owner ?? 'main', ...(count === undefined ? {} : { shards: { ids: [0], count } }) };
  }
  if (idsText === 'auto') {
    if (count !== undefined) throw new ConfigError('SHARD_IDS=auto runs every shard Discord recommends: leave SHARD_COUNT unset');
    return { outboxOwner: owner ?? 'main', shards: { ids: 'auto' } };
  }
  const ids = idsText.split(',').map((t) => Number(t.trim()));
  if (ids.some((n) => !Number.isInteger(n) || n < 0)) throw new ConfigError('SHARD_IDS must be shard numbers separated by commas (e.g. 0,1), or auto');
  if (count === undefined) throw new ConfigError('SHARD_IDS is set: also set SHARD_COUNT, the number of shards in all');
  const over = ids.find((n) => n >= count);
  if (over !== undefined) throw new ConfigError(`SHARD_IDS names shard ${over}, but SHARD_COUNT is ${count}: shards are numbered 0 to ${count - 1}`);
  // A process is known by its shards: restarted with the same ones, it sends what it left.
  return { outboxOwner: owner ?? `shards-${[...new Set(ids)].sort((a, b) => a - b).join('-')}-of-${count}`, shards: { ids: [...new Set(ids)], count } };
}
