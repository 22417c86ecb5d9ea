import type { CampaignError } from '../core/campaign.js';
import type { NotationError } from '../core/dice/notation.js';
import { NOTATION_LIMITS } from '../core/dice/notation.js';
import type { QuickDiceError } from '../core/dice/quick/errors.js';
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
  | QuickDiceError
  | VerifyError
  | LedgerExportError
  | MoveError
  | BoardError
  | 'board/source'
  | 'board/bad-scenario'
  | 'campaign/stale'
  | 'store/unavailable'
  | 'store/uncertain'
  | 'clock/already-done'
  | 'undo/nothing'
  | 'action/stale'
  | 'action/unknown'
  | 'details/no-such-post'
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
  'input/not-a-user': (x) => `The option \`${p(x, 'option')}\` must be a person: pick one from the list Discord offers (on the local table, their name).`,
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
  'campaign/unknown-mode': (x) => `${p(x, 'ruleset')} has no mode \`${p(x, 'mode')}\`. Leave \`mode\` out for the usual game; the modes it offers: ${p(x, 'modes')}.`,
  'campaign/too-few-sides': (x) => `A campaign needs at least ${p(x, 'min')} sides, separated by commas (e.g. \`sides:"Portugal,FRELIMO"\`).`,
  'campaign/too-many-sides': (x) => `A campaign can have at most ${p(x, 'max')} sides.`,
  'campaign/bad-side-name': (x) =>
    `Each side name needs 1 to ${p(x, 'max')} characters, without markdown or mention characters.`,
  'campaign/duplicate-side': (x) => `The side **${p(x, 'side')}** is listed twice.`,
  'campaign/unknown-side': (x) => `There is no such side. The sides are: ${p(x, 'sides')}.`,
  'campaign/already-joined': (x) =>
    `You already play **${p(x, 'side')}**. A player keeps one side: \`/campaign leave\` first (joining again then needs the GM's approval).`,
  'campaign/side-bot': (x) =>
    `**${p(x, 'side')}** is the enemy Sitrep plays (the GM by hand when it does not): no player may join it. Sides open to players: ${p(x, 'open')}.`,
  'campaign/side-gm-only': (x) => `The GM keeps **${p(x, 'side')}** for herself: no player may join it. Sides open to players: ${p(x, 'open')}.`,
  'campaign/already-asked': (x) => `Your request to join **${p(x, 'side')}** already waits for the GM; \`/campaign leave\` takes it back.`,
  'campaign/no-request': (x) => `No request to join from \`${p(x, 'player')}\` waits for you; \`/campaign status\` lists those that do.`,
  'campaign/same-name': (x) => `More than one person here is called \`${p(x, 'player')}\`: pick the one you mean from the suggestions (or press the button of their request).`,
  'campaign/no-such-player': (x) => `No player called \`${p(x, 'player')}\` plays a side here; \`/campaign status\` lists who plays what.`,
  'campaign/already-playing': (x) => `**${p(x, 'player')}** already plays **${p(x, 'side')}**; remove them from it first with \`/campaign players remove\`.`,
  'campaign/not-playing': () => 'You play no side here and have no request waiting: there is nothing to leave.',
  'campaign/bot-side': (x) => `**${p(x, 'side')}** is the enemy Sitrep plays: it is never open to players, and there is nothing to change.`,
  'campaign/side-has-players': (x) =>
    `**${p(x, 'side')}** has players (${p(x, 'players')}): remove them first with \`/campaign players remove\`, then keep the side for yourself.`,
  'campaign/gm-cannot-join': () => 'The GM sees every secret, so the GM cannot also play a side.',
  'campaign/ended': () => 'This campaign has ended.',
  'campaign/stale': () => 'The campaign changed while your command ran; nothing was done. Please try again.',
  'store/unavailable': () => 'The database is not answering just now, so nothing was changed. Please try again in a minute.',
  'store/uncertain': () =>
    'The database stopped answering just as your command was being saved, so it may or may not have been. Check with `/campaign status` or `/campaign log` before you try it again.',

  'rules/unknown-parameter': (x) =>
    `\`${p(x, 'key')}\` is not a house-rule parameter of \`${p(x, 'ruleset')}\`. See \`/campaign rules list\`.`,
  'rules/invalid-value': (x) => `\`${p(x, 'key')}\` takes ${p(x, 'expected')}.`,

  'roll/notation-too-long': () => `A roll's text can be at most ${NOTATION_LIMITS.maxLength} characters.`,
  // Refused by the notation library, which reads only ledgers written before issue 46.
  'roll/invalid-notation': () =>
    'That is not dice notation I can read. Examples: `3d6`, `4d6>=5`, `2d10+3`, `4d6kh3`, `d%`. See `/help command:roll`.',
  'roll/too-many-dice': () => `At most ${NOTATION_LIMITS.maxDice} dice in one command (every set and every roll after \`;\` counted); nothing was rolled.`,
  'roll/too-many-sides': () => `A die can have at most ${NOTATION_LIMITS.maxSides} sides.`,
  'roll/too-many-draws': () =>
    `That roll would draw more than ${NOTATION_LIMITS.maxDraws} dice (exploding or re-rolling); nothing was rolled.`,
  // The quick-dice front end: each names what it could not read and the nearest roll it can.
  'roll/empty': (x) => `There is nothing to roll. Try \`${p(x, 'try')}\`; \`/help command:roll\` shows every form.`,
  'roll/missing-sides': (x) => `\`${p(x, 'found')}\` needs the number of sides: \`${p(x, 'try')}\`.`,
  'roll/unknown-modifier': (x) =>
    `I can't read \`${p(x, 'found')}\` after \`${p(x, 'after')}\`. The nearest modifier I know: \`${p(x, 'try')}\`. \`/help command:roll\` lists them.`,
  'roll/modifier-needs-number': (x) => `\`${p(x, 'found')}\` needs a number after it: \`${p(x, 'try')}\`.`,
  'roll/unknown-word': (x) =>
    `\`${p(x, 'found')}\` is not dice, a number or a game system I know. Nearest: \`${p(x, 'try')}\`. \`/help command:roll\` shows every form.`,
  'roll/missing-operand': (x) => `\`${p(x, 'found')}\` needs a number or dice after it: \`${p(x, 'try')}\`.`,
  'roll/unclosed': (x) => `\`${p(x, 'found')}\` is opened and not closed: \`${p(x, 'try')}\`.`,
  'roll/unexpected': (x) => `I can't read \`${p(x, 'found')}\` there. The nearest roll I can read: \`${p(x, 'try')}\`.`,
  'roll/backtick': (x) => `Leave backticks out of a roll (they would break the post): \`${p(x, 'try')}\`.`,
  'roll/too-many-rolls': (x) => `At most ${p(x, 'most')} rolls separated by \`;\` in one command: \`${p(x, 'try')}\`.`,
  'roll/set-size': (x) => `A roll set is 2 to ${p(x, 'most')} rolls of the same dice, not ${p(x, 'found')}: \`${p(x, 'try')}\`.`,
  'roll/d66-count': (x) => `A d66 (tens and units, 11–66) is rolled one at a time; for several, roll a set: \`${p(x, 'try')}\`.`,
  'roll/too-few-sides': (x) => `\`${p(x, 'found')}\` has no faces to roll: \`${p(x, 'try')}\`.`,
  'roll/runaway': (x) =>
    `\`${p(x, 'found')}\` explodes or rerolls on every face, so it would never stop; nothing was rolled. Try \`${p(x, 'try')}\`.`,
  'roll/division-by-zero': (x) => `The divisor \`${p(x, 'found')}\` is or can be 0; nothing was rolled. Try \`${p(x, 'try')}\`.`,
  'roll/keeps-nothing': (x) => `\`${p(x, 'found')}\` keeps no die whatever they show; nothing was rolled. Try \`${p(x, 'try')}\`.`,
  'roll/too-large': (x) => `\`${p(x, 'found')}\` can come to more than a million million, too large to show; nothing was rolled.`,
  'roll/negative-root': (x) => `\`${p(x, 'found')}\` can be negative, which has no square root; nothing was rolled. Try \`${p(x, 'try')}\`.`,
  'roll/earthdawn-step': (x) =>
    `\`${p(x, 'found')}\` is off the table: Earthdawn steps go from \`ed1\` to \`ed50\`, 4th edition from \`ed4e1\` to \`ed4e40\`.`,
  'roll/system-dice': (x) => `\`${p(x, 'found')}\` rolls a pool of d6 with nothing added to it: \`${p(x, 'try')}\`.`,
  'roll/twice': (x) => `A roll takes ${p(x, 'found')} once: \`${p(x, 'try')}\`.`,

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
  'details/no-such-post': (x) =>
    p(x, 'last') === '0'
      ? 'Nothing has been posted in this campaign yet.'
      : `There is no post #${p(x, 'post')} here: the channel's posts are numbered 1 to ${p(x, 'last')}. \`/campaign details\` alone shows the latest.`,
  'undo/nothing': () =>
    'There is nothing you can take back: only your own last action, if it rolled no die, revealed nothing, and nothing has happened since. The GM can take back further, to the last roll.',
  'pace/bad-quiet': () => 'Quiet hours are two whole UTC hours, from-to, e.g. `quiet:22-7` (22:00 to 07:00 UTC).',
  'pace/warn-after-deadline': (x) =>
    `A warning comes before the deadline: give \`warn:\` fewer hours than \`deadline:\`${p(x, 'deadline') === '0' ? ' (and set a deadline)' : ` (${p(x, 'deadline')})`}.`,
  'pace/nothing-to-time': () =>
    'Give a `deadline:` (hours per turn) or `remind:` (hours between reminders), or `off:true` to stop timing the game.',
  'web/off': () => 'This bot does not serve the web page: its host switches it on with `WEB_PORT` (docs/web.md).',
  'web/not-an-order': () => 'The page gives the orders of this campaign\'s game (its own commands, as in Discord); anything else, type in Discord.',
  'web/days-with-action': () => '`days:` sets how long links last and gives you one: use it alone (`/board web days:30`), not with `action:revoke` or `action:publish`.',
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
