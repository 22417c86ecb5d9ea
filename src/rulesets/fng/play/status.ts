import type { CommandContext, CommandResult } from '../../../app/command.js';
import { campaignOf } from '../../../app/preconditions.js';
import { pagedPost } from '../../../app/pages.js';
import { fail, ok } from '../../../core/result.js';
import { PUBLIC, viewerOf } from '../../../core/views.js';
import { viewFng, type FngView } from '../rules/view.js';
import { missionStatusLines } from './enemy/enemy-texts.js';
import { airStatusLines } from './support/air-effect-texts.js';
import { figureBriefLines, figureLines, turnLine } from './format.js';
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

/** Room under one message's 2,000 characters for what Discord adds to a post. */
const ONE_MESSAGE = 1800;

/** A view's status: the turn, the mission, the air and the figures, each figure in a few words when all in full would not fit one message. */
function statusText(v: FngView, all: boolean): string {
  const head = [turnLine(v), ...missionStatusLines(v), ...airStatusLines(v)];
  const full = [...head, ...figureLines(v, all)].join('\n');
  return full.length <= ONE_MESSAGE ? full : [...head, ...figureBriefLines(v, all), 'Each figure in full: `/fng figure list`.'].join('\n');
}

/** `/fng status`: the turn and the figures on the table for the channel; a viewer who may know more gets it alone. */
export function fngStatus(ctx: CommandContext): CommandResult {
  const v = views(ctx, 'fng');
  if ('ok' in v) return v;
  const text = statusText(v.public, false);
  const mine = statusText(v.mine, true);
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

/** `/fng-tour status`: the tour and its roster, public, to the asker alone; a platoon's roster is paged. */
export function fngTourStatus(ctx: CommandContext, page: number | undefined): CommandResult {
  const v = views(ctx, 'fng-tour');
  if ('ok' in v) return v;
  const t = v.public.tour;
  if (!t) return ok({ private: { text: 'No tour of duty yet: `/fng-tour start army:… corps:…` rolls the squad and its DEROS.' } });
  const [head = '', ...rest] = tourStatusLines(t);
  return ok({ private: pagedPost({ head, sections: [{ title: '', lines: rest }], page, path: ['fng-tour', 'status'] }) });
}
