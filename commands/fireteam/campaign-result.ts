import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { withExtras } from '../../src/rulesets/fireteam/rules/game.js';
import { gameText, riverOf } from '../../src/rulesets/fireteam/play/river.js';
import { fireteamCampaign } from '../../src/rulesets/fireteam/play/session.js';
import { fail } from '../../src/core/result.js';
import { advanceCampaign, recordGameResult } from '../../src/rulesets/fireteam/rules/campaign-map.js';

export const fireteamCampaignResult = command({
  name: 'result',
  description: 'GM: record who won a campaign game; when all are in, squares change hands',
  options: {
    game: { type: 'string', description: 'The game id, e.g. t1-g1', required: true, maxLength: 16 },
    winner: { type: 'string', description: 'The winning side', autocomplete: 'side', maxLength: 32 },
    draw: { type: 'boolean', description: 'Nobody won' },
  },
  preconditions: ['in-campaign', 'gm-only'],
  run(ctx, o) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const { campaign, game } = found.value;
    if ((o.winner === undefined) === (o.draw !== true)) return fail('fireteam/winner-or-draw');
    const c = riverOf(game);
    const recorded = recordGameResult(c, o.game, o.draw ? null : o.winner!);
    if (!recorded.ok) return recorded;
    const g = recorded.value.games.find((x) => x.id.toLowerCase() === o.game.toLowerCase())!;
    const lines = [`📜 ${gameText(g)}.`];
    let next = recorded.value;
    if (next.games.every((x) => x.winner !== undefined)) {
      const advanced = advanceCampaign(next);
      if (!advanced.ok) return advanced;
      next = advanced.value.state;
      const caps = advanced.value.captures;
      lines.push(caps.length ? `Captured: ${caps.map((x) => `${x.square} by **${userText(x.side)}**`).join(', ')}.` : 'No square changes hands.', `Campaign turn ${next.turn}: declare assaults with \`/fireteam campaign assault\`.`);
    }
    ctx.tx.saveCampaign({ ...campaign, game: withExtras(game, { river: next }) });
    const text = lines.join('\n');
    ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'fireteam campaign result', text } });
    return { ok: true, value: { public: { text } } };
  },
});
