import { parentPort, workerData } from 'node:worker_threads';
import { parseLine } from '../../../src/adapters/console/parse-line.js';
import { memoryLogger } from '../../../src/adapters/logger.js';
import { composeApp, fixedSecret } from '../../../src/compose.js';
import { withDropStand } from './mutating-order.js';
import { LEDGER_KEY } from '../../helpers/harness.js';

/**
 * A game played as the bot plays it, arrays frozen only by note (`SITREP_FREEZE_ARRAYS=0`, set by the
 * test that starts this thread), into the SQLite file `workerData.path`, with the faulty order in it.
 */
const { path, lines } = workerData as { path: string; lines: readonly (readonly [string, string])[] };
const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: path, logger: memoryLogger(), secrets: fixedSecret('07'.repeat(32)), commands: withDropStand });
const refused: string[] = [];
for (const [who, line] of lines) {
  const parsed = parseLine(line);
  if (parsed.kind !== 'command') throw new Error(line);
  const r = app.execute({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path: parsed.path, options: parsed.options });
  if (!r.ok) refused.push(`${line}: ${r.error.code}`);
}
store.close();
parentPort!.postMessage({ refused });
