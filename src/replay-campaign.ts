import { dirname, resolve } from 'node:path';
import { checkReplay, readRecord, replay, stepName, type ReplayDeps, type ReplayVerdict } from './app/replay.js';
import type { CampaignStore } from './app/ports.js';
import { replayDeps } from './compose.js';
import { ConfigError, loadConfig } from './config.js';
import { PgCampaignStore, SqliteCampaignStore } from './persistence/campaign-store.js';
import { ledgerKey } from './ledger-key.js';
import { pinoLogger } from './adapters/logger.js';

const USAGE = 'usage: npm run replay -- <campaign number>… [--faces]\n  --faces  draw each roll\'s faces from the ledger instead of its seeds (a game played with scripted dice)';

const rollsOf = (from: number, to: number): string => (to === from ? 'no roll' : to === from + 1 ? `roll #${to}` : `rolls #${from + 1}–#${to}`);

/** The report of one campaign's replay, as lines: what was replayed, then that all steps match or where the first one differs. */
export function replayReport(store: CampaignStore, id: string, faces: boolean, deps: ReplayDeps = replayDeps()): { readonly ok: boolean; readonly lines: string[] } {
  const record = store.transaction((tx) => readRecord(tx, id));
  if (!record) return { ok: false, lines: [`Campaign #${id}: there is no such campaign.`] };
  const c = record.campaign;
  const started = performance.now();
  const replayed = replay(record, deps, { dice: faces ? 'recorded' : 'seeded' });
  const verdict: ReplayVerdict = checkReplay(record, replayed);
  const ms = performance.now() - started;
  const rolls = replayed.steps.filter((s) => s.kind === 'roll').length;
  const head = `Campaign #${c.id} "${c.name}" (${c.ruleset}, ${c.status}): ${record.actions.length} action(s) kept and ${rolls} /roll(s), replayed ${replayed.start ? 'from its first kept action (it was begun before actions were kept; nothing before that can be replayed)' : 'from its start'} with the ledger's ${faces ? 'recorded faces' : 'seeds'} in ${Math.round(ms)} ms.`;
  if (verdict.ok) return { ok: true, lines: [head, `All ${verdict.steps} steps match: the rebuilt campaign is the stored one after every action.`] };
  if (verdict.index === undefined) return { ok: false, lines: [head, verdict.why] };
  const step = verdict.step!;
  return {
    ok: false,
    lines: [
      head,
      `First difference at step ${stepName(step, verdict.index)} of ${replayed.steps.length}: ${verdict.why}.`,
      ...(step.kind === 'action' ? [`  options: ${JSON.stringify(step.action.options, (_k, v: unknown) => (typeof v === 'object' && v !== null && 'base64' in v ? `<file ${(v as unknown as { name: string }).name}>` : v))}${step.action.side ? `; side ${step.action.side}` : ''}; made on version ${step.action.version}; ${rollsOf(step.action.rollFrom, step.action.rollTo)}`] : []),
      verdict.index === 0 ? 'No step before it matched.' : `The ${verdict.index} step(s) before it match.`,
    ],
  };
}

/**
 * `npm run replay -- <campaign>`: replays campaigns of the configured database (`DATABASE_PATH`, or
 * `DATABASE_URL`) from their actions and their ledger's seeds, arrays frozen (the npm script sets
 * SITREP_FREEZE_ARRAYS=1), and reports for each the first action at which the rebuilt campaign differs
 * from the stored one, and in which parts, or that every action matches. Exit code 1 when one differs.
 * It reads the ledger's secret: run it on the server, with the bot's LEDGER_KEY (docs/replay.md).
 */
function main(): number {
  const argv = process.argv.slice(2);
  const faces = argv.includes('--faces');
  const ids = argv.filter((a) => a !== '--faces');
  if (ids.length === 0 || ids.some((a) => !/^[1-9]\d*$/.test(a))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    throw e instanceof ConfigError ? new Error(e.message) : e;
  }
  // The bot's key, never a new one: a replay only reads the database.
  const key = ledgerKey({ configured: config.ledgerKey, dataDir: dirname(resolve(config.databasePath)), logger: pinoLogger('warn'), shared: config.databaseUrl !== undefined, make: false });
  const store = config.databaseUrl === undefined ? SqliteCampaignStore.open(config.databasePath, key) : PgCampaignStore.open(config.databaseUrl, key);
  let allOk = true;
  const deps = replayDeps();
  try {
    for (const id of ids) {
      const report = replayReport(store, id, faces, deps);
      allOk &&= report.ok;
      process.stdout.write(`${report.lines.join('\n')}\n`);
    }
  } finally {
    store.close();
  }
  return allOk ? 0 : 1;
}

if (process.argv[1]?.endsWith('replay-campaign.ts') || process.argv[1]?.endsWith('replay-campaign.js')) {
  try {
    process.exitCode = main();
  } catch (e) {
    process.stderr.write(`replay failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
}
