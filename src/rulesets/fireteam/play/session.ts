import { isGm, playersOf, sideOf, type Campaign } from '../../../core/campaign.js';
import type { Roller } from '../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { rulesFor, type HouseRules } from '../../../core/house-rules.js';
import { fireteamForceRules } from '../rules/campaign-rules.js';
import { fireteamHouseRules } from '../rules/house-rules.js';
import { checkMove, endStep, type Move } from '../rules/turn.js';
import { viewFireteam, type FireteamView } from '../rules/view.js';
import type { FireteamScenario } from '../rules/scenario.js';
import type { Audience } from '../../../core/ledger.js';
import { PUBLIC } from '../../../core/views.js';
import { ledgerOf } from '../../../app/campaign-access.js';
import type { CommandContext, CommandResult } from '../../../app/command.js';
import { rollInLedger } from '../../../app/dice.js';
import { campaignOf } from '../../../app/preconditions.js';
import { advance } from './advance.js';
import { extrasOf, fireteamGame, withExtras, type FireteamGame } from './game.js';
import { turnLine } from './format.js';
import { secretUpdates, sideViewer } from './secrets.js';
import { fireteamBoard } from './terrain.js';

export type FireteamSessionError =
  | 'fireteam/not-fireteam'
  | 'fireteam/not-a-player'
  | 'fireteam/side-for-gm-only'
  | 'fireteam/gm-names-side'
  | 'fireteam/unknown-side'
  | 'fireteam/awaiting-overwatch';

/** Every house rule of the ruleset: the combat readings and the lists', patrol's and campaign's. */
export const FIRETEAM_RULES = [...fireteamHouseRules, ...fireteamForceRules];

/** The running campaign and its game, checked to be Fire Team; anyone in the channel may look. */
export function fireteamCampaign(ctx: CommandContext): RuleResult<{ campaign: Campaign; game: FireteamGame }, 'fireteam/not-fireteam'> {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== 'fireteam') return fail('fireteam/not-fireteam', { ruleset: campaign.ruleset });
  return ok({ campaign, game: fireteamGame(campaign) });
}

export interface FireteamTable {
  readonly campaign: Campaign;
  readonly game: FireteamGame;
  readonly rules: HouseRules;
  /** The side the actor plays, or the side the GM named. */
  readonly side: string;
  readonly board?: FireteamScenario;
}

/**
 * The running Fire Team campaign and the side the actor acts for: a player's own side; the GM (who
 * runs both sides in a solo or umpired game) names one with the `side` option.
 */
export function fireteamTable(ctx: CommandContext, named?: string): RuleResult<FireteamTable, FireteamSessionError> {
  const found = fireteamCampaign(ctx);
  if (!found.ok) return found;
  const { campaign, game } = found.value;
  const rules = rulesFor(FIRETEAM_RULES, campaign.houseRules);
  const board = fireteamBoard(campaign.board);
  const base = { campaign, game, rules, ...(board ? { board } : {}) };
  if (isGm(campaign, ctx.actor.id)) {
    if (named === undefined) return fail('fireteam/gm-names-side', { sides: game.sides.join(', ') });
    const side = game.sides.find((s) => s.toLowerCase() === named.trim().toLowerCase());
    return side === undefined ? fail('fireteam/unknown-side', { side: named }) : ok({ ...base, side });
  }
  const own = sideOf(campaign, ctx.actor.id)?.name;
  if (own === undefined) return fail('fireteam/not-a-player');
  if (named !== undefined && named.trim().toLowerCase() !== own.toLowerCase()) return fail('fireteam/side-for-gm-only');
  const side = game.sides.find((s) => s.toLowerCase() === own.toLowerCase()) ?? own;
  return ok({ ...base, side });
}

export interface MoveArgs {
  readonly game: FireteamGame;
  readonly roller: Roller;
  readonly rules: HouseRules;
  readonly side: string;
  readonly board: FireteamScenario | undefined;
  readonly campaign: Campaign;
}

export interface Moved<R> {
  readonly game: FireteamGame;
  readonly result: R;
}

/**
 * Where the game stands before a side's order. While a unit waits under the enemy's overwatch
 * (seed 004, Over Watch: fire during the enemy's movement), the watching side either fires or, by
 * giving any other order, lets the mover's step end; the moving side waits.
 */
