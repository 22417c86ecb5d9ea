import { readFileSync } from 'node:fs';
import { LocalTable } from '../../src/adapters/console/local-table.js';
import type { App } from '../../src/app/app.js';

/**
 * Plays a local-table script (`as`, `in`, slash commands) on an App as the local table would,
 * files read from the working directory. Returns the lines that were refused.
 */
export function playTable(app: App, script: string, outDir: string): string[] {
  const table = new LocalTable(app, { json: true, outDir, write: () => {} });
  const refused: string[] = [];
  for (const line of (script.includes('\n') ? script : readFileSync(script, 'utf8')).split('\n')) {
    const record = table.handle(line.trim());
    if (record && !record.ok) refused.push(`${line.trim()}: ${record.error?.code}`);
  }
  return refused;
}
