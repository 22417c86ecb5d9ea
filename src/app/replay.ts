import type { Action } from '../core/action.js';
import type { Campaign } from '../core/campaign.js';
import { campaignParts, changedDigests, differingParts, legacyPartDigest, withChanges, type PartDigests } from '../core/campaign-digest.js';
import type { Scenario } from '../core/board/scenario.js';
import { scriptedDice } from '../core/dice/die-source.js';
import type { LedgerEntry, LedgerInfo } from '../core/ledger.js';
import type { LogEvent } from '../core/log.js';
import type { RulesetRegistry } from '../core/ruleset.js';
import { invocationOptions } from './action-options.js';
import { App, seededDice } from './app.js';
import type { CommandNode } from './command.js';
import type { CampaignStore, DiceSource, Logger, StoreTx } from './ports.js';

/**
 * Everything a replay reads of a stored campaign: the campaign as it stands, its actions, its ledger
 * (the rolls, and the secret every roll was seeded from) and its log. The secret is the campaign's until
 * it ends: before then only the server, which holds it, can replay the campaign (docs/replay.md).
 */
export interface CampaignRecord {
  readonly campaign: Campaign;
  readonly actions: readonly Action[];
  readonly ledger: LedgerInfo;
  readonly rolls: readonly LedgerEntry[];
  readonly events: readonly LogEvent[];
  readonly secret: Uint8Array;
}

/** Reads a campaign's record in one transaction; undefined when there is no such campaign. */
export function readRecord(tx: StoreTx, campaignId: string): CampaignRecord | undefined {
  const campaign = tx.campaign(campaignId);
  const ledger = campaign && tx.ledger(campaign.id);
  if (!campaign || !ledger) return undefined;
  return { campaign, actions: tx.actions(campaign.id), ledger, rolls: tx.rolls(campaign.id), events: tx.events(campaign.id), secret: tx.ledgerSecret(campaign.id) };
}

/**
 * One step of a replay: a kept action, or a `/roll` made in the campaign, which its ledger entry keeps
 * (it changed nothing else). `logTo` is the log's length after it.
 */
export type ReplayStep =
  | { readonly kind: 'action'; readonly action: Action; readonly logTo: number }
  | { readonly kind: 'roll'; readonly entry: LedgerEntry; readonly logTo: number };

/**
 * The campaign's steps in the order they were made: its actions, and between them the `/roll`s that
 * took the ledger numbers no action drew. Rolls an earlier start (`base`) already holds are not steps.
 */
export function replaySteps(record: Pick<CampaignRecord, 'actions' | 'rolls' | 'events'>): ReplayStep[] {
  // A campaign with no action kept was begun before actions were: none of its rolls can be placed.
  if (record.actions.length === 0) return [];
  const rollEvent = new Map<number, number>();
  for (const e of record.events) if (e.data.kind === 'roll') rollEvent.set(e.data.n, e.seq);
  const steps: ReplayStep[] = [];
  let covered = record.actions[0]?.base === undefined ? 0 : record.actions[0].rollFrom;
  const rollsUpTo = (n: number) => {
    for (; covered < n && covered < record.rolls.length; covered++) {
      const entry = record.rolls[covered]!;
      steps.push({ kind: 'roll', entry, logTo: rollEvent.get(entry.n) ?? 0 });
    }
  };
  for (const action of record.actions) {
    rollsUpTo(action.rollFrom);
    steps.push({ kind: 'action', action, logTo: action.logTo });
    covered = Math.max(covered, action.rollTo);
  }
  rollsUpTo(record.rolls.length);
  return steps;
}

/** What a replay needs besides the record: the app's commands, rulesets and scenarios, and an empty store. */
export interface ReplayDeps {
  readonly commands: readonly CommandNode[];
  readonly rulesets: RulesetRegistry;
  readonly scenarios: ReadonlyMap<string, Scenario>;
  /** A new empty store whose first ledger is numbered `firstLedgerId`: the campaign is rebuilt under its own id. */
  readonly freshStore: (firstLedgerId: number) => CampaignStore;
}

export interface ReplayOptions {
  /**
   * Where the dice come from: `seeded` (the default), from the ledger's secret as every roll was; or
   * `recorded`, the faces the ledger holds, for a campaign played with scripted dice (a test's).
   */
  readonly dice?: 'seeded' | 'recorded';
  /** Stop after this many steps. */
  readonly upTo?: number;
}

/** The campaign as rebuilt after a step, or why the step could not be replayed (the replay stops there). */
export type StepResult =
  | { readonly ok: true; readonly step: ReplayStep; readonly campaign: Campaign; readonly rolls: number }
  | { readonly ok: false; readonly step: ReplayStep; readonly why: string };

export interface Replayed {
  readonly steps: readonly ReplayStep[];
  /** Where the replay started: the campaign before its first step (undefined when its first step made it). */
  readonly start?: Campaign;
  readonly results: readonly StepResult[];
  /** The ledger as the replay drew it, and the log as it wrote it. */
  readonly rolls: readonly LedgerEntry[];
  readonly events: readonly LogEvent[];
}

