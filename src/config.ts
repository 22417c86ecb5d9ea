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
  readonly outputDir: string;
  readonly logLevel: LogLevel;
  /** This process's name for its outbox entries (`OUTBOX_OWNER`); one name per running process. */
  readonly outboxOwner: string;
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
  const optional = <K extends string>(key: K, v: string | undefined) => (v === undefined ? {} : { [key]: v });
  return {
    ...optional('discordToken', value('DISCORD_TOKEN')),
    ...optional('applicationId', value('DISCORD_APPLICATION_ID')),
    ...optional('devGuildId', value('DEV_GUILD_ID')),
    ...optional('discordApiUrl', value('DISCORD_API_URL')),
    databasePath: value('DATABASE_PATH') ?? './data/sitrep.sqlite',
    ...optional('databaseUrl', databaseUrl),
    outputDir: value('OUTPUT_DIR') ?? './out',
    logLevel,
    outboxOwner: value('OUTBOX_OWNER') ?? 'main',
  } as Config;
}
