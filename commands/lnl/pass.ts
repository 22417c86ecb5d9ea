import { runMove } from '../../src/app/run-move.js';
import { lnl } from '../../src/rulesets/lnl/index.js';
import { lnlOrder } from '../../src/rulesets/lnl/play/orders.js';
import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { bombardmentLines } from '../../src/rulesets/lnl/play/format-artillery.js';
import { administrativeText } from '../../src/rulesets/lnl/play/phase-text.js';
import {lnlCampaign } from '../../src/rulesets/lnl/play/session.js';
import { groundFrom } from '../../src/rulesets/lnl/rules/target-modifier.js';
import { parseTmList } from '../../src/rulesets/lnl/rules/order-input.js';
import { ok } from '../../src/core/result.js';
import { bombard, type HexBombardment } from '../../src/rulesets/lnl/rules/bombardment.js';
import { pass, rallyDone, walkBarrages } from '../../src/rulesets/lnl/rules/turn.js';

export const lnlPass = command({
  name: 'pass',
  description: 'Rally phase: you are done rallying. Operations: pass your impulse (three in a row end it)',
  help: 'When the second side is done rallying, the Operations phase begins: walking barrages walk one hex and fire before any impulse (declare covered hexes\' TMs with tms:"E4:2").',
  options: {
    tms: { type: 'string', description: 'TMs of covered hexes a walking barrage enters, e.g. "E4:2"', maxLength: 200 },
    side: { type: 'string', description: 'GM: the side', autocomplete: 'side', maxLength: 32 },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const game = lnlCampaign(ctx);
    if (!game.ok) return game;
    if (game.value.state.phase === 'rally') {
      return runMove(ctx, lnl, lnlOrder({ command: 'lnl pass', move: 'rally-done', side: o.side },
        ({ state, roller, rules, side }) => {
          const done = rallyDone(state, side);
          if (done.phase !== 'operations') return ok({ state: done, result: { side, barrages: [] as HexBombardment[] } });
          const tms = parseTmList(o.tms);
          if (!tms.ok) return tms;
          const walked = walkBarrages(done);
          // Each side's barrages fire as that side's: it decides whose units are friends (hero rolls).
          let next = walked.state;
          const barrages: HexBombardment[] = [];
          for (const owner of next.sides) {
            const mine = walked.attacks.filter((a) => a.side === owner);
            if (mine.length === 0) continue;
            const shelled = bombard(next, owner, mine.map((a) => ({ hex: a.at, fp: a.firepower })), groundFrom(ctx.campaign?.board, tms.value), roller, rules);
            if (!shelled.ok) return shelled;
            next = shelled.value.state;
            barrages.push(...shelled.value.hexes);
          }
          return ok({ state: next, result: { side, barrages } });
        },
        (r) => [`**${userText(r.side)}** is done rallying.`, ...(r.barrages.length ? ['🚶 Walking barrage (18.2.1) walks one hex and fires:', ...bombardmentLines(r.barrages)] : [])].join('\n'),
      ));
    }
    return runMove(ctx, lnl, lnlOrder({ command: 'lnl pass', move: 'pass', side: o.side },
      ({ state, side }) => {
        const r = pass(state);
        const declined = state.lastSpot !== undefined;
        return ok({ state: r.state, result: { side, declined, passes: state.passes + 1, admin: r.kind === 'phase-ended' ? r.administrative : undefined } });
      },
      (r) =>
        r.declined
          ? `**${userText(r.side)}** holds its fire after spotting; the impulse ends.`
          : r.admin
            ? `**${userText(r.side)}** passes: three passes in a row end the Operations phase.\n${administrativeText(r.admin)}`
            : `**${userText(r.side)}** passes (${r.passes} in a row).`,
    ));
  },
});