/**
 * Rebuilds a campaign from its record: a fresh store, the same ledger id and secret, and each step
 * run again through the same pipeline (`App.execute`) as its actor, at its time, with its options; a
 * `/roll` as the command its ledger entry says was given; an action kept under a command's former
 * name (the ruleset's `formerCommands`) runs under its present one. Every roll is drawn again, from the ledger's
 * seeds (or its recorded faces). Pure but for the store it makes: it reads and writes nothing else.
 * Stops at the first step the rebuilt campaign refuses or faults on.
 */
export function replay(record: CampaignRecord, deps: ReplayDeps, options: ReplayOptions = {}): Replayed {
  const steps = replaySteps(record).slice(0, options.upTo);
  const id = record.campaign.id;
  const base = record.actions[0]?.base;
  const store = deps.freshStore(Number(id));
  let now = record.campaign.createdAt;
  const faults: string[] = [];
  const logger: Logger = {
    log: (level, msg, fields) => {
      if (level === 'error' && fields?.['error'] !== undefined) faults.push(String(fields['error']).split('\n')[0]!);
    },
  };
  const recorded: DiceSource = (_secret, _ledger, n) => scriptedDice(record.rolls[n - 1]?.parts.flatMap((p) => [...p.faces]) ?? []);
  const app = new App({
    store,
    clock: { now: () => new Date(now) },
    secrets: () => new Uint8Array(record.secret),
    logger,
    commands: deps.commands,
    rulesets: deps.rulesets,
    dice: options.dice === 'recorded' ? recorded : seededDice,
    scenarios: deps.scenarios,
  });
  const results: StepResult[] = [];
  try {
    if (base) startFrom(store, record, base);
    const renamed = deps.rulesets.get(record.campaign.ruleset)?.formerCommands ?? {};
    for (const step of steps) {
      const result = replayStep(app, store, record, step, renamed, (at) => (now = at), faults);
      results.push(result);
      if (!result.ok) break;
    }
    const made = store.transaction((tx) => ({ rolls: tx.rolls(id), events: tx.events(id) }));
    return { steps, ...(base ? { start: base } : {}), results, ...made };
  } finally {
    store.close();
  }
}

/** A campaign begun before actions were kept starts as it stood before its first kept action, its earlier rolls copied. */
function startFrom(store: CampaignStore, record: CampaignRecord, base: Campaign): void {
  store.transaction((tx) => {
    const ledger = tx.createLedger({ kind: 'campaign', channelId: base.channelId, secret: record.secret, commitment: record.ledger.commitment, createdAt: record.ledger.createdAt });
    if (ledger.id !== base.id) throw new Error(`the replay's ledger is #${ledger.id}, not #${base.id}`);
    tx.insertCampaign(base);
    for (const entry of record.rolls.slice(0, record.actions[0]!.rollFrom)) tx.appendRoll(ledger.id, entry);
  });
}

function replayStep(
  app: App,
  store: CampaignStore,
  record: CampaignRecord,
  step: ReplayStep,
  renamed: Readonly<Record<string, string>>,
  setNow: (at: string) => void,
  faults: string[],
): StepResult {
  const id = record.campaign.id;
  const channelId = record.campaign.channelId;
  let run;
  if (step.kind === 'action') {
    const a = step.action;
    setNow(a.at);
    // An action kept under a command's former name runs under its name now.
    run = app.execute({ actor: a.actor, channelId, path: (Object.hasOwn(renamed, a.command) ? renamed[a.command]! : a.command).split(' '), options: invocationOptions(a.options), ...(a.clock ? { byClock: true } : {}) });
  } else {
    const e = step.entry;
    const dice = rollText(e);
    if (dice === undefined) {
      return { ok: false, step, why: `roll #${e.n} was drawn by \`/${e.command}\`, which kept no action` };
    }
    setNow(e.at);
    const hidden = e.audience.kind === 'hidden';
    run = app.execute({ actor: e.actor, channelId, path: ['roll'], options: { dice, ...(e.reason === undefined ? {} : { reason: e.reason }), ...(hidden ? { hidden: true } : {}) } });
  }
  if (!run.ok) {
    const why = run.error.code === 'fault' ? `fault: ${faults.at(-1) ?? 'unknown'}` : `refused (${run.error.code}): ${run.error.message}`;
    return { ok: false, step, why };
  }
  const state = store.transaction((tx) => ({ campaign: tx.campaign(id), rolls: tx.ledger(id)?.rolls ?? 0 }));
  if (!state.campaign) return { ok: false, step, why: `the campaign #${id} was not made` };
  return { ok: true, step, campaign: state.campaign, rolls: state.rolls };
}

/**
 * The `dice` a /roll was given, read back from its ledger entry (a /roll keeps no action of its own):
 * each part's text as typed, comment and all, joined as `;` joined them (issue 46), or the one
 * notation of a roll ledgered before it. Undefined for a roll another command drew.
 */
