import type { Actor, Campaign } from '../core/campaign.js';
import type { LogData } from '../core/log.js';
import type { CommandContext } from './command.js';
import { possessive, userText } from './format.js';
import type { Dm, Outcome, PostAction } from './outcome.js';

/*
 * What the table is told when someone takes a side or leaves one (`/campaign join`, `leave`, `players …`):
 * the channel hears who plays what (public, as `/campaign status` shows it), the newcomer is welcomed
 * where their side's secrets go, and one who goes is taken out of the side's private thread.
 */

/** Logs a change of who plays what (public unless only the asker and the GM may know it). */
export function logSeat(ctx: CommandContext, c: Campaign, data: LogData, onlyFor?: Actor): void {
  ctx.tx.appendEvent(c.id, { at: ctx.now, actor: ctx.actor, audience: onlyFor ? { kind: 'hidden', to: [onlyFor.id] } : { kind: 'public' }, data });
}

/**
 * The newcomer's welcome, sent where their side's secrets go: with side threads on, into the side's
 * thread (which adds them to it), else by DM. A thread made before holds the side's history, and
 * whoever seated them let them read it: they are told so.
 */
export function welcome(c: Campaign, player: Actor, side: string, how: string): Dm {
  const thread = c.sideThreads && c.threads?.[side] !== undefined;
  const text = thread
    ? `🧵 **${userText(player.name)}** joins **${userText(side)}** (${how}) and this thread, ${possessive(userText(side))} own: everything in it, from the start of the campaign, is theirs to read now.`
    : `✅ You play **${userText(side)}** in **${userText(c.name)}** (${how}): what only ${userText(side)} may know reaches you from now on. \`/campaign status\` says what you may do next.`;
  return { to: player, post: { text } };
}

/** The side's private thread to take a player out of, if the side has one: nothing more of the side reaches them there. */
export function leaving(c: Campaign, player: Actor, side: string): Pick<Outcome, 'leftThreads'> {
  const thread = c.threads?.[side];
  return thread === undefined ? {} : { leftThreads: [{ side, thread, user: player.id }] };
}

/** The GM's buttons under a request: they stay good while the campaign runs, pressed in her DMs. */
export function answerButtons(asker: Actor): PostAction[] {
  return [
    { label: 'Approve', path: ['campaign', 'players', 'approve'], options: { player: asker.id }, lasting: true },
    { label: 'Refuse', path: ['campaign', 'players', 'refuse'], options: { player: asker.id }, lasting: true },
  ];
}
