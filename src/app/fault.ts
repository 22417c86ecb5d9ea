import { randomBytes } from 'node:crypto';
import type { Logger, LogLevel } from './ports.js';

/**
 * Logs a fault (a bug, a database gone) with a new short reference, the error's stack beside it, and
 * returns the reference: all a user is ever shown of it ("Something went wrong (ref 7f3a1c)").
 */
export function logFault(logger: Logger, msg: string, e: unknown, fields: Record<string, unknown> = {}, level: LogLevel = 'error'): string {
  const ref = randomBytes(3).toString('hex');
  logger.log(level, msg, { ref, ...fields, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  return ref;
}
