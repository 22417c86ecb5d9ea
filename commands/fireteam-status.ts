import { command } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { pointText, turnLine } from '../src/app/fireteam/format.js';
import { fireteamCampaign } from '../src/app/fireteam/session.js';
import { viewFireteam } from '../src/core/rulesets/fireteam/view.js';
import { PUBLIC } from '../src/core/views.js';

export const fireteamStatus = command({
  name: 'status',
  description: 'Turn, phase, whose step, the attacker, JOPs, patrol markers and smoke',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const view = viewFireteam(found.value.game, PUBLIC);
    const lines = [turnLine(view)];
    if (view.patrol) {
      lines.push(`Patrol markers: ${view.patrol.markers.map((m) => `${userText(m.id)} ${pointText(m.position)}${m.locked ? ' locked' : ''}`).join(', ')}`);
      if (view.patrol.jops.length) lines.push(`JOPs placed: ${view.patrol.jops.map((j) => `${userText(j.id)} ${pointText(j.position)}`).join(', ')}`);
    }
    if (view.jops.length) lines.push(`JOPs: ${view.jops.map((j) => `${userText(j.id)} (${userText(j.side)}) ${pointText(j.position)}${j.deployedThisTurn.length ? ` — ${j.deployedThisTurn.length}/2 deployed this turn` : ''}`).join(', ')}`);
    if (view.roadEntrances.length) lines.push(`Road entrances: ${view.roadEntrances.map((r) => `${userText(r.id)} (${userText(r.side)})`).join(', ')}`);
    if (view.smoke.length) lines.push(`Smoke: ${view.smoke.map((s) => `${userText(s.id)} ${pointText(s.centre)} ${s.radius}"`).join(', ')}`);
    return { ok: true, value: { public: { text: lines.join('\n') } } };
  },
});
