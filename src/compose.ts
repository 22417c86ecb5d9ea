import { randomBytes } from 'node:crypto';
import { commands } from '../commands/index.js';
import { App } from './app/app.js';
import type { CommandNode } from './app/command.js';
import type { Clock, DiceSource, Logger, SecretSource } from './app/ports.js';
import { SECRET_BYTES } from './core/dice/rng.js';
import { SqliteCampaignStore } from './persistence/campaign-store.js';

export const systemClock: Clock = { now: () => new Date() };

export const randomSecrets: SecretSource = () => randomBytes(SECRET_BYTES);

/** A fixed secret for every new ledger: reproducible scripts and tests only, never a real game. */
export function fixedSecret(hex: string): SecretSource {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`a secret is ${SECRET_BYTES} bytes written as 64 hex digits`);
  const bytes = Buffer.from(hex, 'hex');
  return () => new Uint8Array(bytes);
}

export interface Composed {
  readonly app: App;
  readonly store: SqliteCampaignStore;
}

/** Wires the store, the clock, the secret source and the command list into the App. */
export function composeApp(deps: {
  databasePath: string;
  logger: Logger;
  secrets?: SecretSource;
  clock?: Clock;
  /** Tests may add commands (e.g. one that DMs an image) to exercise a transport. */
  commands?: readonly CommandNode[];
  /** Tests only: scripted dice instead of the seeded ones. */
  dice?: DiceSource;
}): Composed {
  const store = SqliteCampaignStore.open(deps.databasePath);
  const app = new App({
    store,
    clock: deps.clock ?? systemClock,
    secrets: deps.secrets ?? randomSecrets,
    logger: deps.logger,
    commands: deps.commands ?? commands,
    ...(deps.dice ? { dice: deps.dice } : {}),
  });
  return { app, store };
}
