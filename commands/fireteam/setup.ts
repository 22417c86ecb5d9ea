import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { turnLine } from '../../src/rulesets/fireteam/play/format.js';
import { fireteamCampaign } from '../../src/rulesets/fireteam/play/session.js';
import { setUpBattle } from '../../src/rulesets/fireteam/rules/setup.js';
import { fireteamBoard } from '../../src/rulesets/fireteam/rules/terrain.js';
import { fail } from '../../src/core/result.js';
import { viewFireteam } from '../../src/rulesets/fireteam/rules/view.js';
import { PUBLIC } from '../../src/core/views.js';

export const fireteamSetup = command({
  name: 'setup',
  description: 'GM: start the battle on the loaded table, with the Patrol Phase or its set JOPs',
  help: 'Needs a Fire Team scenario (`/board load`). patrol:true plays the Patrol Phase from the scenario\'s marker layout, then each side places jops: (3 or 4) jump-off points; patrol:false takes the scenario\'s JOPs and starts turn 1 (the campaign plays without patrols). Units already mustered stay off table.',
  options: {
    patrol: { type: 'boolean', description: 'Play the Patrol Phase (default true)' },
    attacker: { type: 'string', description: 'The attacker (default: the scenario\'s initiative)', autocomplete: 'side', maxLength: 32 },
    jops: { type: 'integer', description: 'JOPs per side after the patrol (default 3)', min: 3, max: 4 },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const { campaign, game } = found.value;
    const board = fireteamBoard(campaign.board);
    if (!board) return fail('board/none');
    const r = setUpBattle(game, board, { attacker: o.attacker ?? board.initiative ?? game.attacker, patrol: o.patrol ?? true, jops: o.jops ?? 3 });
    if (!r.ok) return r;
    ctx.tx.saveCampaign({ ...campaign, game: r.value });
    const view = viewFireteam(r.value, PUBLIC);
    const how = r.value.patrol ? `the Patrol Phase, ${r.value.patrol.jopsPerSide} JOPs a side after it` : 'the scenario\'s jump-off points';
    const text = `🗺️ **${userText(board.name)}**: the battle starts with ${how}; **${userText(r.value.attacker)}** attacks.\n➡️ ${turnLine(view)}`;
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fireteam setup', text } });
    return { ok: true, value: { public: { text } } };
  },
});
