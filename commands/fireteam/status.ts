import { command } from '../../src/app/command.js';
import { userText } from '../../src/app/format.js';
import { pointText, turnLine } from '../../src/rulesets/fireteam/play/format.js';
import { fireteamCampaign } from '../../src/rulesets/fireteam/play/session.js';
import { viewFireteam, type FireteamView } from '../../src/rulesets/fireteam/rules/view.js';
import { PUBLIC, viewerOf } from '../../src/core/views.js';

/** "Germans 2" for each side with some: what a viewer knows exists but may not see. */
const unseenText = (counts: Readonly<Record<string, number>>): string =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([side, n]) => `${userText(side)} ${n}`)
    .join(', ');

/** The game as one view holds it: turn, patrol markers and JOPs (with how many it cannot see), roads, smoke. */
function statusLines(view: FireteamView): string[] {
  const lines = [turnLine(view)];
  const p = view.patrol;
  if (p) {
    const unseen = unseenText(p.unseenMarkers);
    lines.push(`Patrol markers: ${p.markers.map((m) => `${userText(m.id)} ${pointText(m.position)}${m.locked ? ' locked' : ''}`).join(', ') || 'none seen'}${unseen ? `; not yet found: ${unseen}` : ''}`);
    if (view.phase === 'patrol' || view.phase === 'deploy-jops') {
      const placed = Object.entries(p.jopsPlaced).filter(([, n]) => n > 0).map(([side, n]) => `${userText(side)} ${n}/${p.jopsPerSide}`).join(', ');
      if (placed) lines.push(`JOPs placed: ${placed}${p.jops.length ? ` — ${p.jops.map((j) => `${userText(j.id)} ${pointText(j.position)}${j.secret ? ' (unseen by the enemy)' : ''}`).join(', ')}` : ''}`);
    }
  }
  const unseenJops = unseenText(view.unseenJops);
  if (view.jops.length || unseenJops) {
    const seen = view.jops.map((j) => `${userText(j.id)} (${userText(j.side)}) ${pointText(j.position)}${j.secret ? ' unseen by the enemy' : ''}${j.deployedThisTurn.length ? ` — ${j.deployedThisTurn.length}/2 deployed this turn` : ''}`);
    lines.push(`JOPs: ${seen.join(', ') || 'none seen'}${unseenJops ? `; not yet seen: ${unseenJops}` : ''}`);
  }
  if (view.roadEntrances.length) lines.push(`Road entrances: ${view.roadEntrances.map((r) => `${userText(r.id)} (${userText(r.side)})`).join(', ')}`);
  if (view.smoke.length) lines.push(`Smoke: ${view.smoke.map((s) => `${userText(s.id)} ${pointText(s.centre)} ${s.radius}"`).join(', ')}`);
  return lines;
}

export const fireteamStatus = command({
  name: 'status',
  description: 'Turn, phase, whose step, the attacker, JOPs, patrol markers and smoke',
  help: 'Posts what everyone may know. A player (or the GM) whose view holds more, such as its own unlocked patrol markers and unseen JOPs, also gets that view, only to them.',
  options: {},
  preconditions: ['in-campaign'],
  run(ctx) {
    const found = fireteamCampaign(ctx);
    if (!found.ok) return found;
    const text = statusLines(viewFireteam(found.value.game, PUBLIC)).join('\n');
    const mine = statusLines(viewFireteam(found.value.game, viewerOf(found.value.campaign, ctx.actor))).join('\n');
    return { ok: true, value: { public: { text }, ...(mine === text ? {} : { private: { text: `Your view:\n${mine}` } }) } };
  },
});
