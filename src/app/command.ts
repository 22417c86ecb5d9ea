import type { Actor, Campaign } from '../core/campaign.js';
import type { Scenario } from '../core/board/scenario.js';
import type { Ruleset, RulesetRegistry } from '../core/ruleset.js';
import type { RuleResult } from '../core/result.js';
import type { Attachment, Outcome } from './outcome.js';
import type { DiceSource, Logger, SecretSource, StoreTx } from './ports.js';
import type { PreconditionId } from './preconditions.js';
import type { WebLinks } from './web-links.js';

/** Lists an option's legal values for autocomplete, from the asker's own view only. */
export type AutocompleteSource = 'side' | 'open-side' | 'house-rule' | 'command-path' | 'stand' | 'scenario' | 'join-request' | 'player';

interface OptionBase {
  readonly description: string;
  readonly required?: boolean;
}

export type OptionSpec =
  | (OptionBase & {
      readonly type: 'string';
      readonly choices?: readonly string[];
      readonly minLength?: number;
      readonly maxLength?: number;
      readonly autocomplete?: AutocompleteSource;
    })
  | (OptionBase & { readonly type: 'integer'; readonly min?: number; readonly max?: number })
  | (OptionBase & { readonly type: 'boolean' })
  | (OptionBase & { readonly type: 'attachment' })
  /** A person (Discord's user picker; a name on the local table). */
  | (OptionBase & { readonly type: 'user' });

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

type ValueOf<S> = S extends { type: 'string'; choices: readonly (infer C)[] }
  ? C
  : S extends { type: 'string' }
    ? string
    : S extends { type: 'integer' }
      ? number
      : S extends { type: 'boolean' }
        ? boolean
        : S extends { type: 'attachment' }
          ? Attachment
          : S extends { type: 'user' }
            ? Actor
            : never;

type RequiredKeys<O> = { [K in keyof O]: O[K] extends { required: true } ? K : never }[keyof O];

/** The parsed options a command's `run` receives, typed from its option spec. */
export type OptionValues<O extends OptionSpecs> = { -readonly [K in RequiredKeys<O>]: ValueOf<O[K]> } & {
  -readonly [K in Exclude<keyof O, RequiredKeys<O>>]?: ValueOf<O[K]>;
};

/**
 * What the pipeline learns of a command as it runs, for the action it keeps (`src/core/action.ts`):
 * `runMove` names the acting side and whether the bot played; `rollInLedger` counts the campaign's rolls.
 */
export interface ActionNote {
  side?: string;
  bot?: boolean;
  /** Rolls drawn from the campaign's ledger. */
  rolls: number;
  /** The command changed only what a transport keeps of the campaign (its web page's links), not the game: it is no action. */
  transport?: boolean;
}

/** What a command sees while it runs, inside the one transaction of its invocation. */
export interface CommandContext {
  readonly actor: Actor;
  readonly channelId: string;
  /** ISO time of the invocation, from the Clock port. */
  readonly now: string;
  readonly tx: StoreTx;
  /** The channel's active campaign as loaded at the start of the transaction. */
  readonly campaign: Campaign | undefined;
  readonly newSecret: SecretSource;
  readonly dice: DiceSource;
  /** The built-in scenarios (assets/scenarios), by id. */
  readonly scenarios: ReadonlyMap<string, Scenario>;
  /** The rulesets this app plays: the only way the app reaches one. */
  readonly rulesets: RulesetRegistry;
  readonly commands: readonly CommandNode[];
  readonly logger: Logger;
  /** The web page's links, when this bot serves the page (WEB_PORT). */
  readonly web?: WebLinks;
  readonly action: ActionNote;
}

export type CommandResult = RuleResult<Outcome>;

export interface Command<O extends OptionSpecs = OptionSpecs> {
  readonly kind: 'command';
  readonly name: string;
  readonly description: string;
  readonly options: O;
  readonly preconditions: readonly PreconditionId[];
  /** Draws boards: the Discord transport acknowledges first (Discord allows 3 seconds). */
  readonly slow?: boolean;
  /** Longer help text shown by /help for this command. */
  readonly help?: string;
  /** A top-level command that makes sense in the bot's direct messages too; the others are offered in server channels only. */
  readonly inDms?: boolean;
  /**
   * It only reads: it runs in a read-only transaction, which locks nothing (on PostgreSQL a move on the
   * same campaign is not held up by it). A write in one is a fault.
   */
  readonly readOnly?: boolean;
  run(ctx: CommandContext, options: OptionValues<O>): CommandResult;
}

export interface CommandGroup {
  readonly kind: 'group';
  readonly name: string;
  readonly description: string;
  readonly children: readonly CommandNode[];
}

export type CommandNode = Command | CommandGroup;

/** Declares a command; `const` keeps option names and choices literal so `run` is typed from them. */
export function command<const O extends OptionSpecs>(def: Omit<Command<O>, 'kind'>): Command<O> {
  return { kind: 'command', ...def };
}

export function group(name: string, description: string, children: readonly CommandNode[]): CommandGroup {
  return { kind: 'group', name, description, children };
}

export interface ResolvedCommand {
  readonly command: Command;
  /** e.g. ['campaign', 'rules', 'set'] */
  readonly path: readonly string[];
}

export type ResolveError = 'command/unknown' | 'command/incomplete';

/** Walks the tree along `path` to a command. */
export function resolveCommand(
  roots: readonly CommandNode[],
  path: readonly string[],
): RuleResult<ResolvedCommand, ResolveError> {
  let level = roots;
  const taken: string[] = [];
  for (const word of path) {
    const node = level.find((n) => n.name === word.toLowerCase());
    if (!node) return { ok: false, code: 'command/unknown', params: { command: [...taken, word].join(' ') } };
    taken.push(node.name);
    if (node.kind === 'command') {
      if (taken.length !== path.length) return { ok: false, code: 'command/unknown', params: { command: path.join(' ') } };
      return { ok: true, value: { command: node, path: taken } };
    }
    level = node.children;
  }
  if (taken.length === 0) return { ok: false, code: 'command/unknown', params: { command: '' } };
  return {
    ok: false,
    code: 'command/incomplete',
    params: { command: taken.join(' '), choices: level.map((n) => n.name).join(', ') },
  };
}

/** Every command with its full path, in tree order. */
export function allCommands(roots: readonly CommandNode[], prefix: readonly string[] = []): ResolvedCommand[] {
  return roots.flatMap((n) =>
    n.kind === 'command' ? [{ command: n, path: [...prefix, n.name] }] : allCommands(n.children, [...prefix, n.name]),
  );
}

/** The ruleset a campaign plays. A campaign of a ruleset this app does not know is a fault. */
export function rulesetOf(ctx: Pick<CommandContext, 'rulesets'>, campaign: { readonly ruleset: string }): Ruleset {
  const r = ctx.rulesets.get(campaign.ruleset);
  if (!r) throw new Error(`no ruleset ${campaign.ruleset} is registered`);
  return r;
}