function rollText(e: LedgerEntry): string | undefined {
  if (e.command !== 'roll' || e.parts.length === 0) return undefined;
  const texts = e.parts.map((p) => (p.spec.op === 'dice' ? p.spec.text : undefined));
  if (texts.every((t): t is string => t !== undefined)) return texts.join('; ');
  const only = e.parts[0]!.spec;
  return e.parts.length === 1 && only.op === 'notation' ? only.notation : undefined;
}

/** The number of a step as the replay report gives it, with what it was: `3 (/campaign join by ana, …)`. */
export function stepName(step: ReplayStep, index: number): string {
  return step.kind === 'action'
    ? `${index + 1} (/${step.action.command} by ${step.action.actor.name}${step.action.clock ? ', played by the clock' : ''}${step.action.bot ? ', the bot played after it' : ''}, ${step.action.at})`
    : `${index + 1} (/roll #${step.entry.n} by ${step.entry.actor.name}, ${step.entry.at})`;
}

/** Whether a replay rebuilt the stored campaign after every step, or where it first did not, and in which parts. */
export type ReplayVerdict =
  | { readonly ok: true; readonly steps: number; readonly actions: number; readonly fromBase: boolean }
  | {
      readonly ok: false;
      /** The first step that differs (0-based), or undefined when the steps all matched and the campaign as stored now does not. */
      readonly index?: number;
      readonly step?: ReplayStep;
      /** The campaign's parts that differ (`game.stands`, `board`, `sides`), when the step ran. */
      readonly parts: readonly string[];
      readonly why: string;
    };

/**
 * Compares a replay with the record, step by step: after each action the digests of the rebuilt
 * campaign's parts must be those the action kept, and it must have drawn the rolls the action drew,
 * with the faces the ledger holds; after the last, the rebuilt campaign must be the stored one.
 */
export function checkReplay(record: CampaignRecord, replayed: Replayed): ReplayVerdict {
  const first = record.actions[0];
  if (first === undefined) return { ok: false, parts: [], why: 'no action of it was kept: it was begun before actions were kept (migration 0009) and nothing was done since' };
  if (first.version !== 0 && first.base === undefined) return { ok: false, parts: [], why: `its first kept action (made on version ${first.version}) does not hold the campaign as it stood: there is nowhere to start` };
  const { steps, results } = replayed;
  const base = replayed.start;
  let stored: PartDigests = base ? changedDigests(undefined, base) : {};
  let rebuilt: PartDigests = stored;
  let previous: Campaign | undefined = base;
  let rolls = base ? record.actions[0]!.rollFrom : 0;
  const firstBadRoll = replayed.rolls.findIndex((r, i) => JSON.stringify(r.parts) !== JSON.stringify(record.rolls[i]?.parts));
  const drewAt = (n: number) => `roll #${n} drew ${JSON.stringify(replayed.rolls[n - 1]?.parts.map((p) => p.faces))}, the ledger holds ${JSON.stringify(record.rolls[n - 1]?.parts.map((p) => p.faces))}`;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const result = results[i];
    if (!result) return { ok: false, index: i, step, parts: [], why: 'not replayed' };
    if (!result.ok) return { ok: false, index: i, step, parts: [], why: result.why };
    if (step.kind === 'action') stored = withChanges(stored, step.action.after);
    rebuilt = withChanges(rebuilt, changedDigests(previous, result.campaign));
    previous = result.campaign;
    const expected = step.kind === 'action' ? step.action.rollTo : step.entry.n;
    const rebuiltParts = campaignParts(result.campaign);
    // An action kept before digests sorted keys holds its parts' digests in their keys' order then.
    const parts = differingParts(stored, rebuilt).filter((p) => stored[p] == null || stored[p] !== legacyPartDigest(rebuiltParts.get(p)));
    const problems = [
      ...(parts.length > 0 ? [`the rebuilt campaign differs in ${parts.join(', ')}`] : []),
      ...(result.rolls !== expected ? [`the ledger stood at roll ${result.rolls} after it, not ${expected}`] : []),
      ...(firstBadRoll >= 0 && firstBadRoll < Math.min(result.rolls, expected) ? [drewAt(firstBadRoll + 1)] : []),
    ];
    if (problems.length > 0) return { ok: false, index: i, step, parts, why: problems.join('; ') };
    rolls = result.rolls;
  }
  const actions = steps.filter((s) => s.kind === 'action').length;
  const now = changedDigests(undefined, record.campaign);
  const parts = differingParts(now, rebuilt);
  if (parts.length > 0) return { ok: false, parts, why: `after its ${steps.length} steps the campaign as stored differs in ${parts.join(', ')}: changed by something that kept no action` };
  if (rolls !== record.rolls.length) return { ok: false, parts: [], why: `the ledger holds ${record.rolls.length} rolls, the replay drew ${rolls}` };
  return { ok: true, steps: steps.length, actions, fromBase: base !== undefined };
}
