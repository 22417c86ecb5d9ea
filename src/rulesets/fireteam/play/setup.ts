import { fail, ok } from '../../../core/result.js';
import { PUBLIC } from '../../../core/views.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { setUpBattle, type SetupChoice, type UnitPlaced } from '../rules/setup/setup.js';
import { fireteamBoard } from '../rules/table/table-reading.js';
import { viewFireteam, type FireteamView } from '../rules/game/view.js';
import { namerFor, pointText, turnLine } from './format.js';
import type { Told } from './orders.js';
import { fireteamCampaign } from './session.js';

/** "**r-a** placed at (10,10)." — a unit never seen on the table stays its side's secret, off table or back off it. */
export function placedText(r: UnitPlaced, view: FireteamView, own: FireteamView): Told {
  const seen = view.units.some((u) => u.side === r.side && u.id === r.id);
  const text = `${namerFor(seen ? view : own)(r.id, r.side)} placed ${r.at ? `at ${pointText(r.at)}` : 'off table'}.`;
  return seen ? text : { private: `${text} It is still unseen by the enemy.` };
}

/**
 * `/fireteam setup` (the GM): the battle starts on the loaded table (`setUpBattle`), and the channel
 * is told how and whose turn it is.
 */
export function runSetup(ctx: CommandContext, o: SetupChoice): CommandResult {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  const { campaign, game } = found.value;
  const board = fireteamBoard(campaign.board);
  if (!board) return fail('board/none');
  const r = setUpBattle(game, board, o);
  if (!r.ok) return r;
  ctx.tx.saveCampaign({ ...campaign, game: r.value });
  const view = viewFireteam(r.value, PUBLIC);
  const how = r.value.patrol ? `the Patrol Phase, ${r.value.patrol.jopsPerSide} JOPs a side after it` : 'the scenario\'s jump-off points';
  const text = `🗺️ **${userText(board.name)}**: the battle starts with ${how}; **${userText(r.value.attacker)}** attacks.\n➡️ ${turnLine(view)}`;
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fireteam setup', text } });
  return ok({ public: { text } });
}
