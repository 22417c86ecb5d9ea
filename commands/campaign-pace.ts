import { command, rulesetOf } from '../src/app/command.js';
import { userText } from '../src/app/format.js';
import { paceText, scheduleTurn, utc } from '../src/app/pacing.js';
import { campaignOf } from '../src/app/preconditions.js';
import { isGm } from '../src/core/campaign.js';
import { checkPace, DEADLINE_ACTIONS, PACE_LIMITS, parseQuiet, type DeadlineAction, type Pace } from '../src/core/pace.js';
import { fail } from '../src/core/result.js';
import type { CommandContext } from '../src/app/command.js';
import type { Job } from '../src/app/ports.js';

const given = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value }) as { [k in K]?: V };

/** "reminder for Portugal at 2026-11-21 20:00 UTC" */
const jobText = (j: Job): string => `${j.kind} for ${userText(j.side)} at ${utc(j.dueAt)}`;

/** The pace and the clock's next jobs, in words. */
function paceReport(ctx: CommandContext, campaignId: string, pace: Pace | undefined): string {
  const jobs = ctx.tx.pendingJobs(campaignId);
  const next = jobs.map((j) => `• ${jobText(j)}`);
  return [paceText(pace), ...(next.length ? ['Next:', ...next] : pace ? ['Nothing is due: nobody is waited for right now.'] : [])].join('\n');
}

export const campaignPace = command({
  name: 'pace',
  description: "Deadlines, reminders and quiet hours for play by post (the GM sets them; anyone may look)",
  help:
    'Without options it shows the pace and what is due next. The GM sets: `deadline` hours for each turn (from when the turn ' +
    'passes to a side), `remind` every so many hours, `warn` so many hours before the deadline, `quiet` UTC hours without ' +
    'reminders (e.g. 22-7), and what happens when a deadline is `missed`: wait (the channel is told), gm (the GM is told), or ' +
    "default (the rules' default is played for the side: a pass). `off:true` stops timing the game. Players choose how they are " +
    'pinged with `/campaign notify`.',
  options: {
    deadline: { type: 'integer', description: 'Hours a side has for its turn', min: 1, max: PACE_LIMITS.maxDeadlineHours },
    remind: { type: 'integer', description: 'Hours between reminders to the side to act', min: 1, max: PACE_LIMITS.maxRemindHours },
    warn: { type: 'integer', description: 'Hours before the deadline to warn', min: 1, max: PACE_LIMITS.maxDeadlineHours - 1 },
    quiet: { type: 'string', description: 'UTC hours without reminders, from-to, e.g. 22-7', maxLength: 10 },
    missed: { type: 'string', description: 'At a missed deadline: wait, tell the GM, or play the default (a pass)', choices: [...DEADLINE_ACTIONS] },
    off: { type: 'boolean', description: 'Stop timing the game' },
  },
  preconditions: ['in-campaign'],
  run(ctx, o) {
    const c = campaignOf(ctx);
    const setting = o.deadline !== undefined || o.remind !== undefined || o.warn !== undefined || o.quiet !== undefined || o.missed !== undefined || o.off !== undefined;
    if (!setting) return { ok: true, value: { private: { text: paceReport(ctx, c.id, c.pace) } } };
    if (!isGm(c, ctx.actor.id)) return fail('campaign/not-gm');
    let pace: Pace | undefined;
    if (o.off === true) {
      pace = undefined;
    } else {
      const quiet = o.quiet === undefined ? undefined : parseQuiet(o.quiet);
      if (quiet && !quiet.ok) return quiet;
      const was = c.pace;
      // What the GM leaves out stays as it was.
      const merged: Pace = {
        ...given('deadlineHours', o.deadline ?? was?.deadlineHours),
        ...given('remindHours', o.remind ?? was?.remindHours),
        ...given('warnHours', o.warn ?? was?.warnHours),
        ...given('quiet', quiet?.value ?? was?.quiet),
        atDeadline: (o.missed as DeadlineAction | undefined) ?? was?.atDeadline ?? 'wait',
      };
      const checked = checkPace(merged);
      if (!checked.ok) return checked;
      pace = checked.value;
    }
    const { pace: _old, ...rest } = c;
    const saved = ctx.tx.saveCampaign(pace ? { ...rest, pace } : rest);
    // The clock for the turn now running starts again from this moment, on the new pace.
    scheduleTurn(ctx.tx, saved, rulesetOf(ctx, saved), ctx.now);
    const text = `⏱️ ${userText(ctx.actor.name)} set the pace. ${paceText(pace)}`;
    ctx.tx.appendEvent(saved.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: 'campaign pace', text } });
    const next = ctx.tx.pendingJobs(saved.id).map(jobText);
    return { ok: true, value: { public: { text: `${text}${next.length ? `\nNext: ${next.join('; ')}.` : ''}` } } };
  },
});
