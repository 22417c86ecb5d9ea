import type { CommandContext, CommandResult } from '../../../app/command.js';
import { campaignOf } from '../../../app/preconditions.js';
import { fail, ok } from '../../../core/result.js';
import { PUBLIC, viewerOf } from '../../../core/views.js';
import { viewFng, type FngView } from '../rules/view.js';
import { missionStatusLines } from './enemy/enemy-texts.js';
import { airStatusLines } from './support/air-effect-texts.js';
import { figureLines, turnLine } from './format.js';
import { fngGameOf } from './game.js';
import { CHARTS, type ChartName } from './charts.js';
import { tourStatusLines } from './tour/tour-texts.js';

/** The FNG view of the channel's campaign for this viewer, or the refusal for another ruleset's. */
function views(ctx: CommandContext, command: string): { readonly public: FngView; readonly mine: FngView } | ReturnType<typeof fail> {
  const c = campaignOf(ctx);
  if (c.ruleset !== 'fng') return fail('move/other-ruleset', { ruleset: c.ruleset, wanted: 'FNG 2nd Tour', command });
  const g = fngGameOf(c.game);
  return { public: viewFng(g, PUBLIC), mine: viewFng(g, viewerOf(c, ctx.actor)) };
}

/** `/fng status`: the turn and the figures on the table for the channel; a viewer who may know more gets it alone. */
export function fngStatus(ctx: CommandContext): CommandResult {
  const v = views(ctx, 'fng');
  if ('ok' in v) return v;
  const text = [turnLine(v.public), ...missionStatusLines(v.public), ...airStatusLines(v.public), ...figureLines(v.public, false)].join('\n');
  const mine = [turnLine(v.mine), ...missionStatusLines(v.mine), ...airStatusLines(v.mine), ...figureLines(v.mine, true)].join('\n');
  return ok({ public: { text }, ...(mine === text ? {} : { private: { text: `Your view:\n${mine}` } }) });
}

/** `/fng figure list`: the figures this viewer may know of, to them alone. */
export function fngFigureList(ctx: CommandContext): CommandResult {
  const v = views(ctx, 'fng');
  if ('ok' in v) return v;
  const lines = figureLines(v.mine, true);
  return ok({ private: { text: lines.length ? lines.join('\n') : 'No figures yet: `/fng force` musters a side.' } });
}

/** `/fng chart`: one of the firefight's tables as the QRS prints it, with its seed lines. */
export function fngChart(name: ChartName): CommandResult {
  return ok({ private: { text: CHARTS[name] } });
}

/** `/fng-mission status`: the mission as this viewer may know it, to them alone. */
export function fngMissionStatus(ctx: CommandContext): CommandResult {
  const v = views(ctx, 'fng-mission');
  if ('ok' in v) return v;
  const lines = [...missionStatusLines(v.mine), ...airStatusLines(v.mine)];
  return ok({ private: { text: lines.length ? lines.join('\n') : 'No mission yet: `/fng-mission start` begins one with the bot as the enemy.' } });
}

/** `/fng tour status`: the tour and its roster, public, to the asker alone. */
export function fngTourStatus(ctx: CommandContext): CommandResult {
  const v = views(ctx, 'fng');
  if ('ok' in v) return v;
  const t = v.public.tour;
  return ok({ private: { text: t ? tourStatusLines(t).join('\n') : 'No tour of duty yet: `/fng tour start army:… corps:…` rolls the squad and its DEROS.' } });
}
