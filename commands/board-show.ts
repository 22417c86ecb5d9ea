import { boardFor } from '../src/app/board-access.js';
import { command, rulesetOf, type CommandContext, type CommandResult } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { campaignOf } from '../src/app/preconditions.js';
import { PUBLIC, viewerOf } from '../src/core/views.js';

/** The board as the public sees it, posted to the channel; or the invoker's own, only to them. */
function drawBoard(ctx: CommandContext, mine: boolean): CommandResult {
  const c = campaignOf(ctx);
  const board = boardFor(c, mine ? viewerOf(c, ctx.actor) : PUBLIC, rulesetOf(ctx, c));
  if (!board.ok) return board;
  const post = { text: `🗺️ **${userText(c.name)}**${mine ? ' — your board' : ''}`, boards: [board.value] };
  if (mine) return { ok: true, value: { private: post } };
  // Under the channel's board, a button that answers whoever presses it with their own link.
  const web = ctx.web ? { actions: [{ label: '🌐 In a browser', path: ['board', 'web'], lasting: true }] } : {};
  return { ok: true, value: { public: { ...post, ...web } } };
}

export const boardShow = command({
  name: 'show',
  description: 'Post the public board to the channel',
  help: 'The public board shows only what everyone may know. `/board mine` gives you your own.',
  options: {
    mine: { type: 'boolean', description: 'Your side\'s board instead, only to you' },
  },
  readOnly: true,
  preconditions: ['in-campaign'],
  slow: true,
  run: (ctx, o) => drawBoard(ctx, o.mine === true),
});

export const boardMine = command({
  name: 'mine',
  description: 'Your own board, with your side\'s secrets (only you see it)',
  help: 'Adds your side\'s secrets to the public board: which Sneakers are real, what they hold, your hidden troops greyed. The GM\'s shows everything.',
  options: {},
  readOnly: true,
  preconditions: ['in-campaign'],
  slow: true,
  run: (ctx) => drawBoard(ctx, true),
});
