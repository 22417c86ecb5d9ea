import { commitmentOf } from '../core/dice/rng.js';
import { NotationRefused, recordingRoller, type Roller } from '../core/dice/roller.js';
import type { DiceError } from '../core/dice/roll-spec.js';
import type { Audience, LedgerEntry, LedgerInfo } from '../core/ledger.js';
import { fail, ok, type RuleResult } from '../core/result.js';
import type { CommandContext } from './command.js';

/**
 * The ledger a roll in this channel goes to: the active campaign's (published when it ends); outside
 * a campaign, the channel's own for a public roll (published by anyone's /verify), and the roller's
 * sealed ledger for a hidden one, so that no one but the roller can publish the secret behind it.
 */
export function ledgerForRolls(ctx: CommandContext, hidden: boolean): { ledger: LedgerInfo; opened: boolean } {
  if (ctx.campaign) {
    const ledger = ctx.tx.ledger(ctx.campaign.id);
    if (!ledger) throw new Error(`campaign ${ctx.campaign.id} has no ledger`);
    return { ledger, opened: false };
  }
  const open = hidden ? ctx.tx.openPersonalLedger(ctx.channelId, ctx.actor.id) : ctx.tx.openChannelLedger(ctx.channelId);
  if (open) return { ledger: open, opened: false };
  return { ledger: openLedger(ctx, hidden ? 'personal' : 'channel'), opened: true };
}

/** A new ledger with a fresh secret (a sealed one is the invoker's); only its commitment leaves this function. */
export function openLedger(ctx: CommandContext, kind: LedgerInfo['kind']): LedgerInfo {
  const secret = ctx.newSecret();
  return ctx.tx.createLedger({
    kind,
    channelId: ctx.channelId,
    ...(kind === 'personal' ? { owner: ctx.actor.id } : {}),
    secret,
    commitment: commitmentOf(secret),
    createdAt: ctx.now,
  });
}

export interface RollMeta {
  readonly command: string;
  readonly reason?: string;
  readonly audience: Audience;
}

/**
 * Makes the next numbered roll of `ledger`: seeds the dice from the ledger secret and the roll
 * number, lets `draw` roll what it needs, and appends every part to the ledger in the caller's
 * transaction, so the roll and its effect commit or roll back together. When `draw` rolls no
 * dice, nothing is appended and no number is used.
 */
export function rollInLedger<T>(
  ctx: CommandContext,
  ledger: LedgerInfo,
  meta: RollMeta,
  draw: (roller: Roller) => T,
): RuleResult<{ entry: LedgerEntry | undefined; value: T }, DiceError> {
  const current = ctx.tx.ledger(ledger.id);
  if (!current) throw new Error(`no ledger ${ledger.id}`);
  if (current.publishedAt !== undefined) throw new Error(`ledger ${ledger.id} is published and closed to new rolls`);
  const n = current.rolls + 1;
  const roller = recordingRoller(ctx.dice(ctx.tx.ledgerSecret(ledger.id), ledger.id, n));
  let value: T;
  try {
    value = draw(roller);
  } catch (e) {
    if (e instanceof NotationRefused) return fail(e.code, e.params);
    throw e;
  }
  // A move that rolled nothing (a refusal, a marker, a pass) takes no roll number.
  if (roller.parts.length === 0) return ok({ entry: undefined, value });
  const entry: LedgerEntry = {
    n,
    at: ctx.now,
    actor: ctx.actor,
    command: meta.command,
    ...(meta.reason === undefined ? {} : { reason: meta.reason }),
    audience: meta.audience,
    parts: roller.parts,
  };
  ctx.tx.appendRoll(ledger.id, entry);
  if (ctx.campaign && ledger.id === ctx.campaign.id) {
    ctx.tx.appendEvent(ctx.campaign.id, { at: ctx.now, actor: ctx.actor, audience: meta.audience, data: { kind: 'roll', n } });
    ctx.action.rolls++;
    // No undo reaches back past a die roll, a quick /roll in the campaign included.
    ctx.tx.clearUndo(ctx.campaign.id);
  }
  return ok({ entry, value });
}
