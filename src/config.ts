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
  } as Config;
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
