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
import { actingSide, type MoveError } from '../../../app/run-move.js';
import { advance } from './advance.js';
import { extrasOf, fireteamGame, withExtras, type FireteamGame } from './game.js';
import { turnLine } from './format.js';
import { secretUpdates, sideViewer } from './secrets.js';
import { fireteamBoard } from './terrain.js';

export type FireteamSessionError = MoveError | 'fireteam/awaiting-overwatch';

/** Every house rule of the ruleset: the combat readings and the lists', patrol's and campaign's. */
export const FIRETEAM_RULES = [...fireteamHouseRules, ...fireteamForceRules];

/** The running campaign and its game, checked to be Fire Team; anyone in the channel may look. */
export function fireteamCampaign(ctx: CommandContext): RuleResult<{ campaign: Campaign; game: FireteamGame }, MoveError> {
  const campaign = campaignOf(ctx);
  if (campaign.ruleset !== 'fireteam') return fail('move/other-ruleset', { ruleset: campaign.ruleset, wanted: 'Fire Team', command: 'fireteam' });
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
  const side = actingSide(ctx, campaign, named, true);
  if (!side.ok) return side;
  return ok({ ...base, side: game.sides.find((s) => s.toLowerCase() === side.value.toLowerCase()) ?? side.value });
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
export function beforeOrder(game: FireteamGame, side: string, move: Move | undefined): RuleResult<FireteamGame, 'fireteam/awaiting-overwatch'> {
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
