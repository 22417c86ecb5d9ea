import { PUBLIC, viewerOf } from '../../../core/views.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { viewFireteam, type FireteamView } from '../rules/game/view.js';
import { pointText, turnLine, unitLine } from './format.js';
import { fireteamCampaign } from './session.js';

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

/**
 * `/fireteam status`: what everyone may know, posted; whoever's view holds more (its own unlocked
 * patrol markers, unseen JOPs) also gets that view, to them alone.
 */
export function showStatus(ctx: CommandContext): CommandResult {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  const text = statusLines(viewFireteam(found.value.game, PUBLIC)).join('\n');
  const mine = statusLines(viewFireteam(found.value.game, viewerOf(found.value.campaign, ctx.actor))).join('\n');
  return { ok: true, value: { public: { text }, ...(mine === text ? {} : { private: { text: `Your view:\n${mine}` } }) } };
}

/** `/fireteam unit list`: every unit by side as the asker's view holds it, to them alone; removed ones with `all`. */
export function listUnits(ctx: CommandContext, o: { readonly all?: boolean | undefined }): CommandResult {
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
}
