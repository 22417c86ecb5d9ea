import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { administrativeText } from '../src/app/lnl/phase-text.js';
import { lnlCampaign, runLnlAction } from '../src/app/lnl/session.js';
import { ok } from '../src/core/result.js';
import { pass, rallyDone } from '../src/core/rulesets/lnl/turn.js';

export const lnlPass = command({
  name: 'pass',
  description: 'Rally phase: you are done rallying. Operations: pass your impulse (three in a row end it)',
  options: {
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const game = lnlCampaign(ctx);
    if (!game.ok) return game;
    if (game.value.state.phase === 'rally') {
      return runLnlAction(
        ctx,
        { command: 'lnl pass', move: 'rally-done', side: o.side },
        ({ state, side }) => ok({ state: rallyDone(state, side), result: side }),
        (side) => `**${userText(side)}** is done rallying.`,
      );
    }
    return runLnlAction(
      ctx,
      { command: 'lnl pass', move: 'pass', side: o.side },
      ({ state, side }) => {
        const r = pass(state);
        return ok({ state: r.state, result: { side, passes: state.passes + 1, admin: r.kind === 'phase-ended' ? r.administrative : undefined } });
      },
      (r) =>
        r.admin
          ? `**${userText(r.side)}** passes: three passes in a row end the Operations phase.\n${administrativeText(r.admin)}`
          : `**${userText(r.side)}** passes (${r.passes} in a row).`,
    );
  },
});
