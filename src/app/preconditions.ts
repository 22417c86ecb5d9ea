import { isGm, type Actor, type Campaign } from '../core/campaign.js';
import type { RuleResult } from '../core/result.js';

/** What the preconditions read of a command's context. */
interface Asked {
  readonly actor: Actor;
  readonly campaign: Campaign | undefined;
}

export type PreconditionId = 'in-campaign' | 'no-campaign' | 'gm-only';
export type PreconditionError = 'campaign/none' | 'campaign/exists' | 'campaign/not-gm';

type Check = (ctx: Asked) => RuleResult<void, PreconditionError>;

const passed = { ok: true, value: undefined } as const;

const CHECKS: Record<PreconditionId, Check> = {
  'in-campaign': (ctx) => (ctx.campaign ? passed : { ok: false, code: 'campaign/none' }),
  'no-campaign': (ctx) =>
    ctx.campaign ? { ok: false, code: 'campaign/exists', params: { name: ctx.campaign.name } } : passed,
  'gm-only': (ctx) => (ctx.campaign && isGm(ctx.campaign, ctx.actor.id) ? passed : { ok: false, code: 'campaign/not-gm' }),
};

/** Checks a command's preconditions in order, inside its transaction; the first to fail answers. */
export function checkPreconditions(ids: readonly PreconditionId[], ctx: Asked): RuleResult<void, PreconditionError> {
  for (const id of ids) {
    const r = CHECKS[id](ctx);
    if (!r.ok) return r;
  }
  return passed;
}

/** The active campaign of a command whose preconditions include 'in-campaign'. */
export function campaignOf(ctx: Pick<Asked, 'campaign'>): Campaign {
  if (!ctx.campaign) throw new Error('command ran without the in-campaign precondition');
  return ctx.campaign;
}
