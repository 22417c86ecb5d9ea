import seedrandom from 'seedrandom';
import type { Execution } from '../../src/app/app.js';
import { actionId } from '../../src/app/actions.js';
import type { Post } from '../../src/app/outcome.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import { memoryLogger } from '../../src/adapters/logger.js';
import { composeApp } from '../../src/compose.js';
import type { CampaignStore } from '../../src/app/ports.js';
import type { NextStep, Ruleset } from '../../src/core/ruleset.js';
import type { Scenario } from '../../src/core/board/scenario.js';
import type { Projected } from '../../src/core/views.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { steppingClock, LEDGER_KEY } from '../helpers/harness.js';
import { MESSAGE_LIMIT } from '../../src/app/post-fit.js';

/*
 * The soak: two scripted sides play whole games through the same interface a person uses — command
 * lines and the posts' buttons, run by the real App on an in-memory database, under random ledger
 * secrets — following the bot's own guide (`/campaign status`), and after every command the soak
 * checks what must always hold. A ruleset takes part with a `SoakPlayer` (players/index.ts).
 */

/** The GM's name in `SoakOrder.by` and `SoakSetupLine.by`. */
export const GM = 'GM';

/** One order a side (or the GM) gives: a line as typed, or one of the last post's buttons. */
export interface SoakOrder {
  /** The side giving it, or `GM`. */
  readonly by: string;
  readonly line?: string;
  /** A next step the last public post offered, pressed as a person presses it. */
  readonly button?: NextStep;
  /** The value picked from the button's menu, when it offers a choice (a Star's answer). */
  readonly chosen?: string;
  /**
   * A rule the bot must enforce, tried on purpose (a unit acting twice, an order out of turn): the
   * bot must refuse it; accepting it is a break, named by this text.
   */
  readonly probe?: string;
  /** What the policy means by it, for the invariants (the units acting, the kind of act). */
  readonly acts?: { readonly kind: string; readonly units: readonly string[]; readonly target?: string };
  /** What the order uses, counted when it is accepted (the summary's uses: smoke, a building, an obstacle). */
  readonly uses?: string;
}

/** A line of the set-up, run before play: every one must be accepted. */
export interface SoakSetupLine {
  readonly by: string;
  readonly line: string;
}

/** What the guide tells one side: where the game stands, what it may do, and the commands it names. */
export interface SoakGuide {
  readonly now: string;
  readonly next: readonly string[];
  /** Every slash command the guide names (`/lnl move units:<ids> to:<hex>`), in order. */
  readonly commands: readonly string[];
}

/** What a side's policy sees: its own view, its guide, the last post's buttons, and the soak's dice. */
export interface SoakContext<V> {
  readonly side: string;
  readonly view: Projected<V>;
  readonly guide: SoakGuide;
  readonly buttons: readonly NextStep[];
  readonly rng: () => number;
  /** The campaign's board, as `/board show` draws it for everyone (its terrain: where a figure sees). */
  readonly board?: Scenario;
}

/**
 * A ruleset's soak player: how a game is set up, when it is over, who may act, a simple sensible
 * policy for each side, and the ruleset's own invariants. It reads the full state only to judge the
 * end and the invariants; its orders come from what the side may see (`SoakContext`).
 */
export interface SoakPlayer<S = unknown, V = unknown> {
  readonly ruleset: string;
  readonly sides: readonly string[];
  /** The most commands a game may take before it counts as a stall. */
  readonly maxCommands: number;
  setup(rng: () => number): readonly SoakSetupLine[];
  /** Why the game is over (scenario end, victory, the soak's turn limit), or undefined while it runs. */
  ended(state: S): string | undefined;
  /** The sides that may give an order now, the one whose turn it is first. */
  actors(state: S): readonly string[];
  /** The orders the side would give now, best first; empty when it has none. */
  orders(ctx: SoakContext<V>): readonly SoakOrder[];
  /** What the rules say must hold across one accepted order (its public post given, with the whole chain behind its Details): each break, in words. */
  invariants(before: S, after: S, order: SoakOrder, post?: string): readonly string[];
}

export interface GameReport {
  readonly ruleset: string;
  readonly seed: number;
  /** `ended`: the game reached its end; `stall`: no side could go on, or it ran past its budget. */
  readonly result: 'ended' | 'stall';
  readonly why: string;
  readonly commands: number;
  readonly refusals: number;
  readonly breaks: readonly string[];
  readonly ms: number;
  /** The last commands and what became of them, to read a stall or a break by. */
  readonly tail: readonly string[];
  /** Accepted orders by what they used (`SoakOrder.uses`). */
  readonly uses: Readonly<Record<string, number>>;
}

/** How many of the last commands a report keeps. */
const TAIL = 16;

/** Each post of an outcome longer than one Discord message (STYLE.md 18), named by its audience. */
export function overLong(o: Execution['outcome']): string[] {
  const posts: [string, Post | undefined][] = [['public', o.public], ['private', o.private], ...(o.dms ?? []).map((d): [string, Post] => [`DM to ${d.to.name}`, d.post]), ['GM', o.gm?.post]];
  return posts.flatMap(([to, p]) => (p && p.text.length > MESSAGE_LIMIT ? [`${to} post of ${p.text.length} characters`] : []));
}

