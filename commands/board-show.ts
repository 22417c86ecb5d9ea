import { boardFor } from '../src/app/board-access.js';
import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { PUBLIC, viewerOf } from '../src/core/views.js';

export const boardShow = command({
  name: 'show',
  description: 'Draw the board: the public one, or with mine:true your own side\'s (only you)',
  help: 'The public board shows only what everyone may know. Your board adds your side\'s secrets: which Sneakers are real, what they hold, your hidden troops greyed. The GM\'s shows everything.',
  options: {
    mine: { type: 'boolean', description: 'Your side\'s board, with its secrets, only to you' },
  },
  preconditions: ['in-campaign'],
  slow: true,
  run(ctx, o) {
    const c = campaignOf(ctx);
    const mine = o.mine === true;
    const board = boardFor(c, mine ? viewerOf(c, ctx.actor) : PUBLIC);
    if (!board.ok) return board;
    const post = { text: `🗺️ **${userText(c.name)}**${mine ? ' — your board' : ''}`, boards: [board.value] };
    return { ok: true, value: mine ? { private: post } : { public: post } };
  },
});
