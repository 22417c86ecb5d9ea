import { parseLine } from '../../src/adapters/console/parse-line.js';
import { memoryLogger } from '../../src/adapters/logger.js';
import { allParts } from '../../src/app/outbox.js';
import { composeApp, fixedSecret } from '../../src/compose.js';
import { LEDGER_KEY, SECRET_HEX } from './harness.js';

/** What one command cost the database: round trips and statements (several statements go in one round trip when batched). */
export interface CommandCost {
  readonly command: string;
  /** Whether it was carried out (a refusal writes nothing). */
  readonly ok: boolean;
  /** Why not, when it was not. */
  readonly refused?: string;
  /** Whether it wrote anything (its transaction committed changes). */
  readonly wrote: boolean;
  readonly roundTrips: number;
  readonly statements: number;
}

/**
 * A FoGO game played on PostgreSQL at `url` as a table plays it: a campaign made, both sides joined
 * with their forces, then turns of fire and passes with rolls between, status and stand lists, and the
 * answers' outbox marks written as the bot writes them. Each command's round trips and statements, as
 * the connection counted them. Dice from a fixed secret, so the same game each time.
 */
export function pgCommandCosts(url: string, each?: (c: CommandCost) => void): CommandCost[] {
  const logger = memoryLogger();
  const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', databaseUrl: url, logger, secrets: fixedSecret(SECRET_HEX), outbox: 'bench' });
  const costs: CommandCost[] = [];
  let marks: [number, number][] = [];
  const measured = (command: string, fn: () => { ok: boolean; wrote: boolean; refused?: string }) => {
    const before = store.health();
    const { ok, wrote, refused } = fn();
    const after = store.health();
    const cost = { command, ok, ...(refused === undefined ? {} : { refused }), wrote, roundTrips: after.roundTrips - before.roundTrips, statements: after.statements - before.statements };
    costs.push(cost);
    each?.(cost);
    return ok;
  };
  const run = (who: string, line: string, channelId = 'ops') => {
    const parsed = parseLine(line);
    if (parsed.kind !== 'command') throw new Error(`not a command: ${line}`);
    const name = line.split(' ').slice(0, parsed.path.length).join(' ') + (channelId === 'ops' ? '' : ' (no campaign)');
    return measured(name, () => {
      const r = app.execute({ actor: { id: who, name: who }, channelId, path: parsed.path, options: parsed.options });
      if (r.ok && r.outbox !== undefined) marks.push([r.outbox.id, allParts(r.outcome)]);
      return r.ok ? { ok: true, wrote: r.outbox !== undefined } : { ok: false, wrote: false, refused: r.error.code };
    });
  };
  try {
    run('gm', '/campaign new ruleset:fogo name:Bench sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    run('ana', '/campaign join side:Portugal');
    run('ana', '/fogo force builtin:cacadores-combat-group');
    run('ben', '/campaign join side:FRELIMO');
    run('ben', '/fogo force builtin:frelimo-group');
    for (let turn = 0; turn < 6; turn++) {
      run('ana', '/roll dice:4d6>=5 reason:morale');
      run('solo', '/roll dice:2d6', 'elsewhere');
      // Whoever holds the initiative fires; a pass hands it over whoever held it.
      if (!run('ana', '/fogo fire firers:CA-1 target:FR-2 cover:cover')) run('ben', '/fogo fire firers:FR-1 target:CA-2 cover:open');
      if (!run('ana', '/fogo pass')) run('ben', '/fogo pass');
      run('ana', '/campaign status');
      run('ben', '/fogo stand list');
      const told = marks;
      marks = [];
      measured('outbox marks', () => (app.deliveredAll(told), { ok: true, wrote: true }));
    }
  } finally {
    store.close();
  }
  // A fault is no figure: the game must play as it does on SQLite.
  const fault = logger.entries.find((e) => e.level === 'error');
  if (fault) throw new Error(`the game on PostgreSQL met a fault: ${fault.msg} ${JSON.stringify(fault.fields)}`);
  return costs;
}

/** Per command name: how many ran, and the most and mean round trips and statements of those carried out. */
export function summarize(costs: readonly CommandCost[]): Map<string, { n: number; maxRoundTrips: number; meanRoundTrips: number; meanStatements: number; wrote: boolean }> {
  const by = new Map<string, CommandCost[]>();
  for (const c of costs) if (c.ok) by.set(c.command, [...(by.get(c.command) ?? []), c]);
  return new Map(
    [...by].map(([command, cs]) => [
      command,
      {
        n: cs.length,
        maxRoundTrips: Math.max(...cs.map((c) => c.roundTrips)),
        meanRoundTrips: cs.reduce((s, c) => s + c.roundTrips, 0) / cs.length,
        meanStatements: cs.reduce((s, c) => s + c.statements, 0) / cs.length,
        wrote: cs.some((c) => c.wrote),
      },
    ]),
  );
}
