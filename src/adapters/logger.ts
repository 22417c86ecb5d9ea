import pino from 'pino';
import type { Logger, LogLevel } from '../app/ports.js';

/** JSON lines on stderr, so stdout stays the table's own output. */
export function pinoLogger(level: LogLevel): Logger {
  const p = pino({ level, base: { app: 'sitrep' } }, pino.destination({ dest: 2, sync: true }));
  return { log: (lvl, msg, fields) => p[lvl](fields ?? {}, msg) };
}

/** Keeps entries in memory, for tests that assert what was (and was not) logged. */
export function memoryLogger(): Logger & { entries: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] } {
  const entries: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] = [];
  return { entries, log: (level, msg, fields) => void entries.push(fields ? { level, msg, fields } : { level, msg }) };
}
