import { isGm } from '../../../core/campaign.js';
import { fail } from '../../../core/result.js';
import type { Ruleset } from '../../../core/ruleset.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { runMove } from '../../../app/run-move.js';
import type { FireteamGame, FireteamGameView } from '../rules/game/game.js';
import { finishPhase, forceEndPhase, type PhaseDone } from '../rules/turn/turn.js';
import { PHASE_TEXT } from './format.js';
import { fireteamOrder } from './orders.js';
import { fireteamCampaign } from './session.js';

/** "**Russians** is done with the movement phase." */
export function doneText(r: PhaseDone): string {
  switch (r.kind) {
    case 'forced':
      return `The GM ends the ${PHASE_TEXT[r.phase].toLowerCase()} phase.`;
    case 'jops-down':
      return 'The jump-off points are down.';
    case 'firing-done':
      return `**${userText(r.side)}** is done firing${r.withheld.length ? `; withheld: ${r.withheld.map((id) => userText(id)).join(', ')}` : ''}.`;
    case 'passed':
      return `**${userText(r.side)}** is done with the ${PHASE_TEXT[r.phase].toLowerCase()} phase.`;
  }
}

/**
 * `/fireteam done`: the side is done with its phase (what that is, the phase table says), or, with
 * `force` (the GM only), the phase ends now — for the side she names, else the attacker.
 */
export function runDone(ctx: CommandContext, ruleset: Ruleset<FireteamGame, FireteamGameView>, o: { readonly force?: boolean | undefined; readonly side?: string | undefined }): CommandResult {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  if (o.force && !isGm(found.value.campaign, ctx.actor.id)) return fail('campaign/not-gm');
  const side = o.force ? (o.side ?? found.value.game.attacker) : o.side;
  return runMove(ctx, ruleset, fireteamOrder({ command: 'fireteam done', move: o.force ? undefined : 'done', side },
    ({ game, side: acting }) => (o.force ? forceEndPhase(game) : finishPhase(game, acting)),
    (r) => doneText(r),
  ));
}