function beforeOrder(game: FireteamGame, side: string, move: Move | undefined): RuleResult<FireteamGame, 'fireteam/awaiting-overwatch'> {
  const waiting = extrasOf(game).awaitingOverwatch;
  if (!waiting || game.phase !== 'movement') return ok(game);
  if (waiting.side === side) {
    return move === 'move' || move === 'pass' ? fail('fireteam/awaiting-overwatch', { unit: waiting.unit }) : ok(game);
  }
  if (move === 'overwatch-fire') return ok(game);
  return ok(withExtras(endStep(game, waiting.side), { awaitingOverwatch: undefined }));
}

/**
 * What an order's result tells: a plain string is for everyone; otherwise `public` is what the
 * channel may know (absent: the channel hears nothing) and `private` what only the acting side may,
 * such as where its secret patrol marker went.
 */
export type Told = string | { readonly public?: string; readonly private?: string };

/**
 * Runs one order of the Fire Team ruleset in the command's transaction: the phase table says whether
 * the side may give it now (setup orders name no move); it rolls through the campaign ledger, in
 * public as at the table; the game moves on by itself when a phase is over; the new state is saved.
 * `describe` gets the public view, the acting side's own view and the acting side; the channel gets the public part
 * and, when the phase or step changed, whose turn it is, pinging them; the actor gets the private
 * part, kept in the log for the side's players and the GM. A side whose secrets the order changed
 * (its marker locked by the enemy's, say) gets its secret state by DM.
 */
export function runFireteamAction<R>(
  ctx: CommandContext,
  spec: { command: string; move?: Move; side?: string | undefined },
  move: (args: MoveArgs) => RuleResult<Moved<R>>,
  describe: (result: R, view: FireteamView, own: FireteamView, side: string) => Told,
): CommandResult {
  const table = fireteamTable(ctx, spec.side);
  if (!table.ok) return table;
  const { campaign, rules, side, board } = table.value;
  const ready = beforeOrder(table.value.game, side, spec.move);
  if (!ready.ok) return ready;
  const game = ready.value;
  if (spec.move !== undefined) {
    const legal = checkMove(game, side, spec.move);
    if (!legal.ok) return legal;
  }
  const rolled = rollInLedger(ctx, ledgerOf(ctx, campaign), { command: spec.command, audience: { kind: 'public' } }, (roller) => {
    const r = move({ game, roller, rules, side, board, campaign });
    if (!r.ok) return r;
    const moved = advance(r.value.game, roller);
    return ok({ ...r.value, game: moved.game, advanced: moved.lines });
  });
  if (!rolled.ok) return rolled;
  const moved = rolled.value.value;
  if (!moved.ok) return moved;
  const next = moved.value.game;
  ctx.tx.saveCampaign({ ...campaign, game: next });

  const view = viewFireteam(next, PUBLIC);
  const told = describe(moved.value.result, view, viewFireteam(next, sideViewer(side, ctx.actor.id)), side);
  const publicText = typeof told === 'string' ? told : told.public;
  const privateText = typeof told === 'string' ? undefined : told.private;
  const lines = [...(publicText === undefined ? [] : [publicText]), ...moved.value.advanced];
  if (rolled.value.entry && lines.length > 0) lines[0] = `🎲 #${rolled.value.entry.n} ${lines[0]}`;
  const before = table.value.game;
  const turned = next.phase !== before.phase || next.turn !== before.turn || next.step.side !== before.step.side || (next.patrol?.toMove ?? '') !== (before.patrol?.toMove ?? '');
  if (turned) lines.push(`➡️ ${turnLine(view)}`);
  const text = lines.join('\n');
  const log = (audience: Audience, t: string) => ctx.tx.appendEvent(campaign.id, { at: ctx.now, actor: ctx.actor, audience, data: { kind: 'action', command: spec.command, text: t } });
  if (text !== '') log({ kind: 'public' }, text);
  if (privateText !== undefined) log({ kind: 'hidden', to: [...new Set([ctx.actor.id, ...playersOf(campaign, side).map((p) => p.id)])] }, privateText);
  const pingSide = next.phase === 'patrol' || next.phase === 'deploy-jops' ? next.patrol?.toMove : next.phase === 'firing' || next.phase === 'pinning' ? undefined : next.step.side;
  const ping = turned && pingSide !== undefined && pingSide.toLowerCase() !== side.toLowerCase() ? playersOf(campaign, pingSide) : [];
  const dms = secretUpdates(campaign, before, next, ctx.actor);
  return ok({
    ...(text === '' ? {} : { public: { text, ...(ping.length ? { ping } : {}) } }),
    ...(privateText === undefined ? {} : { private: { text: privateText } }),
    ...(dms.length ? { dms } : {}),
  });
}
