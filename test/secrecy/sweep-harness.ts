import type { Execution } from '../../src/app/app.js';
import type { RawOptions } from '../../src/app/options.js';
import { memoryLogger } from '../../src/adapters/logger.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { typedUsers } from '../../src/adapters/console/typed-users.js';
import { App } from '../../src/app/app.js';
import type { CommandNode } from '../../src/app/command.js';
import { builtInScenarios, fixedSecret, renderHere } from '../../src/compose.js';
import { commands } from '../../commands/index.js';
import { SqliteCampaignStore } from '../../src/persistence/campaign-store.js';
import { SECRET_HEX, LEDGER_KEY } from '../helpers/harness.js';
import { RULESETS } from '../../src/rulesets/registry.js';

/** One invocation: who, in which channel, which command, with what. */
export interface Call {
  readonly who: string;
  readonly channel: string;
  readonly path: readonly string[];
  readonly options: RawOptions;
}

/** A local-table line as a call, e.g. `call('bob', 'fogo', '/fogo pass')`. */
export function call(who: string, channel: string, line: string): Call {
  const parsed = parseLine(line);
  if (parsed.kind !== 'command') throw new Error(`not a command line: ${line}`);
  return { who, channel, path: parsed.path, options: parsed.options };
}

export const lineOf = (c: Call): string =>
  `/${c.path.join(' ')} ${Object.entries(c.options)
    .map(([k, v]) => `${k}:${typeof v !== 'object' ? JSON.stringify(String(v)) : 'data' in v ? `<file ${v.name}>` : `<person ${v.name}>`}`)
    .join(' ')}`.trim();

/** The web page on, so that /board web makes links (test/secrecy/web-sweep.test.ts opens them). */
export const SWEEP_WEB = { publicUrl: 'https://sitrep.example.org', days: 14 } as const;

let scenarios: ReturnType<typeof builtInScenarios> | undefined;

/**
 * The real App on a real SQLite database, wired as `composeApp` wires it (test/helpers/harness.ts),
 * but with the built-in scenarios read once for all copies, and a clock the sweep sets: two worlds
 * that run the same call stamp it with the same time, whatever each ran before.
 */
export function sweepHarness(database: string | Buffer = ':memory:', commandList: readonly CommandNode[] = commands) {
  const logger = memoryLogger();
  let now = Date.UTC(2026, 10, 21, 12, 0, 0);
  scenarios ??= builtInScenarios();
  const store = SqliteCampaignStore.open(database, LEDGER_KEY);
  const app = new App({
    store,
    clock: { now: () => new Date(now) },
    secrets: fixedSecret(SECRET_HEX),
    logger,
    commands: commandList,
    scenarios,
    rulesets: RULESETS,
    renderer: renderHere,
    web: SWEEP_WEB,
  });
  const run = (c: Call, at?: number): Execution => {
    now = at ?? now + 1000;
    // A person option names someone as the world does: `player:cat` is id-cat.
    const options = typedUsers(commandList, c.path, c.options, (name) => ({ id: `id-${name}`, name }));
    return app.execute({ actor: { id: `id-${c.who}`, name: c.who }, channelId: c.channel, path: c.path, options });
  };
  return { app, store, logger, run, setTime: (t: number) => void (now = t) };
}

export type SweepHarness = ReturnType<typeof sweepHarness>;
