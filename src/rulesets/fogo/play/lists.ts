import type { CommandContext, CommandResult } from '../../../app/command.js';
import { userText } from '../../../app/format.js';
import { viewerOf } from '../../../core/views.js';
import { viewFogo } from '../rules/view.js';
import { fogoTable, sharedInView } from './session.js';
import { standLine } from './setup.js';
import { sneakersText } from './sneakers-text.js';

/** The stands the actor may see, side by side: all of their own, the enemy's as revealed (only they see it). */
export function standList(ctx: CommandContext): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  const view = viewFogo(table.value.state, viewerOf(table.value.campaign, ctx.actor));
  const shared = sharedInView(view);
  const lines = [`Initiative: **${userText(view.initiative)}** (change ${view.initiativeCount})`];
  for (const side of view.sides) {
    const stands = view.stands.filter((s) => s.side === side);
    lines.push(`**${userText(side)}** — ${stands.length ? '' : 'no stands seen'}`, ...stands.map((s) => `• ${standLine(s, shared)}`));
  }
  return { ok: true, value: { private: { text: lines.join('\n') } } };
}

/** The Sneakers and Spoor the actor may see: their own with what they hold, the enemy's as seen (only they see it). */
export function sneakerList(ctx: CommandContext): CommandResult {
  const table = fogoTable(ctx);
  if (!table.ok) return table;
  return { ok: true, value: { private: { text: sneakersText(viewFogo(table.value.state, viewerOf(table.value.campaign, ctx.actor))) } } };
}
