import type { CampaignError } from '../core/campaign.js';
import type { NotationError } from '../core/dice/notation.js';
import { NOTATION_LIMITS } from '../core/dice/notation.js';
import type { HouseRuleError } from '../core/house-rules.js';
import type { ResolveError } from './command.js';
import type { InputError } from './options.js';
import type { PreconditionError } from './preconditions.js';
import type { BoardError } from './board-access.js';
import type { RulesetRegistry } from '../core/ruleset.js';
import type { MoveError } from './run-move.js';
import type { LedgerExportError } from './ledger-export.js';
import type { PaceError } from '../core/pace.js';
import type { WebError } from './web-links.js';

export type VerifyError = 'verify/nothing-published' | 'verify/unknown-ledger' | 'verify/no-sealed-ledger';

/**
 * Every error code of the kernel a user can be answered with; each has exactly one text below. A
 * ruleset's codes (`<id>/…`) and their words are its own (`Ruleset.messages`).
 */
export type ErrorCode =
  | ResolveError
  | InputError
  | PreconditionError
  | CampaignError
  | HouseRuleError
  | NotationError
  | VerifyError
  | LedgerExportError
  | MoveError
  | BoardError
  | 'board/source'
  | 'board/bad-scenario'
  | 'campaign/stale'
  | 'clock/already-done'
  | 'undo/nothing'
  | 'action/stale'
  | 'action/unknown'
  | PaceError
  | WebError;

type Params = Readonly<Record<string, string | number>>;

const p = (params: Params, key: string): string => String(params[key] ?? '');

/**
 * The one map from codes to words, for both front ends. Texts never carry state beyond the
 * parameters a rule chose to give, so an error cannot leak what the viewer may not see.
 */