/** The command a line or step names, as the guide would: `/lnl move`, `/fieldcraft assign`. */
export function commandOf(line: string): string {
  const words = line.trim().split(/\s+/);
  const out: string[] = [];
  for (const w of words) {
    if (w.includes(':') || w.startsWith('<') || w.startsWith('`')) break;
    out.push(w);
  }
  return out.join(' ');
}

/** Whether the guide names `command` (a guide's `/fieldcraft …` names every fieldcraft command). */
export function guideNames(guide: SoakGuide, command: string): boolean {
  return guide.commands.some((c) => {
    const named = commandOf(c.replace(/\s*…\s*$/, ''));
    return c.trimEnd().endsWith('…') ? command.startsWith(named) : command === named || command.startsWith(`${named} `);
  });
}

/** The guide of a `/campaign status` answer: the lines after **Now:**. */
export function readGuide(text: string): SoakGuide {
  const at = text.indexOf('**Now:**');
  const lines = (at < 0 ? '' : text.slice(at + '**Now:**'.length)).split('\n').map((l) => l.trim()).filter(Boolean);
  const now = lines[0] ?? '';
  const next = lines.slice(1).map((l) => l.replace(/^•\s*/, ''));
  const commands = [now, ...next].flatMap((l) => [...l.matchAll(/`(\/[^`]+)`/g)].map((m) => m[1]!));
  return { now, next, commands };
}

/** 32 bytes from the soak's dice, a ledger secret. */
function secretFrom(rng: () => number): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => Math.floor(rng() * 256));
}

/**
 * Plays one game of `player` under seed `seed`, checking everything after every command; `inspect`
 * is given the game's store once it is over (npm test replays its campaigns: docs/replay.md).
 */
export function playGame<S, V>(player: SoakPlayer<S, V>, seed: number, trace?: (line: string) => void, inspect?: (store: CampaignStore) => void, databaseUrl?: string): GameReport {
  const started = performance.now();
  const rng = seedrandom(`soak:${player.ruleset}:${seed}`);
  const ruleset = RULESETS.get(player.ruleset) as Ruleset<S, V> | undefined;
  if (!ruleset) throw new Error(`no ruleset ${player.ruleset}`);
  const { app, store } = composeApp({ ledgerKey: LEDGER_KEY, databasePath: ':memory:', ...(databaseUrl ? { databaseUrl } : {}), logger: memoryLogger(), secrets: () => secretFrom(rng), clock: steppingClock() });
  const channel = 'soak';
  const actorOf = (by: string) => ({ id: `soak-${by.toLowerCase()}`, name: by === GM ? 'gm' : `player-${by.toLowerCase()}` });
  const breaks: string[] = [];
  let commands = 0;
  let refusals = 0;
  const uses: Record<string, number> = {};
  let lastPost: Post | undefined;
  const tail: string[] = [];
  const note = (line: string) => {
    tail.push(line);
    if (tail.length > TAIL) tail.shift();
    trace?.(line);
  };

  const execute = (by: string, line: string): Execution => {
    const parsed = parseLine(line);
    if (parsed.kind !== 'command') throw new Error(`not a command line: ${line}`);
    return app.execute({ actor: actorOf(by), channelId: channel, path: parsed.path, options: parsed.options });
  };
  const press = (by: string, step: NextStep, value?: string): Execution | undefined => {
    const id = lastPost?.stamp === undefined ? undefined : actionId(lastPost.stamp, step);
    return id === undefined ? undefined : app.choose({ actor: actorOf(by), channelId: channel, id, ...(value === undefined ? {} : { value }) });
  };
  const state = (): S => store.transaction((tx) => ruleset.gameOf(tx.activeCampaign(channel)!.game));
  const board = (): Scenario | undefined => store.transaction((tx) => tx.activeCampaign(channel)?.board);
  const viewer = (side: string) => ({ kind: 'member' as const, userId: actorOf(side).id, side, gm: false });
  const guideOf = (side: string): SoakGuide => {
    const r = execute(side, '/campaign status');
    return readGuide(r.ok ? (r.outcome.private?.text ?? '') : '');
  };
  // Every way out of a game goes through its report.
  const report = (result: 'ended' | 'stall', why: string): GameReport => {
    const ms = Math.round(performance.now() - started);
    inspect?.(store);
    return { ruleset: player.ruleset, seed, result, why, commands, refusals, breaks, ms, tail, uses };
  };

  for (const s of player.setup(rng)) {
    const r = execute(s.by, s.line);
    commands++;
    if (!r.ok) return { ...report('stall', `set-up refused: ${s.line}: ${r.error.code} ${r.error.message}`), breaks: [`set-up refused: ${s.line}`] };
    if (r.outcome.public) lastPost = r.outcome.public;
  }

  while (commands < player.maxCommands) {
    const before = state();
    const over = player.ended(before);
    if (over !== undefined) return report('ended', over);
    const actors = player.actors(before);
    const guides = new Map(actors.map((side) => [side, guideOf(side)] as const));
    if (![...guides.values()].some((g) => g.commands.length > 0)) {
      breaks.push(`no next step: the guide names no command for ${actors.join(', ')} (${[...guides.values()][0]?.now ?? ''})`);
      return report('stall', 'no next step');
    }
    let accepted = false;
    const tried: string[] = [];
    const table = board();
    for (const side of actors) {
      const guide = guides.get(side)!;
      const orders = player.orders({ side, view: ruleset.viewFor(before, viewer(side)), guide, buttons: lastPost?.actions ?? [], rng, ...(table ? { board: table } : {}) });
      for (const order of orders) {
        const said = order.line ?? `[${order.button?.label}${order.chosen === undefined ? '' : `: ${order.chosen}`}]`;
        const r = order.button ? press(order.by, order.button, order.chosen) : execute(order.by, order.line!);
        if (r === undefined) continue;
        commands++;
        note(`${order.by}: ${said} → ${r.ok ? 'ok' : r.error.code}${r.ok && trace ? `\n    ${(r.outcome.public?.text ?? r.outcome.private?.text ?? '').split('\n').join('\n    ')}` : ''}`);
        if (!r.ok) {
          refusals++;
          tried.push(`${order.by}: ${said} → ${r.error.code}`);
          if (r.error.code === 'fault') breaks.push(`fault on ${said} (${r.error.message})`);
          const offered = order.button !== undefined || (order.line !== undefined && guide.commands.includes(order.line));
          if (offered && order.probe === undefined) breaks.push(`the bot refused a step it offered ${order.by}: ${said} → ${r.error.code}: ${r.error.message}`);
          continue;
        }
        if (order.probe !== undefined) {
          breaks.push(`a rule was not enforced (${order.probe}): ${order.by}: ${said} was accepted`);
        } else if (order.line !== undefined && order.by !== GM && !guideNames(guide, commandOf(order.line))) {
          breaks.push(`${commandOf(order.line)} was accepted but the guide never offered it to ${order.by} (${guide.now})`);
        }
        for (const long of overLong(r.outcome)) breaks.push(`one message per action: ${long} — after ${order.by}: ${said}`);
        if (r.outcome.public) lastPost = r.outcome.public;
        // Its Details, pressed by a side (the other one, when there is one): answered, privately, in one message.
        const details = lastPost?.actions?.find((a) => a.path.join(' ') === 'campaign details');
        // A post told in headlines leaves lines to its Details (a casualty's revival, a blast's circle): the invariants read both.
        let chain = '';
        if (r.outcome.public && details) {
          const by = player.sides.find((x) => x !== order.by) ?? order.by;
          const shown = press(by, details);
          if (!shown?.ok || shown.outcome.public || !shown.outcome.private) breaks.push(`Details refused or not private: ${shown?.ok === false ? shown.error.code : 'no answer'} — after ${order.by}: ${said}`);
          else {
            for (const long of overLong(shown.outcome)) breaks.push(`one message per action: Details ${long} — after ${order.by}: ${said}`);
            chain = (shown.outcome.private.pages ?? [shown.outcome.private.text]).join('\n');
          }
        }
        const after = state();
        const post = [r.outcome.public?.text ?? '', chain].filter((t) => t !== '').join('\n');
        for (const b of player.invariants(before, after, order, post)) breaks.push(`${b} — after ${order.by}: ${said}`);
        if (order.uses !== undefined) uses[order.uses] = (uses[order.uses] ?? 0) + 1;
        accepted = true;
        break;
      }
      if (accepted) break;
    }
    if (!accepted) return report('stall', `no side could go on: ${tried.slice(-6).join('; ') || 'no orders'}`);
  }
  return report('stall', `not over after ${player.maxCommands} commands`);
}

/** Per ruleset: games played and completed, stalls, invariant breaks, time. */
export interface SoakSummary {
  readonly ruleset: string;
  readonly games: number;
  readonly completed: number;
  readonly stalls: number;
  readonly breaks: number;
  readonly commands: number;
  readonly ms: number;
  /** Per use (`SoakOrder.uses`): accepted orders, and the games with at least one. */
  readonly uses: Readonly<Record<string, { readonly orders: number; readonly games: number }>>;
}

export function summarize(reports: readonly GameReport[]): SoakSummary[] {
  const by = new Map<string, GameReport[]>();
  for (const r of reports) by.set(r.ruleset, [...(by.get(r.ruleset) ?? []), r]);
  return [...by].map(([ruleset, rs]) => ({
    ruleset,
    games: rs.length,
    completed: rs.filter((r) => r.result === 'ended').length,
    stalls: rs.filter((r) => r.result === 'stall').length,
    breaks: rs.reduce((n, r) => n + r.breaks.length, 0),
    commands: rs.reduce((n, r) => n + r.commands, 0),
    ms: rs.reduce((n, r) => n + r.ms, 0),
    uses: Object.fromEntries(
      [...new Set(rs.flatMap((r) => Object.keys(r.uses)))].map((u) => [u, { orders: rs.reduce((n, r) => n + (r.uses[u] ?? 0), 0), games: rs.filter((r) => (r.uses[u] ?? 0) > 0).length }]),
    ),
  }));
}
