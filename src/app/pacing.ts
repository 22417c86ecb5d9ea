import { playersOf, type Actor, type Campaign } from '../core/campaign.js';
import { planTurn, type NotifyChoice, type Pace } from '../core/pace.js';
import type { Ruleset } from '../core/ruleset.js';
import { userText } from './format.js';
import type { Dm } from './outcome.js';
import type { StoreTx } from './ports.js';

/** The bot itself, as the actor of what the clock does (reminders, deadlines) in the log. */
export const CLOCK_ACTOR: Actor = { id: 'sitrep', name: 'Sitrep' };

/**
 * Whose turn it is as the public may know it: the ruleset's turn key and the side to act. Asked with no
 * acting side, the phase table names whichever side must act (its `toAct` leaves out only the mover).
 */
export function whoseTurn<S>(ruleset: Ruleset<S, unknown>, state: S): { key: string; side?: string; text: string } {
  const t = ruleset.phases.turn(state, '');
  return { key: t.key, text: t.text, ...(t.toAct === undefined ? {} : { side: t.toAct }) };
}

/**
 * Plans the timed jobs of the campaign's current turn from `now` (superseding the last turn's), or
 * clears them when the campaign has no pace, no game, or nobody to act.
 */
export function scheduleTurn(tx: StoreTx, c: Campaign, ruleset: Ruleset<unknown, unknown>, now: string): void {
  const turn = c.status === 'active' && c.pace && c.game !== undefined ? whoseTurn(ruleset, ruleset.gameOf(c.game)) : undefined;
  const planned = turn?.side !== undefined && c.pace ? planTurn(c.pace, turn.side, turn.key, new Date(now)) : [];
  tx.replaceJobs(c.id, planned, now);
}

const choiceOf = (c: Campaign, a: Actor): NotifyChoice => c.notify?.[a.id] ?? { how: 'channel' };

/**
 * Tells the players of the side to act that it is their turn, each the way they chose: mentioned in the
 * channel post, by direct message, both, or not at all; and a heads-up by DM to the players of the side
 * before it (in the campaign's order of sides) who asked to hear when their turn is next.
 */
export function turnCalls(c: Campaign, side: string, text: string): { mention: Actor[]; dms: Dm[] } {
  const players = playersOf(c, side);
  const mention = players.filter((p) => ['channel', 'both'].includes(choiceOf(c, p).how));
  const direct = players.filter((p) => ['dm', 'both'].includes(choiceOf(c, p).how));
  const dms: Dm[] = direct.map((to) => ({ to, post: { text: `🔔 Your turn in **${userText(c.name)}** (${userText(side)}). ${text}` } }));
  const i = c.sides.findIndex((s) => s.name.toLowerCase() === side.toLowerCase());
  const after = i >= 0 && c.sides.length > 1 ? c.sides[(i + 1) % c.sides.length] : undefined;
  if (after && after.name.toLowerCase() !== side.toLowerCase()) {
    for (const to of after.players.filter((p) => choiceOf(c, p).headsUp === true)) {
      dms.push({ to, post: { text: `⏭️ **${userText(side)}** has the turn in **${userText(c.name)}**; **${userText(after.name)}** is next.` } });
    }
  }
  return { mention, dms };
}

/** A pace in words, for `/campaign pace` and the status. */
export function paceText(p: Pace | undefined): string {
  if (!p) return 'No pace set: the bot pings a side when the turn passes to it, and nothing more.';
  const parts = [
    p.deadlineHours === undefined ? 'no deadline' : `a deadline ${p.deadlineHours} h after the turn passes`,
    p.remindHours === undefined ? 'no reminders' : `a reminder every ${p.remindHours} h`,
    ...(p.warnHours === undefined ? [] : [`a warning ${p.warnHours} h before the deadline`]),
    ...(p.quiet ? [`quiet ${String(p.quiet.from).padStart(2, '0')}:00–${String(p.quiet.to).padStart(2, '0')}:00 UTC`] : []),
  ];
  const action = { wait: 'the channel is told and the game waits', gm: 'the GM is told', default: "the rules' default is played for the side (a pass)" }[p.atDeadline];
  return `Pace: ${parts.join(', ')}; at the deadline ${p.deadlineHours === undefined ? '(none)' : action}.`;
}

/** "2026-11-28 15:00 UTC" */
export const utc = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