export const MESSAGES: Readonly<Record<ErrorCode, (params: Params) => string>> = {
  'move/other-ruleset': (x) => `This campaign plays \`${p(x, 'ruleset')}\`, not ${p(x, 'wanted')}; \`/${p(x, 'command')}\` commands do not apply.`,
  'move/not-a-player': () => 'Join a side first with `/campaign join`; only players act for their side.',
  'move/gm-plays-no-side': () => 'As GM you see every secret, so you play no side: the players give these orders.',
  'move/side-for-gm-only': () => 'Only the GM acts for another side; leave `side:` out to act for your own.',
  'move/gm-names-side': (x) => `As GM, say which side you act for with \`side:\` (${p(x, 'sides')}).`,
  'move/unknown-side': (x) => `There is no side \`${p(x, 'side')}\` in this game (${p(x, 'sides')}).`,
  'command/unknown': (x) => `There is no command \`/${p(x, 'command')}\`. Try \`/help\`.`,
  'command/incomplete': (x) => `\`/${p(x, 'command')}\` needs one of: ${p(x, 'choices')}.`,

  'input/unknown-option': (x) => `\`${p(x, 'option')}\` is not an option here. Options: ${p(x, 'known')}.`,
  'input/missing-option': (x) => `The option \`${p(x, 'option')}\` is required.`,
  'input/empty': (x) => `The option \`${p(x, 'option')}\` is empty.`,
  'input/too-long': (x) => `The option \`${p(x, 'option')}\` is too long (at most ${p(x, 'max')} characters).`,
  'input/too-short': (x) => `The option \`${p(x, 'option')}\` is too short (at least ${p(x, 'min')} characters).`,
  'input/not-a-choice': (x) => `The option \`${p(x, 'option')}\` must be one of: ${p(x, 'choices')}.`,
  'input/not-an-integer': (x) => `The option \`${p(x, 'option')}\` must be a whole number.`,
  'input/out-of-range': (x) => `The option \`${p(x, 'option')}\` must be from ${p(x, 'min')} to ${p(x, 'max')}.`,
  'input/not-a-boolean': (x) => `The option \`${p(x, 'option')}\` must be true or false.`,
  'input/not-an-attachment': (x) => `The option \`${p(x, 'option')}\` must be a file.`,
  'input/bad-characters': (x) => `The option \`${p(x, 'option')}\` contains control characters.`,

  'input/attachment-too-large': (x) => `The file for \`${p(x, 'option')}\` is too large (at most ${p(x, 'max')} KiB).`,
  'input/attachment-unavailable': (x) => `The file for \`${p(x, 'option')}\` could not be downloaded; please attach it again.`,
  'input/unterminated-quote': () => 'A quoted value is missing its closing `"`.',
  'input/duplicate-option': (x) => `The option \`${p(x, 'option')}\` is given twice.`,
  'input/stray-text': (x) => `\`${p(x, 'text')}\` is not an option; write options as \`name:value\` and quote values with spaces.`,
  'input/not-a-command': () => 'Commands start with `/` (try `/help`); `as <name>` switches player, `in <channel>` switches channel.',
  'input/no-such-choice': () => 'There is no such choice under the last post in this channel: type its number as shown (`2`, or `3 Portugal` for a list), or the command.',
  'input/bad-name': () => 'Names are 1 to 32 letters, digits, `_`, `.` or `-`.',

  'board/none': () => 'No scenario is loaded for this campaign; the GM loads one with `/board load`.',
  'board/wrong-ruleset': (x) => `Scenario \`${p(x, 'scenario')}\` is not for \`${p(x, 'ruleset')}\`, the ruleset of this campaign.`,
  'board/unknown-scenario': (x) => `There is no built-in scenario \`${p(x, 'scenario')}\`; \`/help command:"board load"\` says where they are.`,
  'board/cover-needed': (x) => `Whether **${p(x, 'feature')}** gives cover depends on the feature; say which with \`cover:\`.`,
  'board/off-table': (x) => `\`${p(x, 'at')}\` is off the table, which is ${p(x, 'width')}″ wide and ${p(x, 'height')}″ deep.`,
  'board/bad-point': () => 'Give a point as inches from the top-left corner: `x,y`, e.g. `12,30`.',
  'board/source': () => 'Give exactly one of `builtin:` or `file:`.',
  'board/bad-scenario': (x) => `The scenario has ${p(x, 'count')} problem(s):\n${p(x, 'problems')}`,

  'campaign/none': () => 'No campaign runs in this channel. Start one with `/campaign new`.',
  'campaign/exists': (x) =>
    `Campaign **${p(x, 'name')}** already runs in this channel; its GM ends it with \`/campaign end\` before a new one can start.`,
  'campaign/not-gm': () => 'Only the GM of this campaign can do that.',
  'campaign/bad-name': (x) =>
    `A campaign name needs 1 to ${p(x, 'max')} characters, on one line, without markdown or mention characters.`,
  'campaign/too-few-sides': (x) => `A campaign needs at least ${p(x, 'min')} sides, separated by commas (e.g. \`sides:"Portugal,FRELIMO"\`).`,
  'campaign/too-many-sides': (x) => `A campaign can have at most ${p(x, 'max')} sides.`,
  'campaign/bad-side-name': (x) =>
    `Each side name needs 1 to ${p(x, 'max')} characters, without markdown or mention characters.`,
  'campaign/duplicate-side': (x) => `The side **${p(x, 'side')}** is listed twice.`,
  'campaign/unknown-side': (x) => `There is no such side. The sides are: ${p(x, 'sides')}.`,
  'campaign/already-joined': (x) => `You already play **${p(x, 'side')}**; players keep their side for the whole campaign.`,
  'campaign/gm-cannot-join': () => 'The GM sees every secret, so the GM cannot also play a side.',
  'campaign/ended': () => 'This campaign has ended.',
  'campaign/stale': () => 'The campaign changed while your command ran; nothing was done. Please try again.',

  'rules/unknown-parameter': (x) =>
    `\`${p(x, 'key')}\` is not a house-rule parameter of \`${p(x, 'ruleset')}\`. See \`/campaign rules list\`.`,
  'rules/invalid-value': (x) => `\`${p(x, 'key')}\` takes ${p(x, 'expected')}.`,

  'roll/notation-too-long': () => `Dice notation can be at most ${NOTATION_LIMITS.maxLength} characters.`,
  'roll/invalid-notation': () =>
    'That is not dice notation I can read. Examples: `3d6`, `4d6>=5`, `2d10+3`, `4d6kh3`, `d%`. See `/help command:roll`.',
  'roll/too-many-dice': () => `At most ${NOTATION_LIMITS.maxDice} dice in one roll.`,
  'roll/too-many-sides': () => `A die can have at most ${NOTATION_LIMITS.maxSides} sides.`,
  'roll/too-many-draws': () =>
    `That roll would draw more than ${NOTATION_LIMITS.maxDraws} dice (exploding or re-rolling); nothing was rolled.`,

  'verify/nothing-published': () =>
    'No dice secret has been published in this channel yet. A campaign publishes its secret when the GM runs `/campaign end`; ' +
    'quick rolls outside a campaign are published by `/verify` once there are any, hidden ones by their roller with `/verify mine:true`.',
  // One answer for a ledger that does not exist and one not yet published: a sealed ledger stays unseen.
  'verify/unknown-ledger': () =>
    'There is no published ledger by that number in this channel. A campaign\'s ledger is published when its GM ends it, ' +
    "the channel's quick rolls by `/verify`, a sealed ledger only by its owner with `/verify mine:true`; `/verify` alone checks every published one.",
  // As for /verify: a sealed ledger someone else has not published reads exactly as one that does not exist.
  'export/unknown-ledger': () =>
    "There is no quick-roll ledger by that number in this channel that you may see. `/campaign export quick:true` exports every one you may; `/verify` lists the published ones.",
  'export/campaign-ledger': (x) => `Ledger #${p(x, 'campaign')} is the dice ledger of campaign ${p(x, 'campaign')}: export it with \`/campaign export campaign:${p(x, 'campaign')}\`.`,
  'export/no-quick-rolls': () =>
    'No quick rolls have been made in this channel outside a campaign yet; `/roll` outside a campaign starts its ledger.',
  'export/one-kind': () =>
    'Export either a campaign (`campaign:`) or quick-roll ledgers (`quick:true` or `ledger:`), not both at once.',
  'clock/already-done': () => 'That was already done.',
  'action/stale': () => 'The board has changed since these buttons were drawn; nothing was done. Use the latest post, or type the command.',
  'action/unknown': () => 'That choice is not one Sitrep offered; nothing was done. Type the command instead (`/help` lists them).',
  'undo/nothing': () =>
    'There is nothing you can take back: only your own last action, if it rolled no die, revealed nothing, and nothing has happened since. The GM can take back further, to the last roll.',
  'pace/bad-quiet': () => 'Quiet hours are two whole UTC hours, from-to, e.g. `quiet:22-7` (22:00 to 07:00 UTC).',
  'pace/warn-after-deadline': (x) =>
    `A warning comes before the deadline: give \`warn:\` fewer hours than \`deadline:\`${p(x, 'deadline') === '0' ? ' (and set a deadline)' : ` (${p(x, 'deadline')})`}.`,
  'pace/nothing-to-time': () =>
    'Give a `deadline:` (hours per turn) or `remind:` (hours between reminders), or `off:true` to stop timing the game.',
  'web/off': () => 'This bot does not serve the web page: its host switches it on with `WEB_PORT` (docs/web.md).',
  'web/replay-running': () => 'The full replay, with every secret, can be published only once the campaign has ended (`/campaign end`).',
  'verify/no-sealed-ledger': () =>
    'You have no unpublished sealed ledger in this channel; your first `/roll … hidden:true` outside a campaign opens one.',
};

/** The words for `code`: the kernel's, or those of the ruleset the code is named after (`<ruleset id>/…`). */
export function messageFor(code: string, params: Params = {}, rulesets?: RulesetRegistry): string {
  const own = (MESSAGES as Record<string, ((x: Params) => string) | undefined>)[code];
  const ruleset = rulesets?.get(code.split('/')[0] ?? '');
  const m = own ?? ruleset?.messages[code];
  if (!m) throw new Error(`no message for error code ${code}`);
  return m(params);
}
