import { command, rulesetOf } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { scheduleTurn, whoseTurn } from '../src/app/pacing.js';
import { campaignOf } from '../src/app/preconditions.js';
import type { UndoStep } from '../src/app/ports.js';
import { isGm, playersOf, sideOf, type Campaign } from '../src/core/campaign.js';
import type { Audience } from '../src/core/ledger.js';
import { fail } from '../src/core/result.js';
import { revertChange } from '../src/core/three-way.js';

/**
 * The move the asker may take back: the GM, the latest; a player, the latest one the channel or their
 * side saw, which must be their own. A move of another side's that nobody else was told of is passed
 * over (taken back alone, it stays as it is), so the answer never tells that it happened.
 */
function stepFor(c: Campaign, steps: readonly UndoStep[], asker: { id: string }): UndoStep | undefined {
  if (isGm(c, asker.id)) return steps[0];
  const mine = sideOf(c, asker.id)?.name.toLowerCase();
  const seen = steps.find((s) => s.told || s.side.toLowerCase() === mine);
  // Only for the side they play now: one who left it no longer acts for it.
  return seen?.actor.id === asker.id && seen.side.toLowerCase() === mine ? seen : undefined;
}

export const campaignUndo = command({
  name: 'undo',
  description: 'Take back your last action while no die has rolled and nothing was revealed (GM: to the last roll)',
  help:
    "Rally the Troops' rule: a player may take back their own last action if it rolled no die and revealed nothing to " +
    'another side, and nobody has acted since. The GM may take back the latest such action of anyone, again and again, ' +
    'back to the last die roll. Dice once rolled stay in the ledger, and the log keeps both the action and the undo.',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const c = campaignOf(ctx);
    const step = stepFor(c, ctx.tx.undoSteps(c.id), ctx.actor);
    // One answer for every reason, so a refusal cannot tell what someone else did.
    if (!step) return fail('undo/nothing');
    // Only this move's change is taken back; what changed since (a stand deployed in secret) stays.
    const game = revertChange(c.game, step.before.game, step.after.game);
    const board = revertChange(c.board, step.before.board, step.after.board);
    if (!game || !board) return fail('undo/nothing');
    const { game: _g, board: _b, ...rest } = c;
    const saved = ctx.tx.saveCampaign({
      ...rest,
      ...(game.value === undefined ? {} : { game: game.value }),
      ...(board.value === undefined ? {} : { board: board.value as NonNullable<Campaign['board']> }),
    });
    ctx.tx.dropUndo(step.id);
    const ruleset = rulesetOf(ctx, saved);
    const was = c.game === undefined ? undefined : whoseTurn(ruleset, ruleset.gameOf(c.game));
    const now = saved.game === undefined ? undefined : whoseTurn(ruleset, ruleset.gameOf(saved.game));
    const turned = was?.key !== now?.key;
    if (turned) scheduleTurn(ctx.tx, saved, ruleset, ctx.now);
    const whose = step.actor.id === ctx.actor.id ? 'their last action' : `${userText(step.actor.name)}'s action`;
    const text = `↩️ ${userText(ctx.actor.name)} took back ${whose} (\`/${step.command}\`); the game stands as it did before it.${turned && now ? ` ${now.text}` : ''}`;
    // A move the channel never saw is taken back just as quietly: told to its side and the GM.
    const audience: Audience = step.told ? { kind: 'public' } : { kind: 'hidden', to: [...new Set([ctx.actor.id, ...playersOf(c, step.side).map((p) => p.id)])] };
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience, data: { kind: 'action', command: 'campaign undo', text } });
    return { ok: true, value: step.told ? { public: { text } } : { private: { text } } };
  },
});
