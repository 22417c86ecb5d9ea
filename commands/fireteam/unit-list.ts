import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { turnLine, unitLine } from '../../src/rulesets/fireteam/play/format.js';
import { fireteamCampaign } from '../../src/rulesets/fireteam/play/session.js';
import { viewFireteam } from '../../src/rulesets/fireteam/rules/view.js';
import { viewerOf } from '../../src/core/views.js';

export const fireteamUnitList = command({
  name: 'list',
  description: 'Every unit by side: figures, weapons, where, pinned and other state (only you see it)',
  help: 'Your own side\'s units all, those still off table marked unseen by the enemy; the enemy\'s only once they have been on the table.',
  options: {
    all: { type: 'boolean', description: 'Include removed units' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const view = viewFireteam(found.value.game, viewerOf(found.value.campaign, ctx.actor));
    const lines = [turnLine(view)];
    const v = view.viewer;
    for (const side of view.sides) {
      const units = view.units.filter((u) => u.side === side && (o.all === true || u.status !== 'removed'));
      const own = v.kind === 'gm' || (v.kind === 'side' && v.side.toLowerCase() === side.toLowerCase());
      const count = `${units.length} unit${units.length === 1 ? '' : 's'}${own ? '' : ' seen (units still off table are unseen)'}`;
      lines.push(`**${userText(side)}** — ${count}`, ...units.map((u) => `• ${unitLine(u, view.turn, view)}${u.secret ? ' (unseen by the enemy)' : ''}`));
    }
    return { ok: true, value: { private: { text: lines.join('\n') } } };
  },
});
