import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from './core/board/scenario.js';
import { parseScenario } from './core/board/scenario-validate.js';
import type { BoardRenderView } from './core/board/view.js';
import { commands } from '../commands/index.js';
import { RULESETS } from './rulesets/registry.js';
import { App } from './app/app.js';
import type { CommandNode } from './app/command.js';
import type { WebLinks } from './app/web-links.js';
import type { ReplayDeps } from './app/replay.js';
import type { BoardRenderer, CampaignStore, Clock, DiceSource, Logger, SecretSource } from './app/ports.js';
import { SECRET_BYTES } from './core/dice/rng.js';
import { PgCampaignStore, SqliteCampaignStore } from './persistence/campaign-store.js';
import { PROJECT_ROOT } from './project-root.js';

export const systemClock: Clock = { now: () => new Date() };

export const randomSecrets: SecretSource = () => randomBytes(SECRET_BYTES);

/** A fixed secret for every new ledger: reproducible scripts and tests only, never a real game. */
export function fixedSecret(hex: string): SecretSource {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`a secret is ${SECRET_BYTES} bytes written as 64 hex digits`);
  const bytes = Buffer.from(hex, 'hex');
  return () => new Uint8Array(bytes);
}

const SCENARIOS = join(PROJECT_ROOT, 'assets/scenarios');

/** The built-in scenarios, read and checked once at start against the rulesets' board kits: a broken one is a fault of ours. */
export function builtInScenarios(dir = SCENARIOS): ReadonlyMap<string, Scenario> {
  const out = new Map<string, Scenario>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const parsed = parseScenario(readFileSync(join(dir, file), 'utf8'), RULESETS.boards);
    if (!parsed.ok) throw new Error(`built-in scenario ${file} is invalid: ${parsed.params.problems}`);
    out.set(parsed.value.id, parsed.value);
  }
  return out;
}

/** Draws boards on this thread, loading node-canvas only when the first board is drawn. */
export async function renderHere(view: BoardRenderView): Promise<Uint8Array> {
  const { renderBoard } = await import('./render/board.js');
  return renderBoard(view);
}

export interface Composed<S extends CampaignStore = CampaignStore> {
  readonly app: App;
  readonly store: S;
}

export interface ComposeDeps {
  /** A file, ':memory:', or a serialized database to start from (tests); unused with `databaseUrl`. */
  databasePath: string | Buffer;
  /** PostgreSQL (postgres://…) instead of SQLite at `databasePath`: one store shared by every process. */
  databaseUrl?: string | undefined;
  logger: Logger;
  secrets?: SecretSource;
  clock?: Clock;
  /** Tests may add commands (e.g. one that DMs an image) to exercise a transport. */
  commands?: readonly CommandNode[];
  /** Tests only: scripted dice instead of the seeded ones. */
  dice?: DiceSource;
  /** How boards are drawn; on this thread unless the caller (the bot) passes its worker pool. */
  renderer?: BoardRenderer;
  /** Keep outcomes in the outbox until delivered (the bot), under this process's name. */
  outbox?: string;
  /** The web page's links, when this process serves the page. */
  web?: WebLinks | undefined;
  /** The key ledger secrets are encrypted with at rest (`LEDGER_KEY`, or `ledgerKey()`'s file). */
  ledgerKey: Uint8Array;
}

/**
 * What a replay runs on (`src/app/replay.ts`): the app's commands, rulesets and built-in scenarios, and
 * a fresh SQLite database in memory for each replay.
 */
export function replayDeps(commandList: readonly CommandNode[] = commands, scenarios: ReadonlyMap<string, Scenario> = builtInScenarios()): ReplayDeps {
  return { commands: commandList, rulesets: RULESETS, scenarios, freshStore: (firstLedgerId) => SqliteCampaignStore.scratch(firstLedgerId) };
}

/** Wires the store, the clock, the secret source and the command list into the App. */
export function composeApp(deps: ComposeDeps & { databaseUrl?: undefined }): Composed<SqliteCampaignStore>;
export function composeApp(deps: ComposeDeps): Composed;
export function composeApp(deps: ComposeDeps): Composed {
  const store = deps.databaseUrl === undefined ? SqliteCampaignStore.open(deps.databasePath, deps.ledgerKey) : PgCampaignStore.open(deps.databaseUrl, deps.ledgerKey);
  const app = new App({
    store,
    clock: deps.clock ?? systemClock,
    secrets: deps.secrets ?? randomSecrets,
    logger: deps.logger,
    commands: deps.commands ?? commands,
    rulesets: RULESETS,
    ...(deps.dice ? { dice: deps.dice } : {}),
    scenarios: builtInScenarios(),
    renderer: deps.renderer ?? renderHere,
    ...(deps.outbox === undefined ? {} : { outbox: deps.outbox }),
    ...(deps.web === undefined ? {} : { web: deps.web }),
  });
  return { app, store };
}
