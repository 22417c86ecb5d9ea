import { command } from '../src/app/command.js';
import type { Attachment } from '../src/app/outcome.js';

export const inbox = command({
  name: 'inbox',
  description: 'Direct messages the bot could not deliver to you (only you see the answer)',
  help: 'When your DMs are closed, your secret orders wait here instead of ever appearing in the channel. Open your DMs for this server to get them directly.',
  options: {},
  inDms: true,
  preconditions: [],
  run(ctx) {
    const unread = ctx.tx.unreadInbox(ctx.actor.id);
    if (unread.length === 0) return { ok: true, value: { private: { text: '📭 Your inbox is empty.' } } };
    ctx.tx.markInboxRead(unread.map((m) => m.id));
    const text = unread
      .map((m) => `**${m.createdAt.slice(0, 16).replace('T', ' ')}** from <#${m.channelId}>\n${m.post.text}`)
      .join('\n\n');
    const images: Attachment[] = unread.flatMap((m) => m.post.images ?? []);
    const files: Attachment[] = unread.flatMap((m) => m.post.files ?? []);
    return {
      ok: true,
      value: { private: { text: `📬 ${unread.length} undelivered message${unread.length === 1 ? '' : 's'}:\n\n${text}`, images, files } },
    };
  },
});
