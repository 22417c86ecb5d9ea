import { isGm, playersOf, sideOf, type Campaign } from '../../../core/campaign.js';
import { formatHex, sameHex, type HexCoord } from '../../../core/board/hex.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { rulesFor, type HouseRules } from '../../../core/house-rules.js';
import { lnlHouseRules } from '../rules/house-rules.js';
import { lnlStateOf, type LnlState } from '../rules/state.js';
import { checkMove, type LnlMove } from '../rules/turn.js';
import { viewLnl, type LnlView } from '../rules/view.js';
import { PUBLIC } from '../../../core/views.js';
import { ledgerOf } from '../../../app/campaign-access.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { rollInLedger } from '../../../app/dice.js';
import { userText } from '../../../app/format.js';
import { campaignOf } from '../../../app/preconditions.js';

export type LnlSessionError = 'lnl/not-lnl' | 'lnl/not-a-player' | 'lnl/side-for-gm-only' | 'lnl/gm-names-side' | 'lnl/unknown-side';

/** The lnl game of a campaign; present from `/campaign new ruleset:lnl` on. */
export function lnlGame(c: Campaign): LnlState {
  return lnlStateOf(c.game);
}

/** The running campaign and its game, checked to be Lock 'n Load; anyone in the channel may look. */
export function lnlCampaign(ctx: CommandContext): RuleResult<{ campaign: Campaign; state: LnlState }, 'lnl/not-lnl'> {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== 'lnl') return fail('lnl/not-lnl', { ruleset: campaign.ruleset });
  return ok({ campaign, state: lnlGame(campaign) });
}

export interface LnlTable {
  readonly campaign: Campaign;
  readonly state: LnlState;
  readonly rules: HouseRules;
  /** The side the actor plays, or the side the GM named. */
  readonly side: string;
}

/**
 * The running campaign, checked to be an lnl one, and the side the actor acts for: a player's own
 * side; the GM (who runs both sides in a solo or umpired game) names one with the `side` option.
 */
export function lnlTable(ctx: CommandContext, named?: string): RuleResult<LnlTable, LnlSessionError> {
  const game = lnlCampaign(ctx);
  if (!game.ok) return game;
  const { campaign, state } = game.value;
  const rules = rulesFor(lnlHouseRules, campaign.houseRules);
  if (isGm(campaign, ctx.actor.id)) {
    if (named === undefined) return fail('lnl/gm-names-side', { sides: state.sides.join(', ') });
    const side = state.sides.find((s) => s.toLowerCase() === named.trim().toLowerCase());
    return side === undefined ? fail('lnl/unknown-side', { side: named }) : ok({ campaign, state, rules, side });
  }
  const own = sideOf(campaign, ctx.actor.id)?.name;
  if (own === undefined) return fail('lnl/not-a-player');
  if (named !== undefined && named.trim().toLowerCase() !== own.toLowerCase()) return fail('lnl/side-for-gm-only');
  return ok({ campaign, state, rules, side: own });
}

export interface LnlMoveResult<R> {
  readonly state: LnlState;
  readonly result: R;
}


/** "Turn 2, Operations: **US** to activate a hex (1 pass)." */
export function turnLine(view: LnlView): string {
  const phase = view.phase === 'rally' ? 'Rally phase' : view.phase === 'operations' ? 'Operations phase' : 'Administrative phase';
  if (view.phase === 'operations') {
    const passes = view.passes ? ` (${view.passes} consecutive pass${view.passes === 1 ? '' : 'es'})` : '';
    return `Turn ${view.turn}, ${phase}: **${userText(view.impulse)}**'s impulse${passes}.`;
  }
  if (view.phase === 'rally') {
    if (!view.initiativeSettled) return `Turn ${view.turn}, ${phase}: roll for the initiative with \`/lnl initiative\`.`;
    const waiting = view.sides.filter((s) => !view.rallyDone.includes(s));
    return `Turn ${view.turn}, ${phase}: **${userText(view.initiative)}** holds the initiative; ${waiting.map((s) => `**${userText(s)}**`).join(' and ')} still rallying (\`/lnl rally\`, then \`/lnl pass\`).`;
  }
  return `Turn ${view.turn}, ${phase}.`;
}

/**
 * Runs one move of the lnl ruleset in the command's transaction: the phase table says whether the
 * side may make it now; the move rolls through the campaign ledger, in public as at the table; the
 * new state is saved; the channel gets the result and, when the impulse or phase changed, whose turn
 * it is — pinging that side's players.
 */
export function runLnlAction<R>(
  ctx: CommandContext,
  spec: {
    command: string;
    move: LnlMove;
    side?: string | undefined;
    /** The hex of the units acting, for an impulse kept for one hex (`more:true`). */
    from?: (state: LnlState) => HexCoord | undefined;
  },
  move: (args: { state: LnlState; roller: Roller; rules: HouseRules; side: string }) => RuleResult<LnlMoveResult<R>>,
  describe: (result: R, view: LnlView) => string,
): CommandResult {
  const table = lnlTable(ctx, spec.side);
  if (!table.ok) return table;
  const { campaign, state, rules, side } = table.value;
  const legal = checkMove(state, side, spec.move);
  if (!legal.ok) return legal;
  // An impulse kept with more:true holds only the activated hex's units (4.0).
  if (state.activeHex && spec.move === 'activate') {
    const from = spec.from?.(state);
    if (!from || !sameHex(from, state.activeHex)) return fail('lnl/other-hex-active', { hex: formatHex(state.activeHex) });
  }
  // After a successful spot the impulse holds only the spotter's shot at the hex (10.1 item 4).
  if (state.lastSpot && spec.move === 'activate' && spec.command !== 'lnl fire') {
    return fail('lnl/spotter-fires-first', { unit: state.lastSpot.unit, hex: formatHex(state.lastSpot.hex) });
  }
  const rolled = rollInLedger(ctx, ledgerOf(ctx, campaign), { command: spec.command, audience: { kind: 'public' } }, (roller) =>
    move({ state, roller, rules, side }),
  );
  if (!rolled.ok) return rolled;
  const moved = rolled.value.value;
  if (!moved.ok) return moved;
  const next = moved.value.state;
  ctx.tx.saveCampaign({ ...campaign, game: next });

  const view = viewLnl(next, PUBLIC);
  const lines = [describe(moved.value.result, view)];
  if (rolled.value.entry) lines[0] = `🎲 #${rolled.value.entry.n} ${lines[0]}`;
  const turned = next.impulse !== state.impulse || next.phase !== state.phase || next.turn !== state.turn || next.initiativeSettled !== state.initiativeSettled;
  if (turned) lines.push(`➡️ ${turnLine(view)}`);
  const text = lines.join('\n');
  ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience: { kind: 'public' }, data: { kind: 'action', command: spec.command, text } });
  const pingSide = next.phase === 'operations' ? next.impulse : undefined;
  const ping = turned && pingSide !== undefined ? playersOf(campaign, pingSide) : [];
  return ok({ public: { text, ...(ping.length ? { ping } : {}) } });
}
