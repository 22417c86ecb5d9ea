import pino from 'pino';
import type { Logger, LogLevel } from '../app/ports.js';

/**
 * JSON lines on stderr, so stdout stays the table's own output. The bot buffers them (`sync: false`):
 * a write to a slow pipe then never holds the commands behind it; the buffer is flushed on exit.
 */
export function pinoLogger(level: LogLevel, options: { readonly sync?: boolean } = {}): Logger & { flush(): void } {
  const destination = pino.destination({ dest: 2, sync: options.sync ?? true, minLength: options.sync === false ? 4096 : 0 });
  const p = pino({ level, base: { app: 'sitrep' } }, destination);
  return { log: (lvl, msg, fields) => p[lvl](fields ?? {}, msg), flush: () => destination.flushSync() };
}

/** Keeps entries in memory, for tests that assert what was (and was not) logged. */
export function memoryLogger(): Logger & { entries: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] } {
  const entries: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] = [];
  return { entries, log: (level, msg, fields) => void entries.push(fields ? { level, msg, fields } : { level, msg }) };
}
